#!/usr/bin/env bash
# The whole test suite: type checks, lint and formatting, unit and API tests, the production web build, and the browser
# tests in Debian's Chromium against the built app.
#
# Two matrices, chosen by TEST_MATRIX:
#   npm test (CI, .ci/run)           every API test on PGlite, and the files in POSTGRES_IN_CI
#                                    (apps/server/src/test/databases.ts) on PostgreSQL too when TEST_DATABASE_URL is set;
#                                    every browser journey once; the live journeys on werift and the Janus journeys that
#                                    check something of Janus's own (e2e/playwright.config.ts says which).
#   npm run test:full (TEST_MATRIX=full)  every API file on both databases and all six live journeys, werift and Janus.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/vitest.json .tmp/playwright-app.json .tmp/playwright-live.json

if [ "${TEST_MATRIX:-}" = full ] && [ -z "${TEST_DATABASE_URL:-}" ]; then
  if pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
    export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
  else
    echo "npm run test:full runs every API test on PostgreSQL too: start one on 127.0.0.1:5432 or set TEST_DATABASE_URL" >&2
    exit 1
  fi
fi

# Seconds since the start, for the phase timings printed beside each heading.
started=$SECONDS
phase() { echo "== $1 (at $((SECONDS - started)) s)"; }

bash scripts/system-deps.sh || exit 1

# The type check and lint each keep one core busy for most of a minute: run side by side, reported one after the other.
# They took 66 s side by side where they took 85 s one after the other, so a core idles for about 45 s of it: the web
# build (about 15 s of one core), needed only by the browser tests, runs beside them. Not beside the API tests: their
# recordings are timed against the clock and ran over under load.
npm run --silent typecheck > .tmp/typecheck.log 2>&1 &
typecheck_pid=$!
npm run --silent lint > .tmp/lint.log 2>&1 &
lint_pid=$!
npm run --silent build > .tmp/build.log 2>&1 &
build_pid=$!
wait "$build_pid"
build_status=$?
# The browser pass's two app servers need the build and take about 35 s to start: they start now, beside the type check
# and lint, instead of opening that pass, and wait idle through the API tests. Stopped after the pass, or on any exit.
servers_pid=""
stop_app_servers() {
  if [ -f .tmp/e2e-servers.pids ]; then
    while read -r group || [ -n "$group" ]; do kill -- "-$group" 2>/dev/null; done < .tmp/e2e-servers.pids
    rm -f .tmp/e2e-servers.pids
  fi
}
trap stop_app_servers EXIT
if [ "$build_status" -eq 0 ]; then
  npx tsx e2e/support/start-app-servers.ts .tmp/e2e-servers.pids > .tmp/e2e-servers.log 2>&1 &
  servers_pid=$!
fi
wait "$typecheck_pid"
typecheck_status=$?
wait "$lint_pid"
lint_status=$?
phase "type check"
cat .tmp/typecheck.log
phase "lint (import boundaries) and formatting"
cat .tmp/lint.log
phase "web build"
cat .tmp/build.log
[ "$typecheck_status" -eq 0 ] && [ "$lint_status" -eq 0 ] && [ "$build_status" -eq 0 ] || exit 1

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  databases="PGlite"
elif [ "${TEST_MATRIX:-}" = full ]; then
  databases="PGlite, and every file on PostgreSQL too"
else
  databases="PGlite, and the files of POSTGRES_IN_CI on PostgreSQL too"
fi
phase "unit and API tests ($databases)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json
unit_status=$?

phase "browser tests, two at a time"
reuse_servers=0
if [ -n "$servers_pid" ] && wait "$servers_pid"; then
  reuse_servers=1
else
  # They did not come up: the pass starts its own, on ports these must not hold.
  cat .tmp/e2e-servers.log 2>/dev/null
  stop_app_servers
fi
E2E_REUSE_SERVERS=$reuse_servers E2E_REPORT=.tmp/playwright-app.json npm run --silent test --workspace @platform/e2e -- --project=app
app_status=$?
stop_app_servers

phase "live browser tests, one at a time, alone on the machine"
E2E_LIVE_ONLY=1 E2E_REPORT=.tmp/playwright-live.json npm run --silent test --workspace @platform/e2e -- --project=live
live_status=$?

phase "done"
node scripts/summarise-results.mjs .tmp/vitest.json .tmp/playwright-app.json .tmp/playwright-live.json
[ "$unit_status" -eq 0 ] && [ "$app_status" -eq 0 ] && [ "$live_status" -eq 0 ]
