"""The raw inbound mail SES stores in S3 (`inbound/<message id>`, expiring after 30 days), and
how an erasure finds the mails of a person among them.

SES names each object by its message id alone (a receipt rule's key prefix is fixed), and the
inbound function leaves it there, but files its key under a keyed digest of every address its
address headers name (the sender, the envelope sender, the recipients:
storage/dynamodb_raw_index.py, one small item each, kept as long as the mail). An erasure
(compose/raw_mail_search.py) deletes the mails filed under the person's digest: its work grows
with the person's mail, not with the bucket. Only mail older than the index (received before
the inbound function filed any) is still found by reading the header block of each raw mail
and deleting those that name the address, and so is everything a version before filed under
the digest as a key prefix (`inbound/from/<digest>/`). Mails of other people that merely
mention them in the body are not searched: they expire with the rest.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from email.parser import HeaderParser
from email.policy import compat32

from functions.service.records.labels import normal_address

FILED = "from/"  # under the inbound prefix: the mails filed by sender (before 2026-12-05)
_LABEL = b"pbm-raw-mail-sender\x00"
# characters an address may hold around the one searched for: "jimbob@x.org" and
# "bob@x.org.uk" are not bob@x.org
_BEFORE = r"(?<![\w.!#$%&'*+/=?^`{|}~-])"
_AFTER = r"(?![\w-]|\.[\w-])"
_BLANK_LINE = re.compile(rb"\r?\n\r?\n")


# the headers that name a mail's sender or recipients: a mail is filed under each address in them
ADDRESS_HEADERS = ("from", "sender", "reply-to", "to", "cc", "bcc", "return-path",
                   "resent-from", "resent-sender", "resent-to", "resent-cc", "delivered-to",
                   "x-original-to")
_ADDRESS = re.compile(r"[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+")


def folder(prefix: str, secret: bytes, address: str) -> str:
    """The key prefix the raw mails from `address` were filed under (by earlier versions)."""
    digest = hmac.new(secret, _LABEL + normal_address(address).encode(),
                      hashlib.sha256).hexdigest()[:32]
    return f"{prefix}{FILED}{digest}/"


def canonical(address: str) -> str:
    """An address as the index files it: lower-cased, its domain in IDNA's ASCII form (so
    `petr@háček.cz` and `petr@xn--hek-ela4t.cz` are one person)."""
    local, _, domain = normal_address(address).rpartition("@")
    try:
        domain = domain.encode("idna").decode("ascii")
    except UnicodeError:  # not a name IDNA can write: as written
        pass
    return f"{local}@{domain}"


def sender_digest(secret: bytes, address: str) -> str:
    """The keyed digest the index files an address's raw mail under (never the address)."""
    return hmac.new(secret, _LABEL + canonical(address).encode(), hashlib.sha256).hexdigest()[:32]


def named_addresses(raw: bytes, envelope: str = "", own_domain: str = "") -> set[str]:
    """Every address a raw mail's address headers name, and its envelope sender, canonical;
    the service's own (at `own_domain`: the reply addresses) left out."""
    # 8-bit headers in any charset: an address's ASCII (or SMTPUTF8's UTF-8) reads alike
    block = header_block(raw).decode("utf-8", "replace")
    headers = HeaderParser(policy=compat32).parsestr(block + "\n\n", headersonly=True)
    text = " ".join(str(value) for name, value in headers.items()
                    if name.lower() in ADDRESS_HEADERS)
    found = {canonical(a) for a in _ADDRESS.findall(f"{text} {envelope}".lower())}
    own = canonical(f"x@{own_domain}").partition("@")[2] if own_domain else ""
    return {a for a in found if not own or a.partition("@")[2] != own}


def event_addresses(mail: dict, own_domain: str = "") -> set[str]:
    """Every address the SES receipt event's mail names (its headers as SES parsed them, else
    its common headers, and its envelope sender), as named_addresses reads a raw mail: what
    the inbound function files before it reads the mail itself, which may fail."""
    lines = [f"{h.get('name', '')}: {h.get('value', '')}" for h in mail.get("headers") or ()
             if isinstance(h, dict)]
    common = mail.get("commonHeaders") or {}
    for name, header in (("from", "from"), ("sender", "sender"), ("replyTo", "reply-to"),
                         ("to", "to"), ("cc", "cc"), ("bcc", "bcc"),
                         ("returnPath", "return-path")):
        values = common.get(name) or ()
        lines += [f"{header}: {value}" for value in ([values] if isinstance(values, str)
                                                     else values)]
    return named_addresses("\n".join(lines).encode("utf-8", "replace"),
                           str(mail.get("source") or ""), own_domain)


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
