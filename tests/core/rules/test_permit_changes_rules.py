"""T-4A, T-7A and W-90.10F after a permit is issued (``domain.permit_changes``), read at their edges:
a city that enforces both chapters, the order animals are taken in, the inspection on the issue day
and on the transfer day."""
from dataclasses import replace
from datetime import date
from types import MappingProxyType

from animaloffice import config
from animaloffice.domain import permit_changes as PC
from animaloffice.domain.permits import InspectionFact
from animaloffice.domain.profile_reader import shipped_profiles

PROFILES = shipped_profiles(config.resources_dir())
TRACY, WORTH = PROFILES["tracy"], PROFILES["worthington"]
BOTH = replace(WORTH, rules=MappingProxyType({**WORTH.rules, "animal_permits": True}))  # both chapters at once
ISSUED, ON = date(2025, 1, 1), date(2026, 6, 1)


def test_t_4a_in_a_city_with_both_chapters_only_the_animal_permit_expires_on_a_change():
    assert PC.expires_on_change(BOTH, "animal")
    assert not PC.expires_on_change(BOTH, "commercial") and not PC.expires_on_change(BOTH, "breeder_hobbyist")


def test_t_4a_no_premises_recorded_matches_no_address():
    assert not PC.same_premises("", "12 Elm St", "Tracy") and not PC.same_premises(None, "12 Elm St", "Tracy")
    assert PC.same_premises("12 Elm St,, Tracy", "12 Elm St", "Tracy")  # an empty part is no city


def test_t_7a_one_permit_is_named_alone():
    assert PC.Coverage(("TRA-P-0007",)).words() == "permit TRA-P-0007"
    assert PC.Coverage(("TRA-P-0007", "TRA-P-0009")).words() == "permits TRA-P-0007, TRA-P-0009"


def test_t_7a_animals_are_taken_by_the_day_acquired_then_by_their_record():
    """The earliest acquired are the ones a permit names by species; the record's number only
    breaks a tie (an animal recorded later may have been acquired first)."""
    goats = [(3, date(2026, 2, 1)), (12, date(2025, 5, 1)), (8, date(2026, 2, 1)), (4, date(2026, 2, 1))]
    assert PC.uncovered(None, "goat", goats) == [(12, date(2025, 5, 1)), (3, date(2026, 2, 1)),
                                                 (4, date(2026, 2, 1)), (8, date(2026, 2, 1))]
    one_named = PC.Coverage(("TRA-P-0007",), species={"goat": 1}, count=4)
    assert PC.uncovered(one_named, "goat", goats) == [(3, date(2026, 2, 1)), (4, date(2026, 2, 1)),
                                                      (8, date(2026, 2, 1))]


def test_t_4a2_with_no_permit_the_limits_animal_is_the_one_needing_it():
    assert PC.count_needing_permit(None, 1, 1) == 1  # a limit of one animal: the first needs the permit
    assert PC.count_needing_permit(None, 1, 0) == 0
    assert PC.count_needing_permit(PC.Coverage(("P-1",), count=1), 1, 2) == 2


def test_w_90_10f_an_inspection_on_the_issue_day_or_the_transfer_day_counts():
    def refused(*inspections):
        return PC.transfer_refusals(WORTH, new_owner=True, on=ON, issued_on=ISSUED, inspections=inspections)
    assert refused(InspectionFact(ISSUED, "passed")) == []
    assert refused(InspectionFact(ON, "passed")) == []
    assert [r.rule_id for r in refused(InspectionFact(date(2026, 6, 2), "passed"))] == ["W-90.10H1"]
