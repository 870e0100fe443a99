"""The misplays and misreadings found on main after review 9, in live games
(tests/mail/review10_classes.py): a move told of another player or wished for, Goofspiel's
face cards by name, a common noun of game talk as chatter, a command among chatter to a turn
mail of a game that ended since."""

from __future__ import annotations

import pytest
from test_mail_organizer_life import Desk
from test_mail_review9 import _ann_leads

from bench.mail_games import SECRET, SETTINGS, _reply, _to
from functions.mailroom import incoming
from functions.mailroom.reading import read_line
from rules import CHANCE
from tests.mail.reading_classes import MOVES, play, read_as_its_control
from tests.mail.review10_classes import (
    COMMON_NOUNS,
    ENDED,
    OHHELL,
    OHHELL_OWN_WORDS,
    REMARKS,
    SENTENCES,
    UNPLAYED_1926,
)


@pytest.mark.parametrize("member", SENTENCES, ids=lambda m: m.line)
def test_the_move_is_read_from_the_players_own_clause_and_face_cards_by_name(member,
                                                                             tmp_path):
    assert read_as_its_control(tmp_path, member) == ""


@pytest.mark.parametrize("game,lang,body", REMARKS)
def test_a_move_told_of_another_or_wished_for_is_asked_back_never_played(game, lang, body,
                                                                         tmp_path):
    got = play(tmp_path, game, lang, body)
    assert got.moves == ()
    assert got.action != "played"
    assert ("poznámku o tahu někoho jiného" if lang == "cs" else "someone else's move") \
        in " ".join(got.text.split())


@pytest.mark.parametrize("lang,line,move", OHHELL)
def test_another_players_card_in_oh_hell_is_no_play(lang, line, move):
    game, state = _ann_leads(lang)
    got = read_line(line, lambda text: game.parse(state, "Ann", text), game.lexicon(state))
    assert got.moves == ((move,) if move else ())
    assert got.remark == (move is None)


@pytest.mark.parametrize("body", UNPLAYED_1926)
def test_a_1926_line_with_no_choice_of_the_players_is_never_played(body, tmp_path):
    got = play(tmp_path, "1926", "cs", body)
    assert got.moves == ()
    assert got.action != "played"


@pytest.mark.parametrize("phase,line,move", OHHELL_OWN_WORDS)
def test_an_oh_hell_bid_or_card_in_the_players_own_words_is_read(phase, line, move):
    game, state = _ann_leads("cs", "AS KH QH 4H 3C 4C 5S")
    if phase == "bid":  # the hand before its bids: Ann is asked hers
        state = game.new_game(["Ann", "Bob", "Cid"], {"hands": "2", "lang": "cs"})
        for text in ("dealer Cid", *(f"deal {c}" for c in "AS KH QH 4H 3C 4C 5S".split())):
            state = game.apply(state, CHANCE, game.parse(state, CHANCE, text))
    assert game.to_move(state) == "Ann"
    got = read_line(line, lambda text: game.parse(state, "Ann", text), game.lexicon(state))
    assert got.moves == ((move,) if move else ())


@pytest.mark.parametrize("game", ["1926", "westernpoly", "goofspiel"])
@pytest.mark.parametrize("lang,line", COMMON_NOUNS)
def test_a_common_noun_of_game_talk_is_chatter_never_named(game, lang, line, tmp_path):
    (tmp_path / "member").mkdir()
    (tmp_path / "control").mkdir()
    move = MOVES[(game, lang)]
    got = play(tmp_path / "member", game, lang, f"{move}\n{line}")
    want = play(tmp_path / "control", game, lang, move)
    assert (got.action, got.moves, got.kinds) == (want.action, want.moves, want.kinds)
    assert line not in got.text


@pytest.mark.parametrize("game,lang,body", ENDED)
def test_a_command_among_chatter_to_an_ended_games_turn_mail_is_told_it_is_over(
        game, lang, body, tmp_path):
    desk = Desk(tmp_path, game, lang)
    try:
        desk.everyone_joins()
        first = next(m for m in desk.outbox.sent if ".your_turn." in str(m["Message-ID"]))
        desk.play_to_the_end()
        since = len(desk.outbox.sent)
        outcome = incoming.handle(_reply(first, body, 9001), service=desk.service,
                                  secret=SECRET, settings=SETTINGS)
        desk.postman.deliver_pending()
        assert outcome.action == "answered"
        (answer,) = [m for m in desk.outbox.sent[since:] if _to(m) == _to(first)]
        assert "over" in str(answer["Subject"]) or "skončila" in str(answer["Subject"])
    finally:
        desk.store.close()
