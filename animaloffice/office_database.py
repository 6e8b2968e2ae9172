"""Which office database this workstation opens: the one ANIMALOFFICE_DB names, the one its settings file names, or the embedded file in the data folder. A settings file from an earlier release that still holds the password has it moved to the secret store."""
from __future__ import annotations

import os

from .config import DatabaseTarget, default_sqlite_path, parse_database_url, read_local_settings, write_local_settings


def _configured() -> tuple[str, bool]:
    """The database address given (ANIMALOFFICE_DB, else the settings file's; "" for none), and
    whether it came from the settings file."""
    url = os.environ.get("ANIMALOFFICE_DB")
    return (url, False) if url else (read_local_settings().get("database_url") or "", True)


def database_target() -> DatabaseTarget:
    url, from_settings = _configured()
    if from_settings and url.startswith(("postgresql://", "postgres://")):
        url = _password_moved_out(url)
    if url:
        return parse_database_url(url)
    return DatabaseTarget("sqlite", path=default_sqlite_path())


def target_ahead() -> DatabaseTarget | None:
    """The database this workstation is about to open, for the work done ahead of the open (the
    file's check, finding the secret store); nothing is moved or written (a PostgreSQL address
    from an earlier release keeps its password until the open), None for an address the open
    will refuse with its reason."""
    url, _ = _configured()
    if not url:
        return DatabaseTarget("sqlite", path=default_sqlite_path())
    try:
        return parse_database_url(url)
    except ValueError:
        return None


def _password_moved_out(url: str) -> str:
    """A settings file from an earlier release may hold the password in the URL: it goes to the
    secret store (or the password file) and the file keeps the URL without it."""
    from .credentials import split_password, store_password

    clean, password = split_password(url)
    if password is not None:
        store_password(clean, password)
        write_local_settings({"database_url": clean})
    return clean
