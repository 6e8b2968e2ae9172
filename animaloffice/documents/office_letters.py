"""The office's own letter templates: which it has corrected, and a shipped one copied for editing.

An upgrade replaces ``resources/letters``; the office's folder (``config.letters_dir``, a shared
folder for the desks of one office) is kept and read first. A copy whose fields are not the
shipped English template's is listed as refused here, and refused when printed (``base.load_template``).
"""
from __future__ import annotations

import json
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

from .. import config
from ..domain.errors import ValidationError
from . import language
from .base import TemplateError, office_template_path, read_template, same_fields, shipped_template_path

LANGUAGE_FILE = "language.json"
_CODE = re.compile(r"[a-z][a-z0-9_-]{0,15}")
_NAME = re.compile(r"[a-z0-9_]{1,80}")
_NEEDED = {"name": str, "months": 12, "weekdays": 7, "date": str, "date_long": str}


@dataclass(frozen=True)
class OfficeTemplate:
    language: str
    name: str  # "permit_denial", or "language.json"
    path: Path
    state: str  # "corrected", "as shipped", "new" (nothing shipped in this language), "refused"
    problem: str = ""  # why it is refused

    def line(self) -> str:
        where = f"{self.language}/{self.name}{'' if self.name == LANGUAGE_FILE else '.txt'}"
        return f"{where}: {self.state}" + (f": {self.problem}" if self.problem else "")


def office_templates() -> list[OfficeTemplate]:
    """Every file in the office's letters folder, language by language, with what it is."""
    root, out = language.office_dir(), []
    if not root.is_dir():
        return out
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        if (folder / LANGUAGE_FILE).is_file():
            out.append(_language_file(folder.name, folder / LANGUAGE_FILE))
        out.extend(_template(folder.name, path) for path in sorted(folder.glob("*.txt")))
    return out


def _template(code: str, path: Path) -> OfficeTemplate:
    name = path.stem
    shipped, english = shipped_template_path(name, code), shipped_template_path(name)
    try:
        ours = read_template(name, path)
        if english.exists():
            same_fields(path, ours, read_template(name, english))
    except TemplateError as exc:
        return OfficeTemplate(code, name, path, "refused", exc.problem)
    if not english.exists():
        return OfficeTemplate(code, name, path, "refused", "no letter of the program has this name (not used)")
    if not shipped.exists():
        return OfficeTemplate(code, name, path, "new")
    same = path.read_bytes() == shipped.read_bytes()
    return OfficeTemplate(code, name, path, "as shipped" if same else "corrected")


def _language_file(code: str, path: Path) -> OfficeTemplate:
    shipped = language.letters_dir() / code / LANGUAGE_FILE
    try:
        values = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        return OfficeTemplate(code, LANGUAGE_FILE, path, "refused", f"not readable ({exc}); the shipped one is used")
    wrong = [key for key, kind in _NEEDED.items() if not isinstance(values, dict) or not (
        isinstance(values.get(key), str) if kind is str else
        isinstance(values.get(key), list) and len(values[key]) == kind)]
    if wrong:
        return OfficeTemplate(code, LANGUAGE_FILE, path, "refused",
                              f"needs {', '.join(wrong)} (months: 12 names, weekdays: 7, Monday first)")
    if not shipped.is_file():
        return OfficeTemplate(code, LANGUAGE_FILE, path, "new")
    return OfficeTemplate(code, LANGUAGE_FILE, path, "as shipped" if path.read_bytes() == shipped.read_bytes()
                          else "corrected")


def shipped_names() -> list[str]:
    """What may be copied for editing: each shipped letter's name, then ``language.json``."""
    return sorted(p.stem for p in (language.letters_dir() / language.ENGLISH).glob("*.txt")) + [LANGUAGE_FILE]


def shipped_languages() -> list[str]:
    """The languages shipped with the program (a new language's copy starts from one), English first."""
    found = sorted(p.parent.name for p in language.letters_dir().glob(f"*/{LANGUAGE_FILE}"))
    return sorted(found, key=lambda code: code != language.ENGLISH)


def copy_for_editing(name: str, code: str = language.ENGLISH, *, start_from: str | None = None) -> Path:
    """Copy a shipped template (``name``, or ``language.json``) into the office's folder for
    ``code`` and return where: from the language's own, else ``start_from``'s, else English's.
    An office copy already there is never overwritten (it holds the office's corrections)."""
    name = (name or "").strip().removesuffix(".txt")
    code = (code or "").strip()
    if not _CODE.fullmatch(code):
        raise ValidationError("language", "a language's code is a few small letters (es, so, hmn)", code)
    if name == LANGUAGE_FILE:
        target = language.office_dir() / code / LANGUAGE_FILE
        sources = [language.letters_dir() / c / LANGUAGE_FILE for c in (code, start_from) if c]
    else:
        if not _NAME.fullmatch(name) or not shipped_template_path(name).exists():
            raise ValidationError("name", f"no shipped letter template is named {name!r}", name)
        target = office_template_path(name, code)
        sources = [shipped_template_path(name, c) for c in (code, start_from, language.ENGLISH) if c]
    source = next((s for s in sources if s.is_file()), None)
    if source is None:
        raise ValidationError("start_from", f"no shipped {name} to start {code} from: name a shipped "
                                            f"language (--from es)", start_from)
    if target.exists():
        raise ValidationError("name", f"the office already has its copy, {target}: edit that one", name)
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    language.forget()
    return target


def set_folder(value: str) -> Path:
    """This desk's ``letters_dir`` setting ("" for the data folder's ``letters``): a full path, which
    need not exist yet (a shared folder not mounted now)."""
    value = (value or "").strip()
    path = Path(value).expanduser()
    if value and not path.is_absolute():
        raise ValidationError("letters_dir", "give the full path of the office's letters folder", value)
    if value and path.exists() and not path.is_dir():
        raise ValidationError("letters_dir", "that is a file, not a folder", value)
    config.write_local_settings({"letters_dir": str(path) if value else ""})
    language.forget()
    return language.office_dir()


def report(copy: str | None = None, code: str = language.ENGLISH, start_from: str | None = None, *,
           folder: str | None = None) -> list[str]:
    """What ``animaloffice letters`` prints: the folder set or the copy made, the folder, each of its files."""
    lines = [f"this desk's office letters folder is now {set_folder(folder)}"] if folder is not None else []
    if copy:
        lines.append(f"copied to {copy_for_editing(copy, code, start_from=start_from)}")
    lines.append(f"The office's letters folder: {language.office_dir()}")
    found = office_templates()
    lines += [f"  {t.line()}" for t in found] or ["  (no corrected templates: every letter prints as shipped)"]
    return lines
