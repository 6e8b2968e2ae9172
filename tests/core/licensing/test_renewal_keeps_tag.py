"""T-3A renewals at the desk: the animal keeps its tag number in the new year when it is free there,
and a kept number never makes the next new animal's tag skip ahead."""
from datetime import date, timedelta

from animaloffice.services import licensing, tag_numbers
from animaloffice.services.payments import PaymentInput

TODAY = date.today()
CASH = PaymentInput("cash")


def _last_years_license(office, desk, tag: int, name: str):
    last = TODAY.year - 1
    aid = desk.dog(shot=date(last, 11, 1), name=name)
    return licensing.issue_license(office.clerk, animal_id=aid, on=date(last, 11, 20), year=last, tag_number=tag,
                                   payment=CASH)


def test_t_3a_renewal_proposes_the_animals_own_tag_and_new_animals_go_on_from_1(office, desk):
    old = _last_years_license(office, desk, 5, "Rex")
    year = licensing.renewal_year_for(office.tracy, old.year)
    assert tag_numbers.renewal_tag(old.license_id, year) == 5
    assert tag_numbers.next_tag_number(office.tracy, year) == 1
    renewed = licensing.renew_license(office.clerk, old.license_id, tag_number=5, payment=CASH)
    assert renewed.tag_number == 5 and renewed.year == year
    tags = [licensing.issue_license(office.clerk, animal_id=desk.dog(shot=TODAY - timedelta(days=5), name=f"N{i}"),
                                    year=year, payment=CASH).tag_number for i in range(5)]
    assert tags == [1, 2, 3, 4, 6]  # from 1 on, stepping over the kept 5


def test_t_3a_renewal_proposes_the_next_tag_when_its_own_is_taken_that_year(office, desk):
    old = _last_years_license(office, desk, 1, "Rex")
    year = licensing.renewal_year_for(office.tracy, old.year)
    licensing.issue_license(office.clerk, animal_id=desk.dog(shot=TODAY - timedelta(days=5), name="New"),
                            year=year, payment=CASH)  # takes tag 1 of the new year
    assert tag_numbers.renewal_tag(old.license_id, year) == 2
