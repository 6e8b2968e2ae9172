"""Users, roles and signing in."""
from __future__ import annotations

import time
from dataclasses import dataclass

from ..domain import validate
from ..domain.errors import OfficeError, ValidationError
from ..domain.passwords import hash_password, password_problem, verify_password
from ..domain.roles import ROLES, SYSTEM, Actor
from ..persistence.db import transaction
from ..persistence.models import User, now
from . import audit
from .common import fetch, save_versioned


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

    def actor(self) -> Actor:
        return Actor(self.username, self.role, self.id)


def _info(row: User) -> UserInfo:
    return UserInfo(row.id, row.username, row.full_name, row.role, row.active)


def _clean_username(username: str) -> str:
    username = validate.text("username", username, max_len=80, required=True).lower()
    if not all(c.isalnum() or c in "._-" for c in username):
        raise ValidationError("username", "may hold only letters, digits, '.', '_' and '-'", username)
    return username


def has_users() -> bool:
    return User.select().exists()


def create_user(actor: Actor, username: str, password: str, role: str, full_name: str = "") -> UserInfo:
    actor.require("manage_users")
    username = _clean_username(username)
    role = validate.choice("role", role, ROLES)
    full_name = validate.text("full_name", full_name, max_len=120)
    problem = password_problem(password)
    if problem:
        raise ValidationError("password", problem)
    with transaction():
        if User.select().where(User.username == username).exists():
            raise ValidationError("username", f"{username!r} is already taken", username)
        row = User.create(username=username, role=role, full_name=full_name,
                          password_hash=hash_password(password))
        after = audit.snapshot(row)
        after.pop("password_hash", None)
        audit.record(actor, "user.create", row, after=after)
    return _info(row)


def create_first_admin(username: str, password: str, full_name: str = "") -> UserInfo:
    """The first-run administrator; refused once any user exists."""
    if has_users():
        raise ValidationError("username", "the office already has users; sign in as an administrator")
    return create_user(SYSTEM, username, password, "administrator", full_name)


FAILED_DELAY_SECONDS = 0.5


def authenticate(username: str, password: str, *, sleep=time.sleep) -> UserInfo:
    """Check a password. Each failure in a row makes the next answer slower."""
    try:
        username = _clean_username(username)
    except ValidationError:
        sleep(FAILED_DELAY_SECONDS)
        raise SignInFailed(str(username)) from None
    row = User.get_or_none(User.username == username)
    if row is not None and row.failed_attempts:
        sleep(min(FAILED_DELAY_SECONDS * (2 ** min(row.failed_attempts - 1, 5)), 16))
    if row is None or not row.active or not verify_password(password or "", row.password_hash):
        if row is not None:
            with transaction():
                User.update(failed_attempts=User.failed_attempts + 1, last_failed_at=now()).where(
                    User.id == row.id).execute()
                audit.record(Actor(username, "none"), "user.sign_in_failed", table="user",
                             record_id=row.id, after=None)
        else:
            sleep(FAILED_DELAY_SECONDS)
        raise SignInFailed(username)
    if row.failed_attempts:
        with transaction():
            User.update(failed_attempts=0).where(User.id == row.id).execute()
    return _info(row)


def list_users() -> list[UserInfo]:
    return [_info(u) for u in User.select().order_by(User.username)]


def set_password(actor: Actor, user_id: int, password: str) -> None:
    if actor.user_id != user_id:
        actor.require("manage_users")
    problem = password_problem(password)
    if problem:
        raise ValidationError("password", problem)
    with transaction():
        row = fetch(User, user_id, "user_id")
        row.password_hash = hash_password(password)
        save_versioned(row)
        audit.record(actor, "user.password", row, after={"username": row.username})
