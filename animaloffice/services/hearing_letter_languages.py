"""A hearing letter in the owner's language: the facts it prints written that language's way.

A hearing notice or written decision keeps its English values (as every letter has) and, for an
owner who reads another language (``Owner.letter_language``: "es", or "es+en" for both on one
letter), the same facts in that language under ``versions``, with ``language`` saying which it is
printed in. The wording around the facts is in ``resources/letters/<language>``; what the program
writes itself (a date, the time of day, how a notice was served, an exhibit's line, a count of
days) is written here from the folder's ``language.json``, never as English with words swapped.
"""
from __future__ import annotations

import json
from datetime import date

from ..documents.language import (
    ENGLISH,
    counting,
    fmt_date,
    fmt_short,
    fmt_time,
    jurisdiction,
    named,
    phrase,
    split,
    term,
)
from ..domain.attachments import SUBJECTS
from ..domain.explain import Explained
from ..persistence.models.enforcement import Notice
from ..persistence.models.permits import Permit, PermitApplication
from ..persistence.profiles import profile_for


def owner_language(notice: Notice) -> str:
    from .permit_notice_languages import owner_language as of_owner

    return of_owner(notice.owner_id)


def with_versions(notice: Notice, build) -> dict:
    """The English values ``build(ENGLISH)`` and, for an owner who reads another language, those of
    each other language the letter prints in (an English-reading owner's letter is as before)."""
    language = owner_language(notice)
    values = build(ENGLISH)
    others = {code: build(code) for code in split(language) if code != ENGLISH}
    if others:
        values["language"] = language
        values["versions"] = others
    return values


def scheduled(at, code: str) -> tuple[str, str]:
    """('Monday June 22, 2026', '7:00 PM') as ``queries.hearing_letters.scheduled_at_text``, in the language."""
    from ..documents.language import fmt_time
    from ..queries.hearing_letters import scheduled_at_text

    return scheduled_at_text(at) if code == ENGLISH else (fmt_date(at.date(), code), fmt_time(at, code))


def short(day: date | None, code: str) -> str:
    return fmt_short(day, code) if day else ""


def long(day: date | None, code: str) -> str:
    return fmt_date(day, code) if day else ""


def explained(e: Explained | None, code: str) -> str:
    """How a date was counted, in the language (its steps as phrases); "" where a step has none."""
    if e is None:
        return ""
    return counting(e.parts, code) if e.parts else ""


def description(notice: Notice, english: str, code: str) -> str:
    """What the matter is ("Animal permit ..., 412 Emory St") in the language: a permit's kind by
    its code in the folder's terms, the premises as written."""
    if notice.subject_table in ("dangerous_dog", "violation") and notice.subject_id is not None:
        return _case_description(notice, english, code)
    model = {"permit": Permit, "permit_application": PermitApplication}.get(notice.subject_table)
    row = model.get_or_none(model.id == notice.subject_id) if model is not None else None
    if row is None:
        return term(english, code)
    item = profile_for(notice.jurisdiction_id).item("permit_types", row.permit_type)
    kind = named(f"permit_type:{row.permit_type}", item.text if item else row.permit_type, code)
    return f"{kind}, {row.premises}" if row.premises else kind


def _case_description(notice: Notice, english: str, code: str) -> str:
    """A declaration's dog ("Duke (Pit bull mix), declarado perro peligroso") or a citation's
    violation and day, in the language (``queries.dangerous_dog_facts`` / ``queries.citations``)."""
    from ..domain import dangerous_dogs
    from ..persistence.models.animals import Animal
    from ..persistence.models.dangerous_dogs import DangerousDogCase
    from ..persistence.models.enforcement import Violation
    from .citation_languages import violation_words

    if notice.subject_table == "violation":
        row = Violation.get_or_none(Violation.id == notice.subject_id)
        if row is None:
            return term(english, code)
        what = violation_words(profile_for(row.jurisdiction_id), row.kind, row.nuisance_kind, code)
        return f"{what}, {fmt_short(row.occurred_on, code)}"
    row = DangerousDogCase.get_or_none(DangerousDogCase.id == notice.subject_id)
    if row is None:
        return term(english, code)
    animal = Animal.get_by_id(row.animal_id)
    name = animal.name or term("unnamed dog", code)
    dog = f"{name} ({animal.breed})" if animal.breed else name
    return phrase("${dog}, declared a ${kind}", code, dog=dog, kind=term(dangerous_dogs.kind_words(row.kind), code))


def exhibit_lines(rows, code: str) -> str:
    """The exhibits, one a line, as ``queries.attachments.exhibit_lines`` writes them in English."""
    lines = []
    for n, r in enumerate(rows, start=1):
        kind = term(r.kind_label.split(" (")[0], code).lower()
        record = term(SUBJECTS.get(r.subject_table, r.subject_table), code).lower()
        lines.append(phrase("Exhibit ${n}: ${what} (${kind}, ${record}, added ${day})", code, n=n,
                            what=r.caption or r.file_name, kind=kind, record=record, day=r.added_at.date()))
    return "\n".join(lines)


def served(attempt, code: str) -> str:
    """'The notice was served by certified mail on ...' in the language (``service_attempts.describe``)."""
    how = term(f"served:{attempt.method}", code)
    text = phrase("${how} on ${day}", code, how=how, day=attempt.served_on)
    if attempt.method == "hand" and attempt.served_at:  # the time of day, where it was recorded
        text += phrase(" at ${time}", code, time=fmt_time(attempt.served_at, code))
    if attempt.article_number:
        text += phrase(", article ${number}", code, number=attempt.article_number)
    if attempt.method in ("hand", "posted_premises"):  # what was recorded of who, to whom and where
        to = attempt.served_to if attempt.method == "hand" else ""
        text += "".join(phrase(key, code, value=value) for key, value in (
            (", by ${value}", attempt.served_by), (" to ${value}", to), (" at ${value}", attempt.place)) if value)
    elif attempt.method == "posted_public":
        text += phrase(", at ${places}", code, places="; ".join(p["place"] for p in json.loads(attempt.public_places)))
    if attempt.return_status:
        status = term(f"return:{attempt.return_status}", code)
        text += (phrase("; ${status} ${day}", code, status=status, day=attempt.return_on) if attempt.return_on
                 else f"; {status}")
    return phrase("The notice was served by ${how}.", code, how=text)


def city(name: str, code: str) -> str:
    return jurisdiction(name, code)
