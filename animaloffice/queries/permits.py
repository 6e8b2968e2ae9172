"""The read side of permits: paged tables, the "which permit is needed" check, the review
and follow-up lists. Plain tuples and small dataclasses; never live rows."""
from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date

import peewee as pw

from ..domain import permits as rules
from ..domain import state_law
from ..domain.errors import Refusal
from ..domain.explain import Explained
from ..domain.statuses import AnimalStatus, ApplicationStatus, PermitStatus
from ..persistence.models.animals import Animal, Litter
from ..persistence.models.base import database
from ..persistence.models.people import Address, Owner
from ..persistence.models.permits import Permit, PermitApplication
from ..persistence.profiles import profile_for
from .hearing_stays import stayed_permit_ids

Fetch = Callable[[int, int, str, bool], list[tuple]]


def type_label(jurisdiction_id: int, code: str) -> str:
    item = profile_for(jurisdiction_id).item("permit_types", code)
    return item.text if item else code


def type_labels(jurisdiction_id: int) -> dict[str, str]:
    return {i.code: i.text for i in profile_for(jurisdiction_id).items("permit_types")}


def _page(query, sorts: dict, offset: int, limit: int, sort_key: str, descending: bool):
    col = sorts.get(sort_key, next(iter(sorts.values())))
    order = col.desc() if descending else col.asc()
    return query.order_by(order, query.model.id.desc()).offset(offset).limit(limit)


# --- tables ---------------------------------------------------------------------------------------

APPLICATION_COLUMNS = ("number", "owner", "type", "received", "status", "decided", "fee")


def applications_source(jurisdiction_id: int, *, status: str = "", text: str = "") -> Fetch:
    """Rows: (id, number, owner, permit type, received, status, decided, fee cents)."""
    sorts = {"number": PermitApplication.number, "owner": Owner.display_name,
             "type": PermitApplication.permit_type, "received": PermitApplication.received_on,
             "status": PermitApplication.status, "decided": PermitApplication.decided_on,
             "fee": PermitApplication.fee_cents}

    def fetch(offset: int, limit: int, sort_key: str = "received", descending: bool = True) -> list[tuple]:
        q = (PermitApplication.select(PermitApplication.id, PermitApplication.number, Owner.display_name,
                                      PermitApplication.permit_type, PermitApplication.received_on,
                                      PermitApplication.status, PermitApplication.decided_on,
                                      PermitApplication.fee_cents)
             .join(Owner, on=(PermitApplication.owner == Owner.id))
             .where((PermitApplication.jurisdiction == jurisdiction_id) & PermitApplication.voided_at.is_null()))
        if status:
            q = q.where(PermitApplication.status == status)
        if text:
            q = q.where(Owner.display_name.contains(text) | PermitApplication.number.contains(text))
        labels = type_labels(jurisdiction_id)
        rows = _page(q, sorts, offset, limit, sort_key, descending).tuples()
        return [(r[0], r[1], r[2], labels.get(r[3], r[3]), r[4], ApplicationStatus.label_of(r[5]), *r[6:])
                for r in rows]
    return fetch


def in_force(on: date):
    """T-4A: the permits in force on `on`: active, and not past their expiration date."""
    return (Permit.status == PermitStatus.ACTIVE) & (Permit.expires_on.is_null() | (Permit.expires_on >= on))


def status_is(status: str, on: date):
    """Permits whose status on `on` is `status`; a permit past its expiration date is expired."""
    if status == PermitStatus.ACTIVE:
        return in_force(on)
    if status == PermitStatus.EXPIRED:
        return ((Permit.status == PermitStatus.EXPIRED)
                | ((Permit.status == PermitStatus.ACTIVE) & (Permit.expires_on < on)))
    return Permit.status == status


def permits_source(jurisdiction_id: int, *, status: str = "", text: str = "") -> Fetch:
    """Rows: (id, number, owner, permit type, issued, expires, status, flags)."""
    sorts = {"number": Permit.number, "owner": Owner.display_name, "type": Permit.permit_type,
             "issued": Permit.issued_on, "expires": Permit.expires_on, "status": Permit.status,
             "flags": Permit.under_review}

    def fetch(offset: int, limit: int, sort_key: str = "issued", descending: bool = True) -> list[tuple]:
        q = (Permit.select(Permit.id, Permit.number, Owner.display_name, Permit.permit_type, Permit.issued_on,
                           Permit.expires_on, Permit.status, Permit.under_review, Permit.removal_deadline,
                           Permit.removal_done_on, Permit.changed_on)
             .join(Owner, on=(Permit.owner == Owner.id))
             .where((Permit.jurisdiction == jurisdiction_id) & Permit.voided_at.is_null()))
        today = date.today()
        if status:
            q = q.where(status_is(status, today))
        if text:
            q = q.where(Owner.display_name.contains(text) | Permit.number.contains(text))
        out = []
        labels = type_labels(jurisdiction_id)
        profile = profile_for(jurisdiction_id)
        rows = list(_page(q, sorts, offset, limit, sort_key, descending).tuples())
        owner_ids = dict(Permit.select(Permit.id, Permit.owner).where(Permit.id.in_([r[0] for r in rows])).tuples())
        stayed = stayed_permit_ids(permit_ids=[r[0] for r in rows if r[6] == PermitStatus.REVOKED])
        for pid, number, owner, ptype, issued, expires, st, review, removal, done, changed in rows:
            st = rules.effective_status(st, expires, today)
            flags = []
            if changed and st == PermitStatus.ACTIVE:
                flags.append("conditions changed (T-4A): decide")
            if review:
                flags.append("under review (W-90.10H3)")
            # W-90.10H5: a stayed removal is never shown as passed
            if st == PermitStatus.REVOKED and removal and not done and pid in stayed:
                flags.append("removal stayed: hearing requested on time")
            elif st == PermitStatus.REVOKED and removal and not done and removal < today:
                flags.append("removal deadline passed" if rules.has_removal_period(profile) else "revocation in effect")
            if st == PermitStatus.ACTIVE and ptype == rules.BREEDER_HOBBYIST and rules.reclassification_due(
                    profile, ptype, litter_dates(owner_ids[pid]), today).value:
                flags.append("reclassify (W-90.01)")
            out.append((pid, number, owner, labels.get(ptype, ptype), issued, expires, PermitStatus.label_of(st),
                        ", ".join(flags)))
        return out
    return fetch


# --- which permit is needed ------------------------------------------------------------------------

@dataclass(frozen=True)
class PermitCheck:
    owner_name: str
    address: str
    animals: tuple[tuple[str, str, str], ...]  # (name, species label, keeper)
    requirements: tuple[Explained, ...]
    refusals: tuple[Refusal, ...]  # what the ordinance forbids among these animals (T-4B)
    apply_by: Explained | None  # T-7A
    breeder: Explained | None  # W-90.01, when litters are recorded
    permits: tuple[tuple[str, str, str], ...]  # (number, type, status) in force or pending

    @property
    def required(self) -> bool:
        return bool(self.requirements)


def keeping_address(owner_id: int) -> Address | None:
    """Where the owner keeps animals: the current premises address, else the current home."""
    return (Address.select().where((Address.owner == owner_id) & Address.valid_to.is_null()
                                   & Address.kind.in_(("premises", "home")))
            .order_by((Address.kind == "premises").desc(), Address.valid_from.desc()).first())


def household_key(line1: str, city: str) -> tuple[str, str]:
    """An address as a household is matched: its street line and city, case and outer spaces
    aside (``household_key_sql`` is the same in SQL)."""
    return (line1 or "").strip().lower(), (city or "").strip().lower()


def household_key_sql(addr=Address) -> tuple[pw.Expression, pw.Expression]:
    return pw.fn.LOWER(pw.fn.TRIM(addr.line1)), pw.fn.LOWER(pw.fn.TRIM(addr.city))


def _same_address_owner_ids(owner: Owner) -> list[int]:
    """Owners whose current address is the owner's own (a household keeps animals together)."""
    addr = keeping_address(owner.id)
    if addr is None:
        return [owner.id]
    (line, town), (my_line, my_town) = household_key_sql(), household_key(addr.line1, addr.city)
    same = (Address.select(Address.owner).join(Owner, on=(Address.owner == Owner.id))
            .where(Address.valid_to.is_null() & (Owner.jurisdiction == owner.jurisdiction_id)
                   & Owner.voided_at.is_null() & (line == my_line) & (town == my_town)))
    words = _address_words(addr.line1)
    if words:
        same = same.where(Address.owner.in_(words))
    return sorted({owner.id, *(a.owner_id for a in same)})


def _address_words(line1: str):
    """SQLite: the owners whose current address has the words of `line1` in that order, from the
    owner full-text index, so the exact comparison reads a handful of addresses rather than
    every address of the city (slow in a large city). Every address equal to `line1` but
    for case and outer spaces has those words, so nothing is missed. None: compare them all
    (PostgreSQL, or a line without words)."""
    if not isinstance(database.obj, pw.SqliteDatabase) or not any(c.isalnum() for c in line1):
        return None
    phrase = '"' + line1.strip().replace('"', '""') + '"'
    return pw.SQL('(SELECT rowid FROM owner_search WHERE owner_search MATCH ?)', (f"address : {phrase}",))


def litter_dates(owner_id: int) -> list[date]:
    return [l.born_on for l in Litter.select(Litter.born_on).where((Litter.owner == owner_id)
                                                                  & Litter.voided_at.is_null())]


def permit_check(owner_id: int, *, on: date | None = None, planned_species: Sequence[str] = (),
                 establishment: str = "", for_profit: bool = False,
                 acquired_on: date | None = None) -> PermitCheck:
    """Does this owner need a permit for what is kept at their address (T-4A; W-90.10A; W-90.01)?

    Counts every active animal of every owner at the same current address, plus the species
    the owner is about to keep; ``acquired_on`` gives the T-7A application deadline.
    """
    on = on or date.today()
    owner = Owner.get_by_id(owner_id)
    profile = profile_for(owner.jurisdiction_id)
    ids = _same_address_owner_ids(owner)
    names = {o.id: o.display_name for o in Owner.select(Owner.id, Owner.display_name).where(Owner.id.in_(ids))}
    kept, shown = [], []
    for a in (Animal.select().where(Animal.owner.in_(ids) & (Animal.status == AnimalStatus.ACTIVE)
                                    & Animal.voided_at.is_null()).order_by(Animal.owner, Animal.name)):
        kept.append(rules.KeptAnimal(a.species, a.weight_lb, a.name))
        shown.append((a.name or "(no name)", profile.species_info(a.species).label, names.get(a.owner_id, "")))
    for code in planned_species:
        kept.append(rules.KeptAnimal(code))
        shown.append(("(to be kept)", profile.species_info(code).label, owner.display_name))
    litters = litter_dates(owner.id)
    reqs = rules.permit_requirements(profile, animals=kept, on=on, establishment=establishment,
                                     litter_dates=litters, for_profit=for_profit)
    refusals = rules.species_refusals(profile, kept, on=on) if reqs else state_law.state_law_refusals(profile, kept)
    animal_permit = any(r.value == rules.ANIMAL for r in reqs)  # T-7A is the animal permit's deadline
    apply_by = rules.application_deadline(profile, acquired_on) if (acquired_on and animal_permit) else None
    breeder = (rules.breeder_class(profile, litters, on, for_profit=for_profit)
               if profile.enforces("commercial_permits") and litters else None)
    addr = keeping_address(owner.id)
    permits = tuple((p.number, type_label(owner.jurisdiction_id, p.permit_type), p.status) for p in Permit.select()
                    .where((Permit.owner == owner) & in_force(on) & Permit.voided_at.is_null()))
    pending = tuple((a.number, type_label(owner.jurisdiction_id, a.permit_type), "application pending")
                    for a in PermitApplication.select().where((PermitApplication.owner == owner)
                                                              & (PermitApplication.status == ApplicationStatus.PENDING)
                                                              & PermitApplication.voided_at.is_null()))
    return PermitCheck(owner.display_name, addr.one_line() if addr else "", tuple(shown), tuple(reqs),
                       tuple(refusals), apply_by, breeder, permits + pending)


# --- lists that need the administrator ----------------------------------------------------------------
# The W-90.10H3 review list is the one in queries.review (re-exported above).

@dataclass(frozen=True)
class RemovalOverdue:
    permit_id: int
    number: str
    owner_name: str
    revoked_on: date | None
    removal_deadline: date
    days_past: int


def removals_overdue(jurisdiction_id: int, on: date | None = None) -> list[RemovalOverdue]:
    """W-90.10H5: revocations whose removal deadline has passed with no removal recorded; not one
    whose removal a hearing requested on time stays (``hearing_stays``)."""
    on = on or date.today()
    stayed = stayed_permit_ids(jurisdiction_id)
    q = (Permit.select(Permit.id, Permit.number, Owner.display_name, Permit.revoked_on, Permit.removal_deadline)
         .join(Owner, on=(Permit.owner == Owner.id))
         .where((Permit.jurisdiction == jurisdiction_id) & (Permit.status == PermitStatus.REVOKED)
                & Permit.removal_deadline.is_null(False) & (Permit.removal_deadline < on)
                & Permit.removal_done_on.is_null() & Permit.voided_at.is_null())
         .order_by(Permit.removal_deadline))
    return [RemovalOverdue(pid, num, name, rev, dl, (on - dl).days) for pid, num, name, rev, dl in q.tuples()
            if pid not in stayed]


@dataclass(frozen=True)
class Reclassify:
    permit_id: int
    number: str
    owner_name: str
    explanation: str
    third_litter_on: date | None
    owner_id: int = 0


def reclassifications_due(jurisdiction_id: int, on: date | None = None) -> list[Reclassify]:
    """W-90.01: holders of hobbyist permits in force whose litters in 12 months now make them professional."""
    on = on or date.today()
    profile = profile_for(jurisdiction_id)
    out = []
    for p in (Permit.select(Permit, Owner).join(Owner, on=(Permit.owner == Owner.id))
              .where((Permit.jurisdiction == jurisdiction_id) & in_force(on)
                     & (Permit.permit_type == rules.BREEDER_HOBBYIST) & Permit.voided_at.is_null())):
        dates = litter_dates(p.owner_id)
        due = rules.reclassification_due(profile, p.permit_type, dates, on)
        if due.value:
            out.append(Reclassify(p.id, p.number, p.owner.display_name, due.text(),
                                  rules.litter_over_limit(profile, dates, on), p.owner_id))
    return out


def reasons_of(text: str) -> list[tuple[str, str]]:
    """Stored decision or revocation reasons as (rule id, reason)."""
    try:
        items = json.loads(text) if text else []
    except ValueError:
        return [("", text)]
    return [(i.get("rule_id", ""), i.get("reason", "")) for i in items if isinstance(i, dict)]
