#pragma once

#include "core/projectdata.h"

#include <QString>

namespace verdict {

// What a person types as a new criterion's title, read as a name, a unit and a likely direction:
// "Cost ($/month)" is the criterion Cost in $/month, less is better. The direction is a guess from the name's
// words (cost, price, latency, time, effort, risk and their kin are less-is-better; everything else more), so
// the window says it guessed and how to flip it.
struct CriterionTitle
{
    QString name;
    QString unit;
    Direction direction = Direction::Max;
    bool costLike = false; // the direction came from a cost-like word in the name
};

CriterionTitle readCriterionTitle(const QString &typed);

// True when a column or criterion name reads as a cost: one of its words is cost, price, latency, time,
// effort, risk (or a close kin: costs, pricing, delay, duration, spend, fee, debt, downtime, lead time, ...).
bool looksLikeCost(const QString &name);

} // namespace verdict
