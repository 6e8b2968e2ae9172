"""Demo office data: realistic owners, animals, certificates and licenses, then each area's part.

    animaloffice demo --size town|city|metro [--jurisdiction tracy,worthington] [--seed N] [--force]

The licensing history is loaded in bulk (``demo_bulk``: a town in about a
second, a metro office of a million license records in 30–80 s on two cores), every
row consistent with the rules the services enforce. Then every module in
``demo_parts`` adds its area's records through the real services, once per
jurisdiction. The sign-in users admin / animal-office, clerk / front-desk and
officer / in-the-field are created if the office has no users yet.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from datetime import date

from .config import DatabaseTarget
from .domain.roles import SYSTEM, Actor
from .services.opening import ensure_jurisdictions, open_office

DEMO_USERS = (("admin", "animal-office", "administrator", "Office Administrator"),
              ("clerk", "front-desk", "clerk", "Front Desk Clerk"),
              ("officer", "in-the-field", "officer", "Animal Control Officer"))
# license records per size; a caller may shrink one (the screenshot script's quick mode)
SIZES = {"tiny": 300, "town": 2_000, "city": 50_000, "metro": 1_000_000}


@dataclass(frozen=True)
class DemoSummary:
    target: str
    owners: int
    animals: int
    licenses: int
    seconds: float = 0.0
    parts: tuple[str, ...] = ()
    failed_parts: tuple[tuple[str, str], ...] = field(default=())

    def __str__(self) -> str:
        text = (f"demo office ready at {self.target}: {self.owners:,} owners, {self.animals:,} animals, "
                f"{self.licenses:,} licenses ({self.seconds:.1f} s)")
        for name, error in self.failed_parts:
            text += f"\n  demo part {name} failed and was left out: {error}"
        return text


def build_demo(target: DatabaseTarget, *, codes: list[str], size: str = "town", seed: int = 2026,
               today: date | None = None, progress=None, parts: list[str] | None = None,
               plan=None) -> DemoSummary:
    """Create a demo office at `target` (a new or empty database) for the given jurisdictions.

    ``parts``: which ``demo_parts`` modules to run (default: all of them); ``plan``: a
    ``demo_bulk.Plan`` instead of a named size (tests, benchmarks)."""
    started = time.perf_counter()
    fresh = target.kind == "sqlite" and not (target.path.exists() and target.path.stat().st_size)
    open_office(target, desk=False)  # a bulk load: the owner's work on PostgreSQL
    ids = ensure_jurisdictions(codes)
    summary = populate(codes, ids, size=size, seed=seed, today=today, progress=progress, fresh=fresh,
                       parts=parts, plan=plan)
    return DemoSummary(target.describe(), summary.owners, summary.animals, summary.licenses,
                       time.perf_counter() - started, summary.parts, summary.failed_parts)


def populate(codes: list[str], ids: list[int], *, size: str = "town", seed: int = 2026,
             today: date | None = None, progress=None, fresh: bool = False,
             parts: list[str] | None = None, plan=None) -> DemoSummary:
    """Fill the open database: users, the bulk history, then every demo part."""
    from . import demo_parts
    from .demo_bulk import load

    today = today or date.today()
    admin = ensure_demo_users()
    ensure_office_settings(admin)
    plan = plan or plan_for(size)
    result = load(codes, ids, size=size, seed=seed, today=today, progress=progress, fresh=fresh, plan=plan)
    if progress:
        progress(f"{result.licenses:,} licenses, {result.impounds:,} impounds, {result.permits:,} permit "
                 f"applications loaded in {result.seconds:.1f} s; adding each area's records")
    if plan.hearings and result.denials and today == date.today():
        from .demo_bulk.permits import hearings_after

        hearings_after(admin, result.denials, plan.hearings, today, random.Random(seed + 2))
    report = demo_parts.run_all(admin, random.Random(seed + 1), list(zip(ids, codes)), today,
                                progress=progress, only=parts)
    return DemoSummary("", result.owners, result.animals, result.licenses, result.seconds,
                       tuple(report.ran), tuple(report.failed))


def plan_for(size: str):
    """The bulk plan for a size, scaled when SIZES asks for another number of licenses."""
    from dataclasses import replace

    from .demo_bulk import SIZES as PLANS

    base = PLANS[size]
    wanted = SIZES.get(size, base.licenses)
    if wanted == base.licenses:
        return base
    f = wanted / base.licenses
    return replace(base, owners=max(10, int(base.owners * f)), animals=max(15, int(base.animals * f)),
                   licenses=wanted)


DEMO_OFFICE = {
    "office_name": "Southwest Minnesota Animal Control",
    "office_address": "336 Morgan St\nTracy, MN 56175",
    "office_phone": "507-629-5528",
    "office_hours": "Mon-Fri 8:00-16:30",
    "office_email": "animalcontrol@example.org",
    "signature_name": "Dana Lindqvist",
    "signature_title": "Animal Control Administrator",
}


def ensure_office_settings(admin: Actor) -> None:
    """The demo office's letterhead and signature, where the office has not set its own."""
    from .queries.office import office_settings
    from .services.jurisdictions import set_office_settings

    have = office_settings()
    missing = {k: v for k, v in DEMO_OFFICE.items() if not have.get(k, "").strip()}
    if missing:
        set_office_settings(admin, missing)


def ensure_demo_users() -> Actor:
    """The three demo sign-ins (only in an office without users); returns the administrator."""
    from .persistence.db import transaction
    from .persistence.models.office import User
    from .services.users import create_user, has_users

    with transaction():
        if not has_users():
            for username, password, role, full_name in DEMO_USERS:
                create_user(SYSTEM, username, password, role, full_name)
        admin = (User.select().where((User.role == "administrator") & (User.active == True))  # noqa: E712
                 .order_by(User.id).first())
    return Actor(admin.username, admin.role, admin.id) if admin else SYSTEM
