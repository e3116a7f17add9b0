#!/usr/bin/env bash
# Renders the application icon's PNG sizes from the SVG with rsvg-convert (Debian package librsvg2-bin).
# The PNGs are committed; run this after editing the SVG. `--check` renders into a scratch folder and fails
# when a committed PNG differs (used by .ci/package-check).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The icon is named after the app id, which is set once, in the top-level CMakeLists.txt.
id=$(sed -n 's/^set(VERDICT_APP_ID "\(.*\)")$/\1/p' "$here/CMakeLists.txt")
[ -n "$id" ] || { echo "render-icons: no set(VERDICT_APP_ID ...) in CMakeLists.txt" >&2; exit 1; }
svg="$here/resources/icons/$id.svg"
out="$here/resources/icons/hicolor"
sizes=(16 32 48 64 128 256)

if ! command -v rsvg-convert >/dev/null; then
  echo "render-icons: rsvg-convert not found; install the Debian package librsvg2-bin" >&2
  exit 1
fi

check=0
if [ "${1:-}" = --check ]; then
  check=1
  dest=$(mktemp -d)
  trap 'rm -rf "$dest"' EXIT
else
  dest="$out"
fi

status=0
for s in "${sizes[@]}"; do
  mkdir -p "$dest/${s}x${s}"
  png="$dest/${s}x${s}/$id.png"
  rsvg-convert --width "$s" --height "$s" --format png --output "$png" "$svg"
  if [ "$check" = 1 ] && ! cmp -s "$png" "$out/${s}x${s}/$id.png"; then
    echo "render-icons: resources/icons/hicolor/${s}x${s}/$id.png is out of date; run packaging/render-icons.sh" >&2
    status=1
  fi
done
exit "$status"
