"""The hearing notice and the written decision letter (T-4A, T-4C, W-90.10H).

Plain data in (the values snapshotted when the letter was sent, the office
letterhead), PDF bytes out. Every sentence is in ``resources/letters``:
``hearing_notice.txt`` and ``hearing_decision.txt`` hold the letters; the
small ``hearing_*`` templates hold the parts that depend on the case (the
decision for a denial or a revocation, conditions, a removal deadline, an
appeal deadline, a moved hearing). An office edits any of them without a
programmer.

What the office typed (findings, conclusions, conditions, who was present)
keeps its lines: each line of findings or conclusions prints as its own
paragraph, each condition as a list item, the people present as a list in the
sentence. A letter that runs over a page carries its number and "page N of M"
at the foot of every page, so a loose page can be put back with its letter.
"""
from __future__ import annotations

import io
from dataclasses import dataclass, replace
from datetime import date
from functools import lru_cache

from reportlab.lib.pagesizes import LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, KeepTogether, PageBreak, PageTemplate, Spacer

from .base import Letter, Letterhead, letter_flowables, load_template, p, register_fonts, styles, template_exists
from .language import ENGLISH, named, phrase, term

KINDS = ("hearing", "decision", "appeal")
MARGIN = 0.75 * inch


@dataclass(frozen=True)
class HearingLetter:
    """One hearing notice or decision letter as sent."""

    kind: str  # hearing | decision | appeal
    number: str
    sent_on: date
    recipient: tuple[str, ...]
    values: dict  # the snapshot (see services.hearing_letters), in the letter's language
    language: str = ENGLISH  # the folder of resources/letters it is written in


def _part(name: str, values: dict) -> str:
    """A part template filled in, as paragraphs joined by blank lines ('' if not needed), in the
    letter's language (``values["_language"]``)."""
    code = values.get("_language", ENGLISH)
    _, paragraphs = load_template(name, code).fill(values, code)
    return "\n\n".join(paragraphs)


def _lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip()]


def as_paragraphs(text: str) -> str:
    """Typed text with one paragraph a line (a template joins the lines of a paragraph)."""
    return "\n\n".join(_lines(text))


def as_list(text: str) -> str:
    """Typed text with one list item a line (a leading dash or bullet the person typed is kept once)."""
    return "\n\n".join("- " + line.lstrip("-•* ").strip() for line in _lines(text) if line.lstrip("-•* ").strip())


def as_inline(text: str) -> str:
    """Typed lines run into a sentence, separated by semicolons."""
    return "; ".join(line.rstrip(";,") for line in _lines(text))


def _subject_text(v: dict) -> str:
    text = f"{v.get('subject_label', '')} {v.get('subject_number', '')}".strip()
    desc = v.get("subject_description", "")
    return f"{text}: {desc}" if desc else text


def _office_contact(head: Letterhead, code: str = ENGLISH) -> str:
    name = head.office_name or head.jurisdiction_name
    return phrase("${name} at ${phone}", code, name=name, phone=head.phone) if head.phone else name


def _removal_action(v: dict) -> str:
    return term("remove the animals from the city, or release them to the city," if v.get("removal_released")
                else "remove the animals from the city", v.get("_language", ENGLISH))


def _effect_paragraph(v: dict) -> str:
    """Where the profile gives no removal period (T-4C): the day the revocation takes effect."""
    v["effect_consequence"] = _part("hearing_decision_effect_unlawful", v)
    if v.get("removal_from_receipt"):
        return _part("hearing_decision_effect_from_receipt", v)
    if v.get("removal_is_new"):
        return _part("hearing_decision_effect_new", v)
    v["effect_verb"] = term("took" if v.get("effect_passed") else "takes", v.get("_language", ENGLISH))
    return _part("hearing_decision_effect_stands", v)


def _removal_paragraph(v: dict) -> str:
    if not v.get("removal_deadline"):
        return ""
    if v.get("revocation_effect"):
        return _effect_paragraph(v)
    v["removal_consequence"] = ""
    if v.get("removal_section"):
        v["removal_consequence"] = _part("hearing_decision_removal_released" if v.get("removal_released")
                                         else "hearing_decision_removal_misdemeanor", v)
    if v.get("removal_from_receipt"):  # stayed while the hearing was pending (W-90.10H5)
        v["removal_action"] = _removal_action(v)
        return _part("hearing_decision_removal_from_receipt", v)
    if v.get("removal_is_new"):
        return _part("hearing_decision_removal_new", v)
    if v.get("removal_passed"):
        return _part("hearing_decision_removal_passed", v)
    return _part("hearing_decision_removal_running", v)


def fill_values(letter: HearingLetter, head: Letterhead) -> dict:
    """The snapshot plus the parts chosen for this case."""
    v = {k: ("" if val is None else str(val)) for k, val in letter.values.items()}
    v["_language"] = code = letter.language
    kind = v.get("notice_kind", "")
    if code != ENGLISH:  # the kind of notice contested, and the decision, in the language's words
        v["notice_kind"] = named(f"notice_kind:{kind}", kind, code)
    v.setdefault("letter_number", letter.number)
    v.setdefault("service_sentence", "")  # a decision kept before service was recorded per attempt
    v["subject_text"] = _subject_text(v)
    v["subject_ref"] = f"{v.get('subject_label', '')} {v.get('subject_number', '')}".strip()
    v["office_contact"] = _office_contact(head, code)
    # one reason a line in the notice: each printed as a list item
    v["reasons_list"] = as_list(v.get("reasons", ""))
    v["removal_consequence"] = ""
    _hearing_and_appeal(v)
    if letter.kind == "hearing":
        v["rescheduled_paragraph"] = _part("hearing_rescheduled", v) if v.get("rescheduled_from") else ""
        v["reasons_paragraph"] = _part("hearing_notice_reasons", v) if v.get("reasons") else ""
        v["stay_paragraph"] = (_part("hearing_notice_stay_effect" if v.get("revocation_effect") else
                                     "hearing_notice_stay", v) if v.get("removal_stayed") else "")
        # the photos and papers on the matter's records (a notice stored before exhibits lists none)
        v["exhibits_list"] = as_list(v.get("exhibits", ""))
        v["exhibits_paragraph"] = _part("hearing_notice_exhibits", v) if v.get("exhibits") else ""
        return v
    if letter.kind == "appeal":
        return _appeal_values(v)
    for name in ("findings", "conclusions"):
        v[name] = as_paragraphs(v.get(name, ""))
    v["attendees"] = as_inline(v.get("attendees", ""))
    v["conditions"] = as_list(v.get("conditions", ""))
    v["permit_expiry_sentence"] = _part("hearing_permit_expiry", v) if v.get("permit_expires_on") else ""
    specific = f"hearing_decision_{kind}_{v.get('decision', '')}"
    use = specific if template_exists(specific) and not v.get("effect_manual") \
        else "hearing_decision_other"
    if code != ENGLISH:
        v["decision"] = named(f"decision:{v.get('decision', '')}", v.get("decision", ""), code)
    v["decision_paragraph"] = _part(use, v)
    v["conditions_paragraph"] = _part("hearing_decision_conditions", v) if v.get("conditions") else ""
    v["removal_paragraph"] = _removal_paragraph(v)
    if v.get("appeal_deadline"):
        v["appeal_deadline_sentence"] = _part("hearing_appeal_deadline", v)
    elif v.get("appeal_route"):  # a route, and no time stated for it: say how to ask, invent none
        v["appeal_deadline_sentence"] = _part("hearing_appeal_no_deadline", v)
    else:
        v["appeal_deadline_sentence"] = ""
    v["delivery_sentence"] = _part("hearing_decision_delivery", v) if v.get("delivered_by") else ""
    return v


APPEAL_OUTCOMES = ("stands", "issued", "reinstated", "ended", "revoked", "conditions", "by_hand")


def _appeal_values(v: dict) -> dict:
    """The letter on an appeal's outcome: what it changed on the permit, a removal deadline from its receipt."""
    v["forum_words"] = f" ({v['forum']})" if v.get("forum") else ""
    v["late_sentence"] = _part("hearing_appeal_late", v) if v.get("appeal_late") else ""
    outcome = v.get("effect_outcome", "")
    v["outcome_paragraph"] = (_part(f"appeal_outcome_{outcome}", v) if outcome in APPEAL_OUTCOMES
                              else _part("appeal_outcome_other", v))
    v["conditions"] = as_list(v.get("conditions", ""))
    v["conditions_paragraph"] = _part("hearing_decision_conditions", v) if v.get("conditions") else ""
    v["removal_paragraph"] = ""
    if v.get("removal_deadline") and v.get("revocation_effect"):  # no removal period (T-4C)
        v["effect_consequence"] = _part("hearing_decision_effect_unlawful", v)
        v["removal_paragraph"] = _part("appeal_outcome_effect", v)
    elif v.get("removal_deadline"):
        v["removal_action"] = _removal_action(v)
        v["removal_paragraph"] = _part("appeal_outcome_removal", v)
    return v


def _hearing_and_appeal(v: dict) -> None:
    """The rule that gives the hearing, in brackets, and the appeal route, each as the profile (or
    the office) states it; where it states none, nothing is cited and the letter says how to ask.
    A snapshot from before the profile's hearing terms printed its own citations: kept as they were."""
    if "appeal_citation" in v and "appeal_route" not in v:
        v["appeal_route"] = "Either you or the city may appeal the decision de novo"
        v["appeal_source"] = v["appeal_citation"]
    v["hearing_cited"] = f" ({v['hearing_citation']})" if v.get("hearing_citation") else ""
    if v.get("appeal_route"):
        v["appeal_sentence"] = _part("hearing_appeal_route", v)
    else:
        v["appeal_sentence"] = _part("hearing_appeal_not_stated", v)


def signed_for(letter: HearingLetter, head: Letterhead) -> Letterhead:
    """Whose signature the letter carries: a hearing notice the office's; a written decision the one
    recorded as signing it for the hearing body or officer, never the office's signatory (the official
    whose action was contested): a decision with none recorded has a blank line to sign on."""
    if letter.kind in ("hearing", "appeal"):  # the office's own letters
        return head
    v = letter.values
    return replace(head, signature_name=str(v.get("signed_by") or ""), signature_title=str(v.get("signed_title") or ""))


def build_letter(letter: HearingLetter, head: Letterhead) -> Letter:
    if letter.kind not in KINDS:
        raise ValueError(f"not a hearing letter: {letter.kind}")
    values = fill_values(letter, head)
    head = signed_for(letter, head)
    template = load_template(template_name(letter), letter.language)
    subject, paragraphs = template.fill(values, letter.language)
    reference = phrase("${number} · concerning notice ${notice}", letter.language, number=letter.number,
                       notice=values.get("notice_number", ""))
    return Letter(letterhead=head, title=subject, sent_on=letter.sent_on, recipient=list(letter.recipient),
                  reference=reference, paragraphs=paragraphs,
                  footer=values.get("hearing_citation", ""), language=letter.language)


def template_name(letter: HearingLetter) -> str:
    """The letter's template: its kind's, or that of its kind for the notice contested (dangerous_dog)."""
    base = {"hearing": "hearing_notice", "decision": "hearing_decision", "appeal": "hearing_appeal_outcome"}[letter.kind]
    own = f"{base}_{letter.values.get('notice_kind', '')}"  # a kind of notice with wording of its own
    return own if template_exists(own) else base


# --- layout ---------------------------------------------------------------------------

class _LetterStart(Flowable):
    """Marks where a letter begins, so each page's foot can name its letter, section and page."""

    def __init__(self, number: str, citation: str, language: str = ENGLISH):
        super().__init__()
        self.number, self.citation, self.language = number, citation, language
        self.width = self.height = 0

    def wrap(self, *_):
        return 0, 0

    def draw(self):
        self.canv._hearing_letter = (self.number, self.citation, self.canv.getPageNumber(), self.language)


def _story(letter: Letter) -> list:
    """The letter's flowables: headings kept with what follows, the last paragraph with the signature."""
    body = letter_flowables(replace(letter, signature=False, footer=""))
    names = [getattr(getattr(f, "style", None), "name", "") for f in body]
    for i, flowable in enumerate(body):
        if names[i] == "heading":
            flowable.keepWithNext = 1
        elif names[i] == "bullet" and i + 1 < len(body) and names[i + 1] == "bullet":
            flowable.style = _tight_bullet()  # items of one list sit close; the list keeps its space after
    closing = [Spacer(1, 18), p("_" * 36)]
    head = letter.letterhead
    if head.signature_name:
        closing.append(p(head.signature_name))
    if head.signature_title:
        closing.append(p(head.signature_title, "small"))
    # the last two paragraphs (the closing words and "Signed for the ...") go with the signature: a
    # signature never stands alone on a page, nor with only the line that introduces it
    last = []
    while body and len(last) < 2 and names[len(body) - 1] in ("body", "bullet"):
        last.insert(0, body.pop())
    number = letter.reference.split(" · ", 1)[0]
    return [_LetterStart(number, letter.footer, letter.language), *body, KeepTogether(last + closing)]


@lru_cache(maxsize=1)
def _tight_bullet() -> ParagraphStyle:
    return ParagraphStyle("bullet_tight", parent=styles()["bullet"], spaceAfter=2)


def _foot(pages_per_letter: dict, seen: dict):
    """Each page's foot: the section the letter acts under; on a letter of several pages, its number and
    'page N of M' (known from a first pass)."""
    def draw(canv, doc):
        number, citation, first, code = getattr(canv, "_hearing_letter", ("", "", 1, ENGLISH))
        page = canv.getPageNumber() - first + 1
        key = (number, code)  # a bilingual letter: each language's pages counted on their own
        seen[key] = max(seen.get(key, 0), page)
        total = pages_per_letter.get(key, 0)
        canv.saveState()
        canv.setFont(register_fonts()[0], 8)
        if citation:
            canv.drawString(MARGIN, MARGIN / 2, citation)
        if total > 1:
            canv.drawRightString(LETTER[0] - MARGIN, MARGIN / 2,
                                 phrase("${number} · page ${page} of ${total}", code, number=number, page=page,
                                        total=total))
        canv.restoreState()
    return draw


def _build(letters: list[Letter], title: str, pages_per_letter: dict) -> tuple[bytes, dict]:
    buf = io.BytesIO()
    doc = BaseDocTemplate(buf, pagesize=LETTER, title=title, author="AnimalOffice", leftMargin=MARGIN,
                          rightMargin=MARGIN, topMargin=MARGIN, bottomMargin=MARGIN, invariant=True)
    frame = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id="body")
    seen: dict = {}
    doc.addPageTemplates([PageTemplate(id="letter", frames=[frame], onPageEnd=_foot(pages_per_letter, seen))])
    story: list = []
    for i, letter in enumerate(letters):
        if i:
            story.append(PageBreak())
        story.extend(_story(letter))
    doc.build(story)
    return buf.getvalue(), seen


def render_hearing_letters(letters: list[HearingLetter], head: Letterhead) -> bytes:
    """One PDF holding the letters (a hearing notice, a decision letter, or several)."""
    title = "Hearing notice" if all(l.kind == "hearing" for l in letters) else "Hearing letters"
    if letters and all(l.kind == "decision" for l in letters):
        title = "Written decision"
    if letters and all(l.kind == "appeal" for l in letters):
        title = "Outcome of the appeal"
    built = [build_letter(l, head) for l in letters]
    pdf, pages = _build(built, title, {})
    if any(n > 1 for n in pages.values()):  # a second pass numbers the pages "N of M"
        pdf, _ = _build(built, title, pages)
    return pdf
