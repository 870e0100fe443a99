"""A player away while the bot plays for them gets nothing of the game but what issue 42 allows
(conv30): the confirmation of the absence, the week's summary and the end; no news of their
own (the robot's throw into Jail), no turn, no read-back of others' moves."""

from __future__ import annotations

from datetime import timedelta

from mail_table import ANN, BOB, CID, first_choice, open_table

from bench.mail_games import _to
from functions.service import PlayerSpec

ALLOWED = ("Tvůj týden", "Konec hry")  # the week's summary, the game over


def test_a_player_away_with_the_bot_playing_gets_only_the_weeks_summary():
    players = [PlayerSpec("Ann Lee", ANN, "cs"), PlayerSpec("Bob Day", BOB, "cs"),
               PlayerSpec("Cid Roe", CID, "cs")]
    with open_table(players=players, options={"lang": "cs", "away": "autoplay"}) as t:
        first = t.clock.now().date() + timedelta(days=1)
        last = first + timedelta(days=9)
        assert t.reply(BOB, f"NEPŘÍTOMEN {first:%-d. %-m. %Y} {last:%-d. %-m. %Y}").action \
            == "answered"
        seat = t.record().seat_of(BOB)
        start, until = seat.away_from, seat.away_until
        subjects = []
        bob = t.record().seat_of(BOB).player
        for _ in range(400):
            record = t.record()
            if record.status != "running" or t.clock.now().date() > last:
                break
            if record.seat(record.to_move).email != BOB:
                first_choice(t)
            # a quarter of a day a step: once every field is owned, whole rounds play themselves
            # between two choices, and a shorter step only lengthens the log every mail reads
            t.clock.moment += timedelta(hours=6)
            t.service.tick()
            subjects += [str(m["Subject"]) for m in t.deliver()
                         if _to(m) == BOB and start < t.clock.now().isoformat() < until]
        played = [e for e in t.service.view(t.game.id).log if e.player == bob]
    assert played, "the bot played none of Bob's turns"
    assert subjects, "not even the week's summary came"
    assert all(s.startswith(ALLOWED) for s in subjects), subjects
