"""The office's English name of each kind of notice an impound or a hearing sends, as the window
lists it (the impound's notices, the follow-up of service, the Today list).

One table for every list that names a notice by its kind. Two tables say something else and stay
apart: the title a proof of service prints for the resident's paper (``services.service_proof``,
the document's own heading, e.g. "Notice of impoundment"), and the dialog that records a notice,
whose title names the rule it is given under (``ui.intake.small_dialogs``). A notice with a
hearing right is named by its matter instead (``queries.hearing_cases``).
"""
from __future__ import annotations

KIND_LABELS = {"impound": "Impound notice", "posting": "Impound notice posted", "quarantine": "Quarantine notice",
               "license_order": "Notice to obtain a license or permit", "seizure": "Seizure notice",
               "hearing": "Notice of hearing"}


def kind_label(kind: str) -> str:
    """The kind's name; a kind this table does not name reads as "Notice"."""
    return KIND_LABELS.get(kind, "Notice")
