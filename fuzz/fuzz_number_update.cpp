// Fuzz target for the update file of `verdict check --numbers` (review/numberupdate.h): any bytes give updates or
// located errors, never a crash; what is read applies to the project without breaking it (each update lands on the
// number it names, with its source), and an error leaves nothing read.
#include "review/numberupdate.h"

#include <cstdint>
#include <cstdlib>

using namespace verdict;

namespace {
ProjectData smallProject()
{
    ProjectData p = makeEmptyProject();
    for (const char *name : {"Cost", "Speed"}) {
        Criterion c;
        c.name = QString::fromLatin1(name);
        c.id = c.name.toLower();
        p.criteria.push_back(c);
    }
    Criterion formula;
    formula.id = QStringLiteral("total");
    formula.name = QStringLiteral("Total");
    formula.formula = QStringLiteral("price * 2");
    p.criteria.push_back(formula);
    p.attributes.push_back({QStringLiteral("price"), QStringLiteral("Price"), QStringLiteral("$"), {}});
    for (const char *name : {"Alpha", "Beta", "Gamma"}) {
        Alternative a;
        a.name = QString::fromLatin1(name);
        a.id = a.name.toLower();
        a.attributes[QStringLiteral("price")] = 3.0;
        p.alternatives.push_back(a);
    }
    p.values = SharedMatrix(3, 3, 1.0);
    p.profiles[0].weights = {1, 1, 1};
    p.parameters.push_back({QStringLiteral("horizon"), QStringLiteral("Horizon"), 3.0, QStringLiteral("years"), {}, {}});
    return p;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const ProjectData project = smallProject();
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    Messages messages;
    const std::vector<NumberUpdate> updates = readNumberUpdates(project, bytes, QStringLiteral("update.csv"), messages);
    if (hasErrors(messages) && !updates.empty())
        std::abort(); // an error must leave nothing half-read
    ProjectData updated = project;
    applyNumberUpdates(updated, updates);
    for (const NumberUpdate &u : updates) {
        if (u.source.isEmpty() || u.line < 1)
            std::abort();
        if (u.kind == NumberUpdate::Kind::Parameter && updated.parameters[std::size_t(updated.indexOfParameter(u.target))].provenance != u.source)
            std::abort();
        if (u.kind == NumberUpdate::Kind::Attribute && updated.alternatives[std::size_t(u.alternative)].attributeProvenance.at(u.target) != u.source)
            std::abort();
        if (u.kind == NumberUpdate::Kind::Value && updated.criteria[std::size_t(updated.indexOfCriterion(u.target))].isFormula())
            std::abort(); // a formula's value is never set
    }
    if (updated.values.rows() != project.values.rows() || updated.values.cols() != project.values.cols())
        std::abort();
    return 0;
}
