"""The service layer, not only the window, refuses what a role may not do.

Every public service function that acts for someone (takes ``actor``) must check
the actor's permission before anything else. The sweep below finds every such
function in ``animaloffice.services`` (including ones added later) and calls it as
a user with no rights and nonsense arguments: it must answer PermissionDenied.
"""
import importlib
import inspect
import pkgutil
from datetime import date, timedelta

import pytest

import animaloffice.services as services_pkg
from animaloffice.domain.errors import PermissionDenied
from animaloffice.domain.roles import PERMISSIONS, ROLES, Actor
from animaloffice.persistence.models.office import AuditEntry, ProfileSetting
from animaloffice.services import animals, jurisdictions, licensing, owners
from animaloffice.services.payments import PaymentInput

# Helpers that run inside an action which has already checked its own permission.
INSIDE_AN_ACTION = {
    "audit.record", "audit.record_export", "common.void", "payments.add_charge",
    "licensing.expire_if_past",  # a license past its end, marked inside a transfer, death or issue
    "licensing.end_licenses",  # an animal's licenses ended inside its transfer, death or adoption
    "exemptions.close_exemption", "exemptions.end_on_transfer",  # inside end_exemption or a transfer
    # a hearing's decision or appeal carried to its case, inside the hearing action
    "hearing_effects.carry_decision", "hearing_effects.carry_appeal",
    "dangerous_dog_outcomes.carry_decision", "dangerous_dog_outcomes.carry_appeal",
    "dangerous_dog_outcomes.close_on_death",  # a dog's open cases closed inside its recorded death
    "import_codes.start_run", "import_codes.keep",  # an import's run and its records, inside import_file
    "payments.void_fees_of",  # a voided license's or application's fees, inside its voiding
    "calendar_recompute.recompute",  # open holds and deadlines, inside a closure or holiday option change
    "permit_changes.flag_moved_permits",  # a holder's permits flagged (T-4A), inside the recorded move
    "approvals.check",  # a second person's approval, inside the void or refund it approves
}
NOBODY = Actor("nobody", "nobody", None)


def acting_functions():
    found = []
    for m in pkgutil.iter_modules(services_pkg.__path__):
        module = importlib.import_module(f"animaloffice.services.{m.name}")
        for name, fn in inspect.getmembers(module, inspect.isfunction):
            if name.startswith("_") or fn.__module__ != module.__name__:
                continue
            if f"{m.name}.{name}" in INSIDE_AN_ACTION:
                continue
            if "actor" in inspect.signature(fn).parameters:
                found.append(pytest.param(fn, id=f"{m.name}.{name}"))
    return found


def _nonsense_call(fn):
    args, kwargs = [], {}
    for p in inspect.signature(fn).parameters.values():
        value = NOBODY if p.name == "actor" else None
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            if p.default is p.empty or p.name == "actor":
                args.append(value)
        elif p.kind == p.KEYWORD_ONLY and (p.default is p.empty or p.name == "actor"):
            kwargs[p.name] = value
    return fn(*args, **kwargs)


def test_every_service_checks_permission_first(office):
    n = AuditEntry.select().count()
    unchecked = []
    for param in acting_functions():
        try:
            _nonsense_call(param.values[0])
        except PermissionDenied:
            continue
        except Exception as exc:
            unchecked.append(f"{param.id}: {type(exc).__name__}: {exc}")
        else:
            unchecked.append(f"{param.id}: ran for a user with no rights")
    assert not unchecked, "\n".join(unchecked)
    assert AuditEntry.select().count() == n


def test_sweep_found_the_known_services():
    names = {p.id for p in acting_functions()}
    assert {"licensing.issue_license", "owners.create_owner", "users.create_user",
            "jurisdictions.set_dated_value", "restore.restore", "audit_export.export_csv"} <= names


def test_every_permission_names_known_roles():
    for action, roles in PERMISSIONS.items():
        assert roles and roles <= set(ROLES), action
    assert Actor("x", "administrator").may("manage_users")
    assert not Actor("x", "administrator").may("no_such_action")


@pytest.mark.parametrize("action,clerk,officer", [
    ("decide_permit", False, True), ("change_fees", False, False), ("issue_license", True, True),
    ("manage_users", False, False), ("restore_backup", False, False), ("dispose", False, True),
    ("view_audit", False, True),
])
def test_role_matrix(action, clerk, officer):
    assert Actor("c", "clerk").may(action) is clerk
    assert Actor("o", "officer").may(action) is officer
    assert Actor("a", "administrator").may(action)


def test_clerk_cannot_change_a_fee(office):
    n = ProfileSetting.select().count()
    with pytest.raises(PermissionDenied):
        jurisdictions.set_dated_value(office.clerk, office.tracy, "fee", "license.dog", date.today(), 1)
    with pytest.raises(PermissionDenied):
        jurisdictions.set_dated_value(office.officer, office.tracy, "fee", "license.dog", date.today(), 1)
    assert ProfileSetting.select().count() == n
    jurisdictions.set_dated_value(office.admin, office.tracy, "fee", "license.dog", date.today(), 2500)
    assert ProfileSetting.select().count() == n + 1


def test_clerk_cannot_waive_a_license_fee(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Fee", address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Rex", sex="M", birth_date=date.today() - timedelta(days=900))
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=date.today() - timedelta(days=5),
                               veterinarian="Dr. V")
    with pytest.raises(PermissionDenied):
        licensing.issue_license(office.clerk, animal_id=a.id, fee_cents=0, waiver_reason="hardship")
    with pytest.raises(PermissionDenied):  # nor waive it (T-3A)
        licensing.issue_license(office.clerk, animal_id=a.id, waiver_reason="hardship")
    assert licensing.issue_license(office.admin, animal_id=a.id, fee_cents=0,
                                   waiver_reason="hardship").fee_cents == 0


def test_clerk_cannot_decide_a_permit(office):
    """T-4A decisions are an officer's: the service refuses a clerk, whatever the window shows."""
    from animaloffice.persistence.models.permits import Permit, PermitApplication
    from animaloffice.services import permits

    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Keeper",
                            address={"line1": "9 Elm St", "city": "Tracy", "postal_code": "56175"})
    rec = permits.record_application(office.clerk, owner_id=o.id, permit_type="animal",
                                     species=["bird", "bird", "bird", "bird"], payment=PaymentInput("cash"))
    audit_before = AuditEntry.select().count()
    with pytest.raises(PermissionDenied):
        permits.approve_application(office.clerk, rec.application_id, conditions="Indoors",
                                    expires_on=date.today() + timedelta(days=365))
    with pytest.raises(PermissionDenied):
        permits.deny_application(office.clerk, rec.application_id, reasons=["no"])
    assert PermitApplication.get_by_id(rec.application_id).status == "pending"
    assert Permit.select().count() == 0 and AuditEntry.select().count() == audit_before
    decided = permits.approve_application(office.officer, rec.application_id, conditions="Indoors",
                                          expires_on=date.today() + timedelta(days=365))
    assert Permit.select().count() == 1 and decided is not None
