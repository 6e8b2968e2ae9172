"""The month the batch letters open on: the renewal month a calendar-year city's profile gives
for renewal reminders (T-3A), otherwise the next month with anyone due (T-3B), never simply
"next month" (a calendar-year city's licenses all end in December: January has nobody due)."""
from dataclasses import replace
from datetime import date

import pytest

from animaloffice import config
from animaloffice.domain import letter_months, license_terms
from animaloffice.domain.deadlines import add_months, add_years
from animaloffice.domain.profile_reader import shipped_profiles
from animaloffice.queries.license_letters import default_letters_month
from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput

PROFILES = shipped_profiles(config.resources_dir())
TODAY = date.today()


@pytest.mark.parametrize("city", ["tracy", "worthington"])
def test_t_3a_renewal_reminders_open_on_the_profiles_renewal_month(city):
    profile = PROFILES[city]
    sales_month = profile.readings.next_year_sales_from[0]  # both sell next year's license from December 1
    assert sales_month == 12
    for on in (date(2026, 12, 2), date(2026, 12, 31), date(2027, 1, 5), date(2027, 6, 30)):
        month = letter_months.letters_month(profile, "renewal", on, next_due=(on.year, 3))
        assert month.value == (on.year, 12), on  # the December licenses end in, not next month
        assert month.rule_id == "T-3A" and "December 1" in month.text()


def test_t_3a_a_profile_selling_no_next_year_early_opens_on_the_next_month_due():
    profile = PROFILES["tracy"]
    calendar_only = replace(profile, readings=replace(profile.readings, next_year_sales_from=None))
    assert letter_months.renewal_month(calendar_only, date(2026, 12, 2)) is None
    month = letter_months.letters_month(calendar_only, "renewal", date(2026, 5, 2), next_due=(2026, 12))
    assert month.value == (2026, 12) and "next month with anyone due" in month.text().lower()


@pytest.mark.parametrize("city", ["tracy", "worthington"])
def test_t_3b_certificate_letters_open_on_the_next_month_with_anyone_due(city):
    profile = PROFILES[city]
    month = letter_months.letters_month(profile, "certificate_due", date(2026, 12, 2), next_due=(2027, 4))
    assert month.value == (2027, 4) and month.rule_id == "T-3B"
    nobody = letter_months.letters_month(profile, "certificate_due", date(2026, 12, 2), next_due=None)
    assert nobody.value == (2027, 1) and "nobody is due" in nobody.text().lower()


def test_t_3b_the_month_is_found_from_the_office_records(office, desk):
    due_month = add_months(TODAY.replace(day=1), 3)
    dog = desk.dog(shot=add_years(due_month.replace(day=12), -3))
    licensing.issue_license(office.clerk, animal_id=dog, year=license_terms.license_year(PROFILES["tracy"], TODAY),
                            payment=PaymentInput("cash"))
    month = default_letters_month("certificate_due", office.tracy, TODAY)
    assert month.value == (due_month.year, due_month.month)
    assert default_letters_month("certificate_due", office.worthington, TODAY).value == (
        add_months(TODAY.replace(day=1), 1).year, add_months(TODAY.replace(day=1), 1).month)  # nobody there
    renewal = default_letters_month("renewal", office.tracy, TODAY)
    assert renewal.value == (TODAY.year, 12)
