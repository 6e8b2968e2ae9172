"""For a PostgreSQL office the window finds the platform's secret store while its code is
imported (``credentials.warm_up``): the open then asks that store for the password as before,
waiting for the search if it is still going, and the store is looked for once."""
import threading
import time

import keyring
import pytest

from animaloffice import credentials
from tests.core.trust.test_credentials import URL, MemoryStore


@pytest.fixture
def slow_to_find(monkeypatch):
    """A secret store that takes 0.4 s to find the first time (as keyring's search of its
    backends does), then is known; returns the threads it was looked for on."""
    store, found, asked_on = MemoryStore(), [], []
    store.set_password(credentials.SERVICE, credentials.account(URL), "from-the-store")

    def get_keyring():
        asked_on.append(threading.current_thread().name)
        if not found:
            time.sleep(0.4)
            found.append(store)
        return store

    monkeypatch.setattr(keyring, "get_keyring", get_keyring)
    monkeypatch.setattr(credentials, "_warming", None)
    return asked_on


def test_the_open_takes_the_password_from_the_store_found_ahead(slow_to_find, tmp_path, monkeypatch):
    monkeypatch.setenv("ANIMALOFFICE_HOME", str(tmp_path))
    credentials.warm_up()
    time.sleep(0.05)  # the search is under way when the open asks
    began = time.monotonic()
    assert credentials.connect_params(URL) == {"password": "from-the-store"}
    waited = time.monotonic() - began
    assert slow_to_find[0] == "secret-store" and 0.2 < waited < 0.39  # waited for it, not searched again
    credentials.warm_up()  # once per program
    assert credentials._warming.name == "secret-store" and not credentials._warming.is_alive()


def test_without_the_search_ahead_the_open_finds_the_store_itself(slow_to_find, tmp_path, monkeypatch):
    monkeypatch.setenv("ANIMALOFFICE_HOME", str(tmp_path))
    assert credentials.connect_params(URL) == {"password": "from-the-store"}
    assert slow_to_find == [threading.current_thread().name]
