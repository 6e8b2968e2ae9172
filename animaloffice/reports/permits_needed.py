"""T-7A: owners who need an animal permit (T-4A) that no permit in force covers and have not
applied, with the last day to apply (the acquisition plus the profile's business days) and
whether it has passed. The list is ``queries.permit_deadlines.permits_due``, the rule the owner's record shows."""
from __future__ import annotations

from datetime import date

from ..domain.explain import fmt_short
from ..domain.report_tables import Column, ReportResult
from ..persistence.profiles import profile_for
from ..queries.permit_deadlines import permits_due
from .base import Param, ReportSpec
from .common import days_left, jurisdiction_name

TITLE = "Animal permits needed (T-7A)"
COLUMNS = (Column("owner", "Owner"), Column("address", "Address"), Column("trigger", "Needed because"),
           Column("acquired", "Acquired", "date"), Column("apply_by", "Apply by", "date"),
           Column("left", "Left"), Column("late", "Late"))


def permits_needed(*, jurisdiction_id: int, on: date) -> ReportResult:
    profile = profile_for(jurisdiction_id)
    subtitle = f"{jurisdiction_name(jurisdiction_id)} · as of {on:%m/%d/%Y}"
    if not profile.enforces("animal_permits"):
        return ReportResult(TITLE, subtitle, COLUMNS, [], record_kind="owner_history", personal=True,
                            notes=[f"The {profile.name} profile has no animal permit (T-4A) and no "
                                   "application deadline (T-7A)."])
    due = permits_due(jurisdiction_id, on)
    rows = [(d.owner_id, d.owner_name, d.address, d.trigger_text, d.acquired_on, d.apply_by.value,
             "" if d.late else days_left((d.apply_by.value - on).days), "late" if d.late else "")
            for d in due]
    days = profile.period("permit_application_business_days", on)
    limit = profile.period("animals_requiring_permit", on)
    late = sum(1 for d in due if d.late)
    notes = [f"{len(due)} owner{'s' if len(due) != 1 else ''} to apply, {late} late as of {fmt_short(on)}.",
             f"An owner who acquires an animal that needs a permit applies within {days} business days "
             f"(T-7A, {profile.cite('permit_application')}); weekends and legal holidays are not counted.",
             "A permit is needed for livestock or a wild animal (T-4A1)"
             + (f" and for {limit} or more animals kept at one address (T-4A2)" if limit else "")
             + f" ({profile.cite('permit_required')}).",
             "Acquired: the start of the ownership on record of the animal that made the permit needed. "
             "Owners with an application pending are left out, and so are holders whose permits in force "
             "cover every animal (the animals named on them, up to the number they were issued for)."]
    return ReportResult(TITLE, subtitle, COLUMNS, rows, record_kind="owner_history", personal=True, notes=notes)


SPECS = (
    ReportSpec("permits_needed", TITLE,
               "Owners who need an animal permit and have not applied, with the last day to apply.",
               (Param("jurisdiction_id", "Jurisdiction", "jurisdiction"), Param("on", "As of", "date", date.today)),
               permits_needed, ("T-7A", "T-4A")),
)
