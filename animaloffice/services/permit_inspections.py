"""Inspections of a permit application or a permit, with the W-90.11 checklist (W-90.10H1-2).

The facility is inspected after the application is filed and before the permit is issued;
a permit holder is inspected while the permit is in force, and refusing revokes it.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date

from ..domain import permits as rules
from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.roles import Actor
from ..domain.statuses import ApplicationStatus, PermitStatus
from ..persistence.fetch import fetch
from ..persistence.models.permits import Inspection, InspectionItem, Permit, PermitApplication
from ..persistence.profiles import profile_for
from .office_action import OfficeAction


@dataclass(frozen=True)
class InspectionRecorded:
    inspection_id: int
    result: str
    failed_items: tuple[str, ...]
    revocation_due: bool  # W-90.10H2: a permit holder refused inspection


def _check_inspected_subject(subject, is_application: bool, on: date) -> None:
    """W-90.10H1-2: an application is inspected after it is filed, until a permit is issued on it (a
    denied one may still be, for its hearing); a permit from its issue while it is in force."""
    if is_application:
        if subject.status not in (ApplicationStatus.PENDING, ApplicationStatus.DENIED):
            raise ValidationError("application_id", f"application {subject.number} is {subject.status}; "
                                  + ("inspect its permit" if subject.status == ApplicationStatus.APPROVED
                                     else "it is not inspected"))
        if on < subject.received_on:
            raise ValidationError("on", f"is before application {subject.number} was received "
                                  f"({subject.received_on:%m/%d/%Y})", on)
        return
    if rules.effective_status(subject.status, subject.expires_on, on) != PermitStatus.ACTIVE:
        when = f" on {subject.expires_on:%m/%d/%Y}" if subject.status == PermitStatus.ACTIVE else ""
        raise ValidationError("permit_id", f"permit {subject.number} {'expired' if when else 'is ' + subject.status}"
                              f"{when}; only a permit in force is inspected")
    if on < subject.issued_on:
        raise ValidationError("on", f"is before permit {subject.number} was issued ({subject.issued_on:%m/%d/%Y})", on)


def record_inspection(actor: Actor, *, application_id: int | None = None, permit_id: int | None = None,
                      on: date | None = None, inspector: str = "", checks: Mapping[str, bool | None] = (),
                      item_notes: Mapping[str, str] | None = None, refused: bool = False,
                      notes: str = "") -> InspectionRecorded:
    """An inspection with the W-90.11 checklist item by item (W-90.10H1-2).

    A standard left unchecked does not apply; a refused inspection records no items.
    """
    act = OfficeAction(actor, "inspect")
    on = validate.day("on", on or date.today(), not_after=date.today())
    inspector = validate.text("inspector", inspector or actor.username, max_len=120, required=True)
    notes = validate.text("notes", notes, max_len=4000, multiline=True)
    refused = validate.boolean("refused", refused)
    if (application_id is None) == (permit_id is None):
        raise ValidationError("application_id", "inspect either an application or a permit")
    with act:
        subject = (fetch(PermitApplication, application_id, "application_id") if application_id is not None
                   else fetch(Permit, permit_id, "permit_id"))
        _check_inspected_subject(subject, application_id is not None, on)
        profile = profile_for(subject.jurisdiction_id)
        items = profile.items("inspection_items")
        known = {i.code for i in items}
        if not isinstance(checks or {}, Mapping):
            raise ValidationError("checks", "mark each standard passed or failed", checks)
        if item_notes is not None and not isinstance(item_notes, Mapping):
            raise ValidationError("item_notes", "give a note for each standard", item_notes)
        checks = dict(checks or {})
        for code, value in checks.items():
            if code not in known:
                raise ValidationError(f"checks.{code}", "is not a standard on the inspection checklist")
            validate.boolean(f"checks.{code}", value, allow_none=True)
        texts = {code: validate.text(f"item_notes.{code}", n, max_len=1000, multiline=True)
                 for code, n in (item_notes or {}).items() if code in known}
        result = rules.inspection_result({} if refused else checks, refused=refused)
        if result == "incomplete":
            raise ValidationError("checks", "mark each standard passed or failed, or record that the "
                                  "inspection was refused")
        row = Inspection.create(jurisdiction=subject.jurisdiction_id,
                                application=subject if application_id is not None else None,
                                permit=subject if permit_id is not None else None,
                                inspected_on=on, inspector=inspector, result=result, notes=notes)
        failed = []
        if not refused:
            for item in items:
                passed = checks.get(item.code)
                InspectionItem.create(inspection=row, code=item.code, rule_id=item.rule_id, passed=passed,
                                      notes=texts.get(item.code, ""))
                if passed is False:
                    failed.append(item.rule_id or item.code)
        act.created(row, "inspection.record", note=result)
    return InspectionRecorded(row.id, result, tuple(failed), refused and permit_id is not None)


