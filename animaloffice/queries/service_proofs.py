"""Whether a notice's service is proven, from its recorded attempts."""
from __future__ import annotations

import json
from datetime import date

from ..domain.service_counting import Try, day_served
from ..persistence.models.service import ServiceAttempt

TRACKED = ("certified", "registered")
FAILED = ("refused", "unclaimed", "returned")
# the method a notice is recorded with, as its first attempt
FROM_NOTICE = {"mail": "first_class", "certified": "certified", "registered": "registered",
               "in_person": "hand", "resident": "hand", "posted": "posted_premises", "email": "email"}


# proven by the affidavit of the person who served it: named on the attempt, with its day
SWORN = ("first_class", "hand", "posted_premises", "posted_public")


def proven(attempt: ServiceAttempt) -> bool:
    """Whether an attempt proves service: certified or registered mail signed for (the return card);
    first-class mail, a hand delivery or a posting once who mailed, delivered or posted it is named
    (they sign the affidavit of mailing, of service or of posting; every attempt has its day); an
    agreed e-mail. Mail that came back proves nothing."""
    if attempt.return_status in FAILED:
        return False
    if attempt.method in TRACKED:
        return attempt.return_status == "delivered"
    if attempt.method in SWORN:
        return bool(attempt.served_by)
    return True


def mail_back_unserved(attempts: list[tuple[str, bool]]) -> bool:
    """Of a notice's standing attempts, as (return status, proves service): mail came back
    refused, unclaimed or returned, and none of them proves service."""
    return any(status in FAILED for status, _ in attempts) and not any(proves for _, proves in attempts)


def unproven(notice_ids: list[int]) -> dict[int, bool]:
    """Of these notices, those no attempt proves served (one query): id -> whether flagged
    (mail back refused or unclaimed)."""
    by_notice: dict[int, list[ServiceAttempt]] = {i: [] for i in notice_ids}
    for chunk in range(0, len(notice_ids), 500):
        ids = notice_ids[chunk:chunk + 500]
        for a in ServiceAttempt.select().where(ServiceAttempt.notice.in_(ids) & ServiceAttempt.voided_at.is_null()):
            by_notice[a.notice_id].append(a)
    return {i: any(a.return_status in FAILED for a in attempts)
            for i, attempts in by_notice.items() if not any(proven(a) for a in attempts)}


def latest_methods(notice_ids: list[int]) -> dict[int, str]:
    """How each notice was last tried (its newest standing attempt's method); one without an
    attempt is left out."""
    out: dict[int, tuple[int, str]] = {}
    for chunk in range(0, len(notice_ids), 500):
        for notice_id, seq, method in (ServiceAttempt.select(ServiceAttempt.notice, ServiceAttempt.seq,
                                                             ServiceAttempt.method)
                                       .where(ServiceAttempt.notice.in_(notice_ids[chunk:chunk + 500])
                                              & ServiceAttempt.voided_at.is_null()).tuples()):
            if notice_id not in out or seq > out[notice_id][0]:
                out[notice_id] = (seq, method)
    return {i: method for i, (_, method) in out.items()}


def tries(notice_id: int) -> list[Try]:
    """The notice's standing attempts, as the counting rule reads them (``domain.service_counting``)."""
    rows = (ServiceAttempt.select().where((ServiceAttempt.notice == notice_id) & ServiceAttempt.voided_at.is_null())
            .order_by(ServiceAttempt.seq, ServiceAttempt.id))
    return [as_try(a) for a in rows]


def as_try(a: ServiceAttempt) -> Try:
    """One attempt as the counting rule reads it."""
    posted = [date.fromisoformat(p["on"]) for p in json.loads(a.public_places or "[]")]
    return Try(a.id, a.seq, a.method, a.served_on, a.return_status, a.return_on, proven(a), a.count_reason or "",
               max(posted) if posted else None)


def counting_day(notice_id: int, sent_on: date) -> date:
    """The day the notice's deadlines count from: the day its counting attempt served it (the sent
    date while no attempt is marked, as for a notice recorded before attempts were kept)."""
    row = (ServiceAttempt.select().where((ServiceAttempt.notice == notice_id) & ServiceAttempt.voided_at.is_null()
                                         & ServiceAttempt.counts).order_by(ServiceAttempt.seq).first())
    return day_served(as_try(row)) if row is not None else sent_on
