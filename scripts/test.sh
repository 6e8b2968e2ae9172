#!/usr/bin/env bash
# Install everything and run the whole test suite: core, documents, GUI (offscreen), and the
# service tests a second time against a real PostgreSQL server started here on loopback.
#   ANIMALOFFICE_TEST_PG_URL=postgresql://...   use that server instead of starting one
#   ANIMALOFFICE_TEST_PG=off                    leave the PostgreSQL half out (say so; never silently)
# When the PostgreSQL half is asked for and its server cannot be started, the run fails.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test
export QT_QPA_PLATFORM=offscreen
pg_started=0
if [ "${ANIMALOFFICE_TEST_PG:-on}" = off ]; then
  echo "test.sh: ANIMALOFFICE_TEST_PG=off: the PostgreSQL half of the suite is left out" >&2
  unset ANIMALOFFICE_TEST_PG_URL
elif [ -z "${ANIMALOFFICE_TEST_PG_URL:-}" ]; then
  if ! scripts/pg-test-server.sh start; then
    echo "test.sh: the PostgreSQL test server could not be started (above); failing." >&2
    echo "test.sh: set ANIMALOFFICE_TEST_PG=off to run without the PostgreSQL half." >&2
    exit 1
  fi
  export ANIMALOFFICE_TEST_PG_URL="postgresql://postgres@127.0.0.1:${PGPORT:-55432}/animaltest"
  # the server is ours: a test may restart it under a connected desk (connections that heal)
  export ANIMALOFFICE_TEST_PG_RESTART="$PWD/scripts/pg-test-server.sh restart"
  pg_started=1
fi
# Say that the PostgreSQL half must run: a server that answers nothing fails the run.
[ -n "${ANIMALOFFICE_TEST_PG_URL:-}" ] && export ANIMALOFFICE_TEST_PG_REQUIRED=1
status=0
.venv/bin/python -m pytest "$@" || status=$?
if [ "$pg_started" = 1 ]; then scripts/pg-test-server.sh stop || true; fi
exit $status
