"""Who may do what. The service layer checks this, not only the window."""
from __future__ import annotations

import time
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .errors import AccountDeactivated, PermissionDenied

ROLES = ("clerk", "officer", "administrator")

# action -> the roles allowed to take it
PERMISSIONS: dict[str, frozenset[str]] = {
    "edit_records": frozenset({"clerk", "officer", "administrator"}),   # owners, animals, vaccinations
    "issue_license": frozenset({"clerk", "officer", "administrator"}),
    "take_payment": frozenset({"clerk", "officer", "administrator"}),
    "void_record": frozenset({"clerk", "officer", "administrator"}),
    "record_application": frozenset({"clerk", "officer", "administrator"}),
    "inspect": frozenset({"officer", "administrator"}),
    "decide_permit": frozenset({"officer", "administrator"}),
    "revoke_permit": frozenset({"officer", "administrator"}),
    "record_violation": frozenset({"officer", "administrator"}),
    "impound": frozenset({"clerk", "officer", "administrator"}),
    "dispose": frozenset({"officer", "administrator"}),
    "send_notice": frozenset({"clerk", "officer", "administrator"}),
    "hearings": frozenset({"officer", "administrator"}),
    "declare_dangerous_dog": frozenset({"officer", "administrator"}),  # MN-347.50
    "change_fees": frozenset({"administrator"}),
    "office_settings": frozenset({"administrator"}),
    "manage_users": frozenset({"administrator"}),
    "merge_owners": frozenset({"officer", "administrator"}),
    "export_data": frozenset({"officer", "administrator"}),
    "restore_backup": frozenset({"administrator"}),
    "make_backup": frozenset({"clerk", "officer", "administrator"}),
    "view_audit": frozenset({"officer", "administrator"}),
    "check_audit": frozenset({"administrator"}),  # the audit log's chain, checked whole
    "change_own_password": frozenset({"clerk", "officer", "administrator"}),
    "sign_out": frozenset({"clerk", "officer", "administrator"}),  # a shared counter: the next person signs in
    # the officer's field work: the desk takes a call and dispatches it; the officer works it
    "take_call": frozenset({"clerk", "officer", "administrator"}),
    "work_call": frozenset({"officer", "administrator"}),
    "record_bite": frozenset({"clerk", "officer", "administrator"}),
    # who called and who was bitten: read by the officer and the administrator only
    "view_confidential": frozenset({"officer", "administrator"}),
    "attach_files": frozenset({"clerk", "officer", "administrator"}),
    "file_rabies_reports": frozenset({"clerk", "officer", "administrator"}),
}

ROLE_LABELS = {"clerk": "Clerk (front desk)", "officer": "Animal control officer",
               "administrator": "Administrator"}


# --- the account as it is now -------------------------------------------------------------
# A user may be deactivated, or given another role, by an administrator (perhaps at another
# desk sharing the database) while signed in. The office expects that to count at once, so an
# actor with a user id is judged by its account's CURRENT role, read through a source the
# persistence layer registers when the database opens (the domain stays free of the database).

RoleSource = Callable[[int], "str | None"]
"""user id -> the account's role now, or None when it is deactivated (or gone)."""

MAY_CACHE_SECONDS = 2.0
"""How old a role read ``may`` accepts (``require`` always reads afresh)."""

_source: RoleSource | None = None
_seen: dict[int, tuple[float, str | None]] = {}  # user id -> (when read, role) for ``may``
_listeners: list[weakref.ReferenceType[Any]] = []  # weak references to callables told of a refusal of the account


def use_role_source(source: RoleSource | None) -> None:
    """Judge actors by ``source`` from now on (None: by the role they signed in with)."""
    global _source
    _source = source
    _seen.clear()


def forget_seen_roles() -> None:
    """Drop the roles ``may`` remembers (after this desk changed a user)."""
    _seen.clear()


def watch_account_refusals(callback: Callable[..., object]) -> None:
    """``callback(actor, error)`` is told when an actor is refused because an administrator
    deactivated the account or changed its role. Held weakly: a closed window drops out."""
    ref = weakref.WeakMethod(callback) if hasattr(callback, "__self__") else weakref.ref(callback)
    _listeners.append(ref)


def _tell(actor: Actor, error: PermissionDenied) -> None:
    for ref in list(_listeners):
        callback = ref()
        if callback is None:
            _listeners.remove(ref)
            continue
        try:
            callback(actor, error)
        except RuntimeError:  # a Qt object already deleted: nothing to tell
            _listeners.remove(ref)


@dataclass(frozen=True)
class Actor:
    """The signed-in user on whose behalf a service acts.

    ``role`` is the role signed in with. For an actor with a ``user_id`` the rights come from
    the account as it is now (``current_role``): a deactivated account may do nothing, a
    changed role acts with the new role's rights, lowered or raised. The built-in system actor
    and actors without a user id keep their role.

    Why ``require`` reads afresh and ``may`` does not: ``require`` guards every service action
    (the write the office cares about), so it reads the user's row by primary key each time; a
    fraction of a millisecond against an action that writes rows and an audit entry, and never
    stale. ``may`` only decides what the window offers (buttons enabled, menus shown) and is
    called many times while a form is built, so it accepts a read up to MAY_CACHE_SECONDS old;
    a stale "yes" there is still refused by ``require`` when the button is pressed.
    """

    username: str
    role: str
    user_id: int | None = None

    def current_role(self, *, fresh: bool = True) -> str | None:
        """The role this actor acts with now; None when the account was deactivated."""
        if self.user_id is None or self.role == "system" or _source is None:
            return self.role
        if not fresh:
            seen = _seen.get(self.user_id)
            if seen is not None and time.monotonic() - seen[0] < MAY_CACHE_SECONDS:
                return seen[1]
        role = _source(self.user_id)
        _seen[self.user_id] = (time.monotonic(), role)
        return role

    def may(self, action: str) -> bool:
        """True if this actor's role may take ``action`` (an unknown action is refused)."""
        return _allowed(self.current_role(fresh=False), action)  # pragma: no mutate: None is as false

    def require(self, action: str) -> None:
        """Refuse (PermissionDenied) unless the account as it is now may take ``action``."""
        role = self.current_role()
        if role is None:
            gone = AccountDeactivated(action, self.username)
            _tell(self, gone)
            raise gone
        if not _allowed(role, action):
            error = PermissionDenied(action, role)
            if role != self.role:
                error.message += (f" (an administrator changed your role from {self.role!r} "
                                  f"to {role!r})")
                _tell(self, error)
            raise error


def _allowed(role: str | None, action: str) -> bool:
    return role is not None and (role == "system" or role in PERMISSIONS.get(action, frozenset()))


SYSTEM = Actor("system", "system")
