"""Signing in an administrator for a command that changes the office (no Qt here).

The password comes from an environment variable (``--password-env``, ANIMALOFFICE_PASSWORD
unless told), or is typed when asked at a keyboard; never from the command line, where other
users of the computer could read it in the process list.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


class SignInNeeded(Exception):
    """A command that changes the office was not given an administrator's sign-in."""


def sign_in_options(command: argparse.ArgumentParser) -> None:
    command.add_argument("--user", metavar="NAME",
                         help="the administrator who runs this (default: ANIMALOFFICE_USER)")
    command.add_argument("--password-env", metavar="VAR", default="ANIMALOFFICE_PASSWORD",
                         help="environment variable holding the password (default: "
                              "ANIMALOFFICE_PASSWORD; asked for when it is not set)")


def credentials(args) -> tuple[str, str]:
    import getpass

    name = args.user or os.environ.get("ANIMALOFFICE_USER", "")
    if not name:
        raise SignInNeeded(f"{args.command} changes the office: sign in as an administrator with "
                           "--user NAME (the password from ANIMALOFFICE_PASSWORD, or typed when asked)")
    password = os.environ.get(args.password_env)
    if password is None:
        if not sys.stdin.isatty():
            raise SignInNeeded(f"no password for {name}: set {args.password_env} or run it at a keyboard")
        password = getpass.getpass(f"Password for {name}: ")
    return name, password


def administrator(args, action: str):
    """Sign in the administrator a changing command runs for, in the open office (refused:
    SignInFailed, PermissionDenied or SignInNeeded, each reported in one line)."""
    from .domain.errors import PermissionDenied
    from .services.users import authenticate

    name, password = credentials(args)
    actor = authenticate(name, password).actor()
    actor.require(action)
    if actor.current_role() != "administrator":
        raise PermissionDenied(f"{args.command} from the command line", actor.role)
    return actor


def sign_in_to_replace(args, target) -> None:
    """Before an office's file is replaced, one of its administrators signs in (a file with no
    users yet holds nothing to lose)."""
    from .persistence.db import close_database, open_database
    from .services.users import has_users

    open_database(target, create=False)
    try:
        if has_users():
            administrator(args, "restore_backup")
    finally:
        close_database()


def restoring_administrator(args, target, backup: Path):
    """The administrator restoring: signed in to the office as it is, or (when it cannot be
    opened: damaged, or no file) checked against the backup's own administrators."""
    from .persistence.db import close_database
    from .persistence.file_check import DatabaseProblem, OfficeDamaged
    from .services.opening import open_office

    try:
        open_office(target, create=False)
    except DatabaseProblem:
        return _administrator_of_backup(args, backup)
    try:
        return administrator(args, "restore_backup")
    except OfficeDamaged:  # a big file whose full check failed after it opened
        close_database()
        return _administrator_of_backup(args, backup)
    finally:
        close_database()


def _administrator_of_backup(args, backup: Path):
    import sqlite3

    from .domain.passwords import check_password
    from .domain.roles import Actor
    from .persistence.file_check import read_only_uri
    from .services.users import SignInFailed

    name, password = credentials(args)
    name = name.strip().lower()
    conn = sqlite3.connect(read_only_uri(backup), uri=True)
    try:
        row = conn.execute('SELECT password_hash FROM "user" WHERE username = ? AND active '
                           "AND role = 'administrator'", (name,)).fetchone()
    finally:
        conn.close()
    if row is None or check_password(password, row[0]) is None:
        raise SignInFailed(name)
    return Actor(name, "administrator", None)
