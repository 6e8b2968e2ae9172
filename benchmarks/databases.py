"""The databases a run measures: the cached SQLite file, or an office on a PostgreSQL server.

Each section is handed a ``BenchDb``: where the office is (for our code, through
``animaloffice``'s own ``DatabaseTarget``) and a bare connection to the very same database
(stdlib ``sqlite3`` on the file, plain ``psycopg2`` on the server) for the bare column. On
PostgreSQL the benchmark starts its own throw-away server (``scripts/pg-test-server.sh``, as
the tests do) unless ``ANIMALOFFICE_BENCH_PG_URL`` names one; it is stopped after the run.
"""
from __future__ import annotations

import os
import sqlite3
import subprocess
from dataclasses import dataclass
from pathlib import Path

from .common import ROOT

SQLITE, POSTGRES = "SQLite", "PostgreSQL"
DESK_ROLE = "animaloffice_desk_bench"
DEFAULT_PG_PORT = "55480"


@dataclass
class BenchDb:
    kind: str  # "sqlite" or "postgresql" (as DatabaseTarget)
    size: str
    path: Path | None = None
    url: str | None = None  # the owner's login: builds the office, runs the in-process figures
    desk_url: str | None = None  # a desk's login: the window refuses the owner's (pg_roles)

    @property
    def label(self) -> str:
        return SQLITE if self.kind == "sqlite" else POSTGRES

    @property
    def postgres(self) -> bool:
        return self.kind != "sqlite"

    def target(self):
        from animaloffice.config import DatabaseTarget

        return DatabaseTarget("sqlite", path=self.path) if self.kind == "sqlite" else \
            DatabaseTarget("postgresql", url=self.url)

    def window_url(self) -> str:
        """ANIMALOFFICE_DB for a process that runs the window on this office."""
        return f"sqlite:///{self.path}" if self.kind == "sqlite" else (self.desk_url or self.url)

    def bare(self):
        """A bare connection to the same database, with ``execute(sql, params)`` returning a
        cursor (the statements our code ran, as peewee logged them, replay unchanged)."""
        if self.kind == "sqlite":
            raw = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True)
            raw.execute("PRAGMA cache_size = -32000")  # the same cache our connection has
            return raw
        return PgBare(self.url)

    def size_text(self) -> str:
        if self.kind == "sqlite":
            return f"{self.path.stat().st_size / 1e6:,.0f} MB"
        raw = PgBare(self.url)
        try:
            (size,), = raw.execute("SELECT pg_database_size(current_database())").fetchall()
        finally:
            raw.close()
        return f"{size / 1e6:,.0f} MB"


class PgBare:
    """psycopg2 alone: one connection in autocommit (as peewee runs its reads), one cursor."""

    def __init__(self, url: str):
        import psycopg2

        self.conn = psycopg2.connect(url)
        self.conn.autocommit = True
        self.cursor = self.conn.cursor()

    def execute(self, sql: str, params=()):
        self.cursor.execute(sql, params or None)
        return self.cursor

    def close(self) -> None:
        self.conn.close()


class PgServer:
    """The PostgreSQL server of a run: ANIMALOFFICE_BENCH_PG_URL, or one started for it."""

    def __init__(self):
        self.url = os.environ.get("ANIMALOFFICE_BENCH_PG_URL", "")
        self.port = os.environ.get("ANIMALOFFICE_BENCH_PG_PORT", DEFAULT_PG_PORT)
        self.started = False

    def __enter__(self) -> PgServer:
        if not self.url:
            done = subprocess.run([str(ROOT / "scripts" / "pg-test-server.sh"), "start"], cwd=ROOT,
                                  env={**os.environ, "PGPORT": self.port}, capture_output=True, text=True,
                                  timeout=120)
            if done.returncode != 0:
                raise RuntimeError(f"the PostgreSQL server did not start:\n{done.stdout}{done.stderr}")
            self.started = True
            self.url = f"postgresql://postgres@127.0.0.1:{self.port}/animaltest"
        return self

    def __exit__(self, *exc) -> None:
        if self.started:
            subprocess.run([str(ROOT / "scripts" / "pg-test-server.sh"), "stop"], cwd=ROOT,
                           env={**os.environ, "PGPORT": self.port}, capture_output=True, timeout=120)

    def desk_url(self) -> str:
        """A desk's login on the server (made once, with the rights pg_roles gives a desk)."""
        from urllib.parse import urlsplit, urlunsplit

        from playhouse.db_url import connect

        from animaloffice.persistence.drivers import load_postgres_driver
        from animaloffice.persistence.pg_roles import grant_desk_rights

        load_postgres_driver()
        raw = connect(self.url)
        try:
            raw.execute_sql(f"DO $$ BEGIN CREATE ROLE {DESK_ROLE} LOGIN; "
                            "EXCEPTION WHEN duplicate_object THEN NULL; END $$")
            grant_desk_rights(raw, DESK_ROLE)
        finally:
            raw.close()
        parts = urlsplit(self.url)
        host = parts.netloc.rpartition("@")[2]
        return urlunsplit((parts.scheme, f"{DESK_ROLE}@{host}", parts.path, parts.query, parts.fragment))
