"""How a value reads in a list cell, on screen and on paper (the same words in both)."""
from __future__ import annotations

from datetime import date
from typing import Any

from .money import fmt_cents


def display(value: Any, kind: str) -> str:
    if value is None:
        return ""
    if kind == "cents":
        return fmt_cents(int(value))
    if kind == "date" and isinstance(value, date):
        return f"{value:%m/%d/%Y}"
    if kind == "countdown":  # days left: never a negative count
        n = int(value)
        return f"passed {-n} d ago" if n < 0 else str(n) if n else "last day"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)
