"""MN-347.541, MN-347.50: a decision that lets a declaration stand is delivered by registered mail
and its 14 days to comply count from the owner's receipt. Recording the return of that mailing
(signed for) on the decision's service moves the days, as recording the receipt on the case does."""
from datetime import date, datetime, time

from animaloffice.persistence.models.dangerous_dogs import DangerousDogCase
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.services import dangerous_dogs as svc
from animaloffice.services import hearings
from animaloffice.services import service_of_notice as service

from .conftest import declare


def _affirmed(office, dog):
    c = declare(office, dog)
    n = svc.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 5))
    hearings.record_request(office.clerk, n.id, received_on=date(2026, 6, 15), how="mail")
    s = hearings.schedule_hearing(office.officer, n.id, at=datetime.combine(date(2026, 7, 1), time(10, 0)),
                                  body="Hearing Officer", place="Tracy City Hall", sent_on=date(2026, 6, 16))
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Owner; Officer Lind",
                            findings="The dog left the yard and bit once.")
    d = hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=date(2026, 7, 6),
                                conclusions="Unprovoked bite.", method="registered")
    return c, d


def test_mn_347_50_the_registered_decision_signed_for_moves_the_days_to_comply(office, dog):
    c, d = _affirmed(office, dog)
    assert DangerousDogCase.get_by_id(c.id).compliance_deadline == date(2026, 7, 23)  # taken as received July 9
    [mailing] = service.attempts_of(d.letter_id)
    assert mailing.method == "registered"
    service.record_return(office.clerk, attempt_id=mailing.id, status="delivered", on=date(2026, 7, 13))
    row = DangerousDogCase.get_by_id(c.id)
    assert (row.decision_received_on, row.compliance_deadline) == (date(2026, 7, 13), date(2026, 7, 27))
    assert Notice.get_by_id(d.letter_id).kind == "decision"


def test_mn_347_541_a_hand_delivery_of_the_decision_after_the_mailing_counts_from_the_day_handed(office, dog):
    c, d = _affirmed(office, dog)
    service.record_attempt(office.officer, notice_id=d.letter_id, method="hand", served_on=date(2026, 7, 14),
                           served_by="Officer Lind", served_to="Abdi Hassan", place="88 Craig Ave")
    assert DangerousDogCase.get_by_id(c.id).compliance_deadline == date(2026, 7, 28)
