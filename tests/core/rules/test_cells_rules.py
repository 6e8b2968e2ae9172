"""How a value reads in a list cell, on screen and on paper (``domain.cells``): amounts in dollars, dates
as 06/05/2026, a countdown of days left that never shows a negative count, yes and no."""
from datetime import date, datetime

import pytest

from animaloffice.domain.cells import display


@pytest.mark.parametrize(("value", "kind", "shown"), [
    (None, "cents", ""), (None, "text", ""), (None, "countdown", ""),
    (12_345, "cents", "$123.45"), (0, "cents", "$0.00"), (-250, "cents", "-$2.50"), ("1500", "cents", "$15.00"),
    (date(2026, 6, 5), "date", "06/05/2026"), (date(2026, 12, 31), "date", "12/31/2026"),
    ("2026-06-05", "date", "2026-06-05"),
    (0, "countdown", "last day"), (1, "countdown", "1"), (14, "countdown", "14"), ("3", "countdown", "3"),
    (-1, "countdown", "passed 1 d ago"), (-12, "countdown", "passed 12 d ago"),
    (True, "text", "yes"), (False, "text", "no"), (True, "number", "yes"),
    ("Koda", "text", "Koda"), (7, "number", "7"), (date(2026, 6, 5), "text", "2026-06-05"),
])
def test_a_value_reads_in_its_cell(value, kind, shown):
    assert display(value, kind) == shown


def test_a_date_and_time_in_a_date_cell_reads_as_its_day():
    assert display(datetime(2026, 6, 5, 14, 30), "date") == "06/05/2026"
