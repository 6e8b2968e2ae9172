"""A notice without proof of service leaves the follow-up list once what it served is over
(``queries.unserved_notices``): an impound, posting, quarantine or seizure notice when its impound is
closed and nothing is left owing on its bill (MN-347.14, T-6D5, MN-343.235), a notice of hearing when
its hearing is decided or cancelled, a declaration when its case is registered, rescinded or closed
(MN-347.50), a citation when it is paid (its penalty no longer rests on it). A denial stays, however long ago its deadline passed (T-4A): its decision stands only
once the period counted from service has run."""
from datetime import date, datetime, time

from animaloffice.queries.charges import unpaid_charges
from animaloffice.queries.hearings import NO_PROOF, follow_up
from animaloffice.queries.unserved_notices import without_proof
from animaloffice.services import (
    dangerous_dog_outcomes,
    dangerous_dog_registration,
    dangerous_dogs,
    hearings,
    impound_notices,
    impound_release,
    impounds,
    payments,
    seizure_claims,
    seizure_notice,
    service_of_notice,
    violations,
)
from animaloffice.services.payments import PaymentInput
from tests.core.dangerous_dogs.conftest import declare
from tests.core.dangerous_dogs.conftest import make_dog as make_dangerous_dog
from tests.core.hearings.conftest import make_denial
from tests.core.impounds.conftest import make_dog, make_owner
from tests.core.penalty_schedule import adopt_penalty_schedule

MON = date(2026, 3, 2)


def _listed(office):
    return [n.notice_id for n in without_proof(office.tracy)]


def test_mn_347_14_an_impound_notice_leaves_once_the_dog_is_reclaimed_and_its_bill_paid(office):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, licensed_on=date(2026, 1, 12))
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog, on=MON)
    n = impound_notices.send_impound_notice(office.clerk, r.impound_id, on=MON, method="in_person")
    assert _listed(office) == [n.id]
    # the Hearings tab's follow-up lists it too, opening the impound where it is served again
    [item] = [f for f in follow_up(office.tracy, date(2026, 3, 4)) if f.what == NO_PROOF]
    assert (item.notice_id, item.due, item.record_kind, item.record_id) == (n.id, MON, "impound", r.impound_id)
    assert item.clears == "Record service on the impound" and item.detail.endswith("· Impound notice: record "
                                                                                   "service on the impound: who "
                                                                                   "delivered or posted it, and when")
    # the owner reclaims Pepper on Friday 3/6 and pays the bill: nothing rests on the notice any more
    impound_release.reclaim(office.clerk, r.impound_id, on=date(2026, 3, 6), payment=PaymentInput("cash"))
    assert _listed(office) == []


def test_mn_347_14_a_posting_leaves_with_the_disposal_and_a_notice_comes_back_with_a_bounced_check(office):
    stray = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                            new_animal={"species": "dog", "colour": "tan"}, on=MON)
    posted = impound_notices.post_notice(office.clerk, stray.impound_id, on=MON,
                                         places=["City Hall", "Post office", "Public library"])
    assert _listed(office) == []  # proven by its posting
    [attempt] = service_of_notice.attempts_of(posted.id)
    service_of_notice.void_attempt(office.clerk, attempt.id, "posted on the wrong board; to be posted again")
    assert _listed(office) == [posted.id]
    impound_release.dispose(office.officer, stray.impound_id, outcome="transferred_out", on=date(2026, 3, 10),
                            party="Prairie Pet Rescue", party_address="Marshall, MN")
    assert _listed(office) == []
    owner = make_owner(office, office.tracy, last="Berg")
    dog = make_dog(office, office.tracy, owner, name="Bo", licensed_on=date(2026, 1, 12))
    held = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog, on=MON)
    told = impound_notices.send_impound_notice(office.clerk, held.impound_id, on=MON, method="in_person")
    out = impound_release.reclaim(office.clerk, held.impound_id, on=date(2026, 3, 5),
                                  payment=PaymentInput("check", reference="1044"))
    assert _listed(office) == []
    payments.void_payment(office.admin, out.receipt.payment_id, "check 1044 returned unpaid")
    assert _listed(office) == [told.id]  # the bill is owed again, by an owner the notice told of the impound
    payments.pay_charges(office.clerk, [c.id for c in unpaid_charges(subject_table="impound",
                                                                      subject_id=held.impound_id)],
                         PaymentInput("cash"), on=date(2026, 3, 9))
    assert _listed(office) == []


def test_t_6d5_a_quarantine_notice_outlasts_the_quarantine_until_the_animal_leaves(office):
    bite, until = date(2026, 3, 2), date(2026, 3, 12)
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, shot_on=date(2026, 1, 5))
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine", animal_id=dog, on=bite, quarantine="bite", bite_on=bite)
    n = impound_notices.send_quarantine_notice(office.officer, r.impound_id, on=bite, method="certified")
    impounds.record_vet_certificate(office.officer, r.impound_id, certified_on=until, vet_name="Dr. X")
    assert _listed(office) == [n.id]  # the observation ended 3/12; its disposal still rests on the notice
    impound_release.dispose(office.officer, r.impound_id, outcome="adoption", on=date(2026, 3, 13),
                            party="Ann Lee", party_address="1 Elm St, Tracy")
    assert _listed(office) == []


def test_mn_343_235_a_seizure_notice_stays_while_a_claim_stands_and_leaves_once_the_seizure_is_resolved(office):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, name="Duke")
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="neglect_abuse", animal_id=dog, on=MON, found_place="410 Elm St",
                        condition="Chained without water")
    n = seizure_notice.send_seizure_notice(office.officer, r.impound_id, on=date(2026, 3, 4), method="certified")
    claim = seizure_claims.request_hearing(office.officer, r.impound_id, received_on=date(2026, 3, 9),
                                           claimant_name="Ida Halvorson")
    assert _listed(office) == [n.id]
    seizure_claims.end_claim(office.officer, claim.id, ended_on=date(2026, 3, 16), reason="hearing held; forfeited")
    assert _listed(office) == [n.id]  # the claim ended, the dog still held
    impound_release.dispose(office.officer, r.impound_id, outcome="adoption", on=date(2026, 3, 17),
                            party="Ann Lee", party_address="1 Elm St, Tracy")
    assert _listed(office) == []


def test_a_notice_of_hearing_leaves_once_its_hearing_is_decided_or_cancelled(office):
    case = make_denial(office, date(2026, 6, 12))
    hearings.record_request(office.clerk, case.notice_id, received_on=date(2026, 6, 15))
    s = hearings.schedule_hearing(office.officer, case.notice_id, at=datetime.combine(date(2026, 7, 6), time(18)),
                                  sent_on=date(2026, 6, 22), method="certified")
    assert _listed(office) == [s.letter_id]  # the denial left with the request; its hearing's notice is listed
    hearings.cancel_hearing(office.officer, s.hearing_id, reason="the commission lacks a quorum")
    assert _listed(office) == []
    again = hearings.schedule_hearing(office.officer, case.notice_id, at=datetime.combine(date(2026, 7, 13), time(18)),
                                      sent_on=date(2026, 6, 29), method="certified")
    assert _listed(office) == [again.letter_id]
    hearings.record_hearing(office.officer, again.hearing_id, attendees="Owner; commission", findings="Goats.")
    assert _listed(office) == [again.letter_id]  # held, not yet decided
    hearings.decide_hearing(office.officer, again.hearing_id, decision="upheld", decided_on=date(2026, 7, 16),
                            conclusions="Livestock is prohibited in the city.")
    assert again.letter_id not in _listed(office)


def test_t_4a_a_denial_without_proof_stays_long_after_its_deadline_passed(office):
    case = make_denial(office, date(2025, 12, 9))
    [attempt] = service_of_notice.attempts_of(case.notice_id)
    service_of_notice.record_mailer(office.clerk, attempt.id, mailed_by="Front desk")
    assert without_proof(office.tracy) == []  # mailed first class: the affidavit of mailing proves it
    service_of_notice.void_attempt(office.clerk, attempt.id, "mailed to the old address")
    assert _listed(office) == [case.notice_id]
    [item] = [f for f in follow_up(office.tracy, date(2026, 12, 4)) if f.what == NO_PROOF]
    assert (item.notice_id, item.due, item.record_kind) == (case.notice_id, date(2025, 12, 9), "notice")


def test_mn_347_50_a_declaration_leaves_once_the_dog_is_registered_or_the_case_closed(office):
    from tests.core.dangerous_dogs.test_dangerous_dog_services import _complete

    registered = declare(office, make_dangerous_dog(office), on=date(2026, 6, 1))
    first = dangerous_dogs.send_declaration_notice(office.officer, registered.id, sent_on=date(2026, 6, 1))
    closed = declare(office, make_dangerous_dog(office, name="Rex"), on=date(2026, 6, 2))
    second = dangerous_dogs.send_declaration_notice(office.officer, closed.id, sent_on=date(2026, 6, 2))
    assert _listed(office) == [first.id, second.id]  # certified, no return of the mail yet
    _complete(office, registered.id, on=date(2026, 6, 12))
    assert _listed(office) == [first.id, second.id]  # the registration is complete, not yet issued
    dangerous_dog_registration.issue_certificate(office.clerk, registered.id, on=date(2026, 6, 12))
    assert _listed(office) == [second.id]
    dangerous_dog_outcomes.close_case(office.officer, closed.id, on=date(2026, 7, 1), why="died")
    assert _listed(office) == []


def test_a_citation_leaves_once_paid_and_comes_back_when_the_payment_is_voided(office):
    adopt_penalty_schedule(office.tracy)
    owner = make_owner(office, office.tracy)
    v = violations.record_violation(office.officer, owner_id=owner, kind="no_license", occurred_on=MON)
    issued = violations.issue_citation(office.officer, v.id, on=date(2026, 3, 3), method="in_person")
    assert _listed(office) == [issued.notice_id]  # handed over, its server not yet recorded
    paid = violations.pay_citation(office.clerk, v.id, PaymentInput("check", reference="2210"), on=date(2026, 3, 9))
    assert _listed(office) == []  # the penalty is paid: nothing rests on the notice
    payments.void_payment(office.admin, paid.payment_id, "check 2210 returned unpaid")
    assert _listed(office) == [issued.notice_id]
