"""Letters and certificates drawn straight onto the page (ReportLab's canvas), fast in batch.

A document is a list of blocks: ``("office", text)``, ``("office_sub", text)``,
``("title", text)``, ``("heading", text)``, ``("body", text)``, ``("small", text)``,
``("bullet", text)``, ``("facts", [(label, value), ...])``, ``("space", points)``,
``("keep", [blocks])`` (kept on one page), ``("logo", path)`` and ``("page",)``. The
styles, margins and widths are those of ``base.styles()`` and ``base.build_pdf``
(ReportLab's platypus frame), so text wraps at the same words; drawing them
directly skips the platypus layout machinery, which dominated a batch of ten
thousand letters and a single certificate's time.
"""
from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path

from ..domain.errors import CancelledError
from .base import INCH, PAGE_SIZES, Letter, register_fonts

MARGIN = 0.75 * INCH
PAD = 6.0  # platypus frame padding
FACT_LABEL = 1.9 * INCH  # base.facts_table's first column
CELL_PAD = 6.0


@dataclass(frozen=True)
class Style:
    bold: bool
    size: float
    leading: float
    before: float = 0.0
    after: float = 0.0
    centred: bool = False
    indent: float = 0.0


FACTS = {  # (font size, leading, cell padding above, below): base.facts_table, certificates' compact table
    "normal": (10.5, 14.0, 3.0, 8.0),  # the body style's 7 points after a paragraph count in a cell
    "compact": (9.0, 11.0, 1.5, 1.5),
}
STYLES = {  # as base.styles()
    "body": Style(False, 10.5, 14, after=7),
    "small": Style(False, 8.5, 11, after=3),
    "bold": Style(True, 10.5, 14, after=7),
    "title": Style(True, 15, 19, before=4, after=10),
    "heading": Style(True, 11.5, 15, before=6, after=4),
    "alert": Style(True, 12, 15, before=2, after=4),  # a certificate not in force says so first
    "bullet": Style(False, 10.5, 14, after=7, indent=16),
    "office": Style(True, 13, 16, centred=True),
    "office_sub": Style(False, 9, 11, centred=True),
}


class PageWriter:
    """Draws blocks top to bottom, starting a new page when one is full."""

    def __init__(self, page_size: str = "letter", title: str = "", author: str = "AnimalOffice"):
        from reportlab import rl_config
        from reportlab.lib.utils import simpleSplit
        from reportlab.pdfgen import canvas

        self.split = simpleSplit
        self.regular, self.bold = register_fonts()
        self.page_w, self.page_h = PAGE_SIZES.get(page_size, PAGE_SIZES["letter"])
        self.left = MARGIN + PAD
        self.width = self.page_w - 2 * (MARGIN + PAD)
        self.top = self.page_h - MARGIN - PAD
        self.bottom = MARGIN + PAD
        self.buf = io.BytesIO()
        self._a85, rl_config.useA85 = rl_config.useA85, 0  # binary streams: ASCII85 is slow
        self._rl_config = rl_config
        self.c = canvas.Canvas(self.buf, pagesize=(self.page_w, self.page_h), invariant=1, pageCompression=1)
        self.c.setTitle(title)
        self.c.setAuthor(author)
        self.y = self.top
        self.fresh = True  # nothing drawn on this page yet
        self._widths: dict[tuple[str, str, float, float], list[str]] = {}

    # --- pages ----------------------------------------------------------------------------------
    def new_page(self) -> None:
        if not self.fresh:
            self.c.showPage()
        self.y, self.fresh = self.top, True

    def finish(self) -> bytes:
        try:
            self.c.showPage()
            self.c.save()
        finally:
            self._rl_config.useA85 = self._a85
        return self.buf.getvalue()

    # --- blocks ---------------------------------------------------------------------------------
    def lines(self, text: str, font: str, size: float, width: float) -> list[str]:
        key = (text, font, size, width)
        found = self._widths.get(key)
        if found is None:
            found = self.split(text, font, size, width) or [""]
            if len(self._widths) < 5000:  # the same lines recur in every letter of a batch
                self._widths[key] = found
        return found

    def height(self, block) -> float:
        kind = block[0]
        if kind == "space":
            return block[1]
        if kind == "keep":
            return sum(self.height(b) for b in block[1])
        if kind == "facts":
            look = FACTS[block[2] if len(block) > 2 else "normal"]
            return sum(self._fact_height(label, value, look) for label, value in block[1])
        if kind == "logo":
            return 0.8 * INCH
        if kind == "page":
            return 0.0
        st = STYLES[kind]
        font = self.bold if st.bold else self.regular
        n = len(self.lines(block[1], font, st.size, self.width - st.indent))
        return st.before + n * st.leading + st.after

    def draw(self, blocks) -> None:
        for block in blocks:
            kind = block[0]
            if kind == "page":
                self.new_page()
            elif kind == "space":
                self.y -= block[1]
            elif kind == "keep":
                if self.y - self.height(block) < self.bottom and not self.fresh:
                    self.new_page()
                self.draw(block[1])
            elif kind == "facts":
                look = FACTS[block[2] if len(block) > 2 else "normal"]
                for label, value in block[1]:
                    self._fact(label, value, look)
            elif kind == "logo":
                self._logo(block[1])
            else:
                self._text(kind, block[1])

    def _text(self, kind: str, text: str) -> None:
        st = STYLES[kind]
        font = self.bold if st.bold else self.regular
        width = self.width - st.indent
        if not self.fresh:
            self.y -= st.before
        c = self.c
        c.setFont(font, st.size)
        first = True
        for line in self.lines(text, font, st.size, width):
            if self.y - st.leading < self.bottom:
                self.new_page()
                c.setFont(font, st.size)
            base = self.y - st.size
            if st.centred:
                c.drawCentredString(self.page_w / 2, base, line)
            else:
                c.drawString(self.left + st.indent, base, line)
            if kind == "bullet" and first:
                c.drawString(self.left + 4, base, "•")
            first = False
            self.y -= st.leading
            self.fresh = False
        self.y -= st.after

    def _fact_height(self, label: str, value: str, look=FACTS["normal"]) -> float:
        size, leading, above, below = look
        n = max(len(self.lines(label, self.bold, size, FACT_LABEL - 2 * CELL_PAD)),
                len(self.lines(value, self.regular, size, self.width - FACT_LABEL - 2 * CELL_PAD)))
        return n * leading + above + below

    def _fact(self, label: str, value: str, look=FACTS["normal"]) -> None:
        """One row of a label/value table: bold label, value wrapped beside it, a hairline under."""
        size, leading, above, below = look
        h = self._fact_height(label, value, look)
        if self.y - h < self.bottom and not self.fresh:
            self.new_page()
        c = self.c
        top = self.y - above
        x2 = self.left + FACT_LABEL + CELL_PAD
        c.setFont(self.bold, size)
        for i, line in enumerate(self.lines(label, self.bold, size, FACT_LABEL - 2 * CELL_PAD)):
            c.drawString(self.left + CELL_PAD, top - size - i * leading, line)
        c.setFont(self.regular, size)
        for i, line in enumerate(self.lines(value, self.regular, size, self.width - FACT_LABEL - 2 * CELL_PAD)):
            c.drawString(x2, top - size - i * leading, line)
        self.y -= h
        c.setStrokeGray(0.83)
        c.setLineWidth(0.25)
        c.line(self.left, self.y, self.left + self.width, self.y)
        self.fresh = False

    def _logo(self, path: str) -> None:
        try:
            from reportlab.lib.utils import ImageReader

            img = ImageReader(path)
            w, h = img.getSize()
            dw = 0.8 * INCH
            dh = dw * h / float(w or 1)
            self.c.drawImage(img, (self.page_w - dw) / 2, self.y - dh, dw, dh, mask="auto")
            self.y -= dh
            self.fresh = False
        except Exception:  # an unreadable logo is left out, as the platypus letterhead does
            pass


def letterhead_blocks(head) -> list[tuple]:
    """base.letterhead_flowables as blocks."""

    out: list[tuple] = []
    if head.logo_path and Path(head.logo_path).exists():
        out.append(("logo", head.logo_path))
    lines = head.lines()
    if lines:
        out.append(("office", lines[0]))
        out.extend(("office_sub", line) for line in lines[1:])
    out.append(("space", 14))
    return out


def letter_blocks(letter) -> list[tuple]:
    """base.letter_flowables as blocks."""
    from .base import _as_text

    out = letterhead_blocks(letter.letterhead)
    out.append(("body", _as_text(letter.sent_on, letter.language)))
    if letter.recipient:
        out.append(("body", "\n".join(letter.recipient)))
    if letter.reference:
        out.append(("small", letter.reference))
    out.append(("title", letter.title))
    for para in letter.paragraphs:
        if para.startswith("## "):
            out.append(("heading", para[3:]))
        elif para.startswith("- "):
            out.append(("bullet", para[2:]))
        else:
            out.append(("body", para))
    if letter.facts:
        out += [("space", 4), ("facts", list(letter.facts)), ("space", 8)]
    if letter.signature:
        sig = [("space", 18), ("body", "_" * 36)]
        head = letter.letterhead
        if head.signature_name:
            sig.append(("body", head.signature_name))
        if head.signature_title:
            sig.append(("small", head.signature_title))
        out.append(("keep", sig))
    if letter.footer:
        out += [("space", 10), ("small", letter.footer)]
    return out


def render_blocks(pages: list[list[tuple]], *, title: str, page_size: str = "letter", progress=None) -> bytes:
    """Each item of `pages` starts on a new page. `progress(i, n)` may return False to cancel."""
    writer = PageWriter(page_size, title)
    try:
        for i, blocks in enumerate(pages):
            if progress is not None and progress(i, len(pages)) is False:
                raise CancelledError()
            if i:
                writer.new_page()
            writer.draw(blocks)
    except BaseException:
        writer._rl_config.useA85 = writer._a85
        raise
    return writer.finish()


def render_letters(letters: list[Letter], *, title: str, page_size: str = "letter",
                   progress=None) -> bytes:
    """Many letters in one PDF, one per page group. `progress(i, n)` may return False to cancel.

    Drawn by ``page_writer`` (the same layout as ``letter_flowables``, straight onto the
    canvas: a batch of ten thousand renewal reminders takes seconds, not minutes)."""
    return render_blocks([letter_blocks(letter) for letter in letters], title=title, page_size=page_size,
                         progress=progress)
