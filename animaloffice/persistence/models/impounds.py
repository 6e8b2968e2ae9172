"""Holding facilities, kennels and impounds."""
from __future__ import annotations

import peewee as pw

from ...domain.statuses import ImpoundStatus
from .animals import Animal
from .base import Record, Voidable
from .office import Jurisdiction
from .people import Owner


class Facility(Record):
    name = pw.CharField(max_length=120, unique=True)
    address = pw.CharField(max_length=300, default="")
    phone = pw.CharField(max_length=40, default="")
    hours = pw.CharField(max_length=200, default="")
    active = pw.BooleanField(default=True)


class Kennel(Record):
    facility = pw.ForeignKeyField(Facility, backref="kennels", on_delete="RESTRICT")
    code = pw.CharField(max_length=20)
    kind = pw.CharField(max_length=12, default="run")  # run | cage | isolation | quarantine
    active = pw.BooleanField(default=True)
    sort_order = pw.IntegerField(default=0)

    class Meta:
        indexes = ((("facility", "code"), True),)


class Impound(Voidable):
    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="impounds", on_delete="RESTRICT")
    number = pw.CharField(max_length=40, unique=True)
    animal = pw.ForeignKeyField(Animal, backref="impounds", on_delete="RESTRICT")
    owner = pw.ForeignKeyField(Owner, null=True, backref="impounds", on_delete="RESTRICT")
    kennel = pw.ForeignKeyField(Kennel, null=True, backref="impounds", on_delete="RESTRICT")
    impounded_on = pw.DateField(index=True)  # day 0 of the hold
    impounded_at = pw.DateTimeField()
    ground = pw.CharField(max_length=40)  # profile list "seizure_grounds" code (T-6D)
    intake_type = pw.CharField(max_length=40)  # Shelter Animals Count intake category
    found_place = pw.CharField(max_length=300, default="")
    found_detail = pw.CharField(max_length=40, default="")  # T-2L: off_property | near_street | public_property
    officer = pw.CharField(max_length=120, default="")
    field_return = pw.BooleanField(default=False)  # T-6A: delivered to owner in the field
    altered_at_intake = pw.BooleanField(null=True)
    age_months_at_intake = pw.IntegerField(null=True)
    condition = pw.TextField(default="")
    quarantine = pw.CharField(max_length=30, default="")  # "" | bite | exposure_vaccinated | exposure_unvaccinated | disease
    bite_on = pw.DateField(null=True)
    quarantine_until = pw.DateField(null=True)
    vet_certified_on = pw.DateField(null=True)
    vet_name = pw.CharField(max_length=120, default="")
    hold_last_day = pw.DateField(null=True)  # T-6C
    disposition_from = pw.DateField(null=True, index=True)
    owner_notified_on = pw.DateField(null=True)
    status = pw.CharField(max_length=20, default=ImpoundStatus.HELD, index=True)
    # held | released | disposed | returned_in_field
    released_on = pw.DateField(null=True)
    outcome = pw.CharField(max_length=40, default="")  # Shelter Animals Count outcome
    outcome_on = pw.DateField(null=True)
    outcome_party = pw.CharField(max_length=200, default="")
    outcome_address = pw.CharField(max_length=300, default="")
    outcome_notes = pw.TextField(default="")
    photo_path = pw.CharField(max_length=400, default="")
    notes = pw.TextField(default="")
    # Added for the intake desk (additive, with defaults):
    exposure_on = pw.DateField(null=True)  # MN-rabies: day 0 of an exposure quarantine
    hold_explanation = pw.TextField(default="")  # how hold_last_day/disposition_from were reached
    quarantine_explanation = pw.TextField(default="")
    received_from_name = pw.CharField(max_length=200, default="")  # MN-346.47: from whom received
    received_from_address = pw.CharField(max_length=300, default="")
    age_months_at_outcome = pw.IntegerField(null=True)  # SAC age group at outcome
    # MN-1721.0570: the order that allows euthanasia during an open quarantine (schema 8)
    quarantine_order_on = pw.DateField(null=True)
    quarantine_order_by = pw.CharField(max_length=200, default="")  # who gave it
    quarantine_order_authority = pw.CharField(max_length=40, default="")  # veterinarian | health_department | ...
    quarantine_order_note = pw.TextField(default="")
    # An intake that is not a seizure (schema 28): the owner's reason for a surrender or a request
    # for euthanasia, the sending agency's reference for a transfer in, and the owner's word that
    # the animal is theirs (a surrender, MN-346.47's record of whom it came from).
    intake_reason = pw.TextField(default="")
    source_reference = pw.CharField(max_length=120, default="")
    owner_affirmed = pw.BooleanField(null=True)


class SeizureClaim(Voidable):
    """MN-343.235: a person claiming an interest in a seized animal posts security or asks for a
    hearing; while it stands the animal is not disposed of (schema 8)."""

    impound = pw.ForeignKeyField(Impound, backref="claims", on_delete="RESTRICT")
    kind = pw.CharField(max_length=20)  # security | hearing_request
    received_on = pw.DateField()
    claimant_name = pw.CharField(max_length=200)
    claimant_address = pw.CharField(max_length=300, default="")
    amount_cents = pw.IntegerField(default=0)  # a security's amount
    form = pw.CharField(max_length=20, default="")  # cash | check | bond | other (a security)
    reference = pw.CharField(max_length=120, default="")  # check or bond number
    notes = pw.TextField(default="")
    ended_on = pw.DateField(null=True)  # the hearing held, the security spent or returned
    ended_reason = pw.TextField(default="")


__all__ = ["Facility", "Kennel", "Impound", "SeizureClaim"]
