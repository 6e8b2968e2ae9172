"""A report's table (``domain.report_tables``): each row carries its record's id first, which the window
keeps and the PDF and CSV leave out; a report is stamped to the second it was made."""
from datetime import datetime

from animaloffice.domain.report_tables import Column, ReportResult


def test_a_reports_values_are_its_rows_without_the_record_ids():
    report = ReportResult("Licenses due", "June 2026", (Column("number", "License"), Column("fee", "Fee", "cents")),
                          [(11, "TR-2026-0001", 1500), (12, "TR-2026-0002", 2500)])
    assert report.values() == [("TR-2026-0001", 1500), ("TR-2026-0002", 2500)]
    assert ReportResult("Empty", "", (), []).values() == []


def test_a_report_is_stamped_to_the_second_it_was_made_with_nothing_else_set():
    before = datetime.now().replace(microsecond=0)
    report = ReportResult("Impounds", "", (Column("number", "Impound"),), [])
    after = datetime.now()
    assert before <= report.generated_at <= after
    assert report.generated_at.microsecond == 0
    assert (report.totals, report.notes, report.record_kind, report.personal, report.landscape) == (
        None, [], "", False, True)
    assert Column("number", "Impound").kind == "text"
