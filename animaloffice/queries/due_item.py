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
    notice_id: int | None = None  # a notice to serve: the very notice (a hearing moved has sent two)

    def when(self, today: date) -> str:
        if self.overdue:
            return "overdue"
        if self.due < today:  # a step still waiting since that day (a notice nothing proves served yet)
            return "waiting"
        return "today" if self.due == today else "this week"

    def days_late(self, today: date) -> int:
        """Days past its day, for a row still overdue (0 for any other)."""
        return max((today - self.due).days, 0) if self.overdue else 0

    def when_text(self, today: date) -> str:
        """``when`` as the list shows it: an overdue row says how late it is."""
        late = self.days_late(today)
        return f"overdue, {late} day{'s' if late != 1 else ''} late" if late else self.when(today)


def week_end(today: date) -> date:
    return today + timedelta(days=WEEK_DAYS - 1)
