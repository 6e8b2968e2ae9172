"""A shared counter's sign-out: the person leaves the desk, the window locks until the next
person signs in (their sign-in is audited by ``users.authenticate``; the sign-out here)."""
from __future__ import annotations

from ..domain.roles import Actor
from . import audit
from .office_action import OfficeAction


def record_sign_out(actor: Actor) -> None:
    """Audit that the signed-in person left the window (nothing else changes)."""
    with OfficeAction(actor, "sign_out"):
        audit.record(actor, "user.sign_out", table="user", record_id=actor.user_id, after=None)
