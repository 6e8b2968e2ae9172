"""Two desks put two impounded animals into the same empty kennel at the same moment
(PostgreSQL, where both can see the kennel empty before either writes): one animal goes in,
the other desk is told the kennel is taken, so the board never shows two animals in one run."""
from datetime import date

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.impounds import Impound
from animaloffice.services import impounds
from tests.core.two_desks import at_once, by_field, meet_at, postgres_only


def test_one_kennel_filled_from_two_desks_at_once_holds_one_animal(office, desk, monkeypatch):
    postgres_only(office)
    held = [impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                            new_animal={"species": "dog"}, kennel_id=k, on=date(2026, 3, 2)).impound_id
            for k in desk.kennel_ids[:2]]
    target = desk.kennel_ids[2]
    meet_at(monkeypatch, impounds, "occupant")  # both desks saw the kennel empty before either wrote

    def move(impound_id):
        def go():
            impounds.move_to_kennel(office.clerk, impound_id, target)
            return "moved"
        return go

    outcomes = at_once(*(move(i) for i in held), refused=(ValidationError,), label=by_field)
    assert outcomes == ["kennel_id", "moved"], outcomes
    assert Impound.select().where(Impound.kennel == target).count() == 1
