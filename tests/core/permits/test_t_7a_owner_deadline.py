"""T-7A: an owner who acquires an animal that needs a permit applies within 3 business days;
the deadline is shown on the owner's record and on the "Animal permits needed" report.

Every date below is counted by hand on the calendar (weekends and Minnesota legal holidays
are not business days)."""
from __future__ import annotations

import io
from datetime import date as D
from datetime import timedelta

import pypdf
import pytest

from animaloffice.persistence.models.people import Owner
from animaloffice.queries.permit_deadlines import candidate_owner_ids, owner_permit_due, permits_due
from animaloffice.reports import report_pdf, run_report
from animaloffice.reports.base import to_csv
from animaloffice.services import permits as svc
from animaloffice.services.payments import PaymentInput

TODAY = D.today()


@pytest.fixture
def town(office, make):
    """A small Tracy office, and a Worthington owner keeping the same kinds of animals."""
    t = {}
    t["ann"] = make.owner(last="Olson", first="Ann", line1="12 Elm St")
    make.animal(t["ann"], "dog", name="Rex", owned_since=D(2025, 5, 1))
    make.animal(t["ann"], "horse", name="Daisy", owned_since=D(2026, 7, 2))  # Thursday before July 4
    # a household of three at 40 Oak St: four animals, the fourth (Cy's cat) came on Friday Jan 16, 2026
    t["bo"] = make.owner(last="Berg", first="Bo", line1="40 Oak St")
    for i, day in enumerate((D(2025, 6, 2), D(2025, 9, 1), D(2026, 1, 12))):
        make.animal(t["bo"], "dog", name=f"Dog{i}", owned_since=day)
    t["cy"] = make.owner(last="Berg", first="Cy", line1=" 40 oak st ")
    make.animal(t["cy"], "cat", name="Mitzi", owned_since=D(2026, 1, 16))
    t["dee"] = make.owner(last="Berg", first="Dee", line1="40 Oak St")  # keeps no animal herself
    # two dogs: no permit needed
    t["fay"] = make.owner(last="Plain", first="Fay", line1="7 Birch St")
    make.animal(t["fay"], "dog", name="A", owned_since=D(2026, 3, 2))
    make.animal(t["fay"], "dog", name="B", owned_since=D(2026, 3, 3))
    # a goat, with an application pending: covered
    t["gil"] = make.owner(last="Pending", first="Gil", line1="3 Ash St")
    make.animal(t["gil"], "goat", name="Billy", owned_since=D(2026, 2, 2))
    svc.record_application(office.clerk, owner_id=t["gil"], permit_type="animal", species=["goat"], payment=PaymentInput("cash"))
    # four birds, with a permit in force until TODAY + 10: covered until it expires
    t["hal"] = make.owner(last="Held", first="Hal", line1="9 Pine St")
    for i in range(4):
        make.animal(t["hal"], "bird", name=f"Bird{i}", owned_since=D(2026, 4, 6))
    rec = svc.record_application(office.clerk, owner_id=t["hal"], permit_type="animal", species=["bird"] * 4, payment=PaymentInput("cash"))
    svc.approve_application(office.officer, rec.application_id, conditions="Indoors",
                            expires_on=TODAY + timedelta(days=10))
    # Worthington: a horse and five dogs, no animal permit in its ordinance
    t["ivy"] = make.owner("worthington", last="West", first="Ivy", line1="5 Lake Ave")
    make.animal(t["ivy"], "horse", "worthington", name="Star", owned_since=D(2026, 7, 2))
    for i in range(5):
        make.animal(t["ivy"], "dog", "worthington", name=f"W{i}", owned_since=D(2026, 1, 5))
    return t


def test_t_7a_record_horse_acquired_before_july_4_apply_by_wednesday(town):
    """Acquired Thu 07/02/2026; Fri 07/03 is the observed Independence Day; the weekend is not
    counted: Mon 07/06 (1), Tue 07/07 (2), Wed 07/08 (3)."""
    due = owner_permit_due(town["ann"], on=D(2026, 7, 8))
    assert due is not None and due.acquired_on == D(2026, 7, 2) and due.apply_by.value == D(2026, 7, 8)
    assert not due.late and due.headline() == "Animal permit needed — apply by 07/08/2026 (T-7A)"
    assert "T-4A1" in due.trigger_text and "horse" in due.trigger_text.lower()
    why = due.apply_by.text()
    assert "Daisy (horse) was acquired on July 2, 2026" in why and "Friday July 3, 2026" in why
    assert due.citation == "Tracy City Code § 8.30, subd. 7(A)"
    late = owner_permit_due(town["ann"], on=D(2026, 7, 9))
    assert late.late and late.headline() == "Animal permit needed — apply by 07/08/2026 (T-7A) — late"
    assert "late" in late.apply_by.text()


def test_t_7a_four_animals_at_one_address_count_from_the_fourth(town):
    """T-4A2: the fourth animal at 40 Oak St came Fri 01/16/2026; Mon 01/19 is Martin Luther
    King Jr. Day: Tue 01/20 (1), Wed 01/21 (2), Thu 01/22 (3). Both keepers must apply; the
    member of the household who keeps no animal is not asked to."""
    for who in ("bo", "cy"):
        due = owner_permit_due(town[who], on=D(2026, 1, 22))
        assert due.acquired_on == D(2026, 1, 16) and due.apply_by.value == D(2026, 1, 22) and not due.late
        assert due.triggers == ("4 animals kept at the address (T-4A2)",)
        assert "Martin Luther King" in due.apply_by.text()
    assert owner_permit_due(town["dee"], on=D(2026, 1, 22)) is None


def test_t_7a_covered_or_not_needed_shows_nothing(town):
    on = TODAY
    assert owner_permit_due(town["fay"], on=on) is None  # two dogs
    assert owner_permit_due(town["gil"], on=on) is None  # application pending
    assert owner_permit_due(town["hal"], on=on) is None  # permit in force
    after = owner_permit_due(town["hal"], on=TODAY + timedelta(days=11))  # the permit has expired
    assert after is not None and after.apply_by.value == D(2026, 4, 9) and after.late  # Mon 04/06 + 3


def test_t_7a_worthington_has_no_animal_permit_deadline(town, office):
    assert owner_permit_due(town["ivy"], on=D(2026, 7, 8)) is None
    assert permits_due(office.worthington, D(2026, 7, 8)) == []
    r = run_report("permits_needed", jurisdiction_id=office.worthington, on=D(2026, 7, 8))
    assert r.rows == [] and "no animal permit" in r.notes[0]


def test_t_7a_report_lists_owners_to_apply_by_date_and_agrees_with_the_record(town, office):
    on = D(2026, 7, 8)
    r = run_report("permits_needed", jurisdiction_id=office.tracy, on=on)
    assert r.title == "Animal permits needed (T-7A)" and r.record_kind == "owner_history"  # opens the record
    assert [row[0] for row in r.rows] == [town["bo"], town["cy"], town["ann"]]  # by apply-by date, then name
    bo, cy, ann = r.values()
    assert bo[:2] == ("Berg, Bo", "40 Oak St, Tracy, MN 56175") and bo[4] == D(2026, 1, 22) and bo[6] == "late"
    assert ann[2].startswith("Daisy (horse) is livestock (T-4A1)")
    assert ann[3:] == (D(2026, 7, 2), D(2026, 7, 8), "today", "")
    assert "3 owners to apply, 2 late" in r.notes[0] and "subd. 7(A)" in r.notes[1]
    # the report and the record say the same for every owner of the city
    for o in Owner.select().where(Owner.jurisdiction == office.tracy):
        one = owner_permit_due(o.id, on=on)
        assert (one is not None) == (o.id in {row[0] for row in r.rows}), o.display_name
    assert {town["ann"], town["bo"], town["cy"], town["gil"], town["hal"]} <= candidate_owner_ids(office.tracy, on)
    assert town["fay"] not in candidate_owner_ids(office.tracy, on)
    text = to_csv(r)
    assert "Apply by" in text and "2026-01-22" in text and '"Olson, Ann"' in text


def test_t_7a_report_pdf_reads_back(town, office):
    r = run_report("permits_needed", jurisdiction_id=office.tracy, on=D(2026, 7, 9))
    reader = pypdf.PdfReader(io.BytesIO(report_pdf(r)))
    text = "".join(p.extract_text() for p in reader.pages)
    assert "Animal permits needed (T-7A)" in text
    assert "Olson, Ann" in text and "07/08/2026" in text and "01/22/2026" in text and "late" in text
    assert "Tracy City Code § 8.30, subd. 7(A)" in text


def test_t_7a_report_finds_the_same_households_address_by_address_or_city_wide(town, office, monkeypatch):
    """T-7A, T-4A2: a few candidates' neighbours found through the address words give the same
    report as reading every address of the city (40 Oak St written " 40 oak st " included)."""
    from animaloffice.queries import permit_deadlines

    on = D(2026, 1, 22)
    few = permits_due(office.tracy, on)
    assert town["bo"] in {d.owner_id for d in few} and town["cy"] in {d.owner_id for d in few}
    monkeypatch.setattr(permit_deadlines, "FEW_CANDIDATES", 0)
    assert permits_due(office.tracy, on) == few
