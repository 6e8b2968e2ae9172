"""The removal deadline a hearing moves, after a revocation (W-90.10H5); where the profile has no
removal period (Tracy, T-4C with T-8A, T-6D), the last day under the permit before it takes effect.

While a request made on time is pending the deadline in the revocation letter is stayed
(``domain.hearing_stays``). It runs again, by MN-645.15, for the profile's removal days:
- from the owner's receipt of a written decision that upholds the revocation (presumed for a
  mailed decision until the office records the day it was received, which only moves it later);
- from the day the owner withdraws the request.
A new count never ends before the deadline already running.
"""
from __future__ import annotations

from datetime import date

from ..domain.errors import ValidationError
from ..domain.hearing_stays import effect_after_withdrawal, later_of, removal_after_withdrawal
from ..domain.permits import has_removal_period, is_commercial
from ..domain.roles import Actor
from ..domain.statuses import PermitStatus
from ..persistence.models.enforcement import Hearing, Notice
from ..persistence.models.permits import Permit
from ..persistence.profiles import profile_for
from . import audit
from .common import save_versioned
from .hearing_decision_checks import removal_after, request_on_time
from .hearing_effects import action_target


def _check(notice, day) -> None:
    """These run inside the withdrawal or the receipt's service, on its records, never on loose values."""
    if not isinstance(notice, Notice):
        raise ValidationError("notice", "is not a notice on file")
    if not isinstance(day, date):
        raise ValidationError("on", "must be a date", day)


def _set(actor: Actor, permit_id: int, day: date, why: str) -> None:
    """The count's result written on the permit, inside the caller's transaction: whoever may record
    the receipt or the withdrawal that moved it (a clerk at the counter) moves it, with its audit entry."""
    permit = Permit.get_by_id(permit_id)
    before = audit.snapshot(permit)
    permit.removal_deadline = day
    save_versioned(permit)
    audit.record(actor, "permit.removal_deadline", permit, before=before, note=why)


def after_withdrawal(actor: Actor, notice: Notice, on: date) -> None:
    """A request made on time was withdrawn on `on`: the stay ends and the removal days count again."""
    actor.require("edit_records")
    _check(notice, on)

    if action_target(notice) != "permit":
        return
    permit = Permit.get_by_id(notice.subject_id)
    if permit.status != PermitStatus.REVOKED or permit.removal_done_on is not None or permit.removal_deadline is None:
        return
    profile = profile_for(notice.jurisdiction_id)
    released = is_commercial(profile, permit.permit_type)
    fresh = (removal_after_withdrawal(profile, on, rule_id="W-90.10H5", released=released)
             if has_removal_period(profile) else effect_after_withdrawal(on))
    due = later_of(permit.removal_deadline, fresh)
    if due.value != permit.removal_deadline:
        _set(actor, permit.id, due.value, due.text())


def from_receipt(actor: Actor, notice: Notice, row: Hearing, received_on: date) -> date | None:
    """The owner's receipt of a decision upholding the revocation was recorded: the removal days
    count from it, if that is later than the day the decision stated."""
    actor.require("edit_records")
    _check(notice, received_on)
    if not isinstance(row, Hearing) or row.notice_id != notice.id:
        raise ValidationError("hearing", f"is not a hearing of notice {notice.number}")
    if action_target(notice) != "permit" or row.decision != "upheld" or not request_on_time(notice):
        return None
    permit = Permit.get_by_id(notice.subject_id)
    if permit.status != PermitStatus.REVOKED or permit.removal_done_on is not None:
        return permit.removal_deadline
    letter = (Notice.select().where((Notice.subject_table == "hearing") & (Notice.subject_id == row.id)
                                    & (Notice.kind == "decision") & Notice.voided_at.is_null())
              .order_by(Notice.id).first())
    due = removal_after(notice, row.decision_on, sent_by=letter.method if letter else "in_person",
                        received_on=received_on)
    due = later_of(permit.removal_deadline, due)
    if due.value != permit.removal_deadline:
        _set(actor, permit.id, due.value, due.text())
    return due.value
