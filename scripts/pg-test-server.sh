#!/usr/bin/env bash
# A throw-away PostgreSQL server on 127.0.0.1 for the tests (no systemd needed).
#   scripts/pg-test-server.sh start|stop
# PGDATA and PGPORT may be set; defaults /tmp/animaloffice-pg and 55432.
set -euo pipefail
PGDATA=${PGDATA:-/tmp/animaloffice-pg}
PGPORT=${PGPORT:-55432}
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$PGBIN" ]; then echo "PostgreSQL is not installed; skipping its tests" >&2; exit 1; fi
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi
}
case "${1:-start}" in
  start)
    as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null 2>&1 || true
    if [ "$(id -u)" -eq 0 ]; then rm -rf "$PGDATA"; else sudo rm -rf "$PGDATA"; fi
    mkdir -p "$PGDATA"
    if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$PGDATA"; else sudo chown postgres:postgres "$PGDATA"; fi
    as_pg "$PGBIN/initdb" -D "$PGDATA" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -l "$PGDATA/server.log" -w -t 30 \
      -o "-c listen_addresses=127.0.0.1 -p $PGPORT -k $PGDATA -c fsync=off -c full_page_writes=off" start >/dev/null
    as_pg psql -h 127.0.0.1 -p "$PGPORT" -U postgres -qc "CREATE DATABASE animaltest" >/dev/null
    echo "PostgreSQL test server on 127.0.0.1:$PGPORT"
    ;;
  stop)
    as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null
    ;;
esac
