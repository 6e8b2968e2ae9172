"""Every computed date and amount carries how it was reached (``domain.explain``): the steps read as
sentences, with the rule id once at the end; the steps alone for a paper that names its source in
words; dates as "Monday June 22, 2026"."""
from datetime import date

from animaloffice.domain.explain import Explained, fmt_date, fmt_short


def test_t_6c_the_steps_read_as_sentences_with_the_rule_id_once():
    e = Explained(date(2026, 6, 9), "T-6C", {}, ("impounded on Monday June 1, 2026",
                                               "the hold's last day is Monday June 8, 2026."))
    assert e.text() == ("Impounded on Monday June 1, 2026. The hold's last day is Monday June 8, 2026. (T-6C)")
    assert e.words() == "Impounded on Monday June 1, 2026. The hold's last day is Monday June 8, 2026."


def test_t_6c_blank_steps_are_left_out_and_steps_are_trimmed():
    e = Explained(0, "T-6C", steps=("  first step  ", "", "   ", "second"))
    assert e.text() == "First step. Second. (T-6C)"


def test_t_6c_no_step_reads_as_the_rule_id_alone():
    assert Explained(0, "T-6C").text() == "(T-6C)"
    assert Explained(0, "T-6C", steps=("  ",)).text() == "(T-6C)"
    assert Explained(0, "T-6C").words() == ""


def test_w_90_05c_a_last_step_that_already_names_the_rule_does_not_get_it_twice():
    carried = "Impound fee $25.00 (W-90.05C)."
    e = Explained(2500, "W-90.05C", steps=("the owner reclaimed Koda", carried))
    assert e.text() == "The owner reclaimed Koda. Impound fee $25.00 (W-90.05C)"
    bare = Explained(2500, "W-90.05C", steps=("penalty $100.00 (W-90.05C)",))
    assert bare.text() == "penalty $100.00 (W-90.05C)"
    other = Explained(2500, "W-90.05C", steps=("penalty $100.00 (T-6C)",))
    assert other.text() == "Penalty $100.00 (T-6C). (W-90.05C)"


def test_the_values_and_steps_make_the_explanation_and_the_phrase_keys_do_not():
    one = Explained(5, "T-6C", {"days": 5}, ("a",), (("k", {}),))
    assert one == Explained(5, "T-6C", {"days": 5}, ("a",), ())
    assert one != Explained(5, "T-6C", {"days": 6}, ("a",))
    assert Explained(5, "T-6C").inputs == {} and Explained(5, "T-6C").steps == ()
    assert Explained(5, "T-6C").parts == ()


def test_a_date_reads_with_its_weekday_and_month_in_words():
    assert fmt_date(date(2026, 6, 22)) == "Monday June 22, 2026"
    assert fmt_date(date(2027, 1, 3)) == "Sunday January 3, 2027"
    assert fmt_short(date(2026, 6, 22)) == "June 22, 2026"
    assert fmt_short(date(2027, 1, 3)) == "January 3, 2027"
