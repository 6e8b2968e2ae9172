"""Sent hearing notices and decision letters, printed again exactly as they were sent."""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date

from ..domain.citations import in_words
from ..domain.dangerous_dog_hearing import DELIVERY_WORDS
from ..persistence.models.enforcement import Notice
from ..persistence.profiles import profile_for


@dataclass(frozen=True)
class LetterSource:
    """A sent hearing notice or decision letter, ready to render."""

    notice_id: int
    kind: str  # hearing | decision | appeal
    number: str
    sent_on: date
    recipient: tuple[str, ...]
    values: dict
    letterhead: dict
    language: str = "en"  # the folder of resources/letters the letter is printed in


def _languages(n: Notice, values: dict) -> list[str]:
    """The languages a letter prints in, as it was sent: those it kept facts for and whose
    template is written (a letter kept before letters had languages: English)."""
    from ..documents.base import template_exists
    from ..documents.hearing_letters import HearingLetter, template_name
    from ..documents.language import split

    versions = values.get("versions") or {}
    probe = HearingLetter(n.kind, n.number, n.sent_on, (), values)
    out = [c for c in split(values.get("language", "en"))
           if c == "en" or (c in versions and template_exists(template_name(probe), c))]
    return out or ["en"]


def letterhead_values(jurisdiction_id: int) -> dict:
    """The office's one letterhead (Tools > Settings), as plain values."""
    from dataclasses import asdict

    from ..printing.letterhead import letterhead_for

    return asdict(letterhead_for(jurisdiction_id))


def letter_sources(notice_id: int) -> list[LetterSource]:
    """A hearing notice or decision letter as it was sent (its snapshot), with today's letterhead:
    one for each language it was sent in (a bilingual letter: Spanish, then English)."""
    from ..documents.language import term

    n = Notice.get_by_id(notice_id)
    if n.kind not in ("hearing", "decision", "appeal"):
        raise ValueError(f"notice {n.number} is a {n.kind} notice, not a hearing letter")
    stored = json.loads(n.fields or "{}")
    versions = stored.pop("versions", None) or {}
    profile = profile_for(n.jurisdiction_id)
    out = []
    for code in _languages(n, {**stored, "versions": versions}):
        values = {**stored, **versions.get(code, {})} if code != "en" else dict(stored)
        values.pop("language", None)
        values = {k: in_words(profile, v) if isinstance(v, str) else v for k, v in values.items()}
        values.setdefault("letter_number", n.number)
        # how the letter went out, as recorded
        values.setdefault("delivered_by", term(DELIVERY_WORDS.get(n.method, ""), code))
        if "dangerous_dog_decision_delivery" in profile.citations:  # the rule on how such a decision goes out
            values.setdefault("delivery_citation", profile.cite("dangerous_dog_decision_delivery"))
        name = values.get("owner_name") or n.recipient_name
        recipient = tuple(x for x in (name, *n.recipient_address.split(", ", 1)) if x)
        out.append(LetterSource(n.id, n.kind, n.number, n.sent_on, recipient, values,
                                letterhead_values(n.jurisdiction_id), code))
    return out


def letter_pdf(notice_ids: list[int]) -> bytes:
    """The PDF of one or more sent hearing notices / decision letters."""
    from ..documents.base import Letterhead
    from ..documents.hearing_letters import HearingLetter, render_hearing_letters

    sources = [s for i in notice_ids for s in letter_sources(i)]
    if not sources:
        raise ValueError("no letter to print")
    head = Letterhead(**sources[0].letterhead)
    return render_hearing_letters([HearingLetter(s.kind, s.number, s.sent_on, s.recipient, s.values, s.language)
                                   for s in sources], head)
