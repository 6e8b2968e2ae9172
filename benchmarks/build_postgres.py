"""The benchmark office on PostgreSQL: built by the office's own command, timed, beside a bare build.

Ours: ``animaloffice --db postgresql://... demo --size <size>`` in a separate process, into an
emptied ``public`` schema. Bare: psycopg2 alone loading the same rows (read back from ours
beforehand, not timed) with ``execute_values`` (2,000 rows a statement, as our loader sent
them until it took COPY) into the same tables in a schema of its own, then the same indexes, in one
transaction (neither runs VACUUM ANALYZE; it is run after ours, untimed). What was built is recorded as the comment of the ``public`` schema, so a
run on a server given by ANIMALOFFICE_BENCH_PG_URL reuses it until the builder changes.
"""
from __future__ import annotations

import json
import subprocess
import time
from datetime import datetime

from .build import BUILD_TARGET_PG, build_command
from .common import ROOT, Figure, Report, cache_dir, child_env, code_hash
from .databases import BenchDb, PgBare, PgServer

BARE_SCHEMA = "bench_bare"
READ_ROWS = 50_000


def database(size: str, server: PgServer, report: Report, *, rebuild: bool = False,
             seed: int = 2026) -> BenchDb:
    marker = f"{size}-{seed}-{code_hash()}"
    record = None if rebuild else _record(server.url)
    if record is None or record.get("marker") != marker:
        record = {"marker": marker, **_build(size, seed, server.url)}
        raw = PgBare(server.url)
        try:
            raw.execute("COMMENT ON SCHEMA public IS %s", (json.dumps(record),))
        finally:
            raw.close()
        cached = False
    else:
        cached = True
    target = BUILD_TARGET_PG.get(size)
    note = (f"measured when it was built, {record['when']}" if cached else "measured now") + f"; {record['summary']}"
    report.add(Figure(f"build the {size} database", record["ours"], record["bare"],
                      f"< {target:.0f} s" if target else "", record["ours"] < target if target else None,
                      note=note, key="build the database"))
    return BenchDb("postgresql", size, url=server.url, desk_url=server.desk_url())


def _record(url: str) -> dict | None:
    raw = PgBare(url)
    try:
        (text,), = raw.execute("SELECT obj_description('public'::regnamespace, 'pg_namespace')").fetchall()
    finally:
        raw.close()
    try:
        return json.loads(text) if text else None
    except ValueError:
        return None


def _build(size: str, seed: int, url: str) -> dict:
    raw = PgBare(url)
    try:  # an empty database, as the demo command asks for
        raw.execute(f"DROP SCHEMA IF EXISTS {BARE_SCHEMA} CASCADE")
        raw.execute("DROP SCHEMA public CASCADE")
        raw.execute("CREATE SCHEMA public")
    finally:
        raw.close()
    home = cache_dir() / "home"
    home.mkdir(exist_ok=True)
    start = time.perf_counter()
    done = subprocess.run(build_command(size, seed, url), cwd=ROOT, env=child_env(ANIMALOFFICE_HOME=home),
                          capture_output=True, text=True)
    ours = time.perf_counter() - start
    if done.returncode != 0:
        raise RuntimeError(f"animaloffice demo failed on PostgreSQL:\n{done.stdout}\n{done.stderr}")
    summary = done.stdout.strip().splitlines()[-1].split(": ", 1)[-1]
    raw = PgBare(url)
    try:  # not timed: what autovacuum does a moment later (statistics, and the trigram index's
        raw.execute("VACUUM ANALYZE")  # pending entries: before it the words search was planned as a scan)
    finally:
        raw.close()
    bare = bare_build(url)
    return {"ours": ours, "bare": bare, "summary": summary, "when": datetime.now().strftime("%Y-%m-%d %H:%M")}


def bare_build(url: str) -> float:
    """psycopg2 bulk inserts of our rows into the same tables, then the same indexes; seconds."""
    import psycopg2
    from psycopg2.extensions import register_adapter
    from psycopg2.extras import Json, execute_values

    register_adapter(dict, Json)
    conn = psycopg2.connect(url)
    read = psycopg2.connect(url)
    cur = conn.cursor()
    try:
        cur.execute(f"DROP SCHEMA IF EXISTS {BARE_SCHEMA} CASCADE")
        cur.execute(f"CREATE SCHEMA {BARE_SCHEMA}")
        cur.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")
        tables = [t for (t,) in cur.fetchall()]
        cur.execute("SELECT indexdef FROM pg_indexes WHERE schemaname = 'public'")
        indexes = [sql.replace(" ON public.", f" ON {BARE_SCHEMA}.") for (sql,) in cur.fetchall()]
        for table in tables:
            cur.execute(f'CREATE TABLE {BARE_SCHEMA}."{table}" (LIKE public."{table}" INCLUDING DEFAULTS)')
        conn.commit()
        total = 0.0
        for table in tables:
            source = read.cursor(name=f"bench_{table}")  # read on the server in chunks, not timed
            source.execute(f'SELECT * FROM public."{table}"')
            while rows := source.fetchmany(READ_ROWS):
                start = time.perf_counter()
                execute_values(cur, f'INSERT INTO {BARE_SCHEMA}."{table}" VALUES %s', rows, page_size=2000)
                total += time.perf_counter() - start
            source.close()
        start = time.perf_counter()
        for sql in indexes:
            cur.execute(sql)
        conn.commit()
        total += time.perf_counter() - start
        cur.execute(f"DROP SCHEMA {BARE_SCHEMA} CASCADE")
        conn.commit()
    finally:
        read.close()
        conn.close()
    return total
