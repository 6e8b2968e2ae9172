"""Two desks record the same owner's move at the same moment (PostgreSQL, where both can read
the old address as current before either writes): the owner ends with one current address of
each kind, the later one, and the earlier ones keep their end dates (the T-7A household count
and every letter read the current address)."""
from datetime import date

from animaloffice.persistence.models.people import Address, Phone
from animaloffice.services import owners
from tests.core.two_desks import at_once, by_field, meet_at, postgres_only


def test_t_7a_owner_moved_at_two_desks_at_once_has_one_current_address(office, monkeypatch):
    postgres_only(office)
    oid = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Lund",
                              address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"},
                              phone="507-555-0101", since=date(2020, 1, 1)).id
    meet_at(monkeypatch, owners, "fetch_owner")  # both desks have the owner open before either writes

    def desk(line1, phone):
        def move():
            owners.change_address(office.clerk, oid, line1=line1, city="Tracy", postal_code="56175",
                                  moved_on=date(2026, 3, 2))
            owners.change_phone(office.clerk, oid, phone, since=date(2026, 3, 2))
            return "moved"
        return move

    outcomes = at_once(desk("40 Pine St", "507-555-0140"), desk("7 Oak Ave", "507-555-0107"), refused=(),
                       label=by_field)
    assert outcomes == ["moved", "moved"], outcomes
    current = Address.select().where((Address.owner == oid) & Address.valid_to.is_null())
    assert current.count() == 1 and current.get().line1 in ("40 Pine St", "7 Oak Ave")
    assert Address.select().where(Address.owner == oid).count() == 3
    assert Phone.select().where((Phone.owner == oid) & Phone.valid_to.is_null()).count() == 1
