"""Which packages the distribution ships, and under which names.

The repository keeps three top-level folders (``animaloffice/`` the core, ``ui/`` the window,
``resources/`` the profiles, letters, fonts and icons). Installed, all three live inside the
program's own package: ``animaloffice``, ``animaloffice.ui`` and ``animaloffice.resources``, so
nothing named ``ui`` lands in site-packages. Everything else is in ``pyproject.toml``.
"""
from setuptools import find_namespace_packages, find_packages, setup

core = find_packages(include=["animaloffice", "animaloffice.*"])
window = ["animaloffice." + name for name in find_packages(include=["ui", "ui.*"])]
data = ["animaloffice." + name for name in find_namespace_packages(include=["resources", "resources.*"])]

setup(
    packages=core + window + data,
    package_dir={"animaloffice": "animaloffice", "animaloffice.ui": "ui", "animaloffice.resources": "resources"},
    package_data={name: ["*"] for name in data},
    exclude_package_data={name: ["*.pyc"] for name in data},
)
