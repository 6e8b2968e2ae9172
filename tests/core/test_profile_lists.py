"""The shipped profiles' lists, item by item, against the ordinance texts (T-2C, T-8A, T-6D1-6,
T-7C, T-4B3, W-90.10A-B, W-90.11A-I, W-90.05C). A list that lost or changed an item would put a
wrong choice in front of the officer or a wrong figure on a bill."""
from datetime import date

from animaloffice import config
from animaloffice.domain.profile_reader import shipped_profiles

P = shipped_profiles(config.resources_dir())
TRACY, WORTH = P["tracy"], P["worthington"]


def _codes(profile, name):
    return [(i.code, i.rule_id) for i in profile.items(name)]


def test_t_2c_seven_kinds_of_animal_nuisance():
    """subd. 2(C)(1)-(7): noise, bite, at large, property damage, unsanitary, neglect, abuse."""
    assert _codes(TRACY, "nuisance_kinds") == [
        (code, "T-2C") for code in ("noise", "bite", "at_large", "property_damage", "unsanitary", "neglect", "abuse")]


def test_t_8a_six_misdemeanors():
    """subd. 8(A)(1)-(6)."""
    assert _codes(TRACY, "violation_kinds") == [
        (code, "T-8A") for code in ("no_license", "nuisance", "permit_conditions", "no_tag", "misrepresentation",
                                    "prohibited_animal")]


def test_t_6d1_6_six_grounds_for_seizure():
    """subd. 6(D)(1)-(6), each under its own clause; clause (2) in two: neglect or abuse (a seizure for
    cruelty or neglect, MN-343.235), and a bite or immediate danger."""
    assert [rule for _, rule in _codes(TRACY, "seizure_grounds")] == ["T-6D1", "T-6D2", "T-6D2", "T-6D3",
                                                                       "T-6D4", "T-6D5", "T-6D6"]
    assert [code for code, _ in _codes(TRACY, "seizure_grounds")
            if TRACY.item("seizure_grounds", code).extra.get("cruelty_seizure")] == ["neglect_abuse"]
    assert "2 business days" in TRACY.item("seizure_grounds", "no_license_after_notice").text
    assert TRACY.period("license_notice_business_days", date(2026, 1, 1)) == 2


def test_t_7c_six_exemptions():
    """subd. 7(C)(1)-(6), with the 30-day stay, the 7-day show stay and the 4-month age."""
    assert _codes(TRACY, "exemptions") == [
        (code, "T-7C") for code in ("police_canine", "temporary_30", "in_transit", "show_7", "veterinary_care",
                                    "under_4_months")]
    assert TRACY.period("minimum_license_age_months", date(2026, 1, 1)) == 4
    assert WORTH.items("exemptions") == ()  # chapter 90 licenses no dogs or cats


def test_t_4b3_every_named_wild_animal_is_prohibited():
    """subd. 4(B)(3): wild felines, bears, wolf, coyote, wolverine, badger, porcupine; primates over 30 lb."""
    prohibited = {code for code, s in TRACY.species.items() if s.prohibited == "T-4B3"}
    assert prohibited == {"wild_feline", "bear", "wolf", "coyote", "wolverine", "badger", "porcupine"}
    assert TRACY.species_info("primate").primate and TRACY.period("primate_max_lb", date(2026, 1, 1)) == 30


def test_w_90_10a_b_four_permit_types_and_their_fees():
    """90.10(A), (E): breeder (hobbyist, professional), commercial establishment, shelter; the
    $10 transfer fee of 90.10(F)."""
    assert [code for code, _ in _codes(WORTH, "permit_types")] == [
        "breeder_hobbyist", "breeder_professional", "commercial", "shelter"]
    on = date(2026, 1, 1)
    assert all(WORTH.has_fee(f"permit.{code}") for code, _ in _codes(WORTH, "permit_types"))
    assert WORTH.fee("permit.transfer", on) == 1000
    assert [code for code, _ in _codes(TRACY, "permit_types")] == ["animal"]


def test_w_90_11a_i_the_checklist_has_every_standard_in_order():
    """90.11(A)-(I): nine standards, one checklist item each, in the ordinance's order."""
    assert [rule for _, rule in _codes(WORTH, "inspection_items")] == [f"W-90.11{c}" for c in "ABCDEFGHI"]
    assert len({code for code, _ in _codes(WORTH, "inspection_items")}) == 9


def test_w_90_05c_penalty_ladder_and_the_other_periods_of_chapter_90():
    """90.05(C) $100 / $150 / $300; 90.10(G) 12 months; 90.10(H)(3) 3 violations; 90.10(H)(5)
    10 days; 90.10(H)(7) 30 days; 90.01 more than two litters."""
    on = date(2026, 1, 1)
    assert [WORTH.fee(f"at_large.{n}", on) for n in (1, 2, 3)] == [10000, 15000, 30000]
    assert not WORTH.has_fee("at_large.4") and not TRACY.has_fee("at_large.1")
    periods = {k: WORTH.period(k, on) for k in ("operating_bar_months", "review_violation_count", "removal_days",
                                                 "reapply_days", "breeder_professional_litters")}
    assert periods == {"operating_bar_months": 12, "review_violation_count": 3, "removal_days": 10,
                       "reapply_days": 30, "breeder_professional_litters": 2}


def test_mn_347_14_and_t_5_print_their_own_sections():
    """MN-347.14 (notice to an impounded dog's owner) is not one of the dangerous-dog sections
    (MN-347.50), and T-5 is Tracy's subd. 5 on the animal control facility."""
    from animaloffice.domain.citations import citation_for

    for profile in (TRACY, WORTH):
        assert citation_for(profile, "MN-347.14") == "Minn. Stat. § 347.14" == profile.cite("owner_notice")
        assert citation_for(profile, "MN-347.50") == profile.cite("dangerous_dog")
    assert citation_for(TRACY, "T-5") == "Tracy City Code § 8.30, subd. 5"
