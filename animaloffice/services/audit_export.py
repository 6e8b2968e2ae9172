"""Exporting the audit log as CSV: read by those who may view it and take data out, the export
itself recorded in the log."""
from __future__ import annotations

import csv
import io
import os
from pathlib import Path

from ..domain.roles import Actor
from ..queries.audit import AuditFilter, clean_filter, entries
from .audit import csv_cell, record_export, to_json
from .office_action import OfficeAction

AUDIT_CSV_COLUMNS = ("id", "at", "user", "action", "table", "record_id", "before", "after", "note")


def export_csv(actor: Actor, f=None, path=None) -> tuple[str, int]:
    """The audit entries matching a filter as CSV text (written to ``path`` if given,
    readable by the owner only). The export itself is recorded in the audit log."""
    act = OfficeAction(actor, "view_audit", "export_data")
    f = clean_filter(f or AuditFilter())
    with act:
        rows = entries(f)
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\r\n")
        writer.writerow(AUDIT_CSV_COLUMNS)
        for r in rows:
            writer.writerow([csv_cell(v) for v in (r.id, r.at, r.username, r.action, r.table,
                                                   r.record_id, to_json(r.before), to_json(r.after),
                                                   r.note)])
        text = buffer.getvalue()
        if path is not None:
            path = Path(path)
            tmp = path.with_name(path.name + ".partial")
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8-sig", newline="") as out:
                out.write(text)
            os.replace(tmp, path)
        record_export(actor, "audit_log", len(rows), filters=f.describe(),
                      destination=str(path) if path is not None else "")
    return text, len(rows)
