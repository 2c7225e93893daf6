#!/usr/bin/env bash
# `npm test`: everything, in the order that fails fastest. Runs under npm, so `node` is Node 24.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's wall time, printed at the end beside the slowest ten files and journeys (issue 32 §5).
TIMES=()
STEP=""
STEP_START=$SECONDS
close_step() { [ -z "$STEP" ] || TIMES+=("$(printf '%6d s  %s' $((SECONDS - STEP_START)) "$STEP")"); }
step() {
  close_step
  STEP="$*"
  STEP_START=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}

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

# Every API test has just run against a real PostgreSQL (the embedded one). Through DATABASE_URL only
# the files whose code path depends on how the server is reached run again: the database layer
# (connection, pool, migrations, seeds, triggers), start-up, and the instances that meet through the
# database (cache invalidation by LISTEN/NOTIFY, stock holds, the search index). docs/testing.md.
EXTERNAL_DB_TESTS=(
  test/db/ src/db/ test/plugins/ test/domain/cache/
  test/security/cross-instance.test.ts test/security/stock-holds.test.ts test/domain/catalogue/search-index.test.ts
)
step "Database-layer API tests again through DATABASE_URL (a second PostgreSQL server)"
node api/scripts/with-external-db.ts npx vitest run --project api "${EXTERNAL_DB_TESTS[@]}" $(report vitest-external-db)

step "End-to-end journeys in Chromium"
PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/test-results/e2e.json" npm run test:e2e --silent

close_step
printf '\n\033[1m== Time per step\033[0m\n'
printf '%s\n' "${TIMES[@]}"
printf '%6d s  in all\n' "$SECONDS"
node scripts/test-summary.ts test-results/vitest.json test-results/vitest-external-db.json test-results/e2e.json
