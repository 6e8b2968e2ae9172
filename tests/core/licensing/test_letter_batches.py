"""Month batches of letters: the progress reaches the window while owners are still looked up (the
long part on a big office), a cancel there stops before any letter is drawn, and a renewal reminder
asks for the certificate that falls due just after the license ends (T-3A, T-3B)."""
from datetime import date

import pytest

from animaloffice.documents import licensing_letters as letters_module
from animaloffice.domain.errors import CancelledError
from animaloffice.persistence import profiles
from animaloffice.printing import license_documents as docs
from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def _last_years_licenses(office, desk, n):
    last_year = TODAY.year - 1
    for i in range(n):
        dog = desk.dog(shot=date(last_year, 6, 1), name=f"Dog{i}")
        licensing.issue_license(office.clerk, animal_id=dog, year=last_year, on=date(last_year, 6, 2), payment=PaymentInput("cash"))
    return last_year


def test_t_3a_renewal_batch_reports_progress_while_looking_up_owners(office, desk, monkeypatch):
    year = _last_years_licenses(office, desk, 3)
    events = []
    draw = letters_module.render_license_letters

    def drawing(*args, **kwargs):
        events.append("draw")
        return draw(*args, **kwargs)

    monkeypatch.setattr(letters_module, "render_license_letters", drawing)
    batch = docs.build_letter_batch("renewal", office.tracy, year, 12,
                                    progress=lambda i, n: events.append((i, n)) or True)
    assert len(batch.subjects) == 3 and batch.pdf
    assert events[0] == (0, docs.PROGRESS_STEPS)  # reported before any letter was drawn
    reports = [e[0] for e in events if e != "draw"]
    assert reports == sorted(reports) and reports[-1] >= docs.PROGRESS_STEPS // 2
    assert all(e == "draw" or e[1] == docs.PROGRESS_STEPS for e in events)


def test_cancel_while_looking_up_owners_stops_the_batch(office, desk, monkeypatch):
    year = _last_years_licenses(office, desk, 2)

    def never(*args, **kwargs):
        raise AssertionError("letters were drawn after the cancel")

    monkeypatch.setattr(letters_module, "render_license_letters", never)
    with pytest.raises(CancelledError):
        docs.build_letter_batch("renewal", office.tracy, year, 12, progress=lambda i, n: False)


def test_t_3b_renewal_reminder_asks_for_a_certificate_due_just_after_the_license_ends(office, desk):
    """Renewed in the first weeks of the new year, the license would be refused (T-3B): the
    reminder says to bring the new certificate; one due well after that asks for nothing."""
    from animaloffice.domain.deadlines import add_years
    from animaloffice.queries import license_letters

    last_year = TODAY.year - 1
    soon = desk.dog(shot=add_years(date(last_year + 1, 1, 12), -3), name="Soon")
    later = desk.dog(shot=add_years(date(last_year + 1, 6, 12), -3), name="Later")
    for dog in (soon, later):
        licensing.issue_license(office.clerk, animal_id=dog, year=last_year, on=date(last_year, 6, 2), payment=PaymentInput("cash"))
    letters = {l.animal_name: l for l in license_letters.renewal_reminders(office.tracy, last_year, 12,
                                                                          on=date(last_year, 11, 25))}
    assert f"due by January 12, {last_year + 1}" in letters["Soon"].certificate_needed
    assert letters["Later"].certificate_needed == ""


def test_recording_letters_refuses_anything_but_a_prepared_batch(office):
    """Nothing half-recorded: a stray value instead of the batch's letters is refused by name."""
    from animaloffice.domain.errors import ValidationError
    from animaloffice.persistence.models.enforcement import Notice
    from animaloffice.services.licensing_notices import record_letters_sent

    for stray in ("renewal", 42, [object()]):
        with pytest.raises(ValidationError) as info:
            record_letters_sent(office.clerk, stray)
        assert info.value.field == "subjects"
    assert Notice.select().count() == 0


def test_t_3b_certificate_due_letter_is_not_sent_again_after_a_renewal(office, desk, monkeypatch):
    """T-3B: the letter for a certificate due next month, sent under the old license, counts for the
    renewal too: the animal's certificate is due on the same day."""
    from datetime import timedelta

    from animaloffice.domain.deadlines import add_months, add_years
    from animaloffice.services.licensing_notices import record_letters_sent
    due = add_months(TODAY.replace(day=1), 1).replace(day=15)
    if due.year != TODAY.year:  # December: next month is past this license's year; the month's last day
        due = TODAY.replace(day=31)
    dog = desk.dog(shot=add_years(due, -3))
    sold = max(TODAY - timedelta(days=100), licensing.first_sale_day_for(office.tracy, TODAY.year))
    old = licensing.issue_license(office.clerk, animal_id=dog, on=sold, year=TODAY.year, payment=PaymentInput("cash"))
    batch = docs.build_letter_batch("certificate_due", office.tracy, due.year, due.month)
    assert [s.license_id for s in batch.subjects] == [old.license_id]
    record_letters_sent(office.clerk, list(batch.subjects))
    if TODAY < licensing.first_sale_day_for(office.tracy, TODAY.year + 1):
        # next year's license is not on sale yet: renew as an office that sells it all year would
        from dataclasses import replace
        shipped = profiles.profile_for(office.tracy)
        all_year = replace(shipped, readings=replace(shipped.readings, next_year_sales_from=(1, 1)))
        monkeypatch.setattr(licensing, "profile_for", lambda jid: all_year)
    new = licensing.renew_license(office.clerk, old.license_id, payment=PaymentInput("cash"))
    monkeypatch.undo()
    again = docs.build_letter_batch("certificate_due", office.tracy, due.year, due.month)
    assert again.subjects == () and again.pdf is None
    unsent = docs.build_letter_batch("certificate_due", office.tracy, due.year, due.month, skip_sent=False)
    assert [s.license_id for s in unsent.subjects] == [new.license_id]
