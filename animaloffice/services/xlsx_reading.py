"""Reading an Excel workbook (.xlsx) directly, cells as their real types, into the same table a
CSV file gives (``csv_reading.CsvTable``), so the column mapping and every check are shared.

Why not the CSV Excel saves: its export writes a 15-digit microchip kept as a number as
``9.85112E+14``, the digits lost. Read from the workbook, a number is the number Excel holds:
a whole number is its exact digits (no ``.0``, no exponent), a date cell is the date
(written 2024-03-15 for the shared readers), a yes/no cell is yes or no.

- The first sheet is read unless one is named (``sheet_names`` lists them for the window).
- The header is the sheet's first row with anything in it; rows keep the numbers the sheet
  shows, blank rows counted, hidden rows too.
- A formula cell is read as the value Excel last calculated (a workbook written by a program
  that calculates nothing holds none: such a cell reads as empty).
- An Excel error value (#N/A, #VALUE!...) refuses its row, naming the column.
"""
from __future__ import annotations

import io
import zipfile
from datetime import date, datetime, time

from ..domain.errors import ValidationError
from .csv_reading import CsvTable, Refused, check_headers, read_csv

ERRORS = ("#NULL!", "#DIV/0!", "#VALUE!", "#REF!", "#NAME?", "#NUM!", "#N/A", "#GETTING_DATA")


def is_workbook(data) -> bool:
    return isinstance(data, bytes) and data.startswith(b"PK\x03\x04")


def _open(data: bytes):
    from openpyxl import load_workbook

    try:
        return load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except (zipfile.BadZipFile, KeyError, OSError, ValueError) as exc:
        raise ValidationError("file", "is a zip file but not an Excel workbook (.xlsx) that can be read "
                              f"({exc.__class__.__name__}); open it in Excel and save it as an Excel "
                              "Workbook (.xlsx) or as \"CSV UTF-8\"") from None


def sheet_names(data: bytes) -> list[str]:
    """The workbook's sheets, in their order in the workbook."""
    book = _open(data)
    try:
        return list(book.sheetnames)
    finally:
        book.close()


def cell_text(value) -> str:
    """A cell as the text the import's readers take: exact digits, ISO dates, yes/no."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if value.is_integer() and abs(value) < 2 ** 53:  # a whole number Excel holds exactly
            return str(int(value))
        return repr(value)
    if isinstance(value, datetime):
        return value.date().isoformat() if value.time() == time(0) else value.isoformat(sep=" ")
    if isinstance(value, (date, time)):
        return value.isoformat()
    return str(value).strip()


def read_xlsx(data: bytes, sheet: str | None = None, repeated: bool = False) -> CsvTable:
    """The header and rows of one sheet (the first unless ``sheet`` names another)."""
    book = _open(data)
    try:
        if sheet:
            if sheet not in book.sheetnames:
                raise ValidationError("sheet", f"is not a sheet of the workbook (it has "
                                      f"{', '.join(repr(s) for s in book.sheetnames)})", sheet)
            ws = book[sheet]
        else:
            ws = book.worksheets[0]
        table = _read_sheet(ws, repeated)
        if len(book.sheetnames) > 1:
            table.notes.append(f"Read the sheet {ws.title!r} of {len(book.sheetnames)} "
                               f"({', '.join(repr(s) for s in book.sheetnames)}).")
        return table
    finally:
        book.close()


def _read_sheet(ws, repeated: bool = False) -> CsvTable:
    if hasattr(ws, "reset_dimensions"):  # read-only: some programs write a wrong sheet size
        ws.reset_dimensions()
    headers: list[str] | None = None
    table = CsvTable([])
    for number, cells in enumerate(ws.iter_rows(values_only=True), start=1):
        values = [cell_text(v) for v in cells]
        if headers is None:
            if any(values):
                headers = [v.strip() for v in values]
                while headers and not headers[-1]:
                    headers.pop()
                headers = check_headers(headers, repeated)
                table.headers = headers
                if number > 1:
                    table.notes.append(f"The header is row {number} of the sheet; the rows above it are empty.")
            continue
        if not any(values):
            continue
        extra = [v for v in values[len(headers):] if v]
        if extra:
            table.problems.append(Refused(number, "", f"has a value beyond the last named column "
                                          f"({len(headers)} columns have a header)", extra[0]))
            continue
        row = {h: v for h, v in zip(headers, values) if h}
        bad = next((h for h, v in row.items() if v in ERRORS), None)
        if bad is not None:
            table.problems.append(Refused(number, bad, "holds an Excel error instead of a value", row[bad]))
            continue
        table.rows.append((number, row))
    return table


def read_table(data: bytes | str, sheet: str | None = None, repeated: bool = False) -> CsvTable:
    """An import file's table: an Excel workbook (.xlsx) read from its cells, else CSV."""
    if is_workbook(data):
        return read_xlsx(data, sheet, repeated)
    if sheet:
        raise ValidationError("sheet", "is only for an Excel workbook; this file is CSV", sheet)
    return read_csv(data, repeated)
