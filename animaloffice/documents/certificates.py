"""The license certificate handed to the owner: license, tag, owner, animal, rabies certificate,
and the date the next certificate is due (T-3A, T-3B, T-3C). Wording: license_certificate.txt."""
from __future__ import annotations

from dataclasses import dataclass

from ..domain.explain import fmt_short
from ..domain.money import fmt_cents
from ..queries.license_detail import LicenseDetail
from .base import Letterhead, load_template

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


def certificate_blocks(d: LicenseDetail, head: Letterhead, cites: Citations) -> list[tuple]:
    """The certificate as ``page_writer`` blocks (the same content as ``certificate_flowables``)."""
    from .page_writer import letterhead_blocks

    due = d.certificate_state.next_due if d.certificate_state and d.certificate_state.next_due else None
    subject, paragraphs = load_template("license_certificate").fill({
        "species": d.animal.species_label, "species_lower": d.animal.species_label.lower(),
        "license_year": d.year, "jurisdiction_name": d.jurisdiction_name, "citation": cites.license,
        "certificate_citation": cites.certificates, "transfer_citation": cites.transfer,
        "next_certificate_due": fmt_short(due) if due else "the date on the rabies certificate",
    })
    a, o, c = d.animal, d.owner, d.certificate
    valid = "lifetime (permanent license, T-3A)" if d.term == "lifetime" else (
        f"{fmt_short(d.issued_on)} to {fmt_short(d.expires_on)}" if d.expires_on else fmt_short(d.issued_on))
    born = ""
    if a.birth_date:
        born = fmt_short(a.birth_date) + (" (estimated)" if a.birth_date_estimated else "")
    blocks = letterhead_blocks(head) + [
        ("title", subject), ("body", paragraphs[0]),
        ("facts", [("License number", d.number), ("Tag number", f"{d.tag_number} ({d.year})"),
                   ("Valid", valid), ("Fee paid", fmt_cents(d.fee_cents))]),
        ("heading", "Owner"),
        ("facts", [("Name", o.name), ("Address", o.address or "—"), ("Phone", o.phone or "—")]),
        ("heading", "Animal"),
        ("facts", [("Name", a.name or "—"),
                   ("Species / breed", " / ".join(x for x in (a.species_label, a.breed) if x)),
                   ("Sex / altered", f"{SEX.get(a.sex, a.sex)} / {_altered(a.altered, a.sex)}"),
                   ("Born", born or "—"),
                   ("Colour / markings", ", ".join(x for x in (a.colour, a.markings) if x) or "—"),
                   ("Microchip", a.microchip or "—")]),
        ("heading", "Rabies vaccination"),
    ]
    if c is not None:
        blocks.append(("facts", [
            ("Vaccinated on", f"{fmt_short(c.vaccinated_on)} ({c.duration_years}-year vaccine)"),
            ("Product / lot", " / ".join(x for x in (c.product, c.lot) if x) or "—"),
            ("Veterinarian", ", ".join(x for x in (c.veterinarian, c.clinic) if x) or "—"),
            ("Rabies tag", c.rabies_tag or "—"),
            ("Next certificate due", fmt_short(due) if due else "—"),
        ]))
    blocks.append(("space", 8))
    blocks.extend(("body", text) for text in paragraphs[1:])
    return blocks


def render_license_certificate(d: LicenseDetail, head: Letterhead, cites: Citations) -> bytes:
    """One page, drawn by ``page_writer`` (a certificate at the counter in milliseconds)."""
    from .page_writer import render_blocks

    return render_blocks([certificate_blocks(d, head, cites)], title=f"License certificate {d.number}")
