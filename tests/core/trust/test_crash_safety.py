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

from animaloffice.bootstrap import ensure_jurisdictions
from animaloffice.config import DatabaseTarget
from animaloffice.persistence.db import close_database, open_database
from animaloffice.persistence.models import Charge, License, Payment, User

from .consistency import office_problems

ROOT = Path(__file__).resolve().parents[3]
pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL")


def writer(url: str, username: str, count: int, *extra: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "tests.core.trust.office_writer", url, username,
                             str(count), *extra], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, bufsize=1)


def parse(lines: list[str]) -> tuple[dict, dict]:
    licenses, payments = {}, {}
    for line in lines:
        parts = line.split()
        if parts and parts[0] == "L":
            licenses[int(parts[1])] = (parts[2], int(parts[3]), parts[4])
        elif parts and parts[0] == "P":
            payments[int(parts[1])] = [int(c) for c in parts[2].split(",")]
    return licenses, payments


def seed(path: Path) -> None:
    from animaloffice.domain.passwords import hash_password

    open_database(DatabaseTarget("sqlite", path=path))
    ensure_jurisdictions(["tracy", "worthington"])
    User.create(username="clerk", role="clerk", password_hash=hash_password("not-used-here"))
    close_database()


@pytest.mark.slow
def test_killed_writer_loses_nothing_reported_and_leaves_nothing_half_written(tmp_path):
    path = tmp_path / "office.sqlite3"
    seed(path)
    url = f"sqlite:///{path}"
    rng = random.Random(int(os.environ.get("ANIMALOFFICE_CRASH_SEED", "0")) or None)
    reported_licenses, reported_payments = {}, {}
    kills = 0
    for round_ in range(6):
        proc = writer(url, "clerk", 400, "--label", f"R{round_}-")
        lines = []
        stop_after = rng.randint(10, 70)  # reported actions before the plug is pulled
        while True:
            line = proc.stdout.readline()
            if not line:
                break
            lines.append(line)
            if sum(1 for x in lines if x[0] in "LP") >= stop_after:
                time.sleep(rng.uniform(0, 0.03))  # land anywhere inside the next transaction
                proc.send_signal(signal.SIGKILL)
                kills += 1
                break
        rest, err = proc.communicate(timeout=60)
        lines.extend(rest.splitlines())
        assert proc.returncode in (-signal.SIGKILL, 0), err
        lics, pays = parse(lines)
        reported_licenses.update(lics)
        reported_payments.update(pays)
    assert kills >= 5
    assert len(reported_licenses) >= 60  # hundreds of writes: each license is 4 transactions

    open_database(DatabaseTarget("sqlite", path=path), create=False)
    try:
        problems = office_problems()
        for lid, (number, tag, payment) in reported_licenses.items():
            lic = License.get_or_none(License.id == lid)
            if lic is None or lic.number != number or lic.tag_number != tag:
                problems.append(f"reported license {lid} {number} is missing or changed")
            if payment != "-" and Payment.get_or_none(Payment.id == int(payment)) is None:
                problems.append(f"reported payment {payment} for license {number} is missing")
        for pid, charge_ids in reported_payments.items():
            if Payment.get_or_none(Payment.id == pid) is None:
                problems.append(f"reported payment {pid} is missing")
            for cid in charge_ids:
                if Charge.get_by_id(cid).payment_id != pid:
                    problems.append(f"charge {cid} is not marked paid by reported payment {pid}")
        assert not problems, "\n".join(problems[:20])
    finally:
        close_database()
