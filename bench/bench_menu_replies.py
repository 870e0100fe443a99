"""Replies per turn by the menu alone (issue 42): WesternPoly games by mail in which every
player answers every mail with "1", the first option of its menu, debts included.

A turn that asks counts once however many replies it took: the replies per asked turn (target
<= 1.1), the same without the replies the service refused as answering an older mail (the
conversation machinery's share), how many replies found no menu to answer with "1" (target 0),
how many a debtor sent per debt and the longest menu a mail showed.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from bench import Row
from bench.mail_games import first_option, play
from functions.render.views import menu_json
from functions.service import PlayerSpec
from rules.westernpoly.legal import DEBT_MENU_SIZE

PLAYERS = [PlayerSpec("Tom Hall", "tom@example.org"), PlayerSpec("Lucie Malá", "lucie@example.org"),
           PlayerSpec("Petr Dvořák", "petr@example.org"),
           PlayerSpec("Mark Twain", "mark@example.org", "en")]
GAMES = (  # (players, options): small tables build stars and fall into debt, larger ones trade
    (2, {"max_rounds": 60}), (2, {"max_rounds": 80, "decks": "classic"}),
    (3, {"max_rounds": 60}), (4, {"max_rounds": 100, "decks": "classic"}),
    (4, {"max_rounds": 60, "jail": "three_tries"}),
    # review 7: bots at the table offer trades, and an open offer held a turn open for a second
    # reply whose only option ended it
    ((*PLAYERS[:2], PlayerSpec("", "", "cs", bot="strong"), PlayerSpec("", "", "cs", bot="strong")),
     {"max_rounds": 60}),
    ((*PLAYERS[1:3], PlayerSpec("", "", "cs", bot="strong"), PlayerSpec("", "", "cs", bot="strong"),
      PlayerSpec("", "", "cs", bot="strong"), PlayerSpec("", "", "cs", bot="strong")),
     {"max_rounds": 40}),
)
TARGET = 1.1


def _game(players: int | tuple[PlayerSpec, ...], options: dict[str, Any]) -> dict[str, Any]:
    """One game answered with "1": what each reply was for and what became of it."""
    asked: list[tuple[int, str, bool, int]] = []  # (turn, player, in debt, menu size)

    def one(view: Any, seat: Any) -> str:
        menu = menu_json(view)
        seat_no = view.state.players.index(seat.player)
        owing = any(d.debtor == seat_no for d in view.state.debts)
        asked.append((view.state.turn_no, seat.player, owing, len(menu)))
        return "1" if menu else first_option(view, seat)

    table = PLAYERS[:players] if isinstance(players, int) else list(players)
    played = play("westernpoly", table, {"lang": "cs", **options}, answer=one)
    stale = [o.action != "played" and "changed" in o.detail for o in played.outcomes]
    return {"asked": asked, "stale": stale}


def run() -> list[Row]:
    """Replies per asked turn over the games of GAMES."""
    turns: Counter[tuple[int, int, str]] = Counter()
    fresh: Counter[tuple[int, int, str]] = Counter()
    no_menu = debt_replies = longest = 0
    debts: set[tuple[int, int, str]] = set()
    for number, (players, options) in enumerate(GAMES):
        game = _game(players, options)
        for (turn, player, owing, size), stale in zip(game["asked"], game["stale"], strict=True):
            key = (number, turn, player)
            turns[key] += 1
            if not stale:
                fresh[key] += 1
            no_menu += size == 0
            longest = max(longest, size)
            if owing:
                debt_replies += 1
                debts.add(key)
    replies = sum(turns.values()) / len(turns)
    without_stale = sum(fresh.values()) / len(fresh)
    per_debt = debt_replies / len(debts) if debts else 0.0
    return [
        Row(f"menu only: replies per turn that asks ({len(GAMES)} games, {len(turns)} turns)",
            replies, "replies", f"<= {TARGET}", replies <= TARGET),
        Row("menu only: replies per turn that asks, stale refusals aside", without_stale,
            "replies", f"<= {TARGET}", without_stale <= TARGET),
        Row("menu only: replies that found no menu to answer with 1", no_menu, "replies", "0",
            no_menu == 0),
        Row(f"menu only: replies per debt ({len(debts)} debts)", per_debt, "replies", "<= 1.1",
            per_debt <= TARGET),
        Row("menu only: the longest menu in a mail", longest, "options",
            f"<= {DEBT_MENU_SIZE}", longest <= DEBT_MENU_SIZE),
    ]
