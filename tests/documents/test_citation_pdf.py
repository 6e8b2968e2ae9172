"""The printed citation reads back with its number, amount, dates, sections and hearing deadline."""
import io
from datetime import date, timedelta

import pypdf

from animaloffice.domain.explain import fmt_date
from animaloffice.services import animals, impounds, owners, violations
from tests.core.penalty_schedule import adopt_penalty_schedule


def _text(pdf: bytes) -> str:
    reader = pypdf.PdfReader(io.BytesIO(pdf))
    return "\n".join(page.extract_text() for page in reader.pages)


def test_citation_pdf_w_90_05c_reads_back(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Björn",
                            last_name="Ødegård", address={"line1": "5 Lake Ave", "city": "Worthington",
                                                          "postal_code": "56187"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.worthington, owner_id=o.id,
                              species="dog", name="Tuff", altered=False, breed="Beagle")
    occurred = date.today() - timedelta(days=3)
    # W-90.05C: the penalty is for being taken into custody for running at large
    impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large", animal_id=a.id,
                    on=occurred, found_place="Oxford St and 5th Ave")
    v = violations.record_violation(office.officer, owner_id=o.id, animal_id=a.id, kind="at_large",
                                    occurred_on=occurred, place="Oxford St and 5th Ave", officer="Officer Lund")
    issued = violations.issue_citation(office.officer, v.id, on=date.today())
    text = _text(violations.citation_pdf(v.id))
    flat = " ".join(text.split())
    assert issued.citation_number in flat
    assert "$100.00" in flat and "Björn Ødegård" in flat
    assert "Worthington City Code § 90.05(C)" in flat
    assert fmt_date(issued.hearing_deadline) in flat
    assert fmt_date(occurred) in flat and "Oxford St and 5th Ave" in flat
    # W-90.10H5, W-90.05C: chapter 90 names no body to hear a citation; none is made up, the owner is told to ask
    assert "City Council" not in flat and "90.10(H)" not in flat
    assert "does not provide a hearing on this citation" in flat and "ask the city for a hearing" in flat
    assert "Director of Public Safety" in flat  # how to request a hearing, from the profile


def test_w_90_05a_citation_cites_the_section_the_violation_is_under(office):
    """A running-at-large citation where the animal was not impounded ($50, not W-90.05C) names
    Worthington City Code § 90.05(A) among the sections it acts under, not only chapter 90."""
    adopt_penalty_schedule(office.tracy)
    adopt_penalty_schedule(office.worthington)  # a city that adopted a schedule
    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Kou", last_name="Ngo",
                            address={"line1": "1380 McMillan St", "city": "Worthington", "postal_code": "56187"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.worthington, owner_id=o.id,
                              species="dog", name="Louie", altered=True, breed="Mixed breed")
    occurred = date.today() - timedelta(days=1)
    v = violations.record_violation(office.officer, owner_id=o.id, animal_id=a.id, kind="at_large",
                                    occurred_on=occurred, place="City park", officer="Officer Dahl")
    violations.issue_citation(office.officer, v.id, on=date.today())
    flat = " ".join(_text(violations.citation_pdf(v.id)).split())
    acts_under = flat.split("This citation acts under:")[1].split("Citation number")[0]
    assert "Worthington City Code § 90.05(A)" in acts_under
    assert "90.05(C)" not in flat  # no W-90.05C penalty without an impound
