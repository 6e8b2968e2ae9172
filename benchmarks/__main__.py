"""Run every benchmark: ``python -m benchmarks [--size metro] [--only lookups,startup] [--rebuild]``.

Each figure is printed as it is measured: our time, the bare library doing the same work
in the same run, the ratio and the target. The database is built once per size (and per
version of the demo builder and schema) in ``benchmarks/.cache`` and reused after.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from .common import HEADER, ROOT, Report, cache_dir

SECTIONS = ("build", "lookups", "startup", "day", "scroll", "documents", "reports", "printing")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="metro", choices=("tiny", "town", "city", "metro"),
                        help="the database to measure on (default: metro, ~1,000,000 licenses)")
    parser.add_argument("--only", default="", help=f"comma-separated sections: {', '.join(SECTIONS)}")
    parser.add_argument("--rebuild", action="store_true", help="build the database again (and time it)")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (for a smoke test)")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a target is missed")
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    args = parser.parse_args(argv)
    only = [s.strip() for s in args.only.split(",") if s.strip()] or list(SECTIONS)
    unknown = set(only) - set(SECTIONS)
    if unknown:
        parser.error(f"unknown section(s): {', '.join(sorted(unknown))}")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["ANIMALOFFICE_HOME"] = str(cache_dir() / "home")  # never the user's own data
    sys.path.insert(0, str(ROOT))

    report = Report()
    load = _load_average()
    print(f"AnimalOffice benchmarks, size {args.size}, {os.cpu_count()} cores, load average {load} "
          f"at the start (other work on the machine slows both columns)", flush=True)
    print(HEADER, flush=True)
    started = time.perf_counter()
    from . import build

    path = build.database(args.size, report, rebuild=args.rebuild)
    if "lookups" in only:
        from . import lookups

        lookups.run(path, report, quick=args.quick)
    if "startup" in only:
        from . import startup

        startup.run(path, report, quick=args.quick)
    if "day" in only:
        from . import start_quit

        start_quit.run(path, report, quick=args.quick)
    if "scroll" in only:
        from . import scroll

        scroll.run(path, report, quick=args.quick)
    if "documents" in only:
        from . import documents

        documents.run(path, report, quick=args.quick)
    if "reports" in only:
        from . import reports

        reports.run(path, report, quick=args.quick)
    if "printing" in only:
        from . import printing

        printing.run(path, report, quick=args.quick)
    print(f"\n{len(report.figures)} figures in {time.perf_counter() - started:.0f} s on {path.name} "
          f"({Path(path).stat().st_size / 1e6:,.0f} MB); load average {_load_average()} at the end; "
          f"{len(report.failed())} target(s) missed", flush=True)
    if args.json:
        Path(args.json).write_text(report.to_json())
    return 1 if args.strict and report.failed() else 0


def _load_average() -> str:
    try:
        return " ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        return "?"


if __name__ == "__main__":
    sys.exit(main())
