"""Draw a PDF page with QPainter as vector graphics: text as text, lines and bars as paths.

QtPdf renders pages only as images, and a page image at printer resolution is about a
megabyte: the print job of a 10-page letter was 5 MB. The documents the office prints are
ReportLab's, which use a small part of PDF (text in simple fonts, paths, rectangles,
Flate or JPEG images, transparency through /ExtGState), so their pages are drawn here
operator by operator onto whatever QPainter they are given: a printer (the system's
spooler gets text and paths: PDF through CUPS on Linux and macOS, GDI on Windows), a PDF
file, a picture. ``check_page`` runs the same code without a painter and raises
``Unsupported`` at the first thing it does not draw (a shading, an inline image, a Type 3
font...), so the caller prints that page as an image instead, before drawing any of it.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QGlyphRun, QPainter, QPainterPath, QPen, QTransform

from .pdf_fonts import PageFont, Unsupported, load_font
from .pdf_images import image as xobject_image
from .pdf_operators import IGNORED, OPERATORS, matrix

CAPS = {0: Qt.PenCapStyle.FlatCap, 1: Qt.PenCapStyle.RoundCap, 2: Qt.PenCapStyle.SquareCap}
JOINS = {0: Qt.PenJoinStyle.MiterJoin, 1: Qt.PenJoinStyle.RoundJoin, 2: Qt.PenJoinStyle.BevelJoin}
FLIP = QTransform(1, 0, 0, -1, 0, 0)  # Qt draws glyphs and images with y down; PDF's y is up
# Glyphs are placed in whole hundredths of a point, each advance rounded: a run starts exactly
# where the PDF puts it and its letters drift from there by a few hundredths of a point (half a
# point at worst over a line of 100). The printer's PDF writes every glyph's offset from the last
# one; whole numbers that are the same for each letter of a font and size ("545 0 Td", not
# "5.44531250 0 Td") compress to half: 200 letters went from 2.3 to 1.96 times their PDF.
UNITS = 100


@dataclass
class State:
    ctm: QTransform = field(default_factory=QTransform)
    fill: QColor = field(default_factory=lambda: QColor(Qt.GlobalColor.black))
    stroke: QColor = field(default_factory=lambda: QColor(Qt.GlobalColor.black))
    fill_space: str = "/DeviceGray"
    stroke_space: str = "/DeviceGray"
    fill_alpha: float = 1.0
    stroke_alpha: float = 1.0
    line_width: float = 1.0
    cap: int = 0
    join: int = 0
    miter: float = 10.0
    dash: tuple[list[float], float] = ([], 0.0)
    clip: QPainterPath | None = None  # in device coordinates
    char_spacing: float = 0.0
    word_spacing: float = 0.0
    scale: float = 1.0
    leading: float = 0.0
    font: PageFont | None = None
    size: float = 0.0
    rise: float = 0.0
    render: int = 0


class PagePainter:
    """One pass over a page's content; ``painter`` None only checks that it can be drawn."""

    def __init__(self, painter: QPainter | None, base: QTransform, doc: PdfPages):
        self.painter, self.base, self.doc = painter, base, doc
        self.state = State()
        self.stack: list[State] = []
        self.path = QPainterPath()
        self.pending_clip: Qt.FillRule | None = None
        self.applied_clip: QPainterPath | None = None
        self.text = self.line = QTransform()

    # --- the page and form XObjects ---------------------------------------------------
    def run(self, content, resources, key=None) -> None:
        for operands, op in self.doc.operations(content, key):
            handler = OPERATORS.get(op)
            if handler is None:
                if op in IGNORED:
                    continue
                raise Unsupported(f"the operator {op!r}")
            handler(self, operands, resources)

    def device(self) -> QTransform:
        return self.state.ctm * self.base

    def _resource(self, resources, kind: str, name):
        found = (resources or {}).get(kind)
        found = found.get_object() if found is not None else {}
        obj = found.get(str(name)) if found else None
        if obj is None:
            raise Unsupported(f"a missing {kind} {name}")
        return obj.get_object()

    # --- painting -----------------------------------------------------------------------
    def pen(self) -> QPen:
        s = self.state
        colour = QColor(s.stroke)
        colour.setAlphaF(s.stroke_alpha)
        pen = QPen(colour, s.line_width, Qt.PenStyle.SolidLine, CAPS.get(s.cap, Qt.PenCapStyle.FlatCap),
                   JOINS.get(s.join, Qt.PenJoinStyle.MiterJoin))
        pen.setMiterLimit(s.miter / 2)  # Qt's limit is in half line widths
        dashes, phase = s.dash
        if dashes and any(dashes):
            unit = s.line_width or 1.0
            pattern = [max(d / unit, 0.001) for d in dashes] * (2 if len(dashes) % 2 else 1)
            pen.setDashPattern(pattern)
            pen.setDashOffset(phase / unit)
        return pen

    def brush(self) -> QBrush:
        colour = QColor(self.state.fill)
        colour.setAlphaF(self.state.fill_alpha)
        return QBrush(colour)

    def _set_clip(self, painter: QPainter) -> None:
        if self.state.clip is self.applied_clip:
            return
        self.applied_clip = self.state.clip
        if self.state.clip is None:
            painter.setClipping(False)
        else:
            painter.setTransform(QTransform())
            painter.setClipPath(self.state.clip)

    def paint_path(self, fill: Qt.FillRule | None, stroke: bool, close: bool = False) -> None:
        if close:
            self.path.closeSubpath()
        path, self.path = self.path, QPainterPath()
        p = self.painter
        if p is not None and (fill is not None or stroke):
            self._set_clip(p)
            p.setTransform(self.device())
            if fill is not None:
                path.setFillRule(fill)
                p.fillPath(path, self.brush())
            if stroke:
                p.strokePath(path, self.pen())
        if self.pending_clip is not None:
            path.setFillRule(self.pending_clip)
            shape = self.device().map(path)
            self.state.clip = shape if self.state.clip is None else self.state.clip.intersected(shape)
            self.pending_clip = None

    def draw_image(self, xobject) -> None:
        picture = self.doc.image(xobject)
        if self.painter is not None:
            self._set_clip(self.painter)
            self.painter.setTransform(QTransform(1, 0, 0, -1, 0, 1) * self.device())
            self.painter.setOpacity(self.state.fill_alpha)
            self.painter.drawImage(QRectF(0, 0, 1, 1), picture)
            self.painter.setOpacity(1.0)

    def draw_form(self, xobject, resources) -> None:
        self.push()
        self.state.ctm = matrix(xobject.get("/Matrix", [1, 0, 0, 1, 0, 0])) * self.state.ctm
        box = xobject.get("/BBox")
        if box is not None:
            x0, y0, x1, y1 = (float(v) for v in box)
            self.path.addRect(QRectF(x0, y0, x1 - x0, y1 - y0))
            self.pending_clip = Qt.FillRule.WindingFill
            self.paint_path(None, False)
        self.run(xobject, xobject.get("/Resources", resources))
        self.pop()

    def push(self) -> None:
        self.stack.append(replace(self.state))

    def pop(self) -> None:
        if self.stack:
            self.state = self.stack.pop()

    # --- text -----------------------------------------------------------------------------
    def show(self, codes: bytes) -> None:
        s = self.state
        if s.font is None:
            raise Unsupported("text before a font is chosen")
        if s.render not in (0, 3, 7):
            raise Unsupported(f"text render mode {s.render}")
        indexes, advances = s.font.glyphs(codes)
        if self.painter is None:
            return
        positions, x, at = [], 0.0, 0
        for code, width in zip(codes, advances):
            positions.append(QPointF(at, 0.0))
            advance = width / 1000 * s.size + s.char_spacing + (s.word_spacing if code == 32 else 0.0)
            x += advance
            at += round(advance * UNITS)
        if self.painter is not None and s.render == 0 and s.size and indexes:
            run = QGlyphRun()
            run.setRawFont(s.font.at(s.size * UNITS))
            run.setGlyphIndexes(indexes)
            run.setPositions(positions)
            # the line's place as the run's origin, under a transform shared by the lines of a
            # size: Qt's PDF writes the graphics state again at every change of transform
            t = self.text
            linear = QTransform(t.m11(), t.m12(), t.m21(), t.m22(), 0, 0)
            text_space = FLIP * QTransform(s.scale / UNITS, 0, 0, 1 / UNITS, 0, 0) * linear
            inverse, ok = text_space.inverted()
            if not ok:
                return
            origin = inverse.map(QPointF(t.dx(), t.dy() + s.rise))
            self._set_clip(self.painter)
            transform = text_space * self.device()
            if transform != self.painter.transform():
                self.painter.setTransform(transform)
            pen = QPen(self.brush(), 0)
            if pen != self.painter.pen():
                self.painter.setPen(pen)
            self.painter.drawGlyphRun(origin, run)
        self.text = QTransform.fromTranslate(x * s.scale, 0) * self.text

    def next_line(self, tx: float, ty: float) -> None:
        self.line = QTransform.fromTranslate(tx, ty) * self.line
        self.text = QTransform(self.line)

    def font(self, name, resources) -> PageFont:
        return self.doc.font(str(name), self._resource(resources, "/Font", name))


class PdfPages:
    """A PDF read once for drawing: its pages, with each content stream parsed once and each
    font and image loaded once (a batch of letters shares them)."""

    def __init__(self, data: bytes):
        import io

        from pypdf import PdfReader

        self.reader = PdfReader(io.BytesIO(data))
        self._operations: dict = {}
        self._fonts: dict = {}
        self._images: dict = {}

    def __len__(self) -> int:
        return len(self.reader.pages)

    @staticmethod
    def _key(obj):
        """An object's number in the file; None for a direct object (not kept: its id() may
        be another object's once it is gone)."""
        ref = getattr(obj, "indirect_reference", None)
        return (ref.idnum, ref.generation) if ref is not None else None

    def _kept(self, cache: dict, key, make):
        if key is None:
            return make()
        if key not in cache:
            cache[key] = make()
        return cache[key]

    def operations(self, content, key=None) -> list:
        if content is None:
            return []
        from pypdf.generic import ContentStream

        return self._kept(self._operations, key or self._key(content),
                          lambda: ContentStream(content, self.reader).operations)

    def font(self, name: str, obj) -> PageFont:
        return self._kept(self._fonts, self._key(obj), lambda: load_font(name, obj))

    def image(self, xobject):
        return self._kept(self._images, self._key(xobject), lambda: xobject_image(xobject))

    def forget(self, index: int) -> None:
        """Drop a page's parsed content once it is drawn (a batch of 10,000 letters would keep
        them all)."""
        self._operations.pop(("page", index), None)

    def page(self, index: int):
        return self.reader.pages[index]

    def point_size(self, index: int) -> tuple[float, float]:
        box = self.page(index).mediabox
        return float(box.width), float(box.height)


def page_transform(page, target: QRectF) -> QTransform:
    """PDF user space (points, y up, from the media box's corner) onto ``target``."""
    box = page.mediabox
    left, bottom = float(box.left), float(box.bottom)
    width, height = float(box.width), float(box.height)
    sx, sy = target.width() / width, target.height() / height
    return QTransform(sx, 0, 0, -sy, target.left() - left * sx, target.top() + (bottom + height) * sy)


def check_page(doc: PdfPages, index: int) -> None:
    """Raises ``Unsupported`` if the page has something ``paint_page`` does not draw."""
    page = doc.page(index)
    if int(page.get("/Rotate", 0) or 0) % 360:
        raise Unsupported("a rotated page")
    PagePainter(None, QTransform(), doc).run(page.get_contents(), page.get("/Resources"), ("page", index))


def paint_page(painter: QPainter, doc: PdfPages, index: int, target: QRectF) -> None:
    """Draw page ``index`` into ``target`` (device pixels)."""
    page = doc.page(index)
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        pp = PagePainter(painter, page_transform(page, target), doc)
        pp.run(page.get_contents(), page.get("/Resources"), ("page", index))
    finally:
        painter.restore()
