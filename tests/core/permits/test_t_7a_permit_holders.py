"""T-7A for a permit holder: a permit covers the animals it was issued for, "as they will be
kept" (T-4A). A holder who acquires another animal that needs a permit gets the 3-business-day
deadline like anyone; the animals the permit covers ask for nothing.

The dates are counted by hand: Thu 07/02/2026 acquired; Fri 07/03 is the observed
Independence Day; Mon 07/06 (1), Tue 07/07 (2), Wed 07/08 (3)."""
from __future__ import annotations

from datetime import date as D
from datetime import timedelta

import pytest

from animaloffice.queries.permit_deadlines import owner_permit_due, permits_due
from animaloffice.services import permits as svc
from animaloffice.services.payments import PaymentInput

TODAY = D.today()
ACQUIRED = D(2026, 7, 2)
APPLY_BY = D(2026, 7, 8)


def _permit(office, owner_id, *, animal_ids=(), species=()):
    """A Tracy animal permit issued in April 2026, in force until well after today."""
    rec = svc.record_application(office.clerk, owner_id=owner_id, permit_type="animal", on=D(2026, 4, 6),
                                 animal_ids=list(animal_ids), species=list(species), payment=PaymentInput("cash"))
    d = svc.approve_application(office.officer, rec.application_id, conditions="Kept indoors", on=D(2026, 4, 8),
                                expires_on=TODAY + timedelta(days=300))
    return d


@pytest.fixture
def birds(office, make):
    """Hal keeps four birds under an animal permit (T-4A2), all four recorded on it."""
    hal = make.owner(last="Held", first="Hal", line1="9 Pine St")
    ids = [make.animal(hal, "bird", name=f"Bird{i}", owned_since=D(2026, 4, 1)) for i in range(4)]
    return hal, _permit(office, hal, animal_ids=ids)


def test_t_7a_holder_who_acquires_a_wild_animal_must_apply_like_anyone(birds, make):
    """T-7A with T-4A1: the bird permit does not cover a raccoon acquired after it was issued."""
    hal, permit = birds
    assert owner_permit_due(hal, on=APPLY_BY) is None  # the four birds are covered
    make.animal(hal, "raccoon", name="Bandit", owned_since=ACQUIRED)
    due = owner_permit_due(hal, on=APPLY_BY)
    assert due is not None and due.acquired_on == ACQUIRED and due.apply_by.value == APPLY_BY and not due.late
    assert any("T-4A1" in t and "raccoon" in t.lower() for t in due.triggers)
    assert permit.permit_number in due.trigger_text  # says which permit does not cover it
    assert "Bandit (raccoon) was acquired on July 2, 2026" in due.apply_by.text()
    assert owner_permit_due(hal, on=APPLY_BY + timedelta(days=1)).late


def test_t_7a_holder_whose_animals_pass_the_permits_count_must_apply(birds, make):
    """T-7A with T-4A2: a permit for keeping four animals does not cover a fifth."""
    hal, permit = birds
    make.animal(hal, "dog", name="Rex", owned_since=ACQUIRED)
    due = owner_permit_due(hal, on=APPLY_BY)
    assert due is not None and due.apply_by.value == APPLY_BY
    assert any("5 animals kept at the address" in t and "T-4A2" in t and "4" in t for t in due.triggers)
    assert "The animals kept at the address reached 5 on July 2, 2026" in due.apply_by.text()


def test_t_7a_a_second_wild_animal_of_a_kind_the_permit_names_is_not_covered(office, make):
    """T-4A: a permit "of the animal or animals, as they will be kept": a permit for Bandit does
    not cover a second raccoon; a permit for a raccoon not yet recorded covers the one recorded."""
    ann = make.owner(last="Olson", first="Ann")
    bandit = make.animal(ann, "raccoon", name="Bandit", owned_since=D(2026, 4, 1))
    _permit(office, ann, animal_ids=[bandit])
    assert owner_permit_due(ann, on=APPLY_BY) is None
    make.animal(ann, "raccoon", name="Rocky", owned_since=ACQUIRED)
    due = owner_permit_due(ann, on=APPLY_BY)
    assert due is not None and due.apply_by.value == APPLY_BY and "Rocky (raccoon)" in due.apply_by.text()

    bo = make.owner(last="Berg", first="Bo", line1="40 Oak St")
    _permit(office, bo, species=["raccoon"])  # applied for before the raccoon was recorded
    make.animal(bo, "raccoon", name="Masky", owned_since=D(2026, 5, 4))
    assert owner_permit_due(bo, on=APPLY_BY) is None


def test_t_7a_report_lists_the_holder_as_the_record_does(birds, make, office):
    """The "Animal permits needed" report and the owner's record agree on a permit holder."""
    hal, _ = birds
    assert hal not in [d.owner_id for d in permits_due(office.tracy, APPLY_BY)]
    make.animal(hal, "raccoon", name="Bandit", owned_since=ACQUIRED)
    listed = {d.owner_id: d for d in permits_due(office.tracy, APPLY_BY)}
    assert hal in listed and listed[hal].apply_by.value == APPLY_BY
    assert listed[hal].triggers == owner_permit_due(hal, on=APPLY_BY).triggers


def test_t_7a_an_application_pending_still_covers_the_holder(birds, make, office):
    """Once the holder has applied for the new animal, nothing is due while it is decided."""
    hal, _ = birds
    raccoon = make.animal(hal, "raccoon", name="Bandit", owned_since=ACQUIRED)
    svc.record_application(office.clerk, owner_id=hal, permit_type="animal", animal_ids=[raccoon],
                           on=D(2026, 7, 7), payment=PaymentInput("cash"))
    assert owner_permit_due(hal, on=APPLY_BY) is None
