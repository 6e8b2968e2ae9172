"""The license year a sale is for, and the lifetime licenses T-3A keeps (grandfathered).

T-3A makes the license yearly. When next year's license goes on sale the ordinance does not
say: the profile does (``[licensing] next_year_sales_from``, e.g. from Dec 1), and from that day
a sale is for the coming year unless the clerk chooses the year still running. A license for a
year that has ended is never sold. A license issued at reclaim is sold by the same rule.

"All animal license holders prior to this ordinance amendment will be grandfather in and their
license will remain as a permanent animal license for the life of that animal": a lifetime
license is only ever the conversion of a license issued before the amendment (its number and
date recorded), for the same animal in the same hands. A new animal, or an animal that changed
owner since (T-3C ends its license), gets a yearly license.
"""
from __future__ import annotations

from collections.abc import Iterable
from datetime import date

from .errors import Refusal
from .explain import fmt_short
from .profiles import Profile


def license_year(profile: Profile, on: date) -> int:
    """The year a license sold on `on` is for, unless the clerk chooses another on sale."""
    return on.year + 1 if profile.readings.sells_next_year(on) else on.year


def sale_years(profile: Profile, on: date) -> tuple[int, ...]:
    """The license years on sale on `on`, the default first."""
    if profile.readings.sells_next_year(on):
        return (on.year + 1, on.year)
    return (on.year,)


def year_refusals(profile: Profile, year: int, on: date) -> list[Refusal]:
    """Why a license for `year` cannot be sold on `on` (empty when it can)."""
    if year < on.year:
        return [Refusal("T-3A", f"the {year} license year has ended; a license sold on {fmt_short(on)} "
                        f"is for {license_year(profile, on)}", {"year": year})]
    if year not in sale_years(profile, on):
        start = profile.readings.next_year_sales_from
        when = ""
        if year == on.year + 1:
            when = (f"; next year's license is sold from {date(on.year, *start):%B} {start[1]}" if start
                    else "; a license is sold for the year running only")
        return [Refusal("T-3A", f"{year} licenses are not on sale on {fmt_short(on)}{when}", {"year": year})]
    return []


def first_sale_day(profile: Profile, year: int) -> date:
    """The first day a license for `year` is sold (next year's sale date, or January 1)."""
    start = profile.readings.next_year_sales_from
    return date(year - 1, *start) if start else date(year, 1, 1)


def renewal_year(profile: Profile, previous_year: int, on: date) -> int:
    """A renewal covers the year after the old license, or the year on sale if that has passed."""
    return max(previous_year + 1, license_year(profile, on))


def lifetime_refusals(profile: Profile, *, converted_from_number: str, converted_from_date: date | None,
                      birth_date: date | None, owner_changes: Iterable[date], on: date) -> list[Refusal]:
    """Why a lifetime license may not be recorded (empty when it may).

    `owner_changes` are the days the animal changed owner (an ownership ended)."""
    before = profile.readings.lifetime_before
    if before is None:
        return [Refusal("T-3A", f"the {profile.name} profile has no lifetime licenses; a yearly license "
                        "is issued")]
    out: list[Refusal] = []
    if not converted_from_number.strip():
        out.append(Refusal("T-3A", "a lifetime license converts a license issued before "
                           f"{fmt_short(before)}: enter the old license's number", {"before": before}))
    if converted_from_date is None:
        out.append(Refusal("T-3A", "enter the date the old license was issued", {"before": before}))
    elif converted_from_date >= before:
        out.append(Refusal("T-3A", f"the old license was issued on {fmt_short(converted_from_date)}; only "
                           f"a license issued before {fmt_short(before)} became a lifetime license",
                           {"before": before, "issued": converted_from_date}))
    elif converted_from_date > on:
        out.append(Refusal("T-3A", "the old license's date is after today", {"issued": converted_from_date}))
    if birth_date is not None and birth_date >= before:
        out.append(Refusal("T-3A", f"the animal was born on {fmt_short(birth_date)}, after the amendment: "
                           "it is licensed yearly", {"birth_date": birth_date}))
    if converted_from_date is not None:
        since = sorted(d for d in owner_changes if d >= converted_from_date)
        if since:
            out.append(Refusal("T-3C", f"the animal changed owner on {fmt_short(since[0])}, after the old "
                               "license: that license ended, and the new owner licenses it yearly",
                               {"changed": since[0]}))
    return out
