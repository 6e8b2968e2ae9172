"""A report on paper: title, what it covers, a table that repeats its header on every page,
totals, notes, and page numbers. Plain data in (a ReportResult), PDF bytes out."""
from __future__ import annotations

import io

from reportlab.lib import colors
from reportlab.lib.pagesizes import LETTER, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from ..domain.cells import display
from ..domain.report_tables import ReportResult
from .base import p, register_fonts, styles
from .markup import escape

MARGIN = 0.5 * inch
FONT_SIZE = 7.5
PADDING = 3  # points on each side of a cell
WIDEST_WORD = 1.8 * inch  # a longer unbroken word (an e-mail address) may break
WIDEST_COLUMN = 3.0 * inch


def _cell_styles():
    regular, bold = register_fonts()
    cell = ParagraphStyle("cell", fontName=regular, fontSize=FONT_SIZE, leading=9)
    return {"cell": cell,
            "num": ParagraphStyle("num", parent=cell, alignment=2),
            "head": ParagraphStyle("head", parent=cell, fontName=bold),
            "headnum": ParagraphStyle("headnum", parent=cell, fontName=bold, alignment=2),
            "total": ParagraphStyle("total", parent=cell, fontName=bold),
            "totalnum": ParagraphStyle("totalnum", parent=cell, fontName=bold, alignment=2)}


def _widths(result: ReportResult, total_width: float) -> list[float]:
    """Column widths from the printed widths of the text, so no word or number is broken
    ("Do/g", "$1,080./00") when the columns can fit: each column gets at least its longest
    word (a date, an amount, a number: the whole value) and the rest of the width goes to
    the columns whose text is longest."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    regular, bold = register_fonts()
    sample = result.values()[:300]
    totals = [tuple(result.totals)] if result.totals is not None else []
    smallest, wanted = [], []
    for i, col in enumerate(result.columns):
        whole = col.kind in ("cents", "number", "date")
        cells = [(display(r[i], col.kind), regular) for r in sample] + [
            (display(r[i], col.kind), bold) for r in totals]
        words = [(w, bold) for w in col.title.split()] + [
            (w, font) for text, font in cells for w in ([text] if whole else text.split())]
        least = max([stringWidth(w, font, FONT_SIZE) for w, font in words] or [0])
        least = min(least, WIDEST_WORD) if not whole else least
        full = max([stringWidth(text, font, FONT_SIZE) for text, font in cells]
                   + [stringWidth(col.title, bold, FONT_SIZE), least])
        smallest.append(least + 2 * PADDING + 1)
        wanted.append(min(full, WIDEST_COLUMN) + 2 * PADDING + 1)
    least_sum, wanted_sum = sum(smallest), sum(wanted)
    if least_sum >= total_width:  # too many columns: everything shrinks (words may break)
        return [w * total_width / least_sum for w in smallest]
    if wanted_sum <= total_width:  # room to spare: spread it over the columns
        return [w * total_width / wanted_sum for w in wanted]
    share = (total_width - least_sum) / (wanted_sum - least_sum)
    return [a + (b - a) * share for a, b in zip(smallest, wanted)]


def render_report(result: ReportResult) -> bytes:
    st = _cell_styles()
    page = landscape(LETTER) if result.landscape else LETTER
    width = page[0] - 2 * MARGIN
    numeric = [c.kind in ("cents", "number") for c in result.columns]
    head = [Paragraph(escape(c.title), st["headnum" if n else "head"]) for c, n in zip(result.columns, numeric)]
    data = [head]
    for row in result.values():
        data.append([Paragraph(escape(display(v, c.kind)), st["num" if n else "cell"])
                     for v, c, n in zip(row, result.columns, numeric)])
    if result.totals is not None:
        data.append([Paragraph(escape(display(v, c.kind)), st["totalnum" if n else "total"])
                     for v, c, n in zip(result.totals, result.columns, numeric)])
    story = [p(result.title, "title"), p(result.subtitle, "small")]
    story.append(Spacer(1, 6))
    if result.rows or result.totals is not None:
        table = Table(data, colWidths=_widths(result, width), repeatRows=1, hAlign="LEFT")
        style = [("VALIGN", (0, 0), (-1, -1), "TOP"),
                 ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                 ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.HexColor("#f2f2f2")]),
                 ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
                 ("LEFTPADDING", (0, 0), (-1, -1), PADDING), ("RIGHTPADDING", (0, 0), (-1, -1), PADDING)]
        if result.totals is not None:
            style.append(("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black))
        table.setStyle(TableStyle(style))
        story.append(table)
    else:
        story.append(p("Nothing to report for these dates.", "body"))
    story.append(Spacer(1, 8))
    for note in result.notes:
        story.append(p(note, "small"))
    stamp = f"{result.title} · printed {result.generated_at:%m/%d/%Y %H:%M}"
    regular, _ = register_fonts()

    def footer(canvas, doc):
        canvas.saveState()
        canvas.setFont(regular, 7)
        canvas.drawString(MARGIN, MARGIN / 2, stamp)
        canvas.drawRightString(page[0] - MARGIN, MARGIN / 2, f"Page {doc.page}")
        canvas.restoreState()

    styles()  # fonts registered for the paragraph styles
    buf = io.BytesIO()
    doc = SimpleDocTemplate(buf, pagesize=page, title=result.title, author="AnimalOffice",
                            leftMargin=MARGIN, rightMargin=MARGIN, topMargin=MARGIN, bottomMargin=MARGIN,
                            invariant=True)
    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buf.getvalue()
