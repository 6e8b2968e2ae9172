"""Which month the batch letters open on (``domain.letter_months``): T-3A renewal reminders go out in the
month next year's license goes on sale (December 1 as shipped), every yearly license at once; T-3B
certificate-due letters, and renewals where the profile sells no license ahead, open on the next month
with anyone due, or next month when nobody is due in the year ahead."""
from dataclasses import replace
from datetime import date

from animaloffice import config
from animaloffice.domain.letter_months import letters_month, renewal_month
from animaloffice.domain.profile_reader import shipped_profiles

TRACY = shipped_profiles(config.resources_dir())["tracy"]


def selling_from(month_day, source="office reading"):
    return replace(TRACY, readings=replace(TRACY.readings, next_year_sales_from=month_day,
                                           next_year_sales_source=source))


def test_t_3a_renewal_reminders_go_out_in_the_month_next_years_license_goes_on_sale():
    found = renewal_month(TRACY, date(2026, 3, 2))
    assert found.value == (2026, 12) and found.rule_id == "T-3A"
    assert found.inputs == {"sales_from": date(2026, 12, 1)}
    assert found.steps == ("yearly licenses run the calendar year",
                           "next year's licenses are sold from December 1, 2026 (office reading): "
                           "the renewal reminders go out in December")
    assert renewal_month(TRACY, date(2026, 12, 31)).value == (2026, 12)  # the renewal month itself


def test_t_3a_after_the_renewal_month_the_next_one_is_next_years():
    mid = selling_from((11, 15), "Resolution 2026-3")
    assert renewal_month(mid, date(2026, 11, 30)).value == (2026, 11)
    late = renewal_month(mid, date(2026, 12, 2))
    assert late.value == (2027, 11) and late.inputs == {"sales_from": date(2027, 11, 15)}
    assert late.steps[1] == ("next year's licenses are sold from November 15, 2027 (Resolution 2026-3): "
                             "the renewal reminders go out in November")
    assert renewal_month(selling_from(None), date(2026, 3, 2)) is None  # sold from January 1 only


def test_t_3a_renewal_letters_open_on_the_renewal_month_where_the_profile_has_one():
    opened = letters_month(TRACY, "renewal", date(2026, 3, 2), (2026, 5))
    assert opened == renewal_month(TRACY, date(2026, 3, 2))


def test_t_3a_renewals_where_no_license_is_sold_ahead_open_on_the_next_month_with_anyone_due():
    opened = letters_month(selling_from(None), "renewal", date(2026, 3, 2), (2026, 5))
    assert opened.value == (2026, 5) and opened.rule_id == "T-3A"
    assert opened.inputs == {"month": date(2026, 5, 1)}
    assert opened.steps == ("May 2026 is the next month with anyone due this letter",)
    nobody = letters_month(selling_from(None), "renewal", date(2026, 3, 2), None)
    assert nobody.value == (2026, 4) and nobody.rule_id == "T-3A"


def test_t_3b_certificate_letters_open_on_the_next_month_with_anyone_due():
    opened = letters_month(TRACY, "certificate", date(2026, 3, 2), (2026, 9))
    assert opened.value == (2026, 9) and opened.rule_id == "T-3B"
    assert opened.inputs == {"month": date(2026, 9, 1)}
    assert opened.steps == ("September 2026 is the next month with anyone due this letter",)


def test_t_3b_with_nobody_due_in_the_year_ahead_next_month_is_shown():
    nobody = letters_month(TRACY, "certificate", date(2026, 3, 2), None)
    assert nobody.value == (2026, 4) and nobody.rule_id == "T-3B"
    assert nobody.inputs == {"month": date(2026, 4, 1)}
    assert nobody.steps == ("nobody is due this letter in the year ahead; next month is shown",)
    assert letters_month(TRACY, "certificate", date(2026, 11, 30), None).value == (2026, 12)
    december = letters_month(TRACY, "certificate", date(2026, 12, 15), None)
    assert december.value == (2027, 1) and december.inputs == {"month": date(2027, 1, 1)}
    assert letters_month(TRACY, "certificate", date(2027, 1, 31), None).value == (2027, 2)
