"""Merging duplicate owners moves everything, is audited, and undoes exactly (T-7B)."""
import json
from datetime import date, timedelta

import pytest
from playhouse.shortcuts import model_to_dict

from animaloffice.domain.errors import PermissionDenied, ValidationError
from animaloffice.persistence.models import ALL_MODELS
from animaloffice.persistence.models.animals import Animal, Litter, Ownership
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.office import AuditChainHead, AuditEntry, Counter
from animaloffice.persistence.models.people import Conviction, Owner
from animaloffice.persistence.models.permits import Permit
from animaloffice.services import animals, licensing, merge, owners, violations
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def _everything() -> dict:
    """Every row of every table except the audit log (and its chain's head) and the lock rows
    merges take turns on, without the version counters."""
    out = {}
    for model in ALL_MODELS:
        if model in (AuditEntry, AuditChainHead):
            continue
        for row in model.select():
            if model is Counter and row.name.startswith("lock:"):
                continue
            values = model_to_dict(row, recurse=False)
            values.pop("version", None)
            out[(model._meta.table_name, row.get_id())] = values
    return out


@pytest.fixture
def pair(office, build):
    keep = build.owner(last="Olson", first="Ada", email="")
    dup = build.owner(last="Olsen", first="Ada", line1="12 Elm Street", phone="507-555-0199",
                      email="ada@example.org", notes="called about barking")
    a = build.animal(dup, name="Rex", altered=False)
    animals.record_vaccination(office.clerk, a, vaccinated_on=TODAY - timedelta(days=30), veterinarian="Dr. V")
    lic = licensing.issue_license(office.clerk, animal_id=a, payment=PaymentInput("cash", 1500))
    v = violations.record_violation(office.officer, owner_id=dup, animal_id=a, kind="no_tag",
                                    occurred_on=TODAY - timedelta(days=2))
    violations.issue_citation(office.officer, v.id)
    owners.record_conviction(office.officer, dup, offense="cruelty", convicted_on=date(2019, 1, 1),
                             animal_cruelty=True)
    animals.record_litter(office.clerk, dup, born_on=TODAY - timedelta(days=60), species="dog", count=4)
    build.impound(a, TODAY - timedelta(days=40), owner_id=dup, outcome="returned_to_owner",
                  outcome_on=TODAY - timedelta(days=38))
    Permit.create(jurisdiction=office.tracy, number="PER-1", owner=dup, permit_type="animal",
                  issued_on=TODAY - timedelta(days=100))
    older = build.owner(last="Olsen", first="A.")  # an earlier duplicate, merged into the duplicate
    merge.merge_owners(office.officer, keep_id=dup, duplicate_id=older)
    return keep, dup, older, a, lic


def test_merge_moves_every_record_and_is_audited(office, pair):
    keep, dup, older, animal_id, lic = pair
    before_dup = model_to_dict(Owner.get_by_id(dup), recurse=False)
    result = merge.merge_owners(office.officer, keep_id=keep, duplicate_id=dup, note="same person")
    for model, field in merge.owner_references():
        assert model.select().where(field == dup).count() == 0, model._meta.table_name
    assert Animal.get_by_id(animal_id).owner_id == keep
    assert License.get_by_id(lic.license_id).owner_id == keep
    assert Ownership.select().where(Ownership.owner == keep).count() == 1
    assert Conviction.select().where(Conviction.owner == keep).count() == 1
    assert Litter.select().where(Litter.owner == keep).count() == 1
    assert Owner.get_by_id(older).merged_into_id == keep
    d = Owner.get_by_id(dup)
    assert d.merged_into_id == keep and d.display_name == before_dup["display_name"]
    assert d.email == "ada@example.org"  # the duplicate's row keeps its own values
    k = Owner.get_by_id(keep)
    assert k.email == "ada@example.org" and "called about barking" in k.notes
    assert {"animal", "license", "address", "phone", "charge", "payment", "violation", "notice",
            "impound", "permit", "conviction", "litter", "ownership", "owner"} <= set(result.moved)
    entry = AuditEntry.get_by_id(result.audit_id)
    moved = json.loads(entry.after)["moved"]
    assert entry.action == "owner.merge" and ["animal", animal_id, "owner"] in moved
    assert entry.username == "officer"


def test_undo_restores_every_record_exactly(office, pair):
    keep, dup, older, animal_id, lic = pair
    before = _everything()
    merge.merge_owners(office.officer, keep_id=keep, duplicate_id=dup)
    assert _everything() != before
    undone = merge.undo_merge(office.officer, dup, reason="they are two people")
    assert undone.skipped == () and undone.restored > 10
    assert _everything() == before
    assert AuditEntry.select().where(AuditEntry.action == "owner.unmerge").count() == 1
    with pytest.raises(ValidationError):
        merge.undo_merge(office.officer, dup, reason="again")


def test_undo_leaves_records_moved_since_and_says_so(office, pair, build):
    keep, dup, older, animal_id, lic = pair
    merge.merge_owners(office.officer, keep_id=keep, duplicate_id=dup)
    third = build.owner(last="Nguyen", first="Mai")
    animals.transfer_animal(office.clerk, animal_id, third, on=TODAY)
    undone = merge.undo_merge(office.officer, dup, reason="two people")
    assert ("animal", animal_id) in undone.skipped
    assert Animal.get_by_id(animal_id).owner_id == third
    assert License.get_by_id(lic.license_id).owner_id == dup


def test_merge_refusals(office, pair, build):
    keep, dup, older, *_ = pair
    with pytest.raises(PermissionDenied):
        merge.merge_owners(office.clerk, keep_id=keep, duplicate_id=dup)
    with pytest.raises(ValidationError):
        merge.merge_owners(office.officer, keep_id=keep, duplicate_id=keep)
    with pytest.raises(ValidationError):
        merge.merge_owners(office.officer, keep_id=keep, duplicate_id=older)  # already merged
    other = build.owner(jurisdiction="worthington", city="Worthington", postal_code="56187")
    with pytest.raises(ValidationError):
        merge.merge_owners(office.officer, keep_id=keep, duplicate_id=other)
    # a chain must be undone from the end
    third = build.owner(last="Zed")
    merge.merge_owners(office.officer, keep_id=keep, duplicate_id=dup)
    merge.merge_owners(office.officer, keep_id=third, duplicate_id=keep)
    with pytest.raises(ValidationError):
        merge.undo_merge(office.officer, dup, reason="x")
    assert merge.merged_into_chain(dup) == third
    merge.undo_merge(office.officer, keep, reason="x")
    merge.undo_merge(office.officer, dup, reason="x")
    assert Owner.get_by_id(dup).merged_into_id is None


def test_kept_owner_keeps_their_current_address_and_phone(office, pair):
    """T-7B: nothing is lost, but the duplicate's address and phone go into the kept owner's
    history (ended on the day of the merge) instead of taking over as the current ones."""
    from animaloffice.persistence.models.people import Address, Phone
    from animaloffice.queries import owners as q

    keep, dup, older, *_ = pair
    before = q.owner_header(keep)
    result = merge.merge_owners(office.officer, keep_id=keep, duplicate_id=dup)
    after = q.owner_header(keep)
    assert (after.address, after.phone) == (before.address, before.phone) == ("12 Elm St, Tracy, MN 56175",
                                                                             "507-555-0100")
    assert result.ended == 2
    current = [a.line1 for a in Address.select().where((Address.owner == keep) & Address.valid_to.is_null())]
    assert current == ["12 Elm St"]
    ended = Address.get((Address.owner == keep) & (Address.line1 == "12 Elm Street"))
    assert ended.valid_to == TODAY
    assert Phone.select().where((Phone.owner == keep) & Phone.valid_to.is_null()).count() == 1
    merge.undo_merge(office.officer, dup, reason="two people")
    assert q.owner_header(dup).address.startswith("12 Elm Street") and q.owner_header(dup).phone == "507-555-0199"


def _agree(office, owner_id: int, **consent) -> None:
    owners.update_owner(office.clerk, owner_id, expected_version=Owner.get_by_id(owner_id).version, **consent)


def _consent(owner_id: int) -> tuple:
    row = Owner.get_by_id(owner_id)
    return row.email, row.email_consent_on, row.email_consent_withdrawn_on


def test_the_kept_owner_takes_the_duplicates_email_with_its_agreement_and_undo_gives_it_back(office, build):
    """An owner who agreed to e-mailed notices keeps that agreement through a merge into a record
    with no e-mail: the kept owner takes the address and the agreement together (the e-mail attempt
    is checked against the owner's agreement, services.notices.email_agreed)."""
    keep = build.owner(last="Vang", first="Mai", email="")
    dup = build.owner(last="Vang", first="Mai", email="mai@example.org")
    _agree(office, dup, email_consent_on=TODAY - timedelta(days=9))
    merge.merge_owners(office.officer, keep_id=keep, duplicate_id=dup)
    assert _consent(keep) == ("mai@example.org", TODAY - timedelta(days=9), None)
    merge.undo_merge(office.officer, dup, reason="two people after all")
    assert _consent(keep) == ("", None, None)
    assert _consent(dup) == ("mai@example.org", TODAY - timedelta(days=9), None)


def test_an_agreement_given_for_another_address_is_not_carried(office, build):
    keep = build.owner(last="Vang", first="Mai", email="mai.vang@example.org")
    dup = build.owner(last="Vang", first="Mai", email="mai@example.org")
    _agree(office, dup, email_consent_on=TODAY - timedelta(days=9))
    merge.merge_owners(office.officer, keep_id=keep, duplicate_id=dup)
    assert _consent(keep) == ("mai.vang@example.org", None, None)


def test_the_kept_owners_own_agreement_stands(office, build):
    """Both agreed at the same address: the kept owner's own dates are the record's (a withdrawal on
    the duplicate does not silently end an agreement the kept owner gave)."""
    keep = build.owner(last="Vang", first="Mai", email="Mai@Example.org")
    dup = build.owner(last="Vang", first="Mai", email="mai@example.org")
    _agree(office, keep, email_consent_on=TODAY - timedelta(days=3))
    _agree(office, dup, email_consent_on=TODAY - timedelta(days=20),
                        email_consent_withdrawn_on=TODAY - timedelta(days=10))
    merge.merge_owners(office.officer, keep_id=keep, duplicate_id=dup)
    assert _consent(keep) == ("Mai@Example.org", TODAY - timedelta(days=3), None)


def test_a_same_address_agreement_is_carried_when_the_kept_owner_has_none(office, build):
    keep = build.owner(last="Vang", first="Mai", email="MAI@example.org ")
    dup = build.owner(last="Vang", first="Mai", email="mai@example.org")
    _agree(office, dup, email_consent_on=TODAY - timedelta(days=20),
                        email_consent_withdrawn_on=TODAY - timedelta(days=10))
    merge.merge_owners(office.officer, keep_id=keep, duplicate_id=dup)
    assert _consent(keep)[1:] == (TODAY - timedelta(days=20), TODAY - timedelta(days=10))


def test_a_language_chosen_on_the_duplicate_is_kept_and_undo_gives_it_back(office, build):
    keep = build.owner(last="Medina", first="Rosa")
    dup = build.owner(last="Medina", first="Rosa")
    owners.update_owner(office.clerk, dup, expected_version=Owner.get_by_id(dup).version, letter_language="es+en")
    merge.merge_owners(office.officer, keep_id=keep, duplicate_id=dup)
    assert Owner.get_by_id(keep).letter_language == "es+en"
    merge.undo_merge(office.officer, dup, reason="two people after all")
    assert Owner.get_by_id(keep).letter_language == "en"


def test_the_kept_owners_own_language_stands(office, build):
    keep = build.owner(last="Medina", first="Rosa")
    dup = build.owner(last="Medina", first="Rosa")
    owners.update_owner(office.clerk, keep, expected_version=Owner.get_by_id(keep).version, letter_language="es")
    owners.update_owner(office.clerk, dup, expected_version=Owner.get_by_id(dup).version, letter_language="es+en")
    merge.merge_owners(office.officer, keep_id=keep, duplicate_id=dup)
    assert Owner.get_by_id(keep).letter_language == "es"
