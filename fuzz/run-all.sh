#!/bin/sh
# Fuzzes each libFuzzer target for SECONDS (default: every target with a corpus in fuzz/corpus/):
#   fuzz/run-all.sh SECONDS [TARGET...]
# Builds the clang `fuzz` preset (build/fuzz, or $VERDICT_FUZZ_BUILD) if needed, runs each target over a copy of its seed corpus
# (plus fuzz/regressions/TARGET/) with -timeout=5 -rss_limit_mb=2048 -max_len=65536 and its dictionary,
# prints executions, exec/s and coverage per target, and exits 1 if any target crashed, hung, leaked or
# produced a sanitizer report. Each target's libFuzzer log is kept in BUILD/logs/TARGET.log and its result
# line printed as soon as it finishes. Findings are kept in BUILD/findings/TARGET/ (add a minimised one to
# fuzz/regressions/TARGET/ so the CTest replay keeps checking it).
# VERDICT_FUZZ_RUNS=N additionally stops each target after N executions, and VERDICT_FUZZ_CPU_SECONDS=S after S
# seconds of CPU time (libFuzzer's -max_total_time counts wall time, which a busy machine stretches). The long run:
#   VERDICT_FUZZ_RUNS=10000000 VERDICT_FUZZ_CPU_SECONDS=1800 fuzz/run-all.sh 14400 TARGET...
set -eu

usage() { echo "usage: $0 SECONDS [TARGET...]" >&2; exit 2; }
[ $# -ge 1 ] || usage
seconds=$1
shift
case $seconds in '' | *[!0-9]*) usage ;; esac

root=$(cd "$(dirname "$0")/.." && pwd)
# VERDICT_FUZZ_BUILD: an already built folder configured with VERDICT_FUZZ=ON other than build/fuzz (CI uses
# build/asan, whose clang sanitizer build also holds the fuzz targets).
build=${VERDICT_FUZZ_BUILD:-$root/build/fuzz}
if [ $# -gt 0 ]; then
    targets=$*
else
    targets=$(cd "$root/fuzz/corpus" && ls)
fi

if [ ! -f "$build/CMakeCache.txt" ]; then
    if [ -n "${VERDICT_FUZZ_BUILD:-}" ]; then
        echo "$build is not configured (VERDICT_FUZZ_BUILD must name a configured build folder)" >&2
        exit 1
    fi
    (cd "$root" && cmake --preset fuzz >"$root/build/fuzz-configure.log" 2>&1) || {
        cat "$root/build/fuzz-configure.log" >&2
        exit 1
    }
fi
# A folder named by VERDICT_FUZZ_BUILD is built by the caller (two runs side by side must not both build it).
if [ -z "${VERDICT_FUZZ_BUILD:-}" ]; then
    # shellcheck disable=SC2086 # targets is a list
    cmake --build "$build" -j"${VERDICT_FUZZ_JOBS:-2}" --target $targets
fi

# watch_cpu PID LIMIT DIR: every 5 s writes PID's CPU seconds (user + system) to DIR/cpu; at LIMIT, interrupts
# it (libFuzzer then prints its final stats) and leaves DIR/cpu-stop.
watch_cpu() {
    ticks=$(getconf CLK_TCK)
    while kill -0 "$1" 2>/dev/null; do
        used=$(awk -v t="$ticks" '{ print int(($14 + $15) / t) }' "/proc/$1/stat" 2>/dev/null) || break
        [ -n "$used" ] || break
        echo "$used" >"$3/cpu"
        if [ "$used" -ge "$2" ]; then
            touch "$3/cpu-stop"
            kill -INT "$1" 2>/dev/null || true
            break
        fi
        sleep 5
    done
}

status=0
summary=""
for target in $targets; do
    work=$(mktemp -d "${TMPDIR:-/tmp}/verdict-fuzz-$target.XXXXXX")
    mkdir -p "$work/corpus"
    cp -R "$root/fuzz/corpus/$target/." "$work/corpus/"
    if [ -d "$root/fuzz/regressions/$target" ]; then
        cp -R "$root/fuzz/regressions/$target/." "$work/corpus/"
    fi
    set -- -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
        -artifact_prefix="$work/"
    if [ -f "$root/fuzz/$target.dict" ]; then
        set -- "$@" -dict="$root/fuzz/$target.dict"
    fi
    if [ -n "${VERDICT_FUZZ_RUNS:-}" ]; then
        set -- "$@" -runs="$VERDICT_FUZZ_RUNS"
    fi
    echo "== $target: fuzzing for ${seconds}s"
    result=ok
    # ASan's leak check is on by default; UBSan aborts (the preset has -fno-sanitize-recover=undefined).
    ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1} \
        "$build/fuzz/$target" "$@" "$work/corpus" >"$work/log" 2>&1 &
    fuzzer=$!
    if [ -n "${VERDICT_FUZZ_CPU_SECONDS:-}" ]; then
        watch_cpu "$fuzzer" "$VERDICT_FUZZ_CPU_SECONDS" "$work" &
    fi
    code=0
    wait "$fuzzer" || code=$?
    # Interrupted by the CPU budget: libFuzzer prints its final stats and exits with 72 (-interrupted_exitcode).
    if [ "$code" -eq 72 ] && [ -f "$work/cpu-stop" ]; then
        code=0
    fi
    [ "$code" -eq 0 ] || result=FAILED
    if grep -q -E "ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error:|SUMMARY: " "$work/log"; then
        result=FAILED
    fi
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log" | tail -n 1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$work/log" | tail -n 1)
    cov=$(grep -o 'cov: [0-9]*' "$work/log" | tail -n 1 | sed 's/cov: //')
    features=$(grep -o 'ft: [0-9]*' "$work/log" | tail -n 1 | sed 's/ft: //')
    cpu=$(cat "$work/cpu" 2>/dev/null || echo '?')
    stop=time
    if [ -f "$work/cpu-stop" ]; then
        stop=cpu
    elif [ -n "${VERDICT_FUZZ_RUNS:-}" ] && [ "${execs:-0}" -ge "$VERDICT_FUZZ_RUNS" ]; then
        stop=runs
    fi
    line=$(printf '%-16s %-7s execs=%s exec/s=%s cov=%s ft=%s cpu=%ss stop=%s' "$target" "$result" "${execs:-?}" \
        "${rate:-?}" "${cov:-?}" "${features:-?}" "$cpu" "$stop")
    echo "-- $line"
    mkdir -p "$build/logs"
    cp "$work/log" "$build/logs/$target.log"
    summary="$summary$line
"
    if [ "$result" != ok ]; then
        status=1
        mkdir -p "$build/findings/$target"
        for artifact in "$work"/crash-* "$work"/leak-* "$work"/timeout-* "$work"/oom-* "$work"/slow-unit-*; do
            [ -e "$artifact" ] && cp "$artifact" "$build/findings/$target/"
        done
        cp "$work/log" "$build/findings/$target/log.txt"
        echo "-- $target failed; last lines of the log (full log and inputs in $build/findings/$target/):"
        tail -n 40 "$work/log"
    fi
    rm -rf "$work"
done

echo "== summary"
printf '%s' "$summary"
exit $status
