"""A reply that holds a move of the turn and a trade (an offer, an answer to an offer) does
everything it says, in order, whatever greetings, fillers, yes-words and names stand between
(issue 42, rep43). The class: a trade act and a turn act said in one reply, where the words
around one of them (a greeting and "tak to" before "beru", a yes said to the partner called,
a "pak" inside the offer's clause, a price in words, a price called robbery) made the reader
drop one act or refuse the reply whole.

Members were written as players write them, Czech and English, through live games by mail
(tests/test_mail_rep24.acts_after: the writer is on turn with a field waiting and owns FIELD;
answered_after: the second player's offer 1 of $1500 for the writer's FIELD is open).
HELD_OUT was kept aside and measured last (see the module's figures below)."""

from __future__ import annotations

import pytest

from tests.test_mail_answer_beside_move import answered_after
from tests.test_mail_rep24 import acts_after, offers_after
from tests.test_mail_rep28 import counter

# (language, reply, the acts played) — a move and an own offer
OFFER_BUILT_ON = [
    ("cs", "Ahoj, tak to beru. Tome, za 5000 ti ho prodám.", ["buy", "offer:5000"]),
    ("cs", "Beru. Tome, za pět tisíc ti ho pak přenechám.", ["buy", "offer:5000"]),
    ("cs", "Čau, tak jo, beru to. Petře, za 4000 ti ho prodám.", ["buy", "offer:4000"]),
    ("cs", "Tak jo, beru to. A Petře, za dva tisíce ti ho klidně dám.", ["buy", "offer:2000"]),
    ("cs", "Tome, platí, za 3000 ti FIELD prodám.", ["offer:3000"]),
    ("en", "Hi, so I'll take it. Tom, for 5000 it's yours.", ["buy", "offer:5000"]),
    ("en", "Tom, sure, for $3000 you can have FIELD.", ["offer:3000"]),
]
# (language, reply, the acts played) — a move and an answer to offer 1
ANSWER_BUILT_ON = [
    ("en", "Nope, $1,500 for FIELD is robbery.\nBuy WAITING please.", ["buy", "decline 1"]),
    ("en", "Sounds good, deal on 1", ["accept 1"]),
    ("en", "Great, deal on 1 then. Buy WAITING.", ["accept 1", "buy"]),
]
# members first tried beside the fix (not held out): 3 of 5 read whole before it
SEEN = [
    ("offer", "cs", "Dobrý, kupuju. Tome, za 3500 ti FIELD pustím.", ["buy", "offer:3500"]),
    ("offer", "cs", "Petře, jasně, za 2500 ti FIELD prodám.", ["offer:2500"]),
    ("offer", "en", "Ok I'll buy it. Peter, for 4k FIELD is yours then.", ["buy", "offer:4000"]),
    ("answer", "cs", "Zní to dobře, platí.\nA kupuju WAITING.", ["accept 1", "buy"]),
    ("answer", "en", "Nah, 1500 is too little. Buy WAITING.", ["buy", "decline 1"]),
]
# kept aside, written before the fix and measured last
HELD_OUT = [
    ("offer", "cs", "Zdravím, tak to kupuju. Tomáši, za 4500 ti ho přenechám.",
     ["buy", "offer:4500"]),
    ("offer", "cs", "Tome, jo, za tři tisíce ti FIELD pustím.", ["offer:3000"]),
    ("offer", "en", "Hey, I'll take it. Peter, for $4,500 it's yours.", ["buy", "offer:4500"]),
    ("offer", "cs", "Jasně, kupuju. Petře, za 6 tisíc ti ho pak prodám.", ["buy", "offer:6000"]),
    ("offer", "cs", "Kupuju!! A Tomášovi posílám FIELD za 3 tisíce.", ["buy", "offer:3000"]),
    ("answer", "en", "Nah, $1,500 for FIELD is a joke.\nBuy WAITING.", ["buy", "decline 1"]),
    ("answer", "cs", "Ne, 1500 je zlodějina.\nA WAITING kupuju.", ["buy", "decline 1"]),
    ("answer", "en", "Looks good, deal on 1.", ["accept 1"]),
]


def played(kind: str, lang: str, said: str) -> list[str]:
    """The acts the writer's reply plays (an offer as "offer:<money>")."""
    if kind == "offer":
        return acts_after(lang, said, False)
    return answered_after(lang, said)[0]


@pytest.mark.parametrize("lang, said, acts", OFFER_BUILT_ON)
def test_the_move_and_the_offer_are_both_played(lang, said, acts):
    assert played("offer", lang, said) == sorted(acts)


@pytest.mark.parametrize("lang, said, acts", ANSWER_BUILT_ON)
def test_the_move_and_the_answer_are_both_played(lang, said, acts):
    assert played("answer", lang, said) == sorted(acts)


@pytest.mark.parametrize("kind, lang, said, acts", SEEN + HELD_OUT)
def test_held_out_every_act_of_the_reply_is_played(kind, lang, said, acts):
    assert played(kind, lang, said) == sorted(acts)


# An offer to buy asked as a question with no name called ("Would you sell me Whisky Joe for
# $3,000 then?"): the partner is the one who holds the field asked for, never "whom do you
# mean?" (the second player writes; the first holds FIELD)
ASKED_BUILT_ON = [
    ("en", "Would you sell me FIELD for $3,000 then?", 3000),
    ("cs", "Prodáš mi FIELD za 3000?", 3000),
]
ASKED_HELD_OUT = [
    ("en", "Could you sell me FIELD for $2,800?", 2800),
    ("cs", "Neprodala bys mi FIELD za 2500?", 2500),
    ("cs", "Pustíš mi FIELD za 3 tisíce?", 3000),
]


@pytest.mark.parametrize("lang, said, money", ASKED_BUILT_ON + ASKED_HELD_OUT)
def test_an_offer_asked_with_no_name_goes_to_the_fields_holder(lang, said, money):
    assert [given for given, _ in offers_after(lang, said)] == [money]


# A gift of money with its "nothing in return" ("Kate, dám ti dalších 4500 dolarů, nic za to
# nechci."): the gift is offered, and its "nechci" is no "no" to the purchase waiting (it was
# played as "nekupovat", the gift dropped); written on the writer's turn, a field waiting
GIFT_BUILT_ON = [
    ("cs", "Tome, dám ti dalších 4500 dolarů, nic za to nechci.", 4500),
    ("en", "Tom, I'll give you another $4,500, nothing in return.", 4500),
    ("cs", "Tome, posílám ti 4500 dolarů, nic za to nechci.", 4500),  # "posílám": a giving
]
# sent, not given: kept aside and measured last (0 of 2 before, 2 of 2 after)
SENT_HELD_OUT = [
    ("cs", "Petře, posílám ti 1000 dolarů jako dar.", 1000),
    ("en", "Tom, I'll send you $2,000, nothing in return.", 2000),
]
GIFT_HELD_OUT = [
    ("cs", "Petře, dám ti 2000 dolarů zadarmo.", 2000),
    ("en", "Peter, I'll give you $3,000 as a gift.", 3000),
    ("cs", "Tomáši, dávám ti 1500 $, nic za to nechci.", 1500),
]


@pytest.mark.parametrize("lang, said, money", GIFT_BUILT_ON + GIFT_HELD_OUT + SENT_HELD_OUT)
def test_a_gift_with_nothing_asked_is_offered_and_buys_nothing(lang, said, money):
    assert acts_after(lang, said, False) == [f"offer:{money} get nothing"]


# A price written with a thousands comma and a clause's comma after it ("Not at $2,500, sorry
# Peter."): the sum is the offer's $2,500 (it was read as 2 and 500, the answer asked back);
# the writer answers Peter's offer of $2,500 for her field
PRICE_COMMA_BUILT_ON = ["Not at $2,500, sorry Peter."]
PRICE_COMMA_HELD_OUT = ["Not for $2,500, thanks anyway Peter.", "Nope, $2,500, too low."]


@pytest.mark.parametrize("said", PRICE_COMMA_BUILT_ON + PRICE_COMMA_HELD_OUT)
def test_a_price_with_a_comma_after_it_is_the_offers(said):
    moves, open_now, _ = counter("en", "offered", said)
    assert moves == ["decline 1"] and open_now == []


# The offer asked in one sentence, its price in the next, beside a purchase (outside cases
# oc17: "Ano, koupit. Petře, a nechceš mi prodat Nocležnu Poslední míle? Dala bych 1700." bought
# and asked the price the next sentence gave); Ann owns U Hnědáka (1), no offer open
ASKED_THEN_PRICED = [
    ("cs", "Ano, koupit. Anno, a nechceš mi prodat Chatrč U Hnědáka? Dala bych 800.", 800),
    ("en", "Yes, buy. Ann, would you sell me U Hnědáka? I would pay 800.", 800),
    ("cs", "Koupit. Anno, prodáš mi U Hnědáka? Dám ti za ni 900.", 900)]


@pytest.mark.parametrize(("lang", "line", "price"), ASKED_THEN_PRICED)
def test_the_price_after_the_offer_asked_is_that_offers(tmp_path, lang, line, price) -> None:
    """The purchase played and the offer made at the price of the next sentence."""
    from tests.mail.reading_classes import play
    got = play(tmp_path, "westernpoly", lang, line, "field_owned_buying")
    assert got.moves[:2] == ("buy", f"offer Ann give ${price} get 1")
