"""Small pieces the permit dialogs share: an owner picker, a paged list with its filters,
and a species list."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from animaloffice.queries.owner_find import find_owners

from ..models.query_table_model import Column, QueryTableModel
from ..widgets.fit_columns import fit_columns
from ..widgets.search_field import enter_searches


class OwnerPicker(QWidget):
    """Type part of a name or a phone number; choose the owner from the matches."""

    changed = Signal(object)  # owner id or None

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.edit = QLineEdit(objectName="owner_search")
        self.edit.setPlaceholderText(self.tr("Type an owner's name or phone…"))
        self.edit.setAccessibleName(self.tr("Find owner"))
        self.box = QComboBox(objectName="owner_box")
        self.box.setAccessibleName(self.tr("Owner"))
        self.box.setMinimumWidth(260)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.edit, 1)
        layout.addWidget(self.box, 2)
        self.setAccessibleName(self.tr("Owner"))
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)  # one line, never a tall gap
        self.setFocusProxy(self.edit)  # a refusal naming the owner puts the cursor in the search box
        # a label's Alt+letter focuses only a widget that takes the focus: "&Owner" did nothing (Tab
        # still stops once, at the search box, as it passes over a widget with a focus proxy)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.edit.textEdited.connect(self._search)
        enter_searches(self.edit, self._pick)  # Enter picks, never saves the form
        enter_searches(self.box, self.box.focusNextChild)  # Enter on the owner chosen: on to the next field
        self.box.currentIndexChanged.connect(lambda _: self.changed.emit(self.owner_id()))

    def _search(self, text: str) -> None:
        self.box.blockSignals(True)
        self.box.clear()
        for match in find_owners(self.ctx.jurisdiction_id, text) if text.strip() else []:
            self.box.addItem(match.label(), match.id)
        self.box.blockSignals(False)
        self.changed.emit(self.owner_id())

    def _pick(self) -> None:
        self._search(self.edit.text())
        if self.box.count():
            self.box.setFocus()

    def set_owner(self, owner_id: int | None) -> None:
        if owner_id is None:
            return
        from animaloffice.queries.records import owner_brief

        owner = owner_brief(owner_id)
        if owner is None:
            return
        self.box.blockSignals(True)
        self.box.clear()
        self.box.addItem(owner.display_name, owner.id)
        self.box.blockSignals(False)
        self.changed.emit(owner.id)

    def owner_id(self) -> int | None:
        return self.box.currentData()


class ListPage(QWidget):
    """A paged table with a status filter and a search box above it."""

    selected = Signal(int)  # record id
    activated = Signal(int)

    def __init__(self, name: str, columns: list[Column], statuses: tuple[str, ...] = (), parent=None):
        super().__init__(parent)
        self.setObjectName(f"{name}_page")
        self.model = QueryTableModel(columns, self)
        self.view = QTableView(objectName=f"{name}_table")
        self.view.setAccessibleName(name.replace("_", " ").capitalize())
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setSortingEnabled(True)
        # a long text column gets at most its width (elided, full text in the tip); the last
        # column takes the room that is left (its text wraps)
        fit_columns(self.view, {i: col.width for i, col in enumerate(columns) if col.width})
        self.view.setWordWrap(True)
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.model.decorate = self._tooltip
        self.view.verticalHeader().hide()
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.status = QComboBox(objectName=f"{name}_status")
        self.status.setAccessibleName(self.tr("Show"))
        self.status.addItem(self.tr("All"), "")
        for s in statuses:
            self.status.addItem(s.capitalize(), s)
        self.find = QLineEdit(objectName=f"{name}_find")
        self.find.setPlaceholderText(self.tr("Owner or number…"))
        self.find.setAccessibleName(self.tr("Filter by owner or number"))
        self.find.setClearButtonEnabled(True)
        top = QHBoxLayout()
        if statuses:
            top.addWidget(QLabel(self.tr("Show:")))
            top.addWidget(self.status)
        else:
            self.status.hide()
        top.addWidget(self.find, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        self.make_source = None  # (status, text) -> fetch
        self.status.currentIndexChanged.connect(lambda _: self.reload())
        self.find.textChanged.connect(lambda _: self.reload())
        self.view.selectionModel().currentRowChanged.connect(self._row_changed)
        # a click or Enter on the row already current (back from another list page) shows it again
        self.view.clicked.connect(lambda index: self._emit(self.selected, index.row()))
        self.view.activated.connect(lambda index: (self._emit(self.selected, index.row()),
                                                   self._emit(self.activated, index.row())))

    def _tooltip(self, row: tuple, column: int, role):
        if role == Qt.ItemDataRole.ToolTipRole:
            value = row[column + 1]
            return str(value) if isinstance(value, str) and value else None
        return None

    def _row_changed(self, current, _previous) -> None:
        if current.isValid():
            self._emit(self.selected, current.row())

    def _emit(self, signal, row: int) -> None:
        rid = self.model.record_id(row)
        if rid is not None:
            signal.emit(rid)

    def reload(self) -> None:
        if self.make_source is not None:
            self.model.set_source(self.make_source(self.status.currentData() or "", self.find.text().strip()))

    def select_id(self, record_id: int) -> bool:
        row = self.model.row_of(record_id)
        while row < 0 and self.model.canFetchMore():
            self.model.fetchMore()
            row = self.model.row_of(record_id)
        if row >= 0:
            self.view.selectRow(row)
            self.view.scrollTo(self.model.index(row, 0))
            return True
        return False


def list_source(rows_fn):
    """A paged fetch over a short list computed in full (review and follow-up lists)."""
    def fetch(offset, limit, sort_key="", descending=False):
        rows = rows_fn()
        return rows[offset:offset + limit]
    return fetch

