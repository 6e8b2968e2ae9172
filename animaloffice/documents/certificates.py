"""The license certificate handed to the owner: license, tag, owner, animal, rabies certificate,
and the date the next certificate is due (T-3A, T-3B, T-3C). Wording: license_certificate.txt;
the labels and the sentences drawn here are the language's ``terms`` (``documents.language``)."""
from __future__ import annotations

from dataclasses import dataclass

from ..domain.license_facts import LicenseDetail
from ..domain.money import fmt_cents
from ..domain.statuses import LicenseStatus
from .base import Letterhead, load_template
from .language import ENGLISH, fmt_short, phrase, term

SEX = {"M": "male", "F": "female", "U": "unknown"}


@dataclass(frozen=True)
class Citations:
    license: str
    certificates: str
    transfer: str


def _altered(value: bool | None, sex: str, code: str = ENGLISH) -> str:
    if value is None:
        return term("not recorded", code)
    if value:
        return term("spayed" if sex == "F" else "neutered" if sex == "M" else "yes", code)
    return term("no", code)


def not_in_force(d: LicenseDetail, code: str = ENGLISH) -> str:
    """What the certificate of a license that no longer runs says above everything else
    (empty for a license in force): it must not pass for a valid license."""
    if d.status == "active":
        return ""
    if d.status == "void":
        return phrase("VOID: this license was voided (${reason}). It is not a license.", code,
                      reason=d.void_reason or term("no reason recorded", code))
    if d.status == "expired" or d.ended_on is None:
        if d.expires_on:
            return phrase("EXPIRED on ${day}: this license is no longer in force. The animal must be "
                          "licensed again.", code, day=fmt_short(d.expires_on, code))
        return phrase("EXPIRED: this license is no longer in force. The animal must be licensed again.", code)
    why = f": {d.end_reason}" if d.end_reason else ""
    return phrase("ENDED on ${day}${why}. This license is no longer in force.", code,
                  day=fmt_short(d.ended_on, code), why=why)


def lapsed(d: LicenseDetail, cites: Citations, code: str = ENGLISH) -> str:
    """What the certificate of a license still on file whose rabies certificate lapsed says first
    (T-3B), as the license screen does: the animal must be licensed again."""
    st = d.certificate_state
    if d.status != "active" or st is None or not st.relicense_required:
        return ""
    when = phrase(" on ${day}", code, day=fmt_short(st.lapsed_on, code)) if st.lapsed_on else ""
    return phrase("RELICENSE REQUIRED. The rabies vaccination certificate lapsed${when} (${citation}): "
                  "the animal must be licensed again.", code, when=when, citation=cites.certificates)


def certificate_blocks(d: LicenseDetail, head: Letterhead, cites: Citations, code: str = ENGLISH) -> list[tuple]:
    """The certificate as ``page_writer`` blocks, in the language ``code``; the label/value tables
    compact, so the whole certificate stays on one page. A license no longer in force (ended,
    expired, relicensed, void), or one whose rabies certificate lapsed (T-3B), says so above the
    title and beside its term."""
    from .page_writer import letterhead_blocks

    def day(value) -> str:
        return fmt_short(value, code)

    def t(label: str) -> str:
        return term(label, code)

    species = t(d.animal.species_label)
    due = d.certificate_state.next_due if d.certificate_state and d.certificate_state.next_due else None
    subject, paragraphs = load_template("license_certificate", code).fill({
        "species": species, "species_lower": species.lower(),
        "license_year": d.year, "jurisdiction_name": d.jurisdiction_name, "citation": cites.license,
        "certificate_citation": cites.certificates, "transfer_citation": cites.transfer,
        "next_certificate_due": day(due) if due else t("the date on the rabies certificate"),
    }, code)
    a, o, c = d.animal, d.owner, d.certificate
    valid = t("lifetime (permanent license)") if d.term == "lifetime" else (
        phrase("${start} to ${end}", code, start=day(d.issued_on), end=day(d.expires_on)) if d.expires_on
        else day(d.issued_on))
    notice, lapse = not_in_force(d, code), lapsed(d, cites, code)
    if notice:
        valid += phrase(" (NOT IN FORCE: ${status})", code, status=t(LicenseStatus.words_of(d.status)))
    elif lapse:
        valid += t(" (RELICENSE REQUIRED)")
    born = ""
    if a.birth_date:
        born = day(a.birth_date) + (t(" (estimated)") if a.birth_date_estimated else "")
    alert = f"{t('NOT IN FORCE.')} {notice}" if notice else lapse
    blocks = letterhead_blocks(head) + ([("alert", alert)] if alert else []) + [
        ("title", subject), ("body", paragraphs[0]),
        ("facts", [(t("License number"), d.number), (t("Tag number"), f"{d.tag_number} ({d.year})"),
                   (t("Valid"), valid), (t("License fee"), fmt_cents(d.fee_cents)),
                   (t("Issued by"), f"{d.issued_by or '—'}, {day(d.issued_on)}")], "compact"),
        ("heading", t("Owner")),
        ("facts", [(t("Name"), o.name), (t("Address"), o.address or "—"), (t("Phone"), o.phone or "—")],
         "compact"),
        ("heading", t("Animal")),
        ("facts", [(t("Name"), a.name or "—"),
                   (t("Species / breed"), " / ".join(x for x in (species, a.breed) if x)),
                   (t("Sex / altered"), f"{t(SEX.get(a.sex, a.sex))} / {_altered(a.altered, a.sex, code)}"),
                   (t("Born"), born or "—"),
                   (t("Colour / markings"), ", ".join(x for x in (a.colour, a.markings) if x) or "—"),
                   (t("Size"), t(a.size) if a.size else "—"), ("Microchip", a.microchip or "—")], "compact"),
        ("heading", t("Rabies vaccination certificate")),
    ]
    if c is not None:  # the MN-Form51 fields on file
        expires = phrase("expires ${day}", code, day=day(c.lot_expires)) if c.lot_expires else ""
        lot = " · ".join(x for x in (c.lot, expires) if x)
        vet = c.veterinarian + (phrase(" (license no. ${number})", code, number=c.vet_license)
                                if c.vet_license else "")
        blocks.append(("facts", [
            (t("Vaccinated on"), day(c.vaccinated_on)),
            (t("Duration"), phrase("1-year vaccine, good through ${until}" if c.duration_years == 1 else
                                   "${years}-year vaccine, good through ${until}", code, years=c.duration_years,
                                   until=day(c.expires_on))),
            (t("Product / manufacturer"), " / ".join(x for x in (c.product, c.manufacturer) if x) or "—"),
            (t("Lot"), lot or "—"),
            (t("Veterinarian"), vet or "—"),
            (t("Clinic"), ", ".join(x for x in (c.clinic, c.clinic_address) if x) or "—"),
            (t("Rabies tag"), c.rabies_tag or "—"),
            (t("Next certificate due"), day(due) if due else "—"),
        ], "compact"))
    else:
        blocks.append(("body", t("No rabies vaccination certificate is linked to this license.")))
    blocks.append(("space", 8))
    # a certificate with a notice at the top sets its closing words smaller, so it stays one page
    blocks.extend(("small" if alert else "body", text) for text in paragraphs[1:])
    return blocks


def render_license_certificate(d: LicenseDetail, head: Letterhead, cites: Citations, code: str = ENGLISH) -> bytes:
    """One page, drawn by ``page_writer`` (a certificate at the counter in milliseconds), in the
    owner's first language (``language.first``)."""
    from .page_writer import render_blocks

    return render_blocks([certificate_blocks(d, head, cites, code)], title=f"License certificate {d.number}")
