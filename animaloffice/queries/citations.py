"""A citation as the Hearings tab and the hearing letters name it: by its citation number."""
from __future__ import annotations

from ..domain import violations as rules
from ..domain.explain import fmt_short
from ..persistence.models.enforcement import Violation


def matter_parts(violation_id: int) -> tuple[str, str, str, str] | None:
    """(label, number, description, status) of a cited violation: "citation", its number, what
    and when (the owner knows the citation by the number printed on it, not the record's id)."""
    from ..persistence.profiles import profile_for

    row = Violation.get_or_none(Violation.id == violation_id)
    if row is None or not row.citation_number:
        return None
    what = rules.describe(profile_for(row.jurisdiction_id), row.kind, row.nuisance_kind)
    return "citation", row.citation_number, f"{what}, {fmt_short(row.occurred_on)}", row.status
