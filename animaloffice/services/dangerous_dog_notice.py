"""What a dangerous-dog declaration notice prints, snapshotted when it is sent (§ 347.541).

Plain strings only (dates already written out), stored in the notice's
``fields`` so a reprint says what the notice said. The sentences are in
``resources/letters/dangerous_dog_*.txt`` (see ``documents.dangerous_dogs``).
"""
from __future__ import annotations

from datetime import date

from ..domain import dangerous_dog_hearing as hearing_rules
from ..domain import dangerous_dogs as rules
from ..domain.citations import in_words
from ..domain.explain import Explained, fmt_date, fmt_short
from ..domain.money import fmt_cents
from ..domain.profiles import Profile
from ..persistence.models.animals import Animal
from ..persistence.models.dangerous_dogs import DangerousDogCase
from ..queries.dangerous_dog_facts import addressee, describe_dog
from .dangerous_dog_languages import notice_version
from .permit_notice_languages import with_languages
from .permit_notices import counting_words


def sections_text(profile: Profile) -> str:
    keys = ("dangerous_dog_definitions", "dangerous_dog_registration", "dangerous_dog_microchip",
            "dangerous_dog_requirements", "dangerous_dog_seizure", "dangerous_dog_notice", "dangerous_dog_hearing_time")
    return "; ".join(profile.cite(k) for k in keys if k in profile.citations)


def notice_values(row: DangerousDogCase, profile: Profile, sent_on: date, hearing: Explained[date],
                  register: Explained[date] | None) -> dict:
    animal = Animal.get_by_id(row.animal_id)
    item = profile.item("dangerous_dog_grounds", row.ground)
    ground = item.text if item else row.ground
    subd = item.extra.get("subd", "") if item else ""
    kind = rules.kind_words(row.kind)
    fee = rules.registration_fee(profile, sent_on)
    minimum = profile.fee(rules.INSURANCE_MINIMUM, sent_on)
    values = {
        **addressee(row.owner_id),
        "jurisdiction_code": profile.code, "jurisdiction": profile.name,
        "case_number": row.number, "kind": row.kind, "kind_words": kind,
        "dog_description": describe_dog(animal, sent_on), "dog_name": animal.name or "the dog",
        "ground_code": row.ground, "ground_text": ground, "ground_subd": subd,
        "facts": row.facts, "incident_date": fmt_date(row.incident_on), "incident_time": row.incident_time,
        "incident_place": row.incident_place, "declared_on": fmt_date(row.declared_on),
        "declared_by": row.declared_by, "kept_at": row.kept_at, "contact_name": row.contact_name,
        "contact_phone": row.contact_phone or "(no telephone on record)",
        "seized_on": fmt_date(row.seized_on) if row.seized_on else "",
        "sent_on": fmt_short(sent_on),
        "hearing_days": str(profile.period("dangerous_dog_hearing_days", sent_on)),
        "hearing_deadline": fmt_date(hearing.value), "hearing_deadline_short": fmt_short(hearing.value),
        "hearing_explanation": in_words(profile, hearing.text()) + counting_words(profile), "hearing_how": profile.text.get("hearing_how", ""),
        "compliance_days": str(profile.period("dangerous_dog_compliance_days", sent_on)),
        "registration_deadline": fmt_date(register.value) if register else "",
        "registration_explanation": in_words(profile, register.text()) if register else "",  # words, not rule ids
        "registration_fee": fmt_cents(fee.value), "insurance_minimum": fmt_cents(minimum),
        "definitions_section": profile.cite("dangerous_dog_definitions"),
        "registration_section": profile.cite("dangerous_dog_registration"),
        "microchip_section": profile.cite("dangerous_dog_microchip"),
        "requirements_section": profile.cite("dangerous_dog_requirements"),
        "seizure_section": profile.cite("dangerous_dog_seizure"),
        "hearing_section": profile.cite("dangerous_dog_hearing"),
        "sections": sections_text(profile),
        "reasons": f"Declared a {kind}: {ground}" + (f" (§ 347.50, subd. {subd})" if subd else "") + ".",
        # a seized dog: where it is held (its contact is the office, 347.541, subd. 3 (1))
        "held_at": row.kept_at if row.facility_id else "",
        "notice_section": profile.cite("dangerous_dog_notice"),
        # the hearing's own days and the decision's delivery (347.541, subd. 4)
        "hearing_held_days": str(profile.period("dangerous_dog_hearing_held_days", sent_on)),
        "decision_days": str(profile.period("dangerous_dog_decision_days", sent_on)),
        "hearing_time_section": profile.cite("dangerous_dog_hearing_time"),
        **_dangerous_only(row, profile, sent_on),
    }
    return with_languages(row.owner_id, values,  # and in the owner's language, where it is another
                          lambda code: notice_version(row, animal, profile, sent_on, hearing, register, values, code))


def _dangerous_only(row: DangerousDogCase, profile: Profile, sent_on: date) -> dict:
    """What the notice says only of a dangerous dog: the hearing's costs if the declaration is upheld
    (347.541, subd. 4), the sterilization within 30 days (347.52 (d)) and the tag (347.51, subd. 7)."""
    if row.kind != "dangerous":
        return {}
    costs = hearing_rules.hearing_costs_maximum(profile, sent_on)
    sterilize = rules.sterilization_deadline(profile, sent_on)
    return {"hearing_costs_maximum": fmt_cents(costs.value),
            "hearing_costs_section": profile.cite("dangerous_dog_hearing_costs"),
            "sterilization_days": str(profile.period("dangerous_dog_sterilization_days", sent_on)),
            "sterilization_deadline": fmt_date(sterilize.value), "sterilization_explanation": in_words(profile, sterilize.text()),
            "sterilization_section": profile.cite("dangerous_dog_sterilization"),
            "tag_section": profile.cite("dangerous_dog_tag")}
