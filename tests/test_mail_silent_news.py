"""A player whose turns run by themselves still hears what concerns them (issue 42, review
12n: in a 6-seat WesternPoly game Martina got no turn mail in 8 rounds and never learnt she sat
in jail). Going to jail or into debt, and a card a debt sold, reach a player silent for longer
than NEWS_SILENCE in the write that did it, with the board and what happened since their last
mail; nothing else is added (sooner, their next turn mail tells it)."""

from __future__ import annotations

import datetime as dt
import tempfile
from datetime import timedelta
from pathlib import Path

from bench.mail_follow import text_of
from bench.mail_games import ORGANIZER, SECRET, SETTINGS, Clock, Outbox, Secrets, _reply, _to
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain, replay
from functions.service.play.outbox import NEWS_SILENCE
from functions.storage.sqlite import SqliteStore

NAMES = ["Martina Růžičková", "Filip Novák", "Ivana Malá", "Radek Pospíšil", "Tomáš Hala",
         "Jana Veselá"]
EMAILS = [f"hrac{i}@example.cz" for i in range(6)]
CONCERNS = {"jailed", "debt", "sold", "sold_stars", "sold_golden"}


def _game(rounds: int, jail: str):
    """Every person answers each turn mail at once with their menu's first option; yields per
    write the new log entries with their events and the mails sent."""
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        clock, outbox = Clock(), Outbox()
        service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
        postman = Postman(store, outbox, SETTINGS, SECRET, clock)
        game = service.create("westernpoly", [PlayerSpec(n, e, "cs") for n, e in
                                              zip(NAMES, EMAILS, strict=True)], ORGANIZER,
                              options={"lang": "cs", "max_rounds": rounds, "jail": jail,
                                       "deadline_hours": 48}, start=True)
        postman.deliver_pending()
        writes = []
        for _ in range(2000):
            view = service.view(game.id)
            if view.game.status != "running":
                break
            seat = view.game.seat(view.game.to_move)
            mine = [m for m in outbox.sent if _to(m) == seat.email]
            sent, logged = len(outbox.sent), len(view.log)
            last = {s.email: s.mailed_at or view.game.started_at for s in view.game.seats}
            incoming.handle(_reply(mine[-1], "1", sent), service=service, secret=SECRET,
                            settings=SETTINGS)
            written = clock.moment  # the write's moment, at which the service weighs silence
            # moves 12 hours apart: between two turns of their own a player hears nothing
            # for days, longer than the silence after which news of theirs is worth a mail
            clock.moment += timedelta(hours=12)
            postman.deliver_pending()
            after = service.view(game.id)
            steps, _ = replay.stepped(after.rules, replay.initial_state(after.rules, after.game),
                                      after.log)
            # who had heard nothing of the game for NEWS_SILENCE when the write was done (not
            # when its mail is delivered, the clock moved on: a board of their own turn that
            # played itself, brief reach49, may have come a day before)
            silent = {email for email, at in last.items()
                      if written - dt.datetime.fromisoformat(at) >= NEWS_SILENCE}
            writes.append((steps[logged:], outbox.sent[sent:], silent))
        store.close()
        return writes


def test_news_that_concerns_a_player_reaches_them_in_the_write_that_made_it():
    reached = 0
    for jail in ("six", "two_turns"):
        for entries, mails, silent in _game(10, jail):
            told = {_to(m): text_of(m) for m in mails}
            for entry, events in entries:
                for event in events:
                    if event.kind not in CONCERNS or event.kind == "sold" and \
                            entry.player == event.data["player"]:
                        continue  # a sale of their own is theirs: their read-back says it
                    email = EMAILS[NAMES.index(event.data["player"])]
                    if email not in silent:
                        continue  # mailed lately: their next turn mail tells it
                    assert email in told, (event.kind, entry.text, [_to(m) for m in mails])
                    reached += 1
    assert reached, "nobody went to jail or into debt: the case was not reached"


def test_the_news_mail_shows_the_board_and_what_happened_since():
    for entries, mails, silent in _game(10, "six"):
        jailed = {e.data["player"] for _, events in entries for e in events if e.kind == "jailed"}
        for name in (n for n in jailed if EMAILS[NAMES.index(n)] in silent):
            (mail,) = [m for m in mails if _to(m) == EMAILS[NAMES.index(name)]]
            text = text_of(mail)
            # a news mail of their own trip to jail names it (issue 42), else "news"
            if mail["Subject"].startswith(("Máš novinky", "Jsi ve VĚZENÍ")):
                assert "Co se mezitím stalo" in text and "VĚZENÍ" in text, text
                return
    raise AssertionError("no player was sent to jail by a turn that played itself")
