"""T-4A, T-7A and W-90.10F as pure rules: when a move makes the officer ask whether a permit still
holds, what the permits cover, and why a permit may not pass to a new owner."""
from datetime import date

from animaloffice import config
from animaloffice.domain import permit_changes as PC
from animaloffice.domain.errors import Refusal
from animaloffice.domain.permits import InspectionFact
from animaloffice.domain.profile_reader import shipped_profiles

P = shipped_profiles(config.resources_dir())
TRACY, WORTH = P["tracy"], P["worthington"]
ON, ISSUED = date(2026, 6, 1), date(2025, 1, 1)


def test_t_4a_only_the_animal_permit_expires_on_a_material_change():
    assert PC.expires_on_change(TRACY, "animal")
    assert not PC.expires_on_change(WORTH, "commercial") and not PC.expires_on_change(WORTH, "animal")


def test_t_4a_the_same_premises_case_spacing_and_city_aside():
    assert PC.same_premises("12 Elm St., Tracy, MN 56175", "12 elm  st", "TRACY")
    assert PC.same_premises("12 Elm St", "12 ELM ST", "Walnut Grove")
    assert not PC.same_premises("12 Elm St, Tracy", "12 Elm St", "Walnut Grove")
    assert not PC.same_premises("12 Elm St, Tracy", "14 Elm St", "Tracy")
    assert not PC.same_premises("", "12 Elm St", "Tracy") and not PC.same_premises(" , ", "", "")


def test_t_4a_the_move_in_words():
    assert PC.move_note("12 Elm St, Tracy", "4 Oak Ave, Tracy", date(2026, 3, 1)) == (
        "the holder's address changed on March 1, 2026: the permit was issued for the premises 12 Elm St, Tracy; "
        "the address on record from that day is 4 Oak Ave, Tracy")
    assert "the premises (none recorded);" in PC.move_note("", "4 Oak Ave", date(2026, 3, 1))


def test_t_7a_what_the_permits_cover():
    cover = PC.Coverage(("P-1",), frozenset({5}), {"goat": 1}, 3)
    assert cover.words() == "permit P-1" and PC.Coverage(("P-1", "P-2")).words() == "permits P-1, P-2"
    goats = [(9, date(2026, 3, 1)), (5, date(2025, 1, 1)), (7, date(2025, 6, 1)), (8, date(2025, 6, 1))]
    assert PC.uncovered(cover, "goat", goats) == [(8, date(2025, 6, 1)), (9, date(2026, 3, 1))]
    assert PC.uncovered(cover, "sheep", goats) == [(7, date(2025, 6, 1)), (8, date(2025, 6, 1)), (9, date(2026, 3, 1))]
    assert PC.uncovered(None, "goat", goats) == sorted(goats, key=lambda a: (a[1], a[0]))


def test_t_4a2_the_animal_whose_keeping_needs_a_permit():
    assert PC.count_needing_permit(None, 4, 4) == 4 and PC.count_needing_permit(None, 4, 3) == 0
    held = PC.Coverage(("P-1",), count=5)
    assert PC.count_needing_permit(held, 4, 6) == 6 and PC.count_needing_permit(held, 4, 5) == 0
    assert PC.count_needing_permit(PC.Coverage(("P-1",), count=2), 4, 4) == 4


def test_w_90_10f_a_new_owner_is_checked_as_a_new_applicant():
    refused = PC.transfer_refusals(WORTH, new_owner=True, on=ON, issued_on=ISSUED, last_denial_on=date(2026, 5, 15),
                                   operation_began_on=[date(2026, 1, 1), date(2025, 12, 1)],
                                   cruelty_convictions=[date(2024, 3, 3)])
    assert refused == [
        Refusal("W-90.10H6", "the new owner was convicted of (or pled guilty to) animal cruelty on March 3, 2024; no "
                "permit may be issued", {"convicted_on": date(2024, 3, 3)}),
        Refusal("W-90.10H7", "the new owner was denied a permit on May 15, 2026 and may not apply again before June "
                "14, 2026", {"lifts_on": date(2026, 6, 14)}),
        Refusal("W-90.10G", "the new owner operated without a permit from December 1, 2025; no permit may be issued "
                "to them before December 1, 2026", {"lifts_on": date(2026, 12, 1), "began_on": date(2025, 12, 1)}),
        Refusal("W-90.10H1", "the facility has not been inspected since the permit was issued on January 1, 2025; a "
                "new owner takes the permit after a passed inspection", {"issued_on": ISSUED})]


def test_w_90_10f_the_bars_lift_on_their_day():
    passed = [InspectionFact(date(2026, 2, 1), "passed")]
    assert PC.transfer_refusals(WORTH, new_owner=True, on=date(2026, 6, 14), issued_on=ISSUED, inspections=passed,
                                last_denial_on=date(2026, 5, 15)) == []
    assert PC.transfer_refusals(WORTH, new_owner=True, on=date(2026, 12, 1), issued_on=ISSUED, inspections=passed,
                                operation_began_on=[date(2025, 12, 1)]) == []
    later = PC.transfer_refusals(WORTH, new_owner=True, on=date(2026, 11, 30), issued_on=ISSUED, inspections=passed,
                                 operation_began_on=[date(2025, 12, 1), date(2025, 12, 1)])
    assert [r.rule_id for r in later] == ["W-90.10G"]


def test_w_90_10f_the_latest_inspection_since_the_issue_decides():
    def refused(*inspections, issued=ISSUED):
        return PC.transfer_refusals(WORTH, new_owner=True, on=ON, issued_on=issued, inspections=inspections)
    failed = InspectionFact(date(2026, 2, 1), "failed", ("W-90.11A", "W-90.11Z"))
    assert refused(InspectionFact(date(2025, 6, 1), "passed"), failed) == [Refusal(
        "W-90.10H1", "the inspection on February 1, 2026 did not pass: not met: Housing structurally sound, "
        "non-toxic, in good repair; adequate floor space; W-90.11Z",
        {"inspected_on": date(2026, 2, 1), "failed": ["W-90.11A", "W-90.11Z"]})]
    assert refused(InspectionFact(date(2026, 2, 1), "failed"))[0].reason == (
        "the inspection on February 1, 2026 did not pass")
    assert refused(InspectionFact(date(2026, 2, 1), "refused")) == [Refusal(
        "W-90.10H2", "inspection was refused on February 1, 2026", {"inspected_on": date(2026, 2, 1)})]
    assert refused(failed, InspectionFact(date(2026, 3, 1), "passed")) == []
    assert refused(InspectionFact(ISSUED, "passed"), InspectionFact(ON, "passed")) == []
    assert [r.rule_id for r in refused(InspectionFact(date(2024, 12, 31), "passed"))] == ["W-90.10H1"]
    assert [r.rule_id for r in refused(InspectionFact(date(2026, 6, 2), "passed"))] == ["W-90.10H1"]


def test_w_90_10h6_the_holder_on_a_change_of_classification_answers_only_for_cruelty():
    assert PC.transfer_refusals(WORTH, new_owner=False, on=ON, issued_on=ISSUED, cruelty_convictions=[date(2024, 3, 3)],
                                last_denial_on=date(2026, 5, 15)) == [Refusal(
        "W-90.10H6", "the holder was convicted of (or pled guilty to) animal cruelty on March 3, 2024; no permit may "
        "be issued", {"convicted_on": date(2024, 3, 3)})]
    assert PC.transfer_refusals(WORTH, new_owner=False, on=ON, issued_on=ISSUED) == []
