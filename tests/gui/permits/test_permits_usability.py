"""The Permits tab as an administrator meets it: every column a clerk needs in view at
1280x800, keyboard mnemonics that do not steal the menu bar's, labels without stray "&",
refusals that name the field the form shows, and only the fields the permit kind uses."""
import re
from datetime import date, timedelta

import pytest
from PySide6.QtCore import QDate
from PySide6.QtWidgets import QAbstractButton, QLabel, QRadioButton, QTabBar

from animaloffice.persistence.models.permits import PermitApplication
from animaloffice.queries.permit_views import application_view
from animaloffice.services import owners
from animaloffice.services import permits as svc
from animaloffice.services.payments import PaymentInput
from ui.context import AppContext
from ui.main_window import open_main_window
from ui.permits import create_tab
from ui.permits.application_dialog import ApplicationDialog
from ui.permits.decision_dialog import DecisionDialog
from ui.permits.inspection_dialog import InspectionDialog

MENU_KEYS = {"f", "g", "t", "h"}  # File, Go, Tools, Help


def _owner(office, where="tracy", **kw):
    if "organisation" not in kw:
        kw.setdefault("first_name", "Ann")
        kw.setdefault("last_name", "Olson")
    return owners.create_owner(office.clerk, jurisdiction_id=office.jurisdiction(where),
                               address={"line1": "88 Lake Ave", "city": where.title(), "postal_code": "56187"},
                               **kw).id


def mnemonics(root) -> dict[str, list[str]]:
    keys: dict[str, list[str]] = {}
    texts = [b.text() for b in root.findChildren(QAbstractButton) if b.isVisibleTo(root.window())]
    texts += [lab.text() for lab in root.findChildren(QLabel) if lab.buddy() is not None]
    for bar in root.findChildren(QTabBar):
        texts += [bar.tabText(i) for i in range(bar.count()) if bar.isTabVisible(i)]
    for text in texts:
        m = re.search(r"&(\w)", text)
        if m:
            keys.setdefault(m.group(1).lower(), []).append(text)
    return keys


def stray_ampersands(dialog) -> list[str]:
    """Labels that would show a literal '&' (a mnemonic with nothing to jump to)."""
    return [lab.text() for lab in dialog.findChildren(QLabel)
            if re.search(r"&\w", lab.text()) and lab.buddy() is None and "<" not in lab.text()]


def test_tab_mnemonics_leave_the_menu_bar_its_keys(qtbot, office):
    """Alt+F/G/T/H open the File, Go, Tools and Help menus from the Permits tab too."""
    window = open_main_window(office.admin, office.worthington)
    qtbot.addWidget(window)
    window.show()
    window.tabs.setCurrentWidget(window.tab_widgets["permits"])
    keys = mnemonics(window.tab_widgets["permits"])
    assert not MENU_KEYS & set(keys), {k: keys[k] for k in MENU_KEYS & set(keys)}
    assert all(len(v) == 1 for v in keys.values()), {k: v for k, v in keys.items() if len(v) > 1}


@pytest.mark.parametrize("where", ["tracy", "worthington"])
def test_every_list_column_is_in_view_at_1280x800(qtbot, office, where):
    """The clerk sees number, owner, kind, dates, status and fee without scrolling sideways."""
    owner = _owner(office, where, organisation="Nobles County Animal Shelter and Adoption Center",
                   kind="organisation")
    if where == "tracy":
        svc.record_application(office.clerk, owner_id=owner, permit_type="animal", species=["dog"] * 4, payment=PaymentInput("cash"))
    else:
        svc.record_application(office.clerk, owner_id=owner, permit_type="breeder_hobbyist", description="Beagles")
    window = open_main_window(office.admin, office.jurisdiction(where))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.tabs.setCurrentWidget(window.tab_widgets["permits"])
    qtbot.wait(10)
    for page in (window.tab_widgets["permits"].applications, window.tab_widgets["permits"].permits):
        window.tab_widgets["permits"].lists.setCurrentWidget(page)
        qtbot.wait(10)
        header, width = page.view.horizontalHeader(), page.view.viewport().width()
        for i in range(page.model.columnCount()):
            right = header.sectionViewportPosition(i) + header.sectionSize(i)
            assert right <= width + 1, (page.objectName(), page.model.columns[i].title, right, width)


def test_permit_dialogs_show_no_literal_ampersands(qtbot, office):
    o = _owner(office, "worthington", first_name="Karen", last_name="Dahl")
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="commercial", description="Pet shop")
    ctx = AppContext(office.admin, office.worthington)
    for dlg in (ApplicationDialog(ctx, owner_id=o), InspectionDialog(ctx, subject="application",
                                                                     subject_id=rec.application_id, title="x"),
                DecisionDialog(ctx, application_view(rec.application_id))):
        qtbot.addWidget(dlg)
        dlg.show()
        assert stray_ampersands(dlg) == [], type(dlg).__name__


def test_t_4b_fields_only_for_animal_permits(qtbot, office):
    """The primate weight, another authority's permit (T-4B) and the T-7A date are Tracy animal-permit
    questions; a Worthington breeder application does not ask them, and leaves no gaps."""
    ctx = AppContext(office.admin, office.worthington)
    dlg = ApplicationDialog(ctx, permit_type="breeder_hobbyist")
    qtbot.addWidget(dlg)
    dlg.show()
    assert not dlg.primate.isVisible() and not dlg.other_permit.isVisible() and not dlg.acquired_on.isVisible()
    tracy = ApplicationDialog(AppContext(office.admin, office.tracy), permit_type="animal")
    qtbot.addWidget(tracy)
    tracy.show()
    assert tracy.primate.isVisible() and tracy.other_permit.isVisible() and tracy.acquired_on.isVisible()


def test_application_without_an_owner_is_refused_at_the_owner_field(qtbot, office):
    ctx = AppContext(office.admin, office.tracy)
    dlg = ApplicationDialog(ctx, permit_type="animal")
    qtbot.addWidget(dlg)
    dlg.show()
    dlg._add_species("dog", 4)
    before = PermitApplication.select().count()
    dlg.accept()
    assert dlg.result() == 0 and PermitApplication.select().count() == before
    assert dlg.banner.text().startswith("Owner: choose the applicant")
    assert dlg.focusWidget() is dlg.owner.edit


def test_refusal_names_the_field_as_the_form_shows_it_and_outlines_only_it(qtbot, office):
    """A too-long T-4A factor is refused under the factor's own label; only that field is outlined."""
    o = _owner(office, first_name="Thị Ánh", last_name="Nguyễn")
    ctx = AppContext(office.admin, office.tracy)
    dlg = ApplicationDialog(ctx, owner_id=o, permit_type="animal")
    qtbot.addWidget(dlg)
    dlg.show()
    dlg._add_species("dog", 4)
    code, edit = next(iter(dlg.factors.items()))
    edit.setText("z" * 2500)
    dlg.accept()
    assert dlg.banner.text().startswith(f"{edit.accessibleName()}: is longer than 2000 characters")
    assert dlg.focusWidget() is edit and "border" in edit.styleSheet()
    assert not PermitApplication.select().where(PermitApplication.owner == o).exists()

    insp_owner = _owner(office, "worthington", first_name="Luis", last_name="Hernandez")
    rec = svc.record_application(office.clerk, owner_id=insp_owner, permit_type="commercial", description="Pet shop")
    insp = InspectionDialog(AppContext(office.admin, office.worthington), subject="application",
                            subject_id=rec.application_id, title=rec.number)
    qtbot.addWidget(insp)
    insp.show()
    insp.accept()  # nothing marked
    assert insp.banner.text().startswith("Standards for commercial animal establishments: mark each standard")
    box = insp.checklist
    assert box.styleSheet().startswith(f"#{box.objectName()}")  # the box, not every radio button inside it
    radio = box.findChildren(QRadioButton)[0]
    assert radio.styleSheet() == ""


def test_dates_in_the_future_cannot_be_entered(qtbot, office):
    o = _owner(office)
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["dog"] * 4, payment=PaymentInput("cash"))
    ctx = AppContext(office.admin, office.tracy)
    app_dlg = ApplicationDialog(ctx, owner_id=o, permit_type="animal")
    dec = DecisionDialog(ctx, application_view(rec.application_id))
    for dlg, edit in ((app_dlg, app_dlg.received), (dec, dec.on)):
        qtbot.addWidget(dlg)
        edit.setDate(QDate.currentDate().addDays(5))
        assert edit.date() == QDate.currentDate()


def test_permit_expiry_follows_the_decision_date_until_set_by_hand(qtbot, office):
    o = _owner(office)
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["dog"] * 4,
                                 on=date.today() - timedelta(days=20), payment=PaymentInput("cash"))
    dec = DecisionDialog(AppContext(office.admin, office.tracy), application_view(rec.application_id))
    qtbot.addWidget(dec)
    dec.on.setDate(QDate.currentDate().addDays(-10))
    assert dec.expires.date() == QDate.currentDate().addDays(-10).addYears(1)
    dec.expires.setDate(QDate(2030, 1, 31))
    dec.on.setDate(QDate.currentDate().addDays(-5))
    assert dec.expires.date() == QDate(2030, 1, 31)


def test_w_90_10h1_inspection_only_where_the_checklist_applies(qtbot, office):
    """The W-90.11 checklist is for commercial and breeder permits; a Tracy animal permit is not inspected
    against it (and needs no inspection to be approved)."""
    tracy_app = svc.record_application(office.clerk, owner_id=_owner(office), permit_type="animal",
                                       species=["dog"] * 4, payment=PaymentInput("cash"))
    w_app = svc.record_application(office.clerk, owner_id=_owner(office, "worthington", last_name="Dahl"),
                                   permit_type="breeder_hobbyist", description="Beagles")
    tab = create_tab(AppContext(office.officer, office.tracy))
    qtbot.addWidget(tab)
    tab.show_record("application", tracy_app.application_id)
    assert not tab.buttons["inspect"].isEnabled() and tab.buttons["decide"].isEnabled()
    wtab = create_tab(AppContext(office.officer, office.worthington))
    qtbot.addWidget(wtab)
    wtab.show_record("application", w_app.application_id)
    assert wtab.buttons["inspect"].isEnabled()


def test_inspector_and_officer_default_to_the_persons_name(qtbot, office):
    """The name printed on the inspection report and the kennel card is the person's, not a login."""
    from animaloffice.services.users import create_user
    from ui.intake.intake_dialog import IntakeDialog

    user = create_user(office.admin, "jkvistad", "a-long-enough-secret", "officer", "Officer J. Kvistad")
    rec = svc.record_application(office.clerk, owner_id=_owner(office, "worthington"), permit_type="commercial",
                                 description="Pet shop")
    insp = InspectionDialog(AppContext(user.actor(), office.worthington), subject="application",
                            subject_id=rec.application_id, title=rec.number)
    qtbot.addWidget(insp)
    assert insp.inspector.text() == "Officer J. Kvistad"
    intake = IntakeDialog(AppContext(user.actor(), office.tracy))
    qtbot.addWidget(intake)
    assert intake.officer_edit.text() == "Officer J. Kvistad"


def test_t_4a_an_administrator_waives_the_permit_fee_owing_in_the_decision(qtbot, office):
    """T-4A: the permit is issued upon its fee. An officer's decision dialog says approval waits
    for it and offers no waiver; an administrator's waives what is owing, with the reason."""
    from animaloffice.persistence.models.money import Charge
    from animaloffice.persistence.models.permits import Permit

    o = _owner(office)
    rec = svc.record_application(office.clerk, owner_id=o, permit_type="animal", species=["rabbit"])
    officer = DecisionDialog(AppContext(office.officer, office.tracy), application_view(rec.application_id))
    qtbot.addWidget(officer)
    officer.show()
    assert not officer.waiver.isVisible() and "Approval waits for the fee" in officer.refusal_label.text()
    officer.approve.setChecked(True)
    officer.accept()
    assert officer.result_value is None and Permit.select().count() == 0
    dlg = DecisionDialog(AppContext(office.admin, office.tracy), application_view(rec.application_id))
    qtbot.addWidget(dlg)
    dlg.show()
    assert dlg.waiver.isVisible() and "waive the fee below" in dlg.refusal_label.text()
    dlg.approve.setChecked(True)
    dlg.conditions.setPlainText("Hutch indoors")
    dlg.waiver.setText("Council waived the fee for a 4-H project")
    dlg.accept()
    assert dlg.result_value is not None
    assert Permit.get_by_id(dlg.result_value.permit_id).status == "active"
    charge = Charge.get((Charge.subject_table == "permit_application") & (Charge.subject_id == rec.application_id))
    assert charge.voided_at is not None and "4-H project" in charge.void_reason
