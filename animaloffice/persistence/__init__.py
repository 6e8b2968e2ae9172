"""Storage: peewee models and the database connection (SQLite or PostgreSQL)."""
