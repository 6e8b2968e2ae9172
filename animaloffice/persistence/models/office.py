"""The office itself: schema version, settings, jurisdictions and their dated profile values,
number counters, users and the audit log."""
from __future__ import annotations

import peewee as pw

from .base import BaseModel, Record, Voidable, now


class Meta(BaseModel):
    """Key/value facts about the database itself (schema version, created at)."""

    key = pw.CharField(max_length=64, primary_key=True)
    value = pw.TextField()


class OfficeSetting(Record):
    """Office-wide settings shared by every workstation (name, address, phone...)."""

    key = pw.CharField(max_length=64, unique=True)
    value = pw.TextField()


class Jurisdiction(Record):
    """A city the office serves; its ordinance profile is stored with it, so a
    backup restored on another machine carries the rules it was kept under."""

    code = pw.CharField(max_length=40, unique=True)
    name = pw.CharField(max_length=120)
    profile_source = pw.TextField()  # the profile's TOML text
    profile_file = pw.CharField(max_length=255, default="")
    active = pw.BooleanField(default=True)
    sort_order = pw.IntegerField(default=0)


class ProfileSetting(Record):
    """A dated fee or period the office set ("from this date on"), overlaying the profile."""

    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="settings", on_delete="RESTRICT")
    kind = pw.CharField(max_length=10)  # "fee" or "period"
    key = pw.CharField(max_length=64)
    effective_from = pw.DateField()
    value = pw.IntegerField()
    note = pw.TextField(default="")
    created_by = pw.CharField(max_length=80, default="")

    class Meta:
        indexes = ((("jurisdiction", "kind", "key", "effective_from"), False),)


class CalendarChange(Voidable):
    """A day the office or its facility is closed (weather, an emergency), or a holiday option a
    city changed from a date (MN-645.44, MN-346.47), laid over the profile's calendar. Voided (a
    closure recorded in error, the office open after all) with a reason, never deleted."""

    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="calendar_changes", on_delete="RESTRICT")
    kind = pw.CharField(max_length=20)  # closure | holiday_option
    day = pw.DateField(index=True)  # the closed day, or the day the option changes from
    option = pw.CharField(max_length=40, default="")  # october_holiday | friday_after_thanksgiving
    observed = pw.BooleanField(default=False)  # the option from that day
    reason = pw.TextField()
    recorded_by = pw.CharField(max_length=80, default="")


class Counter(BaseModel):
    """Number sequences (license, permit, receipt, impound numbers); incremented in the
    writing transaction so two workstations never hand out the same number."""

    name = pw.CharField(max_length=80, primary_key=True)
    value = pw.BigIntegerField(default=0)


class User(Record):
    username = pw.CharField(max_length=80, unique=True)
    full_name = pw.CharField(max_length=120, default="")
    role = pw.CharField(max_length=20)  # clerk, officer, administrator
    password_hash = pw.TextField(default="")
    active = pw.BooleanField(default=True)
    failed_attempts = pw.IntegerField(default=0)
    last_failed_at = pw.DateTimeField(null=True)
    # hex SHA-256 of the account's proof (domain.passwords): on PostgreSQL the database refuses
    # a change to the account without the proof of an administrator or of the account itself
    authority = pw.CharField(max_length=64, default="")


class SignInThrottle(BaseModel):
    """Failed sign-ins in a row, per user name (known or not, so both answer alike) and per
    workstation, and until when further attempts are refused."""

    key = pw.CharField(max_length=120, primary_key=True)  # "user:<name>" or "workstation:<name>"
    failures = pw.IntegerField(default=0)
    last_failed_at = pw.DateTimeField(null=True)
    locked_until = pw.DateTimeField(null=True)


class AuditEntry(BaseModel):
    """Who changed what, when, with the values before and after. Append-only:
    the database itself refuses UPDATE and DELETE on this table."""

    at = pw.DateTimeField(default=now, index=True)
    username = pw.CharField(max_length=80, index=True)
    action = pw.CharField(max_length=80)
    table_name = pw.CharField(max_length=64)
    record_id = pw.CharField(max_length=64)
    before = pw.TextField(null=True)  # JSON
    after = pw.TextField(null=True)  # JSON
    note = pw.TextField(default="")
    # the chain (persistence.audit_chain): the seal of the entry before and this entry's own seal,
    # a SHA-256 over its content and the one before
    prev_hash = pw.CharField(max_length=64, default="")
    hash = pw.CharField(max_length=64, default="")

    class Meta:
        indexes = ((("table_name", "record_id"), False),)


class AuditChainHead(BaseModel):
    """The last entry of the audit log's chain (one row): its seal and time. A desk locks it to
    add an entry, so two desks chain their entries one after the other; the database itself
    moves it on with each entry (``audit_chain.install_chain_guard``)."""

    id = pw.IntegerField(primary_key=True)  # always 1
    last_hash = pw.CharField(max_length=64, default="")
    last_at = pw.DateTimeField(null=True)

    class Meta:
        table_name = "audit_chain"


__all__ = [
    "Meta",
    "OfficeSetting",
    "Jurisdiction",
    "ProfileSetting",
    "CalendarChange",
    "Counter",
    "User",
    "SignInThrottle",
    "AuditEntry",
    "AuditChainHead",
]
