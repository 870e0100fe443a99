"""Every event told once after a reply's writes are folded (issue 42, conv36). The class: one
reply (or one pass of the sweep) makes several writes, each stamping a board of news for a
player ("Máš novinky", each telling from where the one before left off), then their turn;
folded into one mail, the turn mail showed the board itself and dropped the boards, yet told
only from where the last of them began: the events the boards were to tell were never told
(conv34's held-out figure was 2,690 events; conv35 fixed the folds it traced it to). Members:
WesternPoly games by mail with players away (the bot plays their missed turns), bots, standing
orders and offers, Czech and English; counted per person on whole games
(mail_moment_table: `never_told`, `told_twice`, `twice_in_a_moment`).

A second class of the same issue (conv37): one pass of the sweep makes a mail that tells only
its own events ("X went bankrupt"), stamping its reader as told up to the end of the log, then
the game-over mail (or a week's summary), whose `since` is taken from that stamp; folded into
one mail, the story started after the first mail's stamp and the events it never told were
lost (2,122 in a game of two away players and a bot). Members: away players (two, three, one
back mid-game) with bots, to the game's end, Czech (with and without diacritics) and English."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_moment_table import play

AWAY = {"deadline_hours": 6, "missed_turn": "autoplay"}

# re-measured after conv35 (never told: standing orders for all 0; the away player's 2,206,
# standing orders with an away player 982, both 0 after the fix)
CASES = {
    "standing orders for all four, a bot, English (conv34's held-out game)": dict(
        rules_id="westernpoly", humans=4, bots=1, pace=timedelta(minutes=7), lang="en",
        offers={0: (0, 1, "AUTO BUY ALWAYS"), 1: (1, 0, "AUTO BUY KEEP 300 $"),
                2: (2, 0, "AUTO BUY ALWAYS"), 3: (3, 0, "auto buy always")}),
    "offers and standing orders, Czech": dict(
        rules_id="westernpoly", humans=3, bots=0, pace=timedelta(minutes=3),
        offers={0: (0, 1, "Kupuj automaticky všechno"), 1: (1, 2, "AUTO BUY ALWAYS"),
                2: (2, 0, "automaticky kupovat vždy"),
                5: (1, 0, "Ahoj {name}, nabízím ti 200 $ za nic."),
                9: (2, 1, "nabídka {name} dám 100 $ dostanu nic")}),
    "an away player and a bot, Czech": dict(
        rules_id="westernpoly", humans=3, bots=1, pace=timedelta(hours=2), silent=[1],
        ticks=True, options=AWAY, offers={3: (0, 2, "nabídka {name} dám 50 $ dostanu nic")}),
    "an away player, a standing order and an offer, a bot, Czech": dict(
        rules_id="westernpoly", humans=3, bots=1, pace=timedelta(hours=1), silent=[2],
        ticks=True, options={**AWAY, "deadline_hours": 3},
        offers={0: (0, 1, "automaticky kupuj vždycky"),
                4: (1, 0, "Čau {name}, dám ti 120 $ a nechci nic.")}),
    # conv36's second held-out game, traced and fixed by conv37 (before: 2,122 never told)
    "two away players and a bot, to the end, Czech": dict(
        rules_id="westernpoly", humans=4, bots=1, pace=timedelta(hours=2), silent=[1, 3],
        ticks=True, options={**AWAY, "deadline_hours": 4}),
}
# built beside the fixes, kept aside and run once after them (before: 1,589 never told;
# conv37's, before / after: 2,122 / 0 the one back mid-game in English, 0 / 0 the others)
HELD_OUT = {
    "an away player, no bot, a standing order, English": dict(
        rules_id="westernpoly", humans=3, bots=0, pace=timedelta(hours=2), silent=[0],
        ticks=True, lang="en", options=AWAY, offers={1: (1, 2, "AUTO BUY ALWAYS")}),
    "two away players and a bot, one back mid-game, English": dict(
        rules_id="westernpoly", humans=4, bots=1, pace=timedelta(hours=2), silent=[1, 3],
        back={3: 12}, ticks=True, lang="en", options={**AWAY, "deadline_hours": 4},
        offers={12: (3, 0, "I'm back early, count me in")}, replies=40),
    "three away players, an offer, a bot, to the end, Czech": dict(
        rules_id="westernpoly", humans=4, bots=1, pace=timedelta(hours=2), silent=[1, 2, 3],
        ticks=True, options={**AWAY, "deadline_hours": 4},
        offers={2: (0, 1, "automaticky kupuj vždycky")}, replies=50),
    "two away players and a bot, one back mid-game, Czech without diacritics": dict(
        rules_id="westernpoly", humans=4, bots=1, pace=timedelta(hours=2), silent=[1, 2],
        back={1: 9}, ticks=True, options={**AWAY, "deadline_hours": 4},
        offers={9: (1, 0, "jsem zpatky driv a hraju dal")}, replies=50),
}


@pytest.mark.parametrize("name", [*CASES, *HELD_OUT])
def test_every_event_told_once_and_one_mail_a_moment(name):
    case = {**CASES, **HELD_OUT}[name]
    played = play(**{"replies": 30, **case})
    assert sum(len(inbox) for inbox in played.inboxes.values()) > case["humans"]
    assert played.never_told() == []
    assert played.told_twice() == []
    assert played.twice_in_a_moment() == []
