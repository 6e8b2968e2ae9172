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
