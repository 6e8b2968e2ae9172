"""What a permit decision rests on, as on file: the animals kept, inspections, convictions, the fee owing and the last denial."""
from __future__ import annotations

import json
from datetime import date

from ..domain import permits as rules
from ..domain.errors import Refusal
from ..domain.persons import ConvictionFact
from ..domain.statuses import ApplicationStatus
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal, Litter
from ..persistence.models.permits import ApplicationAnimal, Inspection, InspectionItem, PermitApplication
from ..persistence.profiles import profile_for
from .charges import unpaid_charges
from .owner_links import person_cruelty_convictions


def _loads(text: str, default):
    try:
        return json.loads(text) if text else default
    except ValueError:
        return default


def kept_animals(app: PermitApplication) -> list[rules.KeptAnimal]:
    """The animals an application is for: the recorded ones, then species named without a record."""
    out = []
    for link in ApplicationAnimal.select().where(ApplicationAnimal.application == app):
        a = Animal.get_by_id(link.animal_id)
        out.append(rules.KeptAnimal(a.species, a.weight_lb, a.name))
    for code in _loads(app.species, []):
        out.append(rules.KeptAnimal(code, app.heaviest_primate_lb))
    return out


def inspection_facts(*, application_id: int | None = None, permit_id: int | None = None
                     ) -> list[rules.InspectionFact]:
    q = Inspection.select().where(Inspection.voided_at.is_null())
    q = q.where(Inspection.application == application_id) if application_id else q.where(
        Inspection.permit == permit_id)
    out = []
    for i in q.order_by(Inspection.inspected_on, Inspection.id):
        failed = tuple(it.rule_id or it.code for it in i.items.where(InspectionItem.passed == False))  # noqa: E712
        out.append(rules.InspectionFact(i.inspected_on, i.result, failed))
    return out


def cruelty_convictions(owner_id: int) -> list[ConvictionFact]:
    """The cruelty convictions on every record of the person (W-90.10H6 counts those elsewhere
    where the profile's bar reaches any jurisdiction)."""
    return person_cruelty_convictions(owner_id)


def approval_refusals(application_id: int, on: date | None = None) -> list[Refusal]:
    """Why the ordinance forbids approving this application on `on` (empty: it may be approved)."""
    on = on or date.today()
    app = fetch(PermitApplication, application_id, "application_id")
    profile = profile_for(app.jurisdiction_id)
    return rules.approval_refusals(
        profile, permit_type=app.permit_type, animals=kept_animals(app), on=on,
        other_permit_needed=app.other_permit_needed, other_permit_held=app.other_permit_held,
        inspections=inspection_facts(application_id=app.id), cruelty_convictions=cruelty_convictions(app.owner_id),
        falsified=app.falsified, operation_began_on=app.operation_began_on,
        litter_dates=[l.born_on for l in Litter.select(Litter.born_on).where(
            (Litter.owner == app.owner_id) & Litter.voided_at.is_null())], for_profit=app.for_profit)


def fee_owing(application_id: int) -> int:
    """What the application's fees still come to, in cents."""
    return sum(c.amount_cents for c in unpaid_charges(subject_table="permit_application", subject_id=application_id))


def last_denial_on(owner_id: int, jurisdiction_id: int) -> date | None:
    """The denial date if the owner's most recent decision was a denial (W-90.10H7)."""
    last = (PermitApplication.select().where((PermitApplication.owner == owner_id)
                                             & (PermitApplication.jurisdiction == jurisdiction_id)
                                             & PermitApplication.decided_on.is_null(False)
                                             & PermitApplication.voided_at.is_null())
            .order_by(PermitApplication.decided_on.desc(), PermitApplication.id.desc()).first())
    return last.decided_on if last is not None and last.status == ApplicationStatus.DENIED else None
