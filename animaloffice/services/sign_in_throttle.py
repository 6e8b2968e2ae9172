"""Failed sign-ins, counted per user name and per workstation, with a lock-out.

Every attempt is counted under its user name whether or not such a user exists, so an
unknown name is slowed and locked out exactly as a real one (nobody learns the office's user
names by trying). A workstation is counted too: one PC trying many names is stopped even
though no one name failed often. Each failure in a row doubles the wait before the next answer
(from 0.5 s, at most 16 s; a workstation's once it failed more often than one user name
may); after ``USER_LOCK_AFTER`` failures a user name, and after
``WORKSTATION_LOCK_AFTER`` a workstation, is refused for ``LOCK_MINUTES`` whatever the password,
and the lock-out is written to the audit log. Counts are forgotten after a quiet quarter of an
hour or a good sign-in (of that user). An administrator lifts a user's lock-out by setting a
new password or activating the account.
"""
from __future__ import annotations

import getpass
import socket
from dataclasses import dataclass
from datetime import datetime, timedelta

from ..domain.roles import Actor
from ..persistence.models.base import now
from ..persistence.models.office import SignInThrottle
from . import audit

FAILED_DELAY_SECONDS = 0.5
MAX_DELAY_SECONDS = 16.0
FORGET_FAILURES_AFTER = timedelta(minutes=15)
USER_LOCK_AFTER = 5
WORKSTATION_LOCK_AFTER = 10
LOCK_MINUTES = 15


def this_workstation() -> str:
    """The name attempts from this PC are counted under: the computer and its signed-in user."""
    try:
        user = getpass.getuser()
    except Exception:  # no user name in the environment (a service account)
        user = "?"
    return f"{socket.gethostname()}/{user}"[:100]


def failure_delay(failed_attempts: int) -> float:
    """The wait before answering, after this many failures in a row."""
    if failed_attempts <= 0:
        return 0.0
    return min(FAILED_DELAY_SECONDS * (2 ** min(failed_attempts - 1, 10)), MAX_DELAY_SECONDS)


@dataclass(frozen=True)
class Standing:
    user_failures: int
    workstation_failures: int
    locked_until: datetime | None  # the later lock-out of the two, if one is in force

    def delay(self) -> float:
        """A workstation slows its answers once it failed more than one user name alone could."""
        return failure_delay(max(self.user_failures, self.workstation_failures - USER_LOCK_AFTER))


def _row(key: str) -> SignInThrottle | None:
    return SignInThrottle.get_or_none(SignInThrottle.key == key)


def _recent(row: SignInThrottle | None, at: datetime) -> int:
    if row is None or row.last_failed_at is None or at - row.last_failed_at >= FORGET_FAILURES_AFTER:
        return 0
    return row.failures


def _lock(row: SignInThrottle | None, at: datetime) -> datetime | None:
    return row.locked_until if row is not None and row.locked_until and row.locked_until > at else None


def standing(user_key: str, workstation: str) -> Standing:
    at = now()
    user, ws = _row(user_key), _row(f"workstation:{workstation}")
    locks = [t for t in (_lock(user, at), _lock(ws, at)) if t is not None]
    return Standing(_recent(user, at), _recent(ws, at), max(locks) if locks else None)


def _count(key: str, at: datetime, lock_after: int) -> tuple[int, datetime | None]:
    """One more failure under ``key``; returns the count and a lock-out begun by it."""
    row = _row(key)
    failures = _recent(row, at) + 1
    locked = at + timedelta(minutes=LOCK_MINUTES) if failures >= lock_after and failures % lock_after == 0 else None
    values = {"failures": failures, "last_failed_at": at}
    if locked is not None:
        values["locked_until"] = locked
    if row is None:
        SignInThrottle.insert(key=key, **values).on_conflict(
            conflict_target=[SignInThrottle.key], update=values).execute()
    else:
        SignInThrottle.update(**values).where(SignInThrottle.key == key).execute()
    return failures, locked


def record_failure(user_key: str, workstation: str) -> int:
    """Count a failed attempt (inside the caller's transaction); audit any lock-out it begins.
    Returns the user name's failures in a row."""
    at = now()
    name = user_key.partition(":")[2]
    failures, user_locked = _count(user_key, at, USER_LOCK_AFTER)
    ws_failures, ws_locked = _count(f"workstation:{workstation}", at, WORKSTATION_LOCK_AFTER)
    someone = Actor(name or "?", "none")
    if user_locked is not None:
        audit.record(someone, "sign_in.locked_out", table="user", record_id=name,
                     after={"failures": failures, "locked_until": user_locked, "workstation": workstation},
                     note=f"{failures} failed sign-ins in a row for {name!r}")
    if ws_locked is not None:
        audit.record(someone, "sign_in.workstation_locked_out", table="", record_id=workstation,
                     after={"failures": ws_failures, "locked_until": ws_locked, "workstation": workstation},
                     note=f"{ws_failures} failed sign-ins in a row at {workstation}")
    return failures


def clear(user_key: str) -> None:
    """A good sign-in, a new password or a reactivation: the user name starts afresh."""
    SignInThrottle.update(failures=0, locked_until=None).where(SignInThrottle.key == user_key).execute()
