#include "templates.h"

#include "format/projectfile.h"

#include <QCoreApplication>
#include <QFile>

namespace verdict {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("verdict::Templates", text);
}

// Resource paths, in the order the templates are offered.
const std::vector<std::pair<QString, QString>> &templateFiles()
{
    static const std::vector<std::pair<QString, QString>> files = {
        {QStringLiteral("gpu-orchestration"), QStringLiteral(":/samples/gpu-orchestration.verdict")},
        {QStringLiteral("saas-vendor"), QStringLiteral(":/templates/saas-vendor.verdict")},
        {QStringLiteral("build-vs-buy"), QStringLiteral(":/templates/build-vs-buy.verdict")},
        {QStringLiteral("cloud-region"), QStringLiteral(":/templates/cloud-region.verdict")},
    };
    return files;
}

std::optional<ProjectData> read(const QString &path, Messages &messages)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        messages.push_back(Message::plain(tr("the template %1 is missing from this build").arg(path)));
        return std::nullopt;
    }
    LoadResult r = readProject(f.readAll());
    messages.insert(messages.end(), r.messages.begin(), r.messages.end());
    if (!r.ok())
        return std::nullopt;
    return std::move(r.project);
}

} // namespace

std::vector<ProjectTemplate> projectTemplates()
{
    std::vector<ProjectTemplate> out;
    for (const auto &[name, path] : templateFiles()) {
        Messages ignored;
        if (const std::optional<ProjectData> p = read(path, ignored))
            out.push_back({name, p->metadata.title, p->metadata.description});
    }
    return out;
}

std::optional<ProjectData> loadTemplate(const QString &name, Messages &messages)
{
    for (const auto &[key, path] : templateFiles())
        if (key == name)
            return read(path, messages);
    QStringList names;
    for (const auto &entry : templateFiles())
        names << entry.first;
    messages.push_back(Message::plain(
        tr("there is no template '%1'; the templates are %2").arg(name, names.join(QStringLiteral(", ")))));
    return std::nullopt;
}

} // namespace verdict
