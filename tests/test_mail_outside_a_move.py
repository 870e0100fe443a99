"""Replies outside a move (issue 42, a newcomer's review 12n).

Class 1: a reply to a finished game. Courtesy alone (thanks, ok, tak jo, 👍, a greeting) is
neither refused nor passed on: a reply to a turn mail (its writer may not know the game ended)
gets one short answer a day that the game is over; any other reply none. Words with content are
post-game talk, passed to the table and the writer told. A move word to a turn mail is told the
game is over (tests/test_mail_review10.py). The members were written for this class; those in
HELD_OUT were kept aside and only measured."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID
from test_mail_own_terms import finished_table

from bench.mail_follow import text_of
from functions.mailroom.pleasantries import only_courtesy

# (language, courtesy alone) as players answer a mail of ours
COURTESY = [
    ("cs", "ok, diky"), ("cs", "Tak jo"), ("cs", "OK, díky za potvrzení."), ("cs", "díky"),
    ("cs", "👍"), ("en", "Thanks!"), ("cs", "Jasně, díky 🙂"), ("cs", "Ahoj, díky za info.\n\nPetr"),
    ("en", "Got it, thanks."), ("en", "Okay"), ("cs", "Dobře, rozumím."), ("en", "thx"),
]
# (language, words with content for the table)
CONTENT = [
    ("cs", "Promiňte, byla jsem na horách bez signálu."), ("cs", "Jasně, hned to pošlu."),
    ("cs", "Díky za hru, příště vás porazím!"), ("en", "gg all"), ("cs", "Kdo si dá odvetu?"),
    ("en", "Sorry I vanished, work was crazy."),
]
HELD_OUT_COURTESY = [
    ("cs", "Super, děkuji moc!"), ("cs", "Ok 👍"), ("cs", "Díky za upozornění"),
    ("en", "Thanks for the update, cheers"), ("cs", "jj diky"), ("cs", "Fajn, tak zatím."),
    ("en", "Cool, thanks a lot!"), ("cs", "Dekuju, mejte se\nJana"),
]
HELD_OUT_CONTENT = [
    ("cs", "Díky všem, bylo to napínavé."), ("en", "Well played, Bob!"),
    ("cs", "Omlouvám se, že jsem zdržovala."), ("en", "Good game everyone"),
]


def _mails(table, since):
    return {who: [text_of(m) for m in table.outbox.sent[since:]
                  if str(m["To"]).endswith(f"<{who}>")] for who in (ANN, BOB, CID)}


def _turn_mail(table, who):
    return [m for m in table.outbox.sent if str(m["To"]).endswith(f"<{who}>")
            and ".your_turn." in str(m["Message-ID"])
            and str(m["Message-ID"]).startswith(f"<{table.game.id}.")][0]


@pytest.mark.parametrize("lang,words", COURTESY + HELD_OUT_COURTESY)
def test_courtesy_is_courtesy(lang, words):
    assert only_courtesy(words)


@pytest.mark.parametrize("lang,words", CONTENT + HELD_OUT_CONTENT)
def test_words_with_content_are_no_courtesy(lang, words):
    assert not only_courtesy(words)


@pytest.mark.parametrize("lang,words", COURTESY[:6])
def test_courtesy_to_the_game_over_mail_goes_nowhere(lang, words):
    context, table = finished_table(lang)
    try:
        since = len(table.outbox.sent)
        outcome = table.reply(ANN, words, to=table.newest(ANN))
        assert _mails(table, since) == {ANN: [], BOB: [], CID: []}
        assert outcome.action == "dropped"
    finally:
        context.__exit__(None, None, None)


@pytest.mark.parametrize("lang,words", [("cs", "Tak jo"), ("en", "ok thanks 👍")])
def test_courtesy_to_a_turn_mail_is_told_once_a_day_the_game_is_over(lang, words):
    context, table = finished_table(lang)
    try:
        turn = _turn_mail(table, ANN)
        since = len(table.outbox.sent)
        table.reply(ANN, words, to=turn)
        got = _mails(table, since)
        assert [len(got[who]) for who in (ANN, BOB, CID)] == [1, 0, 0], got
        assert ("skončila" if lang == "cs" else "is over") in got[ANN][0]
        assert "nešlo provést" not in got[ANN][0] and "could not" not in got[ANN][0]
        since = len(table.outbox.sent)
        table.reply(ANN, words, to=turn)
        assert _mails(table, since) == {ANN: [], BOB: [], CID: []}
    finally:
        context.__exit__(None, None, None)


@pytest.mark.parametrize("words", ["Promiňte, byla jsem na horách bez signálu.",
                                   "Jasně, hned to pošlu."])
def test_words_to_a_turn_mail_of_an_ended_game_are_talk_not_a_refused_move(words):
    context, table = finished_table("cs")
    try:
        since = len(table.outbox.sent)
        table.reply(ANN, words, to=_turn_mail(table, ANN))
        got = _mails(table, since)
        assert [len(got[who]) for who in (ANN, BOB, CID)] == [1, 1, 1], got
        assert all(words in got[who][0] for who in (BOB, CID))
        assert "skončila" in got[ANN][0] and "nešlo provést" not in got[ANN][0]
    finally:
        context.__exit__(None, None, None)
