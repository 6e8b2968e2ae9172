"""Two desks put two impounded animals into the same empty kennel at the same moment
(PostgreSQL, where both can see the kennel empty before either writes): one animal goes in,
the other desk is told the kennel is taken, so the board never shows two animals in one run."""
import threading
from datetime import date

import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models import Impound, database
from animaloffice.services import impounds


def test_one_kennel_filled_from_two_desks_at_once_holds_one_animal(office, desk, monkeypatch):
    if office.backend != "postgres":
        pytest.skip("SQLite takes the write lock at the start: the two desks cannot interleave")
    held = [impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                            new_animal={"species": "dog"}, kennel_id=k, on=date(2026, 3, 2)).impound_id
            for k in desk.kennel_ids[:2]]
    target = desk.kennel_ids[2]
    both_looked = threading.Barrier(2)
    occupant = impounds.occupant

    def look_then_wait(kennel_id):
        found = occupant(kennel_id)
        try:  # both desks saw the kennel empty before either wrote
            both_looked.wait(timeout=3)
        except threading.BrokenBarrierError:
            pass  # the other desk is waiting its turn
        return found

    monkeypatch.setattr(impounds, "occupant", look_then_wait)
    outcomes = []

    def move(impound_id):
        try:
            impounds.move_to_kennel(office.clerk, impound_id, target)
            outcomes.append("moved")
        except ValidationError as exc:
            outcomes.append(exc.field)
        finally:
            database.close()

    desks = [threading.Thread(target=move, args=(i,)) for i in held]
    for t in desks:
        t.start()
    for t in desks:
        t.join(60)
    assert sorted(outcomes) == ["kennel_id", "moved"], outcomes
    assert Impound.select().where(Impound.kennel == target).count() == 1
