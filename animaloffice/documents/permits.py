"""Permit documents: the permit with its conditions, the denial notice, the revocation
letter and the inspection report. Plain data in, PDF bytes out.

The wording is in ``resources/letters/permit_*.txt``. A city may have its own version of
any of them: ``permit_denial_tracy.txt`` is used for Tracy instead of ``permit_denial.txt``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch
from reportlab.platypus import KeepTogether, PageBreak, Paragraph, Spacer, Table, TableStyle

from .base import Letter, Letterhead, build_pdf, letter_flowables, load_template, p, styles, template_exists
from .closing import TAIL_ROWS, closing_flowables, signature_flowables
from .language import term
from .markup import escape


@dataclass(frozen=True)
class PermitDocument:
    """One printed permit document, filled from a letter template."""

    letterhead: Letterhead
    template: str  # the base name in resources/letters
    values: dict  # the template's ${fields}
    dated: date  # the date printed at the top (the day sent, issued or inspected)
    jurisdiction_code: str = ""
    recipient: tuple[str, ...] = ()
    reference: str = ""
    facts: tuple[tuple[str, str], ...] = ()
    checklist: tuple[tuple[str, str, str, str], ...] = ()  # (rule id, standard, finding, notes)
    signature: bool = True
    footer: str = ""
    banner: str = ""  # printed boxed in red above everything (a permit no longer in force)
    language: str = "en"  # the folder of resources/letters it is written in (the owner's first language)


def template_for(base: str, jurisdiction_code: str = "") -> str:
    """The city's own version of a template if the office made one, else the shipped one."""
    if jurisdiction_code and template_exists(f"{base}_{jurisdiction_code}"):
        return f"{base}_{jurisdiction_code}"
    return base


CHECKLIST_WIDTHS = [0.95 * inch, 3.0 * inch, 1.0 * inch, None]


def checklist_table(rows, header: bool = True, code: str = "en") -> Table:
    st = styles()
    data = [[Paragraph(escape(c), st["small"]) for c in row] for row in rows]
    if header:
        data.insert(0, [Paragraph(escape(term(t, code)), st["bold"])
                        for t in ("Standard", "Requirement", "Finding", "Notes")])
    table = Table(data, colWidths=CHECKLIST_WIDTHS, hAlign="LEFT", repeatRows=1 if header else 0)
    style = [("VALIGN", (0, 0), (-1, -1), "TOP"), ("GRID", (0, 0), (-1, -1), 0.25, colors.grey)]
    if header:
        style.append(("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.92, 0.92, 0.92)))
    table.setStyle(TableStyle(style))
    return table


def banner_flowable(text: str) -> Table:
    st = ParagraphStyle("banner", parent=styles()["bold"], fontSize=12, leading=15,
                        textColor=colors.HexColor("#b00020"))
    box = Table([[Paragraph(escape(text), st)]], hAlign="LEFT")
    box.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 1.5, colors.HexColor("#b00020")),
                             ("TOPPADDING", (0, 0), (-1, -1), 6), ("BOTTOMPADDING", (0, 0), (-1, -1), 6)]))
    return box


def flowables(doc: PermitDocument) -> list:
    code = doc.language
    subject, paragraphs = load_template(template_for(doc.template, doc.jurisdiction_code), code).fill(doc.values, code)
    letter = Letter(letterhead=doc.letterhead, title=subject, sent_on=doc.dated, recipient=list(doc.recipient),
                    reference=doc.reference, paragraphs=paragraphs, signature=False, language=code)
    facts = [(term(label, code), value) for label, value in doc.facts]
    out = letter_flowables(letter)
    if doc.banner:
        out.insert(0, banner_flowable(doc.banner))
    if not doc.checklist:
        return out + closing_flowables(doc.letterhead, facts, signature=doc.signature, footer=doc.footer)
    # the report: facts, then the checklist whose last rows stay on the signature's page
    out += closing_flowables(doc.letterhead, facts, signature=False)
    rows = list(doc.checklist)
    body, tail_rows = rows[:-TAIL_ROWS], rows[-TAIL_ROWS:]
    tail: list = [checklist_table(tail_rows, header=not body, code=code), Spacer(1, 10)]
    if body:
        out.append(Spacer(1, 6))
        out.append(checklist_table(body, code=code))
    if doc.signature:
        tail += signature_flowables(doc.letterhead)
    if doc.footer:
        tail += [Spacer(1, 10), p(doc.footer, "small")]
    out.append(KeepTogether(tail))
    return out


def render(docs: list[PermitDocument] | PermitDocument, *, title: str, page_size: str = "letter") -> bytes:
    """One or more permit documents in one PDF, each starting on a new page."""
    docs = [docs] if isinstance(docs, PermitDocument) else list(docs)
    story: list = []
    for i, doc in enumerate(docs):
        if i:
            story.append(PageBreak())
        story.extend(flowables(doc))
    return build_pdf(story, title=title, page_size=page_size)


@dataclass(frozen=True)
class ListBlock:
    """Helper for a template field that holds a list: each item its own bulleted paragraph."""

    items: tuple[str, ...] = field(default_factory=tuple)

    def __str__(self) -> str:
        return "\n\n".join("- " + " ".join(i.split()) for i in self.items if i.strip())
