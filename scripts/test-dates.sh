#!/usr/bin/env bash
# The integration tests that read the calendar once more at instants chosen to break date
# arithmetic (DESIGN.md §6: tests never depend on the wall clock). Each run seeds its own database
# (a copy of the migrated template, tests/global-setup.mjs) at that instant and starts every test
# file's clock there, running slowed (TEST_NOW, tests/clock/fixed-today.ts); results go to
# .data/jest-dates-<n>.json for the closing summary. Usage: scripts/test-dates.sh [instant ...]
# Only the files in tests/clock/date-run-files.txt run here: those whose tests work out weeks,
# deadlines or days themselves (tests/clock/date-run-files.test.ts keeps the list honest); the
# rest run once, in the main run.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .data

DEFAULT_INSTANTS=(
  "2026-11-18T23:59:59-05:00" # Wednesday 11:59:59 PM Toronto: the last second before a deadline
  "2026-11-19T00:00:01-05:00" # Thursday 12:00:01 AM: the deadline has passed, maintenance window
  "2026-03-08T03:30:00-04:00" # Sunday of the spring-forward week, just after 2 AM became 3 AM
  "2026-11-01T01:30:00-05:00" # Sunday of the fall-back week, the second 1:30 AM (EST)
  "2020-12-31T12:00:00-05:00" # ISO week 53 (2020-W53); the upcoming week is 2021-W01
  "2026-11-28T22:00:00-05:00" # Saturday 10 PM Toronto: already Sunday in UTC
  "2026-11-29T15:00:00-05:00" # Sunday afternoon: the week's last day, Monday's box is tomorrow
)
if [ "$#" -gt 0 ]; then instants=("$@"); else instants=("${DEFAULT_INSTANTS[@]}"); fi

mapfile -t FILES < <(grep -v -e '^#' -e '^[[:space:]]*$' tests/clock/date-run-files.txt)

# Only the rollover files' own database copies that these files use (global-setup.mjs makes all
# seven otherwise, at every instant).
TEST_ROLLOVER_COPIES="$(grep -ho 'use-db-r[0-9]*' "${FILES[@]}" | sed 's/use-db-//' | sort -u | tr '\n' ' ')"
export TEST_ROLLOVER_COPIES

status=0
rm -f .data/jest-dates-*.json
for i in "${!instants[@]}"; do
  echo "== integration tests at ${instants[$i]} (${#FILES[@]} files)"
  TEST_NOW="${instants[$i]}" TZ=Asia/Kathmandu NODE_OPTIONS=--experimental-vm-modules \
    npx jest --selectProjects integration --json --outputFile=".data/jest-dates-$i.json" \
    "${FILES[@]}" || status=1
done
exit $status
