"""Permit applications and decisions, permits, inspections with the W-90.11 checklist."""
from __future__ import annotations

import peewee as pw

from ...domain.statuses import ApplicationStatus, PermitStatus
from .animals import Animal
from .base import BaseModel, Voidable
from .office import Jurisdiction
from .people import Owner


class PermitApplication(Voidable):
    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="applications", on_delete="RESTRICT")
    number = pw.CharField(max_length=40, unique=True)
    owner = pw.ForeignKeyField(Owner, backref="applications", on_delete="RESTRICT")
    permit_type = pw.CharField(max_length=40)  # profile list "permit_types" code
    received_on = pw.DateField()
    premises = pw.CharField(max_length=300, default="")  # address where animals are kept
    description = pw.TextField(default="")  # animals or establishment
    species = pw.TextField(default="[]")  # JSON list of species codes applied for
    animal_count = pw.IntegerField(default=0)
    heaviest_primate_lb = pw.IntegerField(null=True)
    for_profit = pw.BooleanField(default=False)
    government_operated = pw.BooleanField(default=False)  # W-90.10B
    other_permit_needed = pw.CharField(max_length=200, default="")  # T-4B1: another authority's permit
    other_permit_held = pw.BooleanField(default=True)
    operation_began_on = pw.DateField(null=True)  # W-90.10G
    acquired_on = pw.DateField(null=True)  # T-7A
    factors = pw.TextField(default="{}")  # JSON: the T-4A factors, each a note
    falsified = pw.BooleanField(default=False)  # W-90.10H4, set when found
    fee_cents = pw.IntegerField(default=0)
    is_reapplication = pw.BooleanField(default=False)
    status = pw.CharField(max_length=20, default=ApplicationStatus.PENDING, index=True)
    # pending | approved | denied | withdrawn
    decided_on = pw.DateField(null=True)
    decided_by = pw.CharField(max_length=80, default="")
    decision_reasons = pw.TextField(default="")  # JSON list of refusal dicts or text
    conditions = pw.TextField(default="")
    expires_on = pw.DateField(null=True)


class ApplicationAnimal(BaseModel):
    application = pw.ForeignKeyField(PermitApplication, backref="animals", on_delete="RESTRICT")
    animal = pw.ForeignKeyField(Animal, on_delete="RESTRICT")


class Permit(Voidable):
    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="permits", on_delete="RESTRICT")
    number = pw.CharField(max_length=40, unique=True)
    owner = pw.ForeignKeyField(Owner, backref="permits", on_delete="RESTRICT")
    permit_type = pw.CharField(max_length=40)
    application = pw.ForeignKeyField(PermitApplication, null=True, backref="permits", on_delete="RESTRICT")
    premises = pw.CharField(max_length=300, default="")
    description = pw.TextField(default="")
    status = pw.CharField(max_length=20, default=PermitStatus.ACTIVE, index=True)
    # active | expired | revoked | transferred | surrendered | void
    issued_on = pw.DateField()
    expires_on = pw.DateField(null=True, index=True)
    conditions = pw.TextField(default="")
    fee_cents = pw.IntegerField(default=0)
    under_review = pw.BooleanField(default=False)  # W-90.10H3
    revoked_on = pw.DateField(null=True)
    revocation_reasons = pw.TextField(default="")
    removal_deadline = pw.DateField(null=True)  # W-90.10H5
    removal_done_on = pw.DateField(null=True)
    transferred_from = pw.ForeignKeyField("self", null=True, backref="transfers", on_delete="RESTRICT")
    # T-4A: the conditions it was issued under changed (the holder moved) on this day; the officer
    # decides whether it stands, goes on at the new premises or expired, which clears the flag
    changed_on = pw.DateField(null=True)
    change_note = pw.TextField(default="")


class PermitAnimal(BaseModel):
    permit = pw.ForeignKeyField(Permit, backref="animals", on_delete="RESTRICT")
    animal = pw.ForeignKeyField(Animal, on_delete="RESTRICT")


class Inspection(Voidable):
    jurisdiction = pw.ForeignKeyField(Jurisdiction, on_delete="RESTRICT")
    application = pw.ForeignKeyField(PermitApplication, null=True, backref="inspections", on_delete="RESTRICT")
    permit = pw.ForeignKeyField(Permit, null=True, backref="inspections", on_delete="RESTRICT")
    inspected_on = pw.DateField()
    inspector = pw.CharField(max_length=120)
    result = pw.CharField(max_length=12)  # passed | failed | refused
    notes = pw.TextField(default="")


class InspectionItem(BaseModel):
    """One W-90.11 standard checked on an inspection."""

    inspection = pw.ForeignKeyField(Inspection, backref="items", on_delete="RESTRICT")
    code = pw.CharField(max_length=40)
    rule_id = pw.CharField(max_length=20, default="")
    passed = pw.BooleanField(null=True)  # None = not checked
    notes = pw.TextField(default="")


__all__ = ["PermitApplication", "ApplicationAnimal", "Permit", "PermitAnimal", "Inspection",
           "InspectionItem"]
