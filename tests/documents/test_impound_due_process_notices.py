"""The notices of a seizure for cruelty or neglect (MN-343.235) and of a rabies quarantine
(MN-1721.0570), read back from the PDF: what the law asks them to say, in words, and no rule
id or configuration key on the paper."""
import io
import re
from datetime import date

import pypdf
import pytest

from animaloffice.services import impound_notices, impounds, kennels, seizure_notice
from tests.core.impounds.conftest import make_dog, make_owner

RULE_ID = re.compile(r"\b(?:T|W|MN)-[0-9][0-9A-Za-z.]*|MN-rabies|cruelty_seizure|rabies_release")


def pages(pdf: bytes) -> list[str]:
    return [p.extract_text().replace("\n", " ") for p in pypdf.PdfReader(io.BytesIO(pdf)).pages]


@pytest.fixture
def facility(office):
    f = kennels.create_facility(office.admin, name="Tracy Animal Control Facility",
                                address="336 Morgan St, Tracy, MN 56175", phone="507-629-5530",
                                hours="Mon-Fri 9:00-13:00")
    runs = kennels.add_kennels(office.admin, f.id, kind="run", codes=["R1", "R2"])
    q = kennels.add_kennels(office.admin, f.id, kind="quarantine", codes=["Q1", "Q2"])
    return [k.id for k in runs], [k.id for k in q]


def test_mn_343_235_seizure_notice_states_the_rights_and_the_ten_days(office, facility):
    runs, _ = facility
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, name="Duke")
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="neglect_abuse", animal_id=dog,
                        kennel_id=runs[0], on=date(2026, 3, 2), found_place="410 Elm St", officer="Officer Dahl",
                        condition="Chained without water or shelter")
    info = seizure_notice.send_seizure_notice(office.officer, r.impound_id, on=date(2026, 3, 4), method="certified")
    letter, *rest = pages(impound_notices.notice_pdf(info.id))
    whole = " ".join([letter, *rest])
    for expected in ("Notice of seizure", "Dear Ida Halvorson", "410 Elm St", "Chained without water",
                     "Tracy Animal Control Facility", "507-629-5530", "Officer Dahl",
                     "Minn. Stat. § 343.235", "post security", "actual costs of care and keeping",
                     "$450.00", "request a hearing", "within 5 business days",
                     "within 10 days of the date of this notice", "March 16, 2026", "March 17, 2026",
                     "not substantially justified by law"):
        assert expected in whole, expected
    form = rest[-1]
    assert "Request for a hearing" in form and info.number in form and "March 16, 2026" in form
    assert "Minn. Stat. § 343.235, subd. 3" in form
    assert not RULE_ID.findall(whole), RULE_ID.findall(whole)


def test_mn_1721_0570_quarantine_notice_cites_the_rule_and_the_vaccination_condition(office, facility):
    _, q = facility
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, name="Zeus")  # no vaccination on file
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine", animal_id=dog,
                        kennel_id=q[0], on=date(2026, 4, 6), quarantine="exposure_unvaccinated",
                        exposure_on=date(2026, 4, 5))
    info = impound_notices.send_quarantine_notice(office.clerk, r.impound_id, on=date(2026, 4, 6))
    out = " ".join(pages(impound_notices.notice_pdf(info.id)))
    for expected in ("Tracy City Code § 8.30, subd. 6(D)(5) and Minn. R. 1721.0570", "October 2, 2026",
                     "not be released from quarantine unless it is currently vaccinated against rabies",
                     "Minn. R. 1721.0570, subp. 3", "no rabies vaccination in force",
                     "vaccinated as it is released"):
        assert expected in out, expected
    assert "35.67" not in out and "35.69" not in out
    assert not RULE_ID.findall(out), RULE_ID.findall(out)


def test_mn_1721_0570_worthington_quarantine_notice_cites_the_board_rule_not_its_powers(office, facility):
    _, q = facility
    owner = make_owner(office, office.worthington, last="Vang", first="Tou")
    dog = make_dog(office, office.worthington, owner, name="Koda", shot_on=date(2025, 6, 1))
    r = impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="quarantine", animal_id=dog,
                        kennel_id=q[1], on=date(2026, 10, 5), quarantine="bite", bite_on=date(2026, 10, 4))
    info = impound_notices.send_quarantine_notice(office.clerk, r.impound_id, on=date(2026, 10, 5))
    out = " ".join(pages(impound_notices.notice_pdf(info.id)))
    assert "Minn. R. 1721.0570" in out and "35.67" not in out and "35.68" not in out
    assert "Minnesota Department of Health's guidance on animals that bite" in out
    assert "rabies vaccination in force until June 1, 2028" in out
    assert not RULE_ID.findall(out), RULE_ID.findall(out)


def test_quarantine_notice_of_a_disease_quarantine_has_no_vaccination_paragraph(office, facility):
    _, q = facility
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine",
                        new_animal={"species": "rabbit"}, kennel_id=q[0], on=date(2026, 4, 6), quarantine="disease")
    info = impound_notices.send_quarantine_notice(office.clerk, r.impound_id, on=date(2026, 4, 6),
                                                  places=["City Hall", "Post office", "Library"])
    out = " ".join(pages(impound_notices.notice_pdf(info.id)))
    assert "quarantine" in out and "currently vaccinated" not in out


def test_impound_notice_explanations_cite_sections_not_rule_ids(office, facility):
    """The hold's explanation printed on the owner's notice names the sections in words."""
    runs, _ = facility
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner)
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                        kennel_id=runs[1], on=date(2026, 11, 24))
    info = impound_notices.send_impound_notice(office.clerk, r.impound_id, on=date(2026, 11, 24))
    out = " ".join(pages(impound_notices.notice_pdf(info.id)))
    assert "How the dates were reached" in out and "subd. 6(C)" in out
    assert not RULE_ID.findall(out), RULE_ID.findall(out)
