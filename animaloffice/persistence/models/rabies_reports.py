"""Rabies certificates reported by veterinarians: each list a clinic sends (a CSV file or a
workbook) and each line of it, with the animal it was matched to and the certificate filed."""
from __future__ import annotations

import peewee as pw

from .animals import Animal, Vaccination
from .base import Record, Voidable
from .office import Jurisdiction
from .people import Owner


class RabiesReport(Voidable):
    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="rabies_reports", on_delete="RESTRICT")
    number = pw.CharField(max_length=40, unique=True)
    clinic = pw.CharField(max_length=160)
    received_on = pw.DateField(index=True)
    file_name = pw.CharField(max_length=255, default="")
    lines = pw.IntegerField(default=0)
    filed = pw.IntegerField(default=0)  # certificates filed from it
    imported_by = pw.CharField(max_length=80, default="")


class RabiesReportLine(Record):
    """One certificate of a report, as the clinic wrote it, and what the office did with it."""

    report = pw.ForeignKeyField(RabiesReport, backref="report_lines", on_delete="RESTRICT")
    row = pw.IntegerField()  # as the spreadsheet numbers it
    owner_name = pw.CharField(max_length=200, default="")
    owner_address = pw.CharField(max_length=300, default="")
    owner_city = pw.CharField(max_length=100, default="")
    animal_name = pw.CharField(max_length=80, default="")
    species = pw.CharField(max_length=40, default="")
    microchip = pw.CharField(max_length=40, default="")
    rabies_tag = pw.CharField(max_length=40, default="")
    vaccinated_on = pw.DateField()
    duration_years = pw.IntegerField(default=1)
    veterinarian = pw.CharField(max_length=120, default="")
    status = pw.CharField(max_length=20)  # domain.rabies_reports.LINE_STATUSES
    matched_by = pw.CharField(max_length=20, default="")  # domain.rabies_reports.MATCHES
    owner = pw.ForeignKeyField(Owner, null=True, backref="+", on_delete="RESTRICT")
    animal = pw.ForeignKeyField(Animal, null=True, backref="rabies_report_lines", on_delete="RESTRICT")
    vaccination = pw.ForeignKeyField(Vaccination, null=True, backref="+", on_delete="RESTRICT")
    note = pw.TextField(default="")


__all__ = ["RabiesReport", "RabiesReportLine"]
