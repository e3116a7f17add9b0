#pragma once

#include "projectdata.h"

#include <QString>

#include <optional>

#include <vector>

namespace verdict {

// Two severities decide what a problem does to a file: an Error refuses it; a Diagnostic lets it load and is
// shown (a broken formula, say). Warnings are informational (e.g. what a CSV export drops).
enum class Severity { Error, Diagnostic, Warning };

// One problem, located either by line and column (syntax: CSV and JSON) or by a JSON Pointer into the
// project (semantics: "/criteria/3/weight").
struct Message
{
    Severity severity = Severity::Error;
    QString text;
    int line = 0;   // 1-based, 0 = not a text position
    int column = 0; // 1-based
    QString pointer;

    static Message syntax(int line, int column, const QString &text) { return {Severity::Error, text, line, column, {}}; }
    static Message at(const QString &pointer, const QString &text, Severity s = Severity::Error)
    {
        return {s, text, 0, 0, pointer};
    }
    static Message plain(const QString &text, Severity s = Severity::Error) { return {s, text, 0, 0, {}}; }
};

using Messages = std::vector<Message>;

bool hasErrors(const Messages &messages);
QString severityName(Severity s); // "error", "diagnostic", "warning"

// "FILE:LINE:COLUMN: error: WHAT", "FILE: error: /pointer: WHAT" or "FILE: error: WHAT".
QString formatMessage(const QString &file, const Message &m);

// What every reader returns: the project unless an error refused the input, and every message found.
struct LoadResult
{
    std::optional<ProjectData> project;
    Messages messages;
    bool ok() const { return project.has_value() && !hasErrors(messages); }
};

} // namespace verdict
