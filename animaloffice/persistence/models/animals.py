"""Animals, who owned them when, their rabies vaccinations and litters."""
from __future__ import annotations

import peewee as pw

from ...domain.statuses import AnimalStatus
from .base import Record, Voidable
from .office import Jurisdiction
from .people import Owner


class Animal(Voidable):
    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="animals", on_delete="RESTRICT")
    name = pw.CharField(max_length=80, default="")
    species = pw.CharField(max_length=40, index=True)  # profile species code
    breed = pw.CharField(max_length=120, default="")
    sex = pw.CharField(max_length=1, default="U")  # M | F | U
    altered = pw.BooleanField(null=True)  # spayed/neutered; None = unknown
    birth_date = pw.DateField(null=True)
    birth_date_estimated = pw.BooleanField(default=False)
    colour = pw.CharField(max_length=120, default="")
    markings = pw.CharField(max_length=200, default="")
    size_class = pw.CharField(max_length=12, default="")  # under20 | 20to50 | over50 (lb)
    weight_lb = pw.IntegerField(null=True)
    microchip = pw.CharField(max_length=40, null=True, index=True)
    microchip_maker = pw.CharField(max_length=80, default="")
    description = pw.TextField(default="")
    owner = pw.ForeignKeyField(Owner, null=True, backref="animals", on_delete="RESTRICT")
    status = pw.CharField(max_length=20, default=AnimalStatus.ACTIVE)
    photo_path = pw.CharField(max_length=400, default="")


class Ownership(Record):
    """Who owned the animal from when to when (the current one has no end)."""

    animal = pw.ForeignKeyField(Animal, backref="ownerships", on_delete="RESTRICT")
    owner = pw.ForeignKeyField(Owner, backref="ownerships", on_delete="RESTRICT")
    start = pw.DateField()
    end = pw.DateField(null=True)
    reason = pw.CharField(max_length=200, default="")


class Vaccination(Voidable):
    """A rabies vaccination certificate (NASPHV Form 51 fields, MN-Form51)."""

    animal = pw.ForeignKeyField(Animal, backref="vaccinations", on_delete="RESTRICT")
    vaccinated_on = pw.DateField()
    product = pw.CharField(max_length=120, default="")
    manufacturer = pw.CharField(max_length=120, default="")
    lot = pw.CharField(max_length=60, default="")
    lot_expires = pw.DateField(null=True)
    duration_years = pw.IntegerField(default=3)  # 1, 3 or 4
    veterinarian = pw.CharField(max_length=120, default="")
    vet_license = pw.CharField(max_length=40, default="")
    clinic = pw.CharField(max_length=160, default="")
    clinic_address = pw.CharField(max_length=240, default="")
    rabies_tag = pw.CharField(max_length=40, default="")
    received_on = pw.DateField()  # the day the office got the certificate


class Litter(Voidable):
    """A litter born to an owner's animals (W-90.01 breeder class counts these)."""

    owner = pw.ForeignKeyField(Owner, backref="litters", on_delete="RESTRICT")
    dam = pw.ForeignKeyField(Animal, null=True, backref="litters", on_delete="RESTRICT")
    species = pw.CharField(max_length=40)
    born_on = pw.DateField()
    count = pw.IntegerField(default=0)
    notes = pw.TextField(default="")


__all__ = ["Animal", "Ownership", "Vaccination", "Litter"]
