"""One numbering for every numbered record: a number is unique per city whatever the cities' codes."""
from __future__ import annotations

from datetime import date, timedelta

from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Payment
from animaloffice.services import animals, jurisdictions, licensing, numbering, owners
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def test_prefixes_stay_unique_and_never_change_for_a_city_added_earlier():
    assert numbering.prefixes([(1, "tracy"), (2, "worthington")]) == {1: "TRA", 2: "WOR"}
    # St. James and St. Joseph: the second keeps its whole code; a third like it gets its id
    found = numbering.prefixes([(3, "stjames"), (5, "stjoseph"), (9, "STJOSEPH")])
    assert found == {3: "STJ", 5: "STJOSEPH", 9: "STJOSEPH9"}
    # adding a city never changes the prefix of one added before it
    assert numbering.prefixes([(3, "stjames")])[3] == found[3]


def _second_tracy(office, tmp_path) -> int:
    """A city whose code begins with the same three letters as Tracy's ('tra')."""
    source = jurisdictions.config.resources_dir() / "ordinances" / "tracy.toml"
    profile = source.read_text(encoding="utf-8").replace('code = "tracy"', 'code = "traverse"', 1) \
        .replace('name = "City of Tracy"', 'name = "City of Traverse"', 1)
    path = tmp_path / "traverse.toml"
    path.write_text(profile, encoding="utf-8")
    return jurisdictions.add_jurisdiction(office.admin, "traverse", profile_path=path).id


def _licensed(office, jid: int) -> tuple[str, str]:
    o = owners.create_owner(office.clerk, jurisdiction_id=jid, first_name="Ann", last_name="Olson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"},
                            phone="507-555-0101")
    a = animals.create_animal(office.clerk, jurisdiction_id=jid, owner_id=o.id, species="dog", name="Rex",
                              sex="M", birth_date=TODAY - timedelta(days=2000))
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=TODAY - timedelta(days=30), veterinarian="Dr. Vet")
    issued = licensing.issue_license(office.clerk, animal_id=a.id, on=TODAY, year=TODAY.year,
                                     payment=PaymentInput("cash", 1500))
    stored = Payment.get_by_id(issued.receipt.payment_id).receipt_number
    assert stored == issued.receipt.receipt_number
    return License.get_by_id(issued.license_id).number, stored


def test_two_cities_whose_codes_share_their_first_letters_both_issue_licenses(office, tmp_path):
    """Tracy and Traverse ('TRA'): the second city's first license is numbered, not refused as a
    duplicate of Tracy's first, and so is its receipt."""
    traverse = _second_tracy(office, tmp_path)
    tracy_license, tracy_receipt = _licensed(office, office.tracy)
    other_license, other_receipt = _licensed(office, traverse)
    assert tracy_license == f"TRA-{TODAY.year}-000001" and tracy_receipt.startswith(f"TRA-R{TODAY.year}-")
    assert other_license == f"TRAVERSE-{TODAY.year}-000001"
    assert other_receipt.startswith(f"TRAVERSE-R{TODAY.year}-")
    assert numbering.prefix(office.worthington) == "WOR"
