#!/usr/bin/env bash
# The integration tests of the read paths, a meal save, the catalogue's cross-instance
# invalidation and a rollover once more, through PgBouncer in transaction mode (the pooled
# DATABASE_URL of a managed database; docs/decisions/pooler.md). The Jest run's database is still
# created, copied and migrated on the server (tests/global-setup.mjs, DIRECT_URL); every query the
# app and the tests send goes through the pooler. Results go to .data/jest-pooler.json for the
# closing summary. Usage: scripts/test-pooler.sh [test file ...] (default: the list below).
#
# With TEST_POOLER_URL set, that pooler is used as it is. Otherwise this starts PgBouncer on
# 127.0.0.1:6432 in front of TEST_DATABASE_URL's server, as the postgres user when run as root
# (PgBouncer refuses root), and stops it at the end. Without pgbouncer installed (`.ci/run`
# installs it) the run is skipped with a message, and no results file is written.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .data
rm -f .data/jest-pooler.json

FILES=(
  tests/integration/auth-session.int.test.ts
  tests/integration/customer-a-dashboard.int.test.ts
  tests/integration/customer-a-invoices.int.test.ts
  tests/integration/customer-a-notifications.int.test.ts
  tests/integration/catalog-read-api.int.test.ts
  tests/integration/catalog-cache.int.test.ts
  tests/integration/signed-in-freshness.int.test.ts
  tests/integration/customer-b-account.int.test.ts
  tests/integration/customer-b-meals.int.test.ts
  tests/integration/rollover/rollover.int.test.ts
)
[ "$#" -gt 0 ] && FILES=("$@")

server_url="${TEST_DATABASE_URL:-postgresql://meals:meals@127.0.0.1:5432/meals_test}"
started_dir=""
stop_pooler() {
  if [ -n "$started_dir" ] && [ -f "$started_dir/pgbouncer.pid" ]; then
    kill "$(cat "$started_dir/pgbouncer.pid")" 2>/dev/null
  fi
  [ -n "$started_dir" ] && rm -rf "$started_dir"
}
trap stop_pooler EXIT

if [ -z "${TEST_POOLER_URL:-}" ]; then
  pgbouncer_bin="$(command -v pgbouncer || ls /usr/sbin/pgbouncer 2>/dev/null || true)"
  if [ -z "$pgbouncer_bin" ]; then
    echo "== through a pooler: SKIPPED, pgbouncer is not installed (apt-get install pgbouncer; .ci/run does)"
    exit 0
  fi
  server_host="$(node -e 'const u = new URL(process.argv[1]); console.log(u.hostname)' "$server_url")"
  server_port="$(node -e 'const u = new URL(process.argv[1]); console.log(u.port || 5432)' "$server_url")"
  user="$(node -e 'console.log(decodeURIComponent(new URL(process.argv[1]).username))' "$server_url")"
  password="$(node -e 'console.log(decodeURIComponent(new URL(process.argv[1]).password))' "$server_url")"
  started_dir="$(mktemp -d)"
  # Clients are trusted (it listens on loopback only); PgBouncer logs in to the server with the
  # password in the auth file. The wildcard reaches every database the Jest run creates.
  printf '"%s" "%s"\n' "$user" "$password" >"$started_dir/users.txt"
  cat >"$started_dir/pgbouncer.ini" <<EOF
[databases]
* = host=$server_host port=$server_port

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = 6432
unix_socket_dir =
pool_mode = transaction
auth_type = trust
auth_file = $started_dir/users.txt
ignore_startup_parameters = extra_float_digits,options
max_client_conn = 500
default_pool_size = 20
logfile = $started_dir/pgbouncer.log
pidfile = $started_dir/pgbouncer.pid
EOF
  if [ "$(id -u)" = 0 ]; then
    chown -R postgres "$started_dir"
    su postgres -s /bin/sh -c "$pgbouncer_bin -d $started_dir/pgbouncer.ini" || exit 1
  else
    "$pgbouncer_bin" -d "$started_dir/pgbouncer.ini" || exit 1
  fi
  for _ in $(seq 1 50); do
    [ -f "$started_dir/pgbouncer.pid" ] && break
    sleep 0.1
  done
  export TEST_POOLER_URL="postgresql://$user:$password@127.0.0.1:6432/meals_test"
fi

echo "== integration tests through the pooler ($(node -e 'const u = new URL(process.argv[1]); console.log(u.host)' "$TEST_POOLER_URL"), transaction mode)"
start=$(date +%s)
TZ=Asia/Kathmandu NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects integration \
  --runTestsByPath "${FILES[@]}" --json --outputFile=.data/jest-pooler.json
status=$?
echo "== through the pooler: $(($(date +%s) - start)) s"
exit $status
