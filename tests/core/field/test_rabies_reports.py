"""Rabies reports from veterinarians: a clinic's list (CSV or workbook) read by the import's
machinery, each certificate matched to an animal by microchip, rabies tag, or owner and animal, and
filed as its certificate; the dogs and cats vaccinated in the city with no license listed (T-3A);
the letters telling their owners to license, with the T-6D3 2-business-day notice where the city
uses it."""
import io
from datetime import date, timedelta

import pypdf
import pytest

from animaloffice.domain.errors import RuleViolation, ValidationError
from animaloffice.persistence.models.animals import Animal, Vaccination
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.people import Owner
from animaloffice.persistence.models.rabies_reports import RabiesReport, RabiesReportLine
from animaloffice.queries.rabies_reports import report_lines, unlicensed_vaccinated
from animaloffice.services import animals, impounds, licensing, owners, rabies_letters, rabies_reports
from animaloffice.services.payments import PaymentInput

CLINIC = "Tracy Veterinary Clinic"
HEADER = "Client,Address,City,Zip,Pet Name,Species,Breed,Microchip #,Rabies Tag #,Date Given,Duration,Vet\n"


@pytest.fixture
def on_file(field):
    """Animals on record: one with a microchip, one whose rabies tag the clinic wrote before, one
    licensed; an owner with no animal named in the report."""
    office = field.office
    t = office.tracy
    chip = animals.create_animal(office.clerk, jurisdiction_id=t, owner_id=field.tracy_owner, species="dog",
                                 name="Juno", microchip="985112345678901", birth_date=date(2020, 3, 1)).id
    kvist = owners.create_owner(office.clerk, jurisdiction_id=t, first_name="Dale", last_name="Kvistad",
                                address={"line1": "8 Harvey St", "city": "Tracy", "postal_code": "56175"}).id
    tagged = animals.create_animal(office.clerk, jurisdiction_id=t, owner_id=kvist, species="cat", name="Mitts").id
    animals.record_vaccination(office.clerk, tagged, vaccinated_on=date(2024, 5, 1), duration_years=1,
                               veterinarian="Dr. Lindahl", clinic=CLINIC, rabies_tag="R-4410")
    licensed = animals.create_animal(office.clerk, jurisdiction_id=t, owner_id=kvist, species="dog", name="Duke",
                                     sex="M", birth_date=date(2020, 6, 1)).id
    animals.record_vaccination(office.clerk, licensed, vaccinated_on=date.today() - timedelta(days=30),
                               duration_years=3, veterinarian="Dr. Lindahl", clinic=CLINIC)
    licensing.issue_license(office.clerk, animal_id=licensed, payment=PaymentInput("cash"))
    return {"chip": chip, "tagged": tagged, "licensed": licensed, "kvistad": kvist}


def _csv(on: date) -> str:
    d = f"{on:%m/%d/%Y}"
    return HEADER + "\n".join([
        f"\"Someone Else\",1 Nowhere Rd,Tracy,56175,Juno,Dog,Husky,985112345678901,R-9001,{d},3,Dr. Lindahl",
        f"\"Kvistad, Dale\",8 Harvey St,Tracy,56175,Mittens,Cat,DSH,,r-4410,{d},1,Dr. Lindahl",
        f"Dale Kvistad,8 Harvey St,Tracy,56175,Duke,dog,Boxer,,R-9003,{d},3,Dr. Lindahl",
        f"Dale Kvistad,8 Harvey St,Tracy,56175,Pepper,Dog,Beagle,,R-9004,{d},1,Dr. Lindahl",
        f"\"Nguyen, Linh\",402 Fifth St,Tracy,56175,Bao,Cat,,,R-9005,{d},3,Dr. Lindahl",
        f"\"Olson, Britt\",11 Main St,Marshall,56258,Rocky,Dog,,,R-9006,{d},3,Dr. Lindahl",
    ]) + "\n"


def test_t_3a_a_clinics_list_is_matched_and_filed(field, on_file):
    office = field.office
    day = date.today() - timedelta(days=5)
    dry = rabies_reports.import_rabies_report(office.clerk, _csv(day), jurisdiction_id=office.tracy, clinic=CLINIC,
                                              file_name="tvc-november.csv")
    assert dry.refused == [] and not dry.committed and RabiesReport.select().count() == 0
    assert Vaccination.select().count() == 2  # the dry run kept nothing
    report = rabies_reports.import_rabies_report(office.clerk, _csv(day), jurisdiction_id=office.tracy, clinic=CLINIC,
                                                 file_name="tvc-november.csv", dry_run=False)
    assert report.committed and report.summary() == dry.summary().replace("Dry run", "Filed")
    assert [(l.row, l.status, l.matched_by) for l in report.lines] == [
        (2, "filed", "microchip"), (3, "filed", "rabies_tag"), (4, "filed", "owner_and_animal"),
        (5, "new_animal", "new_animal"), (6, "new_animal", "new_owner"), (7, "outside", "")]
    assert "the records name another" in report.lines[0].note  # the chip decides; the owner name is noted
    juno = Vaccination.get((Vaccination.animal == on_file["chip"]) & (Vaccination.vaccinated_on == day))
    assert (juno.clinic, juno.rabies_tag, juno.duration_years, juno.received_on) == (CLINIC, "R-9001", 3, date.today())
    pepper = Animal.get(Animal.name == "Pepper")
    assert pepper.owner_id == on_file["kvistad"] and pepper.species == "dog"
    linh = Owner.get(Owner.display_name == "Nguyen, Linh")
    assert Animal.get(Animal.name == "Bao").owner_id == linh.id
    assert not Owner.select().where(Owner.display_name == "Olson, Britt").exists()  # outside the city
    lines = report_lines(report.report_id)
    assert [l[5] for l in lines][-1] == "Owner outside the city" and len(lines) == 6
    again = rabies_reports.import_rabies_report(office.clerk, _csv(day), jurisdiction_id=office.tracy, clinic=CLINIC,
                                                dry_run=False)
    assert [l.status for l in again.lines][:5] == ["on_file"] * 5  # a list filed twice files nothing twice


def test_t_3a_the_dogs_and_cats_vaccinated_with_no_license(field, on_file):
    office = field.office
    day = date.today() - timedelta(days=5)
    rabies_reports.import_rabies_report(office.clerk, _csv(day), jurisdiction_id=office.tracy, clinic=CLINIC,
                                        dry_run=False)
    listed = unlicensed_vaccinated(office.tracy)
    names = sorted(Animal.get_by_id(u.animal_id).name for u in listed)
    assert names == ["Bao", "Juno", "Mitts", "Pepper"]  # Duke is licensed; Rocky's owner is outside the city
    assert all(u.clinic == CLINIC and u.vaccinated_on == day and u.letter_sent_on is None for u in listed)
    # T-7C: an animal under the licensing age is not on the list
    Animal.update(birth_date=date.today() - timedelta(days=60)).where(Animal.name == "Bao").execute()
    assert "Bao" not in [Animal.get_by_id(u.animal_id).name for u in unlicensed_vaccinated(office.tracy)]


def test_t_6d3_letters_give_two_business_days_and_the_seizure_waits_for_them(field, on_file):
    office = field.office
    day = date.today() - timedelta(days=20)
    rabies_reports.import_rabies_report(office.clerk, _csv(day), jurisdiction_id=office.tracy, clinic=CLINIC,
                                        dry_run=False)
    pepper = Animal.get(Animal.name == "Pepper").id
    with pytest.raises(RuleViolation) as e:  # no notice yet: no seizure for want of a license
        impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="no_license_after_notice",
                        animal_id=pepper)
    assert e.value.rule_ids == ["T-6D3"]
    sent_on = date.today() - timedelta(days=10)
    [info] = rabies_letters.send_license_letters(office.clerk, [pepper], jurisdiction_id=office.tracy, on=sent_on)
    notice = Notice.get_by_id(info.id)
    assert (notice.kind, notice.subject_table, notice.subject_id) == ("license_order", "animal", pepper)
    assert sent_on < notice.other_deadline <= sent_on + timedelta(days=6)
    listed = {u.animal_id: u for u in unlicensed_vaccinated(office.tracy)}
    assert listed[pepper].letter_sent_on == sent_on
    assert pepper not in {u.animal_id for u in unlicensed_vaccinated(office.tracy, unsent_only=True)}
    impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="no_license_after_notice", animal_id=pepper)
    with pytest.raises(ValidationError) as e:  # Duke is licensed: not on the list, no letter
        rabies_letters.send_license_letters(office.clerk, [on_file["licensed"]], jurisdiction_id=office.tracy)
    assert e.value.field == "animal_ids"


def test_t_3a_the_letter_reads_back_without_rule_ids(field, on_file):
    office = field.office
    day = date.today() - timedelta(days=5)
    rabies_reports.import_rabies_report(office.clerk, _csv(day), jurisdiction_id=office.tracy, clinic=CLINIC,
                                        dry_run=False)
    bao = Animal.get(Animal.name == "Bao").id
    [info] = rabies_letters.send_license_letters(office.clerk, [bao], jurisdiction_id=office.tracy)
    text = " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(
        rabies_letters.letters_pdf([info.id]))).pages).split())
    assert "A license is needed for Bao (cat)" in text and "Dear Linh Nguyen" in text
    assert "Tracy Veterinary Clinic reported that Bao (cat) was vaccinated against rabies on" in text
    assert "Tracy City Code § 8.30, subd. 3(A) requires a license" in text and "$15.00" in text
    assert "notice of Tracy City Code § 8.30, subd. 6(D)(3)" in text and "2 business days" in text
    assert "T-6D3" not in text and "T-3A" not in text


def test_a_city_that_licenses_no_dogs_lists_none_and_sends_no_letter(field):
    """Worthington's profile licenses no dogs or cats: its vets' reports are filed, no letter is sent."""
    office = field.office
    csv = HEADER + f"\"Vang, Tou\",5 Lake Ave,Worthington,56187,Koda,Dog,,,W-1,{date.today():%m/%d/%Y},3,Dr. Ose\n"
    report = rabies_reports.import_rabies_report(office.clerk, csv, jurisdiction_id=office.worthington,
                                                 clinic="Worthington Animal Hospital", dry_run=False)
    assert [l.status for l in report.lines] == ["filed"]
    assert unlicensed_vaccinated(office.worthington) == []
    with pytest.raises(RuleViolation) as e:
        rabies_letters.send_license_letters(office.clerk, [field.worth_dog], jurisdiction_id=office.worthington)
    assert e.value.rule_ids == ["T-3A"]


def test_a_refused_row_keeps_the_whole_list_out_and_says_why(field, on_file):
    office = field.office
    text = HEADER + "\n".join([
        "\"Nguyen, Linh\",402 Fifth St,Tracy,56175,Bao,Cat,,,R-1,03/04/26,3,Dr. L",
        "\"Nguyen, Linh\",402 Fifth St,Tracy,56175,Bao,Cat,,,R-1,,3,Dr. L",
        "\"Nguyen, Linh\",402 Fifth St,Tracy,56175,Bao,Cat,,,R-1,03/04/2025,,Dr. L",
        ",,,,,Dog,,,,03/04/2025,3,Dr. L",
        "\"Nguyen, Linh\",402 Fifth St,Tracy,56175,Bao,Parrot,,,R-1,03/04/2025,3,Dr. L",
        "\"Nguyen, Linh\",402 Fifth St,Tracy,56175,Bao,Cat,,,R-2,03/04/2025,3,Dr. L",
    ]) + "\n"
    report = rabies_reports.import_rabies_report(office.clerk, text, jurisdiction_id=office.tracy, clinic=CLINIC,
                                                 dry_run=False)
    assert [(r.row, r.column) for r in report.refused] == [
        (2, "vaccinated_on"), (3, "vaccinated_on"), (4, "duration_years"), (5, "microchip"), (6, "species")]
    assert "two-digit year" in report.refused[0].reason
    assert not report.committed and not Owner.select().where(Owner.last_name == "Nguyen").exists()


def test_a_workbook_keeps_its_15_digit_microchip_exact(field, on_file):
    from openpyxl import Workbook

    office = field.office
    book = Workbook()
    ws = book.active
    ws.append(["Owner Last Name", "Owner First Name", "Pet Name", "Species", "Microchip", "Date Given",
               "Expiration Date", "Veterinarian"])
    ws.append(["Someone", "Else", "Juno", "Dog", 985112345678901, date.today() - timedelta(days=3),
               date.today() - timedelta(days=3) + timedelta(days=365 * 3), "Dr. Lindahl"])
    buf = io.BytesIO()
    book.save(buf)
    report = rabies_reports.import_rabies_report(office.clerk, buf.getvalue(), jurisdiction_id=office.tracy,
                                                 clinic=CLINIC, dry_run=False)
    assert [(l.status, l.matched_by) for l in report.lines] == [("filed", "microchip")]
    assert RabiesReportLine.get().microchip == "985112345678901"
    assert Vaccination.get((Vaccination.animal == on_file["chip"])
                           & (Vaccination.clinic == CLINIC)).duration_years == 3


def test_a_misspelt_column_is_asked_about_before_anything_is_filed(field, on_file):
    office = field.office
    text = "Client,City,Pet Name,Species,Rabies Tagg,Date Given,Duration,Vet\n" \
           f"\"Nguyen, Linh\",Tracy,Bao,Cat,R-1,{date.today():%m/%d/%Y},3,Dr. L\n"
    report = rabies_reports.import_rabies_report(office.clerk, text, jurisdiction_id=office.tracy, clinic=CLINIC)
    assert report.suggested_columns == {"Rabies Tagg": "rabies_tag"} and report.refused[0].row == 1
    answered = rabies_reports.import_rabies_report(office.clerk, text, jurisdiction_id=office.tracy, clinic=CLINIC,
                                                   columns={"Rabies Tagg": "rabies_tag"}, dry_run=False)
    assert answered.committed and RabiesReportLine.get().rabies_tag == "R-1"
