"""Permit dialogs at their edges: what they show follows the dates typed into them."""
from datetime import date, timedelta

from PySide6.QtWidgets import QLabel

from animaloffice.queries.permit_views import permit_view
from animaloffice.services import jurisdictions, owners, permit_inspections, permit_life
from animaloffice.services import permits as svc
from ui.context import AppContext
from ui.permits.action_dialogs import TransferDialog
from ui.widgets.forms import to_qdate

TODAY = date.today()
ALL = {c: True for c in ("housing", "water", "food_bedding", "waste", "observation", "closed_days", "honesty",
                         "exercise", "sanitary")}


def test_w_90_10f_transfer_fee_follows_the_transfer_date(qtbot, office):
    """W-90.10F: the transfer fee is the one in force on the day of the transfer. The Council
    raised it today; a transfer dated last week is charged, shown and paid at last week's fee."""
    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Karen",
                            last_name="Dahl", address={"line1": "88 Lake Ave", "city": "Worthington",
                                                       "postal_code": "56187"}).id
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="breeder_hobbyist", description="Beagles",
                                 on=TODAY - timedelta(days=30))
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, on=TODAY - timedelta(days=29),
                          checks=ALL)
    office.pay_application(rec.application_id)
    d = svc.approve_application(office.officer, rec.application_id, on=TODAY - timedelta(days=28),
                                conditions="Two dams", expires_on=TODAY + timedelta(days=300))
    jurisdictions.set_dated_value(office.admin, office.worthington, "fee", "permit.transfer", TODAY, 1500,
                                  note="raised by resolution")
    dlg = TransferDialog(AppContext(office.admin, office.worthington), permit_view(d.permit_id))
    qtbot.addWidget(dlg)
    shown = lambda: " ".join(label.text() for label in dlg.findChildren(QLabel))  # noqa: E731
    assert "$15.00" in shown()
    dlg.on.setDate(to_qdate(TODAY - timedelta(days=7)))
    assert "$10.00" in shown() and "$15.00" not in shown()
    dlg.kind.setCurrentIndex(dlg.kind.findData("breeder_professional"))
    dlg.pay_method.setCurrentIndex(dlg.pay_method.findData("cash"))
    dlg.accept()
    assert dlg.result_value is not None
    assert dlg.result_value.fee_cents == 1000 and dlg.result_value.receipt.amount_cents == 1000


def test_w_90_10h3_review_menu_item_says_the_profiles_count_and_only_where_enacted(qtbot, office):
    """W-90.10H3: the count of violations that puts permits under review is the profile's (the
    Council may change it); Tracy has no such rule, so its Tools menu does not offer it."""
    from ui.permits import create_tab

    jurisdictions.set_dated_value(office.admin, office.worthington, "period", "review_violation_count",
                                  TODAY - timedelta(days=1), 4)
    ctx = AppContext(office.admin, office.worthington)
    tab = create_tab(ctx)
    qtbot.addWidget(tab)
    action = next(a for a in tab.menu_actions() if "under review" in a.text())
    assert "4 violations" in action.text() and action.isVisible()
    ctx.set_jurisdiction(office.tracy)  # the same window, switched to a city without the rule
    assert not action.isVisible()


def test_w_90_10d_fees_charged_but_not_paid_are_taken_from_the_permits_tab(qtbot, office, monkeypatch):
    """W-90.10D-F (T-4A: the application comes with its fee): an application recorded as "not paid
    now", or a transfer, leaves its fee owing; the office takes that payment from the Permits tab."""
    from PySide6.QtCore import Qt

    from animaloffice.queries.charges import unpaid_charges
    from ui.permits import action_dialogs, create_tab

    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Dale",
                            last_name="Thorson", address={"line1": "9 Elm St", "city": "Worthington",
                                                          "postal_code": "56187"}).id
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="breeder_hobbyist", description="Beagles")
    tab = create_tab(AppContext(office.admin, office.worthington))
    qtbot.addWidget(tab)
    tab.show_record("application", rec.application_id)
    assert tab.buttons["pay"].isEnabled() and "$50.00" in tab.detail.toPlainText()

    def pay_by_check(self):
        self.method.setCurrentIndex(self.method.findData("check"))
        self.reference.setText("1042")
        self.accept()
        return self.result()
    monkeypatch.setattr(action_dialogs.PaymentDialog, "exec", pay_by_check)
    qtbot.mouseClick(tab.buttons["pay"], Qt.MouseButton.LeftButton)
    assert unpaid_charges(subject_table="permit_application", subject_id=rec.application_id) == []
    assert not tab.buttons["pay"].isEnabled() and "Unpaid" not in tab.detail.toPlainText()

    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=ALL)
    office.pay_application(rec.application_id)
    d = svc.approve_application(office.officer, rec.application_id, conditions="Two dams",
                                expires_on=TODAY + timedelta(days=300))
    t = permit_life.transfer_permit(office.officer, d.permit_id, new_type="breeder_professional")
    tab.show_record("permit", t.permit_id)
    assert tab.buttons["pay"].isEnabled() and "$10.00" in tab.detail.toPlainText()
    qtbot.mouseClick(tab.buttons["pay"], Qt.MouseButton.LeftButton)
    assert unpaid_charges(subject_table="permit", subject_id=t.permit_id) == []
    assert not tab.buttons["pay"].isEnabled()


def test_w_90_10d_permit_panel_counts_the_application_fee_still_owing(qtbot, office, monkeypatch):
    """W-90.10D: a permit whose application fee is owing again (its payment voided: a check that
    bounced) shows that fee as unpaid on the permit too (as its printed copy says), and it can be
    paid from there."""
    from PySide6.QtCore import Qt

    from animaloffice.queries.charges import unpaid_charges
    from animaloffice.services.payments import PaymentInput, void_payment
    from ui.permits import action_dialogs, create_tab

    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Ruth",
                            last_name="Lind", address={"line1": "3 Pine St", "city": "Worthington",
                                                       "postal_code": "56187"}).id
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="commercial", description="Pet shop",
                                 payment=PaymentInput("check", 10000, "2210"))
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id, checks=ALL)
    d = svc.approve_application(office.officer, rec.application_id, conditions="Care sheets",
                                expires_on=TODAY + timedelta(days=300))
    void_payment(office.admin, rec.receipt.payment_id, "check returned unpaid")
    tab = create_tab(AppContext(office.admin, office.worthington))
    qtbot.addWidget(tab)
    tab.show_record("permit", d.permit_id)
    assert tab.buttons["pay"].isEnabled() and "Unpaid" in tab.detail.toPlainText()

    def pay_cash(self):
        self.accept()
        return self.result()
    monkeypatch.setattr(action_dialogs.PaymentDialog, "exec", pay_cash)
    qtbot.mouseClick(tab.buttons["pay"], Qt.MouseButton.LeftButton)
    assert unpaid_charges(subject_table="permit_application", subject_id=rec.application_id) == []
    assert not tab.buttons["pay"].isEnabled() and "Unpaid" not in tab.detail.toPlainText()
