"""One license, animal or owner as the Licenses tab's detail pane and documents show it.

Plain frozen dataclasses, never live rows. The T-3B picture of a license is the
full rule (``services.licensing.certificate_status_for``) with its explanation.
"""
from __future__ import annotations

from datetime import date

import peewee as pw

from ..domain import licensing as rules
from ..domain.deadlines import months_old
from ..domain.errors import NotFound
from ..domain.license_facts import (
    AnimalCard,
    AnimalSummary,
    CertificateCard,
    CertificateState,
    LicenseDetail,
    LicenseLine,
    OwnerCard,
    OwnerSummary,
)
from ..domain.statuses import AnimalStatus, LicenseStatus
from ..persistence.models.animals import Animal, Vaccination
from ..persistence.models.base import database
from ..persistence.models.enforcement import Notice
from ..persistence.models.licensing import Exemption, License, TagMark
from ..persistence.models.money import Charge, Payment
from ..persistence.models.office import AuditEntry, Jurisdiction, User
from ..persistence.models.people import Address, Owner, Phone
from ..persistence.profiles import profile_for
from .licenses import effective_status

_O, _ADDR, _P = Owner._meta.table_name, Address._meta.table_name, Phone._meta.table_name


def owner_card(owner_id: int) -> OwnerCard:
    """An owner as letters and the detail pane show them: three small fixed statements (a batch
    of letters asks for one per letter)."""
    db, m = database.obj, _mark()
    row = db.execute_sql(f'SELECT id, display_name, kind, first_name, last_name, organisation, email, '
                         f'letter_language FROM "{_O}" WHERE id = {m}', (owner_id,)).fetchone()
    if row is None:
        raise NotFound("owner", owner_id)
    oid, display, kind, first, last, organisation, email, language = row
    home = post = None
    for a in db.execute_sql(f"SELECT kind, line1, line2, city, state, postal_code FROM \"{_ADDR}\" "
                            f"WHERE owner_id = {m} AND valid_to IS NULL AND kind IN ('home', 'mailing') "
                            f"ORDER BY valid_from DESC", (owner_id,)).fetchall():
        if a[0] == "home" and home is None:
            home = a
        if a[0] == "mailing" and post is None:
            post = a
    post = post or home
    phone = db.execute_sql(f'SELECT number FROM "{_P}" WHERE owner_id = {m} AND valid_to IS NULL '
                           f"ORDER BY valid_from DESC LIMIT 1", (owner_id,)).fetchone()
    name = organisation if kind == "organisation" else f"{first} {last}".strip()
    lines = (name,)
    if post is not None:
        lines += tuple(x for x in (post[1], post[2], f"{post[3]}, {post[4]} {post[5]}".strip()) if x)
    address = ", ".join(x for x in (home[1], home[2], home[3], f"{home[4]} {home[5]}".strip()) if x) if home else ""
    return OwnerCard(oid, display, address, lines, phone[0] if phone else "", email, language or "en")


def _mark() -> str:
    return "?" if isinstance(database.obj, pw.SqliteDatabase) else "%s"


def animal_card(animal_id: int, on: date | None = None) -> AnimalCard:
    row = Animal.get_or_none(Animal.id == animal_id)
    if row is None:
        raise NotFound("animal", animal_id)
    on = on or date.today()
    label = profile_for(row.jurisdiction_id).species_info(row.species).label
    return AnimalCard(row.id, row.name, row.species, label, row.breed, row.sex, row.altered, row.birth_date,
                      row.birth_date_estimated, age_text(row.birth_date, row.birth_date_estimated, on),
                      row.colour, row.markings, row.microchip or "", row.status, row.owner_id,
                      row.jurisdiction_id, size_text(row.size_class, row.weight_lb))


def age_text(birth: date | None, estimated: bool, on: date) -> str:
    """'3 yr 2 mo', '7 mo', '(estimated)' when the birth date is; '' without a birth date."""
    if not birth:
        return ""
    months = months_old(birth, on)
    age = f"{months // 12} yr {months % 12} mo" if months >= 12 else f"{max(months, 0)} mo"
    return age + " (estimated)" if estimated else age


SIZE_WORDS = {"under20": "under 20 lb", "20to50": "20-50 lb", "over50": "over 50 lb"}


def size_text(size_class: str | None, weight_lb) -> str:
    return ", ".join(x for x in (SIZE_WORDS.get(size_class or "", ""), f"{weight_lb} lb" if weight_lb else "")
                     if x)


def certificate_card(row: Vaccination) -> CertificateCard:
    shot = rules.Shot(row.vaccinated_on, row.duration_years, row.received_on)
    return CertificateCard(row.id, row.vaccinated_on, row.duration_years, rules.shot_expires(shot),
                           row.received_on, row.product, row.manufacturer, row.lot, row.lot_expires,
                           row.veterinarian, row.vet_license, row.clinic, row.clinic_address, row.rabies_tag)


def certificates_of(animal_id: int) -> tuple[CertificateCard, ...]:
    """The animal's certificates on file, newest shot first."""
    rows = (Vaccination.select().where((Vaccination.animal == animal_id) & Vaccination.voided_at.is_null())
            .order_by(Vaccination.vaccinated_on.desc(), Vaccination.id.desc()))
    return tuple(certificate_card(r) for r in rows)


_ISSUED_BY = (f'SELECT coalesce(nullif(u.full_name, \'\'), e.username) FROM "{AuditEntry._meta.table_name}" e '
              f'LEFT JOIN "{User._meta.table_name}" u ON u.username = e.username '
              "WHERE e.table_name = ? AND e.record_id = ? AND e.action IN ('license.issue', 'license.renew') "
              "ORDER BY e.id LIMIT 1")


def issued_by(license_id: int) -> str:
    """Who issued the license: the user of its issue (or renewal) entry in the audit log, by
    full name when one is recorded; empty when the log has none (an imported license). One
    plain statement: every printed certificate asks."""
    db = database.obj
    sql = _ISSUED_BY if isinstance(db, pw.SqliteDatabase) else _ISSUED_BY.replace("?", "%s")
    row = db.execute_sql(sql, (License._meta.table_name, str(license_id))).fetchone()
    return row[0] if row else ""


def certificate_day(status: str, ended_on: date | None, expires_on: date | None, on: date) -> date:
    """The day whose certificate a license shows: the day asked about while it is in force, else
    the day it stopped (a certificate filed after an old license ended is not that license's)."""
    if status in (LicenseStatus.ACTIVE, LicenseStatus.VOID):
        return on
    return min(on, ended_on or expires_on or on)


def certificate_in_force(animal_id: int, day: date) -> Vaccination | None:
    """T-3B: the certificate in force on the day: the newest shot handed in on or before it (a
    certificate filed after the license was issued replaces the one it was issued on)."""
    return (Vaccination.select().where((Vaccination.animal == animal_id) & Vaccination.voided_at.is_null()
                                       & (Vaccination.received_on <= day) & (Vaccination.vaccinated_on <= day))
            .order_by(Vaccination.vaccinated_on.desc(), Vaccination.id.desc()).first())


def _lines(query, today: date) -> tuple[LicenseLine, ...]:
    return tuple(LicenseLine(l.id, l.number, l.year, l.tag_number, effective_status(l.status, l.expires_on, today),
                             l.issued_on, l.owner.display_name)
                 for l in query.join(Owner, on=(License.owner == Owner.id)).switch(License)
                 .order_by(License.year.desc(), License.id.desc()))


def certificate_state(license_row: License, on: date) -> CertificateState | None:
    from .certificate_status import certificate_status_for

    return state_card(certificate_status_for(license_row.id, on))


def state_card(st) -> CertificateState:
    """The T-3B status (``domain.licensing.certificate_status``) as the detail and certificate show it."""
    due = st.next_due
    return CertificateState(st.state, st.label, due.value if due else None, due.text() if due else
                            "No rabies certificate is on file (T-3A).", st.relicense_required, st.lapsed_on)


def license_detail(license_id: int, on: date | None = None, *, full: bool = True) -> LicenseDetail:
    """One license with its owner, animal and certificate. ``full=False`` (a printed certificate)
    leaves out what the page does not show: receipts, tag marks, notices, the license history."""
    on = on or date.today()
    lic = License.get_or_none(License.id == license_id)
    if lic is None:
        raise NotFound("license", license_id)
    status = effective_status(lic.status, lic.expires_on, on)
    linked = lic.vaccination if lic.vaccination_id else None
    shown = certificate_in_force(lic.animal_id, certificate_day(status, lic.ended_on, lic.expires_on, on))
    if shown is None or (linked is not None and linked.vaccinated_on > shown.vaccinated_on):
        shown = linked
    cert = certificate_card(shown) if shown is not None else None
    state = certificate_state(lic, on) if status == LicenseStatus.ACTIVE else None
    receipts = []
    marks = notices = history = ()
    renewal_of = renewed_by = ""
    if full:
        seen = set()
        for c in Charge.select().where((Charge.subject_table == "license") & (Charge.subject_id == lic.id)):
            if c.payment_id and c.payment_id not in seen:
                seen.add(c.payment_id)
                p = Payment.get_by_id(c.payment_id)
                receipts.append((p.id, p.receipt_number, p.received_on, p.method, p.amount_cents, p.is_void))
        marks = tuple((m.number, m.status, m.recorded_on, m.reason)
                      for m in TagMark.select().where(TagMark.license == lic).order_by(TagMark.id))
        notices = tuple((n.number, n.kind, n.sent_on) for n in Notice.select().where(
            (Notice.subject_table == "license") & (Notice.subject_id == lic.id) & Notice.voided_at.is_null())
            .order_by(Notice.sent_on))
        renewed = License.select().where((License.renewal_of == lic.id) & License.voided_at.is_null()).first()
        renewed_by = renewed.number if renewed else ""
        renewal_of = lic.renewal_of.number if lic.renewal_of_id else ""
        history = _lines(License.select().where(License.animal == lic.animal_id), on)
    return LicenseDetail(
        lic.id, lic.number, lic.year, lic.tag_number, lic.term, lic.grandfathered, lic.issued_on,
        lic.expires_on, status, lic.ended_on, lic.end_reason or "", lic.void_reason or "", lic.fee_cents,
        lic.version, lic.jurisdiction_id, Jurisdiction.get_by_id(lic.jurisdiction_id).name,
        renewal_of, renewed_by, owner_card(lic.owner_id), animal_card(lic.animal_id, on), cert, state,
        tuple(receipts), marks, notices, history, linked.vaccinated_on if linked is not None else None,
        issued_by(lic.id))


def animal_summary(animal_id: int, on: date | None = None) -> AnimalSummary:
    on = on or date.today()
    card = animal_card(animal_id, on)
    licenses = _lines(License.select().where(License.animal == animal_id), on)
    current = next((l.id for l in licenses if l.status == LicenseStatus.ACTIVE), None)
    profile = profile_for(card.jurisdiction_id)
    rows = list(Exemption.select().where((Exemption.animal == animal_id) & Exemption.voided_at.is_null())
                .order_by(Exemption.recorded_on.desc(), Exemption.id.desc()))
    exemptions = tuple(
        ((profile.item("exemptions", e.reason).text if profile.item("exemptions", e.reason) else e.reason),
         e.recorded_on, e.valid_until, e.notes) for e in rows)
    live = next((e for e in rows if e.recorded_on <= on and (e.valid_until is None or e.valid_until >= on)), None)
    return AnimalSummary(card, owner_card(card.owner_id) if card.owner_id else None, certificates_of(animal_id),
                         licenses, exemptions, current, live.id if live else None, live.version if live else None)


def owner_summary(owner_id: int, on: date | None = None) -> OwnerSummary:
    on = on or date.today()
    card = owner_card(owner_id)
    animals = tuple(animal_card(a.id, on) for a in Animal.select(Animal.id).where(
        (Animal.owner == owner_id) & Animal.voided_at.is_null()).order_by(Animal.name))
    licenses = _lines(License.select().where(License.owner == owner_id), on)
    return OwnerSummary(card, animals, licenses)


def animals_of(owner_id: int) -> list[AnimalCard]:
    return [animal_card(a.id) for a in Animal.select(Animal.id).where(
        (Animal.owner == owner_id) & Animal.voided_at.is_null() & (Animal.status == AnimalStatus.ACTIVE))
        .order_by(Animal.name)]
