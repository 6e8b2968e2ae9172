"""A dangerous dog's papers in the owner's language: the words the program writes on them (the
kind of dog, its description, the ground, the insurance and the counting of a date), from the
folder's ``language.json`` (see ``services.dangerous_dog_languages`` for the notice's snapshot)."""
from __future__ import annotations

from datetime import date

from ..documents.language import counting, fmt_date, jurisdiction, named, phrase, term, with_source
from ..domain import dangerous_dogs as rules
from ..domain.citations import in_words
from ..domain.deadlines import months_old
from ..domain.explain import Explained
from ..domain.money import fmt_cents


def kind_words(kind: str, code: str) -> str:
    return term(rules.kind_words(kind), code)


def counted(profile, e: Explained | None, code: str, english: str = "") -> str:
    """How a date was counted, in the language, the rule's section in brackets inside the sentence
    it backs (``language.with_source``), as the other notices print it."""
    if e is None:
        return ""
    text = counting(e.parts, code) if e.parts else ""
    return in_words(profile, with_source(text, e.rule_id)) if text else english


def describe_dog(animal, on: date, code: str) -> str:
    """``queries.dangerous_dog_facts.describe_dog`` in the language ("Duke, perro macho (castrado), ...")."""
    sex = {"M": term("male", code), "F": term("female", code)}.get(animal.sex, "")
    if sex and animal.altered:
        sex += f" ({term('spayed' if animal.sex == 'F' else 'neutered', code)})"
    head = " ".join(x for x in (term("dog", code), sex) if x)
    parts = [f"{animal.name}, {head}" if animal.name else head.capitalize()]
    parts += [x for x in (animal.breed, animal.colour, animal.markings) if x]
    if animal.birth_date:
        months = months_old(animal.birth_date, on)
        age = phrase("${n} years", code, n=months // 12) if months >= 24 else phrase("${n} months", code, n=months)
        parts.append(phrase("about ${age} old" if animal.birth_date_estimated else "${age} old", code, age=age))
    if animal.microchip:
        parts.append(phrase("microchip ${number}", code, number=animal.microchip))
    return ", ".join(parts)


def ground_text(profile, ground: str, code: str) -> str:
    item = profile.item("dangerous_dog_grounds", ground)
    return named(f"dangerous_dog_ground:{ground}", item.text if item else ground, code)


def certificate_values(row, animal, profile, values: dict, code: str) -> dict:
    """The certificate's values the program wrote, in the language ``code``."""
    insurance = (phrase("${what} of ${amount}", code, what=term(rules.INSURANCE_WORDS.get(row.insurance_kind, ""), code),
                        amount=fmt_cents(row.insurance_cents))
                 + (f", {row.insurer}" if row.insurer else "")
                 + (phrase(", no. ${number}", code, number=row.policy_number) if row.policy_number else "")
                 + (phrase(", in force until ${day}", code, day=row.insurance_expires_on)
                    if row.insurance_expires_on else ""))
    return {**values, "jurisdiction": jurisdiction(profile.name, code),
            "dog_description": describe_dog(animal, row.term_start, code),
            "declared_on": fmt_date(row.declared_on, code), "ground_text": ground_text(profile, row.ground, code),
            "registered_on": fmt_date(row.registered_on, code), "term_start": fmt_date(row.term_start, code),
            "renewal_due": fmt_date(row.renewal_due, code),
            "microchip_maker": animal.microchip_maker or term("not given", code), "insurance": insurance,
            "enclosure": phrase("inspected on ${day} by ${who}", code, day=row.enclosure_inspected_on,
                                who=row.enclosure_inspector) if row.enclosure_inspected_on else "",
            "sign": (phrase("issued on ${day}", code, day=row.sign_issued_on)
                     + (phrase(", no. ${number}", code, number=row.sign_number) if row.sign_number else ""))
            if row.sign_issued_on else "",
            "renewal_explanation": counting(rules.renewal_due(profile, row.term_start).parts, code)
            or values["renewal_explanation"]}
