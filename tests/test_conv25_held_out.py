"""Held-out members of conv25's classes (issue 42, review 14), written with the fixes but
never tuned on: run once after them. A reader's affairs never cut; an organizer always
answered; words to an answered turn mail answered; the post-game answer after the end; the
resignation leading its subject."""

from __future__ import annotations

import tempfile
from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, open_table

from bench.mail_follow import text_of
from functions.service import PlayerSpec
from tests.test_mail_organizer_answered import Table, _text
from tests.test_mail_own_affairs import check, play
from tests.test_mail_stale_silence import _again


@pytest.mark.parametrize(("players", "gap", "after"), [(6, 180, 1), (5, 1, 3), (6, 30, 0),
                                                        (4, 1, 1)])
def test_affairs_held_out(players, gap, after):
    played = play(players, gap, after, turns=5)
    assert played.offers and check(played) == []


def test_organizer_en_question_while_playing_elsewhere():
    with tempfile.TemporaryDirectory() as tmp:
        table = Table(tmp)
        table.game("goofspiel", plays=True)
        game = table.game("goofspiel", start=False)
        outcome, mails = table.ask(table.to_org(game)[0], "Hi, any news? When do we start?")
        table.store.close()
    assert outcome.game_id == game and len(mails) == 1 and "Tom Hall" in _text(mails[0])


def test_organizer_asks_who_won_while_another_game_runs():
    with tempfile.TemporaryDirectory() as tmp:
        table = Table(tmp)
        done = table.game("goofspiel", finish=True)
        table.game("westernpoly", plays=True)
        outcome, mails = table.ask(table.to_org(done)[-1], "Tak kdo to nakonec vyhrál?")
        table.store.close()
    assert outcome.game_id == done and len(mails) == 1 and "Pořadí:" in _text(mails[0])


@pytest.mark.parametrize("words", ["Nekupuju.", "ne"])
def test_second_no_held_out(words):
    action, texts = _again("nekupovat", words, 45)
    assert action == "answered" and len(texts) == 1 and texts[0].startswith("Nezahráno")


@pytest.mark.parametrize(("lang", "body"), [("en", "I'm back, sorry! Another game?"),
                                            ("cs", "Zpátky! Ještě jednu?"), ("cs", "ZPĚT")])
def test_post_game_held_out(lang, body):
    players = [PlayerSpec("Ann Lee", ANN, lang), PlayerSpec("Bob Day", BOB, lang),
               PlayerSpec("Cid Roe", CID, lang)]
    with open_table(players=players) as table:
        table.service.resign(table.game.id, BOB)
        table.service.resign(table.game.id, CID)
        table.deliver()
        table.clock.moment += timedelta(hours=1)
        over = table.newest(ANN)
        before = len(table.outbox.sent)
        table.reply(ANN, body, to=over)
        (answer,) = [m for m in table.outbox.sent[before:] if ANN in str(m["To"])]
    text = text_of(answer)
    assert "nešlo provést" not in text and "could not be done" not in text.lower()
    assert ("Chceš hrát znovu?" if lang == "cs" else "To play again") in text


@pytest.mark.parametrize(("lang", "body"), [("en", "Resign\nSAY gg all, thanks"),
                                            ("cs", "vzdávám\nřekni Sbohem a díky")])
def test_resign_subject_held_out(lang, body):
    players = [PlayerSpec("Ann Lee", ANN, lang), PlayerSpec("Bob Day", BOB, lang),
               PlayerSpec("Cid Roe", CID, lang)]
    with open_table(players=players) as table:
        before = len(table.outbox.sent)
        table.reply(ANN, body)
        (mail,) = [m for m in table.outbox.sent[before:] if ANN in str(m["To"])]
    assert str(mail["Subject"]).startswith("Confirm" if lang == "en" else "Potvrď")
