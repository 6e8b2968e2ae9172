"""The license list read page by page, as the view scrolls, gives the same rows as reading each
page on its own (the next page is read after the last row shown, not by counting past rows)."""
from __future__ import annotations

from datetime import date

import pytest

from animaloffice.demo import populate
from animaloffice.demo_bulk import Plan
from animaloffice.queries.licenses import SORT_KEYS, LicenseFilter, LicenseQuery


@pytest.fixture
def office_with_licenses(office):
    populate(["tracy", "worthington"], [office.tracy, office.worthington], seed=3, today=date.today(),
             plan=Plan(owners=50, animals=80, licenses=180, years=3), parts=[])
    return office


@pytest.mark.parametrize("sort_key", sorted(SORT_KEYS))
@pytest.mark.parametrize("descending", [True, False])
def test_pages_in_order_match_pages_read_alone(office_with_licenses, sort_key, descending):
    flt = LicenseFilter(jurisdiction_id=office_with_licenses.tracy, status="all")
    scrolling = LicenseQuery(flt)
    pages = [scrolling.fetch(offset, 25, sort_key, descending) for offset in range(0, 200, 25)]
    alone = [LicenseQuery(flt).fetch(offset, 25, sort_key, descending) for offset in range(0, 200, 25)]
    assert [r[0] for p in pages for r in p] == [r[0] for p in alone for r in p]
    assert len({r[0] for p in pages for r in p}) == 180
