#!/usr/bin/env bash
# Checks the man page that `verdict --help-man` prints: groff renders it without a warning, and it names every
# subcommand and every option that `verdict --help` and `verdict COMMAND --help` list (so it cannot drift).
#   check-man-page.sh path/to/verdict
set -uo pipefail
verdict=${1:?usage: check-man-page.sh VERDICT}
command -v groff >/dev/null || { echo "FAIL: groff is missing (Debian package groff-base)"; exit 1; }
export QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

"$verdict" --help-man >"$scratch/verdict.1" || fail "verdict --help-man exited with $?"
head -c 4 "$scratch/verdict.1" | grep -q '^\.TH ' || fail "the man page does not begin with .TH"
groff -man -Tutf8 -ww -z "$scratch/verdict.1" 2>"$scratch/groff.err" || fail "groff exited with $?"
[ -s "$scratch/groff.err" ] && fail "groff warns about the man page:" && cat "$scratch/groff.err"
# Rendered text, with roff's hyphen escapes and bold/underline gone, to look names up in.
groff -man -Tutf8 -P-cbou "$scratch/verdict.1" 2>/dev/null | sed 's/‐/-/g; s/−/-/g' >"$scratch/verdict.txt"

"$verdict" --help >"$scratch/help.txt" || fail "verdict --help exited with $?"
# Command lines in `verdict --help` are the two-space-indented words after "Commands:".
mapfile -t commands < <(sed -n '/^Commands:/,/^$/p' "$scratch/help.txt" | sed -n 's/^  \([a-z][a-z-]*\)\b.*/\1/p')
[ ${#commands[@]} -gt 0 ] || fail "found no commands in verdict --help"
# Long options are the --words at the start of option lines.
options_of() { grep -oE '^  (-[a-zA-Z], )?--[a-z][a-z0-9-]*' | grep -oE -- '--[a-z][a-z0-9-]*'; }
for option in $(options_of <"$scratch/help.txt"); do
  grep -qe "$option" "$scratch/verdict.txt" || fail "the man page does not mention the window option $option"
done
for command in "${commands[@]}"; do
  grep -qE "^ {3}verdict $command\b" "$scratch/verdict.txt" || fail "the man page has no section for 'verdict $command'"
  "$verdict" "$command" --help >"$scratch/command.txt" || fail "verdict $command --help exited with $?"
  for option in $(options_of <"$scratch/command.txt"); do
    [ "$option" = --help ] && continue
    grep -qe "$option" "$scratch/verdict.txt" || fail "the man page does not mention $option of 'verdict $command'"
  done
done

if [ "$failures" -gt 0 ]; then
  echo "check-man-page: $failures problem(s)"
  exit 1
fi
echo "check-man-page: the man page is clean and covers ${#commands[@]} commands and their options"
