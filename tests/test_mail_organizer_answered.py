"""Every mail of an organizer who does not play is answered with where their game stands
(issue 42, review 14): "Kdy ta hra začne?" to the set-up mail, "Kdo vyhrál celkově?" to the
game-over mail (thanks alone to it gets nothing: it told the standings), a fresh mail about several games; also when the
organizer plays in another game of their own (that game's seat must not swallow the mail)."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from email.message import EmailMessage
from pathlib import Path
from typing import Any, Self

import pytest

from bench.mail_games import SECRET, SETTINGS, Clock, Outbox, Secrets, _reply, _to, first_option
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore

ORG = "org@example.org"


class Table:
    """A service with games of one organizer, played by the first option."""

    def __init__(self, tmp: str) -> None:
        self.store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        self.clock, self.outbox = Clock(), Outbox()
        self.service = GameService(self.store, self.clock, Secrets(), key=chain.seal_key(SECRET))
        self.postman = Postman(self.store, self.outbox, SETTINGS, SECRET, self.clock)
        self.written = 0

    @classmethod
    @contextmanager
    def opened(cls, *given: Any) -> Iterator[Self]:
        """One in a temporary directory (`given`: its arguments after the directory), its
        store closed after use: the organizer tests' fixture."""
        with tempfile.TemporaryDirectory() as tmp:
            made = cls(tmp, *given)
            try:
                yield made
            finally:
                made.store.close()

    def game(self, rules_id: str, *, plays: bool = False, start: bool = True,
             finish: bool = False) -> str:
        players = [PlayerSpec("Petra Malá", "petra@example.org", "cs"),
                   PlayerSpec("Tom Hall", "tom@example.org", "cs")]
        if plays:
            players.insert(0, PlayerSpec("Olga Veselá", ORG, "cs"))
        game = self.service.create(rules_id, players, ORG, options={"lang": "cs"},
                                   start=start)
        self.postman.deliver_pending()
        while finish and (view := self.service.view(game.id)).game.status == "running":
            seat = view.game.seat(view.game.to_move)
            mail = next(m for m in reversed(self.outbox.sent) if _to(m) == seat.email)
            self.send(_reply(mail, first_option(view, seat), self.written))
        return game.id

    def send(self, raw: bytes) -> incoming.Outcome:
        self.written += 1
        outcome = incoming.handle(raw, service=self.service, secret=SECRET, settings=SETTINGS)
        self.clock.moment += timedelta(minutes=1)
        self.postman.deliver_pending()
        return outcome

    def to_org(self, game_id: str) -> list:
        return [m for m in self.outbox.sent if _to(m) == ORG and f".{game_id}." in
                str(m["Message-ID"])]

    def ask(self, answered, body: str, *, fresh: bool = False) -> tuple[incoming.Outcome, list]:
        self.clock.moment += timedelta(hours=2)  # past the hour of any earlier answer
        if fresh:  # a new mail to the service's address, answering none of ours
            mail = EmailMessage()
            mail["From"], mail["To"] = ORG, SETTINGS.sender
            mail["Subject"], mail["Message-ID"] = "Hry", f"<fresh-{self.written}@example.org>"
            mail.set_content(body + "\n")
            raw = mail.as_bytes()
        else:
            raw = _reply(answered, body, 900 + self.written)
        before = len(self.outbox.sent)
        outcome = self.send(raw)
        return outcome, [m for m in self.outbox.sent[before:] if _to(m) == ORG]


def _text(mail) -> str:
    return mail.get_body(("plain",)).get_content()


@pytest.fixture
def table():
    with Table.opened() as made:
        yield made


@pytest.mark.parametrize("plays_elsewhere", [False, True])
def test_when_does_it_start_to_the_set_up_mail(table, plays_elsewhere):
    if plays_elsewhere:
        table.game("goofspiel", plays=True)
    game = table.game("westernpoly", start=False)
    outcome, mails = table.ask(table.to_org(game)[0], "Dobrý den, kdy ta hra začne? Děkuji.")
    assert outcome.action == "answered" and outcome.game_id == game
    assert len(mails) == 1 and "Petra Malá" in _text(mails[0])


@pytest.mark.parametrize("plays_elsewhere", [False, True])
def test_a_running_game_says_whom_it_waits_for(table, plays_elsewhere):
    if plays_elsewhere:
        table.game("westernpoly", plays=True)
    game = table.game("goofspiel")
    outcome, mails = table.ask(table.to_org(game)[0], "Jak to jde?")
    assert outcome.game_id == game and len(mails) == 1
    assert "na řadě: Petra Malá a Tom Hall" in _text(mails[0])


def test_after_the_end_the_standings(table):
    game = table.game("goofspiel", finish=True)
    over = table.to_org(game)[-1]
    assert str(over["Subject"]).startswith("Konec hry")
    outcome, mails = table.ask(over, "Díky, dobrá hra. Kdo vyhrál celkově?")
    assert outcome.action == "answered" and len(mails) == 1
    text = _text(mails[0])
    assert "skončila" in text and "Pořadí: Petra Malá" in text


def test_thanks_alone_for_the_game_over_mail_gets_no_second_copy_of_it(table):
    # issue 42: the game-over mail told the standings; every mail costs attention
    game = table.game("goofspiel", finish=True)
    outcome, mails = table.ask(table.to_org(game)[-1], "Díky!")
    assert outcome.action == "ignored" and mails == []


def test_a_fresh_mail_about_two_games_tells_both(table):
    first = table.game("goofspiel")
    table.game("westernpoly", start=False, plays=False)
    outcome, mails = table.ask(table.to_org(first)[0], "Jak jsou na tom moje hry?",
                               fresh=True)
    assert outcome.action == "answered" and len(mails) == 1
    text = _text(mails[0])
    assert "běží" in text and "čeká" in text


def _soon(table, answered, body: str) -> tuple[incoming.Outcome, list]:
    """The organizer writes again minutes after an earlier answer (the same clock hour)."""
    before = len(table.outbox.sent)
    outcome = table.send(_reply(answered, body, 900 + table.written))
    return outcome, [m for m in table.outbox.sent[before:] if _to(m) == ORG]


@pytest.mark.parametrize(("first", "then"), [
    ("Díky všem!", "Ještě dotaz: kdo vlastně vyhrál? Dá se založit odveta se stejnými lidmi?"),
    ("Super, dík.", "jak je mozne, ze vyhral Tom? a jde udelat odveta?"),
])
def test_a_question_after_thanks_within_the_hour_is_answered_once(table, first, then):
    # the thanks to the game-over mail was answered with the result; the question minutes
    # later would get the same result again: said once (review 16), and the rematch it asks
    # too is answered alone (issue 42: the answer addresses the question asked)
    game = table.game("goofspiel", finish=True)
    over = table.to_org(game)[-1]
    _, told = table.ask(over, first)
    outcome, mails = _soon(table, over, then)
    assert outcome.action == "answered" and len(mails) == 1
    assert "skončila" in _text([*told, *mails][0])
    assert "ovou hru, se stejnými hráči i s jinými, založíš" in _text(mails[0])
    if told:
        assert "Pořadí" not in _text(mails[0])


def test_a_question_minutes_after_an_answer_during_the_game_is_answered_once(table):
    game = table.game("goofspiel")
    _, [told] = table.ask(table.to_org(game)[0], "Jak to jde?")
    assert "na řadě" in _text(told)
    outcome, mails = _soon(table, table.to_org(game)[0], "A kdo je teď na tahu, prosím?")
    # never the same answer twice, but never silence: a line that our answer holds it
    assert outcome.action == "answered" and len(mails) == 1
    assert "would repeat the one sent minutes ago" in outcome.detail
    assert "předchozím e-mailu" in _text(mails[0]) and "na řadě" not in _text(mails[0])


def test_an_answer_that_changed_minutes_later_is_sent(table):
    game = table.game("goofspiel")
    table.ask(table.to_org(game)[0], "Jak to jde?")
    view = table.service.view(game)
    seat = view.game.seat(view.game.to_move)
    table.send(_reply(next(m for m in reversed(table.outbox.sent) if _to(m) == seat.email),
                     first_option(view, seat), table.written))
    outcome, mails = _soon(table, table.to_org(game)[0], "A kdo je teď na tahu, prosím?")
    assert outcome.action == "answered" and len(mails) == 1


def test_a_machine_writing_again_and_again_gets_one_answer_of_the_same_words(table):
    game = table.game("goofspiel", finish=True)
    over = table.to_org(game)[-1]
    sent = [m for n in range(9) for m in _soon(table, over, f"Automatická odpověď {n}")[1]]
    # one answer, and one line that it holds what is asked again: never a conversation
    assert len(sent) == 2 and "předchozím e-mailu" in _text(sent[1])


@pytest.mark.parametrize(("writer", "body", "answer"), [
    (ORG, "Jak je možné, že vyhrál robot? Dá se založit odveta se stejnými lidmi?", "skončila"),
    ("petra@example.org", "Jsem zpátky! Dáme odvetu? :)", "Chceš hrát znovu?"),
])
def test_a_reply_in_the_instant_of_the_end_is_answered(table, writer, body, answer):
    # a frozen PBM_NOW (the re-check's): the reply is stamped the instant the game ended, and
    # was taken for a mail written before the end, moot after the game-over mail
    game = table.game("goofspiel", finish=True)
    table.clock.moment = datetime.fromisoformat(table.service.record(game).ended_at)
    over = [m for m in table.outbox.sent if _to(m) == writer][-1]
    assert str(over["Subject"]).startswith("Konec hry")
    before = len(table.outbox.sent)
    outcome = table.send(_reply(over, body, 990))
    mails = [m for m in table.outbox.sent[before:] if _to(m) == writer]
    assert outcome.action == "answered" and len(mails) == 1, outcome
    assert answer in _text(mails[0])
