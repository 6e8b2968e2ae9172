"""The only writers. One function per office action, each one transaction that checks
the rules, writes the rows and the audit entry, and returns plain values."""
