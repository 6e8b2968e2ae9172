"""Which column of an import file is which column of the layout: one mapping for CSV files and
Excel workbooks alike (docs/import-format.md).

- A native column written another way ("Owner Ref", "FIRST NAME", "birth-date") is read as
  its column without asking: only case, spaces and punctuation differ.
- A header that is no column but is close to one ("microchp", "licence_number") is not
  dropped: it is suggested ("did you mean 'microchip'?") and the import waits for the clerk
  to accept the suggestion or to leave the column out (``chosen``: header -> column, or ""
  to leave it out). Suggestions are made for the native layout only: an ASM3 export has
  dozens of columns the import does not read, and ASM3 spells its own.
- Any other header is named in the report as a column not read.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

from ..domain.errors import ValidationError
from .asm3_layouts import kind_of
from .csv_reading import CsvTable
from .import_formats import KNOWN_COLUMNS, NATIVE_COLUMNS

CLOSE = 0.8  # difflib's ratio over the names without case, spaces and punctuation


def _squeeze(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.lower())


_NATIVE_BY_SQUEEZED = {_squeeze(c): c for c in NATIVE_COLUMNS}


@dataclass
class Columns:
    ignored: list[str] = field(default_factory=list)  # headers of the file that are not read
    suggested: dict[str, str] = field(default_factory=dict)  # header -> the column it may mean


def detect_format(headers: list[str]) -> str:
    """ASM3 (any of its files, its SQL Interface tables too: asm3_layouts), else native."""
    upper = {h for h in headers if h.isupper()}
    if upper & {"ANIMALNAME", "PERSONLASTNAME", "PERSONNAME", "LICENSENUMBER", "ANIMALCODE", "PERSONCODE"}:
        return "asm3"
    if kind_of([h for h in headers if h.isupper()] or [""]) in ("sql_licence", "sql_other"):
        return "asm3"
    return "native"


def suggestion(header: str, fmt: str, taken: set[str]) -> str:
    """The layout's column closest to a header that is none of them ('' when none is close);
    a column the file already has is not suggested."""
    if fmt != "native":
        return ""
    free = {_squeeze(c): c for c in NATIVE_COLUMNS if c not in taken}
    close = difflib.get_close_matches(_squeeze(header), list(free), n=1, cutoff=CLOSE)
    return free[close[0]] if close else ""


def _checked_choices(chosen, headers: list[str], fmt: str) -> dict[str, str]:
    if chosen is None:
        return {}
    if not isinstance(chosen, dict) or not all(isinstance(k, str) and isinstance(v, str)
                                               for k, v in chosen.items()):
        raise ValidationError("columns", "must map the file's headers to columns of the layout", chosen)
    known = KNOWN_COLUMNS[fmt]
    for header, column in chosen.items():
        if header not in headers:
            raise ValidationError("columns", f"names {header!r}, which is not a column of the file", header)
        if column and column not in known:
            raise ValidationError("columns", f"would read {header!r} as {column!r}, which is not a column "
                                  "of the layout", column)
        if column and (column in headers or list(chosen.values()).count(column) > 1):
            raise ValidationError("columns", f"would read {header!r} as {column!r}, which the file already has",
                                  column)
    return dict(chosen)


def map_columns(table: CsvTable, fmt: str, chosen: dict[str, str] | None = None) -> Columns:
    """Rename the file's columns to the layout's (the clerk's choices, then the native columns
    written another way); returns the columns not read and the suggestions still to decide.

    Raises when no column of the layout is in the header (the wrong file, or a wrong separator)."""
    known = KNOWN_COLUMNS[fmt]
    choices = _checked_choices(chosen, table.headers, fmt)
    renames = {h: c for h, c in choices.items() if c}
    if fmt == "native":
        for h in table.headers:
            proper = _NATIVE_BY_SQUEEZED.get(_squeeze(h))
            if (h not in known and h not in choices and proper and proper not in table.headers
                    and proper not in renames.values()):
                renames[h] = proper
    if renames:
        table.headers = [renames.get(h, h) for h in table.headers]
        table.rows = [(n, {renames.get(k, k): v for k, v in row.items()}) for n, row in table.rows]
    if table.headers and not known & set(table.headers):
        shown = ", ".join(repr(h) for h in table.headers[:6]) + (", ..." if len(table.headers) > 6 else "")
        layout = "AnimalOffice (native)" if fmt == "native" else "ASM3"
        raise ValidationError("file", f"has none of the columns of the {layout} layout in its header "
                              f"({shown}); the columns are listed in docs/import-format.md")
    result = Columns(ignored=[h for h in table.headers if h and h not in known])
    taken = set(table.headers)
    for header in result.ignored:
        if header not in choices:
            close = suggestion(header, fmt, taken | set(result.suggested.values()))
            if close:
                result.suggested[header] = close
    return result
