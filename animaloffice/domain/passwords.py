"""Password hashing with the standard library: scrypt, salted, slow on purpose.

One scrypt run gives 64 bytes. The first 32 are the verifier kept in the hash string; the
last 32 are the account's *proof*, which only someone who typed the password can have. Its
SHA-256 (the account's ``authority``) is stored beside the hash: on PostgreSQL the database
itself refuses a change to an account (role, active, password) unless the transaction carries
the proof of an administrator (or, for a password change, of the account itself), so a desk's
database login alone cannot make anyone an administrator. Neither stored value gives the proof
back without guessing the password, one scrypt run per guess.

The cost: N = 2**16, r = 8 (64 MiB) takes 0.3 to 0.4 s on a current office PC (four times
the 2**14 of earlier releases, measured at 0.09 s on the project's reference machine). A hash
stores its own cost, so older hashes still verify and are made again at the next sign-in.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import os
from dataclasses import dataclass

N, R, P = 2 ** 16, 8, 1
MIN_LENGTH = 8
MAX_LENGTH = 256
_MAXMEM = 256 * 1024 * 1024  # scrypt needs 128 * r * N bytes; the default allows only 32 MiB


@dataclass(frozen=True)
class Derived:
    """What a password gives: the hash string to store, the proof, and the proof's digest."""

    stored: str
    proof: bytes
    authority: str  # hex SHA-256 of the proof: stored on the account


def _scrypt(password: str, salt: bytes, n: int, r: int, p: int, dklen: int) -> bytes:
    return hashlib.scrypt(password.encode(), salt=salt, n=n, r=r, p=p, dklen=dklen,
                          maxmem=_MAXMEM)


def authority_of(proof: bytes) -> str:
    return hashlib.sha256(proof).hexdigest() if proof else ""


def derive(password: str) -> Derived:
    salt = os.urandom(16)
    out = _scrypt(password, salt, N, R, P, 64)
    stored = f"scrypt${N}${R}${P}${base64.b64encode(salt).decode()}${base64.b64encode(out[:32]).decode()}"
    return Derived(stored, out[32:], authority_of(out[32:]))


def hash_password(password: str) -> str:
    return derive(password).stored


def check_password(password: str, stored: str) -> bytes | None:
    """The account's proof when ``password`` is right, else None. A hash made before proofs
    existed (32-byte output) verifies and gives an empty proof."""
    try:
        scheme, n_text, r_text, p_text, salt, digest = stored.split("$")
        if scheme != "scrypt":
            return None
        expected = base64.b64decode(digest)
        n, r, p = int(n_text), int(r_text), int(p_text)
        if n > 2 ** 20:  # pragma: no mutate: _MAXMEM refuses a cost above 2**19 anyway; this says so before scrypt
            return None
        if not (2 <= n and 1 <= r <= 32 and p == 1):
            return None
        actual = _scrypt(password, base64.b64decode(salt), n, r, p, 64 if len(expected) == 32 else
                         len(expected))
    except (ValueError, TypeError, MemoryError):
        return None
    if not hmac.compare_digest(actual[:len(expected)], expected):
        return None
    return actual[32:] if len(actual) == 64 else b""


def verify_password(password: str, stored: str) -> bool:
    return check_password(password, stored) is not None


def needs_rehash(stored: str) -> bool:
    """True for a hash made at a lower cost than this release's."""
    try:
        _scheme, n, r, p, _salt, _digest = stored.split("$")
        return (int(n), int(r), int(p)) != (N, R, P)
    except ValueError:
        return True


# a hash no password matches (its digest is random bytes), at this release's cost
_NO_ONE = f"scrypt${N}${R}${P}$bm8gb25lJ3Mgc2FsdCEhIQ==$" + base64.b64encode(b"\x5a" * 32).decode()


def spend_as_a_check(password: object) -> None:
    """Take the time of a real check: an unknown user name answers as slowly as a known one."""
    check_password(password if isinstance(password, str) else "", _NO_ONE)


def password_problem(password: str) -> str | None:
    if not isinstance(password, str) or len(password) < MIN_LENGTH:
        return f"must be at least {MIN_LENGTH} characters"
    if len(password) > MAX_LENGTH:
        return f"may not be longer than {MAX_LENGTH} characters"
    if not password.strip():
        return "may not be only spaces"
    return None
