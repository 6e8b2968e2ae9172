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

so a service function holds its rule and nothing else. An action may be entered again after it
ended (one transaction per city of a loop), and ``rollback`` undoes the open one (a dry run)."""
from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from ..domain.roles import Actor
from ..persistence.db import transaction
from ..persistence.fetch import fetch
from ..persistence.models.base import BaseModel, Voidable
from . import audit
from .common import save_versioned, void

M = TypeVar("M", bound=BaseModel)
View = Callable[[BaseModel], dict]


class OfficeAction:
    def __init__(self, actor: Actor, permission: str, *more: str):
        """Refused unless the actor holds ``permission`` (and each of ``more``, checked in order)."""
        for name in (permission, *more):
            actor.require(name)
        self.actor = actor
        self._before: dict[tuple[str, object], dict | None] = {}
        self._views: dict[tuple[str, object], View] = {}
        self._transaction = None
        self._txn = None

    def __enter__(self) -> OfficeAction:
        self._transaction = transaction()
        self._txn = self._transaction.__enter__()
        return self

    def __exit__(self, kind, error, trace) -> bool | None:
        self._before.clear()
        self._views.clear()
        return self._transaction.__exit__(kind, error, trace)

    def rollback(self) -> None:
        """Undo everything the open transaction wrote (a dry run, a cancelled import)."""
        self._txn.rollback()

    def _key(self, row: BaseModel) -> tuple[str, object]:
        return row._meta.table_name, row.get_id()

    def fetch(self, model: type[M], record_id, field: str | None = None, *, allow_void: bool = False,
              view: View | None = None) -> M:
        """The row to change (NotFound or a void record refused, naming `field`), snapshot as read."""
        row = fetch(model, record_id, field, allow_void=allow_void)
        return self.hold(row, view=view)

    def hold(self, row: M, *, view: View | None = None) -> M:
        """Snapshot a row read another way (``fetch_owner``, a query), so its save is audited with what it was.
        ``view``: what the log may show of the row (a user without the password hash), before and after."""
        key = self._key(row)
        self._before[key] = view(row) if view is not None else audit.snapshot(row)
        if view is not None:
            self._views[key] = view
        return row

    def save(self, row: BaseModel, action: str, *, expected_version: int | None = None, note: str = "",
             after: dict | None = None) -> None:
        """Save the changed row at the version read (or the screen's), and audit the change;
        ``after``: what the entry records instead of the row as saved (a merge's list of moves)."""
        save_versioned(row, expected_version)
        key = self._key(row)
        view = self._views.pop(key, None)
        shown = after if after is not None else (view(row) if view is not None else True)
        audit.record(self.actor, action, row, before=self._before.pop(key, None), after=shown, note=note)

    def create(self, model: type[M], action: str, *, note: str = "", view: View | None = None, **fields) -> M:
        """Make the row and audit it (``note``: the entry's). A model with a ``note`` of its own is
        refused here, so its note is never taken for the entry's: make it, then ``created``."""
        if "note" in model._meta.fields:
            raise TypeError(f"{model.__name__} has a note of its own: make the row, then call created()")
        return self.created(model.create(**fields), action, note=note, view=view)

    def created(self, row: M, action: str, *, note: str = "", view: View | None = None,
                after: dict | None | bool = True) -> M:
        """Audit a row made another way (a model with a field called ``note`` of its own);
        ``after=False``: the entry names the row without its values."""
        audit.record(self.actor, action, row, note=note, after=view(row) if view is not None else after)
        return row

    def record(self, action: str, row: BaseModel | None = None, *, before: dict | None = None,
               after: dict | None | bool = True, table: str | None = None, record_id=None, note: str = "") -> None:
        """An audit entry of what is not one row's change (a restore, an export, a digest of a stored text)."""
        audit.record(self.actor, action, row, before=before, after=after, table=table, record_id=record_id,
                     note=note)

    def void(self, row: Voidable, reason: str, *, action: str | None = None,
             expected_version: int | None = None) -> None:
        """Void the row with its reason (never deleted), audited with what it was."""
        void(self.actor, row, reason, expected_version=expected_version, action=action,
             before=self._before.pop(self._key(row), None))
