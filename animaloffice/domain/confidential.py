"""Who called and who was bitten are confidential: never written on a paper the owner receives.
A letter or notice the officer words by hand is checked for the person's name and telephone."""
from __future__ import annotations

import re


def mentions(text: str, name: str, phone: str | None = None) -> bool:
    """Does ``text`` name the person (the whole name, or every part of it of three letters or
    more, in any order) or give the last seven digits of the telephone?"""
    if not text:
        return False
    lowered = text.lower()
    name = (name or "").strip().lower()
    parts = [p for p in re.split(r"[\s,.]+", name) if len(p) >= 3]
    if name and (name in lowered or (len(parts) >= 2 and all(p in lowered for p in parts))):
        return True
    if not phone:
        return False
    digits = re.sub(r"\D", "", phone)
    return len(digits) >= 7 and digits[-7:] in re.sub(r"\D", "", lowered)
