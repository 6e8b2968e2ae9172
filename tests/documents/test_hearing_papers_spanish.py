"""The hearing papers a Spanish-reading owner receives, printed through the services and read back
from the PDF: every field filled, dates, times and the counting of a deadline written the Spanish
way, no English left (names, streets, the city's buildings and code, statute citations aside); a
bilingual owner gets each paper in Spanish, then in English, and an English-reading owner's as
before. T-4A, T-4C (the notice of hearing, the written decision, the letter on an appeal's outcome,
the permit denial notice and the revocation letter), W-90.10H5 (a commercial revocation's removal
deadline). The enforcement papers are in ``test_enforcement_papers_spanish``."""
from datetime import date, datetime, time, timedelta

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
written writing conditions expires reinstated issued citation citations violation penalty fine pay paid
security seizure seized custody dangerous potentially declared declaration sterilized sterilization register
registration registered enclosure warning comply correct reported obtain deadline bond insurance running large
noise barking kept contest contested affirmed rescinded stands record records outcome""".split())
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
                     "Esta es la decisión por escrito de la Comisión de Policía, tomada el 8 de julio de 2026.", "Hechos probados",
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


def _revoked_and_scheduled(office, sent: date):
    """The revocation of `sent` to a Spanish-reading holder, a hearing asked for on time (which
    stays it) and scheduled 25 days after the letter."""
    notice = _revoked(office, "es", sent)
    hearings.record_request(office.clerk, notice.id, received_on=sent + timedelta(days=2))
    s = hearings.schedule_hearing(office.officer, notice.id, at=datetime.combine(sent + timedelta(days=25), time(18)),
                                  sent_on=sent + timedelta(days=3))
    return notice, s


def test_t_4c_a_stayed_revocation_upheld_says_in_spanish_when_it_takes_effect_and_how_that_was_counted(office):
    sent = TODAY - timedelta(days=60)
    notice, s = _revoked_and_scheduled(office, sent)
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


def test_t_4b_the_reasons_the_program_gives_for_a_denial_are_in_spanish_on_the_notice_and_at_the_hearing(office):
    from animaloffice.queries import permit_checks
    from animaloffice.services import permits as svc

    owner_id = _owner(office, "es")
    rec = svc.record_application(office.clerk, owner_id=owner_id, permit_type="animal", species=["goat"],
                                 on=TODAY - timedelta(days=9), premises="412 Emory St")
    svc.deny_application(office.officer, rec.application_id, on=TODAY - timedelta(days=8),
                         reasons=permit_checks.approval_refusals(rec.application_id))
    info = permit_notices.send_denial_notice(office.officer, rec.application_id, sent_on=TODAY - timedelta(days=8))
    out = _permit_text(info.id)
    reason = "No se puede otorgar un permiso para ganado (cabra); el ganado está prohibido dentro de los límites"
    assert reason in out and "T-4B4" not in out, out
    assert not english_left(out, office.tracy), (english_left(out, office.tracy), out)
    hearings.record_request(office.clerk, info.id, received_on=TODAY - timedelta(days=6))
    s = hearings.schedule_hearing(office.officer, info.id, at=datetime.combine(TODAY + timedelta(days=7), time(18)),
                                  sent_on=TODAY - timedelta(days=5))
    out = text(letter_pdf([s.letter_id]))
    assert reason in out, out
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
                     "(Worthington City Code § 90.10(H)(5)). Los días se cuentan",
                     "Cómo pedir una audiencia",
                     "En el capítulo 90 del Código Municipal de Worthington no se prevé una audiencia sobre esta revocación",
                     "la práctica de la oficina; el capítulo 90 no fija ningún plazo"):
        assert expected in spanish, (expected, spanish)
    assert not english_left(spanish, office.worthington), (english_left(spanish, office.worthington), spanish)
    assert "No part of the fee paid for this permit ($150.00) is refunded" in out[english:]


def test_t_4c_the_letter_on_a_city_appeal_restoring_the_revocation_is_in_spanish(office):
    from animaloffice.services import hearing_appeals

    sent = TODAY - timedelta(days=60)
    notice, s = _revoked_and_scheduled(office, sent)
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


def test_t_4a_a_moved_hearing_with_exhibits_is_announced_in_spanish(office):
    from animaloffice.services import attachments

    jpeg = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + bytes(range(256)) * 8 + b"\xff\xd9"
    notice = _revoked(office, "es", TODAY - timedelta(days=3))
    hearings.record_request(office.clerk, notice.id, received_on=TODAY - timedelta(days=1))
    first = datetime.combine(TODAY + timedelta(days=14), time(18, 30))
    s = hearings.schedule_hearing(office.officer, notice.id, at=first, sent_on=TODAY)
    attachments.attach(office.officer, subject_table="hearing", subject_id=s.hearing_id, file_name="IMG_1.jpg",
                       data=jpeg, caption="Los perros en el patio")
    moved = hearings.reschedule_hearing(office.officer, s.hearing_id, at=first + timedelta(days=7), sent_on=TODAY,
                                        reason="La dueña pidió otra fecha.")
    out = text(letter_pdf([moved.letter_id]))
    for expected in (f"Este aviso reemplaza el aviso de la audiencia fijada para el {fmt_date(first.date(), 'es')} a "
                     "las 6:30 p. m.", "Pruebas documentales", "Prueba 1: Los perros en el patio (foto, ",
                     f"agregada el {fmt_short(TODAY, 'es')})", f"Fecha: {fmt_date(first.date() + timedelta(days=7), 'es')}"):
        assert expected in out, (expected, out)
    assert not english_left(out, office.tracy), (english_left(out, office.tracy), out)
