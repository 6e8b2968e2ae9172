"""The window's language: Qt's own words (its buttons, file and print dialogs) and ours.

Our words are marked in the code with Qt's ``self.tr("...")`` (or
``QCoreApplication.translate("Context", "...")`` outside a widget), gathered by
``pyside6-lupdate`` into ``resources/i18n/animaloffice_<code>.ts``, translated there in Qt
Linguist (``pyside6-linguist``, no programmer needed) and compiled to the ``.qm`` the window
reads (``scripts/translations.sh``). Qt's own translations come with PySide6, so a dialog's
"Cancel" and a file dialog's labels follow without our help: the reason for Qt's tr() over
gettext, which would leave them English.

A language is a ``.qm`` file, not code. The window's language is this workstation's choice
(Settings, This workstation), read at start; an owner's letters are in the owner's language
whatever the window's (``animaloffice.documents.language``).
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from animaloffice import config

from . import settings

ENGLISH = "en"
KEY = "window/language"
NAMES = {"en": "English", "es": "Español"}  # a language's name in itself, for the chooser


def i18n_dir() -> Path:
    return config.resources_dir() / "i18n"


def window_languages() -> dict[str, str]:
    """The languages the window can be shown in: English, and each with a compiled translation."""
    codes = sorted(p.stem.split("_", 1)[1] for p in i18n_dir().glob("animaloffice_*.qm"))
    return {ENGLISH: NAMES[ENGLISH], **{c: NAMES.get(c, c) for c in codes if c != ENGLISH}}


def chosen() -> str:
    code = str(settings.load(KEY, ENGLISH) or ENGLISH)
    return code if code in window_languages() else ENGLISH


def choose(code: str) -> None:
    if code not in window_languages():
        raise ValueError(f"no window translation for {code!r}")
    settings.save(KEY, code)


_installed: list[QTranslator] = []


def install(app: QCoreApplication, code: str | None = None) -> str:
    """Show the window in `code` (by default this workstation's choice) from now on: the widgets
    made after this read their words in it. Returns the language installed."""
    code = chosen() if code is None else code
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    if code == ENGLISH or code not in window_languages():
        return ENGLISH
    qt = QTranslator(app)
    if qt.load(QLocale(code), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    ours = QTranslator(app)
    if ours.load(str(i18n_dir() / f"animaloffice_{code}.qm")):
        app.installTranslator(ours)
        _installed.append(ours)
    return code  # the words only: dates and amounts keep the forms the office types (QLocale untouched)
