"""Report figures on a known data set: holds ending, animals on hand, the MN-346.47 public
register, the SAC intake and outcome matrix, a day's and a month's takings."""
from datetime import date, timedelta

from animaloffice.persistence.models.impounds import Facility, Impound, Kennel
from animaloffice.reports import report_pdf, run_report
from animaloffice.reports.base import to_csv
from animaloffice.reports.common import month_bounds
from animaloffice.services import animals, licensing, payments, violations
from animaloffice.services.payments import PaymentInput
from tests.core.penalty_schedule import adopt_penalty_schedule

TODAY = date.today()


def test_holds_ending_and_animals_on_hand(office, build):
    fac = Facility.create(name="Tracy pound")
    k = Kennel.create(facility=fac, code="R1")
    o = build.owner()
    a1, a2, a3, a4 = (build.animal(o, name=n) for n in ("Soon", "Later", "Gone", "Field"))
    soon = build.impound(a1, TODAY - timedelta(days=6), kennel=k, disposition_from=TODAY + timedelta(days=1),
                         hold_last_day=TODAY, owner_id=o)
    later = build.impound(a2, TODAY - timedelta(days=1), disposition_from=TODAY + timedelta(days=9))
    build.impound(a3, TODAY - timedelta(days=20), disposition_from=TODAY - timedelta(days=10),
                  outcome="adoption", outcome_on=TODAY - timedelta(days=2))
    build.impound(a4, TODAY, field_return=True, status="returned_in_field", disposition_from=TODAY)
    holds = run_report("holds_ending", jurisdiction_id=office.tracy, on=TODAY, days=3)
    assert [r[0] for r in holds.rows] == [soon]
    assert holds.rows[0][4] == "R1" and holds.rows[0][8] == "1 day"
    on_hand = run_report("animals_on_hand", jurisdiction_id=office.tracy, on=TODAY)
    assert {r[0] for r in on_hand.rows} == {soon, later}
    past = run_report("animals_on_hand", jurisdiction_id=office.tracy, on=TODAY - timedelta(days=5))
    assert {r[0] for r in past.rows} == {soon, Impound.get(Impound.animal == a3).id}
    assert "2 animals in care" in on_hand.notes[0]


def test_mn_346_47_public_register(office, build):
    o = build.owner(last="Surrender", phone="507-555-0123")
    pup = build.animal(None, name="Pup", birth_date=TODAY - timedelta(days=40), colour="black", markings="white paw")
    old = build.animal(o, name="Old", birth_date=date(2018, 1, 1), breed="Beagle", sex="F")
    stray = build.animal(None, name="", birth_date=None)
    build.impound(pup, TODAY - timedelta(days=10), intake_type="stray", found_place="Morgan St",
                  outcome="adoption", outcome_on=TODAY - timedelta(days=2), outcome_party="Kim Adopter",
                  outcome_address="4 Pine St, Tracy")
    surr = build.impound(old, TODAY - timedelta(days=20), intake_type="relinquished", owner_id=o, ground="court_order",
                         outcome="transferred_out", outcome_on=TODAY - timedelta(days=5),
                         outcome_party="Prairie Rescue", outcome_address="1 Farm Rd, Marshall")
    st = build.impound(stray, TODAY - timedelta(days=3), intake_type="stray", found_place="Hwy 14 ditch",
                       age_months=24)
    build.impound(stray, TODAY - timedelta(days=300), intake_type="stray")  # older than the range
    result = run_report("impound_register", jurisdiction_id=office.tracy, start=TODAY - timedelta(days=180),
                        end=TODAY)
    rows = {r[0]: r for r in result.rows}
    assert len(rows) == 3
    pup_row = next(r for r in result.rows if r[7] == "black, white paw")
    assert pup_row[9] == pup_row[10] == "(under 3 months)" and pup_row[6] in ("0 mo", "1 mo")
    assert rows[surr][9] == "Surrender, Ada, 12 Elm St, Tracy, MN 56175"
    assert rows[surr][10] == "Prairie Rescue, 1 Farm Rd, Marshall" and rows[surr][11] == "Transferred out"
    assert rows[st][9] == "seized at large" and rows[st][8] == "Hwy 14 ditch" and rows[st][11] == "in care"
    text = to_csv(result)
    assert "507-555-0123" not in text and "Kim Adopter" not in text  # the pup was under 3 months
    assert "(under 3 months)" in text


def test_mn_346_47_register_names_the_adopter_of_an_animal_3_months_old_when_it_left(office, build):
    """MN-346.47: who an animal came from is public if it was 3 months or older when it came in,
    who it went to if it was 3 months or older when it left: a kitten taken in at 1 month and
    adopted at 4 shows its adopter, not who brought it in."""
    kitten = build.animal(None, name="Kit", species="cat", birth_date=TODAY - timedelta(days=130), colour="orange")
    row_id = build.impound(kitten, TODAY - timedelta(days=100), intake_type="stray", found_place="Elm St",
                           outcome="adoption", outcome_on=TODAY - timedelta(days=2), outcome_party="Ann Lee",
                           outcome_address="1 Elm St, Tracy")
    result = run_report("impound_register", jurisdiction_id=office.tracy, start=TODAY - timedelta(days=180),
                        end=TODAY)
    row = next(r for r in result.rows if r[0] == row_id)
    assert row[9] == "(under 3 months)" and row[10] == "Ann Lee, 1 Elm St, Tracy"
    assert "(1 younger)" in result.notes[0]


def test_sac_intake_outcome_matrix_balances(office, build):
    first, last = month_bounds(TODAY.replace(day=1) - timedelta(days=1))
    before = first - timedelta(days=10)
    o = build.owner()
    adult = dict(birth_date=date(2019, 1, 1))

    def imp(species, on, intake, outcome="", outcome_on=None, **kw):
        a = build.animal(o, species=species, **({} if "birth_date" in kw else adult),
                         **{k: v for k, v in kw.items() if k == "birth_date"})
        extra = {k: v for k, v in kw.items() if k != "birth_date"}
        return build.impound(a, on, intake_type=intake, outcome=outcome, outcome_on=outcome_on, **extra)

    imp("dog", before, "stray")                                           # begin, end: dog adult
    imp("dog", first + timedelta(days=2), "stray", "returned_to_owner", first + timedelta(days=3),
        birth_date=first - timedelta(days=60))                            # in/out: dog juvenile
    imp("cat", first + timedelta(days=5), "relinquished", "adoption", last + timedelta(days=3))  # in, end
    imp("cat", before, "stray", "shelter_euthanasia", first + timedelta(days=1))                 # begin, out
    imp("rabbit", first, "seized", "transferred_out", last)                                     # in, out other
    imp("dog", first, "stray", birth_date=first - timedelta(days=125))   # in juvenile, end adult (turns 5 mo)
    imp("dog", first + timedelta(days=1), "stray", field_return=True)    # never in care
    imp("dog", first + timedelta(days=1), "stray", voided_at=TODAY, void_reason="x")
    imp("dog", before - timedelta(days=30), "stray", "adoption", before)  # gone before the month
    result = run_report("sac_matrix", jurisdiction_id=office.tracy, month=first)
    rows = {r[1]: r[2:] for r in result.rows}
    # columns: dog juv, dog adult, cat juv, cat adult, other juv, other adult, total
    assert rows["Beginning count"] == (0, 1, 0, 1, 0, 0, 2)
    assert rows["Stray/At large"] == (2, 0, 0, 0, 0, 0, 2)
    assert rows["Relinquished by owner"] == (0, 0, 0, 1, 0, 0, 1)
    assert rows["Seized/Impounded"] == (0, 0, 0, 0, 0, 1, 1)
    assert rows["Total intake"][-1] == 4
    assert rows["Returned to owner"] == (1, 0, 0, 0, 0, 0, 1)
    assert rows["Shelter euthanasia"] == (0, 0, 0, 1, 0, 0, 1)
    assert rows["Transferred out"] == (0, 0, 0, 0, 0, 1, 1)
    assert rows["Total outcomes"][-1] == 3 and rows["Total live outcomes"][-1] == 2
    assert rows["Ending count"] == (0, 2, 0, 1, 0, 0, 3)
    assert rows["Age group changed while in care"] == (-1, 1, 0, 0, 0, 0, 0)  # the dog that turned 5 months
    for g in range(3):  # per species: beginning + intake - outcomes = ending
        pair = slice(2 * g, 2 * g + 2)
        assert (sum(rows["Beginning count"][pair]) + sum(rows["Total intake"][pair])
                - sum(rows["Total outcomes"][pair])) == sum(rows["Ending count"][pair])
    for c in range(7):  # per species and age group, with the animals that changed group
        assert (rows["Beginning count"][c] + rows["Total intake"][c] + rows["Age group changed while in care"][c]
                - rows["Total outcomes"][c]) == rows["Ending count"][c]
    assert any("Live release rate: 2 live outcomes of 3" in n for n in result.notes)
    assert report_pdf(result).startswith(b"%PDF")


def test_day_and_month_takings_by_fee_and_method(office, build):
    adopt_penalty_schedule(office.tracy)
    adopt_penalty_schedule(office.worthington)  # a city that adopted a schedule
    first, _ = month_bounds(TODAY.replace(day=1) - timedelta(days=1))
    d1, d2 = first + timedelta(days=3), first + timedelta(days=11)

    def license_paid(name, on, method, ref=""):
        o = build.owner(last=name)
        a = build.animal(o, species="cat" if name.startswith("C") else "dog")
        animals.record_vaccination(office.clerk, a, vaccinated_on=first - timedelta(days=5), veterinarian="Dr. V")
        return licensing.issue_license(office.clerk, animal_id=a, on=on, payment=PaymentInput(method, 1500, ref))

    license_paid("Dog1", d1, "cash")
    license_paid("Dog2", d1, "check", "101")
    license_paid("Cat1", d1, "card", "A1")
    voided = license_paid("Dog3", d1, "cash")
    payments.void_payment(office.admin, voided.receipt.payment_id, "counted twice")
    license_paid("Dog4", d2, "cash")
    o = build.owner(last="Cited")
    v = violations.record_violation(office.officer, owner_id=o, kind="no_tag", occurred_on=d1)
    violations.issue_citation(office.officer, v.id, on=d1)
    violations.pay_citation(office.clerk, v.id, PaymentInput("card", 5000, "A2"), on=d1)
    day = run_report("takings_day", jurisdiction_id=office.tracy, day=d1)
    rows = {r[2]: r[3:] for r in day.rows}  # code -> (items, cash, check, card, total)
    assert rows["license.dog"] == (2, 1500, 1500, 0, 3000)
    assert rows["license.cat"] == (1, 0, 0, 1500, 1500)
    assert rows["citation"] == (1, 0, 0, 5000, 5000)
    assert day.totals == ("Total", "", 4, 1500, 1500, 6500, 9500)
    assert "1 voided payment" in day.notes[1] and "counted twice" in day.notes[1]
    month = run_report("takings_month", jurisdiction_id=office.tracy, month=first)
    assert month.totals[-1] == 11000 and {r[2]: r[3:] for r in month.rows}["license.dog"] == (3, 3000, 1500, 0, 4500)
    assert run_report("takings_day", jurisdiction_id=office.worthington, day=d1).totals[-1] == 0
    csv_text = to_csv(day)
    assert "95.00" in csv_text.splitlines()[-1]


def test_register_and_matrix_from_the_intake_desk_services(office, build):
    """Impounds made by the intake services read the same in the register and the matrix."""
    from animaloffice.services import impound_notices, impound_release, impounds

    first, last = month_bounds(TODAY.replace(day=1) - timedelta(days=1))
    taken = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", on=first,
                            new_animal={"species": "dog", "name": "Scout", "colour": "brindle", "age_months": 24},
                            found_place="Craig Ave and 3rd St", officer="Officer Dahl")
    impound_notices.post_notice(office.clerk, taken.impound_id, on=first,  # MN-347.14: the owner is unknown
                                places=["City Hall", "Post office", "Public library"])
    impound_release.dispose(office.officer, taken.impound_id, outcome="adoption", on=first + timedelta(days=20),
                            party="Kim Adopter", party_address="4 Pine St, Tracy")
    register = run_report("impound_register", jurisdiction_id=office.tracy, start=first, end=last)
    row = register.rows[0]
    assert row[7] == "brindle" and row[8] == "Craig Ave and 3rd St"
    assert row[9].startswith("Officer Dahl") and row[10] == "Kim Adopter, 4 Pine St, Tracy"
    assert row[11] == "Adoption"
    matrix = {r[1]: r[2:] for r in run_report("sac_matrix", jurisdiction_id=office.tracy, month=first).rows}
    assert matrix["Stray/At large"] == (0, 1, 0, 0, 0, 0, 1) and matrix["Adoption"] == (0, 1, 0, 0, 0, 0, 1)
    assert matrix["Ending count"][-1] == 0


def test_sac_matrix_beginning_is_the_month_before_ending_per_age_group(office, build):
    """A juvenile in care across the month boundary that turns 5 months on the 1st: the
    beginning count of the month equals the ending count of the month before, column by column,
    and each month adds up per species and age group."""
    from animaloffice.domain.deadlines import add_months

    first, _ = month_bounds(TODAY.replace(day=1) - timedelta(days=1))
    before, _ = month_bounds(first - timedelta(days=1))
    o = build.owner()
    pup = build.animal(o, name="Pup", birth_date=add_months(first, -5))  # 5 months old on the 1st
    kit = build.animal(o, species="cat", name="Kit", birth_date=add_months(first, -5) + timedelta(days=10))
    build.impound(pup, before + timedelta(days=3), intake_type="stray")
    build.impound(kit, before + timedelta(days=3), intake_type="stray", outcome="adoption",
                  outcome_on=first + timedelta(days=12), status="disposed")
    last_month = {r[1]: r[2:] for r in run_report("sac_matrix", jurisdiction_id=office.tracy, month=before).rows}
    this_month = {r[1]: r[2:] for r in run_report("sac_matrix", jurisdiction_id=office.tracy, month=first).rows}
    assert last_month["Ending count"] == (1, 0, 1, 0, 0, 0, 2)
    assert this_month["Beginning count"] == last_month["Ending count"]
    assert this_month["Age group changed while in care"] == (-1, 1, -1, 1, 0, 0, 0)
    assert this_month["Adoption"] == (0, 0, 0, 1, 0, 0, 1) and this_month["Ending count"] == (0, 1, 0, 0, 0, 0, 1)
    for rows in (last_month, this_month):
        for c in range(7):
            assert (rows["Beginning count"][c] + rows["Total intake"][c]
                    + rows["Age group changed while in care"][c] - rows["Total outcomes"][c]
                    ) == rows["Ending count"][c]
