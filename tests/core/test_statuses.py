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


# The parts of the program whose statuses are compared as enum members (all of it); a module put
# on STILL_TO_CONVERT must hold a comparison with a bare value, so the list only shrinks.
CONVERTED = ("animaloffice/domain", "animaloffice/queries", "animaloffice/reports", "animaloffice/persistence",
             "animaloffice/services", "ui")
STILL_TO_CONVERT: frozenset[str] = frozenset()  # every part of the program is converted


def _is_status(node: ast.AST) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr == "status") or (
        isinstance(node, ast.Name) and node.id == "status")


def _bare_values(node: ast.AST) -> list[str]:
    """The plain strings a comparison is made against: one, or a tuple, list or set of them."""
    items = node.elts if isinstance(node, (ast.Tuple, ast.List, ast.Set)) else [node]
    return [n.value for n in items if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def _bare_status_comparisons(path, root=ROOT):
    """``x.status == "held"``, ``status in ("open", "paid")``, ``Model.status.in_(("active",))``:
    a status compared with the bare text of a value some kind of status has."""
    values = {m.value for enum in STATUS_OF.values() for m in enum}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        pairs = []
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            pairs = [(a, b) for op, a, b in zip(node.ops, operands, operands[1:])
                     if isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn))]
            pairs += [(b, a) for a, b in pairs]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.args \
                and node.func.attr in ("in_", "not_in"):
            pairs = [(node.func.value, node.args[0])]
        found = sorted({v for status, other in pairs if _is_status(status)
                        for v in _bare_values(other) if v in values})
        if found:
            yield f"{path.relative_to(root).as_posix()}:{node.lineno} {found}"


def test_no_status_is_compared_with_its_bare_text():
    """A status is compared with the member of its kind (``ImpoundStatus.HELD``), so a reader
    follows it to its kind and a misspelt one fails at once."""
    found = [where for p in project_files(ROOT, CONVERTED)
             if p.relative_to(ROOT).as_posix() not in STILL_TO_CONVERT for where in _bare_status_comparisons(p)]
    assert not found, found


def test_each_module_still_to_convert_still_holds_one():
    """A module converted comes off the list."""
    done = [path for path in sorted(STILL_TO_CONVERT) if not list(_bare_status_comparisons(ROOT / path))]
    assert not done, done


def test_the_check_finds_a_planted_bare_status(tmp_path):
    planted = tmp_path / "planted.py"
    planted.write_text("def f(row, status, Permit):\n"
                       "    a = row.status == 'held'\n"
                       "    b = status not in ['paid', 'open']\n"
                       "    c = Permit.status.in_(('active', 'expired'))\n"
                       "    d = row.status == ImpoundStatus.HELD or row.kind == 'held' or row.status == 'lost'\n",
                       encoding="utf-8")
    assert list(_bare_status_comparisons(planted, tmp_path)) == [
        "planted.py:2 ['held']", "planted.py:3 ['open', 'paid']", "planted.py:4 ['active', 'expired']"]
