#!/usr/bin/env bash
# Applies the platform bootstrap, every migration and seed.sql to a throwaway Debian PostgreSQL 15
# cluster, so we know hosted Supabase (real Postgres) accepts exactly what PGlite runs locally.
# Installs nothing: expects postgresql-15 (and optionally postgresql-15-pgtap) to be installed.
# Usage: supabase/tests/pg15/check.sh   (as root it runs the cluster as user `postgres`)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
PORT="${PG15_PORT:-54329}"
RUN_AS="${PG15_USER:-postgres}"

if [[ ! -x "$PG_BIN/initdb" ]]; then
  echo "pg15 check: $PG_BIN/initdb not found (apt-get install -y postgresql-15)" >&2
  exit 2
fi

WORK="$(mktemp -d /tmp/craftlink-pg15.XXXXXX)"
chmod 755 "$WORK"
as_user() {
  if [[ "$(id -u)" == "0" ]]; then runuser -u "$RUN_AS" -- "$@"; else "$@"; fi
}
if [[ "$(id -u)" == "0" ]]; then chown "$RUN_AS" "$WORK"; fi

cleanup() {
  as_user "$PG_BIN/pg_ctl" -D "$WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

as_user "$PG_BIN/initdb" -D "$WORK/data" -U postgres -E UTF8 --locale=C.UTF-8 --auth=trust >"$WORK/initdb.log" 2>&1 \
  || { cat "$WORK/initdb.log" >&2; exit 1; }
as_user "$PG_BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c timezone=UTC" start >/dev/null \
  || { cat "$WORK/server.log" >&2; exit 1; }

PSQL=(psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PORT" -U postgres -d postgres)
apply() {
  echo "pg15 check: applying ${1#"$ROOT"/}"
  # Each file in one transaction, as the local server and the Supabase CLI apply them.
  "${PSQL[@]}" --single-transaction -f "$1" >/dev/null
}

for f in "$ROOT"/supabase/local/bootstrap/*.sql; do apply "$f"; done
for f in "$ROOT"/supabase/migrations/*.sql; do apply "$f"; done
apply "$ROOT/supabase/seed.sql"

# Sanity figures from the seeded database (fails if the seed produced nothing).
"${PSQL[@]}" -t -A -c "select 'jobs open: ' || count(*) from public.jobs where status = 'open'" 
"${PSQL[@]}" -t -A -c "do \$\$ begin if (select count(*) from public.jobs where status = 'open') < 300 then raise exception 'seed produced fewer than 300 open jobs'; end if; end \$\$"

# pgTAP tests, when pgTAP is installed and tests exist.
shopt -s nullglob
TAP_TESTS=("$ROOT"/supabase/tests/pg15/*.sql)
if [[ ${#TAP_TESTS[@]} -gt 0 ]]; then
  if [[ -f /usr/share/postgresql/15/extension/pgtap.control ]]; then
    "${PSQL[@]}" -c 'create extension if not exists pgtap schema extensions' >/dev/null
    for t in "${TAP_TESTS[@]}"; do
      echo "pg15 check: pgTAP ${t#"$ROOT"/}"
      out="$("${PSQL[@]}" -t -A -v ON_ERROR_STOP=1 -c 'set search_path = public, extensions' -f "$t")"
      echo "$out"
      if grep -qE '^not ok|^# Looks like' <<<"$out"; then echo "pg15 check: pgTAP failures in $t" >&2; exit 1; fi
    done
  else
    echo "pg15 check: pgTAP not installed, skipping ${#TAP_TESTS[@]} SQL test file(s)"
  fi
fi
echo "pg15 check: OK"
