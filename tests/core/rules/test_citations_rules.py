"""From a rule id to the section a paper prints (``domain.citations``): the profile's own wording of the
rule, else of its family (W-90.10H5, then W-90.10H), else the ordinance as a whole; the part a checklist
prints ("§ 90.05(C)(1)(b)"); an explanation with each "(T-6C)" replaced by its section."""
from dataclasses import replace

import pytest

from animaloffice import config
from animaloffice.domain.citations import citation_for, in_words, part_of
from animaloffice.domain.profile_reader import shipped_profiles

PROFILES = shipped_profiles(config.resources_dir())
TRACY, WORTHINGTON = PROFILES["tracy"], PROFILES["worthington"]


@pytest.mark.parametrize(("profile", "rule_id", "printed"), [
    (TRACY, "T-6C", "Tracy City Code § 8.30, subd. 6(C); Minn. Stat. § 346.47"),
    (TRACY, "T-6D", "Tracy City Code § 8.30, subd. 6(D)"),
    (TRACY, "T-6D5", "Tracy City Code § 8.30, subd. 6(D)(5)"),  # its own entry, not its family's
    (TRACY, "T-4B3", "Tracy City Code § 8.30, subd. 4(B)(3)"),
    (TRACY, "T-4B", "Tracy City Code § 8.30, subd. 4(B)"),
    (TRACY, "MN-347.14", "Minn. Stat. § 347.14"),
    (TRACY, "MN-347.541", "Minn. Stat. § 347.541"),
    (TRACY, "MN-347.50", "Minn. Stat. §§ 347.50-347.565"),  # the dangerous-dog family
    (WORTHINGTON, "W-90.10H5", "Worthington City Code § 90.10(H)(5)"),
    (WORTHINGTON, "W-90.10H1", "Worthington City Code § 90.10(H)(1)-(2)"),
    (WORTHINGTON, "W-90.10H9", "Worthington City Code § 90.10(H)"),  # a part with no entry: its family's
    (WORTHINGTON, "W-90.05C", "Worthington City Code § 90.05(C)"),
    (WORTHINGTON, "W-90.11D", "Worthington City Code § 90.11"),
    (WORTHINGTON, "T-6C", "Minn. Stat. § 346.47"),
])
def test_a_rule_id_prints_as_the_profiles_own_wording(profile, rule_id, printed):
    assert citation_for(profile, rule_id) == printed


def test_w_90_10h5_a_rule_the_profile_has_no_entry_for_prints_its_familys_entry_or_the_ordinance():
    assert citation_for(TRACY, "W-90.10H5") == "Tracy City Code § 8.30, subd. 4(A)"  # W-90.10H: permit_denial
    assert citation_for(WORTHINGTON, "T-3A") == "Worthington City Code Chapter 90"
    assert citation_for(TRACY, "X-12") == "Tracy City Code § 8.30"
    assert citation_for(TRACY, "") == "Tracy City Code § 8.30"


def test_a_profile_citing_no_ordinance_entry_prints_the_ordinances_name():
    bare = replace(TRACY, citations={"impound": "Subd. 6(A)"})
    assert citation_for(bare, "T-6A") == "Subd. 6(A)"
    assert citation_for(bare, "T-6C") == "Tracy City Code Section 8.30"


@pytest.mark.parametrize(("profile", "rule_id", "part"), [
    (WORTHINGTON, "W-90.11D", "§ 90.11(D)"),
    (WORTHINGTON, "W-90.11", "§ 90.11"),
    (WORTHINGTON, "W-90.05C1b", "§ 90.05(C)(1)(b)"),
    (WORTHINGTON, "W-90.11AB12", "§ 90.11(AB)(12)"),
    (WORTHINGTON, "T-6D3a", "Worthington City Code Chapter 90(a)"),  # a citation with no section sign
    (WORTHINGTON, "Q-12A", "Worthington City Code Chapter 90"),  # an id of no family: the ordinance, no part
    (TRACY, "T-4A", "§ 8.30, subd. 4(A)"),
    (TRACY, "T-6C", "§ 8.30, subd. 6(C); Minn. Stat. § 346.47"),  # from the first section sign
    (TRACY, "T-8A.2", "§ 8.30, subd. 8(A)(2)"),
])
def test_a_part_prints_as_its_section_and_its_letters_and_numbers(profile, rule_id, part):
    assert part_of(profile, rule_id) == part


def test_t_6c_an_explanation_reads_with_the_section_in_place_of_each_rule_id():
    text = "The hold ends on Monday June 8, 2026 (T-6C). The owner was told (MN-347.14)."
    assert in_words(TRACY, text) == ("The hold ends on Monday June 8, 2026 (Tracy City Code § 8.30, subd. 6(C); "
                                     "Minn. Stat. § 346.47). The owner was told (Minn. Stat. § 347.14).")
    assert in_words(WORTHINGTON, "Penalty $150.00 (W-90.05C)") == "Penalty $150.00 (Worthington City Code § 90.05(C))"
    assert in_words(TRACY, "Nothing to cite (a note).") == "Nothing to cite (a note)."
    assert in_words(TRACY, "") == ""
    assert in_words(TRACY, None) == ""
