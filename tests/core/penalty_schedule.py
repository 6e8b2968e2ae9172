"""A city that adopted an administrative-penalty schedule (neither shipped profile has one): the
stored profile of a jurisdiction is given the schedule, its adopting resolution and its amount."""
from __future__ import annotations

from animaloffice.persistence import profiles
from animaloffice.persistence.models.office import Jurisdiction

RESOLUTION = "Resolution 2026-14"


def adopt_penalty_schedule(jurisdiction_id: int, cents: int = 5000) -> None:
    row = Jurisdiction.get_by_id(jurisdiction_id)
    text = row.profile_source
    if f'adopted_by = "{RESOLUTION}"' in text:
        return
    assert "[administrative_penalty]\nschedule = false" in text
    text = text.replace("[administrative_penalty]\nschedule = false",
                        f'[administrative_penalty]\nschedule = true\nadopted_by = "{RESOLUTION}"\n'
                        "adopted_on = 2000-01-01", 1)
    text = text.replace("[fees]\n", f'[fees]\n"citation" = [{{ from = 2000-01-01, cents = {cents}, '
                                    f'source = "{RESOLUTION}" }}]\n', 1)
    Jurisdiction.update(profile_source=text).where(Jurisdiction.id == jurisdiction_id).execute()
    profiles.forget()
