"""Demo records the Licenses tab shows that the town demo does not make: last year's licenses
(some renewed, most due for renewal), a young dog under the 16-month certificate rule (T-3B),
a 1-year vaccine that lapsed, certificates falling due within the month (T-3B: a Spanish-reading
owner's dog, an English-reading owner's cat, so the certificate-due letters have someone to go to),
exemptions (T-7C), a transfer (T-3C) and next year's tag stock."""
from __future__ import annotations

import random
from datetime import date, timedelta

from ..domain.deadlines import add_months, add_years
from ..domain.roles import Actor

FIRST = ("Ingrid", "Lars", "Maren", "Ole", "Sigrid", "Tomas", "Yer", "Pao", "Fatima", "Diego", "Rosa", "Hugo")
LAST = ("Brekke", "Solberg", "Haugen", "Vue", "Chang", "Abdi", "Ortiz", "Ruiz", "Nyberg", "Moe", "Quist")
NAMES = ("Biscuit", "Juniper", "Otis", "Pickles", "Waffles", "Ziggy", "Hazel", "Moose", "Olive", "Rocco")


def populate(actor: Actor, rng: random.Random, jurisdiction_id: int, profile, today: date) -> None:
    if not profile.enforces("licensing"):
        return
    from ..services import animals, licensing, licensing_desk, owners, tag_numbers
    from ..services.payments import PaymentInput

    city = profile.name.replace("City of ", "")

    def owner():
        return owners.create_owner(
            actor, jurisdiction_id=jurisdiction_id, first_name=rng.choice(FIRST), last_name=rng.choice(LAST),
            address={"line1": f"{rng.randint(100, 1999)} {rng.choice(('Oak', 'Lake', 'Pine'))} St", "city": city,
                     "state": "MN", "postal_code": "56175" if city == "Tracy" else "56187"},
            phone=f"507-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}", since=today - timedelta(days=900)).id

    def pet(owner_id, born, species="dog"):
        return animals.create_animal(actor, jurisdiction_id=jurisdiction_id, owner_id=owner_id, species=species,
                                     name=rng.choice(NAMES), breed="Mixed breed", sex=rng.choice("MF"),
                                     altered=True, birth_date=born, owned_since=min(today, born + timedelta(days=60)),
                                     today=today).id

    def paid(species, on):
        return PaymentInput("cash", licensing.license_fee_for(jurisdiction_id, species, True, on).value)

    last_year = today.year - 1
    for i in range(14):  # last year's licenses: a third renewed, the rest due or overdue for renewal
        oid = owner()
        species = "dog" if i % 3 else "cat"
        aid = pet(oid, today - timedelta(days=rng.randint(800, 3000)), species)
        shot = date(last_year, rng.randint(1, 10), rng.randint(1, 28))
        animals.record_vaccination(actor, aid, vaccinated_on=shot, duration_years=3, veterinarian="Dr. Karen Lindahl",
                                   clinic="Tracy Veterinary Clinic", product="Imrab 3", received_on=shot)
        issued_on = shot + timedelta(days=rng.randint(0, 30))
        lic = licensing.issue_license(actor, animal_id=aid, on=issued_on, year=last_year,
                                      payment=paid(species, issued_on))
        on = max(date(today.year, 1, 2), today - timedelta(days=rng.randint(5, 120)))
        if i % 3 == 0 and on <= today:
            licensing.renew_license(actor, lic.license_id, on=on, payment=paid(species, on))
    # a puppy licensed young (5-9 months old): its certificate is due when it turns 16 months (T-3B)
    born = add_months(today, -9)
    aid = pet(owner(), born)
    shot = add_months(born, 4)
    animals.record_vaccination(actor, aid, vaccinated_on=shot, duration_years=1, veterinarian="Dr. Omar Farah",
                               received_on=shot)
    on = max(add_months(born, 5), date(today.year, 1, 1))  # at 5-9 months, this year: in force now
    licensing.issue_license(actor, animal_id=aid, on=on, year=on.year, payment=paid("dog", on))
    # a 1-year vaccine that ran out after licensing: relicense required
    aid = pet(owner(), today - timedelta(days=2000))
    shot = today - timedelta(days=380)
    animals.record_vaccination(actor, aid, vaccinated_on=shot, duration_years=1, veterinarian="Dr. Beth Sorensen",
                               received_on=shot)
    on = max(shot, date(today.year, 1, 2))
    if on <= today and on < add_months(shot, 12):
        licensing.issue_license(actor, animal_id=aid, on=on, payment=paid("dog", on))
    # a 3-year certificate whose third anniversary is a few weeks away (T-3B), within this year's
    # license (a yearly license ends Dec 31), one for each language a letter goes out in
    for language, first_name, last_name, name, species, sex, days in (
            ("es", "Lucía", "Morales", "Chispa", "dog", "F", 18), ("en", "Karen", "Olson", "Mittens", "cat", "M", 26)):
        oid = owners.create_owner(
            actor, jurisdiction_id=jurisdiction_id, first_name=first_name, last_name=last_name,
            letter_language=language, address={"line1": f"{days * 23} Center St", "city": city, "state": "MN",
                                               "postal_code": "56175" if city == "Tracy" else "56187"},
            phone=f"507-555-01{days}", since=today - timedelta(days=1500)).id
        aid = animals.create_animal(actor, jurisdiction_id=jurisdiction_id, owner_id=oid, species=species, name=name,
                                    breed="Mixed breed", sex=sex, altered=True,
                                    birth_date=today - timedelta(days=2400), owned_since=today - timedelta(days=1400),
                                    today=today).id
        shot = add_years(min(today + timedelta(days=days), date(today.year, 12, 31)), -3)
        animals.record_vaccination(actor, aid, vaccinated_on=shot, duration_years=3, veterinarian="Dr. Karen Lindahl",
                                   clinic="Tracy Veterinary Clinic", product="Imrab 3", received_on=shot)
        on = max(today - timedelta(days=40), date(today.year, 1, 1))
        licensing.issue_license(actor, animal_id=aid, on=on, year=on.year, payment=paid(species, on))
    # exemptions instead of licenses (T-7C)
    young = pet(owner(), today - timedelta(days=50))
    licensing.record_exemption(actor, animal_id=young, reason="under_4_months", on=today)
    licensing.record_exemption(actor, animal_id=pet(owner(), today - timedelta(days=1500)), reason="police_canine",
                               on=today - timedelta(days=40), notes="Police department K-9 unit")
    # a dog sold to a new owner: its license ended that day (T-3C)
    aid = pet(owner(), today - timedelta(days=1200))
    animals.record_vaccination(actor, aid, vaccinated_on=today - timedelta(days=200), veterinarian="Dr. Omar Farah",
                               received_on=today - timedelta(days=200))
    on = max(today - timedelta(days=150), date(today.year, 1, 1))
    licensing.issue_license(actor, animal_id=aid, on=on, year=on.year, payment=paid("dog", on))
    licensing_desk.transfer_at_desk(actor, aid, new_owner_id=owner(), reason="sold",
                                    on=max(today - timedelta(days=10), on))
    # next year's pre-numbered tags arrived
    tag_numbers.add_tag_stock(actor, jurisdiction_id, today.year + 1, 1, 2500, received_on=today,
                            notes="blue bone-shaped tags")
