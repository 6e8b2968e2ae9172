"""The read side of attachments: a case's files (never their bytes), the exhibits a notice of
hearing lists, and the photos of an animal's impound for its kennel card."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from ..domain import attachments as rules
from ..persistence.models.attachments import Attachment
from ..persistence.models.enforcement import Notice
from ..persistence.models.field import BiteReport
from ..persistence.models.office import User
from ..persistence.models.permits import Inspection, Permit


@dataclass(frozen=True)
class AttachmentRow:
    id: int
    version: int
    subject_table: str
    subject_id: int
    file_name: str
    content_type: str
    kind_label: str
    photo: bool
    size_bytes: int
    sha256: str
    caption: str
    added_by: str
    added_at: datetime
    void: bool
    void_reason: str


def _row(a: Attachment, names: dict[str, str]) -> AttachmentRow:
    return AttachmentRow(a.id, a.version, a.subject_table, a.subject_id, a.file_name, a.content_type,
                         rules.kind_label(a.content_type), rules.is_photo(a.content_type), a.size_bytes, a.sha256,
                         a.caption, names.get(a.added_by, a.added_by), a.created_at, a.is_void, a.void_reason or "")


def _names() -> dict[str, str]:
    return {u.username: (u.full_name or u.username) for u in User.select(User.username, User.full_name)}


def attachments_of(subject_table: str, subject_id: int, *, include_void: bool = False) -> list[AttachmentRow]:
    """The files on one record, oldest first."""
    q = Attachment.select().where((Attachment.subject_table == subject_table) & (Attachment.subject_id == subject_id))
    if not include_void:
        q = q.where(Attachment.voided_at.is_null())
    names = _names()
    return [_row(a, names) for a in q.order_by(Attachment.created_at, Attachment.id)]


def _subjects_of_matter(notice: Notice) -> list[tuple[str, int]]:
    """The records whose files are the evidence for a hearing on this notice: the violation cited;
    the permit's or application's inspections; the dangerous-dog case's bite reports and impound."""
    table, sid = notice.subject_table, notice.subject_id
    if sid is None:
        return []
    out = [(table, sid)] if table in rules.SUBJECTS else []
    if table in ("permit", "permit_application"):
        field = Inspection.permit if table == "permit" else Inspection.application
        ids = [i for (i,) in Inspection.select(Inspection.id).where((field == sid) & Inspection.voided_at.is_null())
               .order_by(Inspection.inspected_on).tuples()]
        if table == "permit":
            permit = Permit.get_or_none(Permit.id == sid)
            if permit is not None and permit.application_id:
                ids += [i for (i,) in Inspection.select(Inspection.id)
                        .where((Inspection.application == permit.application_id) & Inspection.voided_at.is_null())
                        .tuples() if i not in ids]
        out += [("inspection", i) for i in ids]
    if table == "dangerous_dog":
        for b in BiteReport.select().where((BiteReport.dangerous_dog == sid) & BiteReport.voided_at.is_null()):
            out.append(("bite_report", b.id))
            if b.impound_id:
                out.append(("impound", b.impound_id))
    return out


def exhibits_for(notice: Notice, hearing_id: int | None = None) -> list[AttachmentRow]:
    """The files the office brings to a hearing on ``notice``: those of the matter's records, then
    the hearing's own (not void), in the order they were added."""
    subjects = _subjects_of_matter(notice) + ([("hearing", hearing_id)] if hearing_id else [])
    out: list[AttachmentRow] = []
    for table, sid in subjects:
        out.extend(attachments_of(table, sid))
    return out


def exhibit_lines(rows: list[AttachmentRow]) -> str:
    """One line an exhibit, as the notice of hearing lists them: number, what, when added."""
    lines = []
    for n, r in enumerate(rows, start=1):
        what = r.caption or r.file_name
        lines.append(f"Exhibit {n}: {what} ({r.kind_label.split(' (')[0].lower()}, "
                     f"{rules.SUBJECTS.get(r.subject_table, r.subject_table).lower()}, added {r.added_at:%m/%d/%Y})")
    return "\n".join(lines)
