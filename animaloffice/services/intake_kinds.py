"""Intakes that are not seizures: an owner's surrender, a transfer in, an owner's request for
euthanasia (rules in ``domain.intake_kinds``).

Each is an impound record (the kennel, the register of MN-346.47, the Shelter Animals Count
matrix read it) with no stray hold and no impound notice. A surrender passes the animal to the
office: its ownership and license end that day (T-3C) and it is never reclaimed. An owner's
request for euthanasia is carried out as it is recorded, and refused while a bite observation
or quarantine still runs unless an order is recorded (MN-rabies, MN-1721.0570). A bite under
observation comes in with the animal and binds its disposition as on any impound.
"""
from __future__ import annotations

from datetime import date

from ..domain import intake_kinds as rules
from ..domain import quarantine as quarantine_rules
from ..domain import validate
from ..domain.bites import observed_after_bite
from ..domain.errors import Refusal, RuleViolation, ValidationError
from ..domain.impound import age_months_on, quarantine_end
from ..domain.roles import Actor
from ..domain.statuses import AnimalStatus, ImpoundStatus
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal, Ownership
from ..persistence.models.field import BiteReport
from ..persistence.models.impounds import Impound
from ..persistence.models.people import Owner
from ..persistence.profiles import profile_for
from ..queries.owner_contact import mailing_address
from . import animal_life, audit, exemptions
from .common import lock_counter, save_versioned
from .impounds import IntakeResult, _at, _check_kennel, _new_animal, _owner_in, held_under
from .licensing import end_licenses
from .numbering import next_record_number
from .office_action import OfficeAction
from .payments import add_charge

SURRENDER_FEE = "surrender"  # a profile fee, charged only where the city sets one


def _animal(actor: Actor, jurisdiction_id: int, animal_id, new_animal, owner_id, on: date) -> Animal:
    if (animal_id is None) == (new_animal is None):
        raise ValidationError("animal_id", "find the animal by tag or microchip, or describe a new one")
    if animal_id is None:
        animal_id = _new_animal(actor, jurisdiction_id, new_animal, owner_id, on)
    animal = fetch(Animal, animal_id, "animal_id")
    if animal.jurisdiction_id != jurisdiction_id:
        raise ValidationError("animal_id", "the animal is recorded in another jurisdiction")
    if animal.status != AnimalStatus.ACTIVE:
        raise ValidationError("animal_id", f"the animal is recorded as {animal.status}")
    lock_counter(f"impound-animal:{animal.id}")
    held = held_under(animal.id)
    if held:
        raise ValidationError("animal_id", f"the animal is held under impound {held.number}: what it was taken "
                              "in for still stands; record the outcome on that impound")
    return animal


def _from_whom(animal: Animal, owner_id: int | None, name: str, address: str, affirmed: bool, on: date
               ) -> tuple[rules.FromWhom, Owner | None]:
    owner = _owner_in(animal.jurisdiction_id, owner_id) if owner_id is not None else None
    if owner is not None and not name:
        name = owner.display_name
        addr = mailing_address(owner.id)
        address = address or (addr.one_line() if addr else "")
    recorded = ""
    if animal.owner_id is not None and animal.owner_id != owner_id:
        recorded = Owner.get_by_id(animal.owner_id).display_name
    return rules.FromWhom(name, address, age_months_on(animal.birth_date, on), affirmed, recorded), owner


def _refuse(refusals: list[Refusal]) -> None:
    if refusals:
        raise RuleViolation(refusals, field=refusals[0].data.get("field") or "animal_id")


def open_observation(animal: Animal, on: date) -> tuple[BiteReport, rules.OpenObservation] | None:
    """A bite by the animal whose observation (MN-rabies) still runs on `on` and is no impound yet."""
    profile = profile_for(animal.jurisdiction_id)
    if not observed_after_bite(profile, animal.species):
        return None
    for bite in (BiteReport.select().where((BiteReport.animal == animal.id) & BiteReport.voided_at.is_null()
                                           & BiteReport.impound.is_null() & (BiteReport.bitten_on <= on))
                 .order_by(BiteReport.bitten_on.desc())):
        seen = rules.observation_of(bite.number, bite.bitten_on, profile.period("bite_quarantine_days", bite.bitten_on),
                                    on)
        if seen is not None:
            return bite, seen
    return None


def _create(actor: Actor, animal: Animal, *, kind: str, on: date, owner: Owner | None, kennel, whom: rules.FromWhom,
            reason: str = "", reference: str = "", affirmed: bool | None = None, condition: str = "", notes: str = "",
            bite: BiteReport | None = None, explanation: str) -> Impound:
    profile = profile_for(animal.jurisdiction_id)
    q_end = quarantine_end(profile, "bite", bite.bitten_on) if bite is not None else None
    row = Impound.create(
        jurisdiction=animal.jurisdiction_id, number=next_record_number("impound", animal.jurisdiction_id, on.year),
        animal=animal, owner=owner, kennel=kennel, impounded_on=on, impounded_at=_at(on), ground=kind,
        intake_type=rules.SAC_TYPE[kind], officer=actor.username, field_return=False,
        altered_at_intake=animal.altered, age_months_at_intake=age_months_on(animal.birth_date, on),
        condition=condition, notes=notes, status=ImpoundStatus.HELD, hold_explanation=explanation,
        quarantine="bite" if bite is not None else "", bite_on=bite.bitten_on if bite is not None else None,
        quarantine_until=q_end.value if q_end else None, quarantine_explanation=q_end.text() if q_end else "",
        received_from_name=whom.name, received_from_address=whom.address, intake_reason=reason,
        source_reference=reference, owner_affirmed=affirmed)
    audit.record(actor, f"impound.{kind}", row, note=rules.KINDS[kind])
    if bite is not None:  # the observation is this impound now: its dates bind the disposition
        before = audit.snapshot(bite)
        bite.impound = row
        save_versioned(bite)
        audit.record(actor, "bite_report.quarantine", bite, before=before, note=row.number)
    return row


def _to_office(actor: Actor, animal: Animal, on: date, reason: str) -> None:
    """The owner gave the animal up: its ownership, license (T-3C) and owner's exemptions end."""
    before = audit.snapshot(animal)
    for own in Ownership.select().where((Ownership.animal == animal) & Ownership.end.is_null()):
        b = audit.snapshot(own)
        own.end = on
        own.save()
        audit.record(actor, "ownership.end", own, before=b)
    end_licenses(actor, animal.id, on, f"{reason} (T-3C)", "license.end_on_transfer", note="T-3C")
    exemptions.end_on_transfer(actor, animal.id, on)
    animal.owner = None
    save_versioned(animal)
    audit.record(actor, "animal.surrendered", animal, before=before, note=reason)


def _common(on, kennel_id, condition: str, notes: str) -> tuple[date, str, str]:
    on = validate.day("on", on or date.today(), not_after=date.today())
    validate.integer("kennel_id", kennel_id, minimum=1, required=False)
    condition = validate.text("condition", condition, max_len=4000, multiline=True)
    notes = validate.text("notes", notes, max_len=4000, multiline=True)
    return on, condition, notes


def surrender(actor: Actor, *, jurisdiction_id: int, animal_id: int | None = None, new_animal: dict | None = None,
              owner_id: int | None = None, from_name: str = "", from_address: str = "",
              owner_affirmed: bool = False, reason: str = "", kennel_id: int | None = None,
              on: date | None = None, condition: str = "", notes: str = "") -> IntakeResult:
    """An owner gives the animal up to the office: no hold, no notice, no reclaim; its license
    ends (T-3C); a bite under observation comes in with it (MN-rabies)."""
    act = OfficeAction(actor, "impound")
    on, condition, notes = _common(on, kennel_id, condition, notes)
    from_name = validate.text("from_name", from_name, max_len=200)
    from_address = validate.text("from_address", from_address, max_len=300)
    owner_affirmed = bool(validate.boolean("owner_affirmed", owner_affirmed))
    reason = validate.text("reason", reason, max_len=2000, multiline=True)
    profile = profile_for(jurisdiction_id)
    taken = profile.readings.reading(rules.SURRENDER_READING)
    with act:
        animal = _animal(actor, jurisdiction_id, animal_id, new_animal, owner_id, on)
        whom, owner = _from_whom(animal, owner_id, from_name, from_address, owner_affirmed, on)
        _refuse(rules.surrender_refusals(whom, reason=reason, accepted=taken.value == "accepted",
                                         accepted_source=taken.source))
        fee = profile.fee(SURRENDER_FEE, on) if profile.has_fee(SURRENDER_FEE) else 0
        if fee and owner is None:
            raise ValidationError("owner_id", "the surrender fee is charged to an owner on record: find or add "
                                  "the owner")
        seen = open_observation(animal, on)
        row = _create(actor, animal, kind="surrender", on=on, owner=owner, kennel=_check_kennel(kennel_id),
                      whom=whom, reason=reason, affirmed=True, condition=condition, notes=notes,
                      bite=seen[0] if seen else None,
                      explanation="no hold: the owner gave the animal up to the office, which owns it from "
                                  "the day of the surrender")
        _to_office(actor, animal, on, f"surrendered to the office, impound {row.number}")
        if fee and owner is not None:
            add_charge(actor, jurisdiction_id=jurisdiction_id, owner_id=owner.id, fee_code=SURRENDER_FEE,
                       description=f"Surrender fee, {row.number}",
                       amount=profile.fee_explained(SURRENDER_FEE, on, "T-5", label="surrender fee"),
                       on=on, subject_table="impound", subject_id=row.id, rule_id="T-5")
    return _result(row)


def transfer_in(actor: Actor, *, jurisdiction_id: int, agency: str, reference: str, animal_id: int | None = None,
                new_animal: dict | None = None, agency_address: str = "", kennel_id: int | None = None,
                on: date | None = None, condition: str = "", notes: str = "") -> IntakeResult:
    """An animal received from another agency or shelter, with its reference: no hold here."""
    act = OfficeAction(actor, "impound")
    on, condition, notes = _common(on, kennel_id, condition, notes)
    agency = validate.text("agency", agency, max_len=200)
    reference = validate.text("reference", reference, max_len=120)
    agency_address = validate.text("agency_address", agency_address, max_len=300)
    _refuse(rules.transfer_in_refusals(agency=agency, reference=reference))
    with act:
        animal = _animal(actor, jurisdiction_id, animal_id, new_animal, None, on)
        owner = Owner.get_by_id(animal.owner_id) if animal.owner_id is not None else None
        seen = open_observation(animal, on)
        row = _create(actor, animal, kind="transfer_in", on=on, owner=owner, kennel=_check_kennel(kennel_id),
                      whom=rules.FromWhom(agency, agency_address, None), reference=reference, condition=condition,
                      notes=notes, bite=seen[0] if seen else None,
                      explanation=f"no hold: transferred in from {agency} (reference {reference})")
    return _result(row)


def owner_euthanasia(actor: Actor, *, jurisdiction_id: int, animal_id: int | None = None,
                     new_animal: dict | None = None, owner_id: int | None = None, from_name: str = "",
                     from_address: str = "", owner_affirmed: bool = False, signed: bool = False, reason: str = "",
                     on: date | None = None, order_on: date | None = None, order_authority: str = "",
                     order_by: str = "", notes: str = "") -> IntakeResult:
    """The owner asks for the animal's euthanasia and signs the request: recorded as an intake
    with its outcome, owner-intended euthanasia. Refused during a bite observation or rabies
    quarantine without a veterinarian's or health department's order (MN-rabies)."""
    act = OfficeAction(actor, "impound")
    OfficeAction(actor, "dispose")  # the outcome is recorded with it
    on, _, notes = _common(on, None, "", notes)
    from_name = validate.text("from_name", from_name, max_len=200)
    from_address = validate.text("from_address", from_address, max_len=300)
    owner_affirmed = bool(validate.boolean("owner_affirmed", owner_affirmed))
    signed = bool(validate.boolean("signed", signed))
    reason = validate.text("reason", reason, max_len=2000, multiline=True)
    order_on = validate.day("order_on", order_on, required=False, not_after=on)
    if order_on is not None:
        order_authority = validate.choice("order_authority", order_authority, quarantine_rules.ORDER_AUTHORITIES)
        order_by = validate.text("order_by", order_by, max_len=200, required=True)
    else:
        order_authority = validate.text("order_authority", order_authority, max_len=40)
        order_by = validate.text("order_by", order_by, max_len=200)
    with act:
        animal = _animal(actor, jurisdiction_id, animal_id, new_animal, owner_id, on)
        whom, owner = _from_whom(animal, owner_id, from_name, from_address, owner_affirmed, on)
        seen = open_observation(animal, on)
        until = seen[1].until if seen else None
        _refuse(rules.euthanasia_request_refusals(whom, signed=signed, on=on, quarantine="bite" if seen else "",
                                                  quarantine_until=until, order_on=order_on))
        row = _create(actor, animal, kind="owner_euthanasia", on=on, owner=owner, kennel=None, whom=whom,
                      reason=reason, affirmed=True, notes=notes, bite=seen[0] if seen else None,
                      explanation="no hold: the owner asked for the animal's euthanasia and signed the request")
        before = audit.snapshot(row)
        if order_on is not None:
            row.quarantine_order_on, row.quarantine_order_authority = order_on, order_authority
            row.quarantine_order_by = order_by
        row.status, row.outcome, row.outcome_on = ImpoundStatus.DISPOSED, "owner_intended_euthanasia", on
        row.outcome_party, row.outcome_address = whom.name, whom.address
        row.age_months_at_outcome = age_months_on(animal.birth_date, on)
        save_versioned(row)
        audit.record(actor, "impound.dispose", row, before=before, note="Owner-intended euthanasia")
        animal_life.record_death(actor, animal.id, on=on, note=f"Owner-intended euthanasia, impound {row.number}")
    return _result(row)


def _result(row: Impound) -> IntakeResult:
    return IntakeResult(row.id, row.number, row.animal_id, row.owner_id, None, None, row.hold_explanation,
                        row.quarantine_until)


__all__ = ["surrender", "transfer_in", "owner_euthanasia", "open_observation", "SURRENDER_FEE"]
