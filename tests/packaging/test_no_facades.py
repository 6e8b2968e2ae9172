"""Every name is imported from the module that defines it: no module passes another's names on,
and none answers unknown names at run time, so "go to definition", linters and type checkers
follow every name (issue: layers that hold, point 3)."""
import shutil

from tests.packaging.definitions import ROOT, facades_in, module_getattrs, project_files


def test_every_import_names_the_module_that_defines_it():
    found = [str(f) for p in project_files(ROOT, ("animaloffice", "ui", "tests", "benchmarks", "scripts"))
             for f in facades_in(p, attributes=p.parts[len(ROOT.parts)] in ("animaloffice", "ui"))]
    assert not found, "\n".join(found)


def test_no_module_answers_names_at_run_time():
    assert module_getattrs() == []


def test_the_check_finds_a_name_passed_on_and_a_module_getattr(tmp_path):
    """The check fails on a planted facade: a package that imports a name to pass it on, a caller
    that takes the name from there, and a module ``__getattr__``."""
    for folder in ("animaloffice", "ui"):
        shutil.copytree(ROOT / folder, tmp_path / folder, ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "animaloffice" / "services" / "permits.py").write_text(
        (ROOT / "animaloffice/services/permits.py").read_text(encoding="utf-8")
        + "\nfrom .permit_life import revoke_permit\n\n\ndef __getattr__(name):\n    raise AttributeError(name)\n",
        encoding="utf-8")
    caller = tmp_path / "ui" / "planted.py"
    caller.write_text("from animaloffice.services.permits import revoke_permit\n"
                      "from animaloffice.services import permits\n\n"
                      "permits.transfer_permit\n", encoding="utf-8")
    found = {(f.module, f.name) for f in facades_in(caller, tmp_path)}
    assert found == {("animaloffice.services.permits", "revoke_permit"),
                     ("animaloffice.services.permits", "transfer_permit")}
    assert module_getattrs(tmp_path) == ["animaloffice/services/permits.py"]
