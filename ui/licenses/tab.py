"""The Licenses tab: the front desk's list of licenses, the detail pane, and every action."""
from __future__ import annotations

from PySide6.QtCore import QByteArray, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSplitter,
    QTableView,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from animaloffice.domain.errors import OfficeError
from animaloffice.domain.statuses import RELICENSE_REQUIRED, LicenseStatus
from animaloffice.queries.licenses import DUE_CHOICES, STATUS_CHOICES, LicenseFilter, LicenseQuery, license_years

from .. import settings
from ..modal import run_modal
from ..models.query_table_model import Column, QueryTableModel
from ..theme import colour as theme_colour
from ..widgets.fit_columns import fit_columns
from ..workers import run_read
from . import actions
from .detail import DetailPane
from .search_keys import SearchBoxKeys

COLUMNS = [Column("number", "License", width=125), Column("tag", "Tag", "number", width=60),
           Column("year", "Year", "number", width=50), Column("owner", "Owner", width=160),
           Column("animal", "Animal", width=100), Column("species", "Species", width=60),
           Column("status", "Status", width=70), Column("issued", "Issued", "date", width=85),
           Column("expires", "Expires", "date", width=85),
           Column("cert_due", "Certificate due", "date", sortable=False, width=95),
           Column("certificate", "Certificate (T-3B)", sortable=False, width=130)]
# shown in this order (the query's order differs): the T-3B state right after the status, so it
# is on screen beside the list at 1280 px without scrolling sideways
SHOWN_ORDER = ("number", "tag", "year", "owner", "animal", "status", "certificate", "cert_due", "species",
               "issued", "expires")
WARN = {"relicense required": "danger", "certificate overdue": "danger", "no certificate": "danger",
        "certificate due soon": "warning"}
WATCHED = {"", "license", "owner", "animal", "vaccination", "payment", "exemption", "notice"}


def _q():
    """The detail queries, loaded when the first record is opened rather than with the list."""
    from animaloffice.queries import license_detail

    return license_detail


class LicensesTab(SearchBoxKeys, QWidget):
    title = "Licenses"
    handles = ("license", "animal", "owner")

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("licenses_tab")
        self.owner_filter: int | None = None
        self.animal_filter: int | None = None
        self.last_dialog = None
        self.offer = None
        self._count_generation = 0
        self._counted = -1  # the count generation whose count is shown or being taken
        self._count_task = None
        self._pending_select: int | None = None  # a license chosen while its list page is read
        self._query: LicenseQuery | None = None
        self.model = QueryTableModel(COLUMNS, self, background=True)
        self.model.decorate = self._decorate
        self.model.first_page_loaded.connect(self._first_page_loaded)
        self.model.read_failed.connect(lambda why: self.count.setText(self.tr("The list could not be read: {0}").format(why)))
        self.table = QTableView(objectName="license_table")
        self.table.setAccessibleName(self.tr("Licenses"))
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setSortingEnabled(True)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        fit_columns(self.table, {i: col.width for i, col in enumerate(COLUMNS)}, key="licenses/widths",
                    whole=(0, 7, 8))  # the number, issued, expires
        header = self.table.horizontalHeader()
        keys = [c.key for c in COLUMNS]
        for visual, key in enumerate(SHOWN_ORDER):
            header.moveSection(header.visualIndex(keys.index(key)), visual)
        self.detail = DetailPane()
        self.actions = actions.build_actions(self)
        self._build()
        # the detail follows the rows the clerk selects; focus alone (which makes the first row
        # current without selecting it) never replaces a license opened from the search box
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._row_changed())
        self.table.doubleClicked.connect(lambda _: self.actions["renew"].trigger())
        ctx.jurisdiction_changed.connect(lambda _: self.jurisdiction_changed(background=True))
        ctx.data_changed.connect(self._data_changed)
        self.table.horizontalHeader().setSortIndicator(7, Qt.SortOrder.DescendingOrder)
        self._restore_layout()  # the saved sort first, so the first page is read once, in its order
        self.jurisdiction_changed()

    # --- assembly ---------------------------------------------------------------------
    def _build(self) -> None:
        bar = QToolBar("License actions")
        bar.setObjectName("license_toolbar")
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for key in ("new", "renew", "exempt", "end_exempt", "rabies", "transfer", "replace", "void", None, "tag", "certificate",
                    "receipt", None, "takings", "letters", "stock", None, "animal_edit", "animal_end", "dangerous_dog"):
            if key is None:
                bar.addSeparator()
            else:
                bar.addAction(self.actions[key])
        for action in self.actions.values():
            self.addAction(action)
        self.status_box = QComboBox(objectName="status_filter")
        self.status_box.setAccessibleName(self.tr("Status filter"))
        for code, text in STATUS_CHOICES:
            self.status_box.addItem(text, code)
        self.year_box = QComboBox(objectName="year_filter")
        self.year_box.setAccessibleName(self.tr("Year filter"))
        self.due_box = QComboBox(objectName="due_filter")
        self.due_box.setAccessibleName(self.tr("Due filter"))
        for code, text in DUE_CHOICES:
            self.due_box.addItem(text, code)
        self.find = QLineEdit(objectName="list_find")
        self.find.setAccessibleName(self.tr("Filter the list"))
        self.find.setPlaceholderText(self.tr("Tag, license no., microchip, owner or animal name (Ctrl+Shift+F)"))
        self.find.setClearButtonEnabled(True)
        self.chip = QLabel(objectName="record_filter")
        self.chip_clear = QToolButton(text="Show all", objectName="record_filter_clear")
        self.chip_clear.clicked.connect(self.clear_record_filter)
        self.count = QLabel(objectName="license_count")
        self.notice = QLabel(objectName="licensing_notice")
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet(f"color: {theme_colour('warning')};")
        self.find_timer = QTimer(self, singleShot=True, interval=250)
        self.find_timer.timeout.connect(lambda: self.refresh(background=True))
        self.find.textEdited.connect(lambda _: self.find_timer.start())
        for box in (self.status_box, self.year_box, self.due_box):
            box.currentIndexChanged.connect(lambda _: self.refresh(background=True))
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(6 if box is not self.due_box else 14)
        self.find.setMinimumWidth(80)
        focus = QAction(self.tr("Filter the list"), self, shortcut=QKeySequence("Ctrl+Shift+F"))
        focus.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        focus.triggered.connect(lambda: (self.find.setFocus(), self.find.selectAll()))
        self.addAction(focus)
        filters = QHBoxLayout()
        for label, widget in (("&Status:", self.status_box), ("&Year:", self.year_box), ("&Due:", self.due_box)):
            caption = QLabel(label)
            caption.setBuddy(widget)
            filters.addWidget(caption)
            filters.addWidget(widget)
        filters.addWidget(self.find, 1)
        filters.addWidget(self.chip)
        filters.addWidget(self.chip_clear)
        filters.addWidget(self.count)
        self.splitter = QSplitter(objectName="license_splitter")
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.detail)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(bar)
        layout.addWidget(self.notice)
        layout.addLayout(filters)
        layout.addWidget(self.splitter, 1)

    def menu_actions(self) -> list[QAction]:
        return [self.actions[k] for k in ("new", "renew", "exempt", "end_exempt", "rabies", "transfer", "replace",
                                          "void", "tag", "certificate", "receipt", *actions.ANIMAL_KEYS, "takings",
                                          "letters", "stock")]

    # --- the list -------------------------------------------------------------------------
    def current_filter(self) -> LicenseFilter:
        return LicenseFilter(jurisdiction_id=self.ctx.jurisdiction_id, status=self.status_box.currentData(),
                             year=self.year_box.currentData(), due=self.due_box.currentData() or "",
                             owner_id=self.owner_filter, animal_id=self.animal_filter, text=self.find.text())

    def refresh(self, *, background: bool = False, keep_rows: bool = False) -> None:
        """List the licenses the filters ask for. ``background`` (the clerk typed or chose a
        filter, or a record changed): the first page is read on a worker, so typing goes on while
        a broad name is looked up; otherwise it is read at once (a record opened from elsewhere
        is looked for in it). ``keep_rows``: the rows shown stay until the new page is in."""
        self._query = LicenseQuery(self.current_filter())
        self._count_generation += 1
        if self._count_task is not None:
            self._count_task.cancel()
            self._count_task = None
        if background:
            self.count.setText(self.tr("Searching…"))
        self.model.set_source(self._query.fetch, now=not background, keep_rows=keep_rows)
        self.chip.setVisible(self.owner_filter is not None or self.animal_filter is not None)
        self.chip_clear.setVisible(self.chip.isVisible())
        self._update_actions()

    def _first_page_loaded(self) -> None:
        """The count: the rows on screen when they are all, else counted in the background (a
        new order of the same list keeps the count it has); the license chosen while the page
        was being read gets its row."""
        if self._pending_select is not None:
            lid, self._pending_select = self._pending_select, None
            if self.detail.kind == "license" and self.detail.record_id == lid:
                self._select_row(lid)
        generation = self._count_generation
        if self._counted == generation:
            return
        self._counted = generation
        if not self.model.canFetchMore():
            self._show_count(generation, self.model.rowCount())
        else:
            self.count.setText(self.tr("{0}+ licenses (counting…)").format(self.model.rowCount()))
            query = self._query
            self._count_task = run_read(lambda: (generation, query.count()), self._count_done)
        self._update_actions()

    def _count_done(self, result: tuple[int, int]) -> None:
        self._show_count(*result)

    def _show_count(self, generation: int, total: int) -> None:
        if generation == self._count_generation:
            self._count_task = None
            self.count.setText(self.tr("{0} license{1}").format(total, 's' if total != 1 else ''))

    def jurisdiction_changed(self, *, background: bool = False) -> None:
        """The list and filters for the jurisdiction chosen. ``background`` when the clerk
        switched: the first page is read on a worker (for a city with no licenses of its own, the
        read walks all of a metro office's licenses: too long for the window to wait)."""
        self.year_box.blockSignals(True)
        self.year_box.clear()
        self.year_box.addItem(self.tr("All years"), None)
        for y in license_years(self.ctx.jurisdiction_id):
            self.year_box.addItem(str(y), y)
        self.year_box.blockSignals(False)
        self.owner_filter = self.animal_filter = None
        profile = self.ctx.profile()
        self.notice.setVisible(not profile.enforces("licensing"))
        self.notice.setText(self.tr("{0} does not license dogs and cats under its ordinance profile (T-3A): new licenses are "
                                    "refused here. Records on file are shown.").format(profile.name))
        self.detail.show_welcome()
        self.refresh(background=background)

    def _data_changed(self, table: str) -> None:
        """After a change (the clerk's own renewal, a license from another tab): the list is read
        again in the background, since a broad find-box filter at a metro office takes a second;
        the license the action then opens gets its row when the page is in (``select_license``)."""
        if table in WATCHED:
            self.refresh(background=True, keep_rows=True)
            self.reload_detail()

    def _decorate(self, row, column, role):
        if role == Qt.ItemDataRole.ForegroundRole and COLUMNS[column].key in ("certificate", "cert_due"):
            colour = WARN.get(row[11])
            return QColor(theme_colour(colour)) if colour else None
        if (role == Qt.ItemDataRole.ForegroundRole and COLUMNS[column].key == "status"
                and row[7] != LicenseStatus.ACTIVE):
            ended = row[7] in (LicenseStatus.VOID, LicenseStatus.RELICENSE, RELICENSE_REQUIRED)
            return QColor(theme_colour("danger" if ended else "muted"))
        return None

    def clear_record_filter(self) -> None:
        self.owner_filter = self.animal_filter = None
        self.refresh()

    # --- selection and the detail pane ----------------------------------------------------------
    def _row_changed(self) -> None:
        selection = self.table.selectionModel()
        current = self.table.currentIndex()
        if not selection.isRowSelected(current.row(), current.parent()):
            rows = selection.selectedRows()
            if not rows:
                return
            current = rows[0]
        lid = self.model.record_id(current.row())
        if lid is not None and not (self.detail.kind == "license" and self.detail.record_id == lid):
            self.show_license(lid)

    def show_license(self, license_id: int) -> None:
        self.detail.show_license(_q().license_detail(license_id))
        self._update_actions()

    def reload_detail(self) -> None:
        kind, rid = self.detail.kind, self.detail.record_id
        try:
            if kind == "license":
                self.detail.show_license(_q().license_detail(rid))
            elif kind == "animal":
                self.detail.show_animal(_q().animal_summary(rid))
            elif kind == "owner":
                self.detail.show_owner(_q().owner_summary(rid))
        except OfficeError:
            self.detail.show_welcome()
        self._update_actions()

    def select_license(self, license_id: int) -> None:
        """Show the license; highlight its row when the list has it (once the page being read
        is in, if one is)."""
        self._pending_select = license_id if self.model.loading else None
        self._select_row(license_id)
        self.show_license(license_id)

    def _select_row(self, license_id: int) -> None:
        row = self.model.row_of(license_id)
        if row >= 0:
            self.table.selectRow(row)
            self.table.setCurrentIndex(self.model.index(row, 0))
        else:  # filtered out (a void license) or not read yet: no other row may look chosen
            self.table.clearSelection()
            self.table.setCurrentIndex(self.model.index(-1, -1))

    def show_record(self, kind: str, record_id: int) -> None:
        """Open a search hit: a license, an animal (its licenses), or an owner (theirs)."""
        if kind == "license":
            self.owner_filter = self.animal_filter = None
            self.refresh()
            if self.model.row_of(record_id) < 0:  # not in the list: list that animal's licenses, every year
                animal = _q().license_detail(record_id).animal
                self.animal_filter = animal.id
                self.chip.setText(self.tr("Animal: {0}").format(animal.name or '(no name)'))
                self.year_box.blockSignals(True)
                self.year_box.setCurrentIndex(0)
                self.year_box.blockSignals(False)
                self.refresh()
            self.select_license(record_id)
        elif kind == "animal":
            self.owner_filter, self.animal_filter = None, record_id
            summary = _q().animal_summary(record_id)
            self.chip.setText(self.tr("Animal: {0}").format(summary.animal.name or '(no name)'))
            self.refresh()
            if summary.current_license_id is not None:
                self.select_license(summary.current_license_id)
            else:
                self.detail.show_animal(summary)
        elif kind == "owner":
            self.owner_filter, self.animal_filter = record_id, None
            summary = _q().owner_summary(record_id)
            self.chip.setText(self.tr("Owner: {0}").format(summary.owner.name))
            self.refresh()
            self.detail.show_owner(summary)
        self._update_actions()

    # --- what the actions act on --------------------------------------------------------------
    def selected_license(self):
        """The license in the detail pane (or the animal's license in force), as a LicenseDetail."""
        d = self.detail
        if d.kind == "license":
            return d.data
        if d.kind == "animal" and d.data.current_license_id:
            return _q().license_detail(d.data.current_license_id)
        return None

    def selected_license_ids(self) -> list[int]:
        """The licenses selected; every row selected ("select all") while more rows are still to be
        read means every license the list holds, not only those scrolled into view."""
        rows = sorted({i.row() for i in self.table.selectionModel().selectedRows()})
        if len(rows) > 1 and len(rows) == self.model.rowCount() and self.model.canFetchMore():
            return self._query.ids()
        ids = [self.model.record_id(r) for r in rows if self.model.record_id(r) is not None]
        if not ids and self.selected_license() is not None:
            ids = [self.selected_license().id]
        return ids

    def context_owner_animal(self) -> tuple[int | None, int | None]:
        d = self.detail
        if d.kind == "license":
            return d.data.owner.id, d.data.animal.id
        if d.kind == "animal":
            return d.data.animal.owner_id, d.data.animal.id
        if d.kind == "owner":
            return d.data.owner.id, None
        return None, None

    def _update_actions(self) -> None:
        actions.update_enabled(self)

    def run_dialog(self, dialog: QDialog):
        """Run a dialog modally; the value its submit() returned, or None if cancelled."""
        self.last_dialog = dialog
        if run_modal(dialog) == QDialog.DialogCode.Accepted:
            return getattr(dialog, "result_value", True)
        return None

    # --- window state ----------------------------------------------------------------------
    def _restore_layout(self) -> None:
        for key, widget in (("licenses/splitter", self.splitter), ("licenses/header", self.table.horizontalHeader())):
            state = settings.load(key)
            if isinstance(state, QByteArray):
                widget.restoreState(state)

    def save_layout(self) -> None:
        settings.save("licenses/splitter", self.splitter.saveState())
        settings.save("licenses/header", self.table.horizontalHeader().saveState())
