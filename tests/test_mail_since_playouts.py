"""Every turn mail tells what happened since the reader's last mail (issue 42, conv22: a demo
1926 turn mail came without its "What happened since"; not reproduced in two sessions). Random
playouts of every game by mail and on the page, players moving between one player's turns,
Goofspiel's bids at once, read-backs on and off, held (replies minutes apart) and sent alone
(hours apart): a turn mail whose reader missed any event they may read has the list."""

from __future__ import annotations

import random
import tempfile
from datetime import timedelta
from pathlib import Path

import pytest

from bench.mail_follow import text_of
from bench.mail_games import ORGANIZER, SECRET, SETTINGS, Clock, Outbox, Secrets, _reply, _to
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.render import games
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain, replay
from functions.storage.sqlite import SqliteStore

NAMES = ["Jana Nováková", "Petr Dvořák", "Tom Hall", "Eva Malá", "Karel Veselý"]
OPTIONS = {"1926": {}, "westernpoly": {"max_rounds": 6}, "goofspiel": {"cards": 6},
           "ohhell": {"hands": "3"}}
# the list's heading; the game's first mail says "so far" (nothing came before it)
HEADING = {"cs": ("Co se mezitím stalo", "Co se zatím stalo"),
           "en": ("What happened since", "What has happened so far")}
PACES = (1, 5, 11, 30, 240)  # minutes between replies: read-backs held, and sent alone


def _playout(rules_id: str, seats: int, seed: int, lang: str) -> list[tuple]:
    """One random game to its end (or 400 replies); the turn mails that miss the list."""
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        clock, outbox = Clock(), Outbox()
        service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
        postman = Postman(store, outbox, SETTINGS, SECRET, clock)
        # "demo": as `pbm serve --demo` sets it up: the organizer plays, in English, beside a
        # Czech reader, the game's language left to its default
        people = [PlayerSpec(n, f"p{i}@example.org", ("en", "cs")[i % 2] if lang == "demo"
                             else lang) for i, n in enumerate(NAMES[:seats])]
        game = service.create(rules_id, people, people[0].email if lang == "demo" else ORGANIZER,
                              start=True, options={**OPTIONS[rules_id],
                                                   **({} if lang == "demo" else {"lang": lang})})
        for person in people:
            if rng.random() < 0.4:
                service.set_readbacks(game.id, person.email, False)
        postman.deliver_pending()
        delivered: list[tuple] = []  # (mail, the log's length when it went)
        for number in range(400):
            view = service.view(game.id)
            delivered += [(m, len(view.log)) for m in outbox.sent[len(delivered):]]
            if view.game.status != "running":
                break
            seat = view.game.seat(rng.choice(view.game.waited))
            move = rng.choice([m.text for m in view.rules.legal_moves(view.state, seat.player)
                               if not m.text.startswith(("resign", "offer"))])
            if rng.random() < 0.3:  # on the page
                service.submit(game.id, seat.email, move, version=view.game.version)
            else:
                newest = [m for m in outbox.sent if _to(m) == seat.email][-1]
                incoming.handle(_reply(newest, move, number), service=service, secret=SECRET,
                                settings=SETTINGS)
            clock.moment += timedelta(minutes=rng.choice(PACES))
            service.tick()
            postman.deliver_pending()
        view = service.view(game.id)
        steps, _ = replay.stepped(view.rules, replay.initial_state(view.rules, view.game),
                                  view.log)
        store.close()
    missing, last = [], {}
    for mail, logged in delivered:
        seat = view.game.seat_of(_to(mail))
        if seat is None:
            continue
        before, last[seat.email] = last.get(seat.email, 0), logged
        if ".your_turn." not in str(mail["Message-ID"]):
            continue
        news = [e.kind for entry, events in steps[before:logged] for e in events
                if e.readable_by(seat.player)
                and not (entry.player == seat.player and entry.source != "auto")]
        # the newest of a kind the board shows (Goofspiel's prize played for) is the board's
        # news, not the list's (conv44)
        board = [i for i, kind in enumerate(news)
                 if kind in games.of(view.rules.id).ON_THE_BOARD][-1:]
        # ... and what the board lists whole (Goofspiel's rounds played, each with its prize)
        # is the board's too (review 22n: round 2 in the list and under "Rounds played")
        listed = games.of(view.rules.id).LISTED_ON_THE_BOARD
        news = [kind for i, kind in enumerate(news) if i not in board and kind not in listed
                and not (listed and kind in games.of(view.rules.id).ON_THE_BOARD)]
        if news and not any(heading in text_of(mail) for heading in HEADING[seat.lang]):
            missing.append((seat.email, before, logged, news[:6]))
    return missing


@pytest.mark.parametrize("rules_id", ["1926", "westernpoly", "goofspiel", "ohhell"])
@pytest.mark.parametrize("seed", [0, 1])
def test_every_turn_mail_tells_what_happened_since_the_readers_last_mail(rules_id, seed):
    seats = (2 if rules_id == "goofspiel" else 3) + seed
    for lang in ("cs", "en", "demo"):
        assert _playout(rules_id, seats, seed * 7 + 3, lang) == []
