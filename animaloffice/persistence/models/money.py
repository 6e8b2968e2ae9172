"""Charges (what is owed, line by line) and payments, in integer cents."""
from __future__ import annotations

import peewee as pw

from .base import Voidable
from .office import Jurisdiction
from .people import Owner


class Payment(Voidable):
    # looked up with the day (takings): one index on both, not one on a column of a few values
    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="payments", on_delete="RESTRICT", index=False)
    receipt_number = pw.CharField(max_length=40, unique=True)
    owner = pw.ForeignKeyField(Owner, null=True, backref="payments", on_delete="RESTRICT")
    payer_name = pw.CharField(max_length=200, default="")
    received_on = pw.DateField(index=True)
    received_at = pw.DateTimeField()
    method = pw.CharField(max_length=12)  # cash | check | card
    reference = pw.CharField(max_length=80, default="")  # check number, card authorisation
    amount_cents = pw.IntegerField()
    received_by = pw.CharField(max_length=80, default="")

    class Meta:
        indexes = ((("jurisdiction", "received_on"), False),)


class Charge(Voidable):
    """One fee line: a license fee, a boarding day count, a penalty..."""

    # never looked up by jurisdiction alone (a charge is found by its payment, owner or subject)
    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="charges", on_delete="RESTRICT", index=False)
    owner = pw.ForeignKeyField(Owner, null=True, backref="charges", on_delete="RESTRICT")
    # not indexed, nor charged_on: a charge is found by its payment, owner or subject, and these
    # only narrow that down (an index each cost every charge written, a million at a metro office)
    fee_code = pw.CharField(max_length=40)
    description = pw.CharField(max_length=300)
    quantity = pw.IntegerField(default=1)
    unit_cents = pw.IntegerField(default=0)
    amount_cents = pw.IntegerField()
    rule_id = pw.CharField(max_length=20, default="")
    explanation = pw.TextField(default="")
    charged_on = pw.DateField()
    subject_table = pw.CharField(max_length=40, default="")
    subject_id = pw.IntegerField(null=True)
    payment = pw.ForeignKeyField(Payment, null=True, backref="charges", on_delete="RESTRICT")

    class Meta:
        indexes = ((("subject_table", "subject_id"), False),)


__all__ = ["Payment", "Charge"]
