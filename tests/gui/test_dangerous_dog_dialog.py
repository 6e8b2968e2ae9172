"""The dangerous-dog windows driven with qtbot (MN-347.50): declare a dog from the Tools menu or
from an animal, record registration items, take the fee, issue the certificate."""
import io
from datetime import date, timedelta

import pypdf
import pytest
from form_dialogs import Dialogs
from PySide6.QtCore import Qt

from animaloffice.domain import dangerous_dog_hearing as dd_hearing
from animaloffice.domain import dangerous_dogs as rules
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.dangerous_dogs import DangerousDogCase
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.profiles import profile_for
from animaloffice.services import animals, owners
from ui.context import AppContext
from ui.hearings import create_tab
from ui.hearings import dangerous_dog_cases as cases_ui
from ui.hearings.dangerous_dog_offer import animal_offer
from ui.widgets.forms import to_qdate

TODAY = date.today()


def _text(pdf):
    return " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())


@pytest.fixture
def ctx(qtbot, office):
    return AppContext(office.officer, office.tracy)


@pytest.fixture
def previews(monkeypatch):
    shown = []
    monkeypatch.setattr(cases_ui, "preview", lambda parent, pdf, title, doc_type, name: shown.append((title, pdf)))
    return shown


@pytest.fixture
def dog(office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Mai", last_name="Vang",
                            address={"line1": "12 Rowe St", "city": "Tracy", "postal_code": "56175"})
    return animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, name="Bruno",
                                 species="dog", breed="Rottweiler", sex="M").id


def test_mn_347_50_tools_menu_offers_the_dangerous_dog_windows(qtbot, ctx):
    tab = create_tab(ctx)
    qtbot.addWidget(tab)
    texts = [a.text().replace("&", "") for a in tab.menu_actions()]
    assert "Dangerous dogs…" in texts and "Declare a dangerous dog…" in texts


def test_mn_347_50_declare_register_and_certify(qtbot, ctx, office, dog, monkeypatch, previews, charges_confirmed):
    """MN-347.50: declare (a refusal stays next to its field), the notice previewed with its 14-day
    deadline; registration items, the fee, then the certificate."""
    d = Dialogs(monkeypatch)
    window = cases_ui.DangerousDogCases(ctx)
    qtbot.addWidget(window)
    window.show()
    assert not window.buttons["registration_items"].isEnabled() and window.buttons["declare"].isEnabled()

    d.fill["DeclareDialog"] = lambda dlg: None  # no dog chosen
    window.run("declare")
    assert "choose the dog" in d.last.banner.text() and DangerousDogCase.select().count() == 0

    def declare_without_facts(dlg):
        qtbot.keyClicks(dlg.dog.search, "Bru")
        assert dlg.dog.choices.count() == 1 and "Bruno (Rottweiler) · Vang, Mai" in dlg.dog.choices.currentText()
        dlg.kind.setCurrentIndex(dlg.kind.findData("dangerous"))
        assert dlg.ground.count() == 3 and "subd. 2(1)" in dlg.ground.itemText(0)
        dlg.incident_on.setDate(to_qdate(TODAY - timedelta(days=3)))
        dlg.incident_place.setText("Rowe St and 3rd St")
        assert "MN-347.50" in dlg.deadline.text() and "14 days" in dlg.deadline.toolTip()
    d.fill["DeclareDialog"] = declare_without_facts
    window.run("declare")
    assert "What happened" in d.last.banner.text() or "Facts" in d.last.banner.text()
    assert d.last.facts.property("invalid") is True
    assert DangerousDogCase.select().count() == 0 and previews == []

    def declare(dlg):
        declare_without_facts(dlg)
        dlg.facts.setPlainText("Killed a neighbour's cat in the alley.")
        dlg.ground.setCurrentIndex(dlg.ground.findData("dd_killed_animal"))
    d.fill["DeclareDialog"] = declare
    qtbot.mouseClick(window.buttons["declare"], Qt.MouseButton.LeftButton)
    case = DangerousDogCase.get()
    notice = Notice.get_by_id(case.notice_id)
    assert case.animal_id == dog and case.kind == "dangerous" and case.ground == "dd_killed_animal"
    assert case.declared_by == "Officer"  # the signed-in user's full name
    deadline = rules.hearing_request_deadline(profile_for(office.tracy), TODAY).value
    assert notice.hearing_deadline == deadline
    title, pdf = previews[-1]
    assert title == f"Declaration notice — {case.number}"
    text = _text(pdf)
    assert f"{deadline:%A} {deadline:%B} {deadline.day}, {deadline.year}" in text and "Request for a hearing" in text
    assert window.view.id == case.id and "missing" in window.view.status_label
    assert "Still missing" in window.details.text()

    def items(dlg):
        dlg.cover.setCurrentIndex(dlg.cover.findData("insurance"))
        dlg.insurer.setText("North Star Mutual")
        dlg.amount.setText("300,000.00")
        dlg.enclosure_set.setChecked(True)
        dlg.sign_set.setChecked(True)
        dlg.chip.setText("985 112 003 456 789")
    d.fill["RegistrationDialog"] = items
    window.buttons["registration_items"].click()
    assert Animal.get_by_id(dog).microchip == "985112003456789"
    row = DangerousDogCase.get_by_id(case.id)
    assert row.insurance_cents == 300_000_00 and row.enclosure_inspector == "Officer" and row.sign_issued_on == TODAY
    assert [i.code for i in window.view.checklist.missing] == ["fee"]
    assert window.buttons["pay_fee"].isEnabled() and not window.buttons["issue_certificate"].isEnabled()

    d.fill["FeeDialog"] = lambda dlg: dlg.method.setCurrentIndex(dlg.method.findData("cash"))
    window.buttons["pay_fee"].click()
    assert charges_confirmed[-1].startswith("Take the registration fee: charge $") and "by cash" in charges_confirmed[-1]
    assert window.view.checklist.complete and window.buttons["issue_certificate"].isEnabled()
    window.buttons["issue_certificate"].click()
    row = DangerousDogCase.get_by_id(case.id)
    assert row.status == "registered" and row.certificate_number
    title, pdf = previews[-1]
    assert title.startswith("Registration certificate") and row.certificate_number in _text(pdf)
    assert "registered dangerous dog until" in window.list.topLevelItem(0).text(5)


def test_mn_347_50_a_clerk_cannot_declare(qtbot, office, dog):
    window = cases_ui.DangerousDogCases(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(window)
    assert not window.buttons["declare"].isEnabled()


def test_mn_347_50_declare_from_an_animal(qtbot, ctx, dog, monkeypatch, previews):
    """MN-347.50: a window showing a dog with no case offers 'Declare dangerous dog…', the dog already chosen."""
    d = Dialogs(monkeypatch)
    parent = create_tab(ctx)
    qtbot.addWidget(parent)

    def declare(dlg):
        assert dlg.dog.animal_id() == dog and dlg.dog.choices.count() == 1
        dlg.kind.setCurrentIndex(dlg.kind.findData("potentially_dangerous"))
        dlg.ground.setCurrentIndex(dlg.ground.findData("pdd_chase"))
        dlg.facts.setPlainText("Chased a cyclist down Rowe St.")
        dlg.incident_place.setText("Rowe St")
    d.fill["DeclareDialog"] = declare
    assert animal_offer(ctx, dog).replace("&", "") == "Declare dangerous dog…"
    cases_ui.open_for_animal(ctx, dog, parent)
    case = DangerousDogCase.get()
    assert case.kind == "potentially_dangerous" and case.notice_id is not None
    window = parent.findChild(cases_ui.DangerousDogCases)
    assert window is not None and window.animal_id == dog and window.view.id == case.id
    assert previews and previews[-1][0].startswith("Declaration notice")


def test_mn_347_50_the_hearings_case_opens_the_dogs_case(qtbot, ctx, office, dog, monkeypatch, previews):
    """MN-347.50: the declaration is a case in the Hearings tab; from it the dog's case opens."""
    from animaloffice.services import dangerous_dogs as svc

    case, notice = svc.declare_and_notify(office.officer, animal_id=dog, kind="dangerous", ground="dd_bodily_harm",
                                          facts="Bit a child at the park.", incident_on=TODAY - timedelta(days=4),
                                          incident_place="City park", declared_by="Officer Dana Lind",
                                          declared_on=TODAY - timedelta(days=2))
    tab = create_tab(ctx)
    qtbot.addWidget(tab)
    tab.show_record("notice", notice.id)
    assert tab.case.summary.kind == "dangerous_dog"
    assert tab.case.heading.text().startswith(f"Declaration notice {notice.number}")
    assert "Bruno (Rottweiler)" in tab.model.index(0, 3).data() and tab.model.index(0, 1).data() == "declaration"
    opener = tab.case.buttons["open_matter"]
    assert opener.isEnabled() and opener.text().replace("&", "") == "Open the dog's case"
    opener.click()
    assert tab.dangerous_dogs.view.id == case.id and tab.dangerous_dogs.isVisible()


def test_mn_347_50_record_the_day_the_mailed_decision_was_received(qtbot, ctx, office, dog, monkeypatch):
    """MN-347.50 (347.541): the 14 days to comply count from the owner's receipt of the decision; the
    certified-mail receipt's day, entered in the window, moves the deadline; a day before the
    decision is refused next to its field."""
    from datetime import datetime, time

    from animaloffice.services import dangerous_dogs as svc
    from animaloffice.services import hearings

    case, notice = svc.declare_and_notify(office.officer, animal_id=dog, kind="dangerous", ground="dd_bodily_harm",
                                          facts="Bit a child at the park.", incident_on=TODAY - timedelta(days=42),
                                          incident_place="City park", declared_by="Officer Dana Lind",
                                          declared_on=TODAY - timedelta(days=40), sent_on=TODAY - timedelta(days=40))
    hearings.record_request(office.clerk, notice.id, received_on=notice.sent_on + timedelta(days=5), how="mail")
    s = hearings.schedule_hearing(office.officer, notice.id, sent_on=notice.sent_on + timedelta(days=6),
                                  at=datetime.combine(TODAY - timedelta(days=25), time(10, 0)), body="Hearing Officer")
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Owner; Officer Lind", findings="One bite.")
    decided = TODAY - timedelta(days=20)
    hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=decided,
                            conclusions="Unprovoked.", method="registered")
    d = Dialogs(monkeypatch)
    window = cases_ui.DangerousDogCases(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(window)
    window.select(case.id)
    button = window.buttons["decision_received"]
    assert button.isEnabled() and "taken as received" in window.details.text()

    d.fill["DecisionReceivedDialog"] = lambda dlg: dlg.received.setDate(to_qdate(decided - timedelta(days=1)))
    button.click()
    assert "before the decision was sent" in d.last.banner.text() and d.last.received.property("invalid") is True
    assert DangerousDogCase.get_by_id(case.id).decision_received_on is None

    received = decided + timedelta(days=8)
    d.fill["DecisionReceivedDialog"] = lambda dlg: dlg.received.setDate(to_qdate(received))
    button.click()
    row = DangerousDogCase.get_by_id(case.id)
    expected = rules.compliance_deadline(profile_for(office.tracy), decided, sent_by="certified", received_on=received)
    assert row.decision_received_on == received and row.compliance_deadline == expected.value
    assert f"{expected.value:%m/%d/%Y}" in window.details.text() and "Decision received" in window.details.text()


def test_mn_347_541_declaring_a_seized_dog_names_the_facility_where_it_is_held(qtbot, ctx, office, dog,
                                                                              monkeypatch, previews):
    """MN-347.541 (subd. 3): ticking 'seized' offers the facility (that of the dog's kennel), turns the
    owner's contact fields off, and the notice previewed names the facility and the office."""
    from animaloffice.services import impounds, kennels
    from animaloffice.services.jurisdictions import set_office_settings

    set_office_settings(office.admin, {"office_name": "Tracy Animal Control", "office_phone": "507-555-0100"})
    kennels.create_facility(office.admin, name="County Shelter", address="9 Elm St, Walnut Grove")
    shelter = kennels.create_facility(office.admin, name="Tracy Animal Shelter", address="1200 Hwy 14 W")
    [run] = kennels.add_kennels(office.admin, shelter.id, kind="run", codes=["R1"])
    impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="neglect_danger", animal_id=dog,
                    kennel_id=run.id, on=TODAY - timedelta(days=2))
    d = Dialogs(monkeypatch)

    def declare(dlg):
        assert not dlg.facility.isVisibleTo(dlg) and dlg.kept_at.isEnabled()
        dlg.kept_at.setText("12 Rowe St")
        dlg.seized_set.setChecked(True)
        assert dlg.facility.isVisibleTo(dlg) and dlg.facility.isEnabled()
        assert dlg.facility.currentText() == "Tracy Animal Shelter"  # where the dog is impounded
        assert not dlg.kept_at.isEnabled() and dlg.kept_at.text() == "" and not dlg.contact_name.isEnabled()
        assert "office as the contact" in dlg.held_note.text()
        dlg.seized.setDate(to_qdate(TODAY - timedelta(days=2)))
        dlg.incident_on.setDate(to_qdate(TODAY - timedelta(days=3)))
        dlg.kind.setCurrentIndex(dlg.kind.findData("dangerous"))
        dlg.facts.setPlainText("Bit a mail carrier on the forearm.")
        dlg.incident_place.setText("Rowe St")
    d.fill["DeclareDialog"] = declare
    cases_ui.open_for_animal(ctx, dog, create_tab(ctx))
    case = DangerousDogCase.get()
    assert case.facility_id == shelter.id and case.contact_name == "Tracy Animal Control"
    text = _text(previews[-1][1])
    assert "Where the dog is held: Tracy Animal Shelter, 1200 Hwy 14 W" in text
    assert "For the dog, contact Tracy Animal Control, telephone 507-555-0100" in text


def test_mn_347_50_registration_dialog_records_sterilization_and_the_tag(qtbot, ctx, office, monkeypatch):
    """MN-347.50 (347.52 (d), 347.51 subd. 7): the registration dialog of a dangerous dog records the
    sterilization and the tag; the checklist in the window shows them done."""
    from animaloffice.services import dangerous_dogs as svc

    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Lee", last_name="Moua",
                            address={"line1": "5 Union St", "city": "Tracy", "postal_code": "56175"})
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, name="Tank",
                                species="dog", breed="Mastiff", sex="M", altered=False).id
    case, _ = svc.declare_and_notify(office.officer, animal_id=dog, kind="dangerous", ground="dd_bodily_harm",
                                     facts="Bit a child.", incident_on=TODAY - timedelta(days=6),
                                     incident_place="Union St", declared_by="Officer Dana Lind",
                                     declared_on=TODAY - timedelta(days=5), sent_on=TODAY - timedelta(days=5))
    d = Dialogs(monkeypatch)
    window = cases_ui.DangerousDogCases(ctx)
    qtbot.addWidget(window)
    window.select(case.id)
    assert "The owner must still see to: sterilized (spayed or neutered)" in window.details.text()

    def duties(dlg):
        dlg.sterilized_set.setChecked(True)
        dlg.sterilized_by.setText("Tracy Vet Clinic")
        dlg.tag_set.setChecked(True)
        dlg.tag_number.setText("DD-17")
    d.fill["RegistrationDialog"] = duties
    window.buttons["registration_items"].click()
    row = DangerousDogCase.get_by_id(case.id)
    assert (row.sterilized_on, row.sterilized_by, row.tag_number, row.tag_issued_on) == (
        TODAY, "Tracy Vet Clinic", "DD-17", TODAY)
    assert Animal.get_by_id(dog).altered is True
    assert "must still see to" not in window.details.text() and "no. DD-17" in window.details.text()


def test_mn_347_541_hearing_dialogs_warn_of_the_statutes_days_and_offer_only_its_delivery(qtbot, ctx, office, dog):
    """MN-347.541 (subd. 4): scheduling a declaration's hearing more than 14 days after the request, or
    dating its decision more than 10 days after the hearing, shows a warning before saving; the
    decision goes by registered mail or by hand, the only choices offered."""
    from datetime import datetime, time

    from animaloffice.queries.hearing_cases import case_summary
    from animaloffice.services import dangerous_dogs as svc
    from animaloffice.services import hearings
    from ui.hearings import dialogs

    sent = TODAY - timedelta(days=40)
    case, notice = svc.declare_and_notify(office.officer, animal_id=dog, kind="dangerous", ground="dd_bodily_harm",
                                          facts="Bit a child at the park.", incident_on=sent - timedelta(days=2),
                                          incident_place="City park", declared_by="Officer Dana Lind",
                                          declared_on=sent, sent_on=sent)
    requested = sent + timedelta(days=5)
    hearings.record_request(office.clerk, notice.id, received_on=requested, how="mail")
    schedule = dialogs.ScheduleDialog(ctx, case_summary(notice.id, TODAY))
    qtbot.addWidget(schedule)
    due = dd_hearing.hearing_due(profile_for(office.tracy), requested).value
    schedule.on.setDate(to_qdate(due))
    assert "last day to hold the hearing" not in schedule.day_warning.text()
    schedule.on.setDate(to_qdate(due + timedelta(days=1)))
    assert "the last day to hold the hearing" in schedule.day_warning.text()
    assert schedule.day_warning.isVisibleTo(schedule)
    s = hearings.schedule_hearing(office.officer, notice.id, sent_on=requested,
                                  at=datetime.combine(requested + timedelta(days=8), time(10, 0)),
                                  body="Hearing Officer")
    hearings.record_hearing(office.officer, s.hearing_id, attendees="Owner; Officer Lind", findings="One bite.")
    decision = dialogs.DecisionDialog(ctx, case_summary(notice.id, TODAY))
    qtbot.addWidget(decision)
    assert [decision.method.itemData(i) for i in range(decision.method.count())] == ["registered", "in_person"]
    decision.decided.setDate(to_qdate(requested + timedelta(days=9)))
    assert decision.day_warning.text() == ""
    decision.decided.setDate(to_qdate(requested + timedelta(days=8 + 20)))
    assert "the last day to issue the decision" in decision.day_warning.text()
