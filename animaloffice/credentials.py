"""Where this workstation keeps the PostgreSQL password: never in ``workstation.json``.

The settings file keeps the server's address without a password
(``postgresql://animaloffice_desk@server/animaloffice``). The password goes to the platform's
secret store through the ``keyring`` package (Windows Credential Manager, macOS Keychain, the
Secret Service of a Linux desktop); where there is none (a Linux PC without a desktop keyring),
to a PostgreSQL password file in the data folder, readable by this user only, which libpq reads
itself (``passfile``). An address typed with a password in it is split: the password is stored,
the address kept without it, and an older settings file that still holds one is cleaned the
next time the program starts.
"""
from __future__ import annotations

import os
import threading
from pathlib import Path
from urllib.parse import unquote, urlsplit, urlunsplit

from . import config

SERVICE = "AnimalOffice PostgreSQL"
PASSFILE = "pgpass.conf"


def split_password(url: str) -> tuple[str, str | None]:
    """(the URL without its password, the password or None)."""
    parts = urlsplit(url)
    if parts.password is None:
        return url, None
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    netloc = f"{parts.username or ''}@{host}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment)), unquote(parts.password)


def account(url: str) -> str:
    """The name the password is kept under: user@host:port/database."""
    parts = urlsplit(url)
    return f"{unquote(parts.username or '')}@{parts.hostname or ''}:{parts.port or 5432}{parts.path}"


_warming = None  # the thread finding the secret store ahead of the open (``warm_up``)


def warm_up() -> None:
    """Find the platform's secret store on a thread of its own, ahead of the open that asks it
    for the password. Finding it takes tens of milliseconds to a fifth of a second (``keyring``
    imports its backends, and on Linux its macOS backend asks ``ldconfig`` three times for
    libraries it will not find), mostly spent waiting; the window starts it while its code is
    imported. Nothing is read from the store here."""
    global _warming
    if _warming is None:
        _warming = threading.Thread(target=_keyring, name="secret-store", daemon=True)
        _warming.start()


def _keyring():
    """The platform's secret store, or None where there is none usable."""
    warming = _warming
    if warming is not None and warming.is_alive() and warming is not threading.current_thread():
        warming.join()  # found once: keyring keeps what it found
    try:
        import keyring
        from keyring.backends import fail
    except Exception:  # not installed (a bare source checkout)
        return None
    try:
        backend = keyring.get_keyring()
    except Exception:
        return None
    if isinstance(backend, fail.Keyring) or getattr(backend, "priority", 0) <= 0:
        return None
    chained = getattr(backend, "backends", None)
    if chained is not None and not chained:
        return None
    return backend


def passfile() -> Path:
    return config.data_dir() / PASSFILE


def _passfile_field(value: str) -> str:
    return value.replace("\\", "\\\\").replace(":", "\\:")


def _passfile_key(url: str) -> str:
    parts = urlsplit(url)
    return ":".join(_passfile_field(v) for v in (parts.hostname or "localhost", str(parts.port or 5432),
                                                 parts.path.lstrip("/") or "*", unquote(parts.username or "")))


def store_password(url: str, password: str) -> str:
    """Keep ``password`` for the server ``url`` names; returns where (in words)."""
    url = split_password(url)[0]
    store = _keyring()
    if store is not None:
        try:
            store.set_password(SERVICE, account(url), password)
            _drop_from_passfile(url)
            return f"in this computer's secret store ({type(store).__name__})"
        except Exception:  # a locked or refused store: the password file instead
            pass
    key = _passfile_key(url)
    path = passfile()
    lines = [line for line in _passfile_lines(path) if not line.startswith(key + ":")]
    lines.append(f"{key}:{_passfile_field(password)}")
    tmp = path.with_suffix(".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)  # libpq refuses a readable one
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")
    os.replace(tmp, path)
    return f"in the PostgreSQL password file {path} (readable by this user only)"


def _passfile_lines(path: Path) -> list[str]:
    try:
        return [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    except OSError:
        return []


def _drop_from_passfile(url: str) -> None:
    path = passfile()
    key = _passfile_key(url) + ":"
    lines = _passfile_lines(path)
    kept = [line for line in lines if not line.startswith(key)]
    if kept != lines:
        path.write_text("\n".join(kept) + ("\n" if kept else ""), encoding="utf-8")


def stored_where(url: str) -> str:
    """Where the password for ``url`` is kept now, in words ("" when none is)."""
    store = _keyring()
    if store is not None:
        try:
            if store.get_password(SERVICE, account(url)) is not None:
                return "in this computer's secret store"
        except Exception:
            pass
    key = _passfile_key(url) + ":"
    if any(line.startswith(key) for line in _passfile_lines(passfile())):
        return f"in the PostgreSQL password file {passfile()}"
    return ""


def connect_params(url: str) -> dict:
    """What the driver needs besides the URL: the stored password, or the password file."""
    if urlsplit(url).password is not None:
        return {}  # given with the URL (ANIMALOFFICE_DB set by hand): used as it is, kept nowhere
    store = _keyring()
    if store is not None:
        try:
            password = store.get_password(SERVICE, account(url))
        except Exception:
            password = None
        if password is not None:
            return {"password": password}
    if passfile().exists():
        return {"passfile": str(passfile())}
    return {}
