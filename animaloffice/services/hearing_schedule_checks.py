"""Checking a hearing's date, time, place and body before it is set, and sending its notice.

Left out (None), the place is the profile's and the body the one it names for the matter
(``hearing_setup``); where the profile names none, the office names the body or officer when it
schedules. The owner gets at least the profile's ``hearing_notice_days`` of notice unless a
reason for shorter notice is given (the owner agreed, for example).
"""
from __future__ import annotations

from datetime import date, datetime

from ..domain import hearings as rules
from ..domain import validate
from ..domain.errors import Refusal, RuleViolation, ValidationError
from ..domain.explain import fmt_short
from ..persistence.models.enforcement import Hearing, HearingRequest, Notice
from ..queries.hearing_terms import terms_for_notice
from .hearing_letters import hearing_notice_values
from .notices import METHODS, record_notice


def schedule_inputs(at, place, body, method, sent_on, short_notice_reason, profile, terms):
    if not isinstance(at, datetime):
        raise ValidationError("at", "a date and time is required", at)
    # left out (None): the profile's place and body; given but blank: refused, not silently replaced
    place = validate.text("place", profile.text.get("hearing_place", "") if place is None else place,
                          max_len=200, required=True)
    body = validate.text("body", terms.body if body is None else body, max_len=120)
    if not body:
        raise ValidationError("body", "name the body or officer that will hear it" +
                              ("" if terms.body else f" ({profile.name}'s profile names none for this matter)"))
    method = validate.choice("method", method, METHODS)
    sent_on = validate.day("sent_on", sent_on or date.today(), not_after=date.today())
    reason = validate.text("short_notice_reason", short_notice_reason, max_len=1000, multiline=True)
    return at.replace(second=0, microsecond=0), place, body, method, sent_on, reason


def check_date(notice: Notice, request: HearingRequest, at: datetime, sent_on: date, reason: str, profile):
    day = at.date()
    if sent_on < request.received_on:  # the notice answers the request: it cannot be dated before it
        raise ValidationError("sent_on", f"is before the request was received ({fmt_short(request.received_on)})")
    if day < request.received_on:
        raise ValidationError("at", f"is before the request was received ({fmt_short(request.received_on)})")
    if day < sent_on:
        raise ValidationError("at", f"is before the hearing notice is sent ({fmt_short(sent_on)})")
    earliest = rules.earliest_hearing_date(profile, sent_on, rules.rule_for(notice.kind, profile))
    if day < earliest.value and not reason:
        steps = " ".join(step[:1].upper() + step[1:] + "." for step in earliest.steps)  # the rule id once, after
        raise RuleViolation(Refusal(earliest.rule_id, "the owner has too little notice of the hearing. "
                                    + steps + " Choose a later date, or give the reason for "
                                    "the short notice (the owner agreed, for example)",
                                    {"earliest": earliest.value}), field="at")
    return earliest


def send_hearing_notice(actor, notice, hearing, request, sent_on, method, profile, earlier=None, article="",
                        served_by=""):
    """The hearing notice to the owner, recorded inside schedule_hearing or reschedule_hearing."""
    actor.require("hearings")
    if not isinstance(hearing, Hearing) or not isinstance(notice, Notice) or hearing.notice_id != notice.id:
        raise ValidationError("hearing", "is not a hearing of this notice")
    values = hearing_notice_values(notice, hearing, request, profile, earlier=earlier)
    return record_notice(actor, jurisdiction_id=notice.jurisdiction_id, kind="hearing", sent_on=sent_on,
                         owner_id=notice.owner_id, recipient_name=notice.recipient_name,
                         recipient_address=notice.recipient_address, method=method, article=article, served_by=served_by,
                         subject_table="hearing", subject_id=hearing.id,
                         sections=terms_for_notice(notice).source, reasons=notice.reasons, fields=values)
