"""Setting up the animal control facility (T-5): facilities and their kennels.

A kennel is a run, a cage, an isolation room or a quarantine room. Kennels are
never deleted: one taken out of use is made inactive and keeps its history.
"""
from __future__ import annotations

from dataclasses import dataclass

import peewee as pw

from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.roles import Actor
from ..domain.statuses import ImpoundStatus
from ..persistence.fetch import fetch
from ..persistence.models.impounds import Facility, Impound, Kennel
from .office_action import OfficeAction

KENNEL_KINDS = {"run": "Run", "cage": "Cage", "isolation": "Isolation", "quarantine": "Quarantine room"}


@dataclass(frozen=True)
class FacilityInfo:
    id: int
    name: str
    address: str
    phone: str
    hours: str
    active: bool
    version: int


@dataclass(frozen=True)
class KennelInfo:
    id: int
    facility_id: int
    code: str
    kind: str
    active: bool
    sort_order: int
    version: int


def _facility_info(row: Facility) -> FacilityInfo:
    return FacilityInfo(row.id, row.name, row.address, row.phone, row.hours, row.active, row.version)


def _kennel_info(row: Kennel) -> KennelInfo:
    return KennelInfo(row.id, row.facility_id, row.code, row.kind, row.active, row.sort_order, row.version)


def _clean_facility(name, address, phone, hours):
    return (validate.text("name", name, max_len=120, required=True),
            validate.text("address", address, max_len=300),
            validate.phone("phone", phone),
            validate.text("hours", hours, max_len=200))


def create_facility(actor: Actor, *, name: str, address: str = "", phone: str = "", hours: str = ""
                    ) -> FacilityInfo:
    """Record a holding facility (T-5: the animal control facility)."""
    act = OfficeAction(actor, "office_settings")
    name, address, phone, hours = _clean_facility(name, address, phone, hours)
    with act:
        if Facility.select().where(pw.fn.LOWER(Facility.name) == name.lower()).exists():
            raise ValidationError("name", f"a facility called {name!r} already exists", name)
        row = act.create(Facility, "facility.create", name=name, address=address, phone=phone, hours=hours)
    return _facility_info(row)


def update_facility(actor: Actor, facility_id: int, *, expected_version: int, name: str, address: str = "",
                    phone: str = "", hours: str = "", active: bool = True) -> FacilityInfo:
    act = OfficeAction(actor, "office_settings")
    name, address, phone, hours = _clean_facility(name, address, phone, hours)
    active = validate.boolean("active", active)
    with act:
        row = act.fetch(Facility, facility_id, "facility_id")
        clash = Facility.select().where((pw.fn.LOWER(Facility.name) == name.lower())
                                        & (Facility.id != row.id)).exists()
        if clash:
            raise ValidationError("name", f"a facility called {name!r} already exists", name)
        row.name, row.address, row.phone, row.hours, row.active = name, address, phone, hours, active
        act.save(row, "facility.update", expected_version=expected_version)
    return _facility_info(row)


def add_kennels(actor: Actor, facility_id: int, *, kind: str, codes: list[str]) -> list[KennelInfo]:
    """Add kennels of one kind with the given codes (e.g. R1, R2... or Q1)."""
    act = OfficeAction(actor, "office_settings")
    kind = validate.choice("kind", kind, KENNEL_KINDS)
    if not codes:
        raise ValidationError("codes", "give at least one kennel code")
    clean = [validate.text("codes", c, max_len=20, required=True).upper() for c in codes]
    if len(set(clean)) != len(clean):
        raise ValidationError("codes", "a kennel code is given twice")
    out = []
    with act:
        facility = fetch(Facility, facility_id, "facility_id")
        taken = {k.code for k in Kennel.select(Kennel.code).where(Kennel.facility == facility)}
        clash = sorted(set(clean) & taken)
        if clash:
            raise ValidationError("codes", f"kennel {clash[0]} already exists at {facility.name}", clash[0])
        order = (Kennel.select(pw.fn.MAX(Kennel.sort_order)).where(Kennel.facility == facility).scalar()
                 or 0)
        for code in clean:
            order += 1
            row = act.create(Kennel, "kennel.create", facility=facility, code=code, kind=kind, sort_order=order)
            out.append(_kennel_info(row))
    return out


def add_kennel_range(actor: Actor, facility_id: int, *, kind: str, prefix: str, count: int,
                     start: int = 1) -> list[KennelInfo]:
    """`count` kennels named prefix+number: add_kennel_range(kind="run", prefix="R", count=8)."""
    actor.require("office_settings")
    prefix = validate.text("prefix", prefix, max_len=10)
    count = validate.integer("count", count, minimum=1, maximum=200)
    start = validate.integer("start", start, minimum=0, maximum=9999)
    return add_kennels(actor, facility_id, kind=kind, codes=[f"{prefix}{n}" for n in range(start, start + count)])


def set_kennel_active(actor: Actor, kennel_id: int, active: bool, *, expected_version: int | None = None
                      ) -> KennelInfo:
    """Take a kennel out of use (refused while an animal is in it), or back into use."""
    act = OfficeAction(actor, "office_settings")
    active = validate.boolean("active", active)
    with act:
        row = act.fetch(Kennel, kennel_id, "kennel_id")
        if not active and occupant(row.id) is not None:
            raise ValidationError("kennel_id", f"kennel {row.code} has an animal in it; move it first")
        row.active = active
        act.save(row, "kennel.update", expected_version=expected_version)
    return _kennel_info(row)


def occupant(kennel_id: int) -> int | None:
    """The impound held in the kennel now, if any."""
    row = (Impound.select(Impound.id).where((Impound.kennel == kennel_id) & (Impound.status == ImpoundStatus.HELD)
                                            & Impound.voided_at.is_null()).first())
    return row.id if row else None


def list_facilities(active_only: bool = True) -> list[FacilityInfo]:
    query = Facility.select().order_by(Facility.name)
    if active_only:
        query = query.where(Facility.active == True)  # noqa: E712
    return [_facility_info(f) for f in query]


def list_kennels(facility_id: int | None = None, active_only: bool = True) -> list[KennelInfo]:
    query = Kennel.select().order_by(Kennel.facility, Kennel.sort_order, Kennel.code)
    if facility_id is not None:
        query = query.where(Kennel.facility == facility_id)
    if active_only:
        query = query.where(Kennel.active == True)  # noqa: E712
    return [_kennel_info(k) for k in query]
