"""T-4A: "A permit shall expire when the conditions under which it was issued have materially
changed." Whether they have is the officer's to decide: when the holder moves, the permit's
premises no longer match, and the permit is flagged with what changed; the officer decides that
the permit stands, that it goes on at the new premises, or that it expired; each decision is
audited and clears the flag."""
from __future__ import annotations

from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.permits import Permit
from animaloffice.queries import permits as q
from animaloffice.queries.permit_changes import changes_to_decide
from animaloffice.services import owners, permit_life
from animaloffice.services import permits as svc
from animaloffice.services.payments import PaymentInput
from animaloffice.services.permit_changes import decide_change

TODAY = date.today()
ISSUED = TODAY - timedelta(days=20)
MOVED = TODAY - timedelta(days=5)


@pytest.fixture
def held(office, make):
    """Ann keeps four rabbits at 12 Elm St, Tracy, under an animal permit issued 20 days ago."""
    ann = make.owner("tracy", last="Olson", first="Ann", line1="12 Elm St")
    rec = svc.record_application(office.clerk, owner_id=ann, permit_type="animal", species=["rabbit"] * 4,
                                 on=ISSUED - timedelta(days=1), payment=PaymentInput("cash"))
    d = svc.approve_application(office.officer, rec.application_id, conditions="Hutch in the back yard",
                                on=ISSUED, expires_on=TODAY + timedelta(days=300))
    return ann, d.permit_id


def _move(office, owner_id, line1="77 Birch St", kind="home", on=MOVED):
    return owners.change_address(office.clerk, owner_id, line1=line1, city="Tracy", postal_code="56175",
                                 kind=kind, moved_on=on)


def test_t_4a_a_holder_who_moves_has_the_permit_flagged_for_the_officer(office, held):
    ann, permit_id = held
    assert changes_to_decide(office.tracy) == []
    _move(office, ann)
    p = Permit.get_by_id(permit_id)
    assert p.changed_on == MOVED and p.status == "active"  # flagged, still in force until decided
    assert "12 Elm St, Tracy, MN 56175" in p.change_note and "77 Birch St, Tracy, MN 56175" in p.change_note
    listed = changes_to_decide(office.tracy)
    assert [c.permit_id for c in listed] == [permit_id]
    assert listed[0].changed_on == MOVED and "T-4A" in listed[0].explanation
    flags = {r[0]: r[7] for r in q.permits_source(office.tracy)(0, 50)}
    assert "conditions changed (T-4A)" in flags[permit_id]
    entry = AuditEntry.select().where(AuditEntry.action == "permit.change_flag").get()
    assert entry.record_id == str(permit_id) and entry.username == "clerk"


def test_t_4a_a_move_that_leaves_the_premises_as_they_were_flags_nothing(office, held):
    """A mailing address, or a home address when the animals are kept at a premises address
    that stays, does not change the conditions the permit was issued under."""
    ann, permit_id = held
    _move(office, ann, line1="PO Box 12", kind="mailing")
    assert Permit.get_by_id(permit_id).changed_on is None
    _move(office, ann, line1="12 ELM ST ")  # the same address typed again
    assert Permit.get_by_id(permit_id).changed_on is None


def test_t_4a_the_officer_decides_the_permit_stands(office, held):
    ann, permit_id = held
    _move(office, ann)
    decide_change(office.officer, permit_id, decision="stands", note="Moved next door; same hutch")
    p = Permit.get_by_id(permit_id)
    assert p.changed_on is None and p.status == "active" and p.premises.startswith("12 Elm St")
    assert changes_to_decide(office.tracy) == []
    entry = AuditEntry.select().where(AuditEntry.action == "permit.change_decided").get()
    assert "stands" in entry.note and "same hutch" in entry.note and entry.username == "officer"


def test_t_4a_the_officer_records_the_new_premises(office, held):
    ann, permit_id = held
    _move(office, ann)
    decide_change(office.officer, permit_id, decision="new_premises", note="Inspected the new yard")
    p = Permit.get_by_id(permit_id)
    assert p.changed_on is None and p.premises == "77 Birch St, Tracy, MN 56175" and p.status == "active"


def test_t_4a_the_officer_decides_it_expired_when_the_holder_moved(office, held):
    """The permit expired "when the conditions ... materially changed": on the day of the move."""
    ann, permit_id = held
    _move(office, ann)
    decide_change(office.officer, permit_id, decision="expired", note="No room for a hutch")
    p = Permit.get_by_id(permit_id)
    assert p.status == "expired" and p.expires_on == MOVED and p.changed_on is None
    assert AuditEntry.select().where(AuditEntry.action == "permit.expire").count() == 1


def test_t_4a_decisions_refused_name_the_field_and_save_nothing(office, held):
    ann, permit_id = held
    with pytest.raises(ValidationError) as info:  # nothing to decide yet
        decide_change(office.officer, permit_id, decision="stands", note="ok")
    assert info.value.field == "permit_id"
    _move(office, ann)
    before = AuditEntry.select().count()
    for kw, field in (({"decision": "maybe", "note": "x"}, "decision"),
                      ({"decision": "stands", "note": ""}, "note"),
                      ({"decision": "stands", "note": "x", "on": MOVED - timedelta(days=1)}, "on")):
        with pytest.raises(ValidationError) as info:
            decide_change(office.officer, permit_id, **kw)
        assert info.value.field == field
    from animaloffice.domain.errors import PermissionDenied

    with pytest.raises(PermissionDenied):
        decide_change(office.clerk, permit_id, decision="stands", note="x")
    assert AuditEntry.select().count() == before and Permit.get_by_id(permit_id).changed_on == MOVED


def test_t_4a_only_a_permit_in_force_at_the_move_is_flagged(office, make, held):
    """A move dated before the permit was issued is not a change of the conditions it was issued
    under; a Worthington permit has no T-4A expiry on a change (Chapter 90 sets none)."""
    ann, permit_id = held
    _move(office, ann, on=ISSUED - timedelta(days=3))
    assert Permit.get_by_id(permit_id).changed_on is None
    owner, _, d = make.approved_breeder(on=TODAY - timedelta(days=3))
    owners.change_address(office.clerk, owner, line1="1 New Rd", city="Worthington", postal_code="56187",
                          moved_on=TODAY)
    assert Permit.get_by_id(d.permit_id).changed_on is None


def test_t_4a_ending_the_permit_by_hand_clears_the_flag(office, held):
    ann, permit_id = held
    _move(office, ann)
    permit_life.end_on_material_change(office.officer, permit_id, reason="Moved out of the city", on=TODAY)
    assert Permit.get_by_id(permit_id).changed_on is None and changes_to_decide(office.tracy) == []
