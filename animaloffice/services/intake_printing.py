"""The owner's surrender form and request for euthanasia, printed for the owner to sign before the
intake is recorded (``draft_form``), or again from the recorded intake (``recorded_form``)."""
from __future__ import annotations

from datetime import date

from ..documents.base import Letterhead
from ..documents.intake_forms import IntakeForm, render_intake_form
from ..documents.language import ENGLISH, first, term
from ..domain import intake_kinds
from ..domain.errors import ValidationError
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal
from ..persistence.models.impounds import Impound
from ..persistence.models.licensing import License
from ..persistence.models.people import Owner
from ..persistence.profiles import profile_for
from ..queries.license_standing import current_license
from ..queries.owner_contact import mailing_address
from .impound_notices import letterhead
from .permit_notice_languages import owner_language

KINDS = ("surrender", "owner_euthanasia")


def _animal_lines(profile, animal: Animal | None, new_animal: dict | None,
                  code: str = ENGLISH) -> tuple[str, list[tuple[str, str]]]:
    if animal is not None:
        values = {"name": animal.name, "species": animal.species, "breed": animal.breed, "colour": animal.colour,
                  "sex": animal.sex, "microchip": animal.microchip or ""}
    else:
        values = dict(new_animal or {})
    label = profile.species_info(str(values.get("species") or "")).label if values.get("species") else "Animal"
    label = term(label, code) if code != ENGLISH else label
    one = ", ".join(str(x) for x in (values.get("name") or term("unnamed", code), label, values.get("breed"),
                                     values.get("colour")) if x)
    facts = [("Sex", {"M": "Male", "F": "Female"}.get(str(values.get("sex") or ""), "Unknown"))]
    if values.get("microchip"):
        facts.append(("Microchip", str(values["microchip"])))
    return one, facts


def _office(jurisdiction_id: int) -> tuple[str, Letterhead]:
    head = letterhead(jurisdiction_id)
    return head.office_name or head.jurisdiction_name, head


def draft_form(kind: str, *, jurisdiction_id: int, animal_id: int | None = None, new_animal: dict | None = None,
               owner_id: int | None = None, from_name: str = "", from_address: str = "", reason: str = "",
               on: date | None = None, language: str | None = None) -> bytes:
    """The form as the desk has filled it so far, for the owner to sign: in ``language`` (one of
    the letters' languages), else the one the owner on record reads best, else English."""
    if kind not in KINDS:
        raise ValidationError("kind", f"is one of {', '.join(KINDS)}", kind)
    profile = profile_for(jurisdiction_id)
    animal = fetch(Animal, animal_id, "animal_id") if animal_id is not None else None
    if owner_id is not None and not from_name:
        owner = fetch(Owner, owner_id, "owner_id")
        from_name = owner.display_name
        addr = mailing_address(owner.id)
        from_address = from_address or (addr.one_line() if addr else "")
    on = on or date.today()
    code = first(language) if language else first(owner_language(owner_id))
    one, facts = _animal_lines(profile, animal, new_animal, code)
    lic = current_license(animal.id, on) if animal is not None else None
    office, head = _office(jurisdiction_id)
    return render_intake_form(IntakeForm(kind, on, office, from_name, from_address, one, reason, facts,
                                         lic.number if lic else "", language=code), head)


def recorded_form(impound_id: int) -> bytes:
    """The signed form's text again, from the intake as recorded."""
    row = fetch(Impound, impound_id, "impound_id", allow_void=True)
    kind = intake_kinds.kind_of(row.intake_type)
    if kind not in KINDS:
        raise ValidationError("impound_id", f"impound {row.number} is not a surrender or a request for euthanasia")
    animal = Animal.get_by_id(row.animal_id)
    code = first(owner_language(row.owner_id))
    one, facts = _animal_lines(profile_for(row.jurisdiction_id), animal, None, code)
    ended = (License.select().where((License.animal == animal.id) & (License.ended_on == row.impounded_on)
                                    & License.voided_at.is_null()).first())
    office, head = _office(row.jurisdiction_id)
    return render_intake_form(IntakeForm(kind, row.impounded_on, office, row.received_from_name,
                                         row.received_from_address, one, row.intake_reason, facts,
                                         ended.number if ended else "", row.number, language=code), head)
