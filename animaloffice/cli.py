"""Command-line jobs an office schedules or runs by hand (no Qt here).

    animaloffice                       open the window
    animaloffice demo --size town      build a demo office database
    animaloffice backup [--to DIR]     online backup of the database, verified
    animaloffice restore FILE          put a backup back (the current file is kept aside)
    animaloffice check                 integrity check
    animaloffice expire                mark yearly licenses past their end as expired (daily job)
    animaloffice init --jurisdiction tracy --admin NAME [--desk-role ROLE]
    animaloffice upgrade [--desk-role ROLE]   the schema upgrade, with the owner's address (--db)
    animaloffice import FILE [--format native|asm3] [--jurisdiction CODE] [--dry-run]
    animaloffice letters [--copy NAME [--language es] [--from es]]   the office's own letter templates

A command that changes the office (restore, import, expire, demo --force over an office's
file) runs only for an administrator who signs in: ``--user NAME``, the password from the
environment variable ``--password-env`` names (ANIMALOFFICE_PASSWORD unless told), or typed
when asked. A password never goes on the command line.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from . import __version__, office_database
from .cli_sign_in import SignInNeeded, administrator, restoring_administrator, sign_in_options, sign_in_to_replace


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="animaloffice",
        description="AnimalOffice: licenses, permits, impounds and hearings for a city animal "
                    "control office. With no command, opens the window.")
    parser.add_argument("--version", action="version", version=f"AnimalOffice {__version__}")
    parser.add_argument("--db", metavar="URL",
                        help="database: a file path, sqlite:////path or postgresql://user@host/name "
                             "(default: the file in your data folder, or ANIMALOFFICE_DB)")
    parser.add_argument("--self-test", action="store_true",
                        help="open a fresh database, issue a license, render its documents, exit")
    sub = parser.add_subparsers(dest="command", metavar="command")

    sub.add_parser("run", help="open the window (the default)")

    demo = sub.add_parser("demo", help="build a demo office database")
    demo.add_argument("--size", choices=("town", "city", "metro"), default="town",
                      help="town: ~2,000 licenses; city: ~50,000; metro: ~1,000,000 license records")
    demo.add_argument("--jurisdiction", default="tracy,worthington",
                      help="comma-separated profile codes (default: tracy,worthington)")
    demo.add_argument("--force", action="store_true", help="replace an existing database file")
    demo.add_argument("--seed", type=int, default=2026, help="random seed (same seed, same data)")
    sign_in_options(demo)

    backup = sub.add_parser("backup", help="make a verified online backup")
    backup.add_argument("--to", metavar="DIR", help="folder for the backup (default: the backup folder)")
    backup.add_argument("--list", action="store_true", help="list the backups in the folder instead")

    restore = sub.add_parser("restore", help="restore a backup file over the database")
    restore.add_argument("file", help="the backup file")
    restore.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    sign_in_options(restore)

    sub.add_parser("check", help="check the database's integrity")

    expire = sub.add_parser("expire", help="mark yearly licenses past their end as expired (schedule it "
                                           "daily, e.g. after the night's backup)")
    sign_in_options(expire)

    imp = sub.add_parser("import", help="import owners, animals and licenses from a CSV file or an Excel "
                                         "workbook (docs/import-format.md)")
    imp.add_argument("file", help="the CSV file or Excel workbook (.xlsx)")
    imp.add_argument("--sheet", help="the workbook's sheet to read (default: the first)")
    imp.add_argument("--column", action="append", default=[], metavar="HEADER=COLUMN",
                     help="read the file's column HEADER as the layout's COLUMN (HEADER= leaves it out); "
                          "answers a \"did you mean\" of the report; may be repeated")
    imp.add_argument("--format", choices=("native", "asm3"), default=None,
                     help="the column layout (default: recognised from the header row)")
    imp.add_argument("--jurisdiction", metavar="CODE", help="the city the records belong to (e.g. tracy)")
    imp.add_argument("--tags", choices=("number", "assign"), default="",
                     help="ASM3 keeps no tag: 'number' reads each license number as its tag, 'assign' "
                          "gives new tags (the old number is kept)")
    imp.add_argument("--fee-unit", choices=("dollars", "cents"), default="",
                     help="how the file writes license fees, when the file does not say")
    imp.add_argument("--map", action="append", default=[], metavar="KIND:VALUE=TARGET",
                     help="answer a value of ASM3 that matches nothing here, kept for every later file: "
                          "species:'Guinea Pig'=other_small, license_type:'Senior Dog'=yearly (or lifetime), "
                          "person_class:3=person (or organisation); may be repeated")
    imp.add_argument("--dry-run", action="store_true", help="only report what would be imported")
    sign_in_options(imp)

    init = sub.add_parser("init", help="set up an empty office without the window")
    init.add_argument("--jurisdiction", required=True, help="comma-separated profile codes")
    init.add_argument("--admin", required=True, help="user name of the administrator")
    init.add_argument("--password-env", default="ANIMALOFFICE_ADMIN_PASSWORD",
                      help="environment variable holding the administrator's password")
    init.add_argument("--desk-role", metavar="ROLE",
                      help="PostgreSQL: the role the desks connect with, given its rights here "
                           "(run init with the owner role's address in --db)")

    letters = sub.add_parser("letters", help="the letter templates the office corrected (docs/procedures.md)")
    letters.add_argument("--copy", metavar="NAME", help="copy a shipped template (or language.json) there to edit")
    letters.add_argument("--language", default="en", help="the language it is for (default: en)")
    letters.add_argument("--from", dest="start_from", metavar="CODE", help="a new language: start from this one's")
    letters.add_argument("--folder", help="this desk's office letters folder, e.g. a shared one ('' for the default)")

    upgrade = sub.add_parser("upgrade", help="upgrade the office's schema now (PostgreSQL: with the "
                                             "owner role's address in --db; refused while a desk is open)")
    upgrade.add_argument("--desk-role", metavar="ROLE",
                         help="PostgreSQL: the desks' role, given its rights on every table (default: "
                              "the role named at init)")
    return parser


def parse_args(argv: list[str]) -> argparse.Namespace:
    args = build_parser().parse_args(argv)
    if args.db:
        os.environ["ANIMALOFFICE_DB"] = args.db if "://" in args.db else f"sqlite:///{Path(args.db).resolve()}"
    if args.self_test and args.command is None:
        args.command = "self-test"
    return args


def run_command(args: argparse.Namespace) -> int:
    handler = COMMANDS[args.command]
    try:
        return handler(args) or 0
    except KeyboardInterrupt:
        print("cancelled", file=sys.stderr)
        return 130
    except Exception as exc:  # report, don't dump a traceback on the clerk
        from .domain.errors import OfficeError
        from .persistence.file_check import DatabaseProblem

        if isinstance(exc, (OfficeError, DatabaseProblem, SignInNeeded)):
            print(f"animaloffice {args.command}: {exc}", file=sys.stderr)
            return 2
        if isinstance(exc, OSError):  # a file named on the command line: missing, a folder, unreadable
            where = f"{exc.filename}: " if exc.filename else ""
            print(f"animaloffice {args.command}: {where}{exc.strerror or exc}", file=sys.stderr)
            return 2
        raise


def _cmd_demo(args) -> int:
    from .demo import build_demo

    target = office_database.database_target()
    if target.kind == "sqlite" and target.path.exists() and target.path.stat().st_size:
        if not args.force:
            print(f"{target.path} already exists; use --force to replace it with demo data",
                  file=sys.stderr)
            return 2
        sign_in_to_replace(args, target)
        from .services.backups import keep_aside

        print(f"the file it replaces is kept as {keep_aside(target.path, 'demo')}")
    elif target.kind != "sqlite" and _holds_records(target):
        print(f"{target.describe()} already holds an office's records; demo data goes only into an "
              "empty database (create a new one for it)", file=sys.stderr)
        return 2
    codes = [c.strip() for c in args.jurisdiction.split(",") if c.strip()]
    summary = build_demo(target, codes=codes, size=args.size, seed=args.seed,
                         progress=lambda msg: print(msg, flush=True))
    print(summary)
    return 0


def _holds_records(target) -> bool:
    """Does this (PostgreSQL) database already hold owners or users? (Opening it makes or
    upgrades the tables, as the demo itself would.)"""
    from .persistence.db import close_database, open_database
    from .persistence.models.office import User
    from .persistence.models.people import Owner

    open_database(target)
    try:
        return Owner.select().exists() or User.select().exists()
    finally:
        close_database()


def _cmd_backup(args) -> int:
    from .services.backups import BackupFailed, inspect_backup, list_backups, make_backup

    folder = Path(args.to) if args.to else None
    if args.list:
        for path in list_backups(folder):
            try:
                summary = inspect_backup(path)
                print(f"{path}\n  " + summary.describe().replace("\n", "\n  "))
            except BackupFailed as exc:
                print(f"{path}\n  NOT USABLE: {exc.message}")
        return 0
    from .services.opening import open_office

    open_office(create=False)
    result = make_backup(folder, reason="manual")
    print(f"backup written and verified: {result.path}")
    print(result.describe())
    return 0


def _cmd_restore(args) -> int:
    from .services.backups import inspect_backup
    from .services.restore import restore

    target = office_database.database_target()
    summary = inspect_backup(Path(args.file))
    actor = restoring_administrator(args, target, Path(args.file))
    print(f"{args.file}:\n{summary.describe()}")
    if not args.yes:
        try:
            answer = input(f"Replace {target.describe()} with this backup? The current file is kept "
                           "aside. [y/N] ")
        except EOFError:  # no one to answer (a scheduled job): the answer is no
            print()
            answer = ""
        if answer.strip().lower() not in ("y", "yes"):
            print("not restored")
            return 1
    result = restore(actor, Path(args.file), target)
    kept = f"; the previous database was kept as {result.kept_aside}" if result.kept_aside else ""
    print(f"restored {args.file}{kept}")
    return 0


def _cmd_check(args) -> int:
    """The full check, whatever the file's size; damage is reported (exit 1), never a traceback."""
    from .persistence.db import close_database, integrity_check, is_damage
    from .persistence.file_check import DatabaseProblem, check_sqlite_file
    from .services.opening import open_office, with_restore_way

    target = office_database.database_target()
    try:
        if target.kind == "sqlite" and target.path.exists():
            check_sqlite_file(target.path, thorough=True)
        open_office(create=False, desk=False)  # it only reads: the owner may check too
        try:
            problems = integrity_check()
            chain = audit_log_check()
            if chain.ok:
                print(chain.describe())
            else:
                problems.append(chain.describe())
        except Exception as exc:
            if not is_damage(exc):
                raise
            problems = [f"the database file is damaged ({exc})"]
        finally:
            close_database()
    except DatabaseProblem as exc:
        if exc.recoverable and target.kind == "sqlite" and not getattr(exc, "restore_way", None):
            exc = with_restore_way(exc)
        print(f"animaloffice check: {exc}", file=sys.stderr)
        return 1
    if problems:
        for p in problems:
            print(p)
        return 1
    print(f"{target.describe()}: ok")
    return 0


def audit_log_check():
    """The whole audit log's chain (``persistence.audit_chain``); a log that cannot be read at
    all is reported as such, not as a traceback."""
    import peewee as pw

    from .persistence.audit_chain import ChainProblem, ChainReport, verify

    try:
        return verify()
    except pw.DatabaseError as exc:
        return ChainReport(0, 0, ChainProblem(None, None, f"it could not be read ({exc})"), True)


def _cmd_expire(args) -> int:
    """The daily job: licenses whose year is over become 'expired' in the records (the window
    already shows them so; reports and look-ups that read the stored status then agree)."""
    from .services.licensing import expire_licenses
    from .services.opening import open_office

    open_office(create=False)
    count = expire_licenses(administrator(args, "issue_license"))
    print(f"{count} license{'s' if count != 1 else ''} marked expired")
    return 0


def _cmd_init(args) -> int:
    from .services.opening import open_office, set_up_office

    password = os.environ.get(args.password_env, "")
    db = open_office(desk=False)  # the owner makes the schema
    set_up_office([c.strip() for c in args.jurisdiction.split(",") if c.strip()], args.admin, password)
    _grant(db, args.desk_role)
    print(f"office ready: {office_database.database_target().describe()}")
    return 0


def _grant(db, desk_role: str | None) -> None:
    from .persistence import pg_roles
    from .persistence.models.office import Meta

    if not pg_roles.is_postgres(db):
        return
    desk_role = desk_role or getattr(Meta.get_or_none(Meta.key == "desk_role"), "value", None)
    if not desk_role:
        print("no desk role named (--desk-role): the desks have no rights yet (docs/postgresql.md)",
              file=sys.stderr)
        return
    try:
        pg_roles.grant_desk_rights(db, desk_role)
    except ValueError as exc:
        from .domain.errors import ValidationError

        raise ValidationError("desk_role", str(exc), desk_role) from None
    print(f"the desk role {desk_role} may read and write the office's records, and only read and add "
          "to its audit log")


def _cmd_upgrade(args) -> int:
    """The schema upgrade, run by the owner: opening the office upgrades it (taking it to itself,
    refused while a desk has it open), then the desk role gets its rights on any new table."""
    from .persistence import migrations, presence
    from .services.opening import open_office

    target = office_database.database_target()
    db = open_office(create=False, desk=False)
    # the office to itself even when the schema was current already: no desk writes meanwhile
    held = (presence.exclusive(target.path, "the upgrade") if target.kind == "sqlite"
            else presence.pg_exclusive(db, "the upgrade"))
    with held:
        _grant(db, args.desk_role)
    print(f"{target.describe()}: schema {migrations.CURRENT}, ready")
    return 0


def _cmd_import(args) -> int:
    from .domain.roles import SYSTEM
    from .queries.office import jurisdiction_by_code, list_jurisdictions
    from .services.importer import import_file
    from .services.opening import open_office

    open_office(create=False)
    if args.jurisdiction:
        jurisdiction = jurisdiction_by_code(args.jurisdiction)
    else:
        served = list_jurisdictions()
        if len(served) != 1:
            print("this office serves " + ", ".join(j.code for j in served)
                  + "; say which with --jurisdiction CODE", file=sys.stderr)
            return 2
        jurisdiction = served[0]
    path = Path(args.file)
    actor = SYSTEM if args.dry_run else administrator(args, "edit_records")  # a dry run changes nothing
    columns = dict(c.split("=", 1) if "=" in c else (c, "") for c in args.column)
    if args.map:
        from .services.import_mappings import save_answers

        answers: dict[str, dict[str, str]] = {}
        for item in args.map:
            kind, _, rest = item.partition(":")
            value, _, target = rest.rpartition("=")
            answers.setdefault(kind.strip(), {})[value.strip().strip("'\"")] = target.strip()
        save_answers(administrator(args, "office_settings"), jurisdiction.id, answers)  # kept: not a dry run's
    report = import_file(actor, path.read_bytes(), jurisdiction_id=jurisdiction.id, fmt=args.format,
                         dry_run=args.dry_run, file_name=path.name, sheet=args.sheet, columns=columns or None,
                         tags=args.tags, fee_unit=args.fee_unit)
    for planned in report.planned if args.dry_run else ():
        print(f"row {planned.row}: " + "; ".join(p for p in (
            planned.owner and f"owner {planned.owner}", planned.animal and f"animal {planned.animal}",
            planned.certificate, planned.license and f"license {planned.license}", planned.notes) if p))
    for refused in report.refused:
        print(f"refused {refused.text()}", file=sys.stderr)
    for kind, values in report.unmatched.items():
        for value, rows in values.items():
            print(f"to answer: {kind} {value!r} ({rows} rows): --map {kind}:'{value}'=...", file=sys.stderr)
    print(report.summary())
    return 1 if report.refused else 0


def _cmd_letters(args) -> int:
    from .documents.office_letters import report

    print("\n".join(report(args.copy, args.language, args.start_from, folder=args.folder)))


def _cmd_self_test(args) -> int:
    from .selftest import self_test

    return self_test()


COMMANDS = {
    "demo": _cmd_demo,
    "backup": _cmd_backup,
    "restore": _cmd_restore,
    "check": _cmd_check,
    "expire": _cmd_expire,
    "init": _cmd_init,
    "upgrade": _cmd_upgrade,
    "import": _cmd_import,
    "letters": _cmd_letters,
    "self-test": _cmd_self_test,
}
