"""The end of a notice: the facts table and the signature, kept on the same page.

``base.letter_flowables`` draws the facts table and then the signature as separate
pieces, so a letter whose table reaches the foot of the page printed a second page
holding only the signature line (or the table was cut in the middle). Here the last
rows of the table travel with the signature: when they do not fit, both move to the
next page together. Long explanations ("How the dates were reached") print in the
small type so a notice stays on one page where it can.
"""
from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch
from reportlab.platypus import KeepTogether, Paragraph, Spacer, Table, TableStyle

from .base import Letterhead, p, styles
from .markup import escape

LONG_VALUE = 160  # characters: a value longer than this is an explanation, printed small
LONG_LABEL = 28  # characters: a label longer than this widens the label column
TAIL_ROWS = 1  # rows of the table kept on the signature's page


def _table(rows: list[tuple[str, str]], col1: float) -> Table:
    st = styles()
    data = []
    for label, value in rows:
        style = st["small"] if len(value) > LONG_VALUE else st["body"]
        data.append([Paragraph(escape(label), st["bold"]), Paragraph(escape(value).replace("\n", "<br/>"), style)])
    table = Table(data, colWidths=[col1, None], hAlign="LEFT")
    table.setStyle(TableStyle([
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LINEBELOW", (0, 0), (-1, -1), 0.25, colors.lightgrey),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
        ("TOPPADDING", (0, 0), (-1, -1), 3),
    ]))
    return table


def signature_flowables(head: Letterhead) -> list:
    """A line to sign on, with the signer's name and title under it (compact, so it fits)."""
    st = styles()
    line = ParagraphStyle("signature", parent=st["body"], spaceAfter=1)
    sig = [Spacer(1, 16), Paragraph("_" * 36, line)]
    if head.signature_name:
        sig.append(Paragraph(escape(head.signature_name), line))
    if head.signature_title:
        sig.append(p(head.signature_title, "small"))
    return sig


def closing_flowables(head: Letterhead, facts: list[tuple[str, str]], *, signature: bool = True,
                      footer: str = "", col1: float | None = None) -> list:
    """The facts table, then the signature and footer, never split from the table's last rows.

    Long labels (a bill line with its citation) get a wider label column, so they do not
    wrap into a narrow tower of words."""
    facts = [(a, b) for a, b in facts]
    if col1 is None:
        col1 = 2.5 * inch if any(len(a) > LONG_LABEL for a, _ in facts) else 1.9 * inch
    out: list = []
    tail: list = []
    if facts:
        head_rows, tail_rows = facts[:-TAIL_ROWS], facts[-TAIL_ROWS:]
        out.append(Spacer(1, 4))
        if head_rows:
            out.append(_table(head_rows, col1))
        tail.append(_table(tail_rows, col1))
        tail.append(Spacer(1, 4))
    if signature:
        tail.extend(signature_flowables(head))
    if footer:
        tail += [Spacer(1, 10), p(footer, "small")]
    if tail:
        out.append(KeepTogether(tail))
    return out
