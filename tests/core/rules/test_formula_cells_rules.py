"""A cell a spreadsheet would run as a formula gets a leading apostrophe in every export
(``domain.formula_cells``): = + - @, a tab or carriage return, and their full-width forms start one;
a plain number is left as it is."""
import pytest

from animaloffice.domain.formula_cells import defuse, is_formula


@pytest.mark.parametrize("text", [
    "=cmd|' /C calc'!A0", "+SUM(A1:A9)", "-2+3", "@SUM(A1)", "\t=1+1", "\rfoo", "\uff1dHYPERLINK()",
    "\uff0b1", "\uff0d1", "\uff20A1", "=", "-", "+", "-1-2", "--5", "+1e", "-.e5",
])
def test_a_formula_cell_is_defused_with_an_apostrophe(text):
    assert is_formula(text) is True
    assert defuse(text) == "'" + text


@pytest.mark.parametrize("text", [
    "", "Koda", "1-2", "507-555-0150", "'=already text", " =1+1", "-12.50", "+15075550100", "-3", "+.5",
    "-12.", "-1e5", "+2E-3", "-7.25e+2",
])
def test_a_plain_text_or_number_is_left_as_it_is(text):
    assert is_formula(text) is False
    assert defuse(text) == text
