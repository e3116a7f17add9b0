#pragma once

#include "evaluation/liveranking.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTableView;

namespace verdict {

class Document;
class RankingModel;

// The live results: the method selector (an undo step on analysis.method), the ranking by that method with
// scores and margins, and which alternatives were left out for missing values or failed gates. Refreshed from
// the document's shared evaluation (LiveEvaluation) once per burst of edits.
class ResultsPanel : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kVisibleRankingRows = 10;
    explicit ResultsPanel(Document *document, QWidget *parent = nullptr);

    RankingModel *rankingModel() const { return m_model; }
    const LiveRanking &ranking() const;
    QString summaryText() const; // the headline sentence, for tests and accessibility
    QString stabilityText() const;
    QString profileComparisonText() const;
    QString committeeText() const; // empty when no profile is a stakeholder's
    QComboBox *methodSelector() const { return m_method; }

public Q_SLOTS:
    void refresh(); // recompute now

private:
    void fitTableToRows(); // the table as tall as its rows, up to kVisibleRankingRows
    Document *m_document;
    QComboBox *m_method;
    QLabel *m_methodNote;
    RankingModel *m_model;
    QTableView *m_table;
    QLabel *m_headline;
    QLabel *m_excluded;
    QLabel *m_stability;
    QLabel *m_profiles;
    QLabel *m_committee;
};

} // namespace verdict
