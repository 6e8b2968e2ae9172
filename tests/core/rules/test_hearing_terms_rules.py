"""Who hears each matter, under which rule, and how it is appealed, as the profile states it
(``domain.hearing_terms``): "not stated" is never filled in, and a malformed table is reported with
its words (T-4A, T-4C, W-90.10H5, MN-347.50)."""
from animaloffice import config
from animaloffice.domain import hearing_terms as ht
from animaloffice.domain.hearing_terms import HearingTerms
from animaloffice.domain.profile_reader import shipped_profiles

PROFILES = shipped_profiles(config.resources_dir())
TRACY = PROFILES["tracy"]
WORTHINGTON = PROFILES["worthington"]
FULL = {"body": "Police Commission", "source": "Tracy City Code § 8.30, subd. 4(A)",
        "appeal": "de novo to the City Council", "appeal_source": "Tracy City Code § 8.30, subd. 4(A)",
        "appeal_days": 30, "appeal_days_source": "Resolution 2026-14", "request_counts": "mailed",
        "request_counts_source": "Tracy City Code § 8.30, subd. 4(A)"}


def test_each_kind_of_notice_starts_its_matter():
    assert [ht.matter_for(k) for k in ("denial", "revocation", "citation", "dangerous_dog", "permit_denial")] == [
        "permit_denial", "permit_revocation", "citation", "dangerous_dog", "permit_denial"]


def test_t_4a_tracys_denial_is_heard_by_the_police_commission_and_counts_the_postmark():
    t = TRACY.hearings["permit_denial"]
    assert (t.body, t.source) == ("Police Commission", "Tracy City Code § 8.30, subd. 4(A)")
    assert t.appeal_days is None and t.hearing_stated and t.appeal_stated and t.counts_mailed()
    assert t.missing() == [] and t.set_by == ""


def test_w_90_10h5_worthington_names_no_body_rule_or_appeal_and_none_is_made_up():
    t = WORTHINGTON.hearings["permit_revocation"]
    assert (t.body, t.source, t.appeal, t.appeal_days) == ("", "", "", None)
    assert not t.hearing_stated and not t.appeal_stated and not t.counts_mailed()
    assert t.missing() == ["the body or officer that hears it", "the rule that gives the hearing", "the appeal route"]


def test_mn_347_50_a_hearing_officer_with_its_rule_is_stated_though_no_appeal_is():
    t = WORTHINGTON.hearings["dangerous_dog"]
    assert t.hearing_stated and not t.appeal_stated and t.missing() == ["the appeal route"]
    assert not HearingTerms("citation", body="Hearing Officer").hearing_stated  # a body without its rule
    assert not HearingTerms("citation", source="Minn. Stat. § 347.541").hearing_stated
    assert HearingTerms("citation", body="Hearing Officer").missing() == [
        "the rule that gives the hearing", "the appeal route"]
    filled = t.with_values(appeal="to the district court", set_by="admin")
    assert filled.appeal_stated and filled.set_by == "admin" and filled.body == "Hearing Officer"
    assert t.appeal == ""  # the shipped terms are not changed


def test_a_profiles_text_is_kept_trimmed_and_not_stated_reads_as_nothing():
    assert ht.stated("  Police Commission ") == "Police Commission"
    assert ht.stated("Not Stated") == "" and ht.stated(" not stated ") == ""
    assert ht.stated(None) == "" and ht.stated(30) == ""


def test_terms_from_a_table_keep_what_is_stated():
    t = ht.terms_from_table("permit_denial", FULL)
    assert t == HearingTerms("permit_denial", "Police Commission", "Tracy City Code § 8.30, subd. 4(A)",
                             "de novo to the City Council", "Tracy City Code § 8.30, subd. 4(A)", 30,
                             "Resolution 2026-14", "mailed", "Tracy City Code § 8.30, subd. 4(A)")
    bare = ht.terms_from_table("citation", {"body": "not stated"})
    assert bare == HearingTerms("citation")
    assert bare.request_counts == "received" and bare.appeal_days is None


def test_only_a_number_of_days_above_zero_is_an_appeal_deadline():
    for days in ("not stated", 0, -5, True, "30"):
        assert ht.terms_from_table("permit_denial", {**FULL, "appeal_days": days}).appeal_days is None, days
    assert ht.terms_from_table("permit_denial", {**FULL, "appeal_days": 1}).appeal_days == 1


def test_a_well_formed_table_has_no_problems():
    assert ht.table_problems(FULL) == []
    assert ht.table_problems({}) == [] and ht.table_problems({**FULL, "appeal_days": 1}) == []
    assert ht.table_problems({"body": "not stated", "appeal": "Not stated", "appeal_days": "not stated"}) == []


def test_each_problem_of_a_malformed_hearing_table_in_words():
    assert ht.table_problems(["Police Commission"]) == [("", "must be a table")]
    assert ht.table_problems({**FULL, "colour": "red", "when": 1}) == [("colour", "unknown key"), ("when", "unknown key")]
    assert ht.table_problems({**FULL, "body": 3, "request_counts_source": None}) == [
        ("body", 'must be text (or "not stated")'), ("request_counts_source", 'must be text (or "not stated")')]
    for days in (0, -1, True, "30", 2.5):
        assert ("appeal_days", 'must be a number of days above 0, or "not stated"') in ht.table_problems(
            {**FULL, "appeal_days": days}), days
    assert ht.table_problems({**FULL, "appeal_days": "30"}) == [
        ("appeal_days", 'must be a number of days above 0, or "not stated"')]
    assert ht.table_problems({**FULL, "request_counts": "postmark"}) == [
        ("request_counts", 'must be "received" or "mailed"')]


def test_a_stated_deadline_body_or_appeal_needs_its_source():
    no_source = {k: v for k, v in FULL.items() if k != "appeal_days_source"}
    assert ht.table_problems(no_source) == [("appeal_days_source", "an appeal deadline needs its source")]
    assert ht.table_problems({**FULL, "appeal_days_source": "not stated"}) == [
        ("appeal_days_source", "an appeal deadline needs its source")]
    assert ht.table_problems({**FULL, "source": "not stated"}) == [("source", "a stated body needs its source")]
    assert ht.table_problems({"appeal": "to the City Council"}) == [("appeal_source", "a stated appeal needs its source")]
    assert ht.table_problems({"body": "not stated", "appeal": "not stated"}) == []
    assert ht.table_problems({"body": "Police Commission", "appeal": "de novo"}) == [
        ("source", "a stated body needs its source"), ("appeal_source", "a stated appeal needs its source")]
