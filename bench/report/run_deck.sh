#!/bin/sh
# The review deck of the bundled sample from the CLI, process start to exit (docs/performance.md, "Review
# deck"; targets: PDF <= 0.5 s, PowerPoint <= 1 s), against the one-page cheat sheet PDF in the same invocation
# (the reference: the same evaluation and Monte Carlo, one page instead of nine).
# Usage: bench/report/run_deck.sh [BUILD_DIR]   (hyperfine: 3 warm-up runs, then 10 timed runs each; medians)
set -eu
build=${1:-build/ci}
root=$(cd "$(dirname "$0")/../.." && pwd)
sample=$root/resources/samples/gpu-orchestration.verdict
verdict=$build/app/verdict
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores; load before: $(cut -d' ' -f1-3 /proc/loadavg)"
hyperfine --warmup 3 --runs 10 --export-json "$out/times.json" \
    -n "verdict export --deck OUT.pdf" "$verdict export $sample --deck $out/deck.pdf" \
    -n "verdict export --deck OUT.pptx" "$verdict export $sample --deck $out/deck.pptx" \
    -n "verdict export --pdf (cheat sheet)" "$verdict export $sample --pdf $out/sheet.pdf" >/dev/null
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
/usr/bin/python3 - "$out/times.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
for r in results:
    print(f"{r['command']:<40} median {r['median']*1000:8.1f} ms  (min {r['min']*1000:.1f}, max {r['max']*1000:.1f})")
reference = results[-1]['median']
for r in results[:-1]:
    print(f"ratio {r['command'].split()[-1]} / cheat sheet (medians): {r['median'] / reference:.2f}x")
PY
