#include "settingsdialog.h"

#include "core/projectdata.h"
#include "display/format.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QPalette>
#include <QSettings>
#include <QSpinBox>
#include <QStyle>

#include <algorithm>

namespace verdict {

namespace {
const QString kAutosave = QStringLiteral("autosaveSeconds");
const QString kTheme = QStringLiteral("theme");
const QString kPageSize = QStringLiteral("pageSize");
const QString kSamples = QStringLiteral("mcSamples");
const QString kNumbers = QStringLiteral("numberLocale");

// The conventions offered besides the system's: English, German and French (whose groups are narrow spaces).
const char *const kNumberLocales[] = {"en_US", "de_DE", "fr_FR"};

QPalette &systemPalette()
{
    static QPalette palette = QApplication::palette();
    return palette;
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(45, 45, 48), base(30, 30, 32), text(230, 230, 230), highlight(42, 130, 218);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, QColor(60, 60, 64));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Link, highlight.lighter(130));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::PlaceholderText, QColor(150, 150, 150));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(120, 120, 120));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(120, 120, 120));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(120, 120, 120));
    return p;
}
} // namespace

SettingsDialog::SettingsDialog(QWidget *parent)
    : QDialog(parent)
    , m_autosave(new QSpinBox(this))
    , m_theme(new QComboBox(this))
    , m_numbers(new QComboBox(this))
    , m_pageSize(new QComboBox(this))
    , m_samples(new QSpinBox(this))
{
    setWindowTitle(tr("Settings"));
    QSettings s;
    m_autosave->setRange(0, 3600);
    m_autosave->setSuffix(tr(" s"));
    m_autosave->setSpecialValueText(tr("Off"));
    m_autosave->setValue(s.value(kAutosave, 60).toInt());
    m_autosave->setAccessibleName(tr("Autosave interval in seconds"));
    m_theme->addItems({tr("System"), tr("Light"), tr("Dark")});
    m_theme->setCurrentIndex(int(theme()));
    m_theme->setAccessibleName(tr("Theme"));
    // Each choice shows how it writes a number, so the choice needs no explanation.
    m_numbers->addItem(tr("As the system: %1").arg(numberExample(QLocale::system())), QString());
    for (const char *name : kNumberLocales) {
        const QLocale locale(QString::fromLatin1(name));
        m_numbers->addItem(QStringLiteral("%1 (%2)").arg(numberExample(locale), QLocale::languageToString(locale.language())), QString::fromLatin1(name));
    }
    m_numbers->setCurrentIndex(std::max(0, m_numbers->findData(s.value(kNumbers).toString())));
    m_numbers->setAccessibleName(tr("How numbers are written"));
    m_numbers->setToolTip(tr("How the window shows numbers and reads what you type or paste. Files and the command line "
                             "always write 1234.5."));
    m_pageSize->addItems({QStringLiteral("A4"), QStringLiteral("Letter")});
    m_pageSize->setCurrentText(s.value(kPageSize, QStringLiteral("A4")).toString());
    m_initialPageSize = m_pageSize->currentText();
    m_pageSize->setAccessibleName(tr("Default page size"));
    m_samples->setRange(100, 1000000);
    m_samples->setSingleStep(1000);
    m_samples->setValue(monteCarloSamples());
    m_samples->setAccessibleName(tr("Monte Carlo samples"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Autosave every:"), m_autosave);
    form->addRow(tr("&Theme:"), m_theme);
    form->addRow(tr("&Numbers:"), m_numbers);
    form->addRow(tr("Default &page size:"), m_pageSize);
    form->addRow(tr("&Monte Carlo samples:"), m_samples);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void SettingsDialog::accept()
{
    QSettings s;
    s.setValue(kAutosave, m_autosave->value());
    s.setValue(kTheme, m_theme->currentIndex());
    // Stored once the user chooses; until then exports keep their own default (the locale's paper).
    if (s.contains(kPageSize) || m_pageSize->currentText() != m_initialPageSize)
        s.setValue(kPageSize, m_pageSize->currentText());
    s.setValue(kSamples, m_samples->value());
    applyTheme(Theme(m_theme->currentIndex()));
    const QString numbers = m_numbers->currentData().toString();
    m_numbersChanged = numbers != s.value(kNumbers).toString();
    s.setValue(kNumbers, numbers);
    if (m_numbersChanged)
        applyNumberLocale();
    QDialog::accept();
}

SettingsDialog::Theme SettingsDialog::theme()
{
    const int t = QSettings().value(kTheme, 0).toInt();
    return t >= 0 && t <= 2 ? Theme(t) : Theme::System;
}

void SettingsDialog::applyTheme(Theme theme)
{
    const QPalette system = systemPalette(); // remembered before the first change
    switch (theme) {
    case Theme::System:
        QApplication::setPalette(system);
        break;
    case Theme::Light:
        QApplication::setPalette(isDark(system) ? QApplication::style()->standardPalette() : system);
        break;
    case Theme::Dark:
        QApplication::setPalette(isDark(system) ? system : darkPalette());
        break;
    }
}

bool SettingsDialog::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < palette.color(QPalette::WindowText).lightness();
}

int SettingsDialog::monteCarloSamples()
{
    const int samples = QSettings().value(kSamples, kDefaultSamples).toInt();
    return samples >= 1 && samples <= kMaxMonteCarloSamples ? samples : kDefaultSamples;
}

QLocale SettingsDialog::numberLocale()
{
    const QString name = QSettings().value(kNumbers).toString();
    for (const char *known : kNumberLocales)
        if (name == QLatin1String(known))
            return QLocale(name);
    return QLocale::system();
}

void SettingsDialog::applyNumberLocale()
{
    setDisplayLocale(numberLocale());
    const QLocale locale = displayLocale(); // as the formatter keeps it (a C locale is English)
    QLocale::setDefault(locale);
    for (QWidget *w : QApplication::topLevelWidgets())
        w->setLocale(locale); // spin boxes already open follow too
}

std::optional<QPageSize::PageSizeId> SettingsDialog::defaultPageSize()
{
    const QString name = QSettings().value(kPageSize).toString();
    if (name == QLatin1String("Letter"))
        return QPageSize::Letter;
    if (name == QLatin1String("A4"))
        return QPageSize::A4;
    return std::nullopt;
}

} // namespace verdict
