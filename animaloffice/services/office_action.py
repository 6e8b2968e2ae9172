"""The shape of every office action, written once: the permission checked before anything else,
the arguments checked next (outside the transaction), then one transaction in which each record
read for a change is snapshot, saved only at the version it was read (or the one the screen
showed), and audited with what it was before.

    act = OfficeAction(actor, "edit_records")      # refused here, before anything is read
    on = validate.day("on", on)                    # bad input refused by field, nothing opened
    with act:                                      # one transaction: all or nothing
        animal = act.fetch(Animal, animal_id, "animal_id")
        animal.status = "deceased"
        act.save(animal, "animal.death", note=note)

so a service function holds its rule and nothing else."""
from __future__ import annotations

from typing import TypeVar

from ..domain.roles import Actor
from ..persistence.db import transaction
from ..persistence.fetch import fetch
from ..persistence.models.base import BaseModel, Voidable
from . import audit
from .common import save_versioned, void

M = TypeVar("M", bound=BaseModel)


class OfficeAction:
    def __init__(self, actor: Actor, permission: str):
        actor.require(permission)
        self.actor = actor
        self._before: dict[tuple[str, object], dict | None] = {}
        self._transaction = None

    def __enter__(self) -> OfficeAction:
        self._transaction = transaction()
        self._transaction.__enter__()
        return self

    def __exit__(self, kind, error, trace) -> bool | None:
        self._before.clear()
        return self._transaction.__exit__(kind, error, trace)

    def _key(self, row: BaseModel) -> tuple[str, object]:
        return row._meta.table_name, row.get_id()

    def fetch(self, model: type[M], record_id, field: str | None = None, *, allow_void: bool = False) -> M:
        """The row to change (NotFound or a void record refused, naming `field`), snapshot as read."""
        row = fetch(model, record_id, field, allow_void=allow_void)
        return self.hold(row)

    def hold(self, row: M) -> M:
        """Snapshot a row read another way (``fetch_owner``, a query), so its save is audited with what it was."""
        self._before[self._key(row)] = audit.snapshot(row)
        return row

    def save(self, row: BaseModel, action: str, *, expected_version: int | None = None, note: str = "") -> None:
        """Save the changed row at the version read (or the screen's), and audit the change."""
        save_versioned(row, expected_version)
        audit.record(self.actor, action, row, before=self._before.pop(self._key(row), None), note=note)

    def create(self, model: type[M], action: str, *, note: str = "", **fields) -> M:
        return self.created(model.create(**fields), action, note=note)

    def created(self, row: M, action: str, *, note: str = "") -> M:
        """Audit a row made another way (a model with a field called ``note`` of its own)."""
        audit.record(self.actor, action, row, note=note)
        return row

    def void(self, row: Voidable, reason: str, *, action: str | None = None,
             expected_version: int | None = None) -> None:
        """Void the row with its reason (never deleted), audited with what it was."""
        void(self.actor, row, reason, expected_version=expected_version, action=action,
             before=self._before.pop(self._key(row), None))
