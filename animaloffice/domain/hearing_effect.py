"""What a hearing decision did to the permit it was about, as its letter and the window report it."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any


@dataclass(frozen=True)
class Effect:
    text: str
    permit_id: int | None = None
    permit_number: str = ""
    removal_deadline: date | None = None
    removal_is_new: bool = False
    manual: bool = False  # must still be carried by hand
    outcome: str = ""  # what it did to the permit, for the letter: issued | reinstated | ended | revoked | ...
    removal_explanation: str = ""
    # the same count as phrase keys, for a letter in another language (``documents.language.counting``)
    removal_parts: tuple[tuple[str, dict[str, Any]], ...] = field(default=(), compare=False)
