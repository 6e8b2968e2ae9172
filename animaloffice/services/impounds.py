"""Taking animals in (T-6A, T-6D) and keeping their impound records (MN-346.47).

Intake finds the animal (by tag or microchip at the desk, see
``queries.impounds.lookup``) or records a new one, takes the seizure ground
from the profile, puts the animal in a kennel and computes the T-6C hold and
any MN-rabies quarantine, storing each date with its explanation (a seizure for cruelty or
neglect holds as MN-343.235 says, counted again when its notice is given). Reclaims
and dispositions are in ``impound_release``, notices in ``impound_notices``.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date, datetime, time

from ..domain import cruelty, impound_bill, validate
from ..domain import impound as rules
from ..domain import intake_kinds as kinds
from ..domain.deadlines import add_months
from ..domain.errors import Refusal, RuleViolation, ValidationError
from ..domain.explain import Explained
from ..domain.roles import Actor
from ..domain.statuses import ImpoundStatus
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal
from ..persistence.models.base import now
from ..persistence.models.enforcement import Notice
from ..persistence.models.impounds import Impound, Kennel
from ..persistence.models.money import Charge
from ..persistence.models.people import Owner
from ..persistence.profiles import profile_for
from ..queries.license_standing import current_license
from ..queries.owner_contact import mailing_address
from . import animals as animal_service
from . import at_large
from .common import fetch_owner, lock_counter
from .kennels import occupant
from .numbering import next_record_number
from .office_action import OfficeAction
from .payments import add_charge
from .stay_checks import check_released_to_city

NEW_ANIMAL_FIELDS = ("name", "species", "breed", "sex", "altered", "colour", "markings", "size_class",
                     "weight_lb", "microchip", "microchip_maker", "description", "birth_date",
                     "age_months")


@dataclass(frozen=True)
class IntakeResult:
    impound_id: int
    number: str
    animal_id: int
    owner_id: int | None
    hold_last_day: date | None
    disposition_from: date | None
    hold_explanation: str
    quarantine_until: date | None
    penalty_cents: int = 0


def _new_animal(actor: Actor, jurisdiction_id: int, fields: dict, owner_id: int | None, on: date) -> int:
    if not isinstance(fields, dict):
        raise ValidationError("new_animal", "must be the new animal's details (species, name...)", fields)
    unknown = set(fields) - set(NEW_ANIMAL_FIELDS)
    if unknown:
        raise ValidationError(f"animal.{sorted(map(str, unknown))[0]}", "is not a field of an animal")
    fields = dict(fields)
    months = validate.integer("age_months", fields.pop("age_months", None), minimum=0, maximum=400,
                              required=False)
    if months is not None and not fields.get("birth_date"):
        fields["birth_date"] = add_months(on, -months)
        fields["birth_date_estimated"] = True
    info = animal_service.create_animal(actor, jurisdiction_id=jurisdiction_id, owner_id=owner_id,
                                        owned_since=on, today=on, **fields)
    return info.id


def _check_kennel(kennel_id: int | None) -> Kennel | None:
    if kennel_id is None:
        return None
    kennel = fetch(Kennel, kennel_id, "kennel_id")
    if not kennel.active:
        raise ValidationError("kennel_id", f"kennel {kennel.code} is not in use")
    lock_counter(f"kennel:{kennel.id}")  # two desks filling one kennel at once take turns
    held = occupant(kennel.id)
    if held is not None:
        number = Impound.get_by_id(held).number
        raise ValidationError("kennel_id", f"kennel {kennel.code} already holds impound {number}")
    return kennel


def _owner_in(jurisdiction_id: int, owner_id: int) -> Owner:
    """The owner, who must be recorded in the impound's jurisdiction (its ordinance, fees and
    notices are that city's)."""
    owner = fetch_owner(owner_id, "owner_id")
    if owner.jurisdiction_id != jurisdiction_id:
        raise ValidationError("owner_id", "the owner is recorded in another jurisdiction")
    return owner


def _ground(profile, ground: str) -> str:
    items = profile.items("seizure_grounds")
    if not any(i.code == ground for i in items):
        raise ValidationError("ground", f"choose a ground for seizure from the {profile.name} list "
                              f"({', '.join(i.code for i in items)})", ground)
    return ground


def _check_license_notice_passed(animal: Animal, on: date) -> None:
    """T-6D3: seizure for want of a license or permit only after the notice's deadline passed
    without the owner obtaining what it ordered."""
    impound_ids = [i.id for i in Impound.select(Impound.id).where(Impound.animal == animal.id)]
    subject = ((Notice.subject_table == "animal") & (Notice.subject_id == animal.id))
    if impound_ids:
        subject = subject | ((Notice.subject_table == "impound") & Notice.subject_id.in_(impound_ids))
    notice = (Notice.select().where((Notice.kind == "license_order") & Notice.voided_at.is_null() & subject
                                    & (Notice.sent_on <= on)).order_by(Notice.sent_on.desc()).first())
    obtained, obtained_on = "", None
    if notice is not None:
        needs = json.loads(notice.fields or "{}").get("values", {}).get("license_or_permit", "license")
        if needs == "permit":
            from .impound_release import current_permit

            permit = current_permit(animal.owner_id, animal.id, animal.jurisdiction_id, on)
            if permit is not None:
                obtained, obtained_on = f"animal permit {permit.number}", permit.issued_on
        else:
            lic = current_license(animal.id, on)  # the first: was it obtained in time?
            if lic is not None:
                obtained, obtained_on = f"license {lic.number}", lic.issued_on
    refusals = rules.license_notice_refusals(on, notice_number=notice.number if notice else None,
                                             deadline=notice.other_deadline if notice else None,
                                             obtained=obtained, obtained_on=obtained_on)
    if refusals:
        raise RuleViolation(refusals, field="ground")


def intake_hold(profile, ground: str, on: date, notice_on: date | None = None) -> rules.Hold:
    """The hold of an animal taken in on `on`: T-6C and MN-346.47, or for a seizure for cruelty or
    neglect the hold of MN-343.235 (counted from its notice, ``notice_on``; never shorter)."""
    hold = rules.hold_period(profile, on)
    if not cruelty.is_cruelty_seizure(profile, ground):
        return hold
    c = cruelty.cruelty_hold(profile, on, notice_on, ordinary_from=hold.disposition_from.value)
    return rules.Hold(c.last_day, c.disposition_from)


def held_under(animal_id: int) -> Impound | None:
    """The impound that holds the animal now, if any."""
    return (Impound.select().where((Impound.animal == animal_id) & (Impound.status == ImpoundStatus.HELD)
                                   & Impound.voided_at.is_null()).first())


def intake(actor: Actor, *, jurisdiction_id: int, ground: str, animal_id: int | None = None,
           new_animal: dict | None = None, owner_id: int | None = None, kennel_id: int | None = None,
           on: date | None = None, at: time | None = None, found_place: str = "", found_detail: str = "",
           officer: str = "", condition: str = "", notes: str = "", photo_path: str = "",
           quarantine: str = "", bite_on: date | None = None, exposure_on: date | None = None,
           intake_type: str | None = None, received_from_name: str = "",
           received_from_address: str = "") -> IntakeResult:
    """Impound an animal (T-6A, T-6D): record it in a kennel with its hold and quarantine dates."""
    act = OfficeAction(actor, "impound")
    on = validate.day("on", on or date.today(), not_after=date.today())
    at = validate.clock_time("at", at)
    profile = profile_for(jurisdiction_id)
    ground = _ground(profile, validate.text("ground", ground, max_len=40, required=True))
    found_place = validate.text("found_place", found_place, max_len=300)
    found_detail = validate.choice("found_detail", found_detail or "", rules.FOUND_DETAILS)
    officer = validate.text("officer", officer, max_len=120)
    condition = validate.text("condition", condition, max_len=4000, multiline=True)
    notes = validate.text("notes", notes, max_len=4000, multiline=True)
    photo_path = validate.text("photo_path", photo_path, max_len=400)
    quarantine = validate.choice("quarantine", quarantine or "", rules.QUARANTINE_KINDS)
    bite_on = validate.day("bite_on", bite_on, required=quarantine == "bite", not_after=on)
    exposure_on = validate.day("exposure_on", exposure_on, required=quarantine.startswith("exposure"),
                               not_after=on)
    if ground == "quarantine" and not quarantine:
        raise ValidationError("quarantine", "a quarantine seizure (T-6D5) needs the kind of quarantine")
    # a surrender, a transfer in or an owner's request is not a seizure: ``services.intake_kinds``
    intake_type = validate.choice("intake_type", intake_type or rules.intake_type_for_ground(ground),
                                  {k: rules.INTAKE_TYPES[k] for k in (*kinds.SEIZURE_TYPES, "other")})
    received_from_name = validate.text("received_from_name", received_from_name, max_len=200)
    received_from_address = validate.text("received_from_address", received_from_address, max_len=300)
    if (animal_id is None) == (new_animal is None):
        raise ValidationError("animal_id", "find the animal by tag or microchip, or describe a new one")
    with act:
        if animal_id is None:
            animal_id = _new_animal(actor, jurisdiction_id, new_animal, owner_id, on)
        animal = fetch(Animal, animal_id, "animal_id")
        if animal.jurisdiction_id != jurisdiction_id:
            raise ValidationError("animal_id", "the animal is recorded in another jurisdiction")
        lock_counter(f"impound-animal:{animal.id}")  # two desks taking in one animal at once take turns
        held = held_under(animal.id)
        if held:
            raise ValidationError("animal_id", f"the animal is already held under impound {held.number}")
        if ground == "no_license_after_notice":
            _check_license_notice_passed(animal, on)
        if owner_id is None:
            owner_id = animal.owner_id
        if ground == "revoked_not_removed":  # W-90.10H5: only after the removal deadline, and not while stayed
            check_released_to_city(owner_id, on)
        owner = _owner_in(jurisdiction_id, owner_id) if owner_id is not None else None
        kennel = _check_kennel(kennel_id)
        hold = intake_hold(profile, ground, on)
        q_end = rules.quarantine_end(profile, quarantine, bite_on or exposure_on) if quarantine else None
        if not received_from_name and ground != "at_large" and owner is not None:
            received_from_name = owner.display_name
            addr = mailing_address(owner.id)
            received_from_address = addr.one_line() if addr else ""
        elif not received_from_name:
            received_from_name = officer or actor.username
            received_from_address = found_place
        row = act.create(
            Impound, "impound.intake", note=hold.disposition_from.text(), jurisdiction=jurisdiction_id, number=next_record_number("impound", jurisdiction_id, on.year), animal=animal, owner=owner,
            kennel=kennel, impounded_on=on, impounded_at=datetime.combine(on, at) if at else _at(on),
            ground=ground, intake_type=intake_type, found_place=found_place, found_detail=found_detail,
            officer=officer, field_return=False, altered_at_intake=animal.altered,
            age_months_at_intake=rules.age_months_on(animal.birth_date, on), condition=condition,
            quarantine=quarantine, bite_on=bite_on, exposure_on=exposure_on,
            quarantine_until=q_end.value if q_end else None,
            quarantine_explanation=q_end.text() if q_end else "",
            hold_last_day=hold.last_day.value, disposition_from=hold.disposition_from.value,
            hold_explanation=hold.disposition_from.text(), status="held", photo_path=photo_path,
            notes=notes, received_from_name=received_from_name,
            received_from_address=received_from_address)
    return IntakeResult(row.id, row.number, animal.id, owner_id, row.hold_last_day, row.disposition_from,
                        row.hold_explanation, row.quarantine_until)


def _at(on: date) -> datetime:
    stamp = now()
    return stamp if stamp.date() == on else datetime.combine(on, time(12, 0))


def field_return(actor: Actor, *, animal_id: int, on: date | None = None, ground: str = "at_large",
                 found_place: str = "", found_detail: str = "", officer: str = "", notes: str = ""
                 ) -> IntakeResult:
    """T-6A: a licensed animal delivered to its owner by the officer instead of impounded.

    Recorded as a custody that never entered the facility (no hold, no impound fee);
    a W-90.05C penalty, where the profile has one, is charged to the owner.
    """
    act = OfficeAction(actor, "impound")
    on = validate.day("on", on or date.today(), not_after=date.today())
    found_place = validate.text("found_place", found_place, max_len=300)
    found_detail = validate.choice("found_detail", found_detail or "", rules.FOUND_DETAILS)
    officer = validate.text("officer", officer, max_len=120)
    notes = validate.text("notes", notes, max_len=4000, multiline=True)
    with act:
        animal = fetch(Animal, animal_id, "animal_id")
        profile = profile_for(animal.jurisdiction_id)
        ground = _ground(profile, ground)
        licensed = current_license(animal.id, on)  # relicense required (T-3B) is unlicensed
        if licensed is None or animal.owner_id is None:
            raise RuleViolation(Refusal("T-6A", "only a licensed animal with a known owner may be "
                                                      "delivered to its owner in the field; impound it"),
                                field="animal_id")
        owner = Owner.get_by_id(animal.owner_id)
        addr = mailing_address(owner.id)
        row = act.create(
            Impound, "impound.field_return", note="T-6A", jurisdiction=animal.jurisdiction_id, number=next_record_number("impound", animal.jurisdiction_id, on.year),
            animal=animal, owner=owner,
            impounded_on=on, impounded_at=_at(on), ground=ground,
            intake_type=rules.intake_type_for_ground(ground), found_place=found_place,
            found_detail=found_detail, officer=officer, field_return=True,
            altered_at_intake=animal.altered, age_months_at_intake=rules.age_months_on(animal.birth_date, on),
            status="returned_in_field", released_on=on, outcome="returned_to_owner", outcome_on=on,
            outcome_party=owner.display_name, outcome_address=addr.one_line() if addr else "",
            age_months_at_outcome=rules.age_months_on(animal.birth_date, on), notes=notes,
            owner_notified_on=on, received_from_name=officer or actor.username,
            received_from_address=found_place,
            hold_explanation=f"delivered to the owner in the field under license {licensed.number} (T-6A)")
        lines = impound_bill.reclaim_bill(profile, impounded_on=on, on=on, species=animal.species,
                                   altered=animal.altered, ground=ground,
                                   earlier_custody=at_large.earlier_custody(row), field_return=True)
        total = 0
        for line in lines:
            add_charge(actor, jurisdiction_id=animal.jurisdiction_id, owner_id=owner.id,
                       fee_code=line.fee_code, description=f"{line.description}, {row.number}",
                       amount=Explained(line.unit_cents, line.rule_id, {}, (line.explanation,)),
                       quantity=line.quantity, on=on, subject_table="impound", subject_id=row.id,
                       rule_id=line.rule_id)
            total += line.amount_cents
    return IntakeResult(row.id, row.number, animal.id, owner.id, None, None, row.hold_explanation, None,
                        total)


def move_to_kennel(actor: Actor, impound_id: int, kennel_id: int, *, expected_version: int | None = None
                   ) -> None:
    with OfficeAction(actor, "impound") as act:
        row = act.fetch(Impound, impound_id, "impound_id")
        if row.status != ImpoundStatus.HELD:
            raise ValidationError("impound_id", f"impound {row.number} is no longer held")
        kennel = _check_kennel(kennel_id)
        row.kennel = kennel
        act.save(row, "impound.move", expected_version=expected_version, note=kennel.code)


def record_vet_certificate(actor: Actor, impound_id: int, *, certified_on: date, vet_name: str,
                           expected_version: int | None = None) -> None:
    """T-6B: a veterinarian certifies the quarantined animal free of the disease."""
    act = OfficeAction(actor, "impound")
    certified_on = validate.day("certified_on", certified_on, not_after=date.today())
    vet_name = validate.text("vet_name", vet_name, max_len=120, required=True)
    with act:
        row = act.fetch(Impound, impound_id, "impound_id")
        if not row.quarantine:
            raise ValidationError("impound_id", f"impound {row.number} is not a quarantine")
        if certified_on < row.impounded_on:
            raise ValidationError("certified_on", "is before the impound day", certified_on)
        row.vet_certified_on, row.vet_name = certified_on, vet_name
        act.save(row, "impound.vet_certificate", expected_version=expected_version)


def set_owner(actor: Actor, impound_id: int, owner_id: int, *, on: date | None = None) -> None:
    """The owner of an impounded animal comes forward or is identified. An animal without an
    owner on record becomes theirs (an animal already owned by someone else is not changed)."""
    act = OfficeAction(actor, "impound")
    on = validate.day("on", on or date.today(), not_after=date.today())
    with act:
        row = act.fetch(Impound, impound_id, "impound_id")
        owner = _owner_in(row.jurisdiction_id, owner_id)
        if row.status != ImpoundStatus.HELD:
            raise ValidationError("impound_id", f"impound {row.number} is no longer held")
        if row.intake_type in kinds.GIVEN_UP:
            raise RuleViolation(kinds.reclaim_refusals(row.intake_type), field="impound_id")
        row.owner = owner
        act.save(row, "impound.owner")
        animal = Animal.get_by_id(row.animal_id)
        if animal.owner_id is None:
            animal_service.transfer_animal(actor, animal.id, owner.id, on=on,
                                           reason=f"identified as the owner at impound {row.number}")


def update_details(actor: Actor, impound_id: int, *, expected_version: int, **changes) -> None:
    """Correct what the desk recorded: altered status, condition, notes, photo, where found."""
    act = OfficeAction(actor, "impound")
    allowed = {"altered_at_intake", "condition", "notes", "photo_path", "found_place", "found_detail",
               "officer"}
    unknown = set(changes) - allowed
    if unknown:
        raise ValidationError(sorted(unknown)[0] or "changes", "cannot be changed here")
    clean = {}
    for key, value in changes.items():
        if key == "altered_at_intake":
            clean[key] = validate.boolean(key, value, allow_none=True)
        elif key == "found_detail":
            clean[key] = validate.choice(key, value or "", rules.FOUND_DETAILS)
        else:
            clean[key] = validate.text(key, value, max_len=4000 if key in ("condition", "notes") else 300,
                                       multiline=key in ("condition", "notes"))
    with act:
        row = act.fetch(Impound, impound_id, "impound_id")
        for key, value in clean.items():
            setattr(row, key, value)
        act.save(row, "impound.update", expected_version=expected_version)


def record_altered(actor: Actor, impound_id: int, *, reason: str = "proof of spay/neuter shown") -> int:
    """W-90.05C applies only to an unspayed/unneutered animal: the owner shows it is altered.
    The impound and the animal are corrected and any unpaid at-large penalty on the impound is
    voided (a paid one is not refunded here). Returns the number of charges voided."""
    act = OfficeAction(actor, "impound")
    reason = validate.text("reason", reason, max_len=300, required=True)
    voided = 0
    with act:
        row = act.fetch(Impound, impound_id, "impound_id")
        row.altered_at_intake = True
        act.save(row, "impound.altered", note=reason)
        animal = Animal.get_by_id(row.animal_id)
        if animal.altered is not True:
            animal_service.update_animal(actor, animal.id, expected_version=animal.version, altered=True)
        for charge in Charge.select().where((Charge.subject_table == "impound") & (Charge.subject_id == row.id)
                                            & Charge.fee_code.startswith("at_large.")
                                            & Charge.payment.is_null() & Charge.voided_at.is_null()):
            act.void(charge, reason, action="charge.void")
            voided += 1
    return voided


def record_not_altered(actor: Actor, impound_id: int, *, reason: str = "the owner says it is not spayed or "
                                                                       "neutered") -> None:
    """The answer to the bill's question (W-90.05C): the animal is not spayed or neutered, so
    the at-large ladder applies to it. Recorded on the impound, audited with who said so."""
    act = OfficeAction(actor, "impound")
    reason = validate.text("reason", reason, max_len=300, required=True)
    with act:
        row = act.fetch(Impound, impound_id, "impound_id")
        row.altered_at_intake = False
        act.save(row, "impound.not_altered", note=reason)
