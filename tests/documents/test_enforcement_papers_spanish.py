"""The enforcement papers a Spanish-reading owner receives, printed through the services and read
back from the PDF (the hearing papers' checks, ``test_hearing_papers_spanish``): every field filled,
dates and the counting of a deadline written the Spanish way, no English left; a bilingual owner
gets each in Spanish, then English. W-90.05C, T-8A (the citation and the hearing on it), MN-347.50
(the declaration notice, its form, the certificate and the hearing letters), T-2C (a call's
warning and notice to comply), MN-343.235 (the seizure notice and its form), T-6D3 (the notice to
obtain a license), T-3A (the letter to license an animal a clinic reported)."""
from datetime import date, datetime, time, timedelta

from animaloffice.documents.language import fmt_date, fmt_short
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.printing.hearing_letters import letter_pdf
from animaloffice.services import animals, hearings, owners
from tests.documents.test_desk_papers_spanish import reads, text
from tests.documents.test_hearing_papers_spanish import TODAY, _owner, english_left


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
                     "Animal: Canela, perro, Chihuahua", "Cantidad que debe pagar: $100.00",
                     "El perro no está esterilizado ni castrado y fue llevado bajo custodia por andar suelto el "
                     f"{fmt_date(occurred, 'es')}", "Esta es la vez número 1 en 12 meses",
                     "(Worthington City Code § 90.05(C))", "Cómo pagar", "a nombre de la Ciudad de Worthington",
                     f"Pague a más tardar el {fmt_date(issued.hearing_deadline, 'es')}",
                     "En el capítulo 90 del Código Municipal de Worthington no se prevé una audiencia sobre esta citación",
                     "la multa queda firme tal como se impuso",
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
    for expected in ("Infracción: Causar o permitir que un animal cause molestias:",
                     "que un animal cause molestias: ruido que perturba la", "comodidad o el descanso de otras personas",
                     "esta citación se remite al fiscal de la ciudad", "Animal: no se nombra ninguno",
                     "Remitida a la fiscalía; la oficina no cobra ninguna multa"):
        assert expected in out, (expected, out)
    assert "cuando escriba" in out and "pague" not in out  # nothing is paid on a referred citation
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
                     "Un perro que no se registre dentro de los 14 días siguientes al aviso puede ser capturado",
                     "Las demás obligaciones del dueño", "6. Gastos",
                     "Solicitud de audiencia: declaración de perro peligroso", "Nombre del dueño(a):", "Firma:"):
        assert expected in out, (expected, out)
    assert "${" not in out and "MN-347" not in out
    assert "28 de mayo de 2026, 7:40 a.\u00a0m." in out.replace("a. m.", "a.\u00a0m.") and " AM" not in out
    assert not english_left(out, office.tracy, *DD_PROPER), (english_left(out, office.tracy, *DD_PROPER), out)


def test_mn_347_50_a_bilingual_owner_gets_the_declaration_notice_in_spanish_then_english(office):
    from animaloffice.printing import dangerous_dog_papers

    _, n = _declared(office, "es+en")
    out = text(dangerous_dog_papers.notice_pdf(n.id))
    assert out.index("Aviso de declaración de perro peligroso") < out.index("Notice of declaration of a dangerous dog")
    assert out.index("Solicitud de audiencia") < out.index("Request for a hearing")
    # each language's form follows its own notice: "la página que sigue a este aviso" is the Spanish form
    assert out.index("Solicitud de audiencia") < out.index("Notice of declaration of a dangerous dog")
    assert "la página que sigue a este aviso" in out and "última página" not in out


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
                     "Se confirma la declaración.", f"la declaración de perro peligroso {c.number} queda confirmada por la "
                     "decisión del 6 de julio de 2026; los requisitos deben cumplirse a más tardar el 23 de julio de "
                     "2026 (14 días desde que se recibe esta decisión, que se considera recibida el 9 de julio de 2026)",
                     "Revisión", "según lo dispone la ley de Minnesota", "El aviso se notificó por"):
        assert expected in out, (expected, out)
    assert not english_left(out, office.tracy, *DD_PROPER, "J. Ames"), (english_left(out, office.tracy), out)


def test_mn_347_50_a_declaration_kept_with_conditions_reads_as_confirmed_in_spanish(office):
    """The decision keeps the declaration on new conditions: "queda confirmada con condiciones por la
    decisión", as a Spanish writer puts it (docs/spanish-reading.md)."""
    c, n = _declared(office, "es")
    hearings.record_request(office.clerk, n.id, received_on=date(2026, 6, 22), how="mail")
    s = hearings.schedule_hearing(office.officer, n.id, at=datetime.combine(date(2026, 7, 1), time(10, 0)),
                                  body="Hearing Officer", place="Tracy City Hall", sent_on=date(2026, 6, 23))
    hearings.record_hearing(office.officer, s.hearing_id, attendees="El dueño; la agente Lind",
                            findings="El perro salió del patio y mordió una vez.")
    d = hearings.decide_hearing(office.officer, s.hearing_id, decision="modified", decided_on=date(2026, 7, 6),
                                conclusions="Mordida sin provocación.", conditions="Bozal fuera de casa.",
                                method="registered")
    out = text(letter_pdf([d.letter_id]))
    assert (f"la declaración de perro peligroso {c.number} queda confirmada con condiciones por la decisión del "
            "6 de julio de 2026") in out, out
    assert "se mantiene" not in out, out


def test_t_8a_the_citation_its_hearing_notice_and_decision_to_a_spanish_reading_owner_are_in_spanish(office):
    from animaloffice.services import violations
    from tests.core.penalty_schedule import adopt_penalty_schedule

    adopt_penalty_schedule(office.tracy)  # a city that adopted a schedule: a citation with a hearing
    owner_id = _owner(office, "es")
    v = violations.record_violation(office.officer, owner_id=owner_id, kind="nuisance", nuisance_kind="at_large",
                                    occurred_on=date(2026, 10, 1), place="412 Emory St", officer="Agente Dahl")
    cited = violations.issue_citation(office.officer, v.id, on=date(2026, 10, 2))
    out = text(violations.citation_pdf(v.id))
    assert "Se aplica la tabla de multas administrativas adoptada mediante" in out, out
    hearings.record_request(office.clerk, cited.notice_id, received_on=date(2026, 10, 5))
    s = hearings.schedule_hearing(office.officer, cited.notice_id, at=datetime(2026, 10, 20, 18, 30),
                                  sent_on=date(2026, 10, 6), body="Police Commission")
    out = text(letter_pdf([s.letter_id]))
    for expected in (f"Asunto: citación {cited.citation_number}: Causar o permitir que un animal cause molestias",
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
                     f"Usted debe corregir el problema a más tardar el {fmt_short(due, 'es')}",
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
