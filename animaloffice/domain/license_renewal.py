"""T-3A's yearly license on the renewal list: due (in force, running out by the horizon) or
overdue (run out, never renewed, the animal still alive and with the license's owner: the office
has nothing to ask of anyone else). The SQL the report pages with is
``queries.renewal_rule``; the two are checked against each other over generated records
(tests/core/licensing/test_renewal_rule_sql.py)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from .statuses import AnimalStatus, LicenseStatus

DUE, OVERDUE = "due", "overdue"


@dataclass(frozen=True)
class RenewalFacts:
    status: str
    term: str  # annual | lifetime
    expires_on: date | None
    voided: bool
    renewed: bool  # a renewal of it, or a license of a later year for the animal, is on file
    animal_status: str
    animal_with_owner: bool  # the animal's owner now is the license's owner


def renewal_state(f: RenewalFacts, on: date, horizon: date) -> str | None:
    """``DUE``, ``OVERDUE`` or None (not on the list) on day `on`, listing up to `horizon`."""
    if f.voided or f.term != "annual" or f.expires_on is None or f.expires_on > horizon or f.renewed:
        return None
    if f.expires_on >= on:
        return DUE if f.status == LicenseStatus.ACTIVE else None
    if f.status in (LicenseStatus.ACTIVE, LicenseStatus.EXPIRED) and f.animal_status == AnimalStatus.ACTIVE \
            and f.animal_with_owner:
        return OVERDUE
    return None
