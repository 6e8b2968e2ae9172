"""Demo hearing cases: denial and revocation notices at every stage of T-4A / T-4C / W-90.10H.

One notice still open to a request, one request pending, one late request to
decide, one hearing scheduled, one decided (and appealed), one passed
unrequested where the decision stands. Everything goes through the services,
so each record has its audit entry and each letter its snapshot.
"""
from __future__ import annotations

import random
from datetime import date, datetime, time, timedelta

from ..domain import hearings as rules
from ..domain.deadlines import deadline_to_act
from ..domain.profiles import Profile
from ..domain.roles import Actor
from ..persistence.models import Permit, PermitApplication
from ..services import hearing_appeals, hearings, owners
from ..services.common import next_number
from ..services.notices import record_notice

FIRST = ("Ruth", "Abdi", "Mai", "Gary", "Linda", "Tou", "Karen", "Luis", "Dorothy", "Minh")
LAST = ("Kvistad", "Hassan", "Vang", "Lindquist", "Thorson", "Xiong", "Bergstrom", "Hernandez", "Dahl", "Nguyen")
STREETS = ("Emory St", "Craig Ave", "Rowe St", "Harvey St", "Hollett St", "Union St")
DENIAL_REASONS = (
    "Three goats and a flock of chickens are livestock, which may not be kept in the city.",
    "Five dogs at the address; the yard is not fenced and no kennel is provided.",
    "The application did not show that the animals can be confined on the premises.",
)
REVOCATION_REASONS = (
    "The dogs have become an animal nuisance: repeated barking complaints since the permit was issued.",
    "A condition of the permit (no more than four animals) was not kept: seven dogs found on inspection.",
)


def _owner(actor, rng, jid, profile):
    city = profile.name.replace("City of ", "")
    return owners.create_owner(actor, jurisdiction_id=jid, first_name=rng.choice(FIRST), last_name=rng.choice(LAST),
                               address={"line1": f"{rng.randint(100, 1999)} {rng.choice(STREETS)}", "city": city,
                                        "state": "MN", "postal_code": "56175" if "Tracy" in city else "56187"})


def _denial(actor, rng, jid, profile: Profile, sent_on: date):
    owner = _owner(actor, rng, jid, profile)
    types = profile.items("permit_types")
    number = f"{profile.code[:3].upper()}-HA-{sent_on.year}-{next_number(f'demo_hearing_app:{jid}'):04d}"
    app = PermitApplication.create(jurisdiction=jid, number=number, owner=owner.id,
                                   permit_type=types[0].code if types else "animal",
                                   received_on=sent_on - timedelta(days=rng.randint(3, 10)),
                                   premises=owner_premises(owner.id), description="demo application",
                                   status="denied", decided_on=sent_on, decided_by=actor.username)
    rule = rules.rule_for("denial", profile)
    return record_notice(actor, jurisdiction_id=jid, kind="denial", sent_on=sent_on, owner_id=owner.id,
                         subject_table="permit_application", subject_id=app.id,
                         sections=profile.cite("permit_denial"), reasons=rng.choice(DENIAL_REASONS),
                         hearing_right=True, hearing_deadline=rules.hearing_request_deadline(profile, sent_on, rule))


def _revocation(actor, rng, jid, profile: Profile, sent_on: date):
    owner = _owner(actor, rng, jid, profile)
    types = profile.items("permit_types")
    removal = None
    if profile.enforces("commercial_permits"):  # W-90.10H5: remove the animals within 10 days
        removal = deadline_to_act(sent_on, profile.period("removal_days", sent_on), profile.calendar,
                                  rule_id="W-90.10H5", what="the last day to remove the animals")
    number = f"{profile.code[:3].upper()}-HP-{sent_on.year}-{next_number(f'demo_hearing_permit:{jid}'):04d}"
    permit = Permit.create(jurisdiction=jid, number=number, owner=owner.id,
                           permit_type=types[0].code if types else "animal", premises=owner_premises(owner.id),
                           status="revoked", issued_on=sent_on - timedelta(days=300), revoked_on=sent_on,
                           revocation_reasons="see notice", removal_deadline=removal.value if removal else None)
    rule = rules.rule_for("revocation", profile)
    return record_notice(actor, jurisdiction_id=jid, kind="revocation", sent_on=sent_on, owner_id=owner.id,
                         subject_table="permit", subject_id=permit.id, sections=profile.cite("permit_revocation"),
                         reasons=rng.choice(REVOCATION_REASONS), hearing_right=True,
                         hearing_deadline=rules.hearing_request_deadline(profile, sent_on, rule),
                         removal_deadline=removal)


def owner_premises(owner_id: int) -> str:
    addr = owners.current_address(owner_id)
    return addr.line1 if addr else ""


def populate(actor: Actor, rng: random.Random, jurisdiction_id: int, profile: Profile, today: date) -> int:
    """A handful of hearing cases; returns how many notices with a hearing right were made."""
    jid = jurisdiction_id
    # open: a hearing may still be requested
    _denial(actor, rng, jid, profile, today - timedelta(days=3))
    # passed unrequested: the decision stands
    _denial(actor, rng, jid, profile, today - timedelta(days=30))
    # request pending: to schedule
    n = _denial(actor, rng, jid, profile, today - timedelta(days=6))
    hearings.record_request(actor, n.id, received_on=today - timedelta(days=2), how="in_person")
    # late request, not yet accepted or refused
    n = _revocation(actor, rng, jid, profile, today - timedelta(days=25))
    hearings.record_request(actor, n.id, received_on=n.hearing_deadline + timedelta(days=3), how="mail")
    # scheduled
    n = _denial(actor, rng, jid, profile, today - timedelta(days=16))
    hearings.record_request(actor, n.id, received_on=today - timedelta(days=12), how="in_writing")
    hearings.schedule_hearing(actor, n.id, at=datetime.combine(today + timedelta(days=9), time(18, 0)),
                              sent_on=today - timedelta(days=10))
    # decided (upheld revocation), then appealed by the owner
    n = _revocation(actor, rng, jid, profile, today - timedelta(days=70))
    hearings.record_request(actor, n.id, received_on=today - timedelta(days=66), how="in_writing")
    s = hearings.schedule_hearing(actor, n.id, at=datetime.combine(today - timedelta(days=45), time(18, 30)),
                                  sent_on=today - timedelta(days=62))
    hearings.record_hearing(actor, s.hearing_id, attendees="The permit holder; Officer Dahl; three commissioners",
                            evidence="Complaint log (14 entries); officer's inspection photos",
                            findings="The barking complaints are documented on 14 days over two months. "
                                     "The permit holder did not dispute them.")
    hearings.decide_hearing(actor, s.hearing_id, decision="upheld", decided_on=today - timedelta(days=44),
                            conclusions="The animals have become an animal nuisance; revocation is warranted.")
    hearing_appeals.record_appeal(actor, s.hearing_id, filed_by="owner", filed_on=today - timedelta(days=30),
                                  forum="District Court")
    return 6
