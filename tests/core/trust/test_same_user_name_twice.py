"""Two administrators add a user of the same name at the same moment (PostgreSQL, where both
can see the name free before either writes): one user is made, the other desk is told the name
is taken, by the field (T-7B), instead of a database error."""
from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.office import User
from animaloffice.services import users
from tests.core.two_desks import at_once, by_field, meet_at, postgres_only


def test_one_user_name_added_at_two_desks_at_once_is_made_once(office, monkeypatch):
    postgres_only(office)
    second = users.create_user(office.admin, "second", "another-good-pass-9", "administrator").actor()
    # User.create is reached once each desk has found the name free
    meet_at(monkeypatch, User, "create", before=True, timeout=20)

    def desk(admin, role):
        def add():
            users.create_user(admin, "maria", "kennel-keeper-7", role, "Maria")
            return "made"
        return add

    outcomes = at_once(desk(office.admin, "clerk"), desk(second, "officer"), refused=(ValidationError,),
                       label=by_field)
    assert outcomes == ["made", "username"], outcomes
    assert User.select().where(User.username == "maria").count() == 1
