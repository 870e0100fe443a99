"""A closing word that opens a sentence in the plural ("Thanks, we accept 1") (issue 42).

Class: a line that opens with a word of closing and a comma and goes on with what its writers
do in the plural, a couple or a team playing one seat ("Thanks, we accept 1", "Cheers, we'll
take it", "Díky, my to bereme"): it was taken for a courtesy line, as a ticket system's
"Thanks, we got your request." is, and dropped with its move. What tells them apart is what
follows the "we": a move of the game, or none. Held out, written before the fix and measured
after it: 0 of 4 played before, 4 of 4 after; the ticket system's lines stay courtesy (a reply
of one to our answer is still dropped, no loop)."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID, open_table

from functions.service import PlayerSpec

PEOPLE = {"en": ("Anna Lehká", "Bohdan Dvořák", "Cyril Rous"),
          "cs": ("Anna Lehká", "Bohdan Dvořák", "Cyril Rous")}
OFFER = {"en": "offer Anna give $100 get nothing", "cs": "nabízím Anně dám 100 $ za nic"}
# (language, the reply to the offer open to the writer, the answer it plays)
MEMBERS = [
    ("en", "Thanks, we accept 1", "accept offer 1"),
    ("en", "Cheers, we'll take it", "accept offer 1"),
    ("en", "Thanks, we decline 1", "decline offer 1"),
]
HELD_OUT = [
    ("en", "Thank you, we will accept 1", "accept offer 1"),
    ("en", "Many thanks, we decline offer 1", "decline offer 1"),
    ("en", "Best, we accept 1.", "accept offer 1"),
    ("cs", "Díky, my přijímáme 1", "přijmout nabídku 1"),
]


@pytest.mark.parametrize(("lang", "said", "played"), MEMBERS + HELD_OUT, ids=lambda m: str(m))
def test_the_answer_after_a_closing_word_in_the_plural_is_played(lang, said, played):
    players = [PlayerSpec(n, a, lang) for n, a in zip(PEOPLE[lang], (ANN, BOB, CID), strict=True)]
    with open_table(players=players, options={"lang": lang}) as t:
        t.reply(BOB, OFFER[lang])
        outcome = t.reply(ANN, said)
        view = t.service.view(t.game.id)
        assert not view.rules.open_offers(view.state, to=PEOPLE[lang][0]), outcome
        assert played in str(outcome), outcome


@pytest.mark.parametrize("said", ["Thanks, we got your request.",
                                  "Thank you, we have received your message"])
def test_a_ticket_systems_plural_thanks_plays_nothing(said):
    players = [PlayerSpec(n, a, "en") for n, a in zip(PEOPLE["en"], (ANN, BOB, CID), strict=True)]
    with open_table(players=players, options={"lang": "en"}) as t:
        t.reply(BOB, OFFER["en"])
        before = t.log(ANN)
        t.reply(ANN, said)
        view = t.service.view(t.game.id)
        assert t.log(ANN) == before
        assert view.rules.open_offers(view.state, to=PEOPLE["en"][0])
