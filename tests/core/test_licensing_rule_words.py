"""T-3A, T-3B, T-3C, T-7C: what the license desk reads, in full (the refusal with its facts, the
fee with its source, the due date with its steps), and the rules in force on the day asked about."""
from datetime import date

from animaloffice import config
from animaloffice.domain import licensing as L
from animaloffice.domain.errors import Refusal
from animaloffice.domain.explain import Explained
from animaloffice.domain.profile_reader import shipped_profiles

P = shipped_profiles(config.resources_dir())
TRACY, WORTH = P["tracy"], P["worthington"]


def shot(d, years=3, received=None):
    return L.Shot(d, years, received or d)


def test_t_3a_each_refusal_names_its_rule_and_the_fact_behind_it():
    assert L.license_refusals(TRACY, species="ferret", birth_date=date(2027, 1, 1), shots=[shot(date(2026, 6, 1))],
                              on=date(2026, 3, 1)) == [
        Refusal("T-3A", "ferrets are not licensed; only dog, cat are", {"species": "ferret"}),
        Refusal("T-3A", "the birth date is in the future", {"birth_date": date(2027, 1, 1)}),
        Refusal("T-3A", "the rabies certificate on file is dated after the license date",
                {"vaccinated_on": date(2026, 6, 1)})]
    assert L.license_refusals(WORTH, species="dog", birth_date=None, shots=[], on=date(2026, 3, 1)) == [
        Refusal("T-3A", "City of Worthington does not license animals under its profile",
                {"jurisdiction": "worthington"})]
    assert L.license_refusals(TRACY, species="dog", birth_date=None, shots=[], on=date(2026, 3, 1)) == [
        Refusal("T-3A", "no rabies vaccination certificate is on file", {})]
    assert L.license_refusals(TRACY, species="dog", birth_date=None, shots=[shot(date(2022, 1, 1), 4)],
                              on=date(2026, 3, 1)) == [
        Refusal("T-3A", "the rabies certificate on file expired on January 1, 2026; a current certificate is "
                "required", {"expired": date(2026, 1, 1)})]


def test_t_3a_a_birth_date_of_today_and_a_shot_of_today_are_not_refused():
    day = date(2026, 3, 1)
    assert L.license_refusals(TRACY, species="cat", birth_date=day, shots=[shot(day)], on=day) == []


def test_t_3a_the_expired_certificate_named_is_the_latest_one():
    shots = [shot(date(2021, 1, 1), 1), shot(date(2024, 2, 1), 1), shot(date(2022, 1, 1), 1)]
    refused = L.license_refusals(TRACY, species="dog", birth_date=None, shots=shots, on=date(2026, 3, 1))
    assert refused == [Refusal("T-3A", "the rabies certificate on file expired on February 1, 2025; a current "
                               "certificate is required", {"expired": date(2025, 2, 1)})]
    assert L.current_shot(shots, date(2024, 6, 1)) == shots[1]
    assert L.current_shot([shot(date(2026, 3, 1))], date(2026, 3, 1)) is not None


def test_t_3b_a_4_year_vaccine_still_needs_a_certificate_every_3_years():
    refused = L.license_refusals(TRACY, species="dog", birth_date=None, shots=[shot(date(2022, 6, 1), 4)],
                                 on=date(2025, 6, 2))
    assert refused == [Refusal("T-3B", "the rabies shot on file was given on June 1, 2022; a new certificate was "
                               "due by June 1, 2025 (at least every 3 years)", {"due": date(2025, 6, 1)})]
    st = L.certificate_status(TRACY, birth_date=None, licensed_on=date(2023, 1, 5),
                              shots=[shot(date(2022, 6, 1), 4)], on=date(2023, 1, 5))
    assert st.next_due == Explained(date(2025, 6, 1), "T-3B", {"last_shot": date(2022, 6, 1)}, (
        "the last rabies shot on file was given on Wednesday June 1, 2022",
        "the next certificate is due by its 3rd anniversary, Sunday June 1, 2025"))


def test_t_2j_a_shorter_vaccine_is_due_when_it_runs_out_and_says_so():
    one = L.certificate_status(TRACY, birth_date=None, licensed_on=date(2026, 1, 5),
                               shots=[shot(date(2025, 9, 1), 1)], on=date(2026, 1, 5)).next_due
    assert one == Explained(date(2026, 9, 1), "T-3B", {"last_shot": date(2025, 9, 1)}, (
        "the last rabies shot on file was given on Monday September 1, 2025",
        "the next certificate is due by its 3rd anniversary, Friday September 1, 2028",
        "but that vaccine is good for 1 year only, so the certificate is due Tuesday September 1, 2026 (T-2J)"))
    two = L.certificate_status(TRACY, birth_date=None, licensed_on=date(2026, 1, 5),
                               shots=[shot(date(2025, 9, 1), 2)], on=date(2026, 1, 5)).next_due
    assert two.value == date(2027, 9, 1) and "good for 2 years only" in two.text()
    three = L.certificate_status(TRACY, birth_date=None, licensed_on=date(2026, 1, 5),
                                 shots=[shot(date(2025, 9, 1), 3)], on=date(2026, 1, 5)).next_due
    assert three.value == date(2028, 9, 1) and "good for" not in three.text()


def test_t_3b_the_status_a_list_shows_on_each_day():
    """Due soon from 30 days before the due day, current before that, no certificate without one."""
    def st(on, **kw):
        return L.certificate_status(TRACY, birth_date=date(2018, 1, 1), licensed_on=date(2024, 1, 10),
                                    shots=[shot(date(2023, 6, 1))], on=on, **kw)
    assert st(date(2026, 5, 2)) == L.CertificateStatus("due_soon", st(date(2026, 5, 2)).next_due, False)
    assert st(date(2026, 5, 1)).state == "ok" and st(date(2026, 5, 1)).label == "current"
    assert st(date(2026, 5, 2)).label == "certificate due soon"
    assert st(date(2026, 5, 12), warn_days=20).state == "due_soon" and st(date(2026, 5, 11), warn_days=20).state == "ok"
    assert st(date(2026, 6, 2)).label == "relicense required"
    none = L.certificate_status(TRACY, birth_date=None, licensed_on=date(2024, 1, 10), shots=[], on=date(2024, 2, 1))
    assert none == L.CertificateStatus("none", None, False) and none.label == "no certificate"
    quiet = st(date(2026, 5, 2), explain=False)
    assert quiet.next_due.steps == () and quiet.next_due.value == date(2026, 6, 1)


def test_t_3b_the_chain_starts_at_the_certificate_in_force_at_licensing():
    """A dog licensed on an older certificate, renewed on time, then given a shot the day of the
    due date: each counts; a certificate handed in after the day asked about is not yet counted."""
    shots = [shot(date(2020, 6, 1)), shot(date(2023, 6, 1)), shot(date(2026, 6, 1), received=date(2026, 6, 1))]
    st = L.certificate_status(TRACY, birth_date=date(2018, 1, 1), licensed_on=date(2021, 1, 10), shots=shots,
                              on=date(2026, 6, 1))
    assert not st.relicense_required and st.next_due.value == date(2029, 6, 1)
    before = L.certificate_status(TRACY, birth_date=date(2018, 1, 1), licensed_on=date(2021, 1, 10),
                                  shots=[*shots[:2], shot(date(2026, 5, 1), received=date(2026, 6, 2))],
                                  on=date(2026, 6, 1))
    assert before.next_due.value == date(2026, 6, 1) and before.state == "due_soon"
    late = L.certificate_status(TRACY, birth_date=date(2018, 1, 1), licensed_on=date(2021, 1, 10),
                                shots=[*shots[:2], shot(date(2026, 6, 2))], on=date(2026, 6, 3))
    assert late.relicense_required and late.lapsed_on == date(2026, 6, 1)
    unlicensed_then = L.certificate_status(TRACY, birth_date=date(2010, 1, 1), licensed_on=date(2019, 1, 10),
                                           shots=shots[1:], on=date(2024, 1, 1))
    assert unlicensed_then.next_due.value == date(2026, 6, 1) and not unlicensed_then.relicense_required


def test_t_3b_the_juvenile_due_date_explains_itself():
    st = L.certificate_status(TRACY, birth_date=date(2025, 1, 15), licensed_on=date(2025, 6, 20),
                              shots=[shot(date(2025, 6, 1))], on=date(2025, 7, 1))
    assert st.next_due == Explained(date(2026, 5, 15), "T-3B", {"birth_date": date(2025, 1, 15),
                                                                "licensed_on": date(2025, 6, 20)}, (
        "the animal was licensed on June 20, 2025 at 5 months old, between 4 and 16 months",
        "it turns 16 months on Friday May 15, 2026",
        "a certificate of a shot given from March 16, 2026 (60 days before) to that day must be handed in by "
        "Friday May 15, 2026"))
    assert L.certificate_status(TRACY, birth_date=date(2025, 1, 15), licensed_on=date(2025, 6, 20),
                                shots=[shot(date(2025, 6, 1))], on=date(2025, 7, 1), explain=False).next_due.steps == ()


def test_t_3b_a_1_year_shot_due_before_16_months_is_what_falls_due_first():
    st = L.certificate_status(TRACY, birth_date=date(2025, 1, 15), licensed_on=date(2025, 6, 20),
                              shots=[shot(date(2025, 4, 1), 1)], on=date(2025, 7, 1))
    assert st.next_due.value == date(2026, 4, 1) and st.next_due.inputs == {"last_shot": date(2025, 4, 1)}


def test_t_3b_the_16_month_rule_on_its_last_day_is_not_yet_a_lapse():
    born = date(2025, 1, 15)
    on_the_day = L.certificate_status(TRACY, birth_date=born, licensed_on=date(2025, 6, 20),
                                      shots=[shot(date(2025, 6, 1))], on=date(2026, 5, 15))
    assert not on_the_day.relicense_required and on_the_day.state == "due_soon"


def test_t_3b_the_periods_are_those_in_force_on_the_day_asked_about():
    """A city that raises the licensing age, the 16 months and the window, and shortens the
    certificate interval from July 2026, judges a dog in the spring of 2026 by the periods of the spring (not those of
    today)."""
    later = TRACY.with_overrides([("period", "minimum_license_age_months", date(2026, 7, 1), 6, "x"),
                                  ("period", "juvenile_license_max_age_months", date(2026, 7, 1), 20, "x"),
                                  ("period", "juvenile_certificate_window_days", date(2026, 7, 1), 90, "x"),
                                  ("period", "certificate_interval_years", date(2026, 7, 1), 1, "x")])
    st = L.certificate_status(later, birth_date=date(2025, 1, 15), licensed_on=date(2025, 5, 20),
                              shots=[shot(date(2025, 5, 1)), shot(date(2026, 3, 1))], on=date(2026, 5, 20))
    assert st.relicense_required and st.lapsed_on == date(2026, 5, 15)
    assert "between 4 and 16 months" in st.next_due.text() and "(60 days before)" in st.next_due.text()
    adult = L.certificate_status(later, birth_date=date(2018, 1, 1), licensed_on=date(2025, 7, 1),
                                 shots=[shot(date(2025, 6, 1))], on=date(2026, 6, 10))
    assert adult.state == "ok" and adult.next_due.value == date(2028, 6, 1)
    assert L.exemption_ends(later, "under_4_months", date(2025, 1, 15), date(2026, 2, 1)) == date(2025, 5, 14)
    assert L.under_license_age(later, date(2026, 1, 31), date(2026, 5, 31)).value is False
    assert L.license_refusals(later, species="dog", birth_date=None, shots=[shot(date(2025, 6, 1))],
                              on=date(2026, 6, 30)) == []


def test_t_3a_the_spayed_or_neutered_fee_where_the_city_sets_one():
    cheaper = TRACY.with_overrides([("fee", "license.dog.altered", date(2026, 1, 1), 1000, "resolution 2026-1")])
    fee = L.license_fee(cheaper, species="dog", altered=True, on=date(2026, 5, 1))
    assert fee == Explained(1000, "T-3A", {"fee": "license.dog.altered", "on": date(2026, 5, 1)}, (
        "the City of Tracy dog license (spayed or neutered) fee in force on May 1, 2026 is $10.00, set from "
        "January 1, 2026 under resolution 2026-1",))
    assert L.license_fee(cheaper, species="dog", altered=False, on=date(2026, 5, 1)).value == 1500
    assert L.license_fee(cheaper, species="dog", altered=None, on=date(2026, 5, 1)).value == 1500
    plain = L.license_fee(TRACY, species="dog", altered=True, on=date(2026, 5, 1))
    assert plain.value == 1500 and "spayed" not in plain.text()
    assert L.replacement_tag_fee(TRACY, date(2026, 5, 1)) == Explained(
        500, "T-3A", {"fee": "license.replacement_tag", "on": date(2026, 5, 1)},
        ("the City of Tracy replacement tag fee in force on May 1, 2026 is $5.00, set from October 10, 2017",))


def test_t_3a_a_license_is_issued_upon_its_fee():
    assert L.issue_fee_refusals(TRACY, 1500) == [Refusal(
        "T-3A", "the license fee is not paid ($15.00 owing); the license is issued upon its fee: take the payment, "
        "or an administrator waives it with a reason", {"owing_cents": 1500})]
    assert L.issue_fee_refusals(TRACY, 1) != [] and L.issue_fee_refusals(TRACY, 0) == []
    assert L.issue_fee_refusals(WORTH, 1500) == []


def test_t_3c_t_7c_what_a_transfer_and_an_ending_leave():
    assert L.transfer_ends_license(date(2026, 4, 2)) == Explained(date(2026, 4, 2), "T-3C", {"on": date(2026, 4, 2)}, (
        "the animal changed owner on April 2, 2026", "its license ends that day and the new owner must license it"))
    assert L.exemption_last_day(date(2026, 4, 2)) == date(2026, 4, 1)
    assert [r for r in ("police_canine", "temporary_30", "under_4_months") if L.exemption_ends_on_transfer(r)] == [
        "police_canine", "temporary_30"]
    assert L.license_standing("active", L.CertificateStatus("overdue", None, True)) == "relicense required"
    assert L.license_standing("active", L.CertificateStatus("ok", None, False)) == "active"
    assert L.license_standing("expired", L.CertificateStatus("overdue", None, True)) == "expired"
    assert L.license_standing("active", None) == "active"


def test_t_7c_the_age_exemption_explains_the_day_it_ends():
    young = L.under_license_age(TRACY, date(2026, 1, 31), date(2026, 5, 30))
    assert young == Explained(True, "T-7C", {"birth_date": date(2026, 1, 31), "on": date(2026, 5, 30),
                                             "turns": date(2026, 5, 31)}, (
        "born January 31, 2026, the animal turns 4 months on Sunday May 31, 2026", "on May 30, 2026 it is under 4 months"))
    assert L.under_license_age(TRACY, date(2026, 1, 31), date(2026, 5, 31)).steps[1] == "on May 31, 2026 it is not under 4 months"
    unknown = L.under_license_age(TRACY, None, date(2026, 5, 31))
    assert unknown == Explained(False, "T-7C", {}, ("no birth date is recorded, so the age exemption cannot be applied",))


def test_t_3b_two_certificates_of_one_day_are_one_shot_the_first_handed_in():
    a = L.Shot(date(2025, 1, 1), 1, date(2025, 1, 9))
    b = L.Shot(date(2025, 1, 1), 3, date(2025, 1, 5))
    c = L.Shot(date(2025, 1, 1), 3, date(2025, 1, 9))
    assert L.one_per_day([a, b]) == [b] and L.one_per_day([b, a]) == [b]
    assert L.one_per_day([a, c]) == [c] and L.one_per_day([c, a]) == [c]
    later = L.Shot(date(2024, 1, 1), 1, date(2024, 1, 1))
    assert L.one_per_day([a, later]) == [later, a]


def test_t_3b_a_city_asking_a_certificate_every_1_2_or_4_years_says_which_anniversary():
    for years, nth, due in ((1, "1st", date(2026, 9, 1)), (2, "2nd", date(2027, 9, 1)), (4, "4th", date(2029, 9, 1))):
        city = TRACY.with_overrides([("period", "certificate_interval_years", date(2020, 1, 1), years, "x")])
        st = L.certificate_status(city, birth_date=None, licensed_on=date(2026, 1, 5),
                                  shots=[shot(date(2025, 9, 1), 4)], on=date(2026, 1, 5))
        assert st.next_due.value == due and f"due by its {nth} anniversary, " in st.next_due.text(), years


def test_t_3b_when_the_16_month_day_and_the_shots_due_day_fall_together_the_shot_explains_it():
    st = L.certificate_status(TRACY, birth_date=date(2025, 1, 15), licensed_on=date(2025, 6, 20),
                              shots=[shot(date(2025, 5, 15), 1)], on=date(2025, 7, 1))
    assert st.next_due.value == date(2026, 5, 15) and st.next_due.inputs == {"last_shot": date(2025, 5, 15)}


def test_t_3a_the_plain_fee_is_named_as_the_desk_says_it():
    assert L.license_fee(TRACY, species="cat", altered=False, on=date(2026, 5, 1)) == Explained(
        1500, "T-3A", {"fee": "license.cat", "on": date(2026, 5, 1)},
        ("the City of Tracy cat license fee in force on May 1, 2026 is $15.00, set from October 10, 2017",))
