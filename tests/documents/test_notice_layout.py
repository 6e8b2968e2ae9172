"""Printed notices as paper: the signature never stands alone on a page, a posting is one page
per public place, nothing prints as an empty label or a Python value."""
import io
from datetime import date, timedelta

import pypdf
import pytest

from animaloffice.documents.permits import render
from animaloffice.printing.permit_documents import inspection_document, notice_document
from animaloffice.queries import permit_checks
from animaloffice.services import impound_notices, impounds, kennels, permit_inspections, permit_notices
from animaloffice.services import permits as svc
from animaloffice.services.jurisdictions import set_office_settings
from animaloffice.services.payments import PaymentInput
from tests.core.impounds.conftest import make_dog, make_owner

SIGNER = "Karen Bergstrom"
TODAY = date.today()
ALL = {c: True for c in ("housing", "water", "food_bedding", "waste", "observation", "closed_days", "honesty",
                         "exercise", "sanitary")}


def pages(pdf: bytes) -> list[str]:
    return [" ".join(p.extract_text().split()) for p in pypdf.PdfReader(io.BytesIO(pdf)).pages]


def assert_signature_not_alone(pdf: bytes, last_label: str) -> None:
    """The page that carries the signature also carries the last line of the facts above it."""
    texts = pages(pdf)
    signed = [t for t in texts if SIGNER in t]
    assert signed, "the notice is not signed"
    for t in signed:
        assert last_label in t, f"the signature is on a page of its own: {t[:120]!r}"
    for t in texts:
        rest = t.replace(SIGNER, "").replace("Animal Control Administrator", "").replace("_", "").strip()
        assert len(rest) > 40, f"a page holds nothing but the signature: {t!r}"


def assert_clean(pdf: bytes) -> None:
    for t in pages(pdf):
        for bad in ("None", "{}", "[]", "${"):
            assert bad not in t, (bad, t[:200])


@pytest.fixture
def letterhead(office):
    set_office_settings(office.admin, {"office_name": "Southwest Minnesota Animal Control",
                                       "office_address": "336 Morgan Street, Tracy, MN 56175",
                                       "office_phone": "507-555-0100", "signature_name": SIGNER,
                                       "signature_title": "Animal Control Administrator"})


@pytest.fixture
def stray(office, letterhead):
    f = kennels.create_facility(office.admin, name="Worthington Animal Control Facility",
                                address="100 Shelter Rd, Worthington, MN 56187", phone="507-555-0150",
                                hours="Mon-Fri 9:00-13:00")
    k = kennels.add_kennels(office.admin, f.id, kind="run", codes=["R2"])[0]
    return impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large",
                           new_animal={"species": "dog", "breed": "Shepherd mix", "colour": "brindle", "sex": "F",
                                       "age_months": 30},
                           kennel_id=k.id, on=date(2026, 11, 18), found_place="Diagonal Rd near the park",
                           found_detail="off_property", officer="Officer Moua")


def test_mn_347_14_posting_is_one_page_per_public_place(office, stray):
    """MN-347.14: the notice posted in three public places prints as single sheets for each place,
    each signed, with the costs so far and per day: the office posts in Spanish and in English
    (its profile's posted_notice_language), so each place has its Spanish and its English sheet."""
    info = impound_notices.post_notice(office.clerk, stray.impound_id, on=date(2026, 11, 19),
                                       places=["City Hall", "Worthington Post Office, 800 10th St",
                                               "Nobles County Library"])
    pdf = impound_notices.notice_pdf(info.id)
    texts = pages(pdf)
    assert len(texts) == 6
    for t in texts:
        assert SIGNER in t and "Nobles County Library" in t and "$15.00" in t
    spanish = [t for t in texts if "25 de noviembre de 2026" in t]
    english = [t for t in texts if "November 25, 2026" in t and "$15.00 are added for each further day" in t]
    assert len(spanish) == 3 and len(english) == 3
    assert_clean(pdf)


def test_mn_347_14_the_office_chooses_the_languages_it_posts_in():
    from dataclasses import replace

    from animaloffice import config
    from animaloffice.domain.profile_reader import shipped_profiles

    profile = shipped_profiles(config.resources_dir())["worthington"]
    assert impound_notices.posted_language(profile) == "es+en"
    for chosen, used in (("en", "en"), ("es", "es"), ("fr", "en"), ("fr+en", "en")):
        assert impound_notices.posted_language(replace(profile, text={**profile.text,
                                                                      "posted_notice_language": chosen})) == used


def test_impound_notice_signature_stays_with_its_facts(office, letterhead):
    f = kennels.create_facility(office.admin, name="Tracy Animal Control Facility", address="100 Shelter Rd")
    k = kennels.add_kennels(office.admin, f.id, kind="run", codes=["R1"])[0]
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, licensed_on=date(2026, 1, 5), tag=1001, chip="985112233445566")
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                        kennel_id=k.id, on=date(2026, 11, 27), found_place="Harvey St and Fifth St")
    info = impound_notices.send_impound_notice(office.clerk, r.impound_id, on=date(2026, 11, 27))
    pdf = impound_notices.notice_pdf(info.id)
    assert_signature_not_alone(pdf, "How the dates were reached")
    assert_clean(pdf)


def test_t_4a_denial_notice_signature_stays_with_its_facts(office, letterhead):
    from animaloffice.services import owners

    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Gary", last_name="Lindquist",
                            address={"line1": "539 Diagonal Rd", "city": "Tracy", "postal_code": "56175"}).id
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["chicken"] * 5,
                                 on=TODAY - timedelta(days=4), description="Backyard laying hens with a coop", payment=PaymentInput("cash"))
    svc.deny_application(office.officer, rec.application_id, reasons=permit_checks.approval_refusals(rec.application_id),
                         on=TODAY - timedelta(days=3))
    info = permit_notices.send_denial_notice(office.officer, rec.application_id, sent_on=TODAY - timedelta(days=3))
    pdf = render(notice_document(info.id), title="Denial")
    assert_signature_not_alone(pdf, "Request a hearing by")
    assert_clean(pdf)


def test_w_90_11_inspection_report_signature_stays_with_the_checklist(office, letterhead):
    from animaloffice.services import owners

    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, organisation="Prairie Wind Kennels LLC",
                            kind="organisation", address={"line1": "1523 Craig Ave", "city": "Worthington",
                                                          "postal_code": "56187"}).id
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="breeder_professional",
                                 description="Golden retriever kennel, 10 breeding females, 24 runs")
    ins = permit_inspections.record_inspection(office.officer, application_id=rec.application_id, inspector="Officer J. Kvistad",
                                checks=dict(ALL, food_bedding=False), item_notes={"food_bedding": "Feed bags open"})
    pdf = render(inspection_document(ins.inspection_id), title="Inspection")
    assert len(pages(pdf)) == 1
    assert_signature_not_alone(pdf, "W-90.11I")
    assert_clean(pdf)
