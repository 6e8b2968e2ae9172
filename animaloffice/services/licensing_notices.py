"""Recording the licensing letters sent: each renewal reminder or certificate-due letter is a
notice (services.notices), so it shows on the owner's record and is not sent twice."""
from __future__ import annotations

from datetime import date

from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.roles import Actor
from .notices import NoticeInfo, record_notice
from .office_action import OfficeAction

SECTIONS = {"renewal": "T-3A", "certificate_due": "T-3B"}


def record_letters_sent(actor: Actor, subjects, *, sent_on: date | None = None, method: str = "mail"
                        ) -> list[NoticeInfo]:
    """One notice per letter (``queries.license_letters.LetterSubject``), all in one transaction."""
    act = OfficeAction(actor, "send_notice")
    sent_on = validate.day("sent_on", sent_on or date.today(), not_after=date.today())
    from ..domain.license_facts import LetterSubject

    if not isinstance(subjects, (list, tuple)) or not all(isinstance(s, LetterSubject) for s in subjects):
        raise ValidationError("subjects", "must be the letters of a prepared batch")
    out = []
    with act:  # the notices record themselves (services.notices), all or none
        for s in subjects:
            due = s.due if s.kind == "certificate_due" else s.expires_on
            out.append(record_notice(
                actor, jurisdiction_id=s.jurisdiction_id, kind=s.kind, sent_on=sent_on, owner_id=s.owner.id,
                recipient_name=s.owner.mailing_lines[0] if s.owner.mailing_lines else s.owner.name,
                recipient_address=", ".join(s.owner.mailing_lines[1:]), method=method,
                subject_table="license", subject_id=s.license_id, sections=SECTIONS[s.kind],
                reasons=s.due.text(), other_deadline=due,
                fields={"license": s.license_number, "tag": s.tag_number, "animal": s.animal_name,
                        "due": s.due.value.isoformat(), "certificate_needed": s.certificate_needed}))
    return out
