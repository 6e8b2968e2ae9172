"""Filing a veterinarian's rabies report: a clinic's list of certificates (CSV or an Excel
workbook, read as the owner import reads them: ``csv_reading``, ``xlsx_reading``), each matched to
an animal (``domain.rabies_reports``) and filed as its certificate (``animals.record_vaccination``).

As the owner import does, a dry run does everything and rolls it back, so its report is what the
import would do; the import itself is one transaction, and a refused row keeps the whole file out
(the clinic's list is fixed or the row answered, then imported again). Every line is kept with the
report, with the animal it was matched to and the certificate filed.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date

import peewee as pw

from ..domain import rabies_reports as rules
from ..domain import validate
from ..domain.errors import OfficeError, ValidationError
from ..domain.roles import Actor
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal, Vaccination
from ..persistence.models.base import database
from ..persistence.models.office import Jurisdiction
from ..persistence.models.people import Address, Owner
from ..persistence.models.rabies_reports import RabiesReport, RabiesReportLine
from ..persistence.profiles import profile_for
from . import animals, owners
from .csv_reading import Refused
from .import_formats import CellError
from .numbering import next_record_number
from .office_action import OfficeAction
from .rabies_report_format import ReportRow, map_headers, parse_row
from .xlsx_reading import read_table

FIELD_COLUMNS = {"address.line1": "address_line1", "address.line2": "address_line2", "address.city": "city",
                 "address.state": "state", "address.postal_code": "postal_code", "last_name": "owner_last_name",
                 "first_name": "owner_first_name", "name": "animal_name", "vaccinated_on": "vaccinated_on",
                 "duration_years": "duration_years", "veterinarian": "veterinarian", "birth_date": "birth_date"}


@dataclass(frozen=True)
class LineResult:
    row: int
    status: str
    matched_by: str
    animal: str
    owner: str
    note: str = ""


@dataclass
class RabiesImportReport:
    file_name: str
    clinic: str
    jurisdiction: str
    dry_run: bool
    committed: bool = False
    report_id: int | None = None
    report_number: str = ""
    rows: int = 0
    lines: list[LineResult] = field(default_factory=list)
    refused: list[Refused] = field(default_factory=list)
    ignored_columns: list[str] = field(default_factory=list)
    suggested_columns: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def count(self, status: str) -> int:
        return sum(1 for l in self.lines if l.status == status)

    def summary(self) -> str:
        mode = "Dry run" if self.dry_run else ("Filed" if self.committed else "Nothing filed")
        text = (f"{mode}: {self.rows} certificates read from {self.clinic}; {len(self.lines)} accepted, "
                f"{len(self.refused)} refused. {self.count('filed')} filed on animals on record, "
                f"{self.count('new_animal')} animals new to the records, {self.count('on_file')} already on file, "
                f"{self.count('outside')} owners outside the city.")
        if self.ignored_columns:
            text += " Columns not read: " + ", ".join(
                f"{h} (did you mean {self.suggested_columns[h]}?)" if h in self.suggested_columns else h
                for h in self.ignored_columns) + "."
        return " ".join([text] + self.notes)


class _Refuse(Exception):
    def __init__(self, column: str, reason: str, value: str = ""):
        super().__init__(column, reason)
        self.column, self.reason, self.value = column, reason, value


def import_rabies_report(actor: Actor, data: bytes | str, *, jurisdiction_id: int, clinic: str,
                         received_on: date | None = None, veterinarian: str = "", dry_run: bool = True,
                         file_name: str = "", sheet: str | None = None, columns: dict[str, str] | None = None,
                         progress: Callable[[int, int], bool] | None = None) -> RabiesImportReport:
    """Read a clinic's list of rabies certificates and file each on its animal (a dry run: report
    only). ``veterinarian``: who signed them, where the list has no column for it."""
    act = OfficeAction(actor, "file_rabies_reports")
    if not isinstance(data, (bytes, str)):
        raise ValidationError("data", "must be the contents of a CSV file or an Excel workbook", data)
    clinic = validate.text("clinic", clinic, max_len=160, required=True)
    received_on = validate.day("received_on", received_on or date.today(), not_after=date.today())
    veterinarian = validate.text("veterinarian", veterinarian, max_len=120)
    dry_run = validate.boolean("dry_run", dry_run)
    file_name = validate.text("file_name", file_name, max_len=255)
    sheet = validate.text("sheet", sheet or "", max_len=100) or None
    if progress is not None and not callable(progress):
        raise ValidationError("progress", "must be a function", progress)
    fetch(Jurisdiction, jurisdiction_id, "jurisdiction_id")
    profile = profile_for(jurisdiction_id)
    table = read_table(data, sheet)
    report = RabiesImportReport(file_name, clinic, profile.name, dry_run, notes=list(table.notes))
    if not any(table.headers):
        report.refused.append(Refused(1, "", "the file is empty or has no header row"))
        return report
    mapped = map_headers(table, columns)
    report.ignored_columns, report.suggested_columns = mapped.ignored, mapped.suggested
    for header, column in mapped.suggested.items():
        report.refused.append(Refused(1, header, f"is not a column of the report: did you mean {column!r}? Accept "
                                      "the suggestion, or choose to leave the column out", header))
    report.rows = len(table.rows) + len(table.problems)
    if report.rows == 0:
        report.refused.append(Refused(2, "", "the file has a header row but no rows under it"))
        return report
    with act:
        number = next_record_number("rabies_report", jurisdiction_id, received_on.year)
        head = RabiesReport.create(jurisdiction=jurisdiction_id, number=number, clinic=clinic,
                                   received_on=received_on, file_name=file_name, imported_by=actor.username)
        run = _Run(act, profile, jurisdiction_id, head, veterinarian, report)
        for i, (row_number, raw) in enumerate(table.rows):
            if progress is not None and progress(i, len(table.rows)) is False:
                act.rollback()
                from .importer import ImportCancelled

                raise ImportCancelled()
            run.row(raw, row_number)
        report.refused.extend(table.problems)
        report.refused.sort(key=lambda r: r.row)
        head.lines = len(report.lines)
        head.filed = sum(1 for l in report.lines if l.status in ("filed", "new_animal"))
        head.save()
        act.created(head, "rabies_report.import", note=file_name or clinic)
        if dry_run or report.refused:
            act.rollback()
        else:
            report.committed, report.report_id, report.report_number = True, head.id, head.number
    return report


class _Run:
    def __init__(self, act: OfficeAction, profile, jurisdiction_id, head, veterinarian, report):
        self.act, self.actor, self.profile, self.jid, self.head = act, act.actor, profile, jurisdiction_id, head
        self.veterinarian, self.report = veterinarian, report
        self.city = profile.text.get("mailing_city", "")

    def row(self, raw: dict, number: int) -> None:
        if not any(raw.values()):
            return
        try:
            with database.atomic():  # a refused row leaves nothing behind
                parsed = parse_row(raw, number, self.profile)
                result = self._file(parsed)
        except (CellError, _Refuse) as exc:
            self.report.refused.append(Refused(number, exc.column, exc.reason, exc.value))
            return
        except ValidationError as exc:
            value = "" if exc.value is None else str(exc.value)
            self.report.refused.append(Refused(number, FIELD_COLUMNS.get(exc.field, exc.field), exc.reason, value))
            return
        except (OfficeError, pw.IntegrityError) as exc:
            field_name = getattr(exc, "field", "") or ""
            self.report.refused.append(Refused(number, FIELD_COLUMNS.get(field_name, field_name), str(exc)))
            return
        self.report.lines.append(result)

    # --- matching ------------------------------------------------------------------------------
    def _alive(self):
        return (Animal.jurisdiction == self.jid) & Animal.voided_at.is_null()

    def _by_chip(self, chip: str) -> Animal | None:
        chip = validate.microchip("microchip", chip)
        return Animal.select().where(self._alive() & (Animal.microchip == chip)).first() if chip else None

    def _by_tag(self, tag: str) -> Animal | None:
        if not tag:
            return None
        ids = {a for (a,) in Vaccination.select(Vaccination.animal).join(Animal)
               .where(self._alive() & Vaccination.voided_at.is_null()
                      & (pw.fn.LOWER(Vaccination.rabies_tag) == tag.lower())
                      & (pw.fn.LOWER(Vaccination.clinic) == self.head.clinic.lower())).tuples()}
        return Animal.get_by_id(ids.pop()) if len(ids) == 1 else None

    def _owner(self, r: ReportRow) -> Owner | None:
        if not r.owner_last:
            return None
        display = owners.display_name("person", r.owner_first, r.owner_last, "")
        found = list(Owner.select().where((Owner.jurisdiction == self.jid) & Owner.voided_at.is_null()
                                          & Owner.merged_into.is_null()
                                          & (pw.fn.LOWER(Owner.display_name) == display.lower())))
        if len(found) > 1 and r.address.get("line1"):
            line = r.address["line1"].lower()
            found = [o for o in found if Address.select().where((Address.owner == o.id) & Address.valid_to.is_null()
                                                                & (pw.fn.LOWER(Address.line1) == line)).exists()]
        return found[0] if len(found) == 1 else None

    def _by_owner(self, owner: Owner | None, r: ReportRow) -> Animal | None:
        if owner is None or not r.animal.get("name"):
            return None
        found = list(Animal.select().where(self._alive() & (Animal.owner == owner.id)
                                           & (Animal.species == r.animal["species"])
                                           & (pw.fn.LOWER(Animal.name) == r.animal["name"].lower())))
        return found[0] if len(found) == 1 else None

    # --- filing ------------------------------------------------------------------------------
    def _file(self, r: ReportRow) -> LineResult:
        animal, by = self._by_chip(r.animal.get("microchip", "")), "microchip"
        if animal is None:
            animal, by = self._by_tag(r.rabies_tag), "rabies_tag"
        owner = self._owner(r)
        if animal is None:
            animal, by = self._by_owner(owner, r), "owner_and_animal"
        note = ""
        if animal is not None and animal.species != r.animal["species"]:
            raise _Refuse("species", f"the certificate is for a {r.animal['species']}, but the animal it matches "
                          f"{rules.MATCHES[by]} is a {animal.species}")
        if animal is None:
            if not rules.same_city(r.address.get("city", ""), self.city):
                return self._line(r, "outside", "", None, None, None,
                                  f"the owner's address is in {r.address.get('city') or 'no city given'}")
            if not r.address.get("city") and self.city:
                raise _Refuse("city", "is needed to tell whether the owner lives in the city (the animal is not "
                              "on record)")
            if not r.owner_last:
                raise _Refuse("owner_last_name", "the animal is not on record and the certificate names no owner")
            by = "new_animal" if owner is not None else "new_owner"
            if owner is None:
                if not r.address.get("line1"):
                    note = "no street address on the certificate: the owner's address is to be found"
                info = owners.create_owner(self.actor, jurisdiction_id=self.jid, first_name=r.owner_first,
                                           last_name=r.owner_last,
                                           address=r.address if r.address.get("line1") else None, phone=r.phone,
                                           notes=f"From {self.head.clinic}'s rabies report {self.head.number}")
                owner = Owner.get_by_id(info.id)
            created = animals.create_animal(self.actor, jurisdiction_id=self.jid, owner_id=owner.id,
                                            owned_since=min(r.vaccinated_on, date.today()), **r.animal)
            animal = Animal.get_by_id(created.id)
        elif animal.owner_id is not None and r.owner_last and \
                Owner.get_by_id(animal.owner_id).display_name.lower() != r.owner_display.lower():
            note = f"the certificate names {r.owner_display} as the owner; the records name another"
        if Vaccination.select().where((Vaccination.animal == animal.id) & Vaccination.voided_at.is_null()
                                      & (Vaccination.vaccinated_on == r.vaccinated_on)).exists():
            return self._line(r, "on_file", by, animal, None, animal.owner_id, note)
        vet = r.veterinarian or self.veterinarian
        if not vet:
            raise _Refuse("veterinarian", "name the veterinarian who signed the certificate (a column, or for the "
                          "whole report)")
        vid = animals.record_vaccination(self.actor, animal.id, vaccinated_on=r.vaccinated_on,
                                         duration_years=r.duration_years, product=r.product,
                                         manufacturer=r.manufacturer, lot=r.lot, veterinarian=vet,
                                         vet_license=r.vet_license, clinic=self.head.clinic, rabies_tag=r.rabies_tag,
                                         received_on=self.head.received_on)
        status = "new_animal" if by in ("new_owner", "new_animal") else "filed"
        return self._line(r, status, by, animal, vid, animal.owner_id, note)

    def _line(self, r: ReportRow, status: str, by: str, animal: Animal | None, vaccination_id: int | None,
              owner_id: int | None, note: str) -> LineResult:
        row = RabiesReportLine.create(
            report=self.head, row=r.number, owner_name=r.owner_display, owner_address=r.address.get("line1", ""),
            owner_city=r.address.get("city", ""), animal_name=r.animal.get("name", ""), species=r.animal["species"],
            microchip=r.animal.get("microchip", ""), rabies_tag=r.rabies_tag, vaccinated_on=r.vaccinated_on,
            duration_years=r.duration_years, veterinarian=r.veterinarian or self.veterinarian, status=status,
            matched_by=by, owner=owner_id, animal=animal.id if animal else None, vaccination=vaccination_id, note=note)
        self.act.created(row, "rabies_report.line")
        label = f"{r.animal.get('name') or 'unnamed'} ({self.profile.species_info(r.animal['species']).label.lower()})"
        return LineResult(r.number, status, by, label, r.owner_display, note)


def void_report(actor: Actor, report_id: int, reason: str) -> None:
    """A report filed twice or by mistake: the report is voided with the reason (the certificates
    it filed are voided on the animals' own records, one by one, where they are wrong)."""
    act = OfficeAction(actor, "file_rabies_reports")
    with act:
        act.void(fetch(RabiesReport, report_id, "report_id"), reason, action="rabies_report.void")


__all__ = ["import_rabies_report", "void_report", "RabiesImportReport", "LineResult"]
