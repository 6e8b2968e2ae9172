"""A ZIP code is five (or nine, ZIP+4) plain digits: superscripts or digits of another script
that a keyboard can slip in are refused at the field, not kept on the envelope."""
import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.people import Address, Owner
from animaloffice.queries import owner_contact
from animaloffice.services import owners


@pytest.mark.parametrize("typed", ["²²²²²", "5617⁵", "５６１７５", "56175-²²²²"])
def test_zip_of_digit_like_signs_is_refused_and_nothing_saved(office, typed):
    with pytest.raises(ValidationError) as refused:
        owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Olson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": typed})
    assert refused.value.field == "address.postal_code"
    assert Owner.select().count() == 0 and Address.select().count() == 0


def test_plain_zip_and_zip_plus_four_are_kept(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Olson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175-1234"}).id
    assert owner_contact.current_address(o).postal_code == "56175-1234"
