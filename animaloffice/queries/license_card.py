"""One license as a printed certificate needs it, read in a few fixed statements.

The same ``LicenseDetail`` as ``license_detail.license_detail(full=False)``: the
license, its jurisdiction, animal and rabies certificate in one join, the owner
card, the animal's certificates for the T-3B due date. The rabies certificate printed is
the one in force (one filed after the license was issued replaces the one it was issued
on). The counter prints a certificate with every license, so this runs in about a
millisecond rather than the dozen ORM queries of the detail pane.
"""
from __future__ import annotations

from datetime import date

import peewee as pw

from ..domain import licensing as rules
from ..domain.errors import NotFound
from ..domain.license_facts import AnimalCard, CertificateCard, LicenseDetail
from ..domain.statuses import LicenseStatus
from ..persistence.models.animals import Animal, Vaccination
from ..persistence.models.base import database
from ..persistence.models.licensing import License
from ..persistence.models.office import Jurisdiction
from ..persistence.profiles import profile_for
from .license_detail import (
    age_text,
    certificate_card,
    certificate_day,
    certificate_in_force,
    issued_by,
    owner_card,
    size_text,
    state_card,
)
from .licenses import effective_status, row_date, shots_by_animal

_LICENSE = ("id", "number", "year", "tag_number", "term", "grandfathered", "issued_on", "expires_on", "status",
            "ended_on", "end_reason", "void_reason", "fee_cents", "version", "jurisdiction_id", "animal_id",
            "owner_id", "vaccination_id")
_ANIMAL = ("name", "species", "breed", "sex", "altered", "birth_date", "birth_date_estimated", "colour",
           "markings", "microchip", "status", "owner_id", "size_class", "weight_lb")
_VACC = ("id", "vaccinated_on", "duration_years", "received_on", "product", "manufacturer", "lot", "lot_expires",
         "veterinarian", "vet_license", "clinic", "clinic_address", "rabies_tag")
_SQL = (f'SELECT {", ".join("l." + c for c in _LICENSE)}, j.name, {", ".join("a." + c for c in _ANIMAL)}, '
        f'{", ".join("v." + c for c in _VACC)} '
        f'FROM "{License._meta.table_name}" l JOIN "{Jurisdiction._meta.table_name}" j ON j.id = l.jurisdiction_id '
        f'JOIN "{Animal._meta.table_name}" a ON a.id = l.animal_id '
        f'LEFT JOIN "{Vaccination._meta.table_name}" v ON v.id = l.vaccination_id WHERE l.id = ?')


def _flag(value) -> bool | None:
    return None if value is None else bool(value)


def license_card(license_id: int, on: date | None = None) -> LicenseDetail:
    """The license for its printed certificate (no receipts, tag marks, notices or history)."""
    on = on or date.today()
    db = database.obj
    sql = _SQL if isinstance(db, pw.SqliteDatabase) else _SQL.replace("?", "%s")
    row = db.execute_sql(sql, (license_id,)).fetchone()
    if row is None:
        raise NotFound("license", license_id)
    n1, n2 = len(_LICENSE), len(_LICENSE) + 1 + len(_ANIMAL)
    lic = dict(zip(_LICENSE, row[:n1]))
    jurisdiction_name = row[n1]
    a = dict(zip(_ANIMAL, row[n1 + 1:n2]))
    v = dict(zip(_VACC, row[n2:]))
    issued, expires = row_date(lic["issued_on"]), row_date(lic["expires_on"])
    status = effective_status(lic["status"], expires, on)
    profile = profile_for(lic["jurisdiction_id"])
    birth, estimated = row_date(a["birth_date"]), bool(a["birth_date_estimated"])
    animal = AnimalCard(lic["animal_id"], a["name"], a["species"], profile.species_info(a["species"]).label,
                        a["breed"], a["sex"], _flag(a["altered"]), birth, estimated,
                        age_text(birth, estimated, on), a["colour"], a["markings"], a["microchip"] or "",
                        a["status"], a["owner_id"], lic["jurisdiction_id"], size_text(a["size_class"], a["weight_lb"]))
    cert = None
    linked = row_date(v["vaccinated_on"]) if v["id"] is not None else None
    shots = shots_by_animal([lic["animal_id"]]).get(lic["animal_id"], [])
    day = certificate_day(status, row_date(lic["ended_on"]), expires, on)
    # the shots on file tell whether a newer certificate was filed; only then is it read whole
    filed_later = any(s.received_on <= day and s.vaccinated_on <= day and (linked is None or s.vaccinated_on > linked)
                      for s in shots)
    newer = certificate_in_force(lic["animal_id"], day) if filed_later else None
    if newer is not None and newer.id != v["id"] and (linked is None or newer.vaccinated_on > linked):
        cert = certificate_card(newer)  # filed after the license was issued: the one in force (T-3B)
    elif v["id"] is not None:
        shot = rules.Shot(row_date(v["vaccinated_on"]), v["duration_years"], row_date(v["received_on"]))
        cert = CertificateCard(v["id"], shot.vaccinated_on, shot.duration_years, rules.shot_expires(shot),
                               shot.received_on, v["product"], v["manufacturer"], v["lot"], row_date(v["lot_expires"]),
                               v["veterinarian"], v["vet_license"], v["clinic"], v["clinic_address"],
                               v["rabies_tag"])
    state = None
    if status == LicenseStatus.ACTIVE:
        state = state_card(rules.certificate_status(profile, birth_date=birth, licensed_on=issued, shots=shots,
                                                    on=on, lifetime=lic["term"] == "lifetime"))
    return LicenseDetail(
        lic["id"], lic["number"], lic["year"], lic["tag_number"], lic["term"], bool(lic["grandfathered"]), issued,
        expires, status, row_date(lic["ended_on"]), lic["end_reason"] or "", lic["void_reason"] or "",
        lic["fee_cents"], lic["version"], lic["jurisdiction_id"], jurisdiction_name, "", "",
        owner_card(lic["owner_id"]), animal, cert, state, (), (), (), (), linked, issued_by(lic["id"]))
