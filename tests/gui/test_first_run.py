"""First run: the cities served, the administrator, demo data or an empty office."""
import pytest

from animaloffice.config import DatabaseTarget
from animaloffice.persistence import profiles
from animaloffice.persistence.db import close_database, open_database
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.office import Jurisdiction, User
from animaloffice.queries.office import get_office_setting
from animaloffice.services.users import authenticate
from ui.first_run import FirstRunWizard


@pytest.fixture
def new_office(tmp_path, monkeypatch):
    path = tmp_path / "new.sqlite3"
    monkeypatch.setenv("ANIMALOFFICE_HOME", str(tmp_path))
    monkeypatch.setenv("ANIMALOFFICE_DB", f"sqlite:///{path}")
    profiles.forget()
    open_database(DatabaseTarget("sqlite", path=path))
    yield path
    close_database()
    profiles.forget()


def _wizard(qtbot):
    wizard = FirstRunWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    return wizard


def test_empty_office_with_one_city_and_its_administrator(qtbot, new_office):
    wizard = _wizard(qtbot)
    wizard.city_boxes["worthington"].setChecked(False)
    wizard.office_name.setText("Tracy Animal Control")
    qtbot.keyClicks(wizard.admin_name, "Dana")
    qtbot.keyClicks(wizard.admin_full_name, "Dana Kvistad")
    qtbot.keyClicks(wizard.admin_password, "kennel-keys-42")
    qtbot.keyClicks(wizard.admin_password2, "kennel-keys-42")
    wizard.ok_button.click()
    assert wizard.result() == FirstRunWizard.DialogCode.Accepted
    assert [j.code for j in Jurisdiction.select()] == ["tracy"]
    user = authenticate("dana", "kennel-keys-42", sleep=lambda s: None)
    assert user.role == "administrator" and user.full_name == "Dana Kvistad"
    assert get_office_setting("office_name") == "Tracy Animal Control"


def test_refusals_show_at_the_field_and_nothing_is_saved(qtbot, new_office):
    wizard = _wizard(qtbot)
    for box in wizard.city_boxes.values():
        box.setChecked(False)
    wizard.ok_button.click()
    assert "choose at least one city" in wizard.errors.text()
    wizard.city_boxes["tracy"].setChecked(True)
    wizard.admin_name.setText("dana")
    wizard.admin_password.setText("short")
    wizard.admin_password2.setText("short")
    wizard.ok_button.click()
    assert "at least 8 characters" in wizard.errors.text()
    assert wizard.admin_password.hasFocus() or wizard.admin_password.property("invalid")
    wizard.admin_password.setText("kennel-keys-42")
    wizard.admin_password2.setText("kennel-keys-43")
    wizard.ok_button.click()
    assert "differ" in wizard.errors.text()
    assert wizard.result() != FirstRunWizard.DialogCode.Accepted
    assert not Jurisdiction.select().exists() and not User.select().exists()


def test_demo_office_is_built_in_the_background(qtbot, new_office, monkeypatch):
    """The real demo builder, made small: licenses through the services, the demo's own users."""
    from animaloffice import demo

    monkeypatch.setattr(demo, "SIZES", {**demo.SIZES, "town": 12})
    wizard = _wizard(qtbot)
    wizard.city_boxes["worthington"].setChecked(False)
    wizard.demo.setChecked(True)
    assert not wizard.admin_name.isEnabled() and wizard.demo_users.isVisible()
    wizard.ok_button.click()
    assert not wizard.ok_button.isEnabled()  # busy
    qtbot.waitUntil(lambda: wizard.result() == FirstRunWizard.DialogCode.Accepted, timeout=60000)
    assert [j.code for j in Jurisdiction.select()] == ["tracy"]
    assert License.select().count() >= 12
    assert authenticate("admin", "animal-office", sleep=lambda s: None).role == "administrator"


def test_a_refused_user_name_or_office_name_leaves_the_office_new(qtbot, new_office):
    """All or nothing: cities kept with no administrator would skip the set-up next time and
    leave an office nobody can sign in to."""
    from animaloffice.services import opening

    wizard = _wizard(qtbot)
    wizard.admin_name.setText("Dana Kvistad")  # a space: not a user name
    wizard.admin_password.setText("kennel-keys-42")
    wizard.admin_password2.setText("kennel-keys-42")
    wizard.ok_button.click()
    assert "may hold only letters" in wizard.errors.text()
    assert opening.is_new_office() and not User.select().exists()
    wizard.admin_name.setText("dana")
    wizard.office_name.setText("x" * 501)
    wizard.ok_button.click()
    assert "longer than 500" in wizard.errors.text()
    assert opening.is_new_office() and not User.select().exists()
    wizard.office_name.setText("Tracy Animal Control")
    wizard.ok_button.click()
    assert wizard.result() == FirstRunWizard.DialogCode.Accepted
    assert authenticate("dana", "kennel-keys-42", sleep=lambda s: None).role == "administrator"
