#!/bin/sh
# CLI chart export of the bundled sample, process start to exit (docs/performance.md, "Charts").
# Usage: bench/charts/run_cli.sh BUILD_DIR
set -eu
build=${1:-build/charts}
sample=resources/samples/gpu-orchestration.verdict
out=$(mktemp -d)
for chart in tradeoff breakdown sweep tornado acceptability profiles methods; do
    hyperfine --warmup 2 --runs 15 --export-markdown "$out/$chart.md" \
        "$build/verdict export $sample --chart $chart --png $out/$chart.png" >/dev/null
    tail -n 1 "$out/$chart.md"
done
rm -rf "$out"
