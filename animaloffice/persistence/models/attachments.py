"""Photos and papers on a case, kept in the office database itself (docs/attachments.md says why):
the file's description in ``Attachment``, its bytes in ``AttachmentData``, so a list of a case's
files never reads the files. Nothing attached is deleted; an attachment is voided with a reason."""
from __future__ import annotations

import peewee as pw

from .base import BaseModel, Voidable


class Attachment(Voidable):
    """A file on a record (``subject_table`` and id, as notices and charges name their subject)."""

    subject_table = pw.CharField(max_length=40)
    subject_id = pw.IntegerField()
    file_name = pw.CharField(max_length=255)
    content_type = pw.CharField(max_length=80)  # read from the file's first bytes, not its name
    size_bytes = pw.IntegerField()
    sha256 = pw.CharField(max_length=64)
    caption = pw.CharField(max_length=300, default="")
    added_by = pw.CharField(max_length=80, default="")

    class Meta:
        indexes = ((("subject_table", "subject_id"), False),)


class AttachmentData(BaseModel):
    """The bytes of one attached file (a BLOB in SQLite, bytea in PostgreSQL): copied by the
    SQLite backup with everything else, dumped by pg_dump."""

    attachment = pw.ForeignKeyField(Attachment, unique=True, backref="+", on_delete="RESTRICT")
    sha256 = pw.CharField(max_length=64)
    data = pw.BlobField()


__all__ = ["Attachment", "AttachmentData"]
