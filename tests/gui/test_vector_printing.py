"""Printing stays vector: what goes to the printer is text and paths about the size of the PDF,
not a page image each page (a 10-page letter was 5 MB of raster). Checked through a PDF printer
(QPrinter with PdfFormat: on Linux the very job Qt hands to CUPS), by reading the printed file
back: its text, its images, its size, and each page drawn beside the document's own."""
import io
import shutil
import subprocess
from datetime import date

import pytest
from PIL import Image as PILImage
from pypdf import PdfReader
from PySide6.QtCore import QBuffer, QIODevice, QSize
from PySide6.QtGui import QPageSize
from PySide6.QtPrintSupport import QPrinter

from animaloffice.documents.base import Letter, Letterhead
from animaloffice.documents.page_writer import render_letters
from animaloffice.documents.tags import TagLabel, TagSheetLayout, render_tags
from ui import print_job

PARAGRAPH = ("Our records show that the license of your dog Rex ends on December 31, 2026. Under Tracy "
             "City Code § 8.30, subd. 3(A), every dog and cat kept in the city needs a license each year. "
             "Renew it at the office — Zoë Müller's dog too.")


def _letters(pages: int, logo: str = "") -> bytes:
    head = Letterhead("Lyon County Animal Control", "City of Tracy", "336 Morgan St, Tracy MN 56175",
                      "507-629-5528", logo_path=logo)
    return render_letters([Letter(head, f"License renewal {i + 1}", date(2026, 3, 2),
                                  recipient=["Jane Doe", "1 Main St", "Tracy MN 56175"],
                                  paragraphs=[PARAGRAPH] * 4,
                                  facts=[("Animal", "Rex (Dog)"), ("Tag", f"{100 + i} (2026)"),
                                         ("Renewal fee", "$10.00")])
                           for i in range(pages)], title="Renewal reminders")


def _print(data: bytes, path, job=None) -> bytes:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.Letter))
    print_job.print_pdf(data, printer, job=job)
    return path.read_bytes()


def _images(page) -> int:
    """Image XObjects a page draws, those inside its forms too."""
    def count(resources) -> int:
        n = 0
        for obj in ((resources or {}).get("/XObject") or {}).values():
            obj = obj.get_object()
            n += 1 if obj.get("/Subtype") == "/Image" else count(obj.get("/Resources"))
        return n
    return count(page.get("/Resources"))


def _drawn(data: bytes, index: int, dpi: int = 100) -> PILImage.Image:
    doc = print_job.load_pdf(data)
    size = doc.pagePointSize(index)
    image = doc.render(index, QSize(round(size.width() / 72 * dpi), round(size.height() / 72 * dpi)))
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return PILImage.open(io.BytesIO(bytes(buffer.data()))).convert("L")


def _text(page) -> str:
    """A page's text read back, spaces as one space (the printer's PDF places words apart)."""
    return " ".join(page.extract_text().split())


def _differing(a: PILImage.Image, b: PILImage.Image) -> float:
    """Share of the pixels that differ by more than a quarter of black."""
    assert a.size == b.size
    pa, pb = a.tobytes(), b.tobytes()
    return sum(1 for x, y in zip(pa, pb) if abs(x - y) > 64) / len(pa)


def test_a_ten_page_letter_prints_as_text_at_most_twice_its_pdf(qtbot, tmp_path):
    data = _letters(10)
    job = print_job.PrintJob()
    printed = _print(data, tmp_path / "printed.pdf", job)
    reader = PdfReader(io.BytesIO(printed))
    assert len(reader.pages) == 10 and job.pages == 10 and job.raster == {}
    for i, page in enumerate(reader.pages):
        assert _images(page) == 0, f"page {i + 1} went to the printer as an image"
        text = _text(page)
        for expected in (f"License renewal {i + 1}", "Lyon County Animal Control", "§ 8.30", "Zoë Müller",
                         f"{100 + i} (2026)"):
            assert expected in text, (i, expected)
    assert len(printed) <= 2 * len(data), (len(printed), len(data))


def test_a_batch_of_renewal_letters_costs_at_most_twice_its_pdf(qtbot, tmp_path):
    """100 letters from the office's renewal template, each to another owner: the PDF shares its
    fonts between pages (about 1.5 KB a page), the printer's job must stay within twice that."""
    from benchmarks.printing import letters_pdf

    data = letters_pdf(100)
    job = print_job.PrintJob()
    printed = _print(data, tmp_path / "batch.pdf", job)
    assert job.pages == 100 and job.raster == {}
    assert len(printed) <= 2 * len(data), (len(printed), len(data))
    reader = PdfReader(io.BytesIO(printed))
    assert "TRA-2026-000100" in _text(reader.pages[99])


def test_printed_pages_look_like_the_document(qtbot, tmp_path):
    """Every line, rule and letter lands where the PDF puts it (drawn side by side at 100 dpi)."""
    data = _letters(2)
    printed = _print(data, tmp_path / "printed.pdf")
    for i in range(2):
        assert _differing(_drawn(data, i), _drawn(printed, i)) < 0.002


def test_a_logo_prints_as_its_own_image_and_the_text_stays_text(qtbot, tmp_path):
    logo = tmp_path / "logo.png"
    PILImage.new("RGBA", (90, 60), (30, 90, 160, 255)).save(logo)
    data = _letters(3, logo=str(logo))
    job = print_job.PrintJob()
    printed = _print(data, tmp_path / "printed.pdf", job)
    reader = PdfReader(io.BytesIO(printed))
    assert job.raster == {}
    for page in reader.pages:
        assert _images(page) == 1
        assert "Lyon County Animal Control" in _text(page)
    assert len(printed) <= 2 * len(data)
    assert _differing(_drawn(data, 0), _drawn(printed, 0)) < 0.002


def test_a_tag_sheet_prints_as_paths_on_the_label_stock(qtbot, tmp_path):
    labels = [TagLabel("City of Tracy", 2026, n, "507-629-5528", "Dog") for n in range(1000, 1030)]
    data = render_tags(labels, TagSheetLayout(code="both"))
    job = print_job.PrintJob()
    printed = _print(data, tmp_path / "tags.pdf", job)
    page = PdfReader(io.BytesIO(printed)).pages[0]
    assert job.raster == {} and _images(page) == 0
    assert "1029" in _text(page) and "City of Tracy" in _text(page)
    assert len(printed) <= 2 * len(data)
    assert _differing(_drawn(data, 0, 150), _drawn(printed, 0, 150)) < 0.01


@pytest.mark.skipif(not (shutil.which("zbarimg") and shutil.which("pdftoppm")),
                    reason="needs zbarimg (zbar-tools) and pdftoppm (poppler-utils) to scan the printed page")
def test_printed_tag_codes_scan(qtbot, tmp_path):
    numbers = [1, 42, 4321, 99999, 1234567]
    data = render_tags([TagLabel("City of Tracy", 2026, n, "507-629-5528") for n in numbers],
                       TagSheetLayout(code="both"))
    _print(data, tmp_path / "tags.pdf")
    subprocess.run(["pdftoppm", "-r", "200", "-png", "-f", "1", "-l", "1", str(tmp_path / "tags.pdf"),
                    str(tmp_path / "page")], check=True)
    image = next(tmp_path.glob("page*.png"))
    out = subprocess.run(["zbarimg", "-q", str(image)], capture_output=True, text=True).stdout.split()
    assert set(out) == {f"CODE-128:{n}" for n in numbers} | {f"QR-Code:{n}" for n in numbers}


def test_a_page_the_painter_cannot_draw_goes_as_an_image_and_says_why(qtbot, tmp_path):
    """A shading is not drawn as vector: that page (only) is printed as an image, at no more than
    300 dpi however fine the printer."""
    from reportlab.lib.colors import black, white
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=(612, 792))
    c.drawString(72, 700, "First page, plain text")
    c.showPage()
    c.linearGradient(72, 400, 540, 400, (black, white))
    c.showPage()
    c.drawString(72, 700, "Third page, plain text")
    c.showPage()
    c.save()
    job = print_job.PrintJob()
    printed = _print(buffer.getvalue(), tmp_path / "mixed.pdf", job)
    assert list(job.raster) == [1] and "shading" in job.raster[1]
    reader = PdfReader(io.BytesIO(printed))
    assert [_images(p) for p in reader.pages] == [0, 1, 0]
    assert "Third page" in _text(reader.pages[2])
    (image,) = [obj.get_object() for obj in reader.pages[1]["/Resources"]["/XObject"].values()]
    assert int(image["/Width"]) <= 8.5 * 300 and int(image["/Height"]) <= 11 * 300
