"""MN-347.50 from where the dog is at the desk: the owner's animals and the Licenses tab offer the
dog's dangerous-dog case, or, to a role that may declare (the officer), its declaration. A cat gets
neither; a clerk is offered a dog's case (its registration, fee and certificate) but never a declaration."""
from datetime import date, timedelta

import pytest
from form_dialogs import Dialogs

from animaloffice.persistence.models.dangerous_dogs import DangerousDogCase
from animaloffice.services import animals, licensing, owners
from animaloffice.services import dangerous_dogs as svc
from animaloffice.services.payments import PaymentInput
from ui.hearings import dangerous_dog_cases as cases_ui
from ui.main_window import open_main_window

TODAY = date.today()


@pytest.fixture
def pets(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Mai", last_name="Vang",
                            address={"line1": "12 Rowe St", "city": "Tracy", "postal_code": "56175"})
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, name="Bruno",
                                species="dog", breed="Rottweiler", sex="M", birth_date=TODAY - timedelta(days=900)).id
    cat = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, name="Misha",
                                species="cat", sex="F").id
    return o.id, dog, cat


@pytest.fixture
def previews(monkeypatch):
    monkeypatch.setattr(cases_ui, "preview", lambda *args: None)


def _declared(office, dog):
    case, _ = svc.declare_and_notify(office.officer, animal_id=dog, kind="dangerous", ground="dd_bodily_harm",
                                     facts="Bit a child at the park.", incident_on=TODAY - timedelta(days=4),
                                     incident_place="City park", declared_by="Officer Dana Lind",
                                     declared_on=TODAY - timedelta(days=2))
    return case


def _owners_page(qtbot, actor, owner_id):
    window = open_main_window(actor)
    qtbot.addWidget(window)
    window.show()
    tab = window.tab_widgets["owners"]
    window.ctx.open_record.emit("owner_history", owner_id)
    tab.record.tabs.setCurrentWidget(tab.record.animal_page)
    return window, tab.record


def _offered(button):
    return button.text().replace("&", "") if button.isVisible() else None


def test_mn_347_50_the_officer_declares_from_the_owners_animals_then_opens_the_case(
        qtbot, office, pets, monkeypatch, previews):
    owner_id, dog, cat = pets
    window, record = _owners_page(qtbot, office.officer, owner_id)
    page = record.animal_page
    record.animals.select_id(cat)
    assert _offered(page.dangerous_dog) is None  # not a dog
    record.animals.select_id(dog)
    assert _offered(page.dangerous_dog) == "Declare dangerous dog…"
    d = Dialogs(monkeypatch)

    def declare(dlg):
        assert dlg.dog.animal_id() == dog
        dlg.kind.setCurrentIndex(dlg.kind.findData("potentially_dangerous"))
        dlg.ground.setCurrentIndex(dlg.ground.findData("pdd_chase"))
        dlg.facts.setPlainText("Chased a cyclist down Rowe St.")
        dlg.incident_place.setText("Rowe St")
    d.fill["DeclareDialog"] = declare
    page.dangerous_dog.click()
    case = DangerousDogCase.get(DangerousDogCase.animal == dog)
    assert d.seen == ["DeclareDialog"] and case.kind == "potentially_dangerous"
    qtbot.waitUntil(lambda: _offered(page.dangerous_dog) == "Dangerous-dog case…", timeout=3000)
    window.findChild(cases_ui.DangerousDogCases).close()
    page.dangerous_dog.click()
    opened = [w for w in page.findChildren(cases_ui.DangerousDogCases) if w.isVisible()]
    assert len(opened) == 1 and opened[0].animal_id == dog and opened[0].view.id == case.id
    assert d.seen == ["DeclareDialog"]  # the case opens: no second declaration


def test_mn_347_50_a_clerk_sees_a_dogs_case_and_never_a_declaration(qtbot, office, pets, previews):
    owner_id, dog, _ = pets
    _, record = _owners_page(qtbot, office.clerk, owner_id)
    page = record.animal_page
    record.animals.select_id(dog)
    assert _offered(page.dangerous_dog) is None  # a clerk may not declare (MN-347.50: the officer's)
    case = _declared(office, dog)
    record.reload()
    record.animals.select_id(dog)
    assert _offered(page.dangerous_dog) == "Dangerous-dog case…"
    window = page.open_dangerous_dog()
    assert window.view.id == case.id and not window.buttons["declare"].isEnabled()


def test_mn_347_50_the_licenses_tab_offers_the_licensed_dogs_case(qtbot, office, pets, previews):
    owner_id, dog, _ = pets
    animals.record_vaccination(office.clerk, dog, vaccinated_on=TODAY - timedelta(days=20), veterinarian="Dr. V")
    lic = licensing.issue_license(office.clerk, animal_id=dog, payment=PaymentInput("cash")).license_id
    clerk = open_main_window(office.clerk)
    qtbot.addWidget(clerk)
    clerk.show()
    clerk.ctx.open_record.emit("license", lic)
    licenses = clerk.tab_widgets["licenses"]
    action = licenses.actions["dangerous_dog"]
    assert clerk.tabs.currentWidget() is licenses and licenses.selected_license().id == lic
    assert not action.isVisible()
    officer = open_main_window(office.officer)
    qtbot.addWidget(officer)
    officer.ctx.open_record.emit("license", lic)
    declare = officer.tab_widgets["licenses"].actions["dangerous_dog"]
    assert declare.isVisible() and declare.text().replace("&", "") == "Declare dangerous dog…"
    assert declare in officer.tab_widgets["licenses"].menu_actions()  # also in Tools > Licenses
    case = _declared(office, dog)
    clerk.ctx.changed("notice")
    assert action.isVisible() and action.text().replace("&", "") == "Dangerous-dog case…"
    action.trigger()
    window = licenses.findChild(cases_ui.DangerousDogCases)
    assert window is not None and window.view.id == case.id and window.animal_id == dog
