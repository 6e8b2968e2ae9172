"""How an animal comes in when it is not seized (``domain.intake_kinds``): MN-346.47's record of whom an
owner's surrender, a transfer in or an owner's request for euthanasia came from, T-5's reading of whether
the office takes surrenders, the open bite observation that MN-rabies and MN-1721.0570 keep binding, and
T-6B: an animal its owner gave up is never reclaimed."""
from datetime import date

import pytest

from animaloffice.domain.errors import Refusal
from animaloffice.domain.intake_kinds import (
    FromWhom,
    OpenObservation,
    euthanasia_request_refusals,
    kind_of,
    kind_words,
    observation_of,
    reclaim_refusals,
    surrender_refusals,
    transfer_in_refusals,
)

ON = date(2026, 3, 9)
GROWN = FromWhom("Dana Olson", "412 Elm St", 14, affirmed=True)


def _whom(**changes) -> FromWhom:
    values = {"name": "Dana Olson", "address": "412 Elm St", "age_months": 14, "affirmed": True,
              "recorded_owner": ""}
    values.update(changes)
    return FromWhom(**values)


@pytest.mark.parametrize(("intake_type", "kind", "words"), [
    ("relinquished", "surrender", "Owner surrender"),
    ("transferred_in", "transfer_in", "Transfer in"),
    ("owner_intended_euthanasia", "owner_euthanasia", "Owner-requested euthanasia"),
    ("stray", "seized", "Seized or impounded"),
    ("seized", "seized", "Seized or impounded"),
])
def test_mn_346_47_each_intake_type_shows_its_kind_in_the_desks_words(intake_type, kind, words):
    assert kind_of(intake_type) == kind
    assert kind_words(intake_type) == words


def test_mn_346_47_a_surrender_with_everything_recorded_is_taken():
    assert surrender_refusals(GROWN, reason="moving to a flat", accepted=True, accepted_source="§ 8.30") == []


def test_t_5_an_office_that_takes_no_surrenders_refuses_one_citing_its_reading():
    assert surrender_refusals(GROWN, reason="moving", accepted=False, accepted_source="Resolution 12") == [
        Refusal("T-5", "this office does not take animals surrendered by their owners (Resolution 12)",
                {"field": "jurisdiction_id"})]


def test_mn_346_47_a_surrender_names_each_missing_record_in_order():
    whom = _whom(name="  ", address=" ", affirmed=False, recorded_owner="Lee Brandt")
    assert surrender_refusals(whom, reason="   ", accepted=False, accepted_source="§ 8.30") == [
        Refusal("T-5", "this office does not take animals surrendered by their owners (§ 8.30)",
                {"field": "jurisdiction_id"}),
        Refusal("MN-346.47", "the records name Lee Brandt as the animal's owner: only its owner may give it up",
                {"field": "owner_id"}),
        Refusal("MN-346.47", "the person surrendering it must state that the animal is theirs",
                {"field": "owner_affirmed"}),
        Refusal("MN-346.47", "record the name of the person surrendering it", {"field": "from_name"}),
        Refusal("MN-346.47", "record the address of the person surrendering it (kept for an animal 3 months or "
                             "older)", {"field": "from_address"}),
        Refusal("MN-346.47", "record the owner's reason for giving the animal up", {"field": "reason"}),
    ]


def test_mn_346_47_the_reason_alone_missing_is_refused_alone():
    assert surrender_refusals(GROWN, reason="", accepted=True, accepted_source="") == [
        Refusal("MN-346.47", "record the owner's reason for giving the animal up", {"field": "reason"})]


def test_mn_346_47_only_an_unaffirmed_surrender_is_refused_for_that_alone():
    assert surrender_refusals(_whom(affirmed=False), reason="allergy", accepted=True, accepted_source="") == [
        Refusal("MN-346.47", "the person surrendering it must state that the animal is theirs",
                {"field": "owner_affirmed"})]


@pytest.mark.parametrize(("age_months", "needs_address"), [
    (None, True),  # age unknown: the address is kept
    (0, False),
    (2, False),
    (3, True),  # 3 months or older
    (4, True),
])
def test_mn_346_47_the_address_is_kept_for_an_animal_3_months_or_older(age_months, needs_address):
    refusals = surrender_refusals(_whom(address="  ", age_months=age_months), reason="allergy", accepted=True,
                                  accepted_source="")
    expected = [Refusal("MN-346.47", "record the address of the person surrendering it (kept for an animal "
                                     "3 months or older)", {"field": "from_address"})]
    assert refusals == (expected if needs_address else [])


def test_mn_346_47_a_young_animals_surrender_without_an_address_still_needs_the_name():
    assert surrender_refusals(_whom(name="", address="", age_months=2), reason="litter", accepted=True,
                              accepted_source="") == [
        Refusal("MN-346.47", "record the name of the person surrendering it", {"field": "from_name"})]


def test_mn_346_47_a_transfer_in_names_the_sending_agency_and_its_reference():
    assert transfer_in_refusals(agency="Nobles County Humane Society", reference="NCHS-2026-118") == []
    assert transfer_in_refusals(agency="  ", reference=" ") == [
        Refusal("MN-346.47", "record the agency or shelter the animal came from", {"field": "agency"}),
        Refusal("MN-346.47", "record the sending agency's reference number for the animal", {"field": "reference"}),
    ]
    assert transfer_in_refusals(agency="Jackson County", reference="") == [
        Refusal("MN-346.47", "record the sending agency's reference number for the animal", {"field": "reference"})]
    assert transfer_in_refusals(agency="", reference="JC-7") == [
        Refusal("MN-346.47", "record the agency or shelter the animal came from", {"field": "agency"})]


def test_mn_rabies_a_bite_observation_runs_from_the_bite_day_through_its_last_day():
    bitten = date(2026, 3, 2)
    seen = OpenObservation("B-2026-004", bitten, date(2026, 3, 12))
    assert observation_of("B-2026-004", bitten, 10, bitten) == seen  # the bite day is day 0
    assert observation_of("B-2026-004", bitten, 10, date(2026, 3, 7)) == seen
    assert observation_of("B-2026-004", bitten, 10, date(2026, 3, 12)) == seen  # day 10
    assert observation_of("B-2026-004", bitten, 10, date(2026, 3, 13)) is None
    assert observation_of("B-2026-004", bitten, 10, date(2026, 3, 1)) is None  # before the bite


OBSERVED = ("the animal is under a rabies observation or quarantine, which must run its course: the animal is "
            "euthanized during it only on a veterinarian's or health department's order; record the order first")
ORDER_DATA = {"needs": "quarantine_order", "action": "quarantine_order", "field": "quarantine_order_on"}


def test_mn_346_47_an_owners_signed_request_with_no_quarantine_is_carried_out():
    assert euthanasia_request_refusals(GROWN, signed=True, on=ON, quarantine="", quarantine_until=None,
                                       order_on=None) == []


def test_mn_346_47_an_unsigned_request_from_an_unnamed_person_is_refused():
    whom = _whom(name="", address="", affirmed=False)
    assert euthanasia_request_refusals(whom, signed=False, on=ON, quarantine="", quarantine_until=None,
                                       order_on=None) == [
        Refusal("MN-346.47", "the person asking must state that the animal is theirs", {"field": "owner_affirmed"}),
        Refusal("MN-346.47", "record the name of the person asking", {"field": "from_name"}),
        Refusal("MN-346.47", "record the address of the person asking (kept for an animal 3 months or older)",
                {"field": "from_address"}),
        Refusal("MN-346.47", "the owner's signed request is needed: print the request, have the owner sign it, "
                             "then record it", {"field": "signed"}),
    ]


def test_mn_346_47_a_request_from_someone_else_than_the_recorded_owner_is_refused():
    assert euthanasia_request_refusals(_whom(recorded_owner="Lee Brandt"), signed=True, on=ON, quarantine="",
                                       quarantine_until=None, order_on=None) == [
        Refusal("MN-346.47", "the records name Lee Brandt as the animal's owner: only its owner may give it up",
                {"field": "owner_id"})]


def test_mn_rabies_a_request_during_a_bite_observation_needs_an_order_first():
    until = date(2026, 3, 12)
    assert euthanasia_request_refusals(GROWN, signed=True, on=ON, quarantine="bite", quarantine_until=until,
                                       order_on=None) == [Refusal("MN-rabies", OBSERVED, ORDER_DATA)]
    assert euthanasia_request_refusals(GROWN, signed=True, on=ON, quarantine="bite", quarantine_until=until,
                                       order_on=date(2026, 3, 10)) == [Refusal("MN-rabies", OBSERVED, ORDER_DATA)]
    assert euthanasia_request_refusals(GROWN, signed=True, on=ON, quarantine="bite", quarantine_until=until,
                                       order_on=ON) == []  # an order dated the same day
    assert euthanasia_request_refusals(GROWN, signed=True, on=ON, quarantine="bite", quarantine_until=until,
                                       order_on=date(2026, 3, 3)) == []


def test_mn_1721_0570_a_request_during_an_exposure_quarantine_cites_the_board_rule():
    assert euthanasia_request_refusals(GROWN, signed=True, on=ON, quarantine="exposure_vaccinated",
                                       quarantine_until=date(2026, 4, 20), order_on=None) == [
        Refusal("MN-1721.0570", OBSERVED, ORDER_DATA)]


@pytest.mark.parametrize("intake_type", ["relinquished", "owner_intended_euthanasia"])
def test_t_6b_an_animal_its_owner_gave_up_is_not_reclaimed(intake_type):
    assert reclaim_refusals(intake_type) == [
        Refusal("T-6B", "the owner gave the animal up to the office: it is not reclaimed (it may be adopted)",
                {"needs": "not_given_up"})]


@pytest.mark.parametrize("intake_type", ["stray", "seized", "transferred_in"])
def test_t_6b_a_seized_or_transferred_animal_may_be_reclaimed(intake_type):
    assert reclaim_refusals(intake_type) == []
