"""The Permits tab: applications and permits, the checks and lists an administrator works
from, and every action on one record in the panel beside them."""
from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain.errors import OfficeError
from animaloffice.domain.statuses import ApplicationStatus, PermitStatus
from animaloffice.queries import permits as q
from animaloffice.queries import review
from animaloffice.queries.permit_views import application_view, permit_view
from animaloffice.services import permit_life

from ..models.query_table_model import Column
from ..widgets.forms import ErrorBanner
from .action_dialogs import (
    hearings_service,
)
from .changes import PermitChanges
from .detail import application_html, permit_html
from .printing import PermitPrinting
from .record_actions import PermitActions
from .widgets import ListPage, list_source

KIND_WIDTH = 170  # the permit kind is long ("Animal permit (livestock, wild animal, or 4 or more animals)")
OWNER_WIDTH = 150
WATCHED = {"", "permit", "permit_application", "owner", "animal", "violation", "litter", "notice", "hearing"}
ACCEPTED = QDialog.DialogCode.Accepted


class PermitsTab(PermitActions, PermitChanges, PermitPrinting, QWidget):
    title = "Permits"
    handles = ("permit", "application")

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("permits_tab")
        self.current: tuple[str, int] | None = None
        self.view = None
        self.last_preview = None
        self.check_button = QPushButton(self.tr("&Which permit is needed…"), objectName="check_button")
        self.check_button.setShortcut(QKeySequence("Ctrl+Shift+W"))
        self.new_button = QPushButton(self.tr("&New application…"), objectName="new_application_button")
        self.new_button.setShortcut(QKeySequence("Ctrl+Shift+N"))
        self.lists = QTabWidget(objectName="permit_lists")
        self.applications = ListPage("applications", [
            Column("number", "Application"), Column("owner", "Owner", width=OWNER_WIDTH), Column("type", "Kind", width=KIND_WIDTH),
            Column("received", "Received", "date"), Column("status", "Status"), Column("decided", "Decided", "date"),
            Column("fee", "Fee", "cents")],
            (ApplicationStatus.PENDING, ApplicationStatus.APPROVED, ApplicationStatus.DENIED,
             ApplicationStatus.WITHDRAWN))
        self.permits = ListPage("permits", [
            Column("number", "Permit"), Column("owner", "Holder", width=OWNER_WIDTH), Column("type", "Kind", width=KIND_WIDTH),
            Column("issued", "Issued", "date"), Column("expires", "Expires", "date"), Column("status", "Status"),
            Column("flags", "Needs attention")],
            (PermitStatus.ACTIVE, PermitStatus.EXPIRED, PermitStatus.REVOKED, PermitStatus.TRANSFERRED))
        self.review = ListPage("review", [
            Column("owner", "Owner", sortable=False), Column("count", "Violations in 12 months", "number", False),
            Column("latest", "Latest", "date", False), Column("permits", "Permits in force", sortable=False)])
        self.removals = ListPage("removals", [
            Column("number", "Permit", sortable=False), Column("owner", "Holder", sortable=False),
            Column("revoked", "Revoked", "date", False), Column("deadline", "Remove by", "date", False),
            Column("days", "Days past", "number", False)])
        self.reclass = ListPage("reclassify", [
            Column("number", "Permit", sortable=False), Column("owner", "Holder", sortable=False),
            Column("third", "Litter over the limit", "date", False), Column("why", "Why", sortable=False)])
        self.changes = self._build_changes_page()  # T-4A: conditions changed after issue
        # Alt+F, G, T and H belong to the menu bar (File, Go, Tools, Help): no mnemonic here uses them
        for page, label in ((self.applications, "&Applications"), (self.permits, "&Permits"),
                            (self.review, "Review (W-90.10H3)"), (self.changes, "Changed (T-4A)"),
                            (self.removals, "Removal follow-&up"), (self.reclass, "Reclassif&y (W-90.01)")):
            self.lists.addTab(page, label)
        self.flag_button = QPushButton(self.tr("Put their permits under review"), objectName="flag_reviews_button")
        self.review.layout().addWidget(self.flag_button)
        self.detail = QTextBrowser(objectName="permit_detail")
        self.detail.setAccessibleName(self.tr("Selected application or permit"))
        self.detail.setMinimumHeight(42)  # three lines, scrolling, on a small screen: the actions stay in view
        self.banner = ErrorBanner()
        self.buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        specs = (("inspect", "&Inspect…"), ("decide", "&Decide…"), ("denial", "&Send denial notice…"),
                 ("print_permit", "Print per&mit"), ("print_inspection", "Print inspecti&on report"),
                 ("reprint", "R&eprint notice"), ("transfer", "Transfe&r…"), ("revoke", "Revo&ke…"),
                 ("revocation", "Send revocation &letter…"), ("removal", "Re&cord removal…"),
                 ("review_done", "Finish re&view…"), ("end", "End (material change)…"),
                 ("hearing_request", "Hearing re&quest…"), ("open_hearings", "Open in Hearings"),
                 ("withdraw", "Withdraw application…"), ("pay", "Take payment…"),
                 ("void_application", "Void application…"), ("void_inspection", "Void inspection…"),
                 ("change", "Decide change…"))
        for i, (key, text) in enumerate(specs):
            b = QPushButton(text, objectName=f"{key}_button")
            b.setAccessibleName(text.replace("&", "").rstrip("…"))
            b.clicked.connect(getattr(self, f"do_{key}"))
            self.buttons[key] = b
            grid.addWidget(b, i // 3, i % 3)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.detail, 1)
        from ..widgets.attachments import AttachmentStrip  # the latest inspection's photos and papers

        self.inspection_files = AttachmentStrip(ctx, title="Photos and papers of the latest inspection")
        rl.addWidget(self.inspection_files)
        rl.addWidget(self.banner)
        rl.addLayout(grid)
        split = QSplitter(objectName="permits_split")
        split.addWidget(self.lists)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([790, 470])  # the lists get the room their columns need; the panel wraps
        self.split = split
        top = QHBoxLayout()
        top.addWidget(self.check_button)
        top.addWidget(self.new_button)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)

        self.applications.make_source = lambda status, text: q.applications_source(
            self.ctx.jurisdiction_id, status=status, text=text)
        self.permits.make_source = lambda status, text: q.permits_source(
            self.ctx.jurisdiction_id, status=status, text=text)
        self.review.make_source = lambda *_: list_source(lambda: [
            (r.owner_id, r.owner_name, r.violations, r.latest, r.permits) for r in review.owners_due_review(
                self.ctx.jurisdiction_id)])
        self.removals.make_source = lambda *_: list_source(lambda: [
            (r.permit_id, r.number, r.owner_name, r.revoked_on, r.removal_deadline, r.days_past)
            for r in q.removals_overdue(self.ctx.jurisdiction_id)])
        self.reclass.make_source = lambda *_: list_source(lambda: [
            (r.permit_id, r.number, r.owner_name, r.third_litter_on, r.explanation)
            for r in q.reclassifications_due(self.ctx.jurisdiction_id)])
        self.applications.selected.connect(lambda rid: self.show_record("application", rid, select=False))
        self.review.selected.connect(self.show_review)
        for page in (self.permits, self.removals, self.reclass):
            page.selected.connect(lambda rid: self.show_record("permit", rid, select=False))
        self.check_button.clicked.connect(self.do_check)
        self.new_button.clicked.connect(lambda: self.do_new())
        self.flag_button.clicked.connect(self.do_flag_reviews)
        ctx.jurisdiction_changed.connect(lambda _: self.reload(clear=True))
        ctx.data_changed.connect(lambda table: self.reload() if table in WATCHED else None)
        self.reload(clear=True)

    # --- lists and the selected record ------------------------------------------------------
    def reload(self, clear: bool = False) -> None:
        for page in (self.applications, self.permits, self.review, self.changes, self.removals, self.reclass):
            page.reload()
        profile = self.ctx.profile()
        self._show_changes_page(profile)
        reviews = profile.period("review_violation_count") > 0
        self.flag_button.setEnabled(reviews and self.ctx.actor.may("decide_permit"))
        self._label_review_action()
        self.lists.setTabVisible(self.lists.indexOf(self.review), reviews)  # W-90.10H3 only where enacted
        self.lists.setTabVisible(self.lists.indexOf(self.reclass), profile.enforces("commercial_permits"))
        # the 10-day removal rule is Worthington's (W-90.10H5); elsewhere the letter's date is followed up
        removal_rule = " (W-90.10H5)" if profile.enforces("commercial_permits") else ""
        self.lists.setTabText(self.lists.indexOf(self.removals), self.tr("Removal follow-&up{0}").format(removal_rule))
        if clear:
            self.current = None
        self.refresh_detail()

    def show_record(self, kind: str, record_id: int, select: bool = True) -> None:
        kind = "application" if kind in ("application", "permit_application") else "permit"
        self.current = (kind, record_id)
        if select:
            page = self.applications if kind == "application" else self.permits
            self.lists.setCurrentWidget(page)
            if not page.select_id(record_id):
                page.status.setCurrentIndex(0)
                page.find.clear()
                page.select_id(record_id)
        self.refresh_detail()

    def show_review(self, owner_id: int) -> None:
        """An owner on the W-90.10H3 list: how the count was reached and the permits to review."""
        from html import escape

        found = [r for r in review.owners_due_review(self.ctx.jurisdiction_id) if r.owner_id == owner_id]
        if not found:
            return
        r = found[0]
        self.current, self.view = None, None
        self.detail.setHtml(f"<h3>{escape(r.owner_name)}</h3><p>{escape(r.explanation)}</p>"
                            f"<p><b>Permits in force:</b> {escape(r.permits or 'none')}</p>"
                            "<p>Open a permit from the Permits list to finish its review or revoke it.</p>")
        self._update_buttons()

    def refresh_detail(self) -> None:
        self.banner.clear_error()
        self.view = None
        if self.current is not None:
            kind, rid = self.current
            self.view = application_view(rid) if kind == "application" else permit_view(rid)
            self.detail.setHtml(application_html(self.view) if kind == "application" else permit_html(self.view))
        if self.view is not None and self.view.inspections:
            latest = max(self.view.inspections, key=lambda i: (i.inspected_on, i.id))
            self.inspection_files.set_subject("inspection", latest.id)
        else:
            self.inspection_files.set_subject(None)
        if self.current is None:
            self.detail.setHtml("<p>Choose an application or a permit, or start with "
                                "<b>Which permit is needed…</b></p>")
        self._update_buttons()

    def _update_buttons(self) -> None:
        v, kind = self.view, self.current[0] if self.current else ""
        app = v if kind == "application" else None
        permit = v if kind == "permit" else None
        may = self.ctx.actor.may
        on = {
            # the inspection checklist is the W-90.11 standards for commercial permits (W-90.10H1)
            "inspect": bool(may("inspect") and v is not None and v.commercial
                            and ((app and app.status == ApplicationStatus.PENDING)
                                 or (permit and permit.status == PermitStatus.ACTIVE))),
            "decide": bool(may("decide_permit") and app and app.status == ApplicationStatus.PENDING),
            "denial": bool(may("decide_permit") and app and app.status == ApplicationStatus.DENIED
                           and not any(n.kind == "denial" for n in app.notices)),
            "print_permit": bool(permit or (app and app.permit_id)),
            "print_inspection": bool(v and v.inspections),
            "reprint": bool(v and any(n.kind in ("denial", "revocation") for n in v.notices)),
            "transfer": bool(may("decide_permit") and permit and permit.status == PermitStatus.ACTIVE
                             and permit.commercial),
            "revoke": bool(may("revoke_permit") and permit and permit.status == PermitStatus.ACTIVE),
            "revocation": bool(may("revoke_permit") and permit and permit.status == PermitStatus.REVOKED
                               and not any(n.kind == "revocation" and n.sent_on >= permit.revoked_on
                                           for n in permit.notices)),  # this revocation's letter
            "removal": bool(may("revoke_permit") and permit and permit.status == PermitStatus.REVOKED
                            and not permit.removal_done_on),
            "review_done": bool(may("decide_permit") and permit and permit.under_review),
            "end": bool(may("decide_permit") and permit and permit.status == PermitStatus.ACTIVE
                        and not permit.commercial),
            "change": bool(may("decide_permit") and permit and permit.changed_on is not None),  # T-4A
            "withdraw": bool(may("record_application") and app and app.status == ApplicationStatus.PENDING),
            "pay": bool(may("take_payment") and v is not None and v.unpaid_cents > 0),
            "void_application": bool(may("void_record") and app and app.status != ApplicationStatus.VOID),  # T-7B
            "void_inspection": bool(may("void_record") and v is not None and v.inspections),
        }
        notice = self._hearing_notice()
        on["hearing_request"] = bool(notice and not notice.hearing_requested_on and may("edit_records"))
        on["open_hearings"] = bool(notice)
        available = hearings_service() is not None
        self.buttons["hearing_request"].setVisible(available)
        self.buttons["open_hearings"].setVisible(available)
        for key, b in self.buttons.items():
            b.setEnabled(on[key])

    def _hearing_notice(self):
        """The denial or revocation notice with a hearing right, for the record shown."""
        if self.view is None:
            return None
        found = [n for n in self.view.notices if n.kind in ("denial", "revocation") and n.hearing_deadline]
        return found[-1] if found else None

    def _done(self, message: str, kind: str | None = None, rid: int | None = None) -> None:
        self.ctx.changed("permit")
        if kind is not None:
            self.show_record(kind, rid)
        else:
            self.reload()
        self.ctx.status(message)

    def do_flag_reviews(self) -> None:
        try:
            n = permit_life.flag_reviews(self.ctx.actor, self.ctx.jurisdiction_id)
        except OfficeError as exc:
            self.banner.show_error(exc)
            return
        self._done(self.tr("{0} permit(s) put under review (W-90.10H3)").format(n))

    def do_expire(self) -> None:
        n = permit_life.expire_permits(self.ctx.actor)
        self._done(self.tr("{0} permit(s) past their expiration date marked expired").format(n))

    def menu_actions(self) -> list[QAction]:
        out = []
        for text, slot in (("&Which permit is needed…", self.do_check), ("&New permit application…", self.do_new),
                           ("Mark permits past their expiration date as e&xpired", self.do_expire),
                           ("&Put permits under review (W-90.10H3)", self.do_flag_reviews)):
            action = QAction(text, self)
            action.triggered.connect(lambda _=False, s=slot: s())
            out.append(action)
        self.review_action = out[-1]
        self._label_review_action()
        return out

    def _label_review_action(self) -> None:
        """The Tools menu item says the profile's count, and is there only where W-90.10H3 is enacted."""
        count = self.ctx.profile().period("review_violation_count")
        if getattr(self, "review_action", None) is not None:
            self.review_action.setText(self.tr("&Put permits of owners with {0} violations in 12 months under review").format(count))
            self.review_action.setVisible(count > 0)
