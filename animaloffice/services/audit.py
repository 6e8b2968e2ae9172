"""Writing the audit log: who, when, what, and the values before and after."""
from __future__ import annotations

import json
from datetime import date, datetime
from decimal import Decimal

from playhouse.shortcuts import model_to_dict

from ..domain.formula_cells import defuse
from ..domain.roles import Actor
from ..persistence import audit_chain
from ..persistence.models.base import BaseModel


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
    audit_chain.append(actor.username, action, table or (row._meta.table_name if row is not None else ""),
                       str(record_id if record_id is not None else (row.get_id() if row is not None else "")),
                       to_json(before), to_json(after if isinstance(after, dict) else None), note)


def record_export(actor: Actor, what: str, count: int, *, filters: str = "", destination: str = "") -> None:
    """Log an export of office data (owner lists, reports, the audit log itself): who took
    which records where. Every export of owner data calls this (privacy)."""
    audit_chain.append(actor.username, f"export.{what}", "", "", None,
                       to_json({"rows": count, "filters": filters, "destination": destination}),
                       f"{count} rows exported")


def check_chain(actor: Actor) -> audit_chain.ChainReport:
    """The whole audit log checked against its chain (an administrator's check: it reads every
    entry)."""
    actor.require("check_audit")
    return audit_chain.verify()


def csv_cell(value) -> str:
    """A value as a CSV cell that a spreadsheet will not run as a formula."""
    text = "" if value is None else (value.isoformat(sep=" ") if isinstance(value, datetime)
                                     else str(value))
    return defuse(text)
