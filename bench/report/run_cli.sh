#!/bin/sh
# Cheat sheet PDF export of the bundled sample from the CLI, process start to exit, against a reference
# converter in the same invocation (docs/performance.md, "Cheat sheet"):
#   - `verdict export SAMPLE --pdf OUT.pdf`
#   - LibreOffice headless converting an equivalent one-sheet spreadsheet to PDF when installed, else
#     Gnumeric's `ssconvert` (Debian package gnumeric) doing the same.
# The spreadsheet is the sample's matrix as `verdict convert` writes it (CSV: alternatives × criteria, weights,
# directions, units), converted to a one-page PDF by the reference tool.
# Usage: bench/report/run_cli.sh [BUILD_DIR]   (hyperfine: 3 warm-up runs, then 10 timed runs each; medians)
# VERDICT_BASELINE=PATH/TO/verdict adds an older build's export in the same invocation ("no slower than
# before": the ratio baseline / this build).
set -eu
build=${1:-build/sheet}
root=$(cd "$(dirname "$0")/../.." && pwd)
sample=$root/resources/samples/gpu-orchestration.verdict
verdict=$build/app/verdict
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$verdict" convert "$sample" "$out/sheet.csv" >/dev/null
if command -v soffice >/dev/null 2>&1; then
    reference_name="LibreOffice headless (soffice --convert-to pdf)"
    reference="soffice --headless --norestore -env:UserInstallation=file://$out/lo --convert-to pdf --outdir $out/lo-out $out/sheet.csv"
else
    reference_name="Gnumeric ssconvert (LibreOffice not installed)"
    reference="ssconvert --export-type=Gnumeric_pdf:pdf_assistant $out/sheet.csv $out/reference.pdf"
fi
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores; load before: $(cut -d' ' -f1-3 /proc/loadavg)"
set -- -n "verdict export --pdf" "$verdict export $sample --pdf $out/sheet.pdf" -n "$reference_name" "$reference"
if [ -n "${VERDICT_BASELINE:-}" ]; then
    set -- "$@" -n "baseline verdict export --pdf ($VERDICT_BASELINE)" "$VERDICT_BASELINE export $sample --pdf $out/baseline.pdf"
fi
hyperfine --warmup 3 --runs 10 --export-json "$out/times.json" "$@" >/dev/null
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
/usr/bin/python3 - "$out/times.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
for r in results:
    print(f"{r['command']:<52} median {r['median']*1000:8.1f} ms  (min {r['min']*1000:.1f}, max {r['max']*1000:.1f}; user {r['user']*1000:.1f} ms)")
print(f"ratio reference / verdict (medians): {results[1]['median'] / results[0]['median']:.1f}x")
if len(results) > 2:
    print(f"ratio baseline / verdict (medians): {results[2]['median'] / results[0]['median']:.2f}x")
PY
