"""A move with chatter, a signature or a second act around it (issue 42, newcomer review of
1926 and WesternPoly by mail), each as a class: (1) chatter before or after a 1926 move (other
players' names, wishes, smileys, "snad", "ať to …", a signature's initial) never changes or
blocks the move; a lone letter is no land; (2) a reply with a move and an absence does both.
The held-out members are in test_rep25_held_out.py."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from mail_table import ANN, BOB, CID, TIMING, Table, open_table
from test_mail_turn_changed import _buying

import rules
from bench.mail_follow import text_of
from bench.mail_games import ORGANIZER
from functions.service import PlayerSpec
from rules.api import AmbiguousCommand
from rules.game1926.parse import read

NAMES = {"cs": ["Olga Malá", "Alice Nová", "Petr Hora"],
         "en": ["Olga Hall", "Alice Dunn", "Peter Hill"]}


class _Table1926(Table):
    """A three-player 1926 game (Primárky) by mail in `lang`; Olga (ANN) moves first."""

    def __init__(self, directory: Path, lang: str):
        super().__init__(directory, players=_people(lang))
        self.game = self.service.create("1926", _people(lang), ORGANIZER, options={
            "lang": lang, "variant": "primarky", **TIMING}, start=True)
        self.deliver()


def _people(lang: str) -> list[PlayerSpec]:
    return [PlayerSpec(n, a, lang) for n, a in zip(NAMES[lang], (ANN, BOB, CID), strict=True)]


@contextmanager
def _table_1926(lang: str, tmp_path: Path) -> Iterator[_Table1926]:
    table = _Table1926(tmp_path, lang)
    try:
        yield table
    finally:
        table.store.close()


def placed(lang: str, body: str, tmp_path: Path) -> tuple[list[str], str]:
    """What the first player's reply `body` plays in a new 1926 game, and the answer."""
    with _table_1926(lang, tmp_path) as t:
        record = t.record()
        first = record.seat(record.to_move).email
        t.reply(first, body)
        return t.log(first), text_of(t.newest(first))


# --- (1) chatter around a 1926 move -------------------------------------------------------------

@pytest.mark.parametrize("lang, body, move", [
    # the review's own three
    ("cs", "Tak ted stredni na Moravu, do Olomouce, at to Alice nema zadarmo :)", "medium olomouc"),
    ("cs", "Ahoj, velkou dam do Plzne v Cechach, snad to vyjde.", "large plzen"),
    ("cs", "Hmm, tak malou do Slezska. O.", "small troppau"),
    # built for the class
    ("cs", "Ahoj, malou dám do Brna na Moravě :)", "small brno"),
    ("cs", "Čau, střední na Moravu, do Brna, ať si Petr nemyslí :D", "medium brno"),
    ("cs", "velkou do Prahy\n\nS pozdravem\nOndra", "large praha"),
    ("cs", "malou do Slezska\n\n--\nO.", "small troppau"),
    ("cs", "Dám střední do Olomouce. O.", "medium olomouc"),
    ("cs", "Zdravím, velkou do Brna na Moravě, snad vyjde.", "large brno"),
    ("en", "Hi, large to Pilsen in Bohemia, fingers crossed.", "large plzen"),
    ("en", "medium to Brno\n\nSent from my iPhone", "medium brno"),
    ("en", "So, small in Moravia, to Olomouc, sorry Alice :)", "small olomouc"),
])
def test_chatter_around_a_1926_move_never_changes_or_blocks_it(lang, body, move, tmp_path):
    log, _ = placed(lang, body, tmp_path)
    assert log == [move]


def test_a_land_alone_with_chatter_is_still_asked_back(tmp_path):
    # the chatter names no region: Moravia's two are asked, nothing guessed
    log, answer = placed("cs", "Tak střední na Moravu, ať to Alice nemá zadarmo :)", tmp_path)
    assert log == []
    assert "Olomouc a Brno" in " ".join(answer.split())


@pytest.mark.parametrize("lang, said, move", [
    ("cs", "malou do Slezska. O", ("small", "troppau")),
    ("cs", "velkou do Prahy P", ("large", "praha")),
    ("en", "large to Silesia. O.", ("large", "troppau")),
])
def test_a_lone_letter_beside_a_place_is_no_region(lang, said, move):
    placement = read("primarky", lang, said)
    assert (placement.size, placement.region) == move


def test_a_lone_letter_alone_is_still_asked_back():
    with pytest.raises(AmbiguousCommand):
        read("primarky", "cs", "malou O")  # Olomouc or Troppau (Opava): asked, not dropped


def test_the_lands_are_words_of_the_1926_lexicon():
    game = rules.get("1926")
    state = game.new_game(["Anna", "Bob", "Cyril"], {"lang": "cs", "variant": "primarky"})
    names = game.lexicon(state).names
    assert {"cechach", "moravu", "slezska", "bohemia"} <= names


# --- (2) a move and an absence in one reply -----------------------------------------------------

@pytest.mark.parametrize("lang, body", [
    ("en", "buy it. Also a heads-up: I'm off skiing next week, so the robot can take over…"),
    ("cs", "Koupit. Jinak příští týden budu na horách."),
    ("cs", "Kupuju. Mimochodem od pondělí do pátku nebudu u počítače."),
    ("en", "buy. Heads up: AWAY 2026-03-20 2026-03-25"),
    ("en", "I'm away next week, sorry. Buy it though!"),
])
def test_a_move_and_an_absence_in_one_reply_do_both(lang, body):
    assert bought_and_away(lang, body) == (True, True)


def bought_and_away(lang: str, body: str) -> tuple[bool, bool]:
    """(whether the first player bought, whether their absence stands) after they write `body`
    on their turn with a field to buy."""
    names = (["Jana Nováková", "Tomáš Hruška", "Lucie Malá"] if lang == "cs"
             else ["Ann Lee", "Bob Day", "Cid Roe"])
    people = [PlayerSpec(n, a, lang) for n, a in zip(names, (ANN, BOB, CID), strict=True)]
    with open_table(players=people) as t:
        _buying(t)
        before = len(t.log(ANN))
        t.reply(ANN, body)
        return "buy" in t.log(ANN)[before:], t.record().seat_of(ANN).away_from is not None


def test_a_move_not_playable_beside_an_absence_is_said_not_played():
    with open_table() as t:
        _buying(t)
        before = len(t.log(ANN))
        since = len(t.outbox.sent)
        t.reply(ANN, "sell Saloon. Also I'm away next week.")
        assert t.log(ANN)[before:] == []
        assert t.record().seat_of(ANN).away_from is not None
        told = " ".join(text_of(t.newest(ANN)).split())
        assert len(t.outbox.sent) > since and "sell Saloon" in told and "away from" in told
