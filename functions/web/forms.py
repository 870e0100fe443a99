"""Form nonces and form bodies.

Every form carries a nonce: random bytes plus an HMAC over them, the form's scope (who may post
it, about what) and a stamp (the state the form was drawn for, e.g. the game version). A nonce
is checked against the scope and stamp of the request it comes with, so it cannot be moved to
another game, seat, organizer or version. It is single use because of what it is used for:
a move form's nonce is the submission's idempotency key (a repeat changes nothing), and the
organizer's forms are bound to the game version or the list of games they were drawn for,
which their own success changes.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import secrets
from urllib.parse import parse_qs

_NONCE_LABEL = b"pbm-web-form\x00"
_RANDOM_BYTES = 12
_MAC_BYTES = 12


class BadNonce(ValueError):
    """The nonce is missing, malformed, or was not issued for this scope and stamp."""


def issue_nonce(secret: bytes, scope: str, stamp: str) -> str:
    """A fresh nonce for a form of `scope` drawn at `stamp`."""
    nonce = secrets.token_bytes(_RANDOM_BYTES)
    return _b64(nonce + _mac(secret, nonce, scope, stamp))


def check_nonce(secret: bytes, nonce: str, scope: str, stamp: str) -> None:
    """Raise BadNonce unless `nonce` was issued for `scope` and `stamp` with `secret`."""
    try:
        raw = base64.urlsafe_b64decode(nonce + "=" * (-len(nonce) % 4))
    except (binascii.Error, ValueError):
        raise BadNonce("the form's nonce is malformed") from None
    if len(raw) != _RANDOM_BYTES + _MAC_BYTES:
        raise BadNonce("the form's nonce is malformed")
    random, mac = raw[:_RANDOM_BYTES], raw[_RANDOM_BYTES:]
    if not hmac.compare_digest(mac, _mac(secret, random, scope, stamp)):
        raise BadNonce("the form was not issued for this page")


def parse_form(body: str | None) -> dict[str, list[str]]:
    """An `application/x-www-form-urlencoded` body as field -> values (blank values kept)."""
    return parse_qs(body or "", keep_blank_values=True, max_num_fields=200)


def field(form: dict[str, list[str]], name: str, default: str = "") -> str:
    """The first value of a form field, stripped."""
    values = form.get(name)
    return values[0].strip() if values else default


def _mac(secret: bytes, random: bytes, scope: str, stamp: str) -> bytes:
    message = _NONCE_LABEL + random + f"{scope}\x00{stamp}".encode()
    return hmac.new(secret, message, hashlib.sha256).digest()[:_MAC_BYTES]


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")
