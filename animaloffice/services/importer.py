"""Importing owners, animals, rabies certificates and licenses from a CSV file or an Excel
workbook (.xlsx, read from its cells: ``xlsx_reading``), through one column mapping
(``import_columns``).

The file is read row by row through the same services the windows use
(``owners.create_owner``, ``animals.create_animal``, ``animals.record_vaccination``)
so every value is validated and audited the same way. Licenses carried over
from an old system were paid there: they are recorded with their own number,
tag, dates and fee, but no charge (``license.import`` in the audit log).

A dry run does everything inside one transaction and rolls it back, so the
report of what would be imported and of every refused row (row number, column,
reason) is exactly what the real import would do. The real import is one
transaction too: if any row is refused, nothing is kept. Each run is kept (``ImportRun``) with
the records it made and the old program's codes for them (``import_codes``), so a later file links
to them and the run can be undone as a whole.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.roles import Actor
from ..persistence.fetch import fetch
from ..persistence.models.office import Jurisdiction
from ..persistence.profiles import profile_for
from . import asm3_layouts, import_codes, import_mappings
from .csv_reading import REPEAT, CsvTable, Refused
from .import_columns import detect_format, map_columns
from .import_formats import KNOWN_COLUMNS, ReadOptions
from .import_rows import Planned, RowImporter
from .office_action import OfficeAction
from .xlsx_reading import read_table

FORMATS = ("native", "asm3")
FEE_UNITS = ("", "dollars", "cents")
TAG_CHOICES = ("", "number", "assign")
TAGS_QUESTION = ("ASM3 keeps no tag number: choose whether each license number is the tag number, or "
                 "new tag numbers are given (the old license number is kept and can be searched)")

MAPPING_QUESTION = ("some species, license types or person classes of the file match nothing here: choose what "
                    "each is read as (the answers are kept for the next file)")


@dataclass
class ImportReport:
    file_name: str
    format: str
    jurisdiction: str
    dry_run: bool
    committed: bool = False
    rows: int = 0
    owners_new: int = 0
    owners_existing: int = 0
    animals_new: int = 0
    animals_existing: int = 0
    certificates: int = 0
    licenses: int = 0
    planned: list[Planned] = field(default_factory=list)
    refused: list[Refused] = field(default_factory=list)
    ignored_columns: list[str] = field(default_factory=list)  # columns of the file that are not read
    suggested_columns: dict[str, str] = field(default_factory=dict)  # header -> "did you mean" column
    notes: list[str] = field(default_factory=list)  # how the file was read (encoding, separator)
    kind: str = ""  # which of ASM3's files (asm3_layouts.KINDS)
    questions: dict[str, str] = field(default_factory=dict)  # "tags" / "fee_unit" -> what to choose
    run_id: int | None = None  # the ImportRun of a committed import
    # values that match nothing here and have no answer yet (import_mappings.KINDS): kind -> {value: rows}
    unmatched: dict[str, dict[str, int]] = field(default_factory=dict)

    def summary(self) -> str:
        mode = "Dry run" if self.dry_run else ("Imported" if self.committed else "Nothing imported")
        text = (f"{mode}: {self.rows} rows read; {len(self.planned)} accepted, {len(self.refused)} refused. "
                f"Owners {self.owners_new} new, {self.owners_existing} already on file; animals "
                f"{self.animals_new} new, {self.animals_existing} already on file; {self.certificates} rabies "
                f"certificates; {self.licenses} licenses.")
        if self.ignored_columns:
            if self.format == "native":
                text += (" Columns not read (not in the layout, check their spelling): "
                         + ", ".join(f"{h} (did you mean {self.suggested_columns[h]}?)"
                                     if h in self.suggested_columns else h for h in self.ignored_columns) + ".")
            else:
                text += f" {len(self.ignored_columns)} ASM3 columns are not imported."
        if self.unmatched:
            text += (f" {sum(len(v) for v in self.unmatched.values())} species, license types or person "
                     "classes of the file match nothing here: choose what each is read as.")
        return " ".join([text] + self.notes)


class ImportCancelled(Exception):
    """The person cancelled; nothing was imported."""


def import_file(actor: Actor, data: bytes | str, *, jurisdiction_id: int, fmt: str | None = None,
                dry_run: bool = True, file_name: str = "", sheet: str | None = None,
                columns: dict[str, str] | None = None, fee_unit: str = "", tags: str = "",
                progress: Callable[[int, int], bool] | None = None) -> ImportReport:
    """Read the file (CSV, or a workbook's ``sheet``, the first by default); with ``dry_run``
    report only, else import it all or nothing.

    ``columns`` are the clerk's answers to the report's suggestions: a header of the file and
    the layout's column to read it as, or "" to leave it out. A suggestion not answered refuses
    the import (row 1, naming the header): a misspelt column is never dropped unseen.
    ``fee_unit`` ("dollars" or "cents") and ``tags`` ("number": ASM3's license numbers are the
    tags; "assign": new tags are given) answer the report's ``questions``; neither is guessed."""
    act = OfficeAction(actor, "office_settings")
    if not isinstance(data, (bytes, str)):
        raise ValidationError("data", "must be the contents of a CSV file or an Excel workbook", data)
    dry_run = validate.boolean("dry_run", dry_run)
    file_name = validate.text("file_name", file_name, max_len=255)
    sheet = validate.text("sheet", sheet or "", max_len=100) or None
    fee_unit = validate.choice("fee_unit", fee_unit or "", FEE_UNITS)
    tags = validate.choice("tags", tags or "", TAG_CHOICES)
    if progress is not None and not callable(progress):
        raise ValidationError("progress", "must be a function", progress)
    fetch(Jurisdiction, jurisdiction_id, "jurisdiction_id")
    table = read_table(data, sheet, repeated=True)
    fmt = validate.choice("format", detect_format(table.headers) if fmt is None else fmt, FORMATS)
    profile = profile_for(jurisdiction_id)
    report = ImportReport(file_name, fmt, profile.name, dry_run, notes=list(table.notes))
    if not any(table.headers):
        report.refused.append(Refused(1, "", "the file is empty or has no header row"))
        return report
    if fmt == "asm3":
        report.kind = asm3_layouts.kind_of(table.headers)
        if report.kind == "sql_other":
            report.refused.append(Refused(1, "", asm3_layouts.unknown_layout(table.headers, file_name)))
            return report
        if report.kind == "sql_licence":
            table.headers, table.rows = asm3_layouts.rename_sql_licence(table.headers, table.rows)
        if report.kind in asm3_layouts.TITLES:
            report.notes.append(f"Read as {asm3_layouts.TITLES[report.kind]}.")
    repeats = _repeated_columns(table, fmt, report)
    mapped = map_columns(table, fmt, columns)
    report.ignored_columns = [h for h in mapped.ignored if h not in repeats]
    report.suggested_columns = mapped.suggested
    for header, column in mapped.suggested.items():
        report.refused.append(Refused(1, header, f"is not a column of the layout: did you mean {column!r}? "
                                      "Accept the suggestion, or choose to leave the column out", header))
    report.rows = len(table.rows) + len(table.problems)
    if report.rows == 0:
        report.refused.append(Refused(2, "", "the file has a header row but no rows under it"))
        return report
    if fmt == "asm3" and not tags and any(raw.get("LICENSENUMBER") for _, raw in table.rows):
        report.questions["tags"] = TAGS_QUESTION
        report.refused.append(Refused(1, "LICENSENUMBER", TAGS_QUESTION))
    options = ReadOptions(kind=report.kind, fee_unit=fee_unit, tags=tags or "assign",
                          mappings=import_mappings.saved(jurisdiction_id) if fmt == "asm3" else {})
    with act:
        run = import_codes.start_run(actor, jurisdiction_id, file_name=file_name, fmt=fmt, kind=report.kind,
                                     rows=report.rows)
        rows = RowImporter(actor, jurisdiction_id, profile, fmt, report, options, run)
        for i, (number, raw) in enumerate(table.rows):
            if progress is not None and progress(i, len(table.rows)) is False:
                act.rollback()
                raise ImportCancelled()
            rows.row(raw, number)
        report.refused.extend(table.problems)  # rows that could not be read as CSV at all
        report.refused.sort(key=lambda r: r.row)
        if any(r.column == "LICENSEFEE" and "dollars or cents" in r.reason for r in report.refused):
            report.questions["fee_unit"] = "choose whether this file writes license fees in dollars or in cents"
        if report.unmatched:
            report.questions["mapping"] = MAPPING_QUESTION
        rows.finish()
        if dry_run or report.refused:
            act.rollback()
        else:
            act.created(run, "import.done", after=False, note=(
                f"{report.rows} rows: {report.owners_new} owners, {report.animals_new} animals, "
                f"{report.certificates} certificates, {report.licenses} licenses"))
            report.committed, report.run_id = True, run.id
    return report


def _repeated_columns(table: CsvTable, fmt: str, report: ImportReport) -> set[str]:
    """A column the header names twice (ASM3's People export does): a repeat of a column not
    read is left out; a repeat of a column read must hold the same value in every row, else
    that row is refused. The repeats themselves are dropped from the table."""
    repeats = {h for h in table.headers if REPEAT in h}
    if not repeats:
        return set()
    known = KNOWN_COLUMNS[fmt]
    for header in sorted(repeats):
        base = header.split(REPEAT)[0]
        if base not in known:
            continue
        for number, raw in table.rows:
            if raw.get(header, "") != raw.get(base, ""):
                report.refused.append(Refused(number, base, f"is in the header twice and the two columns differ "
                                              f"in this row ({raw.get(base, '')!r} and {raw.get(header, '')!r}): "
                                              "which to read is not known", raw.get(header, "")))
    names = sorted({h.split(REPEAT)[0] for h in repeats})
    report.notes.append("The header names " + ", ".join(names) + " twice; "
                        + ("the second is the same column and is not read." if len(names) == 1
                           else "each second one is the same column and is not read."))
    table.headers = [h for h in table.headers if h not in repeats]
    table.rows = [(n, {k: v for k, v in raw.items() if k not in repeats}) for n, raw in table.rows]
    return repeats
