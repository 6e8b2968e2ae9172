"""The `animaloffice` command: opens the window, or runs a headless job.

Headless jobs (demo, backup, restore, check...) never import Qt; the window is
imported only when it must open.
"""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from .cli import parse_args, run_command

    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.command in (None, "run"):
        from ui.app import run_app  # the only place the core reaches for Qt

        return run_app(args)
    if args.command == "self-test":  # the core's steps plus the window's (Qt, QtPdf, printing, tabs)
        from ui.selftest_qt import run_self_test

        return run_self_test()
    return run_command(args)


if __name__ == "__main__":
    sys.exit(main())
