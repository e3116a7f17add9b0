#!/usr/bin/env bash
# The test hooks are absent from the shipped binary (issue 33): no test-script interpreter, no test environment
# variable, no queued dialog answers. They live in tests/support (verdict-testhost, verdict_testsupport).
# Usage: check-no-test-hooks.sh VERDICT_BINARY
set -euo pipefail
binary=$1
[ -f "$binary" ] || { echo "no binary at $binary"; exit 1; }
status=0
for needle in VERDICT_TEST_SCRIPT VERDICT_TEST_AUTOSAVE_MS queueFileName queueAnswer queueCostColumns runScript grab-slides; do
    if grep -aq -- "$needle" "$binary"; then
        echo "the shipped binary contains '$needle': a test hook belongs in tests/support"
        status=1
    fi
done
[ $status -eq 0 ] && echo "no test hooks in $binary"
exit $status
