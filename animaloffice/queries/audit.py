"""Reading the audit log: filtered pages for the viewer, a record's whole history.

Filters are values bound into the query, never SQL. Dates are inclusive days.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta

from ..domain import validate
from ..persistence.models.office import AuditEntry


@dataclass(frozen=True)
class AuditFilter:
    username: str = ""
    table: str = ""
    record_id: str = ""
    since: date | None = None
    until: date | None = None
    action: str = ""  # a prefix, e.g. "license." or "user.sign_in"

    def describe(self) -> str:
        parts = []
        if self.username:
            parts.append(f"user {self.username}")
        if self.table:
            parts.append(f"record {self.table}" + (f" {self.record_id}" if self.record_id else ""))
        if self.action:
            parts.append(f"action {self.action}*")
        if self.since:
            parts.append(f"from {self.since.isoformat()}")
        if self.until:
            parts.append(f"to {self.until.isoformat()}")
        return ", ".join(parts) or "everything"


@dataclass(frozen=True)
class AuditRow:
    id: int
    at: datetime
    username: str
    action: str
    table: str
    record_id: str
    before: dict | None
    after: dict | None
    note: str
    changes: tuple[tuple[str, object, object], ...] = field(default=())


SORT_KEYS = {"at": AuditEntry.id, "username": AuditEntry.username, "action": AuditEntry.action,
             "table": AuditEntry.table_name, "record_id": AuditEntry.record_id}


def clean_filter(f: AuditFilter) -> AuditFilter:
    """Checked filter values (a filter typed by a person is still only text)."""
    if not isinstance(f, AuditFilter):
        from ..domain.errors import ValidationError

        raise ValidationError("filter", "must be an audit log filter", f)
    return AuditFilter(
        username=validate.text("username", f.username, max_len=80),
        table=validate.text("table", f.table, max_len=64),
        record_id=validate.text("record_id", str(f.record_id) if f.record_id is not None else "",
                                max_len=64),
        since=validate.day("since", f.since, required=False),
        until=validate.day("until", f.until, required=False, not_before=f.since or validate.EARLIEST),
        action=validate.text("action", f.action, max_len=80),
    )


def _query(f: AuditFilter):
    f = clean_filter(f)
    q = AuditEntry.select()
    if f.username:
        q = q.where(AuditEntry.username == f.username.lower())
    if f.table:
        q = q.where(AuditEntry.table_name == f.table)
    if f.record_id:
        q = q.where(AuditEntry.record_id == f.record_id)
    if f.action:
        q = q.where(AuditEntry.action.startswith(f.action))
    if f.since:
        q = q.where(AuditEntry.at >= datetime.combine(f.since, time.min))
    if f.until:
        q = q.where(AuditEntry.at < datetime.combine(f.until + timedelta(days=1), time.min))
    return q


def _loads(text: str | None):
    if not text:
        return None
    try:
        return json.loads(text)
    except ValueError:
        return {"(unreadable)": text}


def changes(before: dict | None, after: dict | None) -> tuple[tuple[str, object, object], ...]:
    """The fields whose value differs, as (field, before, after)."""
    before, after = before or {}, after or {}
    keys = sorted(set(before) | set(after))
    return tuple((k, before.get(k), after.get(k)) for k in keys if before.get(k) != after.get(k))


def summary(before: dict | None, after: dict | None, limit: int = 160) -> str:
    diff = changes(before, after)
    if before is None and after:
        text = "new: " + ", ".join(f"{k}={v}" for k, _, v in diff if v not in (None, ""))
    else:
        text = "; ".join(f"{k}: {b!r} → {a!r}" for k, b, a in diff)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _row(e: AuditEntry) -> AuditRow:
    before, after = _loads(e.before), _loads(e.after)
    return AuditRow(e.id, e.at, e.username, e.action, e.table_name, e.record_id, before, after, e.note,
                    changes(before, after))


def fetch(f: AuditFilter, offset: int = 0, limit: int = 200, sort_key: str = "at",
          descending: bool = True) -> list[tuple]:
    """Rows for the viewer: (id, at, user, action, table, record id, what changed, note)."""
    order = SORT_KEYS.get(sort_key, AuditEntry.id)
    q = _query(f).order_by(order.desc() if descending else order, AuditEntry.id.desc())
    out = []
    for e in q.offset(offset).limit(limit):
        out.append((e.id, e.at, e.username, e.action, e.table_name, e.record_id,
                    summary(_loads(e.before), _loads(e.after)), e.note))
    return out


def count(f: AuditFilter) -> int:
    return _query(f).count()


def entries(f: AuditFilter, limit: int | None = None) -> list[AuditRow]:
    """Whole entries, oldest first (for a history or an export)."""
    q = _query(f).order_by(AuditEntry.id)
    if limit:
        q = q.limit(limit)
    return [_row(e) for e in q]


def entry(entry_id: int) -> AuditRow | None:
    e = AuditEntry.get_or_none(AuditEntry.id == entry_id)
    return _row(e) if e else None


def history(table: str, record_id) -> list[AuditRow]:
    """Everything that happened to one record, oldest first."""
    return entries(AuditFilter(table=table, record_id=str(record_id)))


def usernames() -> list[str]:
    return [r[0] for r in AuditEntry.select(AuditEntry.username).distinct()
            .order_by(AuditEntry.username).tuples()]


def tables() -> list[str]:
    return [r[0] for r in AuditEntry.select(AuditEntry.table_name).distinct()
            .where(AuditEntry.table_name != "").order_by(AuditEntry.table_name).tuples()]
