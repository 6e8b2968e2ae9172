"""Writing the audit log: who, when, what, and the values before and after."""
from __future__ import annotations

import json
from datetime import date, datetime
from decimal import Decimal

from playhouse.shortcuts import model_to_dict

from ..domain.roles import Actor
from ..persistence.models import AuditEntry, BaseModel


def snapshot(row: BaseModel | None) -> dict | None:
    """A row's own columns as plain values (foreign keys as ids)."""
    if row is None:
        return None
    return model_to_dict(row, recurse=False)


def _default(value):
    if isinstance(value, (date, datetime)):
        return value.isoformat()
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, BaseModel):
        return value.get_id()
    return str(value)


def to_json(values: dict | None) -> str | None:
    return None if values is None else json.dumps(values, default=_default, sort_keys=True,
                                                  ensure_ascii=False)


def record(actor: Actor, action: str, row: BaseModel | None = None, *, before: dict | None = None,
           after: dict | None | bool = True, table: str | None = None, record_id=None,
           note: str = "") -> None:
    """Append one audit entry. ``after=True`` snapshots ``row`` as it is now."""
    if after is True:
        after = snapshot(row)
    AuditEntry.create(
        username=actor.username,
        action=action,
        table_name=table or (row._meta.table_name if row is not None else ""),
        record_id=str(record_id if record_id is not None else (row.get_id() if row is not None else "")),
        before=to_json(before),
        after=to_json(after if isinstance(after, dict) else None),
        note=note,
    )
