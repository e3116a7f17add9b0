#include "profiles.h"

namespace verdict {

ProfilesData profilesData(const ChartInput &input)
{
    ProfilesData data;
    const ProjectData &project = input.project;
    for (int a = 0; a < project.alternativeCount(); ++a) {
        data.alternatives.push_back(a);
        data.names << project.alternatives[std::size_t(a)].name;
    }
    for (int p = 0; p < int(project.profiles.size()); ++p) {
        ProfileColumn column;
        column.name = project.profiles[std::size_t(p)].name;
        column.active = p == project.activeProfile;
        column.scores.assign(data.alternatives.size(), kMissing);
        column.ranks.assign(data.alternatives.size(), 0);
        for (const int a : data.alternatives) // the gates do not depend on the weights: the same under every profile
            column.feasible.push_back(std::size_t(a) >= input.feasible.size() || input.feasible[std::size_t(a)]);
        Messages messages;
        if (const std::optional<ScoredProblem> s = scoreProblem(input, p, messages)) {
            for (int r = 0; r < s->problem.alternatives; ++r) {
                const std::size_t a = std::size_t(s->problem.rows[std::size_t(r)]);
                column.scores[a] = s->scores[std::size_t(r)];
                column.ranks[a] = s->ranks[std::size_t(r)];
            }
            if (const int w = s->winner(); w >= 0)
                column.winner = s->problem.rows[std::size_t(w)];
        } else {
            for (const Message &m : messages)
                if (m.severity == Severity::Error)
                    data.messages.push_back(Message::plain(QStringLiteral("%1: %2").arg(column.name, m.text)));
        }
        data.profiles.push_back(std::move(column));
    }
    return data;
}

} // namespace verdict
