"""Shared model bases: every row knows when it was made; records are voided, never deleted."""
from __future__ import annotations

from datetime import datetime

import peewee as pw

database = pw.DatabaseProxy()


def now() -> datetime:
    return datetime.now().replace(microsecond=0)


class BaseModel(pw.Model):
    class Meta:
        database = database
        legacy_table_names = False


class Record(BaseModel):
    """A row people edit: carries a version for optimistic locking."""

    created_at = pw.DateTimeField(default=now)
    version = pw.IntegerField(default=1)


class Voidable(Record):
    """A record that is voided with a reason instead of deleted (T-7B)."""

    voided_at = pw.DateTimeField(null=True)
    voided_by = pw.CharField(max_length=80, null=True)
    void_reason = pw.TextField(null=True)

    @property
    def is_void(self) -> bool:
        return self.voided_at is not None
