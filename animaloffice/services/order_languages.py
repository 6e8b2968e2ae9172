"""The notice to obtain a license or permit (T-6D3) and the letter to license an animal a
veterinarian reported vaccinated (T-3A), in the owner's language.

Both are printed by ``impound_notices.notice_pdf`` from the values stored with the notice; for an
owner who reads another language they are stored in it too (``versions``): the animal as the
program names it, the dates, and how the deadline was counted (the folder's ``counting`` phrases).
"""
from __future__ import annotations

from datetime import date

from ..documents.base import load_template
from ..documents.language import ENGLISH, counting, fmt_short, phrase, split, term, with_source
from ..domain.citations import in_words
from ..domain.explain import Explained
from .permit_notice_languages import owner_language


def animal_summary(name: str, species_label: str, breed: str, colour: str, sex: str, code: str) -> str:
    """``queries.impounds.animal_summary`` in the language ("Rex (perro), Beagle, macho")."""
    species = term(species_label, code).lower()
    sex_text = {"M": term("male", code), "F": term("female", code)}.get(sex, "")
    parts = [p for p in (breed, colour, sex_text) if p]
    head = f"{name} ({species})" if name else phrase("Unnamed ${species}", code, species=species)
    return head + (f", {', '.join(parts)}" if parts else "")


def counted(profile, e: Explained, code: str) -> str:
    text = counting(e.parts, code) if e.parts else ""
    return in_words(profile, with_source(text, e.rule_id)) if text else e.text()


def _versions(owner_id: int, build) -> dict:
    language = owner_language(owner_id)
    versions = {code: build(code) for code in split(language) if code != ENGLISH}
    return {"language": language, "versions": versions} if versions else {}


def license_order_versions(owner_id: int, animal, profile, values: dict, deadline: Explained[date]) -> dict:
    """T-6D3: the notice to obtain a license or permit, in each other language the owner reads."""
    label = profile.species_info(animal.species).label

    def build(code: str) -> dict:
        species = term(label, code).lower()
        short = (f"{animal.name} ({species})" if animal.name
                 else phrase("an unnamed ${species}", code, species=species))
        mine = {**values, "animal_short": short, "deadline": deadline.value.isoformat(),
                "license_or_permit": term(f"license_or_permit:{values['license_or_permit']}", code)}
        facts = [("Animal", animal_summary(animal.name, label, animal.breed, animal.colour, animal.sex, code)),
                 ("Deadline", fmt_short(deadline.value, code)),
                 ("How the deadline was reached", counted(profile, deadline, code))]
        return {"values": mine, "facts": facts, "reference": ""}

    return _versions(owner_id, build)


def rabies_letter_versions(owner_id: int, animal, profile, entry, values: dict, deadline: Explained[date] | None,
                           reference: str) -> dict:
    """T-3A: the letter to license an animal a veterinarian reported, in each other language the owner reads."""
    label = profile.species_info(animal.species).label

    def build(code: str) -> dict:
        species = term(label, code).lower()
        mine = {**values, "animal_short": f"{animal.name} ({species})" if animal.name
                else phrase("your ${species}", code, species=species),
                "species_word": species, "office_phone": term(values["office_phone"], code)}
        facts = [("Animal", animal_summary(animal.name, label, animal.breed, animal.colour, animal.sex, code)),
                 ("Vaccinated", f"{fmt_short(entry.vaccinated_on, code)}, {entry.clinic}")]
        if deadline is not None:
            _, parts = load_template("rabies_report_license_notice", code).fill(
                {**mine, "deadline": deadline.value}, code)
            mine["license_notice_paragraph"] = "\n\n".join(parts)
            facts += [("License by", fmt_short(deadline.value, code)),
                      ("How the day was reached", counted(profile, deadline, code))]
        return {"values": mine, "facts": facts,
                "reference": phrase("Rabies report ${number}", code, number=reference)}

    return _versions(owner_id, build)
