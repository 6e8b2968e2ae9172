"""The demo's surrender, transfer in and owner-requested euthanasia fill their Shelter Animals
Count rows (they read 0 while intake offered only the seizure grounds, T-6D1-6)."""
import random
from datetime import date

from animaloffice.demo_parts import impounds as impound_part
from animaloffice.demo_parts import intake_kinds as part
from animaloffice.persistence.db import transaction
from animaloffice.persistence.models.impounds import Impound
from animaloffice.persistence.profiles import profile_for
from animaloffice.reports.sac import intake_outcome_matrix


def _row(result, label):
    return next(r for r in result.rows if r[1] == label)


def test_demo_intakes_are_counted_in_their_sac_rows(office):
    today = date.today()
    for jid in (office.tracy, office.worthington):
        with transaction():
            impound_part.populate(office.admin, random.Random(3), jid, profile_for(jid), today)
            part.populate(office.admin, random.Random(5), jid, profile_for(jid), today)
    for jid in (office.tracy, office.worthington):
        m = intake_outcome_matrix(jurisdiction_id=jid, month=today.replace(day=1))
        assert _row(m, "Relinquished by owner")[-1] == 1
        assert _row(m, "Transferred in")[-1] == 1
        assert _row(m, "Owner-intended euthanasia")[-1] == 1  # the intake row, counted first
        outcomes = [r for r in m.rows if r[1] == "Owner-intended euthanasia"]
        assert len(outcomes) == 2 and outcomes[1][-1] >= 1  # and its outcome
        surrendered = Impound.get((Impound.jurisdiction == jid) & (Impound.intake_type == "relinquished"))
        assert surrendered.hold_last_day is None and surrendered.kennel_id is not None
