"""A call's warning and notice to comply read back from the PDF: the owner, the place, the
officer's findings, the section in words and the day to comply by; never the caller."""
import io
import re
from datetime import datetime, timedelta

import pypdf

from animaloffice.domain.explain import fmt_short
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.services import animals, call_letters, calls, owners

CALLER = dict(caller_name="Marguerite Oyelaran", caller_phone="320-555-0187", caller_address="4410 Quarry Ridge Rd")


def _text(pdf: bytes) -> str:
    return " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())


def _call(office, kind="noise"):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog", name="Rex",
                              breed="Beagle")
    info = calls.record_call(office.clerk, jurisdiction_id=office.tracy, kind=kind, owner_id=o.id, animal_id=a.id,
                             received_at=datetime.now().replace(microsecond=0) - timedelta(hours=5),
                             description="Barking every night", **CALLER)
    calls.add_visit(office.officer, info.id, visited_at=datetime.now().replace(microsecond=0) - timedelta(hours=1),
                    notes="Heard the barking from the street")
    return info


def test_t_2c_warning_letter_reads_back_without_the_caller(office):
    info = _call(office)
    sent = call_letters.send_warning(office.officer, info.id, findings="The dog barked for an hour after 11 pm.")
    text = _text(call_letters.call_letter_pdf(sent.id))
    assert "Warning: Barking or other noise" in text and "Dear Ida Halvorson" in text
    assert "The dog barked for an hour after 11 pm." in text and info.number in text
    assert "Tracy City Code § 8.30, subd. 2(C), 8(A)(2)" in text  # the nuisance, in words
    assert "Rex (dog, Beagle)" in text and "12 Elm St" in text
    for secret in ("Oyelaran", "320-555-0187", "Quarry Ridge"):
        assert secret not in text
    assert not re.search(r"\((?:T|W|MN)-[0-9A-Za-z.]+\)", text)  # no rule id on the owner's paper


def test_notice_to_comply_reads_back_with_its_day(office):
    info = _call(office, kind="unsanitary")
    sent = call_letters.send_notice_to_comply(office.officer, info.id, findings="The kennel was not cleaned.")
    due = Notice.get_by_id(sent.id).other_deadline
    text = _text(call_letters.call_letter_pdf(sent.id))
    assert "Notice to comply: Kept in unsanitary conditions" in text
    assert f"no later than {fmt_short(due)}" in text and "10 days after the date of this notice" in text
    assert "Minn. Stat. § 645.15" in text or "days after" in text
    assert "Oyelaran" not in text and "MN-645.15" not in text
