"""Demo service of notices: per city, a denial or revocation sent by certified mail that came back
unclaimed (flagged on the hearing screen and the follow-up list), and one posted at the premises
by an officer. The first-class letters proven served in the file (those the law needs proven, and
the written decisions) name who mailed them (the
front desk signs the affidavit of mailing), but those of the last days: their affidavits are not
in yet, and the follow-up list asks for them. Made through the notice-service services, after the
hearing cases exist."""
from __future__ import annotations

import random
from datetime import date, timedelta

from ..domain.profiles import Profile
from ..domain.roles import Actor
from ..persistence.models.enforcement import HearingRequest, Notice
from ..persistence.models.office import User
from ..persistence.models.service import ServiceAttempt
from ..queries.service_proofs import FAILED
from ..queries.unserved_notices import NEEDS_PROOF
from ..services import service_of_notice as svc

ARTICLES = ("70190700000012345670", "9407100000000000000009")  # check digits right
SWORN_KINDS = (*NEEDS_PROOF, "decision")  # and every notice with a hearing right: what is proven served
AFFIDAVIT_DAYS = 3  # a letter mailed this many days ago or fewer has no affidavit of mailing on file yet


def populate(actor: Actor, rng: random.Random, jurisdiction_id: int, profile: Profile, today: date) -> int:
    requested = HearingRequest.select(HearingRequest.notice)
    open_notices = list(Notice.select().where((Notice.jurisdiction == jurisdiction_id) & Notice.hearing_right
                                              & Notice.voided_at.is_null() & Notice.id.not_in(requested)
                                              & Notice.kind.in_(("denial", "revocation")))
                        .order_by(Notice.sent_on.desc(), Notice.id).limit(2))
    made = 0
    if open_notices:  # the letter came back, then the certified letter came back unclaimed
        mailed = open_notices[0]
        back = min(today, mailed.sent_on + timedelta(days=rng.randint(12, 16)))
        first = svc.attempts_of(mailed.id)[0]
        if first.method in svc.MAILED:
            svc.record_return(actor, attempt_id=first.id, status="returned" if first.method == "first_class"
                              else "unclaimed", on=back)
        if first.method != "certified":
            cert = svc.record_attempt(actor, notice_id=mailed.id, method="certified", served_on=mailed.sent_on,
                                      article=ARTICLES[rng.randrange(2)], served_by="Front desk")
            svc.record_return(actor, attempt_id=cert, status="unclaimed", on=back)
        made += 1
    if len(open_notices) > 1:
        posted = open_notices[1]
        svc.record_attempt(actor, notice_id=posted.id, method="posted_premises",
                           served_on=min(today, posted.sent_on + timedelta(days=1)), served_by="Officer Dahl",
                           place=f"{posted.recipient_address or 'the premises'}, front door", counts=True,
                           count_reason="posted to be sure the owner has it; the days count from the posting")
        made += 1
    _affidavits_of_mailing(actor, jurisdiction_id, today)
    return made


def _affidavits_of_mailing(actor: Actor, jurisdiction_id: int, today: date) -> None:
    """Who mailed each first-class letter the law needs proven served: the front desk clerk, on
    every such letter not come back and mailed more than ``AFFIDAVIT_DAYS`` ago."""
    clerk = User.select().where((User.role == "clerk") & User.active).order_by(User.id).first()
    mailer = (clerk.full_name or clerk.username) if clerk is not None else "Front desk"
    unsworn = (ServiceAttempt.select(ServiceAttempt.id).join(Notice)
               .where((Notice.jurisdiction == jurisdiction_id) & Notice.voided_at.is_null()
                      & (Notice.hearing_right | Notice.kind.in_(SWORN_KINDS))
                      & (ServiceAttempt.method == "first_class") & (ServiceAttempt.served_by == "")
                      & ServiceAttempt.return_status.not_in(FAILED) & ServiceAttempt.voided_at.is_null()
                      & (ServiceAttempt.served_on < today - timedelta(days=AFFIDAVIT_DAYS)))
               .order_by(ServiceAttempt.id))
    for (attempt_id,) in unsworn.tuples():
        svc.record_mailer(actor, attempt_id, mailed_by=mailer)
