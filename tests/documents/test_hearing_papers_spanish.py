"""The hearing and enforcement papers a Spanish-reading owner receives, printed through the services
and read back from the PDF: every field filled, dates, times and the counting of a deadline written
the Spanish way, no English left (names, streets, the city's buildings and code, statute citations
aside); a bilingual owner gets each paper in Spanish, then in English. T-4A, T-4C (the notice of
hearing and the written decision)."""
from datetime import date, datetime, time, timedelta

import pytest

from animaloffice.documents.language import fmt_date, fmt_short
from animaloffice.domain import hearings as rules
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.permits import Permit, PermitAnimal, PermitApplication
from animaloffice.persistence.profiles import profile_for
from animaloffice.printing.hearing_letters import letter_pdf
from animaloffice.services import animals, hearings, owners, permit_life, permit_notices
from animaloffice.services.notices import record_notice
from tests.documents import test_desk_papers_spanish as desk
from tests.documents.test_desk_papers_spanish import reads, text

TODAY = date.today()
# the English words of these papers, on top of the desk papers' (none of them also Spanish)
ENGLISH = desk.ENGLISH | set("""hearing hearings decision decisions appeal appealed denial denied revocation revoked
permit permits commission police council chambers request requested contest rights attorney evidence
witnesses exhibit exhibits findings conclusions upheld reversed modified stayed stays pending removal remove
removed animals premises served service mail mailed certified registered concerning page signed present
takes took effect unlawful keeping without within receipt receive receives following below above application
applicant holder administrator ordinance questions contact office accommodation interpreter attend decide
written writing conditions expires reinstated issued""".split())
PROPER = (*desk.PROPER, "Zoë", "Ngô", "412 Emory St", "Emory St", "Tracy City Hall", "336 Morgan Street",
          "Tracy City Code", "Lena", "Berg", "9 Rowe St", "Rowe St", "Minn. R. Civ. P.", "de novo", "City Administrator",
          "City Hall", "City of Tracy", "City of Worthington", "Director of Public Safety", "1530 Airport Road",
          "Worthington City Code", "Tracy City Code Section 8.30", "golden retriever", "Bo", "Max", "Sky", "Fig",
          "Oxford St", "Agente Lund", "Agente Dahl")


def english_left(out: str, jurisdiction_id: int, *proper: str) -> set[str]:
    """The English words left on a paper once its proper nouns are taken out (``desk.english_left``),
    counted against the hearing papers' word set."""
    from animaloffice.persistence.models.office import Jurisdiction
    from animaloffice.printing.letterhead import letterhead_for

    head = letterhead_for(jurisdiction_id)
    nouns = [*profile_for(jurisdiction_id).citations.values(), *head.lines(), head.signature_name,
             head.signature_title, head.hours, Jurisdiction.get_by_id(jurisdiction_id).name, *PROPER, *proper]
    for noun in sorted((n for n in nouns if n), key=len, reverse=True):
        out = out.replace(noun, " ")
    return {w for w in desk.WORD.findall(out) if w.lower() in ENGLISH}


def _owner(office, letter_language: str, first="Zoë", last="Ngô", street="412 Emory St") -> int:
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name=first, last_name=last,
                            address={"line1": street, "city": "Tracy", "postal_code": "56175"})
    reads(office, o.id, letter_language)
    return o.id


def _denial_heard(office, letter_language: str):
    """Tracy denies Zoë Ngô's application for three goats (T-4A); she asks for a hearing on time."""
    owner_id = _owner(office, letter_language)
    app = PermitApplication.create(jurisdiction=office.tracy, number="TRA-A-2026-000007", owner=owner_id,
                                   permit_type="animal", received_on=date(2026, 6, 1), premises="412 Emory St",
                                   status="denied")
    profile = profile_for(office.tracy)
    n = record_notice(office.officer, jurisdiction_id=office.tracy, kind="denial", sent_on=date(2026, 6, 12),
                      owner_id=owner_id, subject_table="permit_application", subject_id=app.id,
                      reasons="Tres cabras son ganado, que no se puede tener en la ciudad.",
                      hearing_right=True, hearing_deadline=rules.hearing_request_deadline(profile, date(2026, 6, 12)))
    hearings.record_request(office.clerk, n.id, received_on=date(2026, 6, 17))
    s = hearings.schedule_hearing(office.officer, n.id, at=datetime(2026, 7, 6, 18, 30), sent_on=date(2026, 6, 23))
    return n, s


def _decide(office, s, decision="upheld", **more):
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Zoë Ngô; el agente Dahl; la Comisión",
                            findings="Las cabras están a 20 pies de la ventana del vecino.")
    return hearings.decide_hearing(office.officer, s.hearing_id, decision=decision, decided_on=date(2026, 7, 8),
                                   conclusions="Las cabras son ganado y están prohibidas.",
                                   signed_by="Dana Olson", signed_title="Presidenta de la Comisión", **more)


def test_t_4a_notice_of_hearing_to_a_spanish_reading_owner_is_in_spanish(office):
    n, s = _denial_heard(office, "es")
    out = text(letter_pdf([s.letter_id]))
    for expected in ("Aviso de audiencia ante la Comisión de Policía", "Estimado(a) Zoë Ngô:",
                     "El 17 de junio de 2026 recibimos su solicitud de audiencia para impugnar la denegación que consta en el "
                     f"aviso {n.number}, que se le envió el 12 de junio de 2026",
                     "Fecha: lunes 6 de julio de 2026", "Hora: 6:30 p. m.", "Lugar: Sala del Concejo Municipal",
                     "Ante: la Comisión de Policía, Ciudad de Tracy",
                     "Asunto: denegación de solicitud de permiso TRA-A-2026-000007: Permiso para animales",
                     f"Motivos indicados en el aviso {n.number}", "Tres cabras son ganado",
                     "Sus derechos en la audiencia", "abogado", "presentar pruebas",
                     "pueden apelar la decisión de la Comisión de Policía", "(Tracy City Code § 8.30, subd. 4(A))",
                     f"{s.letter_number} · relativo al aviso {n.number}", "23 de junio de 2026"):
        assert expected in out, (expected, out)
    assert "${" not in out and "$" not in out
    assert not english_left(out, office.tracy), (english_left(out, office.tracy), out)


def test_t_4a_written_decision_to_a_spanish_reading_owner_is_in_spanish(office):
    n, s = _denial_heard(office, "es")
    d = _decide(office, s)
    out = text(letter_pdf([d.letter_id]))
    for expected in ("Decisión por escrito de la Comisión de Policía: denegación de solicitud de permiso "
                     "TRA-A-2026-000007", "La Comisión de Policía celebró una audiencia informal el lunes 6 de julio "
                     "de 2026 a las 6:30 p. m. (lugar: Sala del Concejo Municipal", "Estuvieron presentes: Zoë Ngô; el agente Dahl; la Comisión.",
                     "Esta es su decisión por escrito, tomada el 8 de julio de 2026.", "Hechos probados",
                     "Conclusiones", "Se confirma la denegación de la solicitud de permiso TRA-A-2026-000007",
                     "no se otorga ningún permiso", "La ordenanza no fija un plazo para apelar",
                     "Firmado en nombre de la Comisión de Policía:", "Dana Olson", "8 de julio de 2026"):
        assert expected in out, (expected, out)
    assert "${" not in out
    assert not english_left(out, office.tracy), (english_left(out, office.tracy), out)


def test_t_4a_a_bilingual_owner_gets_the_hearing_letters_in_spanish_then_english(office):
    n, s = _denial_heard(office, "es+en")
    out = text(letter_pdf([s.letter_id]))
    spanish, english = out.index("Aviso de audiencia ante"), out.index("Notice of hearing before the Police Commission")
    assert spanish < english
    assert "Hora: 6:30 p. m." in out[:english] and "Time: 6:30 PM" in out[english:]
    assert "Monday July 6, 2026" in out[english:] and "lunes 6 de julio de 2026" in out[:english]
    d = _decide(office, s)
    out = text(letter_pdf([d.letter_id]))
    assert out.index("Se confirma la denegación") < out.index("The denial of permit application")


def test_t_4a_the_english_letters_are_as_they_were(office):
    n, s = _denial_heard(office, "en")
    out = text(letter_pdf([s.letter_id]))
    assert "Notice of hearing before the Police Commission" in out and "Time: 6:30 PM" in out
    assert "versions" not in Notice.get_by_id(s.letter_id).fields and "Aviso" not in out


def _revoked(office, letter_language: str, sent: date):
    """A Tracy permit for four dogs (T-4A2), revoked for a nuisance, its letter sent on `sent`."""
    owner_id = _owner(office, letter_language, "Lena", "Berg", "9 Rowe St")
    permit = Permit.create(jurisdiction=office.tracy, number="TRA-P-1", owner=owner_id, permit_type="animal",
                           premises="9 Rowe St", status="active", issued_on=sent - timedelta(days=200))
    for name in ("Bo", "Max", "Sky", "Fig"):
        dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner_id, species="dog",
                                    name=name).id
        PermitAnimal.create(permit=permit, animal=dog)
    permit_life.revoke_permit(office.officer, permit.id, grounds=["nuisance"], on=sent)
    info = permit_notices.send_revocation_letter(office.officer, permit.id, sent_on=sent)
    return Notice.get_by_id(info.id)


def test_t_4c_a_stayed_revocation_upheld_says_in_spanish_when_it_takes_effect_and_how_that_was_counted(office):
    sent = TODAY - timedelta(days=60)
    notice = _revoked(office, "es", sent)
    hearings.record_request(office.clerk, notice.id, received_on=sent + timedelta(days=2))
    s = hearings.schedule_hearing(office.officer, notice.id, at=datetime.combine(sent + timedelta(days=25), time(18)),
                                  sent_on=sent + timedelta(days=3))
    out = text(letter_pdf([s.letter_id]))
    assert "la revocación queda suspendida mientras la audiencia esté pendiente" in out, out
    assert "Hora: 6:00 p. m." in out and "Un animal amparado por el permiso causó una molestia" in out, out
    assert not english_left(out, office.tracy), (english_left(out, office.tracy), out)
    hearings.record_hearing(office.officer, s.hearing_id, attendees="La dueña; la Comisión de Policía",
                            findings="Los perros ladran toda la noche.")
    decided = sent + timedelta(days=26)
    d = hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=decided,
                                conclusions="Los perros causan molestias.", method="mail")
    out = text(letter_pdf([d.letter_id]))
    received = decided + timedelta(days=3)
    assert "Se confirma la revocación del permiso TRA-P-1. El permiso sigue revocado." in out, out
    assert f"La revocación surte efecto el {fmt_date(received + timedelta(days=1), 'es')}, el día siguiente" in out
    assert ("Cómo se calculó esa fecha: La revocación quedó suspendida mientras la audiencia estaba pendiente; "
            "surte efecto el día siguiente") in out, out
    assert (f"La decisión se envió por correo el {fmt_date(decided, 'es')} y se considera recibida el "
            f"{fmt_date(received, 'es')} (se suman 3 días") in out, out
    assert f"La revocación surte efecto el {fmt_date(received + timedelta(days=1), 'es')}." in out
    assert "Tracy City Code § 8.30, subd. 8(A)" in out and "T-8A" not in out
    assert fmt_short(decided, "es") in out
    assert not english_left(out, office.tracy), (english_left(out, office.tracy), out)


@pytest.mark.parametrize("name", ["hearing_notice", "hearing_decision", "hearing_notice_stay",
                                  "hearing_decision_removal_from_receipt", "hearing_decision_effect_from_receipt"])
def test_the_spanish_hearing_templates_are_written(name):
    from animaloffice.documents.base import template_exists

    assert template_exists(name, "es")


def _permit_text(notice_id: int) -> str:
    from animaloffice.documents.permits import render
    from animaloffice.printing.permit_documents import notice_documents

    return text(render(notice_documents(notice_id), title="Aviso"))


def test_t_4a_denial_notice_to_a_spanish_reading_owner_is_in_spanish(office):
    from animaloffice.services import permits as svc

    owner_id = _owner(office, "es")
    rec = svc.record_application(office.clerk, owner_id=owner_id, permit_type="animal", on=TODAY - timedelta(days=9),
                                 premises="412 Emory St", species=["goat", "goat", "goat"])
    svc.deny_application(office.officer, rec.application_id, on=TODAY - timedelta(days=8),
                         reasons=["Las cabras son ganado y no se pueden tener en la ciudad."])
    info = permit_notices.send_denial_notice(office.officer, rec.application_id, sent_on=TODAY - timedelta(days=8))
    n = Notice.get_by_id(info.id)
    out = _permit_text(info.id)
    for expected in (f"Aviso de denegación de la solicitud de permiso {rec.number}", "Estimado(a) Zoë Ngô:",
                     f"La Ciudad de Tracy denegó su solicitud {rec.number}", "3 × cabra",
                     "Motivos de la denegación", "Las cabras son ganado", "Su derecho a una audiencia",
                     "Usted puede impugnar esta denegación en una audiencia ante la Comisión de Policía",
                     f"a más tardar el {fmt_short(n.hearing_deadline, 'es')}", "matasellos",
                     f"Cómo se calculó esa fecha: El aviso se envió el {fmt_date(n.sent_on, 'es')}",
                     "Los días se cuentan según lo dispone Minn. Stat. § 645.15",
                     "Cómo solicitar una audiencia: Entregue o envíe por correo una solicitud por escrito",
                     "Solicitar una audiencia no otorga el permiso", "Solicitar audiencia a más tardar"):
        assert expected in out, (expected, out)
    assert "${" not in out
    assert not english_left(out, office.tracy), (english_left(out, office.tracy), out)


def test_t_4c_revocation_letter_to_a_spanish_reading_owner_is_in_spanish(office):
    notice = _revoked(office, "es", TODAY - timedelta(days=3))
    out = _permit_text(notice.id)
    for expected in ("Aviso de revocación del permiso TRA-P-1", "La Ciudad de Tracy revocó el permiso TRA-P-1",
                     "Bo (perro)", "Un animal amparado por el permiso causó una molestia",
                     "Cuándo surte efecto la revocación",
                     f"Si usted no solicita una audiencia a más tardar el {fmt_short(notice.hearing_deadline, 'es')}",
                     "es ilegal tener más de 3 animales en el lugar sin permiso", "Sin el permiso puede tener allí hasta 3",
                     "suspende la revocación mientras la audiencia esté pendiente", "Surte efecto, si no se solicita"):
        assert expected in out, (expected, out)
    assert not english_left(out, office.tracy), (english_left(out, office.tracy), out)


def test_w_90_10h5_commercial_revocation_in_spanish_counts_the_removal_deadline_the_spanish_way(office):
    from animaloffice.services import permit_inspections
    from animaloffice.services import permits as svc
    from tests.documents.test_permit_documents import ALL

    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Zoë", last_name="Ngô",
                            address={"line1": "412 Emory St", "city": "Worthington", "postal_code": "56187"})
    reads(office, o.id, "es+en")
    rec = svc.record_application(office.clerk, owner_id=o.id, permit_type="breeder_professional",
                                 on=TODAY - timedelta(days=100), description="Criadero de golden retriever, 8 hembras")
    permit_inspections.record_inspection(office.officer, application_id=rec.application_id,
                                         on=TODAY - timedelta(days=99), checks=ALL)
    office.pay_application(rec.application_id)
    d = svc.approve_application(office.officer, rec.application_id, on=TODAY - timedelta(days=98),
                                conditions="No más de 8 hembras de cría", expires_on=TODAY + timedelta(days=200))
    permit_life.revoke_permit(office.officer, d.permit_id, grounds=["refused_inspection"], on=TODAY - timedelta(days=5))
    info = permit_notices.send_revocation_letter(office.officer, d.permit_id, sent_on=TODAY - timedelta(days=4))
    n = Notice.get_by_id(info.id)
    out = _permit_text(info.id)
    english = out.index("Notice of revocation of permit")
    spanish = out[:english].rsplit("____", 1)[0]  # up to the signature line, before the English page
    for expected in ("Aviso de revocación del permiso", "no permitió la inspección de los animales o del lugar",
                     f"a más tardar el {fmt_short(n.removal_deadline, 'es')}", "se considerarán entregados a la ciudad",
                     f"Cómo se calculó esa fecha: El aviso de revocación se envió el {fmt_date(n.sent_on, 'es')}",
                     "Por lo tanto, el último día para retirar los animales de la ciudad o entregarlos a la ciudad es",
                     "No se reembolsará ninguna parte del cargo pagado por este permiso ($150.00)",
                     "(Worthington City Code § 90.10(H)(5)) Los días se cuentan",
                     "Cómo pedir una audiencia", "no prevé una audiencia sobre esta revocación",
                     "la práctica de la oficina; el capítulo 90 no fija ningún plazo"):
        assert expected in spanish, (expected, spanish)
    assert not english_left(spanish, office.worthington), (english_left(spanish, office.worthington), spanish)
    assert "No part of the fee paid for this permit ($150.00) is refunded" in out[english:]


def _at_large_citation(office, letter_language: str):
    """Worthington (W-90.05C): an unaltered dog taken into custody for running at large, cited."""
    from animaloffice.services import impounds, violations

    o = owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Zoë", last_name="Ngô",
                            address={"line1": "412 Emory St", "city": "Worthington", "postal_code": "56187"})
    reads(office, o.id, letter_language)
    a = animals.create_animal(office.clerk, jurisdiction_id=office.worthington, owner_id=o.id, species="dog",
                              name="Canela", altered=False, breed="Chihuahua")
    occurred = TODAY - timedelta(days=3)
    impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="at_large", animal_id=a.id,
                    on=occurred, found_place="Oxford St")
    v = violations.record_violation(office.officer, owner_id=o.id, animal_id=a.id, kind="at_large",
                                    occurred_on=occurred, place="Oxford St", officer="Agente Lund")
    issued = violations.issue_citation(office.officer, v.id, on=TODAY)
    return v.id, issued, occurred


def test_w_90_05c_citation_to_a_spanish_reading_owner_is_in_spanish(office):
    from animaloffice.services import violations

    vid, issued, occurred = _at_large_citation(office, "es")
    out = text(violations.citation_pdf(vid))
    for expected in (f"Citación {issued.citation_number}", "Estimado(a) Zoë Ngô:", "Qué sucedió",
                     "Infracción: Animal que anda suelto", f"Fecha: {fmt_date(occurred, 'es')}", "Lugar: Oxford St",
                     "Animal: Canela, Chihuahua perro", "Cantidad que debe pagar: $100.00",
                     "El perro no está esterilizado ni castrado y fue llevado bajo custodia por andar suelto el "
                     f"{fmt_date(occurred, 'es')}", "Esta es la vez número 1 en 12 meses",
                     "(Worthington City Code § 90.05(C))", "Cómo pagar", "a nombre de la Ciudad de Worthington",
                     f"Pague a más tardar el {fmt_date(issued.hearing_deadline, 'es')}",
                     "no prevé una audiencia sobre esta citación", "la multa queda firme tal como se impuso",
                     "Número de citación", "Último día para pagar o solicitar una audiencia",
                     f"Indique el número {issued.citation_number} cuando pague o escriba"):
        assert expected in out, (expected, out)
    assert "${" not in out
    assert not english_left(out, office.worthington), (english_left(out, office.worthington), out)


def test_w_90_05c_a_bilingual_owner_gets_the_citation_in_spanish_then_english(office):
    from animaloffice.services import violations

    vid, issued, _ = _at_large_citation(office, "es+en")
    out = text(violations.citation_pdf(vid))
    assert out.index("Cantidad que debe pagar: $100.00") < out.index("Amount due: $100.00")
    assert out.count(issued.citation_number) >= 4


def test_t_8a_a_citation_referred_for_prosecution_is_in_spanish(office):
    from animaloffice.services import violations

    owner_id = _owner(office, "es")
    v = violations.record_violation(office.officer, owner_id=owner_id, kind="nuisance", nuisance_kind="noise",
                                    occurred_on=TODAY - timedelta(days=2), place="412 Emory St", officer="Agente Dahl")
    violations.issue_citation(office.officer, v.id, on=TODAY)
    out = text(violations.citation_pdf(v.id))
    for expected in ("Infracción: Causar o permitir una molestia causada por un animal (animal nuisance):",
                     "ruido que perturba la comodidad", "esta citación se remite al fiscal de la ciudad", "Animal: no se nombra ninguno",
                     "Remitida a la fiscalía; la oficina no cobra ninguna multa"):
        assert expected in out, (expected, out)
    assert not english_left(out, office.tracy), (english_left(out, office.tracy), out)


def _declared(office, letter_language: str, **kw):
    """Abdi Hassan's dog Duke declared dangerous (MN-347.50), the notice sent on June 5, 2026."""
    from animaloffice.services import dangerous_dogs
    from tests.core.dangerous_dogs.conftest import declare, make_dog

    dog = make_dog(office, chip="985112003456789")
    reads(office, dog.owner_id, letter_language)
    c = declare(office, dog, facts="Mordió a una persona que corría; seis puntos.",
                incident_place="cuadra 400 de Craig Ave, Tracy", declared_by="la agente Dana Lind", **kw)
    n = dangerous_dogs.send_declaration_notice(office.officer, c.id, sent_on=date(2026, 6, 5))
    return c, n


DD_PROPER = ("Abdi", "Hassan", "Duke", "Pit bull mix", "Brindle", "White chest", "88 Craig Ave", "Craig Ave",
             "Dana Lind", "AVID", "Western Surety")


def test_mn_347_50_declaration_notice_and_form_to_a_spanish_reading_owner_are_in_spanish(office):
    from animaloffice.printing import dangerous_dog_papers

    _, n = _declared(office, "es")
    out = text(dangerous_dog_papers.notice_pdf(n.id))
    for expected in ("Aviso de declaración de perro peligroso", "Estimado(a) Abdi Hassan:",
                     "Duke, perro macho (castrado), Pit bull mix, Brindle, White chest", "de 4 años de edad",
                     "Sin provocación, causó un daño corporal sustancial o grave", "1. El perro y la declaración",
                     "2. Su derecho a una audiencia", "pierde su derecho a una audiencia",
                     "Su solicitud debe recibirse a más tardar el lunes 22 de junio de 2026",
                     "Cómo se calculó esa fecha: La audiencia debe solicitarse dentro de los 14 días",
                     "El aviso se emitió el viernes 5 de junio de 2026", "Juneteenth (Día de la Emancipación)",
                     "3. Si usted solicita una audiencia", "4. Si se confirma la declaración",
                     "registre al perro a más tardar el lunes 22 de junio de 2026",
                     "Un perro que no se registre 14 días después del aviso puede ser capturado",
                     "Las demás obligaciones del dueño", "6. Gastos",
                     "Solicitud de audiencia: declaración de perro peligroso", "Nombre del dueño(a):", "Firma:"):
        assert expected in out, (expected, out)
    assert "${" not in out and "MN-347" not in out
    assert not english_left(out, office.tracy, *DD_PROPER), (english_left(out, office.tracy, *DD_PROPER), out)


def test_mn_347_50_a_bilingual_owner_gets_the_declaration_notice_in_spanish_then_english(office):
    from animaloffice.printing import dangerous_dog_papers

    _, n = _declared(office, "es+en")
    out = text(dangerous_dog_papers.notice_pdf(n.id))
    assert out.index("Aviso de declaración de perro peligroso") < out.index("Notice of declaration of a dangerous dog")
    assert out.index("Solicitud de audiencia") < out.index("Request for a hearing")


def test_mn_347_50_certificate_of_registration_to_a_spanish_reading_owner_is_in_spanish(office):
    from animaloffice.printing import dangerous_dog_papers
    from animaloffice.services import dangerous_dog_registration
    from animaloffice.services import dangerous_dogs as svc
    from animaloffice.services.payments import PaymentInput

    c, _ = _declared(office, "es")
    svc.record_registration(office.officer, c.id, insurance_kind="bond", insurer="Western Surety",
                            policy_number="B-90210", insurance_cents=300_000_00,
                            enclosure_inspected_on=date(2026, 6, 10), enclosure_inspector="la agente Dana Lind",
                            sign_issued_on=date(2026, 6, 10), sign_number="S-7", microchip="985112003456789",
                            microchip_maker="AVID")
    dangerous_dog_registration.pay_registration_fee(office.clerk, c.id, PaymentInput("check", 300_00, "1042"),
                                                    on=date(2026, 6, 10))
    dangerous_dog_registration.issue_certificate(office.clerk, c.id, on=date(2026, 6, 10))
    out = text(dangerous_dog_papers.certificate_pdf(c.id))
    for expected in ("Certificado de registro de perro peligroso", "debe renovarse a más tardar el jueves 10 de junio "
                     "de 2027", "fianza de $300,000.00, Western Surety, n.º B-90210",
                     "inspeccionado el 10 de junio de 2026 por la agente Dana Lind", "entregado el 10 de junio de 2026, "
                     "n.º S-7", "Mientras el perro esté registrado, el dueño debe", "Fabricante del microchip AVID",
                     "El año de registro comenzó el miércoles 10 de junio de 2026"):
        assert expected in out, (expected, out)
    assert not english_left(out, office.tracy, *DD_PROPER), (english_left(out, office.tracy, *DD_PROPER), out)


def test_mn_347_50_hearing_notice_and_upheld_decision_on_a_declaration_are_in_spanish(office):
    c, n = _declared(office, "es")
    hearings.record_request(office.clerk, n.id, received_on=date(2026, 6, 22), how="mail")
    s = hearings.schedule_hearing(office.officer, n.id, at=datetime.combine(date(2026, 7, 1), time(10, 0)),
                                  body="Hearing Officer", place="Tracy City Hall", sent_on=date(2026, 6, 23))
    out = text(letter_pdf([s.letter_id]))
    for expected in (f"Aviso de audiencia: declaración de su perro, caso de perro peligroso {c.number}",
                     "ante una autoridad de audiencias imparcial (Minn. Stat. § 347.541, subd. 1)",
                     "Hora: 10:00 a. m.", "Ante: la Autoridad de Audiencias, Ciudad de Tracy",
                     "Asunto: caso de perro peligroso", "Duke (Pit bull mix), declarado perro peligroso",
                     "Declarado perro peligroso: Sin provocación, causó un daño corporal sustancial",
                     "registros veterinarios y de adiestramiento"):
        assert expected in out, (expected, out)
    assert not english_left(out, office.tracy, *DD_PROPER), (english_left(out, office.tracy, *DD_PROPER), out)
    hearings.record_hearing(office.officer, s.hearing_id, attendees="El dueño; la agente Lind; J. Ames",
                            findings="El perro salió del patio y mordió una vez.")
    d = hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=date(2026, 7, 6),
                                conclusions="Mordida sin provocación que causó un daño corporal sustancial.",
                                method="registered")
    out = text(letter_pdf([d.letter_id]))
    for expected in ("Decisión por escrito de la Autoridad de Audiencias: declaración de su perro",
                     "Se le entrega por correo registrado (Minn. Stat. § 347.541, subd. 4)",
                     "Se confirma la declaración.", f"la declaración de perro peligroso {c.number} se mantiene por la "
                     "decisión del 6 de julio de 2026; los requisitos deben cumplirse a más tardar el 23 de julio de "
                     "2026 (14 días desde que se recibe esta decisión, que se considera recibida el 9 de julio de 2026)",
                     "Revisión", "según lo dispone la ley de Minnesota", "El aviso se notificó por"):
        assert expected in out, (expected, out)
    assert not english_left(out, office.tracy, *DD_PROPER, "J. Ames"), (english_left(out, office.tracy), out)


def test_t_4c_the_letter_on_a_city_appeal_restoring_the_revocation_is_in_spanish(office):
    from animaloffice.services import hearing_appeals

    sent = TODAY - timedelta(days=60)
    notice = _revoked(office, "es", sent)
    hearings.record_request(office.clerk, notice.id, received_on=sent + timedelta(days=2))
    s = hearings.schedule_hearing(office.officer, notice.id, at=datetime.combine(sent + timedelta(days=25), time(18)),
                                  sent_on=sent + timedelta(days=3))
    hearings.record_hearing(office.officer, s.hearing_id, attendees="La dueña; la Comisión de Policía",
                            findings="Los perros ya no ladran de noche.")
    decided = sent + timedelta(days=26)
    hearings.decide_hearing(office.officer, s.hearing_id, decision="reversed", decided_on=decided,
                            conclusions="No hay molestia.", method="mail")
    a = hearing_appeals.record_appeal(office.officer, s.hearing_id, filed_by="city", filed_on=decided + timedelta(days=2))
    outcome_on = decided + timedelta(days=20)
    out_info = hearing_appeals.record_appeal_outcome(office.officer, a.appeal_id, outcome="reversed",
                                                     outcome_on=outcome_on, method="mail")
    out = text(letter_pdf([out_info.letter_id]))
    received = outcome_on + timedelta(days=3)
    for expected in ("Resultado de la apelación: revocación de permiso TRA-P-1",
                     f"La apelación presentada por la ciudad el {fmt_short(decided + timedelta(days=2), 'es')}",
                     "sobre la revocación que consta en el aviso", "se deja sin efecto la decisión", "Qué cambia",
                     f"La revocación surte efecto el {fmt_date(received + timedelta(days=1), 'es')}, el día siguiente",
                     "es ilegal tener más de 3 animales en el lugar sin permiso",
                     "Cómo se calculó esa fecha: La revocación se restableció en la apelación; surte efecto",
                     f"se considera recibida el {fmt_date(received, 'es')}"):
        assert expected in out, (expected, out)
    assert not english_left(out, office.tracy), (english_left(out, office.tracy), out)


def test_t_8a_the_citation_its_hearing_notice_and_decision_to_a_spanish_reading_owner_are_in_spanish(office):
    from animaloffice.services import violations
    from tests.core.penalty_schedule import adopt_penalty_schedule

    adopt_penalty_schedule(office.tracy)  # a city that adopted a schedule: a citation with a hearing
    owner_id = _owner(office, "es")
    v = violations.record_violation(office.officer, owner_id=owner_id, kind="nuisance", nuisance_kind="at_large",
                                    occurred_on=date(2026, 10, 1), place="412 Emory St", officer="Agente Dahl")
    cited = violations.issue_citation(office.officer, v.id, on=date(2026, 10, 2))
    out = text(violations.citation_pdf(v.id))
    assert "Se aplica la tabla de multas administrativas que adoptó" in out, out
    hearings.record_request(office.clerk, cited.notice_id, received_on=date(2026, 10, 5))
    s = hearings.schedule_hearing(office.officer, cited.notice_id, at=datetime(2026, 10, 20, 18, 30),
                                  sent_on=date(2026, 10, 6), body="Police Commission")
    out = text(letter_pdf([s.letter_id]))
    for expected in (f"Asunto: citación {cited.citation_number}: Causar o permitir una molestia",
                     "andar suelto, 1 de octubre de 2026", "explicar por qué debe dejarse sin efecto la citación",
                     "impugnar la citación que consta en el aviso"):
        assert expected in out, (expected, out)
    assert not english_left(out, office.tracy), (english_left(out, office.tracy), out)
    hearings.record_hearing(office.officer, s.hearing_id, attendees="La dueña", findings="El perro andaba suelto.")
    d = hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", conclusions="Andaba suelto.",
                                decided_on=date(2026, 10, 21))
    out = text(letter_pdf([d.letter_id]))
    for expected in (f"Decisión por escrito de la Comisión de Policía: citación {cited.citation_number}",
                     f"La citación que consta en el aviso {cited.notice_number} queda confirmada."):
        assert expected in out, (expected, out)
    assert not english_left(out, office.tracy), (english_left(out, office.tracy), out)


def _call(office, letter_language: str, kind="noise"):
    from animaloffice.services import calls

    owner_id = _owner(office, letter_language)
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner_id, species="dog",
                              name="Canela", breed="Chihuahua")
    info = calls.record_call(office.clerk, jurisdiction_id=office.tracy, kind=kind, owner_id=owner_id, animal_id=a.id,
                             received_at=datetime.now().replace(microsecond=0) - timedelta(hours=5),
                             description="Ladra todas las noches", caller_name="Marguerite Oyelaran")
    calls.add_visit(office.officer, info.id, visited_at=datetime.now().replace(microsecond=0) - timedelta(hours=1),
                    notes="Se oyeron los ladridos desde la calle")
    return info


def test_t_2c_a_warning_to_a_spanish_reading_owner_is_in_spanish(office):
    from animaloffice.services import call_letters

    info = _call(office, "es")
    sent = call_letters.send_warning(office.officer, info.id, findings="El perro ladró una hora después de las 11.")
    out = text(call_letters.call_letter_pdf(sent.id))
    for expected in ("Advertencia: Ladridos u otros ruidos", "Estimado(a) Zoë Ngô:",
                     f"El {fmt_short(TODAY, 'es')}, un agente de control de animales investigó un informe sobre Canela "
                     "(perro, Chihuahua)", "Esta carta es una advertencia", "Tracy City Code § 8.30, subd. 2(C)",
                     f"Llamada {info.number}", "Lugar"):
        assert expected in out, (expected, out)
    assert "Oyelaran" not in out
    assert not english_left(out, office.tracy, info.number), (english_left(out, office.tracy, info.number), out)


def test_a_notice_to_comply_to_a_bilingual_owner_counts_its_day_in_spanish_then_english(office):
    from animaloffice.services import call_letters

    info = _call(office, "es+en", kind="unsanitary")
    sent = call_letters.send_notice_to_comply(office.officer, info.id, findings="La perrera no estaba limpia.")
    due = Notice.get_by_id(sent.id).other_deadline
    out = text(call_letters.call_letter_pdf(sent.id))
    english = out.index("Notice to comply")
    spanish = out[:english].rsplit("____", 1)[0] if "____" in out[:english] else out[:english]
    for expected in ("Aviso para corregir: Se tiene en condiciones antihigiénicas",
                     f"Usted debe corregirlo a más tardar el {fmt_short(due, 'es')}",
                     f"Corregir a más tardar {fmt_short(due, 'es')}", "Cómo se calculó el día",
                     f"El aviso se envió el {fmt_date(TODAY, 'es')}", "Por lo tanto, el día límite para corregirlo es"):
        assert expected in spanish, (expected, spanish)
    assert not english_left(spanish, office.tracy, info.number), (english_left(spanish, office.tracy, info.number), out)
    assert f"Comply by {fmt_short(due)}" in out[english:]


def test_mn_343_235_seizure_notice_and_its_form_to_a_spanish_reading_owner_are_in_spanish(office):
    from animaloffice.services import impound_notices, impounds, kennels, seizure_notice

    f = kennels.create_facility(office.admin, name="Tracy Animal Control Facility", address="336 Morgan St, Tracy",
                                phone="507-629-5530", hours="lun-vie 9:00-13:00")
    runs = kennels.add_kennels(office.admin, f.id, kind="run", codes=["R1"])
    owner_id = _owner(office, "es")
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner_id, species="dog",
                                name="Canela", breed="Chihuahua", sex="F")
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="neglect_abuse", animal_id=dog.id,
                        kennel_id=runs[0].id, on=date(2026, 3, 2), found_place="410 Elm St", officer="Agente Dahl",
                        condition="Encadenado sin agua ni refugio")
    info = seizure_notice.send_seizure_notice(office.officer, r.impound_id, on=date(2026, 3, 4), method="certified")
    out = text(impound_notices.notice_pdf(info.id))
    for expected in ("Aviso de captura: Canela", "Estimado(a) Zoë Ngô:", "puesto bajo custodia el 2 de marzo de 2026",
                     "maltrato o descuido", "Usted puede depositar una garantía", "$450.00",
                     "dentro de los 5 días hábiles", "dentro de los 10 días siguientes a la fecha de este aviso",
                     "a más tardar el 16 de marzo de 2026", "a partir del 17 de marzo de 2026", "Circunstancias",
                     "El aviso se dio el miércoles 4 de marzo de 2026",
                     "Cómo se calcularon las fechas El animal fue puesto bajo custodia el lunes 2 de marzo de 2026",
                     "Solicitud de audiencia: captura de Canela", "Mi derecho sobre el animal"):
        assert expected in out, (expected, out)
    proper = ("Tracy Animal Control Facility", "336 Morgan St", "410 Elm St", "Agente Dahl", "lun-vie")
    assert not english_left(out, office.tracy, *proper), (english_left(out, office.tracy, *proper), out)


def test_t_6d3_notice_to_obtain_a_license_to_a_spanish_reading_owner_is_in_spanish(office):
    from animaloffice.services import impound_notices

    owner_id = _owner(office, "es")
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner_id, species="dog",
                                name="Canela", breed="Chihuahua", sex="F")
    info = impound_notices.send_license_order(office.clerk, dog.id, on=date(2026, 11, 25))
    out = text(impound_notices.notice_pdf(info.id))
    for expected in ("Aviso para obtener la licencia para Canela (perro)", "se tiene sin la licencia que exige",
                     "Usted debe obtener la licencia a más tardar el 30 de noviembre de 2026, 2 días hábiles",
                     "Fecha límite 30 de noviembre de 2026", "Cómo se calculó la fecha límite",
                     "El día en que se dio el aviso es el miércoles 25 de noviembre de 2026 (día 0)",
                     "Día de Acción de Gracias", "Canela (perro), Chihuahua, hembra"):
        assert expected in out, (expected, out)
    assert not english_left(out, office.tracy), (english_left(out, office.tracy), out)


def test_t_3a_the_letter_to_license_an_animal_a_clinic_reported_is_in_spanish(office):
    from animaloffice.persistence.models.animals import Animal
    from animaloffice.services import rabies_letters, rabies_reports

    _owner(office, "es+en")
    day = TODAY - timedelta(days=5)
    csv = ("Client,Address,City,Zip,Pet Name,Species,Breed,Microchip #,Rabies Tag #,Date Given,Duration,Vet\n"
           f"Zoë Ngô,412 Emory St,Tracy,56175,Canela,Dog,Chihuahua,,R-9010,{day:%m/%d/%Y},1,Dr. Lindahl\n")
    rabies_reports.import_rabies_report(office.clerk, csv, jurisdiction_id=office.tracy, clinic="Clínica Nobles",
                                        dry_run=False)
    canela = Animal.get(Animal.name == "Canela").id
    [info] = rabies_letters.send_license_letters(office.clerk, [canela], jurisdiction_id=office.tracy, on=TODAY)
    out = text(rabies_letters.letters_pdf([info.id]))
    english = out.index("A license is needed for Canela")
    spanish = out[:english]
    for expected in ("Se necesita una licencia para Canela (perro)", f"fue vacunado(a) contra la rabia el "
                     f"{fmt_short(day, 'es')}", "El costo para un perro es de $", "Esta carta es también el aviso de",
                     "Informe de vacunación", "Licencia a más tardar", "Cómo se calculó el día"):
        assert expected in spanish, (expected, spanish)
    assert not english_left(spanish.rsplit("____", 1)[0], office.tracy, "Lindahl"), (english_left(spanish, office.tracy),
                                                                                    spanish)
