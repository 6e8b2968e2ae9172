"""The read side of veterinarians' rabies reports: the reports filed, their lines, and the dogs
and cats vaccinated in the city with no license (T-3A): the office's strongest list of unlicensed
animals. An animal exempt (T-7C: an exemption recorded, or under the licensing age) is not on it."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain import rabies_reports as rules
from ..domain.deadlines import months_old
from ..domain.statuses import AnimalStatus
from ..persistence.models.animals import Animal
from ..persistence.models.enforcement import Notice
from ..persistence.models.licensing import Exemption
from ..persistence.models.people import Owner
from ..persistence.models.rabies_reports import RabiesReport, RabiesReportLine
from .license_standing import current_license


def report_list(jurisdiction_id: int) -> list[tuple]:
    """(id, number, received_on, clinic, lines, filed, file name), newest first."""
    return [(r.id, r.number, r.received_on, r.clinic, r.lines, r.filed, r.file_name)
            for r in RabiesReport.select().where((RabiesReport.jurisdiction == jurisdiction_id)
                                                 & RabiesReport.voided_at.is_null())
            .order_by(RabiesReport.received_on.desc(), RabiesReport.id.desc())]


def report_lines(report_id: int) -> list[tuple]:
    """(id, row, owner, animal, vaccinated on, status, matched by, note) of one report."""
    return [(l.id, l.row, l.owner_name, f"{l.animal_name or 'unnamed'} ({l.species})", l.vaccinated_on,
             rules.LINE_STATUSES.get(l.status, l.status), rules.MATCHES.get(l.matched_by, l.matched_by), l.note)
            for l in RabiesReportLine.select().where(RabiesReportLine.report == report_id).order_by(RabiesReportLine.row)]


@dataclass(frozen=True)
class Unlicensed:
    animal_id: int
    owner_id: int
    animal: str
    species: str
    owner: str
    vaccinated_on: date
    clinic: str
    report_number: str
    letter_sent_on: date | None  # the latest letter to license it (a notice to obtain a license, or the request)
    letter_number: str

    def as_row(self) -> tuple:
        return (self.animal_id, self.animal, self.owner, self.vaccinated_on, self.clinic, self.report_number,
                self.letter_sent_on, self.letter_number)


def _exempt(animal: Animal, profile, on: date) -> bool:
    if Exemption.select().where((Exemption.animal == animal.id) & Exemption.voided_at.is_null()
                                & (Exemption.valid_until.is_null() | (Exemption.valid_until >= on))
                                & (Exemption.recorded_on <= on)).exists():
        return True
    minimum = profile.period("minimum_license_age_months", on) if "minimum_license_age_months" in profile.periods \
        else 0
    return animal.birth_date is not None and months_old(animal.birth_date, on) < minimum


def unlicensed_vaccinated(jurisdiction_id: int, on: date | None = None, *, report_id: int | None = None,
                          unsent_only: bool = False) -> list[Unlicensed]:
    """T-3A: the dogs and cats a veterinarian reported vaccinated, kept in the city, with no license
    in force on ``on`` and no exemption; newest certificate first. Empty where the city licenses none."""
    from ..persistence.profiles import profile_for

    on = on or date.today()
    profile = profile_for(jurisdiction_id)
    if not profile.enforces("licensing"):
        return []
    q = (RabiesReportLine.select(RabiesReportLine, RabiesReport)
         .join(RabiesReport, on=(RabiesReportLine.report == RabiesReport.id))
         .where((RabiesReport.jurisdiction == jurisdiction_id) & RabiesReport.voided_at.is_null()
                & RabiesReportLine.status.in_(rules.COUNTED) & RabiesReportLine.animal.is_null(False)))
    if report_id is not None:
        q = q.where(RabiesReport.id == report_id)
    latest: dict[int, RabiesReportLine] = {}
    for line in q.order_by(RabiesReportLine.vaccinated_on):
        latest[line.animal_id] = line
    if not latest:
        return []
    animals = {a.id: a for a in Animal.select().where(Animal.id.in_(list(latest)) & Animal.voided_at.is_null()
                                                       & (Animal.status == AnimalStatus.ACTIVE))}
    owners = {o.id: o for o in Owner.select().where(Owner.id.in_([a.owner_id for a in animals.values()
                                                                    if a.owner_id]))}
    out = []
    for animal_id, line in latest.items():
        a = animals.get(animal_id)
        if a is None or a.owner_id is None or not profile.species_info(a.species).licensed:
            continue
        if current_license(a.id, on) is not None or _exempt(a, profile, on):
            continue
        letter = (Notice.select().where((Notice.subject_table == "animal") & (Notice.subject_id == a.id)
                                        & Notice.kind.in_(("license_order", "license_request"))
                                        & Notice.voided_at.is_null() & (Notice.sent_on >= line.vaccinated_on))
                  .order_by(Notice.sent_on.desc(), Notice.id.desc()).first())
        if unsent_only and letter is not None:
            continue
        label = profile.species_info(a.species).label.lower()
        out.append(Unlicensed(a.id, a.owner_id, f"{a.name or 'unnamed'} ({label}" + (f", {a.breed}" if a.breed else "")
                              + ")", a.species, owners[a.owner_id].display_name, line.vaccinated_on,
                              line.report.clinic, line.report.number, letter.sent_on if letter else None,
                              letter.number if letter else ""))
    return sorted(out, key=lambda u: (u.vaccinated_on, u.animal_id), reverse=True)
