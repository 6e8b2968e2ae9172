"""T-3B's selection for the "Certificates due" report in SQL (``certificate_rule.needing_certificates``)
against the rule itself (``domain.licensing.certificate_status``), license by license, on both
databases: generated offices whose licenses sit on the dates where a one-day slip shows (shots on
the day a certificate falls due and the day after, certificates handed in late, two of one shot
day, a leap-day shot, an animal licensed at exactly 4 or 16 months, the juvenile window's first
and last day, no certificate or no birth date), asked about on many days, with several warning
periods and with the ordinance's periods changed from a date (the profile's dated overrides)."""
import random
from datetime import date, timedelta

from animaloffice.domain import licensing as rules
from animaloffice.domain.deadlines import add_months, add_years
from animaloffice.domain.statuses import LicenseStatus
from animaloffice.persistence.models.animals import Animal, Vaccination
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries.certificate_rule import needing_certificates
from animaloffice.queries.licenses import shots_by_animal

TODAY = date.today()
LICENSES = 160
# days asked about: today, a leap day and the days around it, month ends, the turn of a year
DAYS = (TODAY, TODAY + timedelta(days=29), TODAY - timedelta(days=400), date(2024, 2, 28), date(2024, 2, 29),
        date(2024, 3, 1), date(2025, 2, 28), date(2025, 3, 1), date(2026, 1, 31), date(2027, 12, 31),
        date(2028, 1, 1))
WARNINGS = (0, 30, 90)


def _office(office, desk, seed: int) -> list[int]:
    """`LICENSES` licenses of animals with generated certificate histories (and some animals'
    earlier licenses, issued before the history's later shots); returns their ids.

    Records are written directly (the services' checks would refuse most of these histories,
    which is the point: the two must agree on what offices hold after years of corrections)."""
    rng = random.Random(seed)
    owner = desk.owner()
    template = License.get_by_id(_one_license(office, desk, owner))
    made = [template.id]
    for i in range(LICENSES - 1):
        licensed_on = TODAY - timedelta(days=rng.randint(-30, 2600))
        born = licensed_on - timedelta(days=rng.choice((120, 121, 122, 200, 360, 485, 486, 487, 488, 2000)))
        roll = rng.random()
        if roll < 0.25:  # licensed on (or a day either side of) its 4- or 16-month day, month ends included
            born = rng.choice((date(2019, 10, 31), date(2020, 2, 29), date(2023, 10, 31), date(2024, 1, 31),
                               date(2022, 12, 31), date(2024, 6, 15)))
            licensed_on = add_months(born, rng.choice((4, 16, 15))) + timedelta(days=rng.choice((-1, 0, 1)))
        animal = Animal.create(jurisdiction=office.tracy, owner=owner, species=rng.choice(("dog", "cat")),
                               name=f"Generated{i}", birth_date=None if rng.random() < 0.06 else born)
        _history(rng, animal, licensed_on)
        if rng.random() < 0.1:  # the same animal's earlier license, asked about in the same statement
            made.append(_license(template, animal, licensed_on - timedelta(days=400), f"OLD-{i}",
                                 LicenseStatus.EXPIRED))
        made.append(_license(template, animal, licensed_on, f"GEN-{i}", LicenseStatus.ACTIVE))
    return made


def _one_license(office, desk, owner) -> int:
    from animaloffice.services import licensing
    from animaloffice.services.payments import PaymentInput

    aid = desk.dog(owner, shot=TODAY - timedelta(days=10))
    return licensing.issue_license(office.clerk, animal_id=aid, payment=PaymentInput("cash")).license_id


def _license(template: License, animal: Animal, issued: date, number: str, status: str) -> int:
    return License.create(jurisdiction=template.jurisdiction_id, number=number, animal=animal, owner=template.owner_id,
                          year=issued.year, tag_number=template.tag_number + 1 + animal.id, issued_on=issued,
                          expires_on=date(issued.year, 12, 31), status=status).id


def _history(rng: random.Random, animal: Animal, licensed_on: date) -> None:
    """Certificates as offices hold them: on the due day, a day late, handed in late or before
    the shot's due day, a 1-year vaccine, two of one shot day (handed in on different days, or
    the same day with different vaccines), a voided one, a leap-day shot, none at all, one whose
    immunity ends on the day the animal was licensed; and for a young animal, shots on the edges
    of the 60 days before it turns 16 months."""
    if rng.random() < 0.07:
        return  # no certificate on file
    day = licensed_on - timedelta(days=rng.randint(-200, 1500))
    born = animal.birth_date
    if born is not None and rng.random() < 0.3:
        turns = add_months(born, 16)
        edge = turns - timedelta(days=rng.choice((61, 60, 59, 0, -1)))
        _shot(animal, edge, rng.choice((1, 3)), edge + timedelta(days=rng.choice((0, 0, 1, 70))))
    for _ in range(rng.randint(1, 5)):
        years = rng.choice((1, 1, 2, 3, 3, 3, 4))
        if rng.random() < 0.15:
            day = date(rng.choice((2016, 2020, 2024)), 2, 29)
        received = day + timedelta(days=rng.choice((0, 0, 0, 1, 30, 200, 400, 900)))
        _shot(animal, day, years, received)
        if rng.random() < 0.15:  # a second certificate of the same shot day
            _shot(animal, day, rng.choice((1, 3, years)), received + timedelta(days=rng.choice((-1, 0, 0, 5))))
        if rng.random() < 0.1:
            _shot(animal, day + timedelta(days=1), years, received, voided=True)
        # the next shot: on the day this one falls due, a day either side, or anywhere later
        due = add_years(day, min(years, 3))
        day = rng.choice((due, due + timedelta(days=1), due - timedelta(days=1), day + timedelta(days=366),
                          day + timedelta(days=rng.randint(300, 1400))))
    if rng.random() < 0.3:  # the last shot before licensing runs out on the day licensed, or the day before
        years = rng.choice((1, 3))
        given = add_years(licensed_on, -years) - timedelta(days=rng.choice((0, 0, 1)))
        _shot(animal, given, years, given + timedelta(days=rng.choice((0, 10))))


def _shot(animal: Animal, given: date, years: int, received: date, voided: bool = False) -> None:
    Vaccination.create(animal=animal, vaccinated_on=given, duration_years=years, received_on=received,
                       veterinarian="Dr. Vet", voided_at=TODAY if voided else None,
                       void_reason="typed twice" if voided else None)


def _pure(profile, license_ids: list[int], on: date, warn_days: int) -> dict[int, str]:
    """Each license's T-3B state from the rule, as the report writes its row: from the day it was issued."""
    rows = list(License.select(License.id, License.animal, License.issued_on, Animal.birth_date)
                .join(Animal, on=(License.animal == Animal.id)).where(License.id.in_(license_ids)).tuples())
    shots = shots_by_animal({aid for _, aid, _, _ in rows})
    return {lid: rules.certificate_status(profile, birth_date=born, licensed_on=issued, shots=shots.get(aid, []),
                                          on=on, warn_days=warn_days, explain=False).state
            for lid, aid, issued, born in rows}


def _compare(profile, license_ids: list[int]) -> dict[str, int]:
    """The SQL's selection is the rule's on every day and warning period; returns how many of
    each state the rule gave (so a test can see the histories reached every case)."""
    seen: dict[str, int] = {}
    for on in DAYS:
        for warn in WARNINGS:
            pure = _pure(profile, license_ids, on, warn)
            wanted = {lid: state for lid, state in pure.items() if state != "ok"}
            # in parts, as the report asks, and in one
            got = {**needing_certificates(profile, on, license_ids[:57], warn),
                   **needing_certificates(profile, on, license_ids[57:], warn)}
            wrong = {lid: (wanted.get(lid, "ok"), got.get(lid, "ok")) for lid in set(wanted) | set(got)
                     if wanted.get(lid) != got.get(lid)}
            assert not wrong, f"on {on}, warning {warn} days: license -> (rule, SQL): {wrong}"
            assert needing_certificates(profile, on, license_ids, warn) == got
            for state in pure.values():
                seen[state] = seen.get(state, 0) + 1
    return seen


def test_t_3b_selection_in_sql_is_the_rules_license_by_license(office, desk):
    """T-3B (the chain of certificates, a late one, the 16-month rule) and T-2J (a shorter
    vaccine): the SQL lists exactly the licenses the rule finds due soon, overdue or without a
    certificate, each with the rule's state."""
    ids = _office(office, desk, seed=32)
    seen = _compare(profile_for(office.tracy), ids)
    assert all(seen.get(state, 0) >= 20 for state in ("ok", "due_soon", "overdue", "none")), seen


def test_t_3b_selection_in_sql_follows_the_periods_in_force_on_the_day(office, desk):
    """The ordinance's figures as the office changed them from a date (a 2-year interval, a
    30-day juvenile window, a 12-month juvenile age): both take the figures in force on the day
    asked about, before and after the change."""
    ids = _office(office, desk, seed=7)
    change = date(2025, 3, 1)
    base = profile_for(office.tracy)
    changed = base.with_overrides([("period", "certificate_interval_years", change, 2, "resolution"),
                                   ("period", "juvenile_certificate_window_days", change, 30, "resolution"),
                                   ("period", "juvenile_license_max_age_months", change, 12, "resolution")])
    assert changed.period("certificate_interval_years", change) == 2
    assert changed.period("certificate_interval_years", change - timedelta(days=1)) == 3
    seen = _compare(changed, ids)
    assert seen.get("overdue") and seen.get("due_soon") and seen.get("ok"), seen


def test_no_licenses_asked_about_none_listed(office):
    assert needing_certificates(profile_for(office.tracy), TODAY, [], 30) == {}


def test_t_3b_a_weeks_certificate_letters_are_the_months_on_those_days(office, desk):
    """The Today list asks ``certificates_due`` for its week only (``days``): exactly the month's
    subjects due on those days, read without the rest of the month's. Asked with windows that
    start and end on the days certificates fall due, and the days beside them."""
    from animaloffice.queries.license_letters import certificates_due

    _office(office, desk, seed=11)
    asked = 0
    months = sorted({((TODAY + timedelta(days=d)).year, (TODAY + timedelta(days=d)).month) for d in range(-60, 400, 28)})
    for year, month in months:
        on = date(year, month, 1)
        whole = certificates_due(office.tracy, year, month, skip_sent=False, on=on)
        for due in sorted({s.due.value for s in whole})[:4]:
            for start, end in ((due, due), (due + timedelta(days=1), due + timedelta(days=6)),
                               (due - timedelta(days=6), due - timedelta(days=1)), (due - timedelta(days=3), due)):
                week = certificates_due(office.tracy, year, month, skip_sent=False, on=on, days=(start, end))
                assert [(s.license_id, s.due) for s in week] == \
                    [(s.license_id, s.due) for s in whole if start <= s.due.value <= end]
                asked += len(week)
    assert asked > 0  # the generated office has certificates falling due in those months
