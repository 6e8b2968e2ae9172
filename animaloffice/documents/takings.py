"""A day's takings for the cash drawer: totals by method and by fee, then every payment."""
from __future__ import annotations

import io

from reportlab.lib import colors
from reportlab.lib.pagesizes import LETTER
from reportlab.lib.units import inch
from reportlab.pdfgen import canvas
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from ..domain.explain import fmt_date
from ..domain.money import fmt_cents
from ..domain.takings import METHOD_LABELS, Takings, TakingsTotal
from .base import Letterhead, letterhead_flowables, p, register_fonts, styles
from .markup import escape


def _table(rows: list[list], widths: list[float], total_row: bool = True) -> Table:
    st = styles()
    table = Table(rows, colWidths=widths, hAlign="LEFT", repeatRows=1)
    style = [("FONTNAME", (0, 0), (-1, -1), st["body"].fontName), ("FONTSIZE", (0, 0), (-1, -1), 9),
             ("FONTNAME", (0, 0), (-1, 0), st["bold"].fontName),
             ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black), ("VALIGN", (0, 0), (-1, -1), "TOP"),
             ("ALIGN", (-1, 0), (-1, -1), "RIGHT")]  # amounts line up on the cents
    if total_row:
        style += [("LINEABOVE", (0, -1), (-1, -1), 0.6, colors.black),
                  ("FONTNAME", (0, -1), (-1, -1), st["bold"].fontName)]
    table.setStyle(TableStyle(style))
    return table


def _totals(title: str, totals: tuple[TakingsTotal, ...], grand: int) -> Table:
    rows = [[title, "Count", "Amount"]]
    rows += [[t.label, str(t.count), fmt_cents(t.cents)] for t in totals]
    rows.append(["Total", str(sum(t.count for t in totals)), fmt_cents(grand)])
    table = _table(rows, [3.0 * inch, 0.8 * inch, 1.2 * inch])
    table.setStyle(TableStyle([("ALIGN", (1, 0), (-1, -1), "RIGHT")]))
    return table


def render_takings(takings: Takings, head: Letterhead) -> bytes:
    st = styles()
    story = letterhead_flowables(head)
    story.append(p(f"Takings for {fmt_date(takings.day)}", "title"))
    story.append(p(f"{takings.scope} · {takings.count} payment(s) · total {fmt_cents(takings.total_cents)}"))
    story.append(p("By payment method", "heading"))
    story.append(_totals("Method", takings.by_method, takings.total_cents))
    story.append(p("By fee", "heading"))
    fee_total = sum(t.cents for t in takings.by_fee)
    story.append(_totals("Fee", takings.by_fee, fee_total))
    if len(takings.by_jurisdiction) > 1:
        story.append(p("By jurisdiction", "heading"))
        story.append(_totals("Jurisdiction", takings.by_jurisdiction, takings.total_cents))
    if takings.checks:
        story.append(p("Checks for the deposit", "heading"))
        rows = [["Receipt", "Check no.", "Payer", "Amount"]]
        rows += [[c.receipt_number, c.reference, Paragraph(escape(c.payer), st["small"]), fmt_cents(c.amount_cents)]
                 for c in takings.checks]
        rows.append(["", "", "Checks total", fmt_cents(sum(c.amount_cents for c in takings.checks))])
        story.append(_table(rows, [1.6 * inch, 1.0 * inch, 2.6 * inch, 1.0 * inch]))
    story.append(p("Payments", "heading"))
    rows = [["Time", "Receipt", "Payer / for", "Method", "By", "Amount"]]
    for pay in takings.payments:
        rows.append([f"{pay.received_at:%H:%M}", pay.receipt_number,
                     Paragraph(escape(pay.payer) + "<br/>" + escape(pay.fees), st["small"]),
                     METHOD_LABELS.get(pay.method, pay.method) + (f" {pay.reference}" if pay.reference else ""),
                     pay.received_by, fmt_cents(pay.amount_cents)])
    rows.append(["", "", "Total", "", "", fmt_cents(takings.total_cents)])
    story.append(_table(rows, [0.5 * inch, 1.45 * inch, 2.35 * inch, 1.0 * inch, 0.6 * inch, 0.8 * inch]))
    if takings.voided:
        story.append(p("Voided (not counted)", "heading"))
        rows = [["Receipt", "Payer", "Method", "Reason", "Amount"]]
        rows += [[v.receipt_number, Paragraph(escape(v.payer), st["small"]), METHOD_LABELS.get(v.method, v.method),
                  Paragraph(escape(v.void_reason), st["small"]), fmt_cents(v.amount_cents)] for v in takings.voided]
        story.append(_table(rows, [1.5 * inch, 1.7 * inch, 0.7 * inch, 2.0 * inch, 0.8 * inch], total_row=False))
    story.append(Spacer(1, 24))
    story.append(p("Counted by ______________________    Checked by ______________________"))
    return _build_numbered(story, f"Takings {takings.day.isoformat()}",
                           f"Takings for {fmt_date(takings.day)} · {takings.scope}")


def _build_numbered(story: list, title: str, footer: str) -> bytes:
    """A busy day runs to several pages: each says whose takings it is and 'page N of M'."""
    regular, _ = register_fonts()

    class Numbered(canvas.Canvas):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self._pages = []

        def showPage(self):  # noqa: N802 (ReportLab name)
            self._pages.append(dict(self.__dict__))
            self._startPage()

        def save(self):
            for number, state in enumerate(self._pages, 1):
                self.__dict__.update(state)
                self.setFont(regular, 8)
                self.drawString(0.75 * inch, 0.45 * inch, footer)
                self.drawRightString(LETTER[0] - 0.75 * inch, 0.45 * inch, f"page {number} of {len(self._pages)}")
                super().showPage()
            super().save()

    buf = io.BytesIO()
    doc = SimpleDocTemplate(buf, pagesize=LETTER, title=title, author="AnimalOffice", leftMargin=0.75 * inch,
                            rightMargin=0.75 * inch, topMargin=0.75 * inch, bottomMargin=0.75 * inch,
                            invariant=True)
    doc.build(story, canvasmaker=Numbered)
    return buf.getvalue()
