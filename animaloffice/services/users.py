"""Users, roles and signing in.

Passwords are stored only as salted scrypt hashes (``domain.passwords``); the
audit log records user changes without the hash. Failed sign-ins are slowed:
each failure in a row doubles the wait before the next answer (up to 16 s),
and the count is forgotten after a quiet quarter of an hour or a good sign-in.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import timedelta

import peewee as pw

from ..domain import validate
from ..domain.errors import OfficeError, ValidationError
from ..domain.passwords import hash_password, password_problem, verify_password
from ..domain.roles import ROLES, SYSTEM, Actor, forget_seen_roles
from ..persistence.db import transaction
from ..persistence.models import User, now
from . import audit
from .common import fetch, lock_counter, save_versioned


class SignInFailed(OfficeError):
    def __init__(self, username: str):
        super().__init__(username)
        self.field = "password"
        self.message = "the user name or password is not right"


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
    actor.require("manage_users")
    username = _clean_username(username)
    role = validate.choice("role", role, ROLES)
    full_name = validate.text("full_name", full_name, max_len=120)
    password = _check_password(password)
    with transaction():
        if User.select().where(User.username == username).exists():
            raise ValidationError("username", f"{username!r} is already taken", username)
        try:
            row = User.create(username=username, role=role, full_name=full_name,
                              password_hash=hash_password(password))
        except pw.IntegrityError:  # taken at another workstation since the check above
            raise ValidationError("username", f"{username!r} is already taken", username) from None
        audit.record(actor, "user.create", row, after=_public(row))
    return _info(row)


def create_first_admin(username: str, password: str, full_name: str = "") -> UserInfo:
    """The first-run administrator; refused once any user exists."""
    if has_users():
        raise ValidationError("username", "the office already has users; sign in as an administrator")
    return create_user(SYSTEM, username, password, "administrator", full_name)


FAILED_DELAY_SECONDS = 0.5
MAX_DELAY_SECONDS = 16.0
FORGET_FAILURES_AFTER = timedelta(minutes=15)


def failure_delay(failed_attempts: int) -> float:
    """The wait before answering, after this many failures in a row."""
    if failed_attempts <= 0:
        return 0.0
    return min(FAILED_DELAY_SECONDS * (2 ** min(failed_attempts - 1, 10)), MAX_DELAY_SECONDS)


def authenticate(username: str, password: str, *, sleep=time.sleep) -> UserInfo:
    """Check a password. Each failure in a row makes the next answer slower."""
    try:
        username = _clean_username(username)
    except ValidationError:
        sleep(FAILED_DELAY_SECONDS)
        raise SignInFailed(str(username)) from None
    row = User.get_or_none(User.username == username)
    failures = 0
    if row is not None and row.failed_attempts:
        recent = row.last_failed_at is None or now() - row.last_failed_at < FORGET_FAILURES_AFTER
        failures = row.failed_attempts if recent else 0
        if failures:
            sleep(failure_delay(failures))
    ok = (row is not None and row.active and isinstance(password, str)
          and verify_password(password, row.password_hash))
    if not ok:
        if row is not None:
            with transaction():
                User.update(failed_attempts=failures + 1, last_failed_at=now()).where(
                    User.id == row.id).execute()
                audit.record(Actor(username, "none"), "user.sign_in_failed", table="user",
                             record_id=row.id, after={"failed_attempts": failures + 1},
                             note="" if row.active else "the user is deactivated")
        else:
            sleep(FAILED_DELAY_SECONDS)
        raise SignInFailed(username)
    with transaction():
        if row.failed_attempts:
            User.update(failed_attempts=0).where(User.id == row.id).execute()
        audit.record(Actor(row.username, row.role, row.id), "user.sign_in", table="user",
                     record_id=row.id, after={"failed_attempts": 0})
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
    actor.require("manage_users")
    if full_name is not None:
        full_name = validate.text("full_name", full_name, max_len=120)
    if role is not None:
        role = validate.choice("role", role, ROLES)
    if active is not None:
        active = validate.boolean("active", active)
    if expected_version is not None:
        expected_version = validate.integer("expected_version", expected_version, minimum=1)
    with transaction():
        lock_counter("administrators")  # two desks taking away the last two administrators take turns
        row = fetch(User, user_id, "user_id")
        before = _public(row)
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
        save_versioned(row, expected_version)
        verb = "update"
        if active is not None and active != before["active"]:
            verb = "activate" if active else "deactivate"
        audit.record(actor, f"user.{verb}", row, before=before, after=_public(row))
    forget_seen_roles()  # this desk's windows offer the changed user's new rights at once
    return _info(row)


def set_password(actor: Actor, user_id: int, password: str) -> None:
    """An administrator sets (resets) a user's password; the user's failed-sign-in count clears."""
    actor.require("manage_users")
    password = _check_password(password)
    with transaction():
        row = fetch(User, user_id, "user_id")
        before = _public(row)
        row.password_hash = hash_password(password)
        row.failed_attempts = 0
        save_versioned(row)
        audit.record(actor, "user.password_reset", row, before=before, after=_public(row))


def change_own_password(actor: Actor, current: str, new: str) -> None:
    """Any signed-in user changes their own password, giving the current one."""
    actor.require("change_own_password")
    if actor.user_id is None:
        raise ValidationError("current", "sign in first")
    new = _check_password(new)
    with transaction():
        row = fetch(User, actor.user_id, "user_id")
        if not isinstance(current, str) or not verify_password(current, row.password_hash):
            raise ValidationError("current", "the current password is not right")
        before = _public(row)
        row.password_hash = hash_password(new)
        save_versioned(row)
        audit.record(actor, "user.password_change", row, before=before, after=_public(row))
