"""A checklist or a receipt names the part of the ordinance in the city's own words, never the
office's rule id: W-90.11D prints "§ 90.11(D)", W-90.10H1 its family's citation (RULES.md)."""
from animaloffice import config
from animaloffice.domain.citations import part_of
from animaloffice.domain.profile_reader import shipped_profiles

PROFILES = shipped_profiles(config.resources_dir())


def test_w_90_11_a_standards_part_prints_as_its_section_and_letter():
    worthington = PROFILES["worthington"]
    assert part_of(worthington, "W-90.11D") == "§ 90.11(D)"
    assert part_of(worthington, "W-90.11") == "§ 90.11"
    assert part_of(worthington, "W-90.10H1") == "§ 90.10(H)(1)-(2)"  # its own entry in the profile


def test_t_4a_a_part_with_its_own_citation_prints_that_citation():
    assert part_of(PROFILES["tracy"], "T-4A") == "§ 8.30, subd. 4(A)"
