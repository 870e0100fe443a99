"""A game a player can follow from the inbox (issue 29): a 30-round Czech WesternPoly game with
trades and a 1926 game, each with one human answering every mail by reply, one absent player
(the bot plays their missed turns) and one bot. Per game: mails per person per turn (the
active human and the absent one, per turn of theirs: a round of WesternPoly, a placement of
theirs in 1926; the start and the game-over mail counted apart), the
whole mail's size (median and max, target <= 25 KB) and the text lines of a turn mail (median
and max; target: median <= 60 for WesternPoly, <= 45 for 1926). Then a full table (round 13):
a 6-seat WesternPoly (12 rounds) and a 5-seat 1926, the same two people and the rest bots,
mails per person per own turn at `pbm serve`'s beat (what is due first, then the mail).
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


def _turns(rules_id: str, view) -> int:
    """A player's turns: a round of WesternPoly, a placement of theirs in 1926."""
    if rules_id == "westernpoly":  # every player has a turn a round
        return view.state.rounds
    placed = [e.player for e in view.log if not e.player.startswith("@")]
    return min(placed.count(s.player) for s in view.game.seats if not s.bot)


def _full_table(rules_id: str, bots: int, options: dict) -> list[Row]:
    """Mails per person per own turn at a full table (two people, the rest bots)."""
    robots = [PlayerSpec("", "", "cs", bot="strong" if i % 2 and rules_id == "westernpoly"
                         else "greedy") for i in range(bots)]
    followed = follow(rules_id, [*PLAYERS, *robots], {"lang": "cs", **TIMING, **options},
                      ANN, BOB, every=1_000)
    got = figures(followed, _turns(rules_id, followed.view))
    seats = f"{rules_id} by mail, {len(PLAYERS) + bots} seats"
    return [Row(f"{seats}: mails to the {who} human (besides start and end)",
                got.mails_per_turn[address], "per own turn", f"<= {TARGET_MAILS:.0f}",
                got.mails_per_turn[address] <= TARGET_MAILS)
            for who, address in (("active", ANN), ("absent", BOB))]


def _rows(rules_id: str, bot: str, options: dict, **play) -> list[Row]:
    followed = follow(rules_id, [*PLAYERS, PlayerSpec("", "", "cs", bot=bot)],
                      {"lang": "cs", **TIMING, **options}, ANN, BOB, **play)
    view = followed.view
    got = figures(followed, _turns(rules_id, view))
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
            *_rows("1926", "greedy", {}),
            *_full_table("westernpoly", 4, {"max_rounds": 12}), *_full_table("1926", 3, {})]
