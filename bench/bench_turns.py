"""One mail per turn (issue 12): whole games played through the service by mail alone.

WesternPoly (3 players, max_rounds=30): replies per player turn (target <= 1.2) and mails per
player turn beyond one per player at the start and at the end and one per trade offer or
answer (target <= 1); with the game's default options, and with standing orders the organizer
sets for everyone. 1926 (4 players): mails per accepted move beyond one per player at the start
and at the end (target <= 1). The players answer each mail that asks them with its first option.
"""

from __future__ import annotations

from bench import Row
from bench.mail_games import Played, play, player_moves, player_turns
from functions.service import PlayerSpec

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bedřich", "bedrich@example.org"),
           PlayerSpec("Cid", "cid@example.org", "en"), PlayerSpec("Dana", "dana@example.org")]
ORDERS = {"auto_buy": "keep 5000", "auto_stars": "keep 8000"}
TARGET_REPLIES = 1.2
TARGET_MAILS = 1.0


def _trade_mails(played: Played) -> int:
    """Mails that carry a trade offer or an answer to one (allowed on top of the turns)."""
    kinds = ("trade_offer", "trade_accepted", "trade_declined", "trade_withdrawn", "trade_lapsed")
    return sum(any(f".{k}." in str(m["Message-ID"]) for k in kinds) for m in played.mails)


def _westernpoly(label: str, options: dict) -> list[Row]:
    played = play("westernpoly", PLAYERS[:3], {"lang": "en", "max_rounds": 30, **options})
    turns = player_turns(played.view)
    extra = 2 * 3 + _trade_mails(played)
    replies = played.replies / turns
    mails = (len(played.mails) - extra) / turns
    return [
        Row(f"westernpoly by mail{label}: replies", replies, "per player turn",
            f"<= {TARGET_REPLIES}", replies <= TARGET_REPLIES),
        Row(f"westernpoly by mail{label}: mails", mails, "per player turn",
            f"<= {TARGET_MAILS:.0f} (+start/end/trades)", mails <= TARGET_MAILS),
    ]


def run() -> list[Row]:
    """The replies and mails of whole games by mail."""
    rows = _westernpoly("", {}) + _westernpoly(" (standing orders)", ORDERS)
    played = play("1926", PLAYERS, {"lang": "en"})
    per_move = (len(played.mails) - 2 * len(PLAYERS)) / player_moves(played.view)
    rows.append(Row("1926 by mail: mails", per_move, "per accepted move",
                    f"<= {TARGET_MAILS:.0f} (+start/end)", per_move <= TARGET_MAILS))
    return rows
