"""The facts a hearing notice and a decision letter print, snapshotted when the letter is sent.

Plain strings only (dates already written out), stored in the notice's
``fields`` so a reprint says what the letter said. The wording around them is
in ``resources/letters/hearing_*.txt`` (see ``documents.hearing_letters``).
"""
from __future__ import annotations

from datetime import datetime

from ..domain import hearings as rules
from ..domain.explain import fmt_date, fmt_short
from ..domain.profiles import Profile
from ..persistence.models import Hearing, HearingRequest, Notice, Owner
from ..queries.hearing_cases import matter_of, scheduled_at_text


def addressee(notice: Notice) -> str:
    """'Ruth Kvistad' for a person on record (the notice keeps the filing form 'Kvistad, Ruth')."""
    owner = Owner.get_or_none(Owner.id == notice.owner_id) if notice.owner_id else None
    if owner is not None and owner.kind == "person" and (owner.first_name or owner.last_name):
        return f"{owner.first_name} {owner.last_name}".strip()
    return notice.recipient_name


def _case_values(notice: Notice, profile: Profile) -> dict:
    matter = matter_of(notice)
    return {
        "owner_name": addressee(notice),
        "notice_number": notice.number,
        "notice_sent_on": fmt_short(notice.sent_on),
        "notice_kind": notice.kind,
        "subject_label": matter.label,
        "subject_number": matter.number,
        "subject_description": matter.description,
        "reasons": notice.reasons,
        "jurisdiction_name": profile.name,
        "hearing_citation": profile.cite("hearing"),
        "appeal_citation": profile.cite("appeal"),
        "rule_id": rules.rule_for(notice.kind, profile),
    }


def hearing_notice_values(notice: Notice, hearing: Hearing, request: HearingRequest, profile: Profile,
                          earlier: datetime | None = None) -> dict:
    day, time = scheduled_at_text(hearing.scheduled_at)
    values = _case_values(notice, profile)
    values.update({
        "request_received_on": fmt_short(request.received_on),
        "request_late": "yes" if request.late else "",
        "hearing_date": day,
        "hearing_time": time,
        "hearing_place": hearing.place,
        "hearing_body": hearing.body,
        "rescheduled_from": " at ".join(scheduled_at_text(earlier)) if earlier else "",
    })
    return values


def decision_values(notice: Notice, hearing: Hearing, effect, profile: Profile) -> dict:
    day, time = scheduled_at_text(hearing.scheduled_at)
    appeal = rules.appeal_deadline(profile, hearing.decision_on, rules.rule_for(notice.kind, profile))
    values = _case_values(notice, profile)
    values.update({
        "hearing_date": day,
        "hearing_time": time,
        "hearing_place": hearing.place,
        "hearing_body": hearing.body,
        "attendees": hearing.attendees,
        "findings": hearing.findings,
        "conclusions": hearing.conclusions,
        "decision": hearing.decision,
        "decided_on": fmt_short(hearing.decision_on),
        "conditions": hearing.conditions,
        "effect": effect.text,
        "effect_manual": "yes" if effect.manual else "",
        "permit_number": effect.permit_number,
        "permit_expires_on": fmt_short(hearing.permit_expires_on) if hearing.permit_expires_on else "",
        "removal_deadline": fmt_date(effect.removal_deadline) if effect.removal_deadline else "",
        "removal_is_new": "yes" if effect.removal_is_new else "",
        "appeal_deadline": fmt_date(appeal.value) if appeal else "",
        "appeal_deadline_why": appeal.text() if appeal else "",
    })
    return values
