"""Many rows into a PostgreSQL table through ``COPY ... FROM STDIN`` (text format).

The server reads COPY's rows as data: no statement of thousands of literals to parse and plan,
which is most of the cost of a multi-row INSERT of the same rows (a bulk load, the audit
entries of a load). The values are written as PostgreSQL's text format reads them: ``\\N`` for
NULL (an empty string stays empty), backslash, tab, newline and carriage return escaped,
booleans ``t``/``f``, dates and times as ISO text (as the driver sends them to an INSERT).
"""
from __future__ import annotations

import io
from collections.abc import Iterable
from datetime import date, datetime

NULL = "\\N"


def _escaped(text: str) -> str:
    if "\\" in text or "\t" in text or "\n" in text or "\r" in text:
        return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")
    return text


def copy_text(value) -> str:
    """One value as COPY's text format reads it."""
    if value is None:
        return NULL
    kind = type(value)
    if kind is str:
        return _escaped(value)
    if kind is int:
        return str(value)
    if kind is bool:
        return "t" if value else "f"
    if kind is datetime:
        return value.isoformat(sep=" ")
    if kind is date:
        return value.isoformat()
    if kind is float:
        return repr(value)
    if isinstance(value, bool):
        return "t" if value else "f"
    if isinstance(value, int):
        return int.__repr__(value)
    if isinstance(value, str):
        return _escaped(str.__str__(value))
    if isinstance(value, (bytes, bytearray, memoryview)):
        return "\\\\x" + bytes(value).hex()
    return _escaped(str(value))


def copy_lines(rows: Iterable[tuple], suffix: str = "") -> str:
    """The rows as COPY text, each line ending in `suffix` (more columns, already as COPY text,
    each after a tab)."""
    text = copy_text
    return "".join(["\t".join(map(text, row)) + suffix + "\n" for row in rows])


def copy_in(db, table: str, columns: str, text: str) -> None:
    """``text`` (lines from ``copy_lines``) into `table` (quoted as needed) for the columns
    named (a list as in an INSERT). A write: on the office's connection it takes the audit
    chain's lock as an INSERT does (``connections.OfficePostgres.copy_in``)."""
    if not text:
        return
    sql = f"COPY {table} ({columns}) FROM STDIN"
    own = getattr(db, "copy_in", None)
    if own is not None:
        own(sql, io.StringIO(text))
    else:
        with db.cursor() as cur:
            cur.copy_expert(sql, io.StringIO(text), size=1 << 16)
