"""The officer's field work on an owner's history: the calls about the owner and the bites of the
owner's animals. Never who called or who was bitten: the history is shown at the desk and exported."""
from __future__ import annotations

from ..domain import bites as brules
from ..domain import calls as crules
from ..persistence.models.field import BiteReport, Call


def field_events(owner_id: int) -> list:
    from ..services.jurisdictions import profile_for
    from .calls import kind_label
    from .owners import TimelineEvent

    out = []
    for c in Call.select().where(Call.owner == owner_id):
        what = "Call for service" + (" (void)" if c.is_void else "")
        out.append(TimelineEvent(c.received_at.date(), what, "call", c.id,
                                 f"{c.number}: {kind_label(profile_for(c.jurisdiction_id), c.kind)} at {c.address}", c.id))
        if c.outcome_on:
            out.append(TimelineEvent(c.outcome_on, "Call closed", "call", c.id,
                                     f"{c.number}: {crules.OUTCOMES.get(c.outcome, c.outcome)}", c.id))
    for b in BiteReport.select().where(BiteReport.owner == owner_id):
        what = "Bite reported" + (" (void)" if b.is_void else "")
        out.append(TimelineEvent(b.bitten_on, what, "bite_report", b.id,
                                 f"{b.number}: bit {brules.VICTIM_KINDS[b.victim_kind].lower()} at {b.place}; "
                                 f"{brules.INJURIES[b.injury].lower()}", b.id))
    return out
