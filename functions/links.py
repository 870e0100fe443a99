"""The signed links of the web pages: a player's page, the organizer's dashboard, a public game.

Mail (the postman), render and the web app build their links here, without importing the web
app. Player links carry a `functions.mail.tokens` PLAY token (game, seat and the seat's holder
number, so a replaced player's link stops working). The dashboard shows every game of one
organizer, so its token binds the organizer's e-mail address instead of a game; tokens.py
packs only ids, so the organizer token is signed here (`functions.signing`, the MAC size of
tokens.py, lower-case base32) under a label no tokens.py payload can start with, so neither
kind of token verifies as the other. A per-game ORGANIZER token from tokens.py also opens the
dashboard of that game's organizer.
"""

from __future__ import annotations

from urllib.parse import quote, urlencode

from functions import signing
from functions.mail.tokens import MAC_BYTES, BadToken, Purpose, sign_web, verify

_ORGANIZER_LABEL = b"pbm-web-organizer\x00"


def sign_organizer(secret: bytes, email: str) -> str:
    """A dashboard token for the organizer with that e-mail address."""
    payload = email.strip().lower().encode("utf-8")
    return signing.to_base32(signing.sign(secret, _ORGANIZER_LABEL, payload, MAC_BYTES))


def verify_organizer(secret: bytes, token: str) -> str:
    """The e-mail address a dashboard token was signed for; raises BadToken."""
    try:
        raw = signing.from_base32(token)
    except signing.BadSignature:
        raise BadToken("the token is not valid base32") from None
    try:
        payload = signing.verify(secret, _ORGANIZER_LABEL, raw, MAC_BYTES)
    except signing.BadSignature:
        raise BadToken("the token's signature does not match") from None
    return payload.decode("utf-8")


def play_path(secret: bytes, game_id: str, seat: str, holder: int = 0) -> str:
    """The path of the page of the `holder`-th person on a seat: `/play/<PLAY token>`."""
    return f"/play/{sign_web(secret, game_id, seat, Purpose.PLAY, holder)}"


# One click on a mail's unsubscribe (RFC 8058) takes one step down this ladder, from the mode the
# mail was sent under: every mail -> only my turns -> none (I play on the page).
_STOP_AFTER = {"all": "turns", "turns": "none", "none": "none"}
PRIVACY_PATH = "/privacy"


def stop_after(mode: str) -> str:
    """The mail mode one unsubscribe click leads to from `mode` (see records.seats.MAIL_MODES)."""
    return _STOP_AFTER.get(mode, "turns")


def unsubscribe_path(secret: bytes, game_id: str, seat: str, holder: int, mode: str) -> str:
    """The one-click unsubscribe of a seat's mail, to `mode`: `/play/<token>/unsubscribe/<mode>`
    (GET shows the choice and changes nothing, POST sets it)."""
    return f"{play_path(secret, game_id, seat, holder)}/unsubscribe/{mode}"


def organizer_unsubscribe_path(secret: bytes, email: str, game_id: str) -> str:
    """The one-click stop of an organizer's mail about one game:
    `/organizer/<token>/unsubscribe/<game_id>` (GET shows the choice, POST stops it)."""
    return f"{organizer_path(secret, email)}/unsubscribe/{quote(game_id, safe='')}"


def organizer_path(secret: bytes, email: str) -> str:
    """The path of an organizer's dashboard: `/organizer/<organizer token>`."""
    return f"/organizer/{sign_organizer(secret, email)}"


def organizer_game_path(secret: bytes, email: str, game_id: str) -> str:
    """The dashboard opened at one game's controls (every link a mail about a game sends its
    organizer): `/organizer/<token>?game=<id>#controls-<id>`; the query opens the game's
    controls without script, the fragment brings them into view."""
    return f"{organizer_path(secret, email)}?{urlencode({'game': game_id})}" \
        f"#controls-{quote(game_id, safe='')}"


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

