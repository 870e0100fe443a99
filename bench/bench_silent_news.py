"""Players whose turns run by themselves (issue 42, review 12n): a six-seat Czech WesternPoly
game by mail, 20 rounds, every person answering each turn mail at once with the menu's first
option. Measured: mails per player per round, the longest silence (rounds without a mail) of
any player, and how many times a player went to jail without a mail within two rounds."""

from __future__ import annotations

import tempfile
from collections import defaultdict
from datetime import timedelta
from pathlib import Path

from bench import Row
from bench.mail_games import ORGANIZER, SECRET, SETTINGS, Clock, Outbox, Secrets, _reply, _to
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain, replay
from functions.storage.sqlite import SqliteStore

NAMES = ["Martina Růžičková", "Filip Novák", "Ivana Malá", "Radek Pospíšil", "Tomáš Hala",
         "Jana Veselá"]
EMAILS = [f"hrac{i}@example.cz" for i in range(len(NAMES))]
ROUNDS = 20


def play(jail: str) -> tuple[float, int, int, int]:
    """(mails per player per round, longest silence in rounds, times jailed, of them told
    later than the next round) of one game."""
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        try:
            return _play(store, jail)
        finally:
            store.close()


def _play(store: SqliteStore, jail: str) -> tuple[float, int, int, int]:
    clock, outbox = Clock(), Outbox()
    service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
    postman = Postman(store, outbox, SETTINGS, SECRET, clock)
    people = [PlayerSpec(n, e, "cs") for n, e in zip(NAMES, EMAILS, strict=True)]
    game = service.create("westernpoly", people, ORGANIZER, options={
        "lang": "cs", "max_rounds": ROUNDS, "deadline_hours": 48, "jail": jail}, start=True)
    postman.deliver_pending()
    # address -> per mail, the round its write began in and the log's length after the write:
    # one write may run several rounds at once (turns that run by themselves), all of them in
    # the same instant, so a mail is as late as the round its write began in
    mailed: dict[str, list[tuple[int, int]]] = defaultdict(list)
    sent, begun = 0, 0
    for number in range(5_000):
        view = service.view(game.id)
        for mail in outbox.sent[sent:]:
            mailed[_to(mail)].append((begun, len(view.log)))
        sent = len(outbox.sent)
        if view.game.status != "running":
            break
        begun = view.state.rounds
        seat = view.game.seat(view.game.to_move)
        mail = [m for m in outbox.sent if _to(m) == seat.email][-1]
        incoming.handle(_reply(mail, "1", number), service=service, secret=SECRET,
                        settings=SETTINGS)
        clock.moment += timedelta(hours=4)  # a human pace: a reply every 4 hours
        postman.deliver_pending()
    view = service.view(game.id)
    steps, _ = replay.stepped(view.rules, replay.initial_state(view.rules, view.game), view.log)
    turns = jailed = late = 0
    for entry, events in steps:
        for event in events:
            turns += event.kind == "turn"
            if event.kind == "jailed":
                now = turns // len(NAMES)
                address = EMAILS[NAMES.index(event.data["player"])]
                jailed += 1
                # told: a mail of the jailing's write or a later one, begun by two rounds on
                late += not any(logged >= entry.seq and r <= now + 2
                                for r, logged in mailed[address])
    per_round = sum(len(mailed[a]) for a in EMAILS) / len(EMAILS) / ROUNDS
    silence = max(max(b - a for a, b in zip(r, r[1:], strict=False))
                  for r in ([0, *(r for r, _ in mailed[a]), ROUNDS] for a in EMAILS))
    return per_round, silence, jailed, late


def run() -> list[Row]:
    """Mails per player per round, the longest silence, jail news told late."""
    rows = []
    for jail in ("six", "two_turns"):
        per_round, silence, jailed, late = play(jail)
        rows += [
            Row(f"WesternPoly 6 by mail ({jail} jail): mails per player per round", per_round,
                "mails", "<= 0.6", per_round <= 0.6),
            Row(f"WesternPoly 6 by mail ({jail} jail): longest silence of a player", silence,
                "rounds"),
            # news of one's own waits for two days of silence (outbox.NEWS_SILENCE): at a
            # reply every 4 hours, two rounds of six
            Row(f"WesternPoly 6 by mail ({jail} jail): of {jailed} times in jail, told more "
                "than two rounds later", late, "times", "0", late == 0),
        ]
    return rows
