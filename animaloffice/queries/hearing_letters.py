"""Hearing notices and decision letters as they were sent: their snapshot, ready to render
or print again, with the office's letterhead of today."""
from __future__ import annotations

from datetime import datetime

from ..domain.explain import fmt_date
from ..persistence.models.enforcement import Notice


def letters_of_appeal(appeal_id: int) -> list[int]:
    """Ids of the letters on an appeal's outcome, newest first."""
    return [n.id for n in Notice.select(Notice.id).where((Notice.subject_table == "appeal")
                                                         & (Notice.subject_id == appeal_id)
                                                         & (Notice.kind == "appeal") & Notice.voided_at.is_null())
            .order_by(Notice.id.desc())]


def letters_of_hearing(hearing_id: int, kind: str) -> list[int]:
    """Ids of the letters of a kind ("hearing" | "decision") sent for a hearing, newest first."""
    return [n.id for n in Notice.select(Notice.id).where((Notice.subject_table == "hearing")
                                                         & (Notice.subject_id == hearing_id)
                                                         & (Notice.kind == kind)
                                                         & Notice.voided_at.is_null())
            .order_by(Notice.id.desc())]


def scheduled_at_text(at: datetime) -> tuple[str, str]:
    """('Monday June 22, 2026', '7:00 PM') for a letter."""
    return fmt_date(at.date()), at.strftime("%I:%M %p").lstrip("0")
