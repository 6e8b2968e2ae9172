"""The intake desk's demo part runs through the services in both cities."""
import random
from datetime import date

from animaloffice.demo_parts import impounds as part
from animaloffice.domain.roles import SYSTEM
from animaloffice.persistence.models import Charge, Impound
from animaloffice.queries.impounds import kennel_board, on_hand
from animaloffice.services.jurisdictions import profile_for


def test_demo_part_populates_both_cities(office):
    today = date.today()
    for jid in (office.tracy, office.worthington):
        part.populate(SYSTEM, random.Random(7), jid, profile_for(jid), today)
    statuses = [i.status for i in Impound.select()]
    assert statuses.count("disposed") == 4 and "returned_in_field" in statuses
    assert len(on_hand(office.tracy, today)) == 4 and len(on_hand(office.worthington, today)) == 5
    states = {c.state for c in kennel_board(today)}
    assert {"quarantine", "available", "notified"} <= states
    penalties = sorted(c.fee_code for c in Charge.select().where(Charge.fee_code.startswith("at_large")))
    assert penalties == ["at_large.1", "at_large.2", "at_large.3"]
