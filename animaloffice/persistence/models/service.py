"""How a notice was served: one row per attempt (mailing, hand delivery, posting, e-mail)."""
from __future__ import annotations

import peewee as pw

from .base import Voidable
from .enforcement import Notice


class ServiceAttempt(Voidable):
    notice = pw.ForeignKeyField(Notice, backref="service_attempts", on_delete="RESTRICT")
    seq = pw.IntegerField(default=1)  # 1 for the first attempt of the notice
    method = pw.CharField(max_length=20)
    # first_class | certified | registered | hand | posted_premises | posted_public | email
    served_on = pw.DateField()  # mailed, handed, posted or sent
    served_at = pw.TimeField(null=True)  # the time of day a hand delivery was made, when recorded
    article_number = pw.CharField(max_length=22, default="")  # certified or registered mail
    return_status = pw.CharField(max_length=12, default="")  # "" | delivered | refused | unclaimed | returned
    return_on = pw.DateField(null=True)
    served_by = pw.CharField(max_length=120, default="")
    served_to = pw.CharField(max_length=200, default="")  # the person a hand delivery reached
    place = pw.CharField(max_length=300, default="")  # where handed or posted
    public_places = pw.TextField(default="[]")  # JSON [{"place": ..., "on": ...}] of a public posting
    email_address = pw.CharField(max_length=200, default="")
    counts = pw.BooleanField(default=False)  # the attempt the notice's deadlines count from
    count_reason = pw.TextField(default="")  # why the officer counts from this one ("" the rule chose it)
    notes = pw.TextField(default="")

    class Meta:
        indexes = ((("notice", "seq"), False),)
