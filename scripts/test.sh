#!/usr/bin/env bash
# The whole test suite: type checks, lint and formatting, unit and API tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
# the production web build, and the browser tests in Debian's Chromium against the built app.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp

bash scripts/system-deps.sh || exit 1

# The type check and lint each keep one core busy for most of a minute: run side by side, reported one after the other.
npm run --silent typecheck > .tmp/typecheck.log 2>&1 &
typecheck_pid=$!
npm run --silent lint > .tmp/lint.log 2>&1 &
lint_pid=$!
wait "$typecheck_pid"
typecheck_status=$?
wait "$lint_pid"
lint_status=$?
echo "== type check"
cat .tmp/typecheck.log
echo "== lint (import boundaries) and formatting"
cat .tmp/lint.log
[ "$typecheck_status" -eq 0 ] && [ "$lint_status" -eq 0 ] || exit 1

echo "== unit and API tests${TEST_DATABASE_URL:+ (PGlite and PostgreSQL)}"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json
unit_status=$?

echo "== web build"
npm run --silent build || exit 1

echo "== browser tests, two at a time"
E2E_REPORT=.tmp/playwright-app.json npm run --silent test --workspace @platform/e2e -- --project=app
app_status=$?

echo "== live browser tests, one at a time, alone on the machine"
E2E_REPORT=.tmp/playwright-live.json npm run --silent test --workspace @platform/e2e -- --project=live
live_status=$?

node scripts/summarise-results.mjs .tmp/vitest.json .tmp/playwright-app.json .tmp/playwright-live.json
[ "$unit_status" -eq 0 ] && [ "$app_status" -eq 0 ] && [ "$live_status" -eq 0 ]
