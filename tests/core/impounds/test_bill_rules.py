"""The T-6B reclaim bill and release blockers (pure rules); the W-90.05C ladder is tested in
tests/core/rules."""
from datetime import date

import pytest

from animaloffice import config
from animaloffice.domain.impound import DispositionFacts, disposition_refusals
from animaloffice.domain.impound_bill import ReleaseFacts, reclaim_bill, release_blockers
from animaloffice.domain.profile_reader import shipped_profiles

PROFILES = shipped_profiles(config.resources_dir())
TRACY, WORTH = PROFILES["tracy"], PROFILES["worthington"]
DAY = date(2026, 6, 15)


def test_t_6b_bill_lines_with_quarantine_and_penalty():
    lines = reclaim_bill(WORTH, impounded_on=date(2026, 6, 1), on=date(2026, 6, 15), species="dog",
                         altered=False, ground="at_large", earlier_custody=[date(2026, 1, 5)],
                         quarantine="bite", quarantine_until=date(2026, 6, 11))
    by_code = {l.fee_code: l for l in lines}
    assert by_code["impound"].amount_cents == 4000
    assert by_code["quarantine_per_day"].quantity == 11 and by_code["quarantine_per_day"].amount_cents == 22000
    assert by_code["boarding_per_day"].quantity == 3 and by_code["boarding_per_day"].amount_cents == 4500
    assert by_code["at_large.2"].amount_cents == 15000 and "2nd" in by_code["at_large.2"].description
    assert all(l.explanation for l in lines)


def test_t_6a_field_return_bills_no_impound_or_boarding():
    lines = reclaim_bill(TRACY, impounded_on=DAY, on=DAY, species="dog", altered=False, ground="at_large",
                         field_return=True)
    assert lines == ()


def test_boarding_rate_change_splits_the_line():
    changed = TRACY.with_overrides([("fee", "boarding_per_day", date(2026, 6, 3), 2000, "")])
    lines = reclaim_bill(changed, impounded_on=date(2026, 6, 1), on=date(2026, 6, 5), species="dog",
                         altered=True, ground="at_large")
    boarding = [l for l in lines if l.fee_code == "boarding_per_day"]
    assert [(l.quantity, l.unit_cents) for l in boarding] == [(2, 1500), (2, 2000)]


@pytest.mark.parametrize("facts,needs", [
    (ReleaseFacts(DAY, needs_license=True), "license"),
    (ReleaseFacts(DAY, needs_permit=True), "permit"),
    (ReleaseFacts(DAY, quarantine="bite", quarantine_until=date(2026, 6, 10)), "vet_certificate"),
    (ReleaseFacts(DAY, unpaid_cents=5000), "payment"),
])
def test_t_6b_release_blocked_for_each_missing_condition(facts, needs):
    refusals = release_blockers(facts)
    assert [r.data.get("needs") for r in refusals] == [needs]
    assert refusals[0].rule_id == "T-6B"


def test_t_6b_release_allowed_when_all_in_order():
    assert release_blockers(ReleaseFacts(DAY, needs_license=True, has_license=True, quarantine="bite",
                                         quarantine_until=date(2026, 6, 10),
                                         vet_certified_on=date(2026, 6, 10))) == []


def test_t_6c_disposition_refused_before_the_date():
    facts = DispositionFacts("adoption", date(2026, 6, 5), date(2026, 6, 1), date(2026, 6, 9),
                             party="Lee, Ann", party_address="1 Elm St, Tracy")
    refusals = disposition_refusals(facts)
    assert [r.rule_id for r in refusals] == ["T-6C"] and "Tuesday June 9, 2026" in refusals[0].reason
    ok = DispositionFacts("adoption", date(2026, 6, 9), date(2026, 6, 1), date(2026, 6, 9), party="Lee, Ann",
                          party_address="1 Elm St, Tracy")
    assert disposition_refusals(ok) == []
    died = DispositionFacts("died_in_care", date(2026, 6, 2), date(2026, 6, 1), date(2026, 6, 9))
    assert disposition_refusals(died) == []


def test_t_6d5_quarantined_animal_needs_notice_before_disposal():
    base = dict(outcome="shelter_euthanasia", on=date(2026, 7, 1), impounded_on=date(2026, 6, 1),
                disposition_from=date(2026, 6, 9), quarantine="bite", quarantine_until=date(2026, 6, 11),
                vet_certified_on=date(2026, 6, 11))  # the quarantine is over: only the notice is asked
    assert [r.rule_id for r in disposition_refusals(DispositionFacts(**base))] == ["T-6D5"]
    assert disposition_refusals(DispositionFacts(**base, quarantine_notice_on=date(2026, 6, 2))) == []
    adopt = dict(base, outcome="adoption", party="Rescue", vet_certified_on=None)
    assert "MN-rabies" in [r.rule_id for r in disposition_refusals(
        DispositionFacts(**adopt, quarantine_notice_on=date(2026, 6, 2)))]


def test_mn_346_47_disposition_needs_the_recipients_address_for_an_animal_3_months_or_older():
    """MN-346.47: the record keeps the name and address of who an animal 3 months or older went to;
    the refusal names the address field. A younger animal's address is not required."""
    base = dict(outcome="adoption", on=date(2026, 6, 9), impounded_on=date(2026, 6, 1),
                disposition_from=date(2026, 6, 9), party="Lee, Ann")
    for age in (3, 24, None):  # an unknown age is treated as 3 months or older
        refusals = disposition_refusals(DispositionFacts(**base, age_months=age))
        assert [(r.rule_id, r.data.get("field")) for r in refusals] == [("MN-346.47", "party_address")]
    assert disposition_refusals(DispositionFacts(**base, age_months=2)) == []
    assert disposition_refusals(DispositionFacts(**base, age_months=5, party_address="1 Elm St")) == []
    died = dict(base, outcome="died_in_care", party="")
    assert disposition_refusals(DispositionFacts(**died, age_months=24)) == []


def test_t_7d_days_charged_earlier_are_explained_as_the_stays_first_days():
    """Quarantine days 6/1-6/11 at $20, boarding 6/12-6/14 at $15 (Worthington, T-6B, T-7D); charges
    on file in the order charged cover the stay's first days: each is explained as its own days, and
    one whose days are not all of its fee and price now (a rate the stay no longer has) as none."""
    from animaloffice.domain.impound_bill import charged_days

    lines = reclaim_bill(WORTH, impounded_on=date(2026, 6, 1), on=date(2026, 6, 15), species="dog",
                         altered=True, ground="at_large", quarantine="bite", quarantine_until=date(2026, 6, 11))
    q, b = (next(l for l in lines if l.fee_code == code) for code in ("quarantine_per_day", "boarding_per_day"))
    first, second, third = charged_days(lines, [("quarantine_per_day", q.unit_cents, 4),
                                                ("quarantine_per_day", q.unit_cents, 7),
                                                ("boarding_per_day", b.unit_cents, 1)])
    assert first == (("days_in_custody", {"n": 4, "first": date(2026, 6, 1), "last": date(2026, 6, 4),
                                          "amount": "$20.00", "label": first[0][1]["label"],
                                          "city": WORTH.name}),)
    assert (second[0][1]["first"], second[0][1]["last"], second[0][1]["n"]) == (date(2026, 6, 5), date(2026, 6, 11), 7)
    assert third[0][0] == "day_in_custody" and third[0][1]["first"] == date(2026, 6, 12)
    # boarding charged for days now counted as quarantine days (certified, then the record corrected)
    assert charged_days(lines, [("boarding_per_day", b.unit_cents, 2)]) == [()]
    assert charged_days(lines, [("quarantine_per_day", q.unit_cents, 12)]) == [()]  # past the quarantine's days
