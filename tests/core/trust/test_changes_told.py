"""What a committed transaction wrote is told once, after the commit, on both databases; a
transaction that fails tells nothing: the window's views read again after every action, whoever
made it (persistence.changes)."""
import threading

import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence import changes
from animaloffice.persistence.db import transaction
from animaloffice.persistence.models.base import database
from animaloffice.services import owners
from tests.core.impounds.conftest import make_dog, make_owner


@pytest.fixture
def told():
    heard: list[tuple[frozenset, bool]] = []

    def listener(tables):
        heard.append((tables, threading.current_thread() is threading.main_thread()))

    changes.listen(listener)
    yield heard
    changes.unlisten(listener)


def test_a_service_action_is_told_once_with_every_table_it_wrote(office, told):
    owner_id = make_owner(office, office.tracy)
    assert [t for t, _ in told] == [frozenset({"owner", "address", "phone"})]
    told.clear()
    make_dog(office, office.tracy, owner_id)
    assert len(told) == 1 and "animal" in told[0][0]


def test_nothing_is_told_of_a_transaction_that_failed(office, told):
    owner_id = make_owner(office, office.tracy)
    told.clear()
    with pytest.raises(ValidationError):
        owners.update_owner(office.clerk, owner_id, expected_version=1, letter_language="fr")
    with pytest.raises(RuntimeError):
        with transaction():
            make_dog(office, office.tracy, owner_id)  # written, then undone
            raise RuntimeError("the desk lost power")
    assert told == []
    owners.update_owner(office.clerk, owner_id, expected_version=1, notes="kept")
    assert [t for t, _ in told] == [frozenset({"owner"})]


def test_an_action_inside_a_larger_transaction_is_told_when_the_whole_commits(office, told):
    with transaction():
        owner_id = make_owner(office, office.tracy)
        with database.atomic():
            make_dog(office, office.tracy, owner_id)
        assert told == []
    assert len(told) == 1 and {"owner", "animal"} <= told[0][0]


def test_a_change_on_another_thread_is_told_on_that_thread(office, told):
    done = []

    def work():
        make_owner(office, office.tracy, last="Sorensen")
        done.append(True)
        if not office.backend == "sqlite":
            database.close()

    worker = threading.Thread(target=work)
    worker.start()
    worker.join(30)
    assert done == [True]
    assert len(told) == 1 and "owner" in told[0][0] and told[0][1] is False


def test_a_listener_that_fails_never_fails_the_save(office, told):
    def broken(_tables):
        raise RuntimeError("a view was closed")

    changes.listen(broken)
    try:
        owner_id = make_owner(office, office.tracy, last="Quist")
    finally:
        changes.unlisten(broken)
    assert owner_id and len(told) == 1
