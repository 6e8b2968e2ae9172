"""The reclaim bill and what still stands in the way of the release (T-6B), in the words of the
owner's language, for the clerk to show the owner at the counter.

The words are the language folder's ``reclaim`` entries (``resources/letters/<code>/language.json``),
so an office corrects them as it corrects a letter; the bill's lines are named as on the printed
notice (``impound_words.bill_line``). English is the clerk's own view: the reasons as the rules
give them, with their rule ids. A reason a language has no entry for is shown in English, with
its rule id, so nothing the rules say is ever dropped from the screen. How a line was reached
(the at-large penalty's step, a fee in force) is written from its steps in the language's
``counting`` phrases; a line the language cannot explain has its explanation in the English view."""
from __future__ import annotations

from dataclasses import dataclass

from ..documents.language import ENGLISH, counting, fmt_short, info
from ..domain.errors import Refusal
from ..domain.money import fmt_cents
from . import impound_words as words
from .impound_release import Bill, BilledLine

# a release condition is named by its Refusal's data: "needs" (or "ask", the W-90.05C question)
# and, for some, a variant ("early": the certificate is dated before the quarantine's end)
KEYS = ("owner", "license", "permit", "vet_certificate", "vet_certificate_early", "quarantine_end",
        "vaccination", "vaccination_ran_out", "not_given_up", "ask_altered")
LABELS = ("line", "rule", "amount", "status", "paid", "owed", "to_charge", "total", "before_release",
          "conditions_met", "ask_owner")
ENGLISH_LABELS = {"line": "Line", "rule": "Rule", "amount": "Amount", "status": "Status",
                  "paid": "paid (${receipt})", "owed": "owed", "to_charge": "to charge",
                  "total": "Total ${total} · paid ${paid} · due now ${due}",
                  "before_release": "Before release:",
                  "conditions_met": "✓ License, permit, quarantine and vaccination conditions are met (T-6B).",
                  "ask_owner": "Ask the owner: ${question}."}


@dataclass(frozen=True)
class ShownBill:
    """The bill as the screen shows it in one language."""

    code: str
    headers: tuple[str, ...]  # without the rule column for a resident's language
    lines: tuple[tuple[str, ...], ...]
    total: str
    conditions: tuple[str, ...]  # empty: every condition but the payment is met
    heading: str  # "Before release:" or the all-met line
    question: str  # the W-90.05C question to ask, or ""
    explanations: tuple[str, ...] = ()  # how each line was reached, in the language ("": not in it)

    @property
    def shows_rules(self) -> bool:
        return self.code == ENGLISH


def entries(code: str) -> dict:
    return info(code).get("reclaim", {}) if code != ENGLISH else {}


def _label(key: str, code: str, **values) -> str:
    from string import Template

    return Template(entries(code).get(key, ENGLISH_LABELS[key])).safe_substitute(values)


def key_of(refusal: Refusal) -> str:
    """Which entry names this condition ('' for one no entry names)."""
    if refusal.data.get("ask") == "altered":
        return "ask_altered"
    needs = refusal.data.get("needs", "")
    if needs == "vet_certificate" and refusal.data.get("early"):
        return "vet_certificate_early"
    if needs == "vaccination" and refusal.data.get("ran_out"):
        return "vaccination_ran_out"
    return needs if needs in KEYS else ""


def condition(refusal: Refusal, code: str, species: str = "") -> str:
    """One condition in the language; in English (or without an entry) the rule's reason and id."""
    from string import Template

    found = entries(code).get(key_of(refusal), "")
    if not found:
        return refusal.text()
    values = {k: fmt_short(v, code) for k, v in refusal.data.items() if hasattr(v, "isoformat")}
    return Template(found).safe_substitute(values, species=species)


def _status(line: BilledLine, code: str) -> str:
    if line.paid:
        return _label("paid", code, receipt=line.receipt_number)
    return _label("owed" if line.charge_id else "to_charge", code)


def explanation(line: BilledLine, code: str = ENGLISH) -> str:
    """How the line was reached: in English the rules' steps with the rule id; in a resident's
    language its steps in that language, with no rule id ("" where the language lacks a phrase)."""
    if code == ENGLISH:
        return line.explanation
    return counting(line.parts, code) if line.parts else ""


def shown(bill: Bill, code: str = ENGLISH, species: str = "") -> ShownBill:
    english = code == ENGLISH
    headers = tuple(_label(k, code) for k in (("line", "rule", "amount", "status") if english
                                              else ("line", "amount", "status")))
    lines = []
    for line in bill.lines:
        name = line.description if english else words.bill_line(line.fee_code, line.description, line.quantity, code)
        cells = (name, line.rule_id) if english else (name,)
        lines.append((*cells, fmt_cents(line.amount_cents), _status(line, code)))
    total = _label("total", code, total=fmt_cents(bill.total_cents), paid=fmt_cents(bill.paid_cents),
                   due=fmt_cents(bill.due_cents))
    others = [x for x in bill.blockers if x.data.get("needs") != "payment" and x.data.get("ask") != "altered"]
    conditions = tuple(condition(x, code, species) for x in others)
    heading = _label("before_release" if conditions else "conditions_met", code)
    ask = next((x for x in bill.blockers if x.data.get("ask") == "altered"), None)
    question = ""
    if bill.question:
        asked = condition(ask, code, species) if ask is not None and not english else bill.question
        question = _label("ask_owner", code, question=asked)
    return ShownBill(code, headers, tuple(lines), total, conditions, heading, question,
                     tuple(explanation(line, code) for line in bill.lines))

