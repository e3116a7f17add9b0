#!/bin/sh
# Every figure in docs/performance.md, in one command: builds the C++ benchmark (Release), runs it, then runs
# the NumPy versions of the same algorithms in the same invocation and prints both side by side with ratios,
# the load average at each figure, and processor times (docs/performance.md).
#   bench/run.sh            full run (2–3 minutes on the shared machine)
#   bench/run.sh --quick    smaller sizes, for a smoke test
# VERDICT_BENCH_BUILD selects the build directory (default build/bench, configured as Release when new).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
build=${VERDICT_BENCH_BUILD:-$root/build/bench}
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DVERDICT_BUILD_TESTS=OFF >/dev/null
fi
cmake --build "$build" -j2 --target verdict_bench_analysis >/dev/null
results=$(mktemp)
trap 'rm -f "$results"' EXIT
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores; load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$build/bench/analysis/verdict_bench_analysis" "$@" >"$results"
# NumPy (Debian python3-numpy, hence /usr/bin/python3) runs with the stock OpenBLAS configuration: the
# machine-specific overrides are dropped for it only.
env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE "${PYTHON:-/usr/bin/python3}" "$here/analysis/numpy_bench.py" "$results" "$@"
