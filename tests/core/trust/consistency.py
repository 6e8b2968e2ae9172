"""Checks on a whole office database after crashes and concurrent writers: nothing half
written, every number once, the database's own integrity check clean."""
from __future__ import annotations

from collections import Counter as Tally

from animaloffice.persistence.audit_chain import verify
from animaloffice.persistence.db import integrity_check
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Charge, Payment
from animaloffice.persistence.models.office import AuditEntry, Counter


def audited(action_prefix: str, table: str) -> set[int]:
    return {int(r[0]) for r in AuditEntry.select(AuditEntry.record_id)
            .where(AuditEntry.action.startswith(action_prefix) & (AuditEntry.table_name == table)).tuples()}


def office_problems() -> list[str]:
    problems = list(integrity_check())
    chain = verify()
    if not chain.ok:
        problems.append(chain.describe())
    licenses = list(License.select())
    charges = list(Charge.select())
    payments = {p.id: p for p in Payment.select()}
    issued_log = audited("license.", "license")
    charge_log = audited("charge.add", "charge")
    payment_log = audited("payment.take", "payment")
    by_subject: dict[int, list[Charge]] = {}
    for c in charges:
        if c.subject_table == "license":
            by_subject.setdefault(c.subject_id, []).append(c)
        if c.id not in charge_log:
            problems.append(f"charge {c.id} has no audit entry")
        if c.payment_id is not None and c.payment_id not in payments:
            problems.append(f"charge {c.id} paid by missing payment {c.payment_id}")
    for lic in licenses:
        fee_lines = [c for c in by_subject.get(lic.id, []) if c.fee_code.startswith("license.")
                     and c.fee_code != "license.replacement_tag"]
        if len(fee_lines) != 1 or fee_lines[0].amount_cents != lic.fee_cents:
            problems.append(f"license {lic.number} has {len(fee_lines)} fee charges")
        if lic.id not in issued_log:
            problems.append(f"license {lic.number} has no audit entry")
    for pid, p in payments.items():
        paid = [c for c in charges if c.payment_id == pid]
        if not p.is_void and (not paid or sum(c.amount_cents for c in paid) != p.amount_cents):
            problems.append(f"payment {p.receipt_number} of {p.amount_cents} covers "
                            f"{sum(c.amount_cents for c in paid)} in {len(paid)} charges")
        if pid not in payment_log:
            problems.append(f"payment {p.receipt_number} has no audit entry")
    for what, values in (("license number", [l.number for l in licenses]),
                         ("tag", [(l.jurisdiction_id, l.year, l.tag_number) for l in licenses]),
                         ("receipt number", [p.receipt_number for p in payments.values()])):
        repeated = [v for v, n in Tally(values).items() if n > 1]
        if repeated:
            problems.append(f"{what} repeated: {repeated[:5]}")
    seqs: dict[str, int] = {}
    for lic in licenses:
        key = f"license:{lic.jurisdiction_id}:{lic.year}"
        seqs[key] = max(seqs.get(key, 0), int(lic.number.rsplit("-", 1)[1]))
    for key, top in seqs.items():
        counter = Counter.get_or_none(Counter.name == key)
        if counter is None or counter.value < top:
            problems.append(f"counter {key} is behind the numbers issued ({top})")
    return problems
