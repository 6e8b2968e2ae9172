"""Bulk inserts for demo and benchmark databases: rows as tuples, many rows per statement.

Rows carry their own ids (so the generator can point foreign keys at them);
columns a generator does not vary are written as constants in the statement.
On a fresh SQLite file the load runs without a journal, with the indexes of
the big tables dropped and built again after the load, and the database work runs on a
second thread: SQLite releases the GIL while it inserts and sorts, so the
Python that makes the rows and the database that stores them and builds the
indexes use both cores. Rows the database can derive from a few numbers go through
working tables (``temp_table``, ``insert_rows``) and an INSERT ... SELECT (``Sink.select_into``).

PostgreSQL gets the rows through ``COPY ... FROM STDIN`` (``persistence.pg_copy``; psycopg2's
multi-row VALUES had the server parse and plan statements of thousands of literals, most of
the cost of the load), the empty tables without their secondary indexes and references until
after the load (``pg_indexes``), and its id sequences are moved past the load.
"""
from __future__ import annotations

import queue
import threading
import time
from contextlib import contextmanager
from datetime import date, datetime
from itertools import chain

import peewee as pw

from ..persistence import audit_chain
from ..persistence.models.base import BaseModel
from ..persistence.pg_copy import copy_in, copy_lines, copy_text
from . import pg_indexes

CHUNK = 50_000


def sql_literal(value, sqlite: bool) -> str:
    if value is None:
        return "NULL"
    if isinstance(value, bool):
        return ("1" if value else "0") if sqlite else ("TRUE" if value else "FALSE")
    if isinstance(value, int):
        return str(value)
    if isinstance(value, datetime):
        value = value.isoformat(sep=" ")
    elif isinstance(value, date):
        value = value.isoformat()
    return "'" + str(value).replace("'", "''") + "'"


class Sink:
    """The rows for one table; ``add`` appends a tuple (id first, then the fields named)."""

    def __init__(self, writer: BulkWriter, model: type[BaseModel], fields: tuple[str, ...]):
        self.writer, self.model = writer, model
        meta = model._meta
        names = [meta.primary_key.column_name] + [meta.fields[f].column_name for f in fields]
        placeholders = [writer.param] * len(names)
        constants = []
        for field in meta.sorted_fields:
            if field.name in fields or field is meta.primary_key:
                continue
            default = field.default() if callable(field.default) else field.default
            if default is None and not field.null:
                raise ValueError(f"{meta.table_name}.{field.name} needs a value")
            names.append(field.column_name)
            constants.append(field.db_value(default) if default is not None else None)
            placeholders.append(sql_literal(constants[-1], writer.sqlite))
        cols = ", ".join(f'"{n}"' for n in names)
        self.template = "(" + ", ".join(placeholders) + ")"
        width = self.width = len(fields) + 1
        self.columns, self.constants = cols, placeholders[width:]
        if writer.sqlite:
            self.head = f'INSERT INTO "{meta.table_name}" ({cols}) VALUES '
            self.batch = rows_per_statement(width)
        else:
            self.sql = f'INSERT INTO "{meta.table_name}" ({cols}) VALUES %s'
            self.table = f'"{meta.table_name}"'
            self.suffix = "".join("\t" + copy_text(v) for v in constants)  # the constants as COPY text
        self.rows: list[tuple] = []
        self.add = self.rows.append
        self.count = 0
        self.first_id = writer.next_id(model)
        self.last_id = self.first_id - 1

    def new_id(self) -> int:
        self.last_id += 1
        return self.last_id

    def flush(self) -> None:
        if self.rows:
            rows = self.rows[:]  # ``add`` stays bound to self.rows
            self.rows.clear()
            self.count += len(rows)
            if self.writer.sqlite:  # batches flattened here: the writing thread has the more work
                batches, rest = flattened(rows, self.batch)
                self.writer.submit(lambda: self.writer.execute_batches(self.head, self.template, self.width,
                                                                       batches, rest))
            elif self.writer.use_copy:
                self.writer.submit(lambda: self.writer.copy(self.table, self.columns, rows, self.suffix))
            else:
                self.writer.submit(lambda: self.writer.execute_many(self.sql, self.template, rows))

    def select_into(self, values: list[str], source: str) -> str:
        """An INSERT ... SELECT into this table: `values` are SQL expressions for the id and the
        fields named, in order, over `source` (the FROM clause and what follows); the columns a
        generator does not vary get the same constants as rows added with ``add``."""
        if len(values) != self.width:
            raise ValueError(f"{self.model._meta.table_name}: {self.width} values expected")
        return (f'INSERT INTO "{self.model._meta.table_name}" ({self.columns}) '
                f"SELECT {', '.join(values + self.constants)} {source}")


def rows_per_statement(width: int) -> int:
    """As many rows a statement as SQLite takes values (32,766). Each statement is one wait for
    Python's lock on the writing thread while the other thread makes rows (up to the switch
    interval), so a few big statements beat many small ones by far."""
    return max(1, 30_000 // width)


def flattened(rows: list[tuple], size: int) -> tuple[list[tuple], tuple]:
    """Rows in batches of `size`, each flattened into one tuple for a multi-row VALUES, and the
    rest (fewer rows) flattened into one more."""
    whole = len(rows) - len(rows) % size
    return ([tuple(chain.from_iterable(rows[i:i + size])) for i in range(0, whole, size)],
            tuple(chain.from_iterable(rows[whole:])))


def flush_together(sinks, everything: bool = False) -> bool:
    """Write these tables' rows, in the order given, once any of them holds a chunk."""
    if everything or any(len(s.rows) >= CHUNK for s in sinks):
        for s in sinks:
            s.flush()
        return True
    return False


class BulkWriter:
    use_copy = True  # PostgreSQL: COPY, else multi-row VALUES (the tests compare the two)

    def __init__(self, db: pw.Database):
        self.db = db
        self.sqlite = isinstance(db, pw.SqliteDatabase)
        self.param = "?" if self.sqlite else "%s"
        self.sinks: list[Sink] = []
        self._next: dict[str, int] = {}
        self._saved: list[tuple[str, str]] = []
        self._queue: queue.Queue | None = None
        self._thread: threading.Thread | None = None
        self._error: BaseException | None = None
        self.thread_cpu = 0.0  # seconds of CPU the writing thread used (for the build's report)
        self.temp_schema = "temp" if self.sqlite else "pg_temp"
        self._temp: list[str] = []

    def next_id(self, model: type[BaseModel]) -> int:
        name = model._meta.table_name
        if name not in self._next:
            top = self.db.execute_sql(f'SELECT max("{model._meta.primary_key.column_name}") '
                                      f'FROM "{name}"').fetchone()[0]
            self._next[name] = (top or 0) + 1
        return self._next[name]

    def sink(self, model: type[BaseModel], *fields: str) -> Sink:
        s = Sink(self, model, fields)
        self.sinks.append(s)
        return s

    # --- the database work, here or on the writing thread ----------------------------
    @contextmanager
    def background(self, enabled: bool):
        """Run submitted database work on one helper thread (same connection, in order)."""
        if not (enabled and self.sqlite):
            yield
            return
        conn = self.db.connection()  # peewee opened it with check_same_thread=False
        self._queue = queue.Queue(maxsize=24)  # bounded: the generator waits, memory stays flat
        self._thread = threading.Thread(target=self._work, name="bulk-writer", daemon=True)
        self._conn = conn
        self._thread.start()
        try:
            yield
            self.wait()
        finally:
            self._queue.put(None)
            self._thread.join()
            self._queue = self._thread = None

    def _work(self) -> None:
        started = time.thread_time()
        while True:
            job = self._queue.get()
            try:
                if job is None:
                    self.thread_cpu = time.thread_time() - started
                    return
                if self._error is None:
                    job()
            except BaseException as exc:  # reported to the generating thread at its next submit
                self._error = exc
            finally:
                self._queue.task_done()

    def submit(self, job) -> None:
        self._raise()
        if self._queue is None:
            job()
        else:
            self._queue.put(job)

    def execute(self, sql: str, params: tuple = ()) -> None:
        """A statement that must run in order with the inserts (index builds, FTS rebuild)."""
        self.submit(lambda: self._run(sql, params))

    def _run(self, sql: str, params: tuple = ()) -> None:
        if self.sqlite:
            self._connection().execute(sql, params)
        else:
            self.db.execute_sql(sql if params else sql.replace("%", "%%"), params)  # % marks a parameter

    # --- working tables: rows the database turns into records with INSERT ... SELECT -------
    def temp_table(self, name: str, columns: str) -> None:
        """A working table for the load, made afresh (dropped by ``drop_temp_tables``)."""
        self.execute(f"DROP TABLE IF EXISTS {self.temp_schema}.{name}")
        self.execute(f"CREATE TEMP TABLE {name} ({columns})")
        if name not in self._temp:
            self._temp.append(name)

    def insert_rows(self, table: str, columns: tuple[str, ...], rows: list[tuple]) -> None:
        """Rows (tuples of the columns named) into a working table, in order with the rest."""
        if not rows:
            return
        names = ", ".join(columns)
        one = "(" + ", ".join([self.param] * len(columns)) + ")"
        if self.sqlite:
            size = rows_per_statement(len(columns))
            batches, rest = flattened(rows, size)
            head = f"INSERT INTO {table} ({names}) VALUES "
            self.submit(lambda: self.execute_batches(head, one, len(columns), batches, rest))
        elif self.use_copy:
            self.submit(lambda: self.copy(table, names, rows))
        else:
            self.submit(lambda: self.execute_many(f"INSERT INTO {table} ({names}) VALUES %s", one, rows))

    def drop_temp_tables(self) -> None:
        for name in self._temp:
            self.execute(f"DROP TABLE IF EXISTS {self.temp_schema}.{name}")
        self._temp = []

    # SQL that differs between the two databases (SQLite keeps dates and times as ISO text)
    def as_date(self, expr: str) -> str:
        return expr if self.sqlite else f"CAST({expr} AS DATE)"

    def as_stamp(self, expr: str) -> str:
        return expr if self.sqlite else f"CAST({expr} AS TIMESTAMP)"

    def padded(self, expr: str, width: int = 6) -> str:
        """A number as text with leading zeros to `width` digits (as ``f"{n:06d}"``)."""
        if self.sqlite:
            return f"printf('%0{width}d', {expr})"
        return (f"CASE WHEN {expr} < {10 ** width} THEN lpad(CAST({expr} AS TEXT), {width}, '0') "
                f"ELSE CAST({expr} AS TEXT) END")

    def wait(self) -> None:
        if self._queue is not None:
            self._queue.join()
        self._raise()

    def _raise(self) -> None:
        if self._error is not None:
            error, self._error = self._error, None
            raise error

    def _connection(self):
        return self._conn if self._queue is not None else self.db.connection()

    def execute_batches(self, head: str, one: str, width: int, batches: list[tuple], rest: tuple) -> None:
        """Multi-row inserts: ``head`` is the statement up to VALUES, ``one`` a row of `width` values."""
        conn = self._connection()
        if batches:
            conn.executemany(head + ", ".join([one] * (len(batches[0]) // width)), batches)
        if rest:
            conn.execute(head + ", ".join([one] * (len(rest) // width)), rest)

    def execute_many(self, sql: str, template: str, rows: list[tuple]) -> None:
        """PostgreSQL: multi-row VALUES through psycopg2 (``sql`` ends in VALUES %s)."""
        from psycopg2.extras import execute_values

        with self.db.cursor() as cur:
            execute_values(cur, sql, rows, template=template, page_size=2000)

    def copy(self, table: str, columns: str, rows: list[tuple], suffix: str = "") -> None:
        """PostgreSQL: the rows through COPY (`suffix`: the constant columns, as COPY text)."""
        copy_in(self.db, table, columns, copy_lines(rows, suffix))

    def finish(self) -> None:
        for s in self.sinks:
            s.flush()
        self.wait()
        for s in self.sinks:
            self._next[s.model._meta.table_name] = s.last_id + 1
        if not self.sqlite:
            for s in self.sinks:
                t = s.model._meta.table_name
                self.db.execute_sql(
                    f"SELECT setval(pg_get_serial_sequence('\"{t}\"', 'id'), "
                    f'(SELECT coalesce(max(id), 1) FROM "{t}"))')

    # --- fresh SQLite files (PostgreSQL: its empty tables): indexes after the load ---------
    def drop_indexes(self, tables: list[str], fresh: bool) -> None:
        """Drop the tables' indexes for the load (see restore_indexes), on a fresh SQLite file;
        on PostgreSQL those of the empty tables, and their references (``pg_indexes``)."""
        if not self.sqlite:
            self._saved.extend(pg_indexes.set_aside(self.db, tables))
        if not (self.sqlite and fresh):
            return
        marks = ", ".join("?" for _ in tables)
        found = self.db.execute_sql(
            "SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL "
            f"AND tbl_name IN ({marks})", tuple(tables)).fetchall()
        for name, table, sql in found:
            self.db.execute_sql(f'DROP INDEX "{name}"')
            self._saved.append((table, sql))

    def restore_indexes(self, tables: tuple[str, ...] | None = None) -> None:
        """Build the dropped indexes of these tables (all when None), in order with the inserts."""
        build = [sql for table, sql in self._saved if tables is None or table in tables]
        self._saved = [(table, sql) for table, sql in self._saved if sql not in build]
        if build:  # one job: the queue's bound is for rows waiting, not for statements
            self.submit(lambda: [self._run(sql) for sql in build])


@contextmanager
def unjournaled(db: pw.Database, fresh: bool):
    """A fresh SQLite file is built without journal, fsync or reference checks, then put back
    in WAL mode with references checked (the demo tests run ``PRAGMA foreign_key_check``).

    (If the build fails half-way the file is deleted: nothing of value is at risk.)"""
    if not (isinstance(db, pw.SqliteDatabase) and fresh):
        yield
        return
    db.execute_sql("PRAGMA journal_mode = OFF")
    db.execute_sql("PRAGMA synchronous = OFF")
    db.execute_sql("PRAGMA foreign_keys = OFF")  # the generator makes every reference itself
    db.execute_sql("PRAGMA cache_size = -400000")
    db.execute_sql("PRAGMA temp_store = MEMORY")
    db.execute_sql("PRAGMA threads = 2")  # index builds sort on a helper thread too
    try:
        yield
    finally:
        db.execute_sql("PRAGMA foreign_keys = ON")
        db.execute_sql("PRAGMA cache_size = -32000")
        db.execute_sql("PRAGMA synchronous = FULL")
        db.execute_sql("PRAGMA journal_mode = WAL")


# --- audit entries written by the database from the loaded rows ------------------------

def json_of_row(model: type[BaseModel], sqlite: bool, overrides: dict[str, str] | None = None) -> str:
    """SQL for a row's JSON snapshot with the keys and value forms ``audit.snapshot`` gives."""
    overrides = overrides or {}
    parts = []
    for f in sorted(model._meta.sorted_fields, key=lambda f: f.name):
        col = f'"{f.column_name}"'
        if f.name in overrides:
            value = overrides[f.name]
        elif isinstance(f, pw.BooleanField) and sqlite:
            value = f"CASE WHEN {col} IS NULL THEN NULL WHEN {col} THEN json('true') ELSE json('false') END"
        elif isinstance(f, pw.DateTimeField) and sqlite:
            value = f"replace({col}, ' ', 'T')"
        else:
            value = col
        parts.append(f"'{f.name}', {value}")
    if sqlite:
        return f"json_object({', '.join(parts)})"
    # PostgreSQL passes a function at most 100 arguments (50 keys and values): a wider table's
    # object is built in pieces, each without its braces, joined into one object as text
    pieces = [f"btrim(json_build_object({', '.join(parts[i:i + 50])})::text, '{{}}')"
              for i in range(0, len(parts), 50)]
    if len(pieces) == 1:
        return f"json_build_object({', '.join(parts)})::text"
    return "('{' || " + " || ', ' || ".join(pieces) + " || '}')"


def audit_rows(writer: BulkWriter, model: type[BaseModel], action: str, *, first_id: int, last_id: int,
               username: str, note: str = "''", before: str = "NULL", after: str | None = None,
               where: str = "") -> None:
    """One audit entry per loaded row of `model` (ids first_id..last_id), in the order of the rows:
    their values made in SQL, each sealed onto the one before (``audit_chain.append_many``), all
    at the time of the load (the log says when it was written; each row keeps when it was made).

    ``note``, ``before`` and ``after`` are SQL expressions over the row."""
    if last_id < first_id:
        return
    t = model._meta.table_name
    after = after if after is not None else json_of_row(model, writer.sqlite)
    p = writer.param
    rows = writer.db.execute_sql(
        f'SELECT {p}, {p}, {p}, CAST("id" AS TEXT), {before}, {after}, COALESCE({note}, \'\') '
        f'FROM "{t}" WHERE "id" BETWEEN {p} AND {p} {where} ORDER BY "id"',
        (username, action, t, first_id, last_id))
    audit_chain.append_many(rows)
