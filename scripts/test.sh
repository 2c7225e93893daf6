#!/usr/bin/env bash
# `npm test`: everything, in the order that fails fastest. Runs under npm, so `node` is Node 24.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Chromium for the e2e journeys"
bash scripts/ensure-chromium.sh

step "Typecheck (every package)"
npm run typecheck --silent

step "Lint"
npm run lint --silent

rm -rf test-results && mkdir -p test-results
report() { echo "--reporter=default --reporter=json --outputFile.json=test-results/$1.json"; }

# Before the tests: the API's server-rendering tests render with the built shell and remotes.
step "Build the shell and every remote (browser and server builds)"
npm run build --silent

step "Unit and API tests (embedded PostgreSQL)"
npx vitest run $(report vitest)

step "API tests again through DATABASE_URL (a second PostgreSQL server)"
node api/scripts/with-external-db.ts npx vitest run --project api $(report vitest-external-db)

step "End-to-end journeys in Chromium"
PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/test-results/e2e.json" npm run test:e2e --silent

node scripts/test-summary.ts test-results/vitest.json test-results/vitest-external-db.json test-results/e2e.json
