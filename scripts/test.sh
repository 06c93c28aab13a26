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

# The live pass runs first, one file at a time: alone it kept about one core of two busy (a sampled run, 2026-11-29), as
# its journeys wait on cameras, reconnections and restarts in real time. The type check and lint (about 115 CPU s, no
# clock in them) fill the other core beside it at the lowest priority, which gives way at once whenever the live pass
# needs both; so do the browser pass's two app servers starting (about 35 s each under tsx). The live pass needs the web
# build and the data template its servers start from; the app servers need the template too.
npm run --silent build > .tmp/build.log 2>&1 &
build_pid=$!
npx tsx e2e/support/prepare-data-template.ts > .tmp/e2e-template.log 2>&1 &
template_pid=$!
wait "$build_pid"
build_status=$?
wait "$template_pid"
template_status=$?
[ "$template_status" -eq 0 ] || cat .tmp/e2e-template.log

nice -n 19 npm run --silent typecheck > .tmp/typecheck.log 2>&1 &
typecheck_pid=$!
nice -n 19 npm run --silent lint > .tmp/lint.log 2>&1 &
lint_pid=$!
servers_pid=""
stop_app_servers() {
  if [ -f .tmp/e2e-servers.pids ]; then
    while read -r group || [ -n "$group" ]; do kill -- "-$group" 2>/dev/null; done < .tmp/e2e-servers.pids
    rm -f .tmp/e2e-servers.pids
  fi
}
trap stop_app_servers EXIT
if [ "$build_status" -eq 0 ] && [ "$template_status" -eq 0 ]; then
  nice -n 19 npx tsx e2e/support/start-app-servers.ts .tmp/e2e-servers.pids > .tmp/e2e-servers.log 2>&1 &
  servers_pid=$!
fi

phase "live browser tests, one at a time, beside the type check and lint at the lowest priority"
live_status=1
if [ "$build_status" -eq 0 ]; then
  E2E_LIVE_ONLY=1 E2E_REPORT=.tmp/playwright-live.json npm run --silent test --workspace @platform/e2e -- --project=live
  live_status=$?
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

phase "browser tests, three at a time"
reuse_servers=0
if [ -n "$servers_pid" ] && wait "$servers_pid"; then
  reuse_servers=1
  # Started at the lowest priority beside the live pass; the pass needs them at the browsers' own.
  while read -r group || [ -n "$group" ]; do renice -n 0 -g "$group" > /dev/null || echo "the app servers stay at nice 19" >&2; done < .tmp/e2e-servers.pids
else
  # They did not come up: the pass starts its own, on ports these must not hold.
  cat .tmp/e2e-servers.log 2>/dev/null
  stop_app_servers
fi
E2E_REUSE_SERVERS=$reuse_servers E2E_REPORT=.tmp/playwright-app.json npm run --silent test --workspace @platform/e2e -- --project=app
app_status=$?
stop_app_servers

phase "done"
node scripts/summarise-results.mjs .tmp/vitest.json .tmp/playwright-app.json .tmp/playwright-live.json
[ "$unit_status" -eq 0 ] && [ "$app_status" -eq 0 ] && [ "$live_status" -eq 0 ]
