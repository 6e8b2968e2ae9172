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


def letterhead_values(jurisdiction_id: int) -> dict:
    """The office's one letterhead (Tools > Settings), as plain values."""
    from dataclasses import asdict

    from ..printing.letterhead import letterhead_for

    return asdict(letterhead_for(jurisdiction_id))


def letter_source(notice_id: int) -> LetterSource:
    """A hearing notice or decision letter as it was sent (its snapshot), with today's letterhead."""
    n = Notice.get_by_id(notice_id)
    if n.kind not in ("hearing", "decision", "appeal"):
        raise ValueError(f"notice {n.number} is a {n.kind} notice, not a hearing letter")
    values = json.loads(n.fields or "{}")
    profile = profile_for(n.jurisdiction_id)
    values = {k: in_words(profile, v) if isinstance(v, str) else v for k, v in values.items()}
    values.setdefault("letter_number", n.number)
    values.setdefault("delivered_by", DELIVERY_WORDS.get(n.method, ""))  # how the letter went out, as recorded
    if "dangerous_dog_decision_delivery" in profile.citations:  # the rule on how such a decision goes out
        values.setdefault("delivery_citation", profile.cite("dangerous_dog_decision_delivery"))
    name = values.get("owner_name") or n.recipient_name
    recipient = tuple(x for x in (name, *n.recipient_address.split(", ", 1)) if x)
    return LetterSource(n.id, n.kind, n.number, n.sent_on, recipient, values,
                        letterhead_values(n.jurisdiction_id))


def letter_pdf(notice_ids: list[int]) -> bytes:
    """The PDF of one or more sent hearing notices / decision letters."""
    from ..documents.base import Letterhead
    from ..documents.hearing_letters import HearingLetter, render_hearing_letters

    sources = [letter_source(i) for i in notice_ids]
    if not sources:
        raise ValueError("no letter to print")
    head = Letterhead(**sources[0].letterhead)
    return render_hearing_letters([HearingLetter(s.kind, s.number, s.sent_on, s.recipient, s.values)
                                   for s in sources], head)
