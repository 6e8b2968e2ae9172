"""Undoing an import as a whole: the run and every record it made are voided with one reason
(records are never deleted); the old program's codes it kept count no more, so the file can be
imported again. Records the run only linked (already on file) are left as they are.

An import is undone only before the office has started work on its records. Work started is:
- a change recorded on one of them after the import (an owner's address, an animal's death or
  transfer, a license voided, ended or renewed...: any audit entry on it), or
- a record made after the import that refers to one of them: a later license or rabies
  certificate, a payment or charge, a notice, an impound, a violation, a call, a bite report,
  an attachment, a permit... (any table that points at an owner, animal, license or certificate).
The refusal names what was found.
"""
from __future__ import annotations

import peewee as pw

from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.roles import Actor
from ..domain.statuses import LicenseStatus
from ..persistence.models import ALL_MODELS
from ..persistence.models.animals import Animal, Vaccination
from ..persistence.models.imports import ImportedRecord, ImportMapping, ImportRun
from ..persistence.models.licensing import License
from ..persistence.models.office import AuditEntry
from ..persistence.models.people import Owner
from .office_action import OfficeAction

KINDS = {"license": License, "vaccination": Vaccination, "animal": Animal, "owner": Owner}  # voided in this order
WORDS = {"license": "license", "vaccination": "rabies certificate", "animal": "animal", "owner": "owner"}
NOT_WORK = {ImportedRecord, ImportRun, ImportMapping, AuditEntry}


def _created(run: ImportRun) -> dict[str, set[int]]:
    out: dict[str, set[int]] = {k: set() for k in KINDS}
    for kind, rid in (ImportedRecord.select(ImportedRecord.kind, ImportedRecord.record_id)
                      .where((ImportedRecord.run == run) & ImportedRecord.created).tuples()):
        if kind in out:
            out[kind].add(rid)
    return out


def _done_entry(run: ImportRun) -> AuditEntry:
    entry = (AuditEntry.select().where((AuditEntry.action == "import.done") & (AuditEntry.table_name == "import_run")
                                       & (AuditEntry.record_id == str(run.id))).order_by(AuditEntry.id.desc()).first())
    if entry is None:
        raise ValidationError("run_id", f"import {run.id} was never completed")
    return entry


def work_started(run: ImportRun) -> list[str]:
    """What the office has done with the run's records since the import, in words."""
    created = _created(run)
    done = _done_entry(run)
    found: list[str] = []
    tables = {model._meta.table_name: kind for kind, model in KINDS.items()}
    for table, kind in tables.items():
        ids = [str(i) for i in created[kind]]
        for chunk in range(0, len(ids), 500):
            q = (AuditEntry.select(AuditEntry.action, AuditEntry.record_id, AuditEntry.at)
                 .where((AuditEntry.id > done.id) & (AuditEntry.table_name == table)
                        & AuditEntry.record_id.in_(ids[chunk:chunk + 500])).limit(5))
            found += [f"{WORDS[kind]} {rid} changed on {at:%m/%d/%Y} ({action})" for action, rid, at in q.tuples()]
    targets = {model: kind for kind, model in KINDS.items()}
    for model in ALL_MODELS:
        if model in NOT_WORK:
            continue
        for f in model._meta.sorted_fields:
            if not isinstance(f, pw.ForeignKeyField) or f.rel_model not in targets:
                continue
            ids = created[targets[f.rel_model]]
            if not ids:
                continue
            q = model.select(model.id).where(f.in_(list(ids)))
            own_kind = next((k for k, m in KINDS.items() if m is model), None)
            if own_kind is not None:  # the run's own licenses, certificates, animals are not work
                if created[own_kind]:
                    q = q.where(model.id.not_in(list(created[own_kind])))
            elif "created_at" in model._meta.fields:  # an address or ownership made with the record
                q = q.where(model.created_at > done.at)
            for (rid,) in q.limit(5).tuples():
                found.append(f"a later {model._meta.table_name.replace('_', ' ')} ({rid}) of an imported "
                             f"{WORDS[targets[f.rel_model]]}")
        if "subject_table" in model._meta.fields and "subject_id" in model._meta.fields:
            for kind, ids in created.items():  # a notice, charge, attachment or call naming one of them
                if not ids:
                    continue
                q = model.select(model.id).where((model.subject_table == KINDS[kind]._meta.table_name)
                                                 & model.subject_id.in_(list(ids)))
                found += [f"a {model._meta.table_name.replace('_', ' ')} ({rid}) on an imported {WORDS[kind]}"
                          for (rid,) in q.limit(5).tuples()]
    return found


def undo_import(actor: Actor, run_id: int, reason: str) -> int:
    """Void an import run and every record it made, with ``reason``; refused (naming what was
    found) once the office has started work on them. Returns how many records were voided."""
    act = OfficeAction(actor, "office_settings")
    reason = validate.text("reason", reason, max_len=500, required=True, multiline=True)
    with act:
        run = act.fetch(ImportRun, run_id, "run_id")
        started = work_started(run)
        if started:
            raise ValidationError("run_id", "the office has started work on this import's records, so it cannot "
                                  "be undone as a whole (void those records one by one): " + "; ".join(started[:5]))
        created = _created(run)
        n = 0
        for kind, model in KINDS.items():
            for rid in sorted(created[kind]):
                row = model.get_by_id(rid)
                if row.voided_at is not None:
                    continue
                if kind == "license":  # its status goes with it, audited as it was
                    act.hold(row).status = LicenseStatus.VOID
                act.void(row, f"import {run.id} undone: {reason}", action=f"{model._meta.table_name}.void")
                n += 1
        act.void(run, reason, action="import.undo")
    return n
