"""Demo dangerous-dog cases (MN-347.50), made through the services so each has its notice,
audit entries, fee and letters. Per city: a potentially dangerous dog whose notice is still open
to a hearing request, a dangerous dog registered, one registered nearly a year ago (renewal
coming due), one whose owner asked for a hearing still to be scheduled, one declaration
reversed at a hearing (rescinded), and a dog seized after an attack, held at the city's facility,
whose notice names the facility and the office as the contact.
"""
from __future__ import annotations

import random
from datetime import date, datetime, time, timedelta

from ..domain.profiles import Profile
from ..domain.roles import Actor
from ..services import animals, dangerous_dog_registration, hearings, owners
from ..services import dangerous_dogs as svc
from ..services.payments import PaymentInput

FIRST = ("Gary", "Linda", "Tou", "Karen", "Luis", "Dorothy", "Minh", "Shirley", "Pedro", "Ingrid")
LAST = ("Thorson", "Xiong", "Bergstrom", "Hernandez", "Dahl", "Nguyen", "Olson", "Yang", "Lopez", "Hagen")
STREETS = ("Emory St", "Craig Ave", "Rowe St", "Harvey St", "Hollett St", "Union St")
DOGS = (("Tank", "Rottweiler"), ("Diesel", "Pit bull mix"), ("Roxy", "German shepherd"), ("Bear", "Akita"),
        ("Zeus", "Cane corso"), ("Lola", "Husky mix"))
INCIDENTS = {
    "pdd_chase": ("Ran out of an open gate and chased a boy on a bicycle down the street, growling.", "the street"),
    "dd_bodily_harm": ("Bit a mail carrier on the forearm without provocation; stitches at the clinic.",
                       "the front walk"),
    "dd_killed_animal": ("Got loose and killed a neighbour's cat in the alley.", "the alley behind the house"),
}


def _dog(actor, rng, jid, profile, today):
    city = profile.name.replace("City of ", "")
    o = owners.create_owner(actor, jurisdiction_id=jid, first_name=rng.choice(FIRST), last_name=rng.choice(LAST),
                            address={"line1": f"{rng.randint(100, 1999)} {rng.choice(STREETS)}", "city": city,
                                     "state": "MN", "postal_code": "56175" if "Tracy" in city else "56187"},
                            phone=f"507-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}")
    name, breed = rng.choice(DOGS)
    a = animals.create_animal(actor, jurisdiction_id=jid, owner_id=o.id, name=name, species="dog", breed=breed,
                              sex=rng.choice("MF"), altered=rng.random() < 0.5,
                              birth_date=today - timedelta(days=rng.randint(700, 3000)), today=today,
                              owned_since=today - timedelta(days=600))
    return a.id


def _declare(actor, rng, jid, profile, today, *, kind, ground, days_ago, seized=False):
    facts, where = INCIDENTS[ground]
    on = today - timedelta(days=days_ago)
    dog = _dog(actor, rng, jid, profile, today)
    if seized:  # taken to the city's facility after the attack: the notice names it (347.541, subd. 3)
        _seize(actor, jid, profile, dog, on - timedelta(days=1))
    return svc.declare_and_notify(
        actor, animal_id=dog, kind=kind, ground=ground, facts=facts,
        incident_on=on - timedelta(days=2), incident_time=f"{rng.randint(7, 8)}:{rng.choice(('05', '20', '45'))} PM",
        incident_place=where, declared_on=on, declared_by="Officer Dana Lind", sent_on=on + timedelta(days=1),
        seized_on=on - timedelta(days=1) if seized else None)


def _seize(actor, jid, profile, animal_id, on):
    from ..services import impounds
    from .impounds import _facility, _free

    _, by_kind = _facility(actor, profile.code, profile)
    impounds.intake(actor, jurisdiction_id=jid, animal_id=animal_id, on=on, kennel_id=_free(by_kind, "run"),
                    ground="neglect_danger", officer="Officer Dana Lind",
                    notes="Seized after an unprovoked attack; held for the dangerous-dog declaration.")


def _register(actor, case_id, profile, on, rng):
    chip = f"985{case_id % 10**6:06d}{rng.randint(10**5, 10**6 - 1)}"  # unique across the demo's cases
    svc.record_registration(actor, case_id, insurance_kind=rng.choice(("insurance", "bond")),
                            insurer=rng.choice(("North Star Mutual", "Western Surety", "Farm Bureau")),
                            policy_number=f"P-{rng.randint(10000, 99999)}",
                            insurance_cents=profile.fee("dangerous_dog.insurance_minimum", on),
                            insurance_expires_on=on + timedelta(days=400), enclosure_inspected_on=on,
                            enclosure_inspector="Officer Dana Lind", sign_issued_on=on,
                            sign_number=f"S-{rng.randint(10, 99)}", microchip=chip, microchip_maker="HomeAgain")
    dangerous_dog_registration.pay_registration_fee(actor, case_id, PaymentInput("check", profile.fee("dangerous_dog.registration", on),
                                                          str(rng.randint(1000, 9999))), on=on)
    dangerous_dog_registration.issue_certificate(actor, case_id, on=on)


def populate(actor: Actor, rng: random.Random, jurisdiction_id: int, profile: Profile, today: date) -> int:
    """Six dangerous-dog cases in one city; returns how many."""
    jid = jurisdiction_id
    _declare(actor, rng, jid, profile, today, kind="potentially_dangerous", ground="pdd_chase", days_ago=5)
    registered, _ = _declare(actor, rng, jid, profile, today, kind="dangerous", ground="dd_killed_animal",
                             days_ago=40)
    _register(actor, registered.id, profile, today - timedelta(days=30), rng)
    renewing, _ = _declare(actor, rng, jid, profile, today, kind="dangerous", ground="dd_bodily_harm", days_ago=360)
    _register(actor, renewing.id, profile, today - timedelta(days=345), rng)
    _, asked = _declare(actor, rng, jid, profile, today, kind="dangerous", ground="dd_bodily_harm", days_ago=10)
    hearings.record_request(actor, asked.id, received_on=today - timedelta(days=3), how="mail")
    _, heard = _declare(actor, rng, jid, profile, today, kind="dangerous", ground="dd_killed_animal", days_ago=70)
    hearings.record_request(actor, heard.id, received_on=today - timedelta(days=60), how="in_writing")
    # held within 14 days of the request, decided the day after (347.541, subd. 4)
    s = hearings.schedule_hearing(actor, heard.id, at=datetime.combine(today - timedelta(days=49), time(10, 0)),
                                  body=profile.text.get("dangerous_dog_hearing_body", "Hearing Officer"),
                                  sent_on=today - timedelta(days=58))
    hearings.record_hearing(actor, s.hearing_id, attendees="The owner; Officer Dana Lind; the hearing officer",
                            findings="The cat had been tormenting the dog through the fence; the gate was latched "
                                     "and was opened by a child visiting the neighbour.")
    hearings.decide_hearing(actor, s.hearing_id, decision="reversed", decided_on=today - timedelta(days=48),
                            conclusions="The dog was provoked; the declaration is not supported by the facts.",
                            method="registered")  # by hand or registered mail (347.541, subd. 4)
    _declare(actor, rng, jid, profile, today, kind="dangerous", ground="dd_bodily_harm", days_ago=3, seized=True)
    return 6
