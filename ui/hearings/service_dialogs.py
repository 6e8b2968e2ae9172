"""The dialogs of the service window: a new attempt to serve a notice (only the fields its method
needs), the return of certified or registered mail, and who mailed a letter (who signs its
affidavit of mailing). Each calls one service."""
from __future__ import annotations

from datetime import date

from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLineEdit, QWidget

from animaloffice.queries.service_attempts import METHOD_WORDS, RETURN_WORDS
from animaloffice.services import service_of_notice as svc

from ..widgets.article_number import receipt_number
from ..widgets.server_box import server_box
from .forms import FormDialog

# method -> the fields its attempt needs (served_on, counts and notes always; the reason once counts is ticked)
NEEDS = {"first_class": (), "certified": ("article",), "registered": ("article",),
         "hand": ("served_by", "served_to", "place", "served_at"), "posted_premises": ("served_by", "place"),
         "posted_public": ("served_by", "public_places"), "email": ("email_address",)}
OPTIONAL = ("served_by",)  # mail may name who mailed it (they sign the affidavit of mailing)


class AttemptDialog(FormDialog):
    title = "Record an attempt of service"

    def __init__(self, ctx, notice_id: int, heading: str, parent=None):
        super().__init__(ctx, parent)
        self.notice_id = notice_id
        self.note(heading)
        self.method = self.add_choice(self.tr("&Method"), "method", list(METHOD_WORDS.items()))
        self.served_on = self.add_date(self.tr("&Served on"), "served_on", date.today())
        self.article = self.add_text(self.tr("&Article number"), "article")
        self.served_by = self.add(self.tr("Served &by"), server_box(ctx), "served_by")
        self.served_to = self.add_text(self.tr("Handed &to"), "served_to")
        self.place = self.add_text(self.tr("&Where"), "place")
        self.served_at = self.add_text(self.tr("At ti&me (optional)"), "served_at")
        self.served_at.setPlaceholderText(self.tr("the time it was handed over, like 7:40 AM"))
        self.places: list[tuple[QLineEdit, QWidget]] = []
        for i in range(svc.places_needed_for(notice_id)):
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            edit, on = QLineEdit(), self.add_date_widget()
            edit.setObjectName(f"public_place_{i + 1}")
            edit.setAccessibleName(self.tr("Public place {0}").format(i + 1))
            on.setObjectName(f"public_place_{i + 1}_on")
            on.setAccessibleName(self.tr("Day posted at public place {0}").format(i + 1))
            line.addWidget(edit, 1)
            line.addWidget(on)
            self.add(self.tr("Public place &{0}").format(i + 1), row, "public_places" if i == 0 else "", name=f"public_row_{i + 1}")
            self.places.append((edit, on))
        self.email_address = self.add_text(self.tr("&E-mail address"), "email_address")
        self.email_address.setPlaceholderText(self.tr("only to an owner whose agreement to e-mail is on file"))
        self.counts = self.add(self.tr("Deadlines &count from this"), QCheckBox(), "counts")
        self.count_reason = self.add_text(self.tr("Wh&y they count from this"), "count_reason")
        self.count_reason.setPlaceholderText(self.tr("only a later attempt than the rule's: it gives the owner more days"))
        self.counts.toggled.connect(self.show_fields)
        self.notes = self.add_text(self.tr("&Notes"), "notes", multiline=True)
        self.method.currentIndexChanged.connect(self.show_fields)
        self.show_fields()

    def add_date_widget(self):
        from ..widgets.forms import date_edit

        return date_edit(date.today())

    def show_fields(self) -> None:
        """Only the fields the chosen method needs."""
        needs = self.shown_fields()
        rows = {"article": [self.article], "served_by": [self.served_by], "served_to": [self.served_to],
                "place": [self.place], "served_at": [self.served_at],
                "public_places": [w.parentWidget() for w, _ in self.places], "email_address": [self.email_address]}
        rows["count_reason"] = [self.count_reason]
        needs = needs | ({"count_reason"} if self.counts.isChecked() else set())
        for field, widgets in rows.items():
            for w in widgets:
                self.form.setRowVisible(w, field in needs)
        self.article.setPlaceholderText(receipt_number(self.code(self.method)))
        self.place.setAccessibleName(self.tr("Premises posted") if self.code(self.method) == "posted_premises"
                                     else self.tr("Where it was handed"))
        if self.isVisible():
            self.fit_height()

    def shown_fields(self) -> set[str]:
        needs = set(NEEDS[self.code(self.method)])
        return needs | (set(OPTIONAL) if self.code(self.method) in svc.MAILED else set())

    def submit(self):
        method, shown = self.code(self.method), self.shown_fields()

        def value(field: str, text: str) -> str:
            return text if field in shown else ""  # a field hidden by the method is not sent
        places = ([svc.Place(e.text(), self.day(on)) for e, on in self.places] if "public_places" in shown
                  else None)
        return svc.record_attempt(
            self.ctx.actor, notice_id=self.notice_id, method=method, served_on=self.day(self.served_on),
            article=value("article", self.article.text()), served_by=value("served_by", self.served_by.currentText()),
            served_to=value("served_to", self.served_to.text()), place=value("place", self.place.text()),
            served_at=value("served_at", self.served_at.text()),
            public_places=places, email_address=value("email_address", self.email_address.text()),
            counts=self.counts.isChecked(),
            count_reason=self.text(self.count_reason) if self.counts.isChecked() else "", notes=self.text(self.notes))


class MailerDialog(FormDialog):
    title = "Name who mailed it"

    def __init__(self, ctx, attempt_id: int, heading: str, parent=None, version: int | None = None):
        super().__init__(ctx, parent)
        self.attempt_id, self.version = attempt_id, version  # the attempt as the window showed it
        self.note(heading)
        self.note(self.tr("Who mailed it signs the affidavit of mailing: a first-class letter is proven by it."))
        self.mailed_by = self.add(self.tr("Mailed &by"), server_box(ctx), "mailed_by")

    def submit(self):
        return svc.record_mailer(self.ctx.actor, self.attempt_id, mailed_by=self.mailed_by.currentText(),
                                 expected_version=self.version)


class ReturnDialog(FormDialog):
    title = "Record the return of the mail"

    def __init__(self, ctx, attempt_id: int, heading: str, parent=None, version: int | None = None):
        super().__init__(ctx, parent)
        self.attempt_id, self.version = attempt_id, version  # the attempt as the window showed it
        self.note(heading)
        self.status = self.add_choice(self.tr("&Return"), "status", [(k, v.capitalize()) for k, v in RETURN_WORDS.items()])
        self.on = self.add_date(self.tr("&On"), "on", date.today())
        self.notes = self.add_text(self.tr("&Notes"), "notes", multiline=True)

    def submit(self):
        return svc.record_return(self.ctx.actor, attempt_id=self.attempt_id, status=self.code(self.status),
                                 on=self.day(self.on), notes=self.text(self.notes), expected_version=self.version)
