"""T-3A's license year and lifetime licenses as pure rules (``domain.license_terms``), each refusal
with its words and its data: what the services and the window say comes from here (T-3A, T-3C)."""
from dataclasses import replace
from datetime import date

from animaloffice import config
from animaloffice.domain import license_terms as lt
from animaloffice.domain.explain import fmt_short
from animaloffice.domain.profile_reader import shipped_profiles

PROFILES = shipped_profiles(config.resources_dir())
TRACY = PROFILES["tracy"]  # next year's license on sale from Dec 1; lifetime licenses before Oct 10, 2017
CALENDAR_YEAR = replace(TRACY, readings=replace(TRACY.readings, next_year_sales_from=(3, 15)))
AMENDED = TRACY.readings.lifetime_before


def test_t_3a_an_ended_year_is_refused_with_the_year_on_sale():
    [r] = lt.year_refusals(TRACY, 2025, date(2026, 12, 2))
    assert r.rule_id == "T-3A" and r.data == {"year": 2025}
    assert r.reason == f"the 2025 license year has ended; a license sold on {fmt_short(date(2026, 12, 2))} is for 2027"


def test_t_3a_next_years_license_before_its_sale_day_says_when_it_is_sold():
    [r] = lt.year_refusals(CALENDAR_YEAR, 2027, date(2026, 3, 14))
    assert r.rule_id == "T-3A" and r.data == {"year": 2027}
    assert r.reason.startswith("2027 licenses are not on sale on ")
    assert r.reason.endswith("; next year's license is sold from March 15")
    [far] = lt.year_refusals(TRACY, 2028, date(2026, 12, 2))  # two years ahead: never on sale, no date to give
    assert far.data == {"year": 2028} and far.reason == f"2028 licenses are not on sale on {fmt_short(date(2026, 12, 2))}"
    assert lt.year_refusals(CALENDAR_YEAR, 2027, date(2026, 3, 15)) == []
    assert lt.year_refusals(TRACY, 2026, date(2026, 12, 2)) == [] and lt.year_refusals(TRACY, 2027, date(2026, 12, 2)) == []


def test_t_3a_the_first_sale_day_of_a_year():
    assert lt.first_sale_day(TRACY, 2027) == date(2026, 12, 1)
    assert lt.first_sale_day(CALENDAR_YEAR, 2027) == date(2026, 3, 15)
    yearly = replace(TRACY, readings=replace(TRACY.readings, next_year_sales_from=None))
    assert lt.first_sale_day(yearly, 2027) == date(2027, 1, 1)


def test_t_3a_a_renewal_covers_the_year_after_the_old_license_even_when_bought_early():
    assert lt.renewal_year(TRACY, 2026, date(2026, 12, 2)) == 2027
    assert lt.renewal_year(TRACY, 2027, date(2026, 12, 2)) == 2028  # next year's already bought: the year after
    assert lt.renewal_year(TRACY, 2023, date(2026, 6, 1)) == 2026  # lapsed years are not sold


def _lifetime(**changes):
    args = dict(converted_from_number="TRA-L-0042", converted_from_date=date(2015, 4, 1),
                birth_date=date(2012, 5, 5), owner_changes=(), on=date(2026, 6, 1))
    args.update(changes)
    return lt.lifetime_refusals(TRACY, **args)


def test_t_3a_a_lifetime_license_converts_a_pre_amendment_license_in_the_same_hands():
    assert _lifetime() == []
    assert _lifetime(converted_from_date=AMENDED.replace(day=AMENDED.day - 1)) == []
    assert _lifetime(owner_changes=(date(2014, 1, 1),)) == []  # a change of owner before the old license


def test_t_3a_each_reason_a_lifetime_license_is_refused():
    [no_number] = _lifetime(converted_from_number="  ")
    assert no_number.rule_id == "T-3A" and no_number.data == {"before": AMENDED}
    assert no_number.reason.startswith("a lifetime license converts a license issued before ")
    assert no_number.reason.endswith(": enter the old license's number")
    [no_date] = _lifetime(converted_from_date=None)
    assert no_date.reason == "enter the date the old license was issued" and no_date.data == {"before": AMENDED}
    assert no_date.rule_id == "T-3A"
    [late] = _lifetime(converted_from_date=AMENDED)  # issued on the amendment's day: not before it
    assert late.data == {"before": AMENDED, "issued": AMENDED} and late.rule_id == "T-3A"
    assert late.reason == (f"the old license was issued on {fmt_short(AMENDED)}; only a license issued before "
                           f"{fmt_short(AMENDED)} became a lifetime license")
    [young] = _lifetime(birth_date=AMENDED)
    assert young.data == {"birth_date": AMENDED} and young.rule_id == "T-3A"
    assert young.reason == f"the animal was born on {fmt_short(AMENDED)}, after the amendment: it is licensed yearly"
    [moved] = _lifetime(owner_changes=(date(2014, 1, 1), date(2019, 3, 3), date(2016, 2, 2)))
    assert moved.rule_id == "T-3C" and moved.data == {"changed": date(2016, 2, 2)}  # the first change since
    assert moved.reason == (f"the animal changed owner on {fmt_short(date(2016, 2, 2))}, after the old license: "
                            "that license ended, and the new owner licenses it yearly")
    [same_day] = _lifetime(owner_changes=(date(2015, 4, 1),))
    assert same_day.data == {"changed": date(2015, 4, 1)}


def test_t_3a_an_old_license_dated_after_today_is_refused():
    future = replace(TRACY, readings=replace(TRACY.readings, lifetime_before=date(2030, 1, 1)))
    [r] = lt.lifetime_refusals(future, converted_from_number="X-1", converted_from_date=date(2027, 1, 1),
                               birth_date=None, owner_changes=(), on=date(2026, 6, 1))
    assert r.reason == "the old license's date is after today" and r.data == {"issued": date(2027, 1, 1)}
    assert r.rule_id == "T-3A"
    assert lt.lifetime_refusals(future, converted_from_number="X-1", converted_from_date=date(2026, 6, 1),
                                birth_date=None, owner_changes=(), on=date(2026, 6, 1)) == []  # dated today


def test_t_3a_a_profile_without_lifetime_licenses_refuses_every_one():
    [r] = lt.lifetime_refusals(PROFILES["worthington"], converted_from_number="W-1",
                               converted_from_date=date(2010, 1, 1), birth_date=None, owner_changes=(),
                               on=date(2026, 6, 1))
    assert r.rule_id == "T-3A" and r.data == {} and r.reason.endswith("a yearly license is issued")
