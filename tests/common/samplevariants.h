#pragma once

// Variants of the bundled sample for tests whose point needs the sample as it was before its latency got a value
// function (issue 19). Without it the ranking methods disagree on the sample (TOPSIS picks OpenShift on-prem, the
// weighted sum AKS + Azure Arc), which is what the method-switch tests show; with it every method picks AKS +
// Azure Arc.
#include "core/projectdata.h"
#include "format/projectfile.h"
#include "format/savefile.h"

#include <QString>

namespace verdict::test {

inline ProjectData withLinearLatency(ProjectData p)
{
    const int latency = p.indexOfCriterion(QStringLiteral("latency"));
    if (latency >= 0)
        p.criteria[std::size_t(latency)].valueFunction.reset();
    return p;
}

// The sample without its value tree (issue 19): the same criteria, each profile's weights as entered, no groups.
// Its criteria's entered weights are the flat list the tree was built from, so every global weight is what it
// is with the tree (up to rounding); tests of the flat weights panel and of AHP over all criteria use it.
inline ProjectData withoutTree(ProjectData p)
{
    p.groups.clear();
    for (Criterion &c : p.criteria)
        c.group.clear();
    for (WeightProfile &w : p.profiles)
        w.groupWeights.clear();
    return p;
}

// The sample with linear latency written to `path` (for the CLI); false if it could not be written.
inline bool writeWithLinearLatency(const QString &path)
{
    const LoadResult loaded = loadProjectFile(QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict"));
    return loaded.ok() && writeFileAtomically(path, writeProject(withLinearLatency(*loaded.project)), nullptr);
}

} // namespace verdict::test
