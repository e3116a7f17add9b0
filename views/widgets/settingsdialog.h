#pragma once

#include <QDialog>

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
    static int monteCarloSamples();

private:
    QSpinBox *m_autosave;
    QComboBox *m_theme;
    QComboBox *m_pageSize;
    QSpinBox *m_samples;
};

} // namespace verdict
