"""Reading a CSV file as people save them: any of the usual encodings and separators, with
every row numbered as a spreadsheet numbers it and every unreadable row named.

- Encoding: UTF-8 (with or without a byte-order mark), UTF-16 (Excel's "Unicode Text"),
  else Windows-1252 (a Latin-1 file from an older program); the report says when the file
  was not UTF-8. A workbook is not CSV: an .xlsx is read by ``xlsx_reading`` (its ``read_table``
  chooses), an old .xls is refused with how to save it as .xlsx.
- Separator: comma, semicolon or tab, whichever the header row uses.
- Rows are numbered with the header as row 1, blank rows counted (a spreadsheet shows them).
- A row with more values than the header has columns (a comma in a value that is not in
  quotes) is refused, not cut short. A quotation mark that is never closed, or text after a
  closing one, stops the reading at that row and says so: what follows cannot be told apart.
- A column named twice is refused for the whole file: which of the two to read is not known.
  An import that can tell (``repeated=True``: ASM3's People export names two of its columns
  twice) reads the second as ``NAME#2`` and decides itself (``importer``).
"""
from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field

from ..domain.errors import ValidationError

SEPARATORS = (",", ";", "\t")
SEPARATOR_NAMES = {",": "commas", ";": "semicolons", "\t": "tabs"}
UNREADABLE = "\ufffd"


@dataclass(frozen=True)
class Refused:
    """A row the import refuses: its number as a spreadsheet shows it, the column, and why."""
    row: int
    column: str
    reason: str
    value: str = ""

    def text(self) -> str:
        where = f"row {self.row}" + (f", {self.column}" if self.column else "")
        return f"{where}: {self.reason}" + (f" ({self.value!r})" if self.value else "")


@dataclass
class CsvTable:
    """The header and rows of an import file, read from CSV or from a workbook's sheet."""
    headers: list[str]
    rows: list[tuple[int, dict[str, str]]] = field(default_factory=list)  # (row number, column -> value)
    problems: list[Refused] = field(default_factory=list)  # rows that cannot be read
    notes: list[str] = field(default_factory=list)  # how the file was read, when it matters


def decode(data: bytes | str) -> tuple[str, str]:
    """The text of the file and the encoding it was read in."""
    if isinstance(data, str):
        return data.lstrip("\ufeff"), "text"
    if not isinstance(data, bytes):
        raise ValidationError("file", "must be the contents of a CSV file", data)
    if data.startswith(b"\xd0\xcf\x11\xe0"):
        raise ValidationError("file", "is an Excel 97-2003 workbook (.xls), which cannot be read: open it "
                              "in Excel and save it with File > Save As > \"Excel Workbook (.xlsx)\"")
    if data.startswith(b"PK\x03\x04"):
        raise ValidationError("file", "is an Excel workbook, not a CSV file: import the workbook itself, or "
                              "open it in Excel and save it with File > Save As > \"CSV UTF-8 (Comma delimited)\"")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return _utf16(data, "utf-16"), "UTF-16"
    head = data[:400]
    if len(head) >= 4 and head.count(0) * 3 >= len(head):  # UTF-16 without its byte-order mark
        return _utf16(data, "utf-16-be" if head[0] == 0 else "utf-16-le"), "UTF-16"
    try:
        return data.decode("utf-8-sig"), "UTF-8"
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace"), "Windows-1252"


def _utf16(data: bytes, codec: str) -> str:
    try:
        return data.decode(codec).lstrip("\ufeff")
    except UnicodeDecodeError:
        raise ValidationError("file", "looks like UTF-16 text but cannot be read as it; save it again "
                              "as \"CSV UTF-8 (Comma delimited)\"") from None


def separator(text: str) -> str:
    """The separator the header row uses most (a comma when it uses none)."""
    first = text.split("\n", 1)[0]
    counts = {s: first.count(s) for s in SEPARATORS}
    best = max(SEPARATORS, key=lambda s: counts[s])
    return best if counts[best] else ","


def _stop_reason(exc: csv.Error) -> str:
    text = str(exc)
    if "unexpected end of data" in text or "EOF" in text:
        return ("a quotation mark (\") opened in this row is never closed, so the rest of the file "
                "cannot be read; close it, or write a quotation mark inside a value as two (\"\")")
    if "expected after" in text:
        return ("a value has text after its closing quotation mark; write a quotation mark inside a "
                "quoted value as two (\"\"). The rest of the file was not read")
    if "field larger than field limit" in text:
        return (f"a value is longer than {csv.field_size_limit():,} characters (is a quotation mark "
                "missing?). The rest of the file was not read")
    return f"cannot be read as CSV ({text}). The rest of the file was not read"


REPEAT = "#"  # the second column of a name read as NAME#2


def check_headers(headers: list[str], repeated: bool = False) -> list[str]:
    """A column named twice is refused for the whole file (CSV or workbook); with ``repeated``
    the headers are returned with each repeat renamed NAME#2, NAME#3..."""
    seen: dict[str, int] = {}
    out = []
    for i, name in enumerate(headers, start=1):
        if name and name in seen:
            if not repeated:
                raise ValidationError("file", f"has the column {name!r} twice (columns {seen[name]} and {i}); "
                                      "remove or rename one")
            n = 2
            while f"{name}{REPEAT}{n}" in seen:
                n += 1
            seen[f"{name}{REPEAT}{n}"] = i
            out.append(f"{name}{REPEAT}{n}")
            continue
        seen.setdefault(name, i)
        out.append(name)
    return out


def read_csv(data: bytes | str, repeated: bool = False) -> CsvTable:
    """The header and the rows of a CSV file, with every row that cannot be read named."""
    text, encoding = decode(data)
    sep = separator(text)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=sep, strict=True)
    try:
        header = next(reader, [])
    except csv.Error as exc:
        raise ValidationError("file", f"its header row {_stop_reason(exc)}") from None
    headers = check_headers([h.strip() for h in header], repeated)
    table = CsvTable(headers)
    if encoding == "Windows-1252":
        table.notes.append("The file is not UTF-8; it was read as Windows-1252 (Western European). "
                           "Check the accented letters in the names below.")
    elif encoding == "UTF-16":
        table.notes.append("The file is UTF-16 text (Excel's \"Unicode Text\"); it was read as such.")
    if sep != ",":
        table.notes.append(f"The values are separated by {SEPARATOR_NAMES[sep]}.")
    number = 1
    while True:
        try:
            values = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:
            table.problems.append(Refused(number + 1, "", _stop_reason(exc)))
            break
        number += 1
        if not any(v.strip() for v in values):  # a blank row: counted, as a spreadsheet shows it
            continue
        extra = [v for v in values[len(headers):] if v.strip()]
        if extra:
            table.problems.append(Refused(
                number, "", f"has {len(values)} values but the header has {len(headers)} columns (is a "
                "value with a comma in it missing its quotation marks?)", extra[0]))
            continue
        row = {h: v.strip() for h, v in zip(headers, values) if h}
        bad = next((h for h, v in row.items() if UNREADABLE in v), None)
        if bad is not None:
            table.problems.append(Refused(number, bad, "has a character that cannot be read (save the file "
                                          "as \"CSV UTF-8\")", row[bad]))
            continue
        table.rows.append((number, row))
    return table
