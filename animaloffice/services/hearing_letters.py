"""The facts a hearing notice and a decision letter print, snapshotted when the letter is sent.

Plain strings only (dates already written out), stored in the notice's
``fields`` so a reprint says what the letter said. The wording around them is
in ``resources/letters/hearing_*.txt`` (see ``documents.hearing_letters``).
"""
from __future__ import annotations

import json
import re
from datetime import datetime, timedelta

from ..domain import hearings as rules
from ..domain.citations import citation_for
from ..domain.explain import fmt_date, fmt_short
from ..domain.permits import has_removal_period, is_commercial
from ..domain.profiles import Profile
from ..persistence.models.enforcement import Hearing, HearingRequest, Notice
from ..persistence.models.people import Owner
from ..persistence.models.permits import Permit
from ..queries.attachments import exhibit_lines, exhibits_for
from ..queries.hearing_cases import matter_of
from ..queries.hearing_letters import scheduled_at_text
from ..queries.hearing_terms import terms_for_notice

# "... (T-4C)" at the end of a reason as the Permits notices store it: the rule id, printed as its section
_RULE_ID = re.compile(r"\s*\(((?:T|W|MN)-[0-9A-Za-z.]+)\)\s*$")


def addressee(notice: Notice) -> str:
    """'Ruth Kvistad' for a person on record (the notice keeps the filing form 'Kvistad, Ruth')."""
    owner = Owner.get_or_none(Owner.id == notice.owner_id) if notice.owner_id else None
    if owner is not None and owner.kind == "person" and (owner.first_name or owner.last_name):
        return f"{owner.first_name} {owner.last_name}".strip()
    return notice.recipient_name


def _notice_fields(notice: Notice) -> dict:
    try:
        fields = json.loads(notice.fields or "{}")
    except ValueError:
        return {}
    return fields if isinstance(fields, dict) else {}


def _sentence_start(text: str) -> str:
    return text[:1].upper() + text[1:]


def printed_reasons(notice: Notice, profile: Profile) -> str:
    """The contested notice's reasons, one a line, each with the section it acts under (as the
    owner's notice printed them), never the office's rule ids."""
    items = _notice_fields(notice).get("reasons")
    if isinstance(items, list) and items and all(isinstance(i, dict) and i.get("reason") for i in items):
        return "\n".join(_sentence_start(i["reason"].strip()) + (f" ({i['section']})" if i.get("section") else "")
                         for i in items)
    lines = []
    for line in (notice.reasons or "").splitlines():
        line = line.strip()
        if line:
            line = _RULE_ID.sub(lambda m: f" ({citation_for(profile, m.group(1))})", line)
            lines.append(_sentence_start(line))
    return "\n".join(lines)


def _case_values(notice: Notice, profile: Profile) -> dict:
    matter = matter_of(notice)
    terms = terms_for_notice(notice)
    return {
        "owner_name": addressee(notice),
        "notice_number": notice.number,
        "notice_sent_on": fmt_short(notice.sent_on),
        "notice_kind": notice.kind,
        "subject_label": matter.label,
        "subject_number": matter.number,
        "subject_description": matter.description,
        "reasons": printed_reasons(notice, profile),
        "jurisdiction_name": profile.name,
        # the profile's (or the office's) terms for the matter; "" where it states none
        "hearing_citation": terms.source,
        "appeal_route": terms.appeal,
        "appeal_source": terms.appeal_source,
        "rule_id": rules.rule_for(notice.kind, profile),
    }


def hearing_notice_values(notice: Notice, hearing: Hearing, request: HearingRequest, profile: Profile,
                          earlier: datetime | None = None) -> dict:
    day, time = scheduled_at_text(hearing.scheduled_at)
    values = _case_values(notice, profile)
    stayed = not request.late and notice.kind == "revocation" and bool(_running_removal(notice))
    values.update({
        "request_received_on": fmt_short(request.received_on),
        "request_late": "yes" if request.late else "",
        # a request made on time stays the removal deadline until the written decision (W-90.10H5); where
        # there is no removal period it stays the revocation itself (T-4C)
        "removal_stayed": "yes" if stayed else "",
        "revocation_effect": "yes" if stayed and not has_removal_period(profile) else "",
        "removal_days": str(profile.period("removal_days", notice.sent_on))
        if stayed and has_removal_period(profile) else "",
        "hearing_date": day,
        "hearing_time": time,
        "hearing_place": hearing.place,
        "hearing_body": hearing.body,
        "rescheduled_from": " at ".join(scheduled_at_text(earlier)) if earlier else "",
        # the photos and papers on the matter's records and on the hearing, listed as exhibits
        "exhibits": exhibit_lines(exhibits_for(notice, hearing.id)),
    })
    return values


def _running_removal(notice: Notice):
    permit = (Permit.get_or_none(Permit.id == notice.subject_id)
              if notice.kind == "revocation" and notice.subject_table == "permit" else None)
    return (permit.removal_deadline if permit is not None else None) or notice.removal_deadline


def _effect_values(notice: Notice, last_day, profile: Profile) -> dict:
    """T-4C, T-8A: where the profile has no removal period, the day the revocation takes effect (the
    day after the last one under the permit) and what it makes unlawful, as the revocation notice said."""
    fields = _notice_fields(notice)
    return {"revocation_effect": "yes", "effective_on": fmt_date(last_day + timedelta(days=1)),
            "unlawful_what": fields.get("unlawful_what") or "keeping the animals this permit covers",
            "allowed_sentence": fields.get("allowed_sentence") or "",
            "removal_section": fields.get("removal_section") or "; ".join(
                citation_for(profile, r) for r in ("T-8A", "T-6D")),
            "removal_released": "", "removal_days": ""}


def _removal_values(notice: Notice, hearing: Hearing, effect, profile: Profile, due=None) -> dict:
    """What the letter says about removing the animals after an upheld revocation: the date, whether it
    has already passed by the decision, and what follows if they are not removed (Worthington: deemed
    released to the city, no refund, W-90.10H5). Where the profile has no removal period (Tracy, T-4C):
    the day the revocation takes effect and what is unlawful from then (T-8A, T-6D)."""
    if not effect.removal_deadline:
        return {"removal_deadline": "", "removal_is_new": "", "removal_passed": "", "removal_section": "",
                "removal_released": "", "removal_from_receipt": "", "removal_explanation": "", "removal_days": "",
                "revocation_effect": ""}
    permit = Permit.get_or_none(Permit.id == effect.permit_id) if effect.permit_id else None
    commercial = permit is not None and is_commercial(profile, permit.permit_type)
    section = _notice_fields(notice).get("removal_section") or "; ".join(
        citation_for(profile, r) for r in (("W-90.10H5",) if commercial else ("T-8A", "T-6D")))
    passed = not effect.removal_is_new and effect.removal_deadline < hearing.decision_on
    out = {"removal_deadline": fmt_date(effect.removal_deadline),
           "removal_is_new": "yes" if effect.removal_is_new else "",
           "removal_passed": "yes" if passed else "",
           "removal_section": section,
           "removal_released": "yes" if commercial else "",
           # stayed while the hearing was pending: the days count from the owner's receipt of this decision
           "removal_from_receipt": "yes" if due is not None else "",
           "removal_explanation": due.text() if due is not None else "",
           "removal_days": str(profile.period("removal_days", hearing.decision_on)) if due is not None else "",
           "revocation_effect": ""}
    if not has_removal_period(profile):
        out.update(_effect_values(notice, effect.removal_deadline, profile))
        out["effect_passed"] = "yes" if effect.removal_deadline < hearing.decision_on else ""
    return out


def _permit_expiry(hearing: Hearing, effect) -> str:
    """The expiry of the permit the decision issues or reinstates (set by the decision or not)."""
    if hearing.decision == "upheld" or not effect.permit_id:
        return ""
    if hearing.permit_expires_on:
        return fmt_short(hearing.permit_expires_on)
    permit = Permit.get_or_none(Permit.id == effect.permit_id)
    if permit is None or permit.expires_on is None or permit.expires_on <= hearing.decision_on:
        return ""
    return fmt_short(permit.expires_on)


def decision_values(notice: Notice, hearing: Hearing, effect, profile: Profile, removal_due=None) -> dict:
    """`removal_due`: the removal deadline counted from the owner's receipt of this decision, where a
    request made on time stayed the one in the revocation letter (``hearing_stays``)."""
    day, time = scheduled_at_text(hearing.scheduled_at)
    terms = terms_for_notice(notice)
    appeal = rules.appeal_deadline(profile, hearing.decision_on, rules.rule_for(notice.kind, profile),
                                   terms.appeal_days, terms.appeal_days_source)
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
        "permit_expires_on": _permit_expiry(hearing, effect),
        "appeal_deadline": fmt_date(appeal.value) if appeal else "",
        "appeal_deadline_why": appeal.text() if appeal else "",
        "signed_by": hearing.signed_by,
        "signed_title": hearing.signed_title,
        "service_sentence": _service_sentence(notice.id),
    })
    values.update(_removal_values(notice, hearing, effect, profile, removal_due))
    return values


def _service_sentence(notice_id: int) -> str:
    """How the contested notice was served, the attempt its deadlines count from."""
    from ..queries.service_attempts import counting_attempt, describe

    attempt = counting_attempt(notice_id)
    return f"The notice was served by {describe(attempt)}." if attempt is not None else ""


OUTCOME_WORDS = {"upheld": "the decision is upheld", "reversed": "the decision is reversed",
                 "modified": "the decision is modified", "withdrawn": "the appeal was withdrawn"}


def appeal_values(notice: Notice, hearing: Hearing, appeal, effect, conditions: str) -> dict:
    """The facts the letter on an appeal's outcome prints: who appealed, when, the outcome and what it
    changed on the permit (``hearing_effects.Effect.outcome`` picks the paragraph)."""
    profile = _profile(notice)
    profile_values = _case_values(notice, profile)
    permit = Permit.get_or_none(Permit.id == effect.permit_id) if effect.permit_id else None
    released = permit is not None and is_commercial(profile, permit.permit_type)
    profile_values.update({
        "action_words": rules.kind_word(notice.kind),  # denial | revocation | declaration | citation
        "appeal_by": "you" if appeal.filed_by == "owner" else "the city",
        "filed_on": fmt_short(appeal.filed_on),
        "forum": appeal.forum,
        "appeal_late": "yes" if appeal.late else "",
        "outcome": appeal.outcome,
        "outcome_words": OUTCOME_WORDS.get(appeal.outcome, appeal.outcome),
        "outcome_on": fmt_short(appeal.outcome_on),
        "decided_on": fmt_short(hearing.decision_on),
        "hearing_body": hearing.body,
        "effect": effect.text,
        "effect_outcome": "by_hand" if effect.manual else effect.outcome,
        "permit_number": effect.permit_number,
        "conditions": conditions if effect.outcome == "conditions" else "",
        "removal_deadline": fmt_date(effect.removal_deadline) if effect.removal_is_new and effect.removal_deadline
        else "",
        "removal_explanation": effect.removal_explanation,
        "removal_released": "yes" if released else "",
        "removal_days": str(profile.period("removal_days", appeal.outcome_on)),
        "revocation_effect": "",
    })
    if not has_removal_period(profile) and profile_values["removal_deadline"]:
        profile_values.update(_effect_values(notice, effect.removal_deadline, profile))
    return profile_values


def _profile(notice: Notice) -> Profile:
    from ..persistence.profiles import profile_for

    return profile_for(notice.jurisdiction_id)
