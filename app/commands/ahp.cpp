#include "commands.h"

#include "cli/input.h"

#include "analysis/ahp.h"
#include "core/limits.h"

#include <QFile>
#include <QFileInfo>

#include <nlohmann/json.hpp>

namespace verdict::cli {

namespace {

using Json = nlohmann::ordered_json;

std::string utf8(const QString &s)
{
    return s.toStdString();
}

std::optional<QByteArray> readFile(const Invocation &inv, const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists() || !info.isFile()) {
        inv.err << formatMessage(path, Message::plain(QStringLiteral("no such file"))) << "\n";
        return std::nullopt;
    }
    if (info.size() > limits::kMaxFileBytes) {
        inv.err << formatMessage(path, Message::plain(QStringLiteral("the file is larger than %1 MiB")
                                                          .arg(limits::kMaxFileBytes / (1024 * 1024))))
                << "\n";
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        inv.err << formatMessage(path, Message::plain(QStringLiteral("cannot read: %1").arg(file.errorString())))
                << "\n";
        return std::nullopt;
    }
    return file.readAll();
}

} // namespace

static int runAhp(Invocation &inv)
{
    const QString path = inv.positional.at(0);
    AhpMethod method = AhpMethod::Eigen;
    if (inv.isSet(QStringLiteral("method")))
        method = *parseAhpMethod(inv.value(QStringLiteral("method")));

    const std::optional<QByteArray> bytes = readFile(inv, path);
    if (!bytes)
        return InvalidInput;
    Messages messages;
    const std::optional<AhpMatrix> matrix = readAhpMatrix(*bytes, messages);
    std::optional<AhpResult> result;
    if (matrix)
        result = computeAhp(matrix->values, method, messages);
    for (const Message &m : messages)
        inv.err << formatMessage(path, m) << "\n";
    if (!result)
        return InvalidInput;

    const QStringList &names = matrix->names;
    if (inv.isSet(QStringLiteral("json"))) {
        Json weights = Json::object();
        for (int i = 0; i < names.size(); ++i)
            weights[utf8(names.at(i))] = result->weights[std::size_t(i)];
        Json worst = Json::array();
        for (const AhpJudgment &j : result->worstJudgments)
            worst.push_back({{"row", utf8(names.at(j.row))},
                             {"column", utf8(names.at(j.column))},
                             {"value", j.value},
                             {"consistent_value", j.consistentValue},
                             {"deviation", j.deviation}});
        const Json j = {{"schema", 1},
                        {"weights", weights},
                        {"lambda_max", result->lambdaMax},
                        {"ci", result->ci},
                        {"cr", result->cr},
                        {"random_index", result->randomIndex},
                        {"consistent", result->consistent},
                        {"method", utf8(ahpMethodName(result->method))},
                        {"worst_judgments", worst}};
        inv.out << QString::fromStdString(j.dump(2)) << "\n";
        return Ok;
    }

    inv.out << "AHP weights (" << (method == AhpMethod::Eigen ? "principal eigenvector" : "geometric mean") << ")\n";
    for (int i = 0; i < names.size(); ++i)
        inv.out << QStringLiteral("  %1  %2\n").arg(result->weights[std::size_t(i)], 7, 'f', 4).arg(names.at(i));
    inv.out << QStringLiteral("lambda_max %1, CI %2, RI %3, CR %4: %5\n")
                   .arg(result->lambdaMax, 0, 'f', 4)
                   .arg(result->ci, 0, 'f', 4)
                   .arg(result->randomIndex, 0, 'f', 2)
                   .arg(result->cr, 0, 'f', 4)
                   .arg(result->consistent ? QStringLiteral("consistent (CR <= 0.1)")
                                           : QStringLiteral("NOT consistent (CR > 0.1); revise the judgments below"));
    if (!result->worstJudgments.empty()) {
        inv.out << "Least consistent judgments (entered -> consistent value):\n";
        for (const AhpJudgment &j : result->worstJudgments)
            inv.out << QStringLiteral("  %1 over %2: %3 -> %4\n")
                           .arg(names.at(j.row), names.at(j.column))
                           .arg(j.value, 0, 'g', 4)
                           .arg(j.consistentValue, 0, 'g', 4);
    }
    return Ok;
}

CommandSpec ahpCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("ahp");
    spec.arguments = QStringLiteral("FILE.csv");
    spec.summary = QStringLiteral("Derive criterion weights from an AHP pairwise comparison matrix.");
    spec.description = QStringLiteral(
        "FILE is a square CSV matrix: a header row and a first column with the same criterion names; cells are "
        "positive decimals or fractions such as 1/3, the diagonal is 1 and a_ij * a_ji is 1 within 1 %. Prints "
        "the weights, lambda_max, the consistency index and ratio (Saaty's random index, up to 15 criteria) and "
        "the three judgments that disagree most with the weights, with the value that would make each "
        "consistent.");
    spec.options = {
        {{QStringLiteral("method")}, QStringLiteral("M"),
         QStringLiteral("eigen (principal eigenvector) or geomean (row geometric means)."), QStringLiteral("eigen"),
         {QStringLiteral("eigen"), QStringLiteral("geomean")}},
        jsonOption(),
    };
    spec.run = runAhp;
    return spec;
}

} // namespace verdict::cli
