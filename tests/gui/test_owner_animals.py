"""Animals are first-class at the desk: from the owner's record (Owners tab) and from a record the
search opened (Licenses tab) the clerk adds an animal, edits it, records a litter, and records that
it died or is gone. The services decide what follows; the window only offers it."""
from datetime import date, timedelta

import pytest

from animaloffice.persistence.models.animals import Animal, Litter
from animaloffice.persistence.models.licensing import License
from animaloffice.queries.permits import reclassifications_due
from animaloffice.services import animals, licensing, owners, permit_inspections
from animaloffice.services import permits as svc
from animaloffice.services.payments import PaymentInput
from ui.main_window import open_main_window
from ui.owners import dialogs
from ui.widgets.forms import to_qdate

TODAY = date.today()
ALL = {c: True for c in ("housing", "water", "food_bedding", "waste", "observation", "closed_days", "honesty",
                         "exercise", "sanitary")}


@pytest.fixture
def scene(qtbot, office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Karen", last_name="Dahl",
                            address={"line1": "88 Lake Ave", "city": "Worthington", "postal_code": "56187"})
    window = open_main_window(office.clerk, office.worthington)
    qtbot.addWidget(window)
    window.show()
    tab = window.tab_widgets["owners"]
    window.ctx.open_record.emit("owner_history", o.id)
    tab.record.tabs.setCurrentWidget(tab.record.animal_page)
    return window, tab, o.id


def _fill_and_ok(monkeypatch, fill, seen):
    def fake_exec(self):
        seen.append(self)
        fill(self)
        return self.submit()
    monkeypatch.setattr(dialogs.ServiceDialog, "exec", fake_exec)


def test_add_and_edit_an_animal_from_the_owners_record(scene, qtbot, monkeypatch):
    window, tab, owner_id = scene
    page, seen = tab.record.animal_page, []

    def add(d):
        assert d.sex.currentText() == "(choose)"  # asked, not assumed: a license states it (T-3A)
        qtbot.keyClicks(d.name, "Juno")
        d.species.setCurrentIndex(d.species.findData("dog"))
        d.sex.setCurrentIndex(d.sex.findData("F"))
        qtbot.keyClicks(d.breed, "Labrador")
    _fill_and_ok(monkeypatch, add, seen)
    assert page.buttons["add"].isEnabled() and not page.buttons["edit"].isEnabled()
    page.buttons["add"].click()
    juno = Animal.get(Animal.name == "Juno")
    assert (juno.owner_id, juno.sex, juno.breed) == (owner_id, "F", "Labrador")
    assert tab.record.animals.model_.rowCount() == 1  # the record shows it at once

    tab.record.animals.select_id(juno.id)
    _fill_and_ok(monkeypatch, lambda d: (d.breed.clear(), qtbot.keyClicks(d.breed, "Labrador retriever")), seen)
    page.buttons["edit"].click()
    assert Animal.get_by_id(juno.id).breed == "Labrador retriever"
    assert seen[-1].windowTitle() == "Edit animal"


def test_w_90_01_the_third_litter_recorded_at_the_desk_flags_the_hobbyist_permit(scene, qtbot, monkeypatch, office):
    """W-90.01: more than 2 litters in 12 months make a professional breeder; a hobbyist permit
    holder's third litter, recorded from the owner's record, puts the permit on the list."""
    window, tab, owner_id = scene
    rec = svc.record_application(office.clerk, owner_id=owner_id, permit_type="breeder_hobbyist",
                                 description="Labradors", on=TODAY - timedelta(days=200))
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, on=TODAY - timedelta(days=199),
                          checks=ALL)
    office.pay_application(rec.application_id)
    svc.approve_application(office.officer, rec.application_id, on=TODAY - timedelta(days=198),
                            conditions="Two dams", expires_on=TODAY + timedelta(days=160))
    page, seen = tab.record.animal_page, []
    births = iter([TODAY - timedelta(days=150), TODAY - timedelta(days=90), TODAY - timedelta(days=10)])

    def litter(d):
        d.born.setDate(to_qdate(next(births)))
        d.species.setCurrentIndex(d.species.findData("dog"))
        d.count.setValue(5)
    _fill_and_ok(monkeypatch, litter, seen)
    for _ in range(2):
        page.buttons["litter"].click()
    assert reclassifications_due(office.worthington) == []
    messages = []
    window.ctx.status_message.connect(messages.append)
    page.buttons["litter"].click()
    assert Litter.select().where(Litter.owner == owner_id).count() == 3
    flagged = reclassifications_due(office.worthington)
    assert [(r.owner_name, r.owner_id) for r in flagged] == [("Dahl, Karen", owner_id)]
    assert any("reclassification" in m and flagged[0].number in m for m in messages), messages


def test_a_loss_and_a_death_from_the_search_and_the_owners_record(qtbot, monkeypatch, office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    owner_id = o.id
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner_id, species="dog",
                              name="Rex", sex="M", birth_date=TODAY - timedelta(days=1500))
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=TODAY - timedelta(days=30), duration_years=3,
                               veterinarian="Dr. Vet", received_on=TODAY - timedelta(days=30))
    lic = licensing.issue_license(office.clerk, animal_id=a.id, payment=PaymentInput("cash")).license_id
    window = open_main_window(office.clerk, office.tracy)
    qtbot.addWidget(window)
    window.show()
    tab = window.tab_widgets["owners"]
    # the search opens the animal in the Licenses tab: its actions offer the same
    window.ctx.open_record.emit("animal", a.id)
    licenses = window.tab_widgets["licenses"]
    assert window.tabs.currentWidget() is licenses and licenses.actions["animal_end"].isEnabled()
    seen = []
    _fill_and_ok(monkeypatch, lambda d: (d.what.setCurrentIndex(d.what.findData("lost")),
                                         qtbot.keyClicks(d.note, "ran off")), seen)
    licenses.actions["animal_end"].trigger()
    assert type(seen[-1]).__name__ == "EndDialog" and "license stays" in seen[-1].effect.text()
    assert Animal.get_by_id(a.id).status == "gone" and License.get_by_id(lic).ended_on is None

    # back on the owner's record: the lost dog is found, then it dies (its license ends)
    window.ctx.open_record.emit("owner_history", owner_id)
    page = tab.record.animal_page
    tab.record.tabs.setCurrentWidget(page)
    tab.record.animals.select_id(a.id)
    assert page.buttons["end"].text().startswith("Back with its")
    _fill_and_ok(monkeypatch, lambda d: qtbot.keyClicks(d.reason, "at the neighbour's"), seen)
    page.buttons["end"].click()
    assert Animal.get_by_id(a.id).status == "active"
    tab.record.animals.select_id(a.id)
    _fill_and_ok(monkeypatch, lambda d: d.what.setCurrentIndex(d.what.findData("died")), seen)
    page.buttons["end"].click()
    assert Animal.get_by_id(a.id).status == "deceased" and License.get_by_id(lic).ended_on == TODAY


def test_add_edit_and_a_litter_from_the_record_the_search_opened(qtbot, monkeypatch, office):
    """The Licenses tab, showing the animal the search found, offers the owner's animals the same:
    a new animal of that owner, the shown animal's description, a litter born to the owner's."""
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    rex = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                                name="Rex", sex="M", birth_date=TODAY - timedelta(days=1500))
    window = open_main_window(office.clerk, office.tracy)
    qtbot.addWidget(window)
    window.show()
    window.ctx.open_record.emit("animal", rex.id)
    licenses = window.tab_widgets["licenses"]
    assert window.tabs.currentWidget() is licenses
    assert all(licenses.actions[k].isEnabled() for k in ("animal_add", "animal_edit", "litter"))
    seen = []

    def add(d):
        qtbot.keyClicks(d.name, "Juno")
        d.species.setCurrentIndex(d.species.findData("dog"))
        d.sex.setCurrentIndex(d.sex.findData("F"))
    _fill_and_ok(monkeypatch, add, seen)
    licenses.actions["animal_add"].trigger()
    assert Animal.get(Animal.name == "Juno").owner_id == o.id

    _fill_and_ok(monkeypatch, lambda d: (d.breed.clear(), qtbot.keyClicks(d.breed, "Beagle")), seen)
    licenses.actions["animal_edit"].trigger()
    assert seen[-1].windowTitle() == "Edit animal" and Animal.get_by_id(rex.id).breed == "Beagle"

    def litter(d):
        d.born.setDate(to_qdate(TODAY - timedelta(days=20)))
        d.species.setCurrentIndex(d.species.findData("dog"))
        d.count.setValue(6)
    _fill_and_ok(monkeypatch, litter, seen)
    licenses.actions["litter"].trigger()
    [born] = Litter.select().where(Litter.owner == o.id)
    assert (born.born_on, born.count) == (TODAY - timedelta(days=20), 6)
