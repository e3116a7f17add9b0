#include "profiles.h"

#include <algorithm>

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
        column.computed = project.profiles[std::size_t(p)].computed;
        column.active = p == (input.profile >= 0 ? input.profile : project.activeProfile);
        column.scores.assign(data.alternatives.size(), kMissing);
        column.ranks.assign(data.alternatives.size(), 0);
        for (const int a : data.alternatives) // the gates do not depend on the weights: the same under every profile
            column.feasible.push_back(std::size_t(a) >= input.feasible.size() || input.feasible[std::size_t(a)]);
        Messages messages;
        if (const std::optional<ScoredProblem> s = scoreProblem(input, p, messages)) {
            data.method = s->method.key();
            data.higherIsBetter = s->higherIsBetter();
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
    // No profile ranked (the method refuses the project): nothing to draw, and the messages say why.
    if (std::none_of(data.profiles.begin(), data.profiles.end(), [](const ProfileColumn &c) {
            return std::any_of(c.ranks.begin(), c.ranks.end(), [](int r) { return r > 0; });
        }))
        data.profiles.clear();
    return data;
}

} // namespace verdict
