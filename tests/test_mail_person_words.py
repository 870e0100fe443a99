"""The words of a reply that are no move, read as a person reads them (issues 41/42, review
11n), in live games by mail: an absence after a lead-in or with its days written the Czech
way, private talk to a short name in a Czech case, a signature and a question of how, a menu
number said in a short sentence. The members: tests/mail/person_words_classes.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from functions.service import GameService
from functions.storage.sqlite import SqliteStore
from tests.mail.person_words_classes import (
    ABSENCES,
    HOW,
    MENU,
    SETTINGS,
    SIGNED,
    TALK,
    TWO,
    UNKNOWN,
    UNREADABLE,
    said_days,
)
from tests.mail.reading_classes import _Clock, _Secrets, play

_NO_MOVE = ("nothing was played", "nic nezahrálo")


def _flat(text: str) -> str:
    return " ".join(text.split())


def _talk(directory: Path) -> list[dict]:
    """Every message of the one game in `directory`, as its recipients read them."""
    store = SqliteStore(directory / "pbm.sqlite3")
    service = GameService(store, _Clock(), _Secrets())
    (game,) = store.games()
    seen = {line["seq"]: line for seat in game.seats
            for line in service.talk(game.id, seat.seat) if line["to"] is not None}
    return list(seen.values())


@pytest.mark.parametrize("lang,body,first,last", ABSENCES, ids=lambda v: str(v)[:30])
def test_an_absence_after_a_lead_in_or_in_a_sentence_is_set_and_confirmed(tmp_path, lang, body,
                                                                          first, last):
    got = play(tmp_path, "westernpoly", lang, body)
    assert got.moves == ()
    assert got.kinds == ("settings_changed",)
    assert said_days(lang, first, last) in _flat(got.text)


@pytest.mark.parametrize("lang,body,said", SETTINGS)
def test_a_setting_after_a_lead_in_is_set(tmp_path, lang, body, said):
    got = play(tmp_path, "westernpoly", lang, body)
    assert got.kinds == ("settings_changed",) and said in _flat(got.text)


@pytest.mark.parametrize("lang,body,example", UNREADABLE)
def test_days_that_cannot_be_read_are_answered_with_an_example(tmp_path, lang, body, example):
    got = play(tmp_path, "westernpoly", lang, body)
    assert got.action == "refused" and got.moves == ()
    assert example in _flat(got.text)


@pytest.mark.parametrize("lang,names,body,to,words", TALK, ids=lambda v: str(v)[:30])
def test_private_talk_to_a_short_name_in_any_case_reaches_that_player(tmp_path, lang, names,
                                                                      body, to, words):
    got = play(tmp_path, "westernpoly", lang, body, f"|{names}")
    assert got.moves == () and got.action != "refused"
    (message,) = _talk(tmp_path)
    assert message["to"] == to and words in message["text"]


@pytest.mark.parametrize("names,body,nominative", UNKNOWN)
def test_an_unknown_name_is_answered_in_the_nominative(tmp_path, names, body, nominative):
    got = play(tmp_path, "westernpoly", "cs", body, f"|{names}")
    assert f"nikdo jménem {nominative} tuhle hru nehraje" in _flat(got.text)
    assert _talk(tmp_path) == []


@pytest.mark.parametrize("names,body", TWO)
def test_a_name_that_fits_two_players_is_asked_back(tmp_path, names, body):
    got = play(tmp_path, "westernpoly", "cs", body, f"|{names}")
    text = _flat(got.text)
    assert "může být víc hráčů" in text and all(name in text for name in names.split(","))
    assert _talk(tmp_path) == []


@pytest.mark.parametrize("lang,body", HOW)
def test_a_question_of_how_gets_the_help_and_a_signature_no_answer(tmp_path, lang, body):
    got = play(tmp_path, "westernpoly", lang, body)
    assert got.moves == () and [k.partition(".")[0] for k in got.kinds] == ["help"]
    assert "neznám" not in got.text and "don't know" not in got.text
    if "\n" in body:  # a signature is never quoted back (the question is: "ptáš se: „…“")
        signed = body.rsplit("\n", 1)[-1]
        assert f"„{signed}“" not in got.text and f"“{signed}”" not in got.text


# the holders are Jakub and James: "Kuba" and "Jimmy" are their own short forms
@pytest.mark.parametrize("lang,body,move", SIGNED)
def test_a_name_signed_under_a_move_is_no_command(tmp_path, lang, body, move):
    got = play(tmp_path, "westernpoly", lang, body)
    (tmp_path / "control").mkdir()
    control = play(tmp_path / "control", "westernpoly", lang, move)
    assert got.moves == control.moves != ()
    assert got.kinds == control.kinds


@pytest.mark.parametrize("game,lang,body,control", MENU)
def test_a_menu_number_in_a_short_sentence_picks_it(tmp_path, game, lang, body, control):
    got = play(tmp_path, game, lang, body)
    (tmp_path / "control").mkdir()
    alone = play(tmp_path / "control", game, lang, control)
    assert got.moves == alone.moves != ()
    assert not any(words in got.text for words in _NO_MOVE)

