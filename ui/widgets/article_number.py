"""The optional article number on the dialogs that send a notice: shown only while the method
chosen is certified or registered mail, and given to the notice's first attempt of service, so the
affidavit of mailing names it. Left empty, it is added later in the notice's service window.
Likewise who mails a first-class letter or hands the notice over (``mailer_box``): they sign its
affidavit of mailing or of personal service, its proof of service; cleared, they are named later
in the service window."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QFormLayout, QLineEdit

from animaloffice.domain.mail_numbers import TRACKED

from .server_box import server_box

FIRST_CLASS = "mail"  # the send dialogs' code for a first-class letter
HANDED = ("in_person", "resident")  # handed to the owner, or to a person living at the place


def receipt_number(method: str) -> str:
    """Which number of the method's receipt is typed (a field's placeholder)."""
    if method == "registered":
        return QCoreApplication.translate("ui.widgets.article_number",
                                          "the number on the Registered Mail label, like RE123456785US")
    return QCoreApplication.translate("ui.widgets.article_number", "the 20 or 22 digits on the mailing receipt")


def hint(method: str) -> str:
    """What to type for the method's receipt on a send dialog, where it may wait."""
    return QCoreApplication.translate("ui.widgets.article_number", "optional: {0}").format(receipt_number(method))


def article_edit() -> QLineEdit:
    edit = QLineEdit(objectName="article")
    edit.setAccessibleName(QCoreApplication.translate("ui.widgets.article_number", "Article number"))
    return edit


def mailer_box(ctx) -> QComboBox:
    """Who mails the letter or hands it over: the signed-in user first chosen, another user or a
    name typed in."""
    box = server_box(ctx)
    box.setObjectName("served_by")
    box.setAccessibleName(QCoreApplication.translate("ui.widgets.article_number", "Mailed or handed over by"))
    box.setToolTip(QCoreApplication.translate("ui.widgets.article_number", "Who puts the letter in the mail or "
                                              "hands it over: they sign its affidavit of service"))
    return box


def _server_label(code: str) -> str:
    if code in HANDED:
        return QCoreApplication.translate("ui.widgets.article_number", "Handed over by")
    return QCoreApplication.translate("ui.widgets.article_number", "Mailed by")


def follow_method(form: QFormLayout, edit: QLineEdit, method: QComboBox, mailer: QComboBox | None = None) -> None:
    """Show ``edit``'s row of ``form`` only while ``method`` (a combo whose data are the notice
    methods) is certified or registered mail, with the hint for its receipt; ``mailer``'s only while
    it is first-class mail or a hand delivery, labelled for which."""
    def show(*_) -> None:
        code = method.currentData()
        form.setRowVisible(edit, code in TRACKED)
        edit.setPlaceholderText(hint(code))
        if mailer is not None:
            form.setRowVisible(mailer, code == FIRST_CLASS or code in HANDED)
            label = form.labelForField(mailer)
            if label is not None:
                label.setText(_server_label(code))
    method.currentIndexChanged.connect(show)
    show()


def server_of(box: QComboBox, method: QComboBox) -> str:
    """Who mailed it or handed it over, or "" while the method is neither."""
    code = method.currentData()
    return box.currentText().strip() if code == FIRST_CLASS or code in HANDED else ""


def article_of(edit: QLineEdit, method: QComboBox) -> str:
    """The number typed, or "" while the method has none (a hidden field is never sent)."""
    return edit.text().strip() if method.currentData() in TRACKED else ""
