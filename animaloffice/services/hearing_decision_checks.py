"""What a written decision must satisfy before it is saved, and the removal deadline it sets.

- Conditions, a permit's expiry, a new removal deadline: only where the decision can carry them.
- The decision is signed for the hearing body or officer, never by the official whose action
  was contested: not the one who decided the denial or the revocation, nor who sent its notice,
  nor the office's own signatory on the notice.
- A revocation upheld after a request made on time: the removal deadline was stayed, so the
  animals get the profile's removal days from the owner's receipt of the written decision
  (W-90.10H5, MN-645.15); where the profile has no removal period (T-4C) the revocation takes
  effect the day after that receipt. A decision may give more time, never less.
"""
from __future__ import annotations

from datetime import date

from ..domain import hearing_stays as stays
from ..domain.errors import Refusal, RuleViolation, ValidationError
from ..domain.explain import Explained, fmt_date
from ..domain.permits import has_removal_period, is_commercial
from ..domain.statuses import HearingStatus
from ..persistence.models.enforcement import Hearing, HearingRequest, Notice
from ..persistence.models.office import AuditEntry, User
from ..persistence.models.permits import Permit, PermitApplication
from ..persistence.profiles import profile_for
from ..queries.office import get_office_setting
from .hearing_effects import action_target


def check_decision(notice: Notice, decision: str, decided_on: date, conditions: str, expires_on: date | None,
                   new_removal: date | None) -> None:
    target = action_target(notice)
    if decision == "modified" and target and not conditions:
        raise ValidationError("conditions", "a decision modified with conditions states the conditions")
    if expires_on is not None:
        if target != "application" or decision == "upheld":
            raise ValidationError("permit_expires_on", "only a decision that issues a denied permit sets its expiry")
        if expires_on <= decided_on:
            raise ValidationError("permit_expires_on", "must be after the decision date")
    if new_removal is not None:
        if target != "permit" or decision != "upheld":
            raise ValidationError("new_removal_deadline",
                                  "only a decision that upholds a revocation sets a removal deadline")
        if new_removal <= decided_on:
            raise ValidationError("new_removal_deadline", "must be after the decision date")


def _who(username: str) -> set[str]:
    """A user's name as it could be typed: the user name and the full name."""
    names = {username}
    user = User.get_or_none(User.username == username)
    if user is not None and user.full_name:
        names.add(user.full_name)
    return names


def contested_officials(notice: Notice) -> set[str]:
    """Who took the action the hearing reviews, in lower case: whoever sent the notice, decided the
    denial or revoked the permit, and the office's signatory on its letters."""
    names: set[str] = set()
    for (username,) in (AuditEntry.select(AuditEntry.username)
                        .where((AuditEntry.table_name == Notice._meta.table_name)
                               & (AuditEntry.record_id == str(notice.id))).tuples()):
        names |= _who(username)
    target = action_target(notice)
    if target == "application":
        app = PermitApplication.get_or_none(PermitApplication.id == notice.subject_id)
        if app is not None and app.decided_by:
            names |= _who(app.decided_by)
    elif target == "permit":
        for (username,) in (AuditEntry.select(AuditEntry.username)
                            .where((AuditEntry.table_name == Permit._meta.table_name)
                                   & (AuditEntry.record_id == str(notice.subject_id))
                                   & (AuditEntry.action == "permit.revoke")).tuples()):
            names |= _who(username)
    signatory = get_office_setting("signature_name")
    if signatory:
        names.add(signatory)
    return {n.strip().casefold() for n in names if n and n.strip()}


def check_signer(notice: Notice, signed_by: str) -> None:
    """Left empty, the letter is signed for the hearing body on a blank line (its chair or the officer
    signs by hand); a name given is refused if it is the contested official's."""
    if signed_by and signed_by.strip().casefold() in contested_officials(notice):
        raise ValidationError("signed_by", f"{signed_by} took or signed the action the hearing reviewed; the "
                              "decision is signed by the hearing body or officer, never by that official")


def request_on_time(notice: Notice) -> bool:
    """The case's request was made on time (so what the notice set running was stayed)."""
    req = (HearingRequest.select().where((HearingRequest.notice == notice.id) & HearingRequest.voided_at.is_null())
           .order_by(HearingRequest.id.desc()).first())
    return req is not None and not req.late


def removal_after(notice: Notice, decided_on: date, *, sent_by: str, received_on: date | None = None,
                  rule_id: str = "") -> Explained[date] | None:
    """The removal deadline an upheld revocation now sets: the profile's removal days from the owner's
    receipt of the decision, where a timely request stayed the notice's (None: nothing was stayed)."""
    if action_target(notice) != "permit" or not request_on_time(notice):
        return None
    profile = profile_for(notice.jurisdiction_id)
    permit = Permit.get_by_id(notice.subject_id)
    if not has_removal_period(profile):  # T-4C: the revocation takes effect the day after receipt
        return stays.effect_after_decision(profile, decided_on, sent_by=sent_by, received_on=received_on,
                                           rule_id=rule_id or "T-4C")
    released = is_commercial(profile, permit.permit_type)
    return stays.removal_after_decision(profile, decided_on, sent_by=sent_by, received_on=received_on,
                                        rule_id=rule_id or "W-90.10H5", released=released)


def check_new_removal(due: Explained[date] | None, new_removal: date | None, *, removal: bool = True) -> None:
    """A decision may give more time than the days from receipt, never less (``removal`` false: the
    day is the last under the permit before the revocation takes effect, T-4C)."""
    if due is not None and new_removal is not None and new_removal < due.value:
        what = (f"the owner has until {fmt_date(due.value)} to remove the animals" if removal else
                f"the animals are kept under the permit until {fmt_date(due.value)}, the day the owner "
                "receives the decision")
        raise RuleViolation(Refusal(due.rule_id, f"{what}: " + due.text() + " A decision may set a later day, "
                                    "not an earlier one", {"removal_deadline": due.value}), field="new_removal_deadline")


def decided_hearing(hearing_id) -> Hearing:
    from ..persistence.fetch import fetch

    row = fetch(Hearing, hearing_id, "hearing_id")
    if row.status != HearingStatus.DECIDED or row.decision_on is None:
        raise ValidationError("hearing_id", "the hearing has no written decision yet")
    return row
