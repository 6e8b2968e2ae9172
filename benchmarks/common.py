"""What every benchmark shares: timing, the result table, memory, the cached database."""
from __future__ import annotations

import hashlib
import json
import os
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable


def cache_dir() -> Path:
    path = Path(os.environ.get("ANIMALOFFICE_BENCH_CACHE") or ROOT / "benchmarks" / ".cache")
    path.mkdir(parents=True, exist_ok=True)
    return path


def code_hash() -> str:
    """Changes when the demo builder or the schema changes, so a stale cache is rebuilt."""
    h = hashlib.sha256()
    for folder in ("animaloffice/demo_bulk", "animaloffice/persistence", "resources/ordinances"):
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix in (".py", ".toml"):
                h.update(path.read_bytes())
    return h.hexdigest()[:10]


@dataclass
class Figure:
    name: str
    ours: float  # seconds (or bytes for memory figures)
    bare: float | None  # the bare library doing the same work, same run
    target: str = ""  # e.g. "< 5 ms", "<= 2x bare"
    ok: bool | None = None
    unit: str = "s"
    note: str = ""
    key: str = ""  # the same figure at every size and on each database (the name, by default)
    db: str = ""  # "SQLite" or "PostgreSQL", set by the report
    size: str = ""
    licenses: int = 0  # the office's license records, for the growth table

    @property
    def ratio(self) -> float | None:
        return self.ours / self.bare if self.bare else None


@dataclass
class Report:
    figures: list[Figure] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    db: str = ""  # the section being measured: its figures are marked with it
    size: str = ""
    licenses: int = 0

    def section(self, db: str, size: str, licenses: int = 0) -> None:
        """Start the rows of one database at one size (a heading row of the table)."""
        self.db, self.size, self.licenses = db, size, licenses
        print(f"-- {db}, {size} office" + (f" ({licenses:,} license records)" if licenses else "") + " --",
              flush=True)

    def add(self, figure: Figure) -> Figure:
        figure.key = figure.key or figure.name
        figure.db, figure.size = figure.db or self.db, figure.size or self.size
        figure.licenses = figure.licenses or self.licenses
        self.figures.append(figure)
        print(format_row(figure), flush=True)
        return figure

    def note(self, text: str) -> None:
        """A line of the table that is no figure (a section not measured here, and why)."""
        self.notes.append(f"{self.db}, {self.size}: {text}" if self.db else text)
        print(f"   {text}", flush=True)

    def failed(self) -> list[Figure]:
        return [f for f in self.figures if f.ok is False]

    def to_json(self) -> str:
        return json.dumps({"figures": [f.__dict__ | {"ratio": f.ratio} for f in self.figures],
                           "notes": self.notes}, indent=2)


def fmt_value(value: float | None, unit: str) -> str:
    if value is None:
        return "-"
    if unit == "MB":
        return f"{value:,.0f} MB"
    if unit == "s":
        if value < 0.001:
            return f"{value * 1e6:,.0f} µs"
        if value < 1:
            return f"{value * 1e3:,.1f} ms"
        return f"{value:,.2f} s"
    return f"{value:,.2f} {unit}"


HEADER = f"{'figure':<46} {'ours':>11} {'bare':>11} {'ratio':>7}  {'target':<27} result"


def format_row(f: Figure) -> str:
    ratio = f"{f.ratio:.2f}x" if f.ratio is not None else "-"
    result = {True: "ok", False: "MISSED", None: ""}[f.ok]
    line = (f"{f.name:<46} {fmt_value(f.ours, f.unit):>11} {fmt_value(f.bare, f.unit):>11} {ratio:>7}  "
            f"{f.target:<27} {result}")
    return line + (f"  ({f.note})" if f.note else "")


def timed(fn, repeat: int = 5, number: int = 1) -> float:
    """The median time of one call (`number` calls per sample, `repeat` samples)."""
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        samples.append((time.perf_counter() - start) / number)
    return statistics.median(samples)


def peak_rss_mb() -> float:
    """This process's peak resident memory (VmHWM), in MB."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def current_rss_mb() -> float:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return peak_rss_mb()


def child_env(**extra) -> dict:
    """The environment of a measured process: as an installed office runs, with compiled
    bytecode (a machine that sets PYTHONDONTWRITEBYTECODE would otherwise compile every module
    from source at every start, a cost no installed copy pays)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env.update({k: str(v) for k, v in extra.items()})
    return env
