"""Form nonces and form bodies.

Every form carries a nonce: random bytes plus a MAC (`functions.signing`) over them, the form's
scope (who may post it, about what) and a stamp (the state the form was drawn for, e.g. the game version). A nonce
is checked against the scope and stamp of the request it comes with, so it cannot be moved to
another game, seat, organizer or version. It is single use because of what it is used for:
a move form's nonce is the submission's idempotency key (a repeat changes nothing), the
organizer's forms are bound to the game version or the list of games they were drawn for,
which their own success changes, and a seat form's action (join, decline, resign) changes
nothing when repeated.
"""

from __future__ import annotations

import base64
import binascii
import secrets
from urllib.parse import parse_qs

from functions import signing

_NONCE_LABEL = b"pbm-web-form\x00"
_RANDOM_BYTES = 12
_MAC_BYTES = 12

MAX_FORM_BYTES = 64 * 1024
"""Largest form body read (the largest form, the organizer's create form, is a few KiB)."""
MAX_FORM_FIELDS = 200


class BadNonce(signing.BadSignature):
    """The nonce is missing, malformed, or was not issued for this scope and stamp."""


def issue_nonce(secret: bytes, scope: str, stamp: str) -> str:
    """A fresh nonce for a form of `scope` drawn at `stamp`."""
    nonce = secrets.token_bytes(_RANDOM_BYTES)
    return signing.to_base64(signing.sign(secret, _NONCE_LABEL, nonce, _MAC_BYTES,
                                          _context(scope, stamp)))


def check_nonce(secret: bytes, nonce: str, scope: str, stamp: str) -> None:
    """Raise BadNonce unless `nonce` was issued for `scope` and `stamp` with `secret`."""
    try:
        raw = signing.from_base64(nonce)
    except signing.BadSignature:
        raise BadNonce("the form's nonce is malformed") from None
    if len(raw) != _RANDOM_BYTES + _MAC_BYTES:
        raise BadNonce("the form's nonce is malformed")
    try:
        signing.verify(secret, _NONCE_LABEL, raw, _MAC_BYTES, _context(scope, stamp))
    except signing.BadSignature:
        raise BadNonce("the form was not issued for this page") from None


class BadForm(ValueError):
    """The form body is not one any form of these pages sends (too large, not UTF-8)."""


def parse_form(body: str | None, base64_encoded: bool = False) -> dict[str, list[str]]:
    """An `application/x-www-form-urlencoded` body (as API Gateway delivers it, perhaps
    base64-encoded) as field -> values, blank values kept; raises BadForm for a body larger than
    MAX_FORM_BYTES, with more than MAX_FORM_FIELDS fields, or not UTF-8."""
    raw = (body or "").encode("utf-8")
    if base64_encoded:
        if len(raw) > 2 * MAX_FORM_BYTES:  # decode nothing that cannot fit
            raise BadForm(f"the form is larger than {MAX_FORM_BYTES} bytes")
        try:
            raw = base64.b64decode(raw, validate=True)
        except (binascii.Error, ValueError):
            raise BadForm("the form's body is not base64") from None
    if len(raw) > MAX_FORM_BYTES:
        raise BadForm(f"the form is larger than {MAX_FORM_BYTES} bytes")
    try:
        return parse_qs(raw.decode("utf-8"), keep_blank_values=True,
                        max_num_fields=MAX_FORM_FIELDS)
    except UnicodeDecodeError:
        raise BadForm("the form is not UTF-8") from None
    except ValueError:  # parse_qs: more fields than max_num_fields
        raise BadForm(f"the form has more than {MAX_FORM_FIELDS} fields") from None


def field(form: dict[str, list[str]], name: str, default: str = "") -> str:
    """The first value of a form field, stripped."""
    values = form.get(name)
    return values[0].strip() if values else default


def _context(scope: str, stamp: str) -> bytes:
    """What a nonce is bound to without carrying it."""
    return f"{scope}\x00{stamp}".encode()
