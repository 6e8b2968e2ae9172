"""The office-PC bundle: PyInstaller build with its own self-test, the Linux tarball, the
Windows installer script (compiled by makensis against a placeholder payload on Linux)."""
import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import build_installer  # noqa: E402


def _env() -> dict:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for k in ("ANIMALOFFICE_DB", "ANIMALOFFICE_HOME", "ANIMALOFFICE_RESOURCES"):
        env.pop(k, None)
    return env


@pytest.mark.slow
def test_bundle_builds_and_passes_its_self_test(tmp_path):
    dist = tmp_path / "dist"
    work = ROOT / "build" / "test-work"  # PyInstaller's analysis cache makes a rebuild quicker
    subprocess.run([sys.executable, str(ROOT / "build_installer.py"), "--dist", str(dist), "--work", str(work),
                    "--no-package", "--no-self-test"], check=True, cwd=ROOT, env=_env(), timeout=900)
    bundle = dist / "AnimalOffice"
    exe = build_installer.executable(bundle)
    assert exe.exists()
    internal = bundle / "_internal"
    # resources travel with it; the desktop bundle leaves the PostgreSQL driver out
    assert (internal / "resources" / "ordinances" / "tracy.toml").exists()
    assert (internal / "resources" / "fonts" / "DejaVuSans.ttf").exists()
    assert (internal / "resources" / "icons" / "licenses.svg").exists()
    assert not list(internal.glob("psycopg2*")) and not (internal / "pytest").exists()
    assert list(internal.glob("_rl_accel*"))  # ReportLab's C speed-ups, which it imports by exec()
    # run it from elsewhere, with nothing of the source tree on the path
    home = tmp_path / "home"
    result = subprocess.run([str(exe), "--self-test"], capture_output=True, text=True, timeout=300,
                            cwd=tmp_path, env={**_env(), "HOME": str(home)})
    out = result.stdout + result.stderr
    assert result.returncode == 0, out
    for step in ("resources", "database", "license", "documents", "document text", "workbook", "qt",
                 "pdf pages", "printing", "icons", "main window"):
        assert f"ok   {step}" in out, out
    assert str(internal / "resources") in out  # the bundle's own resources, not the source tree's
    assert "self-test passed" in out
    # its data stayed in a temporary folder
    assert not (home / ".local" / "share" / "AnimalOffice" / "animaloffice.sqlite3").exists()
    version = subprocess.run([str(exe), "--version"], capture_output=True, text=True, timeout=60,
                             env=_env())
    assert version.stdout.strip() == f"AnimalOffice {build_installer.version()}"


def test_linux_tarball_holds_the_bundle_and_instructions(tmp_path):
    bundle = tmp_path / "dist" / "AnimalOffice"
    (bundle / "_internal" / "resources").mkdir(parents=True)
    (bundle / "AnimalOffice").write_text("#!/bin/sh\n")
    (tmp_path / "work").mkdir()
    out = build_installer.linux_tarball(bundle, tmp_path / "dist", tmp_path / "work")
    assert out.name.startswith(f"AnimalOffice-{build_installer.version()}-linux-")
    with tarfile.open(out) as tar:
        names = tar.getnames()
        readme = tar.extractfile("AnimalOffice/README-LINUX.txt").read().decode()
    assert "AnimalOffice/AnimalOffice" in names and "AnimalOffice/animaloffice.desktop" in names
    assert "--self-test" in readme and "libgl1" in readme


def test_nsis_script_has_the_installer_parts(tmp_path):
    script = build_installer.write_nsis_script(tmp_path, tmp_path / "payload", tmp_path / "setup.exe", None)
    text = script.read_text()
    assert f'!define VERSION "{build_installer.version()}"' in text
    for part in ("MUI_PAGE_DIRECTORY", 'File /r "${PAYLOAD}\\*.*"', "CreateShortcut \"$SMPROGRAMS",
                 "WriteUninstaller", 'Section "Uninstall"', "UninstallString"):
        assert part in text, part


@pytest.mark.skipif(shutil.which("makensis") is None, reason="NSIS is not installed (apt-get install nsis)")
def test_nsis_script_compiles_with_makensis(tmp_path):
    """makensis compiles installer.nsi with a placeholder payload (the Windows bundle itself is
    built on Windows); the result is a Windows executable."""
    subprocess.run([sys.executable, str(ROOT / "build_installer.py"), "--nsis-only", "--dist",
                    str(tmp_path / "dist"), "--work", str(tmp_path / "work")],
                   check=True, cwd=ROOT, env=_env(), timeout=300)
    written = tmp_path / "dist" / "windows" / "installer.nsi"
    assert written.exists() and str(tmp_path / "dist" / "AnimalOffice") in written.read_text()
    setup = list((tmp_path / "work" / "nsis-check").glob("AnimalOffice-*-setup-PLACEHOLDER.exe"))
    assert len(setup) == 1
    data = setup[0].read_bytes()
    assert data[:2] == b"MZ" and b"Nullsoft" in data
    assert (tmp_path / "work" / "animaloffice.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"


def test_the_installer_starts_the_program_unelevated_and_waits_for_it_to_close(tmp_path):
    """The finish page's "Start" runs as the signed-in user (Explorer), not as the installing
    administrator, and installing or removing over a running program asks to close it first."""
    script = build_installer.write_nsis_script(tmp_path, tmp_path / "payload", tmp_path / "setup.exe", None)
    text = script.read_text()
    assert "!define MUI_FINISHPAGE_RUN_FUNCTION StartAsTheUser" in text
    assert 'Exec \'"$WINDIR\\explorer.exe" "$INSTDIR\\${APP_EXE}"\'' in text
    assert '!define MUI_FINISHPAGE_RUN "$INSTDIR' not in text  # that would start it elevated
    main, uninstall = text.split('Section "Uninstall"')
    assert "Call WaitUntilClosed" in main.split('Section "${APP_NAME}"')[1] and "Call un.WaitUntilClosed" in uninstall
    assert "AppData\\Local\\AnimalOffice" in text and "PostgreSQL" in text


def test_a_pre_release_version_makes_a_valid_version_resource():
    assert build_installer.numeric_version("0.2.0rc1") == "0.2.0.0"
    assert build_installer.numeric_version("1.4") == "1.4.0.0"
    assert build_installer.numeric_version("2.0.1.dev3") == "2.0.1.0"


@pytest.mark.skipif(shutil.which("makensis") is None, reason="NSIS is not installed (apt-get install nsis)")
def test_a_pre_release_installer_compiles(tmp_path, monkeypatch):
    monkeypatch.setattr(build_installer, "version", lambda: "0.2.0rc1")
    out = build_installer.nsis_check(tmp_path / "work", None)
    assert out.name == "AnimalOffice-0.2.0rc1-setup-PLACEHOLDER.exe" and out.read_bytes()[:2] == b"MZ"
