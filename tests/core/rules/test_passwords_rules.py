"""How a password is kept and checked (``domain.passwords``): scrypt at this release's cost (N = 2**16,
r = 8, p = 1), a 16-byte salt, the first 32 bytes kept as the verifier and the last 32 as the account's
proof; a hash of another cost still verifies and asks to be made again; a password is 8 to 256
characters and not only spaces."""
import base64
import hashlib

import pytest

from animaloffice.domain import passwords
from animaloffice.domain.passwords import (
    authority_of,
    check_password,
    derive,
    hash_password,
    needs_rehash,
    password_problem,
    spend_as_a_check,
    verify_password,
)

SALT = b"sixteen byte slt"
SALT_TEXT = base64.b64encode(SALT).decode()


def cheap(password: str, *, n: int = 16, r: int = 1, p: int = 1, size: int = 32, dklen: int = 64,
          scheme: str = "scrypt") -> tuple[str, bytes]:
    """A hash of `password` at a low cost, made by hand as the stored form reads: the verifier of
    `size` bytes, and the whole scrypt output."""
    out = hashlib.scrypt(password.encode(), salt=SALT, n=n, r=r, p=p, dklen=dklen)
    return f"{scheme}${n}${r}${p}${SALT_TEXT}${base64.b64encode(out[:size]).decode()}", out


def test_scrypt_gives_the_rfc_7914_test_vector():
    # RFC 7914, section 12: scrypt("password", "NaCl", N=1024, r=8, p=16, dkLen=64)
    expected = bytes.fromhex("fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b373162"
                             "2eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640")
    assert passwords._scrypt("password", b"NaCl", 1024, 8, 16, 64) == expected


def test_scrypt_reads_the_password_as_utf_8():
    typed = "Grüße aus Tracy"
    assert passwords._scrypt(typed, SALT, 16, 1, 1, 32) == hashlib.scrypt(
        b"Gr\xc3\xbc\xc3\x9fe aus Tracy", salt=SALT, n=16, r=1, p=1, dklen=32)


def test_the_authority_is_the_sha_256_of_the_proof_and_no_proof_has_none():
    assert authority_of(b"abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    assert authority_of(b"") == ""


@pytest.fixture(scope="module")
def made():
    return derive("correct horse battery")


def test_a_hash_is_made_at_this_release_cost_with_a_16_byte_salt(made):
    scheme, n, r, p, salt, digest = made.stored.split("$")
    assert (scheme, n, r, p) == ("scrypt", "65536", "8", "1")
    salt_bytes = base64.b64decode(salt)
    assert len(salt_bytes) == 16
    out = hashlib.scrypt(b"correct horse battery", salt=salt_bytes, n=65536, r=8, p=1, dklen=64,
                         maxmem=256 * 1024 * 1024)
    assert base64.b64decode(digest) == out[:32]  # the verifier: the first 32 bytes
    assert made.proof == out[32:]  # the proof: the last 32, never stored
    assert made.authority == hashlib.sha256(out[32:]).hexdigest()
    assert not needs_rehash(made.stored)


def test_the_right_password_gives_the_proof_and_a_wrong_one_nothing(made):
    assert check_password("correct horse battery", made.stored) == made.proof
    assert check_password("correct horse batterY", made.stored) is None


def test_a_password_verifies_against_its_stored_hash_only():
    stored = hash_password("another one here")
    assert stored.startswith("scrypt$65536$8$1$")
    assert verify_password("another one here", stored) is True
    assert verify_password("another one herE", stored) is False
    assert stored.split("$")[4] != derive("another one here").stored.split("$")[4]  # a new salt each time


def test_a_cheaper_hash_still_verifies_with_its_own_cost_and_asks_to_be_made_again():
    stored, out = cheap("office password", n=16, r=1)
    assert check_password("office password", stored) == out[32:]
    assert check_password("office passworD", stored) is None
    assert needs_rehash(stored) is True
    assert needs_rehash("scrypt$65536$8$2$c2FsdA==$ZGlnZXN0") is True
    assert needs_rehash("scrypt$65536$4$1$c2FsdA==$ZGlnZXN0") is True
    assert needs_rehash("scrypt$65536$8$1$c2FsdA==$ZGlnZXN0") is False
    assert needs_rehash("not a hash") is True
    assert needs_rehash("scrypt$many$8$1$c2FsdA==$ZGlnZXN0") is True


def test_a_hash_of_another_verifier_length_verifies_with_an_empty_proof():
    stored, out = cheap("office password", size=48, dklen=48)
    assert check_password("office password", stored) == b""
    stored16, _ = cheap("office password", size=16, dklen=16)
    assert check_password("office password", stored16) == b""
    assert check_password("office passworD", stored16) is None
    stored64, out64 = cheap("office password", size=64)
    assert check_password("office password", stored64) == out64[32:]


@pytest.mark.parametrize(("n", "r", "p"), [(2, 1, 1), (2, 32, 1), (2 ** 15, 1, 1)])
def test_the_costs_a_hash_may_name_verify(n, r, p):
    stored, out = cheap("office password", n=n, r=r, p=p)
    assert check_password("office password", stored) == out[32:]


@pytest.mark.parametrize(("n", "r", "p"), [(2, 33, 1), (2, 1, 2), (1, 1, 1), (2, 0, 1), (2 ** 21, 1, 1)])
def test_a_hash_naming_a_cost_out_of_bounds_verifies_nothing(n, r, p):
    if 2 <= n <= 2 ** 15 and r >= 1:
        stored, _ = cheap("office password", n=n, r=r, p=p)
    else:
        stored = f"scrypt${n}${r}${p}${SALT_TEXT}$" + base64.b64encode(b"\0" * 32).decode()
    assert check_password("office password", stored) is None


@pytest.mark.parametrize("stored", ["", "scrypt$16$1$1$salt", "scrypt$x$1$1$c2FsdA==$ZGlnZXN0",
                                    "scrypt$16$1$1$not base64!$ZGlnZXN0", "scrypt$16$1$1$c2FsdA==$***"])
def test_a_malformed_hash_verifies_nothing(stored):
    assert check_password("office password", stored) is None


def test_a_hash_of_another_scheme_verifies_nothing():
    stored, _ = cheap("office password", scheme="bcrypt")
    assert check_password("office password", stored) is None
    assert check_password("office password", stored.replace("bcrypt", "scrypt", 1)) is not None


def test_an_unknown_user_name_costs_a_real_check_at_this_release_cost(monkeypatch):
    calls = []

    def recording(password, salt, n, r, p, dklen):
        calls.append((password, n, r, p, dklen))
        return b"\0" * dklen

    monkeypatch.setattr(passwords, "_scrypt", recording)
    assert spend_as_a_check("typed at the desk") is None
    assert spend_as_a_check(12345) is None  # not text: checked as an empty password
    assert calls == [("typed at the desk", 65536, 8, 1, 64), ("", 65536, 8, 1, 64)]


def test_the_hash_no_one_matches_verifies_no_password():
    assert check_password("typed at the desk", passwords._NO_ONE) is None


@pytest.mark.parametrize(("typed", "problem"), [
    ("seven77", "must be at least 8 characters"),
    ("", "must be at least 8 characters"),
    (None, "must be at least 8 characters"),
    (12345678, "must be at least 8 characters"),
    ("x" * 257, "may not be longer than 256 characters"),
    (" " * 8, "may not be only spaces"),
    ("\t \n     ", "may not be only spaces"),
])
def test_a_password_out_of_the_rules_is_refused_in_words(typed, problem):
    assert password_problem(typed) == problem


@pytest.mark.parametrize("typed", ["eight888", "x" * 256, " spaced "])
def test_a_password_within_the_rules_is_taken(typed):
    assert password_problem(typed) is None
