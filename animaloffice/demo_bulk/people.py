"""Owners with their address and phone, their animals, ownerships and rabies certificates.

Each licensed animal gets a run of license years and a chain of rabies shots
that covers every issue date: a shot is followed by the next one before the
vaccine runs out (T-2J), so on each issue date the latest shot given is
current (T-3A). An owner renews all their animals on one visit a year. The
license years become plans for ``licenses.py``, which numbers them in issue
order.
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field

from ..domain.persons import phone_key
from ..persistence.models.animals import Animal, Ownership, Vaccination
from ..persistence.models.people import Address, Owner, Phone
from ..persistence.search_schema import OWNER_SEARCH_RANGE
from . import names as N
from .writer import flush_together

ANIMALS_PER_OWNER = (1, 1, 1, 1, 1, 2, 2, 3)
DOG_SHARE = 0.62
EARLY_YEARS = 4  # a run may have begun before the recorded history


@dataclass
class Jur:
    id: int
    code: str
    prefix: str  # first three letters, upper case: TRA-2026-000123
    profile: object
    city: str
    zipcode: str
    licensing: bool
    owners: int = 0
    animals: int = 0
    licenses: int = 0  # target
    plans: list = field(default_factory=list)  # (issue day, animal, owner, year, species, altered, vacc)
    pets: list = field(default_factory=list)  # (animal, owner, species, altered, born, owned from)
    impounds: int = 0  # target
    permits: int = 0  # target (applications)


class People:
    """Writes owners, addresses, phones, animals, ownerships and vaccinations."""

    def __init__(self, gen):
        self.gen = gen
        w = gen.writer
        self.owner = w.sink(Owner, "created_at", "jurisdiction", "kind", "first_name", "last_name",
                            "organisation", "display_name", "email")
        self.address = w.sink(Address, "created_at", "owner", "line1", "city", "postal_code", "valid_from")
        self.phone = w.sink(Phone, "created_at", "owner", "number", "number_key", "valid_from")
        self.animal = w.sink(Animal, "created_at", "jurisdiction", "name", "species", "breed", "sex",
                             "altered", "birth_date", "birth_date_estimated", "colour", "microchip", "owner",
                             "status")
        self.ownership = w.sink(Ownership, "created_at", "animal", "owner", "start", "reason")
        self.vaccination = w.sink(Vaccination, "created_at", "animal", "vaccinated_on", "product",
                                  "manufacturer", "lot", "duration_years", "veterinarian", "clinic",
                                  "clinic_address", "rabies_tag", "received_on")
        self.display_names: dict[int, str] = {}
        self.addresses: dict[int, str] = {}  # owner -> "123 Morgan St, Tracy, MN 56175"
        self.homes: dict[int, set[tuple[int, str]]] = {}  # jurisdiction -> (number, street) given out
        self.chips = 0

    def flush(self, everything: bool = False) -> None:
        """Write the rows gathered so far (tables in the order their references need), and the
        search entries of the owners written (SQLite's full-text index)."""
        owners = self.owner.rows
        span = (owners[0][0], owners[-1][0]) if owners else None
        if flush_together((self.owner, self.address, self.phone, self.animal, self.ownership,
                           self.vaccination), everything) and span and self.gen.writer.sqlite:
            self.gen.writer.execute(OWNER_SEARCH_RANGE, span)

    def populate(self, jur: Jur) -> None:
        """Owners and animals for one jurisdiction until its targets are reached.

        The length of each animal's license run adapts as it goes, so the license
        target and the animal count are reached together."""
        gen = self.gen
        r = gen.rng.random
        licensed_left = jur.licenses if jur.licensing else 0
        asked = got = 0  # license years asked for, and recorded (runs are cut by the window)
        made_owners = made_animals = 0
        while made_owners < jur.owners or licensed_left > 0:
            pets = ANIMALS_PER_OWNER[int(r() * 8)]
            oid = self.owner.new_id()
            since = gen.t_ord
            for _ in range(pets):
                run = 0
                if licensed_left > 0:
                    animals_left = max(1, jur.animals - made_animals)
                    mean = licensed_left / animals_left / (got / asked if got else 0.6)
                    run = 1 + int(gen.rng.expovariate(1 / mean)) if mean > 1.05 else int(r() < mean)
                    asked += run
                start, count = self._animal(jur, oid, run, licensed_left)
                got += count
                licensed_left -= count
                if start < since:
                    since = start
                made_animals += 1
            self._owner(jur, oid, since - int(r() * 400))
            made_owners += 1
            if made_owners % 2000 == 0:
                self.flush()
                gen.tick(f"{jur.profile.name}: {made_owners:,} owners, {made_animals:,} animals")
        self.flush()

    def _owner(self, jur: Jur, oid: int, since: int) -> None:
        gen = self.gen
        r = gen.rng.random
        since = max(since, gen.t_ord - 40 * 365)
        day = gen.iso(since)
        at = gen.stamp(since)
        if r() < 0.004:
            org = N.ORGANISATIONS[int(r() * len(N.ORGANISATIONS))]
            first = last = ""
            kind, display = "organisation", org
        else:
            first, last, org = N.FIRST[int(r() * len(N.FIRST))], N.LAST[int(r() * len(N.LAST))], ""
            kind, display = "person", f"{last}, {first}"
        email = f"{(first or org).split()[0].lower()}.{oid}@example.net" if r() < 0.3 else ""
        self.owner.add((oid, at, jur.id, kind, first, last, org, display, email))
        self.display_names[oid] = display
        # house numbers up to 3000, more in a big city, so that free ones are found at once
        span = max(2900, 2 * jur.owners // len(N.STREETS))
        number, street = 100 + int(r() * span), N.STREETS[int(r() * len(N.STREETS))]
        taken = self.homes.setdefault(jur.id, set())
        while (number, street) in taken:  # one household an address: T-7A counts a household's animals
            number += 1
        taken.add((number, street))
        line1 = f"{number} {street}"
        self.address.add((self.address.new_id(), at, oid, line1, jur.city, jur.zipcode, day))
        self.addresses[oid] = f"{line1}, {jur.city}, MN {jur.zipcode}"
        number = f"507-{200 + int(r() * 800)}-{1000 + int(r() * 9000)}"
        self.phone.add((self.phone.new_id(), at, oid, number, phone_key(number), day))

    def _animal(self, jur: Jur, oid: int, run: int, cap: int) -> tuple[int, int]:
        """One animal; with run > 0, licensed for a run of years (at most `cap` licenses).
        Returns (owned from, licenses)."""
        gen = self.gen
        r = gen.rng.random
        t = gen.t_ord
        dog = r() < DOG_SHARE
        issues: list[int] = []
        if run:
            first_year = gen.first_year - EARLY_YEARS + int(r() * (gen.this_year - gen.first_year
                                                                     + EARLY_YEARS + 1))
            born = gen.jan1(first_year) - 150 - int(r() * 7 * 365)
            years = range(max(first_year, gen.first_year), min(first_year + run, gen.this_year + 1))
        else:
            born = t - 150 - int(r() * 14 * 365)
            years = ()
        aid = self.animal.new_id()
        own_start = min(born + 56 + int(r() * 340), t - int(r() * 30))
        if years:
            issues = self._issue_days(years, own_start, oid, first_year)[:cap]
            if issues and issues[0] < own_start:
                own_start = issues[0]
        altered = r() < 0.72
        chip = None
        if r() < (0.65 if dog else 0.35):
            self.chips += 1
            chip = f"985{(self.chips * 7_919_317 + gen.chip_offset) % 10**12:012d}"
        if dog:
            name, breed = N.DOG_NAMES[int(r() * len(N.DOG_NAMES))], N.DOG_BREEDS[int(r() * len(N.DOG_BREEDS))]
        else:
            name, breed = N.CAT_NAMES[int(r() * len(N.CAT_NAMES))], N.CAT_BREEDS[int(r() * len(N.CAT_BREEDS))]
        stamp = gen.stamp(own_start)
        species = "dog" if dog else "cat"
        self.animal.add((aid, stamp, jur.id, name, species, breed, "M" if r() < 0.5 else "F", altered,
                         gen.iso(born), False, N.COLOURS[int(r() * len(N.COLOURS))], chip, oid, "active"))
        self.ownership.add((self.ownership.new_id(), stamp, aid, oid, gen.iso(own_start), "recorded"))
        jur.pets.append((aid, oid, species, altered, born, own_start))
        if issues:
            shots = self._shots(aid, born, issues[0], issues[-1])
            if len(shots) == 1:
                vacc = shots[0][1]
                plans = [(day, aid, oid, gen.year_of(day), species, altered, vacc) for day in issues]
            else:
                shot_days = [s[0] for s in shots]
                plans = [(day, aid, oid, gen.year_of(day), species, altered,
                          shots[bisect_right(shot_days, day) - 1][1]) for day in issues]
            jur.plans.extend(plans)
        elif r() < 0.5:  # a certificate on file, not licensed (or not licensing here)
            shot = max(born + 120, t - int(r() * 3 * 365))
            if shot <= t:
                self._shots(aid, born, shot, shot)
        return own_start, len(issues)

    def _issue_days(self, years: range, own_start: int, oid: int, first_year: int) -> list[int]:
        """An issue day in each license year: a first license any time in its year, renewals
        on the owner's visit early in the year (all their animals at once)."""
        gen = self.gen
        days = []
        for year in years:
            jan1 = gen.jan1(year)
            if year == first_year:
                day = jan1 + 1 + int(gen.rng.random() * 340)
                if day < own_start:
                    day = own_start
            else:
                h = (oid * 2654435761 + year * 40503) % 1000
                day = jan1 + 1 + (h % 75 if h >= 150 else h * 2)
            if day < gen.fee_start:
                day = gen.fee_start
            if day > gen.t_ord or gen.year_of(day) != year:
                if not days:
                    continue
                break
            days.append(day)
        return days

    def _shots(self, aid: int, born: int, first_issue: int, last_issue: int) -> list[tuple[int, int]]:
        """A chain of rabies shots from before `first_issue` covering `last_issue` (T-3A, T-2J)."""
        gen = self.gen
        r = gen.rng.random
        t = gen.t_ord
        shot = max(born + 120, first_issue - int(r() * 330))
        if shot > first_issue:
            shot = first_issue
        duration = 1 if r() < 0.12 else 3
        out = []
        vet, clinic, addr = N.VETS[int(r() * len(N.VETS))]
        add, new_id, iso = self.vaccination.add, self.vaccination.new_id, gen.iso
        while True:
            vid = new_id()
            product, maker = N.VACCINES[int(r() * len(N.VACCINES))]
            received = min(t, shot + int(r() * 21))
            add((vid, gen.stamp(received), aid, iso(shot), product, maker, f"{100000 + int(r() * 899999)}A",
                 duration, vet, clinic, addr, f"R{10000 + int(r() * 89999)}", iso(received)))
            out.append((shot, vid))
            if shot + 365 * duration - 2 >= last_issue:
                break
            shot = shot + 365 * duration - 2 - int(r() * 39)  # before this one runs out
        return out
