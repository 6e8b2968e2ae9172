"""The read side of the office settings: fees and periods by effective date, per jurisdiction."""
from __future__ import annotations

import base64
from dataclasses import dataclass
from datetime import date

from ..domain.errors import NotFound
from ..domain.explain import fmt_short
from ..domain.money import fmt_cents
from ..persistence.models.base import database
from ..persistence.models.office import Jurisdiction, OfficeSetting
from ..persistence.profiles import profile_for


@dataclass(frozen=True)
class DatedValue:
    start: date
    value: int
    note: str


@dataclass(frozen=True)
class DatedSetting:
    """A fee or period: the value in force on the day asked, those set for later, and all of them."""

    kind: str  # "fee" | "period"
    key: str
    unit: str  # "cents", "days", "business days", "months", "years", "lb", "count"
    current: DatedValue | None
    upcoming: tuple[DatedValue, ...]
    history: tuple[DatedValue, ...]

    def show(self, value: int) -> str:
        return format_value(self.unit, value)


def unit_of(kind: str, key: str) -> str:
    if kind == "fee":
        return "cents"
    for suffix, unit in (("_business_days", "business days"), ("_days", "days"), ("_months", "months"),
                         ("_years", "years"), ("_lb", "lb")):
        if key.endswith(suffix):
            return unit
    return "count"


def format_value(unit: str, value: int) -> str:
    if unit == "cents":
        return fmt_cents(value)
    if unit == "count":
        return str(value)
    return f"{value} {unit}"


def dated_settings(jurisdiction_id: int, on: date | None = None) -> list[DatedSetting]:
    """Every fee, then every period, of the jurisdiction's profile with the office's changes."""
    on = on or date.today()
    profile = profile_for(jurisdiction_id)
    out = []
    for kind, table in (("fee", profile.fees), ("period", profile.periods)):
        for key in sorted(table):
            entries = tuple(DatedValue(e.start, e.value, e.note) for e in table[key])
            current = None
            for e in entries:
                if e.start <= on:
                    current = e
            upcoming = tuple(e for e in entries if e.start > on)
            out.append(DatedSetting(kind, key, unit_of(kind, key), current, upcoming, entries))
    return out


def describe_upcoming(setting: DatedSetting) -> str:
    """'$20.00 from Jan 1, 2027' for each value set for a later date."""
    return "; ".join(f"{setting.show(e.value)} from {fmt_short(e.start)}" for e in setting.upcoming)


@dataclass(frozen=True)
class JurisdictionInfo:
    id: int
    code: str
    name: str


def list_jurisdictions(active_only: bool = True) -> list[JurisdictionInfo]:
    query = Jurisdiction.select().order_by(Jurisdiction.sort_order, Jurisdiction.name)
    if active_only:
        query = query.where(Jurisdiction.active == True)  # noqa: E712
    return [JurisdictionInfo(j.id, j.code, j.name) for j in query]


def jurisdiction_by_code(code: str) -> JurisdictionInfo:
    row = Jurisdiction.get_or_none(Jurisdiction.code == code)
    if row is None:
        raise NotFound("jurisdiction", code, "jurisdiction")
    return JurisdictionInfo(row.id, row.code, row.name)


def get_office_setting(key: str, default: str = "") -> str:
    row = OfficeSetting.get_or_none(OfficeSetting.key == key)
    return row.value if row else default


def office_settings() -> dict[str, str]:
    table = OfficeSetting._meta.table_name
    return dict(database.obj.execute_sql(f'SELECT "key", "value" FROM "{table}"').fetchall())


LOGO_KEY = "logo_image"
_MAGIC = {b"\x89PNG\r\n\x1a\n": "png", b"\xff\xd8\xff": "jpg"}


def image_kind(data: bytes) -> str | None:
    """'png' or 'jpg' from the file's first bytes, else None."""
    for magic, kind in _MAGIC.items():
        if data.startswith(magic):
            return kind
    return None


def office_logo() -> bytes | None:
    row = OfficeSetting.get_or_none(OfficeSetting.key == LOGO_KEY)
    return decode_logo(row.value if row is not None else "")


def decode_logo(stored: str) -> bytes | None:
    """The image bytes of a stored ``logo_image`` setting (None: none stored, or unreadable)."""
    if not stored:
        return None
    try:
        return base64.b64decode(stored.encode("ascii"), validate=True)
    except ValueError:
        return None
