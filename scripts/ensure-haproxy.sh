#!/usr/bin/env bash
# `npm run reliability -- --instances N` puts Debian's HAProxy in front of the API instances
# (issue 18 §5): installed here when missing, like scripts/ensure-chromium.sh does for Chromium.
set -euo pipefail
HAPROXY="${HAPROXY_PATH:-/usr/sbin/haproxy}"
if [ -x "$HAPROXY" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's haproxy for the multi-instance reliability run (apt-get)…" >&2
  apt-get update -qq
  # The package starts its own service on port 80: policy-rc.d 101 tells dpkg not to start it.
  policy=/usr/sbin/policy-rc.d
  created=""
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && created=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends haproxy >/dev/null || true
  if [ -n "$created" ]; then rm -f "$policy"; fi
  [ -x "$HAPROXY" ] && exit 0
fi
cat >&2 <<MSG
The multi-instance reliability run (--instances 2 or more) needs HAProxy at $HAPROXY and it is missing.
Install it, as root:   apt-get update && apt-get install -y haproxy
or point HAPROXY_PATH at another haproxy binary (2.6 or later), then run it again.
With --instances 1 (the default) no balancer is needed.
MSG
exit 1
