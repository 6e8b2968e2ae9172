"""Demo service of notices: per city, a denial or revocation sent by certified mail that came back
unclaimed (flagged on the hearing screen and the follow-up list), and one posted at the premises
by an officer. Made through the notice-service services, after the hearing cases exist."""
from __future__ import annotations

import random
from datetime import date, timedelta

from ..domain.profiles import Profile
from ..domain.roles import Actor
from ..persistence.models.enforcement import HearingRequest, Notice
from ..services import service_of_notice as svc

ARTICLES = ("70190700000012345670", "9407100000000000000009")  # check digits right


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
    return made
