"""A citation in the owner's language (T-8A, W-90.05C): what the program wrote on it in English
(the violation, the animal, the dates, how the amount was reached) written in that language.

The citation keeps its English values as before; for an owner who reads another language they are
kept too under ``versions`` (see ``permit_notice_languages.with_languages``), so a reprint reads
as what was issued.
"""
from __future__ import annotations

from datetime import date

from ..documents.language import ENGLISH, counting, fmt_date, hearing_body, jurisdiction, named, ordinance, term
from ..domain.citations import in_words
from ..domain.explain import Explained


def violation_words(profile, kind: str, nuisance_kind: str, code: str) -> str:
    """``domain.violations.describe`` in the language: the kinds by their codes in the folder's terms."""
    item = profile.item("violation_kinds", kind)
    text = named(f"violation_kind:{kind}", item.text if item else kind.replace("_", " "), code)
    if nuisance_kind:
        n = profile.item("nuisance_kinds", nuisance_kind)
        ntext = named(f"nuisance_kind:{nuisance_kind}", n.text if n else nuisance_kind.replace("_", " "), code)
        if ntext.lower() != text.lower():
            text = f"{text}: {ntext[:1].lower()}{ntext[1:]}"
    return text


def animal_words(profile, animal, code: str) -> str:
    if animal is None:
        return term("none named", code)
    label = term(profile.species_info(animal.species).label, code).lower()
    # "Chihuahua dog" in English; other languages keep the species and the recorded breed apart
    kind = (f"{animal.breed} {label}".strip(),) if code == ENGLISH else (label, animal.breed)
    return ", ".join(p for p in (animal.name or term("unnamed", code), *kind, animal.colour) if p)


def citation_version(row, profile, amount: Explained[int], deadline: date | None, animal, fields: dict,
                     code: str) -> dict:
    """The values of a citation the program wrote, in the language ``code``."""
    counted = counting(amount.parts, code) if amount.parts else ""
    return {
        "issued_on_text": fmt_date(date.fromisoformat(fields["issued_on"]), code),
        "occurred_on_text": fmt_date(row.occurred_on, code),
        "hearing_deadline": fmt_date(deadline, code) if deadline else "",
        "violation": violation_words(profile, row.kind, row.nuisance_kind, code),
        # what the citation's notice gives as its reason (a hearing notice on it lists it)
        "reasons": violation_words(profile, row.kind, row.nuisance_kind, code),
        "place": row.place or term("not recorded", code),
        "animal": animal_words(profile, animal, code),
        "amount_explanation": in_words(profile, f"{counted} ({amount.rule_id})") if counted
        else fields["amount_explanation"],
        "jurisdiction_name": jurisdiction(profile.name, code),
        "ordinance": ordinance(profile.ordinance, code),
        "hearing_body": hearing_body(fields.get("hearing_body", ""), code),
        "hearing_how": term(fields.get("hearing_how", ""), code),
    }
