"""The license certificate handed to the owner: license, tag, owner, animal, rabies certificate,
and the date the next certificate is due (T-3A, T-3B, T-3C). Wording: license_certificate.txt."""
from __future__ import annotations

from dataclasses import dataclass

from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from ..domain.explain import fmt_short
from ..domain.money import fmt_cents
from ..queries.license_detail import LicenseDetail
from .base import Letterhead, build_pdf, letterhead_flowables, load_template, p, styles

SEX = {"M": "male", "F": "female", "U": "unknown"}


@dataclass(frozen=True)
class Citations:
    license: str
    certificates: str
    transfer: str


def _altered(value: bool | None, sex: str) -> str:
    if value is None:
        return "not recorded"
    if value:
        return "spayed" if sex == "F" else "neutered" if sex == "M" else "yes"
    return "no"


def facts_table(rows: list[tuple[str, str]]) -> Table:
    """A compact label/value table, so the whole certificate stays on one page."""
    st = styles()
    label = ParagraphStyle("certificate_label", parent=st["bold"], fontSize=9, leading=11, spaceAfter=0)
    value = ParagraphStyle("certificate_value", parent=st["body"], fontSize=9, leading=11, spaceAfter=0)
    table = Table([[Paragraph(escape(a), label), Paragraph(escape(b), value)] for a, b in rows],
                  colWidths=[1.9 * inch, None], hAlign="LEFT")
    table.setStyle(TableStyle([
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LINEBELOW", (0, 0), (-1, -1), 0.25, colors.lightgrey),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
    ]))
    return table


def certificate_flowables(d: LicenseDetail, head: Letterhead, cites: Citations) -> list:
    due = d.certificate_state.next_due if d.certificate_state and d.certificate_state.next_due else None
    subject, paragraphs = load_template("license_certificate").fill({
        "species": d.animal.species_label, "species_lower": d.animal.species_label.lower(),
        "license_year": d.year, "jurisdiction_name": d.jurisdiction_name, "citation": cites.license,
        "certificate_citation": cites.certificates, "transfer_citation": cites.transfer,
        "next_certificate_due": fmt_short(due) if due else "the date on the rabies certificate",
    })
    a, o, c = d.animal, d.owner, d.certificate
    story = letterhead_flowables(head)
    story.append(p(subject, "title"))
    story.append(p(paragraphs[0]))
    valid = "lifetime (permanent license, T-3A)" if d.term == "lifetime" else (
        f"{fmt_short(d.issued_on)} to {fmt_short(d.expires_on)}" if d.expires_on else fmt_short(d.issued_on))
    story.append(facts_table([
        ("License number", d.number),
        ("Tag number", f"{d.tag_number} ({d.year})"),
        ("Valid", valid),
        ("License fee", fmt_cents(d.fee_cents)),
    ]))
    story.append(p("Owner", "heading"))
    story.append(facts_table([("Name", o.name), ("Address", o.address or "—"), ("Phone", o.phone or "—")]))
    story.append(p("Animal", "heading"))
    born = ""
    if a.birth_date:
        born = fmt_short(a.birth_date) + (" (estimated)" if a.birth_date_estimated else "")
    story.append(facts_table([
        ("Name", a.name or "—"), ("Species / breed", " / ".join(x for x in (a.species_label, a.breed) if x)),
        ("Sex / altered", f"{SEX.get(a.sex, a.sex)} / {_altered(a.altered, a.sex)}"),
        ("Born", born or "—"), ("Colour / markings", ", ".join(x for x in (a.colour, a.markings) if x) or "—"),
        ("Size", a.size or "—"), ("Microchip", a.microchip or "—"),
    ]))
    story.append(p("Rabies vaccination certificate", "heading"))
    if c is not None:  # the MN-Form51 fields on file
        lot = " · ".join(x for x in (c.lot, f"expires {fmt_short(c.lot_expires)}" if c.lot_expires else "") if x)
        vet = c.veterinarian + (f" (license no. {c.vet_license})" if c.vet_license else "")
        story.append(facts_table([
            ("Vaccinated on", fmt_short(c.vaccinated_on)),
            ("Duration", f"{c.duration_years}-year vaccine, good through {fmt_short(c.expires_on)}"),
            ("Product / manufacturer", " / ".join(x for x in (c.product, c.manufacturer) if x) or "—"),
            ("Lot", lot or "—"),
            ("Veterinarian", vet or "—"),
            ("Clinic", ", ".join(x for x in (c.clinic, c.clinic_address) if x) or "—"),
            ("Rabies tag", c.rabies_tag or "—"),
            ("Next certificate due", fmt_short(due) if due else "—"),
        ]))
    else:
        story.append(p("No rabies vaccination certificate is linked to this license."))
    story.append(Spacer(1, 8))
    story.extend(p(text) for text in paragraphs[1:])
    return story


def render_license_certificate(d: LicenseDetail, head: Letterhead, cites: Citations) -> bytes:
    return build_pdf(certificate_flowables(d, head, cites), title=f"License certificate {d.number}")
