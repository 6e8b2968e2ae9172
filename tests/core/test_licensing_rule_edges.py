"""T-3B and T-7C at their edges: the days a rule starts and stops applying (each test kills a
mutant of the rule that the other tests let live, scripts/mutation.sh)."""
from datetime import date

from animaloffice import config
from animaloffice.domain import licensing as L
from animaloffice.domain.profile_reader import shipped_profiles

P = shipped_profiles(config.resources_dir())
TRACY, WORTH = P["tracy"], P["worthington"]
BORN = date(2025, 1, 15)  # 4 months old on 2025-05-15, 16 months old on 2026-05-15


def shot(d, years=3, received=None):
    return L.Shot(d, years, received or d)


def status(licensed_on, shots, on, **kw):
    return L.certificate_status(TRACY, birth_date=BORN, licensed_on=licensed_on, shots=shots, on=on, **kw)


def test_t_3b_a_dog_licensed_on_the_day_it_turns_4_months_is_held_to_the_16_month_rule():
    """T-3B: "licensed at 4-16 months" includes the day it turns 4 months: without a shot in the
    60 days before 16 months, it must be relicensed the day after it turns 16 months."""
    first = [shot(date(2025, 5, 10))]
    on_the_day = status(date(2025, 5, 15), first, date(2026, 5, 15))
    assert on_the_day.next_due.value == date(2026, 5, 15) and not on_the_day.relicense_required
    assert "16 months" in on_the_day.next_due.text() and "at 4 months old" in on_the_day.next_due.text()
    after = status(date(2025, 5, 15), first, date(2026, 5, 16))
    assert after.relicense_required and after.lapsed_on == date(2026, 5, 15) and after.label == "relicense required"


def test_t_3b_a_dog_licensed_on_the_day_it_turns_16_months_owes_no_juvenile_certificate():
    """T-3B: at 16 months the animal is past the juvenile rule: its next certificate is due on the
    shot's 3rd anniversary, even when that shot is older than the 60 days before 16 months."""
    st = status(date(2026, 5, 15), [shot(date(2026, 2, 1))], date(2026, 5, 20))
    assert st.state == "ok" and st.next_due.value == date(2029, 2, 1) and not st.relicense_required


def test_t_3b_the_16_month_certificate_handed_in_after_16_months_does_not_count():
    """T-3B: the shot of the 60 days before 16 months must be handed in by that day; handed in on
    the day it counts, a day later the animal must be relicensed from its 16-month day."""
    licensed = date(2025, 6, 20)
    in_time = status(licensed, [shot(date(2025, 6, 1)), shot(date(2026, 4, 1), received=date(2026, 5, 15))],
                     date(2026, 5, 20))
    assert not in_time.relicense_required and in_time.next_due.value == date(2029, 4, 1)
    late = status(licensed, [shot(date(2025, 6, 1)), shot(date(2026, 4, 1), received=date(2026, 5, 16))],
                  date(2026, 5, 20))
    assert late.relicense_required and late.lapsed_on == date(2026, 5, 15)


def test_t_3b_the_16_month_window_opens_60_days_before_and_closes_on_the_day():
    """T-3B: "within the 60 days before it turns 16 months": a shot of March 16, 2026 (60 days
    before May 15) or of May 15 itself counts; one of March 15 or May 16 does not."""
    licensed = date(2025, 6, 20)
    for given, counts in ((date(2026, 3, 16), True), (date(2026, 5, 15), True),
                          (date(2026, 3, 15), False), (date(2026, 5, 16), False)):
        st = status(licensed, [shot(date(2025, 6, 1)), shot(given)], date(2026, 5, 20))
        assert st.relicense_required is (not counts), given
    due = status(licensed, [shot(date(2025, 6, 1))], date(2025, 7, 1)).next_due.text()
    assert "from March 16, 2026 (60 days before)" in due and "handed in by Friday May 15, 2026" in due


def test_t_7c_an_owner_staying_30_days_is_exempt_30_days_after_the_day_recorded():
    """T-7C(2), counted as every period is (MN-645.15: the first day excluded, the last included):
    recorded June 1, the exemption covers through July 1 and not July 2; a show stay (T-7C(4)),
    7 days, through June 8."""
    assert L.exemption_ends(TRACY, "temporary_30", None, date(2026, 6, 1)) == date(2026, 7, 1)
    assert L.exemption_ends(TRACY, "show_7", None, date(2026, 6, 1)) == date(2026, 6, 8)


def test_t_7c_the_length_of_a_stay_exemption_is_the_profiles():
    """The 30 and 7 days are Tracy's (Subd. 7(C)(2), (4)), read from its profile: a city that
    allows a 14-day stay gets 14 days, and a reason the profile gives no days to never ends by itself."""
    import tomllib

    from animaloffice.domain.profile_reader import ProfileReader

    data = tomllib.loads((config.resources_dir() / "ordinances" / "tracy.toml").read_text(encoding="utf-8"))
    reasons = {item["code"]: item for item in data["lists"]["exemptions"]}
    reasons["temporary_30"]["days"] = 14
    del reasons["show_7"]["days"]
    city = ProfileReader(data, "city.toml", config.resources_dir() / "ordinances" / "state").profile()
    assert L.exemption_ends(city, "temporary_30", None, date(2026, 6, 1)) == date(2026, 6, 15)
    assert L.exemption_ends(city, "show_7", None, date(2026, 6, 1)) is None
    assert L.exemption_ends(city, "no_such_reason", None, date(2026, 6, 1)) is None


def test_t_7c_exemptions_without_an_end_of_their_own():
    """T-7C(1), (3), (5) last until ended by hand; the age exemption (6) needs a birth date to end."""
    for reason in ("police_canine", "in_transit", "veterinary_care"):
        assert L.exemption_ends(TRACY, reason, BORN, date(2026, 6, 1)) is None
    assert L.exemption_ends(TRACY, "under_4_months", None, date(2026, 6, 1)) is None
    assert L.exemption_ends(TRACY, "under_4_months", BORN, date(2025, 2, 1)) == date(2025, 5, 14)
