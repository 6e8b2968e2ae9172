"""A notice's attempts of service as the service window lists them, voided ones included."""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date

from ..persistence.fetch import fetch
from ..persistence.models.enforcement import Notice
from ..persistence.models.service import ServiceAttempt
from .service_proofs import FAILED, TRACKED, mail_back_unserved, proven

METHOD_WORDS = {"first_class": "First-class mail", "certified": "Certified mail", "registered": "Registered mail",
                "hand": "Hand delivery", "posted_premises": "Posted at the premises",
                "posted_public": "Posted in public places", "email": "E-mail"}
RETURN_WORDS = {"delivered": "delivered", "refused": "refused", "unclaimed": "unclaimed", "returned": "returned"}


@dataclass(frozen=True)
class AttemptRow:
    id: int
    version: int
    seq: int
    method: str
    method_text: str
    served_on: date
    served_by: str
    served_to: str  # the person reached, the premises, the places or the address
    article_number: str
    return_status: str
    return_on: date | None
    counts: bool
    voided: bool
    void_reason: str
    proves: bool
    count_reason: str = ""  # why the officer counts the deadlines from it ("" the rule chose it)

    @property
    def came_back(self) -> bool:
        """Mail returned refused, unclaimed or otherwise undelivered."""
        return self.return_status in FAILED

    @property
    def takes_return(self) -> bool:
        return self.method in TRACKED and not self.voided


@dataclass(frozen=True)
class NoticeService:
    notice_id: int
    number: str
    recipient: str
    sent_on: date
    attempts: list[AttemptRow]

    @property
    def flagged(self) -> bool:
        """Mail came back refused or unclaimed and no attempt still standing proves service."""
        return mail_back_unserved([(a.return_status, a.proves) for a in self.attempts if not a.voided])


def _reached(a: ServiceAttempt) -> str:
    if a.method == "posted_public":
        return "; ".join(p["place"] for p in json.loads(a.public_places or "[]"))
    if a.method == "email":
        return a.email_address
    return ", ".join(x for x in (a.served_to, a.place) if x)


def notice_service(notice_id: int) -> NoticeService:
    notice = fetch(Notice, notice_id, "notice_id", allow_void=True)
    rows = ServiceAttempt.select().where(ServiceAttempt.notice == notice.id).order_by(ServiceAttempt.seq,
                                                                                      ServiceAttempt.id)
    attempts = [AttemptRow(id=a.id, version=a.version, seq=a.seq, method=a.method,
                           method_text=METHOD_WORDS.get(a.method, a.method), served_on=a.served_on,
                           served_by=a.served_by, served_to=_reached(a), article_number=a.article_number,
                           return_status=a.return_status, return_on=a.return_on, counts=bool(a.counts),
                           voided=a.voided_at is not None, void_reason=a.void_reason or "",
                           proves=a.voided_at is None and proven(a), count_reason=a.count_reason or "")
                for a in rows]
    return NoticeService(notice.id, notice.number, notice.recipient_name or "the owner", notice.sent_on, attempts)


def how_sent(notice_ids: list[int]) -> dict[int, str]:
    """How each notice was sent, in the words of the attempt it was recorded with (its first, voided
    or not): "Hand delivery", "Posted in public places"... A notice with no attempt is left out."""
    out: dict[int, str] = {}
    ids = sorted(set(notice_ids))
    for start in range(0, len(ids), 500):
        for notice_id, method in (ServiceAttempt.select(ServiceAttempt.notice, ServiceAttempt.method)
                                  .where(ServiceAttempt.notice.in_(ids[start:start + 500]) & (ServiceAttempt.seq == 1))
                                  .tuples()):
            out[notice_id] = METHOD_WORDS.get(method, method)
    return out


def _standing(notice_id: int) -> list[ServiceAttempt]:
    return list(ServiceAttempt.select().where((ServiceAttempt.notice == notice_id)
                                              & ServiceAttempt.voided_at.is_null()).order_by(ServiceAttempt.seq))


def counting_attempt(notice_id: int) -> ServiceAttempt | None:
    """The standing attempt the notice's deadlines count from (the first, on a notice with none marked)."""
    live = _standing(notice_id)
    return next((a for a in live if a.counts), live[0] if live else None)


def describe(attempt: ServiceAttempt) -> str:
    """How an attempt served the notice, in words for the hearing screen and the decision."""
    words = {"first_class": "first-class mail", "certified": "certified mail", "registered": "registered mail",
             "hand": "hand delivery", "posted_premises": "posting at the premises",
             "posted_public": "posting in public places", "email": "e-mail"}[attempt.method]  # each place follows
    text = f"{words} on {attempt.served_on:%B} {attempt.served_on.day}, {attempt.served_on.year}"
    if attempt.method == "hand" and attempt.served_at:  # the time of day, where it was recorded
        text += " at " + f"{attempt.served_at:%I:%M %p}".lstrip("0")
    if attempt.article_number:
        text += f", article {attempt.article_number}"
    if attempt.method in ("hand", "posted_premises"):  # what was recorded of who, to whom and where
        to = attempt.served_to if attempt.method == "hand" else ""
        text += "".join(f"{lead}{value}" for lead, value in ((", by ", attempt.served_by), (" to ", to),
                                                              (" at ", attempt.place)) if value)
    elif attempt.method == "posted_public":
        text += ", at " + "; ".join(p["place"] for p in json.loads(attempt.public_places))
    if attempt.return_status:
        r = attempt.return_on
        text += f"; {attempt.return_status} {r:%B} {r.day}, {r.year}" if r else f"; {attempt.return_status}"
    return text
