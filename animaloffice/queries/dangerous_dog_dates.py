"""A dangerous-dog case's days to act by, as the follow-up list and the dialogs show them.

- The hearing a declaration's owner asked for is held within 14 days of the request, and its
  written decision issued within 10 days after it (Minn. Stat. § 347.541, subd. 4; MN-347.541):
  the follow-up list dates those steps by the statute's last days, and the dialogs warn before a
  later date is saved.
- Registration overdue (the dog may be seized, 347.54), sterilization overdue (347.52 (d)) and a
  registration to renew (347.52): none is shown as overdue while a hearing is pending, since until
  the hearing officer decides only 347.52 (a) and (c) apply (347.541).
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain import dangerous_dog_hearing as hearing_rules
from ..domain import dangerous_dogs as rules
from ..domain import decision_receipt
from ..domain.statuses import DANGEROUS_DOG_OPEN, DangerousDogStatus, HearingStatus
from ..persistence.models.animals import Animal
from ..persistence.models.dangerous_dogs import DangerousDogCase
from ..persistence.models.enforcement import Hearing, HearingRequest, Notice
from ..persistence.profiles import profile_for
from .dangerous_dog_facts import dog_short, facts_of
from .dangerous_dogs import hearing_pending
from .hearing_cases import active_hearing, active_request

# --- the hearing's own days (347.541, subd. 4) ------------------------------------------------------

def step_due(notice: Notice, request: HearingRequest | None, hearing: Hearing | None) -> tuple[date, str] | None:
    """The statute's last day for the step a declaration's hearing is waiting on, holding the hearing
    (from the request) or issuing the decision (from the hearing), and the words for the follow-up
    line: '; to be held by 07/06/2026 (within 14 days of the request, Minn. Stat. § 347.541, subd. 4)'.
    None for any other notice or step."""
    if notice.kind != "dangerous_dog" or request is None or not request.accepted:
        return None
    profile = profile_for(notice.jurisdiction_id)
    cite = profile.cite("dangerous_dog_hearing_time")
    if hearing is None or hearing.status == HearingStatus.SCHEDULED:
        e = hearing_rules.hearing_due(profile, request.received_on)
        return e.value, f"; to be held by {e.value:%m/%d/%Y} (within {e.inputs['days']} days of the request, {cite})"
    if hearing.status == HearingStatus.HELD:
        e = hearing_rules.decision_due(profile, hearing.scheduled_at.date())
        return e.value, (f"; decision to be issued by {e.value:%m/%d/%Y} (within {e.inputs['days']} days after "
                         f"the hearing, {cite})")
    return None


def hearing_warning(notice_id: int, day: date) -> str:
    """What the schedule dialog warns of for a declaration's hearing set on `day` ('' if nothing)."""
    notice = Notice.get_by_id(notice_id)
    request = active_request(notice_id)
    if notice.kind != "dangerous_dog" or request is None:
        return ""
    return hearing_rules.hearing_day_warning(profile_for(notice.jurisdiction_id), request.received_on, day)


def decision_warning(hearing_id: int, day: date) -> str:
    """What the decision dialog warns of for a declaration's decision dated `day` ('' if nothing)."""
    hearing = Hearing.get_by_id(hearing_id)
    notice = Notice.get_by_id(hearing.notice_id)
    if notice.kind != "dangerous_dog" or hearing.scheduled_at is None:
        return ""
    return hearing_rules.decision_day_warning(profile_for(notice.jurisdiction_id), hearing.scheduled_at.date(), day)


# --- follow-up ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class DogFollowUp:
    notice_id: int
    due: date
    what: str
    detail: str
    urgent: bool
    clears: str  # the action that clears it


def follow_ups(jurisdiction_id: int | None, today: date) -> list[DogFollowUp]:
    """Dangerous dogs to act on: registration overdue (the dog may be seized, 347.54) or the dog not
    sterilized in time (347.52 (d)), unless a hearing is pending; a hearing set later than the
    statute allows; a registration to renew (347.52), from ``renewal_reminder_days`` before."""
    q = (DangerousDogCase.select().where(DangerousDogCase.voided_at.is_null()
                                         & DangerousDogCase.notice.is_null(False)
                                         & DangerousDogCase.status.in_(DANGEROUS_DOG_OPEN)))
    if jurisdiction_id is not None:
        q = q.where(DangerousDogCase.jurisdiction == jurisdiction_id)
    out = []
    for row in q.order_by(DangerousDogCase.id):
        profile = profile_for(row.jurisdiction_id)
        who = f"{row.number} · {dog_short(Animal.get_by_id(row.animal_id))}"
        late_hearing = _hearing_set_late(row, profile, who)
        if late_hearing is not None:
            out.append(late_hearing)
        if not hearing_pending(row.notice_id):  # until the hearing officer decides, only 347.52 (a), (c) apply
            out += _duties_overdue(row, profile, who, today)
        if row.status == DangerousDogStatus.REGISTERED and row.renewal_due:
            window = profile.period("renewal_reminder_days", today)
            if (row.renewal_due - today).days <= window:
                lapsed = row.renewal_due < today
                out.append(DogFollowUp(row.notice_id, row.renewal_due,
                                       "Dangerous-dog registration lapsed" if lapsed else "Dangerous-dog renewal due",
                                       f"{who}: renewal due {row.renewal_due:%m/%d/%Y} "
                                       f"({profile.cite('dangerous_dog_requirements')})", lapsed,
                                       "Renew the registration on the dog's case"))
    return out


def _duties_overdue(row: DangerousDogCase, profile, who: str, today: date) -> list[DogFollowUp]:
    """Registration (or a potentially dangerous dog's microchip) past its day to comply; else the
    sterilization past its day."""
    checklist = rules.registration_checklist(profile, facts_of(row), today)
    if row.status == DangerousDogStatus.DECLARED and row.compliance_deadline and row.compliance_deadline < today:
            if checklist.complete and row.kind != "dangerous":
                return []
            missing = checklist.missing_text() or "everything is on file: issue the certificate"
            if row.decision_received_on is None and row.decision_sent_by in decision_receipt.MAILED:
                missing += ("; the days to comply count from a presumed receipt of the mailed decision: "
                            "record the day received")
            if row.kind != "dangerous":  # not registered (347.51 is of dangerous dogs); the microchip is due
                return [DogFollowUp(row.notice_id, row.compliance_deadline, "Potentially dangerous dog: "
                                    "requirements not met", f"{who}: due {row.compliance_deadline:%m/%d/%Y}; "
                                    f"{missing}", True, "Record on the dog's case what is missing")]
            sterilization = _sterilization_overdue(checklist, today)
            return [DogFollowUp(row.notice_id, row.compliance_deadline, "Dangerous dog not registered",
                                f"{who}: due {row.compliance_deadline:%m/%d/%Y}; {missing}; the dog may be "
                                f"seized ({profile.cite('dangerous_dog_seizure')})"
                                + (f"; also not sterilized: {sterilization.detail} ({sterilization.citation})"
                                   if sterilization else ""), True,
                                "Register the dog on its case, or seize it")]
    sterilization = _sterilization_overdue(checklist, today)
    if sterilization is None:
        return []
    return [DogFollowUp(row.notice_id, sterilization.due, "Dangerous dog not sterilized",
                        f"{who}: {sterilization.detail} ({sterilization.citation})", True,
                        "Record the veterinarian's proof of sterilization on the dog's case")]


def _sterilization_overdue(checklist: rules.Checklist, today: date) -> rules.ChecklistItem | None:
    item = next((i for i in checklist.duties if i.code == "sterilization"), None)
    return item if item is not None and item.due is not None and item.due < today else None


def _hearing_set_late(row: DangerousDogCase, profile, who: str) -> DogFollowUp | None:
    """A scheduled hearing set after the 14 days the statute gives from the request."""
    request, hearing = active_request(row.notice_id), active_hearing(row.notice_id)
    if request is None or not request.accepted or hearing is None or hearing.status != HearingStatus.SCHEDULED:
        return None
    due = hearing_rules.hearing_due(profile, request.received_on)
    if hearing.scheduled_at.date() <= due.value:
        return None
    return DogFollowUp(row.notice_id, due.value, "Hearing set after the days the law allows",
                       f"{who}: requested {request.received_on:%m/%d/%Y}, to be held by {due.value:%m/%d/%Y}; "
                       f"set for {hearing.scheduled_at:%m/%d/%Y} ({profile.cite('dangerous_dog_hearing_time')})",
                       True, "Move the hearing to a day within the days the law allows")
