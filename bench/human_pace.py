"""The one measurement of mail at a human pace (issue 43): the games, the pace, what counts as a
move and a mail, and the same game on a machine of its own (`pbm serve`'s delivery on SQLite).

bench_human_pace.py plays each game here on moto as infra/template.yaml deploys it (its
invocations and costs) and with `local` below, so the two deliveries are measured on the same
game, at the same pace, counted alike. What differs between them is one setting: the template
sends a read-back at once (PBM_READBACK_WAIT=0, with the move's own notifier invocation),
`pbm serve` holds it 10 minutes (READBACK_WAIT) for a mail to the same player to ride in.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import timedelta
from email.message import EmailMessage
from pathlib import Path
from typing import Any

from bench.bench_cost import PLAYERS
from bench.mail_games import SECRET, SETTINGS, Clock, Outbox, _reply, _to, first_option
from bench.support import SeededSecrets
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain

PACE = timedelta(hours=4)  # between two moves: each player answers within a day
# what a running `pbm serve` does between two moves: a pass a minute, of which these matter
# (the held read-backs lapse after 10 minutes)
LOCAL_PASSES = (timedelta(0), timedelta(minutes=11))
START_END = ("game_created", "game_started", "game_over")  # the mails spread over the moves


@dataclass(frozen=True)
class Kind:
    """A game as the bench plays it: its rules, its players, its options."""

    label: str
    rules_id: str
    players: Sequence[PlayerSpec]
    options: Mapping[str, Any]


GAMES = (Kind("1926, 3 players", "1926", PLAYERS[:3], {"lang": "en"}),
         Kind("WesternPoly, 4 players", "westernpoly", PLAYERS[:4],
              {"lang": "en", "max_rounds": 15}))


@dataclass(frozen=True)
class Tally:
    """What a game cost in mail: moves by mail, every mail sent, and those besides the start
    and the end."""

    moves: int
    mails: int
    between: int

    @property
    def per_move(self) -> float:
        """Mails per move, the start and end mails spread over the game's moves."""
        return self.mails / max(self.moves, 1)

    @property
    def between_per_move(self) -> float:
        """Mails per move besides the start and end mails."""
        return self.between / max(self.moves, 1)


def tally(moves: int, sent: Sequence[EmailMessage]) -> Tally:
    """The tally of a game's mails (all of them: the players' and the organizer's)."""
    between = [m for m in sent
               if not any(f".{kind}." in str(m["Message-ID"]) for kind in START_END)]
    return Tally(moves, len(sent), len(between))


def turn_mail(sent: Sequence[EmailMessage], email: str, answered: set[str]) -> EmailMessage:
    """The mail a player answers: their latest turn mail not answered yet (else their latest)."""
    theirs = [m for m in sent if _to(m) == email and str(m["Message-ID"]) not in answered]
    turns = [m for m in theirs if ".your_turn." in str(m["Message-ID"])]
    mail = (turns or theirs)[-1]
    answered.add(str(mail["Message-ID"]))
    return mail


def local(kind: Kind, readbacks: bool, answer: Callable[[Any, Any], str] = first_option,
          moves_cap: int | None = None) -> Tally:
    """The game on SQLite with `pbm serve`'s delivery (read-backs held 10 minutes), moves
    PACE apart, passes at each move and when its held read-backs lapse (until its end, or
    `moves_cap` moves; the start's secrets are the moto run's: the same game)."""
    from functions.mailroom import incoming
    from functions.mailroom.delivery import Postman
    from functions.storage.sqlite import SqliteStore

    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        try:
            clock, outbox = Clock(), Outbox()
            # the moto run's game, sealed as the postman reads it
            service = GameService(store, clock, SeededSecrets(11), key=chain.seal_key(SECRET))
            postman = Postman(store, outbox, SETTINGS, SECRET, clock)
            game = service.create(kind.rules_id, list(kind.players), "org@example.org",
                                  title="Bench", options=dict(kind.options), start=True)
            if not readbacks:
                for person in kind.players:
                    service.set_readbacks(game.id, person.email, False)
            postman.deliver_pending()
            moves, answered = 0, set[str]()
            moved_at = clock.moment
            while service.record(game.id).status == "running" and moves != moves_cap:
                clock.moment = moved_at + PACE
                moved_at = clock.moment
                view = service.view(game.id)
                seat = view.game.seat(view.game.to_move)
                mail = turn_mail(outbox.sent, seat.email, answered)
                incoming.handle(_reply(mail, answer(view, seat), moves), service=service,
                                secret=SECRET, settings=SETTINGS)
                moves += 1
                for after in LOCAL_PASSES:
                    clock.moment = moved_at + after
                    service.tick()
                    postman.deliver_pending()
            clock.moment += 2 * PACE  # what follows the end
            service.tick()
            postman.deliver_pending()
        finally:
            store.close()
    return tally(moves, outbox.sent)
