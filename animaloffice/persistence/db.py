"""Opening the office database: SQLite (a file, WAL, foreign keys on) or PostgreSQL.

The schema carries a version in the ``meta`` table and upgrades itself: each
step in ``migrations.STEPS`` runs once, in order, inside one transaction, and
a SQLite file is copied aside before the first step runs. A file that is not
ours, or is damaged, is refused with a clear message and never overwritten.
"""
from __future__ import annotations

import os
import sqlite3
from contextlib import contextmanager
from pathlib import Path

import peewee as pw

from ..config import DatabaseTarget
from . import accounts, audit_chain, file_check, migrations, pg_roles, presence
from .account_proof import install_account_guard
from .audit_chain import install_guards
from .connections import BUSY_STEP_MS, OfficePostgres, OfficeSqlite
from .file_check import APP_ID, DatabaseProblem, check_sqlite_file
from .models import ALL_MODELS
from .models.base import database, now
from .models.office import AuditChainHead, Meta
from .reads import discard_spares
from .search_schema import ensure_search_schema

SQLITE_PRAGMAS = {
    "busy_timeout": BUSY_STEP_MS,  # first: a file busy with another's import waits, even for these
    "journal_mode": "wal",
    "foreign_keys": 1,
    "synchronous": "full",  # a committed license survives a power cut
    "cache_size": -32000,
}


def open_database(target: DatabaseTarget, *, create: bool = True, window: bool = False) -> pw.Database:
    """Open, check and (if needed) create or upgrade the database; bind the models to it.
    ``window``: the program's window (one per office file on a computer, ``presence``)."""
    checked = True
    if target.kind == "sqlite":
        db, checked = _open_sqlite(target.path, create=create, window=window)
    else:
        db = _open_postgres(target.url)
    discard_spares()  # opened for the database this one replaces
    database.initialize(db)
    try:
        ensure_schema(db, location=target.describe(), path=target.path, checked=checked)
    except Exception as exc:
        db.close()
        presence.leave()
        if is_damage(exc):  # damage the checks at open could not see
            raise DatabaseProblem(target.describe(), f"the database file is damaged ({exc})") from None
        raise
    if not checked:  # a big file: the rest of the check runs while the office opens
        file_check.start_background_check(target.path)
    accounts.register()  # every action is judged by the user's account as it is now
    return db


def close_database() -> None:
    file_check.forget()
    discard_spares()
    accounts.unregister()
    db = database.obj
    if db is not None and not db.is_closed():
        db.close()
    presence.leave()


def _open_sqlite(path: Path, *, create: bool, window: bool = False) -> tuple[pw.SqliteDatabase, bool]:
    """The file opened, and whether its full check is done (if not, it runs in the background).
    An existing file is never made into a new office, an empty (0-byte) one included."""
    path = Path(path)
    file_check.forget()  # the check of a file this program had open before
    exists = path.exists()
    if not exists and not create:
        raise DatabaseProblem(str(path), "there is no database file here", recoverable=False)
    checked = True
    early = file_check.take_early_check(path)  # the window's, begun while its code was imported
    if exists:
        checked = early if early is not None else check_sqlite_file(path)
    else:
        path.parent.mkdir(parents=True, exist_ok=True)
        # created owner-only before SQLite writes a byte; its WAL and SHM files take the same mode
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT, 0o600))
    presence.leave()  # an office opened before (this program had another file open)
    presence.join(path, window=window)
    db = OfficeSqlite(str(path), pragmas=SQLITE_PRAGMAS, lock_type="IMMEDIATE", check_same_thread=False)
    try:
        db.connect(reuse_if_open=True)
    except Exception:
        presence.leave(path)
        raise
    if os.name == "posix":
        for suffix in ("", "-wal", "-shm"):
            p = Path(str(path) + suffix)
            if p.exists():
                os.chmod(p, 0o600)
    return db, checked


def _open_postgres(url: str) -> pw.Database:
    from urllib.parse import urlparse

    from playhouse.db_url import parseresult_to_dict

    from ..credentials import connect_params
    from .drivers import load_postgres_driver

    load_postgres_driver()
    presence.leave()  # a file this program had open before

    try:
        db = OfficePostgres(**{**parseresult_to_dict(urlparse(url)), **connect_params(url)})
        db.connect(reuse_if_open=True)
    except presence.OfficeInUse:
        raise
    except Exception as exc:  # driver missing, server down, bad password
        raise DatabaseProblem(url.split("@")[-1], f"cannot connect to PostgreSQL: {exc}",
                              recoverable=False) from None
    return db


def ensure_schema(db: pw.Database, *, location: str = "", path: Path | None = None,
                  checked: bool = True) -> int:
    """Create a new database or upgrade an older one; returns the schema version. A desk's
    PostgreSQL login (which may change no schema) only checks it is the one this program knows.
    A file not yet fully checked (``checked``) gets its full check before an upgrade writes."""
    if not pg_roles.can_change_schema(db):
        return _schema_as_it_is(location)
    with db.atomic():
        if not db.table_exists("meta"):
            db.create_tables(ALL_MODELS)
            install_guards(db)
            install_account_guard(db)
            AuditChainHead.create(id=1, last_hash=audit_chain.GENESIS, last_at=None)
            Meta.insert_many([
                {"key": "application", "value": APP_ID},
                {"key": "schema_version", "value": str(migrations.CURRENT)},
                {"key": "created_at", "value": now().isoformat()},
            ]).execute()
            ensure_search_schema(db)
            return migrations.CURRENT
    version = schema_version()
    if version <= migrations.CURRENT:
        with db.atomic():
            install_guards(db)
            install_account_guard(db)
    if version > migrations.CURRENT:
        raise DatabaseProblem(location, f"this database was made by a newer AnimalOffice "
                              f"(schema {version}, this program knows {migrations.CURRENT}); "
                              "update the program", recoverable=False)
    if version < migrations.CURRENT:
        if path is not None and not checked:
            check_sqlite_file(path, thorough=True)
        with _upgrading(db, path):
            if path is not None:
                _copy_aside(db, path, version)
            with db.atomic():
                for step_version, step in migrations.STEPS:
                    if version < step_version <= migrations.CURRENT:
                        step(db)
                        Meta.update(value=str(step_version)).where(Meta.key == "schema_version").execute()
    ensure_search_schema(db)  # idempotent: indexes and the FTS table a look-up needs
    return migrations.CURRENT


def _schema_as_it_is(location: str) -> int:
    if not Meta.table_exists():
        raise DatabaseProblem(location, "the database has no office in it yet; its owner sets it up: "
                              "animaloffice --db <the owner's address> init", recoverable=False)
    version = schema_version()
    if version != migrations.CURRENT:
        newer = version > migrations.CURRENT
        raise DatabaseProblem(location, (
            f"this database was made by a newer AnimalOffice (schema {version}); update the program"
            if newer else f"the database is at schema {version} and this program needs {migrations.CURRENT}: "
            "its owner upgrades it with animaloffice --db <the owner's address> upgrade"), recoverable=False)
    return version


def _upgrading(db: pw.Database, path: Path | None):
    """An upgrade takes the office to itself: refused while another program has it open."""
    if path is not None:
        return presence.exclusive(path, "the upgrade of the office's records")
    return presence.pg_exclusive(db, "the upgrade of the office's records")


def schema_version() -> int:
    row = Meta.get_or_none(Meta.key == "schema_version")
    return int(row.value) if row else 0


def _copy_aside(db: pw.Database, path: Path, version: int) -> None:
    """A whole copy of the file before the upgrade changes it, or no upgrade (``upgrade_copy``)."""
    from .upgrade_copy import CopyNotWhole, make_copy

    try:
        make_copy(db.connection(), path, version)
    except CopyNotWhole as exc:
        raise DatabaseProblem(str(path), "the upgrade of the office's records did not start: the copy "
                              f"of the office made before it is not whole ({exc}). Nothing was changed; "
                              "make room on the disk (the copy is as large as the office) and open the "
                              "office again", recoverable=False) from None


def is_sqlite() -> bool:
    return isinstance(database.obj, pw.SqliteDatabase)


@contextmanager
def transaction():
    """One unit of work. On SQLite it takes the write lock at BEGIN (IMMEDIATE), so two
    workstations on one file queue up instead of failing half-way."""
    with database.atomic() as txn:
        yield txn


def is_damage(exc: BaseException) -> bool:
    """SQLite's words for a damaged file (not a busy one, not a refused constraint)."""
    if not isinstance(exc, (sqlite3.DatabaseError, pw.DatabaseError)):
        return False
    text = str(exc).lower()
    return any(w in text for w in ("malformed", "not a database", "corrupt", "disk i/o error"))


def integrity_check() -> list[str]:
    """Problems found by the database's own check (empty list when healthy)."""
    db = database.obj
    problems: list[str] = []
    if isinstance(db, pw.SqliteDatabase):
        rows = [r[0] for r in db.execute_sql("PRAGMA integrity_check").fetchall()]
        if rows != ["ok"]:
            problems.extend(rows)
        fk = db.execute_sql("PRAGMA foreign_key_check").fetchall()
        problems.extend(f"broken reference in {r[0]} row {r[1]} to {r[2]}" for r in fk)
    for model in ALL_MODELS:
        if not db.table_exists(model._meta.table_name):
            problems.append(f"missing table {model._meta.table_name}")
    return problems
