"""The optional article number on the dialogs that send a notice: shown only while the method
chosen is certified or registered mail, and given to the notice's first attempt of service, so the
affidavit of mailing names it. Left empty, it is added later in the notice's service window."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QFormLayout, QLineEdit

from animaloffice.domain.mail_numbers import TRACKED


def hint(method: str) -> str:
    """What to type for the method's receipt."""
    if method == "registered":
        return QCoreApplication.translate("ui.widgets.article_number",
                                          "optional: the number on the Registered Mail label, like RE123456785US")
    return QCoreApplication.translate("ui.widgets.article_number", "optional: the 20 or 22 digits on the mailing receipt")


def article_edit() -> QLineEdit:
    edit = QLineEdit(objectName="article")
    edit.setAccessibleName(QCoreApplication.translate("ui.widgets.article_number", "Article number"))
    return edit


def follow_method(form: QFormLayout, edit: QLineEdit, method: QComboBox) -> None:
    """Show ``edit``'s row of ``form`` only while ``method`` (a combo whose data are the notice
    methods) is certified or registered mail, with the hint for its receipt."""
    def show(*_) -> None:
        code = method.currentData()
        form.setRowVisible(edit, code in TRACKED)
        edit.setPlaceholderText(hint(code))
    method.currentIndexChanged.connect(show)
    show()


def article_of(edit: QLineEdit, method: QComboBox) -> str:
    """The number typed, or "" while the method has none (a hidden field is never sent)."""
    return edit.text().strip() if method.currentData() in TRACKED else ""
