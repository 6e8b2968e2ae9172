"""Hostile values for property tests: huge and control-character strings, SQL fragments,
impossible dates, absurd amounts, unicode names, wrong types."""
from __future__ import annotations

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
