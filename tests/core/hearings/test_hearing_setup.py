"""Hearings and appeals come from the profile, never invented (T-4A, T-4C; W-90.10H5: chapter 90 as
given grants no hearing on a permit denial or revocation and names no body). Each matter's body, rule,
appeal route and deadline are the profile's, with their sources; what it leaves "not stated" an
administrator fills in, with its source, and until then Settings warns."""
from datetime import date

import pytest

from animaloffice.domain.errors import PermissionDenied, ProfileError, ValidationError
from animaloffice.domain.profile_reader import parse_profile
from animaloffice.persistence.models.enforcement import HearingSetup
from animaloffice.persistence.models.office import AuditEntry, Jurisdiction
from animaloffice.persistence.profiles import available_profiles, state_law_dir
from animaloffice.queries.hearing_terms import hearing_terms
from animaloffice.services import permit_notices
from animaloffice.services import permits as svc
from animaloffice.services.hearing_setup import set_hearing_terms, setup_warnings
from animaloffice.services.payments import PaymentInput


def test_t_4a_t_4c_tracy_names_the_police_commission_and_the_de_novo_appeal(office):
    denial, revocation = (hearing_terms(office.tracy, m) for m in ("permit_denial", "permit_revocation"))
    assert denial.body == revocation.body == "Police Commission"
    assert denial.source == "Tracy City Code § 8.30, subd. 4(A)"
    assert revocation.source == "Tracy City Code § 8.30, subd. 4(C)"
    assert "de novo" in denial.appeal and denial.appeal_source == "Tracy City Code § 8.30, subd. 4(A)"
    assert denial.appeal_days is None and revocation.appeal_days is None  # "not stated": none made up


def test_w_90_10h5_worthington_states_no_hearing_body_or_rule_for_permits(office):
    for matter in ("permit_denial", "permit_revocation"):
        terms = hearing_terms(office.worthington, matter)
        assert (terms.body, terms.source, terms.appeal, terms.appeal_days) == ("", "", "", None)
        assert not terms.hearing_stated
    profile = available_profiles()["worthington"]
    assert "hearing" not in profile.citations and "90.10" not in repr(profile.hearings)


def test_w_90_10h5_settings_warn_until_an_administrator_fills_in_the_hearing(office):
    warnings = {(w.jurisdiction_id, w.matter): w for w in setup_warnings()}
    denial = warnings[(office.worthington, "permit_denial")]
    assert "the body or officer that hears it" in denial.text() and "City of Worthington" in denial.text()
    assert (office.worthington, "permit_revocation") in warnings
    assert (office.tracy, "permit_denial") not in warnings and (office.tracy, "permit_revocation") not in warnings
    before = AuditEntry.select().count()
    with pytest.raises(PermissionDenied):
        set_hearing_terms(office.officer, office.worthington, "permit_denial", body="Hearing Officer")
    with pytest.raises(ValidationError) as info:  # a body needs the rule that gives the hearing
        set_hearing_terms(office.admin, office.worthington, "permit_denial", body="Hearing Officer")
    assert info.value.field == "source"
    assert HearingSetup.select().count() == 0 and AuditEntry.select().count() == before
    terms = set_hearing_terms(office.admin, office.worthington, "permit_denial", body="Hearing Officer",
                              source="Worthington Resolution 2026-08", appeal="Review by writ of certiorari",
                              appeal_source="Minn. Stat. § 606.01", appeal_days=60, appeal_days_source="Minn. Stat. § 606.01")
    assert terms.body == "Hearing Officer" and terms.appeal_days == 60 and terms.set_by == "admin"
    assert AuditEntry.select().where(AuditEntry.action == "hearing_setup.set").count() == 1
    assert (office.worthington, "permit_denial") not in {(w.jurisdiction_id, w.matter) for w in setup_warnings()}


def test_w_90_10h_a_denial_notice_names_the_body_the_office_filled_in(office):
    """Once filled in, the notice names the body and its source: the office's, not chapter 90's."""
    from animaloffice.persistence.models.enforcement import Notice

    set_hearing_terms(office.admin, office.worthington, "permit_denial", body="Hearing Officer",
                      source="Worthington Resolution 2026-08")
    from animaloffice.services import owners

    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Nils", last_name="Berg").id
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="commercial", description="Pet shop",
                                 on=date(2026, 11, 2))
    svc.deny_application(office.officer, rec.application_id, reasons=["No isolation area"], on=date(2026, 11, 3))
    info = permit_notices.send_denial_notice(office.officer, rec.application_id, sent_on=date(2026, 11, 3))
    fields = Notice.get_by_id(info.id).fields
    assert '"hearing_body": "Hearing Officer"' in fields and "Resolution 2026-08" in fields
    assert "before the Hearing Officer" in Notice.get_by_id(info.id).explanation


def test_a_profile_stored_before_the_hearing_tables_reads_them_from_the_shipped_profile(office):
    """An office's stored Tracy profile from before ``[hearings]`` existed: the shipped profile of the
    same city gives the terms (never a body from the old ``hearing_body`` key)."""
    row = Jurisdiction.get_by_id(office.tracy)
    text = row.profile_source
    old = text[:text.index("# Who hears each kind of matter")] + text[text.index("[species.dog]"):]
    old = old.replace('ordinance = "Tracy City Code Section 8.30"\n',
                      'ordinance = "Tracy City Code Section 8.30"\nhearing_body = "Someone Else"\n')
    old = old.replace('or hand it in at City Hall."', 'or hand it in at City Hall. A request is on time if it is '
                      'received by the end of the last day."')
    Jurisdiction.update(profile_source=old, version=row.version + 1).where(Jurisdiction.id == row.id).execute()
    assert hearing_terms(office.tracy, "permit_denial").body == "Police Commission"
    # its old words on when a request is on time do not contradict the postmark the notice now counts
    from animaloffice.persistence.models.enforcement import Notice
    from animaloffice.services import owners

    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson").id
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["goat"], on=date(2026, 11, 2), payment=PaymentInput("cash"))
    svc.deny_application(office.officer, rec.application_id, reasons=["Livestock"], on=date(2026, 11, 3))
    info = permit_notices.send_denial_notice(office.officer, rec.application_id, sent_on=date(2026, 11, 3))
    fields = Notice.get_by_id(info.id).fields
    assert "City Hall." in fields and "received by the end of the last day" not in fields
    assert '"request_counts": "mailed"' in fields


@pytest.mark.parametrize("table,key", [
    ('[hearings.permit_denial]\nbody = "Council"\n', "hearings.permit_denial.source"),
    ('[hearings.zoning]\nbody = "not stated"\n', "hearings.zoning"),
    ('[hearings.permit_denial]\nappeal_days = 0\n', "hearings.permit_denial.appeal_days"),
    ('[hearings.permit_denial]\nappeal_days = 30\n', "hearings.permit_denial.appeal_days_source"),
    ('[hearings.permit_denial]\nrequest_counts = "posted"\n', "hearings.permit_denial.request_counts"),
])
def test_a_profile_that_credits_a_hearing_without_its_source_is_refused(table, key):
    from animaloffice import config

    text = (config.resources_dir() / "ordinances" / "worthington.toml").read_text(encoding="utf-8")
    start = text.index("[hearings.permit_denial]")
    text = text[:start] + table + "\n" + text[text.index("[species.dog]"):]
    with pytest.raises(ProfileError) as info:
        parse_profile(text, "test.toml", state_law_dir())
    assert info.value.key == key
