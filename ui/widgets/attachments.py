"""The photos and papers on a record, as thumbnails: attach a file, open one, void one with a
reason. Used on every record that may hold files (an impound, a call, a bite report...).

A photo's thumbnail is made from its bytes when the record is shown (one file read each); a PDF
shows a page icon. A file whose bytes no longer match their hash is shown as damaged.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon, QImage, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain.attachments import size_text
from animaloffice.domain.errors import OfficeError
from animaloffice.queries.attachments import attachments_of
from animaloffice.services import attachments

from ..modal import run_modal, show_window
from .forms import describe_error

THUMB = QSize(112, 84)
FILTER = "Photos and PDF files (*.jpg *.jpeg *.png *.gif *.tif *.tiff *.webp *.heic *.pdf);;All files (*)"


def thumbnail(data: bytes, photo: bool, style) -> QIcon:
    if photo:
        image = QImage.fromData(data)
        if not image.isNull():
            return QIcon(QPixmap.fromImage(image.scaled(THUMB, Qt.AspectRatioMode.KeepAspectRatio,
                                                        Qt.TransformationMode.SmoothTransformation)))
    return style.standardIcon(QStyle.StandardPixmap.SP_FileIcon)


def ask_text(parent, title: str, label: str) -> str | None:
    """One line of text asked for in a small modal dialog; None when cancelled."""
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    return dialog.textValue() if run_modal(dialog) == QDialog.DialogCode.Accepted else None


class PhotoViewer(QDialog):
    """A photo at the size of the screen it is on."""

    def __init__(self, data: bytes, title: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setObjectName("photo_viewer")
        label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        pixmap = QPixmap.fromImage(QImage.fromData(data))
        screen = self.screen().availableGeometry().size() * 0.8 if self.screen() else QSize(1000, 700)
        if pixmap.width() > screen.width() or pixmap.height() > screen.height():
            pixmap = pixmap.scaled(screen, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)
        label.setPixmap(pixmap)
        label.setAccessibleName(title)
        scroll = QScrollArea()
        scroll.setWidget(label)
        scroll.setWidgetResizable(True)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        self.resize(min(pixmap.width() + 40, 1200), min(pixmap.height() + 40, 900))


class AttachmentStrip(QWidget):
    changed = Signal()

    def __init__(self, ctx, parent=None, *, title: str = "Photos and papers"):
        super().__init__(parent)
        self.ctx = ctx
        self.subject: tuple[str, int] | None = None
        self.rows = []
        self.setObjectName("attachment_strip")
        self.heading = QLabel(title)
        self.heading.setStyleSheet("font-weight: 600;")
        self.heading.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # never widens a panel
        self.list = QListWidget(objectName="attachment_list")
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setIconSize(THUMB)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setWrapping(False)
        self.list.setFlow(QListView.Flow.LeftToRight)
        self.list.setMaximumHeight(THUMB.height() + 56)  # one row of thumbnails; half of one on a small screen
        self.list.setMinimumHeight(THUMB.height() // 2)
        self.list.setAccessibleName(title)
        self.list.itemActivated.connect(lambda item: self.open_file(item.data(Qt.ItemDataRole.UserRole)))
        # no Alt+letter of their own: the strip sits in panels whose buttons have taken the letters
        self.attach_button = QPushButton(self.tr("Attach…"), objectName="attach_file")
        self.attach_button.setToolTip(self.tr("Attach a photo or a PDF to this record"))
        self.attach_button.clicked.connect(lambda: self.attach())
        self.attach_button.setEnabled(ctx.actor.may("attach_files"))
        self.open_button = QPushButton(self.tr("Open"), objectName="open_attachment")
        self.open_button.clicked.connect(lambda: self.open_file(self.current_id()))
        self.void_button = QPushButton(self.tr("Void…"), objectName="void_attachment")
        self.void_button.clicked.connect(lambda: self.void())
        self.void_button.setEnabled(ctx.actor.may("void_record"))
        self.list.currentItemChanged.connect(lambda *_: self._buttons())
        buttons = QHBoxLayout()
        buttons.addWidget(self.heading, 1)  # takes the room left, never more: the panel keeps its width
        for b in (self.attach_button, self.open_button, self.void_button):
            buttons.addWidget(b)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(buttons)
        layout.addWidget(self.list)
        self.last_viewer = None
        self.set_subject(None)

    def set_subject(self, table: str | None, record_id: int | None = None) -> None:
        self.subject = (table, record_id) if table and record_id else None
        self.reload()

    def reload(self) -> None:
        self.list.clear()
        self.rows = attachments_of(*self.subject) if self.subject else []
        style = self.style()
        for r in self.rows:
            try:
                data = attachments.attachment_bytes(r.id) if r.photo else b""
                icon, tip = thumbnail(data, r.photo, style), ""
            except OfficeError as exc:
                icon, tip = style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning), describe_error(exc)
            item = QListWidgetItem(icon, r.caption or r.file_name)
            item.setData(Qt.ItemDataRole.UserRole, r.id)
            item.setToolTip(tip or f"{r.file_name}\n{r.kind_label}, {size_text(r.size_bytes)}\n"
                                   f"Added by {r.added_by}, {r.added_at:%m/%d/%Y %H:%M}")
            self.list.addItem(item)
        self.heading.setText(self.tr("Photos and papers ({0})").format(len(self.rows)) if self.subject else self.tr("Photos and papers"))
        self.attach_button.setEnabled(self.subject is not None and self.ctx.actor.may("attach_files"))
        self._buttons()

    def _buttons(self) -> None:
        chosen = self.current_id() is not None
        self.open_button.setEnabled(chosen)
        self.void_button.setEnabled(chosen and self.ctx.actor.may("void_record"))

    def current_id(self) -> int | None:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def attach(self, path: str | None = None, caption: str | None = None) -> bool:
        if self.subject is None:
            return False
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Attach a photo or a PDF"), "", FILTER)
            if not path:
                return False
        if caption is None:
            caption = ask_text(self, "Caption", "What the file shows (printed as the exhibit's name):")
            if caption is None:
                return False
        try:
            data = Path(path).read_bytes()
            attachments.attach(self.ctx.actor, subject_table=self.subject[0], subject_id=self.subject[1],
                               file_name=Path(path).name, data=data, caption=caption)
        except OSError as exc:
            self._tell(self.tr("The file could not be read: {0}").format(exc.strerror or exc))
            return False
        except OfficeError as exc:
            self._tell(describe_error(exc))
            return False
        self.ctx.changed("attachment")
        self.ctx.status(self.tr("{0} attached").format(Path(path).name))
        self.reload()
        self.changed.emit()
        return True

    def open_file(self, attachment_id: int | None):
        if attachment_id is None:
            return None
        row = next((r for r in self.rows if r.id == attachment_id), None)
        try:
            data = attachments.attachment_bytes(attachment_id)
        except OfficeError as exc:
            self._tell(describe_error(exc))
            return None
        if row is not None and row.photo and not QImage.fromData(data).isNull():
            viewer = PhotoViewer(data, row.caption or row.file_name, self)
            viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            show_window(viewer)
            self.last_viewer = viewer
            return viewer
        if row is not None and row.content_type == "application/pdf":
            from ..printing import preview

            self.last_viewer = preview(self, data, row.caption or row.file_name, "attachment", row.file_name)
            return self.last_viewer
        self._tell(self.tr("This file cannot be shown here; save it from the preview of a PDF, or open it on a PC "
                           "that reads its format."))
        return None

    def void(self, reason: str | None = None) -> bool:
        attachment_id = self.current_id()
        if attachment_id is None:
            return False
        if reason is None:
            reason = ask_text(self, "Void the file", "Why is it voided? (it stays on file)")
            if reason is None:
                return False
        try:
            attachments.void_attachment(self.ctx.actor, attachment_id, reason)
        except OfficeError as exc:
            self._tell(describe_error(exc))
            return False
        self.ctx.changed("attachment")
        self.reload()
        self.changed.emit()
        return True

    def _tell(self, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, "Photos and papers", text, parent=self)
        box.setObjectName("attachment_message")
        self.last_message = text
        box.open()
