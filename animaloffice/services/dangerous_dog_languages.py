"""A dangerous-dog declaration notice and its certificate in the owner's language (§ 347.541, MN-347.50).

The notice keeps its English snapshot; for an owner who reads another language it keeps, under
``versions``, what the program wrote in English written in that language: the kind of dog, the
dog's description, the ground, the dates, and how each deadline was counted (the folder's
``counting`` phrases). What the officer typed (the facts, the place, the person who declared it)
prints as typed.
"""
from __future__ import annotations

from datetime import date

from ..documents.language import fmt_date, fmt_short, jurisdiction, phrase, term
from ..domain import dangerous_dogs as rules
from ..domain.explain import Explained
from ..printing.dangerous_dog_words import counted, describe_dog, ground_text, kind_words


def notice_version(row, animal, profile, sent_on: date, hearing: Explained[date], register, fields: dict,
                   code: str) -> dict:
    """The notice's values the program wrote, in the language ``code``."""
    kind = kind_words(row.kind, code)
    ground = ground_text(profile, row.ground, code)
    subd = fields.get("ground_subd", "")
    out = {
        "kind_words": kind, "jurisdiction": jurisdiction(profile.name, code),
        "dog_description": describe_dog(animal, sent_on, code), "dog_name": animal.name or term("the dog", code),
        "ground_text": ground, "incident_date": fmt_date(row.incident_on, code) if row.incident_on else "",
        "declared_on": fmt_date(row.declared_on, code),
        "contact_phone": row.contact_phone or term("(no telephone on record)", code),
        "seized_on": fmt_date(row.seized_on, code) if row.seized_on else "",
        "sent_on": fmt_short(sent_on, code),
        "hearing_deadline": fmt_date(hearing.value, code), "hearing_deadline_short": fmt_short(hearing.value, code),
        "hearing_explanation": counted(profile, hearing, code, fields["hearing_explanation"])
        + phrase(" Days are counted as ${counting} provides.", code,
                 counting=profile.citations["deadline_counting"]) if "deadline_counting" in profile.citations
        else counted(profile, hearing, code, fields["hearing_explanation"]),
        "hearing_how": term(fields.get("hearing_how", ""), code),
        "registration_deadline": fmt_date(register.value, code) if register else "",
        "registration_explanation": counted(profile, register, code, fields.get("registration_explanation", "")),
        "reasons": phrase("Declared a ${kind}: ${ground}", code, kind=kind, ground=ground)
        + (f" (§ 347.50, subd. {subd})" if subd else "") + ".",
    }
    if fields.get("sterilization_deadline"):
        sterilize = rules.sterilization_deadline(profile, sent_on)
        out["sterilization_deadline"] = fmt_date(sterilize.value, code)
        out["sterilization_explanation"] = counted(profile, sterilize, code, fields["sterilization_explanation"])
    return out


def decision_effect(notice, hearing, effect, code: str) -> str:
    """What a decision on a declaration did to the case (``dangerous_dog_outcomes.carry_decision``'s
    words), in the language; a case carried by hand keeps the office's English record in the folder's terms."""
    from ..domain.decision_receipt import MAILED
    from ..persistence.models.dangerous_dogs import DangerousDogCase
    from ..persistence.profiles import profile_for

    row = (DangerousDogCase.get_or_none(DangerousDogCase.id == notice.subject_id)
           if notice.subject_table == "dangerous_dog" and notice.subject_id else None)
    if row is None or effect.manual or hearing.decision not in ("upheld", "reversed", "modified"):
        return term(effect.text, code)
    by = phrase("by the decision of ${day}", code, day=hearing.decision_on)
    words = kind_words(row.kind, code)
    if hearing.decision == "reversed":
        return phrase("the declaration of ${words} ${number} is rescinded ${by}", code, words=words,
                      number=row.number, by=by)
    tail = ""
    if row.decision_sent_on == hearing.decision_on and row.compliance_deadline:
        tail = phrase("; comply by ${day}", code, day=row.compliance_deadline)
        if row.decision_sent_by in MAILED:
            due = rules.compliance_deadline(profile_for(row.jurisdiction_id), hearing.decision_on,
                                            sent_by=row.decision_sent_by)
            tail += phrase(" (${days} days from receipt of this decision, taken as ${day})", code,
                           days=due.inputs["days"], day=due.inputs["start"])
    how = "stands with conditions" if hearing.decision == "modified" else "stands"
    return phrase("the declaration of ${words} ${number} ${how} ${by}", code, words=words, number=row.number,
                  how=term(how, code), by=by) + tail
