"""Users, roles and signing in.

Passwords are stored only as salted scrypt hashes (``domain.passwords``); the
audit log records user changes without the hash or the authority. Failed sign-ins are slowed
and locked out per user name and per workstation (``sign_in_throttle``); an unknown user name
costs the same check as a wrong password. A change to an account carries the proof of the
administrator making it (``persistence.account_proof``), which PostgreSQL checks.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

import peewee as pw

from ..domain import validate
from ..domain.errors import OfficeError, ValidationError
from ..domain.passwords import check_password, derive, needs_rehash, password_problem, spend_as_a_check
from ..domain.roles import ROLES, SYSTEM, Actor, forget_seen_roles
from ..persistence import account_proof
from ..persistence.db import transaction
from ..persistence.fetch import fetch
from ..persistence.models.base import now
from ..persistence.models.office import User
from . import audit, sign_in_throttle
from .common import lock_counter
from .office_action import OfficeAction


class SignInFailed(OfficeError):
    def __init__(self, username: str):
        super().__init__(username)
        self.field = "password"
        self.message = "the user name or password is not right"


class SignInLocked(SignInFailed):
    """Too many failed sign-ins in a row: refused, whatever the password, until ``until``."""

    def __init__(self, username: str, until):
        super().__init__(username)
        self.until = until
        self.message = (f"too many failed sign-ins: try again after {until:%H:%M}, or ask an "
                        "administrator to set a new password")


@dataclass(frozen=True)
class UserInfo:
    id: int
    username: str
    full_name: str
    role: str
    active: bool
    version: int = 1

    def actor(self) -> Actor:
        return Actor(self.username, self.role, self.id)


def _info(row: User) -> UserInfo:
    return UserInfo(row.id, row.username, row.full_name, row.role, row.active, row.version)


def _public(row: User) -> dict:
    """A user row for the audit log: never the password hash."""
    values = audit.snapshot(row)
    values.pop("password_hash", None)
    values.pop("authority", None)
    return values


def _clean_username(username: str) -> str:
    username = validate.text("username", username, max_len=80, required=True).lower()
    if not all(c.isascii() and (c.isalnum() or c in "._-") for c in username):
        raise ValidationError("username", "may hold only letters, digits, '.', '_' and '-'", username)
    return username


def _check_password(password) -> str:
    problem = password_problem(password)
    if problem:
        raise ValidationError("password", problem)
    if any(ord(c) < 32 or 0xD800 <= ord(c) <= 0xDFFF for c in password):
        raise ValidationError("password", "contains control or invalid characters")
    return password


def has_users() -> bool:
    return User.select().exists()


def create_user(actor: Actor, username: str, password: str, role: str, full_name: str = "") -> UserInfo:
    act = OfficeAction(actor, "manage_users")
    username = _clean_username(username)
    role = validate.choice("role", role, ROLES)
    full_name = validate.text("full_name", full_name, max_len=120)
    password = _check_password(password)
    with account_proof.refusals_in_words(), act:
        if User.select().where(User.username == username).exists():
            raise ValidationError("username", f"{username!r} is already taken", username)
        derived = derive(password)
        account_proof.prove(actor.user_id)
        try:
            row = User.create(username=username, role=role, full_name=full_name,
                              password_hash=derived.stored, authority=derived.authority)
        except pw.IntegrityError:  # taken at another workstation since the check above
            raise ValidationError("username", f"{username!r} is already taken", username) from None
        act.created(row, "user.create", view=_public)
    return _info(row)


def create_first_admin(username: str, password: str, full_name: str = "") -> UserInfo:
    """The first-run administrator; refused once any user exists."""
    if has_users():
        raise ValidationError("username", "the office already has users; sign in as an administrator")
    return create_user(SYSTEM, username, password, "administrator", full_name)


def _name_or_none(username) -> str | None:
    try:
        return _clean_username(username)
    except ValidationError:
        return None


def authenticate(username: str, password: str, *, sleep=time.sleep, workstation: str | None = None
                 ) -> UserInfo:
    """Check a password. Each failure in a row makes the next answer slower; repeated failures
    lock the user name (and the workstation) out for a while. A user name that does not exist
    (or cannot) is treated exactly as a real one with a wrong password."""
    workstation = workstation or sign_in_throttle.this_workstation()
    name = _name_or_none(username)
    key = f"user:{name if name is not None else '?'}"
    standing = sign_in_throttle.standing(key, workstation)
    delay = standing.delay()
    if delay:
        sleep(delay)
    row = User.get_or_none(User.username == name) if name is not None else None
    if standing.locked_until is not None:
        spend_as_a_check(password)
        raise SignInLocked(str(name or username), standing.locked_until)
    proof = None
    if row is not None and row.active and isinstance(password, str):
        proof = check_password(password, row.password_hash)
    else:
        spend_as_a_check(password)
    if proof is None:
        with transaction():
            failures = sign_in_throttle.record_failure(key, workstation)
            if row is not None:
                User.update(failed_attempts=failures, last_failed_at=now()).where(
                    User.id == row.id).execute()
            audit.record(Actor(name or "?", "none"), "user.sign_in_failed", table="user",
                         record_id=row.id if row is not None else "", after={"failed_attempts": failures},
                         note=("" if row is None or row.active else "the user is deactivated")
                         + f" at {workstation}")
        raise SignInFailed(str(name if name is not None else username))
    with transaction():
        sign_in_throttle.clear(key)
        if row.failed_attempts:
            User.update(failed_attempts=0).where(User.id == row.id).execute()
        if needs_rehash(row.password_hash) or not proof or not row.authority:
            derived = derive(password)  # this release's cost, and a proof for an older account
            account_proof.prove(row.id, proof if row.authority else derived.proof)
            User.update(password_hash=derived.stored, authority=derived.authority,
                        version=User.version + 1).where(User.id == row.id).execute()
            proof = derived.proof
        audit.record(Actor(row.username, row.role, row.id), "user.sign_in", table="user",
                     record_id=row.id, after={"failed_attempts": 0}, note=f"at {workstation}")
    account_proof.remember(row.id, proof)
    return _info(row)


def list_users() -> list[UserInfo]:
    return [_info(u) for u in User.select().order_by(User.username)]


def get_user(user_id: int) -> UserInfo:
    return _info(fetch(User, user_id, "user_id"))


def _active_admins(except_id: int) -> int:
    return (User.select().where((User.role == "administrator") & (User.active == True)  # noqa: E712
                                & (User.id != except_id)).count())


def update_user(actor: Actor, user_id: int, *, expected_version: int | None = None,
                full_name: str | None = None, role: str | None = None,
                active: bool | None = None) -> UserInfo:
    """Change a user's name, role, or whether they may sign in.

    The office always keeps one active administrator, and nobody deactivates
    or demotes themselves (so nobody locks the office out by a slip).
    """
    act = OfficeAction(actor, "manage_users")
    if full_name is not None:
        full_name = validate.text("full_name", full_name, max_len=120)
    if role is not None:
        role = validate.choice("role", role, ROLES)
    if active is not None:
        active = validate.boolean("active", active)
    if expected_version is not None:
        expected_version = validate.integer("expected_version", expected_version, minimum=1)
    with account_proof.refusals_in_words(), act:
        lock_counter("administrators")  # two desks taking away the last two administrators take turns
        row = act.fetch(User, user_id, "user_id", view=_public)
        was_active = row.active
        if row.id == actor.user_id and (active is False or (role and role != row.role)):
            raise ValidationError("role" if role else "active",
                                  "you cannot deactivate yourself or change your own role; "
                                  "ask another administrator")
        losing_admin = row.role == "administrator" and row.active and (
            (role is not None and role != "administrator") or active is False)
        if losing_admin and _active_admins(row.id) == 0:
            raise ValidationError("role" if role else "active",
                                  "the office needs at least one active administrator")
        if full_name is not None:
            row.full_name = full_name
        if role is not None:
            row.role = role
        if active is not None:
            row.active = active
            if active:
                row.failed_attempts = 0
        account_proof.prove(actor.user_id)
        verb = "update"
        if active is not None and active != was_active:
            verb = "activate" if active else "deactivate"
        act.save(row, f"user.{verb}", expected_version=expected_version)
        if active:
            sign_in_throttle.clear(f"user:{row.username}")
    forget_seen_roles()  # this desk's windows offer the changed user's new rights at once
    return _info(row)


def set_password(actor: Actor, user_id: int, password: str) -> None:
    """An administrator sets (resets) a user's password; the user's failed-sign-in count clears."""
    act = OfficeAction(actor, "manage_users")
    password = _check_password(password)
    with account_proof.refusals_in_words(), act:
        row = act.fetch(User, user_id, "user_id", view=_public)
        derived = derive(password)
        row.password_hash, row.authority = derived.stored, derived.authority
        row.failed_attempts = 0
        account_proof.prove(actor.user_id)
        act.save(row, "user.password_reset")
        sign_in_throttle.clear(f"user:{row.username}")  # a new password lifts a lock-out


def change_own_password(actor: Actor, current: str, new: str) -> None:
    """Any signed-in user changes their own password, giving the current one."""
    act = OfficeAction(actor, "change_own_password")
    if actor.user_id is None:
        raise ValidationError("current", "sign in first")
    new = _check_password(new)
    with account_proof.refusals_in_words(), act:
        row = act.fetch(User, actor.user_id, "user_id", view=_public)
        proof = check_password(current, row.password_hash) if isinstance(current, str) else None
        if proof is None:
            raise ValidationError("current", "the current password is not right")
        had_authority = bool(row.authority and proof)
        derived = derive(new)
        row.password_hash, row.authority = derived.stored, derived.authority
        account_proof.prove(row.id, proof if had_authority else derived.proof)
        act.save(row, "user.password_change")
    account_proof.remember(row.id, derived.proof)
