"""Dispositions and the kennel board as pure rules (``domain.impound``): every reason an outcome
cannot be recorded on the day, in the words the clerk reads (T-6C, T-6B, T-6D5, MN-346.47,
MN-347.14, MN-343.235, MN-rabies, MN-1721.0570), and the colour each kennel shows."""
from dataclasses import replace
from datetime import date

from animaloffice.domain import impound as i
from animaloffice.domain.cruelty import ClaimOnFile
from animaloffice.domain.owner_notice import NoticeOnFile, OwnerNoticeFacts

JUNE = date(2026, 6, 1)
FROM = date(2026, 6, 9)  # the Tracy hold of a June 1 impound allows disposition from here
BASE = i.DispositionFacts(outcome="adoption", on=date(2026, 6, 10), impounded_on=JUNE, disposition_from=FROM,
                          party="Ana Ruiz", party_address="12 Elm St, Tracy")


def _why(**changes):
    return [(r.rule_id, r.reason, r.data) for r in i.disposition_refusals(replace(BASE, **changes))]


def test_t_6c_an_adoption_after_the_hold_with_the_party_recorded_is_allowed():
    assert _why() == []
    assert _why(on=FROM) == []  # the first day allowed


def test_t_6c_only_a_held_animal_and_a_known_outcome_can_be_recorded():
    assert _why(status="released", outcome="sold") == [
        ("T-6C", "the animal is no longer held (it is released to its owner)", {})]
    assert _why(status="disposed") == [("T-6C", "the animal is no longer held (it is disposed of)", {})]
    assert _why(outcome="sold") == [("T-6C", "'sold' is not an outcome", {})]


def test_t_6c_no_disposal_before_the_impound_day_or_before_the_hold_ends():
    assert _why(on=date(2026, 5, 31)) == [
        ("T-6C", "the date is before the impound day, Monday June 1, 2026", {}),
        ("T-6C", "the holding period has not ended: disposition is allowed from Tuesday June 9, 2026",
         {"disposition_from": FROM})]
    assert _why(on=JUNE, outcome="died_in_care") == []  # not a disposal: no hold, no party
    assert _why(on=date(2026, 6, 8), hold_rule="MN-343.235") == [
        ("MN-343.235", "the holding period has not ended: disposition is allowed from Tuesday June 9, 2026",
         {"disposition_from": FROM})]


def test_t_6b_an_owner_takes_the_animal_back_through_the_reclaim_not_a_disposition():
    assert _why(outcome="returned_to_owner") == [
        ("T-6B", "an owner reclaims the animal through the reclaim: fees, license or permit and any "
                 "veterinarian's certificate", {})]


def test_mn_347_14_mn_343_235_a_disposal_waits_for_the_owner_notice_and_any_claim():
    unsent = OwnerNoticeFacts(owner_id=7, notices=(NoticeOnFile("impound", date(2026, 6, 11), 7),))
    assert _why(owner_notice=unsent) == [
        ("MN-347.14", "the owner is known and has not been sent the impound notice",
         {"needs": "owner_notice", "action": "impound_notice"})]
    assert _why(owner_notice=unsent, on=date(2026, 6, 11)) == []
    assert _why(owner_notice=unsent, outcome="died_in_care") == []
    hearing = (ClaimOnFile("hearing", date(2026, 6, 5), "Dana Lee"),)
    assert _why(claims=hearing) == [
        ("MN-343.235", "Dana Lee asked for a hearing on Friday June 5, 2026, not yet decided: the animal may not "
                       "be disposed of while it stands", {"needs": "claim_ended", "action": "end_claim"})]
    assert _why(claims=hearing, outcome="died_in_care") == []


def test_t_6d5_a_quarantined_animal_is_not_disposed_of_before_the_notice_to_its_owner():
    q = dict(quarantine="disease", vet_certified_on=date(2026, 6, 9))
    notice = ("T-6D5", "a quarantined animal is not disposed of before a good-faith notice to its owner (or a "
                       "posted notice if the owner is unknown)", {"action": "quarantine_notice"})
    assert _why(**q) == [notice]
    assert _why(**q, quarantine_notice_on=date(2026, 6, 11)) == [notice]
    assert _why(**q, quarantine_notice_on=date(2026, 6, 10)) == []
    assert _why(quarantine="disease", outcome="died_in_care") == []
    assert _why(quarantine="disease", outcome="lost_in_care") == []


def test_mn_1721_0570_no_euthanasia_during_an_open_quarantine_without_an_order():
    q = dict(outcome="shelter_euthanasia", quarantine="bite", quarantine_until=date(2026, 6, 11),
             vet_certified_on=date(2026, 6, 5), quarantine_notice_on=JUNE)
    assert _why(**q) == [("MN-1721.0570", "the quarantine is still open: the animal is euthanized during it only "
                                          "on a veterinarian's or health department's order; record the order first",
                          {"needs": "quarantine_order", "action": "quarantine_order"})]
    assert _why(**q, quarantine_order_on=date(2026, 6, 10)) == []


def test_mn_rabies_mn_1721_0570_a_quarantined_animal_leaves_alive_examined_its_end_reached_and_vaccinated():
    q = dict(quarantine="bite", quarantine_until=date(2026, 6, 11), quarantine_notice_on=JUNE,
             species_label="Dog", rabies_vaccine=True)
    assert _why(**q) == [
        ("MN-rabies", "a quarantined animal leaves alive only when a veterinarian certifies it free of the disease",
         {"needs": "vet_certificate", "action": "vet_certificate"}),
        ("MN-rabies", "the quarantine lasts until Thursday June 11, 2026",
         {"needs": "quarantine_end", "until": date(2026, 6, 11)}),
        ("MN-1721.0570", "a dog is released from a rabies quarantine only when it is currently vaccinated, and no "
                         "rabies vaccination in force is on file: record the vaccination given at release",
         {"needs": "vaccination", "action": "vaccinate", "ran_out": None})]
    done = dict(q, on=date(2026, 6, 12), vet_certified_on=date(2026, 6, 11))
    assert _why(**done, vaccinated_until=date(2026, 6, 11)) == [
        ("MN-1721.0570", "a dog is released from a rabies quarantine only when it is currently vaccinated, and its "
                         "rabies vaccination ran out on Thursday June 11, 2026: record the vaccination given at release",
         {"needs": "vaccination", "action": "vaccinate", "ran_out": date(2026, 6, 11)})]
    assert _why(**done, vaccinated_until=date(2027, 6, 11)) == []


def test_mn_346_47_the_record_names_who_the_animal_went_to_and_their_address_from_3_months_old():
    name = ("MN-346.47", "record the name of the person or organisation the animal went to", {"field": "party"})
    address = ("MN-346.47", "record the address of the person or organisation the animal went to (kept for an "
                            "animal 3 months or older)", {"field": "party_address"})
    assert _why(party="  ", party_address=" ") == [name, address]
    assert _why(party_address="", age_months=3) == [address]
    assert _why(party_address="", age_months=2) == []
    assert _why(party="", outcome="shelter_euthanasia") == []  # the office's own outcome names no party


def test_t_6c_mn_1721_0570_the_kennel_board_colour_of_each_held_animal():
    last, start = date(2026, 6, 8), FROM

    def state(on, **kw):
        return i.kennel_state(on, **{"hold_last_day": last, "disposition_from": start, **kw})

    bite = dict(quarantine="bite", quarantine_until=date(2026, 6, 11))
    assert state(date(2026, 6, 10), **bite) == "quarantine"
    assert state(date(2026, 6, 11), **bite) == "exam_due"
    assert state(date(2026, 6, 11), **bite, vet_certified_on=date(2026, 6, 10)) == "exam_due"  # dated too early
    assert state(date(2026, 6, 11), **bite, vet_certified_on=date(2026, 6, 11)) == "available"
    assert state(date(2026, 6, 3), quarantine_until=date(2026, 6, 11)) == "in_hold"  # no quarantine kind: none
    assert state(date(2026, 6, 10), stayed=True) == "stayed"
    assert i.kennel_state(JUNE, hold_last_day=None, disposition_from=None) == "in_care"
    assert i.kennel_state(last, hold_last_day=last, disposition_from=None) == "hold_ends_today"
    assert i.kennel_state(start, hold_last_day=None, disposition_from=start) == "available"
    assert state(start) == "available"
    assert state(start, notice_missing=True) == "not_notified"
    assert state(start, notice_missing=False) == "available"
    assert state(last) == "hold_ends_today"
    assert state(date(2026, 6, 5), notice_missing=True) == "in_hold"
    assert state(date(2026, 6, 5), notice_missing=False) == "notified"
    assert state(date(2026, 6, 5), owner_notified_on=date(2026, 6, 5)) == "notified"
    assert state(date(2026, 6, 5), owner_notified_on=date(2026, 6, 6)) == "in_hold"
    assert state(date(2026, 6, 5)) == "in_hold"
    assert [i.KENNEL_STATES[s] for s in ("not_notified", "exam_due")] == [
        "Hold over, owner not yet notified: no disposition", "Quarantine over: veterinary exam due"]
