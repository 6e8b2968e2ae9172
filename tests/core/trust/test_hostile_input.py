"""Hostile input thrown at every service: each call is either saved or refused with an
error that names the field (or the rule), nothing crashes with another exception, and a
refusal leaves every table exactly as it was.

The sweep covers every acting function in ``animaloffice.services`` (the same sweep as the
permission test), so services added later are fuzzed too: known ones start from realistic
arguments (``BASELINES`` in hostile_baselines, shared with the deep run of the main
services in test_hostile_property), others from arguments guessed from their parameter names.
"""
from __future__ import annotations

import importlib
import inspect
import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from animaloffice.domain.errors import OfficeError
from animaloffice.persistence.models import ALL_MODELS
from animaloffice.persistence.models.base import database

from .hostile import hostile_for, spoil, texts
from .hostile_baselines import BASELINES, TODAY, Records, check_refusal, make_records, table_counts
from .test_permissions import acting_functions

EXAMPLES = int(os.environ.get("ANIMALOFFICE_FUZZ_EXAMPLES", "6"))  # per service; more for a deep run
NOT_FUZZED = {  # they take rows or query results made by the program, not values a person types
    "restore.restore", "payments.settle", "payments.waive_charges", "export.export_report", "licensing_notices.record_letters_sent",
    # a sign-in: a failed one is counted and audited on purpose (tests/core/trust/test_sign_in_guard.py)
    "approvals.second_sign_in",
    # the set-up's cities, each stored by jurisdictions.add_jurisdiction (fuzzed itself)
    "opening.ensure_jurisdictions"}
FIXED = {"path", "profile_path"}  # a file the person chose in a dialog: kept, never spoiled
BORROW = {  # a one-step wrapper passes its **fields on: start from the wrapped service's arguments
    "dangerous_dogs.declare_and_notify": "dangerous_dogs.declare"}


def _id_tables() -> dict:
    """Parameter name -> model: impound_id -> Impound, application_id -> PermitApplication..."""
    out = {}
    for m in ALL_MODELS:
        out.setdefault(f"{m._meta.table_name}_id", m)
    for m in ALL_MODELS:
        out.setdefault(f"{m._meta.table_name.rsplit('_', 1)[-1]}_id", m)
    return out


ID_TABLES = _id_tables()


def guessed_baseline(fn, r: Records, data) -> dict:
    """Arguments from parameter names, for a service without a baseline here: an id parameter
    gets one of the records the demo parts made in that table."""
    ids = {"owner_id": r.owner, "animal_id": r.animal, "license_id": r.license, "jurisdiction_id": r.j,
           "payment_id": r.payment, "user_id": r.user, "new_owner_id": r.owner2, "charge_ids": [r.charge]}
    out = {}
    for p in inspect.signature(fn).parameters.values():
        if p.name == "actor" or p.kind in (p.VAR_KEYWORD, p.VAR_POSITIONAL):
            continue
        a = str(p.annotation).lower()
        model = ID_TABLES.get(p.name)
        if p.name in ids:
            out[p.name] = ids[p.name]
        elif model is not None and (p.default is p.empty or data.draw(st.booleans(), label="use id")):
            existing = [i for (i,) in model.select(model.id).order_by(model.id.desc()).limit(25).tuples()]
            out[p.name] = data.draw(st.sampled_from(existing), label=f"{p.name} record") if existing else 1
        elif p.default is not p.empty:
            out[p.name] = p.default
        elif "date" in a or p.name in ("on", "since") or p.name.endswith(("_on", "_from", "_date")):
            out[p.name] = TODAY
        elif "bool" in a:
            out[p.name] = False
        elif "int" in a:
            out[p.name] = 1
        else:
            out[p.name] = "Test value"
    return out


def fuzzed_functions():
    return [p for p in acting_functions() if p.id not in NOT_FUZZED]


def test_hostile_values_are_saved_or_refused_by_field(office):
    """One office per backend; each service gets fresh records, then hostile calls."""
    if office.backend == "sqlite":  # durability is the crash test's business; here, speed
        database.execute_sql("PRAGMA synchronous=OFF")
    from .scenario import demo_parts

    demo_parts(office)  # impounds, permits, hearings... in every state, for the ids above
    records = make_records(office)
    failures = []
    for param in fuzzed_functions():
        fn = param.values[0]
        try:
            with database.atomic() as txn:  # every service starts from the same records
                try:
                    fuzz(office, fn, records, savepoints=office.backend == "postgres")
                finally:
                    txn.rollback()
        except Exception as exc:  # gather every service's failure, with hypothesis' example
            failures.append(f"--- {param.id}: {type(exc).__name__}\n{str(exc)[:3000]}")
    assert not failures, "\n".join(failures)


def fuzz(office, fn, records: Records, *, savepoints: bool) -> None:
    """Hostile calls to one service, inside a transaction the caller rolls back (so each
    service meets the same records). The services' own transactions are savepoints in it,
    so a refusal that left something behind still shows in the row counts. On PostgreSQL
    (``savepoints``) each call also gets a savepoint of its own, because an error there
    spoils the whole enclosing transaction; that run is for what PostgreSQL's stricter types
    refuse, and the half-saved check is the SQLite run's job."""
    name = f"{fn.__module__.rsplit('.', 1)[-1]}.{fn.__name__}"
    params = dict(inspect.signature(fn).parameters)
    takes_extra = any(p.kind == p.VAR_KEYWORD for p in params.values())
    known = BASELINES.get(name)
    wrapped = None
    if name in BORROW:
        module, fname = BORROW[name].split(".")
        wrapped = getattr(importlib.import_module(f"animaloffice.services.{module}"), fname)
        params = {**dict(inspect.signature(wrapped).parameters), **params}
    fixed = {k for k, p in params.items()
             if k in FIXED or "callable" in str(p.annotation).lower()}  # callbacks are the program's

    @settings(max_examples=EXAMPLES if not savepoints else max(2, EXAMPLES // 2), deadline=None, database=None, derandomize=True,
              suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
              report_multiple_bugs=False)
    @given(data=st.data())
    def attempt(data):
        kwargs = known(records) if known else guessed_baseline(fn, records, data)
        if wrapped is not None:
            kwargs = {**guessed_baseline(wrapped, records, data), **kwargs}
        for key in fixed & set(kwargs):
            if key in FIXED and params[key].default is params[key].empty:
                kwargs[key] = office.home / f"{name}.out"
        keys = sorted(set(kwargs) - fixed)
        if not keys:
            return  # nothing a person types
        for key in data.draw(st.sets(st.sampled_from(keys), min_size=1, max_size=3), label="spoiled"):
            annotation = str(params[key].annotation) if key in params else ""
            kwargs[key] = data.draw(spoil(key, annotation), label=key)
        if takes_extra and data.draw(st.booleans(), label="extra field"):
            kwargs[data.draw(texts, label="extra name")] = data.draw(hostile_for(""), label="extra value")
        kwargs.pop("actor", None)
        before = table_counts()
        try:
            if savepoints:
                with database.atomic():
                    fn(office.admin, **kwargs)
            else:
                fn(office.admin, **kwargs)
        except OfficeError as exc:
            check_refusal(exc)
            assert table_counts() == before, "a refused call changed the database"
        except TypeError as exc:  # only Python's own complaint about an unknown argument name
            assert "unexpected keyword argument" in str(exc), exc
            assert table_counts() == before

    attempt()
