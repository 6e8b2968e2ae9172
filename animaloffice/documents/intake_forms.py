"""The forms an owner signs at the intake desk: the surrender (relinquishment) of an animal and
the request for its euthanasia. Plain data in (``IntakeForm``), PDF bytes out; what the owner
gives up is said in plain words, and the owner signs under it."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from .base import Letter, Letterhead, build_pdf, letter_flowables

TITLES = {"surrender": "Surrender of an animal by its owner",
          "owner_euthanasia": "Owner's request for euthanasia"}
SIGN_LINES = ("Owner's signature: ________________________________    Date: ______________",
              "Printed name: ________________________________")


@dataclass(frozen=True)
class IntakeForm:
    kind: str  # "surrender" | "owner_euthanasia"
    on: date
    office: str  # who receives the animal
    owner_name: str
    owner_address: str
    animal: str  # one line: name, species, breed, colour
    reason: str = ""
    facts: list[tuple[str, str]] = field(default_factory=list)  # the animal's description
    license_number: str = ""  # the license that ends with the surrender
    reference: str = ""  # the intake's number, once recorded


def _who(f: IntakeForm) -> str:
    where = f", of {f.owner_address}," if f.owner_address else ""
    return f"I, {f.owner_name or '____________________'}{where}"


def _surrender(f: IntakeForm) -> list[str]:
    lic = (f"Its license ({f.license_number}) ends today." if f.license_number
           else "If it has a license, the license ends today.")
    return [
        f"{_who(f)} own the animal described below and have the right to give it up. I give it up to "
        f"{f.office} on {f.on:%B %d, %Y}.",
        "## What I give up",
        f"- All my rights to this animal. From today it belongs to {f.office}.",
        "- The right to take it back later. I cannot reclaim it, and no hold is kept for me.",
        "- Any say in what happens to it. The office may place it for adoption, transfer it to another "
        "shelter or rescue, or, if that is needed, have it humanely euthanized. I will not be asked first.",
        f"- {lic}",
        "## What does not end",
        "If the animal has bitten someone or is under a quarantine, a dangerous-dog case or a seizure, "
        "giving it up does not end any of these: a quarantine runs its full time before anything else is done.",
        f"Why I am giving the animal up: {f.reason or '________________________________'}",
        "I have read this form, or had it read to me, and I sign it of my own free will.",
        *SIGN_LINES,
    ]


def _euthanasia(f: IntakeForm) -> list[str]:
    return [
        f"{_who(f)} own the animal described below and ask {f.office} to have it humanely euthanized "
        f"on {f.on:%B %d, %Y}.",
        "## What I understand",
        "- Euthanasia ends the animal's life. It cannot be undone, and I cannot change my mind once it is done.",
        f"- I give the animal, and its body, to {f.office}. It is not returned to me.",
        "- If the animal has bitten a person or may have been exposed to rabies, it is not euthanized before "
        "its observation or quarantine ends, unless a veterinarian or the health department orders it. "
        "It may then be tested for rabies.",
        f"Why I ask for it: {f.reason or '________________________________'}",
        "I have read this form, or had it read to me, and I sign it of my own free will.",
        *SIGN_LINES,
    ]


def intake_form_letter(f: IntakeForm, letterhead: Letterhead) -> Letter:
    paragraphs = _surrender(f) if f.kind == "surrender" else _euthanasia(f)
    facts = [("Animal", f.animal), *f.facts]
    return Letter(letterhead=letterhead, title=TITLES[f.kind], sent_on=f.on, reference=f.reference,
                  paragraphs=paragraphs, facts=facts, signature=True,
                  footer="Received for the office by the person signing above the office's name.")


def render_intake_form(f: IntakeForm, letterhead: Letterhead) -> bytes:
    return build_pdf(letter_flowables(intake_form_letter(f, letterhead)), title=TITLES[f.kind])
