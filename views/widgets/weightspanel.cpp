#include "weightspanel.h"
#include "widgets/dialogs.h"

#include "display/format.h"
#include "display/places.h"
#include "document/document.h"
#include "models/profilesmodel.h"
#include "models/richtext.h"
#include "widgets/ahpdialog.h"
#include "widgets/groupmenu.h"
#include "widgets/rankingdialog.h"

#include "analysis/groupprofile.h"
#include "analysis/profileahp.h"
#include "analysis/weights.h"
#include "document/liveevaluation.h"
#include "evaluation/evaluation.h"
#include "analysis/swing.h"
#include "widgets/swingdialog.h"
#include "core/limits.h"
#include "core/valuetree.h"

#include <QComboBox>
#include <QCursor>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QScrollArea>
#include <QSlider>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
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
    // The committee (docs/methods.md, "The committee"): whose weights a profile holds, and the group profile.
    menu->addSeparator();
    m_stakeholderAction = menu->addAction(tr("A &Stakeholder's Weights…"), this, [this] { askStakeholder(); });
    m_stakeholderAction->setToolTip(tr("Mark this profile as one stakeholder's own weights, with their role and voice"));
    m_unmarkAction = menu->addAction(tr("&Not a Stakeholder's"), this, [this] { setStakeholder(std::nullopt); });
    menu->addAction(tr("New &Group Profile (computed)"), this, [this] { newGroupProfile(); })
        ->setToolTip(tr("A profile computed from the stakeholders' weights, never typed"));
    menu->setToolTipsVisible(true);
    manage->setMenu(menu);
    top->addWidget(manage);
    // Ways to set the weights, in one menu button so the row fits a narrow dock.
    auto *set = new QToolButton(this);
    set->setText(tr("Set by"));
    set->setToolTip(tr("Set the weights from a ranking, from swings or from pairwise comparisons"));
    set->setAccessibleName(tr("Set the weights"));
    set->setPopupMode(QToolButton::InstantPopup);
    auto *setMenu = new QMenu(set);
    setMenu->addAction(tr("&Rank…"), this, [this] { askRanking(); })
        ->setToolTip(tr("Rank the criteria: rank-order centroid weights"));
    setMenu->addAction(tr("&Swings…"), this, [this] { askSwings(); })
        ->setToolTip(tr("Rate each criterion's swing from worst to best against the most important one"));
    setMenu->addAction(tr("&AHP…"), this, [this] { askAhp(); })
        ->setToolTip(tr("Pairwise comparisons (AHP), with the consistency ratio"));
    setMenu->setToolTipsVisible(true);
    set->setMenu(setMenu);
    top->addWidget(set);
    m_setBy = set;

    auto *scroll = new QScrollArea(this);
    scroll->setAccessibleName(tr("Weights of the criteria"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_rowsWidget);
    m_grid->setColumnStretch(1, 1);

    // What a swing-rated weight meant, when an edit has changed its range since (beside the weights it concerns).
    // A note above the sliders, hidden until it has something to say; `look` is its background and border.
    const auto makeNote = [this](const char *name, const char *look, const QString &accessibleName) {
        auto *note = new QLabel(this);
        note->setWordWrap(true);
        note->setTextFormat(Qt::PlainText);
        note->setObjectName(QLatin1String(name));
        note->setStyleSheet(QStringLiteral("QLabel#%1 { color: palette(text); %2 padding: 3px; }").arg(QLatin1String(name), QLatin1String(look)));
        note->setAccessibleName(accessibleName);
        note->hide();
        return note;
    };
    m_swingWarning = makeNote("swingWarning", "background: #fff4d6; border: 1px solid #e0b84c;",
                              tr("Swing weights whose range has changed"));
    m_computedNote = makeNote("computedNote", "background: palette(alternate-base); border: 1px solid palette(mid);",
                              tr("Why these weights cannot be edited"));

    // A flat profile's weights are kept as typed; their total is said here, and Normalise makes it 100 % when the
    // user says so (the ranking uses each weight's share of the total either way).
    m_total = new QLabel(this);
    m_total->setObjectName(QStringLiteral("weightsTotal"));
    m_total->setWordWrap(true);
    m_total->setAccessibleName(tr("Total of the weights"));
    m_total->setMinimumHeight(m_total->fontMetrics().height() + 2); // never squeezed away in a short dock
    m_total->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    m_normalise = new QPushButton(tr("&Normalise"), this);
    m_normalise->setToolTip(tr("Rescale the weights in proportion so they add up to 100 %"));
    connect(m_normalise, &QPushButton::clicked, this, &WeightsPanel::normalise);
    auto *totalRow = new QHBoxLayout;
    totalRow->addWidget(m_total, 1);
    totalRow->addWidget(m_normalise);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(totalRow); // under the profile, above the rows: in view however short the dock
    layout->addWidget(m_swingWarning);
    layout->addWidget(m_computedNote);
    layout->addWidget(scroll, 1);

    Project *p = document->project();
    for (auto signal : {&Project::criterionInserted, &Project::criterionRemoved, &Project::activeProfileChanged})
        connect(p, signal, this, &WeightsPanel::rebuild);
    connect(p, &Project::criterionMoved, this, &WeightsPanel::rebuild);
    connect(p, &Project::wasReset, this, &WeightsPanel::rebuild);
    connect(p, &Project::criterionChanged, this, &WeightsPanel::rebuild);
    connect(p, &Project::groupsChanged, this, &WeightsPanel::rebuild);
    connect(p, &Project::profileChanged, this, &WeightsPanel::updateValues);
    connect(p, &Project::weightChanged, this, &WeightsPanel::updateValues);
    connect(p, &Project::profileInserted, this, &WeightsPanel::updateValues);
    connect(p, &Project::profileRemoved, this, &WeightsPanel::updateValues);
    connect(document->evaluation(), &LiveEvaluation::changed, this, &WeightsPanel::updateSwingWarning);
    rebuild();
}

const WeightsPanel::Row *WeightsPanel::criterionRow(int column) const
{
    for (const Row &r : m_rows)
        if (!r.isGroup && r.index == column)
            return &r;
    return nullptr;
}

const WeightsPanel::Row *WeightsPanel::groupRow(int group) const
{
    for (const Row &r : m_rows)
        if (r.isGroup && r.index == group)
            return &r;
    return nullptr;
}

QSlider *WeightsPanel::slider(int column) const
{
    const Row *r = criterionRow(column);
    return r ? r->slider : nullptr;
}

QDoubleSpinBox *WeightsPanel::spinBox(int column) const
{
    const Row *r = criterionRow(column);
    return r ? r->spin : nullptr;
}

QToolButton *WeightsPanel::lockButton(int column) const
{
    const Row *r = criterionRow(column);
    return r ? r->lock : nullptr;
}

QSlider *WeightsPanel::groupSlider(int group) const
{
    const Row *r = groupRow(group);
    return r ? r->slider : nullptr;
}

QDoubleSpinBox *WeightsPanel::groupSpinBox(int group) const
{
    const Row *r = groupRow(group);
    return r ? r->spin : nullptr;
}

QToolButton *WeightsPanel::groupLockButton(int group) const
{
    const Row *r = groupRow(group);
    return r ? r->lock : nullptr;
}

QLabel *WeightsPanel::globalLabel(int column) const
{
    const Row *r = criterionRow(column);
    return r ? r->global : nullptr;
}

std::vector<bool> WeightsPanel::locks() const
{
    std::vector<bool> out(std::size_t(m_document->data().criterionCount()), false);
    for (const Row &r : m_rows)
        if (!r.isGroup && std::size_t(r.index) < out.size())
            out[std::size_t(r.index)] = r.lock->isChecked();
    return out;
}

void WeightsPanel::rebuild()
{
    // Locks are view state: keep them by criterion (or group) id across rebuilds.
    QStringList lockedIds;
    const ProjectData &d = m_document->data();
    for (const Row &r : m_rows)
        if (r.lock->isChecked())
            lockedIds << r.lock->property("key").toString();
    // Later, not now: a rebuild can come from a row's own menu (Rename Group…), inside its label's signal.
    for (const Row &r : m_rows)
        for (QWidget *w : std::initializer_list<QWidget *>{r.label, r.slider, r.spin, r.global, r.lock})
            if (w) {
                m_grid->removeWidget(w);
                w->hide();
                w->deleteLater();
            }
    m_rows.clear();
    const ValueTree tree(d);
    std::vector<ValueTree::Node> nodes;
    if (tree.isFlat())
        for (int c = 0; c < d.criterionCount(); ++c)
            nodes.push_back({false, c, 0});
    else
        nodes = tree.depthFirst();
    for (const ValueTree::Node &node : nodes) {
        const QString name = node.isGroup ? d.groups[std::size_t(node.index)].name : d.criteria[std::size_t(node.index)].name;
        const QString key = (node.isGroup ? QStringLiteral("g:") : QStringLiteral("c:"))
                          + (node.isGroup ? d.groups[std::size_t(node.index)].id : d.criteria[std::size_t(node.index)].id);
        const int gridRow = int(m_rows.size());
        Row r;
        r.isGroup = node.isGroup;
        r.index = node.index;
        r.label = new QLabel(m_rowsWidget);
        r.label->setTextFormat(Qt::PlainText);
        // At most about 22 characters wide, the whole name in the tooltip: a long name must not widen the dock.
        QFont font = r.label->font();
        font.setBold(node.isGroup);
        r.label->setFont(font);
        r.label->setIndent(node.depth * r.label->fontMetrics().averageCharWidth() * 2);
        const QFontMetrics metrics(font);
        // A group's name is bold: it gets a little more room ("Operational excellence" whole).
        const int chars = (node.isGroup ? 25 : 22) - 2 * node.depth;
        const QString shown = metrics.elidedText(name, Qt::ElideRight, chars * metrics.averageCharWidth());
        QString mnemonicFree = shown;
        r.label->setText(mnemonicFree.replace(u'&', QStringLiteral("&&"))); // a buddy label reads "&" as a shortcut
        QString tip = elideMiddle(name); // whole up to kMaxShownName characters: a tooltip never fills the screen
        if (node.isGroup && !d.groups[std::size_t(node.index)].description.isEmpty())
            tip += u'\n' + d.groups[std::size_t(node.index)].description;
        if (node.isGroup || shown != name)
            r.label->setToolTip(plainToRich(tip));
        r.slider = new QSlider(Qt::Horizontal, m_rowsWidget);
        r.slider->setRange(0, kSliderSteps);
        r.slider->setMinimumWidth(r.slider->fontMetrics().averageCharWidth() * 5); // never squeezed to its handle
        r.slider->setAccessibleName(node.isGroup ? tr("Weight of the group %1").arg(name) : tr("Weight of %1").arg(name));
        r.label->setBuddy(r.slider);
        // The tree from here too: a group's Rename, New Group Inside and Remove; a criterion's Move to Group.
        r.label->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(r.label, &QWidget::customContextMenuRequested, this, [this, isGroup = node.isGroup, index = node.index, label = r.label](const QPoint &pos) {
            QMenu menu(this);
            const Refusal refused = [this](const QString &why) { Q_EMIT message(why); };
            if (isGroup)
                addGroupActions(&menu, m_document, index, this, refused);
            else
                addMoveToGroupMenu(&menu, m_document, index, this, refused);
            menu.exec(label->mapToGlobal(pos));
        });
        r.spin = new QDoubleSpinBox(m_rowsWidget);
        r.spin->setRange(0.0, 100.0);
        r.spin->setDecimals(1);
        r.spin->setSuffix(QStringLiteral(" %"));
        r.spin->setKeyboardTracking(false);
        r.spin->setAccessibleName(tr("Weight of %1 in percent").arg(name));
        r.lock = new QToolButton(m_rowsWidget);
        r.lock->setCheckable(true);
        r.lock->setText(tr("Lock"));
        r.lock->setToolTip(tr("Keep this weight fixed while others change"));
        r.lock->setAccessibleName(tr("Lock the weight of %1").arg(name));
        r.lock->setProperty("key", key);
        r.lock->setChecked(lockedIds.contains(key));
        m_grid->addWidget(r.label, gridRow, 0);
        m_grid->addWidget(r.slider, gridRow, 1);
        m_grid->addWidget(r.spin, gridRow, 2);
        if (!tree.isFlat()) {
            const QString within = node.depth == 0 ? tr("of the whole decision") : tr("of its group");
            r.spin->setToolTip(tr("Weight %1; the others in it rescale to keep 100 %").arg(within));
            r.slider->setToolTip(r.spin->toolTip());
            r.global = new QLabel(m_rowsWidget);
            r.global->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            r.global->setToolTip(tr("Weight of the whole decision: the product of the weights along the path"));
            r.global->setMinimumWidth(r.global->fontMetrics().horizontalAdvance(QStringLiteral("= 88.8 %")));
            m_grid->addWidget(r.global, gridRow, 3);
        }
        m_grid->addWidget(r.lock, gridRow, 4);
        const std::size_t rowIndex = m_rows.size();
        connect(r.slider, &QSlider::sliderPressed, this, [this] { ++m_session; });
        connect(r.slider, &QSlider::valueChanged, this, [this, rowIndex](int v) {
            if (!m_updating)
                setRowPercent(rowIndex, 100.0 * v / kSliderSteps, m_rows[rowIndex].slider->isSliderDown() ? m_session : -1);
        });
        connect(r.spin, &QDoubleSpinBox::valueChanged, this, [this, rowIndex](double v) {
            if (m_updating)
                return;
            const Row &row = m_rows[rowIndex];
            // Typed into a flat profile: kept as typed. Within a value tree the siblings rescale (the tooltip says so).
            if (!row.isGroup && m_document->data().groups.empty())
                setTypedPercent(row.index, v);
            else
                setRowPercent(rowIndex, v, -1);
        });
        m_rows.push_back(r);
    }
    // The rows at the top, at their natural height; spare height below them.
    const int rows = int(m_rows.size());
    for (int row = 0; row <= std::max(rows, m_grid->rowCount() - 1); ++row)
        m_grid->setRowStretch(row, row == rows ? 1 : 0);
    updateValues();
}

void WeightsPanel::updateValues()
{
    const ProjectData &d = m_document->data();
    const std::size_t expected = std::size_t(d.criterionCount()) + d.groups.size();
    if (m_rows.size() != expected)
        return rebuild();
    m_updating = true;
    const QSignalBlocker blocker(m_profileBox);
    m_profileBox->setCurrentIndex(d.activeProfile);
    m_deleteAction->setEnabled(d.profiles.size() > 1);
    m_unmarkAction->setEnabled(!d.profiles.empty() && d.active().isStakeholder());
    const ValueTree tree(d);
    const ValueTree::Weights w = d.profiles.empty() ? ValueTree::Weights{} : tree.weights(d.active());
    const auto at = [](const std::vector<double> &v, int i) { return std::size_t(i) < v.size() ? v[std::size_t(i)] : 0.0; };
    const bool flat = d.groups.empty() && !d.profiles.empty();
    const std::vector<double> typed = flat ? d.active().weights : std::vector<double>{};
    for (Row &r : m_rows) {
        const double local = r.isGroup ? at(w.groupLocal, r.index) : at(w.criterionLocal, r.index);
        r.slider->setValue(int(std::lround(local * kSliderSteps)));
        // A flat profile's box shows the weight as typed (its share is the slider); a tree's, the share in its group.
        r.spin->setValue(flat ? at(typed, r.index) : local * 100.0);
        if (r.global) {
            const double global = r.isGroup ? at(w.groupGlobal, r.index) : at(w.criterionGlobal, r.index);
            r.global->setText(QStringLiteral("= ") + formatPercentFixed(global));
            r.global->setAccessibleName(tr("%1 of the whole decision").arg(r.global->text().mid(2)));
        }
    }
    // The group profile is computed from the stakeholders' weights: shown, never typed.
    const bool computed = !d.profiles.empty() && d.active().computed;
    for (Row &r : m_rows) {
        r.slider->setEnabled(!computed);
        r.spin->setEnabled(!computed);
        if (r.lock)
            r.lock->setEnabled(!computed);
    }
    m_setBy->setEnabled(!computed);
    const double total = std::accumulate(typed.begin(), typed.end(), 0.0);
    const bool hundred = std::abs(total - 100.0) < 0.05;
    m_total->setVisible(!computed && d.criterionCount() > 0);
    if (!flat) // a value tree: the rule, said where the weights are typed
        m_total->setText(tr("Within each group the weights add up to 100 %: a typed one rescales its unlocked siblings."));
    else
        m_total->setText(hundred ? tr("Total 100 %")
                                 : tr("Total %1 %: the ranking uses each weight's share of it.").arg(formatAmount(total)));
    m_normalise->setVisible(flat && !computed && !hundred && total > 0.0);
    m_computedNote->setText(computedNoteText());
    m_computedNote->setVisible(computed);
    m_updating = false;
    updateSwingWarning();
}

QString WeightsPanel::computedNoteText() const
{
    const ProjectData &d = m_document->data();
    if (d.profiles.empty() || !d.active().computed)
        return {};
    const std::vector<int> who = stakeholderProfiles(d);
    return tr("The committee's group profile: each weight is the mean of %1 weights%2 (within each group over a value "
              "tree). Change a stakeholder's profile to change it.")
        .arg(who.size() == 1 ? tr("the one stakeholder's") : tr("the %1 stakeholders'").arg(who.size()),
             std::any_of(who.begin(), who.end(), [&](int p) { return d.profiles[std::size_t(p)].stakeholder->voice != 1.0; })
                 ? tr(", weighted by their voices")
                 : QString());
}

void WeightsPanel::setRowPercent(std::size_t row, double percent, int mergeSession)
{
    const Row &r = m_rows.at(row);
    if (r.isGroup)
        setGroupPercent(r.index, percent, mergeSession);
    else
        setPercent(r.index, percent, mergeSession);
}

// Over a value tree: the child's weight within its group becomes `percent`, its siblings rescale (the locked keep
// theirs), one undo step (or one per drag session).
void WeightsPanel::setChildPercent(bool isGroup, int index, double percent, int mergeSession)
{
    const ProjectData &d = m_document->data();
    const ValueTree tree(d);
    if (index < 0 || index >= (isGroup ? tree.groupCount() : tree.criterionCount()))
        return;
    const int parent = isGroup ? tree.groupParent(index) : tree.criterionGroup(index);
    const ValueTree::Weights w = tree.weights(d.active());
    std::vector<double> local;
    std::vector<bool> locked;
    int at = -1;
    for (const ValueTree::Node &kid : tree.children(parent)) {
        if (kid.isGroup == isGroup && kid.index == index)
            at = int(local.size());
        local.push_back(100.0 * (kid.isGroup ? w.groupLocal : w.criterionLocal)[std::size_t(kid.index)]);
        const Row *row = kid.isGroup ? groupRow(kid.index) : criterionRow(kid.index);
        locked.push_back(row && row->lock->isChecked());
    }
    const std::vector<double> next = rescaleWeights(local, at, percent / 100.0, locked);
    // The node's swing ratings no longer say where its weights come from: they go with this edit.
    const WeightProfile changed = withoutSwingRatings(d, tree.withChildWeights(d.active(), parent, next), parent);
    if (!m_document->setProfile(d.activeProfile, changed, tr("Change weights of “%1”").arg(d.active().name), mergeSession))
        updateValues(); // refused or unchanged: show the stored weights again
}

void WeightsPanel::setPercent(int column, double percent, int mergeSession)
{
    const ProjectData &d = m_document->data();
    if (!d.groups.empty()) // a weight within the criterion's group: its siblings rescale
        return setChildPercent(false, column, percent, mergeSession);
    std::vector<double> weights = d.active().weights;
    weights.resize(std::size_t(d.criterionCount()), 0.0);
    const std::vector<double> next = rescaleWeights(weights, column, percent / 100.0, locks());
    if (!d.active().swing.empty()) { // the swing ratings no longer say where the weights come from
        WeightProfile changed = withoutSwingRatings(d, d.active(), -1);
        changed.weights = next;
        if (!m_document->setProfile(d.activeProfile, changed, tr("Change weights of “%1”").arg(d.active().name), mergeSession))
            updateValues();
        return;
    }
    if (!m_document->setWeights(d.activeProfile, next, mergeSession))
        updateValues(); // refused or unchanged (e.g. every other weight locked): show the stored weights again
}

void WeightsPanel::setTypedPercent(int column, double percent)
{
    const ProjectData &d = m_document->data();
    if (d.profiles.empty() || d.active().computed || column < 0 || column >= d.criterionCount())
        return;
    WeightProfile changed = d.active().swing.empty() ? d.active() : withoutSwingRatings(d, d.active(), -1);
    changed.weights.resize(std::size_t(d.criterionCount()), 0.0);
    changed.weights[std::size_t(column)] = percent;
    if (std::none_of(changed.weights.begin(), changed.weights.end(), [](double x) { return x > 0.0; })) {
        Q_EMIT message(tr("At least one weight is above 0 %: the last one cannot be 0 too."));
        updateValues();
        return;
    }
    if (!m_document->setProfile(d.activeProfile, changed, tr("Change weights of “%1”").arg(d.active().name)))
        updateValues();
}

void WeightsPanel::normalise()
{
    const ProjectData &d = m_document->data();
    if (d.profiles.empty() || d.active().computed)
        return;
    WeightProfile changed = d.active();
    const double total = std::accumulate(changed.weights.begin(), changed.weights.end(), 0.0);
    if (!(total > 0.0))
        return;
    for (double &x : changed.weights)
        x = x * 100.0 / total;
    m_document->setProfile(d.activeProfile, changed, tr("Normalise the weights of “%1”").arg(d.active().name));
}

QAbstractButton *WeightsPanel::normaliseButton() const
{
    return m_normalise;
}

void WeightsPanel::setGroupPercent(int group, double percent, int mergeSession)
{
    setChildPercent(true, group, percent, mergeSession);
}

void WeightsPanel::applyNodeRanking(int group, const std::vector<int> &order)
{
    const ProjectData &d = m_document->data();
    const ValueTree tree(d);
    const std::vector<ValueTree::Node> kids = tree.children(group);
    const std::vector<double> roc = rankOrderCentroid(int(order.size()));
    std::vector<double> percent(kids.size(), 0.0);
    for (std::size_t k = 0; k < order.size(); ++k)
        if (order[k] >= 0 && std::size_t(order[k]) < kids.size())
            percent[std::size_t(order[k])] = roc[k] * 100.0;
    const QString where = group < 0 ? tr("the top level") : d.groups[std::size_t(group)].name;
    m_document->setProfile(d.activeProfile, withoutSwingRatings(d, tree.withChildWeights(d.active(), group, percent), group),
                           tr("Weights within %1 from a ranking").arg(where));
}

void WeightsPanel::askNodeRanking(int group)
{
    const ProjectData &d = m_document->data();
    const ValueTree tree(d);
    const std::vector<ValueTree::Node> kids = tree.children(group);
    if (kids.size() < 2) {
        Q_EMIT message(tr("%1 holds one criterion or group: there is nothing to rank within it.")
                           .arg(group < 0 ? tr("The top level") : d.groups[std::size_t(group)].name));
        return;
    }
    const ValueTree::Weights w = tree.weights(d.active());
    QStringList names;
    std::vector<double> local;
    for (const ValueTree::Node &kid : kids) {
        names << (kid.isGroup ? d.groups[std::size_t(kid.index)].name : d.criteria[std::size_t(kid.index)].name);
        local.push_back((kid.isGroup ? w.groupLocal : w.criterionLocal)[std::size_t(kid.index)]);
    }
    RankingDialog dialog(names, local,
                         tr("Order the criteria and groups of %1 from most to least important. Their weights within it "
                            "become rank-order centroid weights.")
                             .arg(group < 0 ? tr("the top level") : QStringLiteral("“%1”").arg(d.groups[std::size_t(group)].name)),
                         this);
    if (dialog.exec() == QDialog::Accepted)
        applyNodeRanking(group, dialog.order());
}

void WeightsPanel::setStakeholder(const std::optional<Stakeholder> &who)
{
    const ProjectData &d = m_document->data();
    WeightProfile p = d.active();
    if (p.computed) {
        Q_EMIT message(tr("“%1” is the group profile, computed from the stakeholders: it is nobody's own weights.").arg(p.name));
        return;
    }
    if (who && !(who->voice > 0.0)) {
        Q_EMIT message(tr("A stakeholder's voice is above 0 (1 each is an equal say)."));
        return;
    }
    p.stakeholder = who;
    m_document->setProfile(d.activeProfile, p,
                           who ? tr("Mark “%1” as a stakeholder's weights").arg(p.name)
                               : tr("“%1” is no longer a stakeholder's").arg(p.name));
}

void WeightsPanel::askStakeholder()
{
    const ProjectData &d = m_document->data();
    if (d.active().computed)
        return setStakeholder(Stakeholder{});
    const Stakeholder current = d.active().stakeholder.value_or(Stakeholder{});
    bool ok = false;
    const QString role = QInputDialog::getText(this, tr("Stakeholder"),
                                               tr("Whose weights are these? Their role (empty: none); Cancel leaves it as it is."),
                                               QLineEdit::Normal, current.role, &ok);
    if (!ok)
        return;
    const double voice = QInputDialog::getDouble(this, tr("Stakeholder"),
                                                 tr("Their voice in the group profile (1 each is an equal say):"),
                                                 current.voice, 0.01, 100.0, 2, &ok);
    if (ok)
        setStakeholder(Stakeholder{role.trimmed(), voice});
}

void WeightsPanel::newGroupProfile()
{
    const ProjectData &d = m_document->data();
    if (groupProfileIndex(d) >= 0) {
        Q_EMIT message(tr("The project has a group profile already: “%1”.").arg(d.profiles[std::size_t(groupProfileIndex(d))].name));
        return;
    }
    if (stakeholderProfiles(d).empty()) {
        Q_EMIT message(tr("The group profile is computed from the stakeholders' weights: mark at least one profile as a "
                          "stakeholder's first (Profiles ▸ A Stakeholder's Weights…)."));
        return;
    }
    WeightProfile base;
    base.name = tr("Committee");
    for (int n = 2; d.indexOfProfile(base.name) >= 0; ++n)
        base.name = tr("Committee %1").arg(n);
    base.description = tr("The stakeholders' weights, averaged.");
    const int index = int(d.profiles.size());
    m_document->beginMacro(tr("New group profile “%1”").arg(base.name));
    m_document->insertProfile(index, computeGroupProfile(d, base));
    m_document->setActiveProfile(index);
    m_document->endMacro();
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
    WeightProfile p = withoutSwingRatings(d, d.active(), -1);
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
    applyNodeAhp(-1, judgments, weights);
}

void WeightsPanel::applyNodeAhp(int group, const AhpJudgments &judgments, const std::vector<double> &percent)
{
    const ProjectData &d = m_document->data();
    const ValueTree tree(d);
    if (group >= int(d.groups.size()) || percent.size() != tree.children(group).size())
        return;
    WeightProfile p = withoutSwingRatings(d, d.active(), group);
    if (group < 0)
        p.ahp = judgments;
    else
        p.groupAhp[d.groups[std::size_t(group)].id] = judgments;
    // The same derivation as `verdict ahp PROJECT [--group PATH]`: a flat profile's weights on the scale of its
    // current total, a node's children in percent within it. The dialog's own percentages are the fallback (a
    // profile whose weights cannot be derived).
    ProjectData trial = d;
    trial.profiles[std::size_t(d.activeProfile)] = p;
    Messages messages;
    if (const std::optional<ProfileAhp> ahp = profileAhpWeights(trial, d.activeProfile, AhpMethod::Eigen, messages, group);
        ahp && applyProfileAhp(trial, *ahp))
        p = trial.profiles[std::size_t(d.activeProfile)];
    else
        p = tree.withChildWeights(p, group, percent);
    m_document->setProfile(d.activeProfile, p,
                           group < 0 ? tr("Weights of “%1” from AHP").arg(p.name)
                                     : tr("Weights within %1 from AHP").arg(d.groups[std::size_t(group)].name));
}

void WeightsPanel::askNodeAhp(int group)
{
    const ProjectData &d = m_document->data();
    const std::size_t kids = ValueTree(d).children(group).size();
    if (kids < 2) {
        Q_EMIT message(group < 0 && d.groups.empty()
                           ? tr("AHP compares criteria in pairs: add at least two criteria first.")
                           : tr("%1 holds one criterion or group: there is nothing to compare within it.")
                                 .arg(group < 0 ? tr("The top level") : d.groups[std::size_t(group)].name));
        return;
    }
    if (kids > std::size_t(limits::kMaxAhpSize)) {
        Q_EMIT message(tr("AHP compares at most %1 items in pairs, and %2 holds %3: put some of them into groups "
                          "and compare within each.")
                           .arg(limits::kMaxAhpSize)
                           .arg(group < 0 ? tr("the top level") : d.groups[std::size_t(group)].name)
                           .arg(kids));
        return;
    }
    AhpDialog dialog(d, d.activeProfile, group, this);
    if (dialog.exec() == QDialog::Accepted && dialog.result())
        applyNodeAhp(group, dialog.judgments(), dialog.weights());
}

bool WeightsPanel::refusedOnComputed(const QString &how)
{
    const ProjectData &d = m_document->data();
    if (d.profiles.empty() || !d.active().computed)
        return false;
    Q_EMIT message(tr("“%1” is computed from the stakeholders' weights, so %2 cannot set it: choose a stakeholder's "
                      "profile, or a profile of your own, first.")
                       .arg(d.active().name, how));
    return true;
}

void WeightsPanel::askAhp()
{
    if (refusedOnComputed(tr("AHP")))
        return;
    // A value tree: pairwise comparisons within one node (which one first, from a menu).
    chooseNode(tr("AHP"), [this](int g) { askNodeAhp(g); });
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
    if (refusedOnComputed(tr("a ranking")))
        return;
    if (!m_document->data().groups.empty()) // a value tree: rank the children of one node
        return chooseNode(tr("Rank"), [this](int g) { askNodeRanking(g); });
    RankingDialog dialog(m_document->data(), this);
    if (dialog.exec() == QDialog::Accepted)
        applyRanking(dialog.order());
}

void WeightsPanel::chooseNode(const QString &what, const std::function<void(int)> &run)
{
    const ProjectData &d = m_document->data();
    if (d.groups.empty())
        return run(-1);
    QMenu menu(this);
    menu.setTitle(what);
    menu.addAction(tr("Within the &Top Level…"), this, [run] { run(-1); });
    const ValueTree tree(d);
    for (const ValueTree::Node &node : tree.depthFirst())
        if (node.isGroup)
            menu.addAction(QStringLiteral("%1%2").arg(QString(node.depth * 4, u' '), tr("Within %1…").arg(dialogs::menuText(d.groups[std::size_t(node.index)].name))),
                           this, [run, g = node.index] { run(g); });
    menu.exec(QCursor::pos());
}

void WeightsPanel::applySwing(int group, const std::vector<int> &order, const std::vector<double> &ratings)
{
    const ProjectData &d = m_document->data();
    const std::shared_ptr<const Evaluation> e = m_document->evaluation()->current();
    const WeightProfile p = withSwingWeights(d, e->scenario().values, d.active(), group, order, ratings);
    const QString where = group < 0 ? (d.groups.empty() ? tr("“%1”").arg(d.active().name) : tr("the top level"))
                                    : tr("“%1”").arg(d.groups[std::size_t(group)].name);
    m_document->setProfile(d.activeProfile, p, tr("Weights within %1 from swings").arg(where));
}

void WeightsPanel::askSwings()
{
    if (refusedOnComputed(tr("swings")))
        return;
    chooseNode(tr("Swings"), [this](int g) { askSwing(g); });
}

void WeightsPanel::askSwing(int group)
{
    const ProjectData &d = m_document->data();
    const std::shared_ptr<const Evaluation> e = m_document->evaluation()->current();
    const std::vector<Swing> swings = swingsOf(d, e->scenario().values, group);
    if (swings.size() < 2) {
        Q_EMIT message(tr("%1 holds one criterion or group: its weight is all of it, there is nothing to compare.")
                           .arg(group < 0 ? tr("The top level") : d.groups[std::size_t(group)].name));
        return;
    }
    const ValueTree tree(d);
    const ValueTree::Weights w = tree.weights(d.active());
    std::vector<std::optional<double>> ratings;
    std::vector<double> local;
    for (const Swing &s : swings) {
        std::optional<double> rating;
        for (const SwingRating &r : d.active().swing)
            if ((s.isGroup && r.group == d.groups[std::size_t(s.index)].id) || (!s.isGroup && r.criterion == d.criteria[std::size_t(s.index)].id))
                rating = r.rating;
        ratings.push_back(rating);
        local.push_back((s.isGroup ? w.groupLocal : w.criterionLocal)[std::size_t(s.index)]);
    }
    SwingDialog dialog(group < 0 ? (d.groups.empty() ? d.active().name : tr("top level")) : d.groups[std::size_t(group)].name,
                       swings, ratings, local, this);
    if (dialog.exec() == QDialog::Accepted)
        applySwing(group, dialog.order(), dialog.ratings());
}

QString WeightsPanel::swingWarningText() const
{
    return m_swingWarning->isHidden() ? QString() : m_swingWarning->text();
}

void WeightsPanel::updateSwingWarning()
{
    const ProjectData &d = m_document->data();
    const std::shared_ptr<const Evaluation> e = m_document->evaluation()->latest();
    if (d.profiles.empty() || !e || e->scenario().values.rows() != d.alternativeCount() || e->scenario().values.cols() != d.criterionCount()) {
        m_swingWarning->hide();
        return;
    }
    const QStringList warnings = swingWarnings(d, e->scenario().values, d.active());
    m_swingWarning->setText(QStringLiteral("⚠ ") + warnings.join(QStringLiteral("\n⚠ ")));
    m_swingWarning->setVisible(!warnings.isEmpty());
}

} // namespace verdict
