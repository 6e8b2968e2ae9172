"""The audit log for bulk-loaded rows, written by the database in a few statements.

With ``rows=True`` each loaded row gets the entry the service that makes it
would have written (same action, same JSON snapshot, the fee explanation as
the note of a license); past licenses also get the ``license.expire`` entry of
the daily job. Otherwise each loaded table gets one ``import.bulk`` entry naming
the ids it holds. Every entry is sealed onto the one before it and dated when
the load wrote it (``persistence.audit_chain``: the log is never back-dated);
the rows themselves keep when they were made.
"""
from __future__ import annotations

import json

from ..persistence import audit_chain
from ..persistence.models.licensing import License
from ..persistence.models.money import Charge, Payment
from .writer import BulkWriter, audit_rows, json_of_row


def write(writer: BulkWriter, people, licenses, money, impounds, permits, *, rows: bool) -> None:
    sinks = [(people.owner, "owner.create"), (people.address, "address.add"),
             (people.phone, "phone.add"), (people.animal, "animal.create"),
             (people.ownership, "ownership.start"), (people.vaccination, "vaccination.add")]
    later = [(impounds.impound, "impound.intake"), (permits.app, "permit_application.record"),
             (permits.inspection, "inspection.record"), (permits.permit, "permit.issue"),
             (permits.notice, "notice.denial")]
    if not rows:
        _summaries(writer, sinks + [(licenses.license, "license.issue"), (money.charge, "charge.add"),
                                    (money.payment, "payment.take")] + later)
        return
    for sink, action in sinks + later:
        user = "officer" if action.startswith(("impound", "permit", "inspection", "notice")) else "clerk"
        audit_rows(writer, sink.model, action, first_id=sink.first_id, last_id=sink.last_id, username=user)
    _license_entries(writer, licenses, money)


def _license_entries(writer: BulkWriter, licenses, money) -> None:
    sqlite = writer.sqlite
    lic = licenses.license
    lt, ct, pt = License._meta.table_name, Charge._meta.table_name, Payment._meta.table_name
    as_issued = json_of_row(License, sqlite, {"status": "'active'", "version": "1"})
    fee_note = (f'(SELECT c."explanation" FROM "{ct}" c WHERE c."subject_table" = \'license\' '
                f'AND c."subject_id" = "{lt}"."id")')
    for action, where in (("license.issue", 'AND "renewal_of_id" IS NULL'),
                          ("license.renew", 'AND "renewal_of_id" IS NOT NULL')):
        audit_rows(writer, License, action, first_id=lic.first_id, last_id=lic.last_id,
                   username="clerk", note=fee_note, after=as_issued, where=where)
    ch = money.charge
    audit_rows(writer, Charge, "charge.add", first_id=ch.first_id, last_id=ch.last_id, username="clerk",
               after=json_of_row(Charge, sqlite, {"payment": "NULL"}))
    pay = money.payment
    ids = ("group_concat(c.\"id\", ', ')" if sqlite else "string_agg(c.\"id\"::text, ', ' ORDER BY c.\"id\")")
    charge_ids = f'(SELECT {ids} FROM "{ct}" c WHERE c."payment_id" = "{pt}"."id")'
    audit_rows(writer, Payment, "payment.take", first_id=pay.first_id, last_id=pay.last_id,
               username="clerk", note=charge_ids)
    audit_rows(writer, License, "license.expire", first_id=lic.first_id, last_id=lic.last_id,
               username="system", before=as_issued, where="AND \"status\" = 'expired'")


def _summaries(writer: BulkWriter, sinks) -> None:
    audit_chain.append_many(
        ("system", "import.bulk", sink.model._meta.table_name, f"{sink.first_id}-{sink.last_id}", None,
         json.dumps({"rows": sink.last_id - sink.first_id + 1, "as": action, "first_id": sink.first_id,
                     "last_id": sink.last_id}),
         f"{sink.last_id - sink.first_id + 1} records loaded in bulk "
         f"(history brought over; each made as by {action})")
        for sink, action in sinks if sink.last_id >= sink.first_id)
