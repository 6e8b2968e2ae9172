"""Carrying a hearing decision or an appeal outcome to the permit or application it concerns.

- A denial (T-4A) upheld: the application stays denied. Reversed: the permit is
  issued. Modified: the permit is issued with the decision's conditions.
- A revocation (T-4C, W-90.10H) upheld: the permit stays revoked and its removal
  deadline keeps running (W-90.10H5), or the decision sets a new one. Reversed:
  the permit is reinstated. Modified: reinstated with the decision's conditions.
- A citation (a violation's fine) reversed: the violation is dismissed and its unpaid fine
  voided, so it no longer counts toward a permit review (W-90.10H3). Upheld: it stands.
  Modified, or reversed after it was paid: changed or refunded by hand.
- An appeal de novo that upholds the decision (or is withdrawn) changes nothing.
  One that reverses or modifies a decision which let the denial or revocation
  stand is carried the same way. One that takes back a permit the hearing issued
  or reinstated (the city's appeal) ends it, or revokes it again with a removal
  deadline from the owner's receipt of the outcome letter; one that modifies it
  sets its conditions (``permit_appeals``).

The permit writes themselves are the Permits services'; this module only
decides which one a result calls for.
"""
from __future__ import annotations

from datetime import date

from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.explain import fmt_short
from ..domain.hearing_effect import Effect
from ..domain.hearings import APPEAL_OUTCOMES
from ..domain.roles import Actor
from ..domain.statuses import HearingStatus, PermitStatus, ViolationStatus
from ..persistence.models.enforcement import Hearing, Notice, Violation
from ..persistence.models.permits import Permit, PermitApplication


def action_target(notice: Notice) -> str:
    """'application' for a denial of an application, 'permit' for a revocation of a permit, '' otherwise."""
    if notice.kind == "denial" and notice.subject_table == "permit_application" and notice.subject_id:
        return "application"
    if notice.kind == "revocation" and notice.subject_table == "permit" and notice.subject_id:
        return "permit"
    return ""


def _permit_id(result) -> int:
    """The permit id from what issue_permit_after_hearing returns ((id, number), or a record)."""
    if isinstance(result, tuple) and result and isinstance(result[0], int):
        return result[0]
    for name in ("permit_id", "id"):
        value = getattr(result, name, None)
        if isinstance(value, int):
            return value
    if isinstance(result, int):
        return result
    raise TypeError(f"cannot tell the permit from {result!r}")


def _lift(actor: Actor, notice: Notice, hearing: Hearing, *, on: date, conditions: str,
          expires_on: date | None, by: str) -> Effect:
    """Reverse the action: issue the denied permit, or reinstate the revoked one."""
    from . import permit_life

    target = action_target(notice)
    if target == "application":
        result = permit_life.issue_permit_after_hearing(actor, notice.subject_id, on=on, conditions=conditions,
                                                        expires_on=expires_on, hearing_id=hearing.id)
        permit = Permit.get_by_id(_permit_id(result))
        text = f"permit {permit.number} issued {by}" + (" with conditions" if conditions else "")
        return Effect(text, permit.id, permit.number, outcome="issued")
    permit_life.reinstate_permit(actor, notice.subject_id, on=on, conditions=conditions, hearing_id=hearing.id)
    permit = Permit.get_by_id(notice.subject_id)
    text = f"permit {permit.number} reinstated {by}" + (" with conditions" if conditions else "")
    return Effect(text, permit.id, permit.number, outcome="reinstated")


def _stands(notice: Notice, hearing: Hearing, *, new_removal: date | None, actor: Actor, by: str) -> Effect:
    from datetime import timedelta

    from ..domain.permits import has_removal_period
    from ..persistence.profiles import profile_for

    target = action_target(notice)
    if target == "application":
        app = PermitApplication.get_by_id(notice.subject_id)
        return Effect(f"the denial stands {by}: application {app.number} stays denied")
    permit = Permit.get_by_id(notice.subject_id)
    removal = has_removal_period(profile_for(notice.jurisdiction_id))
    if new_removal is not None:
        from . import permit_life

        permit_life.set_removal_deadline(actor, permit.id, new_removal,
                                     f"set by the decision of the {hearing.body} on "
                                     f"{fmt_short(hearing.decision_on)}")
        then = (f"animals to be removed by {fmt_short(new_removal)} (new deadline)" if removal else
                f"the revocation takes effect on {fmt_short(new_removal + timedelta(days=1))}")
        return Effect(f"the revocation stands {by}: permit {permit.number} stays revoked; {then}", permit.id,
                      permit.number, new_removal, True)
    running = permit.removal_deadline or notice.removal_deadline
    text = f"the revocation stands {by}: permit {permit.number} stays revoked"
    if running and not removal:  # T-4C: it took effect (or takes effect) the day after the last day under it
        effective = running + timedelta(days=1)
        took = hearing.decision_on and effective <= hearing.decision_on
        text += f"; it {'took' if took else 'takes'} effect on {fmt_short(effective)}"
    elif running:
        text += f"; the removal deadline of {fmt_short(running)} keeps running"
        if hearing.decision_on and running < hearing.decision_on:
            text += " (it passed before this decision)"
    return Effect(text, permit.id, permit.number, running)


def _citation(notice: Notice) -> bool:
    return notice.kind == "citation" and notice.subject_table == "violation" and bool(notice.subject_id)


def _carry_citation(actor: Actor, notice: Notice, result: str, by: str) -> Effect:
    """A citation reversed is dismissed, its unpaid fine voided (a dismissed violation no longer
    counts toward a permit review, W-90.10H3); upheld, it stands; modified, or already paid, the
    fine is changed or refunded by hand."""
    from . import violations

    row = Violation.get_by_id(notice.subject_id)
    if result == "upheld":
        return Effect(f"the citation stands {by}: violation {row.citation_number or row.id} stays {row.status}")
    if result == "reversed" and row.status in (ViolationStatus.OPEN, ViolationStatus.CONTESTED):
        violations.dismiss_violation(actor, row.id, f"citation reversed {by} (notice {notice.number})")
        return Effect(f"citation {row.citation_number or row.id} dismissed {by}; its unpaid fine is voided")
    if result == "reversed" and row.status == ViolationStatus.DISMISSED:
        return Effect(f"citation {row.citation_number or row.id} was already dismissed")
    if result == "reversed":
        return Effect(f"citation {row.citation_number or row.id} is reversed {by} but was paid: void the "
                      "payment and dismiss it by hand", manual=True)
    return Effect(f"the decision modifies citation {row.citation_number or row.id} {by}: change the fine "
                  "by hand", manual=True)


def _rows(actor: Actor, notice, hearing) -> None:
    """The checks a carry makes before touching a permit: it runs inside decide_hearing or
    record_appeal_outcome (which check everything else), never on a loose value."""
    actor.require("hearings")
    if not isinstance(notice, Notice):
        raise ValidationError("notice", "is not a notice on file")
    if not isinstance(hearing, Hearing) or hearing.notice_id != notice.id:
        raise ValidationError("hearing", f"is not a hearing of notice {notice.number}")
    if hearing.status != HearingStatus.DECIDED or hearing.decision_on is None:
        raise ValidationError("hearing", "has no written decision to carry")


def carry_decision(actor: Actor, notice: Notice, hearing: Hearing, *, sent_by: str = "mail") -> Effect:
    """Apply a written decision (already saved on `hearing`, to be sent to the owner `sent_by` a
    notice's method) to the permit or application."""
    _rows(actor, notice, hearing)
    if notice.kind == "dangerous_dog":  # a declaration (MN-347.50): the case is carried there
        from .dangerous_dog_outcomes import carry_decision as carry_declaration

        return carry_declaration(actor, notice, hearing, sent_by=sent_by)
    by = f"by the decision of {fmt_short(hearing.decision_on)}"
    if _citation(notice):
        return _carry_citation(actor, notice, hearing.decision, by)
    if not action_target(notice):
        return Effect(f"{hearing.decision}: the {notice.subject_table or 'record'} this notice concerns is "
                      "not a permit or application; carry the decision by hand", manual=True)
    if hearing.decision == "upheld":
        return _stands(notice, hearing, new_removal=hearing.new_removal_deadline, actor=actor, by=by)
    return _lift(actor, notice, hearing, on=hearing.decision_on, conditions=hearing.conditions,
                 expires_on=hearing.permit_expires_on, by=by)


def _hearing_permit(notice: Notice) -> Permit | None:
    """The permit a hearing decision issued (after a denial) or reinstated (after a revocation)."""
    if action_target(notice) == "permit":
        return Permit.get_by_id(notice.subject_id)
    return (Permit.select().where((Permit.application == notice.subject_id) & Permit.voided_at.is_null())
            .order_by(Permit.id.desc()).first())


def _undo_lift(actor: Actor, notice: Notice, hearing: Hearing, *, outcome: str, on: date, conditions: str,
               expires_on: date | None, by: str, sent_by: str) -> Effect:
    """The hearing issued or reinstated the permit; the appeal takes it back or changes it."""
    import json
    from datetime import timedelta

    from ..domain.hearing_stays import effect_after_decision, removal_after_decision
    from ..domain.permits import has_removal_period, is_commercial
    from ..persistence.profiles import profile_for
    from . import permit_appeals

    permit = _hearing_permit(notice)
    if permit is None or permit.status != PermitStatus.ACTIVE:
        state = permit.status if permit is not None else "not on file"
        return Effect(f"appeal {outcome}: the permit the hearing decision issued or reinstated is {state}; "
                      "carry the outcome by hand", manual=True)
    if outcome == "modified":
        permit_appeals.conditions_after_appeal(actor, permit.id, on=on, conditions=conditions, expires_on=expires_on,
                                               note=f"conditions set {by}")
        return Effect(f"permit {permit.number} stays in force on the conditions set {by}", permit.id, permit.number,
                      outcome="conditions")
    if notice.kind == "denial":
        permit_appeals.end_after_appeal(actor, permit.id, on=on, note=f"denial restored {by}")
        return Effect(f"the denial is restored {by}: permit {permit.number} ends on {fmt_short(on)}",
                      permit.id, permit.number, outcome="ended")
    profile = profile_for(notice.jurisdiction_id)
    released = is_commercial(profile, permit.permit_type)
    period = has_removal_period(profile)
    removal = (removal_after_decision(profile, on, sent_by=sent_by, rule_id="W-90.10H5", released=released,
                                      why="the revocation is restored on appeal") if period else
               effect_after_decision(profile, on, sent_by=sent_by, why="the revocation is restored on appeal"))
    try:
        revoked_on = date.fromisoformat(json.loads(notice.fields or "{}").get("revoked_on") or "")
    except (TypeError, ValueError):
        revoked_on = notice.sent_on
    permit_appeals.revoke_after_appeal(actor, permit.id, on=on, revoked_on=min(revoked_on, notice.sent_on),
                                       removal=removal, note=f"revocation restored {by}")
    then = (f"animals to be removed by {fmt_short(removal.value)}" if period else
            f"the revocation takes effect on {fmt_short(removal.value + timedelta(days=1))}")
    return Effect(f"the revocation is restored {by}: permit {permit.number} is revoked again; {then}",
                  permit.id, permit.number, removal.value, True, outcome="revoked",
                  removal_explanation=removal.text(), removal_parts=removal.parts)


def carry_appeal(actor: Actor, notice: Notice, hearing: Hearing, *, outcome: str, on: date,
                 conditions: str, expires_on: date | None, sent_by: str = "mail") -> Effect:
    """Apply a de novo appeal's outcome, relative to the hearing decision it reviewed."""
    _rows(actor, notice, hearing)
    outcome = validate.choice("outcome", outcome, [o for o in APPEAL_OUTCOMES if o != "pending"])
    on = validate.day("on", on, not_after=date.today())
    by = f"on appeal ({fmt_short(on)})"
    if outcome in ("upheld", "withdrawn"):
        return Effect(f"the decision of {fmt_short(hearing.decision_on)} stands", outcome="stands")
    if notice.kind == "dangerous_dog":
        from .dangerous_dog_outcomes import carry_appeal as carry_declaration_appeal

        return carry_declaration_appeal(actor, notice, hearing, outcome=outcome, on=on, conditions=conditions)
    if _citation(notice) and hearing.decision == "upheld":  # the citation stood; the appeal lifts it
        return _carry_citation(actor, notice, outcome, by)
    if not action_target(notice):
        return Effect(f"appeal {outcome}: carry it by hand", manual=True)
    if hearing.decision == "upheld":  # the action stood; the appeal lifts it
        return _lift(actor, notice, hearing, on=on, conditions=conditions, expires_on=expires_on, by=by)
    return _undo_lift(actor, notice, hearing, outcome=outcome, on=on, conditions=conditions,
                      expires_on=expires_on, by=by, sent_by=sent_by)
