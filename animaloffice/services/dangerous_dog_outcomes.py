"""How a dangerous-dog case ends or changes (MN-347.50): a hearing decision or an appeal,
a review of the designation (347.51 subd. 3a), the dog's death or move (347.52).

- A hearing decision that *reverses* the declaration rescinds the case.
- One that *upholds* it starts the 14 days to comply (347.541), counted from the
  owner's receipt of the decision (presumed for a mailed one until the office records
  the day); one that *modifies* it does the same and records its conditions.
- An appeal that reverses a decision which let the declaration stand rescinds
  the case; one that reverses a decision which rescinded it reinstates the
  declaration with a new 14 days to comply.
- From 6 months after a dangerous-dog declaration, then yearly, the owner may
  ask for a review; the office may rescind the designation on it.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain import dangerous_dog_hearing as hearing_rules
from ..domain import dangerous_dogs as rules
from ..domain import decision_receipt, validate
from ..domain.errors import Refusal, RuleViolation, ValidationError
from ..domain.explain import fmt_short
from ..domain.hearing_effect import Effect
from ..domain.roles import Actor
from ..domain.statuses import DangerousDogStatus
from ..persistence.fetch import fetch
from ..persistence.models.dangerous_dogs import DangerousDogCase
from ..persistence.models.enforcement import Hearing, Notice
from ..persistence.profiles import profile_for
from . import audit
from .common import save_versioned
from .office_action import OfficeAction

REVIEW_OUTCOMES = ("kept", "rescinded")
CLOSE_REASONS = ("died", "moved", "transferred", "other")


@dataclass(frozen=True)
class ReviewResult:
    case_id: int
    outcome: str
    next_review_from: date | None
    explanation: str


def _today() -> date:
    return date.today()


def _end(actor: Actor, row: DangerousDogCase, status: str, on: date, reason: str, action: str) -> None:
    before = audit.snapshot(row)
    row.status, row.ended_on, row.end_reason = status, on, reason
    save_versioned(row)
    audit.record(actor, action, row, before=before, note=reason)


def _comply(actor: Actor, row: DangerousDogCase, on: date, conditions: str, action: str, *,
            sent_by: str = "mail") -> str:
    """The declaration stands: 14 days from the owner's receipt of the decision of `on`, sent
    `sent_by`, to comply (347.541); conditions recorded."""
    profile = profile_for(row.jurisdiction_id)
    before = audit.snapshot(row)
    due = rules.compliance_deadline(profile, on, sent_by=sent_by)
    text = ""
    if row.status == DangerousDogStatus.DECLARED:
        row.compliance_deadline, row.compliance_why = due.value, due.text()
        row.decision_sent_on, row.decision_sent_by, row.decision_received_on = on, sent_by, None
        text = f"; comply by {fmt_short(due.value)}"
        if sent_by in decision_receipt.MAILED:  # 347.541 counts from receipt: the letter says which day that is taken to be
            text += (f" ({due.inputs['days']} days from receipt of this decision, taken as "
                     f"{fmt_short(due.inputs['start'])})")
    if conditions:
        row.decision_conditions = conditions
    save_versioned(row)
    audit.record(actor, action, row, before=before, note=(row.compliance_why if text else "") or conditions)
    return text


def _reinstate(actor: Actor, row: DangerousDogCase, on: date, conditions: str, by: str) -> str:
    before = audit.snapshot(row)
    row.status = "registered" if row.certificate_number and row.renewal_due and row.renewal_due > on else "declared"
    row.ended_on, row.end_reason = None, ""
    save_versioned(row)
    audit.record(actor, "dangerous_dog.reinstate", row, before=before, note=by)
    return _comply(actor, row, on, conditions, "dangerous_dog.compliance")


def _check_effect_inputs(actor: Actor, notice, hearing) -> None:
    """A hearing decision or appeal is carried by whoever may decide hearings (its service checked
    that already); the records must be the notice and the hearing themselves."""
    actor.require("hearings")
    if not isinstance(notice, Notice):
        raise ValidationError("notice", "must be the declaration notice's record")
    if not isinstance(hearing, Hearing) or hearing.notice_id != notice.id:
        raise ValidationError("hearing", "must be the hearing of this notice")


def case_of(notice: Notice) -> DangerousDogCase | None:
    if notice.subject_table != "dangerous_dog" or notice.subject_id is None:
        return None
    return DangerousDogCase.get_or_none(DangerousDogCase.id == notice.subject_id)


def carry_decision(actor: Actor, notice: Notice, hearing: Hearing, *, sent_by: str = "mail") -> Effect:
    """A written decision on a declaration: reversed rescinds; upheld or modified starts the 14 days
    from its receipt (sent `sent_by`). It is delivered by hand or by registered mail (347.541, subd. 4):
    any other way is refused, and the decision with it (it runs in the decision's transaction)."""
    _check_effect_inputs(actor, notice, hearing)
    refusal = hearing_rules.delivery_refusal(profile_for(notice.jurisdiction_id), sent_by)
    if refusal:
        raise RuleViolation(Refusal(hearing_rules.RULE, refusal, {"method": sent_by}), field="method")
    if hearing.decision_on is None or hearing.decision not in ("upheld", "reversed", "modified"):
        raise ValidationError("hearing", "has no written decision to carry")
    row = case_of(notice)
    by = f"by the decision of {fmt_short(hearing.decision_on)}"
    if row is None or row.voided_at is not None:
        return Effect(f"{hearing.decision}: the dangerous-dog case of this notice is not on file; carry it by hand",
                      manual=True)
    if hearing.decision == "modified" and not hearing.conditions:
        raise ValidationError("conditions", "a decision that modifies the declaration states the conditions")
    if row.status not in (DangerousDogStatus.DECLARED, DangerousDogStatus.REGISTERED):
        return Effect(f"{hearing.decision}: case {row.number} is already {row.status}; nothing changed",
                      manual=True)
    words = rules.kind_words(row.kind)
    if hearing.decision == "reversed":
        _end(actor, row, "rescinded", hearing.decision_on, f"declaration reversed {by}", "dangerous_dog.rescind")
        return Effect(f"the declaration of {words} {row.number} is rescinded {by}")
    tail = _comply(actor, row, hearing.decision_on, hearing.conditions, "dangerous_dog.compliance",
                   sent_by=sent_by)
    how = "stands with conditions" if hearing.decision == "modified" else "stands"
    return Effect(f"the declaration of {words} {row.number} {how} {by}{tail}")


def carry_appeal(actor: Actor, notice: Notice, hearing: Hearing, *, outcome: str, on: date,
                 conditions: str) -> Effect:
    """An appeal's outcome (reversed or modified), relative to the decision it reviewed."""
    _check_effect_inputs(actor, notice, hearing)
    outcome = validate.choice("outcome", outcome, ("reversed", "modified"))
    on = validate.day("on", on)
    conditions = validate.text("conditions", conditions, max_len=8000, multiline=True)
    row = case_of(notice)
    by = f"on appeal ({fmt_short(on)})"
    if row is None or row.voided_at is not None:
        return Effect(f"appeal {outcome}: the dangerous-dog case is not on file; carry it by hand", manual=True)
    words = rules.kind_words(row.kind)
    if hearing.decision == "reversed":  # the hearing rescinded it; the appeal restores the declaration
        if row.status != DangerousDogStatus.RESCINDED:
            return Effect(f"appeal {outcome}: case {row.number} is {row.status}; carry it by hand", manual=True)
        tail = _reinstate(actor, row, on, conditions if outcome == "modified" else "", by)
        return Effect(f"the declaration of {words} {row.number} is reinstated {by}{tail}")
    if row.status not in (DangerousDogStatus.DECLARED, DangerousDogStatus.REGISTERED):
        return Effect(f"appeal {outcome}: case {row.number} is {row.status}; carry it by hand", manual=True)
    if outcome == "reversed":
        _end(actor, row, "rescinded", on, f"declaration reversed {by}", "dangerous_dog.rescind")
        return Effect(f"the declaration of {words} {row.number} is rescinded {by}")
    if not conditions:
        raise ValidationError("conditions", "an appeal that modifies the decision states the conditions")
    _comply(actor, row, on, conditions, "dangerous_dog.conditions")
    return Effect(f"the declaration of {words} {row.number} stands with the conditions set {by}")


def record_decision_received(actor: Actor, case_id: int, *, received_on: date,
                             expected_version: int | None = None) -> date:
    """The day the owner received the decision that let the declaration stand (the certified-mail
    receipt, or the owner's word): the 14 days to comply count from it (347.541), no longer from
    a presumed day. Returns the new last day to comply."""
    act = OfficeAction(actor, "edit_records")
    received_on = validate.day("received_on", received_on, not_after=_today())
    with act:
        row = act.fetch(DangerousDogCase, case_id, "case_id")
        if row.status != DangerousDogStatus.DECLARED or row.decision_sent_on is None:
            state = ("has no decision on file that set its days to comply" if row.status == DangerousDogStatus.DECLARED
                     else f"is {row.status}")
            raise ValidationError("case_id", f"case {row.number} {state}")
        if received_on < row.decision_sent_on:
            raise ValidationError("received_on", f"is before the decision was sent "
                                  f"({fmt_short(row.decision_sent_on)})", received_on)
        due = rules.compliance_deadline(profile_for(row.jurisdiction_id), row.decision_sent_on,
                                        sent_by=row.decision_sent_by, received_on=received_on)
        row.decision_received_on = received_on
        row.compliance_deadline, row.compliance_why = due.value, due.text()
        act.save(row, "dangerous_dog.decision_received", expected_version=expected_version, note=row.compliance_why)
    return due.value


# --- reviews, rescinding and closing by hand -------------------------------------------------------

def record_review(actor: Actor, case_id: int, *, requested_on: date, outcome: str, reason: str,
                  decided_on: date | None = None) -> ReviewResult:
    """The owner asked for a review of a dangerous-dog designation (347.51 subd. 3a): from 6 months
    after the declaration, then once a year. The office keeps it or rescinds it, with its reason."""
    act = OfficeAction(actor, "declare_dangerous_dog")
    requested_on = validate.day("requested_on", requested_on, not_after=_today())
    decided_on = validate.day("decided_on", decided_on or _today(), not_after=_today())
    outcome = validate.choice("outcome", outcome, REVIEW_OUTCOMES)
    reason = validate.text("reason", reason, max_len=4000, required=True, multiline=True)
    if decided_on < requested_on:
        raise ValidationError("decided_on", "is before the request")
    with act:
        row = act.fetch(DangerousDogCase, case_id, "case_id")
        if row.status not in (DangerousDogStatus.DECLARED, DangerousDogStatus.REGISTERED):
            raise ValidationError("case_id", f"case {row.number} is {row.status}")
        if row.kind != "dangerous":
            raise ValidationError("case_id", "the statute's yearly review is of a dangerous-dog designation")
        profile = profile_for(row.jurisdiction_id)
        earliest = rules.review_from(profile, row.declared_on, row.last_review_on)
        if requested_on < earliest.value:
            raise RuleViolation(Refusal(rules.RULE, "a review cannot be asked for yet: " + earliest.text(),
                                        {"review_from": earliest.value}), field="requested_on")
        row.last_review_on = requested_on
        act.save(row, "dangerous_dog.review", note=f"{outcome}: {reason}")
        if outcome == "rescinded":
            _end(actor, row, "rescinded", decided_on, f"designation rescinded on review "
                 f"({profile.cite('dangerous_dog_review')}): {reason}", "dangerous_dog.rescind")
            return ReviewResult(row.id, outcome, None, row.end_reason)
        following = rules.review_from(profile, row.declared_on, requested_on)
    return ReviewResult(row.id, outcome, following.value, following.text())


def close_case(actor: Actor, case_id: int, *, on: date, why: str, note: str = "") -> None:
    """The dog died, moved away or was transferred (the owner notifies the office, 347.52)."""
    act = OfficeAction(actor, "edit_records")
    on = validate.day("on", on, not_after=_today())
    why = validate.choice("why", why, CLOSE_REASONS)
    note = validate.text("note", note, max_len=2000, multiline=True, required=(why == "other"))
    with act:
        row = fetch(DangerousDogCase, case_id, "case_id")
        if row.status not in (DangerousDogStatus.DECLARED, DangerousDogStatus.REGISTERED):
            raise ValidationError("case_id", f"case {row.number} is {row.status}")
        if on < row.declared_on:
            raise ValidationError("on", "is before the declaration")
        words = {"died": "the dog died", "moved": "the dog moved out of the city",
                 "transferred": "the dog was transferred to another owner", "other": "closed"}[why]
        _end(actor, row, "closed", on, words + (f": {note}" if note else ""), "dangerous_dog.close")


def close_on_death(actor: Actor, animal_id: int, on: date) -> list[int]:
    """The dog's death, recorded on its own record, closes its open cases: registration is kept up
    only while the dog lives (347.52). Runs inside the caller's transaction; returns the case ids."""
    from .dangerous_dogs import open_cases_of

    closed = []
    for row in open_cases_of(animal_id):
        _end(actor, row, "closed", on, "the dog died", "dangerous_dog.close")
        closed.append(row.id)
    return closed
