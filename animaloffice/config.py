"""Where things live: the data folder, backups, resources and the database URL.

Paths come from platformdirs, overridable by environment variables so tests,
benchmarks and a second office database never touch the user's real data:

- ``ANIMALOFFICE_HOME``: the data folder (database, backups, settings file).
- ``ANIMALOFFICE_DB``: a database URL, ``sqlite:////path/file.sqlite3`` or
  ``postgresql://user@host:port/name``. Overrides the settings file. (The settings file never
  holds a password: ``credentials`` keeps it in the secret store or a password file.)
- ``ANIMALOFFICE_RESOURCES``: the resources folder (profiles, letters, icons).
- ``ANIMALOFFICE_LETTERS``: the office's own letter templates (overrides ``letters_dir``).

Qt's QSettings holds only window state (see ``ui/settings.py``); office
settings live in the database so every workstation sees the same ones.
"""
from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files
from pathlib import Path

APP_NAME = "AnimalOffice"
DB_FILENAME = "animaloffice.sqlite3"
LOCAL_SETTINGS = "workstation.json"


def _data_path() -> Path:
    override = os.environ.get("ANIMALOFFICE_HOME")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """The user's data folder, created owner-only (records are private)."""
    path = _data_path()
    path.mkdir(parents=True, exist_ok=True)
    _owner_only(path, 0o700)
    return path


def log_dir() -> Path:
    """The log folder: the platform's user log folder, or ``logs`` in ANIMALOFFICE_HOME."""
    override = os.environ.get("ANIMALOFFICE_HOME")
    if override:
        path = Path(override) / "logs"
    else:
        import platformdirs

        path = Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    _owner_only(path, 0o700)
    return path


def backup_dir() -> Path:
    configured = read_local_settings().get("backup_dir")
    path = Path(configured) if configured else data_dir() / "backups"
    path.mkdir(parents=True, exist_ok=True)
    _owner_only(path, 0o700)
    return path


def resources_dir() -> Path:
    return _resources_dir(os.environ.get("ANIMALOFFICE_RESOURCES", ""))


@lru_cache(maxsize=4)
def _resources_dir(override: str) -> Path:
    """Worked out once (about 90 µs through importlib's package files, and every letter's template
    asks), again when the environment names another folder."""
    if override:
        return Path(override)
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    installed = files("animaloffice") / "resources"  # a wheel ships them inside the package
    if installed.is_dir():
        return Path(str(installed))
    return Path(__file__).resolve().parent.parent / "resources"  # the source checkout's folder


def letters_dir() -> Path:
    """The office's own letter templates (``<language>/<name>.txt``), read before the shipped
    ones in resources (which an upgrade replaces): the ``letters_dir`` setting (a shared folder
    serves every desk of an office), else ``letters`` in the data folder. Never created here: a
    missing folder is an office with no corrections."""
    return _letters_dir(os.environ.get("ANIMALOFFICE_LETTERS", ""), os.environ.get("ANIMALOFFICE_HOME", ""))


@lru_cache(maxsize=8)
def _letters_dir(override: str, _home: str) -> Path:
    """Worked out once per environment (every letter's every word asks), again after a settings change."""
    if override:
        return Path(override)
    try:
        configured = json.loads((_data_path() / LOCAL_SETTINGS).read_text(encoding="utf-8")).get("letters_dir")
    except (OSError, ValueError, AttributeError):
        configured = None
    return Path(configured).expanduser() if configured else _data_path() / "letters"


def default_sqlite_path() -> Path:
    return data_dir() / DB_FILENAME


def read_local_settings() -> dict:
    """This workstation's own settings (database location, backup folder)."""
    path = data_dir() / LOCAL_SETTINGS
    if not path.exists():
        return {}
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def write_local_settings(values: dict) -> None:
    path = data_dir() / LOCAL_SETTINGS
    merged = {**read_local_settings(), **values}
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(merged, indent=2, sort_keys=True), encoding="utf-8")
    _owner_only(tmp, 0o600)
    os.replace(tmp, path)
    _letters_dir.cache_clear()


@dataclass(frozen=True)
class DatabaseTarget:
    """A parsed database location."""

    kind: str  # "sqlite" or "postgresql"
    path: Path | None = None
    url: str | None = None

    def describe(self) -> str:
        if self.kind == "sqlite":
            return str(self.path)
        from urllib.parse import urlsplit

        parts = urlsplit(self.url or "")
        return f"PostgreSQL {parts.hostname}:{parts.port or 5432}{parts.path}"


def parse_database_url(url: str) -> DatabaseTarget:
    if url.startswith("sqlite:///"):
        return DatabaseTarget("sqlite", path=Path(url[len("sqlite:///"):]))
    if url.startswith(("postgresql://", "postgres://")):
        return DatabaseTarget("postgresql", url=url)
    if "://" not in url:
        return DatabaseTarget("sqlite", path=Path(url))
    raise ValueError(f"unsupported database URL: {url!r} (use sqlite:///path or postgresql://...)")


def _owner_only(path: Path, mode: int) -> None:
    if os.name == "posix":
        try:
            os.chmod(path, mode)
        except OSError:
            pass
