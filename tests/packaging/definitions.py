"""Where each of the project's names is defined, read from the source (no import is run).

Used by the no-facades check: a name is imported from the module that defines it, never from
one that only passes it on."""
from __future__ import annotations

import ast
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("animaloffice", "ui")


def module_file(module: str, root: Path = ROOT) -> Path | None:
    path = root.joinpath(*module.split("."))
    if (path / "__init__.py").is_file():
        return path / "__init__.py"
    return path.with_suffix(".py") if path.with_suffix(".py").is_file() else None


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_module(importer: str, path: Path, node: ast.ImportFrom) -> str:
    """The absolute name of the module a ``from ... import`` reads."""
    if node.level == 0:
        return node.module or ""
    package = importer.split(".") if path.name == "__init__.py" else importer.split(".")[:-1]
    base = package[:len(package) - node.level + 1]
    return ".".join(base + ([node.module] if node.module else []))


@cache
def top_level_names(module: str, root: Path = ROOT) -> frozenset[str]:
    """Names a module binds itself: functions, classes and assignments at its top level (and in
    top-level ``if``/``try`` blocks), not names it imports."""
    path = module_file(module, root)
    assert path is not None, module
    names: set[str] = set()

    def walk(body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names.add(node.name)
            elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names.update(n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name))
            elif isinstance(node, (ast.If, ast.Try)):
                walk(node.body)
                walk(node.orelse)
                for handler in getattr(node, "handlers", []):
                    walk(handler.body)

    walk(ast.parse(path.read_text(encoding="utf-8")).body)
    return frozenset(names)


@dataclass(frozen=True)
class Facade:
    where: str  # file:line
    module: str
    name: str

    def __str__(self) -> str:
        return f"{self.where}: {self.name} is not defined in {self.module}"


def project_files(root: Path, folders: tuple[str, ...]) -> list[Path]:
    return sorted(p for folder in folders for p in (root / folder).rglob("*.py"))


def facades_in(path: Path, root: Path = ROOT, *, attributes: bool = True) -> list[Facade]:
    """Imports (and, with ``attributes``, ``module.name`` reads) that take a name from a project
    module that does not define it."""
    importer = module_name(path, root)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    where = str(path.relative_to(root))
    found, modules, reads = [], {}, []
    for node in ast.walk(tree):  # one walk: the ``module.name`` reads are judged once every import is known
        if isinstance(node, ast.Attribute):
            if isinstance(node.value, ast.Name):
                reads.append(node)
        elif isinstance(node, ast.ImportFrom):
            module = imported_module(importer, path, node)
            if module.split(".")[0] not in PACKAGES or module_file(module, root) is None:
                continue
            for alias in node.names:
                if module_file(f"{module}.{alias.name}", root):
                    modules[alias.asname or alias.name] = f"{module}.{alias.name}"
                elif alias.name == "*" or alias.name not in top_level_names(module, root):
                    found.append(Facade(f"{where}:{node.lineno}", module, alias.name))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname and alias.name.split(".")[0] in PACKAGES:
                    modules[alias.asname] = alias.name
    if attributes:
        for node in reads:
            if node.value.id in modules:
                module = modules[node.value.id]
                if module_file(f"{module}.{node.attr}", root) is None and \
                        node.attr not in top_level_names(module, root) and not node.attr.startswith("__"):
                    found.append(Facade(f"{where}:{node.lineno}", module, node.attr))
    return found


def module_getattrs(root: Path = ROOT) -> list[str]:
    """Modules that answer unknown names at run time (PEP 562 ``__getattr__``)."""
    return sorted(str(path.relative_to(root)) for path in project_files(root, PACKAGES)
                  if "__getattr__" in top_level_names(module_name(path, root), root))
