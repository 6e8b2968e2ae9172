"""How each figure grows with the office: the same figure at each size, and its growth per 10x.

The sizes are not exactly 10x apart (town 2,000 license records, city 50,000, metro
1,000,000), so the growth is put per 10x of license records: (b / a) ** (1 / log10(nb / na)).
A figure that grows about as fast as the data (10x per 10x) reads every row; a look-up or a
page of a list should barely grow.
"""
from __future__ import annotations

import math

from .common import Figure, fmt_value

SCAN = 5.0  # per 10x: grows about as the data does (a scan behind it?)
FASTER = 12.0  # per 10x: faster than the data


def per_10x(a: Figure, b: Figure) -> float | None:
    if not (a.ours > 0 and b.ours > 0 and a.licenses and b.licenses and b.licenses != a.licenses):
        return None
    return (b.ours / a.ours) ** (1 / math.log10(b.licenses / a.licenses))


def table(figures: list[Figure], sizes: list[str]) -> list[str]:
    """One line per figure and database: its value at each size, and its growth per 10x."""
    rows: dict[tuple[str, str], dict[str, Figure]] = {}
    for f in figures:
        rows.setdefault((f.db, f.key), {})[f.size] = f
    head = f"{'figure':<46} {'database':<10} " + " ".join(f"{s:>11}" for s in sizes) + f" {'per 10x':>8}"
    lines = ["", "How each figure grows (the same figure at each size; growth per 10x of license records)",
             head]
    for (db, key), by_size in rows.items():
        if len(by_size) < 2:
            continue
        present = [by_size[s] for s in sizes if s in by_size]
        growth = per_10x(present[0], present[-1])
        unit = present[0].unit
        cells = " ".join(f"{fmt_value(by_size[s].ours, unit) if s in by_size else '-':>11}" for s in sizes)
        mark = ""
        if growth is not None and growth >= FASTER:
            mark = "  faster than the data"
        elif growth is not None and growth >= SCAN:
            mark = "  grows as the data (reads every row?)"
        lines.append(f"{key[:46]:<46} {db:<10} {cells} {f'{growth:.1f}x' if growth else '-':>8}{mark}")
    return lines
