"""The license certificate handed to the owner: license, tag, owner, animal, rabies certificate,
and the date the next certificate is due (T-3A, T-3B, T-3C). Wording: license_certificate.txt."""
from __future__ import annotations

from dataclasses import dataclass

from ..domain.explain import fmt_short
from ..domain.license_facts import LicenseDetail
from ..domain.money import fmt_cents
from ..domain.statuses import LicenseStatus
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


def not_in_force(d: LicenseDetail) -> str:
    """What the certificate of a license that no longer runs says above everything else
    (empty for a license in force): it must not pass for a valid license."""
    if d.status == "active":
        return ""
    if d.status == "void":
        return f"VOID: this license was voided ({d.void_reason or 'no reason recorded'}). It is not a license."
    if d.status == "expired" or d.ended_on is None:
        end = f" on {fmt_short(d.expires_on)}" if d.expires_on else ""
        return f"EXPIRED{end}: this license is no longer in force. The animal must be licensed again."
    why = f": {d.end_reason}" if d.end_reason else ""
    return f"ENDED on {fmt_short(d.ended_on)}{why}. This license is no longer in force."


def lapsed(d: LicenseDetail, cites: Citations) -> str:
    """What the certificate of a license still on file whose rabies certificate lapsed says first
    (T-3B), as the license screen does: the animal must be licensed again."""
    st = d.certificate_state
    if d.status != "active" or st is None or not st.relicense_required:
        return ""
    when = f" on {fmt_short(st.lapsed_on)}" if st.lapsed_on else ""
    return (f"RELICENSE REQUIRED. The rabies vaccination certificate lapsed{when} ({cites.certificates}): "
            "the animal must be licensed again.")


def certificate_blocks(d: LicenseDetail, head: Letterhead, cites: Citations) -> list[tuple]:
    """The certificate as ``page_writer`` blocks; the label/value tables compact, so the whole
    certificate stays on one page. A license no longer in force (ended, expired, relicensed,
    void), or one whose rabies certificate lapsed (T-3B), says so above the title and beside its term."""
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
    notice, lapse = not_in_force(d), lapsed(d, cites)
    if notice:
        valid += f" (NOT IN FORCE: {LicenseStatus.words_of(d.status)})"
    elif lapse:
        valid += " (RELICENSE REQUIRED)"
    born = ""
    if a.birth_date:
        born = fmt_short(a.birth_date) + (" (estimated)" if a.birth_date_estimated else "")
    alert = f"NOT IN FORCE. {notice}" if notice else lapse
    blocks = letterhead_blocks(head) + ([("alert", alert)] if alert else []) + [
        ("title", subject), ("body", paragraphs[0]),
        ("facts", [("License number", d.number), ("Tag number", f"{d.tag_number} ({d.year})"),
                   ("Valid", valid), ("License fee", fmt_cents(d.fee_cents)),
                   ("Issued by", f"{d.issued_by or '—'}, {fmt_short(d.issued_on)}")], "compact"),
        ("heading", "Owner"),
        ("facts", [("Name", o.name), ("Address", o.address or "—"), ("Phone", o.phone or "—")], "compact"),
        ("heading", "Animal"),
        ("facts", [("Name", a.name or "—"),
                   ("Species / breed", " / ".join(x for x in (a.species_label, a.breed) if x)),
                   ("Sex / altered", f"{SEX.get(a.sex, a.sex)} / {_altered(a.altered, a.sex)}"),
                   ("Born", born or "—"),
                   ("Colour / markings", ", ".join(x for x in (a.colour, a.markings) if x) or "—"),
                   ("Size", a.size or "—"), ("Microchip", a.microchip or "—")], "compact"),
        ("heading", "Rabies vaccination certificate"),
    ]
    if c is not None:  # the MN-Form51 fields on file
        lot = " · ".join(x for x in (c.lot, f"expires {fmt_short(c.lot_expires)}" if c.lot_expires else "") if x)
        vet = c.veterinarian + (f" (license no. {c.vet_license})" if c.vet_license else "")
        blocks.append(("facts", [
            ("Vaccinated on", fmt_short(c.vaccinated_on)),
            ("Duration", f"{c.duration_years}-year vaccine, good through {fmt_short(c.expires_on)}"),
            ("Product / manufacturer", " / ".join(x for x in (c.product, c.manufacturer) if x) or "—"),
            ("Lot", lot or "—"),
            ("Veterinarian", vet or "—"),
            ("Clinic", ", ".join(x for x in (c.clinic, c.clinic_address) if x) or "—"),
            ("Rabies tag", c.rabies_tag or "—"),
            ("Next certificate due", fmt_short(due) if due else "—"),
        ], "compact"))
    else:
        blocks.append(("body", "No rabies vaccination certificate is linked to this license."))
    blocks.append(("space", 8))
    # a certificate with a notice at the top sets its closing words smaller, so it stays one page
    blocks.extend(("small" if alert else "body", text) for text in paragraphs[1:])
    return blocks


def render_license_certificate(d: LicenseDetail, head: Letterhead, cites: Citations) -> bytes:
    """One page, drawn by ``page_writer`` (a certificate at the counter in milliseconds)."""
    from .page_writer import render_blocks

    return render_blocks([certificate_blocks(d, head, cites)], title=f"License certificate {d.number}")
