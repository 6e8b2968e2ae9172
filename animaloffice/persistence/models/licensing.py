"""Licenses, exemptions, and the office's stock of tags."""
from __future__ import annotations

import peewee as pw

from ...domain.statuses import LicenseStatus
from .animals import Animal, Vaccination
from .base import Record, Voidable
from .office import Jurisdiction
from .people import Owner


class License(Voidable):
    # indexed first in (jurisdiction, year, tag_number) below: an index of its own would repeat it
    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="licenses", on_delete="RESTRICT", index=False)
    number = pw.CharField(max_length=40, unique=True)  # e.g. TRA-2026-000123
    # indexed with the year below: "is there a later license of this animal" is one index seek
    animal = pw.ForeignKeyField(Animal, backref="licenses", on_delete="RESTRICT", index=False)
    owner = pw.ForeignKeyField(Owner, backref="licenses", on_delete="RESTRICT")
    year = pw.IntegerField()  # license (tag) year
    tag_number = pw.IntegerField()
    term = pw.CharField(max_length=12, default="annual")  # annual | lifetime
    grandfathered = pw.BooleanField(default=False)  # T-3A permanent license from before 2017
    issued_on = pw.DateField(index=True)
    expires_on = pw.DateField(null=True, index=True)  # None for lifetime
    status = pw.CharField(max_length=20, default=LicenseStatus.ACTIVE, index=True)
    # active | expired | ended (transfer, T-3C) | relicense (T-3B lapse) | void
    # not indexed: no look-up goes from a certificate to its licenses, and nothing is deleted
    vaccination = pw.ForeignKeyField(Vaccination, null=True, on_delete="RESTRICT", index=False)
    renewal_of = pw.ForeignKeyField("self", null=True, backref="renewals", on_delete="RESTRICT")
    fee_cents = pw.IntegerField(default=0)
    ended_on = pw.DateField(null=True)
    end_reason = pw.CharField(max_length=200, default="")
    # a lifetime license is a conversion of one issued before the 2017 amendment (T-3A)
    converted_from_number = pw.CharField(max_length=40, default="")
    converted_from_date = pw.DateField(null=True)

    class Meta:
        # (jurisdiction, expires_on, id): a city's licenses in the order they expire, ties in the
        # order issued, so "Licenses due and overdue" hands over its first rows without reading
        # the city's every license first (yearly licenses all end on December 31; SQLite's index
        # ends in the row id anyway, PostgreSQL's ties were in no order without it)
        indexes = ((("jurisdiction", "year", "tag_number"), True), (("animal", "year"), False),
                   (("jurisdiction", "expires_on", "id"), False))


class Exemption(Voidable):
    """A T-7C reason recorded instead of a license."""

    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="exemptions", on_delete="RESTRICT")
    animal = pw.ForeignKeyField(Animal, backref="exemptions", on_delete="RESTRICT")
    owner = pw.ForeignKeyField(Owner, null=True, backref="exemptions", on_delete="RESTRICT")
    reason = pw.CharField(max_length=40)  # profile list "exemptions" code
    recorded_on = pw.DateField()
    valid_until = pw.DateField(null=True)
    notes = pw.TextField(default="")


class TagStock(Record):
    """A range of pre-numbered tags received for a year."""

    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="tag_stock", on_delete="RESTRICT")
    year = pw.IntegerField()
    first_number = pw.IntegerField()
    last_number = pw.IntegerField()
    received_on = pw.DateField()
    notes = pw.TextField(default="")


class TagMark(Record):
    """A tag number taken out of use: spoiled, lost, or replaced on a license."""

    jurisdiction = pw.ForeignKeyField(Jurisdiction, on_delete="RESTRICT")
    year = pw.IntegerField()
    number = pw.IntegerField()
    status = pw.CharField(max_length=12)  # spoiled | lost | replaced
    license = pw.ForeignKeyField(License, null=True, backref="tag_marks", on_delete="RESTRICT")
    recorded_on = pw.DateField()
    reason = pw.TextField(default="")

    class Meta:
        indexes = ((("jurisdiction", "year", "number"), True),)


__all__ = ["License", "Exemption", "TagStock", "TagMark"]
