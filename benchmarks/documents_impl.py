"""Documents against bare ReportLab: the same text, fonts and pages, drawn with plain canvas code.

Our side is the application's own call (a certificate from a license id; the renewal
letters from their subjects; a tag sheet from its labels). The bare side gets the very
content our documents hold, taken from our page blocks beforehand (not timed), and draws it
with ``canvas.drawString`` lines wrapped by ``simpleSplit``, in the same embedded fonts,
one page per certificate or letter; for tags, the text plus ReportLab's own Code128 widget.
The bare side cuts its font subsets afresh for each document, as ReportLab does: the subsets
the office keeps between documents (``documents/font_cache.py``) are ours, not ReportLab's.
"""
from __future__ import annotations

import io
import statistics
import time
from contextlib import contextmanager
from datetime import date

from .common import Figure, Report

LETTERS = 10_000
TAGS = 1_000


# --- bare ReportLab -------------------------------------------------------------------------

def spec_from_blocks(pages) -> list[list[tuple]]:
    """The text our documents hold (``page_writer`` blocks) as plain items for the bare code."""
    from animaloffice.documents.base import register_fonts
    from animaloffice.documents.page_writer import STYLES

    regular, bold = register_fonts()

    def items(blocks):
        for block in blocks:
            kind = block[0]
            if kind == "keep":
                yield from items(block[1])
            elif kind == "facts":
                for label, value in block[1]:
                    yield ("row", label, value)
            elif kind in STYLES:
                st = STYLES[kind]
                yield ("para", bold if st.bold else regular, st.size, st.leading, block[1])

    return [list(items(blocks)) for blocks in pages]


@contextmanager
def reportlab_subsets():
    """The embedded fonts cut their subsets with ReportLab's own code (none kept) meanwhile."""
    from reportlab.pdfbase import pdfmetrics

    from animaloffice.documents.base import register_fonts
    from animaloffice.documents.font_cache import KeptSubsets

    faces = [pdfmetrics.getFont(name).face for name in register_fonts()]
    kept = [face.makeSubset for face in faces]
    for face, make in zip(faces, kept):
        if isinstance(make, KeptSubsets):
            face.makeSubset = make.cut
    try:
        yield
    finally:
        for face, make in zip(faces, kept):
            face.makeSubset = make


def bare_render(pages: list[list[tuple]]) -> bytes:
    """Plain canvas code drawing the pages' text top to bottom."""
    with reportlab_subsets():
        return _bare_render(pages)


def _bare_render(pages: list[list[tuple]]) -> bytes:
    from reportlab.lib.pagesizes import LETTER
    from reportlab.lib.utils import simpleSplit
    from reportlab.pdfgen import canvas

    from animaloffice.documents.base import register_fonts

    regular, bold = register_fonts()
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=LETTER, invariant=True)
    left, width, top = 54, LETTER[0] - 108, LETTER[1] - 54
    for page in pages:
        y = top
        for item in page:
            if item[0] == "para":
                _, font, size, leading, text = item
                c.setFont(font, size)
                for line in simpleSplit(text, font, size, width):
                    c.drawString(left, y, line)
                    y -= leading
                y -= 4
            else:
                label, value = item[1], item[2] if len(item) > 2 else ""
                c.setFont(bold, 10.5)
                c.drawString(left, y, label)
                c.setFont(regular, 10.5)
                for line in simpleSplit(value, regular, 10.5, width - 137):
                    c.drawString(left + 137, y, line)
                    y -= 14
            if y < 54:
                c.showPage()
                y = top
        c.showPage()
    c.save()
    return buf.getvalue()


def bare_tags(labels) -> bytes:
    """The tag text and a Code128 of the number drawn with ReportLab's own barcode widget."""
    with reportlab_subsets():
        return _bare_tags(labels)


def _bare_tags(labels) -> bytes:
    from reportlab.graphics.barcode import code128
    from reportlab.lib.pagesizes import LETTER
    from reportlab.lib.units import inch
    from reportlab.pdfgen import canvas

    from animaloffice.documents.base import register_fonts

    regular, bold = register_fonts()
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=LETTER, invariant=True)
    for i, label in enumerate(labels):
        pos = i % 30
        if i and pos == 0:
            c.showPage()
        col, row = pos % 3, pos // 3
        x = 0.1875 * inch + col * 2.75 * inch
        y = LETTER[1] - 0.5 * inch - (row + 1) * inch
        c.setFont(bold, 8)
        c.drawString(x + 6, y + 60, f"{label.jurisdiction_name} {label.year}")
        c.setFont(bold, 16)
        c.drawString(x + 6, y + 40, str(label.tag_number))
        c.setFont(regular, 6.5)
        c.drawString(x + 6, y + 6, f"If found call {label.office_phone}")
        code128.Code128(str(label.tag_number), barHeight=24, barWidth=0.9, quiet=0).drawOn(c, x + 90, y + 22)
    c.showPage()
    c.save()
    return buf.getvalue()


# --- the figures -----------------------------------------------------------------------------

def best(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def run(db, report: Report, *, quick: bool = False) -> None:
    """``db``: the benchmark office (``databases.BenchDb``)."""
    from animaloffice.persistence.db import close_database, open_database

    open_database(db.target(), create=False)
    try:
        _certificate(report, quick)
        _letters(report, quick)
        _tags(report, quick)
    finally:
        close_database()


def _certificate(report: Report, quick: bool) -> None:
    from animaloffice.documents.certificates import Citations, certificate_blocks
    from animaloffice.persistence.models.licensing import License
    from animaloffice.printing import license_documents as docs
    from animaloffice.queries.license_detail import license_detail

    ids = [lid for (lid,) in License.select(License.id).where(License.status == "active")
           .order_by(License.id.desc()).limit(5 if quick else 20).tuples()]
    docs.certificate_pdf(ids[0])  # fonts and templates loaded once, as in a running office
    ours, bare = [], []
    for lid in ids:
        ours.append(best(lambda: docs.certificate_pdf(lid), 3))
        d = license_detail(lid)
        cites = Citations(docs._cite(d.jurisdiction_id, "license_required"),
                               docs._cite(d.jurisdiction_id, "certificates"),
                               docs._cite(d.jurisdiction_id, "license_transfer"))
        pages = spec_from_blocks([certificate_blocks(d, docs.letterhead(d.jurisdiction_id), cites)])
        bare.append(best(lambda: bare_render(pages), 3))
    o, b = statistics.median(ours), statistics.median(bare)
    report.add(Figure("license certificate PDF (from the license id)", o, b, "< 12 ms", o < 0.012,
                      note=f"median of {len(ids)} licenses"))


def _letters(report: Report, quick: bool) -> None:
    from animaloffice.documents.licensing_letters import build_letter, render_license_letters
    from animaloffice.documents.page_writer import letter_blocks
    from animaloffice.printing import license_documents as docs

    n = 300 if quick else LETTERS
    subjects = letter_subjects(n)
    ctx = docs.letter_context(subjects[0].jurisdiction_id)
    today = date.today()
    start = time.perf_counter()
    pdf = render_license_letters(subjects, ctx, today, title="Renewal reminders")
    ours = time.perf_counter() - start
    pages = spec_from_blocks([letter_blocks(build_letter(s, ctx, today)) for s in subjects])  # not timed
    start = time.perf_counter()
    bare_pdf = bare_render(pages)
    bare = time.perf_counter() - start
    report.add(Figure(f"{len(subjects):,} renewal letters in one PDF", ours, bare, "<= 1.5x bare",
                      ours <= 1.5 * bare, note=f"{len(pdf) / 1e6:.1f} MB vs {len(bare_pdf) / 1e6:.1f} MB",
                      key="renewal letters in one PDF"))


def _tags(report: Report, quick: bool) -> None:
    from animaloffice.documents.tags import render_tags
    from animaloffice.persistence.models.licensing import License
    from animaloffice.printing import license_documents as docs

    ids = [lid for (lid,) in License.select(License.id).where(License.status == "active")
           .order_by(License.id).limit(300 if quick else TAGS).tuples()]
    labels = docs.tag_labels(ids)
    layout = docs.tag_layout()
    render_tags(labels[:30], layout)  # warm: fonts
    ours = best(lambda: docs.tags_pdf(ids, layout), 1 if quick else 3)
    render_only = best(lambda: render_tags(labels, layout), 1 if quick else 3)
    bare = best(lambda: bare_tags(labels), 1 if quick else 3)
    report.add(Figure(f"sheet of {len(ids):,} tags with codes", ours, bare, "< 2 s", ours < 2.0,
                      note=f"{layout.code}; drawing alone {render_only:.2f} s", key="sheet of tags with codes"))


def letter_subjects(n: int):
    """`n` renewal-reminder subjects for licenses ending this year (as the letters batch makes
    them, without the per-month search: a metro December would be ~100,000)."""
    from animaloffice.domain import licensing as rules
    from animaloffice.domain.explain import Explained
    from animaloffice.domain.license_facts import LetterSubject
    from animaloffice.persistence.models.animals import Animal
    from animaloffice.persistence.models.licensing import License
    from animaloffice.persistence.models.office import Jurisdiction
    from animaloffice.persistence.profiles import profile_for
    from animaloffice.queries.license_detail import owner_card

    rows = (License.select(License, Animal).join(Animal, on=(License.animal == Animal.id))
            .where((License.status == "active") & (License.term == "annual"))
            .order_by(License.id).limit(n))
    out = []
    for lic in rows:
        profile = profile_for(lic.jurisdiction_id)
        animal = lic.animal
        fee = rules.license_fee(profile, species=animal.species, altered=animal.altered, on=lic.expires_on)
        due = Explained(lic.expires_on, "T-3A", {"license": lic.number},
                        (f"license {lic.number} is a yearly license for {lic.year}",))
        out.append(LetterSubject("renewal", lic.id, lic.jurisdiction_id,
                                 Jurisdiction.get_by_id(lic.jurisdiction_id).name, owner_card(lic.owner_id),
                                 animal.name or "your animal", profile.species_info(animal.species).label,
                                 lic.number, lic.tag_number, lic.year, lic.expires_on, due, fee, ""))
    return out
