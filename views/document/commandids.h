#pragma once

namespace verdict {

// One id per kind of undo command. QUndoStack merges consecutive commands with the same id (and -1 never
// merges), so every mergeable command takes its id from here and no two kinds can collide.
enum class CommandId {
    None = -1,
    CellValue = 1,
    CellProvenance,
    CellUncertainty,
    AlternativeProperty,
    CriterionProperty,
    Weights,
    ProfileProperty,
    ActiveProfile,
    Parameters,
    Attributes,
    Baseline,
    TermMap,
    Metadata,
    AnalysisSettings,
    AttributeValue,
    AttributeProvenance,
    ProfileWeights, // a slider drag over a value tree: the whole profile
    ActiveScenario,
};

} // namespace verdict
