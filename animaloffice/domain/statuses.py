"""Every kind of status a record can have, each value with the words the window, the reports and
the papers show for it. Stored as the same text (``LicenseStatus.ACTIVE == "active"``), so the
tables need no change; a value read from the database is looked up with ``label_of``."""
from __future__ import annotations

from enum import StrEnum


class Status(StrEnum):
    """A status value with its label (``label``) and the lower-case words a sentence uses (``words``)."""

    label: str
    words: str

    def __new__(cls, value: str, label: str, words: str = "") -> Status:
        member = str.__new__(cls, value)
        member._value_ = value
        member.label = label
        member.words = words or label.lower()
        return member

    @classmethod
    def label_of(cls, value: str) -> str:
        """The label of a stored value; a value this release does not know shows as it is."""
        member = cls._value2member_map_.get(value)
        return member.label if isinstance(member, Status) else value

    @classmethod
    def words_of(cls, value: str) -> str:
        member = cls._value2member_map_.get(value)
        return member.words if isinstance(member, Status) else value


class AnimalStatus(Status):
    ACTIVE = "active", "Active"
    DECEASED = "deceased", "Deceased"
    GONE = "gone", "Gone from its owner"


class LicenseStatus(Status):
    ACTIVE = "active", "In force"
    EXPIRED = "expired", "Expired"
    ENDED = "ended", "Ended (transferred or died)", "ended"
    RELICENSE = "relicense", "Ended: licensed again", "ended, the animal relicensed"
    VOID = "void", "Void"


class ApplicationStatus(Status):
    PENDING = "pending", "Pending", "pending a decision"
    APPROVED = "approved", "Approved"
    DENIED = "denied", "Denied"
    WITHDRAWN = "withdrawn", "Withdrawn"
    VOID = "void", "Void"


class PermitStatus(Status):
    ACTIVE = "active", "In force"
    EXPIRED = "expired", "Expired"
    REVOKED = "revoked", "Revoked"
    TRANSFERRED = "transferred", "Transferred"
    SURRENDERED = "surrendered", "Surrendered"
    ENDED_ON_APPEAL = "ended_on_appeal", "Ended on appeal"
    VOID = "void", "Void"


class ImpoundStatus(Status):
    HELD = "held", "Held"
    RELEASED = "released", "Released to owner", "released to its owner"
    DISPOSED = "disposed", "Disposed", "disposed of"
    RETURNED_IN_FIELD = "returned_in_field", "Returned in the field"


class DangerousDogStatus(Status):
    DECLARED = "declared", "Declared"
    REGISTERED = "registered", "Registered"
    RESCINDED = "rescinded", "Rescinded"
    CLOSED = "closed", "Closed"


class ViolationStatus(Status):
    OPEN = "open", "Open"
    PAID = "paid", "Paid"
    DISMISSED = "dismissed", "Dismissed"
    CONTESTED = "contested", "Contested"
    REFERRED = "referred", "Referred for prosecution"


class HearingStatus(Status):
    SCHEDULED = "scheduled", "Hearing to be held"
    HELD = "held", "Hearing held"
    DECIDED = "decided", "Decided"
    CANCELLED = "cancelled", "Hearing cancelled"


class CallStatus(Status):
    NEW = "new", "New, not assigned"
    ASSIGNED = "assigned", "Assigned"
    CLOSED = "closed", "Closed"


LICENSE_RENEWABLE = frozenset({LicenseStatus.ACTIVE, LicenseStatus.EXPIRED})  # a yearly license renewed
DANGEROUS_DOG_OPEN = frozenset({DangerousDogStatus.DECLARED, DangerousDogStatus.REGISTERED})  # a case not ended

# Shown, never stored: the words a list or pane puts in place of the stored status
RELICENSE_REQUIRED = "relicense required"  # an active license whose animal must be relicensed (T-3B)
VIOLATION_VOID = "void"  # a voided violation (its status stays as it was; voided_at is set)
HEARING_REQUESTED = "hearing requested"  # an open citation whose owner asked for a hearing

# (the table, its status column's kind): what the check in tests/core/test_statuses.py reads
STATUS_OF = {"animal": AnimalStatus, "license": LicenseStatus, "permit_application": ApplicationStatus,
             "permit": PermitStatus, "impound": ImpoundStatus, "dangerous_dog": DangerousDogStatus,
             "violation": ViolationStatus, "hearing": HearingStatus, "call": CallStatus}
