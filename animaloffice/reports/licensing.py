"""Licenses due for renewal and overdue (T-3A), and vaccination certificates due (T-3B)."""
from __future__ import annotations

from datetime import date, timedelta

import peewee as pw

from ..domain import licensing as lrules
from ..persistence.models import Animal, License, Owner, Vaccination
from ..services.jurisdictions import profile_for
from .base import Column, Param, ReportResult, ReportSpec
from .common import chunks, current_addresses, current_phones, jurisdiction_name

DAYS_HELP = "days ahead (blank: the profile's reminder period)"


def _days(jurisdiction_id: int, on: date, days: int | None) -> int:
    return days if days is not None else profile_for(jurisdiction_id).period("renewal_reminder_days", on)


def licenses_due(*, jurisdiction_id: int, on: date, days: int | None = None) -> ReportResult:
    """Annual licenses expiring in the next `days` days, and expired ones never renewed
    whose animal is still with the same owner."""
    days = _days(jurisdiction_id, on, days)
    renewal = License.alias()
    newer = License.alias()
    q = (License.select(License, Animal, Owner)
         .join(Animal, on=(License.animal == Animal.id)).switch(License)
         .join(Owner, on=(License.owner == Owner.id))
         .where((License.jurisdiction == jurisdiction_id) & License.voided_at.is_null()
                & (License.term == "annual") & License.expires_on.is_null(False)
                & (License.expires_on <= on + timedelta(days=days))
                & ~pw.fn.EXISTS(renewal.select(renewal.id).where((renewal.renewal_of == License.id)
                                                                  & renewal.voided_at.is_null()))
                & ~pw.fn.EXISTS(newer.select(newer.id).where((newer.animal == License.animal)
                                                             & (newer.year > License.year)
                                                             & newer.voided_at.is_null()))))
    rows = []
    for lic in q.order_by(License.expires_on, License.number):
        animal, owner = lic.animal, lic.owner
        if lic.expires_on >= on:
            if lic.status != "active":
                continue
            state = "due"
        else:
            if lic.status not in ("active", "expired") or animal.status != "active" \
                    or animal.owner_id != lic.owner_id:
                continue
            state = "overdue"
        rows.append([lic.id, state, lic.number, lic.tag_number, lic.year, lic.expires_on,
                     animal.name or "unnamed", animal.species, owner.display_name, owner.id])
    addresses = current_addresses(r[-1] for r in rows)
    phones = current_phones(r[-1] for r in rows)
    out = [tuple(r[:-1]) + (addresses.get(r[-1], ""), phones.get(r[-1], "")) for r in rows]
    due = sum(1 for r in out if r[1] == "due")
    return ReportResult(
        title="Licenses due and overdue",
        subtitle=f"{jurisdiction_name(jurisdiction_id)} · on {on:%m/%d/%Y} · due within {days} days",
        columns=(Column("state", "Status"), Column("number", "License"), Column("tag", "Tag", "number"),
                 Column("year", "Year", "number"), Column("expires", "Expires", "date"),
                 Column("animal", "Animal"), Column("species", "Species"), Column("owner", "Owner"),
                 Column("address", "Address"), Column("phone", "Phone")),
        rows=out, notes=[f"{due} due, {len(out) - due} overdue (T-3A: a yearly license)."],
        record_kind="license", personal=True)


def certificates_due(*, jurisdiction_id: int, on: date, days: int = 30) -> ReportResult:
    """T-3B for every active license: next certificate due, overdue, relicense required."""
    profile = profile_for(jurisdiction_id)
    active = list(License.select(License, Animal, Owner)
                  .join(Animal, on=(License.animal == Animal.id)).switch(License)
                  .join(Owner, on=(License.owner == Owner.id))
                  .where((License.jurisdiction == jurisdiction_id) & (License.status == "active")
                         & License.voided_at.is_null())
                  .order_by(License.number))
    animal_ids = sorted({lic.animal_id for lic in active})
    shots: dict[int, list] = {}
    chain: dict[int, tuple] = {}
    for part in chunks(animal_ids):
        for v in Vaccination.select().where(Vaccination.animal.in_(part) & Vaccination.voided_at.is_null()):
            shots.setdefault(v.animal_id, []).append(lrules.Shot(v.vaccinated_on, v.duration_years, v.received_on))
        for lid, renewal_of, issued_on in (License.select(License.id, License.renewal_of, License.issued_on)
                                           .where(License.animal.in_(part)).tuples()):
            chain[lid] = (renewal_of, issued_on)
    rows = []
    for lic in active:
        first = lic.id
        seen = set()
        while chain.get(first, (None,))[0] is not None and first not in seen:
            seen.add(first)
            first = chain[first][0]
        licensed_on = chain.get(first, (None, lic.issued_on))[1]
        status = lrules.certificate_status(profile, birth_date=lic.animal.birth_date, licensed_on=licensed_on,
                                           shots=shots.get(lic.animal_id, []), on=on,
                                           lifetime=lic.term == "lifetime", warn_days=days)
        if status.state == "ok":
            continue
        animal_shots = shots.get(lic.animal_id, [])
        last = max((s.vaccinated_on for s in animal_shots), default=None)
        rows.append((lic.id, status.label, status.next_due.value if status.next_due else None, lic.number,
                     lic.tag_number, lic.animal.name or "unnamed", lic.animal.species, lic.owner.display_name,
                     lic.owner_id, last, status.next_due.text() if status.next_due else "no certificate on file"))
    addresses = current_addresses(r[8] for r in rows)
    out = [r[:8] + (addresses.get(r[8], ""),) + r[9:] for r in rows]
    out.sort(key=lambda r: (r[2] or date.min, r[3]))
    relicense = sum(1 for r in out if r[1] == "relicense required")
    return ReportResult(
        title="Vaccination certificates due",
        subtitle=f"{jurisdiction_name(jurisdiction_id)} · on {on:%m/%d/%Y} · due within {days} days",
        columns=(Column("status", "Status"), Column("due", "Certificate due", "date"),
                 Column("license", "License"), Column("tag", "Tag", "number"), Column("animal", "Animal"),
                 Column("species", "Species"), Column("owner", "Owner"), Column("address", "Address"),
                 Column("last_shot", "Last shot", "date"), Column("why", "Why (T-3B)")),
        rows=out, record_kind="license", personal=True,
        notes=[f"{len(out)} of {len(active)} active licenses need a certificate; {relicense} must be "
               "relicensed (T-3B: a new certificate at least every 3 years, and for an animal licensed "
               "at 4-16 months one of a shot within the 60 days before it turns 16 months)."])


SPECS = (
    ReportSpec("licenses_due", "Licenses due and overdue",
               "Yearly licenses expiring soon, and expired ones not renewed, with the owner's address.",
               (Param("jurisdiction_id", "Jurisdiction", "jurisdiction"),
                Param("on", "As of", "date", date.today),
                Param("days", "Due within (days)", "days", None)),
               licenses_due, ("T-3A",)),
    ReportSpec("certificates_due", "Certificates due (T-3B)",
               "Licensed animals whose next rabies vaccination certificate is due, overdue or missing.",
               (Param("jurisdiction_id", "Jurisdiction", "jurisdiction"),
                Param("on", "As of", "date", date.today),
                Param("days", "Due within (days)", "days", 30)),
               certificates_due, ("T-3B",)),
)
