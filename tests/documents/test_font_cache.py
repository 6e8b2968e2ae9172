"""Embedded font subsets kept between documents: the same PDF bytes, cut once."""
import io
import zlib

from pypdf import PdfReader
from reportlab.pdfbase import pdfdoc, pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

from animaloffice import config
from animaloffice.documents.base import register_fonts
from animaloffice.documents.font_cache import FontFile, KeptFlate, KeptSubsets, keep_subsets

FONT_FILE = str(config.resources_dir() / "fonts" / "DejaVuSans.ttf")


def _document(font: str, lines: list[str]) -> bytes:
    buf = io.BytesIO()
    c = canvas.Canvas(buf, invariant=1, pageCompression=1)
    c.setFont(font, 11)
    for i, line in enumerate(lines):
        c.drawString(72, 700 - 16 * i, line)
    c.showPage()
    c.save()
    return buf.getvalue()


def test_kept_subsets_give_the_same_pdf_and_are_cut_once():
    regular, _ = register_fonts()
    kept = pdfmetrics.getFont(regular).face.makeSubset
    assert isinstance(kept, KeptSubsets)
    lines = ["License TRA-2026-000417, tag 4321", "Owner: Ida Halvorson, 12 Elm St", "§ 90.05 – dogs"]
    kept.kept.clear()
    cut = _document(regular, lines)
    cuts = kept.cuts
    assert _document(regular, lines) == cut  # the reused subset: the very bytes of a fresh cut
    other = _document(regular, ["§ 90.05 – cats", "License TRA-2026-000418, tag 4322"])
    assert kept.cuts == cuts  # other text, the same characters beyond ASCII: the same subset
    assert "TRA-2026-000418" in PdfReader(io.BytesIO(other)).pages[0].extract_text()

    accented = _document(regular, ["Owner: Zoë Núñez", "License TRA-2026-000419"])  # a new subset
    assert kept.cuts == cuts + 1
    assert "Zoë Núñez" in PdfReader(io.BytesIO(accented)).pages[0].extract_text()


def test_only_the_last_subsets_are_kept():
    font = TTFont("KeptSubsetTestSans", FONT_FILE)  # not registered: its face is used directly
    cuts, cut = [], font.face.makeSubset
    font.face.makeSubset = lambda subset: cuts.append(tuple(subset)) or cut(subset)
    keep_subsets(font, keep=2)
    a, b, c = [0, 32, 65], [0, 32, 66], [0, 32, 67]
    for subset in (a, b, a, c):  # c pushes out b, the least recently used
        font.face.makeSubset(subset)
    assert cuts == [tuple(a), tuple(b), tuple(c)]
    font.face.makeSubset(a)
    font.face.makeSubset(b)
    assert cuts[-1] == tuple(b) and len(cuts) == 4


def test_the_flate_filter_compresses_a_kept_subset_once_and_anything_else_as_before():
    register_fonts()
    assert isinstance(pdfdoc.PDFZCompress, KeptFlate)
    kept = FontFile(b"glyph data " * 200)
    packed = pdfdoc.PDFZCompress.encode(kept)
    assert packed == zlib.compress(kept) and pdfdoc.PDFZCompress.encode(kept) is packed
    assert pdfdoc.PDFZCompress.encode("BT /F1 12 Tf ET") == zlib.compress(b"BT /F1 12 Tf ET")
