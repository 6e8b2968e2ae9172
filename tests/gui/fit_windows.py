"""Run in a fresh process on an offscreen 1366x768 screen (the screen is read when Qt starts;
QT_SCALE_FACTOR=1.5 for 150 %). Builds a small demo office, then opens the main window and every
dialog class under ui/ (found by importing every ui module, so a dialog added later is opened
too) the way the program does (``ui.modal.run_modal``), and checks each fits the screen with its
buttons on it, and that no key is bound twice in it ("keys ..." lines). Prints one line per window; exits 1 when any does not fit or cannot be opened.

Arguments a dialog needs are found by their names and types (``ARGUMENTS``); a new dialog
whose arguments are not known there is reported as "cannot be opened", so the test names it.
"""
import importlib
import inspect
import os
import pkgutil
import sys
import tempfile
from datetime import date
from pathlib import Path

folder = Path(tempfile.mkdtemp(prefix="animaloffice-fit-"))
os.environ["ANIMALOFFICE_HOME"] = str(folder)
os.environ["ANIMALOFFICE_DB"] = f"sqlite:///{folder / 'office.sqlite3'}"
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).parent))  # key_sequences

from fit_tabs import clipped_labels, tab_problems  # noqa: E402
from key_sequences import dialog_conflicts  # noqa: E402
from PySide6.QtCore import QByteArray, QRect, QSize  # noqa: E402
from PySide6.QtWidgets import QAbstractButton, QDialog, QScrollArea, QWidget  # noqa: E402

from ui.app import make_application  # noqa: E402

app = make_application(["fit"])
from animaloffice.config import DatabaseTarget  # noqa: E402
from animaloffice.demo import build_demo  # noqa: E402

build_demo(DatabaseTarget("sqlite", path=folder / "office.sqlite3"), codes=["tracy", "worthington"], size="tiny")
from animaloffice.persistence.models import (  # noqa: E402
    animals,
    dangerous_dogs,
    enforcement,
    field,
    impounds,
    licensing,
    office,
    people,
    permits,
    service,
)
from animaloffice.services.users import list_users  # noqa: E402
from ui import modal  # noqa: E402
from ui.context import AppContext  # noqa: E402
from ui.main_window import open_main_window  # noqa: E402

TODAY = date.today()
admin = next(u for u in list_users() if u.username == "admin")
from animaloffice.domain.roles import Actor  # noqa: E402

actor = Actor(admin.username, admin.role, admin.id)
tracy = office.Jurisdiction.get(office.Jurisdiction.code == "tracy").id
window = open_main_window(actor, tracy)
window.show()
ctx = AppContext(actor, tracy)
screen = app.primaryScreen().availableGeometry()
print(f"screen {screen.width()}x{screen.height()} scale {app.primaryScreen().devicePixelRatio()}")


def first(model, *where):
    query = model.select().where(model.voided_at.is_null(), *where) if hasattr(model, "voided_at") \
        else model.select()
    row = query.order_by(model.id).first()
    if row is None:
        raise LookupError(f"the demo has no {model.__name__}")
    return row.id


def pdf() -> bytes:
    from animaloffice.documents.base import Letter, Letterhead
    from animaloffice.documents.page_writer import render_letters

    return render_letters([Letter(Letterhead("Office", "City"), "T", TODAY, paragraphs=["x"])], title="t")


def png() -> bytes:
    from PySide6.QtCore import QBuffer, QIODevice
    from PySide6.QtGui import QImage

    image, buffer = QImage(640, 480, QImage.Format.Format_RGB32), QBuffer()
    image.fill(0x336699)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(buffer.data())


def _impound(): from animaloffice.queries.impound_detail import impound_detail; return impound_detail(first(impounds.Impound), TODAY)  # noqa: E501,E702,I001
def _call(): from animaloffice.queries.calls import call_detail; return call_detail(first(field.Call), actor)  # noqa: E702,I001
def _bite(): from animaloffice.queries.bites import bite_detail; return bite_detail(first(field.BiteReport), actor)  # noqa: E702,I001
def _permit(): from animaloffice.queries.permit_views import permit_view; return permit_view(first(permits.Permit))  # noqa: E702,I001
def _application(): from animaloffice.queries.permit_views import application_view; return application_view(first(permits.PermitApplication), TODAY)  # noqa: E501,E702,I001
def _case(): from animaloffice.queries.hearing_cases import case_summary; return case_summary(first(enforcement.Notice), TODAY)  # noqa: E702,I001
def _dd_case(): from animaloffice.queries.dangerous_dogs import case_view; return case_view(first(dangerous_dogs.DangerousDogCase), TODAY)  # noqa: E501,E702,I001
def _header(): from animaloffice.queries.owners import owner_header; return owner_header(first(people.Owner))  # noqa: E702,I001


def _exempt_summary():
    from animaloffice.queries.license_detail import animal_summary

    return animal_summary(licensing.Exemption.get_by_id(first(licensing.Exemption)).animal_id)  # an animal with an exemption


def _changed_permit():
    from dataclasses import replace

    return replace(_permit(), changed_on=TODAY, change_note="moved")


BY_TYPE = {"ImpoundDetail": _impound, "CallDetail": _call, "BiteDetail": _bite, "PermitView": _permit,
           "ApplicationView": _application, "CaseSummary": _case, "CaseView": _dd_case}
ARGUMENTS = {  # by parameter name, when the type does not say
    "ctx": lambda: ctx, "parent": lambda: window, "title": lambda: "A title", "prompt": lambda: "Why?",
    "message": lambda: "Issued.", "action": lambda: (lambda *a, **k: None), "header": _header,
    "owner_id": lambda: first(people.Owner), "keep_id": lambda: first(people.Owner), "animal_id": lambda: first(animals.Animal),
    "license_id": lambda: first(licensing.License), "license_ids": lambda: [first(licensing.License)],
    "violation_id": lambda: first(enforcement.Violation), "user": lambda: admin,
    "subject": lambda: "permit", "subject_id": lambda: first(permits.Permit),
    "doc_type": lambda: "letter", "today": lambda: TODAY, "impound_id": lambda: first(impounds.Impound),
    "name": lambda: "action_dialog", "label": lambda: "Note", "subjects": lambda: [],
    "notice_id": lambda: first(enforcement.Notice), "number": lambda: "P-1", "deadline": lambda: TODAY,
    "permit_type": lambda: permits.Permit.get_by_id(first(permits.Permit)).permit_type,
    "attempt_id": lambda: first(service.ServiceAttempt), "heading": lambda: "Notice P-1 to the owner",
}
def _worthington_permit():  # Tracy transfers no permit (no transfer fee in its profile)
    from animaloffice.queries.permit_views import permit_view

    worthington = office.Jurisdiction.get(office.Jurisdiction.code == "worthington").id
    return permit_view(first(permits.Permit, permits.Permit.jurisdiction == worthington))


BY_CLASS = {  # (class name, argument): a value only that dialog needs
    ("EndExemptionDialog", "summary"): _exempt_summary, ("VoidApplicationDialog", "view"): _application,
    ("VoidInspectionDialog", "view"): _application, ("ChangeDecisionDialog", "view"): _changed_permit,
    ("SendNoticeDialog", "kind"): lambda: "denial", ("TransferDialog", "view"): _worthington_permit,
    ("TransferDialog", "ctx"): lambda: AppContext(actor, office.Jurisdiction.get(office.Jurisdiction.code == "worthington").id),
}
KINDS = {"NoticeDialog": "impound", "LetterDialog": "warning"}  # a dialog's "kind" argument


def argument(cls, name: str, param: inspect.Parameter):
    if (cls.__name__, name) in BY_CLASS:
        return BY_CLASS[cls.__name__, name]()
    annotation = param.annotation if isinstance(param.annotation, str) else getattr(param.annotation, "__name__", "")
    for type_name, make in BY_TYPE.items():
        if type_name in str(annotation):
            return make()
    if name == "kind":
        return KINDS.get(cls.__name__, "impound")
    if name == "data":
        return png() if "Photo" in cls.__name__ else pdf()
    if name in ARGUMENTS:
        return ARGUMENTS[name]()
    if param.default is not inspect.Parameter.empty:
        return param.default
    raise LookupError(f"no value known for its argument {name!r} (add one to tests/gui/fit_windows.py)")


def build(cls) -> QDialog:
    args, kwargs = [], {}
    for name, param in list(inspect.signature(cls.__init__).parameters.items())[1:]:
        if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
            continue
        if param.default is not inspect.Parameter.empty and name not in ARGUMENTS \
                and name not in ("data", "kind") and (cls.__name__, name) not in BY_CLASS:
            continue
        value = argument(cls, name, param)
        if param.kind == param.KEYWORD_ONLY:
            kwargs[name] = value
        else:
            args.append(value)
    return cls(*args, **kwargs)


def dialog_classes() -> list[type]:
    import ui

    for info in pkgutil.walk_packages(ui.__path__, "ui."):
        importlib.import_module(info.name)
    found, todo = set(), [QDialog]
    while todo:
        for sub in todo.pop().__subclasses__():
            todo.append(sub)
            if sub.__module__.startswith("ui."):
                found.add(sub)
    return sorted(found, key=lambda c: (c.__module__, c.__name__))


def _outside(rect: QRect, area: QRect) -> bool:
    return not area.contains(rect)


def problems(widget: QWidget) -> list[str]:
    out = []
    frame = widget.frameGeometry()
    if _outside(frame, screen):
        out.append(f"window {frame.width()}x{frame.height()} at {frame.x()},{frame.y()} is off the screen")
    shown = QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())
    for button in widget.findChildren(QAbstractButton):
        if not button.isVisibleTo(widget) or _in_scroll_area(button, widget):
            continue
        rect = QRect(button.mapToGlobal(button.rect().topLeft()), button.size())
        if _outside(rect, screen) or _outside(rect, shown):
            out.append(f"button {button.text() or button.objectName()!r} at {rect.x()},{rect.y()} is cut off")
    return out


def _in_scroll_area(widget: QWidget, top: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QScrollArea) or parent.inherits("QAbstractScrollArea"):
            return True
        parent = parent.parentWidget()
    return False


failed = False


def report(name: str, widget: QWidget) -> None:
    global failed
    for _ in range(3):
        app.processEvents()
    found = problems(widget) + clipped_labels(widget)
    failed |= bool(found)
    size = widget.frameGeometry()
    print(f"{name}: {size.width()}x{size.height()} " + ("fits" if not found else "DOES NOT FIT: " + "; ".join(found)))


def check_keys(name: str, widget: QWidget) -> None:
    global failed
    for conflict in dialog_conflicts(widget):
        failed = True
        print(f"keys {name}: {conflict}")


SEARCH_WORDS = ("find", "search", "scan", "query", "lookup")


def check_enter(name: str, dialog: QDialog) -> None:
    """A search or picker field (named so, or answering Enter) keeps Enter from the form's
    default button (ui.widgets.search_field)."""
    global failed
    from PySide6.QtCore import SIGNAL
    from PySide6.QtWidgets import QLineEdit

    for edit in dialog.findChildren(QLineEdit):
        if edit.parentWidget() is not None and (edit.parentWidget().inherits("QAbstractSpinBox")
                                                or edit.parentWidget().inherits("QComboBox")):
            continue
        words = f"{edit.objectName()} {edit.accessibleName()}".lower()
        searching = any(w in words for w in SEARCH_WORDS) or edit.receivers(SIGNAL("returnPressed()")) > 0
        if searching and not edit.property("enter_searches"):
            failed = True
            print(f"enter {name}: Enter in {edit.objectName() or edit.accessibleName()!r} would confirm the form")


def check_labels(name: str, widget: QWidget) -> None:
    """A plain label with an Alt+letter ("&Payment") and no field to go to shows its "&" as it is."""
    global failed
    import re

    from PySide6.QtGui import Qt  # QtGui's Qt carries mightBeRichText
    from PySide6.QtWidgets import QLabel

    for label in widget.findChildren(QLabel):
        text = label.text()
        plain = label.textFormat() == Qt.TextFormat.PlainText or (
            label.textFormat() == Qt.TextFormat.AutoText and not Qt.mightBeRichText(text))
        if plain and label.buddy() is None and re.search(r"(?<!&)&(?!&)\w", text) and label.isVisibleTo(widget):
            failed = True
            print(f"label {name}: {text!r} shows its '&' (no field to go to)")


STATES = {  # a dialog shown again in another state: (what the state is, how it is reached)
    "FirstRunWizard": ("demo chosen", lambda d: d.demo.setChecked(True)),
}


def check_dialog(dialog: QDialog, name: str) -> None:
    def fake_exec() -> int:
        dialog.show()
        report(name, dialog)
        if type(dialog).__name__ in STATES:
            state, reach = STATES[type(dialog).__name__]
            reach(dialog)
            report(f"{name} ({state})", dialog)
        check_keys(name, dialog)
        check_enter(name, dialog)
        check_labels(name, dialog)
        dialog.reject()
        return 0

    dialog.exec = fake_exec
    modal.run_modal(dialog)


report("main window (first start)", window)
for title, found in tab_problems(window, lambda name, page: None).items():
    failed |= bool(found)
    print(f"tab {title}: " + ("fits" if not found else "DOES NOT FIT: " + "; ".join(found)))
for cls in dialog_classes():
    name = f"{cls.__module__}.{cls.__name__}"
    try:
        dialog = build(cls)
    except Exception as exc:  # noqa: BLE001 - reported, and the run fails
        failed = True
        print(f"{name}: CANNOT BE OPENED: {type(exc).__name__}: {exc}")
        continue
    check_dialog(dialog, name)
    app.processEvents()

# saved geometry from a larger screen (1920x1080), and a small window left by a smaller screen
from ui import settings  # noqa: E402

for saved_name, rect, saved_on in (("saved on a larger screen", QRect(200, 150, 1800, 1000), QSize(1920, 1040)),
                                   ("saved small on a smaller screen", QRect(20, 20, 500, 300), QSize(800, 560))):
    window.setGeometry(rect)
    settings.save("main/geometry", window.saveGeometry())
    settings.save("main/screen", saved_on)
    second = open_main_window(actor, tracy)
    assert isinstance(settings.load("main/geometry"), QByteArray)
    second.show()
    report(f"main window ({saved_name})", second)
    if "small" in saved_name and second.width() < min(1000, screen.width() - 40):
        failed = True
        print(f"main window ({saved_name}): opened {second.width()}x{second.height()}, too small")
    second.hide()
sys.exit(1 if failed else 0)
