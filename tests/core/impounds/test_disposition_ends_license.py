"""An impounded animal adopted out or transferred (T-6C disposition) changes owner: the license in
force ends and the exemptions that rest on the owner end (T-3C, T-7C); a license already past its
end is marked expired, not ended by the disposition."""
from datetime import date, timedelta

from animaloffice.persistence.models.licensing import Exemption, License
from animaloffice.services import impound_notices, impound_release, impounds, licensing
from animaloffice.services.payments import PaymentInput

from .conftest import make_dog, make_owner

TODAY = date.today()


def _impound_and_adopt(office, desk, dog):
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                        kennel_id=desk.kennel_ids[0], on=TODAY - timedelta(days=30))
    impound_notices.send_impound_notice(office.clerk, r.impound_id, on=TODAY - timedelta(days=30))  # MN-347.14
    impound_release.dispose(office.officer, r.impound_id, outcome="adoption", on=TODAY, party="Ann Lee",
                            party_address="1 Elm St, Tracy")


def test_t_3c_adoption_expires_last_years_license_and_ends_an_owner_bound_exemption(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, licensed_on=date(TODAY.year - 1, 3, 1))
    old = License.get(License.animal == dog)
    ex = licensing.record_exemption(office.clerk, animal_id=dog, reason="veterinary_care",
                                    on=TODAY - timedelta(days=40))
    _impound_and_adopt(office, desk, dog)
    lic = License.get_by_id(old.id)
    assert lic.status == "expired" and lic.ended_on is None and not lic.end_reason
    assert Exemption.get_by_id(ex).valid_until == TODAY - timedelta(days=1)


def test_t_3c_adoption_ends_the_license_in_force(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, shot_on=TODAY - timedelta(days=45))
    licensing.issue_license(office.clerk, animal_id=dog, on=TODAY - timedelta(days=40), year=TODAY.year, payment=PaymentInput("cash"))
    _impound_and_adopt(office, desk, dog)
    lic = License.get(License.animal == dog)
    assert lic.status == "ended" and lic.ended_on == TODAY and "T-3C" in lic.end_reason
