"""Printed documents (ReportLab). Each takes plain data and returns PDF bytes."""
