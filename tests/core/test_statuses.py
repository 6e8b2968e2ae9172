"""Statuses are types: each kind of status is one enum whose members carry the words the window,
the reports and the papers show (``domain.statuses``), and no other module keeps a map of them
(issue: layers that hold, point 4)."""
import ast
from datetime import date

from animaloffice.demo import populate
from animaloffice.demo_bulk import Plan
from animaloffice.domain.statuses import STATUS_OF, ApplicationStatus, ImpoundStatus, LicenseStatus, PermitStatus
from animaloffice.persistence.models import ALL_MODELS
from tests.packaging.definitions import ROOT, project_files

PLAN = Plan(owners=60, animals=90, licenses=120, years=2, impounds=30, permits=20)


def test_a_status_is_stored_as_its_text_and_shown_by_its_label():
    assert LicenseStatus.ACTIVE == "active" and f"{PermitStatus.ENDED_ON_APPEAL}" == "ended_on_appeal"
    assert ApplicationStatus.label_of("pending") == "Pending" == ApplicationStatus.PENDING.label
    assert ImpoundStatus.words_of("released") == "released to its owner"
    assert PermitStatus.label_of("no_such_status") == "no_such_status"  # a newer release's value, as it is


def test_labels_are_distinct_within_each_kind():
    for kind, enum in STATUS_OF.items():
        labels = [m.label for m in enum]
        assert len(labels) == len(set(labels)), kind


def test_every_status_the_demo_office_stores_is_a_member_of_its_kind(office):
    """The whole demo (its history in bulk and every part written through the services) holds no
    status its enum does not name, so every one is shown by a label."""
    populate(["tracy", "worthington"], [office.tracy, office.worthington], seed=5, today=date(2026, 11, 20),
             plan=PLAN)
    tables = {m._meta.table_name: m for m in ALL_MODELS}
    for table, enum in STATUS_OF.items():
        model = tables[table]
        stored = {r.status for r in model.select(model.status).distinct()}
        assert stored, table
        assert stored <= {m.value for m in enum}, (table, stored - {m.value for m in enum})


def _status_maps(path, root=ROOT):
    """Dicts of two or more plain strings keyed by values of one status kind: a label map."""
    kinds = {kind: {m.value for m in enum} for kind, enum in STATUS_OF.items()}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Dict) and len(node.keys) >= 2 and all(
                isinstance(n, ast.Constant) and isinstance(n.value, str) for n in [*node.keys, *node.values]):
            keys = {k.value for k in node.keys}
            yield from (f"{path.relative_to(root)}:{node.lineno} ({kind})" for kind, values in kinds.items()
                        if keys <= values)


def test_no_label_map_of_a_status_outside_the_enums():
    found = [where for p in project_files(ROOT, ("animaloffice", "ui")) if p.name != "statuses.py"
             for where in _status_maps(p)]
    assert not found, found


def test_the_check_finds_a_planted_label_map(tmp_path):
    planted = tmp_path / "planted.py"
    planted.write_text('LABELS = {"held": "Held", "released": "Released"}\n', encoding="utf-8")
    assert list(_status_maps(planted, tmp_path)) == ["planted.py:1 (impound)"]
