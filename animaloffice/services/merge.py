"""Merging duplicate owner records without losing anything, and undoing a merge (T-7B).

A merge moves every record that points at the duplicate (animals, ownership
history, addresses, phones, licenses, permits, impounds, violations, notices,
payments, charges, convictions, litters... every foreign key to ``owner``,
including ones added later) to the kept owner, and marks the duplicate
``merged_into`` the kept one. The duplicate's own row stays as it was, so its
name and notes remain on file.

The kept owner's current address and phone stay current: a current address or
phone of the duplicate of a kind the kept owner already has is moved into the
history, ended on the day of the merge (otherwise the record would show two
"current" home addresses and the duplicate's would take over the header).

The audit entry of the merge lists every moved record (table, id, field) and
every address or phone it ended, so the merge can be undone exactly: each record still pointing at the kept owner
goes back to the duplicate. A record someone has since moved elsewhere (an
animal transferred away after the merge) is left where it is and reported.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date

import peewee as pw

from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.roles import Actor
from ..persistence.fetch import fetch
from ..persistence.models.base import Record
from ..persistence.models.office import AuditEntry
from ..persistence.models.people import Address, Owner, Phone
from .common import lock_counter, save_versioned
from .office_action import OfficeAction

MERGE_ACTION = "owner.merge"
UNDO_ACTION = "owner.unmerge"


@dataclass(frozen=True)
class MergeResult:
    audit_id: int
    kept_id: int
    duplicate_id: int
    moved: dict  # table name -> number of records moved
    ended: int = 0  # the duplicate's current addresses and phones moved into the history


@dataclass(frozen=True)
class UndoResult:
    audit_id: int
    kept_id: int
    duplicate_id: int
    restored: int
    skipped: tuple[tuple[str, int], ...]  # records changed since the merge, left where they are


def owner_references() -> list[tuple[type, pw.ForeignKeyField]]:
    """Every (model, field) in the schema that points at an owner."""
    refs = [(field.model, field) for field in Owner._meta.backrefs]
    return sorted(refs, key=lambda r: (r[0]._meta.table_name, r[1].name))


def _model_for(table: str) -> type:
    for model, _ in owner_references():
        if model._meta.table_name == table:
            return model
    raise ValidationError("merge", f"the table {table!r} no longer refers to owners")


def _point(model: type, field: pw.ForeignKeyField, ids: list[int], owner_id: int) -> None:
    """Point these rows' field at `owner_id`; an editable row's version moves on (open screens
    then reload instead of overwriting the move)."""
    pk = model._meta.primary_key
    values = {field: owner_id}
    if issubclass(model, Record):
        values[model.version] = model.version + 1
    for start in range(0, len(ids), 500):
        model.update(values).where(pk.in_(ids[start:start + 500])).execute()


def merge_owners(actor: Actor, *, keep_id: int, duplicate_id: int, keep_version: int | None = None,
                 duplicate_version: int | None = None, note: str = "") -> MergeResult:
    """Move everything of `duplicate_id` to `keep_id`; the duplicate is marked merged."""
    act = OfficeAction(actor, "merge_owners")
    note = validate.text("note", note, max_len=500, multiline=True)
    if keep_id == duplicate_id:
        raise ValidationError("duplicate_id", "choose two different owners")
    with act:
        lock_counter("owner-merge")  # merges take turns: a pair is never merged each into the other
        keep = fetch(Owner, keep_id, "keep_id")
        dup = act.fetch(Owner, duplicate_id, "duplicate_id")
        if keep.jurisdiction_id != dup.jurisdiction_id:
            raise ValidationError("duplicate_id", "the two owners are recorded in different jurisdictions")
        for row, field in ((keep, "keep_id"), (dup, "duplicate_id")):
            if row.merged_into_id is not None:
                raise ValidationError(field, f"{row.display_name} was already merged into owner "
                                      f"{row.merged_into_id}")
        moved: list[list] = []
        counts: dict[str, int] = {}
        today = date.today()
        keep_current = {(m, kind) for m in (Address, Phone) for (kind,) in m.select(m.kind)
                        .where((m.owner == keep.id) & m.valid_to.is_null()).tuples()}
        dup_current = [(m, i, kind, since) for m in (Address, Phone) for (i, kind, since) in
                       m.select(m.id, m.kind, m.valid_from).where((m.owner == dup.id) & m.valid_to.is_null())
                       .tuples()]
        for model, field in owner_references():
            pk = model._meta.primary_key
            ids = [i for (i,) in model.select(pk).where(field == dup.id).order_by(pk).tuples()]
            if not ids:
                continue
            _point(model, field, ids, keep.id)
            table = model._meta.table_name
            moved.extend([table, i, field.name] for i in ids)
            counts[table] = counts.get(table, 0) + len(ids)
        ended: list[list] = []
        for model, row_id, kind, since in dup_current:
            if (model, kind) in keep_current and since <= today:
                model.update({model.valid_to: today, model.version: model.version + 1}).where(
                    model.id == row_id).execute()
                ended.append([model._meta.table_name, row_id])
        # The kept record takes the duplicate's e-mail if it has none, with the agreement to receive
        # notices there, and the language of its letters if it has only the default; notes are joined.
        keep_before = _kept_fields(keep)
        if not keep.email and dup.email:
            keep.email = dup.email
        _carry_email_consent(keep, dup)
        default = Owner.letter_language.default  # every record's language until one is chosen
        if keep.letter_language == default and dup.letter_language != default:
            keep.letter_language = dup.letter_language
        if dup.notes:
            joined = f"{keep.notes}\n\n[from merged record {dup.id}] {dup.notes}".strip()
            keep.notes = joined[:4000]
        keep_after = _kept_fields(keep)
        if keep_after != keep_before:  # audited in the merge's own entry (kept_before, kept_after)
            save_versioned(keep, keep_version)
        elif keep_version is not None and keep.version != keep_version:
            raise ValidationError("keep_id", f"{keep.display_name} was changed by someone else; reload")
        dup.merged_into = keep.id
        act.save(dup, MERGE_ACTION, expected_version=duplicate_version, note=note or f"merged into owner {keep.id}",
                 after={"kept_id": keep.id, "duplicate_id": dup.id, "moved": moved,
                        "ended": ended, "ended_on": today.isoformat(),
                        "kept_before": keep_before, "kept_after": keep_after})
        entry = _latest(MERGE_ACTION, dup.id)
    return MergeResult(entry.id, keep.id, dup.id, counts, len(ended))


CONSENT_FIELDS = ("email_consent_on", "email_consent_withdrawn_on")
KEPT_FIELDS = ("email", "notes", "letter_language", *CONSENT_FIELDS)


def _kept_fields(owner: Owner) -> dict:
    """What a merge may change on the kept owner, as the audit entry keeps it (dates as text)."""
    return {f: (v.isoformat() if isinstance(v, date) else v) for f in KEPT_FIELDS
            for v in [getattr(owner, f)]}


def _carry_email_consent(keep: Owner, dup: Owner) -> None:
    """An agreement to receive notices by e-mail is the owner's for the address they gave: the kept
    owner takes the duplicate's when it now has that address and no agreement of its own on file
    (an agreement given for another address is not carried to this one)."""
    same_address = bool(keep.email and dup.email and keep.email.strip().lower() == dup.email.strip().lower())
    if same_address and keep.email_consent_on is None and dup.email_consent_on is not None:
        keep.email_consent_on, keep.email_consent_withdrawn_on = dup.email_consent_on, dup.email_consent_withdrawn_on


def _latest(action: str, duplicate_id: int) -> AuditEntry | None:
    return (AuditEntry.select().where((AuditEntry.action == action) & (AuditEntry.table_name == "owner")
                                      & (AuditEntry.record_id == str(duplicate_id)))
            .order_by(AuditEntry.id.desc()).first())


def merge_entry(duplicate_id: int) -> AuditEntry | None:
    """The audit entry of the merge that is in force for this duplicate (None if not merged)."""
    dup = Owner.get_or_none(Owner.id == duplicate_id)
    if dup is None or dup.merged_into_id is None:
        return None
    return _latest(MERGE_ACTION, duplicate_id)


def undo_merge(actor: Actor, duplicate_id: int, *, reason: str) -> UndoResult:
    """Put every moved record back on the duplicate and make it an owner of its own again."""
    act = OfficeAction(actor, "merge_owners")
    reason = validate.text("reason", reason, max_len=500, required=True, multiline=True)
    with act:
        lock_counter("owner-merge")
        dup = act.fetch(Owner, duplicate_id, "duplicate_id", allow_void=True)
        entry = merge_entry(dup.id)
        if entry is None:
            raise ValidationError("duplicate_id", f"{dup.display_name} is not merged into another owner")
        data = json.loads(entry.after)
        keep = fetch(Owner, data["kept_id"], "keep_id", allow_void=True)
        if keep.merged_into_id is not None:
            raise ValidationError("duplicate_id", f"{keep.display_name} was itself merged into owner "
                                  f"{keep.merged_into_id} afterwards; undo that merge first")
        restored, skipped = 0, []
        by_field: dict[tuple[str, str], list[int]] = {}
        for table, record_id, field_name in data["moved"]:
            by_field.setdefault((table, field_name), []).append(record_id)
        for (table, field_name), ids in by_field.items():
            model = _model_for(table)
            field = model._meta.fields[field_name]
            pk = model._meta.primary_key
            still = [i for (i,) in model.select(pk).where(pk.in_(ids) & (field == keep.id)).tuples()]
            skipped.extend((table, i) for i in ids if i not in set(still))
            if still:
                _point(model, field, still, dup.id)
                restored += len(still)
        ended_on = date.fromisoformat(data["ended_on"]) if data.get("ended_on") else None
        for table, row_id in data.get("ended", []):  # current again, unless changed since
            model = _model_for(table)
            model.update({model.valid_to: None, model.version: model.version + 1}).where(
                (model.id == row_id) & (model.owner == dup.id) & (model.valid_to == ended_on)).execute()
        after, before = data["kept_after"], data["kept_before"]
        fields = [f for f in KEPT_FIELDS if f in after and f in before]  # an older merge kept email and notes only
        now = _kept_fields(keep)
        if all(now[f] == after[f] for f in fields) and any(after[f] != before[f] for f in fields):
            for f in fields:  # the kept owner as before the merge, unless changed since
                setattr(keep, f, date.fromisoformat(before[f]) if f in CONSENT_FIELDS and before[f] else before[f])
            save_versioned(keep)  # audited in the undo's own entry, as the merge was
        dup.merged_into = None
        act.save(dup, UNDO_ACTION, note=reason, after={"merge_entry": entry.id, "kept_id": keep.id,
                                                       "restored": restored, "skipped": skipped})
        undo = _latest(UNDO_ACTION, dup.id)
    return UndoResult(undo.id, keep.id, dup.id, restored, tuple(skipped))


def merged_into_chain(owner_id: int) -> int:
    """The owner a (possibly merged) record now lives on."""
    seen = set()
    current = Owner.get_by_id(owner_id)
    while current.merged_into_id is not None and current.id not in seen:
        seen.add(current.id)
        current = Owner.get_by_id(current.merged_into_id)
    return current.id
