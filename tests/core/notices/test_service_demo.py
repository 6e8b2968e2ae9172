"""The demo has, per city, a certified letter returned unclaimed (flagged) and a notice posted at
the premises, made through the services after the hearing cases."""
import random
from datetime import date

from animaloffice.demo_parts import hearings, service
from animaloffice.domain.roles import SYSTEM
from animaloffice.persistence.models.service import ServiceAttempt
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries import service_proofs
from animaloffice.services import service_of_notice as svc


def test_demo_service_unclaimed_and_posted(office):
    today = date.today()
    for jid in (office.tracy, office.worthington):
        hearings.populate(SYSTEM, random.Random(7), jid, profile_for(jid), today)
        assert service.populate(SYSTEM, random.Random(7), jid, profile_for(jid), today) == 2
    unclaimed = list(ServiceAttempt.select().where((ServiceAttempt.method == "certified")
                                                   & (ServiceAttempt.return_status == "unclaimed")))
    posted = list(ServiceAttempt.select().where(ServiceAttempt.method == "posted_premises"))
    assert len(unclaimed) == 2 and len(posted) >= 2
    assert all(svc.flagged(a.notice_id) for a in unclaimed)
    assert all(service_proofs.proven(a) for a in posted if a.served_by)


def test_demo_first_class_letters_name_who_mailed_them_but_the_last_days(office):
    """The affidavit of mailing proves a first-class letter: the demo's name the front desk clerk,
    except letters of the last days (their affidavits not in yet), which the follow-up list keeps."""
    from datetime import timedelta

    from animaloffice.persistence.models.enforcement import Notice
    from animaloffice.persistence.models.office import User
    from animaloffice.queries.unserved_notices import without_proof

    User.update(full_name="Front Desk Clerk").where(User.username == "clerk").execute()
    today = date.today()
    for jid in (office.tracy, office.worthington):
        hearings.populate(SYSTEM, random.Random(7), jid, profile_for(jid), today)
    [recent] = [a for n in Notice.select().where(Notice.kind == "hearing").order_by(Notice.id)
                if len(a := svc.attempts_of(n.id)) == 1 and a[0].method == "first_class"][0]
    ServiceAttempt.update(served_on=today - timedelta(days=service.AFFIDAVIT_DAYS)).where(
        ServiceAttempt.id == recent.id).execute()  # one letter mailed within the last days
    for jid in (office.tracy, office.worthington):
        service.populate(SYSTEM, random.Random(7), jid, profile_for(jid), today)
    mailed = list(ServiceAttempt.select().where((ServiceAttempt.method == "first_class")
                                                & ServiceAttempt.voided_at.is_null()
                                                & (ServiceAttempt.return_status == "")))
    old = [a for a in mailed if a.id != recent.id and (a.notice.hearing_right or a.notice.kind in service.SWORN_KINDS)
           and a.served_on < today - timedelta(days=service.AFFIDAVIT_DAYS)]
    assert old and all(a.served_by == "Front Desk Clerk" and service_proofs.proven(a) for a in old)
    assert {a.notice.kind for a in old} >= {"decision", "hearing"}
    assert ServiceAttempt.get_by_id(recent.id).served_by == ""
    [waiting] = [u for u in without_proof() if u.notice_id == recent.notice_id]
    assert waiting.awaited.startswith("who mailed it, and when")
    assert not {a.notice_id for a in old} & {u.notice_id for u in without_proof()}
