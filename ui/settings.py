"""Window state only (geometry, splitters, column widths, last choices), in QSettings.

Office settings live in the database (animaloffice.services.jurisdictions);
paths in animaloffice.config. This is the one module that touches QSettings.
"""
from __future__ import annotations

import os

from PySide6.QtCore import QSettings


def _settings() -> QSettings:
    home = os.environ.get("ANIMALOFFICE_HOME")
    if home:  # tests and second offices keep their window state beside their data
        return QSettings(os.path.join(home, "window.ini"), QSettings.Format.IniFormat)
    return QSettings("AnimalOffice", "AnimalOffice")


def save(key: str, value) -> None:
    s = _settings()
    s.setValue(key, value)
    s.sync()


def load(key: str, default=None):
    return _settings().value(key, default)
