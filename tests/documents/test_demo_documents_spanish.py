"""Every document kind a resident receives, rendered in Spanish from the demo office: the demo is
built with every owner reading Spanish, and each notice, certificate, receipt, permit, release
receipt, dangerous-dog certificate and letter of the month is read back from its PDF. Each is in
Spanish (a date written the Spanish way) with none of the English papers' own sentences left;
what the office typed (findings, notes, names) prints as typed."""
import re
from datetime import date

import pytest

from animaloffice.demo import populate
from animaloffice.demo_bulk import Plan
from animaloffice.persistence.models.people import Owner
from animaloffice.services import owners
from tests.documents.demo_documents import resident_documents

SMALL = Plan(owners=40, animals=60, licenses=80, years=2, impounds=14, permits=8)
SPANISH_DATE = re.compile(r"\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|"
                          r"noviembre|diciembre) de \d{4}")
# the English papers' own words (templates and labels), never the office's typed text
ENGLISH = ("Dear ", "You may ", "you may ", "You must", "you must", "If you ", "Your ", " your ", "Questions?",
           "This notice", "This permit", "License number", "Receipt number", "Total paid", "How the dates",
           "was impounded", "request a hearing", "Request a hearing", "Notice of", "hearing will be held",
           "The hearing", "business days", "calendar days")


@pytest.fixture
def spanish_demo(office, monkeypatch):
    made = owners.create_owner

    def in_spanish(actor, **fields):
        fields["letter_language"] = "es"
        return made(actor, **fields)

    monkeypatch.setattr(owners, "create_owner", in_spanish)
    monkeypatch.setattr(Owner.letter_language, "default", "es")  # the owners the bulk history writes
    populate(["tracy", "worthington"], [office.tracy, office.worthington], seed=11, today=date.today(), plan=SMALL)
    return office


@pytest.mark.slow
def test_every_resident_document_of_the_demo_prints_in_spanish(spanish_demo):
    assert Owner.select().where(Owner.letter_language != "es").count() == 0
    docs = resident_documents(spanish_demo)
    assert not docs.unknown and len(docs.texts) > 40
    kinds = {name.split(" (")[-1].rstrip(")") for name in docs.texts if name.startswith("notice ")}
    assert {"impound", "hearing", "decision", "denial", "revocation", "citation", "warning"} <= kinds, kinds
    problems = []
    for name, text in docs.texts.items():
        if name.endswith("(posting)"):  # posted for an owner nobody knows: Spanish, then English (the profile's)
            first = min((text.index(w) for w in ENGLISH if w in text), default=len(text))
            if first == len(text) or not SPANISH_DATE.search(text[:first]):
                problems.append(f"{name}: not Spanish first, then English: {text[:160]!r}")
            continue
        if not SPANISH_DATE.search(text):
            problems.append(f"{name}: no date written the Spanish way: {text[:160]!r}")
        for words in ENGLISH:
            if words in text:
                at = text.index(words)
                problems.append(f"{name}: English {words!r}: {text[max(0, at - 60):at + 60]!r}")
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:40])
