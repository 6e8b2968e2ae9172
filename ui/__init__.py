"""The Qt layer (PySide6). Calls animaloffice services and queries; never the other way round.

Importing it loads no office code: the main window's frame is on screen before the core
(peewee, the models, the ordinance profiles) is imported.
"""
