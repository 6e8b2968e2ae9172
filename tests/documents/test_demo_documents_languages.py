"""Every document kind a resident receives, rendered from the demo office in each language an owner
may choose: the demo is built with every owner reading Spanish (``es``), English (``en``), or Spanish
then English (``es+en``), and each notice, certificate, receipt, permit, release receipt, kennel card's
owner copy, inspection report, dangerous-dog certificate and letter of the month (renewal reminders,
certificate-due letters) is read back from its PDF, once per language.

- Spanish: a date written the Spanish way, none of the English papers' sentences, and no English word
  left once what the office typed (names, streets, findings), the city's and the office's names and
  the statute citations are taken out.
- English: a date written the English way, no Spanish sentence, every field filled.
- Spanish then English: a notice is Spanish first, then English, each with its dates; every date the
  English half counts (a deadline and the days it is counted from) is in the Spanish half too,
  written the Spanish way. A certificate, receipt or permit is printed once, in Spanish.

A posted notice (an owner nobody knows) is Spanish then English whatever the owners read (the
profile's ``posted_notice_language``)."""
import re
from datetime import date

import pytest

from animaloffice.demo import populate
from animaloffice.demo_bulk import Plan
from animaloffice.persistence.models.people import Owner
from animaloffice.persistence.profiles import profile_for
from animaloffice.printing.letterhead import letterhead_for
from animaloffice.services import owners
from tests.documents import test_hearing_papers_spanish as hearing
from tests.documents.demo_documents import resident_documents, typed_texts

SMALL = Plan(owners=40, animals=60, licenses=80, years=2, impounds=14, permits=8)
MONTHS = ("enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre")
SPANISH_DATE = re.compile(rf"\d{{1,2}} de ({MONTHS}) de \d{{4}}")
ENGLISH_DATE = re.compile(r"(January|February|March|April|May|June|July|August|September|October|November|"
                          r"December) (\d{1,2}), (\d{4})")
# the English papers' own words (templates and labels), never the office's typed text
ENGLISH = ("Dear ", "You may ", "you may ", "You must", "you must", "If you ", "Your ", " your ", "Questions?",
           "This notice", "This permit", "License number", "Receipt number", "Total paid", "How the dates",
           "was impounded", "request a hearing", "Request a hearing", "Notice of", "hearing will be held",
           "The hearing", "business days", "calendar days")
# the heading over how a deadline was counted, in each language
COUNTED_EN = re.compile(r"\bHow (?:the|that|a) \w+ (?:was|were) (?:counted|reached)")
COUNTED_ES = re.compile(r"\bCómo se calcul(?:ó|aron)")
# the Spanish papers' own words, never on an English paper
SPANISH = ("Estimado", "Usted ", "usted ", " su ", "Su ", " de la ", " del ", "Cómo se calcularon", "días hábiles",
           "días naturales", "Número de", "Fecha", "Recibo", "Dueño", "audiencia", "licencia", "a. m.", "p. m.")
WORDS = hearing.ENGLISH - {"decide"}  # "se decide" is Spanish too
# a counted date's source put after its sentence's period ("... 2026. (Minn. Stat. ...)"), not inside it
SOURCE_AFTER_PERIOD = re.compile(r"\d{4}\. \((?:Minn\.|MN-|[A-Z]-\d|§|[A-Z][a-z]+ City Code)")
EMPTY = re.compile(r"\$\{|\bNone\b|\(\s*\)|\b(by|to|at|on|of|for) [,.;:]|, ,|: [,.;]")
# names the program prints as they are, in every language: the state's name and statute, the clinics
# and vaccine makers the demo's veterinarians report (on top of the hearing papers' names)
PROPER = (*hearing.PROPER, "Minn. Stat.", "Minnesota", "Nobles County Veterinary Service", "Tracy Veterinary Clinic",
          "Feline Rabies", "Boehringer Ingelheim")


@pytest.fixture(params=["es", "en", "es+en"])
def demo(request, office, monkeypatch):
    """The demo office with every owner reading ``request.param``, and its documents."""
    made = owners.create_owner

    def in_language(actor, **fields):
        fields["letter_language"] = request.param
        return made(actor, **fields)

    monkeypatch.setattr(owners, "create_owner", in_language)
    monkeypatch.setattr(Owner.letter_language, "default", request.param)  # the owners the bulk history writes
    populate(["tracy", "worthington"], [office.tracy, office.worthington], seed=11, today=date.today(), plan=SMALL)
    assert Owner.select().where(Owner.letter_language != request.param).count() == 0
    return request.param, resident_documents(office)


def english_words(text: str, jurisdiction_id: int, nouns: list[str]) -> list[str]:
    """The English words left on a Spanish paper, each with its context, once what the office typed
    (``nouns``), the city's citations and the proper nouns are taken out."""
    profile = profile_for(jurisdiction_id)
    for noun in sorted((*nouns, *profile.citations.values(), *PROPER), key=len, reverse=True):
        if noun in text:
            text = re.sub(rf"(?<!\w){re.escape(noun)}(?!\w)", " ", text)
    return [text[max(0, m.start() - 40):m.end() + 30] for m in hearing.desk.WORD.finditer(text)
            if m[0].lower() in WORDS]


def spanish_problems(name: str, text: str, jurisdiction_id: int, nouns: list[str]) -> list[str]:
    out = [] if SPANISH_DATE.search(text) else [f"{name}: no date written the Spanish way: {text[:160]!r}"]
    for words in ENGLISH:
        if words in text:
            at = text.index(words)
            out.append(f"{name}: English {words!r}: {text[max(0, at - 60):at + 60]!r}")
    out += [f"{name}: English word in {left!r}" for left in english_words(text, jurisdiction_id, nouns)]
    return out


def english_problems(name: str, text: str) -> list[str]:
    out = [] if ENGLISH_DATE.search(text) else [f"{name}: no date written the English way: {text[:160]!r}"]
    for words in SPANISH:
        if words in text:
            at = text.index(words)
            out.append(f"{name}: Spanish {words!r}: {text[max(0, at - 60):at + 60]!r}")
    return out


SPANISH_WORDS = {"de", "la", "el", "los", "las", "que", "en", "su", "del", "para", "por", "con", "se", "usted"}
ENGLISH_WORDS = {"the", "of", "and", "to", "your", "you", "is", "for", "with", "by", "at", "this", "be"}


def letters(text: str, head: str) -> list[tuple[str, str]]:
    """A paper's letters (each under the letterhead ``head``), each with the language most of its words are in."""
    out = []
    for part in (head + part for part in text.split(head) if part.strip()):
        words = [w.lower() for w in hearing.desk.WORD.findall(part)]
        spanish, english = sum(w in SPANISH_WORDS for w in words), sum(w in ENGLISH_WORDS for w in words)
        out.append(("es" if spanish > english else "en", part))
    return out


def english_date_in_spanish(english: str, spanish: str) -> list[str]:
    """Every date of an English letter (a deadline, the day it counts from, a day left out) that is
    not in its Spanish letter, written the Spanish way or as typed (a date the office typed)."""
    names = "January February March April May June July August September October November December".split()
    months = MONTHS.split("|")
    return sorted({english[max(0, m.start() - 60):m.end() + 20] for m in ENGLISH_DATE.finditer(english)
                   if m[0] not in spanish and f"{int(m[2])} de {months[names.index(m[1])]} de {m[3]}" not in spanish})


def sources_outside(name: str, spanish: str) -> list[str]:
    """A Spanish sentence's source belongs inside it, before its period (docs/spanish-reading.md, 6)."""
    return [f"{name}: a source after its sentence: {spanish[max(0, m.start() - 60):m.end() + 20]!r}"
            for m in SOURCE_AFTER_PERIOD.finditer(spanish)]


@pytest.mark.slow
def test_every_resident_document_of_the_demo_prints_in_the_owners_language(demo):
    language, docs = demo
    assert not docs.unknown and len(docs.texts) > 40
    kinds = {name.split(" (")[-1].rstrip(")") for name in docs.texts if name.startswith("notice ")}
    assert {"impound", "posting", "quarantine", "seizure", "dangerous_dog", "license_order", "notice_to_comply",
            "hearing", "decision", "denial", "revocation", "citation", "warning"} <= kinds, kinds
    assert any(n.startswith("kennel card owner copy") for n in docs.texts)
    assert any(n.startswith("inspection report") for n in docs.texts)
    # the demo's certificates falling due within the month (T-3B) are sent their letter
    assert any(n.startswith("certificate_due letters") for n in docs.texts), sorted(docs.texts)
    # and the licenses ending next are sent their renewal reminders (T-3A), in any month of the year
    assert any(n.startswith("renewal letters") for n in docs.texts), sorted(docs.texts)
    nouns = typed_texts()
    problems, counted = [], 0
    for name, text in docs.texts.items():
        jid = docs.city[name]
        if m := EMPTY.search(text):
            problems.append(f"{name}: a field left empty: {text[max(0, m.start() - 60):m.end() + 40]!r}")
        both = name.endswith("(posting)") or (language == "es+en"
                                              and name.startswith(("notice ", "renewal", "certificate_due")))
        if both:
            parts = letters(text, " ".join(letterhead_for(jid).lines()))
            spanish = [part for code, part in parts if code == "es"]
            english = [part for code, part in parts if code == "en"]
            if not spanish or not english or parts[0][0] != "es" or len(spanish) != len(english):
                problems.append(f"{name}: not each letter Spanish, then English: {[c for c, _ in parts]}")
                continue
            for es, en in zip(spanish, english):
                problems += spanish_problems(f"{name} (Spanish)", es, jid, nouns) + sources_outside(name, es)
                problems += english_problems(f"{name} (English)", en)
                if missing := english_date_in_spanish(en, es):
                    problems.append(f"{name}: dates of the English letter not in the Spanish one: {missing}")
                counted += bool(COUNTED_EN.search(en))
                if len(COUNTED_ES.findall(es)) < len(COUNTED_EN.findall(en)):
                    problems.append(f"{name}: the English letter says how {len(COUNTED_EN.findall(en))} dates were "
                                    f"counted, the Spanish one {len(COUNTED_ES.findall(es))}")
        elif language == "en":
            problems += english_problems(name, text)
        else:  # Spanish, and what a bilingual owner gets once (a certificate, a receipt, a permit)
            problems += spanish_problems(name, text, jid, nouns) + sources_outside(name, text)
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:60])
    assert counted > (10 if language == "es+en" else 2), counted  # the postings, and a bilingual owner's notices
