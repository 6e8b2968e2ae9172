"""One pass over an import file's rows (``importer.import_file``): each row's owner, animal,
rabies certificate and license, through the services the windows use.

Owners and animals are found again, in this order: by the reference of an earlier row of the
file; by the old program's code kept by an earlier run (``import_codes``); by name and address
(owners) or microchip or name (animals) on file. Every record made or linked is kept with its
code in the run, so the next file links to it and the run can be undone as a whole.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

import peewee as pw

from ..domain import validate
from ..domain.errors import OfficeError, RuleViolation, ValidationError
from ..domain.licensing import annual_expiry
from ..domain.statuses import AnimalStatus, LicenseStatus
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal, Vaccination
from ..persistence.models.base import database
from ..persistence.models.licensing import License
from ..persistence.models.people import Address, Owner
from . import animal_life, animals, audit, import_codes, numbering, owners
from .common import bump_counter_to
from .csv_reading import Refused
from .import_asm3 import parse_asm3, person_code
from .import_formats import FIELD_COLUMNS, CellError, CellErrors, ImportRow, ReadOptions, parse_native
from .tag_numbers import next_tag_number, taking_tag, used_tag

PARSERS = {"native": parse_native, "asm3": parse_asm3}
REF_COLUMNS = {"native": ("owner_ref", "animal_ref"), "asm3": ("PERSONCODE", "ANIMALCODE")}
NATIVE_OWNER_COLUMNS = {"FIRST_NAME", "LAST_NAME", "ORGANISATION", "EMAIL", "PHONE", "ADDRESS_LINE1",
                        "ADDRESS_LINE2", "CITY", "STATE", "POSTAL_CODE"}
FAILED = (None, "")  # a part of the row that was refused: no record, nothing to say


class RowRefused(Exception):
    def __init__(self, column: str, reason: str, value: str = ""):
        super().__init__(column, reason)
        self.column, self.reason, self.value = column, reason, value


class RowImporter:
    """One pass over the file; remembers owners and animals already seen in it."""

    def __init__(self, actor, jurisdiction_id, profile, fmt, report, options: ReadOptions, run):
        self.actor, self.jid, self.profile, self.fmt, self.report = actor, jurisdiction_id, profile, fmt, report
        self.options, self.run = options, run
        self.owners: dict = {}
        self.animals: dict = {}
        self.vets: dict[str, str] = {}  # ASM3: an animal's vet, from its row, for its certificates
        self.deaths: dict[int, date] = {}  # animals recorded as deceased in this run
        self.license_numbers: dict[int, int] = {}
        self.columns = FIELD_COLUMNS[fmt]
        self.refused_refs: dict[tuple[str, str], int] = {}  # a ref whose defining row was refused
        self.code = numbering.prefix(jurisdiction_id)
        self.prefix = ""

    def column(self, field_name: str | None) -> str:
        if not field_name:
            return ""
        col = self.columns.get(field_name, self.columns.get(field_name.split(".")[-1], field_name))
        if self.prefix == "ORIGINALOWNER" and col.startswith("PERSON"):
            col = "ORIGINALOWNER" + col[len("PERSON"):]
        return col

    def row(self, raw: dict, number: int) -> None:
        """Import one row, or refuse it with every one of its problems: the values that cannot
        be read, and what the services refuse of its owner, animal, certificate and license
        (a part that depends on a refused one is not checked: its problem would be the same)."""
        if not any(raw.values()):
            return
        pending_owners: dict = {}
        pending_animals: dict = {}
        self._delta: dict[str, int] = {}
        self.prefix = ""
        problems: list[Refused] = []
        try:
            parsed = PARSERS[self.fmt](raw, number, self.profile, self.options)
        except CellErrors as exc:
            problems.extend(Refused(number, e.column, e.reason, e.value) for e in exc.errors)
            parsed = exc.row
        except CellError as exc:
            parsed = None
            problems.append(Refused(number, exc.column, exc.reason, exc.value))
        if parsed is None:
            self._refuse(raw, *problems)
            return
        for kind, value in parsed.unmatched:
            values = self.report.unmatched.setdefault(kind, {})
            values[value] = values.get(value, 0) + 1
        self.prefix = parsed.owner_columns
        failed = {self._part_of(p.column) for p in problems}
        with database.atomic() as savepoint:  # a refused row leaves nothing behind
            try:
                planned = self._apply(parsed, pending_owners, pending_animals, failed, problems)
            except (RowRefused, OfficeError, pw.IntegrityError) as exc:  # the row as a whole, or its death
                problems.extend(self._refusals(exc, number))
            if problems:
                savepoint.rollback()
        if problems:
            self._refuse(raw, *problems)
            return
        self.owners.update(pending_owners)
        self.animals.update(pending_animals)
        for name, n in self._delta.items():
            setattr(self.report, name, getattr(self.report, name) + n)
        self.report.planned.append(planned)

    def _part_of(self, column: str) -> str:
        """Which part of a row a column belongs to: owner, animal, certificate or license."""
        c = column.upper()
        if c.startswith(("VACCINATION", "RABIES_", "VACCINE_")) or c in ("VETERINARIAN", "CLINIC"):
            return "certificate"
        if c.startswith("LICENSE") or c in ("TAG_NUMBER", "ISSUED_ON", "EXPIRES_ON", "TERM", "FEE"):
            return "license"
        if c.startswith(("PERSON", "ORIGINALOWNER", "OWNER_")) or c in NATIVE_OWNER_COLUMNS:
            return "owner"
        return "animal"

    def _refusals(self, exc: Exception, number: int) -> list[Refused]:
        if isinstance(exc, CellErrors):
            return [Refused(number, e.column, e.reason, e.value) for e in exc.errors]
        if isinstance(exc, (CellError, RowRefused)):
            return [Refused(number, exc.column, exc.reason, exc.value)]
        if isinstance(exc, RuleViolation):
            return [Refused(number, self.column(exc.field), exc.message)]
        if isinstance(exc, ValidationError):
            return [Refused(number, self.column(exc.field), exc.reason, "" if exc.value is None else str(exc.value))]
        return [Refused(number, self.column(getattr(exc, "field", "")), str(exc))]

    def _try(self, part: str, failed: set, problems: list, number: int, fn, *args):
        """One part of the row in a savepoint of its own; its refusal is kept with the others."""
        if part in failed:
            return FAILED
        try:
            with database.atomic():
                return fn(*args)
        except (CellError, CellErrors, RowRefused, OfficeError, pw.IntegrityError) as exc:
            problems.extend(self._refusals(exc, number))
            failed.add(part)
            return FAILED

    def _refuse(self, raw: dict, *refused: Refused) -> None:
        self.report.refused.extend(refused)
        owner_col, animal_col = REF_COLUMNS[self.fmt]
        for kind, col in (("owner", owner_col), ("animal", animal_col)):
            ref = raw.get(col, "")
            if self.fmt == "asm3" and kind == "owner":
                ref = person_code(ref)
            if ref and (kind, ref) not in self.refused_refs:
                self.refused_refs[(kind, ref)] = refused[0].row

    def _unknown_ref(self, kind: str, ref: str) -> str:
        where = self.refused_refs.get((kind, ref))
        if where is not None:
            return f"{kind} {ref!r} is described in row {where}, which was refused"
        if self.fmt == "asm3" and kind == "animal":
            return (f"animal {ref!r} is not in this file nor on file from an earlier import: import ASM3's "
                    "Export Animals as CSV first, then this file")
        return f"{kind} {ref!r} is not described in an earlier row"

    def _count(self, name: str) -> None:
        self._delta[name] = self._delta.get(name, 0) + 1

    def _keep(self, kind: str, code: str, record_id: int, created: bool = True, detail: str = "") -> None:
        if self.run is not None:
            import_codes.keep(self.actor, self.run, self.fmt, kind, code, record_id, created=created, detail=detail)

    # --- one row ------------------------------------------------------------------
    def _apply(self, row: ImportRow, pending_owners: dict, pending_animals: dict, failed: set, problems: list):
        n = row.number
        owner_id, owner_text = self._try("owner", failed, problems, n, self._owner, row, pending_owners)
        animal_id, animal_text = self._try("animal", failed, problems, n, self._animal, row, owner_id,
                                           pending_animals)
        if "animal" in failed:
            failed.add("certificate")
        if failed & {"owner", "animal"}:
            failed.add("license")
        cert_text = self._try("certificate", failed, problems, n, self._certificate, row, animal_id)
        lic_text = self._try("license", failed, problems, n, self._license, row, owner_id, animal_id)
        if problems:
            return None
        if row.deceased_on is not None and animal_id is not None and animal_text.startswith("new"):
            animal_life.record_death(self.actor, animal_id, on=row.deceased_on, note="imported")
            self.deaths[animal_id] = row.deceased_on
        if not any((owner_text, animal_text, cert_text, lic_text)):
            if row.skipped:  # e.g. ASM3's distemper shot: nothing of it is kept, and the row says so
                return Planned(row.number, "", "", "", "", "; ".join(row.skipped))
            raise RowRefused("", "the row has no owner, animal, certificate or license in it")
        return Planned(row.number, owner_text, animal_text, cert_text, lic_text, "; ".join(row.skipped))

    def _owner(self, row: ImportRow, pending: dict) -> tuple[int | None, str]:
        o = row.owner
        named = o.get("last_name") or o.get("organisation")
        key = ("ref", row.owner_ref) if row.owner_ref else None
        if key and key in self.owners:
            return self.owners[key], "same as an earlier row"
        earlier = import_codes.find(self.jid, self.fmt, "owner", row.owner_ref)
        if earlier is not None:
            pending[key] = earlier
            self._count("owners_existing")
            return earlier, f"on file from an earlier import ({row.owner_ref})"
        if not named:
            if row.owner_ref:
                raise RowRefused(self.column("owner"), self._unknown_ref("owner", row.owner_ref))
            return None, ""
        kind = o.get("kind") or ("organisation" if o.get("organisation") and not o.get("last_name") else "person")
        display = owners.display_name(kind, o.get("first_name", ""), o.get("last_name", ""),
                                      o.get("organisation", ""))
        name_key = ("name", display.lower(), o.get("line1", "").lower(), o.get("postal_code", ""))
        key = key or name_key
        if name_key in self.owners:
            pending[key] = self.owners[name_key]
            if row.owner_ref:
                self._keep("owner", row.owner_ref, self.owners[name_key], created=False)
            return self.owners[name_key], "same as an earlier row"
        existing = self._existing_owner(display, o.get("line1", ""))
        if existing is not None:
            pending[key] = pending[name_key] = existing
            self._keep("owner", row.owner_ref, existing, created=False)
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
        self._keep("owner", row.owner_ref, info.id)
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
        if row.vet and row.animal_ref:
            self.vets[row.animal_ref] = row.vet
        if key and key in self.animals:
            return self.animals[key], "same as an earlier row"
        earlier = import_codes.find(self.jid, self.fmt, "animal", row.animal_ref)
        if earlier is not None:
            pending[key] = earlier
            self._count("animals_existing")
            return earlier, f"on file from an earlier import ({row.animal_ref})"
        if not a.get("species"):
            if row.animal_ref and (row.vaccination or row.license):
                raise RowRefused(self.column("animal"), self._unknown_ref("animal", row.animal_ref)
                                 + ("" if self.fmt == "asm3" else " (no species given here)"))
            if a.get("name"):
                raise RowRefused(self.column("species"), "is required to record an animal")
            return None, ""
        label = f"{a.get('name') or 'unnamed'} ({self.profile.species_info(a['species']).label.lower()})"
        existing = None
        if owner_id is not None:
            q = Animal.select(Animal.id).where((Animal.owner == owner_id) & Animal.voided_at.is_null()
                                               & (Animal.species == a["species"]))
            chip = validate.microchip("microchip", a.get("microchip", ""))
            q = q.where(Animal.microchip == chip) if chip else q.where(
                pw.fn.LOWER(Animal.name) == a.get("name", "").lower())
            if row.animal_ref:  # an animal another code of the old program names is another animal
                q = q.where(Animal.id.not_in(import_codes.records_with_other_code(
                    self.jid, self.fmt, "animal", row.animal_ref)))
            existing = q.scalar()
        if existing:
            if key:
                pending[key] = existing
            self._keep("animal", row.animal_ref, existing, created=False)
            self._count("animals_existing")
            return existing, f"on file: {label}"
        info = animals.create_animal(self.actor, jurisdiction_id=self.jid, owner_id=owner_id,
                                     owned_since=min(row.license.get("issued_on") or date.today(), date.today()),
                                     **a)
        if key:
            pending[key] = info.id
        self._keep("animal", row.animal_ref, info.id,
                   detail=f"deceased {row.deceased_on.isoformat()}" if row.deceased_on else "")
        self._count("animals_new")
        return info.id, f"new: {label}"

    def _certificate(self, row: ImportRow, animal_id: int | None) -> str:
        v = row.vaccination
        if not v:
            return ""
        if animal_id is None:
            raise RowRefused(self.column("vaccinated_on"), "a rabies certificate needs an animal in the row")
        if Vaccination.select().where((Vaccination.animal == animal_id) & Vaccination.voided_at.is_null()
                                      & (Vaccination.vaccinated_on == v["vaccinated_on"])).exists():
            return f"on file: {v['vaccinated_on']:%m/%d/%Y}"
        values = dict(v)
        values.setdefault("veterinarian", self.vets.get(row.animal_ref) or "not recorded (imported)")
        cert = animals.record_vaccination(self.actor, animal_id, received_on=v["vaccinated_on"], **values)
        self._keep("vaccination", "", cert)
        self._count("certificates")
        return f"rabies {v['vaccinated_on']:%m/%d/%Y}, {v['duration_years']}-year"

    def _license(self, row: ImportRow, owner_id: int | None, animal_id: int | None) -> str:
        lic = row.license
        if not lic:
            return ""
        col = self.column
        if animal_id is None or owner_id is None:
            raise RowRefused(col("tag_number"), "a license needs an owner and an animal in the row")
        legacy = lic.get("legacy_number", "")
        if legacy and import_codes.find(self.jid, self.fmt, "license", legacy) is not None:
            return f"on file from an earlier import: {legacy}"
        animal = fetch(Animal, animal_id, "animal_id")
        info = self.profile.species_info(animal.species)
        if not info.licensed:
            raise RowRefused(col("species"), f"{info.label.lower()}s are not licensed in {self.profile.name} (T-3A)")
        issued = validate.day("issued_on", lic.get("issued_on"), not_after=date.today())
        year = validate.integer("year", lic.get("year") or issued.year, minimum=1990, maximum=date.today().year + 1)
        lifetime = lic.get("term") == "lifetime"
        before = self.profile.readings.lifetime_before  # T-3A: only a license from before the amendment
        if lifetime and (before is None or issued >= before):
            raise RowRefused(col("term"), "a lifetime license is only a license issued before "
                             + (f"{before:%m/%d/%Y}" if before else "an amendment this profile names")
                             + "; import it as a yearly license", "lifetime")
        expires = None if lifetime else (lic.get("expires_on") or annual_expiry(year))
        if expires is not None and expires < issued:
            raise RowRefused(col("expires_on"), "is before the license was issued", str(expires))
        if lic.get("assign_tag"):
            tag = next_tag_number(self.jid, year)
        else:
            tag = validate.integer("tag_number", lic.get("tag_number"), minimum=1, maximum=9_999_999)
            if used_tag(self.jid, year, tag):
                raise RowRefused(col("tag_number"), f"tag {tag} for {year} is already in use", str(tag))
        number = lic.get("license_number") or ""
        if number:
            number = validate.text("license_number", number, max_len=40)
            if License.select().where(License.number == number).exists():
                raise RowRefused(col("license_number"), f"license {number} is already on file", number)
        else:
            number = numbering.next_record_number("license", self.jid, year)
        m = re.match(rf"^{re.escape(self.code)}-{year}-(\d+)$", number)
        if m:
            self.license_numbers[year] = max(self.license_numbers.get(year, 0), int(m[1]))
        if License.select().where((License.animal == animal_id) & (License.year == year)
                                  & License.voided_at.is_null()).exists():
            raise RowRefused(col("tag_number"), f"the animal already has a license for {year}")
        status = LicenseStatus.ACTIVE if lifetime or expires >= date.today() else LicenseStatus.EXPIRED
        ended_on = None
        if animal.status != AnimalStatus.ACTIVE:
            status, ended_on = LicenseStatus.ENDED, self._died_on(animal_id) or date.today()
            ended_on = max(ended_on, issued)
        with taking_tag(self.jid, year, tag):  # issued at a desk while the file was read
            row_ = License.create(jurisdiction=self.jid, number=number, animal=animal_id, owner=owner_id,
                                  year=year, tag_number=tag, term="lifetime" if lifetime else "annual",
                                  grandfathered=lifetime, issued_on=issued, expires_on=expires, status=status,
                                  fee_cents=lic.get("fee_cents", 0),
                                  converted_from_number=(legacy or number)[:40] if lifetime else "",
                                  converted_from_date=issued if lifetime else None,
                                  ended_on=ended_on,
                                  end_reason="animal not active when imported" if status == LicenseStatus.ENDED else "")
        note = "imported" + (f" (was {legacy})" if legacy else "")
        if lic.get("type_name"):
            note += f"; type {lic['type_name']}"
        if lic.get("assign_tag"):
            note += f"; tag {tag} given at import"
        if lic.get("comments"):
            note += f"; {lic['comments']}"
        audit.record(self.actor, "license.import", row_, note=note)
        if legacy:
            self._keep("license", legacy, row_.id, detail=lic.get("type_name", ""))
        self._count("licenses")
        term = f", {lic['term_years']}-year" if lic.get("term_years", 1) > 1 else ""
        return f"{number}, tag {tag}, {year}{term} ({status})"

    def _died_on(self, animal_id: int) -> date | None:
        if animal_id in self.deaths:
            return self.deaths[animal_id]
        return import_codes.death_recorded(animal_id)

    def finish(self) -> None:
        """Keep the license number counters above the numbers the file brought in."""
        for year, top in self.license_numbers.items():
            bump_counter_to(f"license:{self.jid}:{year}", top)


@dataclass(frozen=True)
class Planned:
    row: int
    owner: str
    animal: str
    certificate: str
    license: str
    notes: str = ""
