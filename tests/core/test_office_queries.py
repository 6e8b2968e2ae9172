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


def test_mn_347_50_the_dangerous_dog_insurance_minimum_can_be_set_as_the_law_has_it(office):
    """MN-347.50: the least bond or insurance a dangerous dog needs ($300,000 as shipped) is kept
    with the fees so the office can follow the statute; it may be set above what a fee may be,
    and is then what the registration checklist asks for. A fee is still held to $100,000."""
    from animaloffice.domain.errors import ValidationError
    from animaloffice.persistence.profiles import profile_for

    later = date.today() + timedelta(days=10)
    set_dated_value(office.admin, office.tracy, "fee", "dangerous_dog.insurance_minimum", later,
                    50_000_000, "statute amended")
    profile = profile_for(office.tracy)
    assert profile.fee("dangerous_dog.insurance_minimum", later) == 50_000_000
    assert profile.fee("dangerous_dog.insurance_minimum", date.today()) == 30_000_000
    with pytest.raises(ValidationError) as info:
        set_dated_value(office.admin, office.tracy, "fee", "license.dog", later, 100_000_01)
    assert info.value.field == "value"
