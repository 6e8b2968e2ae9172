"""Demo records for the intake desk: a facility with kennels and a realistic handful of impounds.

Per jurisdiction: animals held now (one found by tag with its owner notified, a stray
posted for an unknown owner, a bite quarantine, one whose observation is over with the
veterinarian's exam due, a tagged dog whose disposal is blocked for want of the owner's
notice, a dog seized for neglect with the notice of Minn. Stat. 343.235, and in Worthington
a security posted for it), one reclaimed and released, one
adopted and one transferred after their holds, a field return where animals are
licensed, and (where W-90.05C applies) an unaltered dog impounded at large again
and again within 12 months. Everything goes through the services.
"""
from __future__ import annotations

import random
from datetime import date, timedelta

from ..domain.roles import Actor
from ..persistence.models.impounds import Facility, Kennel
from ..persistence.models.people import Owner

PLACES = {"tracy": ("Tracy", "56175", ("Morgan St and 3rd St", "Craig Ave by the park", "Emory St",
                                       "Harvey St and Fifth St", "Tracy Aquatic Center lot")),
          "worthington": ("Worthington", "56187", ("Oxford St and Humiston Ave", "Lake Okabena beach",
                                                   "Grand Ave", "Diagonal Rd", "Centennial Park"))}
KENNEL_PLAN = (("run", "R", 8), ("cage", "C", 4), ("isolation", "I", 1), ("quarantine", "Q", 2))


def _facility(actor: Actor, code: str, profile) -> tuple[int, dict[str, list[int]]]:
    from ..services import kennels

    town = PLACES.get(code, (profile.name.replace("City of ", ""), "56000", ()))[0]
    name = f"{town} Animal Control Facility"
    row = Facility.get_or_none(Facility.name == name)
    if row is None:
        f = kennels.create_facility(actor, name=name, address=f"100 Shelter Rd, {town}, MN",
                                    phone="507-555-0150", hours="Mon-Fri 9:00-13:00")
        for kind, prefix, count in KENNEL_PLAN:
            kennels.add_kennel_range(actor, f.id, kind=kind, prefix=prefix, count=count)
        fid = f.id
    else:
        fid = row.id
    by_kind: dict[str, list[int]] = {}
    for k in Kennel.select().where((Kennel.facility == fid) & (Kennel.active == True)).order_by(Kennel.sort_order):  # noqa: E712
        by_kind.setdefault(k.kind, []).append(k.id)
    return fid, by_kind


def _free(by_kind: dict[str, list[int]], kind: str) -> int | None:
    from ..services.kennels import occupant

    return next((k for k in by_kind.get(kind, []) if occupant(k) is None), None)


def _owner_and_pet(actor, rng, jid, code, species, name, *, altered, licensed_on=None, in_force_on=None, chip=True):
    """An owner and a pet; with `licensed_on`, licensed that day for the year of `in_force_on` (the day
    the story needs the license: early in January, a license issued last autumn is for this year)."""
    from ..services import animals, licensing, owners

    town, zipcode, _ = PLACES.get(code, ("Town", "56000", ()))
    first = rng.choice(("Ida", "Tou", "Sara", "Abdi", "Karen", "Luis", "Mai", "Erik"))
    last = rng.choice(("Halvorson", "Vang", "Nelson", "Hassan", "Lindquist", "Garcia", "Thao", "Olson"))
    o = owners.create_owner(actor, jurisdiction_id=jid, first_name=first, last_name=last,
                            address={"line1": f"{rng.randint(100, 1999)} {rng.choice(('Elm St', 'Oak Ave', 'Lake Ave'))}",
                                     "city": town, "postal_code": zipcode},
                            phone=f"507-555-{rng.randint(1000, 9999)}", since=date(2018, 1, 1))
    born = date(2019 + rng.randint(0, 4), rng.randint(1, 12), rng.randint(1, 28))
    a = animals.create_animal(actor, jurisdiction_id=jid, owner_id=o.id, species=species, name=name,
                              breed=rng.choice(("Labrador mix", "Beagle", "Husky", "Boxer")) if species == "dog"
                              else "Domestic Shorthair", colour=rng.choice(("black", "brown", "tan", "grey")),
                              sex=rng.choice("MF"), altered=altered, birth_date=born,
                              microchip=f"985{jid % 100:02d}{rng.randint(10**9, 10**10 - 1)}" if chip else "",
                              owned_since=born + timedelta(days=70))
    if licensed_on is not None:
        year = (in_force_on or licensed_on).year  # sold no earlier than that year's license goes on sale
        licensed_on = max(licensed_on, licensing.first_sale_day_for(jid, year))
        animals.record_vaccination(actor, a.id, vaccinated_on=licensed_on - timedelta(days=3), duration_years=3,
                                   veterinarian="Dr. Karen Lindahl", clinic="Tracy Veterinary Clinic",
                                   received_on=licensed_on)
        from ..services.payments import PaymentInput

        licensing.issue_license(actor, animal_id=a.id, on=licensed_on, year=year,
                                payment=PaymentInput("cash"))  # the fee taken with the sale (T-3A)
    return o.id, a.id


def _release(actor, impound_id, on):
    from ..services import impound_release
    from ..services.payments import PaymentInput

    bill = impound_release.bill(impound_id, on)
    payment = PaymentInput("cash", bill.due_cents) if bill.due_cents else None
    return impound_release.reclaim(actor, impound_id, on=on, payment=payment)


def populate(actor: Actor, rng: random.Random, jurisdiction_id: int, profile, today: date) -> None:
    from ..domain.cruelty import security_minimum
    from ..services import impound_notices, impound_release, impounds, seizure_claims, seizure_notice

    code = profile.code
    _, _, places = PLACES.get(code, ("", "", ("Main St",)))
    _, kennels = _facility(actor, code, profile)
    licensing = profile.enforces("licensing")
    jid = jurisdiction_id

    def take(animal_id=None, new=None, days_ago=0, kind="run", **kw):
        on = today - timedelta(days=days_ago)
        return impounds.intake(actor, jurisdiction_id=jid, animal_id=animal_id, new_animal=new, on=on,
                               kennel_id=_free(kennels, kind), found_place=rng.choice(places),
                               officer="Officer Dahl" if code == "tracy" else "Officer Moua", **kw)

    # a stray found by its tag or chip, owner notified the same day
    owner, dog = _owner_and_pet(actor, rng, jid, code, "dog", "Pepper", altered=True,
                                licensed_on=today - timedelta(days=200) if licensing else None,
                                in_force_on=today - timedelta(days=2))
    held = take(dog, days_ago=2, ground="at_large", found_detail="near_street")
    impound_notices.send_impound_notice(actor, held.impound_id, on=today - timedelta(days=2))

    # an unknown stray, posted in three public places; its hold has run out
    stray = take(new={"species": "dog", "breed": "Shepherd mix", "colour": "brindle", "sex": "F", "age_months": 30},
                 days_ago=11, ground="at_large", found_detail="off_property")
    impound_notices.post_notice(actor, stray.impound_id, on=today - timedelta(days=10),
                                places=["City Hall", "Post office", "Public library"])

    # a kitten, under 5 months
    take(new={"species": "cat", "colour": "orange tabby", "age_months": 3}, days_ago=1, kind="cage",
         ground="at_large")

    # a bite quarantine with its T-6D5 notice
    q_owner, biter = _owner_and_pet(actor, rng, jid, code, "dog", "Zeus", altered=False)
    quarantine = take(biter, days_ago=4, kind="quarantine", ground="quarantine", quarantine="bite",
                      bite_on=today - timedelta(days=5))
    impound_notices.send_quarantine_notice(actor, quarantine.impound_id, on=today - timedelta(days=4))

    # MN-1721.0570: a bite observation that ended yesterday: the veterinarian's exam is due
    _, ended = _owner_and_pet(actor, rng, jid, code, "cat", "Smokey", altered=True)
    over = take(ended, days_ago=11, kind="quarantine", ground="quarantine", quarantine="bite",
                bite_on=today - timedelta(days=11))
    impound_notices.send_quarantine_notice(actor, over.impound_id, on=today - timedelta(days=11))

    # MN-347.14: a tagged dog whose hold is over, its owner never sent the impound notice: no disposal
    _, waiting = _owner_and_pet(actor, rng, jid, code, "dog", "Rusty", altered=True)
    take(waiting, days_ago=12, ground="at_large", found_detail="off_property")

    # MN-343.235: a dog seized for neglect, the notice of the statute given the same day
    keeper, neglected = _owner_and_pet(actor, rng, jid, code, "dog", "Duke", altered=False)
    seized = take(neglected, days_ago=3, kind="isolation", ground="neglect_abuse",
                  condition="Found chained without water or shelter; thin, matted coat.")
    seizure_notice.send_seizure_notice(actor, seized.impound_id, on=today - timedelta(days=3), method="in_person")
    if code == "worthington":  # here the owner posts security: the disposition is stayed
        seizure_claims.post_security(actor, seized.impound_id, received_on=today - timedelta(days=1),
                                     claimant_name=Owner.get_by_id(keeper).display_name, form="check",
                                     reference="1043",
                                     amount_cents=security_minimum(profile, today - timedelta(days=1)).value)

    # reclaimed and released
    owner2, cat = _owner_and_pet(actor, rng, jid, code, "cat", "Milo", altered=True,
                                 licensed_on=today - timedelta(days=90) if licensing else None,
                                 in_force_on=today - timedelta(days=23))
    back = take(cat, days_ago=25, kind="cage", ground="at_large")
    impound_notices.send_impound_notice(actor, back.impound_id, on=today - timedelta(days=25))
    _release(actor, back.impound_id, today - timedelta(days=23))

    # adopted and transferred out after their holds
    for outcome, party, days in (("adoption", "Ana Lopez, 88 Lake Ave", 40),
                                 ("transferred_out", "Prairie Pet Rescue, Marshall MN", 33)):
        r = take(new={"species": "dog" if outcome == "adoption" else "cat", "colour": "black and white",
                      "age_months": 14}, days_ago=days, ground="at_large")
        impound_notices.post_notice(actor, r.impound_id, on=today - timedelta(days=days),  # MN-347.14
                                    places=["City Hall", "Post office", "Public library"])
        name, _, address = party.partition(", ")
        impound_release.dispose(actor, r.impound_id, outcome=outcome, on=r.disposition_from + timedelta(days=1),
                                party=name, party_address=address)

    # T-6A: a licensed dog delivered home by the officer
    if licensing:
        _, lucky = _owner_and_pet(actor, rng, jid, code, "dog", "Bentley", altered=True,
                                  licensed_on=today - timedelta(days=150), in_force_on=today - timedelta(days=12))
        impounds.field_return(actor, animal_id=lucky, on=today - timedelta(days=12), found_place=rng.choice(places),
                              officer="Officer Dahl")

    # W-90.05C: the same unaltered dog at large again and again within 12 months
    if profile.enforces("at_large_penalty"):
        _, roamer = _owner_and_pet(actor, rng, jid, code, "dog", "Koda", altered=False)
        for days in (300, 150, 45):
            r = take(roamer, days_ago=days, ground="at_large", found_detail="near_street")
            _release(actor, r.impound_id, today - timedelta(days=days - 1))
        again = take(roamer, days_ago=1, ground="at_large", found_detail="near_street")
        impound_notices.send_impound_notice(actor, again.impound_id, on=today - timedelta(days=1))

    # an owner who reads Spanish: her notice prints in Spanish, then in English (MN-347.14)
    from ..services import animals, owners

    town, zipcode, _ = PLACES.get(code, ("Town", "56000", ()))
    o = owners.create_owner(actor, jurisdiction_id=jid, first_name="María", last_name="Hernández",
                            address={"line1": "815 Oxford St", "city": town, "postal_code": zipcode},
                            phone="507-555-0148", since=date(2020, 3, 1), letter_language="es+en")
    canela = animals.create_animal(actor, jurisdiction_id=jid, owner_id=o.id, species="dog", name="Canela",
                                   breed="Chihuahua mix", colour="tan", sex="F", altered=True,
                                   birth_date=date(2021, 5, 9), owned_since=date(2021, 7, 20))
    if licensing:  # her license certificate and receipt print in Spanish (T-3A)
        from ..services import licensing as license_desk
        from ..services.payments import PaymentInput

        animals.record_vaccination(actor, canela.id, vaccinated_on=today - timedelta(days=60), duration_years=3,
                                   veterinarian="Dra. Lucía Mendoza", received_on=today - timedelta(days=60))
        license_desk.issue_license(actor, animal_id=canela.id, on=today - timedelta(days=50),
                                   payment=PaymentInput("cash"))
    found = impounds.intake(actor, jurisdiction_id=jid, animal_id=canela.id, on=today - timedelta(days=1),
                            kennel_id=_free(kennels, "run"), found_place="Oxford St", ground="at_large",
                            found_detail="near_street",
                            officer="Officer Dahl" if code == "tracy" else "Officer Moua")
    impound_notices.send_impound_notice(actor, found.impound_id, on=today - timedelta(days=1))
