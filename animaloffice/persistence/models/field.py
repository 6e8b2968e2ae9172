"""The officer's field work: calls for service (complaints), their visits and what they produced,
and bite reports.

Who called and who was bitten is confidential: it is kept on the call and the bite report only,
shown to the roles that may see it (``domain.roles``: ``view_confidential``) and printed on no paper
an owner receives.
"""
from __future__ import annotations

import peewee as pw

from ...domain.statuses import CallStatus
from .animals import Animal
from .base import Voidable
from .dangerous_dogs import DangerousDogCase
from .impounds import Impound
from .office import Jurisdiction
from .people import Owner


class Call(Voidable):
    """A complaint or call for service: who called (confidential), when, where, what, and what
    became of it (``domain.calls``)."""

    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="calls", on_delete="RESTRICT")
    number = pw.CharField(max_length=40, unique=True)
    kind = pw.CharField(max_length=40)  # profile list "call_kinds"
    received_at = pw.DateTimeField(index=True)
    received_by = pw.CharField(max_length=80, default="")  # the user who took it
    how = pw.CharField(max_length=20, default="phone")  # domain.calls.HOW
    # the caller: confidential (never on an owner's paper; shown to view_confidential only)
    caller_name = pw.CharField(max_length=200, default="")
    caller_phone = pw.CharField(max_length=40, default="")
    caller_address = pw.CharField(max_length=300, default="")
    address = pw.CharField(max_length=300, default="")  # where the problem is
    address_key = pw.CharField(max_length=300, default="", index=True)  # domain.calls.address_key
    owner = pw.ForeignKeyField(Owner, null=True, backref="calls", on_delete="RESTRICT")
    animal = pw.ForeignKeyField(Animal, null=True, backref="calls", on_delete="RESTRICT")
    description = pw.TextField(default="")
    priority = pw.CharField(max_length=12, default="normal")  # domain.calls.PRIORITIES
    officer = pw.CharField(max_length=80, default="")  # the user assigned
    assigned_at = pw.DateTimeField(null=True)
    status = pw.CharField(max_length=12, default=CallStatus.NEW, index=True)
    outcome = pw.CharField(max_length=30, default="")  # domain.calls.OUTCOMES
    outcome_on = pw.DateField(null=True)
    outcome_note = pw.TextField(default="")
    referred_to = pw.CharField(max_length=200, default="")  # a referral's agency
    closed_by = pw.CharField(max_length=80, default="")
    reopened_at = pw.DateTimeField(null=True)  # the last time it was reopened
    reopen_reason = pw.TextField(default="")


class CallVisit(Voidable):
    """A visit or follow-up on a call: when, by whom, what was found."""

    call = pw.ForeignKeyField(Call, backref="visits", on_delete="RESTRICT")
    kind = pw.CharField(max_length=20, default="visit")  # domain.calls.VISIT_KINDS
    visited_at = pw.DateTimeField()
    officer = pw.CharField(max_length=120, default="")
    notes = pw.TextField(default="")


class CallLink(Voidable):
    """A record a call produced or concerns: a violation, an impound, a notice, a bite report,
    a dangerous-dog case (``subject_table`` and id, as notices and charges name their subject)."""

    call = pw.ForeignKeyField(Call, backref="links", on_delete="RESTRICT")
    subject_table = pw.CharField(max_length=40)
    subject_id = pw.IntegerField()
    note = pw.CharField(max_length=300, default="")

    class Meta:
        indexes = ((("subject_table", "subject_id"), False),)


class BiteReport(Voidable):
    """A bite (MN-rabies, MN-347.50): the victim (confidential), where and when, the biting animal
    and its owner, provocation, injury and care, the animal's rabies status at the time, the report
    to the health department and the quarantine it starts (an impound's 10-day observation)."""

    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="bite_reports", on_delete="RESTRICT")
    number = pw.CharField(max_length=40, unique=True)
    call = pw.ForeignKeyField(Call, null=True, backref="bite_reports", on_delete="RESTRICT")
    bitten_on = pw.DateField(index=True)
    bitten_time = pw.CharField(max_length=20, default="")
    place = pw.CharField(max_length=300, default="")
    # the victim: confidential, like a caller
    victim_kind = pw.CharField(max_length=20, default="person")  # person | domestic_animal
    victim_name = pw.CharField(max_length=200, default="")  # the person, or a bitten animal's owner
    victim_phone = pw.CharField(max_length=40, default="")
    victim_address = pw.CharField(max_length=300, default="")
    victim_age_group = pw.CharField(max_length=20, default="unknown")  # domain.bites.AGE_GROUPS
    victim_animal = pw.CharField(max_length=200, default="")  # a bitten animal, described
    # the biting animal
    animal = pw.ForeignKeyField(Animal, null=True, backref="bite_reports", on_delete="RESTRICT")
    owner = pw.ForeignKeyField(Owner, null=True, backref="bite_reports", on_delete="RESTRICT")
    species = pw.CharField(max_length=40, default="")  # profile species code
    animal_description = pw.TextField(default="")  # an animal not on record (a stray, wildlife)
    provoked = pw.CharField(max_length=10, default="unknown")  # yes | no | unknown
    provocation = pw.TextField(default="")
    injury = pw.CharField(max_length=20, default="minor")  # domain.bites.INJURIES
    injury_notes = pw.TextField(default="")
    medical_care = pw.TextField(default="")
    off_owner_property = pw.BooleanField(null=True)  # MN-347.50 subd. 2(2): off the owner's property
    # the animal's rabies status on the day of the bite, as the records showed it
    rabies_status = pw.CharField(max_length=20, default="unknown")  # domain.bites.RABIES_STATUSES
    rabies_note = pw.TextField(default="")
    vaccinated_until = pw.DateField(null=True)
    # the report to the health department
    health_reported_on = pw.DateField(null=True)
    health_reported_to = pw.CharField(max_length=200, default="")
    health_reported_by = pw.CharField(max_length=120, default="")
    impound = pw.ForeignKeyField(Impound, null=True, backref="bite_reports", on_delete="RESTRICT")  # quarantine
    dangerous_dog = pw.ForeignKeyField(DangerousDogCase, null=True, backref="bite_reports", on_delete="RESTRICT")
    notes = pw.TextField(default="")


__all__ = ["Call", "CallVisit", "CallLink", "BiteReport"]
