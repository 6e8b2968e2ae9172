"""Demo hearing cases: denial and revocation notices at every stage of T-4A / T-4C / W-90.10H.

The applications, permits and their notices are made through the Permits
services, the hearing steps through the Hearings services, so every record has
its audit entry and every letter its snapshot. Per city: one notice still open
to a request, one passed unrequested (the decision stands), one request to
schedule, one late request to decide, one hearing scheduled, one denial
reversed at a hearing (its permit issued), one revocation upheld and
appealed by the owner, and one revocation whose removal is stayed: a
hearing requested on time (mailed before the last day) and not yet held.
Where the city's profile names no hearing body (Worthington, W-90.10H5), the
office names one when it schedules, as it would until Settings are filled in.
"""
from __future__ import annotations

import random
from datetime import date, datetime, time, timedelta

from ..domain.deadlines import add_years
from ..domain.profiles import Profile
from ..domain.roles import Actor
from ..services import hearing_appeals, hearings, owners, permit_inspections, permit_life, permit_notices
from ..services import permits as svc
from ..services.notices import NoticeInfo
from ..services.payments import PaymentInput

FIRST = ("Ruth", "Abdi", "Mai", "Gary", "Linda", "Tou", "Karen", "Luis", "Dorothy", "Minh")
LAST = ("Kvistad", "Hassan", "Vang", "Lindquist", "Thorson", "Xiong", "Bergstrom", "Hernandez", "Dahl", "Nguyen")
STREETS = ("Emory St", "Craig Ave", "Rowe St", "Harvey St", "Hollett St", "Union St")
CHECKS = ("housing", "water", "food_bedding", "waste", "observation", "closed_days", "honesty", "exercise",
          "sanitary")
DENIALS = {
    "animal_permits": [
        ("animal", "Three goats kept in a backyard pen", ["goat"] * 3,
         "Goats are livestock, which no permit may allow in the city (Ordinance 390)."),
        ("animal", "Five dogs in a rented house with an unfenced yard", ["dog"] * 5,
         "The owner has not shown the five dogs can be confined on the premises."),
    ],
    "commercial_permits": [
        ("commercial", "Reptile and small-animal shop", [],
         "The premises have no isolation area for sick animals (90.11(E))."),
        ("breeder_hobbyist", "Cocker spaniels bred at home", [],
         "The application left out a kennel building on the premises (90.10(H)(4))."),
    ],
}
REVOCATION_GROUND = {"animal_permits": ("animal", "nuisance", "Barking complaints on 14 days in two months"),
                     "commercial_permits": ("breeder_hobbyist", "noncompliance",
                                            "Kennel not cleaned; waste piled behind the building")}


def _switch(profile: Profile) -> str:
    return "commercial_permits" if profile.enforces("commercial_permits") else "animal_permits"


def _owner(actor, rng, jid, profile) -> int:
    city = profile.name.replace("City of ", "")
    return owners.create_owner(actor, jurisdiction_id=jid, first_name=rng.choice(FIRST), last_name=rng.choice(LAST),
                               address={"line1": f"{rng.randint(100, 1999)} {rng.choice(STREETS)}", "city": city,
                                        "state": "MN", "postal_code": "56175" if "Tracy" in city else "56187"}).id


def _apply(actor, owner_id: int, permit_type: str, on: date, **kw):
    """An application with its fee paid at the counter."""
    from ..queries.permit_views import application_fee_preview

    fee = application_fee_preview(owner_id, permit_type, government_operated=None, on=on).total_cents
    return svc.record_application(actor, owner_id=owner_id, permit_type=permit_type, on=on,
                                  payment=PaymentInput("cash", fee) if fee else None, **kw)


def _denied(actor, rng, jid, profile, sent_on: date, which: int | None = None) -> NoticeInfo:
    """A denied application and its notice; `which` picks the story (the last one may be reversed)."""
    stories = DENIALS[_switch(profile)]
    permit_type, description, species, reason = stories[which] if which is not None else rng.choice(stories)
    received = sent_on - timedelta(days=4)
    app = _apply(actor, _owner(actor, rng, jid, profile), permit_type, received, description=description,
                 species=species)
    svc.deny_application(actor, app.application_id, on=sent_on, reasons=[reason])
    return permit_notices.send_denial_notice(actor, app.application_id, sent_on=sent_on, method="certified")


def _revoked(actor, rng, jid, profile, sent_on: date) -> NoticeInfo:
    permit_type, ground, details = REVOCATION_GROUND[_switch(profile)]
    received = sent_on - timedelta(days=300)
    app = _apply(actor, _owner(actor, rng, jid, profile), permit_type, received,
                 description="Four dogs and two cats", animal_count=6,
                 species=["dog"] * 4 + ["cat"] * 2 if permit_type == "animal" else ())
    if profile.enforces("commercial_permits"):
        permit_inspections.record_inspection(actor, application_id=app.application_id, on=received + timedelta(days=3),
                              inspector="Officer J. Kvistad", checks={c: True for c in CHECKS})
    decided = received + timedelta(days=5)
    d = svc.approve_application(actor, app.application_id, on=decided, conditions="No more than six animals",
                                expires_on=add_years(decided, 1))
    permit_life.revoke_permit(actor, d.permit_id, grounds=[ground], details=details, on=sent_on)
    return permit_notices.send_revocation_letter(actor, d.permit_id, sent_on=sent_on)


OFFICE_NAMED_BODY = "Hearing Officer"  # the office's choice where the profile names no body


def _body(profile: Profile, matter: str) -> str | None:
    """None: the body the profile names for the matter; else the one the office names."""
    terms = profile.hearings.get(matter)
    return None if terms is not None and terms.body else OFFICE_NAMED_BODY


def _matter(notice: NoticeInfo) -> str:
    return "permit_revocation" if notice.kind == "revocation" else "permit_denial"


def _held(actor, profile, notice: NoticeInfo, *, requested: date, sent: date, at: datetime, findings: str) -> int:
    hearings.record_request(actor, notice.id, received_on=requested, how="in_writing")
    s = hearings.schedule_hearing(actor, notice.id, at=at, sent_on=sent, body=_body(profile, _matter(notice)))
    hearings.record_hearing(actor, s.hearing_id, attendees="The owner; Officer Dahl; three members",
                            evidence="The notice, the officer's report and photographs", findings=findings)
    return s.hearing_id


def populate(actor: Actor, rng: random.Random, jurisdiction_id: int, profile: Profile, today: date) -> int:
    """A handful of hearing cases; returns how many notices with a hearing right were made."""
    if not (profile.enforces("animal_permits") or profile.enforces("commercial_permits")):
        return 0
    jid = jurisdiction_id
    _denied(actor, rng, jid, profile, today - timedelta(days=3))       # open: a hearing may be requested
    _denied(actor, rng, jid, profile, today - timedelta(days=30))      # passed unrequested: the denial stands
    n = _denied(actor, rng, jid, profile, today - timedelta(days=6))   # requested: to schedule
    hearings.record_request(actor, n.id, received_on=today - timedelta(days=2), how="in_person")
    n = _revoked(actor, rng, jid, profile, today - timedelta(days=25))  # late request to accept or refuse
    hearings.record_request(actor, n.id, received_on=n.hearing_deadline + timedelta(days=3), how="mail")
    n = _denied(actor, rng, jid, profile, today - timedelta(days=16))  # scheduled
    hearings.record_request(actor, n.id, received_on=today - timedelta(days=12))
    hearings.schedule_hearing(actor, n.id, at=datetime.combine(today + timedelta(days=9), time(18, 0)),
                              sent_on=today - timedelta(days=10), body=_body(profile, "permit_denial"))
    # decided: a denial reversed with conditions, the permit issued
    n = _denied(actor, rng, jid, profile, today - timedelta(days=50), which=-1)
    hid = _held(actor, profile, n, requested=today - timedelta(days=47), sent=today - timedelta(days=45),
                at=datetime.combine(today - timedelta(days=33), time(18, 30)),
                findings="The owner has since built a fenced run and a heated kennel.")
    on = today - timedelta(days=32)
    hearings.decide_hearing(actor, hid, decision="modified", decided_on=on,
                            conclusions="With the run and kennel the animals can be confined; a permit may issue.",
                            conditions="Animals kept in the fenced run or indoors\nKennel inspected again in 90 days",
                            permit_expires_on=add_years(on, 1), signed_by="Karen Thorson", signed_title="Chair")
    # decided: a revocation upheld, then appealed by the owner
    n = _revoked(actor, rng, jid, profile, today - timedelta(days=70))
    hid = _held(actor, profile, n, requested=today - timedelta(days=66), sent=today - timedelta(days=62),
                at=datetime.combine(today - timedelta(days=45), time(18, 30)),
                findings="The complaints are documented on 14 days over two months; the owner did not dispute them.")
    hearings.decide_hearing(actor, hid, decision="upheld", decided_on=today - timedelta(days=44),
                            conclusions="The grounds for revocation are proved; the revocation stands.",
                            signed_by="Karen Thorson", signed_title="Chair")
    hearing_appeals.record_appeal(actor, hid, filed_by="owner", filed_on=today - timedelta(days=30),
                                  forum="District Court")
    # stayed: a revocation whose removal deadline has come and gone while a hearing requested on time
    # (mailed two days before the last day) waits to be held; no list shows the removal as passed
    n = _revoked(actor, rng, jid, profile, today - timedelta(days=14))
    hearings.record_request(actor, n.id, received_on=n.hearing_deadline - timedelta(days=1), how="mail",
                            mailed_on=n.hearing_deadline - timedelta(days=2))
    hearings.schedule_hearing(actor, n.id, at=datetime.combine(today + timedelta(days=12), time(18, 30)),
                              sent_on=today - timedelta(days=3), body=_body(profile, "permit_revocation"))
    return 8
