"""The desk papers a Spanish-reading owner takes home, printed from the services and read back
from the PDF: every field filled, dates written the Spanish way, no English left (names,
streets, the city's name, statute citations and "Microchip" aside); and the same papers to an
English-reading owner unchanged. T-3A, T-3B (license certificate, renewal, certificate due), T-6B
(receipts), T-6D5 (quarantine notice), T-6C (the kennel card's owner copy), T-4A and W-90.11 (the
permit and the inspection report)."""
import io
import re
from datetime import date, timedelta

import pypdf
import pytest

from animaloffice.persistence.models.people import Owner
from animaloffice.persistence.profiles import profile_for
from animaloffice.printing import license_documents as docs
from animaloffice.services import animals, licensing, owners
from animaloffice.services.payments import PaymentInput

TODAY = date.today()
# words of English that are not also Spanish: one of them left on a Spanish paper is a miss
ENGLISH = set("""the and of to is was for by with your you this that these license licence certificate due paid
receipt owner dog cat male female date fee tag number name phone address born valid issued vaccinated
duration expires clinic rabies quarantine released notice dear days day until after before held impound costs
veterinarian please call questions renew renewal from at not in on or be are will must has have if it its an
amount each description qty received cash check card void yes unknown none neutered spayed altered breed colour
markings species sex intake ground found officer kennel hold ends disposition condition notes age years
months year month monday tuesday wednesday thursday friday saturday sunday january february march april may june
july august september october november december business calendar counted so later taken needed reclaim payment
vaccination vaccine good through lot product manufacturer next letter city under as which what when where who
shot given anniversary""".split())
WORD = re.compile(r"[A-Za-zÀ-ÿ]+")


def text(pdf: bytes) -> str:
    return re.sub(r"\s+", " ", " ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages))


def english_left(out: str, jurisdiction_id: int, *proper: str) -> set[str]:
    """The English words on a paper once the proper nouns are taken out: the people's and the
    animal's names, streets, the office's letterhead and the city's statute citations."""
    from animaloffice.persistence.models.office import Jurisdiction
    from animaloffice.printing.letterhead import letterhead_for

    head = letterhead_for(jurisdiction_id)
    nouns = [*profile_for(jurisdiction_id).citations.values(), *head.lines(), head.signature_name,
             head.signature_title, head.hours, Jurisdiction.get_by_id(jurisdiction_id).name,
             profile_for(jurisdiction_id).text.get("license_office", ""), *proper]
    for noun in sorted((n for n in nouns if n), key=len, reverse=True):
        out = out.replace(noun, " ")
    return {w for w in WORD.findall(out) if w.lower() in ENGLISH}


def reads(office, owner_id: int, letter_language: str) -> None:
    owners.update_owner(office.clerk, owner_id, expected_version=Owner.get_by_id(owner_id).version,
                        letter_language=letter_language)


@pytest.fixture
def licensed(office):
    """Rosa Hernández's dog Canela in Tracy, licensed today with a 3-year shot of 40 days ago."""
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Rosa",
                            last_name="Hernández", phone="507-555-0144",
                            address={"line1": "1120 Oxford St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Canela", breed="Chihuahua", sex="F", altered=True, colour="cafe",
                              microchip="985112003456700", birth_date=TODAY - timedelta(days=1500))
    shot = TODAY - timedelta(days=40)
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=shot, duration_years=3, product="Imrab 3",
                               manufacturer="Merial", lot="B12", lot_expires=date(2031, 8, 31),
                               veterinarian="Dra. Lucía Mendoza", vet_license="07781", clinic="Clínica Nobles",
                               clinic_address="900 Ryan Ave", rabies_tag="R-7", received_on=shot)
    issued = licensing.issue_license(office.clerk, animal_id=a.id, tag_number=77, payment=PaymentInput("cash"))
    return o.id, a.id, issued


PROPER = ("Rosa", "Hernández", "Canela", "Chihuahua", "cafe", "1120 Oxford St", "Oxford St", "Worthington", "Tracy",
          "Dra. Lucía Mendoza", "Clínica Nobles", "900 Ryan Ave", "Imrab", "Merial", "Microchip", "MN")


def test_t_3a_license_certificate_to_a_spanish_reading_owner_is_in_spanish(office, licensed):
    owner_id, _, issued = licensed
    english = text(docs.certificate_pdf(issued.license_id))
    reads(office, owner_id, "es")
    out = text(docs.certificate_pdf(issued.license_id))
    assert "Certificado de licencia de perro" in out and "Número de licencia" in out, out
    assert f"{TODAY.day} de " in out and "vacuna de 3 años" in out.lower(), out
    assert "hembra / esterilizada" in out and "Próximo certificado" in out, out
    assert not english_left(out, office.tracy, *PROPER), (english_left(out, office.tracy, *PROPER), out)
    assert "$" not in out or "$" in english
    reads(office, owner_id, "es+en")  # a certificate is one page, in the owner's first language
    assert text(docs.certificate_pdf(issued.license_id)) == out
    reads(office, owner_id, "en")
    assert text(docs.certificate_pdf(issued.license_id)) == english and "license certificate" in english


def test_t_3a_a_one_year_vaccine_reads_in_the_singular(office):
    """"Vacuna de 1 año" (never "1 años"); the English "1-year vaccine" as before."""
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Rosa", last_name="Hernández",
                            address={"line1": "1120 Oxford St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Canela", sex="F", birth_date=TODAY - timedelta(days=700))
    shot = TODAY - timedelta(days=10)
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=shot, duration_years=1, veterinarian="Dr. V",
                               received_on=shot)
    issued = licensing.issue_license(office.clerk, animal_id=a.id, payment=PaymentInput("cash"))
    assert "1-year vaccine, good through" in text(docs.certificate_pdf(issued.license_id))
    reads(office, o.id, "es")
    out = text(docs.certificate_pdf(issued.license_id))
    assert "Vacuna de 1 año, válida hasta el" in out and "1 años" not in out, out


def _owner_with_dog(office, letter_language: str, *, shot: date, name: str = "Canela") -> tuple[int, int]:
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Rosa", last_name="Hernández",
                            address={"line1": "1120 Oxford St", "city": "Tracy", "postal_code": "56175"})
    reads(office, o.id, letter_language)
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog", name=name,
                              sex="F", birth_date=shot - timedelta(days=700))
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=shot, duration_years=3, veterinarian="Dr. V",
                               received_on=shot)
    return o.id, a.id


def _renewal_letter(office, letter_language: str, *, shot: date) -> str:
    """The renewal reminder for last year's license ending Dec 31, sent on Nov 25."""
    last_year = TODAY.year - 1
    _, dog = _owner_with_dog(office, letter_language, shot=shot)
    licensing.issue_license(office.clerk, animal_id=dog, year=last_year, on=date(last_year, 6, 2),
                            payment=PaymentInput("cash"))
    batch = docs.build_letter_batch("renewal", office.tracy, last_year, 12, sent_on=date(last_year, 11, 25))
    assert len(batch.subjects) == 1
    return text(batch.pdf)


def test_t_3a_renewal_letter_to_a_spanish_reading_owner_is_in_spanish(office):
    last_year = TODAY.year - 1
    out = _renewal_letter(office, "es", shot=date(last_year, 6, 1))
    assert "Es hora de renovar la licencia de Canela" in out and "Estimado(a) Rosa Hernández:" in out, out
    assert f"vence el 31 de diciembre de {last_year}" in out and f"25 de noviembre de {last_year}" in out, out
    assert "Costo de la renovación $" in out and "renovación" in out, out
    assert not english_left(out, office.tracy, *PROPER), (english_left(out, office.tracy, *PROPER), out)


def test_t_3b_renewal_letter_asking_for_a_new_certificate_says_why_in_spanish(office):
    from animaloffice.documents.language import fmt_date
    from animaloffice.domain.deadlines import add_years

    last_year = TODAY.year - 1
    out = _renewal_letter(office, "es", shot=add_years(date(last_year + 1, 1, 12), -3))
    assert "traiga un nuevo certificado de vacunación contra la rabia" in out, out
    due = fmt_date(date(last_year + 1, 1, 12), "es")
    assert "para entonces: la vacuna contra la rabia que tenemos registrada se puso el" in out, out
    assert f"se debe entregar a más tardar el {due}, poco después" in out, out
    assert not english_left(out, office.tracy, *PROPER), (english_left(out, office.tracy, *PROPER), out)


def test_t_3a_a_bilingual_owner_gets_the_renewal_letter_in_spanish_then_english(office):
    last_year = TODAY.year - 1
    out = _renewal_letter(office, "es+en", shot=date(last_year, 6, 1))
    spanish, english = out.index("Es hora de renovar"), out.index("Time to renew")
    assert spanish < english and "Costo de la renovación" in out[:english] and "Renewal fee" in out[english:]


def test_t_3a_renewal_letter_to_an_english_reading_owner_is_unchanged(office):
    last_year = TODAY.year - 1
    out = _renewal_letter(office, "en", shot=date(last_year, 6, 1))
    assert "Time to renew Canela's license" in out and "Dear Rosa Hernández" in out
    assert f"ends on December 31, {last_year}" in out and "Renewal fee $" in out
    assert "Es hora" not in out and "Estimado" not in out


def _certificate_due_letter(office, letter_language: str) -> tuple[str, date]:
    from animaloffice.domain.deadlines import add_months, add_years

    due = add_months(TODAY.replace(day=1), 1).replace(day=15)
    if due.year != TODAY.year:
        due = TODAY.replace(day=31)
    _, dog = _owner_with_dog(office, letter_language, shot=add_years(due, -3))
    licensing.issue_license(office.clerk, animal_id=dog, on=TODAY - timedelta(days=5), year=TODAY.year,
                            payment=PaymentInput("cash"))
    batch = docs.build_letter_batch("certificate_due", office.tracy, due.year, due.month)
    assert len(batch.subjects) == 1
    return text(batch.pdf), due


def test_t_3b_certificate_due_letter_to_a_spanish_reading_owner_counts_the_date_in_spanish(office):
    from animaloffice.documents.language import fmt_date, fmt_short

    out, due = _certificate_due_letter(office, "es")
    assert f"El certificado de vacunación contra la rabia de Canela se debe entregar a más tardar el {fmt_short(due, 'es')}" in out
    assert "Por qué esta fecha: La última vacuna contra la rabia que tenemos registrada se puso el" in out, out
    assert f"cuando se cumplan 3 años de esa vacuna, el {fmt_date(due, 'es')}" in out, out
    assert not english_left(out, office.tracy, *PROPER), (english_left(out, office.tracy, *PROPER), out)


def test_t_3b_certificate_due_letter_to_an_english_reading_owner_is_unchanged(office):
    english, _ = _certificate_due_letter(office, "en")
    assert "Por qué" not in english and "Estimado" not in english
    assert "rabies certificate is due by" in english and "Why this date: The last rabies shot on file" in english


def test_t_3a_sale_receipt_to_a_spanish_reading_owner_is_in_spanish(office, licensed):
    owner_id, _, issued = licensed
    english = text(docs.receipt_pdf(issued.receipt.payment_id))
    reads(office, owner_id, "es+en")  # a receipt is one page, in the owner's first language
    out = text(docs.receipt_pdf(issued.receipt.payment_id))
    assert f"Recibo {issued.receipt.receipt_number}" in out and "Forma de pago Efectivo" in out, out
    assert "Licencia de perro" in out and "Total pagado $15.00" in out and "comprobante de pago" in out, out
    assert f"Fecha {TODAY.day} de " in out, out
    assert not english_left(out, office.tracy, *PROPER, "Clerk"), (english_left(out, office.tracy, *PROPER), out)
    reads(office, owner_id, "en")
    assert text(docs.receipt_pdf(issued.receipt.payment_id)) == english
    assert "Total paid $15.00" in english and "Paid by Cash" in english and f"license {issued.number}" in english


def _quarantined(office, letter_language: str):
    """Koda, Rosa Hernández's dog in Worthington, held for a bite observation since Oct 5 (the bite Oct 4)."""
    from animaloffice.services import impounds, kennels
    from tests.core.impounds.conftest import make_dog

    f = kennels.create_facility(office.admin, name="Worthington Shelter", address="1500 Oxford St",
                                phone="507-555-0150", hours="9-17")
    k = kennels.add_kennels(office.admin, f.id, kind="quarantine", codes=["Q1"])[0]
    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Rosa",
                            last_name="Hernández", address={"line1": "1120 Oxford St", "city": "Worthington",
                                                             "postal_code": "56187"})
    reads(office, o.id, letter_language)
    dog = make_dog(office, office.worthington, o.id, name="Koda")
    return impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="quarantine", animal_id=dog,
                           kennel_id=k.id, on=date(2026, 10, 5), quarantine="bite", bite_on=date(2026, 10, 4))


QUARANTINE_NOUNS = (*PROPER, "Koda", "Labrador Retriever", "Worthington Shelter", "1500 Oxford St", "9-17")


def test_t_6d5_quarantine_notice_to_a_spanish_reading_owner_is_in_spanish(office):
    from animaloffice.services import impound_notices

    r = _quarantined(office, "es")
    info = impound_notices.send_quarantine_notice(office.clerk, r.impound_id, on=date(2026, 10, 5))
    out = text(impound_notices.notice_pdf(info.id))
    assert "Aviso de cuarentena: Koda (perro)" in out and "Estimado(a) Rosa Hernández:" in out, out
    assert "5 de octubre de 2026: observación por mordedura" in out and "14 de octubre de 2026" in out, out
    assert "Macho, sin castrar" in out and "Período de cuarentena" in out, out
    assert "La mordedura fue el domingo 4 de octubre de 2026 (día 0)." in out, out
    assert "vacuna contra la rabia" in out and "$" in out, out
    left = english_left(out, office.worthington, *QUARANTINE_NOUNS)
    assert not left, (left, out)


def test_t_6d5_a_bilingual_owner_gets_the_quarantine_notice_in_spanish_then_english(office):
    from animaloffice.services import impound_notices

    r = _quarantined(office, "es+en")
    info = impound_notices.send_quarantine_notice(office.clerk, r.impound_id, on=date(2026, 10, 5))
    out = text(impound_notices.notice_pdf(info.id))
    spanish, english = out.index("Aviso de cuarentena"), out.index("Notice of quarantine")
    assert spanish < english and "Período de cuarentena" in out[:english] and "Quarantine period" in out[english:]
    assert "Male, not neutered" in out[english:] and "The bite was on Sunday October 4, 2026" in out[english:]


def test_t_6d5_quarantine_notice_to_an_english_reading_owner_is_unchanged(office):
    from animaloffice.services import impound_notices

    r = _quarantined(office, "en")
    info = impound_notices.send_quarantine_notice(office.clerk, r.impound_id, on=date(2026, 10, 5))
    out = text(impound_notices.notice_pdf(info.id))
    for expected in ("Dear Rosa Hernández", "bite observation", "October 14, 2026", "$20.00", "Minn. R. 1721.0570",
                     "Male, not neutered", "Quarantine period"):
        assert expected in out, expected
    assert "Estimado" not in out and "cuarentena" not in out


def _released(office, letter_language: str) -> str:
    from animaloffice.services import impound_printing, impound_release, impounds
    from tests.core.impounds.conftest import make_dog

    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Rosa", last_name="Hernández",
                            address={"line1": "1120 Oxford St", "city": "Tracy", "postal_code": "56175"})
    reads(office, o.id, letter_language)
    dog = make_dog(office, office.tracy, o.id, name="Koda", licensed_on=date(2026, 1, 5))
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                        on=date(2026, 11, 24), found_place="Oxford St")
    on = date(2026, 11, 27)
    b = impound_release.bill(r.impound_id, on)
    impound_release.reclaim(office.clerk, r.impound_id, on=on, payment=PaymentInput("cash", b.due_cents))
    return text(impound_printing.release_receipt_pdf(r.impound_id))


def test_t_6b_release_receipt_to_a_spanish_reading_owner_is_in_spanish(office):
    out = _released(office, "es+en")  # a receipt: one page, in the owner's first language
    assert "Recibo de entrega, depósito" in out and "fue entregado(a) a Rosa Hernández el 27 de noviembre de 2026" in out
    assert "Alojamiento por día, 3 día(s)" in out and "Total pagado $80.00" in out and "(recibo TRA-R2026-" in out, out
    assert "Release receipt" not in out
    left = english_left(out, office.tracy, *PROPER, "Koda", "Labrador Retriever")
    assert not left, (left, out)
    english = _released(office, "en")
    for expected in ("Release receipt", "released to Rosa Hernández on November 27, 2026", "Boarding, 3 days",
                     "Total paid $80.00", "receipt TRA-R2026-"):
        assert expected in english, expected


def _permit_holder(office, where: str, letter_language: str) -> int:
    o = owners.create_owner(office.clerk, jurisdiction_id=office.jurisdiction(where), first_name="Rosa",
                            last_name="Hernández", address={"line1": "1120 Oxford St", "city": "Tracy",
                                                             "postal_code": "56175"})
    reads(office, o.id, letter_language)
    return o.id


def _bird_permit(office, letter_language: str) -> str:
    from animaloffice.documents.permits import render
    from animaloffice.printing.permit_documents import permit_document
    from animaloffice.services import permits

    o = _permit_holder(office, "tracy", letter_language)
    rec = permits.record_application(office.clerk, owner_id=o, permit_type="animal", species=["bird"] * 5,
                                     on=TODAY - timedelta(days=30), payment=PaymentInput("cash"))
    d = permits.approve_application(office.officer, rec.application_id, on=TODAY - timedelta(days=29),
                                    conditions="Pájaros dentro de la casa", expires_on=date(TODAY.year + 1, 3, 31))
    return text(render(permit_document(d.permit_id), title="Permit"))


def test_t_4a_permit_to_a_spanish_reading_holder_is_in_spanish(office):
    out = _bird_permit(office, "es+en")  # the permit shown on demand: one paper, in the first language
    assert "Permiso para animales" in out and "otorga este permiso a Rosa Hernández" in out, out
    assert "para 5 × ave de compañía, que se tienen en" in out and "Condiciones de este permiso" in out, out
    assert f"31 de marzo de {TODAY.year + 1}" in out and "Cargo pagado $" in out and "Titular" in out, out
    assert "Animal permit" not in out
    left = english_left(out, office.tracy, *PROPER)
    assert not left, (left, out)
    english = _bird_permit(office, "en")
    assert "grants this permit to Rosa Hernández" in english and f"March 31, {TODAY.year + 1}" in english
    assert "for 5 × pet bird, kept at" in english and "Fee paid $" in english


def _inspection_report(office, letter_language: str) -> str:
    from animaloffice.documents.permits import render
    from animaloffice.printing.permit_documents import inspection_document
    from animaloffice.services import permit_inspections, permits

    o = _permit_holder(office, "worthington", letter_language)
    rec = permits.record_application(office.clerk, owner_id=o, permit_type="commercial",
                                     description="Pensión para perros, 20 corrales")
    checks = {c: True for c in ("housing", "water", "food_bedding", "observation", "honesty", "exercise", "sanitary")}
    ins = permit_inspections.record_inspection(office.officer, application_id=rec.application_id,
                                               inspector="Officer Berg",
                                               checks=dict(checks, waste=False, closed_days=None),
                                               item_notes={"waste": "Contenedor sin tapa"})
    return text(render(inspection_document(ins.inspection_id), title="Inspection"))


def test_w_90_11_inspection_report_to_a_spanish_reading_owner_is_in_spanish(office):
    out = _inspection_report(office, "es")
    assert "Informe de inspección" in out and f"El {TODAY.day} de " in out and ", Officer Berg inspeccionó" in out, out
    assert "para la solicitud" in out and "Establecimiento comercial de animales" in out, out
    assert "Resultado: no aprobada" in out and "No cumple" in out and "No se aplica" in out, out
    assert "Retiro y desecho de desperdicios" in out and "Contenedor sin tapa" in out, out
    left = english_left(out, office.worthington, *PROPER, "Officer Berg")
    assert not left, (left, out)
    english = _inspection_report(office, "en")
    assert "Inspection report" in english and "did not pass" in english and "Does not meet" in english


def _held_for(office, letter_language: str):
    from animaloffice.services import impounds, kennels
    from tests.core.impounds.conftest import make_dog

    f = kennels.create_facility(office.admin, name="Tracy Animal Control Facility", address="336 Morgan St",
                                phone="507-629-5530", hours="9-13")
    k = kennels.add_kennels(office.admin, f.id, kind="run", codes=["R7"])[0]
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Rosa", last_name="Hernández",
                            address={"line1": "1120 Oxford St", "city": "Tracy", "postal_code": "56175"})
    reads(office, o.id, letter_language)
    dog = make_dog(office, office.tracy, o.id, name="Koda", chip="985112233445566")
    return impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                           kennel_id=k.id, on=date(2026, 11, 24), found_place="Oxford St", found_detail="near_street",
                           officer="Officer Dahl", notes="friendly, pulls on the leash")


def test_t_6c_kennel_card_owner_copy_to_a_spanish_reading_owner_is_in_spanish(office):
    from animaloffice.services import impound_printing

    r = _held_for(office, "es+en")  # a card: one page, in the owner's first language
    kennels_own = text(impound_printing.kennel_card_pdf(r.impound_id, on=date(2026, 11, 25)))
    out = text(impound_printing.kennel_card_pdf(r.impound_id, on=date(2026, 11, 25), owner_copy=True))
    assert "Copia para el dueño · jaula R7" in out and "Koda (perro), Labrador Retriever, black, macho" in out, out
    assert "La retención termina el 2 de diciembre de 2026" in out and "antes del 3 de diciembre de 2026" in out, out
    assert "Motivo Andaba suelto" in out and "Edad 5 años" in out and "Lugar donde se encontró Oxford St" in out, out
    assert "Officer Dahl" not in out and "friendly" not in out  # the office's own notes stay on its card
    left = english_left(out, office.tracy, *PROPER, "Koda", "Labrador Retriever", "Tracy Animal Control Facility")
    assert not left, (left, out)
    # the kennel's own card is the office's, in English, with its notes
    for expected in ("Kennel R7", "Running at large", "Hold ends December 2, 2026", "Officer Dahl", "friendly",
                     "within 5 ft"):
        assert expected in kennels_own, expected


def test_mn_347_14_impound_notice_facts_are_in_spanish_too(office):
    """The table under the impound notice (the animal, the bill, what is needed, how the hold was
    counted) is written in Spanish, as the letter above it."""
    from tests.documents.test_letter_languages import _impound_notice_read_back

    out = re.sub(r"\s+", " ", _impound_notice_read_back(office, "es"))
    assert "Sexo Macho, sin castrar" in out and "Cargo por depósito $" in out, out
    assert "El día del depósito es el martes 24 de noviembre de 2026 (día 0)." in out, out
    left = english_left(out, office.tracy, *PROPER, "Pepper", "Labrador Retriever", "Morgan St", "Ida", "Halvorson",
                        "Emory St")
    assert not left, (left, out)


def test_the_demos_spanish_reading_owners_get_their_desk_papers_in_spanish(office):
    from animaloffice.demo import populate
    from animaloffice.demo_bulk import Plan
    from animaloffice.persistence.models.licensing import License
    from animaloffice.persistence.models.money import Payment

    populate(["tracy", "worthington"], [office.tracy, office.worthington], seed=11, today=TODAY,
             plan=Plan(owners=60, animals=90, licenses=150, years=2, impounds=20, permits=12))
    spanish = [o.id for o in Owner.select().where(Owner.letter_language != "en")]
    licenses = License.select().where(License.owner.in_(spanish) & (License.status != "void"))
    assert licenses.count() >= 1
    for lic in licenses:
        out = text(docs.certificate_pdf(lic.id))
        assert "Certificado de licencia de" in out and "Número de licencia" in out, out
    for payment in Payment.select().where(Payment.owner.in_(spanish)):
        out = text(docs.receipt_pdf(payment.id))
        assert "Recibo" in out and "Número de recibo" in out and "Receipt number" not in out, out
