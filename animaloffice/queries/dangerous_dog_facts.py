"""What is on file toward a dangerous dog's registration and its owner's other duties."""
from __future__ import annotations

from datetime import date

from ..domain import dangerous_dogs as rules
from ..domain.deadlines import months_old
from ..persistence.models.animals import Animal
from ..persistence.models.dangerous_dogs import DangerousDogCase
from ..persistence.models.enforcement import Notice
from ..persistence.models.money import Charge
from ..persistence.models.people import Owner
from ..persistence.profiles import profile_for
from .owner_contact import mailing_address


def facts_of(row: DangerousDogCase) -> rules.RegistrationFacts:
    """What is on file toward registration and the owner's other duties, as the checklist reads it."""
    animal = Animal.get_by_id(row.animal_id)
    return rules.RegistrationFacts(
        kind=row.kind, enclosure_inspected_on=row.enclosure_inspected_on, sign_issued_on=row.sign_issued_on,
        insurance_kind=row.insurance_kind, insurance_cents=row.insurance_cents,
        insurance_expires_on=row.insurance_expires_on, microchip=animal.microchip or "",
        fee_paid=_fee_paid(row), fee_paid_on=_fee_charge(row).payment.received_on if _fee_paid(row) else None,
        altered=bool(animal.altered), sterilized_on=row.sterilized_on, sterilized_by=row.sterilized_by,
        sterilize_by=sterilize_by(row), tag_number=row.tag_number, tag_issued_on=row.tag_issued_on)


def sterilize_by(row: DangerousDogCase):
    """347.52 (d): the last day to have a dangerous dog sterilized, once its notice is sent (counted
    from the notice; after an affirming decision, no earlier than the day to comply it set)."""
    if row.kind != "dangerous" or row.notice_id is None:
        return None
    notice = Notice.get_by_id(row.notice_id)
    comply_by = row.compliance_deadline if row.decision_sent_on is not None else None
    return rules.sterilization_deadline(profile_for(row.jurisdiction_id), notice.sent_on, comply_by)


def _fee_charge(row: DangerousDogCase) -> Charge | None:
    charge = Charge.get_by_id(row.fee_charge_id) if row.fee_charge_id is not None else None
    return charge if charge is not None and charge.voided_at is None else None


def _fee_paid(row: DangerousDogCase) -> bool:
    charge = _fee_charge(row)
    return charge is not None and charge.payment_id is not None


SEX_WORDS = {"M": "male", "F": "female"}


def describe_dog(animal: Animal, on: date) -> str:
    """'Duke, male (neutered) dog, pit bull mix, brindle, white chest, about 4 years old, microchip 985…'"""
    sex = SEX_WORDS.get(animal.sex, "")
    if sex and animal.altered:
        sex += " (spayed)" if animal.sex == "F" else " (neutered)"
    head = " ".join(x for x in (sex, "dog") if x)
    parts = [f"{animal.name}, {head}" if animal.name else head.capitalize()]
    parts += [x for x in (animal.breed, animal.colour, animal.markings) if x]
    if animal.birth_date:
        months = months_old(animal.birth_date, on)
        age = f"{months // 12} years" if months >= 24 else f"{months} months"
        parts.append(("about " if animal.birth_date_estimated else "") + f"{age} old")
    if animal.microchip:
        parts.append(f"microchip {animal.microchip}")
    return ", ".join(parts)


def addressee(owner_id: int) -> dict:
    """The name as a letter writes it and the address as envelope lines."""
    owner = Owner.get_by_id(owner_id)
    name = owner.organisation if owner.kind == "organisation" else " ".join(
        x for x in (owner.first_name, owner.last_name) if x)
    name = name or owner.display_name
    lines = [name]
    addr = mailing_address(owner_id)
    if addr:
        lines += [x for x in (addr.line1, addr.line2) if x]
        lines.append(f"{addr.city}, {addr.state} {addr.postal_code}".strip())
    return {"owner_name": name, "recipient_lines": lines}


def dog_short(animal: Animal) -> str:
    name = animal.name or "unnamed dog"
    return f"{name} ({animal.breed})" if animal.breed else name


def matter_parts(case_id: int) -> tuple[str, str, str, str] | None:
    """(label, number, description, status) of a case, as the Hearings tab shows its matter."""
    row = DangerousDogCase.get_or_none(DangerousDogCase.id == case_id)
    if row is None:
        return None
    animal = Animal.get_by_id(row.animal_id)
    return ("dangerous-dog case", row.number, f"{dog_short(animal)}, declared a {rules.kind_words(row.kind)}",
            row.status)
