"""The PDF content operators ``pdf_painting.PagePainter`` carries out, one small function
each (PDF 1.7, section 8 and 9: graphics state, paths, colour, text, XObjects)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QTransform

from .pdf_fonts import Unsupported

if TYPE_CHECKING:
    from .pdf_painting import PagePainter

IGNORED = {b"BMC", b"BDC", b"EMC", b"MP", b"DP", b"BX", b"EX", b"i", b"ri"}  # nothing to draw


def matrix(values) -> QTransform:
    a, b, c, d, e, f = (float(v) for v in values)
    return QTransform(a, b, c, d, e, f)


def _colour(values, space: str = "") -> QColor:
    v = [min(1.0, max(0.0, float(x))) for x in values]
    if len(v) == 1 and space in ("", "/DeviceGray"):
        return QColor.fromRgbF(v[0], v[0], v[0])
    if len(v) == 3 and space in ("", "/DeviceRGB"):
        return QColor.fromRgbF(*v)
    if len(v) == 4 and space in ("", "/DeviceCMYK"):
        return QColor.fromCmykF(*v)
    raise Unsupported(f"a colour {values} in {space or 'an unknown space'}")


def _codes(value) -> bytes:
    original = getattr(value, "original_bytes", None)
    if original is not None:
        return bytes(original)
    if isinstance(value, bytes):
        return bytes(value)
    return str(value).encode("latin-1")


def _shown(pp: PagePainter, items) -> None:
    s = pp.state
    for item in items:
        if isinstance(item, (int, float)) or type(item).__name__ in ("FloatObject", "NumberObject"):
            pp.text = QTransform.fromTranslate(-float(item) / 1000 * s.size * s.scale, 0) * pp.text
        else:
            pp.show(_codes(item))


def _gs(pp: PagePainter, name, resources) -> None:
    gs = pp._resource(resources, "/ExtGState", name)
    s = pp.state
    for key, value in gs.items():
        if key == "/CA":
            s.stroke_alpha = float(value)
        elif key == "/ca":
            s.fill_alpha = float(value)
        elif key == "/LW":
            s.line_width = float(value)
        elif key == "/LC":
            s.cap = int(value)
        elif key == "/LJ":
            s.join = int(value)
        elif key == "/ML":
            s.miter = float(value)
        elif key == "/BM" and str(value) in ("/Normal", "/Compatible"):
            pass
        elif key == "/SMask" and str(value) == "/None":
            pass
        elif key not in ("/Type", "/SA", "/OP", "/op", "/OPM", "/AIS", "/TK", "/FL", "/SM", "/RI"):
            raise Unsupported(f"the graphics state {key}")


def _do(pp: PagePainter, name, resources) -> None:
    xobject = pp._resource(resources, "/XObject", name)
    subtype = str(xobject.get("/Subtype"))
    if subtype == "/Image":
        pp.draw_image(xobject)
    elif subtype == "/Form":
        pp.draw_form(xobject, resources)
    else:
        raise Unsupported(f"an XObject of type {subtype}")


def _colour_space(value) -> str:
    name = str(value)
    if name not in ("/DeviceGray", "/DeviceRGB", "/DeviceCMYK"):
        raise Unsupported(f"the colour space {name}")
    return name


def _set(attr: str, kind=float):
    def handler(pp: PagePainter, o, r):
        setattr(pp.state, attr, kind(o[0]))
    return handler


def _nums(o) -> list[float]:
    return [float(v) for v in o]


def _curve(pp: PagePainter, o, which: str) -> None:
    v = _nums(o)
    path = pp.path
    if which == "c":
        path.cubicTo(v[0], v[1], v[2], v[3], v[4], v[5])
    elif which == "v":
        here = path.currentPosition()
        path.cubicTo(here.x(), here.y(), v[0], v[1], v[2], v[3])
    else:
        path.cubicTo(v[0], v[1], v[2], v[3], v[2], v[3])


def _rect(pp: PagePainter, o, r) -> None:
    x, y, w, h = _nums(o)
    pp.path.moveTo(x, y)
    pp.path.lineTo(x + w, y)
    pp.path.lineTo(x + w, y + h)
    pp.path.lineTo(x, y + h)
    pp.path.closeSubpath()


def _font(pp: PagePainter, o, r) -> None:
    pp.state.font, pp.state.size = pp.font(o[0], r), float(o[1])


def _td(pp: PagePainter, o, r, set_leading: bool = False) -> None:
    tx, ty = _nums(o)
    if set_leading:
        pp.state.leading = -ty
    pp.next_line(tx, ty)


def _tm(pp: PagePainter, o, r) -> None:
    pp.line = matrix(o)
    pp.text = QTransform(pp.line)


def _quote(pp: PagePainter, o, r) -> None:
    pp.next_line(0, -pp.state.leading)
    pp.show(_codes(o[-1]))


def _dquote(pp: PagePainter, o, r) -> None:
    pp.state.word_spacing, pp.state.char_spacing = float(o[0]), float(o[1])
    _quote(pp, o[2:], r)


def _begin_text(pp: PagePainter, o, r) -> None:
    pp.text, pp.line = QTransform(), QTransform()


def _colour_op(attr: str, space_attr: str, space: str | None):
    def handler(pp: PagePainter, o, r):
        if space is not None:
            setattr(pp.state, space_attr, space)
        if o and not isinstance(o[-1], (int, float)) and str(o[-1]).startswith("/"):
            raise Unsupported(f"a pattern colour {o[-1]}")
        setattr(pp.state, attr, _colour(o, getattr(pp.state, space_attr)))
    return handler


def _choose_space(attr: str, colour_attr: str):
    def handler(pp: PagePainter, o, r):
        space = _colour_space(o[0])
        setattr(pp.state, attr, space)
        initial = {"/DeviceGray": [0], "/DeviceRGB": [0, 0, 0], "/DeviceCMYK": [0, 0, 0, 1]}[space]
        setattr(pp.state, colour_attr, _colour(initial, space))
    return handler


def _unsupported(what: str):
    def handler(pp, o, r):
        raise Unsupported(what)
    return handler


WIND, EVEN = Qt.FillRule.WindingFill, Qt.FillRule.OddEvenFill
OPERATORS = {
    b"q": lambda pp, o, r: pp.push(), b"Q": lambda pp, o, r: pp.pop(),
    b"cm": lambda pp, o, r: setattr(pp.state, "ctm", matrix(o) * pp.state.ctm),
    b"w": _set("line_width"), b"J": _set("cap", int), b"j": _set("join", int), b"M": _set("miter"),
    b"d": lambda pp, o, r: setattr(pp.state, "dash", (_nums(o[0]), float(o[1]))),
    b"gs": lambda pp, o, r: _gs(pp, o[0], r),
    b"m": lambda pp, o, r: pp.path.moveTo(*_nums(o)), b"l": lambda pp, o, r: pp.path.lineTo(*_nums(o)),
    b"c": lambda pp, o, r: _curve(pp, o, "c"), b"v": lambda pp, o, r: _curve(pp, o, "v"),
    b"y": lambda pp, o, r: _curve(pp, o, "y"), b"h": lambda pp, o, r: pp.path.closeSubpath(),
    b"re": _rect,
    b"S": lambda pp, o, r: pp.paint_path(None, True), b"s": lambda pp, o, r: pp.paint_path(None, True, True),
    b"f": lambda pp, o, r: pp.paint_path(WIND, False), b"F": lambda pp, o, r: pp.paint_path(WIND, False),
    b"f*": lambda pp, o, r: pp.paint_path(EVEN, False), b"B": lambda pp, o, r: pp.paint_path(WIND, True),
    b"B*": lambda pp, o, r: pp.paint_path(EVEN, True), b"b": lambda pp, o, r: pp.paint_path(WIND, True, True),
    b"b*": lambda pp, o, r: pp.paint_path(EVEN, True, True), b"n": lambda pp, o, r: pp.paint_path(None, False),
    b"W": lambda pp, o, r: setattr(pp, "pending_clip", WIND),
    b"W*": lambda pp, o, r: setattr(pp, "pending_clip", EVEN),
    b"G": _colour_op("stroke", "stroke_space", "/DeviceGray"), b"g": _colour_op("fill", "fill_space", "/DeviceGray"),
    b"RG": _colour_op("stroke", "stroke_space", "/DeviceRGB"), b"rg": _colour_op("fill", "fill_space", "/DeviceRGB"),
    b"K": _colour_op("stroke", "stroke_space", "/DeviceCMYK"), b"k": _colour_op("fill", "fill_space", "/DeviceCMYK"),
    b"CS": _choose_space("stroke_space", "stroke"), b"cs": _choose_space("fill_space", "fill"),
    b"SC": _colour_op("stroke", "stroke_space", None), b"SCN": _colour_op("stroke", "stroke_space", None),
    b"sc": _colour_op("fill", "fill_space", None), b"scn": _colour_op("fill", "fill_space", None),
    b"BT": _begin_text, b"ET": lambda pp, o, r: None,
    b"Tc": _set("char_spacing"), b"Tw": _set("word_spacing"), b"TL": _set("leading"),
    b"Tz": lambda pp, o, r: setattr(pp.state, "scale", float(o[0]) / 100), b"Ts": _set("rise"),
    b"Tr": _set("render", int), b"Tf": _font,
    b"Td": _td, b"TD": lambda pp, o, r: _td(pp, o, r, True), b"Tm": _tm,
    b"T*": lambda pp, o, r: pp.next_line(0, -pp.state.leading),
    b"Tj": lambda pp, o, r: pp.show(_codes(o[0])), b"TJ": lambda pp, o, r: _shown(pp, o[0]),
    b"'": _quote, b'"': _dquote,
    b"Do": lambda pp, o, r: _do(pp, o[0], r),
    b"sh": _unsupported("a shading"), b"INLINE IMAGE": _unsupported("an inline image"),
    b"d0": _unsupported("a Type 3 glyph"), b"d1": _unsupported("a Type 3 glyph"),
}


