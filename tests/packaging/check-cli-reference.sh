#!/usr/bin/env bash
# docs/cli-reference.md must be exactly what the binary's option table generates (`verdict --help-markdown`),
# so the user-facing reference cannot drift from the CLI. Regenerate it with: scripts/make-docs cli
#   check-cli-reference.sh VERDICT SOURCE_DIR
set -euo pipefail
verdict=$1
reference=$2/docs/cli-reference.md
[ -f "$reference" ] || { echo "FAIL: $reference is missing (run scripts/make-docs cli)"; exit 1; }
generated=$(mktemp)
trap 'rm -f "$generated"' EXIT
"$verdict" --help-markdown >"$generated" || { echo "FAIL: verdict --help-markdown exited with $?"; exit 1; }
if ! diff -u "$reference" "$generated"; then
    echo "FAIL: docs/cli-reference.md is out of date with the CLI's option table (run scripts/make-docs cli)"
    exit 1
fi
echo "docs/cli-reference.md matches the CLI"
