#!/usr/bin/env bash
# The integration tests once more at instants chosen to break date arithmetic (DESIGN.md §6: tests
# never depend on the wall clock). Each run seeds its own database at that instant and starts every
# test file's clock there, running slowed (TEST_NOW, tests/clock/fixed-today.ts); results go to
# .data/jest-dates-<n>.json for the closing summary. Usage: scripts/test-dates.sh [instant ...]
# rollover-jobs.int.test.ts is left out of these runs: it drives the queue's workers for two
# minutes, pins every instant it uses, and passed at all five (2026-11-26); the main run has it.
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

status=0
rm -f .data/jest-dates-*.json
for i in "${!instants[@]}"; do
  echo "== integration tests at ${instants[$i]}"
  TEST_NOW="${instants[$i]}" TZ=Asia/Kathmandu NODE_OPTIONS=--experimental-vm-modules \
    npx jest --selectProjects integration --testPathIgnorePatterns rollover-jobs \
    --json --outputFile=".data/jest-dates-$i.json" || status=1
done
exit $status
