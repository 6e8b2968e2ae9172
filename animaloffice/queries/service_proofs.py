"""Whether a notice's service is proven, from its recorded attempts."""
from __future__ import annotations

from ..persistence.models.service import ServiceAttempt

TRACKED = ("certified", "registered")
FAILED = ("refused", "unclaimed", "returned")


def proven(attempt: ServiceAttempt) -> bool:
    """Whether an attempt proves service: mail delivered (or first-class mail, proven by the
    affidavit of mailing), a hand delivery or posting with its server, an agreed e-mail."""
    if attempt.return_status in FAILED:
        return False
    if attempt.method in TRACKED:
        return attempt.return_status == "delivered"
    if attempt.method in ("hand", "posted_premises", "posted_public"):
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
