"""New license refuses an application without the animal's name, its sex and the owner's mailing
address, each at its field, nothing saved; filled in, the license is issued once (T-3A)."""
from license_gui_helpers import click, new_license_dialog
from test_new_license_flow import counts, fill_walk_in

from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.licensing import License


def test_t_3a_new_license_refuses_each_missing_fact_at_its_field_then_issues_once(qtbot, tab, office):
    d = new_license_dialog(qtbot, tab)
    fill_walk_in(qtbot, d)
    d.animal.name.clear()
    d.owner.line1.clear()
    d.animal.sex.setCurrentIndex(0)
    assert (d.animal.sex.currentText(), d.animal.sex.currentData()) == ("(choose)", "")  # chosen by the clerk
    before = counts()

    click(qtbot, d.ok_button)
    assert d.animal.banner.text() == ("Name: no name is recorded for the animal: the license and its certificate "
                                      "state it (also missing: its sex, the owner's mailing address)")
    assert d.animal.name.property("invalid") is True and counts() == before

    qtbot.keyClicks(d.animal.name, "Pepper")
    click(qtbot, d.ok_button)
    assert d.animal.banner.text() == ("Sex: the animal's sex is not recorded (male or female): the license "
                                      "states it (also missing: the owner's mailing address)")
    assert d.animal.sex.property("invalid") is True and counts() == before

    d.animal.sex.setCurrentIndex(d.animal.sex.findData("F"))
    click(qtbot, d.ok_button)
    assert d.owner.banner.text() == ("Street address: the owner has no current mailing address: renewal letters "
                                     "and notices are mailed there")
    assert d.owner.line1.property("invalid") is True and counts() == before

    qtbot.keyClicks(d.owner.line1, "336 Morgan St")
    click(qtbot, d.ok_button)
    assert d.result_value is not None and License.select().count() == 1
    animal = Animal.get_by_id(License.get().animal_id)
    assert (animal.name, animal.sex) == ("Pepper", "F")
