"""Every status is stored as its text and shown by its words (``domain.statuses``): the label a list
shows, the lower-case words a sentence uses (the label's own unless a kind words it apart), and a value
this release does not know shown as it is."""
import pytest

from animaloffice.domain.statuses import (
    ApplicationStatus,
    CallStatus,
    DangerousDogStatus,
    HearingStatus,
    ImpoundStatus,
    LicenseStatus,
    PermitStatus,
)


def test_t_3a_a_status_is_its_stored_text_and_is_found_by_it():
    assert LicenseStatus("relicense") is LicenseStatus.RELICENSE
    assert LicenseStatus.RELICENSE.value == "relicense" == str(LicenseStatus.RELICENSE)
    assert ImpoundStatus("returned_in_field") is ImpoundStatus.RETURNED_IN_FIELD
    assert [m.value for m in CallStatus] == ["new", "assigned", "closed"]


@pytest.mark.parametrize(("member", "label", "words"), [
    (LicenseStatus.ACTIVE, "In force", "in force"),
    (LicenseStatus.EXPIRED, "Expired", "expired"),
    (LicenseStatus.ENDED, "Ended (transferred or died)", "ended"),
    (LicenseStatus.RELICENSE, "Ended: licensed again", "ended, the animal relicensed"),
    (ApplicationStatus.PENDING, "Pending", "pending a decision"),
    (PermitStatus.ENDED_ON_APPEAL, "Ended on appeal", "ended on appeal"),
    (ImpoundStatus.RELEASED, "Released to owner", "released to its owner"),
    (ImpoundStatus.DISPOSED, "Disposed", "disposed of"),
    (HearingStatus.SCHEDULED, "Hearing to be held", "hearing to be held"),
    (DangerousDogStatus.RESCINDED, "Rescinded", "rescinded"),
    (CallStatus.NEW, "New, not assigned", "new, not assigned"),
])
def test_a_status_reads_by_its_label_and_its_words(member, label, words):
    assert (member.label, member.words) == (label, words)
    kind = type(member)
    assert kind.label_of(member.value) == label
    assert kind.words_of(member.value) == words


def test_a_stored_value_this_release_does_not_know_shows_as_it_is():
    assert LicenseStatus.label_of("suspended") == "suspended"
    assert LicenseStatus.words_of("suspended") == "suspended"
    assert PermitStatus.label_of("") == ""
    assert HearingStatus.words_of("postponed") == "postponed"
