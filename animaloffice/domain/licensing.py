"""Dog and cat licenses: T-3A, T-3B, T-3C, T-7C (and the T-2J immunity rule behind them)."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from .deadlines import add_months, add_years, months_old
from .errors import Refusal
from .explain import Explained, fmt_date, fmt_short
from .money import fmt_cents
from .profiles import Profile
from .statuses import RELICENSE_REQUIRED, LicenseStatus


@dataclass(frozen=True)
class Shot:
    """A rabies vaccination as the rules see it."""

    vaccinated_on: date
    duration_years: int
    received_on: date


def shot_expires(shot: Shot) -> date:
    """The last day of immunity the certificate claims (T-2J: the vaccine's duration).

    Immunity "for a period of three years after" the shot is counted as every period is
    (MN-645.15: the first day excluded, the last included): it runs through the shot's 3rd
    anniversary, the day T-3B wants the new certificate by. So on that day the certificate
    is still current: the status says it is due that day and a license may still be issued
    or renewed on it; from the next day it has run out."""
    return add_years(shot.vaccinated_on, shot.duration_years)


def current_shot(shots: Sequence[Shot], on: date) -> Shot | None:
    """The latest vaccination given on or before `on` that is still in force on `on`."""
    given = [s for s in shots if s.vaccinated_on <= on]
    if not given:
        return None
    latest = max(given, key=lambda s: s.vaccinated_on)
    return latest if shot_expires(latest) >= on else None


def certificate_anniversary(shot: Shot, interval_years: int) -> date:
    """T-3B: the day a new certificate is due after this shot: its 3rd anniversary, or
    sooner when the vaccine is good for fewer years (T-2J)."""
    return add_years(shot.vaccinated_on, min(shot.duration_years, interval_years))


def earliest_covering_shot(duration_years: int, interval_years: int, day: date) -> date:
    """The oldest vaccination date of a `duration_years` vaccine whose next certificate is
    not yet overdue on `day` (due on or after it). Lets a query filter in SQL.

    On Feb 29 the date that many years earlier is Feb 28, but a shot of that day fell due on
    Feb 28 (its anniversary in a common year), the day before: the oldest shot still covering
    Feb 29 is of Mar 1."""
    years = min(duration_years, interval_years)
    cutoff = add_years(day, -years)
    if add_years(cutoff, years) < day:
        cutoff += timedelta(days=1)
    return cutoff


def license_refusals(profile: Profile, *, species: str, birth_date: date | None,
                     shots: Sequence[Shot], on: date) -> list[Refusal]:
    """Why a license cannot be issued on `on` (empty when it can). T-3A, T-3B.

    The certificate must be in force (T-2J) and not past the date T-3B wants a
    new one (every 3 years).
    """
    out: list[Refusal] = []
    if not profile.enforces("licensing"):
        out.append(Refusal("T-3A", f"{profile.name} does not license animals under its profile",
                           {"jurisdiction": profile.code}))
        return out
    info = profile.species_info(species)
    if not info.licensed:
        out.append(Refusal("T-3A", f"{info.label.lower()}s are not licensed; only "
                           f"{', '.join(profile.licensed_species)} are", {"species": species}))
    if birth_date and birth_date > on:
        out.append(Refusal("T-3A", "the birth date is in the future", {"birth_date": birth_date}))
    if not shots:
        out.append(Refusal("T-3A", "no rabies vaccination certificate is on file"))
    elif (current := current_shot(shots, on)) is None:
        latest = max(shots, key=lambda s: s.vaccinated_on)
        if latest.vaccinated_on > on:
            out.append(Refusal("T-3A", "the rabies certificate on file is dated after the license date",
                               {"vaccinated_on": latest.vaccinated_on}))
        else:
            out.append(Refusal("T-3A", f"the rabies certificate on file expired on "
                               f"{fmt_short(shot_expires(latest))}; a current certificate is required",
                               {"expired": shot_expires(latest)}))
    else:
        interval = profile.period("certificate_interval_years", on)
        due = certificate_anniversary(current, interval)
        if due < on:
            out.append(Refusal("T-3B", f"the rabies shot on file was given on "
                               f"{fmt_short(current.vaccinated_on)}; a new certificate was due by "
                               f"{fmt_short(due)} (at least every {interval} years)", {"due": due}))
    return out


def license_fee(profile: Profile, *, species: str, altered: bool | None, on: date) -> Explained[int]:
    """The license fee in force on the day (T-3A: set by resolution), from the profile."""
    code = f"license.{species}"
    if altered and profile.has_fee(f"{code}.altered"):
        code = f"{code}.altered"
    what = f"{profile.species_info(species).label.lower()} license"
    return _named_fee(profile, code, what + (" (spayed or neutered)" if code.endswith(".altered") else ""), on)


def replacement_tag_fee(profile: Profile, on: date) -> Explained[int]:
    """The fee for a new tag in place of a lost, damaged or stolen one (T-3A), from the profile."""
    return _named_fee(profile, "license.replacement_tag", "replacement tag", on)


def _named_fee(profile: Profile, code: str, what: str, on: date) -> Explained[int]:
    """The profile's fee, its explanation naming the fee as the license desk says it."""
    return profile.fee_explained(code, on, rule_id="T-3A", label=f"{what} fee")


def annual_expiry(year: int) -> date:
    """A yearly license runs to the end of its license year (T-3A 'yearly')."""
    return date(year, 12, 31)


@dataclass(frozen=True)
class CertificateStatus:
    """The T-3B picture for one licensed animal on a day."""

    state: str  # "ok" | "due_soon" | "overdue" | "none"
    next_due: Explained[date] | None
    relicense_required: bool
    lapsed_on: date | None = None

    @property
    def label(self) -> str:
        if self.relicense_required:
            return RELICENSE_REQUIRED
        return {"ok": "current", "due_soon": "certificate due soon", "overdue": "certificate overdue",
                "none": "no certificate"}[self.state]


def license_standing(status: str, certificate: CertificateStatus | None) -> str:
    """The one status a license shows everywhere (row, detail pane, certificate, report): an
    active license whose animal must be relicensed (T-3B) is "relicense required", the animal
    unlicensed; otherwise its own status."""
    if status == LicenseStatus.ACTIVE and certificate is not None and certificate.relicense_required:
        return RELICENSE_REQUIRED
    return status


def certificate_status(profile: Profile, *, birth_date: date | None, licensed_on: date,
                       shots: Sequence[Shot], on: date, lifetime: bool = False,  # pragma: no mutate (unused: a lifetime license needs the same T-3B certificates)
                       warn_days: int = 30, explain: bool = True) -> CertificateStatus:
    """T-3B: when the next vaccination certificate is due, and whether it lapsed.

    Each certificate must show a shot no later than 3 years after the prior one and
    be handed in by the 3rd anniversary of the prior shot. An animal licensed
    between 4 and 16 months old also needs a certificate of a shot given within the
    60 days before it turns 16 months, handed in by that day. A certificate whose
    vaccine duration is shorter than 3 years is due when it runs out (T-2J).
    Failing any of these, the animal must be relicensed.

    ``explain=False`` leaves the explanation's steps out (a list of hundreds of rows needs
    only the dates; the steps are written when one license is shown or printed).
    The list filters select by the same rule in SQL: ``queries/certificate_rule.py``.
    """
    interval = profile.period("certificate_interval_years", on)
    ordered = one_per_day(shots)
    if not ordered:
        return CertificateStatus("none", None, False)

    # The juvenile rule, for an animal licensed between 4 and 16 months old.
    juvenile_due = None
    if birth_date is not None:
        min_age = profile.period("minimum_license_age_months", on)
        max_age = profile.period("juvenile_license_max_age_months", on)
        window = profile.period("juvenile_certificate_window_days", on)
        age = months_old(birth_date, licensed_on)
        if min_age <= age < max_age:
            turns = add_months(birth_date, max_age)
            opens = turns - timedelta(days=window)
            satisfied = any(opens <= s.vaccinated_on <= turns and s.received_on <= turns for s in ordered)
            if not satisfied:
                juvenile_due = Explained(turns, "T-3B", {"birth_date": birth_date, "licensed_on": licensed_on}, (
                    f"the animal was licensed on {fmt_short(licensed_on)} at {age} months old, "
                    f"between {min_age} and {max_age} months",
                    f"it turns {max_age} months on {fmt_date(turns)}",
                    f"a certificate of a shot given from {fmt_short(opens)} ({window} days before) "
                    f"to that day must be handed in by {fmt_date(turns)}") if explain else (),
                    (("juvenile_licensed", {"licensed_on": licensed_on, "age": age, "min_age": min_age,
                                            "max_age": max_age}),
                     ("juvenile_turns", {"max_age": max_age, "end": turns}),
                     ("juvenile_window", {"opens": opens, "days": window, "end": turns})) if explain else ())

    # Walk the chain of certificates from the one in force at licensing.
    anchor = current_shot(ordered, licensed_on) or ordered[0]
    lapsed_on = None
    chain = anchor
    due = _due_date(chain, interval)
    for shot in ordered:
        if shot.vaccinated_on <= chain.vaccinated_on or shot.received_on > on:
            continue  # older, or not yet handed in on the day asked about
        on_time = shot.vaccinated_on <= due and shot.received_on <= due
        if not on_time and lapsed_on is None:
            lapsed_on = due
        chain = shot
        due = _due_date(chain, interval)
    why, parts = _next_due(chain, interval)[1:] if explain else ((), ())
    next_due = Explained(due, "T-3B", {"last_shot": chain.vaccinated_on}, why, parts)
    if juvenile_due is not None and juvenile_due.value < next_due.value:
        next_due = juvenile_due
    if lapsed_on is None and next_due.value < on:  # the juvenile day too: next_due is never later
        lapsed_on = next_due.value
    if lapsed_on is not None:
        return CertificateStatus("overdue", next_due, True, lapsed_on)
    if (next_due.value - on).days <= warn_days:
        return CertificateStatus("due_soon", next_due, False)
    return CertificateStatus("ok", next_due, False)


def one_per_day(shots: Sequence[Shot]) -> list[Shot]:
    """The certificates in shot order, one per shot day: two certificates of the same day are
    one shot, taken as the one handed in first (the longer vaccine at a tie), so the status does
    not depend on the order the certificates were read in."""
    first: dict[date, Shot] = {}
    for s in shots:
        kept = first.get(s.vaccinated_on)
        if kept is None or (s.received_on, -s.duration_years) < (kept.received_on, -kept.duration_years):
            first[s.vaccinated_on] = s
    return [first[d] for d in sorted(first)]


def _due_date(shot: Shot, interval_years: int) -> date:
    """The date of ``_next_due`` without its explanation."""
    anniversary = add_years(shot.vaccinated_on, interval_years)
    return min(anniversary, add_years(shot.vaccinated_on, shot.duration_years))


def _next_due(shot: Shot, interval_years: int) -> tuple[date, tuple[str, ...], tuple[tuple[str, dict[str, object]], ...]]:
    """The due date, its steps, and the same steps as phrase keys (``documents.language.counting``)."""
    anniversary = add_years(shot.vaccinated_on, interval_years)
    runs_out = add_years(shot.vaccinated_on, shot.duration_years)
    steps = [f"the last rabies shot on file was given on {fmt_date(shot.vaccinated_on)}",
             f"the next certificate is due by its {_nth(interval_years)} anniversary, "
             f"{fmt_date(anniversary)}"]
    parts: list[tuple[str, dict[str, object]]] = [("cert_last_shot", {"shot": shot.vaccinated_on}),
                                     ("cert_anniversary", {"years": interval_years, "end": anniversary})]
    if runs_out < anniversary:
        steps.append(f"but that vaccine is good for {shot.duration_years} year"
                     f"{'s' if shot.duration_years != 1 else ''} only, so the certificate is due "
                     f"{fmt_date(runs_out)} (T-2J)")
        parts.append(("cert_short_vaccine", {"years": shot.duration_years, "end": runs_out}))
        return runs_out, tuple(steps), tuple(parts)
    return anniversary, tuple(steps), tuple(parts)


def _nth(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def under_license_age(profile: Profile, birth_date: date | None, on: date) -> Explained[bool]:
    """T-7C(6): dogs and cats under 4 months are exempt; the exemption ends at 4 months."""
    months = profile.period("minimum_license_age_months", on)
    if birth_date is None:
        return Explained(False, "T-7C", {}, ("no birth date is recorded, so the age exemption "
                                             "cannot be applied",))
    turns = add_months(birth_date, months)
    young = on < turns
    steps = (f"born {fmt_short(birth_date)}, the animal turns {months} months on {fmt_date(turns)}",
             f"on {fmt_short(on)} it is {'under' if young else 'not under'} {months} months")
    return Explained(young, "T-7C", {"birth_date": birth_date, "on": on, "turns": turns}, steps)


def exemption_ends(profile: Profile, reason: str, birth_date: date | None, on: date) -> date | None:
    """When a T-7C exemption runs out by itself (None: lasts until ended by hand): the age
    exemption the day before the animal reaches the licensing age; an exemption for a stay of so
    many days (the profile's ``days`` on the reason: T-7C(2) 30, T-7C(4) 7) that many days after
    the day recorded, counted as every period is (MN-645.15: the first day excluded)."""
    if reason == "under_4_months":
        if birth_date is None:
            return None
        return add_months(birth_date, profile.period("minimum_license_age_months", on)) - timedelta(days=1)
    item = profile.item("exemptions", reason)
    days = item.extra.get("days") if item is not None else None
    return on + timedelta(days=days) if days else None


def exemption_ends_on_transfer(reason: str) -> bool:
    """T-3C with T-7C: a change of owner ends every exemption but the age one (6). A police or
    search-and-rescue dog (1), an owner staying 30 days or less (2) or 7 days for a show (4),
    an animal in transit (3) or in a veterinarian's care (5): each rests on the owner or on how
    the animal is kept, so the new owner must license the animal or show an exemption of
    their own. An animal under 4 months stays exempt whoever owns it."""
    return reason != "under_4_months"


def exemption_last_day(ended_on: date) -> date:
    """An exemption ended on a day no longer covers that day (as a license ended by a transfer
    is not in force on the day of the transfer): its last day is the day before."""
    return ended_on - timedelta(days=1)


def transfer_ends_license(transferred_on: date) -> Explained[date]:
    """T-3C: a license expires automatically when the animal changes owner."""
    return Explained(transferred_on, "T-3C", {"on": transferred_on}, (
        f"the animal changed owner on {fmt_short(transferred_on)}",
        "its license ends that day and the new owner must license it"))


def issue_fee_refusals(profile: Profile, owing_cents: int) -> list[Refusal]:
    """T-3A: the license is issued upon a written application "accompanied by a fee": while the
    fee is neither paid nor waived by an administrator, it is not issued. A $0 fee needs neither."""
    if owing_cents <= 0 or not profile.issues_on_fee():
        return []
    return [Refusal("T-3A", f"the license fee is not paid ({fmt_cents(owing_cents)} owing); the license "
                    "is issued upon its fee: take the payment, or an administrator waives it with a reason",
                    {"owing_cents": owing_cents})]
