"""Pure ordinance rules over dates, cents and plain values (standard library only)."""
