#!/usr/bin/env bash
# The e2e journeys drive Debian's Chromium (/usr/bin/chromium): Playwright cannot download its own here.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the end-to-end tests (apt-get)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
cat >&2 <<MSG
The end-to-end tests need Chromium at $CHROMIUM and it is missing.
Install it, as root:   apt-get update && apt-get install -y chromium
or point CHROMIUM_PATH at another Chromium build, then run npm test again.
MSG
exit 1
