"""The signed links of the web pages: a player's page, the organizer's dashboard, a public game.

Player links carry a `functions.mail.tokens` PLAY token (game, seat and the seat's holder
number, so a replaced player's link stops working). The dashboard shows
every game of one organizer, so its token binds the organizer's e-mail address instead of a
game; tokens.py packs only ids, so the organizer token is made here from the same primitives
(HMAC-SHA256 truncated to `tokens.MAC_BYTES`, lower-case base32). Its MAC input starts with a
label no tokens.py payload can start with, so neither kind of token verifies as the other.
A per-game ORGANIZER token from tokens.py also opens the dashboard of that game's organizer.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
from urllib.parse import quote

from functions.mail.tokens import MAC_BYTES, BadToken, Purpose, sign_web, verify

_ORGANIZER_LABEL = b"pbm-web-organizer\x00"


def sign_organizer(secret: bytes, email: str) -> str:
    """A dashboard token for the organizer with that e-mail address."""
    payload = email.strip().lower().encode("utf-8")
    raw = payload + _organizer_mac(secret, payload)
    return base64.b32encode(raw).decode("ascii").rstrip("=").lower()


def verify_organizer(secret: bytes, token: str) -> str:
    """The e-mail address a dashboard token was signed for; raises BadToken."""
    text = token.strip().upper()
    try:
        raw = base64.b32decode(text + "=" * (-len(text) % 8))
    except (binascii.Error, ValueError):
        raise BadToken("the token is not valid base32") from None
    payload, mac = raw[:-MAC_BYTES], raw[-MAC_BYTES:]
    if not payload or not hmac.compare_digest(mac, _organizer_mac(secret, payload)):
        raise BadToken("the token's signature does not match")
    return payload.decode("utf-8")


def play_path(secret: bytes, game_id: str, seat: str, holder: int = 0) -> str:
    """The path of the page of the `holder`-th person on a seat: `/play/<PLAY token>`."""
    return f"/play/{sign_web(secret, game_id, seat, Purpose.PLAY, holder)}"


def organizer_path(secret: bytes, email: str) -> str:
    """The path of an organizer's dashboard: `/organizer/<organizer token>`."""
    return f"/organizer/{sign_organizer(secret, email)}"


def game_path(game_id: str) -> str:
    """The path of a public game's spectator page."""
    return f"/game/{quote(game_id, safe='')}"


def absolute(base_url: str, path: str) -> str:
    """`path` under the public base URL of the web app."""
    return base_url.rstrip("/") + path


def play_claims(secret: bytes, token: str) -> tuple[str, str, int]:
    """(game id, seat, holder) of a PLAY token; raises BadToken."""
    claims = verify(secret, token, Purpose.PLAY)
    return claims.game_id, claims.seat, claims.holder


def _organizer_mac(secret: bytes, payload: bytes) -> bytes:
    return hmac.new(secret, _ORGANIZER_LABEL + payload, hashlib.sha256).digest()[:MAC_BYTES]
