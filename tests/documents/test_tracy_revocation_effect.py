"""T-4C after a hearing: Tracy's subd. 4(C) gives no removal period. A decision upholding a revocation
(or an appeal restoring it, or a withdrawn request) makes it take effect; from then keeping the
animals without a permit is unlawful (T-8A, T-6D), for a 4-or-more-animals permit only those beyond
three. No letter gives Worthington's 10 days to remove (W-90.10H5), a release to the city or a refund."""
import io
from datetime import date, datetime, time, timedelta

import pypdf

from animaloffice.domain.explain import fmt_date
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.permits import Permit, PermitAnimal
from animaloffice.printing.hearing_letters import letter_pdf
from animaloffice.services import animals, hearing_appeals, hearings, owners, permit_life, permit_notices

TODAY = date.today()
SENT = TODAY - timedelta(days=60)
WORTHINGTON_WORDS = ("10 days", "remove the animals", "release them to the city", "considered released",
                     "refunded", "removal deadline")


def _flat(pdf: bytes) -> str:
    text = "\n".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages)
    return " ".join(text.split())


def _revoked_with_dogs(office):
    """A Tracy permit for four dogs (T-4A2), revoked, its letter sent on SENT."""
    jid = office.tracy
    o = owners.create_owner(office.clerk, jurisdiction_id=jid, first_name="Lena", last_name="Berg",
                            address={"line1": "9 Rowe St", "city": "Tracy", "postal_code": "56175"}).id
    permit = Permit.create(jurisdiction=jid, number="TRA-P-1", owner=o, permit_type="animal", premises="9 Rowe St",
                           status="active", issued_on=SENT - timedelta(days=200))
    for name in ("Bo", "Max", "Sky", "Fig"):
        dog = animals.create_animal(office.clerk, jurisdiction_id=jid, owner_id=o, species="dog", name=name).id
        PermitAnimal.create(permit=permit, animal=dog)
    permit_life.revoke_permit(office.officer, permit.id, grounds=["nuisance"], on=SENT)
    info = permit_notices.send_revocation_letter(office.officer, permit.id, sent_on=SENT)
    return permit.id, Notice.get_by_id(info.id)


def _hold(office, notice, *, received, decision="upheld"):
    r = hearings.record_request(office.clerk if received <= notice.hearing_deadline else office.officer,
                                notice.id, received_on=received,
                                accept_late_reason="" if received <= notice.hearing_deadline else "Mail delay.")
    s = hearings.schedule_hearing(office.officer, notice.id, at=datetime.combine(SENT + timedelta(days=25), time(18)),
                                  sent_on=received + timedelta(days=1))
    hearings.record_hearing(office.officer, s.hearing_id, attendees="The owner; the Police Commission",
                            findings="The dogs bark through the night.")
    decided = SENT + timedelta(days=26)
    d = hearings.decide_hearing(office.officer, s.hearing_id, decision=decision, decided_on=decided,
                                conclusions="The dogs are an animal nuisance.", method="mail")
    return r, s, d, decided


def test_t_4c_a_timely_request_stays_the_revocation_and_the_upheld_decision_says_when_it_takes_effect(office):
    pid, notice = _revoked_with_dogs(office)
    assert Permit.get_by_id(pid).removal_deadline == notice.hearing_deadline  # the last day under the permit
    _, s, d, decided = _hold(office, notice, received=SENT + timedelta(days=2))
    hearing_text = _flat(letter_pdf([s.letter_id]))
    assert "the revocation is stayed while the hearing is pending: it has not taken effect" in hearing_text
    assert "takes effect the day after you receive the decision" in hearing_text
    assert not [w for w in WORTHINGTON_WORDS if w in hearing_text]
    received = decided + timedelta(days=3)  # mailed: taken as received 3 days on (Minn. R. Civ. P. 6.05)
    assert d.removal_deadline == received == Permit.get_by_id(pid).removal_deadline
    text = _flat(letter_pdf([d.letter_id]))
    assert f"The revocation takes effect on {fmt_date(received + timedelta(days=1))}, the day after you receive" in text
    assert "From that day, keeping more than 3 animals at the premises without a permit is unlawful" in text
    assert "you may keep up to 3 animals" in text
    assert "Tracy City Code § 8.30, subd. 8(A)" in text and "T-8A" not in text and "T-4C" not in text
    assert not [w for w in WORTHINGTON_WORDS if w in text]
    assert "takes effect on" in Notice.get_by_id(d.letter_id).explanation or "takes effect on" in d.effect


def test_t_4c_after_a_late_request_the_decision_says_the_revocation_took_effect(office):
    pid, notice = _revoked_with_dogs(office)
    _, _, d, _ = _hold(office, notice, received=notice.hearing_deadline + timedelta(days=3))
    assert d.removal_deadline == notice.hearing_deadline  # a late request stayed nothing
    text = _flat(letter_pdf([d.letter_id]))
    effective = fmt_date(notice.hearing_deadline + timedelta(days=1))
    assert f"The revocation took effect on {effective}, as the revocation notice stated" in text
    assert "keeping more than 3 animals at the premises without a permit is unlawful" in text
    assert not [w for w in WORTHINGTON_WORDS if w in text]
    assert "it took effect on" in d.effect and "removal" not in d.effect


def test_t_4c_a_withdrawn_request_lets_the_revocation_take_effect_the_next_day(office):
    pid, notice = _revoked_with_dogs(office)
    r = hearings.record_request(office.clerk, notice.id, received_on=SENT + timedelta(days=2))
    withdrawn = SENT + timedelta(days=15)
    hearings.withdraw_request(office.clerk, r.request_id, on=withdrawn, reason="The owner rehomed a dog.")
    assert Permit.get_by_id(pid).removal_deadline == withdrawn  # not withdrawn + 10 days
    note = (AuditEntry.select().where(AuditEntry.action == "permit.removal_deadline")
            .order_by(AuditEntry.id.desc()).get().note)
    assert f"takes effect on {fmt_date(withdrawn + timedelta(days=1))}" in note and "remove" not in note


def test_t_4c_a_city_appeal_restoring_the_revocation_says_when_it_takes_effect(office):
    pid, notice = _revoked_with_dogs(office)
    _, s, _, decided = _hold(office, notice, received=SENT + timedelta(days=2), decision="reversed")
    assert Permit.get_by_id(pid).status == "active"
    a = hearing_appeals.record_appeal(office.officer, s.hearing_id, filed_by="city", filed_on=decided + timedelta(days=2))
    outcome_on = decided + timedelta(days=20)
    out = hearing_appeals.record_appeal_outcome(office.officer, a.appeal_id, outcome="reversed",
                                                outcome_on=outcome_on, method="mail")
    received = outcome_on + timedelta(days=3)
    permit = Permit.get_by_id(pid)
    assert permit.status == "revoked" and permit.removal_deadline == received
    text = _flat(letter_pdf([out.letter_id]))
    assert f"The revocation takes effect on {fmt_date(received + timedelta(days=1))}, the day after you receive" in text
    assert "keeping more than 3 animals at the premises without a permit is unlawful" in text
    assert not [w for w in WORTHINGTON_WORDS if w in text]
