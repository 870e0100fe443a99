"""An Oh Hell bid said as the count's noun, as Czech players say it (review 25n: "Hlásím
jedničku." was refused as not a move, while "Hlásím nulu." played). The class: a bid whose
number is a Czech count noun (jednička, dvojka, …, desítka) in the case the verb puts it in
(nominative, accusative, instrumental), with or without diacritics, beside the player's own
words. Members of the class are played through the rules and by mail; a third was kept aside
and measured after the fix (0 of 3 read before, 3 of 3 after)."""

from __future__ import annotations

import pytest
from mail.reading_classes import play as by_mail
from test_ohhell_rules import G, dealt

from rules import IllegalMove
from rules.ohhell.state import Bid

# Ann, Bob and Cid hold five cards each: any bid from 0 to 5 may be made by the first bidder
FIVE = "AH KH QH 2C 3C 4C 5D 6D 7D 8S 9S TS 2H 3H 4H 5S"

MEMBERS = {  # the bid as written -> the bid it says
    "Hlásím jedničku.": 1,
    "Dám dvojku.": 2,
    "Hlasim trojku": 3,
    "jdu na čtyřku": 4,
    "Pětka.": 5,
}
HELD_OUT = {  # kept aside; measured after the fix
    "Zkusím trojku.": 3,
    "jdu na jednicku": 1,
}
# by mail, beside the player's own words (the first hand: one trick, bids 0 and 1)
BY_MAIL = ["Hlásím jedničku.", "Beru si jedničku, víc to nedá."]
BY_MAIL_HELD_OUT = ["Hlásím jedničku, víc to asi nebude."]


@pytest.mark.parametrize("reply", [*MEMBERS, *HELD_OUT])
def test_a_count_noun_is_the_bid_it_names(reply):
    state = dealt(FIVE)
    ann = G.to_move(state)
    move = G.parse(state, ann, reply)
    assert move == Bid({**MEMBERS, **HELD_OUT}[reply], ann)


def test_a_count_noun_past_the_hand_is_refused_for_its_size_not_as_unread():
    state = dealt(FIVE)
    with pytest.raises(IllegalMove):  # read as 10, more than the five tricks of the hand
        G.parse(state, G.to_move(state), "Jdu na desítku")


@pytest.mark.parametrize("reply", [*BY_MAIL, *BY_MAIL_HELD_OUT])
def test_a_count_noun_bid_is_played_by_mail(tmp_path, reply):
    answer = by_mail(tmp_path, "ohhell", "cs", reply)
    assert answer.moves == ("bid 1",)
    assert answer.kinds == ("move_read_back",)


def test_a_count_noun_too_high_by_mail_is_refused_with_the_range(tmp_path):
    answer = by_mail(tmp_path, "ohhell", "cs", "Tentokrát hlásím dvojku, snad to vyjde.")
    assert answer.moves == ()
    assert "hlas od 0 do 1" in answer.text
