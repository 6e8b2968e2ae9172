"""Who may do what. The service layer checks this, not only the window."""
from __future__ import annotations

from dataclasses import dataclass

from .errors import PermissionDenied

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
    "change_own_password": frozenset({"clerk", "officer", "administrator"}),
}

ROLE_LABELS = {"clerk": "Clerk (front desk)", "officer": "Animal control officer",
               "administrator": "Administrator"}


@dataclass(frozen=True)
class Actor:
    """The signed-in user on whose behalf a service acts."""

    username: str
    role: str
    user_id: int | None = None

    def may(self, action: str) -> bool:
        """True if this actor's role may take ``action`` (an unknown action is refused)."""
        return self.role == "system" or self.role in PERMISSIONS.get(action, frozenset())

    def require(self, action: str) -> None:
        if not self.may(action):
            raise PermissionDenied(action, self.role)


SYSTEM = Actor("system", "system")
