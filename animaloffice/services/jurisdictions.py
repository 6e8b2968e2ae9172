"""Jurisdictions the office serves, their ordinance profiles and dated fee/period changes."""
from __future__ import annotations

from datetime import date
from pathlib import Path

from .. import config
from ..domain import validate
from ..domain.errors import ProfileError, ValidationError
from ..domain.profile_reader import load_profile_file, parse_profile
from ..domain.profiles import REQUIRED_PERIODS, setting_maximum
from ..domain.roles import SYSTEM, Actor
from ..persistence.models.office import Jurisdiction, OfficeSetting, ProfileSetting
from ..persistence.profiles import forget, profile_for, state_law_dir
from ..queries.office import JurisdictionInfo
from . import audit
from .office_action import OfficeAction


def add_jurisdiction(actor: Actor, code: str, *, profile_path: Path | None = None) -> JurisdictionInfo:
    """Start serving a city: store its profile in the database."""
    act = OfficeAction(actor, "office_settings")
    code = validate.text("code", code, max_len=40, required=True)
    if not all(c.isascii() and (c.isalnum() or c in "_-") for c in code):
        raise ValidationError("code", "a profile code has only letters, digits, '_' and '-'", code)
    if profile_path is not None and not isinstance(profile_path, (str, Path)):
        raise ValidationError("profile_path", "must be a file path", profile_path)
    path = Path(profile_path) if profile_path else config.resources_dir() / "ordinances" / f"{code}.toml"
    try:
        if not path.is_file():
            raise ValidationError("profile_path" if profile_path else "code",
                                  f"there is no ordinance profile {path.name}", code)
        profile = load_profile_file(path, state_law_dir())
    except (OSError, ValueError, UnicodeError) as exc:
        raise ValidationError("profile_path" if profile_path else "code",
                              f"the profile cannot be read: {exc}") from None
    with act:
        existing = Jurisdiction.get_or_none(Jurisdiction.code == profile.code)
        if existing:
            return JurisdictionInfo(existing.id, existing.code, existing.name)
        order = Jurisdiction.select().count()
        row = Jurisdiction.create(code=profile.code, name=profile.name,
                                  profile_source=path.read_text(encoding="utf-8"),
                                  # a shipped profile by its name; an office's own file by its path
                                  profile_file=path.name if profile_path is None else str(path)[:255],
                                  sort_order=order)
        # the profile's text stays on the row; the log names its file
        act.created(row, "jurisdiction.add", view=_without_text)
    return JurisdictionInfo(row.id, row.code, row.name)


def _without_text(row: Jurisdiction) -> dict:
    values = audit.snapshot(row)
    values.pop("profile_source")
    return values


def refresh_shipped_profiles(actor: Actor = SYSTEM) -> list[str]:
    """Bring each city's stored profile up to the one this release ships (the codes updated).

    A city's profile text is stored with the office when the city is added, and the office's own
    choices are dated settings laid over it, never edits of the text. So a release that corrects
    or extends a shipped profile (a period the law gives, a citation, a hearing body) reaches an
    office already running by replacing the stored text, at open, with an audit entry naming the
    file and both texts' digests; the office's dated settings stay as they were, laid over the new
    text as over the old. A profile loaded from a file of the office's own (not a shipped one) is
    left alone."""
    import hashlib
    import logging

    act = OfficeAction(actor, "office_settings")  # the program itself at open (SYSTEM), or an administrator
    shipped_dir = config.resources_dir() / "ordinances"
    updated = []
    for row in Jurisdiction.select():
        path = shipped_dir / f"{row.code}.toml"
        if row.profile_file != path.name or not path.is_file():  # the office's own profile file
            continue
        text = path.read_text(encoding="utf-8")
        if text == row.profile_source:
            continue
        try:
            fresh = parse_profile(text, path.name, state_law_dir())
            if fresh.code != row.code:
                continue  # a file of that name for another city: not this city's profile
        except ProfileError as exc:  # checked at start already; never replace a working text with a broken one
            logging.getLogger(__name__).warning("the shipped profile %s was not applied to %s: %s",
                                                path.name, row.code, exc)
            continue
        digest = lambda s: hashlib.sha256(s.encode("utf-8")).hexdigest()[:16]  # noqa: E731
        with act:
            before = digest(row.profile_source)
            Jurisdiction.update(profile_source=text, version=Jurisdiction.version + 1).where(
                Jurisdiction.id == row.id).execute()
            act.record("jurisdiction.profile_updated", Jurisdiction.get_by_id(row.id),
                       before={"profile_file": row.profile_file, "profile_sha256": before},
                       after={"profile_file": row.profile_file, "profile_sha256": digest(text)})
        forget(row.id)
        updated.append(row.code)
    return updated


def set_dated_value(actor: Actor, jurisdiction_id: int, kind: str, key: str, effective_from: date,
                    value: int, note: str = "") -> None:
    """Change a fee or period from a date on; earlier transactions keep what they were charged."""
    act = OfficeAction(actor, "change_fees")
    kind = validate.choice("kind", kind, ("fee", "period"))
    key = validate.text("key", key, max_len=64, required=True)
    effective_from = validate.day("effective_from", effective_from)
    value = validate.integer("value", value, minimum=0, maximum=setting_maximum(kind, key))
    note = validate.text("note", note, max_len=500)
    profile = profile_for(jurisdiction_id)
    known = profile.fees if kind == "fee" else profile.periods
    if key not in known and not (kind == "period" and key in REQUIRED_PERIODS):
        raise ValidationError("key", f"{profile.name} has no {kind} called {key!r}", key)
    with act:
        row = ProfileSetting.create(jurisdiction=jurisdiction_id, kind=kind, key=key, effective_from=effective_from,
                                    value=value, note=note, created_by=actor.username)
        act.created(row, f"profile.{kind}.set")


OFFICE_KEYS = ("office_name", "office_address", "office_phone", "office_hours", "office_email",
               "logo_path", "default_jurisdiction", "signature_name", "signature_title",
               "tag_sheet_layout", "separation_of_duties")
ON_OFF_KEYS = ("separation_of_duties",)  # "on" (the default) or "off"


def set_office_settings(actor: Actor, values: dict[str, str]) -> None:
    act = OfficeAction(actor, "office_settings")
    if not isinstance(values, dict) or not values:
        raise ValidationError("values", "give the settings to change", values)
    clean = {}
    for k, v in values.items():
        validate.choice("key", k, OFFICE_KEYS)
        clean[k] = validate.choice(k, v, ("on", "off")) if k in ON_OFF_KEYS else \
            validate.text(k, v, max_len=500, multiline=True)
    with act:
        for k, v in clean.items():
            row = OfficeSetting.get_or_none(OfficeSetting.key == k)
            if row is None:
                act.create(OfficeSetting, "office.setting", key=k, value=v)
            else:
                act.hold(row).value = v
                act.save(row, "office.setting")
