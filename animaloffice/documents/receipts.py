"""The receipt for a payment: what was paid for, line by line, how, and by whom taken."""
from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from ..domain.explain import fmt_short
from ..domain.money import fmt_cents
from ..domain.receipts import Receipt
from .base import Letterhead, build_pdf, facts_table, letterhead_flowables, load_template, p, styles
from .markup import escape

METHOD_NAMES = {"cash": "Cash", "check": "Check", "card": "Card"}


def _method(receipt: Receipt) -> str:
    name = METHOD_NAMES.get(receipt.method, receipt.method)
    if receipt.method == "check" and receipt.reference:
        return f"Check no. {receipt.reference}"
    if receipt.reference:
        return f"{name} (authorization {receipt.reference})"
    return name


def receipt_flowables(receipt: Receipt, head: Letterhead, *, void_reason: str = "") -> list:
    """The receipt; a voided payment's receipt says VOID at the top and at the total, and
    takes its closing words from receipt_void.txt instead of the thank-you."""
    if void_reason:
        subject, paragraphs = load_template("receipt_void").fill({"void_reason": void_reason})
    else:
        subject, paragraphs = load_template("receipt").fill({})
    st = styles()
    right = ParagraphStyle("right", parent=st["body"], alignment=TA_RIGHT)
    story = letterhead_flowables(head)
    story.append(p(f"{subject} {receipt.receipt_number}" + (" (VOID)" if void_reason else ""), "title"))
    if void_reason:
        story.append(Paragraph(f'<font color="#b00020">VOID: {escape(void_reason)}</font>', st["heading"]))
    story.append(facts_table([
        ("Receipt number", receipt.receipt_number),
        ("Date", fmt_short(receipt.received_on)),
        ("Received from", receipt.payer_name or "—"),
        ("Paid by", _method(receipt)),
        ("Received by", receipt.received_by),
    ]))
    story.append(Spacer(1, 10))
    rows = [[Paragraph("<b>Description</b>", st["body"]), Paragraph("<b>Qty</b>", right),
             Paragraph("<b>Each</b>", right), Paragraph("<b>Amount</b>", right)]]
    for line in receipt.lines:
        cited = line.citation or line.rule_id
        rows.append([Paragraph(escape(line.description) + (f"<br/><font size=7.5>{escape(cited)}</font>"
                                                            if cited else ""), st["body"]),
                     str(line.quantity), fmt_cents(line.unit_cents), fmt_cents(line.amount_cents)])
    total = "Total (VOID, not paid)" if void_reason else "Total paid"
    rows.append([Paragraph(f"<b>{total}</b>", st["body"]), "", "",
                 Paragraph(f"<b>{fmt_cents(receipt.amount_cents)}</b>", right)])
    table = Table(rows, colWidths=[3.9 * inch, 0.5 * inch, 0.9 * inch, 1.0 * inch], hAlign="LEFT")
    table.setStyle(TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), st["body"].fontName),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("ALIGN", (1, 0), (-1, -1), "RIGHT"),
        ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
        ("LINEABOVE", (0, -1), (-1, -1), 0.6, colors.black),
    ]))
    story.append(table)
    story.append(Spacer(1, 14))
    story.extend(p(text, "small") for text in paragraphs)
    return story


def render_receipt(receipt: Receipt, head: Letterhead, *, void_reason: str = "") -> bytes:
    return build_pdf(receipt_flowables(receipt, head, void_reason=void_reason),
                     title=f"Receipt {receipt.receipt_number}")
