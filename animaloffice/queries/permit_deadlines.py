"""T-7A on the owner's record and in reports: an owner who keeps animals that need an animal
permit (T-4A) and has no application pending must apply within the profile's business days of
acquiring the animal that made the permit needed. A permit in force covers the animals it was
issued for, "as they will be kept": a holder who acquires another animal that needs a permit
(a wild animal or livestock not on it, or an animal past the number it was issued for) applies
like anyone (``domain.permit_changes.Coverage``).

The day counted from is what the records hold: the start of the ownership of the animal (for
T-4A1 the owner's first livestock or wild animal; for T-4A2 the animal that brought the count
at the address to the profile's number). The record asks ``permit_check`` (the same check the
Permits tab shows); the report gathers the same facts for a whole city at once and applies
the same rules (``domain.permits.permit_requirements``) to each household.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime

import peewee as pw

from ..domain import permit_changes as changes
from ..domain import permits as rules
from ..domain.explain import Explained, fmt_short
from ..domain.profiles import Profile
from ..domain.statuses import AnimalStatus, ApplicationStatus
from ..persistence.household_tally import OWN_LINE, HouseholdTally
from ..persistence.models.animals import Animal, Ownership
from ..persistence.models.base import database
from ..persistence.models.people import Address, Owner, one_line
from ..persistence.models.permits import Permit, PermitAnimal, PermitApplication
from ..persistence.profiles import profile_for
from .licenses import row_date
from .permits import _same_address_owner_ids, household_key, in_force, permit_check
from .plain import rows_in


@dataclass(frozen=True)
class Kept:
    """An active animal kept at an address, with the day its current owner got it."""

    owner_id: int
    name: str
    species: str
    acquired_on: date
    animal_id: int = 0


@dataclass(frozen=True)
class PermitDue:
    """T-7A: an animal permit is needed and not applied for; apply by ``apply_by.value``."""

    owner_id: int
    owner_name: str
    address: str
    triggers: tuple[str, ...]  # what makes the permit needed, each with its rule id
    acquired_on: date
    apply_by: Explained  # T-7A, explained from the acquisition
    late: bool
    citation: str = ""  # the profile's section for the application deadline

    @property
    def trigger_text(self) -> str:
        return "; ".join(self.triggers)

    def headline(self) -> str:
        text = f"Animal permit needed — apply by {self.apply_by.value:%m/%d/%Y} ({self.apply_by.rule_id})"
        return text + (" — late" if self.late else "")


# --- the rule over one household ---------------------------------------------------------------

def evaluate(profile: Profile, owner_id: int, owner_name: str, address: str, kept: Sequence[Kept],
             requirements: Iterable[Explained], on: date, coverage: changes.Coverage | None = None) -> PermitDue | None:
    """The owner's T-7A deadline from the T-4A requirements at their address (None: nothing due).

    A T-4A1 requirement is the owner's when the owner keeps that species; T-4A2 (the count at
    the address) is every owner's who keeps an animal there. ``coverage``: what the owner's
    permits in force cover; only what they do not cover is due. The caller has already left out
    owners with an application pending.
    """
    own = [k for k in kept if k.owner_id == owner_id]
    if not own:
        return None
    triggers: list[str] = []
    starts: list[tuple[date, str]] = []
    held = f", not covered by {coverage.words()}" if coverage is not None else ""
    for req in requirements:
        if req.value != rules.ANIMAL:
            continue
        if req.rule_id == "T-4A1":
            code = req.inputs.get("species")
            mine = {k.animal_id: k for k in own if k.species == code}
            left = changes.uncovered(coverage, code, [(k.animal_id, k.acquired_on) for k in mine.values()])
            if not left:
                continue
            first = mine[left[0][0]]
            label = profile.species_info(first.species).label.lower()
            what = f"{first.name} ({label})" if first.name else f"a {label}"
            triggers.append(f"{req.steps[0]} ({req.rule_id}){held}")
            starts.append((first.acquired_on, f"{what} was acquired on {fmt_short(first.acquired_on)}"))
        elif req.rule_id == "T-4A2":
            nth_count = changes.count_needing_permit(coverage, int(req.inputs["limit"]), len(kept))
            if not nth_count:
                continue
            nth = sorted(kept, key=lambda k: k.acquired_on)[nth_count - 1]
            covers = f"; {coverage.words()} covers {coverage.count}" if coverage is not None else ""
            triggers.append(f"{req.inputs['count']} animals kept at the address ({req.rule_id}){covers}")
            starts.append((nth.acquired_on, f"the animals kept at the address reached {nth_count} on "
                                            f"{fmt_short(nth.acquired_on)}"))
    if not starts:
        return None
    acquired_on, why = min(starts)
    deadline = rules.application_deadline(profile, acquired_on)
    late = deadline.value < on
    steps = (f"{why} (the start of the ownership on record)", *deadline.steps,
             *(("that day has passed and no application is on file: the application is late",) if late else ()))
    apply_by = Explained(deadline.value, deadline.rule_id, {**deadline.inputs, "acquired_on": acquired_on}, steps)
    seen: list[str] = []
    for t in triggers:  # one line per kind of trigger (two horses are one reason)
        if t not in seen:
            seen.append(t)
    return PermitDue(owner_id, owner_name, address, tuple(seen), acquired_on, apply_by, late,
                     profile.cite("permit_application"))


# --- one owner (the record) ----------------------------------------------------------------------

def _scope(model, owner_ids: Sequence[int] | None, jurisdiction_id: int | None):
    return model.owner.in_(owner_ids) if owner_ids is not None else model.jurisdiction == jurisdiction_id


def _pending(*, owner_ids: Sequence[int] | None = None, jurisdiction_id: int | None = None) -> set[int]:
    """Owners (these, or the city's) with an application for an animal permit pending."""
    pending = (PermitApplication.select(PermitApplication.owner)
               .where(_scope(PermitApplication, owner_ids, jurisdiction_id)
                      & (PermitApplication.status == ApplicationStatus.PENDING)
                      & (PermitApplication.permit_type == rules.ANIMAL) & PermitApplication.voided_at.is_null()))
    return {r[0] for r in pending.tuples()}


def _coverage(on: date, *, owner_ids: Sequence[int] | None = None,
              jurisdiction_id: int | None = None) -> dict[int, changes.Coverage]:
    """What the animal permits in force on `on` of these owners (or the city's) cover, by owner."""
    found: dict[int, dict] = {}
    q = (Permit.select(Permit.id, Permit.owner, Permit.number, PermitApplication.species,
                       PermitApplication.animal_count)
         .join(PermitApplication, pw.JOIN.LEFT_OUTER, on=(Permit.application == PermitApplication.id))
         .where(_scope(Permit, owner_ids, jurisdiction_id) & in_force(on) & (Permit.permit_type == rules.ANIMAL)
                & Permit.voided_at.is_null()).order_by(Permit.id))
    rows = list(q.tuples())
    linked: dict[int, set[int]] = {}
    for pid, animal in PermitAnimal.select(PermitAnimal.permit, PermitAnimal.animal).where(
            PermitAnimal.permit.in_([r[0] for r in rows])).tuples():
        linked.setdefault(pid, set()).add(animal)
    for pid, owner, number, species, count in rows:
        c = found.setdefault(owner, {"numbers": [], "ids": set(), "species": {}, "count": 0})
        c["numbers"].append(number)
        c["ids"] |= linked.get(pid, set())
        for code in json.loads(species or "[]"):
            c["species"][code] = c["species"].get(code, 0) + 1
        c["count"] += count or 0
    return {o: changes.Coverage(tuple(c["numbers"]), frozenset(c["ids"]), c["species"], c["count"])
            for o, c in found.items()}


def _day(value) -> date | None:
    """A date or a timestamp's day as a plain row gives it (text on SQLite)."""
    return value.date() if isinstance(value, datetime) else row_date(value)


def _kept(where: pw.Expression) -> list[Kept]:
    """The active animals `where` says, each with the start of its current ownership (else the
    day the animal was recorded), read in one statement."""
    own = Ownership.alias()
    q = (Animal.select(Animal.owner, Animal.name, Animal.species, pw.fn.MAX(own.start), Animal.created_at,
                       Animal.id)
         .join(own, pw.JOIN.LEFT_OUTER, on=((own.animal == Animal.id) & (own.owner == Animal.owner)
                                            & own.end.is_null()))
         .where(where & (Animal.status == AnimalStatus.ACTIVE) & Animal.voided_at.is_null()
                & Animal.owner.is_null(False))
         .group_by(Animal.id, Animal.owner, Animal.name, Animal.species, Animal.created_at)
         .order_by(Animal.id))  # the reasons a permit is needed name the animals in the order recorded
    return [Kept(o, name or "", species, _day(start) or _day(created), aid)
            for o, name, species, start, created, aid in database.obj.execute_sql(*q.sql()).fetchall()]


def owner_permit_due(owner_id: int, on: date | None = None) -> PermitDue | None:
    """T-7A for the owner's record: the apply-by date, or None when nothing is due (a city
    without animal permits, no permit needed, an application pending, or every animal that needs
    a permit covered by one in force)."""
    on = on or date.today()
    owner = Owner.get_by_id(owner_id)
    profile = profile_for(owner.jurisdiction_id)
    if not profile.enforces("animal_permits") or owner.voided_at is not None or owner.merged_into_id:
        return None
    keeps = Animal.select(Animal.id).where((Animal.owner == owner_id) & (Animal.status == AnimalStatus.ACTIVE)
                                           & Animal.voided_at.is_null())
    if not keeps.exists() or _pending(owner_ids=[owner_id]):  # no animal of their own: nothing to apply for
        return None
    check = permit_check(owner_id, on=on)
    if not any(r.value == rules.ANIMAL for r in check.requirements):
        return None
    kept = _kept(Animal.owner.in_(_same_address_owner_ids(owner)))  # the household permit_check counted
    return evaluate(profile, owner_id, check.owner_name, check.address, kept, check.requirements, on,
                    _coverage(on, owner_ids=[owner_id]).get(owner_id))


# --- a whole city (the report) -------------------------------------------------------------------

def plain_species(profile: Profile) -> list[str]:
    """Species codes that never need an animal permit by themselves (neither livestock nor
    wild); any other code, including one the profile does not know, may (T-4A1)."""
    return [code for code, s in profile.species.items() if not (s.livestock or s.wild)]


def _species_kept() -> set[str]:
    """Every species code on file, one index seek each (a loose scan of the species index:
    a handful of codes, however many animals)."""
    sql = ('WITH RECURSIVE kinds(code) AS (SELECT MIN("species") FROM "animal" UNION ALL '
           'SELECT (SELECT MIN(a."species") FROM "animal" a WHERE a."species" > kinds.code) '
           "FROM kinds WHERE kinds.code IS NOT NULL) SELECT code FROM kinds WHERE code IS NOT NULL")
    return {r[0] for r in database.obj.execute_sql(sql).fetchall()}


def candidate_owner_ids(jurisdiction_id: int, on: date) -> set[int]:
    """Narrowed in SQL, through indexes: owners keeping a species that may need a permit, and
    owners keeping an animal at a current address where the profile's number of animals or
    more are kept (``persistence.household_tally``). A superset; the rules decide."""
    profile = profile_for(jurisdiction_id)
    out: set[int] = set()
    for code in sorted(_species_kept() - set(plain_species(profile))):
        # by the species alone, the rest compared here: a planner that counted on the city's
        # index instead read every animal of the city
        kept = Animal.select(Animal.owner, Animal.jurisdiction, Animal.status, Animal.voided_at).where(
            Animal.species == code)
        out |= {o for o, j, status, voided in kept.tuples()
                if o is not None and j == jurisdiction_id and status == AnimalStatus.ACTIVE and voided is None}
    limit = profile.period("animals_requiring_permit", on)
    if limit:
        out |= _crowded_keepers(jurisdiction_id, limit)
    return out


def _crowded_keepers(jurisdiction_id: int, limit: int) -> set[int]:
    """Owners keeping an animal in the city whose current address is a household of `limit`
    animals or more, or who keep that many themselves: the few households from the tally's
    index, then their addresses by the household key's index (reads the size of the answer)."""
    crowded = set(HouseholdTally.select(HouseholdTally.line, HouseholdTally.city)
                  .where(HouseholdTally.animals >= limit).tuples())
    own = {int(city[1:]) for line, city in crowded if line == OWN_LINE and city.startswith("#")}
    table, animal, p = Address._meta.table_name, Animal._meta.table_name, database.obj.param
    in_city = (f'AND EXISTS (SELECT 1 FROM "{animal}" m WHERE m."owner_id" = a."{{}}" AND m."jurisdiction_id" = {p} '
               f'AND m."status" = {p} AND m."voided_at" IS NULL)')
    live = (jurisdiction_id, AnimalStatus.ACTIVE.value)
    rows = rows_in(f'SELECT a."owner_id", LOWER(TRIM(a."line1")), LOWER(TRIM(a."city")) FROM "{table}" a '
                   'WHERE a."valid_to" IS NULL AND LOWER(TRIM(a."line1")) IN',
                   sorted({line for line, _ in crowded if line != OWN_LINE}), in_city.format("owner_id"), live)
    out = {o for o, line, city in rows if (line, city) in crowded}
    return out | {r[0] for r in rows_in(f'SELECT a."id" FROM "{Owner._meta.table_name}" a WHERE a."id" IN',
                                        sorted(own), in_city.format("id"), live)}


def permits_due(jurisdiction_id: int, on: date | None = None,
                progress: Callable[[int, int], None] | None = None) -> list[PermitDue]:
    """T-7A for a city: every owner who needs an animal permit the permits in force do not
    cover, with none pending, sorted by apply-by date (then name)."""
    on = on or date.today()
    profile = profile_for(jurisdiction_id)
    if not profile.enforces("animal_permits"):
        return []
    ids = sorted(candidate_owner_ids(jurisdiction_id, on))
    pending = _pending(jurisdiction_id=jurisdiction_id)
    ids = [i for i in ids if i not in pending]
    coverage = _coverage(on, owner_ids=ids) if len(ids) <= FEW_CANDIDATES else \
        _coverage(on, jurisdiction_id=jurisdiction_id)
    owners = {o: (n, m) for o, n, m in rows_in(
        f'SELECT "id", "display_name", "merged_into_id" FROM "{Owner._meta.table_name}" WHERE "id" IN', ids,
        'AND "voided_at" IS NULL')}
    ids = [i for i in ids if i in owners and not owners[i][1]]
    keeping, at = _households(jurisdiction_id, ids)
    households = {o: sorted({o, *at.get(keeping[o][1], ())}) if o in keeping else [o] for o in ids}
    kept: dict[int, list[Kept]] = {}
    every = {m for h in households.values() for m in h}
    # the households' animals only (a few owners): reading all the city's animals is slow at a metro office
    few = len(every) <= 5_000  # else one read of the city's animals (an IN list has its limits)
    here = Animal.jurisdiction == jurisdiction_id
    for k in (_kept(here & Animal.owner.in_(sorted(every)) if few else here) if every else ()):
        if k.owner_id in every:
            kept.setdefault(k.owner_id, []).append(k)
    out = []
    for n, o in enumerate(ids):
        if progress and n % 200 == 0:
            progress(n, len(ids))
        animals = [k for m in households[o] for k in kept.get(m, ())]
        reqs = rules.permit_requirements(profile, animals=[rules.KeptAnimal(k.species, None, k.name)
                                                           for k in animals], on=on)
        due = evaluate(profile, o, owners[o][0], keeping[o][2] if o in keeping else "", animals, reqs, on,
                       coverage.get(o))
        if due is not None:
            out.append(due)
    out.sort(key=lambda d: (d.apply_by.value, d.owner_name.lower(), d.owner_id))
    return out


FEW_CANDIDATES = 200  # candidates whose neighbours are looked up by their household keys


def _current_addresses(jurisdiction_id: int, where: pw.Expression | None = None) -> list[tuple]:
    current = (Address.select(Address.owner, Address.kind, Address.valid_from, Address.id, Address.line1,
                              Address.line2, Address.city, Address.state, Address.postal_code)
               .join(Owner, on=(Address.owner == Owner.id))
               .where(Address.valid_to.is_null() & (Owner.jurisdiction == jurisdiction_id)
                      & Owner.voided_at.is_null()))
    if where is not None:
        current = current.where(where)
    return database.obj.execute_sql(*current.sql()).fetchall()


def _households(jurisdiction_id: int, ids: Sequence[int]) -> tuple[dict[int, tuple], dict[tuple, set[int]]]:
    """Each candidate's keeping address (premises before home) as (rank, household key, one
    line), and the owners at each address. A few candidates' neighbours are read through the
    index of current addresses by household key (``persistence.household_tally``), compared
    exactly here; many read the city's current addresses once."""
    wanted = set(ids)
    few = len(ids) <= FEW_CANDIDATES
    rows = _current_addresses(jurisdiction_id, Address.owner.in_(sorted(wanted)) if few else None)
    keeping: dict[int, tuple] = {}
    at: dict[tuple, set[int]] = {}
    for o, kind, vf, aid, a1, a2, c, st, pc in rows:
        at.setdefault(household_key(a1, c), set()).add(o)
        if o in wanted and kind in ("premises", "home"):
            rank = (kind == "premises", str(vf), aid)  # ISO text on SQLite, a date on PostgreSQL
            if o not in keeping or rank > keeping[o][0]:
                keeping[o] = (rank, household_key(a1, c), one_line(a1, a2, c, st, pc))
    if few and keeping:  # the keeping addresses' keys as the database writes them (its LOWER)
        lines = [r[0] for r in rows_in(f'SELECT DISTINCT LOWER(TRIM("line1")) FROM "{Address._meta.table_name}" '
                                       'WHERE "id" IN', sorted({rank[2] for rank, _, _ in keeping.values()}))]
        keys = {k for _, k, _ in keeping.values()}
        near = pw.fn.LOWER(pw.fn.TRIM(Address.line1)).in_(lines)
        for o, _, _, _, a1, _, c, _, _ in _current_addresses(jurisdiction_id, near):
            if household_key(a1, c) in keys:
                at[household_key(a1, c)].add(o)
    return keeping, at
