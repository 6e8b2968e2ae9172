#!/usr/bin/env bash
# Install everything and run the whole test suite: core, documents, GUI (offscreen), and the
# service tests a second time against a real PostgreSQL server started here on loopback.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test
export QT_QPA_PLATFORM=offscreen
pg_started=0
if [ -z "${ANIMALOFFICE_TEST_PG_URL:-}" ] && scripts/pg-test-server.sh start; then
  export ANIMALOFFICE_TEST_PG_URL="postgresql://postgres@127.0.0.1:${PGPORT:-55432}/animaltest"
  pg_started=1
fi
status=0
.venv/bin/python -m pytest "$@" || status=$?
if [ "$pg_started" = 1 ]; then scripts/pg-test-server.sh stop || true; fi
exit $status
