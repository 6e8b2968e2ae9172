"""The front desk's whole transactions: a walk-in license, a renewal with a new
certificate, an exemption, a transfer to a new owner.

At the counter one visit may record a new owner, a new animal and its rabies
certificate and then issue the license. These run in ONE transaction around the
single-purpose services (owners, animals, licensing), so a refusal at the last
step (no current certificate, tag in use, wrong amount) saves nothing at all.
Inputs are plain dicts of the fields those services take; their errors name the
field (``last_name``, ``birth_date``, ``vaccinated_on``, ``tag_number``...).
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.roles import Actor
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal
from ..persistence.models.licensing import License
from . import animals, licensing, owners
from .common import fetch_owner
from .office_action import OfficeAction
from .payments import PaymentInput

CERTIFICATE_FIELDS = ("vaccinated_on", "duration_years", "product", "manufacturer", "lot", "lot_expires",
                      "veterinarian", "vet_license", "clinic", "clinic_address", "rabies_tag", "received_on")


@dataclass(frozen=True)
class DeskResult:
    owner_id: int
    animal_id: int
    vaccination_id: int | None
    issued: licensing.IssuedLicense | None = None
    exemption_id: int | None = None
    ended_license_ids: tuple[int, ...] = ()


OWNER_FIELDS = ("kind", "first_name", "last_name", "organisation", "email", "government_operated", "notes",
                "address", "phone", "since", "letter_language")


def _form(field: str, value, allowed=None) -> dict:
    """A new owner's, animal's or certificate's fields: a mapping of known names."""
    if value is not None and not isinstance(value, dict):
        raise ValidationError(field, "must be the fields of the form", value)
    for key in value or {}:
        if not isinstance(key, str) or (allowed is not None and key not in allowed):
            raise ValidationError(f"{field}.{key}" if isinstance(key, str) and key else field,
                                  "is not a field of this form", key)
    return value


def _owner(actor: Actor, jurisdiction_id: int, owner_id: int | None, new_owner: dict | None,
           on: date) -> int:
    if owner_id is not None:
        return fetch_owner(owner_id, "owner_id").id
    if not _form("new_owner", new_owner, OWNER_FIELDS):
        raise ValidationError("owner_id", "choose the owner or enter a new one")
    fields = dict(new_owner)
    fields.setdefault("since", on)
    return owners.create_owner(actor, jurisdiction_id=jurisdiction_id, **fields).id


def _animal(actor: Actor, jurisdiction_id: int, owner_id: int, animal_id: int | None,
            new_animal: dict | None, on: date) -> int:
    if animal_id is not None:
        animal = fetch(Animal, animal_id, "animal_id")
        if animal.owner_id != owner_id:
            raise ValidationError("animal_id", "that animal belongs to another owner; "
                                  "record the transfer first (T-3C)")
        return animal.id
    if not _form("new_animal", new_animal):
        raise ValidationError("animal_id", "choose the animal or enter a new one")
    return animals.create_animal(actor, jurisdiction_id=jurisdiction_id, owner_id=owner_id,
                                 owned_since=on, **new_animal).id


def _certificate(actor: Actor, animal_id: int, new_certificate: dict | None, on: date) -> int | None:
    if not _form("new_certificate", new_certificate):
        return None
    unknown = set(new_certificate) - set(CERTIFICATE_FIELDS)
    if unknown:
        raise ValidationError(sorted(unknown)[0] or "certificate", "is not a field of a rabies certificate")
    fields = dict(new_certificate)
    if fields.get("vaccinated_on") is None:
        raise ValidationError("vaccinated_on", "enter the date of the rabies shot from the certificate")
    fields.setdefault("received_on", on)
    if fields["received_on"] is None:
        fields["received_on"] = on
    return animals.record_vaccination(actor, animal_id, **fields)


def license_walk_in(actor: Actor, *, jurisdiction_id: int, owner_id: int | None = None,
                    new_owner: dict | None = None, animal_id: int | None = None,
                    new_animal: dict | None = None, vaccination_id: int | None = None,
                    new_certificate: dict | None = None, tag_number: int | None = None,
                    fee_cents: int | None = None, payment: PaymentInput | None = None,
                    on: date | None = None, year: int | None = None,
                    grandfathered: bool = False, waiver_reason: str = "") -> DeskResult:
    """New license at the counter (T-3A): owner, animal and certificate as needed, then
    the license, its fee and the payment; all or nothing."""
    act = OfficeAction(actor, "issue_license")
    on = validate.day("on", on or date.today(), not_after=date.today())
    with act:  # the services called audit their own changes; all or nothing
        oid = _owner(actor, jurisdiction_id, owner_id, new_owner, on)
        aid = _animal(actor, jurisdiction_id, oid, animal_id, new_animal, on)
        vid = _certificate(actor, aid, new_certificate, on) or vaccination_id
        issued = licensing.issue_license(actor, animal_id=aid, on=on, year=year, tag_number=tag_number,
                                         vaccination_id=vid, payment=payment, fee_cents=fee_cents,
                                         grandfathered=grandfathered, waiver_reason=waiver_reason)
        vid = License.get_by_id(issued.license_id).vaccination_id
    return DeskResult(oid, aid, vid, issued)


def renew_at_desk(actor: Actor, license_id: int, *, new_certificate: dict | None = None,
                  tag_number: int | None = None, payment: PaymentInput | None = None,
                  on: date | None = None, waiver_reason: str = "") -> DeskResult:
    """Renew a license, filing the new rabies certificate first when one is brought in."""
    act = OfficeAction(actor, "issue_license")
    on = validate.day("on", on or date.today(), not_after=date.today())
    with act:  # the services called audit their own changes; all or nothing
        old = fetch(License, license_id, "license_id")
        vid = _certificate(actor, old.animal_id, new_certificate, on)
        issued = licensing.renew_license(actor, license_id, on=on, tag_number=tag_number, payment=payment,
                                         waiver_reason=waiver_reason)
        vid = License.get_by_id(issued.license_id).vaccination_id
    return DeskResult(old.owner_id, old.animal_id, vid, issued)


def exempt_at_desk(actor: Actor, *, jurisdiction_id: int, reason: str, owner_id: int | None = None,
                   new_owner: dict | None = None, animal_id: int | None = None,
                   new_animal: dict | None = None, notes: str = "", on: date | None = None) -> DeskResult:
    """Record a T-7C exemption instead of a license, with a new owner/animal if needed."""
    act = OfficeAction(actor, "issue_license")
    on = validate.day("on", on or date.today(), not_after=date.today())
    with act:  # the services called audit their own changes; all or nothing
        oid = _owner(actor, jurisdiction_id, owner_id, new_owner, on)
        aid = _animal(actor, jurisdiction_id, oid, animal_id, new_animal, on)
        eid = licensing.record_exemption(actor, animal_id=aid, reason=reason, on=on, notes=notes)
    return DeskResult(oid, aid, None, exemption_id=eid)


def transfer_at_desk(actor: Actor, animal_id: int, *, new_owner_id: int | None = None,
                     new_owner: dict | None = None, reason: str = "sold or given away",
                     on: date | None = None) -> DeskResult:
    """T-3C: the animal changes owner and its license ends that day."""
    act = OfficeAction(actor, "edit_records")
    on = validate.day("on", on or date.today(), not_after=date.today())
    with act:  # the services called audit their own changes; all or nothing
        animal = fetch(Animal, animal_id, "animal_id")
        oid = _owner(actor, animal.jurisdiction_id, new_owner_id, new_owner, on)
        ended = animals.transfer_animal(actor, animal_id, oid, on=on, reason=reason)
    return DeskResult(oid, animal_id, None, ended_license_ids=tuple(ended))
