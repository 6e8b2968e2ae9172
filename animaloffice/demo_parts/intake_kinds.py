"""Demo intakes that are not seizures, through the services: a licensed dog its owner gives up
(its license ends), a cat transferred in from the county humane society, and an old cat its
owner asks to have euthanized. Made on the demo's day, so this month's Shelter Animals Count
matrix shows them in their rows."""
from __future__ import annotations

import random
from datetime import date, timedelta

from ..domain.roles import Actor
from .impounds import _facility, _free, _owner_and_pet


def populate(actor: Actor, rng: random.Random, jurisdiction_id: int, profile, today: date) -> None:
    from ..services import intake_kinds

    if profile.readings.reading("owner_surrender").value != "accepted":
        return
    _, kennels = _facility(actor, profile.code, profile)
    jid = jurisdiction_id
    licensed = profile.enforces("licensing")
    owner, dog = _owner_and_pet(actor, rng, jid, profile.code, "dog", "Biscuit", altered=True,
                                licensed_on=today - timedelta(days=90) if licensed else None, in_force_on=today,
                                chip=False)
    intake_kinds.surrender(actor, jurisdiction_id=jid, animal_id=dog, owner_id=owner, owner_affirmed=True,
                           reason="Moving into an apartment that does not allow dogs",
                           kennel_id=_free(kennels, "run"), on=today, condition="Healthy, friendly")
    intake_kinds.transfer_in(actor, jurisdiction_id=jid, agency="Lyon County Humane Society",
                             agency_address="Marshall, MN", reference=f"LCHS-{today.year}-{rng.randint(100, 999)}",
                             new_animal={"species": "cat", "name": "Juniper", "colour": "grey tabby", "sex": "F",
                                         "age_months": 14},
                             kennel_id=_free(kennels, "cage"), on=today, notes="Sent for adoption space")
    owner, cat = _owner_and_pet(actor, rng, jid, profile.code, "cat", "Smokey", altered=True, chip=False)
    intake_kinds.owner_euthanasia(actor, jurisdiction_id=jid, animal_id=cat, owner_id=owner, owner_affirmed=True,
                                  signed=True, reason="Old age and kidney failure; the family's veterinarian "
                                                      "advised it", on=today)
