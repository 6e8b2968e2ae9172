"""Bite reports: the victim kept confidential, the biting animal's rabies status on the day, the
report to the health department, the 10-day observation it starts through the quarantine the
intake desk keeps (MN-rabies), the bite history of an animal and an owner, and the dangerous-dog
grounds it feeds (MN-347.50)."""
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import PermissionDenied, RuleViolation, ValidationError
from animaloffice.persistence.models.dangerous_dogs import DangerousDogCase
from animaloffice.persistence.models.field import BiteReport
from animaloffice.persistence.models.impounds import Impound
from animaloffice.queries import bites as q
from animaloffice.services import animals, bites, calls, dangerous_dogs, impound_release

VICTIM = dict(victim_name="Colette Abernathy-Ruiz", victim_phone="320-555-0144", victim_address="77 Birch Ct",
              victim_age_group="5_to_17")


def _bite(field, *, days_ago=1, **extra):
    office = field.office
    args = dict(jurisdiction_id=office.tracy, bitten_on=date.today() - timedelta(days=days_ago),
                place="Tracy Aquatic Center lot", animal_id=field.tracy_dog, provoked="no", injury="minor",
                medical_care="Cleaned at the clinic", **VICTIM)
    args.update(extra)
    return bites.record_bite(office.clerk, **args)


def test_mn_rabies_status_on_the_day_of_the_bite_is_read_from_the_certificates(field):
    office = field.office
    none = _bite(field, days_ago=2)
    assert none.rabies_status == "none"
    animals.record_vaccination(office.clerk, field.tracy_dog, vaccinated_on=date.today() - timedelta(days=1200),
                               duration_years=1, veterinarian="Dr. Lindahl", clinic="Tracy Veterinary Clinic")
    lapsed = _bite(field, days_ago=2)
    assert lapsed.rabies_status == "lapsed"
    assert "ran out on" in BiteReport.get_by_id(lapsed.id).rabies_note
    animals.record_vaccination(office.clerk, field.tracy_dog, vaccinated_on=date.today() - timedelta(days=100),
                               duration_years=3, veterinarian="Dr. Lindahl", clinic="Tracy Veterinary Clinic")
    current = _bite(field, days_ago=2)
    row = BiteReport.get_by_id(current.id)
    assert current.rabies_status == "current" and row.vaccinated_until > date.today()
    assert "Tracy Veterinary Clinic (3-year), in force until" in row.rabies_note
    stray = bites.record_bite(office.officer, jurisdiction_id=office.tracy, bitten_on=date.today(), place="Emory St",
                              species="dog", animal_description="Brown dog, no collar")
    assert stray.rabies_status == "unknown"


def test_the_victim_is_shown_only_to_roles_that_may_see_it(field):
    office = field.office
    info = _bite(field)
    for_clerk = q.bite_detail(info.id, office.clerk)
    assert for_clerk.victim_hidden and for_clerk.victim_name == "" and for_clerk.victim_phone == ""
    for_officer = q.bite_detail(info.id, office.officer)
    assert for_officer.victim_name == "Colette Abernathy-Ruiz" and for_officer.victim_age_group == "5_to_17"
    with pytest.raises(PermissionDenied):
        bites.update_bite(office.clerk, info.id, expected_version=info.version, victim_phone="320-555-0000")
    bites.update_bite(office.officer, info.id, expected_version=info.version, victim_phone="320-555-0000")
    assert BiteReport.get_by_id(info.id).victim_phone == "320-555-0000"
    assert all("Abernathy" not in str(v) for row in q.bite_history(animal_id=field.tracy_dog) for v in
               row.__dict__.values())


def test_the_report_to_the_health_department_is_dated_after_the_bite(field):
    office = field.office
    info = _bite(field, days_ago=3)
    with pytest.raises(ValidationError) as e:
        bites.report_to_health(office.clerk, info.id, reported_on=date.today() - timedelta(days=4),
                               reported_to="Lyon County Public Health")
    assert e.value.field == "reported_on"
    bites.report_to_health(office.clerk, info.id, reported_on=date.today() - timedelta(days=2),
                           reported_to="Lyon County Public Health", reported_by="Dana")
    row = BiteReport.get_by_id(info.id)
    assert (row.health_reported_to, row.health_reported_by) == ("Lyon County Public Health", "Dana")


def test_mn_rabies_the_bite_starts_the_existing_10_day_observation(field):
    """The quarantine is the intake desk's: an impound with a bite quarantine, day 0 the bite day,
    ending on the profile's 10th day, not released before its exam (MN-1721.0570)."""
    office = field.office
    info = _bite(field, days_ago=2)
    impound_id = bites.start_quarantine(office.clerk, info.id)
    imp = Impound.get_by_id(impound_id)
    assert (imp.ground, imp.quarantine, imp.bite_on) == ("quarantine", "bite", date.today() - timedelta(days=2))
    assert imp.quarantine_until == imp.bite_on + timedelta(days=10)
    assert BiteReport.get_by_id(info.id).impound_id == impound_id
    detail = q.bite_detail(info.id, office.officer)
    assert detail.impound_number == imp.number and detail.quarantine_until == imp.quarantine_until
    with pytest.raises(ValidationError):
        bites.start_quarantine(office.clerk, info.id)
    # the quarantine machinery holds: no release before the observation's end and its exam
    with pytest.raises(RuleViolation) as e:
        impound_release.reclaim(office.clerk, impound_id, on=date.today())
    assert {"MN-rabies", "MN-1721.0570"} <= set(e.value.rule_ids)


def test_mn_rabies_a_stray_that_bit_is_described_to_be_taken_in(field):
    office = field.office
    info = bites.record_bite(office.officer, jurisdiction_id=office.tracy, bitten_on=date.today(), place="Emory St",
                             species="dog", animal_description="Brown dog, no collar", provoked="unknown")
    with pytest.raises(ValidationError) as e:
        bites.start_quarantine(office.clerk, info.id)
    assert e.value.field == "new_animal"
    impound_id = bites.start_quarantine(office.clerk, info.id, new_animal={"species": "dog", "colour": "brown"})
    row = BiteReport.get_by_id(info.id)
    assert row.impound_id == impound_id and row.animal_id == Impound.get_by_id(impound_id).animal_id


def test_mn_rabies_only_a_dog_cat_or_ferret_is_observed_10_days(field):
    office = field.office
    info = bites.record_bite(office.officer, jurisdiction_id=office.tracy, bitten_on=date.today(), place="Emory St",
                             species="raccoon", animal_description="Raccoon in a garage")
    with pytest.raises(RuleViolation) as e:
        bites.start_quarantine(office.clerk, info.id, new_animal={"species": "raccoon"})
    assert e.value.rule_ids == ["MN-rabies"]
    assert Impound.select().count() == 0


def test_an_existing_bite_quarantine_is_linked_not_duplicated(field):
    from animaloffice.services import impounds

    office = field.office
    info = _bite(field, days_ago=1)
    other = impounds.intake(office.clerk, jurisdiction_id=office.tracy, ground="at_large", animal_id=field.tracy_dog)
    with pytest.raises(ValidationError) as e:
        bites.link_quarantine(office.clerk, info.id, other.impound_id)
    assert e.value.field == "impound_id"
    assert BiteReport.get_by_id(info.id).impound_id is None


def test_bite_history_of_an_animal_and_an_owner(field):
    a = _bite(field, days_ago=200)
    b = _bite(field, days_ago=20, injury="substantial")
    by_animal = q.bite_history(animal_id=field.tracy_dog)
    assert [r.number for r in by_animal] == [b.number, a.number]
    assert by_animal[0].victim_kind == "a person" and by_animal[0].injury == "Substantial bodily harm"
    assert [r.number for r in q.bite_history(owner_id=field.tracy_owner)] == [b.number, a.number]


def test_mn_347_50_the_grounds_a_bite_supports(field):
    """347.50 subd. 3(1) an unprovoked bite; 2(1) substantial or great bodily harm on a person; 3(3) an
    earlier unprovoked bite on file; nothing at all when provocation is not known."""
    first = _bite(field, days_ago=90)
    assert [g.code for g in q.bite_detail(first.id).grounds] == ["pdd_bite"]
    second = _bite(field, days_ago=5, injury="great")
    codes = [g.code for g in q.bite_detail(second.id).grounds]
    assert codes == ["pdd_bite", "pdd_propensity", "dd_bodily_harm"]
    unknown = _bite(field, days_ago=2, provoked="unknown", injury="great")
    assert q.bite_detail(unknown.id).grounds == ()
    provoked = _bite(field, days_ago=1, provoked="yes")
    assert q.bite_detail(provoked.id).grounds == ()
    listed = q.grounds_from_bites(field.tracy_dog)
    assert (second.number, "dd_bodily_harm") in [(n, g.code) for n, g in listed]


def test_mn_347_50_a_declaration_from_the_bite_never_names_the_victim(field):
    office = field.office
    info = _bite(field, days_ago=3, injury="substantial", injury_notes="Two punctures on the forearm")
    with pytest.raises(PermissionDenied):  # a clerk cannot declare
        bites.declare_from_bite(office.clerk, info.id, kind="potentially_dangerous", ground="pdd_bite",
                                declared_by="Officer Dahl")
    with pytest.raises(ValidationError) as e:
        bites.declare_from_bite(office.officer, info.id, kind="potentially_dangerous", ground="pdd_bite",
                                declared_by="Officer Dahl", facts="Bit Colette Abernathy-Ruiz on the arm")
    assert e.value.field == "facts"
    case_id = bites.declare_from_bite(office.officer, info.id, kind="potentially_dangerous", ground="pdd_bite",
                                      declared_by="Officer Dahl")
    case = DangerousDogCase.get_by_id(case_id)
    assert case.incident_on == date.today() - timedelta(days=3) and case.incident_place == "Tracy Aquatic Center lot"
    assert "Abernathy" not in case.facts and "320-555" not in case.facts and info.number in case.facts
    assert BiteReport.get_by_id(info.id).dangerous_dog_id == case_id
    sent = dangerous_dogs.send_declaration_notice(office.officer, case_id)
    import io

    import pypdf

    from animaloffice.printing.dangerous_dog_papers import notice_pdf

    text = " ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(notice_pdf(sent.id))).pages)
    assert "Abernathy" not in text and "Birch" not in text


def test_a_bite_from_a_call_is_linked_to_it(field):
    office = field.office
    call = calls.record_call(office.clerk, jurisdiction_id=office.tracy, kind="bite", owner_id=field.tracy_owner,
                             animal_id=field.tracy_dog)
    info = _bite(field, call_id=call.id)
    from animaloffice.queries.calls import call_detail

    detail = call_detail(call.id, office.officer)
    assert detail.bite_kind and [l.subject_table for l in detail.links] == ["bite_report"]
    assert q.bite_detail(info.id).call_number == call.number


def test_bad_facts_are_refused_by_field(field):
    cases = [dict(bitten_on=date.today() + timedelta(days=1)), dict(injury="mauled"), dict(provoked="maybe"),
             dict(place=""), dict(victim_kind="person", injury="killed"), dict(animal_id=field.worth_dog),
             dict(victim_age_group="teen"), dict(species="unicorn", animal_id=None), dict(favourite_colour="red")]
    fields = []
    for bad in cases:
        with pytest.raises(ValidationError) as e:
            _bite(field, **bad)
        fields.append(e.value.field)
    assert fields == ["bitten_on", "injury", "provoked", "place", "injury", "animal_id", "victim_age_group",
                      "species", "favourite_colour"]
    assert BiteReport.select().count() == 0
