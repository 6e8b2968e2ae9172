"""The detail pane: a license (with its T-3B certificate status and why), an animal, or an owner."""
from __future__ import annotations

from datetime import date
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QTextBrowser

from animaloffice.domain.explain import fmt_short
from animaloffice.domain.money import fmt_cents
from animaloffice.domain.statuses import RELICENSE_REQUIRED, AnimalStatus, LicenseStatus

from ..theme import colour as theme_colour
from ..theme import tint

if TYPE_CHECKING:  # the queries load when the first record is shown, not with the tab
    from animaloffice.domain.license_facts import (
        AnimalCard,
        AnimalSummary,
        CertificateCard,
        LicenseDetail,
        LicenseLine,
        OwnerCard,
        OwnerSummary,
    )

STATE_KINDS = {"ok": "ok", "due_soon": "warning", "overdue": "danger", "none": "danger"}  # ui.theme kinds
SEX = {"M": "male", "F": "female", "U": "sex not recorded"}


def _d(value) -> str:
    return fmt_short(value) if value else "—"


def _rows(pairs) -> str:
    muted = theme_colour("muted")
    cells = "".join(f"<tr><td style='color:{muted};padding-right:10px'>{escape(k)}</td><td>{v}</td></tr>"
                    for k, v in pairs if v not in (None, ""))
    return f"<table cellspacing='2'>{cells}</table>"


def _h(text: str) -> str:
    return f"<h3 style='margin-bottom:2px'>{escape(text)}</h3>"


def owner_html(o: OwnerCard) -> str:
    return _h(QCoreApplication.translate("ui.licenses.detail", "Owner")) + _rows([("Name", f"<b>{escape(o.name)}</b>"), ("Address", escape(o.address)),
                                ("Phone", escape(o.phone)), ("E-mail", escape(o.email))])


def animal_html(a: AnimalCard) -> str:
    altered = {True: "spayed/neutered", False: "not altered", None: ""}[a.altered]
    return _h(QCoreApplication.translate("ui.licenses.detail", "Animal")) + _rows([
        ("Name", f"<b>{escape(a.name or '(no name)')}</b>"),
        ("Species", escape(" · ".join(x for x in (a.species_label, a.breed) if x))),
        ("Sex", escape(", ".join(x for x in (SEX.get(a.sex, a.sex), altered) if x))),
        ("Born", escape(f"{_d(a.birth_date)} ({a.age})" if a.birth_date else "")),
        ("Colour", escape(", ".join(x for x in (a.colour, a.markings) if x))),
        ("Microchip", escape(a.microchip)),
        ("Status", "" if a.status == AnimalStatus.ACTIVE else f"<b>{escape(a.status)}</b>"),
    ])


def certificate_html(c: CertificateCard | None, title: str = "Rabies certificate (on this license)") -> str:
    if c is None:
        return _h(title) + "<p>No certificate linked.</p>"
    return _h(title) + _rows([
        ("Vaccinated", escape(f"{_d(c.vaccinated_on)} · {c.duration_years}-year vaccine · "
                              f"good through {_d(c.expires_on)}")),
        ("Vaccine", escape(" · ".join(x for x in (c.product, c.manufacturer, f"lot {c.lot}" if c.lot else "")
                                      if x))),
        ("Veterinarian", escape(" · ".join(x for x in (c.veterinarian, c.vet_license, c.clinic) if x))),
        ("Rabies tag", escape(c.rabies_tag)), ("Handed in", _d(c.received_on)),
    ])


def lines_html(title: str, lines: tuple[LicenseLine, ...], current: int | None = None) -> str:
    if not lines:
        return ""
    items = "".join(
        f"<li>{'<b>' if l.id == current else ''}{escape(l.number)} · tag {l.tag_number} ({l.year}) · "
        f"{escape(l.status)} · issued {_d(l.issued_on)} · {escape(l.owner_name)}{'</b>' if l.id == current else ''}"
        "</li>" for l in lines)
    return _h(title) + f"<ul style='margin-top:0'>{items}</ul>"


def license_html(d: LicenseDetail) -> str:
    st = d.certificate_state  # T-3B: an active license whose animal must be relicensed licenses nothing
    relicense = d.status == LicenseStatus.ACTIVE and st is not None and st.relicense_required
    status = RELICENSE_REQUIRED if relicense else d.status
    colour = theme_colour("danger" if status in (LicenseStatus.VOID, LicenseStatus.RELICENSE, RELICENSE_REQUIRED)
                          else "muted" if status != LicenseStatus.ACTIVE else "ok")
    head = (f"<h2 style='margin-bottom:0'>License {escape(d.number)}</h2>"
            f"<p style='margin-top:2px'>Tag <b style='font-size:large'>{d.tag_number}</b> ({d.year}) · "
            f"<b style='color:{colour}'>{escape(status.upper())}</b> · {escape(d.jurisdiction_name)}</p>")
    facts = [("Issued", _d(d.issued_on) + (f" by {escape(d.issued_by)}" if d.issued_by else "")),
             ("Valid to", "lifetime (grandfathered, T-3A)" if d.term == "lifetime" else _d(d.expires_on)),
             ("Fee", fmt_cents(d.fee_cents)), ("Renewal of", escape(d.renewal_of)),
             ("Renewed by", escape(d.renewed_by))]
    if d.ended_on:
        facts.append(("Ended", escape(f"{_d(d.ended_on)}: {d.end_reason}")))
    if d.void_reason:
        facts.append(("Void", f"<b>{escape(d.void_reason)}</b>"))
    out = [head, _rows(facts), certificate_state_html(d)]
    if d.status == LicenseStatus.EXPIRED and not d.renewed_by and d.term == "annual":  # what to do next, in words
        out.insert(2, "<p>This license has run out and was not renewed. Press <b>Ctrl+R</b> (Renew) to "
                      "license the animal again; bring in its rabies certificate if the one on file has run "
                      "out too.</p>")
    out += [owner_html(d.owner), animal_html(d.animal), certificate_html(d.certificate, "Rabies certificate")]
    if d.certificate is not None and d.issued_with is not None and d.issued_with != d.certificate.vaccinated_on:
        out.append(f"<p>Filed after this license was issued on the certificate of the shot of "
                   f"{_d(d.issued_with)} (T-3B).</p>")
    if d.receipts:
        items = "".join(f"<li>{escape(n)} · {_d(day)} · {escape(m)} · {fmt_cents(c)}{' · VOID' if v else ''}</li>"
                        for _, n, day, m, c, v in d.receipts)
        out.append(_h(QCoreApplication.translate("ui.licenses.detail", "Receipts")) + f"<ul style='margin-top:0'>{items}</ul>")
    if d.tag_marks:
        items = "".join(f"<li>tag {n}: {escape(s)} on {_d(day)}{f' ({escape(r)})' if r else ''}</li>"
                        for n, s, day, r in d.tag_marks)
        out.append(_h(QCoreApplication.translate("ui.licenses.detail", "Earlier tags")) + f"<ul style='margin-top:0'>{items}</ul>")
    if d.notices:
        items = "".join(f"<li>{escape(n)} · {escape(k.replace('_', ' '))} · sent {_d(day)}</li>"
                        for n, k, day in d.notices)
        out.append(_h(QCoreApplication.translate("ui.licenses.detail", "Letters sent")) + f"<ul style='margin-top:0'>{items}</ul>")
    out.append(lines_html("All licenses of this animal", d.history, d.id))
    return "".join(out)


def certificate_state_html(d: LicenseDetail) -> str:
    st = d.certificate_state
    if st is None:
        return ""
    kind = STATE_KINDS.get(st.state)
    colour, muted = theme_colour(kind or "muted"), theme_colour("muted")
    label = st.label.upper() if st.relicense_required else st.label.capitalize()
    due = f"Next certificate due <b>{_d(st.next_due)}</b>" if st.next_due else "No certificate on file"
    lapsed = (f" · lapsed {_d(st.lapsed_on)}: the animal must be licensed again. Press <b>Ctrl+N</b> and "
              "enter the new rabies certificate; this license then ends." if st.lapsed_on else "")
    return (f"<table width='100%' cellpadding='6' style='margin-top:6px;margin-bottom:6px' "
            f"bgcolor='{tint(kind or 'info').name()}'><tr><td>"
            f"<b style='color:{colour}'>T-3B certificate: {escape(label)}</b><br/>{due}{lapsed}<br/>"
            f"<span style='color:{muted}'>{escape(st.explanation)}</span></td></tr></table>")


def animal_summary_html(s: AnimalSummary) -> str:
    out = [f"<h2>{escape(s.animal.name or '(no name)')} · {escape(s.animal.species_label)}</h2>"]
    exempt = [(t, u) for t, _, u, _ in s.exemptions if u is None or u >= date.today()]
    if s.current_license_id is None and exempt:
        text, until = exempt[0]
        out.append(f"<p><b>No license needed: {escape(text)}</b>{' until ' + _d(until) if until else ''} "
                   "(T-7C). Press <b>Ctrl+N</b> to license it when that ends.</p>")
    elif s.current_license_id is None:
        out.append("<p><b>No license in force.</b> Press <b>Ctrl+N</b> to license this animal, or "
                   "<b>Ctrl+E</b> to record why it needs none (T-7C).</p>")
    out.append(animal_html(s.animal))
    if s.owner:
        out.append(owner_html(s.owner))
    for i, c in enumerate(s.certificates):
        out.append(certificate_html(c, "Rabies certificates on file" if i == 0 else ""))
    if not s.certificates:
        out.append(_h(QCoreApplication.translate("ui.licenses.detail", "Rabies certificates on file")) + "<p>None: a license needs a current one (T-3A).</p>")
    if s.exemptions:
        items = "".join(f"<li>{escape(t)} · recorded {_d(r)}{' · until ' + _d(u) if u else ''}"
                        f"{' · ' + escape(n) if n else ''}</li>" for t, r, u, n in s.exemptions)
        out.append(_h(QCoreApplication.translate("ui.licenses.detail", "Exemptions (T-7C)")) + f"<ul style='margin-top:0'>{items}</ul>")
    out.append(lines_html("Licenses", s.licenses, s.current_license_id))
    return "".join(out)


def owner_summary_html(s: OwnerSummary) -> str:
    out = [f"<h2>{escape(s.owner.name)}</h2>", owner_html(s.owner)]
    if s.animals:
        items = "".join(f"<li>{escape(a.name or '(no name)')} · {escape(a.species_label)}"
                        f"{' · ' + escape(a.breed) if a.breed else ''}</li>" for a in s.animals)
        out.append(_h(QCoreApplication.translate("ui.licenses.detail", "Animals")) + f"<ul style='margin-top:0'>{items}</ul>")
    out.append(lines_html("Licenses", s.licenses))
    out.append("<p>Press <b>Ctrl+N</b> to license another animal for this owner.</p>")
    return "".join(out)


WELCOME = ("<h2>Licenses</h2><p>Pick a license in the list to see it here, or find an owner, tag or "
           "microchip with the search box at the top (Ctrl+F).</p>"
           "<ul><li><b>Ctrl+N</b> New license: owner, animal, rabies certificate, fee, tag, payment</li>"
           "<li><b>Ctrl+R</b> Renew the selected license</li>"
           "<li><b>Ctrl+E</b> Record an exemption instead of a license (T-7C)</li>"
           "<li><b>Ctrl+Shift+N</b> File a new rabies certificate for a licensed animal (T-3B)</li>"
           "<li><b>Ctrl+T</b> Transfer the animal to a new owner (its license ends, T-3C)</li>"
           "<li><b>Ctrl+L</b> Replace a lost tag · <b>Ctrl+P</b> Print the tag</li>"
           "<li><b>Ctrl+Shift+T</b> Day's takings for the cash drawer</li></ul>")


class DetailPane(QTextBrowser):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("license_detail")
        self.setAccessibleName(self.tr("Details"))
        self.setOpenLinks(False)
        self.kind, self.record_id, self.data = "", None, None
        self.show_welcome()

    def show_welcome(self) -> None:
        self.kind, self.record_id, self.data = "", None, None
        self.setHtml(WELCOME)

    def show_license(self, d: LicenseDetail) -> None:
        self.kind, self.record_id, self.data = "license", d.id, d
        self.setHtml(license_html(d))

    def show_animal(self, s: AnimalSummary) -> None:
        self.kind, self.record_id, self.data = "animal", s.animal.id, s
        self.setHtml(animal_summary_html(s))

    def show_owner(self, s: OwnerSummary) -> None:
        self.kind, self.record_id, self.data = "owner", s.owner.id, s
        self.setHtml(owner_summary_html(s))
