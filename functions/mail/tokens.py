"""Signed tokens that let a reply or a web link act for one seat of one game.

A token is a compact binary payload plus a truncated HMAC-SHA256, written in lower-case base32
without padding, so it survives mail servers that lower-case addresses and fits in a 64-character
local part (`play+<token>@domain`). Reply tokens bind the game version the mail was written at,
so a turn move in a reply to an old turn email is recognisable as stale; web tokens do not (a
player's web link stays valid all game). A reply is stale only for what it decides: a move of the
seat's turn once the seat's own decision moved on after that version (its own move, a
stand-in's; while several seats move at once, once its current decision began after it), never
for another player's move, an offer, an answer or talk (service.play.playing._stale_for).
Seat tokens also bind the seat's holder number (Seat.holder, 0 for the first person on the
seat, one more with each replacement), so a replaced player's links and replies stop working;
holder 0 adds no bytes. The MAC is `functions.signing`'s, with no label (the payload's first
byte is the purpose; no other signed kind starts its message with a purpose byte).
"""

from __future__ import annotations

import enum
import re
import struct
from collections.abc import Iterable
from dataclasses import dataclass

from functions import signing

MAC_BYTES = 10
"""80 bits of HMAC: forging one by guessing takes ~2**79 tries, each of them a sent email."""

_LABEL = b""  # the first payload byte, the purpose, is the label

MAX_LOCAL_PART = 64
"""RFC 5321 limit on the part before the @."""

# Ids are packed at 6 bits a character in this alphabet (the URL-safe base64 one).
_ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
_ID_INDEX = {c: i for i, c in enumerate(_ID_ALPHABET)}
_MAX_ID_CHARS = 255  # one length byte; reply_address refuses ids too long for an address
_TOKEN_TEXT = re.compile(r"[a-z2-7]{24,}")
# Patterns run on mail text, so each is linear: a match starts only at a fixed word or a '+',
# and every repetition after it is bounded (a token is at most MAX_LOCAL_PART characters).
# "token: …" (every mail before, and English ones) and "kód: …" (Czech mails): both are read
_TOKEN_LINE = re.compile(r"\b(?:token|k[oó]d)[ \t]{0,8}[:=][ \t]{0,8}([A-Za-z2-7]{24,64})(?![A-Za-z0-9_])",
                         re.IGNORECASE)
_PLUS_TOKEN = re.compile(r"(?<=[\w.-])\+([A-Za-z2-7]{24,64})@(?=[\w-])")


class Purpose(enum.IntEnum):
    """What a token may be used for; part of the signed payload."""

    REPLY = 0
    """An emailed reply for one seat at one game version."""
    PLAY = 1
    """A player's web page, valid across versions."""
    ORGANIZER = 2
    """The organizer's web page of a game, valid across versions."""


class BadToken(signing.BadSignature):
    """The token is malformed, forged, signed with another secret or meant for another purpose."""


@dataclass(frozen=True, slots=True)
class Claims:
    """What a valid token vouches for; `version` is None for web tokens."""

    purpose: Purpose
    game_id: str
    seat: str
    version: int | None
    holder: int = 0


def sign_reply(secret: bytes, game_id: str, seat: str, version: int, holder: int = 0) -> str:
    """A reply token for the `holder`-th person on `seat` in `game_id` at game `version`."""
    if not 0 <= version < 2**32:
        raise ValueError(f"version {version} out of range")
    payload = _header(Purpose.REPLY, game_id, seat) + struct.pack(">I", version)
    payload += _pack_holder(holder)
    return signing.to_base32(signing.sign(secret, _LABEL, payload, MAC_BYTES))


def sign_web(secret: bytes, game_id: str, seat: str, purpose: Purpose, holder: int = 0) -> str:
    """A web token (PLAY or ORGANIZER) for `seat` in `game_id`, not bound to a version."""
    if purpose is Purpose.REPLY:
        raise ValueError("web tokens are for PLAY or ORGANIZER, reply tokens come from sign_reply")
    payload = _header(purpose, game_id, seat) + _pack_holder(holder)
    return signing.to_base32(signing.sign(secret, _LABEL, payload, MAC_BYTES))


def verify(secret: bytes, token: str, purpose: Purpose | None = None) -> Claims:
    """The claims of a token signed with `secret` (of `purpose` if given); raises BadToken."""
    try:
        raw = signing.from_base32(token)
    except signing.BadSignature:
        raise BadToken("the token is not valid base32") from None
    try:
        payload = signing.verify(secret, _LABEL, raw, MAC_BYTES)
    except signing.BadSignature:
        payload = b""
    if len(payload) < 3:  # a purpose and two ids at the least
        raise BadToken("the token's signature does not match")
    claims = _parse(payload)
    if purpose is not None and claims.purpose is not purpose:
        raise BadToken(f"a {claims.purpose.name} token cannot be used for {purpose.name}")
    return claims


def first_valid(
    secret: bytes, candidates: Iterable[str], purpose: Purpose | None = None
) -> Claims | None:
    """The claims of the first candidate token that verifies, or None when none does."""
    for candidate in candidates:
        try:
            return verify(secret, candidate, purpose)
        except BadToken:
            continue
    return None


def reply_address(token: str, local: str, domain: str) -> str:
    """`<local>+<token>@<domain>`; raises ValueError when the local part would exceed 64 chars."""
    local_part = f"{local}+{token}"
    if len(local_part) > MAX_LOCAL_PART:
        raise ValueError(
            f"local part {local_part!r} is {len(local_part)} characters, more than {MAX_LOCAL_PART}"
        )
    return f"{local_part}@{domain}"


def token_of_address(address: str) -> str | None:
    """The token in a plus-address (`play+<token>@domain`), or None when there is none."""
    local, at, _ = address.strip().rpartition("@")
    _, plus, tag = local.partition("+")
    if not at or not plus or not _TOKEN_TEXT.fullmatch(tag.lower()):
        return None
    return tag.lower()


# the label of the token's line in the reader's language (tokens_in_text reads every label)
TOKEN_LABELS = {"en": "token", "cs": "kód"}


def token_line(token: str, lang: str = "en") -> str:
    """The line a mail body carries so a reply to the From address still finds its token,
    labelled in the reader's language ("kód: …" in Czech)."""
    return f"{TOKEN_LABELS.get(lang, 'token')}: {token}"


def tokens_in_text(text: str) -> list[str]:
    """Tokens written in a text: `token: ...` lines and plus-addresses, in order of appearance."""
    found: list[tuple[int, str]] = [
        (m.start(), m.group(1).lower()) for m in _TOKEN_LINE.finditer(text)
    ]
    found += [(m.start(), m.group(1).lower()) for m in _PLUS_TOKEN.finditer(text)]
    return list(dict.fromkeys(token for _, token in sorted(found)))


def _header(purpose: Purpose, game_id: str, seat: str) -> bytes:
    return bytes([purpose]) + _pack_id(game_id) + _pack_id(seat)


def _pack_holder(holder: int) -> bytes:
    """Nothing for the first holder (0), else two bytes."""
    if not 0 <= holder < 2**16:
        raise ValueError(f"holder {holder} out of range")
    return struct.pack(">H", holder) if holder else b""


def _pack_id(value: str) -> bytes:
    """A length byte, then the characters at 6 bits each (ids are [A-Za-z0-9_-])."""
    if len(value) > _MAX_ID_CHARS or any(c not in _ID_INDEX for c in value):
        raise ValueError(
            f"id {value!r} must be at most {_MAX_ID_CHARS} characters of [A-Za-z0-9_-]"
        )
    bits = 0
    for char in value:
        bits = bits << 6 | _ID_INDEX[char]
    size = (6 * len(value) + 7) // 8
    return bytes([len(value)]) + bits.to_bytes(size, "big")


def _unpack_id(raw: bytes, at: int) -> tuple[str, int]:
    count = raw[at]
    size = (6 * count + 7) // 8
    bits = int.from_bytes(raw[at + 1 : at + 1 + size], "big")
    chars = [_ID_ALPHABET[bits >> 6 * (count - 1 - i) & 63] for i in range(count)]
    return "".join(chars), at + 1 + size


def _parse(payload: bytes) -> Claims:
    try:
        purpose = Purpose(payload[0])
        game_id, at = _unpack_id(payload, 1)
        seat, at = _unpack_id(payload, at)
    except (ValueError, IndexError):
        raise BadToken("the token's payload is malformed") from None
    rest = payload[at:]
    version = None
    if purpose is Purpose.REPLY:
        if len(rest) < 4:
            raise BadToken("the token's payload is malformed")
        version, rest = struct.unpack(">I", rest[:4])[0], rest[4:]
    if len(rest) == 2 and rest != b"\0\0":  # holder 0 is always written as nothing
        return Claims(purpose, game_id, seat, version, struct.unpack(">H", rest)[0])
    if rest:
        raise BadToken("the token's payload is malformed")
    return Claims(purpose, game_id, seat, version)
