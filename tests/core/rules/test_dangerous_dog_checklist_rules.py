"""The dangerous dog's registration checklist as a pure rule (``domain.dangerous_dogs``, MN-347.50):
every item's label, whether it is met, the words beside it, its citation, whether it holds up the
certificate (347.51, 347.515) or is an owner's duty (347.52 (d), 347.51 subd. 7), and its day."""
from dataclasses import replace
from datetime import date
from types import MappingProxyType

from animaloffice import config
from animaloffice.domain import dangerous_dogs as dd
from animaloffice.domain.dangerous_dogs import ChecklistItem
from animaloffice.domain.explain import Explained
from animaloffice.domain.profile_reader import shipped_profiles
from animaloffice.domain.profiles import Dated

PROFILES = shipped_profiles(config.resources_dir())
TRACY = PROFILES["tracy"]
ON = date(2026, 7, 1)  # Wednesday
REG, CHIP = "Minn. Stat. § 347.51", "Minn. Stat. § 347.515"
STERILE, TAG = "Minn. Stat. § 347.52 (d)", "Minn. Stat. § 347.51, subd. 7"
STERILIZED, TAGGED = "Sterilized (spayed or neutered)", "Dangerous-dog tag on the collar"
INSURED = "Surety bond or liability insurance"


def _item(code: str, **facts) -> ChecklistItem:
    on = facts.pop("on", ON)
    c = dd.registration_checklist(TRACY, dd.RegistrationFacts(kind="dangerous", **facts), on)
    [found] = [i for i in c.items if i.code == code]
    return found


def test_mn_347_50_nothing_on_file_every_item_says_what_is_missing():
    """MN-347.50 (347.51, 347.515, 347.52 (d), 347.51 subd. 7): a new declaration of a dangerous dog."""
    facts = dd.RegistrationFacts(kind="dangerous")
    assert (facts.insurance_kind, facts.insurance_cents, facts.microchip, facts.fee_paid, facts.altered) == \
        ("", 0, "", False, False)
    c = dd.registration_checklist(TRACY, facts, ON)
    assert c.kind == "dangerous"
    assert c.items == (
        ChecklistItem("enclosure", "Proper enclosure", False, "not yet inspected", REG, True, None),
        ChecklistItem("sign", "Warning sign posted", False, "no sign issued", REG, True, None),
        ChecklistItem("insurance", INSURED, False, "none on file (at least $300,000.00 is required)", REG, True, None),
        ChecklistItem("microchip", "Microchip", False, "no microchip number on file", CHIP, True, None),
        ChecklistItem("fee", "Registration fee", False, "$300.00 not yet paid", REG, True, None),
        ChecklistItem("sterilization", STERILIZED, False, "not yet; due 30 days from the notice", STERILE, False, None),
        ChecklistItem("tag", TAGGED, False, "no standardized tag issued", TAG, False, None))
    assert [i.code for i in c.missing] == ["enclosure", "sign", "insurance", "microchip", "fee"]
    assert [i.code for i in c.duties] == ["sterilization", "tag"]
    assert c.complete is False
    assert c.missing_text() == ("Proper enclosure: not yet inspected; Warning sign posted: no sign issued; "
                                "Surety bond or liability insurance: none on file (at least $300,000.00 is "
                                "required); Microchip: no microchip number on file; Registration fee: $300.00 "
                                "not yet paid")


def test_mn_347_50_everything_on_file_the_certificate_can_issue_and_the_duties_read_done():
    c = dd.registration_checklist(TRACY, dd.RegistrationFacts(
        kind="dangerous", enclosure_inspected_on=date(2026, 6, 10), sign_issued_on=date(2026, 6, 11),
        insurance_kind="insurance", insurance_cents=300_000_00, insurance_expires_on=date(2027, 6, 30),
        microchip="985112003456789", fee_paid=True, fee_paid_on=date(2026, 6, 12), sterilized_on=date(2026, 6, 20),
        sterilized_by="Tracy Veterinary Clinic", tag_number="DD-0042", tag_issued_on=date(2026, 6, 15)), ON)
    assert c.items == (
        ChecklistItem("enclosure", "Proper enclosure", True, "inspected on Wednesday June 10, 2026", REG),
        ChecklistItem("sign", "Warning sign posted", True, "issued on Thursday June 11, 2026", REG),
        ChecklistItem("insurance", INSURED, True, "liability insurance policy of $300,000.00, in force until "
                      "Wednesday June 30, 2027", REG),
        ChecklistItem("microchip", "Microchip", True, "number 985112003456789", CHIP),
        ChecklistItem("fee", "Registration fee", True, "$300.00 paid", REG),
        ChecklistItem("sterilization", STERILIZED, True, "done on Saturday June 20, 2026 by Tracy Veterinary Clinic",
                      STERILE, False),
        ChecklistItem("tag", TAGGED, True, "issued on Monday June 15, 2026, no. DD-0042", TAG, False))
    assert c.missing == () and c.duties == () and c.complete is True and c.missing_text() == ""


def test_mn_347_50_the_duties_never_hold_up_the_certificate():
    """MN-347.50: sterilization (347.52 (d)) and the tag (347.51 subd. 7) are duties, not conditions."""
    c = dd.registration_checklist(TRACY, dd.RegistrationFacts(
        kind="dangerous", enclosure_inspected_on=ON, sign_issued_on=ON, insurance_kind="bond",
        insurance_cents=300_000_00, microchip="985112003456789", fee_paid=True), ON)
    assert c.complete is True and c.missing == () and c.missing_text() == ""
    assert [(i.code, i.registers) for i in c.duties] == [("sterilization", False), ("tag", False)]


def test_mn_347_50_an_item_dated_after_the_day_asked_about_was_not_yet_on_file():
    later = date(2026, 7, 2)
    assert _item("enclosure", enclosure_inspected_on=ON) == ChecklistItem(
        "enclosure", "Proper enclosure", True, "inspected on Wednesday July 1, 2026", REG)
    assert _item("enclosure", enclosure_inspected_on=later) == ChecklistItem(
        "enclosure", "Proper enclosure", False, "inspected on Thursday July 2, 2026, after Wednesday July 1, 2026", REG)
    assert _item("sign", sign_issued_on=later).detail == "issued on Thursday July 2, 2026, after Wednesday July 1, 2026"
    assert _item("fee", fee_paid=True, fee_paid_on=ON) == ChecklistItem("fee", "Registration fee", True,
                                                                        "$300.00 paid", REG)
    assert _item("fee", fee_paid=True, fee_paid_on=later) == ChecklistItem(
        "fee", "Registration fee", False, "paid on Thursday July 2, 2026, after Wednesday July 1, 2026", REG)
    assert _item("fee", fee_paid=False, fee_paid_on=later).detail == "$300.00 not yet paid"
    assert _item("tag", tag_issued_on=ON).detail == "issued on Wednesday July 1, 2026"  # no number on file
    assert _item("tag", tag_issued_on=later, tag_number="DD-0042") == ChecklistItem(
        "tag", TAGGED, False, "issued on Thursday July 2, 2026, after Wednesday July 1, 2026", TAG, False)
    assert _item("tag", tag_number="DD-0042") == ChecklistItem("tag", TAGGED, False, "no standardized tag issued",
                                                               TAG, False)


def test_mn_347_50_the_bond_or_insurance_must_reach_the_minimum_and_be_in_force():
    """MN-347.50 (347.51): at least the profile's minimum, not expired on the day asked about."""
    assert _item("insurance", insurance_kind="bond") == ChecklistItem(
        "insurance", INSURED, False, "the surety bond of $0.00 is less than the $300,000.00 required", REG)
    assert _item("insurance", insurance_kind="insurance", insurance_cents=299_999_99).detail == \
        "the liability insurance policy of $299,999.99 is less than the $300,000.00 required"
    assert _item("insurance", insurance_kind="bond", insurance_cents=300_000_00) == ChecklistItem(
        "insurance", INSURED, True, "surety bond of $300,000.00", REG)
    assert _item("insurance", insurance_kind="bond", insurance_cents=300_000_00, insurance_expires_on=ON) == \
        ChecklistItem("insurance", INSURED, True, "surety bond of $300,000.00, in force until Wednesday July 1, 2026",
                      REG)
    assert _item("insurance", insurance_kind="insurance", insurance_cents=500_000_00,
                 insurance_expires_on=date(2026, 6, 30)) == ChecklistItem(
        "insurance", INSURED, False, "the liability insurance policy expired on Tuesday June 30, 2026", REG)
    assert _item("insurance", insurance_kind="cash", insurance_cents=500_000_00).detail == \
        "none on file (at least $300,000.00 is required)"
    fees = dict(TRACY.fees)
    fees[dd.INSURANCE_MINIMUM] = fees[dd.INSURANCE_MINIMUM] + (Dated(date(2026, 7, 1), 500_000_00),)
    raised = replace(TRACY, fees=MappingProxyType(fees))
    c = dd.registration_checklist(raised, dd.RegistrationFacts(kind="dangerous"), ON)
    assert c.items[2].detail == "none on file (at least $500,000.00 is required)"


def _due(day: date) -> Explained[date]:
    return Explained(day, "MN-347.50")


def test_mn_347_50_sterilization_reads_done_by_whom_and_when_or_when_it_is_due():
    """MN-347.50 (347.52 (d)): done (on a day, by a clinic, or as the dog's record says), not yet
    with its last day, or overdue: then the dog is seized and sterilized at the owner's expense."""
    due = date(2026, 7, 6)
    assert _item("sterilization", altered=True) == ChecklistItem(
        "sterilization", STERILIZED, True, "the dog's record says it is spayed or neutered", STERILE, False)
    assert _item("sterilization", altered=True, sterilized_by="Tracy Veterinary Clinic", sterilize_by=_due(due)) == \
        ChecklistItem("sterilization", STERILIZED, True, "done by Tracy Veterinary Clinic", STERILE, False, due)
    assert _item("sterilization", sterilized_on=ON).detail == "done on Wednesday July 1, 2026"
    assert _item("sterilization", sterilized_on=date(2026, 7, 2), sterilize_by=_due(due)) == ChecklistItem(
        "sterilization", STERILIZED, False, "recorded on Thursday July 2, 2026, after Wednesday July 1, 2026",
        STERILE, False, due)
    assert _item("sterilization", sterilize_by=_due(due)) == ChecklistItem(
        "sterilization", STERILIZED, False, "not yet; due by Monday July 6, 2026", STERILE, False, due)
    assert _item("sterilization", sterilize_by=_due(due), on=due).detail == "not yet; due by Monday July 6, 2026"
    assert _item("sterilization", sterilize_by=_due(due), on=date(2026, 7, 7)) == ChecklistItem(
        "sterilization", STERILIZED, False, "not yet; due by Monday July 6, 2026, overdue: the dog is to be seized "
        "and sterilized at the owner's expense", STERILE, False, due)


TRACY_STERILIZE = "dangerous_dog_sterilization_days"


def _detail(profile, on: date) -> str:
    return dd.registration_checklist(profile, dd.RegistrationFacts(kind="dangerous"), on).items[5].detail


def test_mn_347_50_sterilizations_days_in_the_words_are_the_profiles():
    periods = dict(TRACY.periods)
    periods[TRACY_STERILIZE] = (Dated(date(1900, 1, 1), 45),)
    longer = replace(TRACY, periods=MappingProxyType(periods))
    c = dd.registration_checklist(longer, dd.RegistrationFacts(kind="dangerous"), ON)
    assert c.items[5].detail == "not yet; due 45 days from the notice"
    periods[TRACY_STERILIZE] = TRACY.periods[TRACY_STERILIZE] + (Dated(date(2026, 11, 1), 45),)
    amended = replace(TRACY, periods=MappingProxyType(periods))  # the days in force on the day asked about
    assert _detail(amended, ON) == "not yet; due 30 days from the notice"
    assert _detail(amended, date(2026, 11, 2)) == "not yet; due 45 days from the notice"


def test_mn_347_50_a_potentially_dangerous_dog_is_only_microchipped():
    """MN-347.50 (347.515): no registration for a potentially dangerous dog, only the microchip."""
    c = dd.registration_checklist(TRACY, dd.RegistrationFacts(kind="potentially_dangerous", fee_paid=True), ON)
    assert c.kind == "potentially_dangerous"
    assert c.items == (ChecklistItem("microchip", "Microchip", False, "no microchip number on file", CHIP),)
    assert c.missing_text() == "Microchip: no microchip number on file"
    chipped = dd.registration_checklist(TRACY, dd.RegistrationFacts(kind="potentially_dangerous",
                                                                    microchip="985112003456789"), ON)
    assert chipped.items == (ChecklistItem("microchip", "Microchip", True, "number 985112003456789", CHIP),)
    assert chipped.complete is True
