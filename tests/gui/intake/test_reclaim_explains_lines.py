"""W-90.05C at the reclaim desk: how the at-large penalty was reached is said under the bill, for
the line the clerk is on, in the language the bill is shown in (the owner's Spanish, with no rule
ids; the clerk's English with the rule), and follows the line chosen with the keyboard."""
from datetime import date

from PySide6.QtCore import Qt

from animaloffice.documents.language import fmt_date
from animaloffice.domain.deadlines import one_year_earlier
from animaloffice.domain.explain import fmt_short
from animaloffice.persistence.models.people import Owner
from animaloffice.services import animals, impounds, owners
from ui.context import AppContext
from ui.intake.reclaim_dialog import ReclaimDialog

TODAY = date.today()


def _dialog(qtbot, office, on=TODAY):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Rosa",
                            last_name="Hernández",
                            address={"line1": "12 Oak Ave", "city": "Worthington", "postal_code": "56187"})
    owners.update_owner(office.clerk, o.id, expected_version=Owner.get_by_id(o.id).version, letter_language="es+en")
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.worthington, owner_id=o.id, species="dog",
                                name="Koda", birth_date=date(2021, 5, 1), altered=False).id
    r = impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large", animal_id=dog,
                        on=on)
    dialog = ReclaimDialog(AppContext(office.clerk, office.worthington), r.impound_id)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_w_90_05c_the_penalty_is_explained_under_the_bill_in_the_owners_language(qtbot, office):
    dialog = _dialog(qtbot, office)
    assert dialog.shown_in.currentData() == "es"
    rows = [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())]
    assert rows == ["Cargo por depósito", "Alojamiento por día, 1 día(s)", "Multa por andar suelto, escalón 1"]
    assert dialog.table.currentRow() == 2  # the bill opens on the penalty
    label = dialog.explanation_label
    today, year_before = fmt_date(TODAY, "es"), fmt_date(one_year_earlier(TODAY), "es")
    assert label.isVisible() and label.text() == (
        "Multa por andar suelto, escalón 1: El perro no está esterilizado ni castrado y fue llevado bajo custodia "
        f"por andar suelto el {today}. Las veces que fue llevado bajo custodia por andar suelto después del "
        f"{year_before} y hasta el {today}: solo esta vez. Esta es la vez número 1 en 12 meses. La multa del "
        f"escalón 1 vigente el {today} es de $100.00.")
    dialog.table.setFocus()
    qtbot.keyClick(dialog.table, Qt.Key.Key_Up)  # boarding: how its days were counted, as the English says
    assert dialog.table.currentRow() == 1 and label.isVisible() and label.text() == (
        f"Alojamiento por día, 1 día(s): Se cobra 1 día bajo custodia, el {today} (se cobra cada día o fracción "
        "de día; no se cobra el día en que se le devuelve el animal), a $15.00 por día, según el cargo diario por "
        "alojamiento vigente de la Ciudad de Worthington.")
    qtbot.keyClick(dialog.table, Qt.Key.Key_Up)
    assert label.isVisible() and label.text().startswith("Cargo por depósito: La cantidad vigente el ")
    assert "(cargo por depósito, Ciudad de Worthington) es de $40.00" in label.text()


def test_w_90_05c_the_clerks_english_view_explains_with_the_rule(qtbot, office):
    dialog = _dialog(qtbot, office)
    dialog.shown_in.setCurrentIndex(dialog.shown_in.findData("en"))
    label = dialog.explanation_label
    assert dialog.table.currentRow() == 2 and label.text().startswith(
        "At-large penalty, 1st within 12 months (Worthington City Code § 90.05(C)): The dog is not spayed or "
        "neutered and was taken into custody for running at large on ")
    assert label.text().endswith(" is $100.00. (W-90.05C)") and "this one only" in label.text()
    dialog.table.setFocus()
    qtbot.keyClick(dialog.table, Qt.Key.Key_Up)
    assert label.isVisible() and label.text().startswith("Boarding, 1 day: 1 day in custody (")
    assert label.text().endswith("the City of Worthington boarding fee per day in force (T-7D)")


def test_w_90_05c_a_paid_penalty_is_still_explained_in_the_owners_language(qtbot, office):
    """Once paid, the penalty is a charge on file (which keeps only the English explanation): the
    Spanish view still says how it was reached."""
    from animaloffice.services.impound_release import pay_bill
    from animaloffice.services.payments import PaymentInput

    dialog = _dialog(qtbot, office)
    pay_bill(office.clerk, dialog.impound_id, PaymentInput("cash", dialog.bill.due_cents), on=TODAY)
    dialog.refresh()
    assert [l.paid for l in dialog.bill.lines] == [True, True, True]
    assert dialog.table.currentRow() == 2 and dialog.explanation_label.text().startswith(
        "Multa por andar suelto, escalón 1: El perro no está esterilizado ni castrado")
    dialog.table.setCurrentCell(1, 0)  # paid today for today: the day charged is the day counted
    assert dialog.explanation_label.isVisible() and dialog.explanation_label.text().startswith(
        f"Alojamiento por día, 1 día(s): Se cobra 1 día bajo custodia, el {fmt_date(TODAY, 'es')} ")


def test_t_7d_boarding_paid_earlier_is_explained_as_the_days_it_paid_and_the_further_days_as_theirs(qtbot, office):
    """Two days paid, the dog still held two days later: the charge on file is explained in Spanish
    as the two first days it paid for (not with today's count of four); the further days as the
    days they are."""
    from datetime import timedelta

    from animaloffice.services.impound_release import bill, pay_bill
    from animaloffice.services.payments import PaymentInput

    start = TODAY - timedelta(days=4)
    dialog = _dialog(qtbot, office, on=start)
    pay_bill(office.clerk, dialog.impound_id,
             PaymentInput("cash", bill(dialog.impound_id, start + timedelta(days=2)).due_cents),
             on=start + timedelta(days=2))
    dialog.refresh()
    rows = [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())]
    boarding = [r for r, name in enumerate(rows) if name.startswith("Alojamiento")]
    assert [dialog.bill.lines[r].quantity for r in boarding] == [2, 2], rows
    label = dialog.explanation_label
    dialog.table.setCurrentCell(boarding[0], 0)  # paid for the first two days; four are counted now
    assert label.isVisible() and (  # the days it paid for, not today's count
        f"Se cobran 2 días bajo custodia, del {fmt_date(start, 'es')} al "
        f"{fmt_date(start + timedelta(days=1), 'es')} (se cobra cada día") in label.text()
    dialog.table.setCurrentCell(boarding[1], 0)
    assert label.isVisible() and (
        f"Se cobran 2 días bajo custodia, del {fmt_date(start + timedelta(days=2), 'es')} al "
        f"{fmt_date(start + timedelta(days=3), 'es')} (se cobra cada día") in label.text()
    assert label.text().startswith("Alojamiento por día, 2 día(s) más: ")  # the days added, not charged twice
    dialog.shown_in.setCurrentIndex(dialog.shown_in.findData("en"))
    dialog.table.setCurrentCell(boarding[0], 0)
    assert label.isVisible() and label.text().startswith("Boarding, 2 days") and ": 2 days in custody (" in label.text()
    dialog.table.setCurrentCell(boarding[1], 0)  # the further days, in English too, as the days they are
    assert (f": 2 days in custody ({fmt_short(start + timedelta(days=2))} to "
            f"{fmt_short(start + timedelta(days=3))}; each day") in label.text(), label.text()
