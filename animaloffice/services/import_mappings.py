"""The office's answers for the old program's values that match nothing here (``ImportMapping``):
an ASM3 species the profile does not name ("Guinea Pig"), a license type whose name gives no
term ("Senior Dog"), a person class other than ASM3's individual (1) and organisation (2).

The dry run lists every such value of the file (``ImportReport.unmatched``); the office answers
once and the answer is kept, so the next file is read the same way. Nothing is guessed: a value
with no answer refuses its rows, naming it.
"""
from __future__ import annotations

from collections.abc import Mapping

from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.roles import Actor
from ..persistence.fetch import fetch
from ..persistence.models.imports import ImportMapping
from ..persistence.models.office import Jurisdiction
from ..persistence.profiles import profile_for
from .office_action import OfficeAction

KINDS = ("species", "license_type", "person_class")
LICENSE_TERMS = ("yearly", "lifetime")  # yearly: its years counted from its dates
OWNER_KINDS = ("person", "organisation")
SYSTEMS = ("asm3",)
# ASM3's own person classes (its owner type): read without asking
PERSON_CLASSES = {"1": "person", "2": "organisation"}
LABELS = {"species": "species", "license_type": "license type", "person_class": "person class"}


def key(value: str) -> str:
    """A value as it is compared: without case or the spaces around it."""
    return " ".join((value or "").split()).lower()


def targets(kind: str, profile) -> tuple[str, ...]:
    """What a value of ``kind`` may be read as."""
    if kind == "species":
        return tuple(profile.species)
    return LICENSE_TERMS if kind == "license_type" else OWNER_KINDS


def saved(jurisdiction_id: int, system: str = "asm3") -> dict[str, dict[str, str]]:
    """The answers on file: kind -> {value (compared without case) -> target}."""
    out: dict[str, dict[str, str]] = {k: {} for k in KINDS}
    q = (ImportMapping.select(ImportMapping.kind, ImportMapping.value, ImportMapping.target)
         .where((ImportMapping.jurisdiction == jurisdiction_id) & (ImportMapping.system == system)
                & ImportMapping.voided_at.is_null()).order_by(ImportMapping.id))
    for kind, value, target in q.tuples():
        if kind in out:
            out[kind][key(value)] = target
    return out


def _checked(answers, profile) -> list[tuple[str, str, str]]:
    if not isinstance(answers, Mapping) or not answers:
        raise ValidationError("answers", "must name, for a species, license type or person class, what it is "
                              "read as", answers)
    out = []
    for kind, values in answers.items():
        kind = validate.choice("answers", kind, KINDS)
        if not isinstance(values, Mapping) or not values:
            raise ValidationError("answers", f"must give the {LABELS[kind]}s and what each is read as", values)
        for value, target in values.items():
            value = validate.text("answers", value, max_len=120, required=True)
            target = validate.choice("answers", target, targets(kind, profile))
            out.append((kind, value, target))
    return out


def save_answers(actor: Actor, jurisdiction_id: int, answers: Mapping[str, Mapping[str, str]]) -> int:
    """Keep the office's answers ({"species": {"Guinea Pig": "other_small"}, "license_type":
    {"Senior Dog": "yearly"}, "person_class": {"3": "person"}}) for every later file; an answer
    that changes voids the one before. Returns how many answers are new."""
    act = OfficeAction(actor, "office_settings")
    fetch(Jurisdiction, jurisdiction_id, "jurisdiction_id")
    checked = _checked(answers, profile_for(jurisdiction_id))
    made = 0
    with act:
        for kind, value, target in checked:
            current = [m for m in ImportMapping.select().where(
                (ImportMapping.jurisdiction == jurisdiction_id) & (ImportMapping.system == "asm3")
                & (ImportMapping.kind == kind) & ImportMapping.voided_at.is_null()) if key(m.value) == key(value)]
            if any(m.target == target for m in current):
                continue
            for m in current:
                act.void(m, f"answered again: {value} is read as {target}", action="import.mapping_void")
            act.create(ImportMapping, "import.mapping", note=f"ASM3 {LABELS[kind]} {value!r} is read as {target}",
                       jurisdiction=jurisdiction_id, system="asm3", kind=kind, value=value, target=target,
                       answered_by=actor.username)
            made += 1
    return made
