"""Licenses due for renewal and overdue (T-3A), and vaccination certificates due (T-3B)."""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import date, timedelta

import peewee as pw

from ..domain import licensing as lrules
from ..domain.license_renewal import DUE, OVERDUE
from ..domain.report_tables import Column, ReportResult
from ..domain.statuses import RELICENSE_REQUIRED, LicenseStatus
from ..persistence.models.animals import Animal
from ..persistence.models.base import database
from ..persistence.models.licensing import License
from ..persistence.models.people import Owner
from ..persistence.profiles import profile_for
from ..queries import certificate_rule, renewal_rule
from ..queries.license_find import index_hidden
from ..queries.licenses import row_date, shots_by_animal
from ..queries.plain import rows_in
from .base import Param, ReportPart, ReportSpec, last_of
from .common import current_addresses, current_phones, jurisdiction_name, plain_parts

DAYS_HELP = "days ahead (blank: the profile's reminder period)"


def _days(jurisdiction_id: int, on: date, days: int | None) -> int:
    return days if days is not None else profile_for(jurisdiction_id).period("renewal_reminder_days", on)


# rows (licenses due) or records gone through (certificates) in a part; the first part is smaller,
# so that it is on screen at once
PART = 1000
FIRST_PART = 200

DUE_COLUMNS = (Column("state", "Status"), Column("number", "License"), Column("tag", "Tag", "number"),
               Column("year", "Year", "number"), Column("expires", "Expires", "date"),
               Column("animal", "Animal"), Column("species", "Species"), Column("owner", "Owner"),
               Column("address", "Address"), Column("phone", "Phone"))
CERTIFICATE_COLUMNS = (Column("status", "Status"), Column("due", "Certificate due", "date"),
                       Column("license", "License"), Column("tag", "Tag", "number"), Column("animal", "Animal"),
                       Column("species", "Species"), Column("owner", "Owner"), Column("address", "Address"),
                       Column("last_shot", "Last shot", "date"), Column("why", "Why (T-3B)"))


def licenses_due(*, jurisdiction_id: int, on: date, days: int | None = None) -> ReportResult:
    """Annual licenses expiring in the next `days` days, and expired ones never renewed
    whose animal is still with the same owner."""
    return last_of(licenses_due_parts(jurisdiction_id=jurisdiction_id, on=on, days=days))


def licenses_due_parts(*, jurisdiction_id: int, on: date, days: int | None = None
                       ) -> Iterator[ReportPart | ReportResult]:
    """`licenses_due` in parts of `PART` rows (`FIRST_PART` the first), in the report's order (by expiry, then as issued),
    each with its owners' addresses and phones; the rows are read from one statement as needed."""
    days = _days(jurisdiction_id, on, days)
    profile = profile_for(jurisdiction_id)
    horizon = on + timedelta(days=days)
    head = ReportResult(title="Licenses due and overdue",
                        subtitle=f"{jurisdiction_name(jurisdiction_id)} · on {on:%m/%d/%Y} · due within {days} days",
                        columns=DUE_COLUMNS, rows=[], record_kind="license", personal=True)
    q = (License.select(License.id, License.number, License.tag_number, License.year, License.expires_on,
                        License.owner, Animal.name, Animal.species, Owner.display_name)
         .join(Animal, on=(License.animal == Animal.id)).switch(License)
         .join(Owner, on=(License.owner == Owner.id))
         .where((License.jurisdiction == jurisdiction_id) & renewal_rule.on_the_list(on, horizon))
         # in the (jurisdiction, expires_on, id) index's order: read as it goes, with no sort of
         # every row before the first
         .order_by(License.expires_on, License.id))
    out: list[tuple] = []
    for batch in _in_order(q):
        rows = []
        for lid, number, tag, year, expires, owner_id, name, species, owner_name in batch:
            expires = row_date(expires)
            rows.append((lid, DUE if expires >= on else OVERDUE, number, tag, year, expires, name or "unnamed",
                         profile.species_info(species).label, owner_name, owner_id))
        addresses = current_addresses(r[-1] for r in rows)
        phones = current_phones(r[-1] for r in rows)
        part = [r[:-1] + (addresses.get(r[-1], ""), phones.get(r[-1], "")) for r in rows]
        out.extend(part)
        yield ReportPart(head, part, len(out), 0)
    due = sum(1 for r in out if r[1] == DUE)
    yield replace(head, rows=out, notes=[f"{due} due, {len(out) - due} overdue (T-3A: a yearly license)."])


def _in_order(q) -> Iterator[list[tuple]]:
    """The listed licenses in parts, in the index's order. SQLite hands over a statement's rows as
    it finds them. PostgreSQL's driver reads every row before the first (2.5 s at metro), so
    there the first part is a statement of its own through the index (without JIT, whose
    compiling cost more than the part, nor parallel workers, whose start did), and the rest one
    statement from its last (expiry, id), which the server reads whole by hashing (1.3 s at metro);
    read in parts of 1,000 through the index instead, the report took twice as long."""
    if isinstance(database.obj, pw.SqliteDatabase):
        yield from plain_parts(q, PART, FIRST_PART)
        return
    with database.obj.atomic():
        database.obj.execute_sql("SET LOCAL jit = off")
        database.obj.execute_sql("SET LOCAL max_parallel_workers_per_gather = 0")
        first = database.obj.execute_sql(*q.limit(FIRST_PART).sql()).fetchall()
    if first:
        yield first
    if len(first) < FIRST_PART:
        return
    last = first[-1]  # (id, number, tag, year, expires_on, ...)
    yield from plain_parts(q.where(pw.Tuple(License.expires_on, License.id) > pw.Tuple(last[4], last[0])), PART)


def certificates_due(*, jurisdiction_id: int, on: date, days: int = 30) -> ReportResult:
    """T-3B for every active license: next certificate due, overdue, relicense required."""
    return last_of(certificates_due_parts(jurisdiction_id=jurisdiction_id, on=on, days=days))


# a listed license's row as the report shows it, with what the rule needs
_LISTED = (f'SELECT l.id, l.animal_id, l.number, l.tag_number, l.term, l.issued_on, a.name, a.species, a.birth_date, '
           f'o.display_name, o.id FROM "{License._meta.table_name}" AS l '
           f'JOIN "{Animal._meta.table_name}" AS a ON a.id = l.animal_id '
           f'JOIN "{Owner._meta.table_name}" AS o ON o.id = l.owner_id WHERE l.id IN')


def _due_order(row: tuple):
    return (row[2] or date.min, row[3])


def certificates_due_parts(*, jurisdiction_id: int, on: date, days: int = 30) -> Iterator[ReportPart | ReportResult]:
    """`certificates_due` in parts: the active licenses are gone through `PART` at a time, T-3B
    selecting in SQL those the report lists and the rule writing their rows from their
    certificates; each part's rows by due date, the report orders them all."""
    profile = profile_for(jurisdiction_id)
    head = ReportResult(title="Vaccination certificates due",
                        subtitle=f"{jurisdiction_name(jurisdiction_id)} · on {on:%m/%d/%Y} · due within {days} days",
                        columns=CERTIFICATE_COLUMNS, rows=[], record_kind="license", personal=True)
    # the city's active licenses found through the status index (a tenth of its licenses), not
    # the jurisdiction's (all of them); in the index's order, so the first part comes at once
    active_here = ((index_hidden(License.jurisdiction) == jurisdiction_id) & (License.status == LicenseStatus.ACTIVE)
                   & License.voided_at.is_null())
    total = License.select().where(active_here).count()
    q = License.select(License.id).where(active_here).order_by(License.id)
    out: list[tuple] = []
    seen = 0
    for batch in plain_parts(q, PART, FIRST_PART):
        seen += len(batch)
        # T-3B's selection in SQL (queries/certificate_rule.py, checked against the rule by
        # tests/core/licensing/test_certificates_due_sql.py): most licenses need nothing, and
        # only those listed are read and given to the rule, to write their rows
        listed = certificate_rule.needing_certificates(profile, on, [r[0] for r in batch], days)
        # plain rows, dates made here: peewee's conversion of each value took longer than T-3B
        active = [(r[0], r[1], r[2], r[3], r[4], row_date(r[5]), r[6], r[7], row_date(r[8]), r[9], r[10])
                  for r in rows_in(_LISTED, sorted(listed))]
        shots = shots_by_animal([r[1] for r in active])
        rows = []
        for lid, animal_id, number, tag, term, issued_on, name, species, birth, owner_name, owner_id in active:
            # From the day this license was issued, as the license itself shows it
            # (services.licensing.certificate_status_for): a license, a renewal too, is only
            # issued on a current certificate, so a lapse under an earlier one was cured.
            animal_shots = shots.get(animal_id, [])
            status = lrules.certificate_status(profile, birth_date=birth, licensed_on=issued_on, shots=animal_shots,
                                               on=on, lifetime=term == "lifetime", warn_days=days)
            if status.state == "ok":
                continue  # the rule is the definition: a license it finds current is not listed
            last = max((s.vaccinated_on for s in animal_shots), default=None)
            rows.append((lid, status.label, status.next_due.value if status.next_due else None, number, tag,
                         name or "unnamed", profile.species_info(species).label, owner_name, owner_id, last,
                         status.next_due.text() if status.next_due else "no certificate on file"))
        addresses = current_addresses(r[8] for r in rows)
        part = sorted((r[:8] + (addresses.get(r[8], ""),) + r[9:] for r in rows), key=_due_order)
        out.extend(part)
        yield ReportPart(head, part, seen, max(total, seen))
    out.sort(key=_due_order)
    relicense = sum(1 for r in out if r[1] == RELICENSE_REQUIRED)
    yield replace(head, rows=out, notes=[
        f"{len(out)} of {seen} active licenses need a certificate; {relicense} must be "
        "relicensed (T-3B: a new certificate at least every 3 years, and for an animal licensed "
        "at 4-16 months one of a shot within the 60 days before it turns 16 months)."])


SPECS = (
    ReportSpec("licenses_due", "Licenses due and overdue",
               "Yearly licenses expiring soon, and expired ones not renewed, with the owner's address.",
               (Param("jurisdiction_id", "Jurisdiction", "jurisdiction"),
                Param("on", "As of", "date", date.today),
                Param("days", "Due within (days)", "days", None)),
               licenses_due, ("T-3A",), licenses_due_parts),
    ReportSpec("certificates_due", "Certificates due (T-3B)",
               "Licensed animals whose next rabies vaccination certificate is due, overdue or missing.",
               (Param("jurisdiction_id", "Jurisdiction", "jurisdiction"),
                Param("on", "As of", "date", date.today),
                Param("days", "Due within (days)", "days", 30)),
               certificates_due, ("T-3B",), certificates_due_parts),
)
