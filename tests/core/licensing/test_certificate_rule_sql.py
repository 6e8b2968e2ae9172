"""T-3B in SQL (queries/certificate_rule.py) against the rule itself (domain.licensing.certificate_status):
the same state for every license, over generated certificate histories and the demo office, on
both databases; and the list's filters select exactly the licenses whose row says so."""
import random
from datetime import date, timedelta

import pytest

from animaloffice.demo import populate
from animaloffice.demo_bulk import Plan
from animaloffice.domain import licensing as rules
from animaloffice.domain.deadlines import add_months
from animaloffice.persistence.models.animals import Animal, Vaccination
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries.certificate_rule import certificate_state
from animaloffice.queries.licenses import LicenseFilter, LicenseQuery, effective_status, shots_by_animal
from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput

TODAY = date.today()
SMALL = Plan(owners=60, animals=90, licenses=150, years=2, impounds=20, permits=12)
# days where a one-day slip shows: a leap day, the day before and after, month ends
DAYS = (TODAY, date(2024, 2, 29), date(2024, 2, 28), date(2024, 3, 1), date(2025, 2, 28), date(2025, 3, 1),
        date(2023, 3, 1), date(2027, 3, 1), date(2023, 1, 31), date(2026, 6, 30), date(2027, 12, 31))


def _pure_states(jid: int, on: date) -> dict[int, str]:
    profile = profile_for(jid)
    licenses = list(License.select(License.id, License.animal, License.issued_on)
                    .where(License.jurisdiction == jid).tuples())
    shots = shots_by_animal({a for _, a, _ in licenses})
    born = dict(Animal.select(Animal.id, Animal.birth_date).tuples())
    return {lid: rules.certificate_status(profile, birth_date=born[aid], licensed_on=issued,
                                          shots=shots.get(aid, []), on=on, explain=False).state
            for lid, aid, issued in licenses}


def _sql_states(jid: int, on: date) -> dict[int, str]:
    query = License.select(License.id, certificate_state(profile_for(jid), on).alias("state")) \
        .where(License.jurisdiction == jid)
    return dict(query.tuples())


def _agree(jid: int) -> int:
    compared = 0
    for on in DAYS:
        pure, sql = _pure_states(jid, on), _sql_states(jid, on)
        wrong = {lid: (pure[lid], sql[lid]) for lid in pure if pure[lid] != sql[lid]}
        assert not wrong, f"on {on}: license -> (rule, SQL): {wrong}"
        compared += len(pure)
    return compared


def _random_history(rng: random.Random, animal_id: int, licensed_on: date) -> None:
    """Certificates as offices see them: on time, a day late, handed in late, a 1-year vaccine,
    two of one day, a leap-day shot, none before licensing."""
    Vaccination.update(voided_at=TODAY, void_reason="replaced by the generated history") \
        .where(Vaccination.animal == animal_id).execute()
    day = licensed_on - timedelta(days=rng.randint(-200, 1500))
    for _ in range(rng.randint(0, 5)):
        years = rng.choice((1, 1, 2, 3, 3, 3, 4))
        if rng.random() < 0.2:
            day = date(rng.choice((2016, 2020, 2024)), 2, 29)
        received = day + timedelta(days=rng.choice((0, 0, 0, 1, 30, 200, 400, 900)))
        fields = dict(animal=animal_id, vaccinated_on=day, duration_years=years, received_on=received,
                      veterinarian="Dr. Vet")
        Vaccination.create(**fields)
        if rng.random() < 0.15:  # a second certificate of the same shot day
            Vaccination.create(**{**fields, "duration_years": rng.choice((1, 3)),
                                  "received_on": received + timedelta(days=rng.choice((-1, 0, 5)))})
        if rng.random() < 0.1:
            Vaccination.create(**{**fields, "voided_at": TODAY, "void_reason": "typed twice"})
        day += timedelta(days=rng.choice((365, 366, 1095, 1096, 1097, rng.randint(300, 1400))))


def test_t_3b_in_sql_agrees_with_the_rule_over_generated_histories(office, desk):
    """T-3B, T-3B's 16-month rule for an animal licensed at 4-16 months, T-2J's shorter vaccines:
    the SQL and the rule give the same state to every license on every day tried."""
    rng = random.Random(32)
    made = []
    for i in range(60):
        aid = desk.dog(shot=TODAY - timedelta(days=10), name=f"Dog{i}")
        made.append((aid, licensing.issue_license(office.clerk, animal_id=aid, payment=PaymentInput("cash")).license_id))
    for aid, lid in made:
        licensed_on = TODAY - timedelta(days=rng.randint(0, 2500))
        born = licensed_on - timedelta(days=rng.choice((121, 122, 200, 360, 485, 486, 487, 2000)))
        if rng.random() < 0.2:  # 4 and 16 months on: a month too short for the day
            born = rng.choice((date(2018, 10, 31), date(2019, 10, 31), date(2023, 10, 31), date(2019, 1, 31)))
            licensed_on = add_months(born, rng.choice((4, 16))) + timedelta(days=rng.choice((-1, 0, 1)))
        Animal.update(birth_date=None if rng.random() < 0.05 else born).where(Animal.id == aid).execute()
        License.update(issued_on=licensed_on).where(License.id == lid).execute()
        _random_history(rng, aid, licensed_on)
    assert _agree(office.tracy) == 60 * len(DAYS)
    states = set(_pure_states(office.tracy, TODAY).values())
    assert {"overdue", "ok"} <= states  # the histories reach the cases compared


def _listed(flt: LicenseFilter) -> set[int]:
    query = LicenseQuery(flt)
    rows = query.fetch(0, 10_000)
    assert query.count() == len(rows)
    return {r[0] for r in rows}


def _rows_say(jid: int, on: date) -> dict[str, set[int]]:
    """What each live license's row shows, from the rule: its state."""
    out: dict[str, set[int]] = {}
    pure = _pure_states(jid, on)
    for lid, status, expires in License.select(License.id, License.status, License.expires_on) \
            .where((License.jurisdiction == jid) & License.voided_at.is_null()).tuples():
        if effective_status(status, expires, on) == "active":
            out.setdefault(pure[lid], set()).add(lid)
    return out


def test_the_certificate_filters_list_what_the_rows_say(office, desk):
    """The Licenses tab's "certificate overdue", "certificate due soon", "Active" and "Relicense
    required" select exactly the licenses whose T-3B state says so (a late certificate and the
    16-month rule included, which the SQL used to miss)."""
    rng = random.Random(28)
    for i in range(24):
        aid = desk.dog(shot=TODAY - timedelta(days=10), name=f"Cat{i}")
        lid = licensing.issue_license(office.clerk, animal_id=aid, payment=PaymentInput("cash")).license_id
        licensed_on = TODAY - timedelta(days=rng.randint(0, 330))
        Animal.update(birth_date=licensed_on - timedelta(days=rng.choice((130, 300, 2000)))) \
            .where(Animal.id == aid).execute()
        License.update(issued_on=licensed_on).where(License.id == lid).execute()
        _random_history(rng, aid, licensed_on)
    flt = LicenseFilter(jurisdiction_id=office.tracy)
    say = _rows_say(office.tracy, TODAY)
    assert say.get("overdue")
    assert _listed(flt.with_(due="certificate_overdue")) == say.get("overdue", set())
    assert _listed(flt.with_(due="certificate_due")) == say.get("due_soon", set())
    assert _listed(flt.with_(status="relicense_required")) == say.get("overdue", set())
    live = set().union(*say.values())
    assert _listed(flt.with_(status="active")) == live - say.get("overdue", set())
    everywhere = LicenseFilter(jurisdiction_id=None, due="certificate_overdue")
    assert _listed(everywhere) == say.get("overdue", set())


def test_a_late_certificate_and_the_16_month_rule_are_overdue_in_the_list(office, desk):
    """T-3B: a certificate handed in after the prior one's anniversary lapses the license even
    though it covers today; a dog licensed at 5 months with no certificate from the 60 days
    before it turned 16 months is overdue though its first certificate runs 3 years."""
    late = desk.dog(shot=TODAY - timedelta(days=30))
    late_lic = licensing.issue_license(office.clerk, animal_id=late, payment=PaymentInput("cash")).license_id
    License.update(issued_on=TODAY - timedelta(days=400)).where(License.id == late_lic).execute()
    Vaccination.update(vaccinated_on=TODAY - timedelta(days=1200), received_on=TODAY - timedelta(days=1200)) \
        .where(Vaccination.animal == late).execute()
    Vaccination.create(animal=late, vaccinated_on=TODAY - timedelta(days=60), duration_years=3,
                       received_on=TODAY - timedelta(days=60), veterinarian="Dr. Vet")
    young = desk.dog(shot=TODAY - timedelta(days=30))
    young_lic = licensing.issue_license(office.clerk, animal_id=young, payment=PaymentInput("cash")).license_id
    Animal.update(birth_date=TODAY - timedelta(days=550)).where(Animal.id == young).execute()
    License.update(issued_on=TODAY - timedelta(days=400)).where(License.id == young_lic).execute()
    Vaccination.update(vaccinated_on=TODAY - timedelta(days=400), received_on=TODAY - timedelta(days=400)) \
        .where(Vaccination.animal == young).execute()
    overdue = _listed(LicenseFilter(jurisdiction_id=office.tracy, due="certificate_overdue"))
    assert overdue == {late_lic, young_lic}
    assert _rows_say(office.tracy, TODAY)["overdue"] == {late_lic, young_lic}


@pytest.mark.slow
def test_t_3b_in_sql_agrees_with_the_rule_on_the_demo_office(office):
    """The demo office's licenses, both cities: the same state from the SQL and the rule."""
    populate(["tracy", "worthington"], [office.tracy, office.worthington], seed=5, today=TODAY, plan=SMALL)
    assert _agree(office.tracy) >= 100 * len(DAYS)
    _agree(office.worthington)
    say = _rows_say(office.tracy, TODAY)
    flt = LicenseFilter(jurisdiction_id=office.tracy)
    assert _listed(flt.with_(due="certificate_overdue")) == say.get("overdue", set())
    assert _listed(flt.with_(due="certificate_due")) == say.get("due_soon", set())
