"""The read side of the owner record: the owner list, one owner's details, and the
whole story of a person in time order (T-7B: every record kept and shown)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

import peewee as pw
from peewee import JOIN

from ..domain import persons
from ..domain import violations as vrules
from ..domain.explain import Explained
from ..domain.statuses import HEARING_REQUESTED, VIOLATION_VOID, AnimalStatus, ViolationStatus
from ..persistence.models.animals import Animal
from ..persistence.models.enforcement import Hearing, HearingRequest, Notice, Violation
from ..persistence.models.impounds import Impound
from ..persistence.models.licensing import License
from ..persistence.models.money import Charge
from ..persistence.models.people import Address, Conviction, Owner, Phone
from ..persistence.models.permits import Permit
from ..persistence.profiles import profile_for
from .licenses import in_force
from .owner_links import linked_records, person_cruelty_convictions
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
        _count_sq(Animal, lambda m: m.status == AnimalStatus.ACTIVE, lambda m: m.voided_at.is_null()).alias("animals"),
        _count_sq(License, lambda m: in_force(m, date.today())).alias("licenses"),
        _count_sq(Violation, lambda m: m.status.in_((ViolationStatus.OPEN, ViolationStatus.CONTESTED)),
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
    """The filter's words ("Olson, Ada" is two): an owner matches when each is in the name or e-mail.
    A phone number typed with spaces ("(507) 555 0134") is one word: its parts are no names."""
    text = (text or "").strip()
    if _phone_digits(text):
        return [text]
    return text.replace(",", " ").split()


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
    email_consent_on: date | None = None  # agreed to receive notices by e-mail (domain.email_consent)
    email_consent_withdrawn_on: date | None = None


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
                       letter_language=o.letter_language, email_consent_on=o.email_consent_on,
                       email_consent_withdrawn_on=o.email_consent_withdrawn_on)


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
        status = VIOLATION_VOID if v.is_void else v.status
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
            if request is not None and status == ViolationStatus.OPEN:
                status = HEARING_REQUESTED
        animal = v.animal.name if v.animal_id and v.animal.name else ("" if not v.animal_id else "unnamed")
        rows.append((v.id, v.occurred_on, vrules.describe(profile, v.kind, v.nuisance_kind), animal, v.place,
                     v.citation_number or "", v.amount_cents if v.citation_number else None, status,
                     notice.hearing_deadline if notice else None, hearing, v.version))
    return rows


# --- the timeline -------------------------------------------------------------------
