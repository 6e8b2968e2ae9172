"""The refusals the core raises on purpose (``domain.errors``): each names its field, rule or record, and
reads in plain words for a log, a command line or a test ("fee: may not be negative", "the notice was
not sent (MN-347.14)", "a user with the role 'clerk' may not run hearings")."""
import pytest

from animaloffice.domain.errors import (
    AccountDeactivated,
    ConflictError,
    NotFound,
    OfficeError,
    PermissionDenied,
    ProfileError,
    Refusal,
    RuleViolation,
    ValidationError,
)


def test_a_bad_input_names_its_field_the_reason_and_the_value():
    e = ValidationError("payment.amount_cents", "may not be negative", -5)
    assert (e.field, e.reason, e.value) == ("payment.amount_cents", "may not be negative", -5)
    assert e.message == "payment.amount_cents: may not be negative"
    assert str(e) == "payment.amount_cents: may not be negative"
    assert e.args == ("payment.amount_cents", "may not be negative")
    assert isinstance(e, OfficeError)
    assert ValidationError("owner.name", "is required").value is None


def test_mn_347_14_a_refusal_reads_its_reason_and_rule_id():
    r = Refusal("MN-347.14", "the owner has not been sent the impound notice", {"action": "impound_notice"})
    assert r.text() == "the owner has not been sent the impound notice (MN-347.14)"
    assert Refusal("T-6C", "the hold has not ended").data == {}


def test_t_6c_a_rule_violation_carries_every_reason_in_order():
    first = Refusal("T-6C", "the hold ends on Friday June 5, 2026")
    second = Refusal("MN-347.14", "the notice has not been posted")
    e = RuleViolation([first, second], field="impound.outcome")
    assert e.refusals == [first, second]
    assert e.rule_ids == ["T-6C", "MN-347.14"]
    assert e.field == "impound.outcome"
    assert e.message == "the hold ends on Friday June 5, 2026 (T-6C); the notice has not been posted (MN-347.14)"
    assert str(e) == e.message
    assert e.args == ([first, second],)


def test_t_6c_a_single_refusal_is_a_violation_of_one_reason_and_no_field():
    only = Refusal("T-6C", "the hold has not ended")
    e = RuleViolation(only)
    assert e.refusals == [only] and e.rule_ids == ["T-6C"]
    assert e.field is None
    assert e.message == "the hold has not ended (T-6C)"
    assert e.args == ([only],)


def test_a_record_not_found_names_its_id_field():
    e = NotFound("owner", 42)
    assert (e.entity, e.key, e.field) == ("owner", 42, "owner_id")
    assert e.message == "owner_id: no owner 42"
    assert e.args == ("owner", 42)
    named = NotFound("license", "TR-2026-0001", field="license_number")
    assert named.field == "license_number"
    assert named.message == "license_number: no license 'TR-2026-0001'"


def test_a_refused_action_reads_what_the_role_may_not_do():
    e = PermissionDenied("hearings", "clerk")
    assert (e.action, e.role, e.field) == ("hearings", "clerk", None)
    assert e.message == "a user with the role 'clerk' may not run hearings"
    assert e.args == ("hearings", "clerk")
    assert PermissionDenied("view_confidential", "officer").message == (
        "a user with the role 'officer' may not see who called or who was bitten")


def test_an_action_without_words_of_its_own_reads_with_spaces():
    assert PermissionDenied("print_tag_sheets", "volunteer").message == (
        "a user with the role 'volunteer' may not print tag sheets")


def test_a_deactivated_account_is_told_to_sign_in_again():
    e = AccountDeactivated("take_payment", "jdoe")
    assert isinstance(e, PermissionDenied)
    assert (e.action, e.role, e.username, e.field) == ("take_payment", "deactivated", "jdoe", None)
    assert e.message == "your account was deactivated by an administrator; sign in again"


def test_a_record_changed_at_another_desk_is_told_to_reload():
    e = ConflictError("impound", 17, field="impound.kennel")
    assert (e.entity, e.record_id, e.field) == ("impound", 17, "impound.kennel")
    assert e.message == ("impound 17 was changed by someone else since you opened it; "
                         "reload it and make your change again")
    assert e.args == ("impound", 17)
    assert ConflictError("owner", 3).field is None


def test_a_malformed_profile_names_its_file_and_key():
    e = ProfileError("tracy.toml", "fees.impound", "must be a list")
    assert (e.source, e.key, e.problem, e.field) == ("tracy.toml", "fees.impound", "must be a list", "fees.impound")
    assert e.message == "tracy.toml: fees.impound: must be a list"
    assert e.args == ("tracy.toml", "fees.impound", "must be a list")


@pytest.mark.parametrize("error", [
    ValidationError("f", "m"), RuleViolation(Refusal("T-6C", "r")), NotFound("owner", 1),
    PermissionDenied("hearings", "clerk"), ConflictError("owner", 1), ProfileError("s", "k", "p"),
])
def test_every_refusal_prints_as_its_message(error):
    assert str(error) == error.message != ""
