"""Errors that carry data: the field, the rule, the values. The window words them.

Each error also has a plain English ``message`` so a command line, a log or a
test can show it without the UI.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class OfficeError(Exception):
    """Base for every refusal the core raises on purpose."""

    message: str = ""

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.message


class ValidationError(OfficeError):
    """Bad input to a service: names the field and why."""

    def __init__(self, field: str, message: str, value: Any = None):
        super().__init__(field, message)
        self.field = field
        self.message = f"{field}: {message}"
        self.reason = message
        self.value = value


@dataclass(frozen=True)
class Refusal:
    """One reason the ordinance forbids an action."""

    rule_id: str
    reason: str
    data: dict[str, Any] = field(default_factory=dict)

    def text(self) -> str:
        return f"{self.reason} ({self.rule_id})"


class RuleViolation(OfficeError):
    """The ordinance forbids the action; carries every reason found."""

    def __init__(self, refusals: list[Refusal] | Refusal, field: str | None = None):
        if isinstance(refusals, Refusal):
            refusals = [refusals]
        super().__init__(refusals)
        self.refusals = list(refusals)
        self.field = field
        self.message = "; ".join(r.text() for r in self.refusals)

    @property
    def rule_ids(self) -> list[str]:
        return [r.rule_id for r in self.refusals]


class NotFound(OfficeError):
    def __init__(self, entity: str, key: Any, field: str | None = None):
        super().__init__(entity, key)
        self.entity, self.key = entity, key
        self.field = field or f"{entity}_id"
        self.message = f"{self.field}: no {entity} {key!r}"


ACTION_WORDS = {  # what a refused user may not do, in words (the rest read as they are)
    "edit_records": "change owner and animal records", "hearings": "run hearings",
    "impound": "take animals in", "dispose": "record the disposition of an animal",
    "inspect": "record inspections", "office_settings": "change the office settings",
    "change_fees": "change fees or periods", "manage_users": "manage users",
    "export_data": "export office data", "restore_backup": "restore a backup",
    "make_backup": "make a backup", "view_audit": "read the audit log",
    "void_record": "void records", "take_payment": "take payments",
    "take_call": "take calls for service", "work_call": "work calls for service (visits, outcomes)",
    "record_bite": "record bite reports", "view_confidential": "see who called or who was bitten",
    "attach_files": "attach photos and papers", "file_rabies_reports": "file veterinarians' rabies reports",
}


class PermissionDenied(OfficeError):
    def __init__(self, action: str, role: str):
        super().__init__(action, role)
        self.action, self.role = action, role
        self.field = None
        words = ACTION_WORDS.get(action, action.replace("_", " "))
        self.message = f"a user with the role {role!r} may not {words}"


class AccountDeactivated(PermissionDenied):
    """The signed-in user's account was deactivated since they signed in."""

    def __init__(self, action: str, username: str):
        super().__init__(action, "deactivated")
        self.username = username
        self.message = "your account was deactivated by an administrator; sign in again"


class ConflictError(OfficeError):
    """Someone else changed the record since it was read (optimistic locking)."""

    def __init__(self, entity: str, record_id: Any, field: str | None = None):
        super().__init__(entity, record_id)
        self.entity, self.record_id = entity, record_id
        self.field = field
        self.message = (
            f"{entity} {record_id} was changed by someone else since you opened it; "
            "reload it and make your change again"
        )


class ProfileError(OfficeError):
    """A malformed ordinance profile: names the file and the key."""

    def __init__(self, source: str, key: str, problem: str):
        super().__init__(source, key, problem)
        self.source, self.key, self.problem = source, key, problem
        self.field = key
        self.message = f"{source}: {key}: {problem}"


class CancelledError(Exception):
    """The person cancelled a batch document."""
