"""The intake tab's small dialogs: notices, veterinarian's certificate, kennel move, owner,
disposition. Each calls one service and shows a refusal next to its field. The due-process
dialogs (claims, quarantine order, vaccination at release) are in ``due_process_dialogs``."""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
)

from animaloffice.domain import impound as rules
from animaloffice.domain.explain import fmt_date
from animaloffice.domain.state_law import places_needed
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries.impound_detail import ImpoundDetail
from animaloffice.queries.owner_find import find_owners
from animaloffice.services import impound_notices, impound_release, impounds, seizure_notice
from animaloffice.services.kennels import list_facilities, list_kennels, occupant

from ..widgets.article_number import article_edit, article_of, follow_method, mailer_box, server_of
from ..widgets.forms import ErrorBanner, date_edit, from_qdate
from ..widgets.search_field import enter_searches
from ..widgets.server_box import server_box

METHODS = (("Mail", "mail"), ("In person", "in_person"), ("Certified mail", "certified"), ("E-mail", "email"))
# each dialog's title names the rule the notice is given under: not the kind's name in a list
# (``domain.notice_kinds``), which stays without it
TITLES = {"impound": "Impound notice to the owner (MN-347.14)",
          "posting": "Notice posted in public places (MN-347.14)",
          "quarantine": "Quarantine notice (T-6D5)",
          "license_order": "Notice to obtain a license or permit (T-6D3)",
          "seizure": "Notice of a seizure for cruelty or neglect (MN-343.235)"}


class _Base(QDialog):
    done_ok = Signal()

    def __init__(self, title: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.banner = ErrorBanner()
        self.form = QFormLayout()
        self.ok_button = QPushButton(self.tr('&Record'))
        self.ok_button.setObjectName("ok_button")
        self.ok_button.clicked.connect(self.submit)
        self.ok_button.setDefault(True)
        cancel = QPushButton(self.tr('Cancel'))
        cancel.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.ok_button)
        buttons.addWidget(cancel)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.banner)
        layout.addLayout(buttons)
        self.fields: dict = {}

    def add(self, label: str, widget, field: str = ""):
        widget.setAccessibleName(label)
        self.form.addRow(label, widget)
        if field:
            self.fields[field] = widget
        return widget

    def run(self, fn, *args, **kwargs):
        self.banner.clear_error(self.fields)
        try:
            result = fn(*args, **kwargs)
        except Exception as exc:
            self.banner.show_error(exc, self.fields)
            return None
        return result if result is not None else True

    def submit(self) -> None:  # pragma: no cover - each dialog has its own
        raise NotImplementedError


class NoticeDialog(_Base):
    sent = Signal(int)  # notice id

    def __init__(self, ctx, detail: ImpoundDetail, kind: str, parent=None, today: date | None = None):
        super().__init__(TITLES[kind], parent)
        self.setObjectName(f"notice_dialog_{kind}")
        self.ctx, self.detail, self.kind = ctx, detail, kind
        self.ok_button.setText(self.tr('&Record and print'))
        self.add(self.tr('To'), QLabel(detail.owner or "posted: the owner is not known"))
        self.date = self.add(self.tr('Date sent'), date_edit(today, name="notice_date"), "on")
        self.date.setMaximumDate(date_edit().date())
        self.method = QComboBox(objectName="method_box")
        for text, code in METHODS:
            self.method.addItem(text, code)
        if kind == "license_order":
            self.method.setCurrentIndex(1)
        self.places: list[QLineEdit] = []
        self.posted_by = None
        self.recipient = None
        posted = kind == "posting" or (kind == "quarantine" and detail.owner_id is None)
        if kind == "seizure":  # to the owner, posted where the animal was taken, or to a person living there
            self.method.clear()
            for code, text in seizure_notice.METHODS.items():
                if detail.owner_id is not None or code not in seizure_notice.TO_A_PERSON:
                    self.method.addItem(text, code)
            self.add(self.tr('Given'), self.method, "method")
            self.recipient = self.add(self.tr('Person living there'), QLineEdit(objectName="notice_recipient"),
                                      "recipient_name")
            self.recipient.setPlaceholderText(self.tr('When handed to a person living at the place'))
        elif posted:  # as many places as state law asks (MN-347.14: three), and who posted them
            for i in range(places_needed(profile_for(detail.jurisdiction_id))):
                edit = QLineEdit(objectName=f"place_{i + 1}")
                edit.setText(("City Hall", "Post office", "Public library", "")[min(i, 3)])
                self.places.append(self.add(self.tr('Public place {0}').format(i + 1), edit, "places" if i == 0 else ""))
            self.posted_by = server_box(ctx)
            self.posted_by.setObjectName("posted_by")
            self.add(self.tr('Posted by'), self.posted_by, "posted_by")
        else:
            self.add(self.tr('Method'), self.method, "method")
        self.article = self.add(self.tr('Article number'), article_edit(), "article")
        self.mailer = None if posted else self.add(self.tr("Mailed by"), mailer_box(ctx), "served_by")
        follow_method(self.form, self.article, self.method, self.mailer)
        if kind == "license_order":
            self.needs = QComboBox()
            if profile_for(detail.jurisdiction_id).enforces("licensing"):  # else only a permit can be ordered
                self.needs.addItem(self.tr('License'), "license")
            self.needs.addItem(self.tr('Permit'), "permit")
            self.add(self.tr('Obtain a'), self.needs, "needs")

    def submit(self) -> None:
        on, d = from_qdate(self.date.date()), self.detail
        actor = self.ctx.actor
        places = [e.text() for e in self.places]
        posted_by = self.posted_by.currentText() if self.posted_by is not None else ""
        article = article_of(self.article, self.method)
        served_by = server_of(self.mailer, self.method) if self.mailer is not None else ""
        if self.kind == "impound":
            info = self.run(impound_notices.send_impound_notice, actor, d.id, on=on, method=self.method.currentData(),
                            article=article, served_by=served_by)
        elif self.kind == "posting":
            info = self.run(impound_notices.post_notice, actor, d.id, on=on, places=places, posted_by=posted_by)
        elif self.kind == "quarantine":
            info = self.run(impound_notices.send_quarantine_notice, actor, d.id, on=on,
                            method=self.method.currentData(), places=places, posted_by=posted_by, article=article,
                            served_by=served_by)
        elif self.kind == "seizure":
            info = self.run(seizure_notice.send_seizure_notice, actor, d.id, on=on, method=self.method.currentData(),
                            recipient_name=self.recipient.text(), article=article, served_by=served_by)
        else:
            info = self.run(impound_notices.send_license_order, actor, d.animal_id, on=on, impound_id=d.id,
                            method=self.method.currentData(), needs=self.needs.currentData(), article=article,
                            served_by=served_by)
        if info:
            self.sent.emit(info.id)
            self.accept()


class VetCertificateDialog(_Base):
    def __init__(self, ctx, detail: ImpoundDetail, parent=None, today: date | None = None):
        super().__init__("Veterinarian's certificate (T-6B)", parent)
        self.ctx, self.detail = ctx, detail
        self.date = self.add(self.tr('Certified on'), date_edit(today, name="certified_on"), "certified_on")
        self.date.setMaximumDate(date_edit().date())
        self.vet = self.add(self.tr('Veterinarian'), QLineEdit(objectName="vet_name"), "vet_name")

    def submit(self) -> None:
        if self.run(impounds.record_vet_certificate, self.ctx.actor, self.detail.id,
                    certified_on=from_qdate(self.date.date()), vet_name=self.vet.text(),
                    expected_version=self.detail.version):
            self.done_ok.emit()
            self.accept()


class MoveKennelDialog(_Base):
    def __init__(self, ctx, detail: ImpoundDetail, parent=None):
        super().__init__(f"Move {detail.number} to another kennel", parent)
        self.ctx, self.detail = ctx, detail
        self.kennel = QComboBox(objectName="move_kennel_box")
        for f in list_facilities():
            for k in list_kennels(f.id):
                if occupant(k.id) is None:
                    self.kennel.addItem(f"{f.name} · {k.code} ({k.kind})", k.id)
        self.add(self.tr('Kennel'), self.kennel, "kennel_id")

    def submit(self) -> None:
        if self.kennel.currentData() is None:
            return
        if self.run(impounds.move_to_kennel, self.ctx.actor, self.detail.id, self.kennel.currentData(),
                    expected_version=self.detail.version):
            self.done_ok.emit()
            self.accept()


class OwnerPickerDialog(_Base):
    """Find the owner who came forward (owners are recorded in the Owners tab)."""

    def __init__(self, ctx, detail: ImpoundDetail, parent=None):
        super().__init__(f"Owner of {detail.number}", parent)
        self.ctx, self.detail = ctx, detail
        self.query = self.add(self.tr('Search'), QLineEdit(objectName="owner_search"))
        self.query.setPlaceholderText(self.tr("Owner's name or phone, then Enter"))
        enter_searches(self.query, self.find)
        self.results = self.add(self.tr('Owners'), QListWidget(objectName="owner_results"), "owner_id")
        self.ok_button.setDefault(False)
        self.ok_button.setAutoDefault(False)

    def find(self) -> None:
        self.results.clear()
        for match in find_owners(self.detail.jurisdiction_id, self.query.text()):  # the impound's city
            item = QListWidgetItem(match.label())
            item.setData(256, match.id)
            self.results.addItem(item)
        if self.results.count():
            self.results.setCurrentRow(0)

    def submit(self) -> None:
        item = self.results.currentItem()
        if item is None:
            self.banner.setText(self.tr('Search for the owner and choose one.'))
            self.banner.show()
            return
        if self.run(impounds.set_owner, self.ctx.actor, self.detail.id, item.data(256)):
            self.done_ok.emit()
            self.accept()


class DispositionDialog(_Base):
    """Adoption, transfer, death, euthanasia...: refused before the hold ends, with the date."""

    def __init__(self, ctx, detail: ImpoundDetail, parent=None, today: date | None = None):
        super().__init__(f"Disposition of {detail.number}", parent)
        self.setObjectName("disposition_dialog")
        self.ctx, self.detail = ctx, detail
        rule = "MN-343.235" if detail.cruelty else "T-6C"
        allowed = (f"Disposition is allowed from {fmt_date(detail.disposition_from)} ({rule})."
                   if detail.disposition_from else "")
        self.add(self.tr('Holding period'), QLabel(allowed or "none"))
        self.outcome = QComboBox(objectName="outcome_box")
        for code, text in rules.OUTCOMES.items():
            if code != "returned_to_owner":  # an owner reclaims through Reclaim (T-6B)
                self.outcome.addItem(text, code)
        self.add(self.tr('Outcome'), self.outcome, "outcome")
        self.date = self.add(self.tr('Date'), date_edit(today, name="outcome_date"), "on")
        self.date.setMaximumDate(date_edit().date())
        self.party = self.add(self.tr('To (name)'), QLineEdit(objectName="party_edit"), "party")
        self.party.setPlaceholderText(self.tr('Adopter or receiving organisation (MN-346.47)'))
        self.address = self.add(self.tr('Address'), QLineEdit(objectName="party_address"), "party_address")
        self.notes = self.add(self.tr('Notes'), QPlainTextEdit(), "notes")
        self.notes.setTabChangesFocus(True)  # Tab moves on; it does not type a tab
        self.notes.setMaximumHeight(60)

    def submit(self) -> None:
        if self.run(impound_release.dispose, self.ctx.actor, self.detail.id, outcome=self.outcome.currentData(),
                    on=from_qdate(self.date.date()), party=self.party.text(), party_address=self.address.text(),
                    notes=self.notes.toPlainText(), expected_version=self.detail.version):
            self.done_ok.emit()
            self.accept()


class DetailsDialog(_Base):
    """Correct what the desk recorded: spay/neuter status at intake, photo, condition, notes."""

    def __init__(self, ctx, detail: ImpoundDetail, parent=None):
        super().__init__(f"Details of {detail.number}", parent)
        self.ctx, self.detail = ctx, detail
        self.altered = QComboBox(objectName="details_altered")
        for text, value in (("Unknown", None), ("Yes, spayed/neutered", True), ("No", False)):
            self.altered.addItem(text, value)
        self.altered.setCurrentIndex(max(0, self.altered.findData(detail.altered)))
        self.add(self.tr('Spayed/neutered at intake'), self.altered, "altered_at_intake")
        self.photo = self.add(self.tr('Photo'), QLineEdit(detail.photo_path, objectName="details_photo"), "photo_path")
        browse = QPushButton(self.tr('Browse photo…'))
        browse.setAutoDefault(False)
        browse.clicked.connect(self.browse)
        self.form.addRow("", browse)
        self.condition = self.add(self.tr('Condition'), QPlainTextEdit(detail.condition), "condition")
        self.condition.setTabChangesFocus(True)  # Tab moves on; it does not type a tab
        self.notes = self.add(self.tr('Notes'), QPlainTextEdit(detail.notes), "notes")
        self.notes.setTabChangesFocus(True)  # Tab moves on; it does not type a tab
        for w in (self.condition, self.notes):
            w.setMaximumHeight(70)

    def browse(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, "Photo of the animal", "", "Images (*.png *.jpg *.jpeg)")
        if path:
            self.photo.setText(path)

    def submit(self) -> None:
        if self.run(impounds.update_details, self.ctx.actor, self.detail.id, expected_version=self.detail.version,
                    altered_at_intake=self.altered.currentData(), photo_path=self.photo.text(),
                    condition=self.condition.toPlainText(), notes=self.notes.toPlainText()):
            self.done_ok.emit()
            self.accept()
