"""Bite reports, photos and papers, and veterinarians' rabies reports through the window: a bite
recorded from its call and taken in for its observation; photos attached to an impound at the
intake desk and shown as thumbnails; a clinic's list filed and the letters printed for the
unlicensed; the owner's record listing the calls and bites."""
import io
from datetime import date, datetime, timedelta

import pypdf
import pytest

from animaloffice.demo_parts.officer_field import photo
from animaloffice.persistence.models.attachments import Attachment
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.field import BiteReport
from animaloffice.persistence.models.impounds import Impound
from animaloffice.services import animals, calls, impounds, kennels, owners
from tests.core.penalty_schedule import adopt_penalty_schedule
from ui.context import AppContext


def pdf_text(data: bytes) -> str:
    return " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(data)).pages).split())


def shown(widget) -> tuple[str, bytes]:
    """The document the widget last opened in the preview: its kind and its bytes."""
    preview = widget.last_preview
    return preview.doc_type, preview.data


@pytest.fixture
def dog(office):
    f = kennels.create_facility(office.admin, name="Tracy Animal Control Facility", address="100 Shelter Rd")
    kennels.add_kennel_range(office.admin, f.id, kind="quarantine", prefix="Q", count=2)
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog", name="Bear")
    return o.id, a.id


def _field(qtbot, actor, jid):
    from ui.field import create_tab

    tab = create_tab(AppContext(actor, jid))
    qtbot.addWidget(tab)
    tab.show()
    return tab


def test_mn_rabies_a_bite_from_its_call_and_its_observation(qtbot, office, dog):
    owner_id, dog_id = dog
    info = calls.record_call(office.clerk, jurisdiction_id=office.tracy, kind="bite", owner_id=owner_id,
                             animal_id=dog_id, address="City park", caller_name="Colette Abernathy-Ruiz")
    tab = _field(qtbot, office.officer, office.tracy)
    tab.show_record("call", info.id)
    tab.calls.panel.bite()  # a call about a bite: its bite report
    dialog = tab.bites.dialogs[-1]
    assert dialog.place.text() == "City park" and dialog.subject.animal_id() == dog_id
    dialog.victim_name.setText("Colette Abernathy-Ruiz")
    dialog.provoked.setCurrentIndex(dialog.provoked.findData("no"))
    dialog.submit()
    bite = BiteReport.get()
    assert bite.call_id == info.id and bite.animal_id == dog_id
    panel = tab.bites.panel
    assert panel.detail.id == bite.id and "Abernathy" in panel.victim.text()
    assert "unprovoked" in panel.grounds.text()
    assert panel.buttons["quarantine"].isEnabled()
    start = panel.quarantine()
    start.submit()
    imp = Impound.get()
    assert (imp.quarantine, imp.kennel_id is not None) == ("bite", True) and panel.buttons["impound"].isEnabled()
    assert "ends" in panel.facts.text()
    panel.print_report()
    kind, data = shown(panel)
    assert kind == "bite_report" and "Abernathy" not in pdf_text(data)
    clerk = _field(qtbot, office.clerk, office.tracy)
    clerk.show_record("bite_report", bite.id)
    assert "confidential" in clerk.bites.panel.victim.text() and "Abernathy" not in clerk.bites.panel.victim.text()
    assert not clerk.bites.panel.buttons["print_internal"].isEnabled()
    assert not clerk.bites.panel.buttons["declare"].isEnabled()


def test_photos_on_an_impound_at_the_intake_desk(qtbot, office, dog, tmp_path):
    from ui.intake import create_tab

    _, dog_id = dog
    taken = impounds.intake(office.clerk, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog_id)
    tab = create_tab(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(tab)
    tab.show()
    tab.show_impound(taken.impound_id)
    strip = tab.photos
    front, side = tmp_path / "front.jpg", tmp_path / "notes.pdf"
    front.write_bytes(photo("front", (90, 120, 160)))
    side.write_bytes(b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")
    assert strip.attach(str(front), caption="At intake, front")
    assert strip.attach(str(side), caption="Finder's note")
    assert strip.list.count() == 2 and strip.heading.text() == "Photos and papers (2)"
    icon = strip.list.item(0).icon()
    assert not icon.isNull() and "Added by Clerk" in strip.list.item(0).toolTip()
    bad = tmp_path / "virus.exe"
    bad.write_bytes(b"MZ\x90\x00")
    assert not strip.attach(str(bad), caption="x") and "neither a photo" in strip.last_message
    strip.list.setCurrentRow(0)
    viewer = strip.open_file(strip.current_id())
    assert viewer is not None and viewer.objectName() == "photo_viewer"
    assert strip.void("photo of another dog")
    assert strip.list.count() == 1 and Attachment.select().where(Attachment.voided_at.is_null(False)).count() == 1


def test_a_clinics_report_filed_and_letters_printed(qtbot, office, dog, tmp_path):
    owner_id, dog_id = dog
    csv = tmp_path / "tvc.csv"
    day = date.today() - timedelta(days=4)
    csv.write_text("Client,Address,City,Zip,Pet Name,Species,Rabies Tagg,Date Given,Duration,Vet\n"
                   f"\"Nguyen, Linh\",402 Fifth St,Tracy,56175,Bao,Cat,R-1,{day:%m/%d/%Y},3,Dr. Lindahl\n"
                   f"\"Halvorson, Ida\",12 Elm St,Tracy,56175,Bear,Dog,R-2,{day:%m/%d/%Y},1,Dr. Lindahl\n")
    tab = _field(qtbot, office.clerk, office.tracy)
    page = tab.rabies
    dialog = page.file_report()
    dialog.choose(str(csv))
    dialog.clinic.setText("Tracy Veterinary Clinic")
    report = dialog.dry_run()
    assert report.suggested_columns == {"Rabies Tagg": "rabies_tag"} and dialog.suggestions.count() == 1
    report = dialog.dry_run()  # the suggestion ticked: read as the rabies tag
    assert report.refused == [] and "2 accepted" in dialog.summary.toPlainText()
    dialog.submit()
    assert page.reports.rowCount() == 1 and page.unlicensed.rowCount() == 2
    page.tick([dog_id])
    assert page.ticked() == [dog_id]
    page.send_letters()
    kind, data = shown(page)
    assert kind == "license_letter" and "A license is needed for Bear (dog)" in pdf_text(data)
    assert Notice.get(Notice.kind == "license_order").subject_id == dog_id
    page.unsent_only.setChecked(True)
    assert page.unlicensed.rowCount() == 1


def test_the_owners_record_lists_calls_and_bites(qtbot, office, dog):
    from animaloffice.services import bites
    from ui.owners import create_tab

    owner_id, dog_id = dog
    calls.record_call(office.clerk, jurisdiction_id=office.tracy, kind="bite", owner_id=owner_id, animal_id=dog_id,
                      caller_name="Colette Abernathy-Ruiz")
    bites.record_bite(office.clerk, jurisdiction_id=office.tracy, bitten_on=date.today(), place="City park",
                      animal_id=dog_id, victim_name="Colette Abernathy-Ruiz")
    tab = create_tab(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(tab)
    tab.open_owner(owner_id)
    page = tab.record.field
    assert page.calls.model_.rowCount() == 1 and page.bites.model_.rowCount() == 1
    texts = [page.bites.model_.text(0, c) for c in range(page.bites.model_.columnCount())]
    assert "a person" in texts and not any("Abernathy" in t for t in texts)
    whats = [tab.record.timeline.model_.text(r, 1) for r in range(tab.record.timeline.model_.rowCount())]
    assert "Call for service" in whats and "Bite reported" in whats


def test_photos_on_a_violation_and_on_a_hearing(qtbot, office, dog, tmp_path):
    adopt_penalty_schedule(office.tracy)
    adopt_penalty_schedule(office.worthington)  # a city that adopted a schedule
    from animaloffice.services import hearings, violations
    from ui.hearings import create_tab as hearings_tab
    from ui.owners import create_tab as owners_tab

    owner_id, dog_id = dog
    v = violations.record_violation(office.officer, owner_id=owner_id, animal_id=dog_id, kind="nuisance",
                                    nuisance_kind="at_large", occurred_on=date.today() - timedelta(days=3))
    picture = tmp_path / "park.jpg"
    picture.write_bytes(photo("park", (120, 160, 90)))
    tab = owners_tab(AppContext(office.officer, office.tracy))
    qtbot.addWidget(tab)
    tab.open_owner(owner_id)
    record = tab.record
    record.violations.selectRow(0)
    assert record.violation_files.subject == ("violation", v.id)
    assert record.violation_files.attach(str(picture), caption="Bear loose in the park")
    cited = violations.issue_citation(office.officer, v.id)
    hearings.record_request(office.clerk, cited.notice_id, received_on=date.today())
    s = hearings.schedule_hearing(office.officer, cited.notice_id, body="Police Commission",
                                  at=datetime.now().replace(microsecond=0) + timedelta(days=9))
    h = hearings_tab(AppContext(office.officer, office.tracy))
    qtbot.addWidget(h)
    h.case.show_case(cited.notice_id)
    assert h.case.files.subject == ("hearing", s.hearing_id)
    assert h.case.files.attach(str(picture), caption="Shown at the hearing")
    assert Attachment.select().where(Attachment.subject_table == "hearing").count() == 1


def test_mn_347_50_the_declaration_dialog_shows_the_dogs_bites(qtbot, office, dog):
    """The dangerous-dog declaration in Hearings names the dog's bites on file and the grounds they support."""
    from animaloffice.services import bites
    from ui.hearings.dangerous_dog_dialogs import DeclareDialog

    _, dog_id = dog
    info = bites.record_bite(office.clerk, jurisdiction_id=office.tracy, bitten_on=date.today() - timedelta(days=2),
                             place="City park", animal_id=dog_id, provoked="no", injury="great",
                             victim_name="Colette Abernathy-Ruiz")
    dialog = DeclareDialog(AppContext(office.officer, office.tracy), dog_id)
    qtbot.addWidget(dialog)
    text = dialog.bites_note.text()
    assert info.number in text and "substantial or great bodily harm" in text and "Abernathy" not in text
