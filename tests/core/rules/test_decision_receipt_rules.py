"""The day the owner is taken to have received a written decision (``domain.decision_receipt``,
MN-347.541, W-90.10H5 with MN-645.15): a decision handed over counts from its day or the later day it
was received; a mailed one is taken as received 3 days after it was sent (Minn. R. Civ. P. 6.05, the
profile's ``decision_mail_days``), and a later recorded receipt moves the start later, never earlier."""
from datetime import date

from animaloffice import config
from animaloffice.domain.decision_receipt import Receipt, decision_receipt
from animaloffice.domain.profile_reader import shipped_profiles

PROFILES = shipped_profiles(config.resources_dir())
TRACY = PROFILES["tracy"]
DECIDED = date(2026, 6, 1)  # a Monday
MAIL_RULE = "3 days added for mailing, as Minn. R. Civ. P. 6.05 adds to a period after service by mail"


def mailed(how: str, sent: date = DECIDED, presumed: date = date(2026, 6, 4)):
    return ("receipt_mailed", {"how": how, "sent": sent, "presumed": presumed, "citation": MAIL_RULE})


def test_mn_347_541_a_decision_handed_over_counts_from_its_day():
    assert decision_receipt(TRACY, DECIDED) == Receipt(
        DECIDED, "the decision was given to the owner", "counted from the day the owner received it",
        (("receipt_counted", {}),))
    assert decision_receipt(TRACY, DECIDED, sent_by="in_person", received_on=DECIDED).start == DECIDED
    assert decision_receipt(TRACY, DECIDED, received_on=date(2026, 5, 30)).start == DECIDED


def test_mn_347_541_a_decision_handed_over_and_received_later_counts_from_the_day_received():
    assert decision_receipt(TRACY, DECIDED, sent_by="posted", received_on=date(2026, 6, 2)) == Receipt(
        date(2026, 6, 2), "the owner received the decision", "counted from the day the owner received it",
        (("receipt_counted", {}),))


def test_mn_347_541_a_mailed_decision_is_taken_as_received_three_days_after_it_was_sent():
    got = decision_receipt(PROFILES["worthington"], DECIDED, sent_by="mail")
    assert got == Receipt(
        date(2026, 6, 4), "the decision is taken as received",
        f"it was sent by mail on Monday June 1, 2026 and is taken as received on Thursday June 4, 2026 ({MAIL_RULE})"
        "; record the day it was received when the office learns it",
        (mailed("mail"), ("receipt_unrecorded", {})))


def test_mn_347_541_a_receipt_recorded_later_than_the_presumed_day_moves_the_start_later():
    got = decision_receipt(TRACY, DECIDED, sent_by="certified", received_on=date(2026, 6, 5))
    assert got == Receipt(
        date(2026, 6, 5), "the owner received the decision",
        "it was sent by certified mail on Monday June 1, 2026 and is taken as received on Thursday June 4, 2026 "
        f"({MAIL_RULE}); it was received later, as recorded",
        (mailed("certified mail"), ("receipt_later", {})))


def test_mn_347_541_a_receipt_recorded_on_or_before_the_presumed_day_keeps_the_stated_day():
    for received in (date(2026, 6, 4), date(2026, 6, 2)):
        got = decision_receipt(TRACY, DECIDED, sent_by="registered", received_on=received)
        assert got == Receipt(
            date(2026, 6, 4), "the decision is taken as received",
            "it was sent by registered mail on Monday June 1, 2026 and is taken as received on Thursday June 4, "
            f"2026 ({MAIL_RULE}); it was received on {received:%A %B} {received.day}, 2026, as recorded, and the "
            "days still count from the day the decision stated",
            (mailed("registered mail"), ("receipt_recorded", {"received": received})))


def test_mn_347_541_the_mailing_days_are_those_in_force_on_the_day_of_the_decision():
    five = TRACY.with_overrides([("period", "decision_mail_days", date(2026, 7, 1), 5, "Resolution 2026-30")])
    assert decision_receipt(five, date(2026, 6, 30), sent_by="mail").start == date(2026, 7, 3)
    assert decision_receipt(five, date(2026, 7, 1), sent_by="mail").start == date(2026, 7, 6)
