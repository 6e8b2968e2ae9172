"""Charges and receipts for every bulk-loaded fee: licenses, impound bills, permit applications.

A receipt is numbered in the order it was taken (per jurisdiction and year, the
``receipt:<jurisdiction>:<year>`` counter ``services.payments.settle`` uses),
whatever made it, so the receipts of a day's licenses and reclaims interleave as
at the counter. Receipts are therefore collected and numbered once every source
has made its own, then written; a charge points at its receipt's id, known from
the start. Where the database checks references during the load (anything but a
fresh file) the charges wait until their receipts are written. A license's charge
is made by the database from the numbered license (``licenses.py``).
"""
from __future__ import annotations

from ..persistence.models.money import Charge, Payment
from ..persistence.models.office import Counter
from ..services.common import bump_counter_to
from .licenses import Licenses
from .writer import CHUNK

METHODS = ("cash", "cash", "check", "card", "card", "card")


class Money:
    def __init__(self, gen, *, hold_charges: bool):
        self.gen = gen
        w = gen.writer
        self.payment = w.sink(Payment, "created_at", "jurisdiction", "receipt_number", "owner",
                              "payer_name", "received_on", "received_at", "method", "reference",
                              "amount_cents", "received_by")
        self.charge = w.sink(Charge, "created_at", "jurisdiction", "owner", "fee_code", "description",
                             "quantity", "unit_cents", "amount_cents", "rule_id", "explanation", "charged_on",
                             "subject_table", "subject_id", "payment")
        self.hold_charges = hold_charges
        self.drafts: list[tuple] = []  # (jid, at, pid, prefix, oid, payer, iso, total, by)
        self.add_charge = self.charge.add
        self.new_charge_id = self.charge.new_id
        self.new_payment_id = self.payment.new_id
        self.start: dict[tuple[int, int], int] = {}
        self.batches: list = []  # licenses.Batch, with their receipt and charge ids

    def receipt(self, jid: int, prefix: str, oid: int | None, payer: str, iso: str, at: str, total: int,
                by: str = "clerk", pid: int | None = None) -> int:
        """A receipt to be numbered later; returns its id (charges point at it)."""
        pid = pid if pid is not None else self.new_payment_id()
        self.drafts.append((jid, at, pid, prefix, oid, payer, iso, total, by))
        return pid

    def prepare(self, jurisdiction_ids, years) -> None:
        """Where each year's receipts stand (read before the writing thread owns the connection)."""
        self.start = {}
        for jid in jurisdiction_ids:
            for year in years:
                row = Counter.get_or_none(Counter.name == f"receipt:{jid}:{year}")
                self.start[(jid, year)] = row.value if row else 0

    def maybe_flush_charges(self) -> None:
        if not self.hold_charges and len(self.charge.rows) >= CHUNK:
            self.charge.flush()

    def licensing(self, batch) -> None:
        """A batch of licenses is about to be numbered (``licenses.py``): a charge per license
        and a receipt per visit, their ids following on from the last ones given out."""
        batch.pid0 = self.payment.last_id + 1
        batch.c0 = self.charge.last_id + 1
        self.batches.append(batch)

    def licensed(self, batch, first: int, last: int) -> None:
        """Licenses first..last of the batch are numbered: their charges are made at once, unless
        they must wait for their receipts (``hold_charges``)."""
        self.charge.last_id += last - first + 1
        self.charge.count += last - first + 1
        if not self.hold_charges:
            self._license_charges(batch, first, last)

    def visited(self, batch) -> None:
        """The batch is numbered: its visits' receipt ids are taken."""
        self.payment.last_id += len(batch.visits)

    def _license_charges(self, batch, first: int, last: int) -> None:
        """The charge of each license first..last, made by the database from the licenses."""
        w = self.gen.writer
        w.execute(self.charge.select_into(
            [f"{batch.c0 - batch.first} + b.lid", w.as_stamp("d.iso || t.hms"), str(batch.jid), "b.oid",
             "'license.' || f.species",
             f"CAST(b.year AS TEXT) || ' ' || f.label || ' license {batch.prefix}-' || CAST(b.year AS TEXT) "
             f"|| '-' || {w.padded('b.k')} || ', tag ' || CAST(s.tag0 + b.k AS TEXT)", "1", "f.cents",
             "f.cents", "f.rule", "f.text", w.as_date("d.iso"), "'license'", "b.lid", f"{batch.pid0} + b.visit"],
            Licenses.source(batch.jid, first, last)))

    def write(self, names: dict[int, str]) -> None:
        """Number the receipts in the order taken (those of the license visits with them; the
        payer by ``names``) and write them, then any charges held back."""
        gen = self.gen
        day_iso, times = gen.iso, gen.times
        for batch in self.batches:  # a receipt per visit: what the owner paid for that day's licenses
            jid, prefix = batch.jid, batch.prefix
            self.drafts.extend((jid, day_iso(day) + times[tn], pid, prefix, oid, names[oid], day_iso(day), total,
                                "clerk") for pid, (day, tn, oid, total) in enumerate(batch.visits, batch.pid0))
            batch.visits.clear()
        r = gen.rng.random
        self.drafts.sort()
        pad = gen.pad6
        numbers: dict[tuple[int, int], int] = {}
        prefixes: dict[tuple[int, int], str] = {}
        add = self.payment.add
        for jid, at, pid, prefix, oid, payer, iso, total, by in self.drafts:
            year = int(iso[:4])
            key = (jid, year)
            if key not in numbers:
                numbers[key] = self.start.get(key, 0)
                prefixes[key] = f"{prefix}-R{year}-"
            n = numbers[key] = numbers[key] + 1
            method = METHODS[int(r() * len(METHODS))]
            reference = ("" if method == "cash" else str(1000 + int(r() * 9000)) if method == "check"
                         else f"A{10000 + int(r() * 90000)}")
            add((pid, at, jid, prefixes[key] + pad[n], oid, payer, iso, at, method, reference, total, by))
            if len(self.payment.rows) >= CHUNK:
                self.payment.flush()
        self.payment.flush()
        self.charge.flush()
        self.counters = numbers
        self.drafts.clear()
        if self.hold_charges:
            for batch in self.batches:
                self._license_charges(batch, batch.first, batch.last)

    def bump_counters(self) -> None:
        for (jid, year), n in getattr(self, "counters", {}).items():
            bump_counter_to(f"receipt:{jid}:{year}", n)
