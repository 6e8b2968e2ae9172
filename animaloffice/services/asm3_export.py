"""The office's owners, animals, rabies certificates and licenses as a CSV file in ASM3's own
import column names (ASM3's File > Import a CSV file), so an office can go back to ASM3 or share
its records with a shelter that runs it. The import here reads the same file back.

Each row carries a whole owner (``PERSON...``) and animal (``ANIMAL...``), and at most one of the
animal's licenses and one of its rabies certificates; an animal with more has more rows, an owner
with no animal a row of its own. The codes are the ones ASM3 gave a record brought from it,
else AnimalOffice's own (``AO-P`` and the owner's id, ``AO-A`` and the animal's). ASM3 keeps no
tag number: the tag is written in the license's comments. Fees are dollars ("15.00").
"""
from __future__ import annotations

import csv
import io
from datetime import date
from itertools import zip_longest

from ..domain.formula_cells import defuse
from ..domain.roles import Actor
from ..domain.statuses import AnimalStatus
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal, Vaccination
from ..persistence.models.imports import ImportedRecord, ImportRun
from ..persistence.models.licensing import License
from ..persistence.models.office import AuditEntry, Jurisdiction
from ..persistence.models.people import Address, Owner, Phone
from ..persistence.profiles import profile_for
from . import audit

COLUMNS = (
    "PERSONCODE", "PERSONCLASS", "PERSONFIRSTNAME", "PERSONLASTNAME", "PERSONADDRESS", "PERSONCITY", "PERSONSTATE",
    "PERSONZIPCODE", "PERSONHOMEPHONE", "PERSONEMAIL", "PERSONCOMMENTS",
    "ANIMALCODE", "ANIMALNAME", "ANIMALSPECIES", "ANIMALBREED1", "ANIMALSEX", "ANIMALNEUTERED", "ANIMALDOB",
    "ANIMALCOLOR", "ANIMALMARKINGS", "ANIMALDESCRIPTION", "ANIMALMICROCHIP", "ANIMALWEIGHT", "ANIMALDECEASEDDATE",
    "CURRENTVETLASTNAME",
    "VACCINATIONTYPE", "VACCINATIONGIVENDATE", "VACCINATIONEXPIRESDATE", "VACCINATIONRABIESTAG",
    "VACCINATIONMANUFACTURER", "VACCINATIONBATCHNUMBER",
    "LICENSENUMBER", "LICENSETYPE", "LICENSEFEE", "LICENSEISSUEDATE", "LICENSEEXPIRESDATE", "LICENSECOMMENTS",
)
SEX = {"M": "Male", "F": "Female", "U": "Unknown"}


def _us(d: date | None) -> str:
    return "" if d is None else d.strftime("%m/%d/%Y")


def _codes(kind: str) -> dict[int, str]:
    """The ASM3 code an import kept for each record of a kind (runs not voided)."""
    q = (ImportedRecord.select(ImportedRecord.record_id, ImportedRecord.code).join(ImportRun)
         .where((ImportedRecord.system == "asm3") & (ImportedRecord.kind == kind) & (ImportedRecord.code != "")
                & ImportRun.voided_at.is_null()).order_by(ImportedRecord.id))
    return {rid: code for rid, code in q.tuples()}


def _expires(v: Vaccination) -> date:
    try:
        return v.vaccinated_on.replace(year=v.vaccinated_on.year + v.duration_years)
    except ValueError:  # February 29
        return v.vaccinated_on.replace(year=v.vaccinated_on.year + v.duration_years, day=28)


def _died(animal_id: int) -> date | None:
    """The death date: as imported, else the end of a license it ended, else the day it was
    recorded (the office keeps no other)."""
    from .import_codes import death_recorded

    day = death_recorded(animal_id) or (License.select(License.ended_on).where(
        (License.animal == animal_id) & (License.end_reason == "animal died")).scalar())
    if day is None:
        at = (AuditEntry.select(AuditEntry.at).where((AuditEntry.action == "animal.death")
              & (AuditEntry.table_name == "animal") & (AuditEntry.record_id == str(animal_id)))
              .order_by(AuditEntry.id.desc()).scalar())
        day = at.date() if at else None
    return day


def _person(o: Owner, code: str) -> dict[str, str]:
    addr = (Address.select().where((Address.owner == o.id) & Address.valid_to.is_null())
            .order_by(Address.id).first())
    phone = (Phone.select().where((Phone.owner == o.id) & Phone.valid_to.is_null()).order_by(Phone.id).first())
    org = o.kind == "organisation"
    return {"PERSONCODE": code, "PERSONCLASS": "2" if org else "1", "PERSONFIRSTNAME": "" if org else o.first_name,
            "PERSONLASTNAME": o.organisation if org else o.last_name,
            "PERSONADDRESS": "" if addr is None else "\n".join(p for p in (addr.line1, addr.line2) if p),
            "PERSONCITY": addr.city if addr else "", "PERSONSTATE": addr.state if addr else "",
            "PERSONZIPCODE": addr.postal_code if addr else "", "PERSONHOMEPHONE": phone.number if phone else "",
            "PERSONEMAIL": o.email, "PERSONCOMMENTS": o.notes}


def _animal(a: Animal, code: str, label: str, died: date | None) -> dict[str, str]:
    return {"ANIMALCODE": code, "ANIMALNAME": a.name, "ANIMALSPECIES": label, "ANIMALBREED1": a.breed,
            "ANIMALSEX": SEX.get(a.sex, "Unknown"), "ANIMALNEUTERED": "" if a.altered is None else str(int(a.altered)),
            "ANIMALDOB": _us(a.birth_date), "ANIMALCOLOR": a.colour, "ANIMALMARKINGS": a.markings,
            "ANIMALDESCRIPTION": a.description, "ANIMALMICROCHIP": a.microchip or "",
            "ANIMALWEIGHT": "" if a.weight_lb is None else str(a.weight_lb), "ANIMALDECEASEDDATE": _us(died)}


def _license(li: License, altered: bool | None, label: str, old: str) -> dict[str, str]:
    if li.term == "lifetime":
        type_name = f"{label} - Lifetime"
    else:
        years = max(1, (li.expires_on.year - li.year + 1) if li.expires_on else 1)
        type_name = f"{'Altered' if altered else 'Unaltered'} {label} - {years} year"
    comments = f"Tag {li.tag_number} ({li.year}); AnimalOffice {li.number}" + (f"; ASM3 {old}" if old else "")
    return {"LICENSENUMBER": old or li.number, "LICENSETYPE": type_name, "LICENSEFEE": f"{li.fee_cents / 100:.2f}",
            "LICENSEISSUEDATE": _us(li.issued_on), "LICENSEEXPIRESDATE": _us(li.expires_on),
            "LICENSECOMMENTS": comments}


def _certificate(v: Vaccination) -> dict[str, str]:
    return {"VACCINATIONTYPE": "Rabies", "VACCINATIONGIVENDATE": _us(v.vaccinated_on),
            "VACCINATIONEXPIRESDATE": _us(_expires(v)), "VACCINATIONRABIESTAG": v.rabies_tag,
            "VACCINATIONMANUFACTURER": v.manufacturer, "VACCINATIONBATCHNUMBER": v.lot,
            "CURRENTVETLASTNAME": v.veterinarian}


def _defused(row: dict[str, str]) -> dict[str, str]:
    """Every cell as one a spreadsheet will not run (an owner named "=cmd..." gets its apostrophe)."""
    return {k: defuse(v) for k, v in row.items()}


def export_asm3(actor: Actor, jurisdiction_id: int) -> bytes:
    """Every owner, animal, rabies certificate and license of a jurisdiction that is not void,
    in ASM3's import columns (UTF-8 CSV). The export is audited as every export of owners is."""
    actor.require("export_data")
    fetch(Jurisdiction, jurisdiction_id, "jurisdiction_id")
    profile = profile_for(jurisdiction_id)
    people, pets, licences = _codes("owner"), _codes("animal"), _codes("license")
    out = io.StringIO()
    writer = csv.DictWriter(out, COLUMNS, quoting=csv.QUOTE_ALL, lineterminator="\n")
    writer.writeheader()
    rows = 0
    owners = (Owner.select().where((Owner.jurisdiction == jurisdiction_id) & Owner.voided_at.is_null()
                                   & Owner.merged_into.is_null()).order_by(Owner.id))
    for o in owners:
        person = _person(o, people.get(o.id, f"AO-P{o.id}"))
        pets_of = list(Animal.select().where((Animal.owner == o.id) & Animal.voided_at.is_null()).order_by(Animal.id))
        if not pets_of:
            writer.writerow(_defused(person))
            rows += 1
        for a in pets_of:
            label = profile.species_info(a.species).label if a.species in profile.species else a.species
            died = _died(a.id) if a.status == AnimalStatus.DECEASED else None
            animal = _animal(a, pets.get(a.id, f"AO-A{a.id}"), label, died)
            lics = list(License.select().where((License.animal == a.id) & License.voided_at.is_null())
                        .order_by(License.year, License.id))
            shots = list(Vaccination.select().where((Vaccination.animal == a.id) & Vaccination.voided_at.is_null())
                         .order_by(Vaccination.vaccinated_on))
            for li, v in zip_longest(lics, shots) if (lics or shots) else [(None, None)]:
                row = {**person, **animal}
                if li is not None:
                    row.update(_license(li, a.altered, label, licences.get(li.id, "")))
                if v is not None:
                    row.update(_certificate(v))
                writer.writerow(_defused(row))
                rows += 1
    audit.record_export(actor, "asm3", rows, filters=f"jurisdiction {profile.name}", destination="ASM3 CSV")
    return out.getvalue().encode("utf-8")
