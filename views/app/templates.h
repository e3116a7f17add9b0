#pragma once

#include "core/message.h"
#include "core/projectdata.h"

#include <QString>

#include <optional>
#include <vector>

namespace verdict {

// The decisions a new document can start from: criteria with directions, units and scales, stakeholder
// profiles, placeholder alternatives and a description of when to use it (resources/templates, and the bundled
// GPU orchestration sample). Used by `verdict new` and the start page.
struct ProjectTemplate
{
    QString name;        // "saas-vendor": what `verdict new --template` takes
    QString title;       // "SaaS vendor selection"
    QString description; // when to use it
};

// Every template, the GPU orchestration sample first.
std::vector<ProjectTemplate> projectTemplates();

// The project of template `name`; nullopt with a message naming the templates when there is no such one.
std::optional<ProjectData> loadTemplate(const QString &name, Messages &messages);

} // namespace verdict
