"""Cases for the hearing tests: a denied application or a revoked permit with its notice."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

import pytest

from animaloffice.domain import hearings as rules
from animaloffice.persistence.models.permits import Permit, PermitApplication
from animaloffice.persistence.profiles import profile_for
from animaloffice.services import owners
from animaloffice.services.notices import record_notice


@dataclass
class Case:
    owner_id: int
    notice_id: int
    deadline: date
    application_id: int | None = None
    permit_id: int | None = None


def _owner(office, jid, last="Kvistad"):
    return owners.create_owner(office.clerk, jurisdiction_id=jid, first_name="Ruth", last_name=last,
                               address={"line1": "412 Emory St", "city": "Tracy", "postal_code": "56175"})


def make_denial(office, sent_on: date, jid: int | None = None, number: str = "A-1") -> Case:
    jid = jid or office.tracy
    profile = profile_for(jid)
    o = _owner(office, jid)
    app = PermitApplication.create(jurisdiction=jid, number=number, owner=o.id, permit_type="animal",
                                   received_on=sent_on, premises="412 Emory St", description="3 goats",
                                   status="denied", decided_on=sent_on)
    rule = rules.rule_for("denial", profile)
    deadline = rules.hearing_request_deadline(profile, sent_on, rule)
    n = record_notice(office.officer, jurisdiction_id=jid, kind="denial", sent_on=sent_on, owner_id=o.id,
                      subject_table="permit_application", subject_id=app.id, sections=profile.cite("permit_denial"),
                      reasons="Livestock may not be kept in the city (subd. 4(B)(4)).", hearing_right=True,
                      hearing_deadline=deadline)
    return Case(o.id, n.id, deadline.value, application_id=app.id)


def make_revocation(office, sent_on: date, removal: date | None = None, jid: int | None = None,
                    number: str = "P-1", permit_type: str = "animal") -> Case:
    jid = jid or office.tracy
    profile = profile_for(jid)
    o = _owner(office, jid, "Lindquist")
    permit = Permit.create(jurisdiction=jid, number=number, owner=o.id, permit_type=permit_type,
                           premises="9 Rowe St", status="revoked", issued_on=date(2025, 1, 6),
                           revoked_on=sent_on, revocation_reasons="nuisance", removal_deadline=removal)
    rule = rules.rule_for("revocation", profile)
    deadline = rules.hearing_request_deadline(profile, sent_on, rule)
    n = record_notice(office.officer, jurisdiction_id=jid, kind="revocation", sent_on=sent_on, owner_id=o.id,
                      subject_table="permit", subject_id=permit.id, sections=profile.cite("permit_revocation"),
                      reasons="The dogs have become an animal nuisance (barking).", hearing_right=True,
                      hearing_deadline=deadline, removal_deadline=removal)
    return Case(o.id, n.id, deadline.value, permit_id=permit.id)


@pytest.fixture
def denial(office) -> Case:
    return make_denial(office, date(2026, 6, 12))  # deadline Monday June 22, 2026 (Juneteenth)


@pytest.fixture
def revocation(office) -> Case:
    """Tracy (T-4C): no removal period; the last day under the permit is the hearing-request deadline."""
    return make_revocation(office, date(2026, 3, 2), removal=date(2026, 3, 9))


@pytest.fixture
def worth_revocation(office) -> Case:
    """Worthington (W-90.10H5): the animals are removed within 10 days of the notice."""
    return make_revocation(office, date(2026, 3, 2), removal=date(2026, 3, 12), jid=office.worthington,
                           permit_type="commercial")


class Cases:
    def __init__(self, office):
        self.office = office

    def denial(self, sent_on: date, **kw) -> Case:
        return make_denial(self.office, sent_on, **kw)

    def revocation(self, sent_on: date, removal: date | None = None, **kw) -> Case:
        return make_revocation(self.office, sent_on, removal, **kw)


@pytest.fixture
def cases(office) -> Cases:
    return Cases(office)
