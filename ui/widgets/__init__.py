"""Small shared widgets."""
