"""Fees say where they come from (issue 25, point 3): a starting value with no source is a set-up
warning until an administrator confirms it with its ordinance section, or its resolution number and
date; the confirmation is audited, and from then the fee's explanation says "under <source>"."""
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import PermissionDenied, ValidationError
from animaloffice.persistence.models.money import Charge
from animaloffice.persistence.models.office import AuditEntry, ProfileSetting
from animaloffice.persistence.profiles import profile_for
from animaloffice.services import animals, licensing, owners
from animaloffice.services.fee_confirmation import confirm_fee_source, unconfirmed
from animaloffice.services.hearing_setup import FEES, setup_warnings
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def _fees_warning(jid):
    return next((w for w in setup_warnings() if w.jurisdiction_id == jid and w.matter == FEES), None)


def test_t_7d_unconfirmed_fees_are_a_set_up_warning_until_confirmed_with_their_source(office):
    warning = _fees_warning(office.tracy)
    assert warning is not None and "Dog license, $" in warning.text() and "license.dog" not in warning.text()
    assert "City of Tracy, fees with no source confirmed" in warning.text()
    before = AuditEntry.select().count()
    with pytest.raises(PermissionDenied):
        confirm_fee_source(office.clerk, office.tracy, "license.dog", source="Resolution 2026-14")
    with pytest.raises(ValidationError) as info:
        confirm_fee_source(office.admin, office.tracy, "license.dog", source="  ")
    assert info.value.field == "source"
    with pytest.raises(ValidationError) as info:
        confirm_fee_source(office.admin, office.tracy, "license.dog", source="unconfirmed")
    assert info.value.field == "source"
    with pytest.raises(ValidationError) as info:
        confirm_fee_source(office.admin, office.tracy, "license.ferret", source="Resolution 2026-14")
    assert info.value.field == "code"
    assert AuditEntry.select().count() == before and ProfileSetting.select().count() == 0  # nothing half-saved
    adopted = TODAY - timedelta(days=30)
    text = confirm_fee_source(office.admin, office.tracy, "license.dog", source="Resolution 2026-14", adopted_on=adopted)
    assert text.startswith("Resolution 2026-14, adopted ")
    assert "license.dog" not in {f.code for f in unconfirmed(office.tracy)}
    assert "Dog license, $" not in _fees_warning(office.tracy).text()
    entry = AuditEntry.select().where(AuditEntry.action == "profile.fee.confirm").get()
    assert entry.username == office.admin.username and "Resolution 2026-14" in entry.note
    assert profile_for(office.tracy).fee_source("license.dog", TODAY) == text
    with pytest.raises(ValidationError) as info:  # confirmed already
        confirm_fee_source(office.admin, office.tracy, "license.dog", source="Resolution 2026-15")
    assert info.value.field == "code"


def test_t_7d_a_confirmed_fee_is_charged_under_its_source_an_unconfirmed_one_under_none(office):
    jid = office.tracy
    o = owners.create_owner(office.clerk, jurisdiction_id=jid, first_name="Ida", last_name="Berg",
                            address={"line1": "1 Elm St", "city": "Tracy", "postal_code": "56175"}).id

    def licensed(name):
        a = animals.create_animal(office.clerk, jurisdiction_id=jid, owner_id=o, species="dog", name=name,
                                  sex="M", altered=False, birth_date=date(2021, 1, 1))
        animals.record_vaccination(office.clerk, a.id, vaccinated_on=TODAY - timedelta(days=5),
                                   veterinarian="Dr. Lindahl", received_on=TODAY - timedelta(days=5))
        fee = profile_for(jid).fee("license.dog", TODAY)
        issued = licensing.issue_license(office.clerk, animal_id=a.id, on=TODAY, payment=PaymentInput("cash", fee))
        return Charge.get((Charge.subject_table == "license") & (Charge.subject_id == issued.license_id))

    before = licensed("Bo")
    assert " under " not in before.explanation and "resolution" not in before.explanation.lower()
    confirm_fee_source(office.admin, jid, "license.dog", source="Tracy Resolution 2026-14",
                       adopted_on=TODAY - timedelta(days=3))
    after = licensed("Max")
    assert "under Tracy Resolution 2026-14, adopted" in after.explanation
