#!/usr/bin/env bash
# The integration tests once more at instants chosen to break date arithmetic (DESIGN.md §6: tests
# never depend on the wall clock). Each run seeds its own database at that instant and starts every
# test file's clock there, running slowed (TEST_NOW, tests/clock/fixed-today.ts); results go to
# .data/jest-dates-<n>.json for the closing summary. Usage: scripts/test-dates.sh [instant ...]
# Left out of these runs (the main run has them): rollover-jobs.int.test.ts drives the queue's
# workers for two minutes and pins every instant it uses (it passed at all five, 2026-11-26);
# rollover-crash kills worker processes between phases (31 s; the phases' dates are
# rollover.int.test.ts's); and the files whose rules do not read the calendar: sign-in throttles,
# password reset, mail capture, ids, the database plumbing and the API's frame (about 20 s each run).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .data

DEFAULT_INSTANTS=(
  "2026-11-18T23:59:59-05:00" # Wednesday 11:59:59 PM Toronto: the last second before a deadline
  "2026-11-19T00:00:01-05:00" # Thursday 12:00:01 AM: the deadline has passed, maintenance window
  "2026-03-08T03:30:00-04:00" # Sunday of the spring-forward week, just after 2 AM became 3 AM
  "2026-11-01T01:30:00-05:00" # Sunday of the fall-back week, the second 1:30 AM (EST)
  "2020-12-31T12:00:00-05:00" # ISO week 53 (2020-W53); the upcoming week is 2021-W01
)
if [ "$#" -gt 0 ]; then instants=("$@"); else instants=("${DEFAULT_INSTANTS[@]}"); fi

DATE_FREE=(
  rollover-jobs rollover-crash auth-login auth-password-reset cron-secret-throttle
  email-check-throttle mail-capture time-ordered-ids raw-transaction database-down
  db-named-fallback db-planner-options api-foundation
)

status=0
rm -f .data/jest-dates-*.json
for i in "${!instants[@]}"; do
  echo "== integration tests at ${instants[$i]}"
  TEST_NOW="${instants[$i]}" TZ=Asia/Kathmandu NODE_OPTIONS=--experimental-vm-modules \
    npx jest --selectProjects integration --testPathIgnorePatterns "${DATE_FREE[@]}" \
    --json --outputFile=".data/jest-dates-$i.json" || status=1
done
exit $status
