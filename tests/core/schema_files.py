"""Office files made to look as an earlier release left them, for the schema-upgrade tests."""
from __future__ import annotations

import sqlite3
from contextlib import contextmanager
from pathlib import Path

from animaloffice.config import DatabaseTarget
from animaloffice.persistence.db import close_database, open_database


def new_file(path: Path) -> None:
    """A new office file at the current schema, closed."""
    open_database(DatabaseTarget("sqlite", path=path))
    close_database()


def set_back(path: Path, version: int, *statements: str) -> None:
    """Undo later schema steps with `statements` and mark the file as of schema `version`."""
    with sqlite3.connect(path) as conn:
        for sql in statements:
            conn.execute(sql)
        conn.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(version),))
    conn.close()


def older_file(path: Path, version: int, *statements: str) -> None:
    new_file(path)
    set_back(path, version, *statements)


@contextmanager
def opened(path: Path):
    """The file opened as the office opens it (upgraded there), closed after."""
    open_database(DatabaseTarget("sqlite", path=path))
    try:
        yield
    finally:
        close_database()
