"""Hostile values for property tests: huge and control-character strings, SQL fragments,
impossible dates, absurd amounts, unicode names, wrong types."""
from __future__ import annotations

import itertools
from datetime import date, datetime, timedelta
from decimal import Decimal

from hypothesis import strategies as st

from animaloffice.services.payments import PaymentInput

NASTY_TEXT = [
    "", " ", "   \t ", "'; DROP TABLE owner; --", "\" OR 1=1 --", "Robert'); DROP TABLE license;--",
    "%", "_", "%%%", "\\", "' OR ''='", "1; SELECT pg_sleep(5)", "$$; DROP SCHEMA public; $$",
    "\x00", "a\x00b", "line\nbreak", "tab\there", "\r\n", "\x1b[31mred", "\u202eevil", "\ufeffbom",
    "Zoë Ångström-Nguyễn", "Søren Ø'Brien", "李小龍", "محمد", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🐕🐈", "e\u0301", "\ud800",
    "<script>alert(1)</script>", "=HYPERLINK(\"http://x\")", "+1-555", "@SUM(A1)", "null", "None",
    "x" * 201, "x" * 5000, "🐕" * 3000, "9" * 400,
]
NASTY_INTS = [0, -1, 1, -(2 ** 31), 2 ** 31, 2 ** 63, -(2 ** 63) - 1, 10 ** 30, 99_999_999]
NASTY_DATES = [date(1, 1, 1), date(1899, 12, 31), date(9999, 12, 31), date.today() + timedelta(days=1),
               date(2024, 2, 29)]
WRONG_TYPES = [None, [], {}, (), 3.5, float("nan"), float("inf"), Decimal("1.5"), b"bytes", True, False,
               "2024-02-30", "yesterday", datetime(2024, 1, 1, 12, 0), object(), {"$gt": ""}, ["x"]]

texts = st.one_of(st.sampled_from(NASTY_TEXT), st.text(max_size=60),
                  st.text(alphabet=st.characters(max_codepoint=0x1F), max_size=10))
ints = st.one_of(st.sampled_from(NASTY_INTS), st.integers())
dates = st.one_of(st.sampled_from(NASTY_DATES), st.dates())
wrong = st.sampled_from(WRONG_TYPES)
payments = st.builds(PaymentInput, method=st.one_of(st.sampled_from(["cash", "check", "card"]), texts),
                     amount_cents=st.one_of(ints, wrong), reference=st.one_of(texts, wrong),
                     payer_name=st.one_of(texts, wrong))
anything = st.one_of(texts, ints, dates, wrong, payments, st.lists(ints, max_size=3),
                     st.dictionaries(texts, texts, max_size=2))


def hostile_for(annotation: str) -> st.SearchStrategy:
    """Mostly values of roughly the expected kind, sometimes anything at all."""
    a = (annotation or "").lower()
    if "mapping" in a or "dict" in a:
        kind = st.dictionaries(texts, st.one_of(texts, st.booleans(), st.none()), max_size=3)
    elif "sequence" in a or "list" in a:
        kind = st.lists(st.one_of(texts, ints), max_size=4)
    elif "date" in a:
        kind = dates
    elif "paymentinput" in a:
        kind = payments
    elif "bool" in a:
        kind = st.sampled_from([True, False])
    elif "int" in a:
        kind = ints
    elif "str" in a:
        kind = texts
    else:
        kind = anything
    return st.one_of(kind, kind, anything)


HUGE = st.sampled_from([10 ** 6, 10 ** 9, 2 ** 31, 2 ** 63, 10 ** 30, -(10 ** 9), 9999, 10000])
ID_LIKE = ("tag_number", "fee_cents", "renewal_of", "animal_count", "expected_version")
DAYS = ("on", "since", "bite_on", "exposure_on")
RECORDS = ("new_animal", "address", "factors")


def spoil(name: str, annotation: str = "") -> st.SearchStrategy:
    """A hostile value for the parameter ``name``: by what its name says it holds (an id, a
    day, a list of ids, a record as a mapping...), else by its annotation."""
    if name == "at":
        return st.one_of(st.times(), hostile_for(""))
    if name.endswith("_ids") or name == "species":
        return st.one_of(st.lists(st.one_of(HUGE, st.integers(), hostile_for("str")), max_size=3),
                         hostile_for(""))
    if name.endswith("_id") or name in ID_LIKE:
        return st.one_of(HUGE, hostile_for("int"))
    if name in DAYS:
        return st.one_of(st.dates(), st.just(date.max), st.just(date.min), hostile_for("date"))
    if name in RECORDS:
        return st.one_of(st.dictionaries(st.sampled_from(["species", "name", "birth_date", "age_months",
                                                          "colour", "line1", "city", "postal_code", "sex"]),
                                         st.one_of(HUGE, hostile_for("str"), st.dates()), max_size=4),
                         hostile_for("dict"))
    if name == "payment":
        return hostile_for("PaymentInput")
    return hostile_for(annotation or "str")


def spoiled_arguments(names, *, most: int = 3) -> st.SearchStrategy:
    """One to ``most`` of the arguments ``names`` with hostile values, as a dict to lay over a
    baseline call. Built once per service: which arguments is one choice among every
    combination (not a drawn set), and each value's strategy is made once, so a draw costs
    hypothesis a handful of choices."""
    names = sorted(names)
    values = {n: spoil(n) for n in names}
    combinations = [c for k in range(1, most + 1) for c in itertools.combinations(names, k)]

    @st.composite
    def spoiled(draw):
        return {n: draw(values[n]) for n in draw(st.sampled_from(combinations))}

    return spoiled()
