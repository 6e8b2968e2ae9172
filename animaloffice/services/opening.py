"""Opening the office: check the shipped profiles, open the database, seed jurisdictions.

Used by the window, the command line and the tests alike, so every entry
point checks the same things in the same order.
"""
from __future__ import annotations

from .. import config, office_database
from ..config import DatabaseTarget
from ..domain.profile_reader import shipped_profiles
from ..domain.roles import SYSTEM, Actor
from ..persistence.db import open_database
from ..persistence.models.office import Jurisdiction


def check_profiles() -> list[str]:
    """Load every shipped profile; a malformed one raises ProfileError naming file and key."""
    return sorted(shipped_profiles(config.resources_dir()))


def open_office(target: DatabaseTarget | None = None, *, create: bool = True, window: bool = False,
                desk: bool = True):
    """Open (creating if needed) the office database and return the peewee database. The
    ``window`` is one per office file on a computer (``persistence.presence``). On PostgreSQL a
    ``desk`` (the window, the office's jobs) works only with a login whose rights are as designed
    (``persistence.pg_roles``); the owner's commands (init, upgrade, demo) pass ``desk=False``. Each city's stored profile is
    brought up to the one this release ships (audited)."""
    from ..persistence import pg_roles
    from ..persistence.db import close_database
    from ..persistence.file_check import DatabaseProblem

    check_profiles()
    target = target or office_database.database_target()
    try:
        db = open_database(target, create=create, window=window)
    except DatabaseProblem as exc:
        if exc.recoverable and target.kind == "sqlite":
            raise with_restore_way(exc) from None
        raise
    problems = pg_roles.desk_problems(db) if desk else []
    if problems:
        close_database()
        raise DatabaseProblem(target.describe(), "this workstation's database login has rights a desk must "
                              "not have, so nothing is written: " + "; ".join(problems) + ". Connect the "
                              "desks with the desk role (docs/postgresql.md).", recoverable=False)
    from ..persistence.audit_chain import check_at_open
    from .jurisdictions import refresh_shipped_profiles

    check_at_open()  # before anything is written here: the log's last entries as they were left
    refresh_shipped_profiles()
    return db


def with_restore_way(problem):
    """The refusal, with how to restore the latest good backup (named when there is one)."""
    from ..persistence.file_check import DatabaseProblem
    from .backups import restore_way

    try:
        way = restore_way()
    except Exception as exc:  # the backup folder unreadable: the refusal still stands, plainly
        way = f"The file was left as it is. The backups could not be looked at ({exc})"
    fuller = DatabaseProblem(problem.location, problem.problem, recoverable=problem.recoverable)
    fuller.restore_way = way
    fuller.args = (f"{problem.location}: {problem.problem}. {way}",)
    return fuller


def ensure_jurisdictions(codes: list[str], actor: Actor = SYSTEM) -> list[int]:
    """Make sure each jurisdiction is served (stored with its profile); returns their ids."""
    from .jurisdictions import add_jurisdiction

    actor.require("office_settings")
    return [add_jurisdiction(actor, code).id for code in codes]


def is_new_office() -> bool:
    """True until the first-run set-up has added a jurisdiction."""
    return not Jurisdiction.select().exists()


def set_up_office(codes: list[str], username: str, password: str, *, full_name: str = "",
                  office_name: str = ""):
    """The first run, all or nothing: the cities served, the first administrator, the office's
    name. A refusal (a weak password, a bad user name) leaves the office new, so the set-up is
    offered again instead of an office nobody can sign in to."""
    from ..persistence.db import transaction
    from .jurisdictions import set_office_settings
    from .users import create_first_admin

    with transaction():
        ensure_jurisdictions(codes)
        admin = create_first_admin(username, password, full_name)
        if office_name.strip():
            set_office_settings(admin.actor(), {"office_name": office_name})
    return admin
