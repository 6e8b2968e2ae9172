"""T-3B for a license's animal, from its certificates on file."""
from __future__ import annotations

from datetime import date

from ..domain import licensing as rules
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal, Vaccination
from ..persistence.models.licensing import License
from ..persistence.profiles import profile_for


def shots_for(animal_id: int) -> list[rules.Shot]:
    return [rules.Shot(v.vaccinated_on, v.duration_years, v.received_on)
            for v in Vaccination.select().where((Vaccination.animal == animal_id)
                                                & Vaccination.voided_at.is_null())]


def certificate_status_for(license_id: int, on: date | None = None) -> rules.CertificateStatus:
    """T-3B for a license's animal: next certificate due, overdue, relicense required.

    The certificate chain is followed from the day this license was issued: a
    license (a renewal too) is only issued on a current certificate (T-3A), so a
    lapse under an earlier license was cured by relicensing.
    """
    on = on or date.today()
    lic = fetch(License, license_id, "license_id", allow_void=True)
    animal = Animal.get_by_id(lic.animal_id)
    return rules.certificate_status(profile_for(lic.jurisdiction_id), birth_date=animal.birth_date,
                                    licensed_on=lic.issued_on, shots=shots_for(animal.id), on=on,
                                    lifetime=lic.term == "lifetime")
