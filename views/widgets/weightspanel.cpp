#include "weightspanel.h"

#include "document/document.h"
#include "models/profilesmodel.h"
#include "models/richtext.h"
#include "widgets/ahpdialog.h"
#include "widgets/rankingdialog.h"

#include "analysis/profileahp.h"
#include "analysis/weights.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QScrollArea>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>

#include <numeric>

namespace verdict {

namespace {
constexpr int kSliderSteps = 1000; // 0.1 % resolution
}

WeightsPanel::WeightsPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_profiles(new ProfilesModel(document, this))
    , m_profileBox(new QComboBox(this))
    , m_rowsWidget(new QWidget)
    , m_grid(new QGridLayout(m_rowsWidget))
{
    m_profileBox->setModel(m_profiles);
    m_profileBox->setAccessibleName(tr("Weight profile"));
    m_profileBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_profileBox->setMinimumContentsLength(12);
    connect(m_profileBox, &QComboBox::activated, this, [this](int i) { m_document->setActiveProfile(i); });

    auto makeButton = [this](const QString &text, const QString &tip, auto slot) {
        auto *b = new QToolButton(this);
        b->setText(text);
        b->setToolTip(tip);
        b->setAccessibleName(tip);
        connect(b, &QToolButton::clicked, this, slot);
        return b;
    };
    // New, Copy, Rename and Delete in one menu button, so the row fits a narrow dock.
    auto *top = new QHBoxLayout;
    auto *caption = new QLabel(tr("&Profile:"), this);
    caption->setBuddy(m_profileBox);
    top->addWidget(caption);
    top->addWidget(m_profileBox, 1);
    auto *manage = new QToolButton(this);
    manage->setText(tr("Profiles"));
    manage->setToolTip(tr("New, copy, rename or delete a weight profile"));
    manage->setAccessibleName(tr("Manage profiles"));
    manage->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(manage);
    menu->addAction(tr("&New Profile (equal weights)"), this, [this] { newProfile(); });
    menu->addAction(tr("&Copy This Profile"), this, [this] { duplicateProfile(); });
    menu->addAction(tr("&Rename This Profile…"), this, [this] { askRename(); });
    m_deleteAction = menu->addAction(tr("&Delete This Profile"), this, [this] { deleteProfile(); });
    manage->setMenu(menu);
    top->addWidget(manage);
    top->addWidget(makeButton(tr("By rank…"), tr("Set the weights from a ranking of the criteria (rank-order centroid)"),
                              [this] { askRanking(); }));
    top->addWidget(makeButton(tr("AHP…"),
                              tr("Set the weights from pairwise comparisons (AHP), with the consistency ratio"),
                              [this] { askAhp(); }));

    auto *scroll = new QScrollArea(this);
    scroll->setAccessibleName(tr("Weights of the criteria"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_rowsWidget);
    m_grid->setColumnStretch(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(scroll, 1);

    Project *p = document->project();
    for (auto signal : {&Project::criterionInserted, &Project::criterionRemoved, &Project::activeProfileChanged})
        connect(p, signal, this, &WeightsPanel::rebuild);
    connect(p, &Project::criterionMoved, this, &WeightsPanel::rebuild);
    connect(p, &Project::wasReset, this, &WeightsPanel::rebuild);
    connect(p, &Project::criterionChanged, this, &WeightsPanel::rebuild);
    connect(p, &Project::profileChanged, this, &WeightsPanel::updateValues);
    connect(p, &Project::weightChanged, this, &WeightsPanel::updateValues);
    connect(p, &Project::profileInserted, this, &WeightsPanel::updateValues);
    connect(p, &Project::profileRemoved, this, &WeightsPanel::updateValues);
    rebuild();
}

QSlider *WeightsPanel::slider(int column) const
{
    return column >= 0 && std::size_t(column) < m_rows.size() ? m_rows[std::size_t(column)].slider : nullptr;
}

QDoubleSpinBox *WeightsPanel::spinBox(int column) const
{
    return column >= 0 && std::size_t(column) < m_rows.size() ? m_rows[std::size_t(column)].spin : nullptr;
}

QToolButton *WeightsPanel::lockButton(int column) const
{
    return column >= 0 && std::size_t(column) < m_rows.size() ? m_rows[std::size_t(column)].lock : nullptr;
}

std::vector<bool> WeightsPanel::locks() const
{
    std::vector<bool> out;
    for (const Row &r : m_rows)
        out.push_back(r.lock->isChecked());
    return out;
}

void WeightsPanel::rebuild()
{
    // Locks are view state: keep them by criterion id across rebuilds.
    QStringList lockedIds;
    const ProjectData &d = m_document->data();
    for (const Row &r : m_rows)
        if (r.lock->isChecked())
            lockedIds << r.lock->property("criterion").toString();
    for (const Row &r : m_rows) {
        delete r.label;
        delete r.slider;
        delete r.spin;
        delete r.lock;
    }
    m_rows.clear();
    for (int c = 0; c < d.criterionCount(); ++c) {
        const Criterion &crit = d.criteria[std::size_t(c)];
        Row r;
        r.label = new QLabel(m_rowsWidget);
        r.label->setTextFormat(Qt::PlainText);
        // At most about 22 characters wide, the whole name in the tooltip: a long name must not widen the dock.
        const QFontMetrics metrics(r.label->font());
        const QString shown = metrics.elidedText(crit.name, Qt::ElideRight, 22 * metrics.averageCharWidth());
        r.label->setText(shown);
        if (shown != crit.name)
            r.label->setToolTip(plainToRich(crit.name));
        r.slider = new QSlider(Qt::Horizontal, m_rowsWidget);
        r.slider->setRange(0, kSliderSteps);
        r.slider->setAccessibleName(tr("Weight of %1").arg(crit.name));
        r.label->setBuddy(r.slider);
        r.spin = new QDoubleSpinBox(m_rowsWidget);
        r.spin->setRange(0.0, 100.0);
        r.spin->setDecimals(1);
        r.spin->setSuffix(QStringLiteral(" %"));
        r.spin->setKeyboardTracking(false);
        r.spin->setAccessibleName(tr("Weight of %1 in percent").arg(crit.name));
        r.lock = new QToolButton(m_rowsWidget);
        r.lock->setCheckable(true);
        r.lock->setText(tr("Lock"));
        r.lock->setToolTip(tr("Keep this weight fixed while others change"));
        r.lock->setAccessibleName(tr("Lock the weight of %1").arg(crit.name));
        r.lock->setProperty("criterion", crit.id);
        r.lock->setChecked(lockedIds.contains(crit.id));
        m_grid->addWidget(r.label, c, 0);
        m_grid->addWidget(r.slider, c, 1);
        m_grid->addWidget(r.spin, c, 2);
        m_grid->addWidget(r.lock, c, 3);

        connect(r.slider, &QSlider::sliderPressed, this, [this] { ++m_session; });
        connect(r.slider, &QSlider::valueChanged, this, [this, c](int v) {
            if (!m_updating)
                setPercent(c, 100.0 * v / kSliderSteps, m_rows[std::size_t(c)].slider->isSliderDown() ? m_session : -1);
        });
        connect(r.spin, &QDoubleSpinBox::valueChanged, this, [this, c](double v) {
            if (!m_updating)
                setPercent(c, v);
        });
        m_rows.push_back(r);
    }
    // The rows at the top, at their natural height; spare height below them.
    for (int row = 0; row <= d.criterionCount(); ++row)
        m_grid->setRowStretch(row, row == d.criterionCount() ? 1 : 0);
    updateValues();
}

void WeightsPanel::updateValues()
{
    const ProjectData &d = m_document->data();
    if (int(m_rows.size()) != d.criterionCount())
        return rebuild();
    m_updating = true;
    const QSignalBlocker blocker(m_profileBox);
    m_profileBox->setCurrentIndex(d.activeProfile);
    m_deleteAction->setEnabled(d.profiles.size() > 1);
    const std::vector<double> w = d.normalizedWeights();
    for (std::size_t c = 0; c < m_rows.size(); ++c) {
        const double f = c < w.size() ? w[c] : 0.0;
        m_rows[c].slider->setValue(int(std::lround(f * kSliderSteps)));
        m_rows[c].spin->setValue(f * 100.0);
    }
    m_updating = false;
}

void WeightsPanel::setPercent(int column, double percent, int mergeSession)
{
    const ProjectData &d = m_document->data();
    std::vector<double> weights = d.active().weights;
    weights.resize(std::size_t(d.criterionCount()), 0.0);
    const std::vector<double> next = rescaleWeights(weights, column, percent / 100.0, locks());
    if (!m_document->setWeights(d.activeProfile, next, mergeSession))
        updateValues(); // refused or unchanged (e.g. every other weight locked): show the stored weights again
}

void WeightsPanel::newProfile()
{
    const ProjectData &d = m_document->data();
    WeightProfile p;
    int n = int(d.profiles.size()) + 1;
    do
        p.name = tr("Profile %1").arg(n++);
    while (d.indexOfProfile(p.name) >= 0);
    p.weights.assign(std::size_t(d.criterionCount()), d.criterionCount() > 0 ? 100.0 / d.criterionCount() : 0.0);
    const int index = int(d.profiles.size());
    m_document->beginMacro(tr("New profile “%1”").arg(p.name));
    m_document->insertProfile(index, p);
    m_document->setActiveProfile(index);
    m_document->endMacro();
}

void WeightsPanel::duplicateProfile()
{
    const ProjectData &d = m_document->data();
    WeightProfile p = d.active();
    const QString base = p.name;
    int n = 1;
    do
        p.name = n++ == 1 ? tr("%1 (copy)").arg(base) : tr("%1 (copy %2)").arg(base).arg(n - 1);
    while (d.indexOfProfile(p.name) >= 0);
    const int index = d.activeProfile + 1;
    m_document->beginMacro(tr("Duplicate profile “%1”").arg(base));
    m_document->insertProfile(index, p);
    m_document->setActiveProfile(index);
    m_document->endMacro();
}

void WeightsPanel::renameProfile(const QString &name)
{
    m_profiles->setData(m_profiles->index(m_document->data().activeProfile), name);
}

void WeightsPanel::deleteProfile()
{
    m_document->removeProfile(m_document->data().activeProfile);
}

void WeightsPanel::applyRanking(const std::vector<int> &order)
{
    const ProjectData &d = m_document->data();
    const std::vector<double> roc = rankOrderCentroid(int(order.size()));
    WeightProfile p = d.active();
    p.weights.assign(std::size_t(d.criterionCount()), 0.0);
    p.ordinal.clear();
    for (std::size_t k = 0; k < order.size(); ++k) {
        const int c = order[k];
        if (c < 0 || c >= d.criterionCount())
            continue;
        p.weights[std::size_t(c)] = roc[k] * 100.0;
        p.ordinal << d.criteria[std::size_t(c)].id;
    }
    m_document->setProfile(d.activeProfile, p, tr("Weights of “%1” from a ranking").arg(p.name));
}

void WeightsPanel::applyAhp(const AhpJudgments &judgments, const std::vector<double> &weights)
{
    const ProjectData &d = m_document->data();
    if (int(weights.size()) != d.criterionCount())
        return;
    WeightProfile p = d.active();
    p.ahp = judgments;
    // The same derivation as `verdict ahp PROJECT --profile NAME`: the weights on the scale of the profile's
    // current total. The dialog's own percentages are the fallback (a profile whose weights sum to 0).
    ProjectData trial = d;
    trial.profiles[std::size_t(d.activeProfile)] = p;
    Messages messages;
    const std::optional<ProfileAhp> ahp = profileAhpWeights(trial, d.activeProfile, AhpMethod::Eigen, messages);
    p.weights = ahp && int(ahp->weights.size()) == d.criterionCount() ? ahp->weights : weights;
    m_document->setProfile(d.activeProfile, p, tr("Weights of “%1” from AHP").arg(p.name));
}

void WeightsPanel::askAhp()
{
    if (m_document->data().criterionCount() < 2) {
        Q_EMIT message(tr("AHP compares criteria in pairs: add at least two criteria first."));
        return;
    }
    AhpDialog dialog(m_document->data(), m_document->data().activeProfile, this);
    if (dialog.exec() == QDialog::Accepted && dialog.result())
        applyAhp(dialog.judgments(), dialog.weights());
}

void WeightsPanel::askRename()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename profile"), tr("Name:"), QLineEdit::Normal,
                                               m_document->data().active().name, &ok);
    if (ok)
        renameProfile(name);
}

void WeightsPanel::askRanking()
{
    RankingDialog dialog(m_document->data(), this);
    if (dialog.exec() == QDialog::Accepted)
        applyRanking(dialog.order());
}

} // namespace verdict
