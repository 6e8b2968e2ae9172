"""The fonts of a PDF page as Qt fonts, for drawing its text as text (``pdf_painting``).

A simple PDF font (TrueType or Type 1, one byte a character) is drawn with the same face
found in Qt: the fonts the documents embed (DejaVu Sans, from ``resources/fonts``) are
registered with Qt once, so a subset "AAAAAA+DejaVuSans-Bold" is drawn with DejaVu Sans
Bold, glyph by glyph at the advances the PDF's /Widths give, so every line breaks and
aligns where ReportLab put it. The 14 standard PDF fonts (Helvetica, Times, Courier) map to
the system's faces of the same metrics. A font that is none of these (a composite font,
Type 3, a face Qt does not have) is ``Unsupported``: the page is then printed as an image.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from PySide6.QtGui import QFont, QFontDatabase, QRawFont

SUBSET_PREFIX = re.compile(r"^[A-Z]{6}\+")
STANDARD = {  # the base-14 fonts: (family, style hint, bold, italic)
    "Helvetica": ("Helvetica", QFont.StyleHint.SansSerif, False, False),
    "Helvetica-Bold": ("Helvetica", QFont.StyleHint.SansSerif, True, False),
    "Helvetica-Oblique": ("Helvetica", QFont.StyleHint.SansSerif, False, True),
    "Helvetica-BoldOblique": ("Helvetica", QFont.StyleHint.SansSerif, True, True),
    "Times-Roman": ("Times", QFont.StyleHint.Serif, False, False),
    "Times-Bold": ("Times", QFont.StyleHint.Serif, True, False),
    "Times-Italic": ("Times", QFont.StyleHint.Serif, False, True),
    "Times-BoldItalic": ("Times", QFont.StyleHint.Serif, True, True),
    "Courier": ("Courier", QFont.StyleHint.Monospace, False, False),
    "Courier-Bold": ("Courier", QFont.StyleHint.Monospace, True, False),
    "Courier-Oblique": ("Courier", QFont.StyleHint.Monospace, False, True),
    "Courier-BoldOblique": ("Courier", QFont.StyleHint.Monospace, True, True),
}


class Unsupported(Exception):
    """Something on the page this painter does not draw; the page goes as an image instead."""


@dataclass
class PageFont:
    """One font resource of a page: how its byte codes become glyphs and advances."""

    name: str
    raw: QRawFont  # at pixel size 1000: glyph space units
    chars: dict[int, str]  # code -> the character it stands for
    widths: dict[int, float]  # code -> advance in 1/1000 of the font size
    missing_width: float | None

    looked_up: dict[int, tuple[int, float]] = field(default_factory=dict)
    sized: dict[float, QRawFont] = field(default_factory=dict)

    def at(self, size: float) -> QRawFont:
        """The font at a pixel size (``pdf_painting`` draws in hundredths of a point)."""
        found = self.sized.get(size)
        if found is None:
            found = self.sized[size] = QRawFont(self.raw)
            found.setPixelSize(size)
        return found

    def glyph(self, code: int) -> tuple[int, float]:
        """The glyph index and advance (1/1000 em) of a code; raises when it has no glyph."""
        found = self.looked_up.get(code)
        if found is None:
            ch = self.chars.get(code, "")
            indexes = self.raw.glyphIndexesForString(ch) if ch else []
            if len(indexes) != 1 or (indexes[0] == 0 and not ch.isspace()):
                raise Unsupported(f"font {self.name}: no glyph for code {code}")
            width = self.widths.get(code, self.missing_width)
            if width is None:
                width = self.raw.advancesForGlyphIndexes([indexes[0]])[0].x()
            found = self.looked_up[code] = (indexes[0], width)
        return found

    def glyphs(self, codes: bytes) -> tuple[list[int], list[float]]:
        """Glyph indexes and advances of the codes."""
        pairs = [self.glyph(code) for code in codes]
        return [p[0] for p in pairs], [p[1] for p in pairs]


@lru_cache(maxsize=1)
def registered_faces() -> dict[str, tuple[str, str]]:
    """PostScript-style names ('DejaVuSans-Bold') of the fonts the documents embed, as
    (family, style), after registering them with Qt."""
    from animaloffice import config

    faces: dict[str, tuple[str, str]] = {}
    folder = config.resources_dir() / "fonts"
    for path in sorted(folder.glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            continue
        for family in QFontDatabase.applicationFontFamilies(font_id):
            for style in QFontDatabase.styles(family):
                suffix = "" if style in ("Book", "Regular", "Normal", "Roman") else "-" + style.replace(" ", "")
                faces.setdefault(family.replace(" ", "") + suffix, (family, style))
    return faces


def _qt_font(base: str) -> QFont | None:
    face = registered_faces().get(base)
    if face is not None:
        font = QFontDatabase.font(face[0], face[1], 12)
        font.setKerning(False)
        return font
    if base in STANDARD:
        family, hint, bold, italic = STANDARD[base]
        font = QFont(family)
        font.setStyleHint(hint)
        font.setBold(bold)
        font.setItalic(italic)
        font.setKerning(False)
        return font
    return None


def _to_unicode(font: dict) -> dict[int, str]:
    """The /ToUnicode map of a simple font (bfchar and bfrange entries)."""
    stream = font.get("/ToUnicode")
    if stream is None:
        return {}
    text = stream.get_object().get_data().decode("latin-1")
    found: dict[int, str] = {}

    def chars(hexdigits: str) -> str:
        data = bytes.fromhex(hexdigits)
        return data.decode("utf-16-be", errors="replace") if len(data) >= 2 else chr(data[0])
    for block in re.findall(r"beginbfchar(.*?)endbfchar", text, re.S):
        for code, target in re.findall(r"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>", block):
            value = chars(target) if target else ""
            if value and value != "\x00":
                found[int(code, 16)] = value
    for block in re.findall(r"beginbfrange(.*?)endbfrange", text, re.S):
        for low, high, target in re.findall(r"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block):
            start = ord(chars(target)[-1])
            for i, code in enumerate(range(int(low, 16), int(high, 16) + 1)):
                found[code] = chr(start + i)
    return found


def _encoding(font: dict) -> dict[int, str]:
    """Codes 32-255 as the font's base encoding reads them (WinAnsi unless told otherwise)."""
    encoding = font.get("/Encoding")
    if encoding is not None and not isinstance(encoding.get_object(), str):
        raise Unsupported("a font with its own /Differences encoding")
    name = str(encoding or "/WinAnsiEncoding")
    if name == "/MacRomanEncoding":
        return {code: bytes([code]).decode("mac_roman") for code in range(32, 256)}
    # WinAnsi: every code Windows-1252 leaves unused above 040 is a bullet (PDF 1.7, D.2, note 3);
    # ReportLab writes its bullet as 127
    chars = {code: bytes([code]).decode("cp1252", errors="ignore") for code in range(32, 256)}
    return {code: "\u2022" if ch in ("", "\x7f") else ch for code, ch in chars.items()}


def load_font(name: str, font: dict) -> PageFont:
    """A page's font resource, ready to draw; ``Unsupported`` when it cannot be drawn as text."""
    subtype = str(font.get("/Subtype"))
    if subtype not in ("/TrueType", "/Type1"):
        raise Unsupported(f"font {name} is {subtype}")
    base = SUBSET_PREFIX.sub("", str(font.get("/BaseFont", "")).lstrip("/"))
    qfont = _qt_font(base)
    if qfont is None:
        raise Unsupported(f"font {base or name} is not one Qt has")
    qfont.setPixelSize(1000)
    raw = QRawFont.fromFont(qfont)
    if not raw.isValid():
        raise Unsupported(f"font {base} cannot be loaded")
    chars = _encoding(font) if "/ToUnicode" not in font else {}
    chars.update(_to_unicode(font))
    widths: dict[int, float] = {}
    first = int(font.get("/FirstChar", 0))
    for i, width in enumerate(font.get("/Widths", []) or []):
        widths[first + i] = float(width)
    descriptor = font.get("/FontDescriptor")
    missing = descriptor.get_object().get("/MissingWidth") if descriptor is not None else None
    missing = float(missing) if missing is not None and widths else None
    return PageFont(base, raw, chars, widths, missing)
