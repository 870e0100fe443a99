"""After the end every reply with words gets the post-game answer (thanks, the result, how to
play again), never a refusal (issue 42, review 14: "Jsem zpátky! Promiňte… Dáme odvetu?" was
told "„Jsem zpátky“ nešlo provést: hra skončila", while "GG" got how to play again); a
rematch asked is answered with how."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, open_table

from bench.mail_follow import text_of
from functions.service import PlayerSpec

PLAYERS = [PlayerSpec("Ann Lee", ANN, "cs"), PlayerSpec("Bob Day", BOB, "cs"),
           PlayerSpec("Cid Roe", CID, "en")]
AGAIN = {"cs": "Chceš hrát znovu?", "en": "To play again"}

REPLIES = [("cs", "Jsem zpátky! Promiňte… Dáme odvetu?"),
           ("cs", "Zpět jsem, sorry za zdržení. Hrajem znova?"),
           ("cs", "jsem zpet, omlouvam se. odveta?"),
           ("cs", "Koupit\n\nJo a dáme ještě jednu?"),
           ("en", "I'm back! Sorry all. Rematch?"),
           ("en", "BACK")]


@pytest.mark.parametrize(("lang", "body"), REPLIES)
def test_a_reply_to_the_game_over_mail_gets_the_post_game_answer(lang, body):
    players = [PlayerSpec(p.name, p.email, lang) for p in PLAYERS]
    with open_table(players=players) as table:
        table.service.resign(table.game.id, BOB)
        table.service.resign(table.game.id, CID)
        table.deliver()
        table.clock.moment += timedelta(hours=1)
        over = table.newest(ANN)
        before = len(table.outbox.sent)
        outcome = table.reply(ANN, body, to=over)
        answers = [m for m in table.outbox.sent[before:] if ANN in str(m["To"])]
    assert outcome.action == "answered", outcome
    (answer,) = answers
    text = text_of(answer)
    assert "nešlo provést" not in text and "could not be done" not in text.lower()
    assert "Nezahráno" not in str(answer["Subject"]) and "Not played" not in str(
        answer["Subject"])
    assert AGAIN[lang] in text  # how to play again
