"""An office already running gets the profiles this release ships: the stored text is replaced at
open, audited, with the office's own dated settings laid over it as before. A profile the office
loaded from a file of its own is never replaced."""
from __future__ import annotations

from datetime import date

from animaloffice.persistence import profiles
from animaloffice.persistence.db import close_database
from animaloffice.persistence.models.office import AuditEntry, Jurisdiction
from animaloffice.persistence.profiles import profile_for
from animaloffice.services import jurisdictions, opening


def _age(code: str, text_change) -> str:
    row = Jurisdiction.get(Jurisdiction.code == code)
    old = text_change(row.profile_source)
    assert old != row.profile_source
    Jurisdiction.update(profile_source=old).where(Jurisdiction.id == row.id).execute()
    profiles.forget()
    return old


def _reopen(office) -> None:
    close_database()
    opening.open_office(office.target, create=False, desk=False)  # the tests connect as the owner


def test_a_stored_profile_from_an_earlier_release_is_brought_up_to_date_at_open(office):
    shipped = Jurisdiction.get_by_id(office.tracy).profile_source
    _age("tracy", lambda t: t.replace("[citations]", "[citations]\nold_release_only = \"an earlier text\"", 1))
    assert "old_release_only" in profile_for(office.tracy).citations
    _reopen(office)
    assert Jurisdiction.get_by_id(office.tracy).profile_source == shipped
    assert "old_release_only" not in profile_for(office.tracy).citations
    entry = AuditEntry.select().where(AuditEntry.action == "jurisdiction.profile_updated").get()
    assert entry.record_id == str(office.tracy) or int(entry.record_id) == office.tracy
    _reopen(office)  # nothing more to do: no second entry
    assert AuditEntry.select().where(AuditEntry.action == "jurisdiction.profile_updated").count() == 1


def test_the_office_s_own_settings_stay_laid_over_the_new_text(office):
    profile = profile_for(office.tracy)
    key = next(iter(profile.fees))
    jurisdictions.set_dated_value(office.admin, office.tracy, "fee", key, date(2026, 1, 1), 4321,
                                  note="Resolution 2026-1")
    before = profile_for(office.tracy).fee(key, date(2026, 6, 1))
    assert before == 4321
    _age("tracy", lambda t: t.replace("[citations]", "[citations]\nold_release_only = \"x\"", 1))
    _reopen(office)
    assert profile_for(office.tracy).fee(key, date(2026, 6, 1)) == before


def test_a_profile_of_the_office_s_own_is_left_as_it_is(office, tmp_path):
    row = Jurisdiction.get_by_id(office.worthington)
    own = tmp_path / "worthington.toml"
    own.write_text(row.profile_source.replace("[citations]", "[citations]\nour_own = \"kept\"", 1), encoding="utf-8")
    Jurisdiction.update(profile_source=own.read_text(encoding="utf-8"), profile_file=str(own)).where(
        Jurisdiction.id == row.id).execute()
    profiles.forget()
    _reopen(office)
    assert "our_own" in profile_for(office.worthington).citations
