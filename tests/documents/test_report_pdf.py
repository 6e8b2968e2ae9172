"""A report on paper: title, what it covers, headings, every value whole (no word or amount
broken across lines), totals and notes. Read back from the PDF with pypdf."""
import io
from datetime import date

import pypdf

from animaloffice.documents.report_table import render_report
from animaloffice.domain.report_tables import Column, ReportResult


def _lines(pdf: bytes) -> list[str]:
    reader = pypdf.PdfReader(io.BytesIO(pdf))
    return [line for page in reader.pages for line in page.extract_text().splitlines()]


def _register_like(rows: int = 20) -> ReportResult:
    """The widest report: twelve columns of short and long values."""
    columns = (Column("number", "Impound"), Column("seized", "Date seized", "date"), Column("species", "Species"),
               Column("breed", "Breed"), Column("sex", "Sex"), Column("age", "Approx. age"),
               Column("traits", "Distinguishing traits"), Column("where", "Where seized"),
               Column("from", "Received from"), Column("to", "Released or transferred to"),
               Column("outcome", "Outcome"), Column("outcome_on", "Outcome date", "date"))
    data = [(i, f"WOR-IMP-2026-{i:04d}", date(2026, 6, 2), "Dog", "English Springer Spaniel", "female",
             "2 yr 7 mo", "tortoiseshell", "Union St near 1609", "officer, Union St near 1609",
             "Phillips, Liam, 2492 Emory St, Worthington, MN 56187", "Returned to owner", date(2026, 6, 4))
            for i in range(rows)]
    return ReportResult("Impound register", "City of Worthington · animals seized 06/01/2026 to 10/31/2026",
                        columns, data, notes=["Kept under MN-346.47 for public view."], personal=True)


def test_no_short_value_is_broken_across_lines():
    lines = _lines(render_report(_register_like()))
    text = "\n".join(lines)
    for whole in ("Dog", "female", "Species", "Sex", "WOR-IMP-2026-0007", "06/02/2026", "tortoiseshell"):
        assert any(whole in line for line in lines), whole
    assert "Impound register" in text and "animals seized 06/01/2026 to 10/31/2026" in text
    assert "Kept under MN-346.47" in text and "Page 1" in text


def test_totals_print_whole_in_a_narrow_portrait_table():
    columns = (Column("fee", "Fee"), Column("code", "Fee code"), Column("lines", "Items", "number"),
               Column("cash", "Cash", "cents"), Column("check", "Check", "cents"), Column("card", "Card", "cents"),
               Column("total", "Total", "cents"))
    rows = [(None, "At-large penalty, step 3 (W-90.05C)", "at_large.3", 1, 30000, 0, 0, 30000),
            (None, "Dangerous dog registration", "dangerous_dog.registration", 1, 0, 30000, 0, 30000)]
    result = ReportResult("Takings for October 2026", "City of Worthington · 10/01/2026 to 10/31/2026", columns,
                          rows, totals=("Total", "", 12, 72500, 30000, 5500, 108000), landscape=False)
    lines = _lines(render_report(result))
    assert any("$1,080.00" in line for line in lines)
    assert any("Items" in line for line in lines)
    assert any("dangerous_dog.registration" in line for line in lines)


def test_a_long_address_still_fits_the_page():
    result = _register_like(3)
    long = "x" * 300 + "@example.org"
    result.rows[0] = result.rows[0][:9] + (long,) + result.rows[0][10:]
    lines = _lines(render_report(result))
    assert "".join(lines).count("x") >= 300  # broken over lines, not cut off
