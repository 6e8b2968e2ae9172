#!/usr/bin/env python3
"""Build AnimalOffice for an office PC: a self-contained one-folder bundle, then a package.

    python build_installer.py                 bundle + self-test + package for this system
    python build_installer.py --nsis-check    (Linux) also compile the Windows installer script
                                              with a placeholder payload, to prove the script
    python build_installer.py --nsis-only     only write (and, with makensis, check) installer.nsi

On Linux:   dist/AnimalOffice/ (the bundle) and dist/AnimalOffice-<version>-linux-<arch>.tar.gz.
On Windows: dist/AnimalOffice/ and dist/windows/installer.nsi; with NSIS installed
            (makensis on PATH) also dist/AnimalOffice-<version>-setup.exe.

PyInstaller does not cross-compile: the Windows bundle (and so the real
installer) must be built on Windows, e.g. a Windows CI runner with Python,
``pip install --require-hashes -r requirements/test.txt -r requirements/build.txt``,
``pip install --no-deps -e .`` and NSIS. On Linux the installer script is compiled
against a placeholder payload only (a tiny stand-in for AnimalOffice.exe), which
proves the script compiles; that .exe is written to build/ and is not shippable.

The bundle leaves out the PostgreSQL driver (a desktop office runs on its
SQLite file); ``--with-postgres`` keeps psycopg2 for workstations that share a
PostgreSQL database. Every bundle is checked by running its own
``--self-test`` (skip with ``--no-self-test``).
"""
from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent
APP = "AnimalOffice"
ENTRY = '''"""PyInstaller entry point: the same main() as the `animaloffice` command."""
import sys

from animaloffice.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
'''
# never in the desktop bundle: test tools, the build tool itself, GUI toolkits we don't use
EXCLUDED = ["pytest", "_pytest", "pytestqt", "hypothesis", "PyInstaller", "tkinter",
            "IPython", "setuptools", "pip"]
POSTGRES_MODULES = ["psycopg2", "psycopg", "psycopg_binary", "psycopg_c", "playhouse.postgres_ext"]
# Qt parts the app never uses (Wayland/EGL platform plugins, network information, TLS backends)
DROP_BINARIES = ("wayland", "eglfs", "egldevice", "libqgtk3", "networkinformation", "/tls/", "\\tls\\")


def version() -> str:
    sys.path.insert(0, str(ROOT))
    from animaloffice import __version__

    return __version__


def numeric_version(text: str) -> str:
    """The version as the four numbers Windows' version resource takes: 0.2.0rc1 -> 0.2.0.0."""
    import re

    numbers = [int(n) for n in re.match(r"\d+(?:\.\d+)*", text).group(0).split(".")][:4]
    return ".".join(str(n) for n in numbers + [0] * (4 - len(numbers)))


def is_windows() -> bool:
    return sys.platform.startswith("win")


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


# --- icon ---------------------------------------------------------------------------------

def make_icon(work: Path) -> Path | None:
    """resources/icons/animaloffice.svg as a multi-size .ico (installer, shortcut, exe) and a PNG."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
        from PySide6.QtGui import QGuiApplication, QImage, QPainter
        from PySide6.QtSvg import QSvgRenderer
    except ImportError:
        return None
    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (needed to paint)
    renderer = QSvgRenderer(QByteArray((ROOT / "resources/icons/animaloffice.svg").read_bytes()))
    pngs = []
    for size in ICON_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        pngs.append((size, bytes(buffer.data())))
    work.mkdir(parents=True, exist_ok=True)
    (work / "animaloffice.png").write_bytes(pngs[-1][1])
    ico = work / "animaloffice.ico"
    ico.write_bytes(ico_bytes(pngs))
    return ico


ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)


def ico_bytes(images: list[tuple[int, bytes]]) -> bytes:
    """A Windows .ico holding PNG images (Windows Vista and later read PNG entries)."""
    import struct

    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, data = b"", b""
    for size, png in images:
        dim = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


# --- the bundle -----------------------------------------------------------------------------

def spec_filter() -> str:
    return f"""
_DROP = {DROP_BINARIES!r}
a.binaries = [b for b in a.binaries if not any(x in b[0] for x in _DROP)]
a.datas = [d for d in a.datas if not any(x in d[0] for x in _DROP)]
"""


def build_bundle(dist: Path, work: Path, *, with_postgres: bool, icon: Path | None) -> Path:
    """Run PyInstaller; returns the bundle folder (dist/AnimalOffice)."""
    entry_dir = work / "entry"
    entry_dir.mkdir(parents=True, exist_ok=True)
    entry = entry_dir / "animaloffice_entry.py"
    entry.write_text(ENTRY, encoding="utf-8")
    excluded = EXCLUDED + ([] if with_postgres else POSTGRES_MODULES)
    args = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--onedir", "--name", APP,
            "--distpath", str(dist), "--workpath", str(work / "pyinstaller"), "--specpath", str(work),
            "--paths", str(ROOT),
            # ReportLab's barcode widgets import their modules with exec(); tabs and demo parts
            # are imported by name at run time: none of them is visible to the analysis
            "--collect-submodules", "reportlab.graphics.barcode",
            "--hidden-import", "_rl_accel",  # ReportLab's C speed-ups, also imported with exec()
            "--collect-submodules", "ui",
            "--collect-submodules", "animaloffice",
            "--add-data", f"{ROOT / 'resources'}{os.pathsep}resources",
            "--log-level", "WARN"]
    for module in excluded:
        args += ["--exclude-module", module]
    if is_windows() or sys.platform == "darwin":
        args.append("--windowed")
    if icon is not None and (is_windows() or sys.platform == "darwin"):
        args += ["--icon", str(icon)]
    args.append(str(entry))
    # first write the spec, filter the binaries we never load, then build from the spec
    spec = work / f"{APP}.spec"
    makespec = [a for a in args if a not in ("--noconfirm",)]
    makespec[1:3] = ["-m", "PyInstaller.utils.cliutils.makespec"]
    for flag in ("--distpath", "--workpath", "--log-level"):
        i = makespec.index(flag)
        del makespec[i:i + 2]
    _run(makespec, cwd=ROOT)
    text = spec.read_text(encoding="utf-8")
    if "_DROP =" not in text:
        text = text.replace("\npyz = PYZ(", spec_filter() + "\npyz = PYZ(", 1)
        spec.write_text(text, encoding="utf-8")
    _run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(dist),
          "--workpath", str(work / "pyinstaller"), "--log-level", "WARN", str(spec)], cwd=ROOT)
    bundle = dist / APP
    if not executable(bundle).exists():
        raise SystemExit(f"PyInstaller did not produce {executable(bundle)}")
    if not (bundle_resources(bundle) / "ordinances").is_dir():
        raise SystemExit("the bundle lacks resources/ordinances")
    return bundle


def executable(bundle: Path) -> Path:
    return bundle / (f"{APP}.exe" if is_windows() else APP)


def bundle_resources(bundle: Path) -> Path:
    """PyInstaller 6 puts data under _internal/ beside the executable."""
    internal = bundle / "_internal" / "resources"
    return internal if internal.exists() else bundle / "resources"


def run_self_test(bundle: Path, timeout: int = 300) -> str:
    """Run the bundle's own --self-test offscreen; raise with its output when it fails."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    for leaked in ("PYTHONPATH", "PYTHONHOME", "ANIMALOFFICE_RESOURCES", "ANIMALOFFICE_DB"):
        env.pop(leaked, None)
    result = subprocess.run([str(executable(bundle)), "--self-test"], env=env, capture_output=True,
                            text=True, timeout=timeout, cwd=bundle.parent)
    output = result.stdout + result.stderr
    log_file = Path(tempfile.gettempdir()) / "animaloffice-selftest.log"
    if is_windows() and not output.strip() and log_file.exists():  # a windowed exe has no stdout
        output = log_file.read_text(encoding="utf-8", errors="replace")
    if result.returncode != 0:
        raise SystemExit(f"the bundle's self-test failed (exit {result.returncode}):\n{output}")
    return output


# --- packages -------------------------------------------------------------------------------

LINUX_README = """AnimalOffice {version} for Linux (x86-64)

Unpack anywhere and run ./AnimalOffice/AnimalOffice. To check the installation
without opening the window: ./AnimalOffice/AnimalOffice --self-test

The bundle carries Python, Qt and every library AnimalOffice uses, except the
system's OpenGL loader and a font. On Debian or Ubuntu:
    sudo apt-get install libgl1 libegl1 libfontconfig1 fonts-dejavu-core libxcb-cursor0 libcups2
(libcups2 lets it print to the system's printers; without it, Save as PDF still works.)

For a menu entry, copy animaloffice.desktop to ~/.local/share/applications/ and
change its Exec= and Icon= lines to where you unpacked AnimalOffice.
"""

DESKTOP = """[Desktop Entry]
Type=Application
Name=AnimalOffice
Comment=Licenses, permits, impounds and hearings for an animal control office
Exec=/opt/AnimalOffice/AnimalOffice
Icon=/opt/AnimalOffice/animaloffice.png
Categories=Office;
Terminal=false
"""


def linux_tarball(bundle: Path, dist: Path, work: Path) -> Path:
    ver = version()
    (bundle / "README-LINUX.txt").write_text(LINUX_README.format(version=ver), encoding="utf-8")
    (bundle / "animaloffice.desktop").write_text(DESKTOP, encoding="utf-8")
    png = work / "animaloffice.png"
    if png.exists():
        shutil.copy2(png, bundle / "animaloffice.png")
    out = dist / f"{APP}-{ver}-linux-{platform.machine() or 'x86_64'}.tar.gz"
    with tarfile.open(out, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname=APP)
    return out


def write_nsis_script(out_dir: Path, payload: Path, outfile: Path, icon: Path | None) -> Path:
    """installer/installer.nsi with this build's values defined at the top."""
    out_dir.mkdir(parents=True, exist_ok=True)
    defines = [f'!define VERSION "{version()}"', f'!define VERSION_NUMERIC "{numeric_version(version())}"',
               f'!define PAYLOAD "{payload}"', f'!define OUTFILE "{outfile}"']
    if icon is not None:
        defines.append(f'!define ICON "{icon}"')
    template = (ROOT / "installer" / "installer.nsi").read_text(encoding="utf-8")
    script = out_dir / "installer.nsi"
    script.write_text("; written by build_installer.py\n" + "\n".join(defines) + "\n\n" + template,
                      encoding="utf-8")
    return script


def makensis() -> str | None:
    return shutil.which("makensis")


def compile_nsis(script: Path) -> None:
    tool = makensis()
    if tool is None:
        raise SystemExit("makensis is not installed (Debian/Ubuntu: apt-get install nsis; "
                         "Windows: https://nsis.sourceforge.io)")
    _run([tool, "-V2", "-NOCD", str(script)], cwd=script.parent)


def placeholder_payload(work: Path) -> Path:
    """A stand-in for the Windows bundle: proves the script, installs nothing useful."""
    payload = work / "nsis-placeholder" / APP
    (payload / "_internal").mkdir(parents=True, exist_ok=True)
    (payload / f"{APP}.exe").write_bytes(b"MZ placeholder: the real AnimalOffice.exe is built on Windows\n")
    (payload / "_internal" / "README.txt").write_text("placeholder payload for checking installer.nsi\n",
                                                       encoding="utf-8")
    return payload


def nsis_check(work: Path, icon: Path | None) -> Path:
    """Compile installer.nsi against the placeholder payload (Linux CI); returns the .exe."""
    out = work / "nsis-check" / f"{APP}-{version()}-setup-PLACEHOLDER.exe"
    script = write_nsis_script(work / "nsis-check", placeholder_payload(work), out, icon)
    compile_nsis(script)
    if not out.exists() or out.read_bytes()[:2] != b"MZ":
        raise SystemExit(f"makensis did not write {out}")
    return out


# --- main -----------------------------------------------------------------------------------

def _run(args: list[str], cwd: Path) -> None:
    log(" ".join(str(a) for a in args[:6]) + (" …" if len(args) > 6 else ""))
    subprocess.run(args, cwd=cwd, check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="build folder (default build/)")
    parser.add_argument("--with-postgres", action="store_true", help="keep the PostgreSQL driver")
    parser.add_argument("--no-self-test", action="store_true", help="do not run the bundle's --self-test")
    parser.add_argument("--no-package", action="store_true", help="only the bundle folder")
    parser.add_argument("--nsis-check", action="store_true",
                        help="also compile installer.nsi with a placeholder payload (proves the script)")
    parser.add_argument("--nsis-only", action="store_true",
                        help="only write installer.nsi (and compile it with a placeholder if makensis exists)")
    args = parser.parse_args(argv)
    started = time.monotonic()
    dist, work = args.dist.resolve(), args.work.resolve()
    icon = make_icon(work)
    if args.nsis_only:
        script = write_nsis_script(dist / "windows", dist / APP, dist / f"{APP}-{version()}-setup.exe", icon)
        log(f"wrote {script}")
        if makensis():
            log(f"installer script compiles: {nsis_check(work, icon)} (placeholder payload)")
        return 0
    bundle = build_bundle(dist, work, with_postgres=args.with_postgres, icon=icon)
    log(f"bundle: {bundle} ({_size(bundle)})")
    if not args.no_self_test:
        log("self-test of the bundle:\n" + run_self_test(bundle).rstrip())
    if not args.no_package:
        if is_windows():
            setup = dist / f"{APP}-{version()}-setup.exe"
            script = write_nsis_script(dist / "windows", bundle, setup, icon)
            log(f"wrote {script}")
            if makensis():
                compile_nsis(script)
                log(f"installer: {setup}")
            else:
                log("makensis not found: install NSIS and run makensis on that script")
        else:
            log(f"tarball: {linux_tarball(bundle, dist, work)}")
    if args.nsis_check and not is_windows():
        log(f"installer script compiles: {nsis_check(work, icon)} (placeholder payload, not shippable)")
    log(f"done in {time.monotonic() - started:.0f} s")
    return 0


def _size(folder: Path) -> str:
    total = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file() and not f.is_symlink())
    return f"{total / 1e6:.0f} MB"


if __name__ == "__main__":
    sys.exit(main())
