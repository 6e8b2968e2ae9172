"""Permit documents read back: reasons, citations, the hearing and removal deadlines."""
import io
import re
from datetime import date, timedelta

from pypdf import PdfReader

from animaloffice.documents.permits import render
from animaloffice.domain.explain import fmt_short
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.permits import Permit
from animaloffice.printing.permit_documents import inspection_document, notice_document, permit_document
from animaloffice.queries import permit_checks
from animaloffice.services import animals, owners, permit_inspections, permit_life, permit_notices
from animaloffice.services import permits as svc
from animaloffice.services.payments import PaymentInput

TODAY = date.today()
ALL = {c: True for c in ("housing", "water", "food_bedding", "waste", "observation", "closed_days", "honesty",
                         "exercise", "sanitary")}


def text_of(pdf: bytes) -> str:
    return " ".join(" ".join(page.extract_text().split()) for page in PdfReader(io.BytesIO(pdf)).pages)


def _owner(office, where="tracy"):
    return owners.create_owner(office.clerk, jurisdiction_id=office.jurisdiction(where), first_name="Rosa",
                               last_name="Vang", address={"line1": "301 Morgan St", "city": "Tracy",
                                                          "postal_code": "56175"}).id


def test_t_4a_denial_notice_prints_reasons_sections_and_hearing_deadline(office):
    o = _owner(office)
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["goat", "pigeon"],
                                 on=TODAY - timedelta(days=9), payment=PaymentInput("cash"))
    svc.deny_application(office.officer, rec.application_id, reasons=permit_checks.approval_refusals(rec.application_id)
                         + ["Pen is within 10 feet of the neighbour's window"], on=TODAY - timedelta(days=8))
    info = permit_notices.send_denial_notice(office.officer, rec.application_id, sent_on=TODAY - timedelta(days=8))
    text = text_of(render(notice_document(info.id), title="Denial"))
    n = Notice.get_by_id(info.id)
    assert "Dear Rosa Vang" in text and info.number in text and rec.number in text
    assert "livestock (goat)" in text and "neighbour's window" in text
    assert "T-4B4" not in text and "(T-4A)" not in text  # a rule id never prints on the owner's notice
    assert "Tracy City Code § 8.30, subd. 4(B)" in text and "Minn. Stat. § 645.15" in text
    assert fmt_short(n.hearing_deadline) in text and "Police Commission" in text
    assert fmt_short(n.sent_on) in text and "City Administrator" in text  # how to request (profile text)
    assert "reapply" not in text  # Tracy has no reapplication bar


def test_t_4a_denial_notice_words_the_deadline_as_the_profile_counts_it(office):
    """T-4A: "seven days after the notice is sent to request a hearing": Tracy counts the day a request is
    mailed, and the notice says so; it also says plainly that a request does not issue the permit."""
    o = _owner(office)
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["goat"],
                                 on=TODAY - timedelta(days=9), payment=PaymentInput("cash"))
    svc.deny_application(office.officer, rec.application_id, reasons=permit_checks.approval_refusals(rec.application_id),
                         on=TODAY - timedelta(days=8))
    info = permit_notices.send_denial_notice(office.officer, rec.application_id, sent_on=TODAY - timedelta(days=8))
    text = " ".join(text_of(render(notice_document(info.id), title="Denial")).split())
    deadline = fmt_short(Notice.get_by_id(info.id).hearing_deadline)
    assert f"must be mailed or handed in no later than {deadline}" in text
    assert "on time if it is postmarked on or before that day" in text and "must be received" not in text
    assert "A request for a hearing does not issue the permit" in text
    assert "You may contest this denial at a hearing before the Police Commission (Tracy City Code § 8.30, " \
           "subd. 4(A))" in text
    assert "may appeal the decision of the Police Commission de novo" in text


def test_w_90_10h7_denial_notice_says_when_to_reapply(office):
    o = _owner(office, "worthington")
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="commercial", on=TODAY - timedelta(days=3),
                                 description="Pet shop, 40 small animals")
    svc.deny_application(office.officer, rec.application_id, reasons=permit_checks.approval_refusals(rec.application_id),
                         on=TODAY - timedelta(days=2))
    info = permit_notices.send_denial_notice(office.officer, rec.application_id, sent_on=TODAY - timedelta(days=1))
    text = " ".join(text_of(render(notice_document(info.id), title="Denial")).split())
    assert "W-90.10H1" not in text and "§ 90.10(H)(1)-(2)" in text
    assert fmt_short(TODAY - timedelta(days=2) + timedelta(days=30)) in text and "$25.00" in text
    assert fmt_short(Notice.get_by_id(info.id).hearing_deadline) in text


def test_w_90_10h_denial_notice_credits_no_hearing_to_chapter_90(office):
    """W-90.10H5 (RULES.md): chapter 90 as given grants no hearing on a denial and names no body. The notice
    names none and cites none for a hearing; it says how to ask the city for one, and by when."""
    o = _owner(office, "worthington")
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="commercial", on=TODAY - timedelta(days=3),
                                 description="Pet shop, 40 small animals")
    svc.deny_application(office.officer, rec.application_id, reasons=permit_checks.approval_refusals(rec.application_id),
                         on=TODAY - timedelta(days=2))
    info = permit_notices.send_denial_notice(office.officer, rec.application_id, sent_on=TODAY - timedelta(days=1))
    text = " ".join(text_of(render(notice_document(info.id), title="Denial")).split())
    assert "City Council" not in text and "hearing before the" not in text
    assert "Worthington City Code Chapter 90 does not provide a hearing on this denial" in text
    assert "You may still ask the city for a hearing" in text and "Asking for a hearing" in text
    assert "Director of Public Safety" in text  # how to ask (the profile's text)
    assert f"must be received no later than {fmt_short(Notice.get_by_id(info.id).hearing_deadline)}" in text
    assert "appeal" not in text.lower()  # no appeal route is stated either
    # the 7 days are the office's practice: the count does not cite 90.10(H) as if it gave them
    assert "(Worthington City Code § 90.10(H))" not in text
    assert "(the office's practice; chapter 90 sets no period)" in text


def test_w_90_10h5_revocation_letter_prints_both_deadlines_and_no_refund(office):
    o = _owner(office, "worthington")
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="breeder_professional",
                                 on=TODAY - timedelta(days=100), description="Golden retriever kennel, 8 dams")
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, on=TODAY - timedelta(days=99),
                          checks=ALL)
    office.pay_application(rec.application_id)
    d = svc.approve_application(office.officer, rec.application_id, on=TODAY - timedelta(days=98),
                                conditions="No more than 8 breeding females", expires_on=TODAY + timedelta(days=200))
    permit_life.revoke_permit(office.officer, d.permit_id, grounds=["refused_inspection", "falsified"],
                      on=TODAY - timedelta(days=5))
    info = permit_notices.send_revocation_letter(office.officer, d.permit_id, sent_on=TODAY - timedelta(days=4))
    n = Notice.get_by_id(info.id)
    text = " ".join(text_of(render(notice_document(info.id), title="Revocation")).split())
    assert d.permit_number in text and "W-90.10H2" not in text and "W-90.10H4" not in text
    assert "Golden retriever kennel" in text
    assert "§ 90.10(H)(5)" in text and "§ 90.10(H)(4)" in text
    assert fmt_short(n.hearing_deadline) in text and fmt_short(n.removal_deadline) in text
    assert n.removal_deadline == Permit.get_by_id(d.permit_id).removal_deadline
    assert "No part of the fee paid for this permit ($150.00) is refunded" in text
    # W-90.10H5: the letter says plainly that a request made in time stays the removal, and what follows
    assert (f"A request for a hearing made by {fmt_short(n.hearing_deadline)} stays the removal deadline: while the "
            f"hearing is pending the deadline of {fmt_short(n.removal_deadline)} does not run, and the animals are "
            "not considered released to the city") in text
    assert "10 days from your receipt of the decision" in text
    assert "City Council" not in text and "hearing before the" not in text


def test_w_90_10h5_revocation_of_a_transferred_permit_names_the_transfer_fee(office):
    """W-90.10H5 with W-90.10F: a permit transferred to a new owner was paid for with the $10
    transfer fee; its revocation letter says that fee is not refunded, not "the permit fee"."""
    from animaloffice.services.payments import PaymentInput

    o = _owner(office, "worthington")
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="commercial", description="Pet shop",
                                 on=TODAY - timedelta(days=60), payment=PaymentInput("cash", 10000))
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, on=TODAY - timedelta(days=59),
                          checks=ALL)
    d = svc.approve_application(office.officer, rec.application_id, on=TODAY - timedelta(days=58),
                                conditions="Written care sheets", expires_on=TODAY + timedelta(days=300))
    buyer = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Nils",
                                last_name="Berg", address={"line1": "5 Lake Ave", "city": "Worthington",
                                                           "postal_code": "56187"}).id
    permit_inspections.record_inspection(office.officer, permit_id=d.permit_id, on=TODAY - timedelta(days=31), checks=ALL)
    moved = permit_life.transfer_permit(office.officer, d.permit_id, new_owner_id=buyer, on=TODAY - timedelta(days=30),
                                payment=PaymentInput("cash", 1000))
    permit_life.revoke_permit(office.officer, moved.permit_id, grounds=["refused_inspection"], on=TODAY - timedelta(days=5))
    info = permit_notices.send_revocation_letter(office.officer, moved.permit_id, sent_on=TODAY - timedelta(days=4))
    text = " ".join(text_of(render(notice_document(info.id), title="Revocation")).split())
    assert moved.number in text and "Berg" in text
    assert "No part of the fee paid for this permit ($10.00, the transfer fee) is refunded" in text


def test_permit_prints_conditions_and_breeder_class(office):
    o = _owner(office, "worthington")
    animals.record_litter(office.clerk, o, born_on=TODAY - timedelta(days=30), species="dog", count=6)
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="breeder_hobbyist",
                                 description="Beagles, one or two litters a year")
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=ALL)
    office.pay_application(rec.application_id)
    d = svc.approve_application(office.officer, rec.application_id, conditions="At most two litters a year\n"
                                "Puppies sold with written care instructions", expires_on=TODAY + timedelta(days=365))
    text = text_of(render(permit_document(d.permit_id), title="Permit"))
    assert d.permit_number in text and "At most two litters a year" in text and "written care instructions" in text
    assert "1 litter recorded" in text and "§ 90.01" in text and "W-90.01" not in text and fmt_short(TODAY + timedelta(days=365)) in text


def test_w_90_11_inspection_report_item_by_item(office):
    o = _owner(office, "worthington")
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="commercial",
                                 description="Boarding kennel, 20 runs")
    ins = permit_inspections.record_inspection(office.officer, application_id=rec.application_id, inspector="Officer Berg",
                                checks=dict(ALL, waste=False, closed_days=None),
                                item_notes={"waste": "Dead-animal bin uncovered"})
    text = text_of(render(inspection_document(ins.inspection_id), title="Inspection"))
    assert "§ 90.11(D)" in text and "Does not meet" in text and "Dead-animal bin uncovered" in text
    assert not re.search(r"\bW-90", text)  # the office's rule ids stay off the owner's report
    assert "Not applicable" in text and "did not pass" in text and "Officer Berg" in text
    assert "§ 90.11" in text


def test_t_4c_tracy_revocation_letter(office):
    """T-4C: the Tracy letter cites subd. 4(C), the misdemeanor and seizure sections, both dates."""
    o = _owner(office)
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["bird"] * 5,
                                 on=TODAY - timedelta(days=30), payment=PaymentInput("cash"))
    d = svc.approve_application(office.officer, rec.application_id, on=TODAY - timedelta(days=29),
                                conditions="Birds kept indoors", expires_on=TODAY + timedelta(days=300))
    permit_life.revoke_permit(office.officer, d.permit_id, grounds=["nuisance"], details="Noise complaints, three nights",
                      on=TODAY - timedelta(days=2))
    info = permit_notices.send_revocation_letter(office.officer, d.permit_id, sent_on=TODAY - timedelta(days=2))
    n = Notice.get_by_id(info.id)
    text = text_of(render(notice_document(info.id), title="Revocation"))
    assert "subd. 4(C)" in text and "subd. 8(A)" in text and "subd. 6(D)" in text and "T-4C" not in text
    assert "Police Commission" in text and "Noise complaints" in text
    assert "is refunded" not in text  # no refund clause in Tracy's subd. 4(C): that is W-90.10H5
    words = " ".join(text.split())
    # subd. 4(C) sets no removal period: the revocation takes effect when the hearing-request period
    # ends (a timely request stays it), and a 4-or-more permit makes only the animals beyond three unlawful
    assert "stays the revocation" in words and "takes effect on" in words
    assert "keeping more than 3 animals at the premises without a permit is unlawful" in words
    assert "you may keep up to 3 animals" in words
    assert "arrange their release" not in words and "10 days" not in words and "remove the animals" not in words
    assert "for 5 × pet bird, at" in text  # what the revoked permit was for, as the permit itself lists it
    assert fmt_short(n.hearing_deadline) in text and fmt_short(n.removal_deadline) in text
    assert "considered released" not in text  # that is Worthington's rule (W-90.10H5)
    assert "release them to the city" not in text  # nor is releasing them to the city


def test_t_4c_revoked_permit_reprints_marked_not_in_force(office):
    """A revoked permit reprinted for the file says it is no longer in force, with the date (T-4C)."""
    o = _owner(office)
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["dog"] * 4,
                                 on=TODAY - timedelta(days=30), payment=PaymentInput("cash"))
    d = svc.approve_application(office.officer, rec.application_id, on=TODAY - timedelta(days=29),
                                conditions="Dogs kept in the fenced yard", expires_on=TODAY + timedelta(days=300))
    live = text_of(render(permit_document(d.permit_id), title="Permit"))
    assert "NOT IN FORCE" not in live and "no longer in force" not in live
    permit_life.revoke_permit(office.officer, d.permit_id, grounds=["nuisance"], on=TODAY - timedelta(days=2))
    text = text_of(render(permit_document(d.permit_id), title="Permit"))
    assert "NOT IN FORCE" in text and f"revoked on {fmt_short(TODAY - timedelta(days=2))}" in text
    assert "does not allow keeping any animal" in text


def test_t_4a_permit_past_its_expiry_prints_as_expired(office):
    o = _owner(office)
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["cat"] * 4,
                                 on=TODAY - timedelta(days=30), payment=PaymentInput("cash"))
    d = svc.approve_application(office.officer, rec.application_id, on=TODAY - timedelta(days=29),
                                conditions="Cats kept indoors", expires_on=TODAY + timedelta(days=10))
    later = TODAY + timedelta(days=11)
    text = text_of(render(permit_document(d.permit_id, on=later), title="Permit"))
    assert "NOT IN FORCE" in text and f"expired on {fmt_short(TODAY + timedelta(days=10))}" in text


def test_w_90_10b_shelter_permit_says_why_no_fee(office):
    """W-90.10B: a government-operated shelter's permit says no fee was due and why, not "$0.00"."""
    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, kind="organisation",
                            organisation="Nobles County Animal Shelter", government_operated=True,
                            address={"line1": "1820 Humiston Ave", "city": "Worthington", "postal_code": "56187"}).id
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="shelter", description="County-run shelter")
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=ALL)
    d = svc.approve_application(office.officer, rec.application_id, conditions="Isolation room kept",
                                expires_on=TODAY + timedelta(days=365))
    text = text_of(render(permit_document(d.permit_id), title="Permit"))
    assert "none: government-operated (Worthington City Code § 90.10(B))" in text and "$0.00" not in text


def test_w_90_10h2_refused_inspection_report_says_it_was_refused(office):
    """W-90.10H2: a refused inspection is reported as refused, with what follows; it does not claim the
    premises were inspected nor point to a checklist that was never filled in."""
    o = _owner(office, "worthington")
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="commercial", description="Pet shop")
    ins = permit_inspections.record_inspection(office.officer, application_id=rec.application_id, inspector="Officer Berg",
                                refused=True, notes="Gate locked, owner declined")
    text = text_of(render(inspection_document(ins.inspection_id), title="Inspection"))
    assert "The inspection was refused" in text and "Gate locked" in text and "Officer Berg" in text
    assert "cannot be approved until an inspection is allowed" in text and "§ 90.10(H)(1)-(2)" in text
    assert "were inspected on" not in text and "checklist below" not in text

    rec2 = svc.record_application(office.clerk, owner_id=_owner(office, "worthington"), permit_type="commercial",
                                  description="Boarding kennel")
    permit_inspections.record_inspection(office.officer, application_id=rec2.application_id, checks=ALL)
    office.pay_application(rec2.application_id)
    d = svc.approve_application(office.officer, rec2.application_id, conditions="20 runs at most",
                                expires_on=TODAY + timedelta(days=365))
    ins2 = permit_inspections.record_inspection(office.officer, permit_id=d.permit_id, refused=True)
    text = text_of(render(inspection_document(ins2.inspection_id), title="Inspection"))
    assert "The inspection was refused" in text and "has the permit revoked" in text and d.permit_number in text


def test_w_90_10h1_denial_names_the_standards_not_met_in_words(office):
    """The applicant reads which W-90.11 standards were not met, not only their ids."""
    o = _owner(office, "worthington")
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="commercial", description="Pet shop",
                                 on=TODAY - timedelta(days=3))
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, on=TODAY - timedelta(days=2),
                          checks=dict(ALL, observation=False, sanitary=False))
    svc.deny_application(office.officer, rec.application_id, reasons=permit_checks.approval_refusals(rec.application_id),
                         on=TODAY - timedelta(days=1))
    info = permit_notices.send_denial_notice(office.officer, rec.application_id, sent_on=TODAY - timedelta(days=1))
    text = text_of(render(notice_document(info.id), title="Denial"))
    assert ("not met: daily observation; sick animals isolated with separate ventilation "
            "(Worthington City Code § 90.11)") in text and "W-90.11E" not in text
    assert "facilities clean and sanitary at all times (Worthington City Code § 90.11)" in text


def test_w_90_01_professional_permit_prints_the_class_from_the_litters_not_a_profit_claim(office):
    """W-90.01: the breeder class shown on the permit is computed from what is on record; an
    applicant who did not say they breed for profit is professional by their 3 litters in 12 months,
    and the permit does not claim they breed for profit."""
    o = _owner(office, "worthington")
    for days in (300, 200, 100):
        animals.record_litter(office.clerk, o, born_on=TODAY - timedelta(days=days), species="dog", count=6)
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="breeder_professional",
                                 description="Goldendoodle kennel")
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=ALL)
    office.pay_application(rec.application_id)
    d = svc.approve_application(office.officer, rec.application_id, conditions="Six breeding dogs at most",
                                expires_on=TODAY + timedelta(days=365))
    text = " ".join(text_of(render(permit_document(d.permit_id), title="Permit")).split())
    assert "3 litters recorded" in text and "More than 2 litters in 12 months makes a professional breeder" in text
    assert "for profit" not in text


def test_w_90_10d_printed_permit_says_fee_paid_only_when_it_is(office):
    """W-90.10D: a permit is issued upon payment of the fee; when that payment is voided (a check
    that bounced) the permit no longer prints "Fee paid", it says how much is not paid. Once paid
    again, it prints as paid."""
    from animaloffice.queries.charges import unpaid_charges
    from animaloffice.services.payments import PaymentInput, pay_charges, void_payment

    o = _owner(office, "worthington")
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="commercial", description="Pet shop",
                                 payment=PaymentInput("check", 10000, "311"))
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=ALL)
    d = svc.approve_application(office.officer, rec.application_id, conditions="Written care sheets",
                                expires_on=TODAY + timedelta(days=365))
    assert "Fee paid $100.00" in " ".join(text_of(render(permit_document(d.permit_id), title="Permit")).split())
    void_payment(office.admin, rec.receipt.payment_id, "check returned unpaid")
    text = " ".join(text_of(render(permit_document(d.permit_id), title="Permit")).split())
    assert "Fee paid" not in text and "$100.00, of which $100.00 is not paid" in text
    owing = unpaid_charges(subject_table="permit_application", subject_id=rec.application_id)
    pay_charges(office.clerk, [c.id for c in owing], PaymentInput("cash", 10000))
    text = " ".join(text_of(render(permit_document(d.permit_id), title="Permit")).split())
    assert "Fee paid $100.00" in text and "not paid" not in text
