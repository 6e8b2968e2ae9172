"""The receipt for a payment: what was paid for, line by line, how, and by whom taken; in the
paying owner's first language (``language.first``): one page the owner reads, the record on screen."""
from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from ..domain.money import fmt_cents
from ..domain.receipts import ChargeLine, Receipt
from .base import Letterhead, build_pdf, facts_table, letterhead_flowables, load_template, p, styles
from .language import ENGLISH, first, fmt_short, named, phrase, term
from .markup import escape

METHOD_NAMES = {"cash": "Cash", "check": "Check", "card": "Card"}


def _method(receipt: Receipt, code: str = ENGLISH) -> str:
    name = term(METHOD_NAMES.get(receipt.method, receipt.method), code)
    if receipt.method == "check" and receipt.reference:
        return phrase("Check no. ${number}", code, number=receipt.reference)
    if receipt.reference:
        return phrase("${method} (authorization ${number})", code, method=name, number=receipt.reference)
    return name


def _description(line: ChargeLine, code: str) -> str:
    """What a line was for: the fee's name in the language (its ``terms`` entry "fee:<code>"),
    else the description the charge was recorded with."""
    return named(f"fee:{line.fee_code}", line.description, code)


def receipt_flowables(receipt: Receipt, head: Letterhead, *, void_reason: str = "") -> list:
    """The receipt; a voided payment's receipt says VOID at the top and at the total, and
    takes its closing words from receipt_void.txt instead of the thank-you."""
    code = first(receipt.payer_language)
    t = lambda text: term(text, code)  # noqa: E731
    if void_reason:
        subject, paragraphs = load_template("receipt_void", code).fill({"void_reason": void_reason}, code)
    else:
        subject, paragraphs = load_template("receipt", code).fill({}, code)
    st = styles()
    right = ParagraphStyle("right", parent=st["body"], alignment=TA_RIGHT)
    story = letterhead_flowables(head)
    story.append(p(f"{subject} {receipt.receipt_number}" + (t(" (VOID)") if void_reason else ""), "title"))
    if void_reason:
        story.append(Paragraph(f'<font color="#b00020">{escape(t("VOID:"))} {escape(void_reason)}</font>',
                               st["heading"]))
    story.append(facts_table([
        (t("Receipt number"), receipt.receipt_number),
        (t("Date"), fmt_short(receipt.received_on, code)),
        (t("Received from"), receipt.payer_name or "—"),
        (t("Paid by"), _method(receipt, code)),
        (t("Received by"), receipt.received_by),
    ]))
    story.append(Spacer(1, 10))
    rows = [[Paragraph(f"<b>{escape(t(h))}</b>", st["body"] if i == 0 else right)
             for i, h in enumerate(("Description", "Qty", "Each", "Amount"))]]
    for line in receipt.lines:
        cited = line.citation  # the ordinance's words; the office's rule id stays off the owner's paper
        rows.append([Paragraph(escape(_description(line, code)) + (f"<br/><font size=7.5>{escape(cited)}</font>"
                                                                    if cited else ""), st["body"]),
                     str(line.quantity), fmt_cents(line.unit_cents), fmt_cents(line.amount_cents)])
    total = t("Total (VOID, not paid)") if void_reason else t("Total paid")
    rows.append([Paragraph(f"<b>{escape(total)}</b>", st["body"]), "", "",
                 Paragraph(f"<b>{fmt_cents(receipt.amount_cents)}</b>", right)])
    # the quantity's column holds its heading in every language ("Qty", "Cant.") on one line
    table = Table(rows, colWidths=[3.75 * inch, 0.65 * inch, 0.9 * inch, 1.0 * inch], hAlign="LEFT")
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
