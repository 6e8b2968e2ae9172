"""The reclaim bill and the release conditions as pure rules (``domain.impound_bill``): each line's
fee, days, rate, rule and the words that explain it, and each reason the animal cannot go home
(T-6B, T-7D, MN-rabies, W-90.05C, T-6A, T-3A with T-7C, T-4A)."""
from datetime import date

from animaloffice import config
from animaloffice.domain import impound_bill as b
from animaloffice.domain.profile_reader import shipped_profiles

PROFILES = shipped_profiles(config.resources_dir())
TRACY, WORTHINGTON = PROFILES["tracy"], PROFILES["worthington"]
JUNE = date(2026, 6, 1)


def test_t_6b_t_7d_a_stay_is_billed_by_the_day_the_release_day_not_counted():
    assert b.boarding_days(JUNE, JUNE) == 1  # a same-day release is one day
    assert b.boarding_days(JUNE, date(2026, 6, 4)) == 3
    impound, boarding = b.reclaim_bill(TRACY, impounded_on=JUNE, on=date(2026, 6, 4), species="dog", altered=True,
                                       ground="at_large")
    assert (impound.fee_code, impound.description, impound.quantity, impound.amount_cents, impound.rule_id) == \
        ("impound", "Impound fee", 1, 3500, "T-6B")
    assert impound.explanation.startswith("The City of Tracy impound fee in force on June 1, 2026 is $35.00")
    assert impound.explanation.endswith("(T-6B)")
    assert boarding == b.BillLine("boarding_per_day", "Boarding, 3 days", 3, 1500, 4500, "T-7D",
                                  "3 days in custody (June 1, 2026 to June 3, 2026; each day or part of a day, the "
                                  "release day not counted) at $15.00 a day, the City of Tracy boarding fee per day "
                                  "in force (T-7D)")


def test_mn_rabies_quarantine_days_are_billed_at_the_quarantine_rate_its_last_day_included():
    lines = b.reclaim_bill(TRACY, impounded_on=JUNE, on=date(2026, 6, 4), species="dog", altered=True,
                           ground="at_large", quarantine="bite", quarantine_until=date(2026, 6, 2))
    assert [(l.fee_code, l.description, l.quantity, l.unit_cents, l.amount_cents, l.rule_id) for l in lines] == [
        ("impound", "Impound fee", 1, 3500, 3500, "T-6B"),
        ("quarantine_per_day", "Quarantine boarding, 2 days", 2, 2000, 4000, "MN-rabies"),
        ("boarding_per_day", "Boarding, 1 day", 1, 1500, 1500, "T-7D")]
    assert lines[2].explanation.startswith("1 day in custody (June 3, 2026; each day")
    open_ended = b.reclaim_bill(TRACY, impounded_on=JUNE, on=date(2026, 6, 3), species="dog", altered=True,
                                ground="quarantine", quarantine="disease")  # no end yet, no certificate: all days
    assert [l.fee_code for l in open_ended] == ["impound", "quarantine_per_day"] and open_ended[1].quantity == 2
    certified = b.reclaim_bill(TRACY, impounded_on=JUNE, on=date(2026, 6, 4), species="dog", altered=True,
                               ground="quarantine", quarantine="disease", vet_certified_on=date(2026, 6, 2))
    assert [(l.fee_code, l.quantity) for l in certified] == [("impound", 1), ("quarantine_per_day", 1),
                                                              ("boarding_per_day", 2)]
    from dataclasses import replace

    no_rate = replace(TRACY, fees={k: v for k, v in TRACY.fees.items() if k != "quarantine_per_day"})
    plain = b.reclaim_bill(no_rate, impounded_on=JUNE, on=date(2026, 6, 3), species="dog", altered=True,
                           ground="quarantine", quarantine="disease")  # no quarantine rate: its days at boarding's
    assert [(l.fee_code, l.description, l.rule_id) for l in plain[1:]] == [
        ("boarding_per_day", "Quarantine boarding, 2 days", "MN-rabies")]


def test_t_7d_a_rate_changed_during_the_stay_splits_the_line_by_the_rate_in_force():
    changed = TRACY.with_overrides([("fee", "boarding_per_day", date(2026, 6, 3), 2000, "")])
    lines = [l for l in b.reclaim_bill(changed, impounded_on=JUNE, on=date(2026, 6, 5), species="dog", altered=True,
                                       ground="at_large") if l.fee_code == "boarding_per_day"]
    assert [(l.description, l.quantity, l.unit_cents, l.amount_cents) for l in lines] == [
        ("Boarding, 2 days", 2, 1500, 3000), ("Boarding, 2 days", 2, 2000, 4000)]
    assert "(June 3, 2026 to June 4, 2026;" in lines[1].explanation and "at $20.00 a day" in lines[1].explanation


def test_w_90_05c_the_at_large_penalty_joins_the_bill_unless_already_cited_or_a_field_return_is_all():
    lines = b.reclaim_bill(WORTHINGTON, impounded_on=JUNE, on=JUNE, species="dog", altered=False, ground="at_large")
    assert [l.fee_code for l in lines] == ["impound", "boarding_per_day", "at_large.1"]
    penalty = lines[-1]
    assert (penalty.quantity, penalty.unit_cents, penalty.amount_cents, penalty.rule_id) == (1, 10000, 10000, "W-90.05C")
    assert penalty.description == "At-large penalty, 1st within 12 months (Worthington City Code § 90.05(C))"
    cited = b.reclaim_bill(WORTHINGTON, impounded_on=JUNE, on=JUNE, species="dog", altered=False, ground="at_large",
                           already_cited="WOR-C-2026-0004")
    assert [l.fee_code for l in cited] == ["impound", "boarding_per_day"]
    field = b.reclaim_bill(WORTHINGTON, impounded_on=JUNE, on=JUNE, species="dog", altered=False, ground="at_large",
                           field_return=True)
    assert [l.fee_code for l in field] == ["at_large.1"]  # T-6A: never in the facility, only the penalty
    assert b.reclaim_bill(WORTHINGTON, impounded_on=JUNE, on=JUNE, species="dog", altered=True, ground="at_large",
                          field_return=True) == ()


def test_t_6b_a_license_is_needed_before_release_where_the_city_licenses_the_animal():
    needed = b.license_needed(TRACY, species="dog", birth_date=date(2020, 1, 1), exempt=False, on=JUNE)
    assert needed.inputs == {}
    assert (needed.value, needed.rule_id, needed.steps) == (True, "T-6B", ("a dog kept in Tracy must be licensed (T-3A)",))
    young = b.license_needed(TRACY, species="dog", birth_date=date(2026, 5, 1), exempt=False, on=JUNE)
    assert (young.value, young.rule_id, young.steps[-1], young.inputs) == (False, "T-7C", "so no license is needed yet", {})
    exempt = b.license_needed(TRACY, species="dog", birth_date=None, exempt=True, on=JUNE)
    assert (exempt.value, exempt.rule_id, exempt.steps) == (False, "T-7C", ("an exemption from licensing is on file",))
    assert exempt.inputs == {}
    none = b.license_needed(WORTHINGTON, species="dog", birth_date=None, exempt=False, on=JUNE)
    assert (none.value, none.rule_id, none.steps, none.inputs) == (False, "T-6B", ("City of Worthington does not "
                                                                                  "license a dog",), {})
    bird = b.license_needed(TRACY, species="bird", birth_date=None, exempt=False, on=JUNE)
    assert bird.value is False and bird.steps == ("City of Tracy does not license a pet bird",)


def test_t_6b_t_4a_livestock_and_wild_animals_need_an_animal_permit_where_the_city_issues_them():
    goat, wolf = b.permit_needed(TRACY, species="goat"), b.permit_needed(TRACY, species="wolf")
    assert (goat.value, goat.rule_id, goat.steps) == (True, "T-6B", ("a goat is livestock and needs an animal permit (T-4A)",))
    assert wolf.value is True and wolf.steps[0].endswith("is a wild animal and needs an animal permit (T-4A)")
    assert goat.inputs == {} and wolf.inputs == {}
    dog = b.permit_needed(TRACY, species="dog")
    assert (dog.value, dog.rule_id, dog.steps, dog.inputs) == (False, "T-6B", ("no animal permit is needed",), {})
    assert b.permit_needed(WORTHINGTON, species="goat").value is False  # no animal permits in chapter 90


def _needs(**facts):
    return [(r.rule_id, r.data.get("needs"), r.reason) for r in b.release_blockers(b.ReleaseFacts(JUNE, **facts))]


def test_t_6b_every_reason_an_animal_cannot_go_home_today():
    assert _needs() == []
    assert _needs(status="released") == [("T-6B", None, "the animal is no longer held (it is released to its owner)")]
    assert _needs(owner_known=False) == [("T-6B", "owner", "no owner is recorded for the animal; record who reclaims it")]
    assert _needs(needs_license=True) == [("T-6B", "license", "the animal needs a license before it is released; "
                                                              "issue it here")]
    assert _needs(needs_license=True, has_license=True, needs_permit=True, has_permit=True) == []
    assert _needs(needs_permit=True) == [("T-6B", "permit", "the animal needs an animal permit before it is released")]
    assert _needs(unpaid_cents=4500) == [("T-6B", "payment", "$45.00 of seizure and impound costs is unpaid")]
    assert b.release_blockers(b.ReleaseFacts(JUNE, unpaid_cents=4500))[0].data == {"needs": "payment",
                                                                                   "unpaid_cents": 4500}
    [given_up] = _needs(intake_type="relinquished", needs_license=True, unpaid_cents=100)  # nothing else is asked
    assert given_up[1] == "not_given_up"
    order = [n for _, n, _ in _needs(owner_known=False, needs_license=True, needs_permit=True, unpaid_cents=1,
                                     quarantine="bite", quarantine_until=date(2026, 6, 10))]
    assert order == ["owner", "license", "permit", "vet_certificate", "quarantine_end", "payment"]
