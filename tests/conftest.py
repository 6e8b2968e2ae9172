"""Shared fixtures. No Qt here: GUI fixtures live in tests/gui/conftest.py.

``office`` gives a test its own office database with Tracy and Worthington
served and three users (admin, clerk, officer). On SQLite it is a copy of a
template file built once per session. When ANIMALOFFICE_TEST_PG_URL names a
PostgreSQL database (CI starts one), tests outside tests/gui run once more
against it, the tables emptied and re-seeded before each test.
"""
from __future__ import annotations

import os
import shutil
import sqlite3
import sys
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import pytest

from animaloffice.config import DatabaseTarget, parse_database_url
from animaloffice.domain.passwords import derive
from animaloffice.domain.roles import Actor
from animaloffice.persistence import profiles

PG_URL = os.environ.get("ANIMALOFFICE_TEST_PG_URL", "")
PASSWORD = "correct-horse"


@dataclass
class Office:
    backend: str
    target: DatabaseTarget
    home: Path
    tracy: int
    worthington: int
    admin: Actor
    clerk: Actor
    officer: Actor

    def jurisdiction(self, code: str) -> int:
        return {"tracy": self.tracy, "worthington": self.worthington}[code]

    def pay_application(self, application_id: int) -> None:
        """Take what an application still owes, in cash (W-90.10D: a permit is issued upon payment)."""
        from animaloffice.queries.charges import unpaid_charges
        from animaloffice.services.payments import PaymentInput, pay_charges

        owing = unpaid_charges(subject_table="permit_application", subject_id=application_id)
        if owing:
            pay_charges(self.clerk, [c.id for c in owing], PaymentInput("cash", sum(c.amount_cents for c in owing)))


def pytest_configure(config):
    """One date for the whole run (tests/clock/one_day_clock.py), started before any test module
    is collected and reads its TODAY."""
    sys.path.insert(0, str(Path(__file__).with_name("clock")))
    import one_day_clock

    one_day_clock.start()


def pytest_sessionstart(session):
    """scripts/test.sh asks for the PostgreSQL half: a server that does not answer stops the run
    here, saying why, instead of the PostgreSQL tests going missing from a green run."""
    if os.environ.get("ANIMALOFFICE_TEST_PG_REQUIRED") != "1":
        return
    if not PG_URL:
        raise pytest.UsageError("ANIMALOFFICE_TEST_PG_REQUIRED=1 but ANIMALOFFICE_TEST_PG_URL is not set")
    from playhouse.db_url import connect

    try:
        raw = connect(PG_URL)
        raw.connect()
        raw.close()
    except Exception as exc:  # the driver's own error says what is wrong (refused, no database, ...)
        raise pytest.UsageError(f"the PostgreSQL test server at {PG_URL} does not answer: {exc}") from exc


def pytest_generate_tests(metafunc):
    if "office" in metafunc.fixturenames:
        in_gui = "/gui/" in str(metafunc.definition.path).replace(os.sep, "/")
        backends = ["sqlite"] + (["postgres"] if PG_URL and not in_gui else [])
        metafunc.parametrize("office", backends, indirect=True)


_DATABASE_FIXTURES = {"office", "sqlite_template", "pg_ready"}


def pytest_addoption(parser):
    parser.addoption("--without-database", action="store_true",
                     help="only the tests that open no office database (the mutation run, docs/testing.md)")


def pytest_collection_modifyitems(config, items):
    """--without-database keeps the tests that open no office database: the ordinance rules on
    their own, fast enough to run once per mutant (scripts/mutation.sh)."""
    if not config.getoption("--without-database"):
        return
    kept, dropped = [], []
    for item in items:
        (dropped if set(getattr(item, "fixturenames", ())) & _DATABASE_FIXTURES else kept).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


def _seed(password_hash: str) -> dict:
    from animaloffice.persistence.models.office import User
    from animaloffice.services.opening import ensure_jurisdictions

    tracy, worthington = ensure_jurisdictions(["tracy", "worthington"])
    users = {}
    for name, role in (("admin", "administrator"), ("clerk", "clerk"), ("officer", "officer")):
        row = User.create(username=name, role=role, full_name=name.title(), password_hash=password_hash,
                          authority=_DERIVED[password_hash].authority)
        users[name] = Actor(name, role, row.id)
    return {"tracy": tracy, "worthington": worthington, **users}


@pytest.fixture(autouse=True)
def _work_in_a_scratch_folder(tmp_path_factory, monkeypatch):
    """Every test runs in a folder of its own, so a path typed into a service (a fuzzed export
    name, a relative file) can never land in the project's working tree; and prints the shipped
    letters, never the corrections kept in this computer's own office letters folder."""
    scratch = tmp_path_factory.mktemp("cwd")
    monkeypatch.chdir(scratch)
    monkeypatch.setenv("ANIMALOFFICE_LETTERS", str(scratch / "office-letters"))


_DERIVED: dict = {}  # the stored hash -> what PASSWORD gave (with the account's authority)


@pytest.fixture(scope="session")
def password_hash() -> str:
    derived = derive(PASSWORD)
    _DERIVED[derived.stored] = derived
    return derived.stored


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory, password_hash):
    from animaloffice.persistence.db import close_database, open_database

    path = tmp_path_factory.mktemp("template") / "office.sqlite3"
    open_database(DatabaseTarget("sqlite", path=path))
    seeded = _seed(password_hash)
    close_database()
    return path, seeded


@pytest.fixture(scope="session")
def pg_ready(password_hash):
    """Create the schema once on the test server."""
    from playhouse.db_url import connect

    from animaloffice.persistence.db import close_database, open_database

    raw = connect(PG_URL)
    raw.execute_sql("DROP SCHEMA public CASCADE; CREATE SCHEMA public;")
    raw.close()
    open_database(parse_database_url(PG_URL))
    close_database()
    return True


def _reset_pg(password_hash) -> dict:
    from animaloffice.persistence.models import ALL_MODELS
    from animaloffice.persistence.models.base import database
    from animaloffice.persistence.models.office import Meta

    tables = ", ".join(f'"{m._meta.table_name}"' for m in ALL_MODELS if m is not Meta)
    with database.atomic():  # the audit log refuses TRUNCATE: lift the guard for the reset only
        database.execute_sql('ALTER TABLE "audit_entry" DISABLE TRIGGER USER')
        database.execute_sql(f"TRUNCATE {tables} RESTART IDENTITY CASCADE")
        database.execute_sql('ALTER TABLE "audit_entry" ENABLE TRIGGER USER')

    profiles.forget()
    return _seed(password_hash)


DESK_ROLE = "animaloffice_desk_test"


def desk_url() -> str:
    """The test server's desk role (made once, owning nothing), with its rights on the tables as
    they are now (``persistence.pg_roles``), as a database URL."""
    from urllib.parse import urlsplit, urlunsplit

    from playhouse.db_url import connect

    from animaloffice.persistence.drivers import load_postgres_driver
    from animaloffice.persistence.pg_roles import grant_desk_rights

    load_postgres_driver()
    raw = connect(PG_URL)
    raw.execute_sql(f"DO $$ BEGIN CREATE ROLE {DESK_ROLE} LOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$")
    grant_desk_rights(raw, DESK_ROLE)
    raw.close()
    parts = urlsplit(PG_URL)
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit((parts.scheme, f"{DESK_ROLE}@{host}", parts.path, parts.query, parts.fragment))


@pytest.fixture
def as_the_program(office, monkeypatch):
    """The program's own entry points (the command line, the window) open the office as a desk:
    on PostgreSQL with the desk role, as an office's desks do (a login with more rights is refused)."""
    if office.backend == "postgres":
        monkeypatch.setenv("ANIMALOFFICE_DB", desk_url())
    return office


@pytest.fixture
def office(request, tmp_path, monkeypatch, password_hash) -> Office:
    from animaloffice.persistence.db import close_database, open_database

    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("ANIMALOFFICE_HOME", str(home))
    profiles.forget()
    if request.param == "postgres":
        request.getfixturevalue("pg_ready")
        target = parse_database_url(PG_URL)
        monkeypatch.setenv("ANIMALOFFICE_DB", PG_URL)
        open_database(target)
        seeded = _reset_pg(password_hash)
    else:
        template, seeded = request.getfixturevalue("sqlite_template")
        path = home / "office.sqlite3"
        shutil.copyfile(template, path)
        target = DatabaseTarget("sqlite", path=path)
        monkeypatch.setenv("ANIMALOFFICE_DB", f"sqlite:///{path}")
        open_database(target)
    yield Office(request.param, target, home, seeded["tracy"], seeded["worthington"],
                 seeded["admin"], seeded["clerk"], seeded["officer"])
    close_database()
    profiles.forget()


_DEMO_FILES: dict = {}  # (seed, today, plan) -> the SQLite office file that demo filled, kept


@pytest.fixture
def demo_of(office, tmp_path_factory):
    """``demo_of(seed=..., plan=...)`` fills the test's office with the demo of both cities
    (``animaloffice.demo.populate``) and returns the office. On SQLite the first test to ask for
    a demo builds it and keeps a copy of the file; a later test asking for the same demo gets
    that copy as its own office file, the way the office fixture copies its template."""

    def fill(*, seed: int, plan, today: date | None = None) -> Office:
        from animaloffice.demo import populate
        from animaloffice.persistence.db import close_database, open_database
        from animaloffice.persistence.models.base import database

        today = today or date.today()
        key = (seed, today, repr(plan))
        kept = _DEMO_FILES.get(key) if office.backend == "sqlite" else None
        if kept is None:
            populate(["tracy", "worthington"], [office.tracy, office.worthington], seed=seed, today=today, plan=plan)
            if office.backend == "sqlite":
                kept = tmp_path_factory.mktemp("demo") / "office.sqlite3"
                copy = sqlite3.connect(kept)
                database.connection().backup(copy)  # a whole copy, whatever the WAL still holds
                copy.close()
                _DEMO_FILES[key] = kept
            return office
        close_database()
        for extra in ("-wal", "-shm"):
            Path(f"{office.target.path}{extra}").unlink(missing_ok=True)
        shutil.copyfile(kept, office.target.path)
        profiles.forget()
        open_database(office.target)
        return office

    return fill
