"""The owner record read side: list, header, history tables and the whole timeline."""
from datetime import date, timedelta

from animaloffice.queries import owner_timeline
from animaloffice.queries import owners as q
from animaloffice.services import animals, licensing, merge, owners, violations
from animaloffice.services.payments import PaymentInput
from tests.core.penalty_schedule import adopt_penalty_schedule

TODAY = date.today()


def test_owner_list_filters_sorts_and_hides_merged(office, build):
    a = build.owner(last="Anderson", first="Al")
    b = build.owner(last="Berg", first="Bo", line1="9 Oak St")
    c = build.owner(last="Anders", first="Cy")
    build.animal(b)
    fetch = q.owner_fetcher(office.tracy)
    rows = fetch(0, 50, "name", False)
    assert [r[1] for r in rows] == ["Anders, Cy", "Anderson, Al", "Berg, Bo"]
    assert rows[2][2] == "9 Oak St" and rows[2][4] == 1
    assert {r[0] for r in q.owner_fetcher(office.tracy, "anders")(0, 50, "animals", True)} == {a, c}
    merge.merge_owners(office.officer, keep_id=a, duplicate_id=c)
    assert q.count_owners(office.tracy) == 2 and q.count_owners(office.tracy, include_merged=True) == 3
    assert q.count_owners(office.worthington) == 0


def test_owner_list_pages_in_name_order_whatever_the_case_or_filter(office, build):
    """T-7E: the owner list is read a page at a time in name order (case aside), each row with
    its own counts, whichever way the filter is read (one letter walks the name index, a longer
    word sorts the matches): the pages join up with no owner twice or missed."""
    names = ["van Dyke", "Olson", "olsen", "Berg", "Dahl", "Lund", "Smith", "smithe", "Ames"]
    ids = {}
    for i, last in enumerate(names):
        ids[last] = build.owner(last=last, first=f"P{i}")
        if last in ("Olson", "Smith"):
            build.animal(ids[last])
    fetch = q.owner_fetcher(office.tracy)
    pages = [fetch(offset, 3, "name", False) for offset in range(0, 9, 3)]
    listed = [r[1].split(",")[0] for page in pages for r in page]
    assert listed == sorted(names, key=lambda n: (n.lower(), names.index(n)))[:len(listed)]
    assert sorted(listed) == sorted(names)
    assert [r[1].split(",")[0] for r in fetch(0, 50, "name", True)] == listed[::-1]
    counts = {r[1].split(",")[0]: r[4] for r in fetch(0, 50, "name", False)}
    assert counts["Olson"] == counts["Smith"] == 1 and counts["olsen"] == 0
    for text in ("s", "sm", "smi", "ol s"):  # one letter, then words of two and three
        by_name = [r[0] for r in q.owner_fetcher(office.tracy, text)(0, 50, "name", False)]
        by_count = {r[0] for r in q.owner_fetcher(office.tracy, text)(0, 50, "animals", True)}
        assert set(by_name) == by_count and len(by_name) == q.count_owners(office.tracy, text)
    assert [r[1] for r in q.owner_fetcher(office.tracy, "smi")(0, 50, "name", False)] == ["Smith, P6", "smithe, P7"]


def test_whole_history_in_time_order(office, build):
    adopt_penalty_schedule(office.tracy)
    adopt_penalty_schedule(office.worthington)  # a city that adopted a schedule
    o = build.owner(since=TODAY - timedelta(days=400))
    owners.change_address(office.clerk, o, line1="77 New Rd", city="Tracy", moved_on=TODAY - timedelta(days=100))
    owners.change_phone(office.clerk, o, "507-555-0177", since=TODAY - timedelta(days=90))
    owners.record_conviction(office.officer, o, offense="animal neglect", convicted_on=TODAY - timedelta(days=300),
                             animal_cruelty=True)
    a = build.animal(o)
    animals.record_vaccination(office.clerk, a, vaccinated_on=TODAY - timedelta(days=60), veterinarian="Dr. V",
                               received_on=TODAY - timedelta(days=59))
    sold = max(TODAY - timedelta(days=50), licensing.first_sale_day_for(office.tracy, TODAY.year))
    licensing.issue_license(office.clerk, animal_id=a, on=sold, year=TODAY.year,
                            payment=PaymentInput("card", 1500, reference="AUTH1"))  # in force today, in January too
    v = violations.record_violation(office.officer, owner_id=o, animal_id=a, kind="nuisance", nuisance_kind="noise",
                                    occurred_on=TODAY - timedelta(days=20), place="77 New Rd")
    violations.issue_citation(office.officer, v.id, on=TODAY - timedelta(days=19))
    build.impound(a, TODAY - timedelta(days=10), owner_id=o, outcome="returned_to_owner",
                  outcome_on=TODAY - timedelta(days=9))
    events = owner_timeline.timeline(o)
    whats = [e.what for e in events]
    for expected in ("Owner recorded", "Address (home)", "Address ended (home)", "Phone (home)", "Conviction",
                     "Animal acquired", "Rabies certificate filed", "License issued", "Payment", "Violation",
                     "Notice sent", "Impounded", "Impound outcome"):
        assert expected in whats, expected
    days = [e.day for e in events]
    assert days == sorted(days)
    assert whats.index("Violation") < whats.index("Notice sent") < whats.index("Impounded")
    header = q.owner_header(o)
    assert header.address.startswith("77 New Rd") and header.phone == "507-555-0177"
    assert header.balance_cents == 5000 and header.cruelty_conviction
    assert [r[5] for r in q.addresses(o)] == [True, False]
    vrows = q.owner_violations(o)
    assert vrows[0][5].startswith("TRA-C") and vrows[0][6] == 5000 and vrows[0][7] == "open"
    assert q.owner_animals(o)[0][7].startswith("TRA-")


def test_merged_owner_shows_on_the_kept_timeline(office, build):
    keep = build.owner(last="Olson")
    dup = build.owner(last="Olsen")
    merge.merge_owners(office.officer, keep_id=keep, duplicate_id=dup)
    header = q.owner_header(keep)
    assert header.merged_from == ((dup, "Olsen, Ada"),)
    assert q.owner_header(dup).merged_into == (keep, "Olson, Ada")
    assert any(e.what == "Merged record" and e.record_id == dup for e in owner_timeline.timeline(keep))


def test_citation_hearing_shows_on_the_violation(office, build):
    adopt_penalty_schedule(office.tracy)
    adopt_penalty_schedule(office.worthington)  # a city that adopted a schedule
    from animaloffice.persistence.models.enforcement import Hearing, HearingRequest, Notice

    o = build.owner()
    v = violations.record_violation(office.officer, owner_id=o, kind="no_tag", occurred_on=TODAY - timedelta(days=3))
    issued = violations.issue_citation(office.officer, v.id)
    assert q.owner_violations(o)[0][9] == ""
    request = HearingRequest.create(notice=issued.notice_id, received_on=TODAY)
    row = q.owner_violations(o)[0]
    assert row[7] == "hearing requested" and row[9].startswith("requested")
    Hearing.create(notice=issued.notice_id, request=request, decision="reversed", decision_on=TODAY, status="decided")
    assert q.owner_violations(o)[0][9].startswith("decided: reversed")
    assert Notice.get_by_id(issued.notice_id).kind == "citation"


def test_owner_of_any_record(office, build):
    o = build.owner()
    a = build.animal(o)
    imp = build.impound(a, TODAY, owner_id=o)
    assert q.owner_of("owner", o) == o and q.owner_of("animal", a) == o and q.owner_of("impound", imp) == o
    assert q.owner_of("animal", 99999) is None and q.owner_of("kennel", 1) is None


def test_violation_row_names_the_animal(office, build):
    """T-8A: a violation linked to an animal shows that animal's name on the owner's record."""
    o = build.owner()
    a = build.animal(o, name="Moose")
    violations.record_violation(office.officer, owner_id=o, animal_id=a, kind="no_tag",
                                occurred_on=TODAY - timedelta(days=2))
    violations.record_violation(office.officer, owner_id=o, kind="no_tag", occurred_on=TODAY - timedelta(days=1))
    rows = q.owner_violations(o)
    assert [r[3] for r in rows] == ["", "Moose"]


def test_t_3a_a_license_of_a_year_gone_by_is_not_counted_as_current(office, build):
    """A yearly license runs to the end of its year (T-3A); until the daily expiry marks it, it
    is still "active" in the table. The owner list's count, the owner's animals and the permit
    review list (W-90.10H3) show only the licenses in force today."""
    from animaloffice.persistence.models.licensing import License
    from animaloffice.queries.review import _licenses

    o = build.owner(last="Lind", first="Ole")
    a = build.animal(o)
    animals.record_vaccination(office.clerk, a, vaccinated_on=TODAY - timedelta(days=10), veterinarian="Dr. V")
    issued = licensing.issue_license(office.clerk, animal_id=a, payment=PaymentInput("cash", 1500))
    number = License.get_by_id(issued.license_id).number
    counts = {r[0]: r[5] for r in q.owner_fetcher(office.tracy)(0, 50, "name", False)}
    assert counts[o] == 1 and number in q.owner_animals(o)[0][7] and number in _licenses(o)
    License.update(expires_on=TODAY - timedelta(days=1)).where(License.id == issued.license_id).execute()
    counts = {r[0]: r[5] for r in q.owner_fetcher(office.tracy)(0, 50, "name", False)}
    assert counts[o] == 0 and q.owner_animals(o)[0][7] == "" and _licenses(o) == ""
