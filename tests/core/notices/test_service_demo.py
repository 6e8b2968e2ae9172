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
