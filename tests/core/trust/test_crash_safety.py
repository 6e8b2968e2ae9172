"""Crash safety: a workstation killed (SIGKILL) at random moments during hundreds of
writes loses nothing it reported as done, leaves nothing half-written, and the database's
own integrity check passes."""
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from animaloffice.config import DatabaseTarget
from animaloffice.persistence.db import close_database, open_database
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Charge, Payment
from animaloffice.persistence.models.office import User
from animaloffice.services.opening import ensure_jurisdictions

from .consistency import office_problems

ROOT = Path(__file__).resolve().parents[3]
pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL")


def writer(url: str, username: str, count: int, *extra: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "tests.core.trust.office_writer", url, username,
                             str(count), *extra], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, bufsize=1)


def parse(lines: list[str]) -> dict:
    """What the writer reported done, by kind: L licenses, P payments, I impounds, R releases,
    D decisions."""
    done = {k: {} for k in "LPIRD"}
    for line in lines:
        parts = line.split()
        if not parts or parts[0] not in done:
            continue
        kind, key = parts[0], int(parts[1])
        if kind == "L":
            done[kind][key] = (parts[2], int(parts[3]), parts[4])
        elif kind == "P":
            done[kind][key] = [int(c) for c in parts[2].split(",")]
        else:
            done[kind][key] = parts[2] if len(parts) > 2 else ""
    return done


def seed(path: Path) -> None:
    """An office with a clerk and an officer."""
    from animaloffice.domain.passwords import hash_password

    open_database(DatabaseTarget("sqlite", path=path))
    ensure_jurisdictions(["tracy", "worthington"])
    for name, role in (("clerk", "clerk"), ("officer", "officer")):
        User.create(username=name, role=role, password_hash=hash_password("not-used-here"))
    close_database()


ROUNDS = 14


@pytest.mark.slow
def test_killed_writer_loses_nothing_reported_and_leaves_nothing_half_written(tmp_path):
    """Killed at many random points (seeded: ANIMALOFFICE_CRASH_SEED repeats a run) across
    licenses, payments, impounds, releases and decisions; afterwards every action reported as
    done is there whole, nothing is half-written, and the audit log fits its chain."""
    path = tmp_path / "office.sqlite3"
    seed(path)
    url = f"sqlite:///{path}"
    seed_value = int(os.environ.get("ANIMALOFFICE_CRASH_SEED", "0")) or random.SystemRandom().randrange(1, 2**31)
    print(f"crash seed: ANIMALOFFICE_CRASH_SEED={seed_value}")
    rng = random.Random(seed_value)
    said = f"(seed {seed_value}: ANIMALOFFICE_CRASH_SEED={seed_value} repeats this run)"
    reported = {k: {} for k in "LPIRD"}
    kills = 0
    for round_ in range(ROUNDS):
        proc = writer(url, "clerk", 400, "--label", f"R{round_}-", "--mix")
        lines = []
        stop_after = rng.randint(3, 40)  # reported actions before the plug is pulled
        while True:
            line = proc.stdout.readline()
            if not line:
                break
            lines.append(line)
            if sum(1 for x in lines if x[0] in "LPIRD") >= stop_after:
                time.sleep(rng.uniform(0, 0.03))  # land anywhere inside the next transaction
                proc.send_signal(signal.SIGKILL)
                kills += 1
                break
        rest, err = proc.communicate(timeout=60)
        lines.extend(rest.splitlines())
        assert proc.returncode in (-signal.SIGKILL, 0), f"{said}\n{err}"
        for kind, done in parse(lines).items():
            reported[kind].update(done)
    assert kills >= ROUNDS - 1, said
    assert len(reported["L"]) >= 30 and reported["R"] and reported["D"], said

    open_database(DatabaseTarget("sqlite", path=path), create=False)
    try:
        problems = office_problems() + _reported_missing(reported)
        assert not problems, said + "\n" + "\n".join(problems[:20])
    finally:
        close_database()


def _reported_missing(reported: dict) -> list[str]:
    from animaloffice.persistence.models.impounds import Impound
    from animaloffice.persistence.models.permits import PermitApplication

    from .consistency import audited

    problems = []
    for lid, (number, tag, payment) in reported["L"].items():
        lic = License.get_or_none(License.id == lid)
        if lic is None or lic.number != number or lic.tag_number != tag:
            problems.append(f"reported license {lid} {number} is missing or changed")
        if payment != "-" and Payment.get_or_none(Payment.id == int(payment)) is None:
            problems.append(f"reported payment {payment} for license {number} is missing")
    for pid, charge_ids in reported["P"].items():
        if Payment.get_or_none(Payment.id == pid) is None:
            problems.append(f"reported payment {pid} is missing")
        for cid in charge_ids:
            if Charge.get_by_id(cid).payment_id != pid:
                problems.append(f"charge {cid} is not marked paid by reported payment {pid}")
    taken = audited("impound.intake", "impound")
    for iid in reported["I"]:
        if Impound.get_or_none(Impound.id == iid) is None or iid not in taken:
            problems.append(f"reported impound {iid} is missing or not in the audit log")
    for iid, payment in reported["R"].items():
        row = Impound.get_or_none(Impound.id == iid)
        if row is None or row.released_on is None:
            problems.append(f"reported release of impound {iid} is not on file")
        if payment != "-" and Payment.get_or_none(Payment.id == int(payment)) is None:
            problems.append(f"reported payment {payment} for the release of impound {iid} is missing")
    for aid in reported["D"]:
        app = PermitApplication.get_or_none(PermitApplication.id == aid)
        if app is None or app.status != "denied":
            problems.append(f"reported denial of application {aid} is not on file")
    half = Impound.select().where(Impound.released_on.is_null(False) & (Impound.outcome == ""))
    problems.extend(f"impound {r.id} released without an outcome" for r in half)
    return problems
