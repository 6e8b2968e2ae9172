"""Run every benchmark: ``python -m benchmarks [--db sqlite|postgres|both] [--size metro | --sizes town,city
| --growth] [--only lookups,startup] [--rebuild] [--strict]``.

Each figure is printed as it is measured: our time, the bare library doing the same work
in the same run, the ratio and the target, in one table with a section per database and
size. The SQLite database is built once per size (and per version of the demo builder and
schema) in ``benchmarks/.cache`` and reused after; the PostgreSQL office is built on a server
the run starts (or on ANIMALOFFICE_BENCH_PG_URL's, reused there while the builder is the same).
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from contextlib import nullcontext

from .common import HEADER, ROOT, Report, cache_dir

SECTIONS = ("build", "lookups", "startup", "day", "scroll", "documents", "reports", "printing")
SIZES = ("tiny", "town", "city", "metro")
GROWTH = ("town", "city", "metro")
DATABASES = {"sqlite": ("sqlite",), "postgres": ("postgresql",), "both": ("sqlite", "postgresql")}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__.splitlines()[0])
    parser.add_argument("--db", default="sqlite", choices=tuple(DATABASES),
                        help="the database(s) to measure on (default: sqlite)")
    parser.add_argument("--size", default="metro", choices=SIZES,
                        help="the office to measure (default: metro, ~1,000,000 licenses)")
    parser.add_argument("--sizes", default="", help=f"comma-separated sizes, each measured: {', '.join(SIZES)}")
    parser.add_argument("--growth", action="store_true", help=f"every figure at {', '.join(GROWTH)} (--sizes "
                        f"{','.join(GROWTH)}) and how it grows")
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
    sizes = [s.strip() for s in args.sizes.split(",") if s.strip()] or (list(GROWTH) if args.growth else [args.size])
    if set(sizes) - set(SIZES):
        parser.error(f"unknown size(s): {', '.join(sorted(set(sizes) - set(SIZES)))}")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["ANIMALOFFICE_HOME"] = str(cache_dir() / "home")  # never the user's own data
    sys.path.insert(0, str(ROOT))

    report = Report()
    kinds = DATABASES[args.db]
    print(f"AnimalOffice benchmarks on {' and '.join(k.replace('postgresql', 'PostgreSQL').replace('sqlite', 'SQLite') for k in kinds)}, "
          f"size {', '.join(sizes)}, {os.cpu_count()} cores, load average {_load_average()} at the start "
          "(other work on the machine slows both columns)", flush=True)
    print(HEADER, flush=True)
    started = time.perf_counter()
    from .databases import PgServer

    printed = False
    with PgServer() if "postgresql" in kinds else nullcontext() as server:
        for kind in kinds:
            for size in sizes:
                db = _prepare(kind, size, server, report, rebuild=args.rebuild)
                _measure(db, report, only, quick=args.quick, printing=not printed)
                printed = True
                report.note(f"{db.label} {size} office: {db.size_text()}")
    if len(sizes) > 1:
        from .growth import table

        print("\n".join(table(report.figures, sizes)), flush=True)
    missed = report.failed()
    print(f"\n{len(report.figures)} figures in {time.perf_counter() - started:.0f} s; load average "
          f"{_load_average()} at the end; {len(missed)} target(s) missed", flush=True)
    for f in missed:
        print(f"  missed: {f.db}, {f.size}: {f.name} ({f.target})", flush=True)
    if args.json:
        from pathlib import Path

        Path(args.json).write_text(report.to_json())
    return 1 if args.strict and missed else 0


def _prepare(kind: str, size: str, server, report: Report, *, rebuild: bool):
    """The office of this size on this database, built when missing (its build a figure)."""
    from animaloffice.demo import SIZES as LICENSES

    from .databases import POSTGRES, SQLITE, BenchDb

    report.section(SQLITE if kind == "sqlite" else POSTGRES, size, LICENSES.get(size, 0))
    if kind == "sqlite":
        from . import build

        return BenchDb("sqlite", size, path=build.database(size, report, rebuild=rebuild))
    from . import build_postgres

    return build_postgres.database(size, server, report, rebuild=rebuild)


def _measure(db, report: Report, only: list[str], *, quick: bool, printing: bool) -> None:
    import importlib

    modules = {"day": "start_quit"}
    for section in only:
        if section == "build":  # taken as the office was prepared
            continue
        if section == "printing" and not printing:  # no database in it: measured once a run
            continue
        module = importlib.import_module(f".{modules.get(section, section)}", __package__)
        module.run(db.path if section == "printing" else db, report, quick=quick)


def _load_average() -> str:
    try:
        return " ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        return "?"


if __name__ == "__main__":
    sys.exit(main())
