#pragma once

#include <QDialog>
#include <QPageSize>

#include <optional>

class QComboBox;
class QSpinBox;

namespace verdict {

// Application settings (QSettings): autosave interval, theme, default page size, Monte Carlo samples.
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

private:
    QSpinBox *m_autosave;
    QComboBox *m_theme;
    QComboBox *m_pageSize;
    QString m_initialPageSize;
    QSpinBox *m_samples;
};

} // namespace verdict
