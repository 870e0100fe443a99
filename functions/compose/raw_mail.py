"""The raw inbound mail SES stores in S3 (`inbound/<message id>`, expiring after 30 days), and
how an erasure tells the mails of a person among them.

SES names each object by its message id alone (a receipt rule's key prefix is fixed), and the
inbound function leaves it there: moving it under its sender cost an S3 PUT a mail (1.7% of a
move's floor, bench/bench_cost.py), for what an erasure, which is rare, can do by reading. So
erasing a person (compose/erasing.py) reads the header block of every raw mail kept and deletes
those that name the person's address (as sender, recipient or envelope sender: SES writes the
envelope into `Return-Path`), and everything a version before this one filed under their
digest (`inbound/from/<digest>/`, until those expire). Mails of other people that merely mention
them in the body are not searched: they expire with the rest. The calls are in the modules that
make them, so each function's policy (tests/test_infra_contract.py) allows only its own.
"""

from __future__ import annotations

import hashlib
import hmac
import re

from functions.service.records.labels import normal_address

FILED = "from/"  # under the inbound prefix: the mails filed by sender (before 2026-12-05)
_LABEL = b"pbm-raw-mail-sender\x00"
# characters an address may hold around the one searched for: "jimbob@x.org" and
# "bob@x.org.uk" are not bob@x.org
_BEFORE = r"(?<![\w.!#$%&'*+/=?^`{|}~-])"
_AFTER = r"(?![\w-]|\.[\w-])"
_BLANK_LINE = re.compile(rb"\r?\n\r?\n")


def folder(prefix: str, secret: bytes, address: str) -> str:
    """The key prefix the raw mails from `address` were filed under (by earlier versions)."""
    digest = hmac.new(secret, _LABEL + normal_address(address).encode(),
                      hashlib.sha256).hexdigest()[:32]
    return f"{prefix}{FILED}{digest}/"


def header_block(raw: bytes) -> bytes:
    """The header block of a raw mail (or of its beginning): up to the first empty line."""
    end = _BLANK_LINE.search(raw)
    return raw if end is None else raw[:end.start()]


def address_pattern(address: str) -> re.Pattern[str]:
    """What finds `address` in a header block decoded and lower-cased: the address whole (not
    inside a longer one), its domain written as stored, in Unicode or in IDNA's ASCII form."""
    local, _, domain = normal_address(address).rpartition("@")
    domains = {domain}
    try:
        domains.add(domain.encode("idna").decode("ascii"))
        domains.add(domain.encode("ascii").decode("idna"))
    except UnicodeError:  # not a name IDNA can write: as stored only
        pass
    forms = "|".join(re.escape(f"{local}@{d.lower()}") for d in sorted(domains) if d)
    return re.compile(f"{_BEFORE}(?:{forms}){_AFTER}")


def names(head: bytes, pattern: re.Pattern[str]) -> bool:
    """Whether a raw mail's beginning names the address of `pattern` in its header block
    (8-bit headers in any charset: an address's ASCII reads alike in each)."""
    return pattern.search(header_block(head).decode("utf-8", "replace").lower()) is not None
