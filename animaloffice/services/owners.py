"""Owners: people and organisations, their addresses and phones over time, convictions."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain import validate
from ..domain.email_consent import consent_dates
from ..domain.errors import ValidationError
from ..domain.roles import Actor
from ..persistence.fetch import fetch
from ..persistence.models.office import Jurisdiction
from ..persistence.models.people import Address, Conviction, Owner, Phone
from .common import fetch_owner, lock_counter
from .office_action import OfficeAction


@dataclass(frozen=True)
class OwnerInfo:
    id: int
    display_name: str
    version: int


def display_name(kind: str, first: str, last: str, organisation: str) -> str:
    if kind == "organisation":
        return organisation
    return f"{last}, {first}" if first else last


def _clean_owner(kind, first_name, last_name, organisation, email, notes):
    kind = validate.choice("kind", kind, ("person", "organisation"))
    first_name = validate.text("first_name", first_name, max_len=80)
    last_name = validate.text("last_name", last_name, max_len=80, required=(kind == "person"))
    organisation = validate.text("organisation", organisation, max_len=160,
                                 required=(kind == "organisation"))
    email = validate.email("email", email)
    notes = validate.text("notes", notes, max_len=4000, multiline=True)
    return kind, first_name, last_name, organisation, email, notes


def clean_language(value) -> str:
    """An owner's letter language: one the templates are written in (``documents.language``)."""
    from ..documents.language import choices

    return validate.choice("letter_language", value, tuple(choices()))


def clean_email_consent(agreed_on, withdrawn_on) -> tuple[date | None, date | None]:
    """The day the owner agreed to receive notices by e-mail and the day they took it back (either
    may be empty; neither in the future; a withdrawal not before the agreement)."""
    agreed_on = validate.day("email_consent_on", agreed_on, required=False, not_after=date.today())
    withdrawn_on = validate.day("email_consent_withdrawn_on", withdrawn_on, required=False, not_after=date.today())
    consent_dates(agreed_on, withdrawn_on)
    return agreed_on, withdrawn_on


def _clean_address(line1="", city="", state="MN", postal_code="", line2="", prefix="address"):
    line1 = validate.text(f"{prefix}.line1", line1, max_len=200, required=True)
    line2 = validate.text(f"{prefix}.line2", line2, max_len=200)
    city = validate.text(f"{prefix}.city", city, max_len=100, required=True)
    state = validate.text(f"{prefix}.state", state or "MN", max_len=2, required=True).upper()
    if not state.isalpha() or len(state) != 2:
        raise ValidationError(f"{prefix}.state", "must be a two-letter state code", state)
    postal_code = validate.text(f"{prefix}.postal_code", postal_code, max_len=10)
    digits = postal_code.replace("-", "")
    if postal_code and not (digits.isascii() and digits.isdigit() and len(postal_code) in (5, 10)):
        raise ValidationError(f"{prefix}.postal_code", "must be a ZIP code like 56175", postal_code)
    return line1, line2, city, state, postal_code


def create_owner(actor: Actor, *, jurisdiction_id: int, kind: str = "person", first_name: str = "",
                 last_name: str = "", organisation: str = "", email: str = "",
                 government_operated: bool = False, notes: str = "", letter_language: str = "en",
                 address: dict | None = None, phone: str = "", since: date | None = None,
                 email_consent_on: date | None = None, email_consent_withdrawn_on: date | None = None) -> OwnerInfo:
    """Record a new owner, with their current address and phone if given, and the day they agreed
    to receive notices by e-mail (and took it back) if they did."""
    act = OfficeAction(actor, "edit_records")
    kind, first_name, last_name, organisation, email, notes = _clean_owner(
        kind, first_name, last_name, organisation, email, notes)
    government_operated = validate.boolean("government_operated", government_operated)
    letter_language = clean_language(letter_language)
    consent = clean_email_consent(email_consent_on, email_consent_withdrawn_on)
    phone = validate.phone("phone", phone)
    since = validate.day("since", since or date.today())
    if address is not None and not isinstance(address, dict):
        raise ValidationError("address", "must be an address (line1, city, state, postal_code)", address)
    if address:
        unknown = [k for k in address if k not in ("line1", "line2", "city", "state", "postal_code")]
        if unknown:
            raise ValidationError(f"address.{unknown[0]}", "is not part of an address")
    addr = _clean_address(**address) if address else None
    with act:
        fetch(Jurisdiction, jurisdiction_id, "jurisdiction_id")
        row = act.create(Owner, "owner.create", jurisdiction=jurisdiction_id, kind=kind, first_name=first_name,
                         last_name=last_name, organisation=organisation, email=email,
                         government_operated=government_operated, notes=notes, letter_language=letter_language,
                         email_consent_on=consent[0], email_consent_withdrawn_on=consent[1],
                         display_name=display_name(kind, first_name, last_name, organisation))
        if addr:
            act.create(Address, "address.add", owner=row, line1=addr[0], line2=addr[1], city=addr[2],
                       state=addr[3], postal_code=addr[4], valid_from=since)
        if phone:
            act.create(Phone, "phone.add", owner=row, number=phone, valid_from=since)
    return OwnerInfo(row.id, row.display_name, row.version)


def update_owner(actor: Actor, owner_id: int, *, expected_version: int, **changes) -> OwnerInfo:
    """Change an owner's name, e-mail, notes, letter language or agreement to e-mailed notices;
    refused if someone else changed it meanwhile."""
    act = OfficeAction(actor, "edit_records")
    allowed = {"kind", "first_name", "last_name", "organisation", "email", "notes", "government_operated",
               "letter_language", "email_consent_on", "email_consent_withdrawn_on"}
    unknown = set(changes) - allowed
    if unknown:
        raise ValidationError(sorted(unknown)[0] or "changes", "cannot be changed here")
    with act:
        row = act.hold(fetch_owner(owner_id, "owner_id"))
        merged = {k: changes.get(k, getattr(row, k)) for k in allowed}
        kind, first, last, org, email, notes = _clean_owner(
            merged["kind"], merged["first_name"], merged["last_name"], merged["organisation"],
            merged["email"], merged["notes"])
        row.kind, row.first_name, row.last_name, row.organisation = kind, first, last, org
        row.email, row.notes = email, notes
        row.government_operated = validate.boolean("government_operated", merged["government_operated"])
        row.letter_language = clean_language(merged["letter_language"])
        row.email_consent_on, row.email_consent_withdrawn_on = clean_email_consent(
            merged["email_consent_on"], merged["email_consent_withdrawn_on"])
        row.display_name = display_name(kind, first, last, org)
        act.save(row, "owner.update", expected_version=expected_version)
    return OwnerInfo(row.id, row.display_name, row.version)


def change_address(actor: Actor, owner_id: int, *, line1: str, city: str, state: str = "MN",
                   postal_code: str = "", line2: str = "", kind: str = "home",
                   moved_on: date | None = None) -> int:
    """A new address from a date; the old one is kept with its end date (history). A move of
    where the animals are kept flags the permits whose premises no longer match (T-4A)."""
    act = OfficeAction(actor, "edit_records")
    addr = _clean_address(line1, city, state, postal_code, line2)
    kind = validate.choice("kind", kind, ("home", "mailing", "premises"))
    moved_on = validate.day("moved_on", moved_on or date.today())
    with act:
        owner = fetch_owner(owner_id, "owner_id")
        lock_counter(f"address:{owner.id}:{kind}")  # two desks recording a move at once take turns
        for old in Address.select().where((Address.owner == owner) & (Address.kind == kind)
                                          & Address.valid_to.is_null()):
            act.hold(old)
            old.valid_to = moved_on
            act.save(old, "address.end")
        row = act.create(Address, "address.add", owner=owner, kind=kind, line1=addr[0], line2=addr[1],
                         city=addr[2], state=addr[3], postal_code=addr[4], valid_from=moved_on)
        if kind in ("home", "premises"):  # T-4A: a permit's premises may no longer match
            from .permit_changes import flag_moved_permits

            flag_moved_permits(actor, owner, moved_on)
    return row.id


def change_phone(actor: Actor, owner_id: int, number: str, *, kind: str = "home",
                 since: date | None = None) -> int:
    act = OfficeAction(actor, "edit_records")
    number = validate.phone("number", number)
    if not number:
        raise ValidationError("number", "is required")
    kind = validate.choice("kind", kind, ("home", "mobile", "work"))
    since = validate.day("since", since or date.today())
    with act:
        owner = fetch_owner(owner_id, "owner_id")
        lock_counter(f"phone:{owner.id}:{kind}")
        for old in Phone.select().where((Phone.owner == owner) & (Phone.kind == kind)
                                        & Phone.valid_to.is_null()):
            act.hold(old)
            old.valid_to = since
            act.save(old, "phone.end")
        row = act.create(Phone, "phone.add", owner=owner, kind=kind, number=number, valid_from=since)
    return row.id


def record_conviction(actor: Actor, owner_id: int, *, offense: str, convicted_on: date,
                      animal_cruelty: bool, court: str = "", plea: str = "convicted",
                      notes: str = "") -> int:
    """A conviction or guilty plea in any jurisdiction (W-90.10H6 looks at cruelty ones)."""
    act = OfficeAction(actor, "record_violation")
    offense = validate.text("offense", offense, max_len=200, required=True)
    convicted_on = validate.day("convicted_on", convicted_on, not_after=date.today())
    animal_cruelty = validate.boolean("animal_cruelty", animal_cruelty)
    court = validate.text("court", court, max_len=200)
    plea = validate.choice("plea", plea, ("convicted", "pled_guilty"))
    notes = validate.text("notes", notes, max_len=4000, multiline=True)
    with act:
        owner = fetch_owner(owner_id, "owner_id")
        row = act.create(Conviction, "conviction.add", owner=owner, offense=offense, convicted_on=convicted_on,
                         animal_cruelty=animal_cruelty, court=court, plea=plea, notes=notes)
    return row.id
