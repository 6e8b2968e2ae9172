"""The `animaloffice` command: opens the window, or runs a headless job.

Headless jobs (demo, backup, restore, check...) never import Qt; the window is
imported only when it must open.
"""
from __future__ import annotations

import importlib
import sys
from pathlib import Path


def window_module(name: str):
    """The window's module `name` (``app``, ``selftest_qt``): the only place the core reaches for Qt.

    Installed, the window ships inside this package as ``animaloffice.ui``; in a source checkout it
    is the top-level ``ui`` beside ``animaloffice/`` (the folder the repository keeps), put on the
    path if the checkout itself is not."""
    here = Path(__file__).resolve().parent
    if (here / "ui" / "__init__.py").exists():
        return importlib.import_module(f"animaloffice.ui.{name}")
    checkout = here.parent
    if (checkout / "ui" / "__init__.py").exists() and str(checkout) not in sys.path:
        sys.path.insert(0, str(checkout))
    return importlib.import_module(f"ui.{name}")


def main(argv: list[str] | None = None) -> int:
    from .cli import parse_args, run_command

    args = parse_args(sys.argv[1:] if argv is None else argv)
    from .logs import start_logging

    start_logging()
    if args.command in (None, "run"):
        return window_module("app").run_app(args)
    if args.command == "self-test":  # the core's steps plus the window's (Qt, QtPdf, printing, tabs)
        return window_module("selftest_qt").run_self_test()
    return run_command(args)


if __name__ == "__main__":
    sys.exit(main())
