"""Two desks link one Worthington record at the same moment, each to a different Tracy record
(PostgreSQL, where both could read the links before either writes): one link is made, the other
is refused naming the record chosen, so the person never has two records in one city."""
from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.people import OwnerLink
from animaloffice.services import owner_links, owners
from tests.core.two_desks import at_once, by_field, meet_at, postgres_only


def test_one_person_linked_at_two_desks_at_once_keeps_one_record_per_city(office, monkeypatch):
    postgres_only(office)

    def owner(jid, line1):
        return owners.create_owner(office.clerk, jurisdiction_id=jid, first_name="Ida", last_name="Lund",
                                   address={"line1": line1, "city": "Tracy", "postal_code": "56175"}).id

    worthington = owner(office.worthington, "88 Lake Ave")
    tracy_a, tracy_b = owner(office.tracy, "12 Elm St"), owner(office.tracy, "7 Oak Ave")
    meet_at(monkeypatch, owner_links, "person_record_ids")  # each desk has read the person's records

    def desk(tracy):
        return lambda: (owner_links.link_owners(office.officer, worthington, tracy), "linked")[1]

    outcomes = at_once(desk(tracy_a), desk(tracy_b), refused=(ValidationError,), label=by_field)
    assert outcomes == ["linked", "other_id"], outcomes
    assert OwnerLink.select().count() == 1
