"""The licensing demo records obey the rules and give the tab something to show."""
import random
from datetime import date

from animaloffice.demo_parts import licensing as part
from animaloffice.domain.roles import SYSTEM
from animaloffice.persistence.db import transaction
from animaloffice.persistence.models.licensing import Exemption, License, TagStock
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries.licenses import LicenseFilter, LicenseQuery

TODAY = date.today()


def test_demo_part_makes_renewals_exemptions_transfer_and_stock(office):
    with transaction():  # as the demo builder runs it
        part.populate(SYSTEM, random.Random(7), office.tracy, profile_for(office.tracy), TODAY)
        part.populate(SYSTEM, random.Random(7), office.worthington, profile_for(office.worthington), TODAY)
    assert License.select().where(License.year == TODAY.year - 1).count() == 14
    assert License.select().where(License.renewal_of.is_null(False)).count() >= 1 or TODAY.timetuple().tm_yday < 3
    assert License.select().where(License.status == "ended").count() == 1
    assert Exemption.select().count() == 2 and TagStock.get().year == TODAY.year + 1
    not_renewed = LicenseQuery(LicenseFilter(jurisdiction_id=office.tracy, due="not_renewed")).count()
    assert not_renewed >= 9
    assert License.select().where(License.jurisdiction == office.worthington).count() == 0


def test_demo_part_has_certificates_due_soon_for_a_spanish_and_an_english_owner(office):
    """T-3B: the certificate-due letters of this month or the next go to a Spanish-reading owner
    and an English-reading one, each due after today."""
    from animaloffice.domain.deadlines import add_months
    from animaloffice.persistence.models.people import Owner
    from animaloffice.queries.license_letters import certificates_due

    with transaction():
        part.populate(SYSTEM, random.Random(7), office.tracy, profile_for(office.tracy), TODAY)
    due = []
    for first in (TODAY.replace(day=1), add_months(TODAY.replace(day=1), 1)):
        due += certificates_due(office.tracy, first.year, first.month, skip_sent=False, on=TODAY)
    languages = {Owner.get_by_id(License.get_by_id(s.license_id).owner_id).letter_language for s in due}
    assert {"es", "en"} <= languages, languages
    assert all(s.due.value >= TODAY for s in due)
