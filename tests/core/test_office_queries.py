"""Fees and periods by effective date as the settings dialog lists them."""
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import PermissionDenied
from animaloffice.queries.office import dated_settings, describe_upcoming
from animaloffice.services.jurisdictions import set_dated_value


def test_current_and_future_values(office):
    later = date.today() + timedelta(days=30)
    set_dated_value(office.admin, office.tracy, "fee", "license.cat", later, 1800, "resolution 14")
    cat = next(s for s in dated_settings(office.tracy) if s.key == "license.cat")
    assert (cat.kind, cat.unit, cat.current.value) == ("fee", "cents", 1500)
    assert [(e.start, e.value) for e in cat.upcoming] == [(later, 1800)]
    assert describe_upcoming(cat).startswith("$18.00 from ")
    hold = next(s for s in dated_settings(office.tracy) if s.key == "hold_business_days")
    assert hold.unit == "business days" and hold.show(hold.current.value) == "5 business days"
    # on the day it takes effect the new fee is the current one
    cat_then = next(s for s in dated_settings(office.tracy, on=later) if s.key == "license.cat")
    assert cat_then.current.value == 1800 and not cat_then.upcoming


def test_only_an_administrator_changes_fees(office):
    with pytest.raises(PermissionDenied):
        set_dated_value(office.clerk, office.tracy, "fee", "license.cat", date.today(), 1800)
