"""Due process for a declaration (Minn. Stat. § 347.541, rule MN-347.541; § 347.52 (d), MN-347.50): where a
seized dog is held and whom to contact, the hearing's and the decision's own days, how the decision
is delivered, and what the statute asks of a dangerous dog's owner beyond registration."""
import io
import json
from datetime import date, datetime, time

import pypdf
import pytest

from animaloffice.domain.errors import RuleViolation, ValidationError
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.dangerous_dogs import DangerousDogCase
from animaloffice.persistence.models.enforcement import Hearing, Notice
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.printing.hearing_letters import letter_pdf
from animaloffice.queries import dangerous_dog_dates as dates
from animaloffice.queries import dangerous_dogs as q
from animaloffice.queries import hearings as hq
from animaloffice.services import dangerous_dog_registration, hearings, impounds, kennels
from animaloffice.services import dangerous_dogs as svc
from animaloffice.services.jurisdictions import set_office_settings
from animaloffice.services.payments import PaymentInput

from .conftest import declare, make_dog

SENT = date(2026, 6, 5)  # hearing to be requested by Monday June 22, 2026


def _text(pdf: bytes) -> str:
    return " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())


def _office_and_shelter(office):
    set_office_settings(office.admin, {"office_name": "Tracy Animal Control", "office_phone": "507-555-0100"})
    f = kennels.create_facility(office.admin, name="Tracy Animal Shelter", address="1200 Hwy 14 W, Tracy",
                                phone="507-555-0177")
    [run] = kennels.add_kennels(office.admin, f.id, kind="run", codes=["R1"])
    return f, run


def _requested(office, dog, received=date(2026, 6, 22)):
    c = declare(office, dog)
    n = svc.send_declaration_notice(office.officer, c.id, sent_on=SENT)
    hearings.record_request(office.clerk, n.id, received_on=received, how="mail")
    return c, n


def _held(office, notice_id, on=date(2026, 7, 1)):
    s = hearings.schedule_hearing(office.officer, notice_id, at=datetime.combine(on, time(10, 0)),
                                  body="Hearing Officer", place="Tracy City Hall", sent_on=date(2026, 6, 23))
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Owner; Officer Lind; hearing officer J. Ames",
                            findings="The dog left the yard through an open gate and bit once.")
    return s.hearing_id


# --- where a seized dog is held (347.541, subd. 3 (1)) -------------------------------------------------

def test_mn_347_541_a_seized_dog_is_kept_where_it_is_impounded_and_the_office_is_the_contact(office, dog):
    """MN-347.541: the notice of a seized dog names the facility where it is held (its open impound's)
    and the office as the contact, not the owner at home."""
    f, run = _office_and_shelter(office)
    impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="neglect_danger", animal_id=dog.animal_id,
                    kennel_id=run.id, on=date(2026, 5, 29))
    c = declare(office, dog, seized_on=date(2026, 5, 29))
    row = DangerousDogCase.get_by_id(c.id)
    assert row.facility_id == f.id and row.kept_at == "Tracy Animal Shelter, 1200 Hwy 14 W, Tracy"
    assert (row.contact_name, row.contact_phone) == ("Tracy Animal Control", "507-555-0100")
    n = svc.send_declaration_notice(office.officer, c.id, sent_on=SENT)
    fields = json.loads(Notice.get_by_id(n.id).fields)  # what the notice prints, as sent
    assert fields["held_at"] == "Tracy Animal Shelter, 1200 Hwy 14 W, Tracy"
    assert (fields["contact_name"], fields["contact_phone"]) == ("Tracy Animal Control", "507-555-0100")


def test_mn_347_541_a_seized_dog_needs_the_facility_where_it_is_held(office, dog):
    """MN-347.541: a seized dog not in a kennel on file is refused until the facility is named; typed
    owner's contacts for it are refused, not printed; a facility for a dog not seized is refused.
    Nothing is saved by a refusal."""
    f, _ = _office_and_shelter(office)
    with pytest.raises(ValidationError) as err:
        svc.declare_and_notify(office.officer, animal_id=dog.animal_id, kind="dangerous", ground="dd_bodily_harm",
                               facts="Bit a jogger.", incident_on=date(2026, 5, 28), incident_place="Craig Ave",
                               declared_on=date(2026, 6, 1), declared_by="Officer Dana Lind",
                               seized_on=date(2026, 5, 29), sent_on=SENT)
    assert err.value.field == "facility_id" and "Minn. Stat. § 347.541, subd. 3" in err.value.message
    assert DangerousDogCase.select().count() == 0 and Notice.select().count() == 0
    with pytest.raises(ValidationError) as err:
        declare(office, dog, seized_on=date(2026, 5, 29), facility_id=f.id, contact_name="Abdi Hassan")
    assert err.value.field == "contact_name"
    with pytest.raises(ValidationError) as err:
        declare(office, dog, facility_id=f.id)
    assert err.value.field == "facility_id" and "seized" in err.value.message
    assert DangerousDogCase.select().count() == 0
    c = declare(office, dog, seized_on=date(2026, 5, 29), facility_id=f.id)
    assert DangerousDogCase.get_by_id(c.id).kept_at.startswith("Tracy Animal Shelter")


# --- the hearing's own days (347.541, subd. 4) ----------------------------------------------------------

def test_mn_347_541_hearing_within_14_days_of_the_request_on_the_follow_up_list(office, dog):
    """MN-347.541: a requested hearing is held within 14 days of the request; the follow-up list dates
    it by that day, the case shows it, and a hearing set later is flagged and warned of."""
    c, n = _requested(office, dog)
    [item] = [f for f in hq.follow_up(office.tracy, date(2026, 6, 23)) if f.what == "Hearing to schedule"]
    assert item.due == date(2026, 7, 6)
    assert "to be held by 07/06/2026 (within 14 days of the request, Minn. Stat. § 347.541, subd. 4)" in item.detail
    [line] = [d for d in q.case_view(c.id, date(2026, 6, 23)).dates if d.label == "Hearing to be held by"]
    assert line.day == date(2026, 7, 6) and "MN-347.541" in line.why
    assert dates.hearing_warning(n.id, date(2026, 7, 6)) == ""
    warning = dates.hearing_warning(n.id, date(2026, 7, 8))
    assert "Monday July 6, 2026, the last day to hold the hearing" in warning and "347.541, subd. 4" in warning
    s = hearings.schedule_hearing(office.officer, n.id, at=datetime.combine(date(2026, 7, 8), time(10, 0)),
                                  body="Hearing Officer", place="Tracy City Hall", sent_on=date(2026, 6, 23))
    [late] = [f for f in dates.follow_ups(office.tracy, date(2026, 6, 24)) if "after the days" in f.what]
    assert late.due == date(2026, 7, 6) and "set for 07/08/2026" in late.detail and late.urgent
    hearings.reschedule_hearing(office.officer, s.hearing_id, at=datetime.combine(date(2026, 7, 1), time(10, 0)),
                                sent_on=date(2026, 6, 23), reason="Within the 14 days")
    assert not [f for f in dates.follow_ups(office.tracy, date(2026, 6, 24)) if "after the days" in f.what]


def test_mn_347_541_decision_within_10_days_after_the_hearing_on_the_follow_up_list(office, dog):
    """MN-347.541: the decision is issued within 10 days after the hearing (here moved off a Saturday);
    the follow-up list dates it so, and the decision dialog's warning says when a date is later."""
    c, n = _requested(office, dog)
    hid = _held(office, n.id)  # Wednesday July 1: 10 days later is Saturday July 11
    [item] = [f for f in hq.follow_up(office.tracy, date(2026, 7, 2)) if f.what == "Written decision due"]
    assert item.due == date(2026, 7, 13)
    assert "decision to be issued by 07/13/2026 (within 10 days after the hearing" in item.detail
    [line] = [d for d in q.case_view(c.id, date(2026, 7, 2)).dates if d.label == "Decision due by"]
    assert line.day == date(2026, 7, 13) and "Saturday" in line.why
    assert dates.decision_warning(hid, date(2026, 7, 13)) == ""
    assert "after Monday July 13, 2026, the last day to issue the decision" in dates.decision_warning(
        hid, date(2026, 7, 14))


# --- the decision is delivered by hand or registered mail (347.541, subd. 4) -----------------------------

@pytest.mark.parametrize("method", ["mail", "certified", "email", "posted"])
def test_mn_347_541_a_decision_not_by_hand_or_registered_mail_is_refused(office, dog, method):
    """MN-347.541: a decision on a declaration sent any other way is refused, naming the method; the
    hearing stays undecided, no letter is recorded, the case is unchanged."""
    c, n = _requested(office, dog)
    hid = _held(office, n.id)
    before = DangerousDogCase.get_by_id(c.id).version
    with pytest.raises(RuleViolation) as err:
        hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 7, 6),
                                conclusions="Unprovoked bite.", method=method)
    assert err.value.field == "method" and "by hand or by registered mail" in err.value.message
    assert Hearing.get_by_id(hid).status == "held" and Hearing.get_by_id(hid).decision == ""
    assert Notice.select().where(Notice.kind == "decision").count() == 0
    assert DangerousDogCase.get_by_id(c.id).version == before


@pytest.mark.parametrize("method,words", [("registered", "by registered mail"), ("in_person", "by hand")])
def test_mn_347_541_the_decision_records_how_it_was_delivered(office, dog, method, words):
    """MN-347.541: the app records whether the decision went by hand or by registered mail; the case
    shows it and the decision letter says it."""
    c, n = _requested(office, dog)
    hid = _held(office, n.id)
    d = hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 7, 6),
                                conclusions="Unprovoked bite.", method=method)
    assert DangerousDogCase.get_by_id(c.id).decision_sent_by == method
    assert Notice.get_by_id(d.letter_id).method == method
    [line] = [x for x in q.case_view(c.id, date(2026, 7, 7)).dates if x.label == "Decision delivered"]
    assert line.day == date(2026, 7, 6) and f"upheld, delivered {words}" in line.why
    text = _text(letter_pdf([d.letter_id]))
    assert f"It is delivered to you {words} (Minn. Stat. § 347.541, subd. 4)" in text


# --- sterilization and the tag (347.52 (d), 347.51 subd. 7) ------------------------------------------------

def _register(office, case_id, on=date(2026, 6, 12)):
    svc.record_registration(office.officer, case_id, insurance_kind="insurance", insurer="North Star Mutual",
                            policy_number="HO-4471", insurance_cents=300_000_00, insurance_expires_on=date(2027, 6, 30),
                            enclosure_inspected_on=on, enclosure_inspector="Officer Dana Lind",
                            sign_issued_on=on, sign_number="S-12", microchip="985112003456789")
    dangerous_dog_registration.pay_registration_fee(office.clerk, case_id, PaymentInput("cash", 300_00), on=on)


def test_mn_347_50_sterilization_within_30_days_is_on_the_checklist_and_the_follow_up_list(office):
    """MN-347.50 (347.52 (d)): a dangerous dog not spayed or neutered is to be sterilized within 30 days
    of the notice (here moved off a Sunday); the checklist shows it with its day, it does not hold up
    the certificate, and once overdue the follow-up list says so until it is recorded, which marks
    the dog's own record."""
    dog = make_dog(office, altered=False)
    c = declare(office, dog)
    svc.send_declaration_notice(office.officer, c.id, sent_on=SENT)
    view = q.case_view(c.id, date(2026, 6, 12))
    [item] = [i for i in view.checklist.items if i.code == "sterilization"]
    assert not item.met and item.due == date(2026, 7, 6) and not item.registers
    assert "due by Monday July 6, 2026" in item.detail and item.citation == "Minn. Stat. § 347.52 (d)"
    [line] = [d for d in view.dates if d.label == "Sterilize by"]
    assert "July 5, 2026 is a Sunday" in line.why
    _register(office, c.id)
    cert = dangerous_dog_registration.issue_certificate(office.clerk, c.id, on=date(2026, 6, 12))  # not held up by the duty
    assert cert.certificate_number
    assert not [f for f in dates.follow_ups(office.tracy, date(2026, 7, 6)) if "sterilized" in f.what]
    [f] = [f for f in dates.follow_ups(office.tracy, date(2026, 7, 7)) if "sterilized" in f.what]
    assert f.what == "Dangerous dog not sterilized" and f.urgent and "overdue" in f.detail
    svc.record_registration(office.officer, c.id, sterilized_on=date(2026, 7, 8), sterilized_by="Tracy Vet Clinic")
    assert Animal.get_by_id(dog.animal_id).altered is True
    [item] = [i for i in q.case_view(c.id, date(2026, 7, 9)).checklist.items if i.code == "sterilization"]
    assert item.met and "done on Wednesday July 8, 2026 by Tracy Vet Clinic" in item.detail
    assert not [f for f in dates.follow_ups(office.tracy, date(2026, 7, 9)) if "sterilized" in f.what]
    actions = {e.action for e in AuditEntry.select().where(AuditEntry.note.contains("sterilized"))}
    assert "dangerous_dog.registration_items" in actions


def test_mn_347_50_sterilization_waits_for_the_hearing_and_then_runs_with_the_days_to_comply(office):
    """MN-347.50 (347.541, 347.52 (d)): while a hearing is pending no sterilization is overdue; a
    decision that affirms gives until the later of the 30 days and its 14 days from receipt."""
    dog = make_dog(office, altered=False)
    c, n = _requested(office, dog)
    assert not dates.follow_ups(office.tracy, date(2026, 7, 8))  # the hearing is pending
    hid = _held(office, n.id)
    hearings.decide_hearing(office.officer, hid, decision="upheld", decided_on=date(2026, 7, 6),
                            conclusions="Unprovoked bite.", method="registered")
    row = DangerousDogCase.get_by_id(c.id)
    assert row.compliance_deadline == date(2026, 7, 23)
    [item] = [i for i in q.case_view(c.id, date(2026, 7, 8)).checklist.items if i.code == "sterilization"]
    assert item.due == date(2026, 7, 23) and not item.met
    assert not [f for f in dates.follow_ups(office.tracy, date(2026, 7, 20)) if "sterilized" in f.detail]
    [f] = dates.follow_ups(office.tracy, date(2026, 7, 24))
    assert f.what == "Dangerous dog not registered" and "also not sterilized" in f.detail


def test_mn_347_50_the_tag_is_on_the_checklist_and_bad_input_is_refused(office, dog):
    """MN-347.50 (347.51 subd. 7): the standardized tag is recorded with the day it was issued; a tag
    without its day, a day before the declaration, or a tag for a potentially dangerous dog is
    refused naming the field."""
    c = declare(office, dog)
    svc.send_declaration_notice(office.officer, c.id, sent_on=SENT)
    [tag] = [i for i in q.case_view(c.id, SENT).checklist.items if i.code == "tag"]
    assert not tag.met and tag.citation == "Minn. Stat. § 347.51, subd. 7"
    for bad, field in (({"tag_number": "DD-17"}, "tag_issued_on"),
                       ({"tag_number": "DD-17", "tag_issued_on": date(2026, 5, 30)}, "tag_issued_on")):
        with pytest.raises(ValidationError) as err:
            svc.record_registration(office.officer, c.id, **bad)
        assert err.value.field == field
    assert DangerousDogCase.get_by_id(c.id).tag_number == ""
    svc.record_registration(office.officer, c.id, tag_number="DD-17", tag_issued_on=date(2026, 6, 12))
    [tag] = [i for i in q.case_view(c.id, date(2026, 6, 12)).checklist.items if i.code == "tag"]
    assert tag.met and "no. DD-17" in tag.detail
    other = make_dog(office, name="Rex")
    p = declare(office, other, kind="potentially_dangerous", ground="pdd_chase")
    with pytest.raises(ValidationError) as err:
        svc.record_registration(office.officer, p.id, sterilized_on=date(2026, 6, 12))
    assert err.value.field == "sterilized_on"
