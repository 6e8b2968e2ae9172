"""One row of the Today list (``queries.today``): a deadline, the record it opens and what clears it."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

WEEK_DAYS = 7  # today and the six days after it


@dataclass(frozen=True)
class DueItem:
    due: date
    kind: str  # the deadline's kind, in words ("Hold ends", "Hearing request deadline"...)
    who: str  # the record: number, owner, animal
    clears: str  # the action that clears it, then the facts it rests on
    record_kind: str  # what ``open_record`` takes: impound | notice | hearing | permit | license | animal | call | owner_history
    record_id: int
    jurisdiction_id: int | None
    overdue: bool = False

    def when(self, today: date) -> str:
        if self.overdue:
            return "overdue"
        if self.due < today:  # a step still waiting since that day (a notice nothing proves served yet)
            return "waiting"
        return "today" if self.due == today else "this week"


def week_end(today: date) -> date:
    return today + timedelta(days=WEEK_DAYS - 1)
