"""One person across cities: an owner record belongs to one jurisdiction, so a person who keeps
animals in Tracy and in Worthington has two records. The office links them as one person (and can
unlink them), with the audit trail; nothing moves between them, unlike a merge of duplicates.
(W-90.10H6 across the linked records: tests/core/permits/test_cruelty_across_cities.py)."""
from __future__ import annotations

from datetime import date

import pytest

from animaloffice.domain.errors import PermissionDenied, ValidationError
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.people import Owner, OwnerLink
from animaloffice.queries import owner_timeline
from animaloffice.queries import owners as q
from animaloffice.queries.owner_links import link_candidates, linked_records, person_record_ids
from animaloffice.services import merge, owners
from animaloffice.services.owner_links import link_owners, unlink_owners

TODAY = date.today()


@pytest.fixture
def ida(office, build):
    """Ida Lund: a dog at home in Tracy, a kennel in Worthington."""
    tracy = build.owner(last="Lund", first="Ida", line1="5 Elm St")
    worthington = build.owner(last="Lund", first="Ida", jurisdiction="worthington", line1="88 Lake Ave",
                              city="Worthington", postal_code="56187")
    return tracy, worthington


def _counts():
    return OwnerLink.select().count(), AuditEntry.select().count()


def test_link_two_records_of_one_person_in_two_cities(office, ida):
    tracy, worthington = ida
    link = link_owners(office.officer, tracy, worthington, note="Same date of birth and phone")
    assert person_record_ids(tracy) == person_record_ids(worthington) == sorted([tracy, worthington])
    shown = linked_records(tracy)
    assert [(r.owner_id, r.jurisdiction, r.link_id) for r in shown] == [
        (worthington, "City of Worthington", link.link_id)]
    assert shown[0].address.startswith("88 Lake Ave") and shown[0].note == "Same date of birth and phone"
    assert [r.owner_id for r in linked_records(worthington)] == [tracy]
    assert q.owner_header(tracy).linked == ((worthington, "Lund, Ida", "City of Worthington"),)
    entry = AuditEntry.get(AuditEntry.action == "owner.link")
    assert entry.username == "officer" and entry.table_name == "owner_link"
    # nothing moved: each record keeps its own jurisdiction and its own rows
    assert Owner.get_by_id(tracy).jurisdiction_id == office.tracy
    assert Owner.get_by_id(worthington).jurisdiction_id == office.worthington
    whats = [e.what for e in owner_timeline.timeline(worthington)]
    assert "Linked as the same person" in whats


def test_unlink_keeps_the_link_on_file_with_who_and_why(office, ida):
    tracy, worthington = ida
    link = link_owners(office.officer, tracy, worthington)
    unlink_owners(office.officer, link.link_id, reason="Two different women of the same name")
    assert person_record_ids(tracy) == [tracy] and linked_records(tracy) == ()
    row = OwnerLink.get_by_id(link.link_id)
    assert row.is_void and row.voided_by == "officer" and "different women" in row.void_reason
    assert AuditEntry.select().where(AuditEntry.action == "owner.unlink").count() == 1
    assert "Link removed" in [e.what for e in owner_timeline.timeline(tracy)]
    link_owners(office.officer, tracy, worthington)  # linked again later: a new link
    assert person_record_ids(tracy) == sorted([tracy, worthington])


def test_bad_links_are_refused_naming_the_field_and_save_nothing(office, ida, build):
    tracy, worthington = ida
    neighbour = build.owner(last="Lund", first="Ida", line1="7 Elm St")  # Tracy too: a duplicate, not a link
    firm = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, kind="organisation",
                               organisation="Lund Kennels LLC").id
    before = _counts()
    for other, words in ((tracy, "itself"), (neighbour, "merge"), (firm, "organisation")):
        with pytest.raises(ValidationError) as info:
            link_owners(office.officer, tracy, other)
        assert info.value.field == "other_id" and words in info.value.reason
    with pytest.raises(PermissionDenied):
        link_owners(office.clerk, tracy, worthington)
    assert _counts() == before
    link = link_owners(office.officer, tracy, worthington)
    before = _counts()
    with pytest.raises(ValidationError) as info:  # already linked, either way round
        link_owners(office.officer, worthington, tracy)
    assert info.value.field == "other_id" and "already linked" in info.value.reason
    with pytest.raises(ValidationError) as info:  # the person would have two Tracy records
        link_owners(office.officer, neighbour, worthington)
    assert info.value.field == "other_id" and "City of Tracy" in info.value.reason
    with pytest.raises(ValidationError) as info:
        unlink_owners(office.officer, link.link_id, reason="")
    assert info.value.field == "reason"
    unlink_owners(office.officer, link.link_id, reason="entered in error")
    before = _counts()
    with pytest.raises(ValidationError) as info:
        unlink_owners(office.officer, link.link_id, reason="again")
    assert info.value.field == "link_id"
    assert _counts() == before


def test_a_merged_or_void_record_is_not_linked(office, ida, build):
    tracy, worthington = ida
    dup = build.owner(last="Lunde", first="Ida", jurisdiction="worthington", city="Worthington")
    merge.merge_owners(office.officer, keep_id=worthington, duplicate_id=dup)
    with pytest.raises(ValidationError) as info:
        link_owners(office.officer, tracy, dup)
    assert info.value.field == "other_id" and "merged" in info.value.reason


def test_a_link_follows_a_merge_and_its_undoing(office, ida, build):
    """Merging a linked duplicate into the record kept moves its link too; undoing the merge puts
    the link back on the duplicate."""
    tracy, worthington = ida
    dup = build.owner(last="Lunde", first="Ida", line1="5 Elm Street")
    link_owners(office.officer, dup, worthington)
    merge.merge_owners(office.officer, keep_id=tracy, duplicate_id=dup)
    assert person_record_ids(worthington) == sorted([tracy, worthington])
    merge.undo_merge(office.officer, dup, reason="not the same")
    assert person_record_ids(worthington) == sorted([dup, worthington])


def test_link_candidates_are_records_of_the_same_kind_in_other_cities(office, ida, build):
    tracy, worthington = ida
    build.owner(last="Lund", first="Ole", line1="9 Elm St")  # Tracy: not offered for a Tracy record
    found = link_candidates(tracy, "lund")
    assert [c.owner_id for c in found] == [worthington] and found[0].jurisdiction == "City of Worthington"
    link_owners(office.officer, tracy, worthington)
    assert link_candidates(tracy, "lund") == ()  # already linked
