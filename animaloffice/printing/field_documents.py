"""The bite report and the call report as printed: the office's report of the facts, with the
victim or the caller only on the copy a role that may see them asks for (``with_confidential``).

Section names and wording here are the report's own; sections of law are printed in words
(``citations.in_words``), never as the office's rule ids.
"""
from __future__ import annotations

from datetime import date

from ..documents.field_reports import FieldReport, Section, render_field_report
from ..domain import bites as brules
from ..domain import calls as crules
from ..domain.citations import citation_for
from ..domain.errors import PermissionDenied
from ..domain.explain import fmt_short
from ..domain.roles import Actor
from ..domain.statuses import CallStatus
from ..queries.bites import bite_detail, bite_history
from ..queries.calls import call_detail

WITHHELD = "Withheld: confidential. Printed only on the office's own copy."


def _allowed(actor: Actor, with_confidential: bool) -> None:
    if with_confidential and not actor.may("view_confidential"):
        raise PermissionDenied("view_confidential", actor.current_role(fresh=False) or actor.role)


def _yes_no(value) -> str:
    return {True: "Yes", False: "No"}.get(value, "Not known")


def bite_report_pdf(bite_id: int, actor: Actor, *, with_confidential: bool = False, on: date | None = None) -> bytes:
    """The bite report (for the health department and the file); the victim only on the copy
    ``with_confidential`` (officers and administrators)."""
    from ..persistence.profiles import profile_for
    from .letterhead import letterhead_for

    _allowed(actor, with_confidential)
    d = bite_detail(bite_id, actor if with_confidential else None)
    profile = profile_for(d.jurisdiction_id)
    bite = [("Date", fmt_short(d.bitten_on) + (f", {d.bitten_time}" if d.bitten_time else "")), ("Place", d.place)]
    if d.call_number:
        bite.append(("Call for service", d.call_number))
    if with_confidential:
        victim = [("Bitten", brules.VICTIM_KINDS[d.victim_kind])]
        if d.victim_kind == "domestic_animal":
            victim.append(("Animal bitten", d.victim_animal or "not recorded"))
        victim += [("Name" if d.victim_kind == "person" else "Its owner", d.victim_name or "not recorded"),
                   ("Telephone", d.victim_phone or "not recorded"), ("Address", d.victim_address or "not recorded")]
        if d.victim_kind == "person":
            victim.append(("Age group", brules.AGE_GROUPS.get(d.victim_age_group, "Not known")))
        victim_section = Section("The victim (confidential)", victim)
    else:
        victim_section = Section("The victim", [("Bitten", brules.VICTIM_KINDS[d.victim_kind])], WITHHELD)
    injury = [("Injury", brules.INJURIES[d.injury])]
    if d.injury_notes:
        injury.append(("Wounds", d.injury_notes))
    injury += [("Medical care", d.medical_care or "not recorded"), ("Provoked", brules.PROVOKED[d.provoked])]
    if d.provocation:
        injury.append(("Provocation", d.provocation))
    injury.append(("Off the owner's property", _yes_no(d.off_owner_property)))
    animal = [("Animal", d.animal or f"{d.species_label}, not on record"), ("Owner", d.owner or "not known")]
    if d.animal_description:
        animal.append(("Description", d.animal_description))
    rabies = [("On the day of the bite", brules.RABIES_STATUSES[d.rabies_status]), ("Records", d.rabies_note)]
    health = ([("Reported on", fmt_short(d.health_reported_on)), ("Reported to", d.health_reported_to),
               ("Reported by", d.health_reported_by)] if d.health_reported_on else [("Reported", "not yet")])
    if d.impound_id:
        observation = [("Impound", d.impound_number), ("Bite day", f"{fmt_short(d.bitten_on)} (day 0)")]
        if d.quarantine_until:
            observation.append(("Observation ends", fmt_short(d.quarantine_until)))
        observation.append(("Kept under", profile.citations.get("rabies_bite_observation", profile.ordinance)))
    elif d.observed:
        observation = [("Observation", "not yet started: a dog, cat or ferret that bites a person is confined and "
                                       "observed 10 days, the bite day being day 0")]
    else:
        observation = [("Observation", f"none: a {d.species_label.lower()} is not observed after a bite")]
    sections = [Section("The bite", bite), victim_section, Section("Injury and provocation", injury),
                Section("The animal that bit", animal), Section("Its rabies vaccination", rabies),
                Section("Report to the health department", health), Section("Observation", observation)]
    history = [h for h in bite_history(animal_id=d.animal_id) if h.id != d.id] if d.animal_id else []
    if history:
        sections.append(Section("Earlier bites of this animal", [
            (fmt_short(h.bitten_on), f"{h.number}: bit {h.victim_kind}; {h.injury.lower()}; {h.provoked.lower()}")
            for h in history]))
    if d.grounds or d.dangerous_dog_number:
        rows = [(g.text, g.why) for g in d.grounds]
        if d.dangerous_dog_number:
            rows.append(("Declared", f"dangerous-dog case {d.dangerous_dog_number}"))
        sections.append(Section("Dangerous-dog grounds these facts support", rows,
                                f"Under {profile.citations.get('dangerous_dog_definitions') or citation_for(profile, 'MN-347')}, "
                                "for the officer to weigh."))
    report = FieldReport(f"Animal bite report {d.number}", on or date.today(), f"Bite report {d.number}", sections,
                         banner="CONFIDENTIAL: this copy names the victim. Do not give it to the animal's owner."
                         if with_confidential else "",
                         footer="This copy names the victim; it is kept by the office and given to the health "
                                "department only." if with_confidential else "")
    return render_field_report(report, letterhead_for(d.jurisdiction_id))


def call_report_pdf(call_id: int, actor: Actor, *, with_confidential: bool = False, on: date | None = None) -> bytes:
    """The call-for-service report: the call, the visits, the outcome and what it produced; the
    caller only on the copy ``with_confidential``."""
    from .letterhead import letterhead_for

    _allowed(actor, with_confidential)
    d = call_detail(call_id, actor if with_confidential else None)
    call = [("Received", f"{d.received_at:%m/%d/%Y %H:%M}, {d.how.lower()}"), ("Taken by", d.received_by),
            ("About", d.kind_label), ("Where", d.address), ("Priority", crules.PRIORITIES.get(d.priority, d.priority))]
    if d.owner:
        call.append(("Owner", d.owner))
    if d.animal:
        call.append(("Animal", d.animal))
    if d.description:
        call.append(("What was reported", d.description))
    if with_confidential:
        caller = Section("The caller (confidential)", [("Name", d.caller_name or "not given"),
                                                       ("Telephone", d.caller_phone or "not given"),
                                                       ("Address", d.caller_address or "not given")])
    else:
        caller = Section("The caller", [], WITHHELD)
    visits = [(f"{v.visited_at:%m/%d/%Y %H:%M}", f"{v.kind} by {v.officer}: {v.notes}") for v in d.visits]
    status = [("Status", CallStatus.label_of(d.status)), ("Officer", d.officer_name or "not assigned")]
    if d.outcome:
        status += [("Outcome", crules.OUTCOMES.get(d.outcome, d.outcome)), ("Closed on", fmt_short(d.outcome_on))]
        if d.referred_to:
            status.append(("Referred to", d.referred_to))
        if d.outcome_note:
            status.append(("Notes", d.outcome_note))
    if d.reopened_at:
        status.append(("Reopened", f"{d.reopened_at:%m/%d/%Y}: {d.reopen_reason}"))
    sections = [Section("The call", call), caller,
                Section("Visits and follow-ups", visits, "" if visits else "None recorded."),
                Section("Where it stands", status)]
    if d.links:
        sections.append(Section("What it produced", [("Record", l.label + (" (void)" if l.void else ""))
                                                     for l in d.links]))
    if d.repeat_flag:
        sections.append(Section("Repeat complaints", [(fmt_short(r.received_on), f"{r.number}: {r.kind}, {r.address}")
                                                      for r in d.repeats], d.repeat_flag + "."))
    report = FieldReport(f"Call for service {d.number}", on or date.today(), f"Call {d.number}", sections,
                         banner="CONFIDENTIAL: this copy names the caller. Do not give it to the animal's owner."
                         if with_confidential else "",
                         footer="This copy names the caller; it is kept by the office." if with_confidential else "")
    return render_field_report(report, letterhead_for(d.jurisdiction_id))
