#!/usr/bin/env bash
# Installs what the browser tests drive when the machine lacks it: Debian's Chromium, its headless
# shell that the tests drive and the full browser that `npm run bench` measures (Playwright's
# own browser download cannot work offline) and the fonts the tests have passed with (chromium
# only recommends them; the site's text uses the system's sans-serif and monospace fonts). Each package is checked, so a machine with Chromium but without these fonts
# gets them. Used by .ci/run and by `npm test` (scripts/check-browser.mjs).
set -euo pipefail

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
for package in chromium chromium-headless-shell fonts-dejavu-core fonts-liberation; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing from Debian: ${missing[*]}..."
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
/usr/bin/chromium --version
/usr/bin/chromium-headless-shell --version
