"""The license list, detail, letters and takings queries (T-3A, T-3B, T-3C)."""
from datetime import date, timedelta

from animaloffice.domain.deadlines import add_months, add_years
from animaloffice.queries import license_detail, license_letters
from animaloffice.queries.licenses import LicenseFilter, LicenseQuery, license_years
from animaloffice.queries.owner_find import find_owners
from animaloffice.queries.takings import daily_takings
from animaloffice.services import licensing, notices, tag_numbers
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def ids(flt, **kw):
    rows = [r[0] for r in LicenseQuery(flt).fetch(0, 500, **kw)]
    assert LicenseQuery(flt).count() == len(rows)  # the count the tab shows agrees with its list
    return rows


def test_list_filters_status_year_and_jurisdiction(office, desk):
    a = desk.dog(shot=TODAY - timedelta(days=10), name="Able")
    b = desk.dog(shot=TODAY - timedelta(days=10), name="Baker")
    la = licensing.issue_license(office.clerk, animal_id=a, year=TODAY.year, payment=PaymentInput("cash")).license_id
    lb = licensing.issue_license(office.clerk, animal_id=b, year=TODAY.year, payment=PaymentInput("cash")).license_id
    licensing.void_license(office.clerk, lb, "typo")
    base = LicenseFilter(jurisdiction_id=office.tracy)
    assert ids(base) == [la]
    assert ids(base.with_(status="void")) == [lb]
    assert set(ids(base.with_(status="all"))) == {la, lb}
    assert ids(base.with_(year=TODAY.year - 1)) == []
    assert ids(LicenseFilter(jurisdiction_id=office.worthington)) == []
    assert LicenseQuery(base.with_(status="all")).count() == 2
    assert license_years(office.tracy) == [TODAY.year]
    row = LicenseQuery(base).fetch(0, 10)[0]
    assert row[4].startswith("Olson") and row[5] == "Able" and row[6] == "Dog" and row[7] == "active"
    assert row[10] == add_years(TODAY - timedelta(days=10), 3) and row[11] == "current"


def test_list_sorts_in_sql_and_pages(office, desk):
    made = []
    for i, name in enumerate(("Cleo", "Abe", "Bo")):
        aid = desk.dog(shot=TODAY - timedelta(days=5), name=name)
        made.append(licensing.issue_license(office.clerk, animal_id=aid, tag_number=10 + i, payment=PaymentInput("cash")).license_id)
    flt = LicenseFilter(jurisdiction_id=office.tracy)
    names = [r[5] for r in LicenseQuery(flt).fetch(0, 10, "animal", False)]
    assert names == ["Abe", "Bo", "Cleo"]
    tags = [r[2] for r in LicenseQuery(flt).fetch(0, 10, "tag", True)]
    assert tags == [12, 11, 10]
    assert [r[2] for r in LicenseQuery(flt).fetch(1, 1, "tag", False)] == [11]
    assert ids(flt.with_(text="11")) == [made[1]]
    assert ids(flt.with_(text="Cl")) == [made[0]]


def test_a_name_matching_many_reads_the_list_in_its_order(office, desk, monkeypatch):
    """A typed name that matches many owners or animals is tested row by row in the list's
    own order (fast on a big office); the rows and their order are the same either way."""
    from animaloffice.queries import license_find as queries
    from animaloffice.queries.license_find import text_match

    made = {}
    for i, name in enumerate(("Bo", "Bella", "Birdie", "Cleo")):
        aid = desk.dog(shot=TODAY - timedelta(days=5 + i), name=name)
        made[name] = licensing.issue_license(office.clerk, animal_id=aid, tag_number=20 + i, payment=PaymentInput("cash")).license_id
    flt = LicenseFilter(jurisdiction_id=office.tracy, text="B")
    narrow = {sort: ids(flt, sort_key=sort) for sort in ("issued", "tag", "owner")}
    assert set(narrow["issued"]) == {made["Bo"], made["Bella"], made["Birdie"]}
    assert not text_match("B", "issued")[1]
    monkeypatch.setattr(queries, "BROAD_MATCH", 2)  # three animals named B... now count as many
    assert text_match("B", "issued")[1] and text_match("B", "tag")[1]
    # by owner: read in the owners' name order, each row tested (test_name_orders.py; on
    # PostgreSQL its owners' name index, schema 37's animals' name index by animal)
    assert text_match("B", "owner")[1] and text_match("B", "animal")[1]
    assert not text_match("TRA-2", "issued")[1]  # license numbers: by index
    for sort, expected in narrow.items():
        assert ids(flt, sort_key=sort) == expected
    query = LicenseQuery(flt)
    query.fetch(0, 10, "issued")
    (sql, _), = query._statements.values()
    if office.backend == "sqlite":  # PostgreSQL plans by its statistics; the SQL is the same there
        assert '+"t1"."owner_id" IN' in sql and '+"t1"."animal_id" IN' in sql


def test_a_typed_name_matches_whatever_its_case_and_literally(office, desk):
    """The find box's name matches any case ("cl" finds Cleo) and reads % and _ as themselves;
    on PostgreSQL it is asked as lower(name) COLLATE "C" LIKE, which the name's order index
    serves (ILIKE read every owner and animal for each key typed)."""
    made = {}
    for i, name in enumerate(("Cleo", "50%Bo", "Dot_Two", "Dotty")):
        aid = desk.dog(shot=TODAY - timedelta(days=5 + i), name=name)
        made[name] = licensing.issue_license(office.clerk, animal_id=aid, tag_number=30 + i,
                                             payment=PaymentInput("cash")).license_id
    flt = LicenseFilter(jurisdiction_id=office.tracy)
    assert ids(flt.with_(text="cl")) == ids(flt.with_(text="CLE")) == [made["Cleo"]]
    assert ids(flt.with_(text="50%")) == [made["50%Bo"]] and ids(flt.with_(text="5_")) == []
    assert ids(flt.with_(text="dot_")) == [made["Dot_Two"]]
    query = LicenseQuery(flt.with_(text="cl"))
    query.fetch(0, 10, "issued")
    (sql, params), = query._statements.values()
    if office.backend == "postgres":
        assert 'lower("t3"."name") COLLATE "C" LIKE' in sql and "ILIKE" not in sql and "cl%" in params
        from animaloffice.persistence.models.base import database

        database.obj.execute_sql("SET enable_seqscan = off")  # the planner's choice on a big office
        try:
            plan = " ".join(r[0] for r in database.obj.execute_sql(
                'EXPLAIN SELECT id FROM "animal" WHERE lower(name) COLLATE "C" LIKE %s', ("cl%",)).fetchall())
        finally:
            database.obj.execute_sql("SET enable_seqscan = on")
        assert "animal_name_c_order" in plan or "animal_name_nocase" in plan  # an index range either way


def test_a_typed_license_number_lists_the_same_rows_in_every_order_however_it_is_read(office, desk, monkeypatch):
    """The start of a license number lists exactly the licenses whose number begins with it, in
    the list's order, whether its range is read whole and sorted or the list is read in its own
    order and each row tested (a broad range, as "TRA-2" of a whole city; forced here by the
    limits); on SQLite the number is asked as a range of its index, never a LIKE, which no
    case-sensitive index serves."""
    from animaloffice.persistence.models.licensing import License
    from animaloffice.queries import license_find as queries
    from animaloffice.queries.license_find import text_match

    numbers = ["TRA-2024-000001", "TRA-2024-000002", "TRA-2025-000001", "TRA-2025-000010", "TRA-2025-000002",
               "TRA-2026-000001"]
    made = {}
    for i, number in enumerate(numbers):
        aid = desk.dog(shot=TODAY - timedelta(days=5 + i), name=f"Dog{'BCAFED'[i]}")
        lid = licensing.issue_license(office.clerk, animal_id=aid, tag_number=40 + (i * 7) % 6,
                                      payment=PaymentInput("cash")).license_id
        License.update(number=number).where(License.id == lid).execute()
        made[number] = lid
    flt = LicenseFilter(jurisdiction_id=office.tracy)
    sorts = [(key, desc) for key in ("tag", "issued", "expires", "owner", "animal", "number", "status")
             for desc in (False, True)]

    def listed(prefix):
        return {(key, desc): [r[0] for r in LicenseQuery(flt.with_(text=prefix)).fetch(0, 50, key, desc)]
                for key, desc in sorts}

    for prefix in ("TRA-2025", "TRA-2025-00000", "TRA-202", "tra-2024"):
        wanted = {(key, desc): [r[0] for r in LicenseQuery(flt).fetch(0, 50, key, desc)
                                if r[1].startswith(prefix.upper())] for key, desc in sorts}
        assert set(wanted[("number", False)]) == {made[n] for n in numbers if n.startswith(prefix.upper())}
        assert listed(prefix) == wanted
        assert not text_match(prefix, "tag")[1]  # few: the range read whole
        monkeypatch.setattr(queries, "DENSE_NUMBERS", 1)
        monkeypatch.setattr(queries, "SPREAD_NUMBERS", 1)
        monkeypatch.setattr(queries, "BROAD_MATCH", 1)
        if office.backend == "sqlite":  # PostgreSQL plans by its statistics
            assert text_match(prefix, "tag")[1] and text_match(prefix, "owner")[1]
            assert not text_match(prefix, "number")[1]  # its own order is the range's
        assert listed(prefix) == wanted
        assert LicenseQuery(flt.with_(text=prefix)).count() == len(wanted[("number", False)])
        monkeypatch.undo()
    query = LicenseQuery(flt.with_(text="TRA-2025"))
    query.fetch(0, 10, "tag")
    (sql, _), = query._statements.values()
    if office.backend == "sqlite":
        assert '"t1"."number" >= ?' in sql and "LIKE" not in sql  # no import: no old numbers asked
    # read whole and sorted: the page's licenses picked in the license table, then joined
    assert sql.count('FROM "license"') == 2 and '"id" IN (SELECT' in sql and sql.index("JOIN") < sql.index(" IN (")


def test_t_3b_certificate_filters(office, desk):
    soon = desk.dog(shot=add_years(TODAY, -3) + timedelta(days=10), name="Soon")
    fine = desk.dog(shot=TODAY - timedelta(days=30), name="Fine")
    late = desk.dog(shot=TODAY - timedelta(days=364), years=1, name="Late")
    year = (TODAY + timedelta(days=20)).year  # in force 20 days on, late in December too
    l_soon = licensing.issue_license(office.clerk, animal_id=soon, year=year, payment=PaymentInput("cash")).license_id
    l_fine = licensing.issue_license(office.clerk, animal_id=fine, year=year, payment=PaymentInput("cash")).license_id
    l_late = licensing.issue_license(office.clerk, animal_id=late, on=TODAY - timedelta(days=2), year=year, payment=PaymentInput("cash")).license_id
    flt = LicenseFilter(jurisdiction_id=office.tracy)
    assert set(ids(flt.with_(due="certificate_due"))) == {l_soon, l_late}
    later = flt.with_(today=TODAY + timedelta(days=20), due="certificate_overdue")
    assert set(ids(later)) == {l_soon, l_late} and l_fine not in ids(later)
    row = next(r for r in LicenseQuery(later.with_(due="")).fetch(0, 10) if r[0] == l_late)
    assert row[11] == "relicense required"


def test_renewal_due_and_not_renewed(office, desk):
    last_year = TODAY.year - 1
    desk.dog(shot=TODAY - timedelta(days=30), name="Unlicensed")
    # a license from last year, ended Dec 31: expired, not renewed
    shot = date(last_year, 6, 1)
    b = desk.dog(shot=shot, name="Prev")
    prev = licensing.issue_license(office.clerk, animal_id=b, year=last_year, on=date(last_year, 6, 2), payment=PaymentInput("cash")).license_id
    flt = LicenseFilter(jurisdiction_id=office.tracy)
    assert ids(flt.with_(due="not_renewed")) == [prev]
    assert ids(flt.with_(status="expired")) == [prev]
    renewal = licensing.renew_license(office.clerk, prev, payment=PaymentInput("cash")).license_id
    assert ids(flt.with_(due="not_renewed")) == []
    dec = flt.with_(today=date(licensing.renewal_year_for(office.tracy, last_year, TODAY), 12, 10), due="renewal_due")
    assert renewal in ids(dec)


def test_license_detail_and_summaries(office, desk):
    aid = desk.dog(shot=TODAY - timedelta(days=30), name="Pepper")
    issued = licensing.issue_license(office.clerk, animal_id=aid, payment=PaymentInput("cash", 1500))
    d = license_detail.license_detail(issued.license_id)
    assert d.number == issued.number and d.tag_number == issued.tag_number and d.status == "active"
    assert d.animal.name == "Pepper" and d.owner.phone == "507-555-0101"
    assert d.owner.mailing_lines[0] == "Ann Olson" and "Tracy, MN 56175" in d.owner.mailing_lines
    assert d.certificate.veterinarian == "Dr. Vet"
    assert d.certificate_state.next_due == add_years(TODAY - timedelta(days=30), 3)
    assert "anniversary" in d.certificate_state.explanation and "T-3B" in d.certificate_state.explanation
    assert d.receipts[0][4] == 1500 and len(d.history) == 1
    s = license_detail.animal_summary(aid)
    assert s.current_license_id == issued.license_id and len(s.certificates) == 1
    o = license_detail.owner_summary(d.owner.id)
    assert [a.name for a in o.animals] == ["Pepper"] and o.licenses[0].id == issued.license_id
    found = find_owners(office.tracy, "Ols")
    assert found and found[0].name == "Olson, Ann"


def test_renewal_reminders_for_a_month(office, desk):
    last_year = TODAY.year - 1
    b = desk.dog(shot=date(last_year, 6, 1), name="Prev")
    prev = licensing.issue_license(office.clerk, animal_id=b, year=last_year, on=date(last_year, 6, 2), payment=PaymentInput("cash"))
    letters = license_letters.renewal_reminders(office.tracy, last_year, 12)
    assert [l.license_id for l in letters] == [prev.license_id]
    assert letters[0].due.value == date(last_year, 12, 31) and letters[0].fee.value == 1500
    assert letters[0].certificate_needed == ""
    notices.record_notice(office.clerk, jurisdiction_id=office.tracy, kind="renewal", sent_on=TODAY,
                          owner_id=letters[0].owner.id, subject_table="license", subject_id=prev.license_id)
    assert license_letters.renewal_reminders(office.tracy, last_year, 12) == []
    assert len(license_letters.renewal_reminders(office.tracy, last_year, 12, skip_sent=False)) == 1


def test_t_3b_certificates_due_in_a_month(office, desk):
    """T-3B: next month's letters, on any day of the year: the licenses are for the year of next
    month (in December, next year's, as the desk issues them then)."""
    nxt = add_months(TODAY.replace(day=1), 1)
    shot = add_years(nxt.replace(day=15), -3)
    a = desk.dog(shot=shot, name="Due")
    lic = licensing.issue_license(office.clerk, animal_id=a, year=nxt.year, payment=PaymentInput("cash")).license_id
    desk.dog(shot=TODAY - timedelta(days=40), name="NotDue")
    # a young dog licensed at 14-15 months: its certificate is due when it turns 16 months
    born = add_months(nxt.replace(day=10), -16)
    young = desk.dog(shot=born + timedelta(days=120), born=born, years=3, name="Pup")
    young_lic = licensing.issue_license(office.clerk, animal_id=young, year=nxt.year, payment=PaymentInput("cash")).license_id
    letters = license_letters.certificates_due(office.tracy, nxt.year, nxt.month)
    got = {l.license_id: l.due.value for l in letters}
    assert got[lic] == add_years(shot, 3)
    assert got.get(young_lic) == add_months(born, 16)
    assert all(l.animal_name != "NotDue" for l in letters)


def test_daily_takings_by_fee_and_method(office, desk):
    a = desk.dog(shot=TODAY - timedelta(days=30))
    b = desk.dog(shot=TODAY - timedelta(days=30))
    i1 = licensing.issue_license(office.clerk, animal_id=a, payment=PaymentInput("cash", 1500))
    licensing.issue_license(office.clerk, animal_id=b, payment=PaymentInput("check", 1500, "1042"))
    licensing.replace_tag(office.clerk, i1.license_id, payment=PaymentInput("card", 500, "A1"))
    t = daily_takings(TODAY, office.tracy)
    assert t.total_cents == 3500 and t.count == 3
    assert {x.label: x.cents for x in t.by_method} == {"Cash": 1500, "Check": 1500, "Card": 500}
    assert {x.label: (x.count, x.cents) for x in t.by_fee} == {"Dog license": (2, 3000),
                                                               "Replacement tag": (1, 500)}
    assert [c.reference for c in t.checks] == ["1042"]
    assert daily_takings(TODAY - timedelta(days=1)).total_cents == 0


def test_t_3a_tag_stock_counts_a_replaced_tag_as_issued(office, desk):
    """T-3A tag stock: a tag handed out and then replaced (lost on the animal) was issued; with
    its replacement two tags of the range are gone, and the spoiled one is out of use."""
    from animaloffice.queries.tag_stock import tag_stock
    year = TODAY.year
    tag_numbers.add_tag_stock(office.clerk, office.tracy, year, 1, 10)
    issued = licensing.issue_license(office.clerk, animal_id=desk.dog(shot=TODAY - timedelta(days=100)), year=year, payment=PaymentInput("cash"))
    licensing.replace_tag(office.clerk, issued.license_id, reason="lost")
    tag_numbers.mark_tag(office.clerk, office.tracy, year, 9, "spoiled")
    [(first, last, _, out, spoiled, _)] = tag_stock(office.tracy, year)
    assert (out, spoiled) == (2, 1) and last - first + 1 - out - spoiled == 7


def test_t_3b_certificate_due_feb_28_is_overdue_on_feb_29(office, desk):
    """T-3B: a 3-year shot of Feb 28, 2021 was due by Feb 28, 2024; on Feb 29, 2024 the
    "certificate overdue" list shows it, as the license's own status does."""
    dog = desk.dog(shot=date(2021, 2, 28), name="Leap", born=date(2019, 5, 1))
    lic = licensing.issue_license(office.clerk, animal_id=dog, on=date(2024, 1, 10), payment=PaymentInput("cash")).license_id
    leap_day = LicenseFilter(jurisdiction_id=office.tracy, today=date(2024, 2, 29))
    assert lic in ids(leap_day.with_(due="certificate_overdue"))
    row = next(r for r in LicenseQuery(leap_day).fetch(0, 10) if r[0] == lic)
    assert row[11] == "relicense required"
    assert lic not in ids(leap_day.with_(today=date(2024, 2, 28), due="certificate_overdue"))
