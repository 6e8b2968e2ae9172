"""This workstation's own settings: where the database is and where backups go.

They live in the data folder's ``workstation.json`` (see ``config``), not in the
office database: the database location cannot be stored inside the database,
and each PC may keep its backups elsewhere. A change of database takes effect
the next time AnimalOffice starts.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from . import config, office_database
from .domain.errors import ValidationError


@dataclass(frozen=True)
class WorkstationSettings:
    backup_dir: str  # "" = the data folder's backups/
    database_url: str  # "" = the file in the data folder; a server's address never has its password
    database_in_use: str  # what this session opened (describe())
    overridden_by_environment: bool  # ANIMALOFFICE_DB wins over the file
    password_kept: str = ""  # where the server's password is kept, in words ("" = none is)


def current() -> WorkstationSettings:
    in_use = office_database.database_target().describe()  # (moves a password left in the file out of it)
    values = config.read_local_settings()
    url = values.get("database_url", "")
    kept = ""
    if url.startswith(("postgresql://", "postgres://")):
        from .credentials import split_password, stored_where

        url = split_password(url)[0]
        kept = stored_where(url)
    return WorkstationSettings(values.get("backup_dir", ""), url, in_use,
                               bool(os.environ.get("ANIMALOFFICE_DB")), kept)


def clean_database_url(kind: str, value: str) -> str:
    """'sqlite' with a file path, or 'postgresql' with a URL; '' for the default file."""
    value = (value or "").strip()
    if kind == "sqlite":
        if not value:
            return ""
        path = Path(value[len("sqlite:///"):] if value.startswith("sqlite:///") else value).expanduser()
        if not path.is_absolute():
            raise ValidationError("database_path", "give the full path of the database file", value)
        if path.is_dir():
            raise ValidationError("database_path", "that is a folder; name a file in it", value)
        if not path.parent.is_dir():
            raise ValidationError("database_path", f"the folder {path.parent} does not exist", value)
        return f"sqlite:///{path}"
    if kind == "postgresql":
        if not value.startswith(("postgresql://", "postgres://")):
            raise ValidationError("database_url", "a PostgreSQL address starts with postgresql://", value)
        parts = urlsplit(value)
        try:
            parts.port  # noqa: B018 (reading it raises ValueError for a port that is not a number)
        except ValueError:
            raise ValidationError("database_url", "the port must be a number", value) from None
        if not parts.hostname or len(parts.path.strip("/")) == 0:
            raise ValidationError("database_url", "give the server and the database name: "
                                  "postgresql://user@server/animaloffice", value)
        return value
    raise ValidationError("database_kind", "choose a file or a PostgreSQL server", kind)


def clean_backup_dir(value: str) -> str:
    value = (value or "").strip()
    if not value:
        return ""
    path = Path(value).expanduser()
    if not path.is_absolute():
        raise ValidationError("backup_dir", "give the full path of the backup folder", value)
    if path.exists() and not path.is_dir():
        raise ValidationError("backup_dir", "that is a file, not a folder", value)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ValidationError("backup_dir", f"the folder cannot be created: {exc.strerror}", value) from None
    if not os.access(path, os.W_OK):
        raise ValidationError("backup_dir", "this user cannot write to that folder", value)
    return str(path)


def save(*, backup_dir: str, database_kind: str, database_location: str,
         database_password: str = "") -> WorkstationSettings:
    """Check and store the values; returns the settings as they now are. A server's password
    (typed in its own field, or in the address) goes to the secret store, never to the file."""
    url = clean_database_url(database_kind, database_location)
    folder = clean_backup_dir(backup_dir)
    if database_kind == "postgresql":
        from .credentials import split_password, store_password

        url, in_url = split_password(url)
        password = database_password or in_url
        if password:
            store_password(url, password)
    config.write_local_settings({"backup_dir": folder, "database_url": url})
    return current()


def try_database(kind: str, location: str, *, timeout_s: int = 5, password: str = "") -> str:
    """Open the database a setting names, without using it, and say what is there.

    Raises ValidationError naming the field when it cannot be opened or is not an office's
    database; the office's own database stays open and untouched."""
    url = clean_database_url(kind, location)
    if kind == "sqlite":
        path = Path(url[len("sqlite:///"):]) if url else config.default_sqlite_path()
        if not path.exists():
            return f"{path} does not exist yet: AnimalOffice creates a new, empty office database there."
        from .persistence.file_check import DatabaseProblem, check_sqlite_file

        try:
            check_sqlite_file(path, thorough=False)
        except DatabaseProblem as exc:
            raise ValidationError("database_path", exc.problem, str(path)) from None
        return f"{path} is an AnimalOffice database."
    return _try_postgres(url, timeout_s, password)


def _try_postgres(url: str, timeout_s: int, password: str = "") -> str:
    from playhouse.db_url import connect

    from .credentials import connect_params, split_password
    from .persistence.drivers import load_postgres_driver
    from .persistence.file_check import APP_ID

    load_postgres_driver()
    where = url.split("@")[-1]
    url, in_url = split_password(url)
    password = password or in_url or ""
    params = {"password": password} if password else connect_params(url)
    try:
        db = connect(url, connect_timeout=timeout_s, **params)
        db.connect()
    except Exception as exc:  # server down, wrong password, no such database, no driver
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        if password:
            first = first.replace(password, "***")
        raise ValidationError("database_url", f"cannot connect to {where}: {first}") from None
    try:
        server = db.execute_sql("SHOW server_version").fetchone()[0]
        tables = set(db.get_tables())
        if not tables:
            return (f"Connected to PostgreSQL {server} at {where}. The database is empty: AnimalOffice "
                    "creates the office's tables the next time it starts.")
        app = version = None
        if "meta" in tables:
            rows = dict(db.execute_sql("SELECT key, value FROM meta WHERE key IN ('application', "
                                       "'schema_version')").fetchall())
            app, version = rows.get("application"), rows.get("schema_version")
        if app != APP_ID:
            raise ValidationError("database_url", f"{where} holds tables of another program, not an "
                                  "AnimalOffice database; name an empty database or the office's own")
        return f"Connected to PostgreSQL {server} at {where}: an AnimalOffice office database (schema {version})."
    finally:
        db.close()
