#pragma once

#include "core/message.h"
#include "core/limits.h"
#include "core/projectdata.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

// Reading and writing .verdict projects (docs/file-format.md).
namespace verdict {

inline constexpr int kFormatVersion = 1;
// kMaxMagnitude (core/limits.h): numbers in a project are at most this large in magnitude.

// The ranking methods a project may name as its default ("wsm", "wpm", "topsis", "promethee", "vikor").
const QStringList &knownMethods();

// Parses and validates a .verdict JSON document. Errors refuse it (no project); diagnostics come along.
LoadResult readProject(const QByteArray &bytes);

// The canonical bytes of a project: fixed key order, values one line per alternative, shortest numbers.
QByteArray writeProject(const ProjectData &project);

// Semantic checks on a project in memory (ids, names, references, weights, limits), located by the JSON
// Pointer each problem would have in a .verdict file. readProject runs them; other readers and the
// document may run them too.
Messages validateProject(const ProjectData &project);

// The project as it reads back from writeProject: values of formula criteria are missing (they are
// computed), unused uncertainty parameters are zero. Save compares the re-read bytes with this.
ProjectData canonicalProject(ProjectData project);

// The bytes of an input file, at most limits::kMaxFileBytes (checked before reading and again after); nothing,
// with one plain message (no such file, a directory, too large, cannot open or read), otherwise.
std::optional<QByteArray> readInputFile(const QString &path, Messages &messages);

// Whether a file is a delimited table by its name: .csv, .tsv or .txt (any case), read as a CSV matrix is (the
// delimiter, ',', ';' or a tab, is found from the header row).
bool isDelimitedTableFile(const QString &path);

// Reads a file: refuses one over limits::kMaxFileBytes (checked before reading), one that is not text, a
// missing or unreadable one; a delimited table (".csv", ".tsv", ".txt") goes to the CSV reader, ".xlsx" and ".ods" to the workbook reader (the sheet
// named `sheet`, else the first; format/workbook.h), anything else to readProject. A sheet named for a file that is
// not a spreadsheet is refused.
LoadResult loadProjectFile(const QString &path, const QString &sheet = {});

} // namespace verdict
