"""The PostgreSQL password is never shown or kept in clear: workstation.json holds the address
without it; the password goes to the platform's secret store (keyring) or, where there is none,
to a PostgreSQL password file readable by this user only; a settings file from an earlier
release that still holds one is cleaned at the next start."""
import json
import os
import stat

import keyring
import pytest
from keyring.backend import KeyringBackend

from animaloffice import config, credentials, office_database, workstation

URL = "postgresql://animaloffice_desk@db.office.local:5432/animaloffice"
SECRET = "s3cret:with\\odd@chars"


class MemoryStore(KeyringBackend):
    """A platform secret store that keeps its passwords in memory (the real ones are the
    Windows Credential Manager, the macOS Keychain and a Linux desktop's Secret Service)."""

    priority = 10

    def __init__(self):
        super().__init__()
        self.kept = {}

    def get_password(self, service, username):
        return self.kept.get((service, username))

    def set_password(self, service, username, password):
        self.kept[(service, username)] = password

    def delete_password(self, service, username):
        self.kept.pop((service, username), None)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ANIMALOFFICE_HOME", str(tmp_path))
    monkeypatch.delenv("ANIMALOFFICE_DB", raising=False)
    return tmp_path


@pytest.fixture
def no_secret_store(monkeypatch):
    from keyring.backends import fail

    previous = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    yield
    keyring.set_keyring(previous)


@pytest.fixture
def secret_store():
    previous = keyring.get_keyring()
    store = MemoryStore()
    keyring.set_keyring(store)
    yield store
    keyring.set_keyring(previous)


def _settings_text(home) -> str:
    return (home / config.LOCAL_SETTINGS).read_text()


def test_a_password_typed_with_the_address_goes_to_the_password_file_not_the_settings(home, no_secret_store):
    typed = URL.replace("animaloffice_desk@", "animaloffice_desk:" + "s3cret%3Awith%5Codd%40chars@")
    saved = workstation.save(backup_dir="", database_kind="postgresql", database_location=typed)
    assert saved.database_url == URL and SECRET not in _settings_text(home) and "s3cret" not in _settings_text(home)
    passfile = home / credentials.PASSFILE
    assert passfile.exists() and "s3cret" in passfile.read_text()
    if os.name == "posix":
        assert stat.S_IMODE(passfile.stat().st_mode) == 0o600  # libpq reads no other
    assert credentials.connect_params(URL) == {"passfile": str(passfile)}
    assert "password file" in saved.password_kept
    # a new password typed in its own field replaces the old line
    workstation.save(backup_dir="", database_kind="postgresql", database_location=URL, database_password="other-pw")
    lines = passfile.read_text().splitlines()
    assert len(lines) == 1 and lines[0].endswith(":other-pw") and lines[0].startswith("db.office.local:5432:animaloffice:")


def test_the_secret_store_keeps_it_where_there_is_one(home, secret_store):
    saved = workstation.save(backup_dir="", database_kind="postgresql", database_location=URL,
                             database_password=SECRET)
    assert secret_store.kept == {(credentials.SERVICE, "animaloffice_desk@db.office.local:5432/animaloffice"): SECRET}
    assert SECRET not in _settings_text(home) and not (home / credentials.PASSFILE).exists()
    assert "secret store" in saved.password_kept
    assert credentials.connect_params(URL) == {"password": SECRET}


def test_a_settings_file_from_an_earlier_release_is_cleaned_at_start(home, no_secret_store):
    (home / config.LOCAL_SETTINGS).write_text(json.dumps(
        {"database_url": "postgresql://clerk:plain-text-pw@db.office.local/animaloffice"}))
    target = office_database.database_target()
    assert target.url == "postgresql://clerk@db.office.local/animaloffice"
    assert "plain-text-pw" not in _settings_text(home)
    assert "plain-text-pw" in (home / credentials.PASSFILE).read_text()
    assert "plain-text-pw" not in target.describe()
    assert workstation.current().database_url == "postgresql://clerk@db.office.local/animaloffice"
