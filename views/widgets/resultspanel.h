#pragma once

#include "report/liveranking.h"

#include <QTimer>
#include <QWidget>

class QLabel;
class QTableView;

namespace verdict {

class Document;
class RankingModel;

// The live results: the weighted-sum ranking with scores and margins, and which alternatives were left out
// for missing values. Recomputed after every edit (coalesced: many signals of one edit give one update).
class ResultsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ResultsPanel(Document *document, QWidget *parent = nullptr);

    RankingModel *rankingModel() const { return m_model; }
    const LiveRanking &ranking() const;
    QString summaryText() const; // the headline sentence, for tests and accessibility
    QString stabilityText() const;
    QString profileComparisonText() const;

public Q_SLOTS:
    void refresh(); // recompute now

private:
    void scheduleRefresh() { m_timer.start(); }

    Document *m_document;
    RankingModel *m_model;
    QTableView *m_table;
    QLabel *m_headline;
    QLabel *m_excluded;
    QLabel *m_stability;
    QLabel *m_profiles;
    QTimer m_timer;
};

} // namespace verdict
