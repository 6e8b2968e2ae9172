"""MN-347.50 (domain.md 7.3.3): a dog with an open dangerous-dog case is flagged where the staff
look: the impound panel and the kennel tile's tooltip, as on the kennel card."""
from datetime import date

from animaloffice.services import animals, dangerous_dogs, impounds, kennels, owners
from ui.context import AppContext
from ui.intake import create_tab


def test_mn_347_50_panel_and_board_flag_a_dangerous_dog(qtbot, office):
    f = kennels.create_facility(office.admin, name="Tracy Animal Control Facility")
    r1, r3 = (k.id for k in kennels.add_kennels(office.admin, f.id, kind="run", codes=["R1", "R3"]))
    owner = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson",
                                address={"line1": "412 Emory St", "city": "Tracy", "postal_code": "56175"},
                                since=date(2020, 1, 1)).id
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner, species="dog",
                                name="Brutus", sex="M", owned_since=date(2021, 7, 1)).id
    case = dangerous_dogs.declare(office.officer, animal_id=dog, kind="dangerous", ground="dd_bodily_harm",
                                  facts="Bit a child", incident_on=date(2026, 2, 1), declared_by="Officer Dahl",
                                  incident_place="Elm St", declared_on=date(2026, 2, 2))
    impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                    kennel_id=r3, on=date(2026, 3, 2))
    other = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                            new_animal={"species": "dog", "name": "Daisy"}, kennel_id=r1, on=date(2026, 3, 2))
    tab = create_tab(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(tab)
    tab.show()
    flag = f"DANGEROUS DOG (case {case.number})"
    tile = tab.board.tile("R3")
    assert flag in tile.toolTip()
    tile.click()
    assert tab.panel.flags_label.isVisible() and flag in tab.panel.flags_label.text()
    tab.panel.show_impound(other.impound_id)
    assert "DANGEROUS" not in tab.panel.flags_label.text()
    assert "DANGEROUS" not in tab.board.tile("R1").toolTip()
