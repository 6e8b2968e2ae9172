"""Letters in the owner's language: every template of every language has the English one's
named fields; an owner's letter language is one the templates are written in; the impound notice
(MN-347.14) to a Spanish-reading owner prints in Spanish, dates written the Spanish way."""
from datetime import date

import pytest

from animaloffice.documents import language
from animaloffice.documents.base import load_template, read_template, shipped_template_path
from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.people import Owner
from animaloffice.services import impound_notices, impounds, owners
from tests.core.impounds.conftest import make_dog, make_owner
from tests.documents.test_impound_documents import text


def templates_with_other_fields() -> list[str]:
    """Each template, shipped or in the office's letters folder, whose named fields are not the
    shipped English template's (or that has no English template at all)."""
    out = []
    for root in language.folders():
        for folder in sorted(p for p in root.glob("*") if p.is_dir()):
            for path in folder.glob("*.txt"):
                english = shipped_template_path(path.stem)
                if not english.exists():
                    out.append(f"{path}: no English template")
                    continue
                ours, theirs = read_template(path.stem, path).fields(), read_template(path.stem, english).fields()
                if ours != theirs:
                    out.append(f"{path}: {sorted(ours ^ theirs)}")
    return out


def test_every_template_in_every_language_has_the_english_fields():
    """The shipped folders and the office's own (tests/documents/test_office_letters.py fills one)."""
    english = language.letters_dir() / "en"
    assert language.languages()[0] == "en" and "es" in language.languages()
    assert language.folders() == [language.office_dir(), language.letters_dir()]
    assert templates_with_other_fields() == []
    for code in language.languages():  # and as the letters read them
        for path in (language.letters_dir() / code).glob("*.txt"):
            assert load_template(path.stem, code).fields() == load_template(path.stem).fields(), f"{code}/{path.name}"
    assert (english / "impound_notice.txt").exists()


def test_every_shipped_language_has_every_template_and_keeps_the_fields_of_its_terms():
    """A shipped language leaves no paper to the English fallback (an office's own third language
    may, while it is being written), and a term with ${fields} keeps them in its translation."""
    import json
    import re

    english = {p.name for p in (language.letters_dir() / "en").glob("*.txt")}
    fields = lambda text: set(re.findall(r"\$\{(\w+)\}", text))  # noqa: E731
    for code in language.languages()[1:]:
        folder = language.letters_dir() / code
        assert {p.name for p in folder.glob("*.txt")} == english, (code, english ^ {p.name for p in folder.glob("*.txt")})
        terms = json.loads((folder / "language.json").read_text(encoding="utf-8"))["terms"]
        changed = {k: v for k, v in terms.items() if isinstance(v, str) and fields(k) != fields(v)}
        assert not changed, (code, changed)


def test_dates_are_written_the_languages_way():
    day = date(2026, 6, 22)
    assert language.fmt_short(day, "es") == "22 de junio de 2026"
    assert language.fmt_date(day, "es") == "lunes 22 de junio de 2026"
    assert language.fmt_short(day) == "June 22, 2026" and language.fmt_date(day) == "Monday June 22, 2026"
    assert language.split("es+en") == ["es", "en"] and "es+en" in language.choices()


def test_an_owners_letter_language_is_one_the_templates_are_written_in(office):
    owner_id = make_owner(office, office.tracy)
    row = Owner.get_by_id(owner_id)
    with pytest.raises(ValidationError) as err:
        owners.update_owner(office.clerk, owner_id, expected_version=row.version, letter_language="fr")
    assert err.value.field == "letter_language"
    assert Owner.get_by_id(owner_id).letter_language == "en"
    owners.update_owner(office.clerk, owner_id, expected_version=row.version, letter_language="es")
    assert Owner.get_by_id(owner_id).letter_language == "es"


ENGLISH_LEFT = ("Dear", "impounded", "The holding period", "reclaim the animal", "What it costs", "Total so far",
                "Needed to reclaim", "How the dates", "November", "Monday")


def _impound_notice_read_back(office, letter_language: str, kennel_id: int | None = None) -> str:
    """The impound notice sent on Nov 25 to an owner whose letters are in `letter_language`."""
    owner_id = make_owner(office, office.tracy)
    owners.update_owner(office.clerk, owner_id, expected_version=Owner.get_by_id(owner_id).version,
                        letter_language=letter_language)
    dog = make_dog(office, office.tracy, owner_id)
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                        on=date(2026, 11, 24), found_place="Morgan St", kennel_id=kennel_id)
    info = impound_notices.send_impound_notice(office.clerk, r.impound_id, on=date(2026, 11, 25))
    return text(impound_notices.notice_pdf(info.id))


def test_mn_347_14_impound_notice_to_a_spanish_reading_owner_prints_in_spanish(office):
    out = _impound_notice_read_back(office, "es")
    assert "Aviso de depósito de animal" in out and "Estimado(a)" in out
    assert "25 de noviembre de 2026" in out and "el 24 de noviembre de 2026" in out
    assert "El período de retención termina el" in out and "Cómo recuperar al animal" in out
    assert "Total hasta la fecha" in out
    # the ground as Tracy words it (T-6D1), not another city's shorter wording of the same code
    assert "andaba suelto (en propiedad pública, o en propiedad privada con permiso del dueño)" in out.lower()
    for words in ENGLISH_LEFT[:6]:
        assert words not in out, words


def test_mn_347_14_a_bilingual_owner_gets_the_notice_in_spanish_then_in_english(office):
    out = _impound_notice_read_back(office, "es+en")
    spanish, english = out.index("Aviso de depósito de animal"), out.index("Notice of impound")
    assert spanish < english
    assert "Total hasta la fecha" in out[:english] and "Total so far" in out[english:]
    assert out.index("25 de noviembre de 2026") < out.index("November 25, 2026") < english


def test_the_demo_has_a_spanish_reading_owner_whose_impound_notice_prints_in_spanish(office):
    from animaloffice.demo import populate
    from animaloffice.demo_bulk import Plan
    from animaloffice.persistence.models.enforcement import Notice

    populate(["tracy", "worthington"], [office.tracy, office.worthington], seed=11, today=date.today(),
             plan=Plan(owners=60, animals=90, licenses=150, years=2, impounds=20, permits=12))
    spanish = Owner.select().where(Owner.letter_language != "en")
    assert spanish.count() >= 2  # one in each city
    for owner in spanish:
        for notice in Notice.select().where((Notice.owner == owner.id) & (Notice.kind == "impound")):
            out = text(impound_notices.notice_pdf(notice.id))
            assert "Aviso de depósito de animal" in out and "El período de retención termina el" in out
            assert out.index("Aviso de depósito") < out.index("Notice of impound")


def test_an_age_reads_the_languages_way():
    """The kennel card's age: "5 years 6 months" in English, "5 años y 6 meses" in Spanish."""
    from animaloffice.services.impound_printing import age_words

    assert age_words(66) == "5 years 6 months" and age_words(66, "es") == "5 años y 6 meses"
    assert age_words(36, "es") == "3 años" and age_words(25, "es") == "2 años y 1 mes"


def test_no_term_with_fields_would_read_any_sentence_as_itself(monkeypatch):
    """A sentence the program kept in English (a reason the office typed) is read back against the
    terms with fields (``language.translate``); one without words of its own ("${a} ${b}") is never
    used so, or it would rewrite any sentence with a space in it."""
    terms = {"${years} ${months}": "${years} y ${months}", "${what} of ${amount}": "${what} de ${amount}",
             "no permit for ${what}": "ningún permiso para ${what}"}
    monkeypatch.setattr(language, "info", lambda code: {"terms": terms})
    language._patterns.cache_clear()
    try:
        assert language.translate("Tres cabras son ganado.", "xx") == "Tres cabras son ganado."
        assert language.translate("Failure of the fence", "xx") == "Failure of the fence"
        assert language.translate("no permit for goats", "xx") == "ningún permiso para goats"
    finally:
        language._patterns.cache_clear()
    # a ground the office typed for a revocation, against the shipped terms ("${n} months" among them)
    assert language.translate("Barking complaints on 14 days in two months", "es") == (
        "Barking complaints on 14 days in two months")


def test_a_typed_time_of_day_is_written_the_languages_way():
    """An incident's time as the officer typed it reads '7:40 a. m.' on a Spanish paper; what is
    not a time of day stays as typed."""
    from animaloffice.documents.language import typed_time

    nbsp = "\u00a0"
    assert typed_time("7:40 AM", "es") == f"7:40 a.{nbsp}m." and typed_time("7:40 am") == "7:40 AM"
    assert typed_time("12:05 AM", "es") == f"12:05 a.{nbsp}m." and typed_time("12:30 P.M.") == "12:30 PM"
    assert typed_time("19:45", "es") == f"7:45 p.{nbsp}m." and typed_time("00:15") == "12:15 AM"
    for kept in ("about noon", "13:00 PM", "0:30 AM", "24:00", "7:61", ""):
        assert typed_time(kept, "es") == kept


def test_opening_hours_typed_in_english_are_written_the_languages_way():
    """The shelter's hours as the office typed them ('Mon-Fri 8 AM to 4:30 PM') read
    'lun-vie 8:00 a. m. a 4:30 p. m.' on a Spanish notice; a 24-hour time, a street stays as typed."""
    from animaloffice.documents.language import typed_hours

    nbsp = "\u00a0"
    assert typed_hours("Mon-Fri 9:00-13:00", "es") == "lun-vie 9:00-13:00"
    assert typed_hours("Mon–Fri 8 AM to 4:30 PM, Sat by appointment", "es") == (
        f"lun–vie 8:00 a.{nbsp}m. a 4:30 p.{nbsp}m., sáb con cita previa")
    assert typed_hours("Monday through Friday, 8:00 a.m. - 5:00 p.m.; closed holidays", "es") == (
        f"lunes a viernes, 8:00 a.{nbsp}m. - 5:00 p.{nbsp}m.; cerrado los días festivos")
    assert typed_hours("Tues. and Thurs. 9-noon", "es") == "mar. y jue. 9-mediodía"
    assert typed_hours("Closed Sunday.", "es") == "Cerrado domingo."
    assert typed_hours("Daily 10am-2pm", "es") == f"Todos los días 10:00 a.{nbsp}m.-2:00 p.{nbsp}m."
    assert typed_hours("Mon-Fri 8 AM-4 PM") == "Mon-Fri 8 AM-4 PM"  # English: as typed
    for kept in ("9:00-13:00", "24/7", "Monticello Rd 13 PM", ""):
        assert typed_hours(kept, "es") == kept


def test_mn_347_14_the_spanish_impound_notice_gives_the_shelters_hours_the_spanish_way(office):
    from animaloffice.services import kennels

    shelter = kennels.create_facility(office.admin, name="Tracy Animal Control Facility", address="336 Morgan St",
                                      phone="507-629-5530", hours="Mon-Fri 9:00-13:00")
    run = kennels.add_kennel_range(office.admin, shelter.id, kind="run", prefix="R", count=1)[0]
    out = _impound_notice_read_back(office, "es+en", run.id)
    english = out.index("Notice of impound")
    assert "horario: lun-vie 9:00-13:00" in out[:english] and "Mon-Fri" not in out[:english]
    assert "open Mon-Fri 9:00-13:00" in out[english:]


def test_the_ordinance_named_in_a_spanish_sentence_is_written_in_spanish():
    """'conforme a lo dispuesto en la sección 8.30 del Código Municipal de Tracy', not the profile's
    English name inside the Spanish sentence; a name the folder has no pattern for stays as it is."""
    from animaloffice.documents.language import ordinance

    assert ordinance("Tracy City Code Section 8.30", "es") == "la sección 8.30 del Código Municipal de Tracy"
    assert ordinance("Worthington City Code Chapter 90", "es") == "el capítulo 90 del Código Municipal de Worthington"
    assert ordinance("Tracy City Code § 8.30", "es") == "el artículo 8.30 del Código Municipal de Tracy"
    assert ordinance("Tracy City Code Section 8.30") == "Tracy City Code Section 8.30"
    assert ordinance("Ordinance 390", "es") == "Ordinance 390"


def test_a_hearing_body_the_office_typed_reads_in_the_sentence_of_its_language():
    """A body the profile names is the folder's ('Comisión de Policía'); one typed at scheduling
    ('City Council') is named as typed after the Spanish words for it, so 'ante la ...' reads."""
    from animaloffice.documents.language import hearing_body

    assert hearing_body("Police Commission", "es") == "Comisión de Policía"
    assert hearing_body("City Council", "es") == "autoridad de audiencia «City Council»"
    assert hearing_body("City Council") == "City Council" and hearing_body("", "es") == ""


def test_the_source_of_a_counted_date_stands_inside_its_sentence():
    """'... es el lunes 22 de junio de 2026 (Minn. Stat. § 645.15).', never '... 2026. (Minn. ...)'."""
    from animaloffice.documents.language import with_source

    assert with_source("Por lo tanto, el último día es el lunes 22 de junio de 2026.", "Minn. Stat. § 645.15") == (
        "Por lo tanto, el último día es el lunes 22 de junio de 2026 (Minn. Stat. § 645.15).")
    assert with_source("Sin punto", "§ 1") == "Sin punto (§ 1)" and with_source("Igual.", "") == "Igual."


def test_an_office_printing_every_notice_in_spanish_and_english_adds_the_language_the_owner_lacks(office):
    """The profile's ``text.owner_notice_language`` ("es+en"): an English-reading owner's impound
    notice (MN-347.14) prints in English, then in Spanish; a Spanish-reading owner's in Spanish,
    then English; a paper in one language (the certificate, the receipt) stays in the owner's own."""
    from animaloffice.persistence.models.office import Jurisdiction
    from animaloffice.services.permit_notice_languages import owner_language

    tracy = Jurisdiction.get_by_id(office.tracy)
    assert "\n[text]\n" in tracy.profile_source
    Jurisdiction.update(profile_source=tracy.profile_source.replace(
        "\n[text]\n", '\n[text]\nowner_notice_language = "es+en"\n')).where(Jurisdiction.id == tracy.id).execute()
    english = _impound_notice_read_back(office, "en")
    assert english.index("Dear") < english.index("Estimado(a)"), english
    assert "Aviso de depósito de animal" in english and "25 de noviembre de 2026" in english
    spanish = _impound_notice_read_back(office, "es")
    assert spanish.index("Estimado(a)") < spanish.index("Dear")
    owner_id = Owner.select().order_by(Owner.id.desc()).get().id
    assert owner_language(owner_id) == "es+en" and language.first(owner_language(owner_id)) == "es"
    assert language.with_office("en", "") == "en" and language.with_office("es+en", "es+en") == "es+en"
    assert language.with_office("en", "es+en") == "en+es"
