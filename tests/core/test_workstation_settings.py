"""This workstation's settings: the database location and backup folder, checked before stored."""
import pytest

from animaloffice import config, office_database, workstation
from animaloffice.domain.errors import ValidationError


def test_database_location_checked_and_stored(tmp_path, monkeypatch):
    monkeypatch.setenv("ANIMALOFFICE_HOME", str(tmp_path))
    monkeypatch.delenv("ANIMALOFFICE_DB", raising=False)
    saved = workstation.save(backup_dir="", database_kind="postgresql",
                             database_location="postgresql://office@db.local/animaloffice")
    assert saved.database_url == "postgresql://office@db.local/animaloffice"
    assert office_database.database_target().kind == "postgresql"  # used at the next start
    workstation.save(backup_dir=str(tmp_path / "b"), database_kind="sqlite", database_location="")
    assert office_database.database_target().path == config.default_sqlite_path()
    assert config.backup_dir() == tmp_path / "b"


@pytest.mark.parametrize("kind,location,field", [
    ("postgresql", "mysql://x/y", "database_url"),
    ("postgresql", "postgresql://server", "database_url"),
    ("postgresql", "postgresql://server:port/db", "database_url"),
    ("sqlite", "relative/office.sqlite3", "database_path"),
    ("sqlite", "/no/such/folder/office.sqlite3", "database_path"),
    ("oracle", "", "database_kind"),
])
def test_bad_database_locations_name_the_field(kind, location, field):
    with pytest.raises(ValidationError) as err:
        workstation.clean_database_url(kind, location)
    assert err.value.field == field


def test_backup_folder_must_be_a_writable_folder(tmp_path):
    a_file = tmp_path / "file"
    a_file.write_text("x")
    with pytest.raises(ValidationError) as err:
        workstation.clean_backup_dir(str(a_file))
    assert err.value.field == "backup_dir"
    with pytest.raises(ValidationError):
        workstation.clean_backup_dir("relative/backups")
    assert workstation.clean_backup_dir(str(tmp_path / "new" / "backups")) == str(tmp_path / "new" / "backups")


def test_trying_a_database_says_what_it_holds_without_opening_it_for_use(office, tmp_path):
    """Settings > This workstation > Test the connection: the office's own database, a new
    file, another program's file and a server that does not answer."""
    from animaloffice.workstation import try_database

    if office.backend == "sqlite":
        assert "is an AnimalOffice database" in try_database("sqlite", str(office.target.path))
    else:
        told = try_database("postgresql", office.target.url)
        assert told.startswith("Connected to PostgreSQL") and "AnimalOffice office database" in told
    assert "does not exist yet" in try_database("sqlite", str(tmp_path / "new.sqlite3"))
    (tmp_path / "notes.sqlite3").write_text("shopping list")
    with pytest.raises(ValidationError) as err:
        try_database("sqlite", str(tmp_path / "notes.sqlite3"))
    assert err.value.field == "database_path" and "not an AnimalOffice database" in str(err.value)
    with pytest.raises(ValidationError) as err:
        try_database("postgresql", "postgresql://nobody@127.0.0.1:1/animaloffice", timeout_s=2)
    assert err.value.field == "database_url" and "cannot connect to 127.0.0.1:1/animaloffice" in str(err.value)
    from animaloffice.persistence.models.licensing import License
    assert License.select().count() == 0  # the office's own database is still the one in use
