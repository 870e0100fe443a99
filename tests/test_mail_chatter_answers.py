"""Answers that tell something (issue 42, review 9): a reply of chatter alone from a player the
game does not wait for gets no mail; with their turn or an offer to them open, one short
answer with the menu; words in reply to a turn mail of a game that ended since get the short
"the game is over" answer."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID, open_table
from test_mail_organizer_life import Desk

from bench.mail_follow import text_of
from bench.mail_games import SECRET, SETTINGS, _reply, _to
from functions.mailroom import incoming
from functions.service import PlayerSpec


def _people(lang):
    names = (["Jana Nováková", "Tomáš Hruška", "Lucie Malá"] if lang == "cs"
             else ["Ann Lee", "Bob Day", "Cid Roe"])
    return [PlayerSpec(n, a, lang) for n, a in zip(names, (ANN, BOB, CID), strict=True)]


CHATTER = {"cs": "Good luck! Sakra, zase jsem posledni :)", "en": "Have fun everyone, see you!"}


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_chatter_from_a_player_with_nothing_to_decide_gets_no_mail(lang):
    with open_table(players=_people(lang)) as t:
        since = len(t.outbox.sent)
        outcome = t.reply(CID, CHATTER[lang])
        assert outcome.action == "dropped" and "no decision" in outcome.detail
        assert [m for m in t.outbox.sent[since:] if _to(m) == CID] == []


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_chatter_from_the_player_on_turn_gets_the_short_answer_with_the_menu(lang):
    with open_table(players=_people(lang)) as t:
        since = len(t.outbox.sent)
        t.reply(ANN, CHATTER[lang])
        (answer,) = [m for m in t.outbox.sent[since:] if _to(m) == ANN]
        text = " ".join(text_of(answer).split())
        assert "nothing was played" in text or "se nic nezahrálo" in text
        assert " 1. " in text  # the menu


def test_chatter_from_a_player_with_an_offer_to_answer_is_answered():
    with open_table() as t:
        t.service.submit(t.game.id, ANN, "offer cid give $10 get nothing", source="web")
        t.deliver()
        view = t.service.view(t.game.id)
        assert view.rules.open_offers(view.state, to=view.game.seat_of(CID).player)
        since = len(t.outbox.sent)
        assert t.reply(CID, CHATTER["en"]).action == "answered"
        assert [m for m in t.outbox.sent[since:] if _to(m) == CID]


@pytest.mark.parametrize("rules_id, lang", [("goofspiel", "en"), ("1926", "cs")])
def test_words_to_a_turn_mail_of_a_game_over_get_the_short_game_over_answer(tmp_path, rules_id,
                                                                            lang):
    d = Desk(tmp_path, rules_id, lang)
    try:
        d.everyone_joins()
        first = next(m for m in d.outbox.sent if ".your_turn." in str(m["Message-ID"]))
        d.play_to_the_end()
        since = len(d.outbox.sent)
        outcome = incoming.handle(_reply(first, "Sorry, was travelling. buy", 9001),
                                  service=d.service, secret=SECRET, settings=SETTINGS)
        d.postman.deliver_pending()
        assert outcome.action == "answered"
        (answer,) = [m for m in d.outbox.sent[since:] if _to(m) == _to(first)]
        assert "over" in str(answer["Subject"]) or "skončila" in str(answer["Subject"])
        # a goodbye to the game-over mail itself is post-game talk (see test_mail_own_terms):
        # at most one answer that the game is over, never a refused move
        over = [m for m in d.outbox.sent if _to(m) == _to(first)
                and ".game_over." in str(m["Message-ID"])][-1]
        since = len(d.outbox.sent)
        incoming.handle(_reply(over, "Díky za hru, bylo to super!", 9002), service=d.service,
                        secret=SECRET, settings=SETTINGS)
        d.postman.deliver_pending()
        answers = [m for m in d.outbox.sent[since:] if _to(m) == _to(first)]
        assert len(answers) <= 1 and not any("nic se nehrálo" in str(m["Subject"]) or
                                             "nothing was played" in str(m["Subject"])
                                             for m in answers)
    finally:
        d.store.close()
