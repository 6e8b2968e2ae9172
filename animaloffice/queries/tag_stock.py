"""The year's ranges of pre-numbered tags, for the tag stock dialog."""
from __future__ import annotations

from datetime import date

from ..persistence.models.licensing import License, TagMark, TagStock


def tag_stock(jurisdiction_id: int, year: int) -> list[tuple[int, int, date, int, int, str]]:
    """The year's ranges of pre-numbered tags: (first, last, received, issued, out of use, notes).

    Issued counts the tags on licenses and the tags handed out and since replaced (lost,
    damaged or stolen on the animal: the license now carries another number); out of use,
    the tags spoiled or lost from stock before they were issued."""
    out = []
    for r in TagStock.select().where((TagStock.jurisdiction == jurisdiction_id) & (TagStock.year == year)) \
            .order_by(TagStock.first_number):
        issued = License.select().where((License.jurisdiction == jurisdiction_id) & (License.year == year)
                                        & License.tag_number.between(r.first_number, r.last_number)).count()
        marks = TagMark.select().where((TagMark.jurisdiction == jurisdiction_id) & (TagMark.year == year)
                                       & TagMark.number.between(r.first_number, r.last_number))
        replaced = marks.where(TagMark.status == "replaced").count()
        marked = marks.where(TagMark.status != "replaced").count()
        out.append((r.first_number, r.last_number, r.received_on, issued + replaced, marked, r.notes))
    return out
