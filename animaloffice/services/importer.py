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
transaction too: if any row is refused, nothing is kept.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from collections.abc import Callable

import peewee as pw

from ..domain import validate
from ..domain.errors import OfficeError, RuleViolation, ValidationError
from ..domain.licensing import annual_expiry
from ..domain.roles import Actor
from ..persistence.db import transaction
from ..persistence.models import Address, Animal, Jurisdiction, License, Owner, Vaccination, database
from . import animals, audit, owners
from .common import bump_counter_to, fetch, next_number
from .csv_reading import Refused, read_table
from .import_columns import detect_format, map_columns
from .import_formats import FIELD_COLUMNS, PARSERS, CellError, ImportRow
from .jurisdictions import profile_for
from .tag_numbers import taking_tag, used_tag

FORMATS = ("native", "asm3")
REF_COLUMNS = {"native": ("owner_ref", "animal_ref"), "asm3": ("PERSONCODE", "ANIMALCODE")}


@dataclass(frozen=True)
class Planned:
    row: int
    owner: str
    animal: str
    certificate: str
    license: str
    notes: str = ""


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
        return " ".join([text] + self.notes)


class ImportCancelled(Exception):
    """The person cancelled; nothing was imported."""


class _RowRefused(Exception):
    def __init__(self, column: str, reason: str, value: str = ""):
        super().__init__(column, reason)
        self.column, self.reason, self.value = column, reason, value


def import_file(actor: Actor, data: bytes | str, *, jurisdiction_id: int, fmt: str | None = None,
                dry_run: bool = True, file_name: str = "", sheet: str | None = None,
                columns: dict[str, str] | None = None,
                progress: Callable[[int, int], bool] | None = None) -> ImportReport:
    """Read the file (CSV, or a workbook's ``sheet``, the first by default); with ``dry_run``
    report only, else import it all or nothing.

    ``columns`` are the clerk's answers to the report's suggestions: a header of the file and
    the layout's column to read it as, or "" to leave it out. A suggestion not answered refuses
    the import (row 1, naming the header): a misspelt column is never dropped unseen."""
    actor.require("office_settings")
    if not isinstance(data, (bytes, str)):
        raise ValidationError("data", "must be the contents of a CSV file or an Excel workbook", data)
    dry_run = validate.boolean("dry_run", dry_run)
    file_name = validate.text("file_name", file_name, max_len=255)
    sheet = validate.text("sheet", sheet or "", max_len=100) or None
    if progress is not None and not callable(progress):
        raise ValidationError("progress", "must be a function", progress)
    fetch(Jurisdiction, jurisdiction_id, "jurisdiction_id")
    table = read_table(data, sheet)
    fmt = validate.choice("format", detect_format(table.headers) if fmt is None else fmt, FORMATS)
    profile = profile_for(jurisdiction_id)
    report = ImportReport(file_name, fmt, profile.name, dry_run, notes=list(table.notes))
    if not any(table.headers):
        report.refused.append(Refused(1, "", "the file is empty or has no header row"))
        return report
    mapped = map_columns(table, fmt, columns)
    report.ignored_columns, report.suggested_columns = mapped.ignored, mapped.suggested
    for header, column in mapped.suggested.items():
        report.refused.append(Refused(1, header, f"is not a column of the layout: did you mean {column!r}? "
                                      "Accept the suggestion, or choose to leave the column out", header))
    report.rows = len(table.rows) + len(table.problems)
    if report.rows == 0:
        report.refused.append(Refused(2, "", "the file has a header row but no rows under it"))
        return report
    run = _Run(actor, jurisdiction_id, profile, fmt, report)
    with transaction() as txn:
        for i, (number, raw) in enumerate(table.rows):
            if progress is not None and progress(i, len(table.rows)) is False:
                txn.rollback()
                raise ImportCancelled()
            run.row(raw, number)
        report.refused.extend(table.problems)  # rows that could not be read as CSV at all
        report.refused.sort(key=lambda r: r.row)
        run.finish()
        if dry_run or report.refused:
            txn.rollback()
        else:
            audit.record(actor, "import.run", None, table="import", record_id=file_name or "(file)",
                         after={"format": fmt, "jurisdiction": profile.code, "rows": report.rows,
                                "owners": report.owners_new, "animals": report.animals_new,
                                "certificates": report.certificates, "licenses": report.licenses})
            report.committed = True
    return report


class _Run:
    """One pass over the file; remembers owners and animals already seen in it."""

    def __init__(self, actor, jurisdiction_id, profile, fmt, report):
        self.actor, self.jid, self.profile, self.fmt, self.report = actor, jurisdiction_id, profile, fmt, report
        self.owners: dict = {}
        self.animals: dict = {}
        self.license_numbers: dict[int, int] = {}
        self.columns = FIELD_COLUMNS[fmt]
        self.refused_refs: dict[tuple[str, str], int] = {}  # a ref whose defining row was refused
        self.code = profile.code[:3].upper()

    def column(self, field_name: str | None) -> str:
        if not field_name:
            return ""
        return self.columns.get(field_name, self.columns.get(field_name.split(".")[-1], field_name))

    def row(self, raw: dict, number: int) -> None:
        if not any(raw.values()):
            return
        pending_owners, pending_animals = {}, {}
        self._delta: dict[str, int] = {}
        try:
            with database.atomic():  # a savepoint: a refused row leaves nothing behind
                parsed = PARSERS[self.fmt](raw, number, self.profile)
                planned = self._apply(parsed, pending_owners, pending_animals)
        except CellError as exc:
            self._refuse(raw, Refused(number, exc.column, exc.reason, exc.value))
            return
        except _RowRefused as exc:
            self._refuse(raw, Refused(number, exc.column, exc.reason, exc.value))
            return
        except RuleViolation as exc:
            self._refuse(raw, Refused(number, self.column(exc.field), exc.message))
            return
        except ValidationError as exc:
            value = "" if exc.value is None else str(exc.value)
            self._refuse(raw, Refused(number, self.column(exc.field), exc.reason, value))
            return
        except (OfficeError, pw.IntegrityError) as exc:
            self._refuse(raw, Refused(number, self.column(getattr(exc, "field", "")), str(exc)))
            return
        self.owners.update(pending_owners)
        self.animals.update(pending_animals)
        for name, n in self._delta.items():
            setattr(self.report, name, getattr(self.report, name) + n)
        self.report.planned.append(planned)

    def _refuse(self, raw: dict, refused: Refused) -> None:
        self.report.refused.append(refused)
        owner_col, animal_col = REF_COLUMNS[self.fmt]
        for kind, col in (("owner", owner_col), ("animal", animal_col)):
            ref = raw.get(col, "")
            if ref and (kind, ref) not in self.refused_refs:
                self.refused_refs[(kind, ref)] = refused.row

    def _unknown_ref(self, kind: str, ref: str) -> str:
        where = self.refused_refs.get((kind, ref))
        if where is not None:
            return f"{kind} {ref!r} is described in row {where}, which was refused"
        return f"{kind} {ref!r} is not described in an earlier row"

    def _count(self, name: str) -> None:
        self._delta[name] = self._delta.get(name, 0) + 1

    # --- one row ------------------------------------------------------------------
    def _apply(self, row: ImportRow, pending_owners: dict, pending_animals: dict) -> Planned:
        owner_id, owner_text = self._owner(row, pending_owners)
        animal_id, animal_text = self._animal(row, owner_id, pending_animals)
        cert_text = self._certificate(row, animal_id)
        lic_text = self._license(row, owner_id, animal_id)
        if row.deceased_on is not None and animal_id is not None and animal_text.startswith("new"):
            animals.record_death(self.actor, animal_id, on=row.deceased_on, note="imported")
        if not any((owner_text, animal_text, cert_text, lic_text)):
            raise _RowRefused("", "the row has no owner, animal, certificate or license in it")
        return Planned(row.number, owner_text, animal_text, cert_text, lic_text, "; ".join(row.skipped))

    def _owner(self, row: ImportRow, pending: dict) -> tuple[int | None, str]:
        o = row.owner
        named = o.get("last_name") or o.get("organisation")
        key = ("ref", row.owner_ref) if row.owner_ref else None
        if key and key in self.owners:
            return self.owners[key], "same as an earlier row"
        if not named:
            if row.owner_ref:
                raise _RowRefused(self.column("owner"), self._unknown_ref("owner", row.owner_ref))
            return None, ""
        kind = o.get("kind") or ("organisation" if o.get("organisation") and not o.get("last_name") else "person")
        display = owners.display_name(kind, o.get("first_name", ""), o.get("last_name", ""),
                                      o.get("organisation", ""))
        name_key = ("name", display.lower(), o.get("line1", "").lower(), o.get("postal_code", ""))
        key = key or name_key
        if name_key in self.owners:
            pending[key] = self.owners[name_key]
            return self.owners[name_key], "same as an earlier row"
        existing = self._existing_owner(display, o.get("line1", ""))
        if existing is not None:
            pending[key] = pending[name_key] = existing
            self._count("owners_existing")
            return existing, f"on file: {display}"
        address = None
        if o.get("line1") or o.get("city"):
            address = {k: o[k] for k in ("line1", "line2", "city", "state", "postal_code") if k in o}
        info = owners.create_owner(self.actor, jurisdiction_id=self.jid, kind=kind,
                                   first_name=o.get("first_name", ""), last_name=o.get("last_name", ""),
                                   organisation=o.get("organisation", ""), email=o.get("email", ""),
                                   notes=o.get("notes", ""), address=address, phone=o.get("phone", ""))
        pending[key] = pending[name_key] = info.id
        self._count("owners_new")
        return info.id, f"new: {display}"

    def _existing_owner(self, display: str, line1: str) -> int | None:
        q = (Owner.select(Owner.id).where((Owner.jurisdiction == self.jid) & Owner.voided_at.is_null()
                                          & Owner.merged_into.is_null()
                                          & (pw.fn.LOWER(Owner.display_name) == display.lower())))
        for (oid,) in q.tuples():
            current = [l for (l,) in Address.select(Address.line1)
                       .where((Address.owner == oid) & Address.valid_to.is_null()).tuples()]
            if any(l.lower() == line1.lower() for l in current) or (not line1 and not current):
                return oid
        return None

    def _animal(self, row: ImportRow, owner_id: int | None, pending: dict) -> tuple[int | None, str]:
        a = row.animal
        key = ("ref", row.animal_ref) if row.animal_ref else None
        if key and key in self.animals:
            return self.animals[key], "same as an earlier row"
        if not a.get("species"):
            if row.animal_ref and (row.vaccination or row.license):
                raise _RowRefused(self.column("animal"), self._unknown_ref("animal", row.animal_ref)
                                  + " (no species given here)")
            if a.get("name"):
                raise _RowRefused(self.column("species"), "is required to record an animal")
            return None, ""
        label = f"{a.get('name') or 'unnamed'} ({self.profile.species_info(a['species']).label.lower()})"
        existing = None
        if owner_id is not None:
            q = Animal.select(Animal.id).where((Animal.owner == owner_id) & Animal.voided_at.is_null()
                                               & (Animal.species == a["species"]))
            chip = validate.microchip("microchip", a.get("microchip", ""))
            q = q.where(Animal.microchip == chip) if chip else q.where(
                pw.fn.LOWER(Animal.name) == a.get("name", "").lower())
            existing = q.scalar()
        if existing:
            if key:
                pending[key] = existing
            self._count("animals_existing")
            return existing, f"on file: {label}"
        info = animals.create_animal(self.actor, jurisdiction_id=self.jid, owner_id=owner_id,
                                     owned_since=min(row.license.get("issued_on") or date.today(), date.today()),
                                     **a)
        if key:
            pending[key] = info.id
        self._count("animals_new")
        return info.id, f"new: {label}"

    def _certificate(self, row: ImportRow, animal_id: int | None) -> str:
        v = row.vaccination
        if not v:
            return ""
        if animal_id is None:
            raise _RowRefused(self.column("vaccinated_on"), "a rabies certificate needs an animal in the row")
        if Vaccination.select().where((Vaccination.animal == animal_id) & Vaccination.voided_at.is_null()
                                      & (Vaccination.vaccinated_on == v["vaccinated_on"])).exists():
            return f"on file: {v['vaccinated_on']:%m/%d/%Y}"
        values = dict(v)
        values.setdefault("veterinarian", "not recorded (imported)")
        animals.record_vaccination(self.actor, animal_id, received_on=v["vaccinated_on"], **values)
        self._count("certificates")
        return f"rabies {v['vaccinated_on']:%m/%d/%Y}, {v['duration_years']}-year"

    def _license(self, row: ImportRow, owner_id: int | None, animal_id: int | None) -> str:
        lic = row.license
        if not lic:
            return ""
        col = self.column
        if animal_id is None or owner_id is None:
            raise _RowRefused(col("tag_number"), "a license needs an owner and an animal in the row")
        animal = fetch(Animal, animal_id, "animal_id")
        info = self.profile.species_info(animal.species)
        if not info.licensed:
            raise _RowRefused(col("species"), f"{info.label.lower()}s are not licensed in {self.profile.name} (T-3A)")
        issued = validate.day("issued_on", lic.get("issued_on"), not_after=date.today())
        year = validate.integer("year", lic.get("year") or issued.year, minimum=1990, maximum=date.today().year + 1)
        tag = validate.integer("tag_number", lic.get("tag_number"), minimum=1, maximum=9_999_999)
        lifetime = lic.get("term") == "lifetime"
        before = self.profile.readings.lifetime_before  # T-3A: only a license from before the amendment
        if lifetime and (before is None or issued >= before):
            raise _RowRefused(col("term"), "a lifetime license is only a license issued before "
                              + (f"{before:%m/%d/%Y}" if before else "an amendment this profile names")
                              + "; import it as a yearly license", "lifetime")
        expires = None if lifetime else (lic.get("expires_on") or annual_expiry(year))
        if expires is not None and expires < issued:
            raise _RowRefused(col("expires_on"), "is before the license was issued", str(expires))
        if used_tag(self.jid, year, tag):
            raise _RowRefused(col("tag_number"), f"tag {tag} for {year} is already in use", str(tag))
        number = lic.get("license_number") or ""
        if number:
            number = validate.text("license_number", number, max_len=40)
            if License.select().where(License.number == number).exists():
                raise _RowRefused(col("license_number"), f"license {number} is already on file", number)
        else:
            seq = next_number(f"license:{self.jid}:{year}")
            number = f"{self.code}-{year}-{seq:06d}"
        m = re.match(rf"^{self.code}-{year}-(\d+)$", number)
        if m:
            self.license_numbers[year] = max(self.license_numbers.get(year, 0), int(m[1]))
        if License.select().where((License.animal == animal_id) & (License.year == year)
                                  & License.voided_at.is_null()).exists():
            raise _RowRefused(col("tag_number"), f"the animal already has a license for {year}")
        status = "active" if lifetime or expires >= date.today() else "expired"
        if animal.status != "active":
            status = "ended"
        with taking_tag(self.jid, year, tag):  # issued at a desk while the file was read
            row_ = License.create(jurisdiction=self.jid, number=number, animal=animal_id, owner=owner_id,
                                  year=year, tag_number=tag, term="lifetime" if lifetime else "annual",
                                  grandfathered=lifetime, issued_on=issued, expires_on=expires, status=status,
                                  fee_cents=lic.get("fee_cents", 0),
                                  converted_from_number=(lic.get("legacy_number") or number)[:40] if lifetime else "",
                                  converted_from_date=issued if lifetime else None,
                                  ended_on=date.today() if status == "ended" else None,
                                  end_reason="animal not active when imported" if status == "ended" else "")
        note = f"imported{' (was ' + lic['legacy_number'] + ')' if lic.get('legacy_number') else ''}"
        audit.record(self.actor, "license.import", row_, note=note)
        self._count("licenses")
        return f"{number}, tag {tag}, {year} ({status})"

    def finish(self) -> None:
        """Keep the license number counters above the numbers the file brought in."""
        for year, top in self.license_numbers.items():
            bump_counter_to(f"license:{self.jid}:{year}", top)
