"""The forms an owner signs at the intake desk, read back from the PDF: the surrender says in plain
words what the owner gives up (MN-346.47's record of whom it came from, T-3C's license ending);
the request for euthanasia what the owner asks and what a rabies observation still binds."""
import io
import re
from datetime import date, timedelta

import pypdf

from animaloffice.services import animals, intake_kinds, intake_printing, licensing, owners
from animaloffice.services.payments import PaymentInput

TODAY = date.today()
RULE_ID = re.compile(r"\b(T|W|MN)-[0-9]")


def _text(pdf: bytes) -> str:
    return " ".join(" ".join(p.extract_text() or "" for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())


def _owner_and_dog(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson",
                            address={"line1": "412 Emory St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Pepper", breed="Beagle", colour="tricolour", sex="F",
                              birth_date=TODAY - timedelta(days=2000), owned_since=TODAY - timedelta(days=1900))
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=TODAY - timedelta(days=20), veterinarian="Dr. V")
    lic = licensing.issue_license(office.clerk, animal_id=a.id, payment=PaymentInput("cash"))
    return o.id, a.id, lic


def test_t_3c_surrender_form_says_what_the_owner_gives_up(office):
    owner, dog, lic = _owner_and_dog(office)
    draft = _text(intake_printing.draft_form("surrender", jurisdiction_id=office.tracy, animal_id=dog,
                                             owner_id=owner, reason="Moving to a flat", on=TODAY))
    assert "Surrender of an animal by its owner" in draft
    assert "Halvorson" in draft and "412 Emory St" in draft and "Pepper" in draft and "Beagle" in draft
    assert "cannot reclaim it" in draft and "All my rights to this animal" in draft
    assert f"Its license ({lic.number}) ends today" in draft and "Moving to a flat" in draft
    assert "quarantine runs its full time" in draft and "Owner's signature" in draft
    assert not RULE_ID.search(draft)
    r = intake_kinds.surrender(office.clerk, jurisdiction_id=office.tracy, animal_id=dog, owner_id=owner,
                               owner_affirmed=True, reason="Moving to a flat", on=TODAY)
    again = _text(intake_printing.recorded_form(r.impound_id))
    assert r.number in again and f"Its license ({lic.number}) ends today" in again and "Halvorson" in again


def test_mn_rabies_euthanasia_request_form_read_back(office):
    owner, dog, _ = _owner_and_dog(office)
    text = _text(intake_printing.draft_form("owner_euthanasia", jurisdiction_id=office.tracy, animal_id=dog,
                                            owner_id=owner, reason="Old age", on=TODAY))
    assert "Owner's request for euthanasia" in text and "humanely euthanized" in text
    assert "cannot be undone" in text and "observation or quarantine ends" in text and "Old age" in text
    assert "Owner's signature" in text and not RULE_ID.search(text)
    new = _text(intake_printing.draft_form("owner_euthanasia", jurisdiction_id=office.tracy,
                                           new_animal={"species": "cat", "name": "Tig"}, from_name="Tom Ekholm",
                                           from_address="5 Pine St, Tracy", on=TODAY))
    assert "Tig" in new and "Cat" in new and "Tom Ekholm" in new


def test_t_3c_a_spanish_reading_owner_signs_the_surrender_and_the_request_in_spanish(office):
    """The forms an owner signs are in the language the owner reads best (their letters' first one),
    dates the Spanish way, no English left (names, streets and the license number aside)."""
    from animaloffice.documents.language import fmt_short
    from animaloffice.persistence.models.people import Owner
    from tests.documents.test_desk_papers_spanish import english_left

    owner, dog, lic = _owner_and_dog(office)
    owners.update_owner(office.clerk, owner, expected_version=Owner.get_by_id(owner).version, letter_language="es+en")
    draft = _text(intake_printing.draft_form("surrender", jurisdiction_id=office.tracy, animal_id=dog,
                                             owner_id=owner, reason="Nos mudamos", on=TODAY))
    assert "Entrega de un animal por su dueño" in draft and fmt_short(TODAY, "es") in draft
    assert "A todos mis derechos sobre este animal" in draft and f"Su licencia ({lic.number}) termina hoy" in draft
    assert "Firma del dueño" in draft and "Nos mudamos" in draft and not RULE_ID.search(draft)
    proper = ("Ida", "Halvorson", "412 Emory St", "Pepper", "Beagle", "tricolour", lic.number, "Tracy")
    assert not english_left(draft, office.tracy, *proper), english_left(draft, office.tracy, *proper)
    request = _text(intake_printing.draft_form("owner_euthanasia", jurisdiction_id=office.tracy, animal_id=dog,
                                               owner_id=owner, reason="Vejez", on=TODAY))
    assert "Solicitud de eutanasia por el dueño" in request and "No se puede deshacer" in request
    assert not english_left(request, office.tracy, *proper), english_left(request, office.tracy, *proper)
    english = _text(intake_printing.draft_form("surrender", jurisdiction_id=office.tracy, animal_id=dog,
                                               owner_id=owner, on=TODAY, language="en"))
    assert "Surrender of an animal by its owner" in english and fmt_short(TODAY) in english  # the desk's choice
