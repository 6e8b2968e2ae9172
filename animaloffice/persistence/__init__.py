"""Storage: peewee models and the database connection (SQLite or PostgreSQL)."""
from .drivers import hold_back_postgres_driver

hold_back_postgres_driver()  # before peewee is first imported: see drivers.py
