"""Signing with the service's secret: the one HMAC behind reply tokens, web links, form nonces
and the code that confirms a resignation.

A signed value is a payload followed by HMAC-SHA256 of (label, payload, context), truncated.
The label keeps kinds apart (a payload of one kind never verifies as another's: each label is
a prefix no other kind's message starts with); the context is signed but not carried (what a
form nonce is bound to, e.g. the game version the form was drawn for). The text forms are
lower-case base32 without padding (mail servers may lower-case an address) and URL-safe base64.

The formats are those of the mails and pages already sent: a change here breaks every reply
address and link in players' mailboxes (tests/test_signing.py holds values signed before).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac


class BadSignature(ValueError):
    """The signed value is malformed, forged, or signed with another secret or label."""


def digest(secret: bytes, label: bytes, message: bytes, size: int) -> bytes:
    """The first `size` bytes of HMAC-SHA256(secret, label + message)."""
    return hmac.new(secret, label + message, hashlib.sha256).digest()[:size]


def sign(secret: bytes, label: bytes, payload: bytes, size: int, context: bytes = b"") -> bytes:
    """`payload` followed by its `size`-byte MAC under `label`, bound to `context`."""
    return payload + digest(secret, label, payload + context, size)


def verify(secret: bytes, label: bytes, signed: bytes, size: int,
           context: bytes = b"") -> bytes:
    """The payload of a value made by `sign` with the same arguments; raises BadSignature."""
    payload, mac = signed[:-size], signed[-size:]
    if len(signed) <= size or not hmac.compare_digest(
            mac, digest(secret, label, payload + context, size)):
        raise BadSignature("the signature does not match")
    return payload


def to_base32(raw: bytes) -> str:
    """Lower-case base32 without padding (survives a mail server lower-casing an address)."""
    return base64.b32encode(raw).decode("ascii").rstrip("=").lower()


def from_base32(text: str) -> bytes:
    """The bytes of `to_base32` text, in any case; raises BadSignature when it is not base32."""
    text = text.strip().upper()
    try:
        return base64.b32decode(text + "=" * (-len(text) % 8))
    except (binascii.Error, ValueError):
        raise BadSignature("not valid base32") from None


def to_base64(raw: bytes) -> str:
    """URL-safe base64 without padding."""
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def from_base64(text: str) -> bytes:
    """The bytes of `to_base64` text; raises BadSignature when it is not URL-safe base64."""
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise BadSignature("not valid base64") from None
