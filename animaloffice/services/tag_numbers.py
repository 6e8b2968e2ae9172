"""The year's collar tags: pre-numbered stock received from the vendor, tags taken out of
use (spoiled, lost), and the next free number a license takes (T-3A: unique per
jurisdiction and year)."""
from __future__ import annotations

from contextlib import contextmanager
from datetime import date

import peewee as pw

from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.roles import Actor
from ..persistence.fetch import fetch
from ..persistence.models.base import database
from ..persistence.models.licensing import License, TagMark, TagStock
from ..persistence.models.office import Jurisdiction
from .common import lock_counter
from .office_action import OfficeAction


def used_tag(jurisdiction_id: int, year: int, tag: int) -> bool:
    return (License.select().where((License.jurisdiction == jurisdiction_id) & (License.year == year)
                                   & (License.tag_number == tag)).exists()
            or TagMark.select().where((TagMark.jurisdiction == jurisdiction_id) & (TagMark.year == year)
                                      & (TagMark.number == tag)).exists())


def next_tag_number(jurisdiction_id: int, year: int) -> int:
    """The next tag: the lowest free number after the last used one in the year's
    pre-numbered stock (range by range), else one more than the highest used. A renewal that
    kept its animal's own tag number is not "the last used": the series goes on where the new
    tags left it, stepping over the kept numbers."""
    old = License.alias()
    kept = pw.fn.COALESCE(old.tag_number, 0) == License.tag_number

    def top(low: int | None = None, high: int | None = None) -> int:
        found = 0
        for model, column in ((License, License.tag_number), (TagMark, TagMark.number)):
            if model is License:  # the highest first, down the (jurisdiction, year, tag) index, past
                # any renewal that kept its number: a few rows, where MAX over a join read the year's
                query = (License.select(column).join(old, pw.JOIN.LEFT_OUTER, on=(License.renewal_of == old.id))
                         .where((License.jurisdiction == jurisdiction_id) & (License.year == year)
                                & column.is_null(False) & (~kept | License.renewal_of.is_null()))
                         .order_by(column.desc()).limit(1))
            else:
                query = model.select(pw.fn.MAX(column)).where((model.jurisdiction == jurisdiction_id)
                                                              & (model.year == year))
            if low is not None:
                query = query.where(column.between(low, high))
            found = max(found, query.scalar() or 0)
        return found

    def free(candidate: int, last: int | None = None) -> int | None:
        while used_tag(jurisdiction_id, year, candidate):
            candidate += 1
        return candidate if last is None or candidate <= last else None

    ranges = list(TagStock.select().where((TagStock.jurisdiction == jurisdiction_id)
                                          & (TagStock.year == year)).order_by(TagStock.first_number))
    if not ranges:
        return free(top() + 1) or 1
    for r in ranges:
        candidate = free(max(top(r.first_number, r.last_number) + 1, r.first_number), r.last_number)
        if candidate is not None:
            return candidate
    raise ValidationError("tag_number", f"the {year} tag stock is used up; record a new range of tags")


def renewal_tag(license_id: int, year: int) -> int:
    """The tag a renewal proposes for `year`: the animal's own number when it is free in that
    year's series (and within its stock), else the next tag."""
    lic = fetch(License, license_id, "license_id", allow_void=True)
    try:
        return check_tag(lic.jurisdiction_id, year, lic.tag_number)
    except ValidationError:
        return next_tag_number(lic.jurisdiction_id, year)


@contextmanager
def taking_tag(jurisdiction_id: int, year: int, tag: int, *, again: str = ""):
    """Write what takes `tag`, telling the tag's field when another workstation took it first.

    The desks take turns for a tag (``lock_counter``), but an import does not wait for
    them: it holds the tags of its file until it commits. When one of them is the tag
    this workstation just chose, the unique index refuses this write once the other
    commits (PostgreSQL; SQLite lets one writer at a time). `again`: what the user
    can do then."""
    try:
        with database.atomic():  # a savepoint: the tag can still be read after the refusal
            yield
    except pw.IntegrityError:
        if not used_tag(jurisdiction_id, year, tag):
            raise
        raise ValidationError("tag_number", f"tag {tag} for {year} was taken at another workstation at the "
                              f"same moment; nothing was saved{again}", tag) from None


def check_tag(jurisdiction_id: int, year: int, tag) -> int:
    tag = validate.integer("tag_number", tag, minimum=1, maximum=9_999_999)
    if used_tag(jurisdiction_id, year, tag):
        raise ValidationError("tag_number", f"tag {tag} for {year} is already in use", tag)
    ranges = list(TagStock.select().where((TagStock.jurisdiction == jurisdiction_id) & (TagStock.year == year)))
    if ranges and not any(r.first_number <= tag <= r.last_number for r in ranges):
        raise ValidationError("tag_number", f"tag {tag} is not in the {year} tag stock", tag)
    return tag


def add_tag_stock(actor: Actor, jurisdiction_id: int, year: int, first_number: int, last_number: int,
                  received_on: date | None = None, notes: str = "") -> int:
    """Record a range of pre-numbered tags received from the vendor."""
    act = OfficeAction(actor, "issue_license")
    year = validate.integer("year", year, minimum=1990, maximum=2200)
    first_number = validate.integer("first_number", first_number, minimum=1, maximum=9_999_999)
    last_number = validate.integer("last_number", last_number, minimum=first_number, maximum=9_999_999)
    received_on = validate.day("received_on", received_on or date.today())
    with act:
        fetch(Jurisdiction, jurisdiction_id, "jurisdiction_id")
        overlap = TagStock.select().where((TagStock.jurisdiction == jurisdiction_id) & (TagStock.year == year)
                                          & (TagStock.first_number <= last_number)
                                          & (TagStock.last_number >= first_number)).first()
        if overlap:
            raise ValidationError("first_number", f"overlaps the range {overlap.first_number}-"
                                  f"{overlap.last_number} already recorded")
        row = act.create(TagStock, "tag_stock.add", jurisdiction=jurisdiction_id, year=year,
                         first_number=first_number, last_number=last_number, received_on=received_on,
                         notes=validate.text("notes", notes, max_len=500))
    return row.id


def mark_tag(actor: Actor, jurisdiction_id: int, year: int, number: int, status: str, reason: str = "",
             on: date | None = None) -> int:
    """Take an unissued tag out of use (spoiled in printing, lost from stock)."""
    act = OfficeAction(actor, "issue_license")
    status = validate.choice("status", status, ("spoiled", "lost"))
    on = validate.day("on", on or date.today())
    year = validate.integer("year", year, minimum=1990, maximum=2200)
    with act:
        fetch(Jurisdiction, jurisdiction_id, "jurisdiction_id")
        lock_counter(f"tags:{jurisdiction_id}:{year}")
        number = check_tag(jurisdiction_id, year, number)
        row = act.create(TagMark, "tag.mark", jurisdiction=jurisdiction_id, year=year, number=number,
                         status=status, recorded_on=on, reason=validate.text("reason", reason, max_len=500))
    return row.id
