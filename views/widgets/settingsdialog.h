#pragma once

#include <QDialog>
#include <QLocale>
#include <QPageSize>

#include <optional>

class QComboBox;
class QSpinBox;

namespace verdict {

// Application settings (QSettings): autosave interval, theme, how numbers are written, default page size, Monte Carlo
// samples.
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SettingsDialog(QWidget *parent = nullptr);

    void accept() override; // stores the settings and applies the theme

    enum class Theme { System, Light, Dark };
    static Theme theme();
    // Applies a theme to the application palette. System keeps the palette the platform gave at start.
    static void applyTheme(Theme theme);
    // Whether a palette is dark (its window colour is darker than its text).
    static bool isDark(const QPalette &palette);
    // The Monte Carlo panel's sample count when the project keeps the built-in default (MonteCarloPanel).
    static int monteCarloSamples();
    // The page size exports start from (the cheat sheet's default page): A4 or Letter; nullopt while the user
    // never chose one (then the exporter's own default, e.g. from the locale, applies).
    static std::optional<QPageSize::PageSizeId> defaultPageSize();

    // The locale the window writes and reads numbers with (display/format.h): the system's unless one was chosen.
    static QLocale numberLocale();
    // Makes numberLocale() the display locale: the formatter's, and the default of every widget (spin boxes).
    static void applyNumberLocale();
    // Whether accept() changed how numbers are written (the open windows then redraw their numbers).
    bool numbersChanged() const { return m_numbersChanged; }

private:
    QSpinBox *m_autosave;
    QComboBox *m_theme;
    QComboBox *m_numbers;
    bool m_numbersChanged = false;
    QComboBox *m_pageSize;
    QString m_initialPageSize;
    QSpinBox *m_samples;
};

} // namespace verdict
