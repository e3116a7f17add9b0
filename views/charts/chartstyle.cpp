#include "chartstyle.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace verdict {

namespace {

// Okabe & Ito (2008), "Color Universal Design", ordered so the first few are the most distinct.
constexpr std::array<QRgb, 8> kOkabeIto{0xFF0072B2, 0xFFE69F00, 0xFF009E73, 0xFFD55E00,
                                         0xFFCC79A7, 0xFF56B4E9, 0xFFF0E442, 0xFF000000};
// Paul Tol's "muted" scheme for criteria.
constexpr std::array<QRgb, 9> kTolMuted{0xFF332288, 0xFF88CCEE, 0xFF44AA99, 0xFF117733, 0xFF999933,
                                         0xFFDDCC77, 0xFFCC6677, 0xFF882255, 0xFFAA4499};

} // namespace

ChartStyle ChartStyle::forSize(ChartTheme theme, int width, int height)
{
    ChartStyle s;
    s.theme = theme;
    s.fontScale = std::clamp(std::min(width / 1280.0, height / 720.0), 0.6, 3.0);
    s.canvas = QSizeF(width, height);
    return s;
}

ChartStyle ChartStyle::forDock(ChartTheme theme, QSizeF canvas)
{
    ChartStyle s;
    s.theme = theme;
    s.canvas = canvas;
    s.docked = true;
    // 0.7 (11-pixel labels) in a 1280 × 720 window's dock, up to 1.1 in a big one.
    s.fontScale = canvas.isEmpty() ? 0.72 : std::clamp(1.4 * std::min(canvas.width() / 1280.0, canvas.height() / 720.0), 0.7, 1.1);
    return s;
}

QColor ChartStyle::background() const
{
    return theme == ChartTheme::Light ? QColor(0xFF, 0xFF, 0xFF) : QColor(0x1E, 0x1F, 0x22);
}

QColor ChartStyle::foreground() const
{
    return theme == ChartTheme::Light ? QColor(0x20, 0x20, 0x24) : QColor(0xE8, 0xE8, 0xEA);
}

QColor ChartStyle::muted() const
{
    return theme == ChartTheme::Light ? QColor(0x70, 0x70, 0x78) : QColor(0xA0, 0xA0, 0xA8);
}

QColor ChartStyle::grid() const
{
    return theme == ChartTheme::Light ? QColor(0xE2, 0xE2, 0xE6) : QColor(0x3A, 0x3B, 0x40);
}

QColor ChartStyle::alternativeColor(int index) const
{
    const QRgb rgb = kOkabeIto[std::size_t(std::max(index, 0)) % kOkabeIto.size()];
    // Black disappears on a dark background; use light grey there.
    if (rgb == 0xFF000000 && theme == ChartTheme::Dark)
        return QColor(0xE0, 0xE0, 0xE0);
    return QColor::fromRgb(rgb);
}

QScatterSeries::MarkerShape ChartStyle::markerShape(int index) const
{
    static constexpr std::array<QScatterSeries::MarkerShape, 4> shapes{
        QScatterSeries::MarkerShapeCircle, QScatterSeries::MarkerShapeRectangle,
        QScatterSeries::MarkerShapeTriangle, QScatterSeries::MarkerShapeRotatedRectangle};
    return shapes[std::size_t(std::max(index, 0) / 8) % shapes.size()];
}

Qt::PenStyle ChartStyle::dashStyle(int index) const
{
    static constexpr std::array<Qt::PenStyle, 4> styles{Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    return styles[std::size_t(std::max(index, 0) / 8) % styles.size()];
}

QColor ChartStyle::criterionColor(int index) const
{
    return QColor::fromRgb(kTolMuted[std::size_t(std::max(index, 0)) % kTolMuted.size()]);
}

QColor ChartStyle::rankColor(int rank, int count) const
{
    // A single-hue blue ramp: rank 1 dark and saturated, the last rank pale (light theme) or dim (dark theme).
    const double t = count <= 1 ? 0.0 : double(rank - 1) / double(count - 1);
    const bool lightTheme = theme == ChartTheme::Light;
    const QColor dark = lightTheme ? QColor(0x08, 0x30, 0x6B) : QColor(0xC6, 0xDB, 0xEF);
    const QColor light = lightTheme ? QColor(0xDE, 0xEB, 0xF7) : QColor(0x2A, 0x3A, 0x52);
    const auto mix = [t](int a, int b) { return int(std::lround(a + (b - a) * t)); };
    return QColor(mix(dark.red(), light.red()), mix(dark.green(), light.green()), mix(dark.blue(), light.blue()));
}

QFont ChartStyle::font(int pixelSize, bool bold) const
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    f.setPixelSize(std::max(8, int(std::lround(pixelSize * fontScale))));
    f.setBold(bold);
    if (stretch != QFont::Unstretched)
        f.setStretch(stretch);
    return f;
}

} // namespace verdict
