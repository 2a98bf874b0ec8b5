#!/usr/bin/env bash
# Serves the built app for Playwright on a freshly migrated and seeded e2e database, with the
# test clock enabled (a `test-now` cookie may set the server's time; see lib/clock/request-now.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
# Usage: e2e-server.sh PORT [WORKER]: worker i > 0 gets a database and an outbox of its own.
port="${1:-3100}"
worker="${2:-0}"
database_url="${E2E_DATABASE_URL:-postgresql://meals:meals@127.0.0.1:5432/meals_e2e}"
suffix=""
if [ "$worker" != 0 ]; then suffix="_${worker}"; fi
export DATABASE_URL="${database_url}${suffix}"
export NEXTAUTH_SECRET="e2e-secret-not-for-production"
export APP_URL="http://localhost:${port}" NEXTAUTH_URL="http://localhost:${port}"
export OUTBOX_DIR=".data/e2e-outbox${suffix}" CRON_SECRET="e2e-cron-secret" ALLOW_TEST_CLOCK=1
# The API fixtures sign customers up from made-up addresses (e2e/customer-b-fixtures.ts), each its
# own for the per-address limits; the browser's own calls come from the loopback address itself.
export TRUSTED_PROXIES="127.0.0.1, ::1"
# The queue works in the app, but no timed job fires on the wall clock during a test run.
export JOBS_SCHEDULE=0
# A statement on the global pool inside an open transaction throws here instead of being logged
# (docs/decisions/transactions.md), so a path the browser reaches that breaks the rule fails.
export DB_TX_GUARD=throw
export CHECKPOINT_DISABLE=1 NEXT_TELEMETRY_DISABLED=1
npx tsx scripts/db-reset.ts
# Test data: a commit need not wait for the disk (tests/global-setup.mjs says why).
psql "$DATABASE_URL" -qc "ALTER DATABASE \"${DATABASE_URL##*/}\" SET synchronous_commit = off"
rm -rf "$OUTBOX_DIR"
exec npx tsx scripts/serve.ts -p "$port"
