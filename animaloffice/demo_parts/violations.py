"""Demo records for owners, violations and citations: a year of violations written by
officers, most cited where the ordinance allows (Tracy's referred for prosecution, no fine;
Worthington's only with the at-large penalty), some paid, one dismissed; an owner with three
violations in 12 months (W-90.10H3 review list); an unaltered dog climbing the W-90.05C
ladder where the profile has one; a conviction; and a likely duplicate owner to merge."""
from __future__ import annotations

from datetime import date, timedelta

from ..persistence.models.animals import Animal
from ..persistence.models.people import Owner
from ..services import owners, violations
from ..services.payments import PaymentInput

PLACES = ("Morgan St and 4th St", "City park, north entrance", "Elm St alley", "Lake Ave boat ramp",
          "Oxford St sidewalk", "School playground", "Center St and Union St")
OFFICERS = ("Officer Dahl", "Officer Lund", "Officer Xiong")


def _owners_with_animals(jurisdiction_id: int, n: int) -> list[tuple[int, int]]:
    q = (Animal.select(Animal.owner, Animal.id)
         .where((Animal.jurisdiction == jurisdiction_id) & Animal.owner.is_null(False)
                & Animal.voided_at.is_null() & (Animal.status == "active") & Animal.species.in_(("dog", "cat")))
         .order_by(Animal.id).limit(n).tuples())
    return list(q)


def _ensure_owner(actor, rng, jurisdiction_id, profile, today) -> tuple[int, int]:
    from ..services import animals

    city = profile.name.replace("City of ", "")
    o = owners.create_owner(actor, jurisdiction_id=jurisdiction_id, first_name="Dale", last_name="Kvistad",
                            address={"line1": f"{rng.randint(100, 999)} Harvey St", "city": city},
                            phone="507-555-0142", since=today - timedelta(days=900))
    a = animals.create_animal(actor, jurisdiction_id=jurisdiction_id, owner_id=o.id, species="dog",
                              name="Duke", breed="Boxer", sex="M", altered=False,
                              birth_date=today - timedelta(days=1500), owned_since=today - timedelta(days=800))
    return o.id, a.id


def _cite(actor, rng, vid, on, today, pay: bool, method: str = "in_person"):
    """A citation where the ordinance allows one: with the penalty it gives (paid or not), or referred
    for prosecution where it gives none (Tracy, T-8A); none where the profile refuses it."""
    if not violations.carries_penalty(violations.citation_amount_for(vid)) and not violations.refers_otherwise(vid):
        return None
    issued = violations.issue_citation(actor, vid, on=on, method=method)
    if pay and not issued.referred:
        paid_on = min(on + timedelta(days=rng.randint(0, 6)), today)
        kind = rng.choice(("cash", "check", "card"))
        ref = "" if kind == "cash" else f"{rng.randint(1000, 9999)}"
        violations.pay_citation(actor, vid, PaymentInput(kind, issued.amount_cents, ref), on=paid_on)
    return issued


def populate(actor, rng, jurisdiction_id, profile, today: date) -> None:
    pairs = _owners_with_animals(jurisdiction_id, 12) or [_ensure_owner(actor, rng, jurisdiction_id, profile, today)]
    kinds = [i.code for i in profile.items("violation_kinds")]
    nuisances = [i.code for i in profile.items("nuisance_kinds")]

    def record(owner_id, animal_id, days_ago, kind=None, nuisance=""):
        kind = kind or rng.choice(kinds)
        if kind == "nuisance" and not nuisance:
            nuisance = rng.choice(nuisances)
        return violations.record_violation(
            actor, owner_id=owner_id, animal_id=animal_id, kind=kind, nuisance_kind=nuisance,
            occurred_on=today - timedelta(days=days_ago), place=rng.choice(PLACES),
            officer=rng.choice(OFFICERS), evidence=rng.choice((
                "Observed by the officer; photographs taken.", "Neighbour's complaint with video.",
                "Animal found without a tag; owner identified by microchip.", "Second complaint this month.")))

    # Scattered violations over the year, most cited, most of those paid.
    for owner_id, animal_id in pairs[1:8]:
        days = rng.randint(10, 330)
        v = record(owner_id, animal_id, days)
        roll = rng.random()
        if roll < 0.8:
            _cite(actor, rng, v.id, today - timedelta(days=days - 1), today, pay=roll < 0.55)
    # The review list (W-90.10H3 where the profile has it): three in 12 months for one owner.
    owner_id, animal_id = pairs[0]
    at_large = "at_large" if "at_large" in kinds else ("nuisance" if "nuisance" in kinds else kinds[0])
    nuisance = "at_large" if at_large == "nuisance" else ""
    if profile.enforces("at_large_penalty"):
        Animal.update(altered=False).where(Animal.id == animal_id).execute()
    for days in (290, 150, 20):
        v = record(owner_id, animal_id, days, kind=at_large, nuisance=nuisance)
        _cite(actor, rng, v.id, today - timedelta(days=days), today, pay=days > 100)
    # A citation contested, then dismissed at the hearing.
    if len(pairs) > 8:
        owner_id, animal_id = pairs[8]
        v = record(owner_id, animal_id, 40)
        issued = _cite(actor, rng, v.id, today - timedelta(days=39), today, pay=False, method="certified")
        if issued is not None and not issued.referred:
            violations.mark_contested(actor, v.id)
            violations.dismiss_violation(actor, v.id, "Hearing: the animal was on a leash in the owner's yard.")
        elif issued is not None:
            violations.dismiss_violation(actor, v.id, "The prosecutor declined to charge: the animal was on a "
                                                      "leash in the owner's yard.")
    # One open citation from this week, still within its hearing-request period.
    if len(pairs) > 9:
        owner_id, animal_id = pairs[9]
        v = record(owner_id, animal_id, 2)
        _cite(actor, rng, v.id, today - timedelta(days=1), today, pay=False, method="mail")
    # A cruelty conviction on file (W-90.10H6 bars a permit).
    if len(pairs) > 10:
        owners.record_conviction(actor, pairs[10][0], offense="Animal cruelty (Minn. Stat. 343.21)",
                                 convicted_on=today - timedelta(days=700), animal_cruelty=True,
                                 court="Lyon County District Court", plea="pled_guilty")
    # A likely duplicate of an owner, entered again with a misspelt name, left to merge.
    first = Owner.get_by_id(pairs[-1][0])
    if first.kind == "person" and first.last_name:
        owners.create_owner(actor, jurisdiction_id=jurisdiction_id, first_name=first.first_name,
                            last_name=first.last_name[:-1] + ("e" if first.last_name[-1] != "e" else "a"),
                            email="", notes="Entered at the counter; may be the same person as "
                                            f"{first.display_name}.")
