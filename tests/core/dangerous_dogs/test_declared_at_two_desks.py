"""Two officers declare the same dog at the same moment (PostgreSQL, where both can find no open
case before either writes): one case is opened, the other officer is told the dog already has
one (MN-347.50), and the dog keeps a single open case."""
from animaloffice.domain.errors import RuleViolation
from animaloffice.persistence.models.dangerous_dogs import DangerousDogCase
from animaloffice.services import dangerous_dogs
from tests.core.two_desks import at_once, by_field, meet_at, postgres_only

from .conftest import declare


def test_mn_347_50_one_dog_declared_at_two_desks_at_once_has_one_case(office, dog, monkeypatch):
    postgres_only(office)
    meet_at(monkeypatch, dangerous_dogs, "open_cases_of")  # each desk has looked for an open case

    def desk(place):
        def make():
            declare(office, dog, incident_place=place)
            return "declared"
        return make

    outcomes = at_once(desk("400 block of Craig Ave, Tracy"), desk("Craig Ave and Fifth St, Tracy"),
                       refused=(RuleViolation,), label=by_field)
    assert outcomes == ["declared", "ground"], outcomes
    assert DangerousDogCase.select().where(DangerousDogCase.animal == dog.animal_id).count() == 1
