"""Violations and citations, notices sent, hearings and appeals."""
from __future__ import annotations

import peewee as pw

from ...domain.statuses import HearingStatus, ViolationStatus
from .animals import Animal
from .base import Record, Voidable
from .office import Jurisdiction
from .people import Owner


class Violation(Voidable):
    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="violations", on_delete="RESTRICT")
    owner = pw.ForeignKeyField(Owner, backref="violations", on_delete="RESTRICT")
    animal = pw.ForeignKeyField(Animal, null=True, backref="violations", on_delete="RESTRICT")
    kind = pw.CharField(max_length=40)  # profile list "violation_kinds" (T-8A)
    nuisance_kind = pw.CharField(max_length=40, default="")  # profile list "nuisance_kinds" (T-2C)
    rule_id = pw.CharField(max_length=20, default="")
    occurred_on = pw.DateField(index=True)
    place = pw.CharField(max_length=300, default="")
    officer = pw.CharField(max_length=120, default="")
    evidence = pw.TextField(default="")
    citation_number = pw.CharField(max_length=40, null=True, unique=True)
    amount_cents = pw.IntegerField(default=0)
    status = pw.CharField(max_length=20, default=ViolationStatus.OPEN)


class Notice(Voidable):
    """A letter or notice sent: what, to whom, when, and the deadlines it starts."""

    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="notices", on_delete="RESTRICT")
    number = pw.CharField(max_length=40, unique=True)
    kind = pw.CharField(max_length=40, index=True)
    # denial | revocation | impound | posting | quarantine | license_order | hearing | decision
    # | renewal | certificate_due | citation | permit | inspection_report
    owner = pw.ForeignKeyField(Owner, null=True, backref="notices", on_delete="RESTRICT")
    recipient_name = pw.CharField(max_length=200, default="")
    recipient_address = pw.CharField(max_length=300, default="")
    sent_on = pw.DateField(index=True)
    method = pw.CharField(max_length=20, default="mail")  # mail | certified | in_person | posted | email
    subject_table = pw.CharField(max_length=40, default="")
    subject_id = pw.IntegerField(null=True)
    sections = pw.TextField(default="")  # citations it acts under
    reasons = pw.TextField(default="")
    hearing_right = pw.BooleanField(default=False)
    hearing_deadline = pw.DateField(null=True, index=True)
    removal_deadline = pw.DateField(null=True)
    other_deadline = pw.DateField(null=True)
    explanation = pw.TextField(default="")  # how each deadline was reached
    fields = pw.TextField(default="{}")  # JSON snapshot used to print the notice

    class Meta:
        indexes = ((("subject_table", "subject_id"), False),)


class HearingRequest(Voidable):
    notice = pw.ForeignKeyField(Notice, backref="hearing_requests", on_delete="RESTRICT")
    received_on = pw.DateField()
    how = pw.CharField(max_length=40, default="in_writing")  # in_writing | mail | in_person | email
    mailed_on = pw.DateField(null=True)  # the postmark of a request sent by mail
    late = pw.BooleanField(default=False)
    accepted = pw.BooleanField(default=True)
    late_reason = pw.TextField(default="")  # why a late request was accepted anyway
    refusal_reason = pw.TextField(default="")  # why a late request was refused (the decision stands)


class Hearing(Voidable):
    notice = pw.ForeignKeyField(Notice, backref="hearings", on_delete="RESTRICT")
    request = pw.ForeignKeyField(HearingRequest, null=True, backref="hearings", on_delete="RESTRICT")
    scheduled_at = pw.DateTimeField(null=True, index=True)
    place = pw.CharField(max_length=200, default="")
    body = pw.CharField(max_length=120, default="")  # e.g. Police Commission
    status = pw.CharField(max_length=20, default=HearingStatus.SCHEDULED)
    attendees = pw.TextField(default="")
    evidence = pw.TextField(default="")
    findings = pw.TextField(default="")
    decision = pw.CharField(max_length=20, default="")  # upheld | reversed | modified
    decision_on = pw.DateField(null=True)
    conditions = pw.TextField(default="")
    new_removal_deadline = pw.DateField(null=True)
    conclusions = pw.TextField(default="")  # the written decision's conclusions (findings applied)
    permit_expires_on = pw.DateField(null=True)  # expiry of a permit the decision issues
    effect = pw.TextField(default="")  # what the decision did to the permit or application
    effect_pending = pw.BooleanField(default=False)  # the decision must still be carried by hand
    signed_by = pw.CharField(max_length=120, default="")  # who signs for the hearing body or officer
    signed_title = pw.CharField(max_length=120, default="")
    decision_received_on = pw.DateField(null=True)  # the owner's receipt of the decision, once known


class Appeal(Voidable):
    """A de novo appeal of a hearing decision by either side (T-4A)."""

    hearing = pw.ForeignKeyField(Hearing, backref="appeals", on_delete="RESTRICT")
    filed_by = pw.CharField(max_length=20)  # owner | city
    filed_on = pw.DateField()
    forum = pw.CharField(max_length=200, default="")
    outcome = pw.CharField(max_length=20, default="")  # pending | upheld | reversed | modified | withdrawn
    outcome_on = pw.DateField(null=True)
    notes = pw.TextField(default="")
    effect = pw.TextField(default="")  # what the outcome did to the permit, or what is left to do
    effect_pending = pw.BooleanField(default=False)  # the outcome must still be carried by hand
    late = pw.BooleanField(default=False)  # filed after the appeal deadline the profile states
    deadline = pw.DateField(null=True)  # that deadline, as it stood when the appeal was filed


class HearingSetup(Record):
    """What the office filled in for a matter its city's profile leaves "not stated" (or
    corrects): the body that hears it, the rule, the appeal route and deadline, each with its
    source (``domain.hearing_terms``). Empty text and a null number keep the profile's value."""

    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="hearing_setups", on_delete="RESTRICT")
    matter = pw.CharField(max_length=40)  # permit_denial | permit_revocation | citation | dangerous_dog
    body = pw.CharField(max_length=120, default="")
    source = pw.CharField(max_length=300, default="")
    appeal = pw.TextField(default="")
    appeal_source = pw.CharField(max_length=300, default="")
    appeal_days = pw.IntegerField(null=True)
    appeal_days_source = pw.CharField(max_length=300, default="")
    request_counts = pw.CharField(max_length=20, default="")  # received | mailed | "" (the profile's)
    request_counts_source = pw.CharField(max_length=300, default="")
    updated_by = pw.CharField(max_length=80, default="")

    class Meta:
        indexes = ((("jurisdiction", "matter"), True),)


__all__ = ["Violation", "Notice", "HearingRequest", "Hearing", "Appeal", "HearingSetup"]
