"""MN-1721.0570: a dog, cat or ferret leaves a rabies quarantine only when currently vaccinated (a
vaccination given at release counts, and the desk records it); no euthanasia during an open
quarantine without a veterinarian's or health department's order; once the quarantine's end is
reached the kennel shows "veterinary exam due". Exposure periods come from the profile."""
from datetime import date

import pytest

from animaloffice.domain import impound as rules
from animaloffice.domain.errors import RuleViolation, ValidationError
from animaloffice.persistence.models.animals import Vaccination
from animaloffice.persistence.models.impounds import Impound
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries.impound_detail import impound_detail
from animaloffice.queries.impounds import kennel_board
from animaloffice.services import impound_notices, impound_quarantine, impound_release, impounds
from animaloffice.services.payments import PaymentInput

from .conftest import make_dog, make_owner

BITE = date(2026, 3, 2)
UNTIL = date(2026, 3, 12)  # day 10 of the observation


def _biter(office, desk, *, shot_on=None, species="dog"):
    owner = make_owner(office, office.tracy)
    if species == "dog":
        dog = make_dog(office, office.tracy, owner, shot_on=shot_on, name="Zeus")
        r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine", animal_id=dog,
                            kennel_id=desk.quarantine_ids[0], on=BITE, quarantine="bite", bite_on=BITE)
    else:
        r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine",
                            new_animal={"species": species}, owner_id=owner, kennel_id=desk.quarantine_ids[0],
                            on=BITE, quarantine="bite", bite_on=BITE)
    impound_notices.send_quarantine_notice(office.clerk, r.impound_id, on=BITE)
    impounds.record_vet_certificate(office.officer, r.impound_id, certified_on=UNTIL, vet_name="Dr. Karen Lindahl")
    return r


def _reclaim(office, impound_id, on=UNTIL):
    bill = impound_release.bill(impound_id, on)
    return impound_release.reclaim(office.clerk, impound_id, on=on, payment=PaymentInput("cash", bill.due_cents))


def test_mn_1721_0570_no_release_of_an_unvaccinated_dog_until_vaccinated_at_release(office, desk):
    r = _biter(office, desk)  # Tracy would license the dog too: T-3A needs the same certificate
    bill = impound_release.bill(r.impound_id, UNTIL)
    needs = [b.data.get("needs") for b in bill.blockers]
    assert "vaccination" in needs
    audited = AuditEntry.select().count()
    with pytest.raises(RuleViolation) as exc:
        _reclaim(office, r.impound_id)
    assert "MN-1721.0570" in exc.value.rule_ids and "currently vaccinated" in exc.value.message
    assert Impound.get_by_id(r.impound_id).status == "held"
    assert AuditEntry.select().count() == audited  # nothing half-saved: no charge, no payment
    with pytest.raises(ValidationError) as exc:  # bad input: a vaccination before the impound
        impound_quarantine.vaccinate_at_release(office.officer, r.impound_id, vaccinated_on=date(2026, 3, 1),
                                                veterinarian="Dr. Karen Lindahl")
    assert exc.value.field == "vaccinated_on"
    impound_quarantine.vaccinate_at_release(office.officer, r.impound_id, vaccinated_on=UNTIL,
                                            veterinarian="Dr. Karen Lindahl", duration_years=1, rabies_tag="R-77")
    assert Vaccination.get(Vaccination.animal == Impound.get_by_id(r.impound_id).animal_id).received_on == UNTIL
    blockers = impound_release.bill(r.impound_id, UNTIL).blockers
    assert "vaccination" not in [b.data.get("needs") for b in blockers]


def test_mn_1721_0570_a_vaccination_in_force_lets_the_animal_leave_a_lapsed_one_does_not(office, desk):
    lapsed = _biter(office, desk, shot_on=date(2023, 2, 1))  # 3 years: ran out on 2/1/2026
    with pytest.raises(RuleViolation) as exc:
        impound_release.dispose(office.officer, lapsed.impound_id, outcome="adoption", on=UNTIL, party="Ann Lee",
                                party_address="1 Elm St, Tracy")
    assert exc.value.rule_ids == ["MN-1721.0570"] and "ran out on Sunday February 1, 2026" in exc.value.message
    impound_release.dispose(office.officer, lapsed.impound_id, outcome="shelter_euthanasia", on=UNTIL)
    current = _biter(office, desk, shot_on=date(2025, 6, 1))
    impound_release.dispose(office.officer, current.impound_id, outcome="adoption", on=UNTIL, party="Ann Lee",
                            party_address="1 Elm St, Tracy")


def test_mn_1721_0570_the_condition_covers_the_profiles_species_only(office, desk):
    """A rabbit has no licensed rabies vaccine: the profile does not mark it, so no vaccination is asked."""
    r = _biter(office, desk, species="rabbit")
    assert profile_for(office.tracy).species_info("rabbit").rabies_vaccine is False
    assert "vaccination" not in [b.data.get("needs") for b in impound_release.bill(r.impound_id, UNTIL).blockers]


def test_mn_1721_0570_no_euthanasia_during_an_open_quarantine_without_an_order(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, shot_on=date(2025, 6, 1))
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine", animal_id=dog,
                        kennel_id=desk.quarantine_ids[1], on=BITE, quarantine="exposure_vaccinated",
                        exposure_on=BITE)
    assert Impound.get_by_id(r.impound_id).quarantine_until == date(2026, 4, 16)  # 45 days, subp. 1(B)
    assert "(MN-1721.0570)" in Impound.get_by_id(r.impound_id).quarantine_explanation
    impound_notices.send_quarantine_notice(office.clerk, r.impound_id, on=BITE)
    on = date(2026, 3, 20)
    for outcome in ("shelter_euthanasia", "owner_intended_euthanasia"):
        with pytest.raises(RuleViolation) as exc:
            impound_release.dispose(office.officer, r.impound_id, outcome=outcome, on=on, party="Ida Halvorson",
                                    party_address="412 Emory St, Tracy")
        assert exc.value.rule_ids == ["MN-1721.0570"] and "order" in exc.value.message
    with pytest.raises(ValidationError) as exc:
        impound_quarantine.record_quarantine_order(office.officer, r.impound_id, ordered_on=date(2026, 3, 1),
                                                   authority="veterinarian", ordered_by="Dr. Berg")
    assert exc.value.field == "ordered_on"
    with pytest.raises(ValidationError) as exc:
        impound_quarantine.record_quarantine_order(office.officer, r.impound_id, ordered_on=on,
                                                   authority="the mayor", ordered_by="Dr. Berg")
    assert exc.value.field == "authority"
    assert Impound.get_by_id(r.impound_id).quarantine_order_on is None
    impound_quarantine.record_quarantine_order(office.officer, r.impound_id, ordered_on=on,
                                               authority="health_department", ordered_by="Dr. Berg, MDH",
                                               note="Euthanasia for rabies testing")
    assert "The health department (Dr. Berg, MDH)" in impound_detail(r.impound_id, on).quarantine_order
    impound_release.dispose(office.officer, r.impound_id, outcome="shelter_euthanasia", on=on)
    assert Impound.get_by_id(r.impound_id).status == "disposed"


def test_mn_1721_0570_the_board_shows_the_exam_due_when_the_quarantine_ends(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, shot_on=date(2025, 6, 1))
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine", animal_id=dog,
                        kennel_id=desk.quarantine_ids[0], on=BITE, quarantine="bite", bite_on=BITE)
    impound_notices.send_quarantine_notice(office.clerk, r.impound_id, on=BITE)

    def cell(on):
        return next(c for c in kennel_board(on) if c.impound_id == r.impound_id)

    assert cell(date(2026, 3, 11)).state == "quarantine"
    due = cell(UNTIL)
    assert due.state == "exam_due" and due.action == "vet_certificate"
    assert rules.KENNEL_STATES[due.state] == "Quarantine over: veterinary exam due"
    assert cell(date(2026, 3, 16)).state == "exam_due"
    impounds.record_vet_certificate(office.officer, r.impound_id, certified_on=date(2026, 3, 13), vet_name="Dr. X")
    assert cell(date(2026, 3, 16)).state == "available"
