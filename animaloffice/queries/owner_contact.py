"""An owner's address and phone in force, and how a letter to them is addressed."""
from __future__ import annotations

from ..persistence.models.people import Address, Owner, Phone


def current_address(owner_id: int, kind: str = "home") -> Address | None:
    """The address in use today (a mailing address is preferred for letters when asked)."""
    return (Address.select().where((Address.owner == owner_id) & (Address.kind == kind)
                                   & Address.valid_to.is_null())
            .order_by(Address.valid_from.desc()).first())


def mailing_address(owner_id: int) -> Address | None:
    return current_address(owner_id, "mailing") or current_address(owner_id, "home")


def addressee(owner_id: int) -> dict:
    """The name as a letter writes it and the mailing address as envelope lines, for a letter's
    recipient block: {"owner_name": ..., "recipient_lines": [name, street..., "City, ST zip"]}."""
    owner = Owner.get_by_id(owner_id)
    name = owner.letter_name()
    addr = mailing_address(owner_id)
    return {"owner_name": name, "recipient_lines": [name] + (addr.envelope_lines() if addr else [])}


def current_phone(owner_id: int) -> str:
    row = (Phone.select().where((Phone.owner == owner_id) & Phone.valid_to.is_null())
           .order_by(Phone.valid_from.desc()).first())
    return row.number if row else ""
