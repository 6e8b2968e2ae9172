"""A program holding an office open, in a separate process, for the one-writer tests.

    python -m tests.core.trust.office_holder DB_URL [--window] [--presence-only]

Opens the office (or, with --presence-only, only registers as having the file open, as a
program of an earlier schema would), prints READY, and keeps it open until its standard input
closes.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--window", action="store_true")
    parser.add_argument("--presence-only", action="store_true")
    args = parser.parse_args(argv)
    from animaloffice.config import parse_database_url
    from animaloffice.persistence import presence
    from animaloffice.persistence.db import close_database, open_database

    target = parse_database_url(args.url)
    try:
        if args.presence_only:
            presence.join(Path(target.path), window=args.window)
        else:
            open_database(target, create=False, window=args.window)
    except presence.OfficeInUse as exc:
        print(f"REFUSED {exc.message}", flush=True)
        return 3
    print("READY", flush=True)
    sys.stdin.read()
    close_database()
    presence.leave()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
