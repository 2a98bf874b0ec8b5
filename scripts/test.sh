#!/usr/bin/env bash
# `npm test`: unit + integration tests (Jest, real PostgreSQL), the integration tests again at
# five other dates (scripts/test-dates.sh), some of them through a transaction-mode PgBouncer
# (scripts/test-pooler.sh; skipped when pgbouncer is not installed), the production build, the
# generated-attack suite (≥ 10 000 hostile requests against the built app), then the end-to-end
# tests (Playwright against the built app). Ends with one line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .data
export CHECKPOINT_DISABLE=1 NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
rm -f .data/jest-results.json .data/e2e-results.json .data/jest-dates-*.json .data/jest-pooler.json

status=0
TZ=Asia/Kathmandu NODE_OPTIONS=--experimental-vm-modules npx jest --json \
  --outputFile=.data/jest-results.json || status=1
# The integration tests again at five chosen instants (deadline second, DST weeks, ISO week 53).
bash scripts/test-dates.sh || status=1
# The read paths, a meal save and a rollover through PgBouncer in transaction mode.
bash scripts/test-pooler.sh || status=1
pooler_results=()
[ -f .data/jest-pooler.json ] && pooler_results=(.data/jest-pooler.json)

if npx next build; then
  npx tsx tests/attack/run-attack.ts || status=1
  CI=1 npx playwright test || status=1
else
  echo "next build failed" >&2
  status=1
fi

node scripts/summarize-tests.mjs .data/jest-results.json .data/e2e-results.json \
  .data/jest-dates-{0,1,2,3,4}.json "${pooler_results[@]}" || status=1
exit $status
