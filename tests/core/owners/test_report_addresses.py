"""The address and phone every report prints beside an owner (letters go to the right door):
the home address in use (else any address in use), or the one in use on a past day; the
newest phone in use."""
from datetime import date, timedelta

from animaloffice.reports.common import current_addresses, current_phones
from animaloffice.services import owners

TODAY = date.today()


def test_home_address_in_use_wins_and_a_past_day_gets_the_address_of_then(office, build):
    moved = TODAY - timedelta(days=100)
    home = build.owner(last="Lund", line1="12 Elm St", since=TODAY - timedelta(days=900))
    owners.change_address(office.clerk, home, line1="PO Box 7", city="Tracy", postal_code="56175", kind="mailing",
                          moved_on=TODAY - timedelta(days=50))
    owners.change_address(office.clerk, home, line1="40 Oak Ave", line2="Apt 2", city="Tracy",
                          postal_code="56175", moved_on=moved)
    mail_only = build.owner(last="Berg", line1="9 Pine St", since=TODAY - timedelta(days=900))
    owners.change_address(office.clerk, mail_only, line1="PO Box 9", city="Tracy", postal_code="56175",
                          kind="mailing", moved_on=TODAY - timedelta(days=10))
    nobody = build.owner(last="Dahl", line1="1 Main St", since=TODAY - timedelta(days=900))

    now = current_addresses([home, mail_only, nobody, None, home])
    assert now[home] == "40 Oak Ave, Apt 2, Tracy, MN 56175"
    assert now[mail_only].startswith("9 Pine St")  # the home address is still in use beside the box
    assert now[nobody].startswith("1 Main St") and set(now) == {home, mail_only, nobody}
    then = current_addresses([home], on=moved - timedelta(days=1))
    assert then[home].startswith("12 Elm St")


def test_newest_phone_in_use(office, build):
    o = build.owner(last="Lund", since=TODAY - timedelta(days=900))
    owners.change_phone(office.clerk, o, "507-555-0101", since=TODAY - timedelta(days=300))
    owners.change_phone(office.clerk, o, "507-555-0199", kind="mobile", since=TODAY - timedelta(days=20))
    assert current_phones([o]) == {o: "507-555-0199"}
