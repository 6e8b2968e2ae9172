"""Each area's own demo records, made through the services.

A module here (``permits.py``, ``impounds.py``, ``hearings.py``...) exposes
``populate(actor, rng, jurisdiction_id, profile, today)`` and creates a
realistic handful of records through the services. ``run_all`` calls every
module once per jurisdiction, each call in its own savepoint: a part that
fails is rolled back and reported, and the others still run.
"""
from __future__ import annotations

import importlib
import pkgutil
import random
import traceback
from dataclasses import dataclass, field
from datetime import date

from ..domain.roles import Actor


@dataclass
class PartsReport:
    ran: list[str] = field(default_factory=list)  # "module:jurisdiction code"
    failed: list[tuple[str, str]] = field(default_factory=list)  # (module:code, error text)


def part_names() -> list[str]:
    return sorted(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_"))


def run_all(actor: Actor, rng: random.Random, jurisdictions: list[tuple[int, str]], today: date,
            progress=None, only: list[str] | None = None) -> PartsReport:
    """Run every part for every (jurisdiction id, code); failures are collected, not raised."""
    from ..persistence.db import transaction
    from ..persistence.profiles import profile_for

    report = PartsReport()
    for name in part_names():
        if only is not None and name not in only:
            continue
        try:
            module = importlib.import_module(f"{__name__}.{name}")
        except Exception as exc:  # a half-finished part must not stop the demo
            report.failed.append((name, f"{type(exc).__name__}: {exc}"))
            continue
        populate = getattr(module, "populate", None)
        if populate is None:
            continue
        for jid, code in jurisdictions:
            label = f"{name}:{code}"
            try:
                with transaction():
                    populate(actor, random.Random(rng.random()), jid, profile_for(jid), today)
            except Exception as exc:
                report.failed.append((label, "".join(traceback.format_exception_only(exc)).strip()))
                if progress:
                    progress(f"demo part {label} failed: {exc}")
            else:
                report.ran.append(label)
    return report
