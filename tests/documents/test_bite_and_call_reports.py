"""The bite report and the call report read back from the PDF: the facts, the rabies status on the
day, the report to the health department, the observation; the victim and the caller only on the
office's own copy, asked for by a role that may see them."""
import io
import re
from datetime import date, datetime, timedelta

import pypdf
import pytest

from animaloffice.domain.errors import PermissionDenied
from animaloffice.domain.explain import fmt_short
from animaloffice.printing.field_documents import bite_report_pdf, call_report_pdf
from animaloffice.services import animals, bites, call_letters, calls, owners


def _text(pdf: bytes) -> str:
    return " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())


@pytest.fixture
def dog(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog", name="Rex",
                              breed="Beagle")
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=date.today() - timedelta(days=60), duration_years=3,
                               veterinarian="Dr. Lindahl", clinic="Tracy Veterinary Clinic")
    return o.id, a.id


def test_mn_rabies_bite_report_reads_back(office, dog):
    owner_id, animal_id = dog
    day = date.today() - timedelta(days=2)
    info = bites.record_bite(office.clerk, jurisdiction_id=office.tracy, bitten_on=day, bitten_time="4:15 pm",
                             place="Tracy Aquatic Center lot", animal_id=animal_id, provoked="no", injury="substantial",
                             injury_notes="Two punctures, left forearm", medical_care="Emergency room, Tracy",
                             victim_name="Colette Abernathy-Ruiz", victim_phone="320-555-0144",
                             victim_address="77 Birch Ct", victim_age_group="5_to_17", off_owner_property=True)
    bites.report_to_health(office.clerk, info.id, reported_on=day, reported_to="Lyon County Public Health")
    bites.start_quarantine(office.clerk, info.id, on=day)
    internal = _text(bite_report_pdf(info.id, office.officer, with_confidential=True))
    assert f"Animal bite report {info.number}" in internal and "CONFIDENTIAL: this copy names the victim" in internal
    assert "Colette Abernathy-Ruiz" in internal and "320-555-0144" in internal and "5 to 17" in internal
    assert f"{fmt_short(day)}, 4:15 pm" in internal and "Tracy Aquatic Center lot" in internal
    assert "Rex (dog, Beagle)" in internal and "Halvorson, Ida" in internal
    assert "Vaccinated against rabies, in force" in internal and "Tracy Veterinary Clinic (3-year)" in internal
    assert "Lyon County Public Health" in internal and f"Observation ends {fmt_short(day + timedelta(days=10))}" in internal
    assert "the Minnesota Department of Health's guidance on animals that bite" in internal
    assert "Substantial bodily harm" in internal and "Minn. Stat. § 347.50, subds. 2-3" in internal
    assert not re.search(r"\b(?:T|W|MN)-[0-9]", internal)  # sections in words, never rule ids
    plain = _text(bite_report_pdf(info.id, office.clerk))
    assert "Withheld: confidential" in plain and "Lyon County Public Health" in plain
    for secret in ("Abernathy", "320-555-0144", "Birch"):
        assert secret not in plain
    with pytest.raises(PermissionDenied):
        bite_report_pdf(info.id, office.clerk, with_confidential=True)


def test_call_report_reads_back(office, dog):
    owner_id, animal_id = dog
    info = calls.record_call(office.clerk, jurisdiction_id=office.tracy, kind="noise", owner_id=owner_id,
                             animal_id=animal_id, received_at=datetime.now().replace(microsecond=0) - timedelta(hours=30),
                             caller_name="Marguerite Oyelaran", caller_phone="320-555-0187",
                             caller_address="4410 Quarry Ridge Rd", description="Barking all night", priority="high")
    calls.assign_call(office.clerk, info.id, "officer")
    calls.add_visit(office.officer, info.id, visited_at=datetime.now().replace(microsecond=0) - timedelta(hours=3),
                    notes="Heard barking at the door")
    sent = call_letters.send_warning(office.officer, info.id, findings="Barking for an hour.")
    calls.close_call(office.officer, info.id, outcome="warning", note="Owner spoken to")
    internal = _text(call_report_pdf(info.id, office.officer, with_confidential=True))
    assert f"Call for service {info.number}" in internal and "Marguerite Oyelaran" in internal
    assert "Barking or other noise" in internal and "12 Elm St" in internal and "High" in internal
    assert "Heard barking at the door" in internal and "Outcome Warning" in internal
    assert f"Notice {sent.number}: warning" in internal
    plain = _text(call_report_pdf(info.id, office.clerk))
    assert "Withheld: confidential" in plain and "Heard barking at the door" in plain
    for secret in ("Oyelaran", "320-555-0187", "Quarry Ridge"):
        assert secret not in plain


def test_the_kennel_card_carries_the_photo_attached_to_the_impound(office):
    from animaloffice.demo_parts.officer_field import photo
    from animaloffice.services import attachments, impound_printing, impounds

    taken = impounds.intake(office.clerk, jurisdiction_id=office.tracy, ground="at_large",
                            new_animal={"species": "dog", "colour": "black"})
    plain = impound_printing.kennel_card_pdf(taken.impound_id)
    attachments.attach(office.clerk, subject_table="impound", subject_id=taken.impound_id, file_name="front.jpg",
                       data=photo("front", (90, 120, 160)))
    card = impound_printing.kennel_card_pdf(taken.impound_id)
    images = [img for page in pypdf.PdfReader(io.BytesIO(card)).pages for img in page.images]
    assert len(images) == 1 and not [i for page in pypdf.PdfReader(io.BytesIO(plain)).pages for i in page.images]
