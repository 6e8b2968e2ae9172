"""Cells a spreadsheet will not run: every CSV and workbook the program writes passes its text
cells through ``defuse``.

A cell that starts with = + - @ (or a tab or carriage return, which some spreadsheets skip
before reading the rest as a formula) is a formula to Excel and LibreOffice: an owner named
``=cmd|' /C calc'!A0`` would run a program on the computer that opens the export. Such a cell
gets a leading apostrophe, which spreadsheets show as text and people recognise. A plain
number (``-12.50``, ``+15075550100``) is left as it is: it is read as a number, not run.
The full-width forms (＝ ＋ － ＠) are included because some spreadsheets fold them.
"""
from __future__ import annotations

import re

FORMULA_START = ("=", "+", "-", "@", "\t", "\r", "\uff1d", "\uff0b", "\uff0d", "\uff20")
_PLAIN_NUMBER = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?")


def is_formula(text: str) -> bool:
    """True if a spreadsheet would read ``text`` as a formula (and it is not a plain number)."""
    return bool(text) and text.startswith(FORMULA_START) and not _PLAIN_NUMBER.fullmatch(text)


def defuse(text: str) -> str:
    """``text`` as a cell that reads as itself and never runs."""
    return "'" + text if is_formula(text) else text
