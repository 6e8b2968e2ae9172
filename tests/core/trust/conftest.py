"""Fixtures for the trust tests: an office on SQLite only (for file-level checks)."""
import pytest


@pytest.fixture
def sqlite_office(office):
    if office.backend != "sqlite":
        pytest.skip("file-level check: SQLite only")
    return office
