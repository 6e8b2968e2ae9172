"""The read side of the owner record: the owner list, one owner's details, and the
whole story of a person in time order (T-7B: every record kept and shown)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

import peewee as pw
from peewee import JOIN

from ..domain import persons
from ..domain import violations as vrules
from ..domain.impound import OUTCOMES
from ..domain.explain import Explained
from ..domain.money import fmt_cents
from ..persistence.models.people import Address, Conviction, Owner, Phone
from ..persistence.models.office import AuditEntry
from ..persistence.models.animals import Animal, Litter, Ownership, Vaccination
from ..persistence.models.money import Charge, Payment
from ..persistence.models.licensing import Exemption, License
from ..persistence.models.enforcement import Hearing, HearingRequest, Notice, Violation
from ..persistence.models.impounds import Impound
from ..persistence.models.permits import Permit, PermitApplication
from ..services.jurisdictions import profile_for
from ..services.owner_links import person_cruelty_convictions
from .licenses import in_force
from .owner_links import link_events, linked_records
from .review import counted_violation_days

def _current_address_sq():
    a = Address.alias()
    return (a.select(pw.fn.MAX(a.line1)).where((a.owner == Owner.id) & a.valid_to.is_null()))


def _current_phone_sq():
    p = Phone.alias()
    return p.select(pw.fn.MAX(p.number)).where((p.owner == Owner.id) & p.valid_to.is_null())


def _count_sq(model, *conds):
    m = model.alias()
    where = m.owner == Owner.id
    for c in conds:
        where &= c(m)
    return m.select(pw.fn.COUNT(m.id)).where(where)


def _with_counts(q):
    """The owner list's columns: name, current address and phone, and the three counts."""
    return q.select(
        Owner.id, Owner.display_name, _current_address_sq().alias("address"),
        _current_phone_sq().alias("phone"),
        _count_sq(Animal, lambda m: m.status == "active", lambda m: m.voided_at.is_null()).alias("animals"),
        _count_sq(License, lambda m: in_force(m, date.today())).alias("licenses"),
        _count_sq(Violation, lambda m: m.status.in_(("open", "contested")),
                  lambda m: m.voided_at.is_null()).alias("violations"),
        Owner.merged_into, Owner.voided_at)


def owner_query(jurisdiction_id: int | None, text: str = "", include_merged: bool = False):
    return _filtered(_with_counts(Owner.select()), jurisdiction_id, text, include_merged)


def owner_fetcher(jurisdiction_id: int | None, text: str = "", include_merged: bool = False):
    """A paged fetch for the owner list: (id, name, address, phone, animals, active licenses,
    open violations, status).

    In name order (the usual one) a page is found first from the owner rows alone, in the name
    index's case-insensitive order, and its five counts and lines are then read for those 100
    owners only: sorting every owner with its counts took 0.1-0.7 s a page at 200,000 owners.
    The other orders sort by a count or a line, which must be read for every owner."""
    def fetch(offset: int, limit: int, sort_key: str, descending: bool) -> list[tuple]:
        if sort_key in ("name", "", None):
            return _page_by_name(jurisdiction_id, text, include_merged, offset, limit, descending)
        q = owner_query(jurisdiction_id, text, include_merged)
        order = {"address": pw.SQL("address"), "phone": pw.SQL("phone"), "animals": pw.SQL("animals"),
                 "licenses": pw.SQL("licenses"), "violations": pw.SQL("violations")}.get(sort_key, _name_key())
        q = q.order_by(order.desc() if descending else order.asc(), Owner.id).offset(offset).limit(limit)
        return [_row(r) for r in q.tuples()]

    return fetch


def _name_key(*, scan: bool = False):
    """Owners in name order regardless of case, as the name index keeps them (NOCASE on SQLite,
    lower() on PostgreSQL). ``scan``: on SQLite, sort the matching rows instead of walking the
    index (a typed word of two letters or more matches few owners, found sooner by reading
    the table in order than by walking 200,000 index entries to the table one by one)."""
    if not isinstance(Owner._meta.database.obj, pw.SqliteDatabase):
        return pw.fn.LOWER(Owner.display_name)
    column = pw.NodeList((pw.SQL("+"), Owner.display_name), glue="") if scan else Owner.display_name
    return column.collate("NOCASE")


def _words(text: str) -> list[str]:
    """The filter's words ("Olson, Ada" is two): an owner matches when each is in the name or e-mail."""
    return (text or "").replace(",", " ").split()


_PHONE_MARKS = "-(). +/"


def _replaced(column, pairs) -> pw.Node:
    """REPLACE nested over the pairs: the same statement on SQLite and PostgreSQL (neither needs an
    extension such as unaccent)."""
    node = column
    for old, new in pairs:
        node = pw.fn.REPLACE(node, old, new)
    return node


def _folded(column) -> pw.Node:
    """The column without its accents: TRANSLATE on PostgreSQL, the office's own function on SQLite
    (registered on each connection, ``persistence.connections``), both by ``persons.fold``'s table."""
    if isinstance(Owner._meta.database.obj, pw.SqliteDatabase):
        return pw.fn.office_fold(column)
    return pw.fn.TRANSLATE(column, persons.ACCENTED, persons.PLAIN)


def _phone_digits(word: str) -> str:
    """A typed phone number or part of one ("555-0101", "(507) 555"): its digits, when it is one."""
    digits = "".join(c for c in word if c.isascii() and c.isdigit())
    return digits if len(digits) >= 4 and all(c.isdigit() or c in _PHONE_MARKS for c in word) else ""


def _filtered(q, jurisdiction_id, text, include_merged):
    """Each word in the name (accents aside: "Hernandez" finds "Hernández") or e-mail, or, for a
    number, in a current phone number whatever its dashes."""
    if jurisdiction_id:
        q = q.where(Owner.jurisdiction == jurisdiction_id)
    if not include_merged:
        q = q.where(Owner.merged_into.is_null() & Owner.voided_at.is_null())
    for w in _words(text):
        match = _folded(Owner.display_name).contains(persons.fold(w)) | Owner.email.contains(w)
        digits = _phone_digits(w)
        if digits:
            phones = (Phone.select(Phone.owner).where(
                Phone.valid_to.is_null() & _replaced(Phone.number, ((m, "") for m in _PHONE_MARKS)).contains(digits)))
            match |= Owner.id.in_(phones)
        q = q.where(match)
    return q


def _page_by_name(jurisdiction_id, text, include_merged, offset, limit, descending) -> list[tuple]:
    scan = any(len(w) >= 2 for w in _words(text))
    key = _name_key(scan=scan)
    ids = [oid for (oid,) in _filtered(Owner.select(Owner.id), jurisdiction_id, text, include_merged)
           .order_by(key.desc() if descending else key.asc(), Owner.id.desc() if descending else Owner.id)
           .offset(offset).limit(limit).tuples()]
    if not ids:
        return []
    rows = {r[0]: _row(r) for r in _with_counts(Owner.select()).where(Owner.id.in_(ids)).tuples()}
    return [rows[i] for i in ids if i in rows]


def _row(r: tuple) -> tuple:
    oid, name, addr, phone, n_animals, n_lic, n_viol, merged, voided = r
    status = "merged" if merged else ("void" if voided else "")
    return oid, name, addr or "", phone or "", n_animals, n_lic, n_viol, status


def count_owners(jurisdiction_id: int | None, text: str = "", include_merged: bool = False) -> int:
    return _filtered(Owner.select(Owner.id), jurisdiction_id, text, include_merged).count()


def owner_status(owner_id: int) -> str:
    """"merged", "void" or "" (an owner the list shows without "Show merged and void")."""
    row = Owner.select(Owner.merged_into, Owner.voided_at).where(Owner.id == owner_id).first()
    if row is None:
        return ""
    return "merged" if row.merged_into_id else ("void" if row.voided_at else "")


def owner_of(kind: str, record_id: int) -> int | None:
    """The owner a record belongs to (an owner is its own)."""
    model = {"owner": None, "license": License, "animal": Animal, "impound": Impound, "permit": Permit,
             "violation": Violation}.get(kind, False)
    if model is None:
        return record_id if Owner.get_or_none(Owner.id == record_id) else None
    if model is False:
        return None
    row = model.select(model.owner).where(model.id == record_id).first()
    return row.owner_id if row else None


# --- one owner ------------------------------------------------------------------------

@dataclass(frozen=True)
class OwnerHeader:
    id: int
    jurisdiction_id: int
    kind: str
    first_name: str
    last_name: str
    organisation: str
    display_name: str
    email: str
    notes: str
    government_operated: bool
    version: int
    is_void: bool
    merged_into: tuple[int, str] | None
    merged_from: tuple[tuple[int, str], ...]
    address: str
    phone: str
    balance_cents: int
    cruelty_conviction: bool
    review: Explained[bool]
    linked: tuple[tuple[int, str, str], ...] = ()  # the person's records elsewhere: (id, name, city)
    cruelty_note: str = ""  # cruelty convictions on any of the person's records, and what they mean here
    letter_language: str = "en"  # the language of the owner's letters (documents.language)


def owner_header(owner_id: int, on: date | None = None) -> OwnerHeader:
    on = on or date.today()
    o = Owner.get_by_id(owner_id)
    addr = (Address.select().where((Address.owner == o.id) & Address.valid_to.is_null())
            .order_by(Address.kind == "home", Address.valid_from.desc()).first())
    home = (Address.select().where((Address.owner == o.id) & Address.valid_to.is_null()
                                   & (Address.kind == "home")).order_by(Address.valid_from.desc()).first())
    addr = home or addr
    phone = (Phone.select().where((Phone.owner == o.id) & Phone.valid_to.is_null())
             .order_by(Phone.valid_from.desc()).first())
    merged_into = None
    if o.merged_into_id:
        target = Owner.get_by_id(o.merged_into_id)
        merged_into = (target.id, target.display_name)
    merged_from = tuple((r.id, r.display_name) for r in Owner.select().where(Owner.merged_into == o.id)
                        .order_by(Owner.id))
    balance = (Charge.select(pw.fn.COALESCE(pw.fn.SUM(Charge.amount_cents), 0))
               .where((Charge.owner == o.id) & Charge.payment.is_null() & Charge.voided_at.is_null())
               .scalar()) or 0
    cruelty = Conviction.select().where((Conviction.owner == o.id) & Conviction.animal_cruelty
                                        & Conviction.voided_at.is_null()).exists()
    profile = profile_for(o.jurisdiction_id)
    review = vrules.review_due(profile, counted_violation_days(o.id), on)
    linked = tuple((r.owner_id, r.name, r.jurisdiction) for r in linked_records(o.id))
    return OwnerHeader(o.id, o.jurisdiction_id, o.kind, o.first_name, o.last_name, o.organisation,
                       o.display_name, o.email, o.notes, o.government_operated, o.version, o.is_void,
                       merged_into, merged_from, addr.one_line() if addr else "",
                       phone.number if phone else "", int(balance), cruelty, review, linked=linked,
                       cruelty_note=persons.cruelty_note(profile, person_cruelty_convictions(o.id)),
                       letter_language=o.letter_language)


def addresses(owner_id: int) -> list[tuple]:
    """(id, kind, address, from, to, current) newest first."""
    q = Address.select().where(Address.owner == owner_id).order_by(Address.valid_from.desc(), Address.id.desc())
    return [(a.id, a.kind, a.one_line(), a.valid_from, a.valid_to, a.valid_to is None) for a in q]


def phones(owner_id: int) -> list[tuple]:
    q = Phone.select().where(Phone.owner == owner_id).order_by(Phone.valid_from.desc(), Phone.id.desc())
    return [(p.id, p.kind, p.number, p.valid_from, p.valid_to, p.valid_to is None) for p in q]


def convictions(owner_id: int) -> list[tuple]:
    q = Conviction.select().where(Conviction.owner == owner_id).order_by(Conviction.convicted_on.desc())
    return [(c.id, c.convicted_on, c.offense, c.court, c.plea.replace("_", " "),
             "yes" if c.animal_cruelty else "no", "void" if c.is_void else "") for c in q]


def owner_animals(owner_id: int) -> list[tuple]:
    """(id, name, species, breed, sex, altered, status, current license) for animals owned now."""
    rows = []
    q = (Animal.select().where((Animal.owner == owner_id) & Animal.voided_at.is_null())
         .order_by(Animal.status, Animal.name))
    for a in q:
        lic = (License.select().where((License.animal == a.id) & in_force(License, date.today()))
               .order_by(License.year.desc()).first())
        label = profile_for(a.jurisdiction_id).species_info(a.species).label
        altered = {True: "yes", False: "no", None: "unknown"}[a.altered]
        rows.append((a.id, a.name or "unnamed", label, a.breed, a.sex, altered, a.status,
                     f"{lic.number} (tag {lic.tag_number})" if lic else ""))
    return rows


def owner_violations(owner_id: int) -> list[tuple]:
    """(id, date, violation, animal, place, citation, amount, status, hearing request by, hearing, version)."""
    rows = []
    # Animal.id is selected too: without it peewee puts an id-less Animal on the row and the
    # violation's animal_id reads None, so the animal's name was never shown.
    q = (Violation.select(Violation, Animal.id, Animal.name)
         .join(Animal, JOIN.LEFT_OUTER, on=(Violation.animal == Animal.id))
         .where(Violation.owner == owner_id).order_by(Violation.occurred_on.desc(), Violation.id.desc()))
    for v in q:
        profile = profile_for(v.jurisdiction_id)
        notice = (Notice.select(Notice.hearing_deadline, Notice.id)
                  .where((Notice.subject_table == "violation") & (Notice.subject_id == v.id)
                         & (Notice.kind == "citation") & Notice.voided_at.is_null()).first())
        status = "void" if v.is_void else v.status
        hearing = ""
        if notice is not None:
            request = (HearingRequest.select().where((HearingRequest.notice == notice.id)
                                                     & HearingRequest.voided_at.is_null()).first())
            held = (Hearing.select().where((Hearing.notice == notice.id) & Hearing.voided_at.is_null())
                    .order_by(Hearing.id.desc()).first())
            if held is not None and held.decision:
                hearing = f"decided: {held.decision}" + (f" {held.decision_on:%m/%d/%Y}" if held.decision_on else "")
            elif held is not None and held.scheduled_at:
                hearing = f"{held.status} {held.scheduled_at:%m/%d/%Y}"
            elif request is not None:
                hearing = f"requested {request.received_on:%m/%d/%Y}"
            if request is not None and status == "open":
                status = "hearing requested"
        animal = v.animal.name if v.animal_id and v.animal.name else ("" if not v.animal_id else "unnamed")
        rows.append((v.id, v.occurred_on, vrules.describe(profile, v.kind, v.nuisance_kind), animal, v.place,
                     v.citation_number or "", v.amount_cents if v.citation_number else None, status,
                     notice.hearing_deadline if notice else None, hearing, v.version))
    return rows


# --- the timeline -------------------------------------------------------------------

@dataclass(frozen=True)
class TimelineEvent:
    day: date
    what: str  # a short label: "License issued", "Impounded", ...
    record_kind: str  # the kind ctx.open_record understands: owner, animal, license, permit, ...
    record_id: int
    summary: str
    order: int = 0  # keeps events of one day in the order they happened

    def as_row(self) -> tuple:
        return (self.record_id, self.day, self.what, self.summary, self.record_kind)


def timeline(owner_id: int) -> list[TimelineEvent]:
    """Everything on file about an owner, oldest first."""
    ev: list[TimelineEvent] = []
    add = ev.append
    o = Owner.get_by_id(owner_id)
    add(TimelineEvent(o.created_at.date(), "Owner recorded", "owner", o.id, o.display_name, o.id))
    for a in Address.select().where(Address.owner == owner_id):
        add(TimelineEvent(a.valid_from, f"Address ({a.kind})", "owner", owner_id, a.one_line(), a.id))
        if a.valid_to:
            add(TimelineEvent(a.valid_to, f"Address ended ({a.kind})", "owner", owner_id, a.one_line(), a.id))
    for p in Phone.select().where(Phone.owner == owner_id):
        add(TimelineEvent(p.valid_from, f"Phone ({p.kind})", "owner", owner_id, p.number, p.id))
    for c in Conviction.select().where(Conviction.owner == owner_id):
        add(TimelineEvent(c.convicted_on, "Conviction" + (" (void)" if c.is_void else ""), "owner", owner_id,
                          f"{c.offense}" + (", animal cruelty" if c.animal_cruelty else "")
                          + (f" — {c.court}" if c.court else ""), c.id))
    names = {}
    for own in Ownership.select(Ownership, Animal).join(Animal).where(Ownership.owner == owner_id):
        a = own.animal
        label = f"{a.name or 'unnamed'} ({profile_for(a.jurisdiction_id).species_info(a.species).label.lower()})"
        names[a.id] = label
        add(TimelineEvent(own.start, "Animal acquired", "animal", a.id, f"{label}: {own.reason}", own.id))
        if own.end:
            add(TimelineEvent(own.end, "Animal left", "animal", a.id, label, own.id))
    if names:
        for v in Vaccination.select().where(Vaccination.animal.in_(list(names))):
            add(TimelineEvent(v.received_on, "Rabies certificate filed", "animal", v.animal_id,
                              f"{names[v.animal_id]}: vaccinated {v.vaccinated_on:%m/%d/%Y}, "
                              f"{v.duration_years}-year, {v.veterinarian}" + (" (void)" if v.is_void else ""), v.id))
    for lic in License.select(License, Animal.name).join(Animal).where(License.owner == owner_id):
        add(TimelineEvent(lic.issued_on, "License issued" + (" (void)" if lic.is_void else ""), "license",
                          lic.id, f"{lic.number}, tag {lic.tag_number}, {lic.year} for {lic.animal.name or 'unnamed'}"
                          f" — {fmt_cents(lic.fee_cents)}", lic.id))
        if lic.ended_on:
            add(TimelineEvent(lic.ended_on, "License ended", "license", lic.id,
                              f"{lic.number}: {lic.end_reason}", lic.id))
    for x in Exemption.select().where(Exemption.owner == owner_id):
        add(TimelineEvent(x.recorded_on, "Exemption recorded", "animal", x.animal_id,
                          f"{names.get(x.animal_id, 'animal')}: {x.reason.replace('_', ' ')}", x.id))
    for lt in Litter.select().where(Litter.owner == owner_id):
        add(TimelineEvent(lt.born_on, "Litter born", "owner", owner_id, f"{lt.count} {lt.species}", lt.id))
    for ap in PermitApplication.select().where(PermitApplication.owner == owner_id):
        add(TimelineEvent(ap.received_on, "Permit application" + (" (void)" if ap.is_void else ""),
                          "application", ap.id,
                          f"{ap.number}: {ap.permit_type.replace('_', ' ')}", ap.id))
        if ap.decided_on:
            add(TimelineEvent(ap.decided_on, f"Application {ap.status}", "application", ap.id, ap.number, ap.id))
    for pm in Permit.select().where(Permit.owner == owner_id):
        add(TimelineEvent(pm.issued_on, "Permit issued", "permit", pm.id,
                          f"{pm.number}: {pm.permit_type.replace('_', ' ')}"
                          + (f", expires {pm.expires_on:%m/%d/%Y}" if pm.expires_on else ""), pm.id))
        if pm.revoked_on:
            add(TimelineEvent(pm.revoked_on, "Permit revoked", "permit", pm.id, pm.number, pm.id))
    for im in Impound.select(Impound, Animal.name).join(Animal).where(Impound.owner == owner_id):
        name = im.animal.name or "unnamed"
        ground = profile_for(im.jurisdiction_id).item("seizure_grounds", im.ground)
        what = "Returned to owner in the field" if im.field_return else "Impounded"
        add(TimelineEvent(im.impounded_on, what + (" (void)" if im.is_void else ""), "impound", im.id,
                          f"{im.number}: {name}, {ground.text if ground else im.ground.replace('_', ' ')}"
                          + (f" at {im.found_place}" if im.found_place else ""), im.id))
        if im.outcome_on and not im.field_return:
            add(TimelineEvent(im.outcome_on, "Impound outcome", "impound", im.id,
                              f"{im.number}: {name}, {OUTCOMES.get(im.outcome, im.outcome.replace('_', ' '))}"
                              + (f" ({im.outcome_party})" if im.outcome_party else ""), im.id))
    for v in Violation.select().where(Violation.owner == owner_id):
        profile = profile_for(v.jurisdiction_id)
        add(TimelineEvent(v.occurred_on, "Violation" + (" (void)" if v.is_void else ""), "violation", v.id,
                          f"{vrules.describe(profile, v.kind, v.nuisance_kind)} ({v.rule_id})"
                          + (f" at {v.place}" if v.place else "") + f" — {v.status}", v.id))
    notice_ids = []
    for n in Notice.select().where(Notice.owner == owner_id):
        notice_ids.append(n.id)
        extra = f"; hearing request by {n.hearing_deadline:%m/%d/%Y}" if n.hearing_deadline else ""
        add(TimelineEvent(n.sent_on, "Notice sent" + (" (void)" if n.is_void else ""), "notice", n.id,
                          f"{n.number}: {n.kind.replace('_', ' ')} by {n.method.replace('_', ' ')}{extra}", n.id))
    if notice_ids:
        for r in HearingRequest.select().where(HearingRequest.notice.in_(notice_ids)):
            add(TimelineEvent(r.received_on, "Hearing requested", "notice", r.notice_id,
                              "late" if r.late else "on time", r.id))
        for h in Hearing.select().where(Hearing.notice.in_(notice_ids)):
            if h.scheduled_at:
                add(TimelineEvent(h.scheduled_at.date(), "Hearing", "hearing", h.id,
                                  f"before {h.body or 'the hearing body'}: {h.status}", h.id))
            if h.decision_on:
                add(TimelineEvent(h.decision_on, "Hearing decision", "hearing", h.id, h.decision, h.id))
    for pay in Payment.select().where(Payment.owner == owner_id):
        add(TimelineEvent(pay.received_on, "Payment" + (" (void)" if pay.is_void else ""), "payment", pay.id,
                          f"{pay.receipt_number}: {fmt_cents(pay.amount_cents)} by {pay.method}", pay.id))
    for m in Owner.select().where(Owner.merged_into == owner_id):
        entry = (AuditEntry.select(AuditEntry.at).where(
            (AuditEntry.action == "owner.merge") & (AuditEntry.table_name == "owner")
            & (AuditEntry.record_id == str(m.id))).order_by(AuditEntry.id.desc()).first())
        add(TimelineEvent(entry.at.date() if entry else m.created_at.date(), "Merged record", "owner", m.id,
                          f"{m.display_name} (owner {m.id}) merged into this record", m.id))
    for e in link_events(owner_id):
        add(TimelineEvent(e.day, e.what, "owner", e.other_id, e.summary, e.order))
    from .field_history import field_events  # calls about the owner, bites of the owner's animals

    ev.extend(field_events(owner_id))
    ev.sort(key=lambda e: (e.day, e.order))
    return ev
