#pragma once

#include "charts/chartdata.h"

#include <QString>

namespace verdict {

// One sentence stating what a chart shows, generated from its data, as a slide's headline (presentation mode;
// the review deck): "AKS + Azure Arc and OpenShift on-prem are the trade-offs worth having: no platform beats
// them on both Latency and TCO." Plain text; empty when the chart has nothing to show (its message says why).
QString chartHeadline(const ChartData &data);

// A scenario's winner as a sentence part: "AKS + Azure Arc, 4.7 points ahead of OpenShift on-prem", "OpenShift
// on-prem, the only one that meets every gate", "none meets every gate (AKS + Azure Arc scores best)".
QString scenarioWinnerText(const ScenarioColumn &s);

// "A", "A and B", "A, B and C" (the slides' lists of names).
QString listOf(const QStringList &names);

// The slide title of a chart: "Latency vs cost" style for the trade-off map, else the chart's title.
QString chartSlideTitle(const ChartData &data);

} // namespace verdict
