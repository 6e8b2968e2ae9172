"""The forms an owner signs at the intake desk: the surrender (relinquishment) of an animal and
the request for its euthanasia. Plain data in (``IntakeForm``), PDF bytes out; what the owner
gives up is said in plain words, in the owner's language (``resources/letters/<language>/
intake_surrender.txt``, ``intake_owner_euthanasia.txt``), and the owner signs under it."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from .base import Letter, Letterhead, build_pdf, letter_flowables, load_template
from .language import ENGLISH, phrase, term

TEMPLATES = {"surrender": "intake_surrender", "owner_euthanasia": "intake_owner_euthanasia"}
SIGN_LINES = ("Owner's signature: ________________________________    Date: ______________",
              "Printed name: ________________________________")
BLANK = "________________________________"


@dataclass(frozen=True)
class IntakeForm:
    kind: str  # "surrender" | "owner_euthanasia"
    on: date
    office: str  # who receives the animal
    owner_name: str
    owner_address: str
    animal: str  # one line: name, species, breed, colour (in the form's language)
    reason: str = ""
    facts: list[tuple[str, str]] = field(default_factory=list)  # the animal's description (English labels)
    license_number: str = ""  # the license that ends with the surrender
    reference: str = ""  # the intake's number, once recorded
    language: str = ENGLISH  # the one the owner reads best: the form is signed in it


def intake_form_letter(f: IntakeForm, letterhead: Letterhead) -> Letter:
    code = f.language
    license_line = (phrase("Its license (${number}) ends today.", code, number=f.license_number) if f.license_number
                    else term("If it has a license, the license ends today.", code))
    values = {"owner_name": f.owner_name or BLANK[:20], "owner_address": f.owner_address or BLANK,
              "office": f.office, "on": f.on, "reason": f.reason or BLANK, "license_line": license_line}
    title, paragraphs = load_template(TEMPLATES[f.kind], code).fill(values, code)
    facts = [(term("Animal", code), f.animal), *((term(k, code), term(v, code)) for k, v in f.facts)]
    return Letter(letterhead=letterhead, title=title, sent_on=f.on, reference=f.reference,
                  paragraphs=[*paragraphs, *(term(line, code) for line in SIGN_LINES)], facts=facts,
                  signature=True, language=code,
                  footer=term("Received for the office by the person signing above the office's name.", code))


def render_intake_form(f: IntakeForm, letterhead: Letterhead) -> bytes:
    letter = intake_form_letter(f, letterhead)
    return build_pdf(letter_flowables(letter), title=letter.title)
