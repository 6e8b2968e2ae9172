"""Ten years of impounds: owned animals found at large and reclaimed, field returns, strays
adopted, transferred or put down after their hold. What ``services.impounds`` and
``services.impound_release`` would have written:

- the hold's last day and the first day of disposition with their explanation
  (T-6C, MN-346.47: ``domain.impound.hold_period``), numbered per city and year;
- a reclaim within the hold pays the whole bill of ``domain.impound.reclaim_bill``
  (impound fee, boarding per day, the W-90.05C at-large penalty counting the same
  animal's earlier at-large impounds in 12 months), one charge per line and one
  receipt; where the city licenses animals only a licensed animal is reclaimed or
  returned in the field (T-6B, T-6A);
- a stray leaves only after its hold, to a named party (MN-346.47).

Every impound is closed: the animals held today are the demo part's, made through
the services.
"""
from __future__ import annotations

from datetime import date

from ..domain import impound as rules
from ..domain import impound_bill
from ..domain.explain import Explained
from ..persistence.models.impounds import Impound
from ..persistence.models.office import Counter
from ..services.common import bump_counter_to
from . import names as N

RESCUES = (("Prairie Paws Rescue", "PO Box 44, Marshall, MN 56258"),
           ("Southwest Minnesota Humane Society", "1200 Country Rd 5, Worthington, MN 56187"))
DETAILS = ("off_property", "near_street", "public_property")


class Impounds:
    def __init__(self, gen, people):
        self.gen, self.people = gen, people
        self.impound = gen.writer.sink(
            Impound, "created_at", "version", "jurisdiction", "number", "animal", "owner", "impounded_on",
            "impounded_at", "ground", "intake_type", "found_place", "found_detail", "officer", "field_return",
            "altered_at_intake", "age_months_at_intake", "hold_last_day", "disposition_from",
            "hold_explanation", "owner_notified_on", "status", "released_on", "outcome", "outcome_on",
            "outcome_party", "outcome_address", "age_months_at_outcome", "received_from_name",
            "received_from_address")
        self._holds: dict[tuple[int, int], tuple[int, int, str]] = {}
        self.counters: dict[str, int] = {}
        self._whys: dict[tuple[str, str], str] = {}

    def hold(self, profile, day: int) -> tuple[int, int, str]:
        key = (id(profile), day)
        found = self._holds.get(key)
        if found is None:
            h = rules.hold_period(profile, date.fromordinal(day))
            found = self._holds[key] = (h.last_day.value.toordinal(), h.disposition_from.value.toordinal(),
                                        h.disposition_from.text())
        return found

    def prepare(self, jurs, years) -> None:
        """Where impound numbers stand (read before the writing thread owns the connection)."""
        self.start = {}
        for jur in jurs:
            for year in years:
                name = f"impound:{jur.profile.code}:{year}"
                row = Counter.get_or_none(Counter.name == name)
                self.start[name] = row.value if row else 0

    def bump_counters(self) -> None:
        for name, n in self.counters.items():
            bump_counter_to(name, n)

    def _why(self, line) -> str:
        """The charge's explanation as ``add_charge`` words it from the bill line."""
        found = self._whys.get((line.explanation, line.rule_id))
        if found is None:
            found = self._whys[(line.explanation, line.rule_id)] = Explained(
                line.unit_cents, line.rule_id, {}, (line.explanation,)).text()
        return found

    def populate(self, jur) -> None:
        """`jur.impounds` closed impounds over the years loaded, numbered in the order made."""
        gen = self.gen
        r = gen.rng.random
        if not jur.impounds or not jur.profile.enforces("impound"):
            return
        profile = jur.profile
        first = max(gen.jan1(gen.first_year), *(profile.fees[c][0].start.toordinal()
                                                for c in ("impound", "boarding_per_day")))
        last = gen.t_ord - 30  # closed before the demo part's animals came in
        licensed = [p for p in jur.plans if p[0] <= last] if jur.licensing else []
        pets = [p for p in jur.pets if p[5] <= last - 60]
        events = []
        for _ in range(jur.impounds):
            kind = r()
            if kind < 0.62 and (licensed or (pets and not jur.licensing)):
                if jur.licensing:  # a licensed animal, found during its license year
                    day, aid, oid, year, species, altered, _ = licensed[int(r() * len(licensed))]
                    end = min(last, gen.jan1(year + 1) - 8)  # released before the license ends
                    on = max(day, first) + int(r() * max(1, end - max(day, first)))
                else:
                    aid, oid, species, altered, born, since = pets[int(r() * len(pets))]
                    on = max(first, since + 30) + int(r() * max(1, last - max(first, since + 30)))
                if on > last or on < first:
                    continue
                events.append((on, "field" if jur.licensing and r() < 0.08 else "reclaim", aid, oid,
                               species, altered))
            else:
                on = first + int(r() * (last - first))
                events.append((on, "stray", None, None, "dog" if r() < 0.7 else "cat", None))
        events.sort(key=lambda e: e[0])
        self.born = {p[0]: p[4] for p in jur.pets}
        earlier: dict[int, list[date]] = {}
        for event in events:
            self._one(jur, event, earlier)
            if len(self.impound.rows) >= 20_000:
                self.people.flush(everything=True)  # the strays first: an impound points at its animal
                self.impound.flush()
                gen.money.maybe_flush_charges()
        self.people.flush(everything=True)
        self.impound.flush()

    def _one(self, jur, event, earlier: dict[int, list[date]]) -> None:
        gen, money = self.gen, self.gen.money
        r = gen.rng.random
        profile, jid = jur.profile, jur.id
        on, kind, aid, oid, species, altered = event
        year = gen.year_of(on)
        counter = f"impound:{profile.code}:{year}"
        n = self.counters[counter] = self.counters.get(counter, self.start.get(counter, 0)) + 1
        number = f"{jur.prefix}-IMP-{year}-{n:04d}"
        iid = self.impound.new_id()
        iso = gen.iso(on)
        at = iso + gen.times[int(r() * len(gen.times))]
        place = f"{N.STREETS[int(r() * len(N.STREETS))]} near {100 + int(r() * 2900)}"
        detail = DETAILS[int(r() * len(DETAILS))]
        hold_last, dispose_from, hold_why = self.hold(profile, on)
        if kind == "stray":
            aid = self.people.animal.new_id()
            born = on - 150 - int(r() * 9 * 365)
            dog = species == "dog"
            out_day = min(gen.t_ord - 1, dispose_from + int(r() * 20))
            pick = r()
            if pick < 0.6:
                outcome = "adoption"
                party = f"{N.FIRST[int(r() * len(N.FIRST))]} {N.LAST[int(r() * len(N.LAST))]}"
                address = f"{100 + int(r() * 2900)} {N.STREETS[int(r() * len(N.STREETS))]}, {jur.city}, MN"
            elif pick < 0.9:
                outcome = "transferred_out"
                party, address = RESCUES[int(r() * len(RESCUES))]
            else:
                outcome, party, address = "shelter_euthanasia", "", ""
            status = ("gone" if outcome == "transferred_out" else "deceased" if outcome == "shelter_euthanasia"
                      else "active")
            self.people.animal.add((aid, at, jid, "", species,
                                    N.DOG_BREEDS[int(r() * len(N.DOG_BREEDS))] if dog
                                    else N.CAT_BREEDS[int(r() * len(N.CAT_BREEDS))],
                                    "M" if r() < 0.5 else "F", None, gen.iso(born), True,
                                    N.COLOURS[int(r() * len(N.COLOURS))], None, None, status))
            age = (out_day - born) // 30
            self.impound.add((iid, at, 2, jid, number, aid, None, iso, at, "at_large", "stray", place, detail,
                              "officer", False, None, (on - born) // 30, gen.iso(hold_last),
                              gen.iso(dispose_from), hold_why, None, "disposed", None, outcome,
                              gen.iso(out_day), party, address, age, "officer", place))
            return
        # an owned animal: reclaimed within its hold, or delivered to its owner in the field
        owner = self.people.display_names[oid]
        address = self.people.addresses.get(oid, "")
        earlier_days = [d for d in earlier.get(aid, []) if d < date.fromordinal(on)]
        earlier.setdefault(aid, []).append(date.fromordinal(on))
        field = kind == "field"
        out_day = on if field else min(hold_last, on + int(r() * 3), gen.t_ord - 1)
        lines = impound_bill.reclaim_bill(profile, impounded_on=date.fromordinal(on), on=date.fromordinal(out_day),
                                   species=species, altered=altered, ground="at_large",
                                   earlier_custody=earlier_days, field_return=field)
        out_iso = gen.iso(out_day)
        out_at = out_iso + gen.times[int(r() * len(gen.times))] if out_day != on else at
        if field:
            hold_why = "delivered to the owner in the field under its license (T-6A)"
        born = self.born.get(aid)
        self.impound.add((iid, at, 1 if field else 2, jid, number, aid, oid, iso, at, "at_large", "stray",
                          place, detail, "officer", field, altered, (on - born) // 30 if born else None,
                          None if field else gen.iso(hold_last), None if field else gen.iso(dispose_from),
                          hold_why, iso if field else out_iso, "returned_in_field" if field else "released",
                          out_iso, "returned_to_owner", out_iso, owner, address,
                          (out_day - born) // 30 if born else None, "officer", place))
        if lines and not field:  # a field return's penalty is charged, paid later (services.impounds)
            pid = money.new_payment_id()
            total = 0
            for line in lines:
                money.add_charge((money.new_charge_id(), out_at, jid, oid, line.fee_code,
                                  f"{line.description}, {number}", line.quantity, line.unit_cents,
                                  line.amount_cents, line.rule_id, self._why(line), out_iso, "impound", iid,
                                  pid))
                total += line.amount_cents
            money.receipt(jid, jur.prefix, oid, owner, out_iso, out_at, total, by="officer", pid=pid)
