"""License tags printed on a sheet of labels (T-3A: a numbered tag worn on the collar).

Each tag shows the jurisdiction, the license year, the tag number, the office
phone and a code that scans to the tag number: Code128 by default, a QR code,
or both. The sheet layout (rows, columns, label size, margins, code) is an
office setting (``tag_sheet_layout``, JSON) so an office matches the label stock
it buys without a programmer.

Speed: ReportLab's barcode widgets draw each bar (or QR module) as its own
rectangle and pick the QR mask by trying all eight. Here a Code128 is one
filled path, and a QR uses a fixed mask (any mask is valid; scanners read all)
and is one path too, so 1,000 tags render in well under two seconds.
"""
from __future__ import annotations

import io
import json
from dataclasses import asdict, dataclass, fields
from typing import TYPE_CHECKING

from ..domain.errors import CancelledError, ValidationError
from .base import INCH as inch
from .base import PAGE_SIZES, register_fonts

if TYPE_CHECKING:  # ReportLab itself is imported when a sheet is drawn, not at start-up
    from reportlab.pdfgen import canvas

CODES = ("code128", "qr", "both")


@dataclass(frozen=True)
class TagLabel:
    jurisdiction_name: str
    year: int
    tag_number: int
    office_phone: str = ""
    species: str = ""  # e.g. "Dog"; printed small when given


@dataclass(frozen=True)
class TagSheetLayout:
    """Where the labels sit on the page. Defaults: a 3 x 10 sheet of 2⅝" x 1" labels."""

    page_size: str = "letter"
    rows: int = 10
    columns: int = 3
    label_width_in: float = 2.625
    label_height_in: float = 1.0
    top_margin_in: float = 0.5
    left_margin_in: float = 0.1875
    column_gap_in: float = 0.125
    row_gap_in: float = 0.0
    code: str = "code128"
    phone_prefix: str = "If found call"
    outline: bool = False

    @property
    def per_page(self) -> int:
        return self.rows * self.columns

    def checked(self) -> TagSheetLayout:
        """The layout, or ValidationError naming the setting that cannot work."""
        if self.page_size not in PAGE_SIZES:
            raise ValidationError("page_size", f"must be one of {', '.join(PAGE_SIZES)}", self.page_size)
        for name in ("rows", "columns"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 40:
                raise ValidationError(name, "must be a whole number from 1 to 40", value)
        for name in ("label_width_in", "label_height_in"):
            value = getattr(self, name)
            if not isinstance(value, (int, float)) or not 0.5 <= value <= 8.5:
                raise ValidationError(name, "must be between 0.5 and 8.5 inches", value)
        for name in ("top_margin_in", "left_margin_in", "column_gap_in", "row_gap_in"):
            value = getattr(self, name)
            if not isinstance(value, (int, float)) or not 0 <= value <= 5:
                raise ValidationError(name, "must be between 0 and 5 inches", value)
        if self.code not in CODES:
            raise ValidationError("code", f"must be one of {', '.join(CODES)}", self.code)
        page_w, page_h = PAGE_SIZES[self.page_size]
        width = self.left_margin_in + self.columns * self.label_width_in + (self.columns - 1) * self.column_gap_in
        height = self.top_margin_in + self.rows * self.label_height_in + (self.rows - 1) * self.row_gap_in
        if width * inch > page_w + 0.5:
            raise ValidationError("columns", f"{self.columns} labels of {self.label_width_in} in do not fit "
                                  f"across a {self.page_size} page", self.columns)
        if height * inch > page_h + 0.5:
            raise ValidationError("rows", f"{self.rows} labels of {self.label_height_in} in do not fit "
                                  f"down a {self.page_size} page", self.rows)
        return self

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str | None) -> TagSheetLayout:
        """The stored setting; unknown keys are ignored, a missing or bad setting gives the default."""
        if not text:
            return cls()
        try:
            data = json.loads(text)
        except ValueError:
            return cls()
        if not isinstance(data, dict):
            return cls()
        known = {f.name for f in fields(cls)}
        try:
            return cls(**{k: v for k, v in data.items() if k in known}).checked()
        except (ValidationError, TypeError):
            return cls()


def _rects(c: canvas.Canvas, rects: list[tuple[float, float, float, float]]) -> None:
    """Fill many rectangles as one path, written straight into the page (fast)."""
    if rects:
        c.addLiteral(" ".join(f"{x:.2f} {y:.2f} {w:.2f} {h:.2f} re" for x, y, w, h in rects) + " f")


def code128_modules(value: str) -> str:
    """The bar/space pattern of a Code128 symbol: letters a-d are spaces, A-D bars,
    of 1-4 modules each (ReportLab's encoder, start/check/stop included)."""
    from reportlab.graphics.barcode import code128

    bars = code128.Code128(value, barHeight=10, barWidth=1.0, quiet=0)
    bars._calculate()
    return bars.decomposed


def _code128_path(c: canvas.Canvas, value: str, x: float, y: float, width: float, height: float) -> None:
    """Code128 of `value` inside the box, with a quiet zone of 10 modules each side."""
    pattern = code128_modules(value)
    modules = sum(ord(ch.lower()) - ord("a") + 1 for ch in pattern)
    unit = min(width / (modules + 20), 1.8)
    left = x + 10 * unit
    rects = []
    for ch in pattern:
        w = (ord(ch.lower()) - ord("a") + 1) * unit
        if ch.isupper():
            rects.append((left, y, w, height))
        left += w
    _rects(c, rects)


def _qr_path(c: canvas.Canvas, value: str, x: float, y: float, size: float) -> None:
    """A QR code (error correction M) as one path with a 4-module quiet zone."""
    from reportlab.graphics.barcode import qrencoder

    qr = qrencoder.QRCode(None, qrencoder.QRErrorCorrectLevel.M)
    qr.addData(value)
    qr.version = qr.calculate_version()
    qr.makeImpl(False, 0)  # one fixed mask instead of trying all eight (8x faster, still valid)
    n = qr.getModuleCount()
    s = size / (n + 8)
    rects = []
    for r in range(n):
        row = qr.modules[r]
        col = 0
        while col < n:
            if row[col]:
                start = col
                while col < n and row[col]:
                    col += 1
                rects.append((x + (start + 4) * s, y + size - (r + 5) * s, (col - start) * s, s))
            else:
                col += 1
    _rects(c, rects)


def _fit(c: canvas.Canvas, text: str, font: str, size: float, width: float) -> float:
    while size > 5 and c.stringWidth(text, font, size) > width:
        size -= 0.5
    return size


def _elide(c: canvas.Canvas, text: str, font: str, size: float, width: float) -> str:
    """The text, shortened with '…' if even the smallest size cannot fit it (never overprinted)."""
    if c.stringWidth(text, font, size) <= width:
        return text
    while text and c.stringWidth(text + "…", font, size) > width:
        text = text[:-1]
    return text.rstrip() + "…"


def _draw_label(c: canvas.Canvas, label: TagLabel, layout: TagSheetLayout, x: float, y: float,
                fonts: tuple[str, str]) -> None:
    regular, bold = fonts
    w, h = layout.label_width_in * inch, layout.label_height_in * inch
    pad = min(6.0, h * 0.08)
    if layout.outline:
        c.setLineWidth(0.3)
        c.rect(x, y, w, h, stroke=1, fill=0)
    inner_w = w - 2 * pad
    code_h = h * 0.34
    qr_size = 0.0
    if layout.code in ("qr", "both"):
        qr_size = min(h - 2 * pad, inner_w * 0.4)
        _qr_path(c, str(label.tag_number), x + w - pad - qr_size, y + (h - qr_size) / 2, qr_size)
    text_w = inner_w - qr_size - (2 if qr_size else 0)
    top = y + h - pad
    head = f"{label.jurisdiction_name}"
    size = _fit(c, head, bold, min(9.0, h * 0.12), text_w * 0.72)
    head = _elide(c, head, bold, size, text_w * 0.72)
    c.setFont(bold, size)
    c.drawString(x + pad, top - size, head)
    year = str(label.year)
    c.setFont(bold, min(11.0, h * 0.15))
    c.drawRightString(x + pad + text_w, top - min(11.0, h * 0.15), year)
    number = f"{label.tag_number}"
    big = _fit(c, number, bold, min(20.0, h * 0.26), text_w * 0.6)
    mid = top - size - 2 - big
    c.setFont(bold, big)
    c.drawString(x + pad, mid, number)
    if label.species:
        c.setFont(regular, min(8.0, h * 0.11))
        c.drawRightString(x + pad + text_w, mid + 2, label.species)
    bottom = y + pad
    if label.office_phone:
        line = f"{layout.phone_prefix} {label.office_phone}".strip()
        small = _fit(c, line, regular, min(7.5, h * 0.1), text_w)
        line = _elide(c, line, regular, small, text_w)
        c.setFont(regular, small)
        c.drawString(x + pad, bottom, line)
        bottom += small + 1.5
    if layout.code in ("code128", "both"):
        bar_h = max(4.0, min(code_h, mid - bottom - 3))
        _code128_path(c, str(label.tag_number), x + pad - 6, bottom, text_w + 6, bar_h)


def render_tags(labels: list[TagLabel], layout: TagSheetLayout | None = None, *, start_position: int = 0,
                title: str = "License tags", progress=None) -> bytes:
    """A PDF of tag labels, filling the sheet row by row from `start_position` (0 = top left),
    so a part-used sheet can go back in the printer. `progress(i, n)` may return False to cancel."""
    layout = (layout or TagSheetLayout()).checked()
    if not labels:
        raise ValidationError("tags", "choose at least one tag to print")
    if not 0 <= start_position < layout.per_page:
        raise ValidationError("start_position", f"must be from 1 to {layout.per_page}", start_position)
    from reportlab import rl_config
    from reportlab.pdfgen import canvas

    fonts = register_fonts()
    page_w, page_h = PAGE_SIZES[layout.page_size]
    buf = io.BytesIO()
    a85, rl_config.useA85 = rl_config.useA85, 0  # binary streams: ASCII85 is pure Python here and slow
    try:
        c = canvas.Canvas(buf, pagesize=(page_w, page_h), invariant=1, pageCompression=1)
        _draw_sheet(c, labels, layout, start_position, fonts, page_h, title, progress)
    finally:
        rl_config.useA85 = a85
    return buf.getvalue()


def _draw_sheet(c, labels, layout, start_position, fonts, page_h, title, progress) -> None:
    c.setTitle(title)
    c.setAuthor("AnimalOffice")
    slot = start_position
    for i, label in enumerate(labels):
        if progress is not None and i % 50 == 0 and progress(i, len(labels)) is False:
            raise CancelledError()
        if slot == layout.per_page:
            c.showPage()
            slot = 0
        row, col = divmod(slot, layout.columns)
        x = (layout.left_margin_in + col * (layout.label_width_in + layout.column_gap_in)) * inch
        y = page_h - (layout.top_margin_in + (row + 1) * layout.label_height_in + row * layout.row_gap_in) * inch
        _draw_label(c, label, layout, x, y, fonts)
        slot += 1
    c.showPage()
    c.save()
