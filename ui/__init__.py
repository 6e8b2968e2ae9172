"""The Qt layer (PySide6). Calls animaloffice services and queries; never the other way round."""

# The core is imported before Qt on purpose: once PySide6 is loaded it reads the source of
# every module imported after it (looking for `from __feature__ import ...`), which would
# add that work to start-up for peewee, the database driver and the office rules.
import animaloffice.bootstrap  # noqa: E402,F401
import animaloffice.queries.search  # noqa: E402,F401
import animaloffice.services.jurisdictions  # noqa: E402,F401
