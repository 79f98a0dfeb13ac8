#!/usr/bin/env bash
# Screenshots a snapshot report in headless Chromium, to look at it as a browser shows it.
#
# Usage: Scripts/snapshot-report-screenshot.sh [REPORT_HTML] [OUTPUT_PNG]
#   REPORT_HTML defaults to .build/snapshot-report/index.html (what a failing
#   assertSnapshot writes), OUTPUT_PNG to .build/snapshot-report/screenshot.png.
# Exits 2 when no Chromium is installed (apt-get install chromium), 1 when it fails.
set -euo pipefail
cd "$(dirname "$0")/.."

report="${1:-.build/snapshot-report/index.html}"
output="${2:-.build/snapshot-report/screenshot.png}"

browser=""
for candidate in chromium chromium-browser google-chrome; do
  if command -v "$candidate" >/dev/null 2>&1; then browser="$candidate"; break; fi
done
if [ -z "$browser" ]; then
  echo "no Chromium found (chromium, chromium-browser or google-chrome)" >&2
  exit 2
fi
if [ ! -f "$report" ]; then
  echo "no report at $report" >&2
  exit 1
fi

# A throwaway profile keeps runs independent; Chromium's chatter on stderr is dropped.
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
report_path="$(cd "$(dirname "$report")" && pwd)/$(basename "$report")"
mkdir -p "$(dirname "$output")"
rm -f "$output"
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
  --user-data-dir="$profile" --window-size=1400,900 \
  --screenshot="$output" "file://$report_path" >/dev/null 2>&1 || true
if [ ! -s "$output" ]; then
  echo "Chromium wrote no screenshot to $output" >&2
  exit 1
fi
echo "$output"
