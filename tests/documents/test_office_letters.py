"""The office's own letters folder: its corrections print instead of the shipped wording and outlive an
upgrade (which replaces resources/letters); one with other fields than the shipped English template is
refused, naming the file and the fields; a third language is a folder there, not code (issue #30)."""
import json
from datetime import date

import pytest

from animaloffice import config
from animaloffice.documents import language, office_letters
from animaloffice.documents.base import TemplateError, load_template, shipped_template_path, template_path
from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.people import Owner
from animaloffice.services import owners
from tests.documents.test_letter_languages import _impound_notice_read_back, templates_with_other_fields


@pytest.fixture
def office_folder(tmp_path, monkeypatch):
    """An office letters folder of the test's own (never the computer's data folder)."""
    folder = tmp_path / "office-letters"
    monkeypatch.setenv("ANIMALOFFICE_LETTERS", str(folder))
    language.forget()
    yield folder
    language.forget()


def _correct(path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_an_office_correction_prints_instead_of_the_shipped_wording(office, office_folder):
    copied = office_letters.copy_for_editing("impound_notice")
    assert copied == office_folder / "en" / "impound_notice.txt"
    assert copied.read_text(encoding="utf-8") == shipped_template_path("impound_notice").read_text(encoding="utf-8")
    _correct(copied, "Dear ${owner_name},", "Hello ${owner_name}, from the Tracy shelter desk.")
    assert template_path("impound_notice") == copied
    out = _impound_notice_read_back(office, "en")
    assert "from the Tracy shelter desk" in out and "Dear" not in out
    assert "The holding period ends on" in out  # the rest of the letter as shipped
    assert [t.line() for t in office_letters.office_templates()] == ["en/impound_notice.txt: corrected"]


def test_an_office_template_with_other_fields_is_refused_naming_the_file_and_the_fields(office, office_folder):
    """A field the program does not fill in, or one the office left out (the date the animal may be
    disposed of), would make a wrong notice: it is not printed, and the message says why."""
    copied = office_letters.copy_for_editing("impound_notice")
    _correct(copied, "${disposition_from}", "${disposal_day}")
    with pytest.raises(TemplateError) as refused:
        _impound_notice_read_back(office, "en")
    message = str(refused.value)
    assert str(copied) in message and "${disposal_day}" in message and "${disposition_from}" in message
    assert "not printed" in message
    line = office_letters.office_templates()[0].line()
    assert line.startswith("en/impound_notice.txt: refused:") and "${disposal_day}" in line
    assert templates_with_other_fields() == [f"{copied}: ['disposal_day', 'disposition_from']"]
    copied.unlink()  # removed: the shipped wording prints again
    assert "Dear" in _impound_notice_read_back(office, "en")


def test_a_spanish_correction_is_checked_against_the_english_fields(office_folder):
    copied = office_letters.copy_for_editing("receipt_void", "es")
    assert copied == office_folder / "es" / "receipt_void.txt"
    assert load_template("receipt_void", "es").fields() == {"void_reason"}
    _correct(copied, "${void_reason}", "(sin motivo)")
    with pytest.raises(TemplateError, match=r"leaves out \$\{void_reason\}"):
        load_template("receipt_void", "es")
    assert load_template("receipt_void").fields() == {"void_reason"}  # English: still as shipped


def test_a_third_language_is_a_folder_of_templates_in_the_office_folder(office, office_folder):
    """xx/: a language.json copied from Spanish and renamed, and two templates. Owners may choose it
    (alone and with English), its notice prints its words, and a template it lacks prints in English."""
    assert "xx" not in language.choices()
    office_letters.copy_for_editing("language.json", "xx", start_from="es")
    lang = office_folder / "xx" / "language.json"
    values = json.loads(lang.read_text(encoding="utf-8"))
    lang.write_text(json.dumps({**values, "name": "Lingua Equis"}), encoding="utf-8")
    language.forget()
    notice = office_letters.copy_for_editing("impound_notice", "xx", start_from="es")
    _correct(notice, "Estimado(a) ${owner_name}:", "Salve ${owner_name}, equis:")
    _correct(notice, "subject: Aviso de depósito de animal", "subject: Aviso equis de depósito")
    office_letters.copy_for_editing("receipt", "xx", start_from="es")

    assert language.languages() == ["en", "es", "xx"]
    choices = language.choices()
    assert choices["xx"] == "Lingua Equis" and choices["xx+en"] == "Lingua Equis + English"
    assert templates_with_other_fields() == []  # the office folder is checked too
    assert [t.line() for t in office_letters.office_templates()] == [
        "xx/language.json: new", "xx/impound_notice.txt: new", "xx/receipt.txt: new"]

    out = _impound_notice_read_back(office, "xx")
    assert "Aviso equis de depósito" in out and "Salve" in out and "equis:" in out
    assert "25 de noviembre de 2026" in out and "Dear" not in out  # its language.json writes the date
    bilingual = _impound_notice_read_back(office, "xx+en")
    assert bilingual.index("Aviso equis de depósito") < bilingual.index("Notice of impound")

    assert load_template("citation", "xx") == load_template("citation")  # not written in xx: English
    notice.unlink()
    fallback = _impound_notice_read_back(office, "xx")
    assert "Notice of impound" in fallback and "Dear" in fallback and "Salve" not in fallback
    assert "25 de noviembre de 2026" in fallback


def test_an_owner_may_be_written_to_in_the_offices_language_only_while_its_folder_is_there(office, office_folder):
    from tests.core.impounds.conftest import make_owner

    owner_id = make_owner(office, office.tracy)
    with pytest.raises(ValidationError) as refused:
        owners.update_owner(office.clerk, owner_id, expected_version=Owner.get_by_id(owner_id).version,
                            letter_language="xx")
    assert refused.value.field == "letter_language"
    office_letters.copy_for_editing("language.json", "xx", start_from="es")
    owners.update_owner(office.clerk, owner_id, expected_version=Owner.get_by_id(owner_id).version,
                        letter_language="xx+en")
    assert Owner.get_by_id(owner_id).letter_language == "xx+en"


def test_a_copy_never_overwrites_the_offices_corrections(office_folder):
    copied = office_letters.copy_for_editing("citation.txt")
    copied.write_text(copied.read_text(encoding="utf-8") + "\nAsk us anything.\n", encoding="utf-8")
    with pytest.raises(ValidationError) as refused:
        office_letters.copy_for_editing("citation")
    assert refused.value.field == "name" and str(copied) in refused.value.message
    assert "Ask us anything." in copied.read_text(encoding="utf-8")
    for name, code, start_from, field in (("no_such_letter", "en", None, "name"), ("../receipt", "en", None, "name"),
                                          ("receipt", "es+en", None, "language"), ("receipt", "", None, "language"),
                                          ("language.json", "xx", None, "start_from")):
        with pytest.raises(ValidationError) as bad:
            office_letters.copy_for_editing(name, code, start_from=start_from)
        assert bad.value.field == field, (name, code)
    assert sorted(p.relative_to(office_folder).as_posix() for p in office_folder.rglob("*.*")) == ["en/citation.txt"]


def test_an_unreadable_office_language_file_is_listed_and_the_shipped_one_used(office_folder):
    (office_folder / "es").mkdir(parents=True)
    (office_folder / "es" / "language.json").write_text('{"name": "Español", "months": []}', encoding="utf-8")
    (office_folder / "es" / "old_letter.txt").write_text("subject: Old\n---\nHello\n", encoding="utf-8")
    lines = [t.line() for t in office_letters.office_templates()]
    assert lines[0].startswith("es/language.json: refused: needs months, weekdays, date, date_long")
    assert lines[1] == "es/old_letter.txt: refused: no letter of the program has this name (not used)"
    (office_folder / "es" / "language.json").write_text("{not json", encoding="utf-8")
    language.forget()
    assert language.fmt_short(date(2026, 6, 22), "es") == "22 de junio de 2026"  # the shipped Spanish
    assert office_letters.office_templates()[0].state == "refused"


def test_the_folder_is_the_desks_setting_else_the_data_folders_and_looking_never_makes_it(tmp_path, monkeypatch):
    monkeypatch.delenv("ANIMALOFFICE_LETTERS")
    home = tmp_path / "home"
    monkeypatch.setenv("ANIMALOFFICE_HOME", str(home))
    assert config.letters_dir() == home / "letters"
    load_template("impound_notice", "es")
    assert language.languages() == ["en", "es"]
    assert not home.exists()  # printing only looks: the data folder is not made for it
    shared = tmp_path / "shared" / "letters"
    assert office_letters.set_folder(str(shared)) == shared
    assert config.read_local_settings()["letters_dir"] == str(shared) and config.letters_dir() == shared
    assert office_letters.copy_for_editing("receipt") == shared / "en" / "receipt.txt"
    with pytest.raises(ValidationError) as bad:
        office_letters.set_folder("letters")
    assert bad.value.field == "letters_dir"
    assert office_letters.set_folder("") == home / "letters"


def test_the_command_line_lists_the_offices_letters_and_copies_one(office_folder, capsys):
    from animaloffice.cli import parse_args, run_command

    assert run_command(parse_args(["letters", "--copy", "permit_denial", "--language", "es"])) == 0
    out = capsys.readouterr().out
    assert f"copied to {office_folder / 'es' / 'permit_denial.txt'}" in out
    assert "es/permit_denial.txt: as shipped" in out
    assert run_command(parse_args(["letters", "--copy", "permit_denial", "--language", "es"])) == 2
    assert "the office already has its copy" in capsys.readouterr().err
