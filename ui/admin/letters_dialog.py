"""Tools > Letter templates…: which letters the office has corrected in its own letters folder (kept
through an upgrade, read before the shipped wording), and a shipped letter copied there to edit
in any text editor (``documents.office_letters``; docs/procedures.md, "Correcting a letter's wording")."""
from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
)

from animaloffice.documents import language, office_letters
from animaloffice.domain.errors import OfficeError


class LettersDialog(QDialog):
    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(self.tr("Letter templates"))
        self.setObjectName("letters_dialog")
        self.resize(680, 440)
        self.states = {"corrected": self.tr("corrected"), "as shipped": self.tr("as shipped"),
                       "new": self.tr("new"), "refused": self.tr("refused")}
        self.folder = QLabel(objectName="letters_folder")
        self.folder.setWordWrap(True)
        self.list = QTreeWidget(objectName="office_letters_list")
        self.list.setHeaderLabels([self.tr("File"), self.tr("State"), self.tr("Why")])
        self.list.setRootIsDecorated(False)
        self.list.setAccessibleName(self.tr("The office's letters"))
        self.name = QComboBox(objectName="letter_name")
        self.name.addItems(office_letters.shipped_names())
        self.language = QComboBox(objectName="letter_language", editable=True)
        self.language.addItems(language.languages())
        self.language.setToolTip(self.tr("A code not listed (so, hmn) starts a new language"))
        self.start_from = QComboBox(objectName="letter_start_from")
        self.start_from.addItems(office_letters.shipped_languages())
        self.start_from.setToolTip(self.tr("For a new language: the shipped language its copy starts from"))
        form = QFormLayout()
        for text, field in ((self.tr("Le&tter"), self.name), (self.tr("&Language"), self.language),
                            (self.tr("&Start from"), self.start_from)):
            label = QLabel(text)
            label.setBuddy(field)
            form.addRow(label, field)
        self.copy = QPushButton(self.tr("Co&py for editing"), objectName="copy_letter")
        self.copy.setAutoDefault(False)
        self.copy.clicked.connect(self.copy_letter)
        self.open_folder = QPushButton(self.tr("&Open the folder"), objectName="open_letters_folder")
        self.open_folder.setAutoDefault(False)
        self.open_folder.clicked.connect(lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(language.office_dir()))))
        self.result = QLabel(objectName="letters_result")
        self.result.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.copy)
        row.addWidget(self.open_folder)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.folder)
        layout.addWidget(self.list, 1)
        layout.addLayout(form)
        layout.addLayout(row)
        layout.addWidget(self.result)
        layout.addWidget(buttons)
        self.refresh()

    def refresh(self) -> None:
        folder = language.office_dir()
        self.folder.setText(self.tr("The office's own letters, printed instead of the shipped wording (which an "
                                    "upgrade replaces), are in {0}").format(folder))
        self.list.clear()
        for t in office_letters.office_templates():
            shown = f"{t.language}/{t.name}" + ("" if t.name == office_letters.LANGUAGE_FILE else ".txt")
            self.list.addTopLevelItem(QTreeWidgetItem([shown, self.states.get(t.state, t.state), t.problem]))
        if not self.list.topLevelItemCount():
            self.list.addTopLevelItem(QTreeWidgetItem(["", self.tr("none: every letter prints as shipped"), ""]))
        self.list.resizeColumnToContents(0)
        self.open_folder.setEnabled(folder.is_dir())

    def copy_letter(self) -> None:
        code = self.language.currentText().strip()
        start = self.start_from.currentText() if code not in office_letters.shipped_languages() else None
        try:
            path = office_letters.copy_for_editing(self.name.currentText(), code, start_from=start)
        except OfficeError as exc:
            self.result.setText(str(exc))
            return
        self.result.setText(self.tr("Copied to {0}. Edit it in a text editor: the next letter printed reads "
                                    "it.").format(path))
        self.language.clear()
        self.language.addItems(language.languages())
        self.language.setCurrentText(code)
        self.refresh()
