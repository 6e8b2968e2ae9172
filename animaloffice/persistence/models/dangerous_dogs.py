"""A dangerous-dog case: the declaration, its notice, registration and what became of it
(Minn. Stat. §§ 347.50-347.565, rule MN-347.50)."""
from __future__ import annotations

import peewee as pw

from ...domain.statuses import DangerousDogStatus
from .animals import Animal
from .base import Voidable
from .enforcement import Notice
from .impounds import Facility
from .money import Charge
from .office import Jurisdiction
from .people import Owner


class DangerousDogCase(Voidable):
    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="dangerous_dog_cases", on_delete="RESTRICT")
    number = pw.CharField(max_length=40, unique=True)
    animal = pw.ForeignKeyField(Animal, backref="dangerous_dog_cases", on_delete="RESTRICT")
    owner = pw.ForeignKeyField(Owner, backref="dangerous_dog_cases", on_delete="RESTRICT")
    # the declaration (347.50; the notice's first element, 347.541)
    kind = pw.CharField(max_length=30)  # potentially_dangerous | dangerous
    ground = pw.CharField(max_length=40)  # profile list "dangerous_dog_grounds"
    facts = pw.TextField(default="")
    incident_on = pw.DateField()
    incident_time = pw.CharField(max_length=20, default="")
    incident_place = pw.CharField(max_length=300, default="")
    declared_on = pw.DateField(index=True)
    declared_by = pw.CharField(max_length=120)  # the declaring official
    kept_at = pw.CharField(max_length=300, default="")  # where the dog is kept
    contact_name = pw.CharField(max_length=120, default="")  # contact person where the dog is kept
    contact_phone = pw.CharField(max_length=40, default="")
    seized_on = pw.DateField(null=True)  # if the dog was seized (347.54)
    # where a seized dog is held: the notice names it, and the office as the contact (347.541, subd. 3)
    facility = pw.ForeignKeyField(Facility, null=True, backref="dangerous_dog_cases", on_delete="RESTRICT")
    status = pw.CharField(max_length=20, default=DangerousDogStatus.DECLARED, index=True)
    notice = pw.ForeignKeyField(Notice, null=True, backref="dangerous_dog_cases", on_delete="RESTRICT")
    compliance_deadline = pw.DateField(null=True)  # register / comply by (347.54; 347.541 after a decision)
    compliance_why = pw.TextField(default="")
    decision_conditions = pw.TextField(default="")  # set by a hearing decision that modified it
    # the decision that set the compliance deadline (347.541: 14 days from its receipt)
    decision_sent_on = pw.DateField(null=True)
    decision_sent_by = pw.CharField(max_length=20, default="")  # a notice's method; "" before schema 7
    decision_received_on = pw.DateField(null=True)  # when the office learns it (a certified-mail receipt)
    # registration (347.51, 347.515; the microchip is the animal's own field)
    insurance_kind = pw.CharField(max_length=20, default="")  # "" | insurance | bond
    insurer = pw.CharField(max_length=160, default="")
    policy_number = pw.CharField(max_length=80, default="")
    insurance_cents = pw.IntegerField(default=0)
    insurance_expires_on = pw.DateField(null=True)
    enclosure_inspected_on = pw.DateField(null=True)
    enclosure_inspector = pw.CharField(max_length=120, default="")
    enclosure_notes = pw.TextField(default="")
    sign_issued_on = pw.DateField(null=True)
    sign_number = pw.CharField(max_length=40, default="")
    fee_charge = pw.ForeignKeyField(Charge, null=True, backref="+", on_delete="RESTRICT")  # this year's fee
    certificate_number = pw.CharField(max_length=40, null=True, unique=True)
    registered_on = pw.DateField(null=True)  # the first certificate
    term_start = pw.DateField(null=True)  # the current registration year
    renewal_due = pw.DateField(null=True)
    sterilized_on = pw.DateField(null=True)  # 347.52 (d): sterilized within 30 days; also marks the animal
    sterilized_by = pw.CharField(max_length=160, default="")  # the veterinarian or clinic
    tag_number = pw.CharField(max_length=40, default="")  # the standardized tag (347.51, subd. 7)
    tag_issued_on = pw.DateField(null=True)
    last_review_on = pw.DateField(null=True)  # the owner's last request for a review (347.51 subd. 3a)
    ended_on = pw.DateField(null=True)  # rescinded or closed
    end_reason = pw.TextField(default="")

    class Meta:
        table_name = "dangerous_dog"  # the name notices and charges give as their subject_table


__all__ = ["DangerousDogCase"]
