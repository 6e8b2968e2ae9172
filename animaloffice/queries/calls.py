"""The read side of calls for service: the officer's list of open calls by priority and age, a
call with its visits, links and repeats, and the repeat complaints at one place or about one animal.

Who called is read only for a role that may see it (``view_confidential``): for anyone else the
caller's fields come back empty and ``caller_hidden`` says so.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime, timedelta

import peewee as pw
from peewee import JOIN

from ..domain import calls as rules
from ..domain.roles import Actor
from ..domain.statuses import CallStatus, ImpoundStatus
from ..persistence.models.animals import Animal
from ..persistence.models.base import now
from ..persistence.models.dangerous_dogs import DangerousDogCase
from ..persistence.models.enforcement import Notice, Violation
from ..persistence.models.field import BiteReport, Call, CallLink, CallVisit
from ..persistence.models.impounds import Impound
from ..persistence.models.office import User
from ..persistence.models.people import Owner

VIEWS = {"open": "Open calls", "mine": "My open calls", "new": "Not assigned", "closed": "Closed calls",
         "all": "All calls"}


def _rank():
    return pw.Case(Call.priority, [(p.value, i) for i, p in enumerate(rules.PRIORITIES)], len(rules.PRIORITIES))


SORT_KEYS = {"priority": None, "received_at": Call.received_at, "number": Call.id, "kind": Call.kind,
             "address": Call.address, "owner": Owner.display_name, "officer": Call.officer, "status": Call.status}


def officer_names() -> dict[str, str]:
    return {u.username: (u.full_name or u.username) for u in User.select(User.username, User.full_name)}


def kind_label(profile, kind: str) -> str:
    item = profile.item("call_kinds", kind)
    return item.text if item else kind.replace("_", " ")


def call_list(jurisdiction_id: int | None, *, view: str = "open", officer: str = "", text: str = "",
              at: datetime | None = None):
    """A ``fetch(offset, limit, sort_key, descending)`` for the call table. The default order
    ("priority") is the officer's: the most urgent first, then the oldest. Rows are
    (id, number, priority, age, kind, address, owner, officer, status, visits, repeats)."""
    from ..persistence.profiles import profile_for

    def fetch(offset: int, limit: int, sort_key: str = "priority", descending: bool = False):
        visits = (CallVisit.select(pw.fn.COUNT(CallVisit.id)).where((CallVisit.call == Call.id)
                                                                    & CallVisit.voided_at.is_null()))
        query = (Call.select(Call, Owner.display_name.alias("owner_name"), visits.alias("visit_count"))
                 .join(Owner, JOIN.LEFT_OUTER, on=(Call.owner == Owner.id))
                 .where(Call.voided_at.is_null()))
        if jurisdiction_id is not None:
            query = query.where(Call.jurisdiction == jurisdiction_id)
        if view in ("open", "mine"):
            query = query.where(Call.status.in_(rules.OPEN_STATUSES))
        elif view == "new":
            query = query.where(Call.status == CallStatus.NEW)
        elif view == "closed":
            query = query.where(Call.status == CallStatus.CLOSED)
        if view == "mine":
            query = query.where(Call.officer == officer)
        words = (text or "").strip()
        if words:
            query = query.where(Call.number.contains(words) | Call.address.contains(words)
                                | Owner.display_name.startswith(words))
        if sort_key == "priority" or sort_key not in SORT_KEYS:
            order = [_rank().desc() if descending else _rank(), Call.received_at, Call.id]
        else:
            column = SORT_KEYS[sort_key]
            order = [column.desc() if descending else column.asc(), Call.id]
        rows = list(query.order_by(*order).offset(offset).limit(limit).objects())
        moment = at or now()
        names = officer_names()
        counts = repeat_counts(rows)
        out = []
        for c in rows:
            profile = profile_for(c.jurisdiction_id)
            count = counts.get(c.id, 1)
            threshold = _period(profile, "repeat_call_count", c.received_at.date())
            repeat = f"{count} in {_period(profile, 'repeat_call_days', c.received_at.date())} days" \
                if rules.is_repeat(count, threshold) else (str(count) if count > 1 else "")
            out.append((c.id, c.number, rules.PRIORITIES.get(c.priority, c.priority),
                        rules.age_text(c.received_at, moment) if c.status != CallStatus.CLOSED else "closed",
                        kind_label(profile, c.kind), c.address, c.owner_name or "",
                        names.get(c.officer, c.officer), CallStatus.label_of(c.status),
                        c.visit_count, repeat))
        return out
    return fetch


def _period(profile, name: str, on: date) -> int:
    try:
        return profile.period(name, on)
    except Exception:  # a profile stored before calls were kept names none: no window, no flag
        return 0


def _facts(rows) -> list[rules.CallFact]:
    return [rules.CallFact(c.id, c.received_at.date(), c.address_key, c.animal_id, c.kind) for c in rows]


def repeat_counts(calls: list[Call]) -> dict[int, int]:
    """For each call, how many calls (itself included) are at its place or about its animal within
    its profile's window; one read for a page of calls."""
    from ..persistence.profiles import profile_for

    if not calls:
        return {}
    widest = max(_period(profile_for(c.jurisdiction_id), "repeat_call_days", c.received_at.date()) for c in calls)
    start = min(c.received_at for c in calls) - timedelta(days=widest + 1)
    end = max(c.received_at for c in calls) + timedelta(days=widest + 1)
    near_rows = list(Call.select(Call.id, Call.received_at, Call.address_key, Call.animal, Call.kind,
                                 Call.jurisdiction)
                     .where(Call.voided_at.is_null() & Call.received_at.between(start, end)
                            & Call.jurisdiction.in_(list({c.jurisdiction_id for c in calls}))))
    city = {r.id: r.jurisdiction_id for r in near_rows}
    others = _facts(near_rows)
    out = {}
    for c in calls:
        days = _period(profile_for(c.jurisdiction_id), "repeat_call_days", c.received_at.date())
        mine = [o for o in others if city[o.call_id] == c.jurisdiction_id]
        out[c.id] = len(rules.repeats_of(_facts([c])[0], mine, days))
    return out


# --- one call ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class VisitRow:
    id: int
    kind: str
    visited_at: datetime
    officer: str
    notes: str


@dataclass(frozen=True)
class LinkRow:
    id: int
    subject_table: str
    subject_id: int
    label: str  # "Violation: Causing or allowing an animal nuisance, 05/02/2026"
    void: bool
    note: str


@dataclass(frozen=True)
class RepeatRow:
    call_id: int
    number: str
    received_on: date
    kind: str
    address: str
    status: str


@dataclass(frozen=True)
class CallDetail:
    id: int
    version: int
    jurisdiction_id: int
    number: str
    kind: str
    kind_label: str
    bite_kind: bool  # the kind offers a bite report
    received_at: datetime
    received_by: str
    how: str
    caller_hidden: bool
    caller_name: str
    caller_phone: str
    caller_address: str
    address: str
    owner_id: int | None
    owner: str
    animal_id: int | None
    animal: str
    description: str
    priority: str
    officer: str
    officer_name: str
    status: str
    outcome: str
    outcome_on: date | None
    outcome_note: str
    referred_to: str
    reopened_at: datetime | None
    reopen_reason: str
    void: bool
    visits: list[VisitRow] = field(default_factory=list)
    links: list[LinkRow] = field(default_factory=list)
    repeats: list[RepeatRow] = field(default_factory=list)
    repeat_flag: str = ""


def may_see_confidential(actor: Actor | None) -> bool:
    return actor is not None and actor.may("view_confidential")


def link_label(table: str, subject_id: int) -> tuple[str, bool]:
    """How a linked record reads on the call, and whether it is void."""
    from ..domain import violations as vrules
    from ..persistence.profiles import profile_for

    if table == "violation":
        v = Violation.get_or_none(Violation.id == subject_id)
        if v is None:
            return f"Violation {subject_id}", False
        text = vrules.describe(profile_for(v.jurisdiction_id), v.kind, v.nuisance_kind)
        cited = f", citation {v.citation_number}" if v.citation_number else ""
        return f"Violation: {text}, {v.occurred_on:%m/%d/%Y}{cited} ({v.status})", v.is_void
    if table == "impound":
        i = Impound.get_or_none(Impound.id == subject_id)
        return (f"Impound {i.number}, {i.impounded_on:%m/%d/%Y} ({ImpoundStatus.words_of(i.status)})", i.is_void) \
            if i else (f"Impound {subject_id}", False)
    if table == "notice":
        n = Notice.get_or_none(Notice.id == subject_id)
        return (f"Notice {n.number}: {n.kind.replace('_', ' ')}, sent {n.sent_on:%m/%d/%Y}", n.is_void) \
            if n else (f"Notice {subject_id}", False)
    if table == "bite_report":
        b = BiteReport.get_or_none(BiteReport.id == subject_id)
        return (f"Bite report {b.number}, {b.bitten_on:%m/%d/%Y}", b.is_void) if b else (f"Bite {subject_id}", False)
    if table == "dangerous_dog":
        d = DangerousDogCase.get_or_none(DangerousDogCase.id == subject_id)
        return (f"Dangerous-dog case {d.number} ({d.status})", d.is_void) if d else (f"Case {subject_id}", False)
    return f"{table} {subject_id}", False


def animal_label(animal: Animal | None, profile) -> str:
    if animal is None:
        return ""
    label = profile.species_info(animal.species).label.lower()
    return f"{animal.name or 'unnamed'} ({label}" + (f", {animal.breed}" if animal.breed else "") + ")"


def call_detail(call_id: int, actor: Actor | None = None) -> CallDetail:
    """The call as the panel shows it; the caller only for a role that may see it."""
    from ..persistence.fetch import fetch
    from ..persistence.profiles import profile_for

    c = fetch(Call, call_id, "call_id", allow_void=True)
    profile = profile_for(c.jurisdiction_id)
    owner = Owner.get_or_none(Owner.id == c.owner_id) if c.owner_id else None
    animal = Animal.get_or_none(Animal.id == c.animal_id) if c.animal_id else None
    names = officer_names()
    visible = may_see_confidential(actor)
    visits = [VisitRow(v.id, rules.VISIT_KINDS.get(v.kind, v.kind), v.visited_at, names.get(v.officer, v.officer),
                       v.notes)
              for v in CallVisit.select().where((CallVisit.call == c.id) & CallVisit.voided_at.is_null())
              .order_by(CallVisit.visited_at, CallVisit.id)]
    links = []
    for l in CallLink.select().where((CallLink.call == c.id) & CallLink.voided_at.is_null()).order_by(CallLink.id):
        label, gone = link_label(l.subject_table, l.subject_id)
        links.append(LinkRow(l.id, l.subject_table, l.subject_id, label, gone, l.note))
    item = profile.item("call_kinds", c.kind)
    repeats = repeats_of(c)
    threshold = _period(profile, "repeat_call_count", c.received_at.date())
    flag = (f"Repeat complaints: {len(repeats)} calls at this place or about this animal within "
            f"{_period(profile, 'repeat_call_days', c.received_at.date())} days"
            if rules.is_repeat(len(repeats), threshold) else "")
    return CallDetail(
        c.id, c.version, c.jurisdiction_id, c.number, c.kind, kind_label(profile, c.kind),
        bool(item and item.extra.get("bite")), c.received_at, names.get(c.received_by, c.received_by),
        rules.HOW.get(c.how, c.how), not visible, c.caller_name if visible else "",
        c.caller_phone if visible else "", c.caller_address if visible else "", c.address, c.owner_id,
        owner.display_name if owner else "", c.animal_id, animal_label(animal, profile), c.description,
        c.priority, c.officer, names.get(c.officer, c.officer), c.status, c.outcome, c.outcome_on, c.outcome_note,
        c.referred_to, c.reopened_at, c.reopen_reason, c.is_void, visits, links, repeats, flag)


def repeats_of(c: Call) -> list[RepeatRow]:
    """The calls at this call's place or about its animal within its profile's window (itself too)."""
    from ..persistence.profiles import profile_for

    days = _period(profile_for(c.jurisdiction_id), "repeat_call_days", c.received_at.date())
    start, end = rules.repeat_window(c.received_at.date(), days)
    rows = list(Call.select().where(Call.voided_at.is_null() & (Call.jurisdiction == c.jurisdiction_id)
                                    & Call.received_at.between(datetime.combine(start, datetime.min.time()),
                                                               datetime.combine(end, datetime.max.time()))))
    facts = rules.repeats_of(_facts([c])[0], _facts(rows), days)
    by_id = {r.id: r for r in rows + [c]}
    profile = profile_for(c.jurisdiction_id)
    return [RepeatRow(f.call_id, by_id[f.call_id].number, f.received_on, kind_label(profile, f.kind),
                      by_id[f.call_id].address, CallStatus.label_of(by_id[f.call_id].status or ""))
            for f in facts]


# --- repeat complaints in a city ------------------------------------------------------------------

@dataclass(frozen=True)
class RepeatGroup:
    where: str  # the address, or the animal
    count: int
    first_on: date
    last_on: date
    call_ids: tuple[int, ...]
    numbers: tuple[str, ...]


def repeat_groups(jurisdiction_id: int, on: date | None = None) -> list[RepeatGroup]:
    """Places and animals with the profile's number of calls or more in the window ending on ``on``:
    the nuisance cases in the making, most calls first."""
    from ..persistence.profiles import profile_for

    on = on or date.today()
    profile = profile_for(jurisdiction_id)
    days, threshold = _period(profile, "repeat_call_days", on), _period(profile, "repeat_call_count", on)
    if threshold <= 0:
        return []
    start = datetime.combine(on - timedelta(days=days), datetime.min.time())
    rows = list(Call.select()
                .where(Call.voided_at.is_null() & (Call.jurisdiction == jurisdiction_id)
                       & Call.received_at.between(start, datetime.combine(on, datetime.max.time())))
                .order_by(Call.received_at))
    by_id = {c.id: c for c in rows}
    animal_ids = list({c.animal_id for c in rows if c.animal_id is not None})
    names = dict(Animal.select(Animal.id, Animal.name).where(Animal.id.in_(animal_ids)).tuples()) if animal_ids else {}
    out = []
    for group in rules.groups(_facts(rows)):
        if not rules.is_repeat(len(group), threshold):
            continue
        calls = [by_id[f.call_id] for f in group]
        places = [c.address for c in calls if c.address]
        named = [names[c.animal_id] for c in calls if names.get(c.animal_id)]
        where = max(set(places), key=places.count) if places else ""
        if named:
            where += f" ({max(set(named), key=named.count)})"
        out.append(RepeatGroup(where, len(calls), calls[0].received_at.date(), calls[-1].received_at.date(),
                               tuple(c.id for c in calls), tuple(c.number for c in calls)))
    return sorted(out, key=lambda g: (-g.count, g.where))


def calls_about_owner(owner_id: int) -> list[tuple]:
    """(id, number, received_on, kind, address, status, outcome) of the calls about an owner (no caller)."""
    from ..persistence.profiles import profile_for

    out = []
    for c in (Call.select().where((Call.owner == owner_id) & Call.voided_at.is_null())
              .order_by(Call.received_at.desc())):
        profile = profile_for(c.jurisdiction_id)
        out.append((c.id, c.number, c.received_at.date(), kind_label(profile, c.kind), c.address,
                    CallStatus.label_of(c.status), rules.OUTCOMES.get(c.outcome, "")))
    return out
