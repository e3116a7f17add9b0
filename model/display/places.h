#pragma once

#include <QString>

namespace verdict {

struct ProjectData;

// Where a message points, in the window's words, not the file's: the JSON pointer a message carries
// ("/checks/2/expected") as the window names the thing ("Check 3, Savings against AWS ECS: its expected value").
// Criteria, alternatives (and their cells), attributes, parameters, constraints, rules, checks and profiles are
// named with their number from 1 and their name; a pointer that names nothing in `project` (or no known kind) is
// returned unchanged. The CLI keeps the pointers: they are what a person editing the file looks for.
QString placeName(const ProjectData &project, const QString &pointer);

// The most of a name a tooltip, a legend or a list shows: a 10,000-character name must not fill the screen.
inline constexpr int kMaxShownName = 300;

// `text` cut to at most `maxChars` characters in the middle, "…" in the gap, so both ends stay readable
// ("Amazon Elastic … (us-east-1)"); never splits a surrogate pair. Shorter text is returned unchanged.
QString elideMiddle(const QString &text, int maxChars = kMaxShownName);

} // namespace verdict
