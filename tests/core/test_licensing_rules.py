"""T-3A, T-3B, T-3C, T-7C and T-2J as pure rules."""
from datetime import date, timedelta

import pytest

from animaloffice import config
from animaloffice.domain import license_terms
from animaloffice.domain import licensing as L
from animaloffice.domain.profile_reader import shipped_profiles

P = shipped_profiles(config.resources_dir())
TRACY, WORTH = P["tracy"], P["worthington"]


def shot(d, years=3, received=None):
    return L.Shot(d, years, received or d)


def test_t_3a_needs_current_certificate():
    assert L.license_refusals(TRACY, species="dog", birth_date=date(2020, 1, 1),
                              shots=[shot(date(2025, 5, 1))], on=date(2026, 3, 1)) == []
    refused = L.license_refusals(TRACY, species="dog", birth_date=None, shots=[], on=date(2026, 3, 1))
    assert [r.rule_id for r in refused] == ["T-3A"] and "no rabies" in refused[0].reason
    expired = L.license_refusals(TRACY, species="dog", birth_date=None,
                                 shots=[shot(date(2025, 2, 1), years=1)], on=date(2026, 3, 1))
    assert "expired on February 1, 2026" in expired[0].reason  # good through its anniversary (T-2J)


def test_t_3a_only_licensed_species_and_jurisdictions():
    assert L.license_refusals(TRACY, species="ferret", birth_date=None, shots=[shot(date(2026, 1, 1))],
                              on=date(2026, 3, 1))[0].rule_id == "T-3A"
    assert "does not license" in L.license_refusals(WORTH, species="dog", birth_date=None,
                                                    shots=[shot(date(2026, 1, 1))], on=date(2026, 3, 1))[0].reason


def test_t_3a_fee_from_profile_by_date():
    fee = L.license_fee(TRACY, species="dog", altered=True, on=date(2026, 5, 1))
    assert fee.value == 1500 and fee.rule_id == "T-3A"


def test_t_2j_vaccine_duration():
    """T-2J: immunity for the vaccine's years after the shot, counted as MN-645.15 counts a period
    (the last day included): a 1-year shot is current through its anniversary, not after."""
    assert L.current_shot([shot(date(2025, 3, 1), years=1)], date(2026, 3, 1)) is not None
    assert L.current_shot([shot(date(2025, 3, 1), years=1)], date(2026, 3, 2)) is None


@pytest.mark.parametrize("years", [1, 3])
def test_t_2j_t_3b_on_the_due_day_the_status_and_the_license_agree(years):
    """T-3B: the new certificate is due by the shot's anniversary (3rd, or sooner for a shorter
    vaccine): on that day the status says due and a license is still issued on the certificate;
    the next day it is overdue and a license is refused."""
    given = date(2023, 6, 1)
    due = date(2023 + years, 6, 1)
    for day, ok in ((due, True), (date(2023 + years, 6, 2), False)):
        st = L.certificate_status(TRACY, birth_date=date(2018, 1, 1), licensed_on=date(2023, 6, 2),
                                  shots=[shot(given, years=years)], on=day)
        refused = L.license_refusals(TRACY, species="dog", birth_date=date(2018, 1, 1),
                                     shots=[shot(given, years=years)], on=day)
        assert st.next_due.value == due and st.relicense_required is (not ok) and (refused == []) is ok


def test_t_3b_next_certificate_due_third_anniversary():
    st = L.certificate_status(TRACY, birth_date=date(2018, 1, 1), licensed_on=date(2024, 1, 10),
                              shots=[shot(date(2023, 6, 1))], on=date(2024, 6, 1))
    assert st.state == "ok" and st.next_due.value == date(2026, 6, 1) and not st.relicense_required
    assert "anniversary" in st.next_due.text()


def test_t_3b_overdue_requires_relicensing():
    st = L.certificate_status(TRACY, birth_date=date(2018, 1, 1), licensed_on=date(2024, 1, 10),
                              shots=[shot(date(2023, 6, 1))], on=date(2026, 6, 2))
    assert st.state == "overdue" and st.relicense_required and st.lapsed_on == date(2026, 6, 1)


def test_t_3b_late_certificate_is_a_lapse():
    """A new shot given on time but handed in after the anniversary still lapses."""
    shots = [shot(date(2023, 6, 1)), shot(date(2026, 5, 20), received=date(2026, 6, 5))]
    st = L.certificate_status(TRACY, birth_date=date(2018, 1, 1), licensed_on=date(2024, 1, 10),
                              shots=shots, on=date(2026, 6, 10))
    assert st.relicense_required and st.lapsed_on == date(2026, 6, 1)


def test_t_3b_on_time_renewal_of_certificate():
    shots = [shot(date(2023, 6, 1)), shot(date(2026, 5, 20), received=date(2026, 5, 25))]
    st = L.certificate_status(TRACY, birth_date=date(2018, 1, 1), licensed_on=date(2024, 1, 10),
                              shots=shots, on=date(2026, 6, 10))
    assert not st.relicense_required and st.next_due.value == date(2029, 5, 20)


def test_t_3b_juvenile_needs_shot_before_16_months():
    born = date(2025, 1, 15)  # licensed at 5 months; turns 16 months on 2026-05-15
    st = L.certificate_status(TRACY, birth_date=born, licensed_on=date(2025, 6, 20),
                              shots=[shot(date(2025, 6, 1))], on=date(2025, 7, 1))
    assert st.next_due.value == date(2026, 5, 15) and "16 months" in st.next_due.text()
    ok = L.certificate_status(TRACY, birth_date=born, licensed_on=date(2025, 6, 20),
                              shots=[shot(date(2025, 6, 1)), shot(date(2026, 4, 1))], on=date(2026, 5, 20))
    assert not ok.relicense_required and ok.next_due.value == date(2029, 4, 1)
    too_early = L.certificate_status(TRACY, birth_date=born, licensed_on=date(2025, 6, 20),
                                     shots=[shot(date(2025, 6, 1)), shot(date(2026, 2, 1))], on=date(2026, 5, 20))
    assert too_early.relicense_required and too_early.lapsed_on == date(2026, 5, 15)


def test_t_3b_one_year_vaccine_due_sooner():
    st = L.certificate_status(TRACY, birth_date=None, licensed_on=date(2026, 1, 5),
                              shots=[shot(date(2025, 9, 1), years=1)], on=date(2026, 1, 5))
    assert st.next_due.value == date(2026, 9, 1) and "T-2J" in st.next_due.text()


def test_t_7c_under_four_months():
    young = L.under_license_age(TRACY, date(2026, 1, 31), date(2026, 5, 30))
    assert young.value and young.rule_id == "T-7C"
    assert not L.under_license_age(TRACY, date(2026, 1, 31), date(2026, 5, 31)).value
    assert L.exemption_ends(TRACY, "under_4_months", date(2026, 1, 31), date(2026, 2, 5)) == date(2026, 5, 30)


def test_t_3c_transfer_ends_license_that_day():
    e = L.transfer_ends_license(date(2026, 4, 2))
    assert e.value == date(2026, 4, 2) and e.rule_id == "T-3C"


def test_t_3a_license_year_and_renewal():
    assert L.annual_expiry(2026) == date(2026, 12, 31)
    assert license_terms.renewal_year(TRACY, 2026, date(2026, 12, 10)) == 2027
    assert license_terms.renewal_year(TRACY, 2024, date(2026, 3, 1)) == 2026


def test_t_3a_fee_explanations_name_the_fee_in_words():
    """The clerk reads 'dog license fee', never the profile's code 'license.dog'."""
    fee = L.license_fee(TRACY, species="dog", altered=True, on=date(2026, 5, 1))
    assert "dog license" in fee.text() and "'license." not in fee.text() and "$15.00" in fee.text()
    tag = L.replacement_tag_fee(TRACY, date(2026, 5, 1))
    assert tag.value == 500 and "replacement tag fee" in tag.text() and "license.replacement_tag" not in tag.text()


@pytest.mark.parametrize("day", [date(2024, 2, 29), date(2028, 2, 29), date(2027, 3, 1), date(2026, 12, 31)])
@pytest.mark.parametrize("years", [1, 2, 3, 4])
def test_t_3b_list_cutoff_agrees_with_the_due_date_on_leap_day(day, years):
    """T-3B: the oldest shot the license list counts as not yet overdue on a day is exactly the
    oldest whose certificate falls due on or after that day, Feb 29 included (a shot of
    Feb 28, 2021 was due Feb 28, 2024, so on Feb 29, 2024 it is overdue)."""
    cutoff = L.earliest_covering_shot(years, 3, day)
    due = lambda shot_day: L.certificate_anniversary(L.Shot(shot_day, years, shot_day), 3)  # noqa: E731
    assert due(cutoff) >= day
    assert due(cutoff - timedelta(days=1)) < day
