#!/usr/bin/env bash
# `npm test`: unit + integration tests (Jest, real PostgreSQL), the calendar-reading integration
# tests again at seven other instants (scripts/test-dates.sh), the customer's and admin's writes on
# the embedded database as `npm start` serves it (tests/embedded/run.ts), some through a
# transaction-mode PgBouncer (scripts/test-pooler.sh; skipped when pgbouncer is not installed),
# the production build, the generated-attack suite (≥ 10 000 hostile requests per seed against the
# built app), and the end-to-end tests (Playwright against the built app, beside the rest). Prints
# how long each phase took and ends with one line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .data
export CHECKPOINT_DISABLE=1 NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
rm -f .data/jest-results.json .data/e2e-results.json .data/jest-dates-*.json \
  .data/jest-pooler.json .data/jest-embedded.json .data/test-phases.txt

status=0
# Runs a phase, records its wall time in .data/test-phases.txt; a failure fails the run.
phase() {
  local name="$1" started=$SECONDS rc=0
  shift
  echo "== $name"
  "$@" || rc=$?
  [ "$rc" = 0 ] || status=1
  printf '%-28s %5d s\n' "$name" $((SECONDS - started)) | tee -a .data/test-phases.txt
  return "$rc"
}

# The end-to-end tests spend most of their time waiting on the browser (a core and a half of the
# two sat idle under them), so they run beside the Jest phases instead of after them: the build
# first, then in the background Playwright, the attack suite, the embedded run and the pooled run
# (one after the other), while Jest and the date runs go on in the foreground; the two halves
# take about as long (docs/decisions/ci-time.md). The background's output follows at the end.
background() {
  status=0
  phase "end-to-end" env CI=1 npx playwright test
  phase "attack suite" npx tsx tests/attack/run-attack.ts
  phase "embedded database (PGlite)" npx tsx tests/embedded/run.ts
  phase "through PgBouncer" bash scripts/test-pooler.sh
  return $status
}

built=0
phase "next build" npx next build && built=1
background_pid=""
if [ "$built" = 1 ]; then
  echo "== end-to-end, attack suite, embedded database, PgBouncer (in the background; output at the end)"
  background >.data/background-output.txt 2>&1 &
  background_pid=$!
else
  echo "next build failed" >&2
  status=1
fi

phase "unit + integration" env TZ=Asia/Kathmandu NODE_OPTIONS=--experimental-vm-modules \
  npx jest --json --outputFile=.data/jest-results.json
phase "integration at 7 instants" bash scripts/test-dates.sh

if [ -n "$background_pid" ]; then
  background_rc=0
  wait "$background_pid" || background_rc=$?
  echo "== end-to-end, attack suite, embedded database, PgBouncer: their output"
  cat .data/background-output.txt
  [ "$background_rc" = 0 ] || status=1
fi
pooler_results=()
[ -f .data/jest-pooler.json ] && pooler_results=(.data/jest-pooler.json)

echo "== phases"
cat .data/test-phases.txt
node scripts/summarize-tests.mjs .data/jest-results.json .data/e2e-results.json \
  .data/jest-dates-{0,1,2,3,4,5,6}.json .data/jest-embedded.json "${pooler_results[@]}" || status=1
exit $status
