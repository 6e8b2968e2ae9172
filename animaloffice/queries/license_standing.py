"""Is the animal licensed on a day? One answer for every place a license is required: the
reclaim (T-6B), a field return (T-6A), the release receipt, the notices and reports.

A license in force whose animal must be relicensed (T-3B: a certificate not handed in on time)
licenses nothing: the animal is unlicensed until it is licensed again. The same status the
license list, the detail pane and the certificate show (``domain.licensing.certificate_status``).
"""
from __future__ import annotations

from datetime import date

from ..domain import licensing as rules
from ..domain.statuses import LicenseStatus
from ..persistence.models.animals import Animal
from ..persistence.models.licensing import License
from ..persistence.profiles import profile_for
from .licenses import licenses_in_force, shots_by_animal


def current_licenses(animal_id: int, on: date) -> list[License]:
    """The animal's licenses in force on `on` that T-3B has not lapsed, the first issued first."""
    rows = list(licenses_in_force(animal_id, on))
    if not rows:
        return []
    animal = Animal.get_by_id(animal_id)
    shots = shots_by_animal([animal_id]).get(animal_id, [])
    return [lic for lic in rows if not rules.certificate_status(
        profile_for(lic.jurisdiction_id), birth_date=animal.birth_date, licensed_on=lic.issued_on, shots=shots,
        on=on, lifetime=lic.term == "lifetime", explain=False).relicense_required]


def current_license(animal_id: int, on: date, *, latest: bool = False) -> License | None:
    """The first (or the latest issued) license that licenses the animal on `on`, or None."""
    found = current_licenses(animal_id, on)
    if not found:
        return None
    return max(found, key=lambda lic: (lic.issued_on, lic.id)) if latest else found[0]


def not_in_force(license_ids: list[int]) -> dict[str, int]:
    """Of these licenses, how many of each status other than in force (a tag sheet warns of them)."""
    out: dict[str, int] = {}
    for start in range(0, len(license_ids), 500):
        for (status,) in (License.select(License.status)
                          .where(License.id.in_(license_ids[start:start + 500])
                                 & (License.status != LicenseStatus.ACTIVE)).tuples()):
            out[status] = out.get(status, 0) + 1
    return out
