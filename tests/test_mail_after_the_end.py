"""Mail to a game that is over (review 3): a goodbye ("Díky za hru, bylo to super!", a
signature) is never quoted back as a refused move: it is post-game talk, answered once a day
that the game is over (review 11n, see test_mail_own_terms); a move or a menu number gets one
short answer that the game is over and who won; what is asked (HELP) is answered."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, open_table

from bench.mail_follow import text_of
from functions.render.letters import render
from functions.service import PlayerSpec
from functions.service.play.outbox import Mailbag
from functions.service.records.notifications import Kind

CZECH = [PlayerSpec("Ann Lee", ANN, "cs"), PlayerSpec("Bob Day", BOB, "cs"),
         PlayerSpec("Cid Roe", CID, "en")]

# the review's goodbyes, and members of the class of our own making
GOODBYES = ["Díky za hru, bylo to super! Dáme odvetu?\n\nVěra",
            "Sakra, to byla jízda. Díky všem!\n\nJana", "Oh well. Thanks anyway!"]
# held out while the reading was written: checked once it was done
HELD_OUT = ["Gratuluju vítězi! Příště vás porazím.\n\nPetr", "GG, well played all.\n\n--\nBob",
            "Díky, bylo to fajn. Kdy bude další hra?",
            "Thanks for organising!\nCheers,\nAnn", "To byla ale smůla s tou kostkou...",
            "Wow, what a finish!", "Ano, díky za hru.\nS pozdravem\nIng. Jan Novák"]


@pytest.fixture
def over():
    with open_table(players=CZECH) as table:
        table.service.resign(table.game.id, BOB)
        table.service.resign(table.game.id, CID)
        table.deliver()
        assert table.record().status == "finished"
        table.clock.moment += timedelta(hours=1)  # the answers come later
        yield table, table.newest(ANN)


@pytest.mark.parametrize("body", GOODBYES + HELD_OUT)
def test_a_goodbye_to_a_game_that_is_over_is_no_refused_move(over, body):
    table, last = over
    before = len(table.outbox.sent)
    outcome = table.reply(ANN, body, to=last)
    assert outcome.action == "answered", outcome
    (answer,) = table.outbox.sent[before:]
    text = text_of(answer)
    assert str(answer["Subject"]).startswith("Hra skončila — "), answer["Subject"]
    assert "nešlo provést" not in text and "napiš prosím znovu" not in text, text
    # the others left before the end: nobody reads the words, and the writer is told so
    assert "nikdo další nesedí" in text, text


def test_courtesy_alone_to_the_game_over_mail_needs_no_answer(over):
    """"Jo, díky!" to the game-over mail (conv20): nothing to play, to pass on or to answer."""
    table, last = over
    before = len(table.outbox.sent)
    assert table.reply(ANN, "Jo, díky!", to=last).action == "dropped"
    assert table.outbox.sent[before:] == []


@pytest.mark.parametrize("move", ["buy", "2", "Koupit"])
def test_a_move_after_the_end_is_told_the_game_is_over_and_who_won(over, move):
    table, last = over
    before = len(table.outbox.sent)
    table.reply(ANN, f"{move}\n\nAnn", to=last)
    (answer,) = table.outbox.sent[before:]
    text = text_of(answer)
    # the post-game answer, not a refusal (review 14): thanks, the end, the result, how to
    # play again; the move is said in passing
    assert str(answer["Subject"]).startswith("Hra skončila — ")
    assert "nešlo provést" not in text and "díky za hru!" in text.lower()
    # Ann won (the others resigned): she reads of her own win in the second person
    assert "Hru jsi vyhrála" in text and "Chceš hrát znovu?" in text
    assert "až po konci hry" in text
    assert "Ann Lee" not in text
    assert "„Ann“" not in text and "napiš prosím znovu" not in text


def test_what_is_asked_after_the_end_is_answered(over):
    table, last = over
    before = len(table.outbox.sent)
    outcome = table.reply(ANN, "Díky za hru!\nNÁPOVĚDA\n\nAnn", to=last)
    assert outcome.action == "answered"
    (answer,) = table.outbox.sent[before:]
    assert "Jak hrát e-mailem" in str(answer["Subject"])


def test_the_game_over_mail_asks_for_no_decision():
    """A bot's offer made in the write that ended the game rides in the game-over mail as
    news at most: no 'reply ACCEPT 8', no deadline, no menu (review 3)."""
    with open_table(players=CZECH[:2]) as table:
        assert table.reply(BOB, "offer Ann Lee give $100 get nothing").action == "played"
        offer = next(event.to_dict() for step in table.service.view(table.game.id).steps()
                     for event in step.events if event.kind == "trade_offer")
        table.service.resign(table.game.id, BOB)
        view = table.service.view(table.game.id)
        record, ann = view.game, view.game.seat_of(ANN)
        bag = Mailbag(record, "2026-12-05T10:00:00+00:00")
        bag.add("trade_offer", ann, events=[offer])  # the bot's offer of the last write
        bag.add(Kind.REMINDER, ann, deadline="2026-12-06T10:00:00+00:00")
        bag.to_everyone(Kind.GAME_OVER, result=record.result, seed=record.seed, events=[])
        (mail,) = [n for n in bag.items if n.seat == ann.seat]
        assert {p["kind"] for p in mail.payload["parts"]} == {"trade_offer", "reminder"}
        letter = render(mail, record, view.rules, view.state, reply_address="r@example.org")
        assert letter.subject.startswith("Konec hry")
        for asking in ("PŘIJÍMÁM", "ODMÍTÁM", "Odpověz", "Termín tahu", "Tvoje možnosti",
                       "čeká na tvou odpověď", "připomínka", "Připomínka"):
            assert asking not in letter.text, asking


@pytest.mark.parametrize("asked", ["MOJE HRY", "NÁPOVĚDA", "PLÁN"])
@pytest.mark.parametrize("clock", [timedelta(hours=2), -timedelta(days=3)],
                         ids=["later", "clock moved back"])
def test_what_is_asked_after_the_end_is_answered_whatever_the_clock(over, asked, clock):
    """MY GAMES, HELP and BOARD under the game-over mail are answered, also when the clock
    reads earlier than the end (review 22n: a demo run with PBM_NOW moved ahead and then back,
    "answered: my games sent" and nothing in the outbox: the answer was taken for a mail
    written before the end and dropped)."""
    table, last = over
    table.clock.moment += clock
    before = len(table.outbox.sent)
    outcome = table.reply(ANN, f"{asked}\n\nAnn", to=last)
    assert outcome.action == "answered", outcome
    assert len(table.outbox.sent[before:]) == 1
