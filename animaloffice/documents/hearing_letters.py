"""The hearing notice and the written decision letter (T-4A, T-4C, W-90.10H).

Plain data in (the values snapshotted when the letter was sent, the office
letterhead), PDF bytes out. Every sentence is in ``resources/letters``:
``hearing_notice.txt`` and ``hearing_decision.txt`` hold the letters; the
small ``hearing_*`` templates hold the parts that depend on the case (the
decision for a denial or a revocation, conditions, a removal deadline, an
appeal deadline, a moved hearing). An office edits any of them without a
programmer.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from .base import Letter, Letterhead, load_template, render_letters, letters_dir

KINDS = ("hearing", "decision")


@dataclass(frozen=True)
class HearingLetter:
    """One hearing notice or decision letter as sent."""

    kind: str  # hearing | decision
    number: str
    sent_on: date
    recipient: tuple[str, ...]
    values: dict  # the snapshot (see services.hearing_letters)


def _part(name: str, values: dict) -> str:
    """A part template filled in, as paragraphs joined by blank lines ('' if not needed)."""
    _, paragraphs = load_template(name).fill(values)
    return "\n\n".join(paragraphs)


def _subject_text(v: dict) -> str:
    text = f"{v.get('subject_label', '')} {v.get('subject_number', '')}".strip()
    desc = v.get("subject_description", "")
    return f"{text} ({desc})" if desc else text


def _office_contact(head: Letterhead) -> str:
    name = head.office_name or head.jurisdiction_name
    return f"{name} at {head.phone}" if head.phone else name


def fill_values(letter: HearingLetter, head: Letterhead) -> dict:
    """The snapshot plus the parts chosen for this case."""
    v = {k: ("" if val is None else str(val)) for k, val in letter.values.items()}
    v.setdefault("letter_number", letter.number)
    v["subject_text"] = _subject_text(v)
    v["subject_ref"] = f"{v.get('subject_label', '')} {v.get('subject_number', '')}".strip()
    v["office_contact"] = _office_contact(head)
    # one reason a line in the notice: each printed as a list item
    v["reasons_list"] = "\n\n".join(f"- {line.strip()}" for line in v.get("reasons", "").splitlines()
                                     if line.strip())
    if letter.kind == "hearing":
        v["rescheduled_paragraph"] = _part("hearing_rescheduled", v) if v.get("rescheduled_from") else ""
        v["reasons_paragraph"] = _part("hearing_notice_reasons", v) if v.get("reasons") else ""
        return v
    v["permit_expiry_sentence"] = _part("hearing_permit_expiry", v) if v.get("permit_expires_on") else ""
    specific = f"hearing_decision_{v.get('notice_kind', '')}_{v.get('decision', '')}"
    use = specific if (letters_dir() / f"{specific}.txt").exists() and not v.get("effect_manual") \
        else "hearing_decision_other"
    v["decision_paragraph"] = _part(use, v)
    v["conditions_paragraph"] = _part("hearing_decision_conditions", v) if v.get("conditions") else ""
    removal = ""
    if v.get("removal_deadline"):
        removal = _part("hearing_decision_removal_new" if v.get("removal_is_new")
                        else "hearing_decision_removal_running", v)
    v["removal_paragraph"] = removal
    v["appeal_deadline_sentence"] = _part("hearing_appeal_deadline", v) if v.get("appeal_deadline") else ""
    return v


def build_letter(letter: HearingLetter, head: Letterhead) -> Letter:
    if letter.kind not in KINDS:
        raise ValueError(f"not a hearing letter: {letter.kind}")
    values = fill_values(letter, head)
    template = load_template("hearing_notice" if letter.kind == "hearing" else "hearing_decision")
    subject, paragraphs = template.fill(values)
    reference = f"{letter.number} · concerning notice {values.get('notice_number', '')}"
    return Letter(letterhead=head, title=subject, sent_on=letter.sent_on, recipient=list(letter.recipient),
                  reference=reference, paragraphs=paragraphs,
                  footer=values.get("hearing_citation", ""))


def render_hearing_letters(letters: list[HearingLetter], head: Letterhead) -> bytes:
    """One PDF holding the letters (a hearing notice, a decision letter, or several)."""
    title = "Hearing notice" if all(l.kind == "hearing" for l in letters) else "Hearing letters"
    if letters and all(l.kind == "decision" for l in letters):
        title = "Written decision"
    return render_letters([build_letter(l, head) for l in letters], title=title)
