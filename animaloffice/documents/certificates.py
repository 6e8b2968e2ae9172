"""The license certificate handed to the owner: license, tag, owner, animal, rabies certificate,
and the date the next certificate is due (T-3A, T-3B, T-3C). Wording: license_certificate.txt."""
from __future__ import annotations

from dataclasses import dataclass

from reportlab.platypus import Spacer

from ..domain.explain import fmt_short
from ..domain.money import fmt_cents
from ..queries.license_detail import LicenseDetail
from .base import Letterhead, build_pdf, facts_table, letterhead_flowables, load_template, p

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
        ("Fee paid", fmt_cents(d.fee_cents)),
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
        ("Microchip", a.microchip or "—"),
    ]))
    story.append(p("Rabies vaccination", "heading"))
    if c is not None:
        story.append(facts_table([
            ("Vaccinated on", f"{fmt_short(c.vaccinated_on)} ({c.duration_years}-year vaccine)"),
            ("Product / lot", " / ".join(x for x in (c.product, c.lot) if x) or "—"),
            ("Veterinarian", ", ".join(x for x in (c.veterinarian, c.clinic) if x) or "—"),
            ("Rabies tag", c.rabies_tag or "—"),
            ("Next certificate due", fmt_short(due) if due else "—"),
        ]))
    story.append(Spacer(1, 8))
    story.extend(p(text) for text in paragraphs[1:])
    return story


def render_license_certificate(d: LicenseDetail, head: Letterhead, cites: Citations) -> bytes:
    return build_pdf(certificate_flowables(d, head, cites), title=f"License certificate {d.number}")
