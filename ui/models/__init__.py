"""Qt item models over the core's read queries."""
