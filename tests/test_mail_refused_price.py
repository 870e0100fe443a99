"""A price the player refused is never accepted (issue 42, re-check 30: to an offer of 2600
for his field Zdeněk wrote "Jano, za 2600 ti Posledni mili nedam, ale za 3 500,- je tvoje."
and the service ACCEPTED the 2600 he had refused).

Class: a price or a field negated in the reply (nedám, neprodám, nepustím, nechci, za X ne,
not for X, won't, no way at X) is never accepted; where another price follows, that is the
counter-offer (the old offer declined); where nothing else is said, it is a decline. A yes
still takes the offer ("Jo, platí, Whisky je tvoje.", "za 2500 je tvoje" at the offer's own
price). Czech with and without diacritics, English, through live games by mail; the set-ups
are those of tests/test_mail_rep28.py ("offered": Petr offers Lucie $2500 for her field, she
answers; "selling": she offers it to him for $4000, he answers). HELD_OUT was kept aside."""

from __future__ import annotations

import pytest

from tests.test_mail_rep28 import check_counter, counter

# (language, set-up, the reply, the new price)
REFUSED_THEN_COUNTERED = [
    ("cs", "offered", "Petře, za 2500 ti FIELD nedám, ale za 3 500,- je tvoje.", 3500),
    ("cs", "offered", "Petre, za 2500 ti FIELDND nedam, ale za 3 500,- je tvoje.", 3500),
    ("cs", "offered", "za 2 tisice ti ji nedam, ale za 3 000,- je tvoje", 3000),
    ("en", "offered", "Not for 2500, but 3500 and it's yours.", 3500),
]
HELD_OUT_REFUSED_THEN_COUNTERED = [
    ("cs", "offered", "Petre, za 2 500 ti ho fakt nedam. Za 4 tisice je tvuj.", 4000),
    ("en", "offered", "Sorry Peter, I won't sell it for 2500. For 3000 it's yours.", 3000),
]
# (language, set-up, the reply): a refusal alone
REFUSED = [
    ("cs", "offered", "Za 2500 ti FIELD neprodám."),
    ("cs", "offered", "Petře, za 2500 ne."),
    ("en", "offered", "No way at 2500, sorry."),
]
HELD_OUT_REFUSED = [
    ("cs", "offered", "petre za 2500 ti ji nepustim"),
    ("en", "offered", "Peter, 2500 is too low for it."),
]
# (language, set-up, the reply): a yes, at the offer's own price or none
TAKEN = [
    ("cs", "offered", "Jo, platí, FIELD je tvoje."),
    ("cs", "offered", "za 2500 je tvoje"),
    ("cs", "selling", "Beru za 4000"),
]
HELD_OUT_TAKEN = [
    ("en", "offered", "Deal, 2500 and it's yours."),
    ("cs", "offered", "Dobře Petře, za 2500 je tvoje."),
]


def check_never_taken(lang: str, setup: str, said: str) -> None:
    """The refused offer is declined, never accepted, and no other offer is made."""
    moves, open_now, _ = counter(lang, setup, said)
    assert moves == ["decline 1"], moves
    assert open_now == [], open_now


def check_taken(lang: str, setup: str, said: str) -> None:
    """The offer is accepted, nothing else played."""
    moves, open_now, _ = counter(lang, setup, said)
    assert moves == ["accept 1"], moves
    assert open_now == [], open_now


@pytest.mark.parametrize("lang, setup, said, price", REFUSED_THEN_COUNTERED)
def test_a_refused_price_then_another_is_a_counter_offer(lang, setup, said, price):
    check_counter(lang, setup, said, price)


@pytest.mark.parametrize("lang, setup, said, price", HELD_OUT_REFUSED_THEN_COUNTERED)
def test_held_out_a_refused_price_then_another_is_a_counter_offer(lang, setup, said, price):
    check_counter(lang, setup, said, price)


@pytest.mark.parametrize("lang, setup, said", REFUSED)
def test_a_refused_price_alone_declines(lang, setup, said):
    check_never_taken(lang, setup, said)


@pytest.mark.parametrize("lang, setup, said", HELD_OUT_REFUSED)
def test_held_out_a_refused_price_alone_declines(lang, setup, said):
    check_never_taken(lang, setup, said)


@pytest.mark.parametrize("lang, setup, said", TAKEN)
def test_a_yes_still_takes_the_offer(lang, setup, said):
    check_taken(lang, setup, said)


@pytest.mark.parametrize("lang, setup, said", HELD_OUT_TAKEN)
def test_held_out_a_yes_still_takes_the_offer(lang, setup, said):
    check_taken(lang, setup, said)
