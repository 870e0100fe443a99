"""The hourly answer limit's last word is always said (issue 42, conv36). The class: a player
silenced by the limit (answers.ANSWERS_PER_HOUR) without ever having been told when answers
resume. Members: mails that arrive together exactly at the limit, each counting the others
(both were withheld, neither said it); an answer to MY GAMES that reaches the limit (it is
never held back, so it said nothing, and the next answer was withheld unsaid); in Czech and
English, two and three rivals, after answers spread over the hour or all in one minute.
Exactly one answer sent says it, and none is sent after it within the hour."""

from __future__ import annotations

import re
import threading
from datetime import timedelta
from typing import Any

import pytest
from test_mailroom_incoming import Table, reply, start_1926

from functions.mailroom.answers import ANSWERS_PER_HOUR, MOMENT, SILENCED

MINUTE = timedelta(minutes=1)
PAST_A_MOMENT = MOMENT + timedelta(seconds=1)

RESUME = re.compile(r"^(Další odpovědi na příkazy ti pošleme až po|"
                    r"We'll answer further commands after) \d\d:\d\d (SEČ|SELČ|CET|CEST)\.$", re.M)


class Together:
    """A store whose rival mails each count the writer's answers only when every rival has
    recorded its own, and go on only when every rival has counted: the mails are answered at
    the same time (the worst interleaving: none sees a rival's answer withheld)."""

    def __init__(self, store: Any, seat: str, rivals: int):
        self._store, self._seat = store, seat
        self._together = threading.Barrier(rivals, timeout=30)
        self._counted = threading.local()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._store, name)

    def answers_since(self, game_id: str, seat: str, *args: Any, **kwargs: Any) -> int:
        # the count of the answers, then the count of the silencing ones: each once a mail
        if seat in (self._seat, self._seat + SILENCED) and not kwargs.get("through") \
                and seat not in getattr(self._counted, "seats", set()):
            self._counted.seats = {*getattr(self._counted, "seats", set()), seat}
            self._together.wait()
        return self._store.answers_since(game_id, seat, *args, **kwargs)


def _text(mail: Any) -> str:
    return mail.get_body(("plain",)).get_content()


def _writer(table: Table, lang: str) -> Any:
    game = start_1926(table)
    return next(s for s in game.seats if s.seat != game.to_move
                and (s.lang == "cs") == (lang == "cs"))


def _answers(table: Table, email: str) -> list[str]:
    return [_text(m) for m in table.deliver() if m["To"].addresses[0].addr_spec == email]


def _together(store: Any, clock: Any, fake_secrets: Any, lang: str, before: list[str],
              rivals: list[str], pace: timedelta) -> tuple[list[str], list[str], list[str]]:
    """A waiting player's `before` mails answered one by one, `pace` apart (more than a
    moment: the same answer to mails of one moment goes once, answers.MOMENT),
    then the `rivals` arriving together, then one more mail; the texts they got back."""
    table = Table(store, clock, fake_secrets)
    writer = _writer(table, lang)
    last, first = table.last(writer.email), []
    for n, line in enumerate(before):
        table.receive(reply(last, line, message_id=f"<before-{n}@client>"))
        first += _answers(table, writer.email)
        clock.advance(seconds=pace.total_seconds())
    rival = Table(Together(store, writer.seat, len(rivals)), clock, fake_secrets)
    threads = [threading.Thread(target=rival.receive, args=(
        reply(last, line, message_id=f"<rival-{n}@client>"),)) for n, line in enumerate(rivals)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    together = _answers(table, writer.email)
    clock.advance(minutes=5)
    table.receive(reply(last, before[0], message_id="<after@client>"))
    return first, together, _answers(table, writer.email)


def _said_once(first: list[str], together: list[str], after: list[str]) -> None:
    sent = [*first, *together]
    assert sum(bool(RESUME.search(text)) for text in sent) == 1, [
        bool(RESUME.search(text)) for text in sent]
    assert len(sent) <= ANSWERS_PER_HOUR
    assert after == []  # silence for the hour, as it said


TOGETHER = {  # (language, answered before, the rivals, how far apart before)
    "two HELPs at the limit, Czech": ("cs", ["POMOC"] * (ANSWERS_PER_HOUR - 1),
                                      ["STAV", "POMOC"], MINUTE),
    "two at the limit, English, all in five minutes": (
        "en", ["HELP"] * (ANSWERS_PER_HOUR - 1), ["BOARD", "who is on turn?"], PAST_A_MOMENT),
    "three around the limit, Czech, all in five minutes": (
        "cs", ["STAV", "Kolik mám voličů?"] * 4, ["nápověda", "STAV HRY", "kdo je na tahu?"],
        PAST_A_MOMENT),  # (rivals that ask different answers: the same one goes once)
}
# built with the fix and kept aside (not tuned on): run once after it
TOGETHER_HELD_OUT = {
    "three past the limit, English": ("en", ["HELP", "BOARD"] * 4 + ["HELP"],
                                      ["help please", "BOARD", "how many electors do I have?"],
                                      MINUTE),
}


@pytest.mark.parametrize("name", [*TOGETHER, *TOGETHER_HELD_OUT])
def test_mails_answered_together_at_the_limit_say_it_once(sqlite_store, clock, fake_secrets,
                                                          name):
    lang, before, rivals, pace = {**TOGETHER, **TOGETHER_HELD_OUT}[name]
    _said_once(*_together(sqlite_store, clock, fake_secrets, lang, before, rivals, pace))


MY_GAMES = {  # (language, the mails, a minute apart), the limit's mail asks for the games
    "Czech": ("cs", ["STAV"] * (ANSWERS_PER_HOUR - 1) + ["MOJE HRY", "POMOC", "STAV"]),
    "English": ("en", ["HELP", "BOARD", "who is on turn?"] * 3 + ["MY GAMES", "HELP"]),
}
MY_GAMES_HELD_OUT = {
    "Czech, without diacritics": ("cs", ["pomoc", "stav"] * 4 + ["kolik mam volicu?",
                                                                 "moje hry", "stav"]),
}


@pytest.mark.parametrize("name", [*MY_GAMES, *MY_GAMES_HELD_OUT])
def test_an_answer_to_my_games_that_reaches_the_limit_says_it(table_store, clock,
                                                              fake_secrets, name):
    lang, lines = {**MY_GAMES, **MY_GAMES_HELD_OUT}[name]
    table = Table(table_store, clock, fake_secrets)
    writer = _writer(table, lang)
    last, got = table.last(writer.email), []
    for n, line in enumerate(lines):
        table.receive(reply(last, line, message_id=f"<mine-{n}@client>"))
        got.append(_answers(table, writer.email))
        clock.advance(minutes=1)
    said = [n for n, texts in enumerate(got) for text in texts if RESUME.search(text)]
    assert said == [ANSWERS_PER_HOUR - 1], [len(texts) for texts in got]
    assert not any(got[ANSWERS_PER_HOUR:])


@pytest.fixture
def table_store(sqlite_store):  # type: ignore[no-untyped-def]
    return sqlite_store
