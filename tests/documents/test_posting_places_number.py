"""MN-347.14: how many public places a notice to an unknown owner is posted in is state law, read
from the state-law layer of the profile (``[public_posting] places``). The posted notice and the
affidavit of posting write that number as a word of the letter's language, read back from the PDF:
with the shipped profile "three" / "tres", with a state file naming four "four" / "cuatro"."""
import dataclasses
import io
from datetime import date

import pypdf
import pytest

from animaloffice.documents.language import number_word
from animaloffice.domain.errors import ValidationError
from animaloffice.domain.profile_readings import PublicPosting
from animaloffice.persistence.profiles import profile_for
from animaloffice.services import impound_notices, impounds
from animaloffice.services import service_of_notice as svc
from animaloffice.services.service_proof import proof_pdf, proof_values

ON = date(2026, 11, 19)
THREE = ["City Hall", "Worthington Post Office, 800 10th St", "Nobles County Library"]
MODULES = ("notices", "service_of_notice", "impound_notices", "service_proof")


def _text(pdf: bytes) -> str:
    return " ".join("\n".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())


@pytest.fixture
def stray(office):
    """A dog nobody owns, impounded in Worthington (whose profile posts in Spanish and in English)."""
    return impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large",
                           new_animal={"species": "dog", "colour": "brindle"}, on=date(2026, 11, 18),
                           found_place="Diagonal Rd near the park")


def _state_names(monkeypatch, places: int) -> None:
    """The state-law layer naming `places` public places, as another state's file might."""
    def changed(jid):
        p = profile_for(jid)
        state = dataclasses.replace(p.readings.state, posting=PublicPosting(places, "Test Stat. 1", "XX-1"))
        return dataclasses.replace(p, readings=dataclasses.replace(p.readings, state=state))
    for name in MODULES:
        monkeypatch.setattr(f"animaloffice.services.{name}.profile_for", changed)


def test_mn_347_14_the_shipped_profile_posts_in_three_places_in_both_languages(office, stray):
    info = impound_notices.post_notice(office.clerk, stray.impound_id, on=ON, places=THREE)
    flat = _text(impound_notices.notice_pdf(info.id))
    assert "This notice is posted in three public places under" in flat
    assert "Este aviso se coloca en tres lugares públicos de acuerdo con" in flat
    [posted] = svc.attempts_of(info.id)
    assert "I posted a true copy of the notice in three public places: City Hall" in _text(proof_pdf(posted.id))


def test_mn_347_14_a_state_naming_four_places_prints_four_and_refuses_three(office, stray, monkeypatch):
    _state_names(monkeypatch, 4)
    with pytest.raises(ValidationError) as e:
        impound_notices.post_notice(office.clerk, stray.impound_id, on=ON, places=THREE)
    assert (e.value.field, e.value.reason) == ("places", "name at least 4 public places where the notice is posted")
    info = impound_notices.post_notice(office.clerk, stray.impound_id, on=ON, places=[*THREE, "Fire hall"])
    pdf = impound_notices.notice_pdf(info.id)
    flat = _text(pdf)
    assert "This notice is posted in four public places under" in flat and "three public places" not in flat
    assert "Este aviso se coloca en cuatro lugares públicos de acuerdo con" in flat and "tres lugares" not in flat
    assert len(pypdf.PdfReader(io.BytesIO(pdf)).pages) == 8  # a Spanish and an English sheet for each place
    with pytest.raises(ValidationError) as e:  # a posting recorded later: the same number
        svc.record_attempt(office.officer, notice_id=info.id, method="posted_public", served_on=ON,
                           served_by="Officer Lind", public_places=[svc.Place(p, ON) for p in THREE])
    assert (e.value.field, e.value.reason) == ("public_places", "needs at least 4 public places and the day of each")


def test_mn_347_14_the_affidavit_of_posting_says_how_many_places_in_english_and_spanish(office, stray, monkeypatch):
    from animaloffice.documents.proof_of_service import render_proof
    from animaloffice.printing.letterhead import letterhead_for

    _state_names(monkeypatch, 4)
    info = impound_notices.post_notice(office.clerk, stray.impound_id, on=ON, places=[*THREE, "Fire hall"])
    [posted] = svc.attempts_of(info.id)
    english = _text(proof_pdf(posted.id))
    assert "I posted a true copy of the notice in four public places: City Hall, on November 19, 2026;" in english
    values = {**proof_values(posted.id), "language": "es"}
    spanish = _text(render_proof(values, letterhead_for(office.worthington)))
    assert "Fijé una copia fiel del aviso en cuatro lugares públicos: City Hall" in spanish


def test_a_count_past_the_language_table_is_written_in_digits():
    assert (number_word(3, "en"), number_word(3, "es"), number_word(4, "es")) == ("three", "tres", "cuatro")
    assert number_word(13, "en") == "13" and number_word(40, "es") == "40"
