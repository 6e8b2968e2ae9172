"""A month's letters in batch (T-3A renewal reminders): the progress reaches the window while the
owners are still being looked up (the long part on a big office), and a cancel there stops the
batch before any letter is drawn."""
from datetime import date

import pytest

from animaloffice.documents.base import CancelledError
from animaloffice.queries import license_documents as docs
from animaloffice.services import licensing

TODAY = date.today()


def _last_years_licenses(office, desk, n):
    last_year = TODAY.year - 1
    for i in range(n):
        dog = desk.dog(shot=date(last_year, 6, 1), name=f"Dog{i}")
        licensing.issue_license(office.clerk, animal_id=dog, year=last_year, on=date(last_year, 6, 2))
    return last_year


def test_t_3a_renewal_batch_reports_progress_while_looking_up_owners(office, desk, monkeypatch):
    year = _last_years_licenses(office, desk, 3)
    events = []
    draw = docs.render_license_letters

    def drawing(*args, **kwargs):
        events.append("draw")
        return draw(*args, **kwargs)

    monkeypatch.setattr(docs, "render_license_letters", drawing)
    batch = docs.build_letter_batch("renewal", office.tracy, year, 12,
                                    progress=lambda i, n: events.append((i, n)) or True)
    assert len(batch.subjects) == 3 and batch.pdf
    assert events[0] == (0, docs.PROGRESS_STEPS)  # reported before any letter was drawn
    reports = [e[0] for e in events if e != "draw"]
    assert reports == sorted(reports) and reports[-1] >= docs.PROGRESS_STEPS // 2
    assert all(e == "draw" or e[1] == docs.PROGRESS_STEPS for e in events)


def test_cancel_while_looking_up_owners_stops_the_batch(office, desk, monkeypatch):
    year = _last_years_licenses(office, desk, 2)

    def never(*args, **kwargs):
        raise AssertionError("letters were drawn after the cancel")

    monkeypatch.setattr(docs, "render_license_letters", never)
    with pytest.raises(CancelledError):
        docs.build_letter_batch("renewal", office.tracy, year, 12, progress=lambda i, n: False)
