#!/usr/bin/env bash
# A throw-away PostgreSQL server on 127.0.0.1 for the tests (no systemd needed).
#   scripts/pg-test-server.sh start|stop|restart   (restart keeps the data: a server restarted
#   under a connected desk, for the test of connections that heal)
# PGDATA and PGPORT may be set; defaults /tmp/animaloffice-pg-<port> and 55432 (one folder per
# port, so two servers on two ports never share, or wipe, each other's data).
# Exits non-zero, saying why, when the server cannot be started.
set -euo pipefail
PGPORT=${PGPORT:-55432}
PGDATA=${PGDATA:-/tmp/animaloffice-pg-$PGPORT}
PATH="$PATH:/usr/sbin:/sbin:/usr/bin:/bin"  # runuser lives in sbin, which a user's PATH may lack
PGBIN=${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)}
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/pg_ctl" ]; then
  echo "pg-test-server: PostgreSQL is not installed (no pg_ctl in ${PGBIN:-/usr/lib/postgresql/*/bin})" >&2; exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
  if command -v runuser >/dev/null; then as_pg() { runuser -u postgres -- "$@"; }
  elif command -v setpriv >/dev/null; then
    as_pg() { setpriv --reuid=postgres --regid=postgres --init-groups -- "$@"; }
  else echo "pg-test-server: neither runuser nor setpriv is installed to run the server as postgres" >&2; exit 1
  fi
  as_root() { "$@"; }
else
  as_pg() { sudo -u postgres "$@"; }
  as_root() { sudo "$@"; }
fi
cd /  # the postgres user may not enter the caller's folder
case "${1:-start}" in
  start)
    as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null 2>&1 || true
    as_root rm -rf "$PGDATA"
    mkdir -p "$PGDATA"
    as_root chown postgres:postgres "$PGDATA"
    as_pg "$PGBIN/initdb" -D "$PGDATA" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    if ! as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -l "$PGDATA/server.log" -w -t 30 \
      -o "-c listen_addresses=127.0.0.1 -p $PGPORT -k $PGDATA -c fsync=off -c full_page_writes=off" start >/dev/null; then
      echo "pg-test-server: the server did not start; its log:" >&2
      as_root tail -n 20 "$PGDATA/server.log" >&2 || true
      exit 1
    fi
    as_pg "$PGBIN/psql" -h 127.0.0.1 -p "$PGPORT" -U postgres -qc "CREATE DATABASE animaltest" >/dev/null
    echo "PostgreSQL test server on 127.0.0.1:$PGPORT"
    ;;
  stop)
    as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null
    ;;
  restart)
    as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -l "$PGDATA/server.log" -m fast -w -t 30 \
      -o "-c listen_addresses=127.0.0.1 -p $PGPORT -k $PGDATA -c fsync=off -c full_page_writes=off" restart >/dev/null
    ;;
  *) echo "usage: $0 start|stop|restart" >&2; exit 2 ;;
esac
