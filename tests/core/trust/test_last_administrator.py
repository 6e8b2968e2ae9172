"""The office always keeps one active administrator, also when two administrators at two
workstations on one PostgreSQL database take each other's administrator role at the same moment."""
import threading

import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models import User, database
from animaloffice.services import users


def test_two_administrators_demoting_each_other_at_once_leave_one(office, monkeypatch):
    if office.backend != "postgres":
        pytest.skip("SQLite takes the write lock at the start: the two desks cannot interleave")
    other = users.create_user(office.admin, "second", "another-good-pass-9", "administrator").actor()
    both_counted = threading.Barrier(2)
    count = users._active_admins

    def count_then_wait(except_id):
        n = count(except_id)
        try:  # both desks counted the other administrator before either wrote
            both_counted.wait(timeout=3)
        except threading.BrokenBarrierError:
            pass  # the other desk is waiting its turn
        return n

    monkeypatch.setattr(users, "_active_admins", count_then_wait)
    outcomes = []

    def desk(actor, target):
        try:
            users.update_user(actor, target, role="clerk")
            outcomes.append("demoted")
        except ValidationError as exc:
            outcomes.append(exc.field)
        finally:
            database.close()

    desks = [threading.Thread(target=desk, args=(office.admin, other.user_id)),
             threading.Thread(target=desk, args=(other, office.admin.user_id))]
    for t in desks:
        t.start()
    for t in desks:
        t.join(60)
    assert sorted(outcomes) == ["demoted", "role"], outcomes
    assert User.select().where((User.role == "administrator") & User.active).count() == 1
