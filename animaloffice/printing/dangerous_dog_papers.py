"""A dangerous-dog case's papers: the declaration notice as sent and the registration certificate."""
from __future__ import annotations

import json
from datetime import date

from ..documents.language import first
from ..domain import dangerous_dogs as rules
from ..domain.explain import fmt_date, fmt_short
from ..domain.money import fmt_cents
from ..persistence.models.animals import Animal
from ..persistence.models.dangerous_dogs import DangerousDogCase
from ..persistence.models.enforcement import Notice
from ..persistence.models.people import Owner
from ..persistence.profiles import profile_for
from ..queries.dangerous_dog_facts import addressee, describe_dog
from .dangerous_dog_words import certificate_values
from .hearing_letters import letterhead_values


def notice_pdf(notice_id: int) -> bytes:
    """The declaration notice as it was sent, with its hearing-request form."""
    from ..documents.base import Letterhead
    from ..documents.dangerous_dogs import DeclarationNotice, render_notice

    n = Notice.get_by_id(notice_id)
    if n.kind != "dangerous_dog":
        raise ValueError(f"notice {n.number} is a {n.kind} notice, not a dangerous-dog declaration")
    from ..documents.language import split

    values = json.loads(n.fields or "{}")
    versions = values.pop("versions", None) or {}
    head = Letterhead(**letterhead_values(n.jurisdiction_id))
    lines = tuple(values.get("recipient_lines") or (n.recipient_name, n.recipient_address))
    codes = [c for c in split(values.pop("language", "en")) if c == "en" or c in versions] or ["en"]
    return render_notice([DeclarationNotice(n.number, n.sent_on, lines, {**values, **versions.get(c, {})}, c)
                          for c in codes], head)


def certificate_pdf(case_id: int, today: date | None = None) -> bytes:
    """The certificate of registration of a dangerous dog (347.51), for the current year."""
    from ..documents.base import Letterhead
    from ..documents.dangerous_dogs import Certificate, render_certificate

    row = DangerousDogCase.get_by_id(case_id)
    if not row.certificate_number:
        raise ValueError(f"case {row.number} has no registration certificate")
    profile = profile_for(row.jurisdiction_id)
    animal = Animal.get_by_id(row.animal_id)
    who = addressee(row.owner_id)
    item = profile.item("dangerous_dog_grounds", row.ground)
    values = {
        "certificate_number": row.certificate_number, "case_number": row.number, "jurisdiction": profile.name,
        "owner_name": who["owner_name"], "owner_address": ", ".join(who["recipient_lines"][1:]),
        "dog_description": describe_dog(animal, row.term_start), "kept_at": row.kept_at,
        "declared_on": fmt_date(row.declared_on), "ground_text": item.text if item else row.ground,
        "registered_on": fmt_date(row.registered_on), "term_start": fmt_date(row.term_start),
        "renewal_due": fmt_date(row.renewal_due), "microchip": animal.microchip or "",
        "microchip_maker": animal.microchip_maker or "not given",
        "insurance": f"{rules.INSURANCE_WORDS.get(row.insurance_kind, '')} of {fmt_cents(row.insurance_cents)}"
                     + (f", {row.insurer}" if row.insurer else "")
                     + (f", no. {row.policy_number}" if row.policy_number else "")
                     + (f", in force until {fmt_short(row.insurance_expires_on)}" if row.insurance_expires_on else ""),
        "enclosure": f"inspected on {fmt_short(row.enclosure_inspected_on)} by {row.enclosure_inspector}"
                     if row.enclosure_inspected_on else "",
        "sign": f"issued on {fmt_short(row.sign_issued_on)}" + (f", no. {row.sign_number}" if row.sign_number else "")
                if row.sign_issued_on else "",
        "conditions": row.decision_conditions,
        "registration_section": profile.cite("dangerous_dog_registration"),
        "requirements_section": profile.cite("dangerous_dog_requirements"),
        "microchip_section": profile.cite("dangerous_dog_microchip"),
        "renewal_explanation": rules.renewal_due(profile, row.term_start).words(),
    }
    head = Letterhead(**letterhead_values(row.jurisdiction_id))
    # one page, in the owner's first language (as a license certificate): the office keeps the English record
    code = first(Owner.get_by_id(row.owner_id).letter_language)
    if code != "en":
        values = certificate_values(row, animal, profile, values, code)
    return render_certificate(Certificate(row.certificate_number, row.term_start, values, code), head)
