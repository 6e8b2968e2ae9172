"""Restoring a backup: the office's file replaced by a good copy (the one it replaces kept aside), opened and audited."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .. import office_database
from ..config import DatabaseTarget
from ..domain.roles import Actor
from .backups import BackupFailed, BackupSummary, inspect_backup, restore_backup
from .office_action import OfficeAction


@dataclass(frozen=True)
class RestoreResult:
    restored_from: Path
    kept_aside: Path | None
    summary: BackupSummary


def restore(actor: Actor, backup: Path, target: DatabaseTarget | None = None) -> RestoreResult:
    """Restore a backup and open it: the administrator's action from the window or the
    command line. The restore is recorded in the restored database's audit log."""
    from .opening import open_office

    act = OfficeAction(actor, "restore_backup")
    target = target or office_database.database_target()
    summary = inspect_backup(backup)
    if target.kind != "sqlite":
        raise BackupFailed("restore into PostgreSQL is done with pg_restore on the server")
    from ..persistence import presence

    # the office to itself: refused, naming them, while another program has the file open (its
    # saves would go into the file set aside); a program starting meanwhile is refused
    with presence.exclusive(Path(target.path), "a restore"):
        kept = restore_backup(Path(backup), target)
        open_office(target)
    with act:  # in the restored office's own log
        act.record("backup.restore", table="", record_id="",
                   after={"backup": str(backup), "made_at": summary.created_at,
                          "kept_aside": str(kept) if kept else ""})
    return RestoreResult(Path(backup), kept, summary)
