"""Absent players at a human pace (issue 42): a four-player Czech WesternPoly game by mail whose
players answer each turn mail hours after it came (the menu's first number), one of them never:
the mails per missed turn of that player (two missed turns, then the bot plays for them and the
game leaves them in peace). Mails per move at a human pace are bench_human_pace's (one
measurement for every game, read-backs on and off, on AWS and on `pbm serve`)."""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

from bench import Row
from bench.mail_games import ORGANIZER, SECRET, SETTINGS, Clock, Outbox, Secrets, _reply, _to
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore

PEOPLE = [PlayerSpec("Jana Malá", "jana@example.org", "cs"),
          PlayerSpec("Tomáš Hala", "tom@example.org", "cs"),
          PlayerSpec("Petr Dvořák", "petr@example.org", "cs"),
          PlayerSpec("Alice Nová", "alice@example.org", "cs")]
OPTIONS = {"lang": "cs", "max_rounds": 15, "deadline_hours": 48, "missed_turn": "autoplay",
           "reminder_hours": [24]}
PACE = timedelta(hours=5)  # between a mail and its answer
_START_END = ("game_started", "game_over", "game_created")


@dataclass(frozen=True)
class Paced:
    """What a game at a human pace cost in mail."""

    moves: int  # moves sent by mail
    mails: int  # mails to the players, the start and the end aside
    absent_turns: int  # turns of the player who never answers
    absent_mails: int  # mails to them, the start and the end aside
    absent_after: int  # of those, mails after their second missed turn


def play(readbacks: bool, absent: str | None = None) -> Paced:
    """The game to its end; `absent` (an address) never answers."""
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        try:
            return _play(store, readbacks, absent)
        finally:
            store.close()


def _play(store: SqliteStore, readbacks: bool, absent: str | None) -> Paced:
    clock, outbox = Clock(), Outbox()
    service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
    postman = Postman(store, outbox, SETTINGS, SECRET, clock)
    game = service.create("westernpoly", PEOPLE, ORGANIZER, options=OPTIONS, start=True)
    if not readbacks:
        for person in PEOPLE:
            service.set_readbacks(game.id, person.email, False)
    postman.deliver_pending()
    moves, absent_from = 0, None
    for number in range(5_000):
        record = service.record(game.id)
        if record.status != "running":
            break
        seat = record.seat(record.to_move)
        clock.moment += PACE
        if seat.email == absent:
            clock.moment += timedelta(hours=48)
            service.tick()
        else:
            mail = [m for m in outbox.sent if _to(m) == seat.email][-1]
            view = service.view(game.id)
            body = "1" if view.rules.choices(view.state, seat.player) else "hotovo"
            incoming.handle(_reply(mail, body, number), service=service, secret=SECRET,
                            settings=SETTINGS)
            moves += 1
        service.tick()
        postman.deliver_pending()
        if absent and absent_from is None and service.record(game.id).absent(
                service.record(game.id).seat_of(absent).seat):
            absent_from = len(outbox.sent)
    clock.moment += timedelta(days=2)
    service.tick()
    postman.deliver_pending()
    view = service.view(game.id)
    people = {p.email for p in PEOPLE}
    counted = [m for m in outbox.sent if _to(m) in people and _to(m) != absent
               and not any(f".{kind}." in str(m["Message-ID"]) for kind in _START_END)]
    gone = [i for i, m in enumerate(outbox.sent) if _to(m) == absent
            and not any(f".{kind}." in str(m["Message-ID"]) for kind in _START_END)]
    player = view.game.seat_of(absent).player if absent else None
    turns = sum(e.text == "roll" and e.player == player for e in view.log) if absent else 0
    after = sum(i >= absent_from for i in gone) if absent_from is not None else 0
    return Paced(moves, len(counted), turns, len(gone), after)


def run() -> list[Row]:
    """Mails per missed turn of a player who never answers."""
    gone = play(True, absent="alice@example.org")
    per_missed = gone.absent_mails / max(gone.absent_turns, 1)
    return [
        Row(f"WesternPoly by mail: mails to a player absent for {gone.absent_turns} turns, per "
            "missed turn", per_missed, "mails/turn", "<= 0.3", per_missed <= 0.3),
        Row("WesternPoly by mail: mails to the absent player after their second missed turn",
            gone.absent_after, "mails", "<= 1", gone.absent_after <= 1),
    ]
