"""What every printed document shares: fonts, the office letterhead, letter templates.

Documents take plain data and return PDF bytes; the window decides where they
go (preview, printer, file). Letter wording lives in ``resources/letters/<language>/*.txt``
(``en``, ``es``; see ``documents.language``) with ``${named}`` fields, so an office can change a sentence without a
programmer. A template file looks like::

    subject: Notice of denial of permit ${permit_number}
    ---
    Dear ${owner_name},

    Your application ... must be received by ${hearing_deadline}.

Blank lines separate paragraphs. A paragraph that starts with ``- `` is a list
item. Every field used must be supplied, or rendering fails naming it.
"""
from __future__ import annotations

import io
import string
from dataclasses import dataclass, field
from datetime import date
from functools import lru_cache
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING

from .. import config
from ..domain.errors import OfficeError
from ..domain.explain import fmt_short
from .language import fmt_short as language_fmt_short
from .markup import escape

if TYPE_CHECKING:
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph, Table

FONT = "DejaVuSans"
FONT_BOLD = "DejaVuSans-Bold"
INCH = 72.0
LETTER = (612.0, 792.0)  # reportlab.lib.pagesizes.LETTER and A4, in points
A4 = (595.2755905511812, 841.8897637795277)
PAGE_SIZES = {"letter": LETTER, "a4": A4}


@lru_cache(maxsize=1)
def rl() -> SimpleNamespace:
    """ReportLab, imported the first time a document is made: not at start-up (it and Pillow
    take a good part of a second to import, and most sessions print nothing at first)."""
    from reportlab.lib import colors
    from reportlab.lib.enums import TA_CENTER
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.platypus import (
        Image,
        KeepTogether,
        PageBreak,
        Paragraph,
        SimpleDocTemplate,
        Spacer,
        Table,
        TableStyle,
    )

    return SimpleNamespace(colors=colors, TA_CENTER=TA_CENTER, ParagraphStyle=ParagraphStyle,
                           pdfmetrics=pdfmetrics, TTFont=TTFont, Image=Image, KeepTogether=KeepTogether,
                           PageBreak=PageBreak, Paragraph=Paragraph, SimpleDocTemplate=SimpleDocTemplate,
                           Spacer=Spacer, Table=Table, TableStyle=TableStyle)


class TemplateError(OfficeError):
    """A letter template that cannot be printed; the message names the file."""

    def __init__(self, template: str, problem: str):
        super().__init__(f"{template}: {problem}")
        self.template, self.problem = template, problem
        self.message = f"{template}: {problem}"


@lru_cache(maxsize=1)
def register_fonts() -> tuple[str, str]:
    """Embed DejaVu Sans so any owner's name prints (accents, other scripts)."""
    fonts = config.resources_dir() / "fonts"
    pdfmetrics, TTFont = rl().pdfmetrics, rl().TTFont
    from .font_cache import install_flate_filter, keep_subsets

    try:
        for name, file in ((FONT, "DejaVuSans.ttf"), (FONT_BOLD, "DejaVuSans-Bold.ttf")):
            pdfmetrics.registerFont(TTFont(name, str(fonts / file)))
            keep_subsets(pdfmetrics.getFont(name))  # the font registered first for the face is used
        install_flate_filter()
        from reportlab.pdfbase.pdfmetrics import registerFontFamily

        registerFontFamily(FONT, normal=FONT, bold=FONT_BOLD, italic=FONT, boldItalic=FONT_BOLD)
        return FONT, FONT_BOLD
    except Exception:  # fonts missing: fall back to the PDF base fonts
        return "Helvetica", "Helvetica-Bold"


@lru_cache(maxsize=1)
def styles() -> dict[str, ParagraphStyle]:
    regular, bold = register_fonts()
    ParagraphStyle, TA_CENTER = rl().ParagraphStyle, rl().TA_CENTER
    base = ParagraphStyle("body", fontName=regular, fontSize=10.5, leading=14, spaceAfter=7)
    return {
        "body": base,
        "small": ParagraphStyle("small", parent=base, fontSize=8.5, leading=11, spaceAfter=3),
        "bold": ParagraphStyle("bold", parent=base, fontName=bold),
        "title": ParagraphStyle("title", parent=base, fontName=bold, fontSize=15, leading=19,
                                spaceAfter=10, spaceBefore=4),
        "heading": ParagraphStyle("heading", parent=base, fontName=bold, fontSize=11.5, leading=15,
                                  spaceBefore=6, spaceAfter=4),
        "bullet": ParagraphStyle("bullet", parent=base, leftIndent=16, bulletIndent=4),
        "office": ParagraphStyle("office", parent=base, fontName=bold, fontSize=13, leading=16,
                                 alignment=TA_CENTER, spaceAfter=0),
        "office_sub": ParagraphStyle("office_sub", parent=base, fontSize=9, leading=11,
                                     alignment=TA_CENTER, spaceAfter=0),
    }


@dataclass(frozen=True)
class Letterhead:
    """The office block printed at the top of letters and certificates."""

    office_name: str
    jurisdiction_name: str
    address: str = ""
    phone: str = ""
    hours: str = ""
    logo_path: str = ""
    signature_name: str = ""
    signature_title: str = ""

    def lines(self) -> list[str]:
        contact = " · ".join(p for p in (self.address, self.phone) if p)
        return [l for l in (self.office_name, self.jurisdiction_name, contact) if l]


@dataclass
class Letter:
    """One letter: recipient block, a title, paragraphs, optional facts table."""

    letterhead: Letterhead
    title: str
    sent_on: date
    recipient: list[str] = field(default_factory=list)
    reference: str = ""
    paragraphs: list[str] = field(default_factory=list)  # plain text (escaped when drawn)
    facts: list[tuple[str, str]] = field(default_factory=list)  # label/value table
    signature: bool = True
    footer: str = ""
    language: str = "en"  # the date at the top is written the language's way


def p(text: str, style: str = "body") -> Paragraph:
    """A paragraph of plain text (escaped: an owner named '<b>' prints as written)."""
    return rl().Paragraph(escape(text).replace("\n", "<br/>"), styles()[style])


def letterhead_flowables(head: Letterhead) -> list:
    out = []
    if head.logo_path and Path(head.logo_path).exists():
        try:
            img = rl().Image(head.logo_path)
            ratio = img.imageHeight / float(img.imageWidth or 1)
            img.drawWidth, img.drawHeight = 0.8 * INCH, 0.8 * INCH * ratio
            out.append(img)
        except Exception:
            pass
    lines = head.lines()
    if lines:
        out.append(p(lines[0], "office"))
        out.extend(p(l, "office_sub") for l in lines[1:])
    out.append(rl().Spacer(1, 14))
    return out


def facts_table(rows: list[tuple[str, str]], col1: float = 1.9 * INCH) -> Table:
    st = styles()
    Paragraph, colors = rl().Paragraph, rl().colors
    data = [[Paragraph(escape(a), st["bold"]), Paragraph(escape(b).replace("\n", "<br/>"), st["body"])]
            for a, b in rows]
    table = rl().Table(data, colWidths=[col1, None], hAlign="LEFT")
    table.setStyle(rl().TableStyle([
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LINEBELOW", (0, 0), (-1, -1), 0.25, colors.lightgrey),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
        ("TOPPADDING", (0, 0), (-1, -1), 3),
    ]))
    return table


def letter_flowables(letter: Letter) -> list:
    Paragraph, Spacer, KeepTogether = rl().Paragraph, rl().Spacer, rl().KeepTogether
    out = letterhead_flowables(letter.letterhead)
    out.append(p(_as_text(letter.sent_on, letter.language)))
    if letter.recipient:
        out.append(p("\n".join(letter.recipient)))
    if letter.reference:
        out.append(p(letter.reference, "small"))
    out.append(p(letter.title, "title"))
    for para in letter.paragraphs:
        if para.startswith("## "):
            out.append(p(para[3:], "heading"))
        elif para.startswith("- "):
            out.append(Paragraph(escape(para[2:]), styles()["bullet"], bulletText="•"))
        else:
            out.append(p(para))
    if letter.facts:
        out.append(Spacer(1, 4))
        out.append(facts_table(letter.facts))
        out.append(Spacer(1, 8))
    if letter.signature:
        sig = [Spacer(1, 18), p("_" * 36)]
        head = letter.letterhead
        if head.signature_name:
            sig.append(p(head.signature_name))
        if head.signature_title:
            sig.append(p(head.signature_title, "small"))
        out.append(KeepTogether(sig))
    if letter.footer:
        out.append(Spacer(1, 10))
        out.append(p(letter.footer, "small"))
    return out


def build_pdf(story: list, *, title: str, page_size: str = "letter", author: str = "AnimalOffice",
              margins: float = 0.75 * INCH) -> bytes:
    buf = io.BytesIO()
    doc = rl().SimpleDocTemplate(buf, pagesize=PAGE_SIZES.get(page_size, LETTER), title=title, author=author,
                            leftMargin=margins, rightMargin=margins, topMargin=margins,
                            bottomMargin=margins, invariant=True)
    doc.build(story)
    return buf.getvalue()


# --- templates -------------------------------------------------------------------

@dataclass(frozen=True)
class LetterTemplate:
    name: str
    subject: str
    body: str

    def fields(self) -> set[str]:
        found = set()
        for text in (self.subject, self.body):
            for m in string.Template.pattern.finditer(text):
                name = m.group("named") or m.group("braced")
                if name:
                    found.add(name)
        return found

    def fill(self, values: dict[str, object], language: str = "en") -> tuple[str, list[str]]:
        """The subject and the paragraphs with every ${field} filled in (dates written the
        language's way)."""
        missing = self.fields() - set(values)
        if missing:
            raise TemplateError(self.name, f"no value for {', '.join(sorted(missing))}")
        text_values = {k: _as_text(v, language) for k, v in values.items()}
        subject = string.Template(self.subject).substitute(text_values)
        body = string.Template(self.body).substitute(text_values)
        paragraphs = [" ".join(line.strip() for line in block.strip().splitlines()) if not
                      block.strip().startswith(("- ", "## ")) else block.strip()
                      for block in body.split("\n\n") if block.strip()]
        return subject, paragraphs


def _as_text(value, language: str = "en") -> str:
    if isinstance(value, date):
        return fmt_short(value) if language == "en" else language_fmt_short(value, language)
    return "" if value is None else str(value)


def letters_dir() -> Path:
    """The English templates (``resources/letters/en``)."""
    return config.resources_dir() / "letters" / "en"


def shipped_template_path(name: str, language: str = "en") -> Path:
    """The template as shipped: the language's folder; an English template may also lie directly in
    ``resources/letters`` (as an office kept them before letters had languages)."""
    root = config.resources_dir() / "letters"
    path = root / language / f"{name}.txt"
    if language == "en" and not path.exists() and (root / f"{name}.txt").exists():
        return root / f"{name}.txt"
    return path


def office_template_path(name: str, language: str = "en") -> Path:
    """Where the office's own copy of a template is, or would be (``config.letters_dir``)."""
    return config.letters_dir() / language / f"{name}.txt"


def template_path(name: str, language: str = "en") -> Path:
    """Where a template is: the office's copy (kept through an upgrade), else the shipped one."""
    return _found(name, language, config.letters_dir())[0]


def _found(name: str, language: str, office_root: Path) -> tuple[Path, bool]:
    """The template's file, and whether it is the office's copy."""
    office = office_root / language / f"{name}.txt"
    return (office, True) if office.is_file() else (shipped_template_path(name, language), False)


def template_exists(name: str, language: str = "en") -> bool:
    return template_path(name, language).exists()


_templates: dict[Path, tuple[float, LetterTemplate]] = {}


def load_template(name: str, language: str = "en") -> LetterTemplate:
    """Read <language>/<name>.txt, the office's copy first (an office may edit these files: a changed
    file is read again, an unchanged one is not read for every letter of a batch). A template
    not yet written in the language is read in English. An office's copy whose fields are not the
    shipped English template's is refused: the letter would lack what the program fills in."""
    office_root = config.letters_dir()
    path, office = _found(name, language, office_root)
    if language != "en" and not office and not path.exists():
        path, office = _found(name, "en", office_root)
    template = _cached(name, path)
    if office:
        shipped = shipped_template_path(name)
        if shipped.exists():
            same_fields(path, template, _cached(name, shipped))
    return template


def same_fields(path: Path, ours: LetterTemplate, shipped: LetterTemplate) -> None:
    """Refuse an office's template whose ${fields} differ from the shipped English one's, naming both."""
    added, lacking = ours.fields() - shipped.fields(), shipped.fields() - ours.fields()
    if not (added or lacking):
        return
    named = lambda fields: ", ".join(f"${{{f}}}" for f in sorted(fields))  # noqa: E731
    why = "; ".join(part for part in (
        added and f"it uses {named(added)}, which the program does not fill in",
        lacking and f"it leaves out {named(lacking)}") if part)
    raise TemplateError(str(path), f"the office's copy of this letter has other fields than the shipped English "
                                   f"one ({why}), so the letter is not printed. Correct the file, or remove "
                                   f"it to print the shipped wording")


def _cached(name: str, path: Path) -> LetterTemplate:
    try:
        stamp = path.stat().st_mtime
    except OSError:
        raise TemplateError(f"{name}.txt", "letter template is missing") from None
    cached = _templates.get(path)
    if cached is not None and cached[0] == stamp:
        return cached[1]
    template = read_template(name, path)
    _templates[path] = (stamp, template)
    return template


def read_template(name: str, path: Path) -> LetterTemplate:
    try:
        raw = path.read_text(encoding="utf-8")
    except OSError:
        raise TemplateError(f"{name}.txt", "letter template is missing") from None
    head, sep, body = raw.partition("\n---\n")
    if not sep:
        raise TemplateError(path.name, "needs a 'subject: ...' line, then a line with ---, then the body")
    subject = ""
    for line in head.splitlines():
        if line.lower().startswith("subject:"):
            subject = line.split(":", 1)[1].strip()
    if not subject:
        raise TemplateError(path.name, "has no 'subject:' line")
    try:
        string.Template(body).substitute({})
    except KeyError:
        pass
    except ValueError as exc:
        raise TemplateError(path.name, f"bad field: {exc}") from None
    return LetterTemplate(name, subject, body)
