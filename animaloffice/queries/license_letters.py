"""Who gets a renewal reminder or a certificate-due letter for a month (T-3A, T-3B).

SQL narrows the candidates by date windows; the exact rule then decides, so a
month's batch on a large office reads only that month's animals.
"""
from __future__ import annotations

import calendar
from datetime import date, timedelta

from ..domain import letter_months
from ..domain import licensing as rules
from ..domain.deadlines import add_months, add_years
from ..domain.explain import Explained
from ..domain.license_facts import LetterSubject
from ..domain.statuses import LICENSE_RENEWABLE, AnimalStatus, LicenseStatus
from ..persistence.models.animals import Animal, Vaccination
from ..persistence.models.enforcement import Notice
from ..persistence.models.licensing import License
from ..persistence.models.office import Jurisdiction
from ..persistence.models.people import Owner
from ..persistence.profiles import profile_for
from .license_detail import owner_card
from .licenses import not_renewed, shots_by_animal


def month_bounds(year: int, month: int) -> tuple[date, date]:
    return date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1])


def _sent(kind: str, license_ids: list[int]) -> set[int]:
    if not license_ids:
        return set()
    return {sid for (sid,) in Notice.select(Notice.subject_id).where(
        (Notice.kind == kind) & (Notice.subject_table == "license") & Notice.subject_id.in_(license_ids)
        & Notice.voided_at.is_null()).tuples()}


def _certificate_letters_sent(animal_ids: list[int]) -> tuple[set[tuple[int, date]], set[int]]:
    """The certificate-due letters already sent for these animals, under any of their licenses:
    (animal, due date) pairs, and the licenses of letters that recorded no due date. A renewal
    between the letter and the due date must not send it again (T-3B)."""
    pairs: set[tuple[int, date]] = set()
    undated: set[int] = set()
    if not animal_ids:
        return pairs, undated
    rows = (Notice.select(License.animal, Notice.other_deadline, Notice.subject_id)
            .join(License, on=(Notice.subject_id == License.id))
            .where((Notice.kind == "certificate_due") & (Notice.subject_table == "license")
                   & License.animal.in_(animal_ids) & Notice.voided_at.is_null()).tuples())
    for animal_id, due, license_id in rows:
        if due is None:
            undated.add(license_id)
        else:
            pairs.add((animal_id, due if isinstance(due, date) else date.fromisoformat(str(due)[:10])))
    return pairs, undated


def _base(jurisdiction_id: int):
    return (License.select(License, Animal, Owner)
            .join(Animal, on=(License.animal == Animal.id)).switch(License)
            .join(Owner, on=(License.owner == Owner.id)).switch(License)
            .where((License.jurisdiction == jurisdiction_id) & License.voided_at.is_null()
                   & (Animal.status == AnimalStatus.ACTIVE) & (Animal.owner == License.owner)))


def _step(progress, i: int, n: int) -> None:
    """Report every 20th owner looked up; stop when the person cancelled."""
    if progress is not None and i % 20 == 0 and progress(i, n) is False:
        from ..domain.errors import CancelledError

        raise CancelledError()


def renewal_reminders(jurisdiction_id: int, year: int, month: int, *, skip_sent: bool = True,
                      on: date | None = None, progress=None) -> list[LetterSubject]:
    """Yearly licenses ending in the month, not yet renewed, animal still with the owner."""
    on = on or date.today()
    first, last = month_bounds(year, month)
    profile = profile_for(jurisdiction_id)
    name = Jurisdiction.get_by_id(jurisdiction_id).name
    rows = list(_base(jurisdiction_id).where(
        License.status.in_(LICENSE_RENEWABLE) & (License.term == "annual")
        & License.expires_on.between(first, last) & not_renewed())
        .order_by(Owner.display_name, License.id))
    sent = _sent("renewal", [r.id for r in rows]) if skip_sent else set()
    shots = shots_by_animal({r.animal_id for r in rows})
    out = []
    for i, lic in enumerate(rows):
        _step(progress, i, len(rows))
        if lic.id in sent:
            continue
        animal = lic.animal
        renew_on = max(on, lic.expires_on)
        fee = rules.license_fee(profile, species=animal.species, altered=animal.altered, on=renew_on)
        refusals = rules.license_refusals(profile, species=animal.species, birth_date=animal.birth_date,
                                          shots=shots.get(animal.id, []), on=renew_on)
        problem, parts = "; ".join(r.reason for r in refusals), _problem_parts(refusals)
        if not problem:
            problem, parts = _due_soon_after(profile, animal, shots.get(animal.id, []), renew_on)
        due = Explained(lic.expires_on, "T-3A", {"license": lic.number}, (
            f"license {lic.number} is a yearly license for {lic.year}",
            f"it ends on {lic.expires_on:%B} {lic.expires_on.day}, {lic.expires_on.year}"))
        out.append(LetterSubject("renewal", lic.id, jurisdiction_id, name, owner_card(lic.owner_id),
                                 animal.name or "your animal", profile.species_info(animal.species).label,
                                 lic.number, lic.tag_number, lic.year, lic.expires_on, due, fee, problem, parts))
    return out


def _problem_parts(refusals) -> tuple:
    """The refusals of a renewal as phrase keys (``documents.language.counting``), for a letter in
    another language; empty where one of them has no phrase (the letter then gives the English)."""
    parts = []
    for r in refusals:
        if "expired" in r.data:
            parts.append(("cert_expired", {"end": r.data["expired"]}))
        elif "due" in r.data:
            parts.append(("cert_overdue", {"end": r.data["due"]}))
        elif not r.data and r.reason.startswith("no rabies vaccination certificate"):
            parts.append(("cert_none", {}))
        else:
            return ()
    return tuple(parts)


def _due_soon_after(profile, animal, shots, renew_on: date) -> tuple[str, tuple]:
    """Why a certificate must come with a renewal made in the weeks after the license ends
    (the reminder period): the one on file falls due then (T-3B), so the renewal would be refused."""
    later = renew_on + timedelta(days=profile.period("renewal_reminder_days", renew_on))
    if not rules.license_refusals(profile, species=animal.species, birth_date=animal.birth_date, shots=shots,
                                  on=later):
        return "", ()
    shot = rules.current_shot(shots, renew_on)
    if shot is None:
        return "", ()
    interval = profile.period("certificate_interval_years", renew_on)
    due = rules.certificate_anniversary(shot, interval)
    return (f"the rabies shot on file was given on {shot.vaccinated_on:%B} {shot.vaccinated_on.day}, "
            f"{shot.vaccinated_on.year} and a new certificate is due by {due:%B} {due.day}, {due.year}, "
            "just after this license ends"), (("cert_due_after", {"shot": shot.vaccinated_on, "end": due}),)


def certificates_due(jurisdiction_id: int, year: int, month: int, *, skip_sent: bool = True,
                     on: date | None = None, progress=None, days: tuple[date, date] | None = None) -> list[LetterSubject]:
    """Licensed animals whose next rabies certificate is due in the month (T-3B), not yet overdue;
    with ``days`` (first, last), only those due on those days of the month (the Today list's week:
    the same rows as the month's filtered, read without the rest of the month's)."""
    on = on or date.today()
    first, last = month_bounds(year, month)
    profile = profile_for(jurisdiction_id)
    name = Jurisdiction.get_by_id(jurisdiction_id).name
    interval = profile.period("certificate_interval_years", first)
    juvenile = profile.period("juvenile_license_max_age_months", first)
    month_first, month_last = first, last  # the licenses in force in the month are looked at
    if days is not None:
        first, last = max(first, days[0]), min(last, days[1])
        if first > last:
            return []
    slack = timedelta(days=3)  # Feb 29 and month-end shifts; the exact rule decides below
    windows = None
    for years in (1, 2, 3, 4):
        span = min(years, interval)
        term = (((Vaccination.duration_years >= years) if years == 4 else (Vaccination.duration_years == years))
                & Vaccination.vaccinated_on.between(add_years(first, -span) - slack, add_years(last, -span) + slack))
        windows = term if windows is None else (windows | term)
    with_shot = (Vaccination.select(Vaccination.animal).where(Vaccination.voided_at.is_null() & windows))
    young = Animal.birth_date.between(add_months(first, -juvenile) - slack, add_months(last, -juvenile) + slack)
    rows = list(_base(jurisdiction_id).where(
        (License.status == LicenseStatus.ACTIVE) & (License.expires_on.is_null() | (License.expires_on >= month_first))
        & (License.issued_on <= month_last) & (License.animal.in_(with_shot) | young))
        .order_by(Owner.display_name, License.year.desc(), License.id.desc()))
    latest: dict[int, License] = {}
    for lic in rows:  # one letter per animal: its newest license
        latest.setdefault(lic.animal_id, lic)
    sent, sent_undated = _certificate_letters_sent(list(latest)) if skip_sent else (set(), set())
    shots = shots_by_animal(latest.keys())
    out = []
    for i, lic in enumerate(latest.values()):
        _step(progress, i, len(latest))
        if lic.id in sent_undated:
            continue
        animal = lic.animal
        st = rules.certificate_status(profile, birth_date=animal.birth_date, licensed_on=lic.issued_on,
                                      shots=shots.get(animal.id, []), on=on, lifetime=lic.term == "lifetime")
        if st.next_due is None or st.relicense_required or not (first <= st.next_due.value <= last):
            continue
        if (animal.id, st.next_due.value) in sent:  # sent under this or an earlier license
            continue
        out.append(LetterSubject("certificate_due", lic.id, jurisdiction_id, name, owner_card(lic.owner_id),
                                 animal.name or "your animal", profile.species_info(animal.species).label,
                                 lic.number, lic.tag_number, lic.year, lic.expires_on, st.next_due))
    return out


def next_month_due(kind: str, jurisdiction_id: int, on: date | None = None, months: int = 12) -> tuple[int, int] | None:
    """The first month from next month on with anyone due this letter and not yet sent it."""
    on = on or date.today()
    find = renewal_reminders if kind == "renewal" else certificates_due
    for i in range(1, months + 1):
        first = add_months(on.replace(day=1), i)
        if find(jurisdiction_id, first.year, first.month, skip_sent=True, on=on):
            return first.year, first.month
    return None


def default_letters_month(kind: str, jurisdiction_id: int, on: date | None = None) -> Explained[tuple[int, int]]:
    """The month the letters dialog opens on, with why (``domain.letter_months``)."""
    on = on or date.today()
    profile = profile_for(jurisdiction_id)
    if kind == "renewal" and letter_months.renewal_month(profile, on) is not None:
        return letter_months.letters_month(profile, kind, on, None)
    return letter_months.letters_month(profile, kind, on, next_month_due(kind, jurisdiction_id, on))
