"""The facts a hearing notice and a decision letter print, snapshotted when the letter is sent.

Plain strings only (dates already written out), stored in the notice's
``fields`` so a reprint says what the letter said. The wording around them is
in ``resources/letters/hearing_*.txt`` (see ``documents.hearing_letters``).
"""
from __future__ import annotations

import json
import re
from datetime import datetime, timedelta

from ..documents.language import ENGLISH, counting, hearing_body, named, term, translate
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
from ..queries.hearing_terms import terms_for_notice
from . import hearing_letter_languages as lang
from .dangerous_dog_languages import decision_effect
from .hearing_letter_languages import with_versions

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


def printed_reasons(notice: Notice, profile: Profile, code: str = ENGLISH) -> str:
    """The contested notice's reasons, one a line, each with the section it acts under (as the
    owner's notice printed them), never the office's rule ids. In another language a reason the
    program wrote (a ground for revocation) is in the folder's terms; one the office typed, as typed."""
    fields = _notice_fields(notice)
    version = fields.get("versions", {}).get(code, {}) if code != ENGLISH else {}
    if isinstance(version, dict) and isinstance(version.get("reasons"), str):  # as it printed them in the language
        return _sentence_start(version["reasons"])
    items = fields.get("reasons")
    if isinstance(items, list) and items and all(isinstance(i, dict) and i.get("reason") for i in items):
        return "\n".join(_sentence_start(translate(i["reason"].strip(), code))
                         + (f" ({i['section']})" if i.get("section") else "") for i in items)
    lines = []
    for line in (notice.reasons or "").splitlines():
        line = line.strip()
        if line:
            found = _RULE_ID.search(line)
            text = translate(line[:found.start()] if found else line, code)
            lines.append(_sentence_start(text) + (f" ({citation_for(profile, found.group(1))})" if found else ""))
    return "\n".join(lines)


def _case_values(notice: Notice, profile: Profile, code: str = ENGLISH) -> dict:
    matter = matter_of(notice)
    terms = terms_for_notice(notice)
    values = {
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
    if code != ENGLISH:  # the same facts in the owner's language (what the office typed stays as typed)
        values.update({"notice_sent_on": lang.short(notice.sent_on, code), "subject_label": named(f"matter:{matter.label}", matter.label, code),
                       "subject_description": lang.description(notice, matter.description, code),
                       "reasons": printed_reasons(notice, profile, code),
                       "jurisdiction_name": lang.city(profile.name, code), "appeal_route": term(terms.appeal, code)})
    return values


def hearing_notice_values(notice: Notice, hearing: Hearing, request: HearingRequest, profile: Profile,
                          earlier: datetime | None = None) -> dict:
    """The hearing notice's facts, in English and in the owner's language (``with_versions``)."""
    return with_versions(notice, lambda code: _hearing_notice_values(notice, hearing, request, profile, earlier, code))


def _hearing_notice_values(notice: Notice, hearing: Hearing, request: HearingRequest, profile: Profile,
                           earlier: datetime | None, code: str) -> dict:
    day, time = lang.scheduled(hearing.scheduled_at, code)
    values = _case_values(notice, profile, code)
    stayed = not request.late and notice.kind == "revocation" and bool(_running_removal(notice))
    values.update({
        "request_received_on": lang.short(request.received_on, code),
        "request_late": "yes" if request.late else "",
        # a request made on time stays the removal deadline until the written decision (W-90.10H5); where
        # there is no removal period it stays the revocation itself (T-4C)
        "removal_stayed": "yes" if stayed else "",
        "revocation_effect": "yes" if stayed and not has_removal_period(profile) else "",
        "removal_days": str(profile.period("removal_days", notice.sent_on))
        if stayed and has_removal_period(profile) else "",
        "hearing_date": day,
        "hearing_time": time,
        "hearing_place": term(hearing.place, code),
        "hearing_body": hearing_body(hearing.body, code),
        "rescheduled_from": term(" at ", code).join(lang.scheduled(earlier, code)) if earlier else "",
        # the photos and papers on the matter's records and on the hearing, listed as exhibits
        "exhibits": (exhibit_lines if code == ENGLISH else lambda rows: lang.exhibit_lines(rows, code))(
            exhibits_for(notice, hearing.id)),
    })
    return values


def _running_removal(notice: Notice):
    permit = (Permit.get_or_none(Permit.id == notice.subject_id)
              if notice.kind == "revocation" and notice.subject_table == "permit" else None)
    return (permit.removal_deadline if permit is not None else None) or notice.removal_deadline


def _effect_values(notice: Notice, last_day, profile: Profile, code: str = ENGLISH) -> dict:
    """T-4C, T-8A: where the profile has no removal period, the day the revocation takes effect (the
    day after the last one under the permit) and what it makes unlawful, as the revocation notice said."""
    fields = _notice_fields(notice)
    if code != ENGLISH:  # as the revocation notice said it in the language, where it did
        fields = {**{k: term(v, code) for k, v in fields.items() if isinstance(v, str)},
                  **fields.get("versions", {}).get(code, {})}
    return {"revocation_effect": "yes", "effective_on": lang.long(last_day + timedelta(days=1), code),
            "unlawful_what": fields.get("unlawful_what") or term("keeping the animals this permit covers", code),
            "allowed_sentence": fields.get("allowed_sentence") or "",
            "removal_section": fields.get("removal_section") or "; ".join(
                citation_for(profile, r) for r in ("T-8A", "T-6D")),
            "removal_released": "", "removal_days": ""}


def _removal_values(notice: Notice, hearing: Hearing, effect, profile: Profile, due=None, code: str = ENGLISH) -> dict:
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
    out = {"removal_deadline": lang.long(effect.removal_deadline, code),
           "removal_is_new": "yes" if effect.removal_is_new else "",
           "removal_passed": "yes" if passed else "",
           "removal_section": section,
           "removal_released": "yes" if commercial else "",
           # stayed while the hearing was pending: the days count from the owner's receipt of this decision
           "removal_from_receipt": "yes" if due is not None else "",
           "removal_explanation": (due.text() if code == ENGLISH else lang.explained(due, code) or due.text())
           if due is not None else "",
           "removal_days": str(profile.period("removal_days", hearing.decision_on)) if due is not None else "",
           "revocation_effect": ""}
    if not has_removal_period(profile):
        out.update(_effect_values(notice, effect.removal_deadline, profile, code))
        out["effect_passed"] = "yes" if effect.removal_deadline < hearing.decision_on else ""
    return out


def _permit_expiry(hearing: Hearing, effect, code: str = ENGLISH) -> str:
    """The expiry of the permit the decision issues or reinstates (set by the decision or not)."""
    if hearing.decision == "upheld" or not effect.permit_id:
        return ""
    if hearing.permit_expires_on:
        return lang.short(hearing.permit_expires_on, code)
    permit = Permit.get_or_none(Permit.id == effect.permit_id)
    if permit is None or permit.expires_on is None or permit.expires_on <= hearing.decision_on:
        return ""
    return lang.short(permit.expires_on, code)


def decision_values(notice: Notice, hearing: Hearing, effect, profile: Profile, removal_due=None) -> dict:
    """`removal_due`: the removal deadline counted from the owner's receipt of this decision, where a
    request made on time stayed the one in the revocation letter (``hearing_stays``). In English and in
    the owner's language (``with_versions``)."""
    return with_versions(notice, lambda code: _decision_values(notice, hearing, effect, profile, removal_due, code))


def _decision_values(notice: Notice, hearing: Hearing, effect, profile: Profile, removal_due, code: str) -> dict:
    day, time = lang.scheduled(hearing.scheduled_at, code)
    terms = terms_for_notice(notice)
    appeal = rules.appeal_deadline(profile, hearing.decision_on, rules.rule_for(notice.kind, profile),
                                   terms.appeal_days, terms.appeal_days_source)
    values = _case_values(notice, profile, code)
    values.update({
        "hearing_date": day,
        "hearing_time": time,
        "hearing_place": term(hearing.place, code),
        "hearing_body": hearing_body(hearing.body, code),
        "attendees": hearing.attendees,
        "findings": hearing.findings,
        "conclusions": hearing.conclusions,
        "decision": hearing.decision,
        "decided_on": lang.short(hearing.decision_on, code),
        "conditions": hearing.conditions,
        "effect": term(effect.text, code) if notice.kind != "dangerous_dog" or code == ENGLISH
        else decision_effect(notice, hearing, effect, code),
        "effect_manual": "yes" if effect.manual else "",
        "permit_number": effect.permit_number,
        "permit_expires_on": _permit_expiry(hearing, effect, code),
        "appeal_deadline": lang.long(appeal.value, code) if appeal else "",
        "appeal_deadline_why": (appeal.text() if code == ENGLISH else lang.explained(appeal, code)) if appeal else "",
        "signed_by": hearing.signed_by,
        "signed_title": hearing.signed_title,
        "service_sentence": _service_sentence(notice.id, code),
    })
    values.update(_removal_values(notice, hearing, effect, profile, removal_due, code))
    return values


def _service_sentence(notice_id: int, code: str = ENGLISH) -> str:
    """How the contested notice was served, the attempt its deadlines count from."""
    from ..queries.service_attempts import counting_attempt, describe

    attempt = counting_attempt(notice_id)
    if attempt is None:
        return ""
    return f"The notice was served by {describe(attempt)}." if code == ENGLISH else lang.served(attempt, code)


OUTCOME_WORDS = {"upheld": "the decision is upheld", "reversed": "the decision is reversed",
                 "modified": "the decision is modified", "withdrawn": "the appeal was withdrawn"}


def appeal_values(notice: Notice, hearing: Hearing, appeal, effect, conditions: str) -> dict:
    """The facts the letter on an appeal's outcome prints: who appealed, when, the outcome and what it
    changed on the permit (``hearing_effects.Effect.outcome`` picks the paragraph). In English and in the
    owner's language (``with_versions``)."""
    return with_versions(notice, lambda code: _appeal_values(notice, hearing, appeal, effect, conditions, code))


def _appeal_values(notice: Notice, hearing: Hearing, appeal, effect, conditions: str, code: str) -> dict:
    profile = _profile(notice)
    profile_values = _case_values(notice, profile, code)
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
        # a permit the appeal issues, reinstates or keeps holds the conditions set on appeal: the letter lists them
        "conditions": conditions if effect.outcome in ("conditions", "issued", "reinstated") else "",
        "removal_deadline": fmt_date(effect.removal_deadline) if effect.removal_is_new and effect.removal_deadline
        else "",
        "removal_explanation": effect.removal_explanation,
        "removal_released": "yes" if released else "",
        "removal_days": str(profile.period("removal_days", appeal.outcome_on)),
        "revocation_effect": "",
    })
    if code != ENGLISH:  # the same facts in the owner's language
        counted = counting(effect.removal_parts, code) if effect.removal_parts else ""
        profile_values.update({
            "action_words": named(f"notice_kind:{notice.kind}", profile_values["action_words"], code),
            "appeal_by": term(profile_values["appeal_by"], code), "filed_on": lang.short(appeal.filed_on, code),
            "forum": term(appeal.forum, code), "outcome_words": term(profile_values["outcome_words"], code),
            "outcome_on": lang.short(appeal.outcome_on, code), "decided_on": lang.short(hearing.decision_on, code),
            "hearing_body": hearing_body(hearing.body, code), "effect": term(effect.text, code),
            "removal_deadline": lang.long(effect.removal_deadline, code) if profile_values["removal_deadline"] else "",
            "removal_explanation": counted or effect.removal_explanation})
    if not has_removal_period(profile) and profile_values["removal_deadline"]:
        profile_values.update(_effect_values(notice, effect.removal_deadline, profile, code))
    return profile_values


def _profile(notice: Notice) -> Profile:
    from ..persistence.profiles import profile_for

    return profile_for(notice.jurisdiction_id)
