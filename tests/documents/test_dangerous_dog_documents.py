"""The dangerous-dog declaration notice and certificate, read back from the PDF (MN-347.50)."""
import io
from datetime import date

import pypdf

from animaloffice.printing import dangerous_dog_papers
from animaloffice.services import dangerous_dog_registration, kennels
from animaloffice.services import dangerous_dogs as svc
from animaloffice.services.jurisdictions import set_office_settings
from animaloffice.services.payments import PaymentInput
from tests.core.dangerous_dogs.conftest import declare, make_dog


def _pages(pdf: bytes) -> list[str]:
    return [" ".join(p.extract_text().split()) for p in pypdf.PdfReader(io.BytesIO(pdf)).pages]


def test_mn_347_50_notice_has_the_six_elements_and_the_form(office):
    """MN-347.50 (347.541): (1) the dog, authority, purpose, seizure, time, place, circumstances and
    the contact where it is kept; (2) the hearing right and 14 days; (3) what to do while a hearing
    is pending; (4) 14 days after an affirming decision; (5) the request form; (6) the costs."""
    dog = make_dog(office, chip="985112003456789")
    set_office_settings(office.admin, {"office_name": "Tracy Animal Control", "office_phone": "507-555-0100"})
    shelter = kennels.create_facility(office.admin, name="Tracy Animal Shelter", address="1200 Hwy 14 W, Tracy",
                                      phone="507-555-0177")
    c = declare(office, dog, seized_on=date(2026, 5, 29), facility_id=shelter.id)
    n = svc.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 5))
    pages = _pages(dangerous_dog_papers.notice_pdf(n.id))
    text = " ".join(pages)
    # (1)
    assert "Notice of declaration of a dangerous dog" in text
    assert "Duke, male (neutered) dog, Pit bull mix, Brindle, White chest" in text and "985112003456789" in text
    assert "Officer Dana Lind declared" in text and "Minn. Stat. § 347.50, subds. 2-3" in text
    assert "The purpose of the declaration is to protect" in text
    assert "substantial or great bodily harm" in text and "subd. 2(1)" in text
    assert "Bit a jogger on the calf" in text
    assert "Thursday May 28, 2026, 7:40 AM, at 400 block of Craig Ave" in text
    # a seized dog: where it is held, and the office (not the owner) to contact (347.541, subd. 3)
    assert "Where the dog is held: Tracy Animal Shelter, 1200 Hwy 14 W, Tracy" in text
    assert "For the dog, contact Tracy Animal Control, telephone 507-555-0100" in text
    assert "Abdi Hassan, telephone" not in text and "507-555-0142" not in text
    assert "The dog was seized on Friday May 29, 2026 (Minn. Stat. § 347.54)" in text
    # (2) 14 days from the date of the notice, moved off Juneteenth and the weekend
    assert "within 14 days of the date of this notice, you lose your right to a hearing" in text
    assert "received no later than Monday June 22, 2026" in text
    assert "Juneteenth, a legal holiday" in text and "(Minn. Stat. § 645.15)" in text
    assert "MN-347" not in text and "MN-645" not in text  # sections in words, never the office's rule ids
    # (3), (4)
    assert "you must immediately comply with Minn. Stat. § 347.52, paragraphs (a) and (c)" in text
    assert "14 days from receipt of the decision to comply" in text
    # registration for a dangerous dog
    assert "at least $300,000.00" in text and "yearly registration fee of $300.00" in text
    assert "register the dog by Monday June 22, 2026" in text
    # (5) the form, on its own last page
    assert "A form to request a hearing is the last page" in pages[0] + " ".join(pages[1:-1])
    form = pages[-1]
    assert form.startswith("Tracy Animal Control") and "Request for a hearing" in form  # its own letterhead
    assert f"notice {n.number}" in form and "received no later than Monday June 22, 2026" in form
    assert "Signature:" in form and "Owner's name:" in form
    # (6)
    assert "All actual costs of the care, keeping and disposition of the dog" in text
    assert "not substantially justified by law" in text


def test_mn_347_50_potentially_dangerous_notice(office):
    """MN-347.50: a potentially dangerous dog's notice keeps the hearing right but speaks of the
    microchip, not registration; no seizure sentence when none."""
    dog = make_dog(office)
    c = declare(office, dog, kind="potentially_dangerous", ground="pdd_chase")
    n = svc.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 2))
    text = " ".join(_pages(dangerous_dog_papers.notice_pdf(n.id)))
    assert "Notice of declaration of a potentially dangerous dog" in text
    assert "in an apparent attitude of attack" in text and "subd. 3(2)" in text
    assert "received no later than Tuesday June 16, 2026" in text
    assert "must have a microchip implanted" in text and "Minn. Stat. § 347.515" in text
    assert "$300,000.00" not in text and "was seized" not in text
    assert "Request for a hearing: declaration of a potentially dangerous dog" in text


def test_mn_347_50_certificate_of_registration(office):
    """MN-347.50 (347.51): the certificate names the dog, owner, microchip, bond or insurance,
    enclosure, sign, the registration year and the renewal date."""
    dog = make_dog(office)
    c = declare(office, dog)
    svc.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 2))
    svc.record_registration(office.officer, c.id, insurance_kind="bond", insurer="Western Surety",
                            policy_number="B-90210", insurance_cents=300_000_00,
                            enclosure_inspected_on=date(2026, 6, 10), enclosure_inspector="Officer Dana Lind",
                            sign_issued_on=date(2026, 6, 10), sign_number="S-7", microchip="985112003456789",
                            microchip_maker="AVID")
    dangerous_dog_registration.pay_registration_fee(office.clerk, c.id, PaymentInput("check", 300_00, "1042"), on=date(2026, 6, 10))
    cert = dangerous_dog_registration.issue_certificate(office.clerk, c.id, on=date(2026, 6, 10))
    text = " ".join(_pages(dangerous_dog_papers.certificate_pdf(c.id)))
    assert "Certificate of registration of a dangerous dog" in text
    assert cert.certificate_number in text and c.number in text
    assert "Abdi Hassan" in text and "Duke" in text and "985112003456789" in text and "AVID" in text
    assert "surety bond of $300,000.00, Western Surety, no. B-90210" in text
    assert "inspected on June 10, 2026 by Officer Dana Lind" in text and "issued on June 10, 2026, no. S-7" in text
    assert "renewed by Thursday June 10, 2027" in text and "Minn. Stat. § 347.51" in text
    assert "standardized dangerous-dog tag" in text


def test_mn_347_541_a_dog_left_with_its_owner_keeps_the_owner_as_contact(office):
    """MN-347.541 (subd. 3 (1)): a dog not seized is kept at the owner's; the notice says so."""
    dog = make_dog(office)
    c = declare(office, dog)
    n = svc.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 5))
    text = " ".join(_pages(dangerous_dog_papers.notice_pdf(n.id)))
    assert "Where the dog is kept: 88 Craig Ave" in text
    assert "Contact person: Abdi Hassan, telephone 507-555-0142" in text and "is held" not in text


def test_mn_347_541_notice_states_the_hearing_times_the_delivery_and_the_costs(office):
    """MN-347.541 (subd. 4): the notice and its request form say the hearing is held within 14 days of
    the request, decided within 10 days after it and delivered by hand or registered mail, and that
    the owner pays the hearing's actual expenses, up to $1,000, if the declaration is upheld."""
    dog = make_dog(office)
    c = declare(office, dog)
    n = svc.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 5))
    pages = _pages(dangerous_dog_papers.notice_pdf(n.id))
    text = " ".join(pages)
    assert "it will be held within 14 days of your request" in text
    assert "written decision within 10 days after the hearing" in text
    assert "delivered to you by hand or by registered mail (Minn. Stat. § 347.541, subd. 4)" in text
    costs = ("If you request a hearing and the hearing officer upholds the declaration, you will be responsible "
             "for the actual expenses of the hearing, up to $1,000.00 (Minn. Stat. § 347.541, subd. 4)")
    assert costs in " ".join(pages[:-1]) and costs in pages[-1]  # the notice, and the form the owner signs
    assert "MN-347" not in text and "dangerous_dog" not in text


def test_mn_347_50_dangerous_dog_notice_states_sterilization_and_the_tag(office):
    """MN-347.50 (347.52 (d), 347.51 subd. 7): a dangerous dog's notice says it is to be sterilized at
    the owner's expense within 30 days, by which day, and what follows; and the tag. A potentially
    dangerous dog's notice says neither, nor the hearing's costs."""
    dog = make_dog(office)
    c = declare(office, dog)
    n = svc.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 5))
    text = " ".join(_pages(dangerous_dog_papers.notice_pdf(n.id)))
    assert "sterilized (spayed or neutered) at your expense within 30 days: by Monday July 6, 2026" in text
    assert "seize the dog and have it sterilized at your expense (Minn. Stat. § 347.52 (d))" in text
    assert "July 5, 2026 is a Sunday" in text  # how it was counted (MN-645.15)
    assert "standardized dangerous-dog tag on its collar at all times (Minn. Stat. § 347.51, subd. 7)" in text
    other = make_dog(office, name="Rex")
    p = declare(office, other, kind="potentially_dangerous", ground="pdd_chase")
    pn = svc.send_declaration_notice(office.officer, p.id, sent_on=date(2026, 6, 5))
    pdd = " ".join(_pages(dangerous_dog_papers.notice_pdf(pn.id)))
    assert "sterilized" not in pdd and "expenses of the hearing" not in pdd and "tag on its collar" not in pdd
