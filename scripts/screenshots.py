#!/usr/bin/env python3
"""Render the screenshots in the README from a demo office: each main tab, the settings and
first-run windows, the print preview, and the first page of each printed document.

    python scripts/screenshots.py                  into docs/screenshots/ (a town demo, ~1 min)
    python scripts/screenshots.py --out DIR --quick   a small demo (for the test)

Runs offscreen (QWidget.grab, QPdfDocument.render); the demo office lives in a
temporary folder and is thrown away. Nothing of the user's own office is opened.
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
WINDOW_SIZE = (1280, 800)
OFFICE = {"office_name": "Lyon County Animal Control", "office_address": "336 Morgan Street\nTracy, MN 56175",
          "office_phone": "507-629-5528", "office_hours": "Monday–Friday 8:00–4:30",
          "signature_name": "Dana Kvistad", "signature_title": "Animal Control Officer"}


def build_office(folder: Path, quick: bool):
    """A town demo for Tracy and Worthington in `folder`; returns the administrator."""
    from animaloffice import demo, office_database
    from animaloffice.services.jurisdictions import set_office_settings
    from animaloffice.services.users import authenticate

    if quick and hasattr(demo, "SIZES"):
        demo.SIZES = {**demo.SIZES, "town": 30}
    demo.build_demo(office_database.database_target(), codes=["tracy", "worthington"], size="town", seed=2026)
    demo_parts_if_needed(demo)
    admin = authenticate("admin", "animal-office", sleep=lambda s: None).actor()
    set_office_settings(admin, OFFICE)
    from datetime import date

    from animaloffice.queries.office import jurisdiction_by_code
    from animaloffice.services.jurisdictions import set_dated_value

    next_year = date(date.today().year + 1, 1, 1)  # a fee already set for later shows in Settings
    set_dated_value(admin, jurisdiction_by_code("tracy").id, "fee", "license.dog", next_year, 2000,
                    "Council resolution 2026-14")
    return admin


def demo_parts_if_needed(demo) -> None:
    """Each area's demo records (animaloffice/demo_parts/*.py), unless the demo builder adds them."""
    import importlib
    import inspect
    import pkgutil
    import random
    from datetime import date

    if "demo_parts" in inspect.getsource(demo):
        return
    from animaloffice import demo_parts
    from animaloffice.domain.roles import SYSTEM
    from animaloffice.persistence.db import transaction
    from animaloffice.persistence.profiles import profile_for
    from animaloffice.queries.office import list_jurisdictions

    rng = random.Random(2026)
    for info in pkgutil.iter_modules(demo_parts.__path__):
        module = importlib.import_module(f"animaloffice.demo_parts.{info.name}")
        for j in list_jurisdictions():
            with transaction():
                module.populate(SYSTEM, rng, j.id, profile_for(j.id), date.today())


def settle(app, ms: int = 250) -> None:
    """Let queued work (table loads, the PDF view's rendering) finish before a grab."""
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def select_first_row(tab) -> None:
    """Show a record's details: select the first row of the tab's first visible table
    (a tab that lists nothing until asked, like Reports, is asked first with its Run button)."""
    from PySide6.QtWidgets import QApplication, QPushButton, QTableView

    for button in tab.findChildren(QPushButton):
        if button.isVisible() and button.isEnabled() and button.text().replace("&", "") == "Run":
            button.click()
            end = time.monotonic() + 60
            while getattr(tab, "running", False) and time.monotonic() < end:  # made on a worker
                QApplication.processEvents()
                time.sleep(0.01)
            break

    for view in tab.findChildren(QTableView):
        model = view.model()
        if view.isVisible() and model is not None and model.rowCount() > 0:
            view.setFocus()
            view.selectRow(0)
            return


def save(pixmap_or_image, out: Path, name: str, written: list[Path]) -> None:
    path = out / f"{name}.png"
    if not pixmap_or_image.save(str(path)):
        raise SystemExit(f"could not write {path}")
    written.append(path)


def slug(text: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in text.lower()).strip("-").replace("--", "-")


# --- the documents ------------------------------------------------------------------------------

def documents(admin, ctx) -> list[tuple[str, str, bytes]]:
    """(file name, title, pdf) for each printed document, on the demo's own records.

    Each kind is looked up only if its area is in this build; a document whose area
    is missing is left out (and said so), never faked.
    """
    out: list[tuple[str, str, bytes]] = []
    for name, title, make in DOCUMENTS:
        try:
            pdf = make(ctx)
        except ImportError as exc:
            print(f"skipped {name}: {exc}", file=sys.stderr)
            continue
        if pdf:
            out.append((name, title, pdf))
        else:
            print(f"skipped {name}: no such record in the demo", file=sys.stderr)
    return out


def _first(query):
    row = query.order_by(query.model._meta.primary_key).first()
    return row


def _active_license(ctx):
    from animaloffice.persistence.models.licensing import License

    return _first(License.select().where((License.jurisdiction == ctx.jurisdiction_id)
                                         & (License.status == "active")))


def _doc_certificate(ctx):
    from animaloffice.printing.license_documents import certificate_pdf

    lic = _active_license(ctx)
    return certificate_pdf(lic.id) if lic is not None else None


def _doc_tags(ctx):
    from animaloffice.persistence.models.licensing import License
    from animaloffice.printing.license_documents import tags_pdf

    ids = [r.id for r in License.select(License.id).where((License.jurisdiction == ctx.jurisdiction_id)
                                                          & (License.status == "active"))
           .order_by(License.id).limit(10)]
    return tags_pdf(ids) if ids else None


def _sale(ctx) -> bytes | None:
    """The papers of the demo's first license sold with a payment, in the one preview of a sale."""
    from animaloffice.persistence.models.licensing import License
    from animaloffice.persistence.models.money import Charge
    from animaloffice.printing.license_documents import sale_pdf

    charge = _first(Charge.select().join(License, on=(Charge.subject_id == License.id))
                    .where((Charge.subject_table == "license") & Charge.payment.is_null(False)
                           & (License.jurisdiction == ctx.jurisdiction_id) & (License.status == "active")))
    return sale_pdf(charge.subject_id, charge.payment_id) if charge is not None else None


def _doc_receipt(ctx):
    from animaloffice.persistence.models.money import Payment
    from animaloffice.printing.license_documents import receipt_pdf

    row = _first(Payment.select().where(Payment.jurisdiction == ctx.jurisdiction_id))
    return receipt_pdf(row.id) if row is not None else None


def _doc_permit(ctx):
    from animaloffice.documents.permits import render
    from animaloffice.persistence.models.permits import Permit
    from animaloffice.printing.permit_documents import permit_document

    row = _first(Permit.select())
    return render(permit_document(row.id), title="Permit") if row is not None else None


def _doc_permit_notice(ctx):
    from animaloffice.documents.permits import render
    from animaloffice.persistence.models.enforcement import Notice
    from animaloffice.printing.permit_documents import notice_document

    row = _first(Notice.select().where(Notice.kind == "denial"))
    return render(notice_document(row.id), title="Denial notice") if row is not None else None


def _doc_inspection(ctx):
    from animaloffice.documents.permits import render
    from animaloffice.persistence.models.permits import Inspection
    from animaloffice.printing.permit_documents import inspection_document

    row = _first(Inspection.select())
    return render(inspection_document(row.id), title="Inspection report") if row is not None else None


def _doc_impound_notice(ctx):
    from animaloffice.persistence.models.enforcement import Notice
    from animaloffice.services.impound_notices import notice_pdf

    row = _first(Notice.select().where(Notice.kind == "impound"))
    return notice_pdf(row.id) if row is not None else None


def _doc_kennel_card(ctx):
    from animaloffice.persistence.models.impounds import Impound
    from animaloffice.services.impound_printing import kennel_card_pdf

    row = _first(Impound.select())
    return kennel_card_pdf(row.id) if row is not None else None


def _doc_hearing_notice(ctx):
    from animaloffice.persistence.models.enforcement import Notice
    from animaloffice.printing.hearing_letters import letter_pdf

    row = _first(Notice.select().where(Notice.kind == "hearing"))
    return letter_pdf([row.id]) if row is not None else None


def _doc_citation(ctx):
    from animaloffice.persistence.models.enforcement import Violation
    from animaloffice.services.violations import citation_pdf

    row = _first(Violation.select().where(Violation.voided_at.is_null() & Violation.citation_number.is_null(False)
                                          & (Violation.citation_number != "")))  # a violation cited
    return citation_pdf(row.id) if row is not None else None


def _doc_dangerous_dog(ctx):
    from animaloffice.persistence.models.enforcement import Notice
    from animaloffice.printing.dangerous_dog_papers import notice_pdf

    row = _first(Notice.select().where(Notice.kind == "dangerous_dog"))
    return notice_pdf(row.id) if row is not None else None


def _doc_call_report(ctx):
    from animaloffice.persistence.models.field import Call
    from animaloffice.printing.field_documents import call_report_pdf

    row = _first(Call.select().where((Call.jurisdiction == ctx.jurisdiction_id) & (Call.status == "closed")
                                     & (Call.outcome == "warning")))
    return call_report_pdf(row.id, ctx.actor) if row is not None else None  # the copy without the caller


def _doc_bite_report(ctx):
    from animaloffice.persistence.models.field import BiteReport
    from animaloffice.printing.field_documents import bite_report_pdf

    row = _first(BiteReport.select().where(BiteReport.jurisdiction == ctx.jurisdiction_id))
    return bite_report_pdf(row.id, ctx.actor) if row is not None else None  # the copy without the victim


def _doc_report(ctx):
    from animaloffice.reports import REPORTS, report_pdf, run_report

    spec = next(iter(REPORTS.values()))
    params = {p.name: ctx.jurisdiction_id for p in spec.params if p.kind == "jurisdiction"}
    return report_pdf(run_report(spec.code, **params))


DOCUMENTS = (  # (file name, caption, maker)
    ("doc-license-certificate", "License certificate", _doc_certificate),
    ("doc-tag-sheet", "Tag sheet", _doc_tags),
    ("doc-receipt", "Receipt", _doc_receipt),
    ("doc-permit", "Permit", _doc_permit),
    ("doc-permit-denial", "Permit denial notice", _doc_permit_notice),
    ("doc-inspection-report", "Inspection report", _doc_inspection),
    ("doc-impound-notice", "Impound notice to the owner", _doc_impound_notice),
    ("doc-kennel-card", "Kennel card", _doc_kennel_card),
    ("doc-hearing-notice", "Notice of hearing", _doc_hearing_notice),
    ("doc-citation", "Citation", _doc_citation),
    ("doc-dangerous-dog-notice", "Dangerous-dog declaration", _doc_dangerous_dog),
    ("doc-call-report", "Call for service report", _doc_call_report),
    ("doc-bite-report", "Animal bite report", _doc_bite_report),
    ("doc-report", "A report (the first in the Reports tab)", _doc_report),
)


def rasterise(pdf: bytes, width_px: int = 850):
    from PySide6.QtCore import QSize

    from ui.print_job import load_pdf

    doc = load_pdf(pdf)
    size = doc.pagePointSize(0)
    image = doc.render(0, QSize(width_px, round(width_px * size.height() / size.width())))
    if image.isNull():
        raise SystemExit("QtPdf could not render a document")
    return image


def _bilingual_notice(ctx):
    """The demo's Spanish-reading owner's impound notice (es+en): its Spanish first page beside the
    English one, as the owner receives them on one notice."""
    import io

    import pypdf

    from animaloffice.persistence.models.enforcement import Notice
    from animaloffice.persistence.models.people import Owner
    from animaloffice.services.impound_notices import notice_pdf

    row = _first(Notice.select().join(Owner, on=(Notice.owner == Owner.id))
                 .where((Notice.kind == "impound") & (Owner.letter_language == "es+en")))
    if row is None:
        return None
    pdf = notice_pdf(row.id)
    pages = [p.extract_text() or "" for p in pypdf.PdfReader(io.BytesIO(pdf)).pages]
    english = next((i for i, text in enumerate(pages) if i and "Dear " in text), None)
    return (pdf, english) if english is not None else None


def side_by_side(pdf: bytes, pages: tuple[int, int], width_px: int = 700):
    """Two pages of one PDF as one picture, left and right."""
    from PySide6.QtCore import QSize, Qt
    from PySide6.QtGui import QImage, QPainter

    from ui.print_job import load_pdf

    doc = load_pdf(pdf)
    images = []
    for page in pages:
        size = doc.pagePointSize(page)
        images.append(doc.render(page, QSize(width_px, round(width_px * size.height() / size.width()))))
    gap = 24
    out = QImage(sum(i.width() for i in images) + gap, max(i.height() for i in images), QImage.Format.Format_RGB32)
    out.fill(Qt.GlobalColor.white)
    painter = QPainter(out)
    painter.fillRect(images[0].width() + gap // 2 - 1, 0, 2, out.height(), Qt.GlobalColor.lightGray)
    painter.drawImage(0, 0, images[0])
    painter.drawImage(images[0].width() + gap, 0, images[1])
    painter.end()
    return out


# --- main ---------------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--quick", action="store_true", help="a small demo office (seconds, not a minute)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = Path(tempfile.mkdtemp(prefix="animaloffice-screens-"))
    os.environ["ANIMALOFFICE_HOME"] = str(folder)
    os.environ["ANIMALOFFICE_DB"] = f"sqlite:///{folder / 'demo.sqlite3'}"
    os.environ.pop("ANIMALOFFICE_RESOURCES", None)
    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    try:
        from ui.app import make_application

        app = make_application(["screenshots"])
        admin = build_office(folder, args.quick)
        from ui.admin_settings import SettingsDialog
        from ui.first_run import FirstRunWizard
        from ui.main_window import open_main_window
        from ui.printing import DocumentPreview

        window = open_main_window(admin)
        window.resize(*WINDOW_SIZE)
        window.show()
        for i in range(window.tabs.count()):
            window.tabs.setCurrentIndex(i)
            settle(app, 400)
            select_first_row(window.tabs.widget(i))
            settle(app, 300)
            save(window.grab(), out, f"tab-{slug(window.tabs.tabText(i))}", written)
        window.tabs.setCurrentIndex(0)
        settings = SettingsDialog(window.ctx, window)
        settings.show()
        for page in (settings.office, settings.fees):
            settings.tabs.setCurrentWidget(page)
            settle(app)
            save(settings.grab(), out, f"settings-{slug(page.title)}", written)
        settings.close()
        wizard = FirstRunWizard()
        wizard.show()
        settle(app)
        save(wizard.grab(), out, "first-run", written)
        wizard.close()
        docs = documents(admin, window.ctx)
        for name, _title, pdf in docs:
            save(rasterise(pdf), out, name, written)
        both = _bilingual_notice(window.ctx)
        if both is not None:  # a Spanish notice beside its English one (MN-347.14)
            save(side_by_side(both[0], (0, both[1])), out, "doc-impound-notice-es-en", written)
        sale = _sale(window.ctx)
        if sale is not None:  # the one preview a sale ends with: tag, certificate and receipt
            preview = DocumentPreview(sale, "Tag, certificate and receipt", "screenshot", parent=window)
            preview.resize(640, 1080)
            preview.show()
            preview.set_zoom(0.3)  # its three pages, one under the other
            settle(app, 600)
            save(preview.grab(), out, "print-preview", written)
            preview.close()
        window.close()
    finally:
        from animaloffice.persistence.db import close_database

        close_database()
        shutil.rmtree(folder, ignore_errors=True)
    for path in written:
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
