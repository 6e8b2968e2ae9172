"""Opening the office: check the shipped profiles, open the database, seed jurisdictions.

Used by the window, the command line and the tests alike, so every entry
point checks the same things in the same order.
"""
from __future__ import annotations

from . import config
from .config import DatabaseTarget
from .domain.profiles import shipped_profiles
from .domain.roles import SYSTEM, Actor
from .persistence.db import open_database
from .persistence.models import Jurisdiction


def check_profiles() -> list[str]:
    """Load every shipped profile; a malformed one raises ProfileError naming file and key."""
    return sorted(shipped_profiles(config.resources_dir()))


def open_office(target: DatabaseTarget | None = None, *, create: bool = True):
    """Open (creating if needed) the office database and return the peewee database."""
    check_profiles()
    return open_database(target or config.database_target(), create=create)


def ensure_jurisdictions(codes: list[str], actor: Actor = SYSTEM) -> list[int]:
    """Make sure each jurisdiction is served (stored with its profile); returns their ids."""
    from .services.jurisdictions import add_jurisdiction

    return [add_jurisdiction(actor, code).id for code in codes]


def is_new_office() -> bool:
    """True until the first-run set-up has added a jurisdiction."""
    return not Jurisdiction.select().exists()
