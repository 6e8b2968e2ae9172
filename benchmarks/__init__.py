"""Benchmarks: our code against the bare libraries doing the same work, in the same run."""
