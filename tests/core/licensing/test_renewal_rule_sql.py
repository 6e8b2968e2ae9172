"""T-3A's renewal list in SQL (queries/renewal_rule.py, the "Licenses due and overdue" report)
against the rule itself (domain.license_renewal.renewal_state): the same licenses in the same
state, over generated license histories and the demo office, on both databases."""
import random
from datetime import date, timedelta

import pytest

from animaloffice.demo import populate
from animaloffice.demo_bulk import Plan
from animaloffice.domain.license_renewal import DUE, OVERDUE, RenewalFacts, renewal_state
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.licensing import License
from animaloffice.reports import licensing as report
from animaloffice.reports.licensing import licenses_due

TODAY = date.today()
SMALL = Plan(owners=60, animals=90, licenses=150, years=3, impounds=10, permits=6)
# days where a one-day slip shows: the year's turn, a leap day, a license's last day
DAYS = (TODAY, date(2026, 12, 31), date(2027, 1, 1), date(2024, 2, 29), date(2025, 3, 1), date(2026, 6, 30))
HORIZONS = (0, 30, 61)


def _pure(jid: int, on: date, days: int) -> dict[int, str]:
    rows = list(License.select().where(License.jurisdiction == jid))
    animals = {a.id: a for a in Animal.select()}
    live = [r for r in rows if r.voided_at is None]
    renewed_of = {r.renewal_of_id for r in live if r.renewal_of_id is not None}
    out = {}
    for r in rows:
        animal = animals[r.animal_id]
        later = any(o.animal_id == r.animal_id and o.year > r.year for o in live)
        facts = RenewalFacts(status=r.status, term=r.term, expires_on=r.expires_on, voided=r.voided_at is not None,
                             renewed=r.id in renewed_of or later, animal_status=animal.status,
                             animal_with_owner=animal.owner_id == r.owner_id)
        state = renewal_state(facts, on, on + timedelta(days=days))
        if state is not None:
            out[r.id] = state
    return out


def _report(jid: int, on: date, days: int) -> dict[int, str]:
    rows = licenses_due(jurisdiction_id=jid, on=on, days=days).rows
    assert len({row[0] for row in rows}) == len(rows), "a license listed twice"
    return {row[0]: row[1] for row in rows}


def _agree(jid: int) -> set[str]:
    seen = set()
    for on in DAYS:
        for days in HORIZONS:
            pure, sql = _pure(jid, on, days), _report(jid, on, days)
            assert sql == pure, (on, days, {k: (pure.get(k), sql.get(k)) for k in pure.keys() | sql.keys()
                                            if pure.get(k) != sql.get(k)})
            seen |= set(pure.values())
    return seen


@pytest.mark.parametrize("parts", [None, (2, 3)], ids=["whole", "in-small-parts"])
def test_t_3a_renewal_list_in_sql_agrees_with_the_rule_over_generated_histories(office, desk, parts, monkeypatch):
    """Due, overdue, renewed (by a renewal or a later year's license, a voided one not counting),
    lifetime, void, ended, the animal dead or with another owner: the report lists exactly the
    licenses the rule puts on the list, each in its state, on every day and horizon tried. In
    small parts too: PostgreSQL reads the rest of the list from the first part's last (expiry, id),
    and most of the licenses here end on one of four December 31sts."""
    if parts:
        monkeypatch.setattr(report, "FIRST_PART", parts[0])
        monkeypatch.setattr(report, "PART", parts[1])
    rng = random.Random(3)
    other = desk.owner(last="Berg")
    for i in range(50):
        aid = desk.dog(shot=TODAY - timedelta(days=10), name=f"Dog{i}")
        owner = Animal.get_by_id(aid).owner_id
        year = rng.choice((2024, 2025, 2026, 2027))
        expires = date(year, 12, 31) if rng.random() < 0.7 else rng.choice(DAYS) + timedelta(days=rng.randint(-3, 40))
        lid = License.create(jurisdiction=office.tracy, number=f"GEN-{i}", animal=aid, owner=owner, year=year,
                             tag_number=9000 + i, term="annual" if rng.random() < 0.9 else "lifetime",
                             issued_on=date(year, 1, 2), expires_on=expires,
                             status=rng.choice(("active", "active", "active", "expired", "ended", "relicense")),
                             voided_at=TODAY if rng.random() < 0.1 else None).id
        if rng.random() < 0.3:  # its renewal, or a later year's license (voided ones do not count)
            License.create(jurisdiction=office.tracy, number=f"GEN-{i}-R", animal=aid, owner=owner,
                           year=year + rng.choice((0, 1)), tag_number=9500 + i, issued_on=date(year, 11, 2),
                           expires_on=date(year + 1, 12, 31), renewal_of=lid if rng.random() < 0.5 else None,
                           voided_at=TODAY if rng.random() < 0.3 else None)
        if rng.random() < 0.25:
            Animal.update(status=rng.choice(("deceased", "gone", "active"))).where(Animal.id == aid).execute()
        if rng.random() < 0.15:
            Animal.update(owner=other).where(Animal.id == aid).execute()
    assert {DUE, OVERDUE} <= _agree(office.tracy)  # the histories reach both states


def test_t_3a_renewal_list_in_sql_agrees_with_the_rule_on_the_demo_office(office):
    populate(["tracy", "worthington"], [office.tracy, office.worthington], seed=9, today=TODAY, plan=SMALL,
             parts=[])
    for jid in (office.tracy, office.worthington):
        _agree(jid)
