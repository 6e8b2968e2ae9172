"""T-6B at the counter: the reclaim bill and every condition still in the way, in the owner's
language. Each condition the rules can give has its words in every language folder; a Spanish
bill shows the lines named as on the printed notice, no rule ids and no English; the clerk's
English view keeps the rules' own reasons with their ids."""
import re
from datetime import date

import pytest

from animaloffice import config
from animaloffice.documents.language import ENGLISH, info, languages
from animaloffice.domain.at_large import altered_question
from animaloffice.domain.explain import Explained
from animaloffice.domain.impound_bill import ReleaseFacts, release_blockers
from animaloffice.domain.profile_reader import shipped_profiles
from animaloffice.services import reclaim_words
from animaloffice.services.impound_release import Bill, BilledLine

DAY = date(2026, 6, 5)
WORTHINGTON = shipped_profiles(config.resources_dir())["worthington"]
# every release condition the rules give (T-6B, MN-rabies, MN-1721.0570, a surrender)
FACTS = [
    ReleaseFacts(DAY, owner_known=False),
    ReleaseFacts(DAY, needs_license=True),
    ReleaseFacts(DAY, needs_permit=True),
    ReleaseFacts(DAY, quarantine="bite", quarantine_until=date(2026, 6, 10)),
    ReleaseFacts(DAY, quarantine="bite", quarantine_until=date(2026, 6, 1), vet_certified_on=date(2026, 5, 30)),
    ReleaseFacts(DAY, quarantine="bite", quarantine_until=date(2026, 6, 1), vet_certified_on=date(2026, 6, 1),
                 rabies_vaccine=True, species_label="Dog"),
    ReleaseFacts(DAY, quarantine="bite", quarantine_until=date(2026, 6, 1), vet_certified_on=date(2026, 6, 1),
                 rabies_vaccine=True, species_label="Dog", vaccinated_until=date(2026, 5, 2)),
    ReleaseFacts(DAY, intake_type="relinquished"),
]
# ("animal" and "total" are Spanish words too)
ENGLISH_WORDS = {"the", "needs", "license", "before", "released", "owner", "quarantine", "until",
                 "certificate", "veterinarian", "vaccination", "paid", "owed", "charge", "due", "now",
                 "record", "is", "it", "of", "and", "release"}


def _every_refusal():
    found = [r for f in FACTS for r in release_blockers(f)]
    ask = altered_question(WORTHINGTON, species="dog", altered=None)
    assert ask is not None  # W-90.05C asks before the at-large penalty
    return [*found, ask]


def test_t_6b_every_condition_the_rules_give_is_named():
    keys = {reclaim_words.key_of(r) for r in _every_refusal()}
    assert "" not in keys and keys == set(reclaim_words.KEYS)


@pytest.mark.parametrize("code", [c for c in languages() if c != ENGLISH])
def test_t_6b_every_language_has_words_for_every_condition_and_label(code):
    words = info(code).get("reclaim", {})
    missing = [k for k in (*reclaim_words.KEYS, *reclaim_words.LABELS) if k not in words and k != "rule"]
    assert missing == [], f"{code}/language.json reclaim: {missing}"


def _bill(blockers, question=""):
    lines = (BilledLine(7, "impound", "Impound fee", 1, 3500, 3500, "T-6B", "", True, "TRA-R-12"),
             BilledLine(None, "boarding_per_day", "Boarding, 2 day(s)", 2, 1500, 3000, "T-6B", ""))
    return Bill(1, "TRA-I-1", DAY, lines, 3500, 3000, tuple(blockers), Explained(False, "T-6B", {}, ""),
                Explained(False, "T-6B", {}, ""), "", question)


def test_t_6b_the_spanish_bill_has_no_rule_ids_and_no_english():
    refusals = _every_refusal()
    ask = refusals[-1]
    shown = reclaim_words.shown(_bill(refusals, ask.reason), "es", "perro")
    assert shown.headers == ("Concepto", "Importe", "Estado")
    assert shown.lines == (("Cargo por depósito", "$35.00", "pagado (recibo TRA-R-12)"),
                           ("Alojamiento por día, 2 día(s)", "$30.00", "por cobrar"))
    assert shown.total == "Total $65.00 · pagado $35.00 · a pagar hoy $30.00"
    assert len(shown.conditions) == len(refusals) - 1  # the question is asked apart
    assert any("10 de junio de 2026" in c for c in shown.conditions)  # the quarantine's end, the Spanish way
    assert any("2 de mayo de 2026" in c for c in shown.conditions)  # the vaccination that ran out
    everything = " ".join((*shown.headers, *sum(shown.lines, ()), shown.total, *shown.conditions, shown.heading,
                           shown.question))
    assert not re.search(r"\b[TW]-\d|MN-", everything)
    left = {w for w in re.findall(r"[A-Za-zÀ-ÿ]+", everything) if w.lower() in ENGLISH_WORDS} - {"TRA", "R"}
    assert left == set(), left
    assert shown.question.startswith("Pregunte al dueño: ¿Está esterilizado")


def test_t_6b_the_clerks_english_view_keeps_the_rules_words_and_ids():
    refusals = release_blockers(ReleaseFacts(DAY, needs_license=True, unpaid_cents=3000))
    shown = reclaim_words.shown(_bill(refusals), ENGLISH)
    assert shown.headers == ("Line", "Rule", "Amount", "Status")
    assert shown.lines[0] == ("Impound fee", "T-6B", "$35.00", "paid (TRA-R-12)")
    assert shown.conditions == ("the animal needs a license before it is released; issue it here (T-6B)",)
    assert shown.heading == "Before release:" and shown.total == "Total $65.00 · paid $35.00 · due now $30.00"
    met = reclaim_words.shown(_bill([r for r in refusals if r.data.get("needs") == "payment"]), "es")
    assert met.conditions == () and met.heading.startswith("✓ Se cumplen")


def test_a_condition_a_language_lacks_is_shown_in_english_with_its_rule():
    from animaloffice.domain.errors import Refusal

    odd = Refusal("T-6B", "the animal is no longer held (it is released)")
    assert reclaim_words.condition(odd, "es") == "the animal is no longer held (it is released) (T-6B)"
