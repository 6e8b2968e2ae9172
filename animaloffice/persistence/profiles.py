"""Each city's ordinance profile as stored, with the office's dated changes laid over it."""
from __future__ import annotations

from datetime import date
from pathlib import Path

import peewee as pw

from .. import config
from ..domain.errors import NotFound, ValidationError
from ..domain.profile_reader import parse_profile, shipped_profiles
from ..domain.profiles import Profile
from .models.base import database
from .models.office import CalendarChange, Jurisdiction, ProfileSetting

_cache: dict[int, tuple[tuple, Profile, str]] = {}
_J, _S, _C = Jurisdiction._meta.table_name, ProfileSetting._meta.table_name, CalendarChange._meta.table_name
_PROFILE_KEY = (f'SELECT j.version, j.profile_source, j.profile_file, j.code, '
                f'(SELECT count(*) FROM "{_S}" s WHERE s.jurisdiction_id = j.id), '
                f'(SELECT max(s.id) FROM "{_S}" s WHERE s.jurisdiction_id = j.id), '
                f'(SELECT count(*) FROM "{_C}" c WHERE c.jurisdiction_id = j.id), '
                f'(SELECT max(c.id) FROM "{_C}" c WHERE c.jurisdiction_id = j.id), '
                f'(SELECT count(*) FROM "{_C}" c WHERE c.jurisdiction_id = j.id AND c.voided_at IS NOT NULL) '
                f'FROM "{_J}" j WHERE j.id = ?')


def profile_for(jurisdiction_id: int) -> Profile:
    """The jurisdiction's profile with the office's dated changes laid over it (cached).

    Called for nearly every row a list or document shows, so the cache is checked with
    one small fixed statement; the profile is parsed again only when it or its dated
    values changed."""
    if isinstance(jurisdiction_id, bool) or not isinstance(jurisdiction_id, int):
        raise ValidationError("jurisdiction_id", "must be a record id", jurisdiction_id)
    if not 1 <= jurisdiction_id <= 2 ** 31 - 1:  # beyond any id the database holds (and binds)
        raise NotFound("jurisdiction", jurisdiction_id, "jurisdiction_id")
    db = database.obj
    sql = _PROFILE_KEY if isinstance(db, pw.SqliteDatabase) else _PROFILE_KEY.replace("?", "%s")
    row = db.execute_sql(sql, (jurisdiction_id,)).fetchone()
    if row is None:
        raise NotFound("jurisdiction", jurisdiction_id, "jurisdiction_id")
    version, source, profile_file, code, count, last, changes, last_change, voided = row
    key = (version, count, last or 0, changes, last_change or 0, voided)
    cached = _cache.get(jurisdiction_id)
    if cached and cached[0] == key and cached[2] == source:
        return cached[1]
    settings = list(ProfileSetting.select(ProfileSetting.kind, ProfileSetting.key,
                                          ProfileSetting.effective_from, ProfileSetting.value,
                                          ProfileSetting.note)
                    .where(ProfileSetting.jurisdiction == jurisdiction_id)
                    .order_by(ProfileSetting.id).tuples())
    base = parse_profile(source, f"{profile_file or code} (stored profile)", state_law_dir())
    profile = base.with_overrides(settings)
    if changes:
        profile = profile.with_calendar(*calendar_changes_of(jurisdiction_id))
    _cache[jurisdiction_id] = (key, profile, source)
    return profile


def calendar_changes_of(jurisdiction_id: int) -> tuple[dict[date, str], list[tuple[date, str, bool]]]:
    """The closures in force (not voided) by day with their reasons, and the dated holiday options."""
    closures, options = {}, []
    for kind, day, option, observed, reason in (
            CalendarChange.select(CalendarChange.kind, CalendarChange.day, CalendarChange.option,
                                  CalendarChange.observed, CalendarChange.reason)
            .where((CalendarChange.jurisdiction == jurisdiction_id) & CalendarChange.voided_at.is_null())
            .order_by(CalendarChange.id).tuples()):
        if kind == "closure":
            closures[day] = reason
        else:
            options.append((day, option, bool(observed)))
    return closures, options


def forget(jurisdiction_id: int | None = None) -> None:
    """Read the city's profile (every city's, with no id) afresh next time: its stored text was
    replaced, or another office database was opened."""
    if jurisdiction_id is None:
        _cache.clear()
    else:
        _cache.pop(jurisdiction_id, None)


def state_law_dir() -> Path:
    """The state statutes' tables the profiles refer to (shipped beside them)."""
    return config.resources_dir() / "ordinances" / "state"


def available_profiles() -> dict[str, Profile]:
    """The profiles shipped in resources/ordinances (checked; a bad one raises ProfileError)."""
    return shipped_profiles(config.resources_dir())
