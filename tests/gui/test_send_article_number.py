"""A notice sent certified or registered from its send dialog takes the article number of its
receipt to its first attempt of service: the field shows only while tracked mail is chosen, a
misread number is refused by its field with nothing recorded, and left empty it is added later in
the service window (tests/gui/test_service_article_number.py)."""
from datetime import date, timedelta

from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.service import ServiceAttempt
from animaloffice.services import owners
from animaloffice.services import permits as svc
from ui.context import AppContext
from ui.permits.action_dialogs import SendNoticeDialog

TODAY = date.today()


def _denied(office):
    owner = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Karen",
                                last_name="Dahl", address={"line1": "88 Lake Ave", "city": "Worthington",
                                                           "postal_code": "56187"}).id
    rec = svc.record_application(office.clerk, owner_id=owner, permit_type="breeder_hobbyist",
                                 description="Labrador kennel", on=TODAY - timedelta(days=3))
    svc.deny_application(office.officer, rec.application_id, reasons=["Kennel unsafe"])
    return rec.application_id


def test_the_denial_notice_sent_certified_takes_its_article_number_to_its_first_attempt(qtbot, office):
    app_id = _denied(office)
    dialog = SendNoticeDialog(AppContext(office.officer, office.worthington), kind="denial", subject_id=app_id,
                              permit_type="breeder_hobbyist", title="Karen Dahl")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.method.currentData() == "mail" and not dialog.article.isVisibleTo(dialog)
    dialog.method.setCurrentIndex(dialog.method.findData("certified"))
    assert dialog.article.isVisibleTo(dialog) and "20 or 22 digits" in dialog.article.placeholderText()
    qtbot.keyClicks(dialog.article, "7019 0700 0000 1234 5675")  # the last digit misread
    dialog.accept()
    assert "Article number:" in dialog.banner.text() and "check digit" in dialog.banner.text()
    assert dialog.article.property("invalid") and dialog.result() == 0
    assert not Notice.select().where(Notice.subject_id == app_id).exists()  # nothing recorded
    dialog.article.clear()
    qtbot.keyClicks(dialog.article, "7019 0700 0000 1234 5670")
    dialog.accept()
    notice = Notice.get(Notice.subject_id == app_id)
    first = ServiceAttempt.get(ServiceAttempt.notice == notice.id)
    assert (notice.method, first.method, first.article_number) == ("certified", "certified", "70190700000012345670")


def test_a_number_typed_and_then_the_method_changed_to_first_class_is_not_sent(qtbot, office):
    app_id = _denied(office)
    dialog = SendNoticeDialog(AppContext(office.officer, office.worthington), kind="denial", subject_id=app_id,
                              permit_type="breeder_hobbyist", title="Karen Dahl")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.method.setCurrentIndex(dialog.method.findData("certified"))
    dialog.article.setText("7019 0700 0000 1234 5670")
    dialog.method.setCurrentIndex(dialog.method.findData("mail"))
    assert not dialog.article.isVisibleTo(dialog)
    dialog.accept()
    first = ServiceAttempt.get(ServiceAttempt.notice == Notice.get(Notice.subject_id == app_id).id)
    assert (first.method, first.article_number) == ("first_class", "")


def test_a_first_class_letter_names_who_mailed_it_and_is_proven_by_its_affidavit(qtbot, office):
    """Sent by mail, the dialog asks who mails it (the signed-in user first chosen): they sign the
    affidavit of mailing, so the notice is not left waiting on the follow-up list for its proof;
    the box shows only for first-class mail and a hand delivery ("Handed over by")."""
    from animaloffice.queries.unserved_notices import without_proof
    from ui.widgets.forms import person_name

    app_id = _denied(office)
    ctx = AppContext(office.officer, office.worthington)
    dialog = SendNoticeDialog(ctx, kind="denial", subject_id=app_id, permit_type="breeder_hobbyist",
                              title="Karen Dahl")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.mailer.isVisibleTo(dialog) and dialog.mailer.currentText() == person_name(ctx.actor)
    assert dialog.form.labelForField(dialog.mailer).text() == "Mailed by"
    dialog.method.setCurrentIndex(dialog.method.findData("certified"))
    assert not dialog.mailer.isVisibleTo(dialog)
    dialog.method.setCurrentIndex(dialog.method.findData("in_person"))
    assert dialog.mailer.isVisibleTo(dialog) and dialog.form.labelForField(dialog.mailer).text() == "Handed over by"
    dialog.method.setCurrentIndex(dialog.method.findData("mail"))
    dialog.mailer.setCurrentText("Dana Kruse")
    dialog.accept()
    notice = Notice.get(Notice.subject_id == app_id)
    first = ServiceAttempt.get(ServiceAttempt.notice == notice.id)
    assert (first.method, first.served_by) == ("first_class", "Dana Kruse")
    assert notice.id not in {n.notice_id for n in without_proof(office.worthington)}
