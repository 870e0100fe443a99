"""An answer to an open offer in the player's own words in a mail that also holds the turn's
move ("Hi Petr, sounds fair - deal on 2.\\nAnd I'll buy the train too."): the move was played
and the answer dropped without a word, the offer left to lapse at the turn's end (issue 42,
rep41). The offer's number said beside its maker's name called ("Hi Peter, … deal on 1"), or
the name called after the answer ("Deal on #1, Peter. And buy …"), answers it; both are played."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB

from rules.westernpoly.board import FIELDS
from tests.test_mail_rep24 import ann_on_turn_to_buy
from tests.test_mail_review14_classes import PEOPLE, _table


def answered_after(lang: str, said: str) -> tuple[list[str], list[int]]:
    """(the first player's acts, "done" left out; the offers left open) after they write
    `said` on their turn with a field waiting (WAITING: its name), the second player's offer 1
    of $1500 for the field they own (FIELD: its name) open to them."""
    with _table(lang) as t:
        field = ann_on_turn_to_buy(t)
        state = t.service.view(t.game.id).state
        waiting = FIELDS[state.pos[state.active]]
        t.service.submit(t.game.id, BOB, f"offer {PEOPLE[lang][0]} give $1500 get {field}",
                         source="web")
        t.deliver()
        before = len(t.log(ANN))
        waiting_name, owned = (f.cs if lang == "cs" else f.en for f in (waiting, FIELDS[field]))
        t.reply(ANN, said.replace("WAITING", waiting_name).replace("FIELD", owned))
        return sorted(e for e in t.log(ANN)[before:] if e != "done"), [o.id for o in t.offers()]


# members the fix was built on (3 of 6 played both before it)
BUILT_ON = [
    ("en", "Hi Peter, sounds fair - deal on 1.\nAnd I'll buy WAITING too."),
    ("en", "Deal on #1, Peter. And buy WAITING."),
    ("cs", "Ahoj Petře, zní to fér – beru nabídku 1.\nA kupuju WAITING."),
    ("cs", "Petře, dohoda, jednička platí. Kupuju WAITING."),
    ("en", "Peter, sounds good - accept 1. Buying WAITING as well."),
    ("cs", "Čau Petře, dobrý, platí 1.\nKupuju WAITING."),
]
# kept aside and measured last: 2 of 3 played both before the fix, 3 of 3 after
HELD_OUT = [
    ("en", "Peter - sounds fair, deal on 1. I'll also buy WAITING."),
    ("cs", "Petře, ok, beru tvoji nabídku. Kupuju i WAITING."),
    ("cs", "Ahoj Petře, platí, za 1500 ti to prodám.\nA WAITING kupuju."),
]


@pytest.mark.parametrize("lang, said", BUILT_ON + HELD_OUT)
def test_the_answer_beside_the_move_is_played_with_it(lang, said):
    assert answered_after(lang, said) == (["accept 1", "buy"], [])


@pytest.mark.parametrize("lang, said", [
    ("en", "Hi Peter, good game so far. Buy WAITING."),  # the name called answers nothing
    ("cs", "Ahoj Petře, 1 je moc málo.\nKupuju WAITING."),  # a number weighed, no yes
])
def test_a_name_called_beside_the_move_answers_no_offer(lang, said):
    acts, open_offers = answered_after(lang, said)
    assert "accept 1" not in acts and "buy" in acts and open_offers in ([], [1])
