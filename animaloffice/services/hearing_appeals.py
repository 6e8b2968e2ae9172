"""De novo appeals of a hearing decision, by the owner or the city (T-4A, T-4C).

Either side may appeal; each side has at most one appeal pending. An appeal filed
after the deadline the profile states (``hearing_setup``; none where it says "not
stated") is recorded and flagged late, with the deadline it missed: the forum, not
the office, decides what follows. The outcome is recorded relative to the decision
appealed (upheld, reversed, modified, withdrawn), carried to the permit
(``hearing_effects.carry_appeal``: a city's appeal that takes back a permit ends or
revokes it again) and told to the owner in a letter; what cannot be carried (a
record no longer in the state the outcome presumes) is marked to be done by hand
and stays on the follow-up list until marked done.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain import hearings as rules
from ..domain import validate
from ..domain.errors import Refusal, RuleViolation, ValidationError
from ..domain.explain import fmt_short
from ..domain.roles import Actor
from ..persistence.fetch import fetch
from ..persistence.models.enforcement import Appeal, Hearing, Notice
from ..persistence.profiles import profile_for
from ..queries.hearing_terms import terms_for_notice
from .hearing_effects import action_target, carry_appeal
from .hearing_letters import appeal_values
from .notices import METHODS, record_notice
from .office_action import OfficeAction


@dataclass(frozen=True)
class AppealInfo:
    appeal_id: int
    filed_by: str
    filed_on: date
    outcome: str
    effect: str = ""
    effect_pending: bool = False
    permit_id: int | None = None
    late: bool = False
    timeliness: str = ""
    letter_id: int | None = None  # the outcome letter to the owner
    letter_number: str = ""


def record_appeal(actor: Actor, hearing_id: int, *, filed_by: str, filed_on: date, forum: str = "",
                  notes: str = "") -> AppealInfo:
    """Record an appeal de novo of a written decision, pending until its outcome is recorded."""
    act = OfficeAction(actor, "hearings")
    filed_by = validate.choice("filed_by", filed_by, rules.APPEAL_SIDES)
    filed_on = validate.day("filed_on", filed_on, not_after=date.today())
    forum = validate.text("forum", forum, max_len=200)
    notes = validate.text("notes", notes, max_len=8000, multiline=True)
    with act:
        hearing = fetch(Hearing, hearing_id, "hearing_id")
        notice = Notice.get_by_id(hearing.notice_id)
        profile = profile_for(notice.jurisdiction_id)
        rule = rules.rule_for(notice.kind, profile)
        open_same_side = (Appeal.select().where((Appeal.hearing == hearing.id) & Appeal.voided_at.is_null()
                                                & (Appeal.filed_by == filed_by) & (Appeal.outcome == "pending"))
                          .exists())
        reasons = rules.appeal_refusals(hearing_status=hearing.status, decided_on=hearing.decision_on,
                                        filed_on=filed_on, filed_by=filed_by, open_appeal_by_side=open_same_side)
        if reasons:
            raise RuleViolation([Refusal(rule, r) for r in reasons], field="filed_on")
        terms = terms_for_notice(notice)
        deadline = rules.appeal_deadline(profile, hearing.decision_on, rule, terms.appeal_days, terms.appeal_days_source)
        timely = rules.appeal_timeliness(deadline, filed_on, rule)
        row = act.create(Appeal, "appeal.file", note=timely.text(), hearing=hearing, filed_by=filed_by,
                         filed_on=filed_on, forum=forum, outcome="pending", notes=notes, late=timely.value,
                         deadline=deadline.value if deadline else None)
    return AppealInfo(row.id, filed_by, filed_on, "pending", late=timely.value, timeliness=timely.text())


def record_appeal_outcome(actor: Actor, appeal_id: int, *, outcome: str, outcome_on: date, notes: str = "",
                          conditions: str = "", permit_expires_on: date | None = None, method: str = "mail",
                          expected_version: int | None = None, article: str = "", served_by: str = "") -> AppealInfo:
    """Record how the appeal ended, carry it to the permit or application, and send the owner the
    letter saying what it changes (sent `method`: a removal deadline counts from its receipt)."""
    act = OfficeAction(actor, "hearings")
    method = validate.choice("method", method, METHODS)
    outcome = validate.choice("outcome", outcome, [o for o in rules.APPEAL_OUTCOMES if o != "pending"])
    outcome_on = validate.day("outcome_on", outcome_on, not_after=date.today())
    notes = validate.text("notes", notes, max_len=8000, multiline=True)
    conditions = validate.text("conditions", conditions, max_len=8000, multiline=True)
    permit_expires_on = validate.day("permit_expires_on", permit_expires_on, required=False)
    with act:
        row = act.fetch(Appeal, appeal_id, "appeal_id")
        if row.outcome != "pending":
            raise ValidationError("appeal_id", f"the appeal was already decided: {row.outcome}")
        if outcome_on < row.filed_on:
            raise ValidationError("outcome_on", f"is before the appeal was filed ({fmt_short(row.filed_on)})")
        hearing = Hearing.get_by_id(row.hearing_id)
        notice = Notice.get_by_id(hearing.notice_id)
        if outcome == "modified" and action_target(notice) and not conditions:
            raise ValidationError("conditions", "an appeal that modifies the decision states the conditions")
        if permit_expires_on is not None and permit_expires_on <= outcome_on:
            raise ValidationError("permit_expires_on", "must be after the outcome date")
        row.outcome, row.outcome_on = outcome, outcome_on
        if notes:
            row.notes = f"{row.notes}\n{notes}".strip()
        effect = carry_appeal(actor, notice, hearing, outcome=outcome, on=outcome_on, conditions=conditions,
                              expires_on=permit_expires_on, sent_by=method)
        row.effect, row.effect_pending = effect.text, effect.manual
        act.save(row, "appeal.outcome", expected_version=expected_version, note=effect.text)
        letter = record_notice(actor, jurisdiction_id=notice.jurisdiction_id, kind="appeal", sent_on=outcome_on,
                               owner_id=notice.owner_id, recipient_name=notice.recipient_name,
                               recipient_address=notice.recipient_address, method=method, article=article, served_by=served_by,
                               subject_table="appeal", subject_id=row.id, sections=terms_for_notice(notice).appeal_source,
                               removal_deadline=effect.removal_deadline if effect.removal_is_new else None,
                               fields=appeal_values(notice, hearing, row, effect, conditions))
    return AppealInfo(row.id, row.filed_by, row.filed_on, outcome, effect.text, effect.manual, effect.permit_id,
                      row.late, letter_id=letter.id, letter_number=letter.number)


def mark_decision_effect_done(actor: Actor, hearing_id: int, *, note: str,
                              expected_version: int | None = None) -> None:
    """A written decision's effect was carried by hand; take it off the follow-up list."""
    _mark_done(actor, Hearing, hearing_id, "hearing_id", "decision", note, expected_version)


def mark_appeal_effect_done(actor: Actor, appeal_id: int, *, note: str,
                            expected_version: int | None = None) -> None:
    """The outcome was carried by hand (in the Permits tab); take it off the follow-up list."""
    _mark_done(actor, Appeal, appeal_id, "appeal_id", "appeal", note, expected_version)


def _mark_done(actor: Actor, model, record_id: int, field: str, what: str, note: str,
               expected_version: int | None) -> None:
    """What was left to carry by hand is done: the note is kept on the effect and in the log."""
    act = OfficeAction(actor, "hearings")
    note = validate.text("note", note, max_len=1000, required=True, multiline=True)
    with act:
        row = act.fetch(model, record_id, field)
        if not row.effect_pending:
            raise ValidationError(field, f"nothing is left to carry by hand for this {what}")
        row.effect_pending = False
        row.effect = f"{row.effect} — done: {note}"
        act.save(row, f"{model._meta.table_name}.effect_done", expected_version=expected_version, note=note)
