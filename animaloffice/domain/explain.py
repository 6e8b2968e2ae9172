"""Every computed date and amount carries how it was reached.

A clerk is asked "why this date?" every week. An ``Explained`` value holds the
answer: the rule id, the inputs and the steps, ready for a window, a letter or
a hearing record.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any, Generic, TypeVar

T = TypeVar("T")


@dataclass(frozen=True)
class Explained(Generic[T]):
    value: T
    rule_id: str
    inputs: dict[str, Any] = field(default_factory=dict)
    steps: tuple[str, ...] = ()
    # The same steps as (phrase key, values), for a letter written in another language
    # (``documents.language.counting``); empty where only the English steps exist. Not compared:
    # two explanations with the same steps are the same explanation.
    parts: tuple[tuple[str, dict[str, Any]], ...] = field(default=(), compare=False)

    def text(self) -> str:
        """The steps and the rule id once: a step that is itself an explanation's text (a bill
        line's, carried into a charge) already ends with the rule id and does not get it twice."""
        tag = f"({self.rule_id})"
        steps = [s.strip() for s in self.steps if s.strip()]
        if steps and steps[-1].removesuffix(".").endswith(tag):
            return " ".join([*(_sentence(s) for s in steps[:-1]), steps[-1].removesuffix(".")])
        body = " ".join(_sentence(s) for s in steps)
        return f"{body} {tag}" if body else tag

    def words(self) -> str:
        """The steps alone, without the rule id: for a paper that names its source in words."""
        return " ".join(_sentence(s) for s in self.steps)


def fmt_date(day: date) -> str:
    """'Monday June 22, 2026': the form every explanation and letter uses."""
    return f"{day:%A} {day:%B} {day.day}, {day.year}"


def fmt_short(day: date) -> str:
    return f"{day:%B} {day.day}, {day.year}"


def _sentence(step: str) -> str:
    step = step[:1].upper() + step[1:]
    return step if step.endswith(".") else step + "."
