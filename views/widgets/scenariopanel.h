#pragma once

#include <QWidget>

class QComboBox;
class QTableView;

namespace verdict {

class Document;
class ParametersModel;

// Scenario inputs: the parameters (SLA, budget ceiling, ...) and the baseline alternative. Formula,
// constraint and rule editors come with the scenario model.
class ScenarioPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ScenarioPanel(Document *document, QWidget *parent = nullptr);

    ParametersModel *parametersModel() const { return m_model; }
    QComboBox *baselineBox() const { return m_baseline; }

Q_SIGNALS:
    void message(const QString &text);

private:
    void updateBaseline();

    Document *m_document;
    ParametersModel *m_model;
    QTableView *m_table;
    QComboBox *m_baseline;
};

// The term map editor: concepts as rows, one column per alternative.
class TermMapPanel : public QWidget
{
    Q_OBJECT

public:
    explicit TermMapPanel(Document *document, QWidget *parent = nullptr);
    QTableView *view() const { return m_table; }

private:
    QTableView *m_table;
};

} // namespace verdict
