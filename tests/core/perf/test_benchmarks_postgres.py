"""The benchmark's PostgreSQL section (issue 32): the harness builds the tiny office on the test
server and takes its figures beside bare psycopg2; the bare replay reads the app's rows; a missed
target fails ``--strict``. And the growth table puts each figure's growth per 10x of records."""
from __future__ import annotations

import json
import os
from urllib.parse import urlsplit, urlunsplit

import pytest

from benchmarks import __main__ as bench
from benchmarks import lookups
from benchmarks.common import Figure
from benchmarks.growth import per_10x, table

PG_URL = os.environ.get("ANIMALOFFICE_TEST_PG_URL", "")
needs_pg = pytest.mark.skipif(not PG_URL, reason="ANIMALOFFICE_TEST_PG_URL names no PostgreSQL test server")
BENCH_DB = "animaloffice_bench_test"  # a database of its own: the other tests empty the test one


@pytest.fixture(scope="module")
def bench_url() -> str:
    """A database for the benchmark's office on the test server (made once, kept between runs)."""
    import psycopg2

    raw = psycopg2.connect(PG_URL)
    raw.autocommit = True
    with raw.cursor() as cur:
        cur.execute("SELECT 1 FROM pg_database WHERE datname = %s", (BENCH_DB,))
        if cur.fetchone() is None:
            cur.execute(f"CREATE DATABASE {BENCH_DB}")
    raw.close()
    parts = urlsplit(PG_URL)
    return urlunsplit((parts.scheme, parts.netloc, f"/{BENCH_DB}", parts.query, parts.fragment))


@pytest.fixture
def bench_env(bench_url, tmp_path, monkeypatch):
    monkeypatch.setenv("ANIMALOFFICE_BENCH_PG_URL", bench_url)
    monkeypatch.setenv("ANIMALOFFICE_BENCH_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("ANIMALOFFICE_HOME", str(tmp_path / "home"))  # main() points it into the cache
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.delenv("ANIMALOFFICE_DB", raising=False)
    return bench_url


@needs_pg
def test_the_postgresql_section_takes_each_figure_beside_bare_psycopg2(bench_env, tmp_path, capsys):
    out = tmp_path / "figures.json"
    assert bench.main(["--db", "postgres", "--size", "tiny", "--quick", "--only", "lookups,reports",
                       "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "-- PostgreSQL, tiny office" in printed
    figures = {f["name"]: f for f in json.loads(out.read_text())["figures"]}
    assert all(f["db"] == "PostgreSQL" and f["size"] == "tiny" and f["ours"] > 0 for f in figures.values())
    looked_up = [f for name, f in figures.items() if name.startswith(("lookup:", "search"))]
    assert len(looked_up) == 6 and all(f["bare"] > 0 and "OTHER ROWS" not in f["note"] for f in looked_up)
    assert all(f["target"].endswith("<= 1.5x bare") for f in looked_up)
    assert figures["build the tiny database"]["bare"] > 0
    assert "report: Animal permits needed (T-7A)" in figures
    assert "report: Licenses due and overdue, first page" in figures  # a report made in parts: its first part
    assert figures["report: Licenses due and overdue, whole"]["bare"] > 0  # and its whole beside its SQL replayed


@needs_pg
def test_the_bare_replay_returns_the_rows_the_app_found(bench_env):
    from animaloffice.config import DatabaseTarget
    from animaloffice.persistence.db import close_database, open_database
    from animaloffice.persistence.models.licensing import License
    from animaloffice.queries import search
    from benchmarks.databases import PgBare

    bench.main(["--db", "postgres", "--size", "tiny", "--quick", "--only", "build"])  # the office, if not there
    open_database(DatabaseTarget("postgresql", url=bench_env), create=False)
    raw = PgBare(bench_env)
    try:
        lic = License.select().where(License.tag_number >= 10).order_by(License.id.desc()).first()
        hits = []
        statements = lookups.captured(lambda: hits.extend(search.find_by_tag(lic.tag_number, lic.jurisdiction_id)))
        assert statements and lic.id in [h.id for h in hits]
        bare = [row for sql, params in statements for row in raw.execute(sql, params).fetchall()]
        assert [row[0] for row in bare] == [h.id for h in hits]  # the same licenses, in the same order
        assert lookups.same_rows(statements, raw)
        assert not lookups.same_rows(statements, _NoRows())  # a replay that reads nothing is told apart
    finally:
        raw.close()
        close_database()


class _NoRows:
    def execute(self, sql, params=()):
        return self

    def fetchall(self):
        return []


@needs_pg
def test_strict_fails_when_a_target_is_missed(bench_env, monkeypatch, capsys):
    monkeypatch.setattr(lookups, "LOOKUP_LIMIT", 0.0)  # planted: no look-up is that fast
    argv = ["--db", "postgres", "--size", "tiny", "--quick", "--only", "lookups"]
    assert bench.main(argv) == 0  # missed, and reported, but not strict
    assert "missed: PostgreSQL, tiny: lookup: tag number" in capsys.readouterr().out
    assert bench.main(argv + ["--strict"]) == 1


def test_growth_is_put_per_10x_of_license_records():
    def fig(size, licenses, ours):
        return Figure("report: X", ours, None, db="SQLite", size=size, licenses=licenses, key="report: X")

    town, city = fig("town", 2_000, 0.01), fig("city", 50_000, 0.25)  # 25x the rows, 25x the time
    assert per_10x(town, city) == pytest.approx(10.0)
    flat = fig("city", 50_000, 0.01)
    assert per_10x(town, flat) == pytest.approx(1.0)
    lines = table([town, city], ["town", "city"])
    assert any("report: X" in line and "10.0x" in line and "as the data" in line for line in lines)
    assert not any("report: X" in line for line in table([town], ["town", "city"]))  # one size: no growth
