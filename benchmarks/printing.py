"""Printing: the job a batch of renewal letters sends to the printer, as vector graphics (ours)
against the page images it used to send (bare: QPdfDocument.render at 300 dpi painted on the
printer, the former code), both through a PDF printer (QPrinter with PdfFormat: on Linux the
very file Qt hands to CUPS). ``python -m benchmarks.printing`` runs it alone (no database)."""
from __future__ import annotations

import os
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

from .common import ROOT, Figure, Report

LETTERS = (10, 200, 2000)
FIRST = ("Maria", "John", "Linda", "Ahmed", "Thu", "Robert", "Zoë", "Karen", "José", "Ingrid", "Paul")
LAST = ("Hernández", "Olson", "Nguyen", "Johnson", "Schmidt", "Hassan", "Peterson", "Larson", "Vang")
PETS = ("Rex", "Bella", "Max", "Luna", "Charlie", "Daisy", "Milo", "Coco", "Buddy", "Pepper", "Shadow")
STREETS = ("Main St", "Morgan St", "Elm Ave", "4th St", "Craig Ave", "Hollywood Ave", "Rowe St")


def letters_pdf(n: int) -> bytes:
    """`n` renewal letters from the office's own template (resources/letters/license_renewal.txt),
    each to another owner about another animal, in one PDF: the letters batch's output."""
    from animaloffice.documents.base import Letter, Letterhead, load_template
    from animaloffice.documents.page_writer import render_letters

    head = Letterhead("Lyon County Animal Control", "City of Tracy", "336 Morgan St, Tracy MN 56175",
                      "507-629-5528")
    template = load_template("license_renewal")
    letters = []
    for i in range(n):
        owner = f"{FIRST[i % len(FIRST)]} {LAST[i * 7 % len(LAST)]}"
        pet, species = PETS[i * 5 % len(PETS)], ("dog", "cat")[i % 3 == 0]
        number, tag, fee = f"TRA-2026-{i + 1:06d}", 1000 + i, ("$10.00", "$25.00")[i % 4 == 0]
        title, paragraphs = template.fill({
            "owner_name": owner, "animal_name": pet, "species_lower": species, "license_year": 2026,
            "new_year": 2027, "license_number": number, "tag_number": tag, "expires_on": "December 31, 2026",
            "citation": "Tracy City Code § 8.30, Subd. 3(A)", "fee": fee, "license_office": "City Hall",
            "jurisdiction_name": "City of Tracy", "office_phone": "507-629-5528"})
        letters.append(Letter(head, title, date(2026, 11, 2),
                              recipient=[owner, f"{100 + i * 13 % 900} {STREETS[i % len(STREETS)]}",
                                         "Tracy MN 56175"],
                              paragraphs=paragraphs,
                              facts=[("Animal", f"{pet} ({species.title()})"), ("License", number),
                                     ("Tag", f"{tag} (2026)"), ("License ends", "12/31/2026"),
                                     ("Renewal fee", fee)]))
    return render_letters(letters, title="Renewal reminders")


def print_job(data: bytes, out: Path, vector: bool) -> tuple[float, int]:
    """Seconds to print ``data`` to a PDF printer, and the job's bytes."""
    from PySide6.QtGui import QPageSize
    from PySide6.QtPrintSupport import QPrinter

    from ui import print_job as job

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(out))
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.Letter))
    kept = job._vector_pages
    if not vector:
        job._vector_pages = lambda data: None  # every page as an image, as before
    try:
        start = time.perf_counter()
        job.print_pdf(data, printer)
        return time.perf_counter() - start, out.stat().st_size
    finally:
        job._vector_pages = kept


def run(path: Path | None, report: Report, *, quick: bool = False) -> None:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["benchmarks"])  # noqa: F841 - kept alive
    folder = Path(tempfile.mkdtemp(prefix="animaloffice-print-"))
    print_job(letters_pdf(1), folder / "warm.pdf", True)  # fonts registered, modules imported
    for n in LETTERS[:1] if quick else LETTERS:
        data = letters_pdf(n)
        ours_s, ours_b = print_job(data, folder / "vector.pdf", True)
        bare_n = min(n, 10)  # page images take long: ten pages are enough for a figure a page
        bare_s, bare_b = print_job(letters_pdf(bare_n) if bare_n != n else data, folder / "raster.pdf", False)
        pdf_kb, ours_kb, bare_kb = len(data) / n / 1024, ours_b / n / 1024, bare_b / bare_n / 1024
        report.add(Figure(f"print {n} letters: job per page, vector / image", ours_b / n / 1e3,
                          bare_b / bare_n / 1e3, "<= 2x the PDF", ours_b <= 2 * len(data), unit="KB",
                          note=f"PDF {pdf_kb:.1f} KB a page; job {ours_b / len(data):.2f}x the PDF, "
                               f"images {bare_kb:,.0f} KB a page ({bare_b / bare_n / (len(data) / n):.0f}x)"))
        report.add(Figure(f"print {n} letters: time per page, vector / image", ours_s / n, bare_s / bare_n,
                          "", None, note=f"{n} pages in {ours_s:.2f} s; the images of {bare_n} pages "
                                         f"in {bare_s:.2f} s; {ours_kb:.1f} KB a page"))


def main() -> int:
    from .common import HEADER

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    report = Report()
    print(HEADER, flush=True)
    run(None, report, quick="--quick" in sys.argv)
    return 1 if report.failed() else 0


if __name__ == "__main__":
    sys.exit(main())
