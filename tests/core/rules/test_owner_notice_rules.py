"""MN-347.14 as a pure rule (``domain.owner_notice``): an impounded animal is not disposed of before its
known owner is sent the impound notice (or a quarantine notice, T-6D5), or, the owner unknown, before
the notice is posted in three public places; a cruelty seizure waits for its own notice (MN-343.235).
Each refusal names the action that clears it."""
from datetime import date

from animaloffice.domain.errors import Refusal
from animaloffice.domain.owner_notice import NoticeOnFile, OwnerNoticeFacts, owner_notice_refusals

ON = date(2026, 6, 10)
UNSENT = Refusal("MN-347.14", "the owner is known and has not been sent the impound notice",
                 {"needs": "owner_notice", "action": "impound_notice"})
UNPOSTED = Refusal("MN-347.14", "the owner is not known and the notice has not been posted in public places",
                   {"needs": "owner_notice", "action": "posting"})
NO_SEIZURE_NOTICE = Refusal("MN-343.235", "the notice of the seizure (the right to post security and to a hearing) "
                                          "has not been given", {"needs": "owner_notice", "action": "seizure_notice"})


def notice(kind, day, to=None):
    return NoticeOnFile(kind, date(2026, 6, day), to)


def test_mn_347_14_a_known_owner_not_yet_sent_the_notice_holds_the_disposal():
    assert owner_notice_refusals(OwnerNoticeFacts(owner_id=7), ON) == [UNSENT]
    assert OwnerNoticeFacts(7).impounded is True and OwnerNoticeFacts(7).notices == ()


def test_mn_347_14_the_impound_notice_to_that_owner_clears_it_from_the_day_it_was_sent():
    facts = OwnerNoticeFacts(7, (notice("impound", 10, 7),))
    assert owner_notice_refusals(facts, ON) == []
    assert owner_notice_refusals(facts, date(2026, 6, 9)) == [UNSENT]


def test_t_6d5_a_quarantine_notice_to_the_owner_notifies_too():
    assert owner_notice_refusals(OwnerNoticeFacts(7, (notice("quarantine", 3, 7),)), ON) == []


def test_mn_347_14_a_notice_to_another_owner_or_of_another_kind_does_not_notify():
    assert owner_notice_refusals(OwnerNoticeFacts(7, (notice("impound", 3, 8),)), ON) == [UNSENT]
    assert owner_notice_refusals(OwnerNoticeFacts(7, (notice("license", 3, 7),)), ON) == [UNSENT]
    assert owner_notice_refusals(OwnerNoticeFacts(7, (notice("posting", 3),)), ON) == [UNSENT]


def test_mn_347_14_an_owner_the_records_name_must_be_recorded_on_the_impound_first():
    facts = OwnerNoticeFacts(None, (notice("posting", 3),), known_owner="Tou Vang (tag 1234)")
    assert owner_notice_refusals(facts, ON) == [Refusal(
        "MN-347.14", "the records name the owner, Tou Vang (tag 1234), but the impound does not: record the owner "
                     "and send the impound notice", {"needs": "owner_notice", "action": "set_owner"})]
    assert owner_notice_refusals(OwnerNoticeFacts(7, known_owner="Tou Vang"), ON) == [UNSENT]


def test_mn_347_14_an_unknown_owner_is_notified_by_the_posting_in_three_places():
    assert owner_notice_refusals(OwnerNoticeFacts(None), ON) == [UNPOSTED]
    assert owner_notice_refusals(OwnerNoticeFacts(None, (notice("posting", 10),)), ON) == []
    assert owner_notice_refusals(OwnerNoticeFacts(None, (notice("posting", 11),)), ON) == [UNPOSTED]
    assert owner_notice_refusals(OwnerNoticeFacts(None, (notice("quarantine", 4),)), ON) == []


def test_mn_347_14_a_notice_addressed_to_someone_or_of_another_kind_is_no_posting():
    assert owner_notice_refusals(OwnerNoticeFacts(None, (notice("posting", 4, 7),)), ON) == [UNPOSTED]
    assert owner_notice_refusals(OwnerNoticeFacts(None, (notice("impound", 4),)), ON) == [UNPOSTED]


def test_mn_343_235_a_cruelty_seizure_waits_for_the_seizure_notice_not_the_impound_notice():
    sent = (notice("impound", 3, 7), notice("posting", 3))
    assert owner_notice_refusals(OwnerNoticeFacts(7, sent, cruelty=True), ON) == [NO_SEIZURE_NOTICE]
    seized = OwnerNoticeFacts(None, (notice("seizure", 10, 7),), cruelty=True)
    assert owner_notice_refusals(seized, ON) == []
    assert owner_notice_refusals(seized, date(2026, 6, 9)) == [NO_SEIZURE_NOTICE]
    assert owner_notice_refusals(OwnerNoticeFacts(7, cruelty=True, known_owner="Tou Vang"), ON) == [NO_SEIZURE_NOTICE]


def test_mn_347_14_an_animal_not_impounded_needs_no_notice():
    assert owner_notice_refusals(OwnerNoticeFacts(7, impounded=False), ON) == []
    assert owner_notice_refusals(OwnerNoticeFacts(None, cruelty=True, impounded=False), ON) == []
