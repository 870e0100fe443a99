"""A game a player can follow from the inbox (issue 29): a 30-round Czech WesternPoly game with
trades and a 1926 game, each with one human answering every mail by reply, one absent player
(the bot plays their missed turns) and one bot. Per game: mails per person per turn (the
active human and the absent one, per turn of theirs: a round of WesternPoly, a placement of
theirs in 1926; the start and the game-over mail counted apart), the
whole mail's size (median and max, target <= 25 KB) and the text lines of a turn mail (median
and max; target: median <= 60 for WesternPoly, <= 45 for 1926).
"""

from __future__ import annotations

from bench import Row
from bench.mail_follow import figures, follow
from functions.service import PlayerSpec

ANN, BOB = "ann@example.org", "bob@example.org"
PLAYERS = [PlayerSpec("Anna Nováková", ANN, "cs"), PlayerSpec("Bohumil Král", BOB, "cs")]
TIMING = {"deadline_hours": 24, "missed_turn": "autoplay", "reminder_hours": []}
OFFERS = ("nabídka Robot Karel dám 100 $ dostanu nic",
          "nabídka Bohumil Král dám 200 $ dostanu nic")
TARGET_BYTES = 25_000
TARGET_LINES = {"westernpoly": 60, "1926": 45}
TARGET_MAILS = 1.0  # mails per person per turn, at most


def _rows(rules_id: str, bot: str, options: dict, **play) -> list[Row]:
    followed = follow(rules_id, [*PLAYERS, PlayerSpec("", "", "cs", bot=bot)],
                      {"lang": "cs", **TIMING, **options}, ANN, BOB, **play)
    view = followed.view
    if rules_id == "westernpoly":  # every player has a turn a round
        turns = view.state.rounds
    else:  # a turn of a player is a placement of theirs
        placed = [e.player for e in view.log if not e.player.startswith("@")]
        turns = min(placed.count(s.player) for s in view.game.seats if not s.bot)
    got = figures(followed, turns)
    unit = "own turn"
    lines = TARGET_LINES[rules_id]
    return [
        Row(f"{rules_id} by mail, followed: mails to the active human (besides start and end)",
            got.mails_per_turn[ANN],
            f"per {unit}", f"<= {TARGET_MAILS:.0f}", got.mails_per_turn[ANN] <= TARGET_MAILS),
        Row(f"{rules_id} by mail, followed: mails to the absent human (besides start and end)",
            got.mails_per_turn[BOB],
            f"per {unit}", f"<= {TARGET_MAILS:.0f}", got.mails_per_turn[BOB] <= TARGET_MAILS),
        Row(f"{rules_id} by mail, followed: start and game-over mails, active and absent",
            got.start_end[ANN] + got.start_end[BOB], "mails", "<= 4",
            got.start_end[ANN] + got.start_end[BOB] <= 4),
        Row(f"{rules_id} by mail, followed: mail size, median", got.size_median, "bytes",
            f"<= {TARGET_BYTES}", got.size_median <= TARGET_BYTES),
        Row(f"{rules_id} by mail, followed: mail size, max", got.size_max, "bytes",
            f"<= {TARGET_BYTES}", got.size_max <= TARGET_BYTES),
        Row(f"{rules_id} by mail, followed: turn mail text lines, median", got.lines_median,
            "lines", f"<= {lines}", got.lines_median <= lines),
        Row(f"{rules_id} by mail, followed: turn mail text lines, max", got.lines_max, "lines"),
    ]


def run() -> list[Row]:
    """The rows of both games."""
    return [*_rows("westernpoly", "strong", {"max_rounds": 30}, offers=OFFERS, every=1),
            *_rows("1926", "greedy", {})]
