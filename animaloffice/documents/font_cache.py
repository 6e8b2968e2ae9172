"""Embedded font subsets kept from one document to the next.

Every PDF embeds the part of DejaVu Sans its text uses. ReportLab cuts that subset out of
the font file and compresses it anew for each document: about a third of the time of a
one-page certificate or notice. Its subsets are "ASCII readable" (codes 32-127 are the ASCII
characters, other characters take the free codes in the order they are first drawn), so a
document whose text is plain ASCII plus the same few other characters (§, –) asks for the
same subset as the last one. The office keeps the last subsets it cut, with their
compressed form, and reuses them. The bytes are the ones ReportLab would have made.

(Imported with ReportLab, when the first document is made: not at start-up.)
"""
from __future__ import annotations

import threading
import zlib
from collections import OrderedDict

from reportlab.pdfbase import pdfdoc
from reportlab.pdfbase.pdfdoc import PDFStreamFilterZCompress

KEEP = 32  # subsets kept per font (a certificate's is ~35 KB cut, ~19 KB compressed)


class FontFile(bytes):
    """A cut subset; ``flate`` is its compressed form, made the first time it is written."""

    flate: bytes | None = None


class KeptSubsets:
    """Stands in for a font face's ``makeSubset``: the last ``keep`` subsets cut, reused."""

    def __init__(self, cut, keep: int):
        self.cut, self.keep = cut, keep
        self.kept: OrderedDict[tuple[int, ...], FontFile] = OrderedDict()
        self.cuts = 0  # subsets really cut (for tests and curiosity)
        self._lock = threading.Lock()  # documents are also made on worker threads

    def __call__(self, subset) -> FontFile:
        key = tuple(subset)
        with self._lock:
            found = self.kept.get(key)
            if found is not None:
                self.kept.move_to_end(key)
                return found
        found = FontFile(self.cut(subset))
        with self._lock:
            self.cuts += 1
            self.kept[key] = found
            while len(self.kept) > self.keep:
                self.kept.popitem(last=False)
        return found


def keep_subsets(font, keep: int = KEEP):
    """Make `font` (a ReportLab ``TTFont``) reuse its recent subsets; returns the font."""
    face = font.face
    if not isinstance(face.makeSubset, KeptSubsets):
        face.makeSubset = KeptSubsets(face.makeSubset, keep)
    return font


class KeptFlate(PDFStreamFilterZCompress):
    """ReportLab's Flate filter, reusing a kept subset's compressed form; anything that is
    not a ``FontFile`` is compressed as before."""

    def encode(self, text):
        if isinstance(text, FontFile):
            if text.flate is None:
                text.flate = zlib.compress(text)
            return text.flate
        return super().encode(text)


def install_flate_filter() -> None:
    """Put ``KeptFlate`` where ``TTFontFace.addSubsetObjects`` looks for the Flate filter
    (``pdfdoc.PDFZCompress``, read each time a font file stream is made)."""
    if not isinstance(pdfdoc.PDFZCompress, KeptFlate):
        pdfdoc.PDFZCompress = KeptFlate()
