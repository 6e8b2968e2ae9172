"""The intake desk's demo part runs through the services in both cities."""
import random
from datetime import date

from animaloffice.demo_parts import impounds as part
from animaloffice.domain.roles import SYSTEM
from animaloffice.persistence.models.impounds import Impound
from animaloffice.persistence.models.money import Charge
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries.impounds import kennel_board, on_hand


def test_demo_part_populates_both_cities(office):
    today = date.today()
    for jid in (office.tracy, office.worthington):
        part.populate(SYSTEM, random.Random(7), jid, profile_for(jid), today)
    statuses = [i.status for i in Impound.select()]
    assert statuses.count("disposed") == 4 and "returned_in_field" in statuses
    assert len(on_hand(office.tracy, today)) == 8 and len(on_hand(office.worthington, today)) == 9
    states = {c.state for c in kennel_board(today)}
    assert {"quarantine", "available", "notified"} <= states
    # the due-process cases the board shows: a disposal blocked for want of the owner's notice
    # (MN-347.14), a quarantine over with its exam due (MN-1721.0570), a seizure for neglect with
    # its notice (MN-343.235), in Worthington stayed by a security
    cells = kennel_board(today)
    assert {"not_notified", "exam_due", "stayed"} <= states
    assert [c.action for c in cells if c.state == "not_notified"] == ["impound_notice", "impound_notice"]
    assert sorted(c.action for c in cells if c.state == "exam_due") == ["vet_certificate"] * 2
    seized = [c for c in cells if c.impound_id and Impound.get_by_id(c.impound_id).ground == "neglect_abuse"]
    assert [c.state for c in seized] == ["notified", "stayed"]
    penalties = sorted(c.fee_code for c in Charge.select().where(Charge.fee_code.startswith("at_large")))
    assert penalties == ["at_large.1", "at_large.2", "at_large.3"]


def test_the_demo_postings_read_as_posted_in_three_public_places_by_who_recorded_them(office):
    """MN-347.14: each demo notice posted for an unknown owner is served by its posting, with the
    places and the day, by whoever recorded it, and is proven."""
    from animaloffice.persistence.models.enforcement import Notice
    from animaloffice.services import service_of_notice as svc

    today = date.today()
    part.populate(SYSTEM, random.Random(7), office.tracy, profile_for(office.tracy), today)
    postings = list(Notice.select().where(Notice.kind == "posting").order_by(Notice.sent_on))
    assert len(postings) == 3
    for n in postings:
        [first] = svc.attempts_of(n.id)
        assert (first.method, first.served_by) == ("posted_public", SYSTEM.username)
        day = f"{n.sent_on:%B} {n.sent_on.day}, {n.sent_on.year}"
        assert svc.service_text(n.id) == (f"posting in public places on {day}, "
                                          "at City Hall; Post office; Public library")
