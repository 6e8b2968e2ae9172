"""The officer's reports: a bite report and a call-for-service report, each the office's letterhead,
a title, then sections of label/value rows. Plain data in (``FieldReport``), PDF bytes out.

Neither is a letter to the owner. A report that names the victim or the caller says so at the top
and the foot of every copy; the copy without them says the details are withheld.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from ..domain.explain import fmt_short
from .base import Letterhead, build_pdf, facts_table, letterhead_flowables, p, rl


@dataclass(frozen=True)
class Section:
    heading: str
    rows: list[tuple[str, str]] = field(default_factory=list)
    text: str = ""  # a paragraph instead of (or before) the rows


@dataclass(frozen=True)
class FieldReport:
    title: str
    printed_on: date
    reference: str
    sections: list[Section]
    banner: str = ""  # "CONFIDENTIAL: ..." at the top, when the copy names a confidential person
    footer: str = ""


def report_flowables(report: FieldReport, head: Letterhead) -> list:
    Spacer = rl().Spacer
    out = letterhead_flowables(head)
    out.append(p(f"Printed {fmt_short(report.printed_on)} · {report.reference}", "small"))
    if report.banner:
        out.append(p(report.banner, "bold"))
    out.append(p(report.title, "title"))
    for section in report.sections:
        out.append(p(section.heading, "heading"))
        if section.text:
            out.append(p(section.text))
        if section.rows:
            out.append(facts_table(section.rows))
            out.append(Spacer(1, 4))
    if report.footer:
        out += [Spacer(1, 10), p(report.footer, "small")]
    return out


def render_field_report(report: FieldReport, head: Letterhead) -> bytes:
    return build_pdf(report_flowables(report, head), title=report.title)
