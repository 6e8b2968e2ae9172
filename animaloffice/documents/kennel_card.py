"""The kennel card posted on the kennel: who the animal is, why it is here, until when.

Plain data in (``KennelCard``), PDF bytes out; one card per page, large type so
it reads from a step away. The line under the title comes from the
``kennel_card`` letter template. The owner's copy (``title`` set) is the same card
without the office's notes, in the owner's language: its labels are that language's ``terms``.
"""
from __future__ import annotations

import io
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch
from reportlab.platypus import Image, PageBreak, Paragraph, Spacer, Table, TableStyle

from .base import build_pdf, load_template, register_fonts, styles
from .language import term
from .markup import escape


@dataclass(frozen=True)
class KennelCard:
    kennel: str
    facility: str
    impound_number: str
    jurisdiction: str
    animal: str
    rows: list[tuple[str, str]]  # label/value: species, breed, sex, colour, chip, license, owner...
    hold_last_day: date | None
    disposition_from: date | None
    holding_citation: str
    flags: list[str] = field(default_factory=list)
    photo_path: str = ""
    photo_data: bytes = b""  # a photo attached to the impound, where no file path is given
    title: str = ""  # the owner's copy: its heading instead of the kennel's
    language: str = "en"  # a folder of resources/letters: the labels and the hold line in it


def _styles() -> dict[str, ParagraphStyle]:
    regular, bold = register_fonts()
    base = styles()["body"]
    return {
        "kennel": ParagraphStyle("kennel", parent=base, fontName=bold, fontSize=30, leading=34),
        "number": ParagraphStyle("number", parent=base, fontName=bold, fontSize=16, leading=20),
        "animal": ParagraphStyle("animal", parent=base, fontName=bold, fontSize=14, leading=18),
        "hold": ParagraphStyle("hold", parent=base, fontName=bold, fontSize=14, leading=18,
                               textColor=colors.HexColor("#8a1c00")),
        "flag": ParagraphStyle("flag", parent=base, fontName=bold, fontSize=13, leading=17,
                               textColor=colors.white, backColor=colors.HexColor("#b00020")),
        "label": ParagraphStyle("label", parent=base, fontName=bold, fontSize=11, leading=14),
        "value": ParagraphStyle("value", parent=base, fontSize=11, leading=14),
    }


def _photo(path: str, data: bytes = b""):
    if not data and (not path or not Path(path).is_file()):
        return None
    try:
        img = Image(io.BytesIO(data) if data else path)
        ratio = img.imageHeight / float(img.imageWidth or 1)
        img.drawWidth = 2.2 * inch
        img.drawHeight = min(2.2 * inch * ratio, 2.6 * inch)
        img.drawWidth = img.drawHeight / ratio if ratio else img.drawWidth
        return img
    except Exception:  # an unreadable image never stops the card
        return None


def card_flowables(card: KennelCard) -> list:
    st = _styles()
    title = escape(card.title) if card.title else (f"Kennel {escape(card.kennel)}" if card.kennel
                                                   else "No kennel assigned")
    head = [Paragraph(title, st["kennel"]),
            Paragraph(f"{escape(card.impound_number)} · {escape(card.jurisdiction)}", st["number"]),
            Paragraph(escape(card.facility), st["value"]),
            Spacer(1, 6), Paragraph(escape(card.animal), st["animal"])]
    photo = _photo(card.photo_path, card.photo_data)
    if photo is not None:
        top = Table([[head, photo]], colWidths=[None, 2.4 * inch])
        top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
        out: list = [top, Spacer(1, 8)]
    else:  # no photo: the animal's description uses the full width
        out = head + [Spacer(1, 8)]
    if card.hold_last_day and card.disposition_from:
        template = load_template("kennel_card", card.language)
        _, paragraphs = template.fill({"impound_number": card.impound_number,
                                       "hold_last_day": card.hold_last_day,
                                       "disposition_from": card.disposition_from,
                                       "holding_citation": card.holding_citation}, card.language)
        out.extend(Paragraph(escape(p), st["hold"]) for p in paragraphs)
        out.append(Spacer(1, 6))
    for flag in card.flags:
        out.append(Paragraph(f"&nbsp;{escape(flag)}&nbsp;", st["flag"]))
        out.append(Spacer(1, 3))
    data = [[Paragraph(escape(term(a, card.language)), st["label"]),
             Paragraph(escape(b).replace("\n", "<br/>"), st["value"])] for a, b in card.rows]
    table = Table(data, colWidths=[1.8 * inch, None], hAlign="LEFT")
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("LINEBELOW", (0, 0), (-1, -1), 0.4, colors.grey),
                               ("TOPPADDING", (0, 0), (-1, -1), 4)]))
    out.append(Spacer(1, 6))
    out.append(table)
    return out


def render_kennel_cards(cards: list[KennelCard]) -> bytes:
    story: list = []
    for i, card in enumerate(cards):
        if i:
            story.append(PageBreak())
        story.extend(card_flowables(card))
    return build_pdf(story, title="Kennel card", margins=0.6 * inch)
