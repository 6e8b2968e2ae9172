"""The log: every command writes to a rotating file in the user's log folder, an uncaught error
lands there with its traceback, a hard crash leaves its stack in crash.log, and no password of a
database URL is ever written. Run in child processes: the hooks are the process's own."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(args: list[str], home: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ANIMALOFFICE_")}
    env["ANIMALOFFICE_HOME"] = str(home)
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def test_a_command_writes_the_log_in_the_log_folder(tmp_path):
    done = _run(["-m", "animaloffice", "check"], tmp_path)
    log = (tmp_path / "logs" / "animaloffice.log").read_text()
    assert "AnimalOffice" in log and "started (Python" in log, done.stderr


def test_an_uncaught_error_is_logged_with_its_traceback(tmp_path):
    code = ("from animaloffice.logs import start_logging\nstart_logging()\n"
            "def deep():\n    raise ValueError('the clerk saw this')\ndeep()\n")
    done = _run(["-c", code], tmp_path)
    assert done.returncode != 0
    log = (tmp_path / "logs" / "animaloffice.log").read_text()
    assert "Unexpected error" in log and "ValueError: the clerk saw this" in log and "in deep" in log


def test_an_error_in_a_thread_is_logged(tmp_path):
    code = ("import threading\nfrom animaloffice.logs import start_logging\nstart_logging()\n"
            "def work():\n    raise KeyError('batch letters')\n"
            "t = threading.Thread(target=work, name='letters'); t.start(); t.join()\n")
    _run(["-c", code], tmp_path)
    log = (tmp_path / "logs" / "animaloffice.log").read_text()
    assert "thread letters" in log and "KeyError: 'batch letters'" in log


def test_a_hard_crash_leaves_its_python_stack_in_crash_log(tmp_path):
    code = ("import faulthandler\nfrom animaloffice.logs import start_logging\nstart_logging()\n"
            "def printing_the_tag():\n    faulthandler._sigsegv()\nprinting_the_tag()\n")
    done = _run(["-c", code], tmp_path)
    assert done.returncode != 0
    crash = (tmp_path / "logs" / "crash.log").read_text()
    assert "Segmentation fault" in crash and "printing_the_tag" in crash


def test_a_database_password_never_reaches_the_log(tmp_path):
    code = ("import logging\nfrom animaloffice.logs import start_logging\nstart_logging()\n"
            "logging.getLogger('x').warning('cannot open postgresql://desk:s3cret-pw@server/office')\n"
            "raise RuntimeError('postgresql+psycopg2://desk:s3cret-pw@server:5432/office refused')\n")
    _run(["-c", code], tmp_path)
    log = (tmp_path / "logs" / "animaloffice.log").read_text()
    assert "s3cret-pw" not in log
    assert "postgresql://desk:***@server/office" in log and "postgresql+psycopg2://desk:***@server" in log


def test_the_log_rotates_and_keeps_five(tmp_path):
    code = ("import logging\nfrom animaloffice.logs import start_logging\nstart_logging()\n"
            "for i in range(12000):\n    logging.getLogger('x').info('%05d ' + 'x' * 500, i)\n")
    _run(["-c", code], tmp_path)
    names = sorted(p.name for p in (tmp_path / "logs").iterdir() if p.name.startswith("animaloffice.log"))
    assert names == ["animaloffice.log"] + [f"animaloffice.log.{i}" for i in range(1, 6)]
    assert all((tmp_path / "logs" / n).stat().st_size <= 1_001_000 for n in names)
