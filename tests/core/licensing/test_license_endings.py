"""How a license's life ends (T-3A yearly term, T-3B relicensing, T-3C transfer): a yearly
license already past its end on the day expired by itself; it is never given an end reason
(transfer, death, relicensing) it did not have."""
from datetime import date, timedelta

from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.services import animal_life, animals, licensing
from animaloffice.services.payments import PaymentInput

TODAY = date.today()
Y = TODAY.year


def _last_years_license(office, desk, shot):
    aid = desk.dog(shot=shot)
    issued = licensing.issue_license(office.clerk, animal_id=aid, on=date(Y - 1, 3, 1), year=Y - 1, payment=PaymentInput("cash"))
    return aid, issued.license_id


def _expired_as_itself(lic_id):
    lic = License.get_by_id(lic_id)
    assert lic.status == "expired" and lic.ended_on is None and not lic.end_reason
    actions = [e.action for e in AuditEntry.select().where((AuditEntry.table_name == "license")
                                                           & (AuditEntry.record_id == str(lic_id)))]
    assert actions[-1] == "license.expire"


def test_t_3c_transfer_expires_last_years_license_instead_of_ending_it(office, desk):
    aid, old = _last_years_license(office, desk, shot=date(Y - 1, 2, 1))
    ended = animals.transfer_animal(office.clerk, aid, desk.owner(last="Buyer"))
    assert ended == []
    _expired_as_itself(old)


def test_t_3c_transfer_still_ends_the_license_in_force(office, desk):
    aid = desk.dog(shot=TODAY - timedelta(days=10))
    issued = licensing.issue_license(office.clerk, animal_id=aid, payment=PaymentInput("cash"))
    assert animals.transfer_animal(office.clerk, aid, desk.owner(last="Buyer")) == [issued.license_id]
    lic = License.get_by_id(issued.license_id)
    assert lic.status == "ended" and lic.ended_on == TODAY and "T-3C" in lic.end_reason


def test_t_3a_death_expires_last_years_license_instead_of_ending_it(office, desk):
    aid, old = _last_years_license(office, desk, shot=date(Y - 1, 2, 1))
    animal_life.record_death(office.clerk, aid, on=TODAY)
    _expired_as_itself(old)


def test_t_3b_new_license_after_a_lapse_expires_last_years_license_not_relicensed(office, desk):
    # the certificate ran out on May 31 last year, under last year's license, which ended Dec 31
    aid, old = _last_years_license(office, desk, shot=date(Y - 4, 6, 1))
    animals.record_vaccination(office.clerk, aid, vaccinated_on=TODAY - timedelta(days=3), duration_years=3,
                               veterinarian="Dr. Vet", received_on=TODAY)
    new = licensing.issue_license(office.clerk, animal_id=aid, payment=PaymentInput("cash"))
    _expired_as_itself(old)
    assert License.get_by_id(new.license_id).status == "active"
