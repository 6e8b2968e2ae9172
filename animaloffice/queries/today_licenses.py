"""The Today list's rows for licenses: rabies certificates falling due (``license_letters.certificates_due``,
the Licenses tab's list) and T-7C exemptions running out by themselves, at the day
``domain.licensing.exemption_ends`` set when they were recorded (the age exemption the day before
the animal reaches the licensing age, a stay of so many days at its end), the animal not licensed.

Past its day, an exemption that ran out by itself stays on the list, overdue, for as long as the
animal is kept unlicensed: from the next day it needs a license (T-3A) and nothing else asks for
one. One ended by hand (``services.exemptions``: the owner left with it, a new owner) is not
listed: ending it is the action the row asks for once the animal has gone, and the clerk who
ended it saw to the rest.
A certificate not brought in by its day leaves the list: from the next day the license no longer
counts (T-3B: the animal must be relicensed), a standing the license itself shows
("Relicense required" in the Licenses tab); a certificate no longer clears it, and an office's
lapsed licenses, years of them, are a list of their own, not the day's deadlines."""
from __future__ import annotations

from datetime import date, timedelta

from ..domain.licensing import exemption_ends
from ..domain.statuses import AnimalStatus
from ..persistence.models.animals import Animal
from ..persistence.models.licensing import Exemption
from ..persistence.profiles import profile_for
from .due_item import DueItem
from .license_letters import certificates_due
from .license_standing import current_license

AGE = "under_4_months"  # the T-7C(6) exemption, which ends with the animal's age


def certificate_items(city: int, today: date, end: date) -> list[DueItem]:
    months = sorted({(today.year, today.month), (end.year, end.month)})
    out = []
    for year, month in months:
        for s in certificates_due(city, year, month, skip_sent=False, on=today, days=(today, end)):
            if today <= s.due.value <= end:
                out.append(DueItem(s.due.value, "Rabies certificate due", f"{s.license_number} · "
                                   f"{s.animal_name or s.species_label} · {s.owner.name}",
                                   "A current rabies certificate brought in and recorded", "license",
                                   s.license_id, city))
    return out


def exemption_items(city: int, today: date, end: date) -> list[DueItem]:
    """Exemptions whose last day falls by `end` (overdue once it has passed, if it ran out by
    itself), on animals still kept and unlicensed."""
    profile = profile_for(city)
    q = (Exemption.select(Exemption, Animal).join(Animal)
         .where((Exemption.jurisdiction == city) & Exemption.voided_at.is_null()
                & (Exemption.valid_until <= end) & Animal.voided_at.is_null()
                & (Animal.status == AnimalStatus.ACTIVE))
         .order_by(Exemption.valid_until, Exemption.id))
    out = []
    for e in q:
        animal = e.animal
        if e.valid_until < today and e.valid_until != exemption_ends(profile, e.reason, animal.birth_date,
                                                                     e.recorded_on):
            continue  # ended by hand before its day
        if current_license(animal.id, today) is not None:
            continue
        item = profile.item("exemptions", e.reason)
        label = profile.species_info(animal.species).label.lower()
        owner = animal.owner.display_name if animal.owner_id else "no owner on record"
        after = e.valid_until + timedelta(days=1)
        clears = (f"A license issued: the animal is of licensing age on {after:%m/%d/%Y}" if e.reason == AGE
                  else f"A license issued, or the exemption ended once the animal has gone; from {after:%m/%d/%Y} "
                       "it needs a license")
        out.append(DueItem(e.valid_until, f"Exemption ends: {item.text if item else e.reason}",
                           f"{animal.name or label} · {owner}", clears, "animal", animal.id, city,
                           e.valid_until < today))
    return out
