"""The Licenses list's find box (T-7E): typing a name lists its licenses, and the list is read
on a worker, so a slow page on a big office never holds up typing or the window."""
from __future__ import annotations

import threading
from datetime import date, timedelta

from license_gui_helpers import owner_with_dog

import ui.licenses.tab as tab_module
from animaloffice.queries import licenses
from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def _licensed(office, last: str, name: str) -> int:
    _, dog = owner_with_dog(office, shot=TODAY - timedelta(days=10), last=last, name=name)
    return licensing.issue_license(office.clerk, animal_id=dog, payment=PaymentInput("cash")).license_id


def test_typing_a_name_lists_only_its_licenses_and_counts_them(qtbot, tab, office):
    berg = [_licensed(office, "Berg", "Rex"), _licensed(office, "Bergman", "Tess")]
    _licensed(office, "Dahl", "Bo")
    tab.refresh()
    assert tab.model.rowCount() == 3
    tab.find.setFocus()
    qtbot.keyClicks(tab.find, "berg")
    qtbot.waitUntil(lambda: tab.count.text() == "2 licenses", timeout=5000)
    assert sorted(tab.model.record_id(r) for r in range(tab.model.rowCount())) == sorted(berg)
    tab.find.clear()
    qtbot.keyClicks(tab.find, "Tess")  # an animal's name finds its license too
    qtbot.waitUntil(lambda: tab.count.text() == "1 license", timeout=5000)
    assert tab.model.record_id(0) == berg[1]


def test_a_slow_page_is_read_off_the_gui_thread_and_a_newer_search_replaces_it(qtbot, tab, office, monkeypatch):
    """The page for "Ber" is held back (as a broad name is on a million licenses); the clerk
    types on, the list shows "Berg"'s licenses, and "Ber"'s page, arriving late, is dropped."""
    berg = _licensed(office, "Berg", "Rex")
    _licensed(office, "Berry", "Tess")
    # the list reads itself again for each table the two sales wrote, at the next turns of the
    # event loop: those reads end before the clerk types, or they would read "Ber" too
    qtbot.wait(10)
    qtbot.waitUntil(lambda: not tab.model.loading, timeout=5000)
    gate, held, read_on = threading.Event(), threading.Event(), []

    class SlowQuery(licenses.LicenseQuery):
        def fetch(self, *args):
            read_on.append(threading.current_thread() is threading.main_thread())
            if self.filter.text == "Ber" and not held.is_set():  # one slow read, on one of the two readers
                held.set()
                gate.wait(10)
            return super().fetch(*args)

    monkeypatch.setattr(tab_module, "LicenseQuery", SlowQuery)
    tab.find.setFocus()
    try:
        qtbot.keyClicks(tab.find, "Ber")
        qtbot.waitUntil(held.is_set, timeout=5000)
        assert tab.model.loading and tab.count.text() == "Searching…"
        qtbot.keyClicks(tab.find, "g")  # typing goes on while "Ber" is being read
        assert tab.find.text() == "Berg"
        qtbot.waitUntil(lambda: tab.count.text() == "1 license", timeout=5000)
        assert not gate.is_set()  # "Berg" was listed while "Ber" was still held
    finally:  # a failed step never leaves the reader held (a clock moved by faketime may never time it out)
        gate.set()
    qtbot.wait(200)  # "Ber"'s page arrives now, and must not replace "Berg"'s
    assert [tab.model.record_id(r) for r in range(tab.model.rowCount())] == [berg]
    assert tab.count.text() == "1 license" and not tab.model.loading
    assert read_on and not any(read_on), "a typed search was read on the GUI thread"


def test_a_filter_chosen_from_a_box_is_read_in_the_background_too(qtbot, tab, office):
    this_year = _licensed(office, "Berg", "Rex")
    tab.refresh()
    tab.year_box.setCurrentIndex(tab.year_box.findData(TODAY.year))
    assert tab.model.loading  # the page is on its way; the window is free meanwhile
    qtbot.waitUntil(lambda: not tab.model.loading, timeout=5000)
    assert [tab.model.record_id(r) for r in range(tab.model.rowCount())] == [this_year]
    assert tab.count.text() == "1 license"
