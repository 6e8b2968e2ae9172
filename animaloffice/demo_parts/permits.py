"""Demo permits, made through the services: in Worthington a hobby breeder (whose third
litter now calls for reclassification), a professional breeder, a county shelter, a pet shop
denied with its notice and a revoked breeder past the removal deadline; in Tracy a
four-animal permit, a backyard-hens (livestock) refusal with its notice and a pending
snake permit."""
from __future__ import annotations

import random
from datetime import date, timedelta

from ..domain.deadlines import add_years
from ..domain.explain import fmt_short
from ..domain.roles import Actor
from ..queries import permit_checks
from ..services import animals, owners, permit_inspections, permit_life, permit_notices
from ..services import permits as svc
from ..services.payments import PaymentInput

CHECKS = ("housing", "water", "food_bedding", "waste", "observation", "closed_days", "honesty", "exercise",
          "sanitary")
ALL_MEET = {c: True for c in CHECKS}


def _owner(actor, jid, city, zipcode, rng, **kw) -> int:
    street = rng.choice(("Oxford St", "Humiston Ave", "Grand Ave", "Lake Ave", "Morgan St", "Craig Ave",
                         "Fifth St", "Knollwood Dr", "Diagonal Rd", "Clary St"))
    return owners.create_owner(actor, jurisdiction_id=jid, address={
        "line1": f"{rng.randint(100, 1999)} {street}", "city": city, "postal_code": zipcode},
        phone=f"507-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}", **kw).id


def _pay(amount: int, rng) -> PaymentInput | None:
    if not amount:
        return None
    method = rng.choice(("cash", "check", "card"))
    return PaymentInput(method, amount, "" if method == "cash" else str(rng.randint(1000, 9999)))


def _issue(actor, owner_id, permit_type, received: date, description: str, conditions: str, rng,
           first_fails: str = "", **kw):
    from ..queries.permit_views import application_fee_preview

    fee = application_fee_preview(owner_id, permit_type, government_operated=kw.get("government_operated"),
                                  on=received).total_cents
    app = svc.record_application(actor, owner_id=owner_id, permit_type=permit_type, on=received,
                                 description=description, payment=_pay(fee, rng), **kw)
    day = received + timedelta(days=6)
    if first_fails:
        permit_inspections.record_inspection(actor, application_id=app.application_id, on=day, inspector="Officer J. Kvistad",
                              checks=dict(ALL_MEET, **{first_fails: False}),
                              item_notes={first_fails: "Corrected before the second visit"})
        day += timedelta(days=14)
    permit_inspections.record_inspection(actor, application_id=app.application_id, on=day, inspector="Officer J. Kvistad",
                          checks=ALL_MEET)
    decided = day + timedelta(days=2)
    return app, svc.approve_application(actor, app.application_id, on=decided, conditions=conditions,
                                        expires_on=add_years(decided, 1))


def _worthington(actor: Actor, rng: random.Random, jid: int, today: date) -> None:
    city, zipcode = "Worthington", "56187"
    hobby = _owner(actor, jid, city, zipcode, rng, first_name="Karen", last_name="Dahl")
    dam = animals.create_animal(actor, jurisdiction_id=jid, owner_id=hobby, species="dog", name="Maple",
                                breed="Labrador Retriever", sex="F", altered=False,
                                birth_date=today - timedelta(days=4 * 365)).id
    for days in (300, 150):
        animals.record_litter(actor, hobby, born_on=today - timedelta(days=days), species="dog", count=7, dam_id=dam)
    _issue(actor, hobby, "breeder_hobbyist", today - timedelta(days=100), "Labrador retrievers bred at home, "
           "two litters a year", "No more than two breeding females\nPuppies kept indoors until 8 weeks old", rng,
           animal_ids=[dam])
    animals.record_litter(actor, hobby, born_on=today - timedelta(days=3), species="dog", count=6, dam_id=dam)

    kennel = _owner(actor, jid, city, zipcode, rng, kind="organisation", organisation="Prairie Wind Kennels LLC")
    for days in (320, 240, 170, 90, 30):
        animals.record_litter(actor, kennel, born_on=today - timedelta(days=days), species="dog", count=8)
    _issue(actor, kennel, "breeder_professional", today - timedelta(days=200),
           "Golden retriever and goldendoodle kennel, 10 breeding females, 24 runs",
           "At most 12 adult dogs on the premises\nWritten care instructions with every puppy sold\n"
           "Records of every litter kept for inspection", rng, first_fails="food_bedding", for_profit=True)

    shelter = _owner(actor, jid, city, zipcode, rng, kind="organisation",
                     organisation="Nobles County Animal Shelter", government_operated=True)
    _issue(actor, shelter, "shelter", today - timedelta(days=60), "County-run shelter, 30 kennels and a cat room",
           "Isolation room kept for sick animals\nDaily exercise logs kept", rng)

    shop = _owner(actor, jid, city, zipcode, rng, first_name="Luis", last_name="Hernandez")
    received = today - timedelta(days=12)
    app = svc.record_application(actor, owner_id=shop, permit_type="commercial", on=received,
                                 description="Pet shop: small animals, birds and reptiles",
                                 payment=_pay(10000, rng))
    permit_inspections.record_inspection(actor, application_id=app.application_id, on=received + timedelta(days=3),
                          inspector="Officer J. Kvistad", checks=dict(ALL_MEET, observation=False, sanitary=False),
                          item_notes={"observation": "No isolation area for sick animals",
                                      "sanitary": "Bird cages soiled; no cleaning schedule"})
    svc.deny_application(actor, app.application_id, on=received + timedelta(days=5),
                         reasons=permit_checks.approval_refusals(app.application_id, received + timedelta(days=5)))
    permit_notices.send_denial_notice(actor, app.application_id, sent_on=received + timedelta(days=6), method="certified")

    revoked = _owner(actor, jid, city, zipcode, rng, first_name="Dale", last_name="Thorson")
    _, d = _issue(actor, revoked, "breeder_hobbyist", today - timedelta(days=260), "Beagles bred at home",
                  "No more than two breeding females", rng)
    refused_on = today - timedelta(days=30)
    permit_inspections.record_inspection(actor, permit_id=d.permit_id, on=refused_on, inspector="Officer J. Kvistad",
                          refused=True, notes="Owner refused entry to the kennel building")
    permit_life.revoke_permit(actor, d.permit_id, grounds=["refused_inspection"], on=refused_on + timedelta(days=1),
                      details=f"Inspection of {fmt_short(refused_on)} refused at the door")
    permit_notices.send_revocation_letter(actor, d.permit_id, sent_on=refused_on + timedelta(days=2))


def _tracy(actor: Actor, rng: random.Random, jid: int, today: date) -> None:
    city, zipcode = "Tracy", "56175"
    keeper = _owner(actor, jid, city, zipcode, rng, first_name="Mai", last_name="Vang")
    pets = [animals.create_animal(actor, jurisdiction_id=jid, owner_id=keeper, species=s, name=n, sex=sex,
                                  birth_date=today - timedelta(days=rng.randint(400, 3000))).id
            for s, n, sex in (("dog", "Koda", "M"), ("dog", "Penny", "F"), ("cat", "Cleo", "F"),
                              ("cat", "Smokey", "M"))]
    received = today - timedelta(days=40)
    app = svc.record_application(actor, owner_id=keeper, permit_type="animal", on=received, animal_ids=pets,
                                 acquired_on=received - timedelta(days=2),
                                 factors={"inoculation": "All four vaccinated against rabies",
                                          "confinement": "Fenced yard, 6 ft privacy fence",
                                          "trustworthiness": "No violations on record"},
                                 payment=_pay(2500, rng))
    svc.approve_application(actor, app.application_id, on=received + timedelta(days=5),
                            conditions="Dogs kept inside or in the fenced yard\nNo more than four animals",
                            expires_on=add_years(received + timedelta(days=5), 1))

    hens = _owner(actor, jid, city, zipcode, rng, first_name="Gary", last_name="Lindquist")
    received = today - timedelta(days=4)
    app = svc.record_application(actor, owner_id=hens, permit_type="animal", on=received,
                                 species=["chicken"] * 5, description="Backyard laying hens with a coop",
                                 factors={"facilities": "8 x 10 ft coop and run"}, payment=_pay(2500, rng))
    svc.deny_application(actor, app.application_id, on=received + timedelta(days=1),
                         reasons=permit_checks.approval_refusals(app.application_id, received + timedelta(days=1)))
    permit_notices.send_denial_notice(actor, app.application_id, sent_on=received + timedelta(days=1))

    snake = _owner(actor, jid, city, zipcode, rng, first_name="Tou", last_name="Xiong")
    svc.record_application(actor, owner_id=snake, permit_type="animal", on=today - timedelta(days=1),
                           species=["snake"], description="Ball python in a locked terrarium",
                           other_permit_needed="", factors={"confinement": "Locked glass terrarium"},
                           payment=_pay(2500, rng))


def populate(actor: Actor, rng: random.Random, jurisdiction_id: int, profile, today: date) -> None:
    if profile.enforces("commercial_permits"):
        _worthington(actor, rng, jurisdiction_id, today)
    if profile.enforces("animal_permits"):
        _tracy(actor, rng, jurisdiction_id, today)
