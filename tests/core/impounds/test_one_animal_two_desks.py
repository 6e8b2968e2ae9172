"""Two desks take in the same animal at the same moment (PostgreSQL, where both can find it not
held before either writes): one impound is recorded (T-6A), the other desk is told the animal is
already held, so the animal never has two impounds, two holds and two bills at once."""
from datetime import date

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.impounds import Impound
from animaloffice.services import impounds
from tests.core.two_desks import at_once, by_field, meet_at, postgres_only

from .conftest import make_dog, make_owner


def test_t_6a_one_animal_taken_in_at_two_desks_at_once_is_impounded_once(office, monkeypatch):
    postgres_only(office)
    dog = make_dog(office, office.tracy, make_owner(office, office.tracy))
    meet_at(monkeypatch, impounds, "held_under")  # each desk found the dog not held before either wrote

    def desk(place):
        def take_in():
            impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                            on=date(2026, 3, 2), found_place=place)
            return "impounded"
        return take_in

    outcomes = at_once(desk("Morgan St and 4th"), desk("Tracy city park"), refused=(ValidationError,),
                       label=by_field)
    assert outcomes == ["animal_id", "impounded"], outcomes
    assert Impound.select().where(Impound.animal == dog).count() == 1
