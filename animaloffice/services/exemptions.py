"""Ending a T-7C exemption: by hand (the reason no longer holds), or when the animal changes
owner (T-3C; every exemption but the age one rests on the owner). Recording one is
``licensing.record_exemption``."""
from __future__ import annotations

from datetime import date

from ..domain import licensing as rules
from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.explain import fmt_short
from ..domain.roles import Actor
from ..persistence.fetch import fetch
from ..persistence.models.licensing import Exemption
from . import audit
from .common import save_versioned
from .office_action import OfficeAction


def open_query(animal_id: int, on: date):
    """The animal's exemptions recorded by the day and not run out or ended before it, newest first."""
    return (Exemption.select().where((Exemption.animal == animal_id) & Exemption.voided_at.is_null()
                                     & (Exemption.recorded_on <= on)
                                     & (Exemption.valid_until.is_null() | (Exemption.valid_until >= on)))
            .order_by(Exemption.recorded_on.desc(), Exemption.id.desc()))


def open_exemptions(animal_id: int, on: date) -> list[Exemption]:
    return list(open_query(animal_id, on))


def close_exemption(actor: Actor, row: Exemption, on: date, why: str, action: str,
                    expected_version: int | None = None) -> None:
    """End `row` on `on` (it no longer covers that day), the reason kept on it and in the audit."""
    before = audit.snapshot(row)
    row.valid_until = rules.exemption_last_day(on)
    line = f"ended {fmt_short(on)}: {why}"
    row.notes = f"{row.notes}; {line}" if row.notes else line
    save_versioned(row, expected_version)
    audit.record(actor, action, row, before=before, note=why)


def end_exemption(actor: Actor, exemption_id: int, *, reason: str, on: date | None = None,
                  expected_version: int | None = None) -> None:
    """End an exemption by hand (T-7C): the owner left, the dog retired from police work, the
    veterinarian released it. From that day the animal needs a license."""
    act = OfficeAction(actor, "issue_license")
    on = validate.day("on", on or date.today(), not_after=date.today())
    reason = validate.text("reason", reason, max_len=200, required=True)
    with act:
        row = fetch(Exemption, exemption_id, "exemption_id")
        if on < row.recorded_on:
            raise ValidationError("on", f"is before the exemption was recorded "
                                  f"({fmt_short(row.recorded_on)})", on)
        if row.valid_until is not None and row.valid_until < on:
            raise ValidationError("exemption_id", f"the exemption already ran out or ended; its last day "
                                  f"was {fmt_short(row.valid_until)}", exemption_id)
        close_exemption(actor, row, on, reason, "exemption.end", expected_version)


def end_on_transfer(actor: Actor, animal_id: int, on: date) -> list[int]:
    """T-3C: the exemptions that rest on the owner end with the change of owner (inside the
    transfer's transaction). Returns their ids."""
    ended = []
    for row in open_exemptions(animal_id, on):
        if rules.exemption_ends_on_transfer(row.reason):
            close_exemption(actor, row, on, "animal transferred to a new owner (T-3C)",
                            "exemption.end_on_transfer")
            ended.append(row.id)
    return ended
