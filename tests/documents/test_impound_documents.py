"""Kennel card, impound/posting/quarantine/license-order notices and release receipt, read back."""
import io
from datetime import date

import pypdf
import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.impounds import Impound
from animaloffice.services import impound_notices, impound_printing, impound_release, impounds, kennels
from animaloffice.services.payments import PaymentInput
from tests.core.impounds.conftest import make_dog, make_owner


def text(pdf: bytes) -> str:
    reader = pypdf.PdfReader(io.BytesIO(pdf))
    return "\n".join(p.extract_text() for p in reader.pages).replace("\n", " ")


@pytest.fixture
def held(office):
    f = kennels.create_facility(office.admin, name="Tracy Animal Control Facility",
                                address="336 Morgan St, Tracy, MN 56175", phone="507-629-5530",
                                hours="Mon-Fri 9:00-13:00")
    k = kennels.add_kennels(office.admin, f.id, kind="run", codes=["R7"])[0]
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, licensed_on=date(2026, 1, 5), tag=4321, chip="985112233445566")
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                        kennel_id=k.id, on=date(2026, 11, 24), found_place="Morgan St and 3rd St",
                        found_detail="near_street", officer="Officer Dahl", notes="friendly")
    return r


def test_kennel_card_reads_back(office, held):
    """T-6C: the card shows the kennel, the hold end and disposition date, the ground, the owner."""
    out = text(impound_printing.kennel_card_pdf(held.impound_id, on=date(2026, 11, 25)))
    for expected in ("Kennel R7", held.number, "Pepper", "985112233445566", "tag 4321",
                     "Running at large", "T-6D1", "December 2, 2026", "December 3, 2026",
                     "subd. 6(C)", "Halvorson, Ida", "507-555-0101", "within 5 ft"):
        assert expected in out, expected


def test_t_6c_impound_notice_reads_back(office, held):
    """MN-347.14 notice: where it is, what it costs so far and per day, what is needed, the date."""
    info = impound_notices.send_impound_notice(office.clerk, held.impound_id, on=date(2026, 11, 25))
    assert Impound.get_by_id(held.impound_id).owner_notified_on == date(2026, 11, 25)
    out = text(impound_notices.notice_pdf(info.id))
    for expected in ("Dear Ida Halvorson", "Tracy Animal Control Facility", "336 Morgan St",
                     "$35.00",  # impound fee
                     "$15.00",  # per day
                     "$50.00",  # so far: impound fee and 1 day of boarding
                     "December 2, 2026", "December 3, 2026", "Minn. Stat. § 347.14",
                     "subd. 6(B)", "subd. 6(C)", "Thanksgiving Day", "Payment of all costs"):
        assert expected in out, expected
    row = Notice.get_by_id(info.id)
    assert row.kind == "impound" and row.subject_id == held.impound_id


def test_posting_notice_needs_three_places_and_prints_three(office, held):
    with pytest.raises(ValidationError):
        impound_notices.post_notice(office.clerk, held.impound_id, places=["City Hall"], on=date(2026, 11, 25))
    info = impound_notices.post_notice(office.clerk, held.impound_id, on=date(2026, 11, 25),
                                       places=["City Hall", "Post office", "Public library"])
    pdf = impound_notices.notice_pdf(info.id)
    assert len(pypdf.PdfReader(io.BytesIO(pdf)).pages) >= 3
    out = text(pdf)
    assert "Public library" in out and "three public places" in out and "December 3, 2026" in out


def test_t_6d5_quarantine_notice_reads_back(office):
    f = kennels.create_facility(office.admin, name="Worthington Shelter")
    k = kennels.add_kennels(office.admin, f.id, kind="quarantine", codes=["Q1"])[0]
    owner = make_owner(office, office.worthington, last="Vang", first="Tou")
    dog = make_dog(office, office.worthington, owner, name="Koda")
    r = impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="quarantine", animal_id=dog,
                        kennel_id=k.id, on=date(2026, 10, 5), quarantine="bite", bite_on=date(2026, 10, 4))
    info = impound_notices.send_quarantine_notice(office.clerk, r.impound_id, on=date(2026, 10, 5))
    out = text(impound_notices.notice_pdf(info.id))
    for expected in ("Dear Tou Vang", "bite observation", "October 14, 2026", "$20.00",
                     "Minn. R. 1721.0570", "veterinarian"):
        assert expected in out, expected


def test_t_6d3_license_order_reads_back(office, held):
    owner = make_owner(office, office.tracy, last="Gonzalez", first="Joshua")
    dog = make_dog(office, office.tracy, owner, name="Duke")  # kept without a license
    info = impound_notices.send_license_order(office.clerk, dog, on=date(2026, 11, 25))
    assert info.other_deadline == date(2026, 11, 30)
    out = text(impound_notices.notice_pdf(info.id))
    for expected in ("obtain a license", "November 30, 2026", "subd. 6(D)(3)", "Thanksgiving", "Tracy City Hall"):
        assert expected in out, expected


def test_release_receipt_reads_back(office, held):
    on = date(2026, 11, 27)
    b = impound_release.bill(held.impound_id, on)
    assert b.due_cents == 3500 + 3 * 1500
    impound_release.reclaim(office.clerk, held.impound_id, on=on, payment=PaymentInput("check", b.due_cents, "1042"))
    out = text(impound_printing.release_receipt_pdf(held.impound_id))
    for expected in ("Release receipt", held.number, "November 27, 2026", "$80.00", "Boarding, 3 days",
                     "receipt TRA-R2026-", "subd. 6(B)"):
        assert expected in out, expected


def test_kennel_card_with_photo(office, tmp_path):
    from PIL import Image

    photo = tmp_path / "dog.png"
    Image.new("RGB", (80, 60), (120, 80, 40)).save(photo)
    f = kennels.create_facility(office.admin, name="Worthington Shelter")
    k = kennels.add_kennels(office.admin, f.id, kind="run", codes=["R1"])[0]
    r = impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large",
                        new_animal={"species": "dog", "colour": "tan"}, kennel_id=k.id, on=date(2026, 6, 1),
                        photo_path=str(photo))
    pdf = impound_printing.kennel_card_pdf(r.impound_id, on=date(2026, 6, 2))
    page = pypdf.PdfReader(io.BytesIO(pdf)).pages[0]
    assert len(page.images) == 1
    out = text(pdf)
    assert "Owner unknown" in out and "June 8, 2026" in out and "Minn. Stat. § 346.47" in out


def test_t_6b_release_receipt_addresses_the_owner_by_name_and_lists_each_line_once(office, held):
    on = date(2026, 11, 27)
    b = impound_release.bill(held.impound_id, on)
    impound_release.reclaim(office.clerk, held.impound_id, on=on, payment=PaymentInput("cash", b.due_cents))
    out = text(impound_printing.release_receipt_pdf(held.impound_id))
    assert "released to Ida Halvorson on November 27, 2026" in out
    assert "Halvorson, Ida" not in out
    assert out.count("tag 4321") == 1  # the license is listed once
    assert f"Impound fee, {held.number}" not in out and "Impound fee" in out


def test_t_6a_field_return_receipt_says_nothing_was_impounded(office):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, licensed_on=date(2026, 1, 5), tag=77)
    r = impounds.field_return(office.officer, animal_id=dog, on=date(2026, 3, 2), found_place="Elm St",
                              officer="Officer Dahl")
    out = text(impound_printing.release_receipt_pdf(r.impound_id))
    assert "delivered to Ida Halvorson there by Officer Dahl, without being impounded" in out
    assert "subd. 6(A)" in out and "No impound or boarding fee is owed" in out
    assert "costs of seizure and impound were paid" not in out  # that is a reclaim (T-6B), not this


def test_kennel_card_without_kennel_or_colour_prints_words_not_blanks(office):
    """An animal taken in before a kennel is chosen: the card says so; an unrecorded colour says so;
    the age reads in years; an unknown owner's posted notice is not called 'owner notified'."""
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                        new_animal={"species": "dog", "name": "Nguyễn Thị Ánh", "breed": "O'Brien-Łukasiewicz mix",
                                    "age_months": 85},
                        on=date(2026, 11, 24), found_place="Ørsted Ave & 3rd")
    impound_notices.post_notice(office.clerk, r.impound_id, on=date(2026, 11, 24),
                                places=["City Hall", "Post office", "Public library"])
    out = text(impound_printing.kennel_card_pdf(r.impound_id, on=date(2026, 11, 25)))
    assert "No kennel assigned" in out and "Kennel —" not in out
    assert "Colour not recorded" in out
    assert "7 years 1 month at intake" in out and "85 months" not in out
    assert "Notice posted November 24, 2026" in out and "Owner notified" not in out
    assert "Nguyễn Thị Ánh" in out and "O'Brien-Łukasiewicz mix" in out and "Ørsted Ave & 3rd" in out


def test_t_6d3_no_license_order_for_an_animal_with_a_current_license(office, held):
    """T-6D3 orders a license not obtained; an animal licensed today gets no such notice."""
    from animaloffice.domain.errors import RuleViolation

    dog = Impound.get_by_id(held.impound_id).animal_id
    with pytest.raises(RuleViolation) as exc:
        impound_notices.send_license_order(office.clerk, dog, on=date(2026, 11, 25), impound_id=held.impound_id)
    assert exc.value.field == "needs" and "tag 4321" in exc.value.message and exc.value.rule_ids == ["T-6D3"]
    assert not Notice.select().where(Notice.kind == "license_order").exists()


def test_w_90_05c_worthington_receipt_cites_worthington_sections(office):
    """Each receipt line prints the section it is charged under in the city's own wording:
    a Worthington reclaim never cites Tracy's code, and the at-large penalty cites 90.05(C)."""
    from animaloffice.printing import license_documents as docs

    f = kennels.create_facility(office.admin, name="Worthington Animal Shelter", address="1 Shelter Rd",
                                phone="507-555-0190", hours="Mon-Fri 9-5")
    k = kennels.add_kennels(office.admin, f.id, kind="run", codes=["W1"])[0]
    owner = make_owner(office, office.worthington, last="Vang", first="Tou")
    dog = make_dog(office, office.worthington, owner, altered=False, name="Koda")
    r = impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large", animal_id=dog,
                        kennel_id=k.id, on=date(2026, 11, 24), found_place="Oxford St")
    on = date(2026, 11, 25)
    b = impound_release.bill(r.impound_id, on)
    assert any(line.rule_id == "W-90.05C" for line in b.lines)
    done = impound_release.reclaim(office.clerk, r.impound_id, on=on,
                                   payment=PaymentInput("cash", b.due_cents, ""))
    page = text(docs.receipt_pdf(done.receipt.payment_id))
    assert "Worthington City Code § 90.05(C)" in page and "Tracy" not in page
    assert "W-90.05C" not in page and "T-6B" not in page


def test_t_6b_release_receipt_lists_the_license_paid_at_the_reclaim(office):
    """T-6B: a license issued at the desk and paid with the reclaim is on the release receipt, and
    the total paid is everything the owner paid for the reclaim (it was left out once paid)."""
    from animaloffice.persistence.models.licensing import License
    from animaloffice.services import licensing

    f = kennels.create_facility(office.admin, name="Tracy Animal Control Facility")
    k = kennels.add_kennels(office.admin, f.id, kind="run", codes=["R1"])[0]
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, shot_on=date(2026, 1, 5))
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                        kennel_id=k.id, on=date(2026, 11, 24))
    on = date(2026, 11, 26)
    licensing.issue_license(office.clerk, animal_id=dog, on=on, reclaim_of=r.impound_id)
    fee = License.get().fee_cents
    b = impound_release.bill(r.impound_id, on)
    assert b.due_cents == fee + 3500 + 2 * 1500
    done = impound_release.reclaim(office.clerk, r.impound_id, on=on, payment=PaymentInput("cash", b.due_cents))
    assert done.paid_cents == done.receipt.amount_cents == b.due_cents
    after = impound_release.bill(r.impound_id, on)
    assert after.paid_cents == b.due_cents and any(l.fee_code == "license.dog" and l.paid for l in after.lines)
    out = text(impound_printing.release_receipt_pdf(r.impound_id))
    total = f"${b.due_cents // 100}.{b.due_cents % 100:02d}"
    assert "2026 dog license" in out and f"${fee // 100}.{fee % 100:02d} (receipt TRA-R2026-" in out
    assert f"Total paid {total}" in out


def test_mn_347_50_kennel_card_flags_an_open_dangerous_dog_case(office, held):
    """MN-347.50 (domain.md 7.3.3): the kennel card flags a dog with an open dangerous-dog case,
    so the staff handling it know; a rescinded case is no longer flagged."""
    from animaloffice.persistence.models.dangerous_dogs import DangerousDogCase
    from animaloffice.services import dangerous_dogs

    dog = Impound.get_by_id(held.impound_id).animal_id
    case = dangerous_dogs.declare(office.officer, animal_id=dog, kind="dangerous", ground="dd_bodily_harm",
                                  facts="Bit a child", incident_on=date(2026, 11, 1), declared_by="Officer Dahl",
                                  incident_place="Elm St", declared_on=date(2026, 11, 2))
    out = text(impound_printing.kennel_card_pdf(held.impound_id, on=date(2026, 11, 25)))
    assert f"DANGEROUS DOG (case {case.number})" in out
    DangerousDogCase.update(status="rescinded").where(DangerousDogCase.id == case.id).execute()
    assert "DANGEROUS DOG" not in text(impound_printing.kennel_card_pdf(held.impound_id, on=date(2026, 11, 25)))
