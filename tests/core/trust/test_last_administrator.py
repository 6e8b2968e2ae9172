"""The office always keeps one active administrator, also when two administrators at two
workstations on one PostgreSQL database take each other's administrator role at the same moment."""
from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.office import User
from animaloffice.services import users
from tests.core.two_desks import at_once, by_field, meet_at, postgres_only


def test_two_administrators_demoting_each_other_at_once_leave_one(office, monkeypatch):
    postgres_only(office)
    other = users.create_user(office.admin, "second", "another-good-pass-9", "administrator").actor()
    meet_at(monkeypatch, users, "_active_admins")  # both desks counted the other administrator

    def desk(actor, target):
        def demote():
            users.update_user(actor, target, role="clerk")
            return "demoted"
        return demote

    outcomes = at_once(desk(office.admin, other.user_id), desk(other, office.admin.user_id),
                       refused=(ValidationError,), label=by_field)
    assert outcomes == ["demoted", "role"], outcomes
    assert User.select().where((User.role == "administrator") & User.active).count() == 1
