"""Reads Code128 symbols back out of a PDF page, as a scanner would see the bars.

The bars are the filled rectangles of equal height on one baseline; their widths
and the gaps between them, divided by the narrowest, give the module pattern,
decoded here against the Code128 symbol table (sets B and C) with its checksum.
"""
from __future__ import annotations

import io
import re

from pypdf import PdfReader
from reportlab.graphics.barcode.code128 import _patterns

RECT = re.compile(rb"(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re")
WIDTHS = {tuple(ord(ch.lower()) - ord("a") + 1 for ch in pat): value for value, pat in _patterns.items()}


def _groups(data: bytes):
    rects = [tuple(float(v) for v in m.groups()) for m in RECT.finditer(data)]
    groups: dict[tuple[float, float], list] = {}
    for x, y, w, h in rects:
        groups.setdefault((round(y, 1), round(h, 1)), []).append((x, w))
    for (_, h), bars in groups.items():
        if len(bars) >= 10 and h > 8:  # barcodes, not QR modules or rules
            bars.sort()
            # split a row into separate symbols where the gap is wide (the next label)
            symbol = [bars[0]]
            for prev, cur in zip(bars, bars[1:]):
                if cur[0] - (prev[0] + prev[1]) > 20:
                    yield symbol
                    symbol = []
                symbol.append(cur)
            yield symbol


def _elements(bars) -> list[int]:
    unit = min(w for _, w in bars)
    out = []
    for i, (x, w) in enumerate(bars):
        out.append(round(w / unit))
        if i + 1 < len(bars):
            out.append(round((bars[i + 1][0] - x - w) / unit))
    return out


def decode(bars) -> str:
    el = _elements(bars)
    values = []
    i = 0
    while i + 6 <= len(el):
        chunk = tuple(el[i:i + 6])
        if tuple(el[i:i + 7]) in WIDTHS and WIDTHS[tuple(el[i:i + 7])] == 106:
            break
        values.append(WIDTHS[chunk])
        i += 6
    start, *data, check = values
    assert (start + sum((k + 1) * v for k, v in enumerate(data))) % 103 == check, "bad checksum"
    mode = {104: "B", 105: "C"}[start]
    text = ""
    for v in data:
        if mode == "C":
            if v == 100:
                mode = "B"
            else:
                text += f"{v:02d}"
        elif v == 99:
            mode = "C"
        else:
            text += chr(v + 32)
    return text


def codes_on_page(pdf: bytes, page: int = 0) -> list[str]:
    data = PdfReader(io.BytesIO(pdf)).pages[page].get_contents().get_data()
    return [decode(bars) for bars in _groups(data)]
