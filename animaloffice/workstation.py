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

from . import config
from .domain.errors import ValidationError


@dataclass(frozen=True)
class WorkstationSettings:
    backup_dir: str  # "" = the data folder's backups/
    database_url: str  # "" = the file in the data folder
    database_in_use: str  # what this session opened (describe())
    overridden_by_environment: bool  # ANIMALOFFICE_DB wins over the file


def current() -> WorkstationSettings:
    values = config.read_local_settings()
    return WorkstationSettings(values.get("backup_dir", ""), values.get("database_url", ""),
                               config.database_target().describe(), bool(os.environ.get("ANIMALOFFICE_DB")))


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
            parts.port
        except ValueError:
            raise ValidationError("database_url", "the port must be a number", value) from None
        if not parts.hostname or len(parts.path.strip("/")) == 0:
            raise ValidationError("database_url", "give the server and the database name: "
                                  "postgresql://user:password@server/animaloffice", value)
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


def save(*, backup_dir: str, database_kind: str, database_location: str) -> WorkstationSettings:
    """Check and store both values; returns the settings as they now are."""
    url = clean_database_url(database_kind, database_location)
    folder = clean_backup_dir(backup_dir)
    config.write_local_settings({"backup_dir": folder, "database_url": url})
    return current()
