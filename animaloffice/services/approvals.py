"""Separation of duties: voiding a payment or refunding a fee takes two people.

With the office setting ``separation_of_duties`` on (the default), such an action is taken by
an administrator, or by anyone else together with a second person who signs in at the desk
(``second_sign_in``): a clerk cannot void the cash payment they took, alone. The second
person's sign-in is counted, slowed and locked out like any sign-in; the approval it gives is
good for one action, by the person it was given to, within ``APPROVAL_MINUTES``; who approved
is written to the audit log beside the action.
"""
from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field

from ..domain.errors import OfficeError, ValidationError
from ..domain.roles import Actor
from . import audit

SETTING = "separation_of_duties"
APPROVAL_MINUTES = 5

WHAT = {"payment.void": "voiding a payment", "fee.refund": "refunding a fee"}


class SecondPersonNeeded(OfficeError):
    """The action needs an administrator, or a second person's sign-in."""

    def __init__(self, action: str, reason: str = ""):
        super().__init__(action)
        self.action = action
        self.field = "approval"
        what = WHAT.get(action, action)
        self.message = reason or (f"{what} needs an administrator, or a second person who signs in "
                                  "at this desk to approve it")


@dataclass(frozen=True)
class Approval:
    """A second person's sign-in, for one action of ``for_user``."""

    user_id: int
    username: str
    for_user: str
    token: str = field(repr=False)


_issued: dict[str, tuple[Approval, float]] = {}  # token -> (approval, expires at, monotonic)


def required() -> bool:
    from ..queries.office import get_office_setting

    return get_office_setting(SETTING, "on") != "off"


def second_sign_in(actor: Actor, username: str, password: str, *, sleep=time.sleep,
                   workstation: str | None = None) -> Approval:
    """A second person signs in at the desk to approve the next action of ``actor``."""
    from .users import authenticate

    actor.require("void_record")
    person = authenticate(username, password, sleep=sleep, workstation=workstation)
    if person.id == actor.user_id or person.username == actor.username:
        raise ValidationError("approval", "the second person must be someone else")
    approval = Approval(person.id, person.username, actor.username, secrets.token_hex(16))
    _issued[approval.token] = (approval, time.monotonic() + APPROVAL_MINUTES * 60)
    return approval


def check(actor: Actor, action: str, approval: Approval | None, *, table: str, record_id) -> None:
    """Inside the action's transaction: refuse it unless the office lets this actor take it
    alone or a good approval comes with it (used up here, and audited)."""
    if not required() or actor.current_role() in ("administrator", "system"):
        return
    if approval is None:
        raise SecondPersonNeeded(action)
    issued = _issued.pop(getattr(approval, "token", None), None) if isinstance(approval, Approval) else None
    if issued is None or issued[0] != approval or issued[1] < time.monotonic():
        raise SecondPersonNeeded(action, "the second person's approval is not valid (used already, or "
                                         f"older than {APPROVAL_MINUTES} minutes): sign in again to approve")
    if approval.for_user != actor.username:
        raise SecondPersonNeeded(action, "that approval was given to someone else")
    if Actor(approval.username, "", approval.user_id).current_role() is None:
        raise SecondPersonNeeded(action, f"{approval.username}'s account was deactivated")
    audit.record(actor, "approval.second_person", table=table, record_id=record_id,
                 after={"approved_by": approval.username, "for": action},
                 note=f"{WHAT.get(action, action)} approved by {approval.username}")
