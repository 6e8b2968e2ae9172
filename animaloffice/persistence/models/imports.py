"""Imports from another program: each run of a file, and the records it brought in with the
code or number the old program gave them (ASM3's person code, animal code, license number), so a
later file links to them and a clerk finds a record by its old number."""
from __future__ import annotations

import peewee as pw

from .base import Record, Voidable
from .office import Jurisdiction


class ImportRun(Voidable):
    """One file imported. Voiding it (with a reason) voids the records it created."""

    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="import_runs", on_delete="RESTRICT")
    file_name = pw.CharField(max_length=255, default="")
    format = pw.CharField(max_length=20)  # importer.FORMATS
    kind = pw.CharField(max_length=40, default="")  # which of the old program's files (asm3_layouts)
    imported_by = pw.CharField(max_length=80, default="")
    rows = pw.IntegerField(default=0)


class ImportedRecord(Record):
    """A record a run created or linked, with the old program's code for it (may be empty)."""

    run = pw.ForeignKeyField(ImportRun, backref="records", on_delete="RESTRICT")
    jurisdiction = pw.ForeignKeyField(Jurisdiction, on_delete="RESTRICT", index=False)
    system = pw.CharField(max_length=20)  # "asm3", "native"
    kind = pw.CharField(max_length=20)  # owner | animal | license | vaccination
    code = pw.CharField(max_length=80, default="")  # as the old program wrote it
    record_id = pw.IntegerField()
    created = pw.BooleanField(default=True)  # False: a record already on file, linked to the code
    detail = pw.CharField(max_length=200, default="")  # e.g. the old license type ("Altered Dog - 3 year")

    class Meta:
        indexes = ((("jurisdiction", "system", "kind", "code"), False), (("kind", "record_id"), False))


class ImportMapping(Voidable):
    """The office's answer for a value of the old program that matches nothing here (ASM3's
    species "Guinea Pig", a license type that names no term, a person class): what it is read
    as, kept so the next file is read the same way. A new answer voids the one before."""

    jurisdiction = pw.ForeignKeyField(Jurisdiction, on_delete="RESTRICT", index=False)
    system = pw.CharField(max_length=20)  # "asm3"
    kind = pw.CharField(max_length=20)  # species | license_type | person_class (import_mappings.KINDS)
    value = pw.CharField(max_length=120)  # as the old program writes it, compared without case
    target = pw.CharField(max_length=40)  # a species code of the profile, a term, a kind of owner
    answered_by = pw.CharField(max_length=80, default="")

    class Meta:
        indexes = ((("jurisdiction", "system", "kind", "value"), False),)
