#pragma once
// The machine's load averages (/proc/loadavg: 1, 5 and 15 minutes) when a figure is taken: the machine is shared,
// so every benchmark reports them beside its figures. -1 each when they cannot be read.
#include <array>
#include <cstdio>

namespace verdict::bench {

inline std::array<double, 3> loadAverages()
{
    std::array<double, 3> load{-1.0, -1.0, -1.0};
    if (std::FILE *f = std::fopen("/proc/loadavg", "r")) {
        if (std::fscanf(f, "%lf %lf %lf", &load[0], &load[1], &load[2]) != 3)
            load = {-1.0, -1.0, -1.0};
        std::fclose(f);
    }
    return load;
}

} // namespace verdict::bench
