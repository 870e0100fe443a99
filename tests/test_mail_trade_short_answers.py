"""Short and partial answers where more than one question waits for the writer (issue 42,
trade56): the same words mean the same in Czech and English, with and without capitals and
diacritics; two readings are asked back, never paid for on a guess; every part of the reply
acts, is refused with a reason, or is named as skipped.

Class: a reply in a position where a purchase of the writer's turn and an offer to them both
wait (or one of them), whose short or partial answer was decided by accident (letter case,
language, spelling) instead of by meaning, or guessed in a way that spends money:
- a bare pass ("pass", "Pass", "Pas", "pasuju", "Pasuji.", "I pass") while both wait: to the
  offer's mail English declined the offer and Czech passed the purchase; off turn the
  lowercase "pass" was refused where "Pass" declined, and "Pasuju" was read as nothing. Now
  the mail answered decides (docs/moves.md): the offer's mail asks only the offer, so a pass
  declines it; the turn mail asks the purchase, so a pass leaves the field; with no purchase
  waiting it declines the one offer open; the field or the offer named decides for itself;
- a purchase of "tu kovárnu", "ten salon", "the forge" (a word that is no name of the field
  stood on, or the kind of other fields) bought the field stood on, or accepted the offer
  ("Beru i ten salon."): now asked back naming the field stood on; a kind that fits it ("ten
  bar") still buys;
- "Anno, platí. A beru i tu hospodu.": the second "beru" was taken for the accept said again,
  the purchase lost unnamed: now the accept is played and the purchase asked back;
- off turn, a no to a purchase beside the accept ("Nekupuju, přijímám 1.", "Not buying.
  Accept 1.") was dropped unnamed, sent to Ann as talk, or made the accept asked back: now
  the accept is played and the no named as skipped with its reason.

Members were written for this module as players write them (Czech with and without
diacritics, English, greetings and signatures), each played in a live game
(tests/mail/reading_classes.play); the HELD_OUT list was kept aside and measured last:
main 7/20, this branch 20/20 (19/20 at first: "I'm buying the smithy too" beside the
accept was dropped unnamed; the fix for "And I'll take the pub too" among the members mends it).
"""

from __future__ import annotations

import pytest

from tests.mail.reading_classes import play

# Positions (tests/mail/reading_classes.play): "field_sale_buying": the holder stands on the
# Bar Prašná cesta (a purchase waits) and Ann offers them her Shack for $1000 (offer 1), the
# reply answers her offer's mail; "offered_buying": the same with Ann offering $500;
# "offered_turn": the same, the reply answers the turn mail; "offered": another player is on
# turn and Ann offered the holder $500; "field_sale": Ann's Shack offered, the holder to throw.
MEMBERS = [
    # a bare pass to the offer's mail while a purchase waits: the offer's no
    ('cs', 'field_sale_buying', 'Pas', 'decline'),
    ('cs', 'field_sale_buying', 'pas', 'decline'),
    ('cs', 'offered_buying', 'Pasuji.', 'decline'),
    ('cs', 'offered_buying', 'Pasuju, díky.\n\nJakub', 'decline'),
    ('en', 'field_sale_buying', 'pass', 'decline'),
    ('en', 'offered_buying', 'Pass, thanks.\n\nJames', 'decline'),
    ('cs', 'field_sale_buying', 'Já pasuju.', 'decline'),
    ('en', 'offered_buying', "I'll pass", 'decline'),
    # a bare pass to the turn mail: the purchase's
    ('cs', 'offered_turn', 'Pas', 'pass'),
    ('cs', 'offered_turn', 'pasuju', 'pass'),
    ('en', 'offered_turn', 'pass', 'pass'),
    ('cs', 'offered_turn', 'Pasuji, díky.', 'pass'),
    # one offer open, no purchase waiting: the offer's no, in any case
    ('en', 'offered', 'pass', 'decline'),
    ('en', 'offered', 'pass.', 'decline'),
    ('cs', 'offered', 'Pasuju.', 'decline'),
    ('cs', 'field_sale', 'Pasuju, díky.', 'decline'),
    ('cs', 'field_sale', 'pasuji', 'decline'),
    ('en', 'offered', 'i pass', 'decline'),
    # the thing named decides
    ('en', 'offered_buying', 'Pass on the field.', 'pass'),
    ('cs', 'offered_buying', 'Na nabídku pasuju.', 'decline'),
    ('en', 'offered_turn', 'Pass on your offer, Ann.', 'decline'),
    ('cs', 'offered_turn', 'Nabídku odmítám.', 'decline'),
    # a word that is no name of the field stood on: asked back, never bought
    ('cs', 'field_sale_buying', 'Kupuju i tu kovárnu.', 'ask'),
    ('cs', 'field_sale_buying', 'Beru i ten salon.', 'ask'),
    ('en', 'field_sale_buying', "I'll buy the forge too.", 'ask'),
    ('cs', 'field_sale_buying', 'Anno, beru. A kupuju i ten saloon.', 'accept+ask'),
    ('en', 'field_sale_buying', 'Ann, deal. Buying the saloon as well.', 'accept+ask'),
    ('cs', 'field_sale_buying', 'Kupuju i ten bar.', 'buy'),
    ('cs', 'field_sale_buying', 'Kupuju i ten Bar.', 'buy'),
    ('cs', 'field_sale_buying', 'Anno, beru. A kupuju i tu kovarnu.', 'accept+ask'),
    # a second "beru" whose object is no offer
    ('cs', 'field_sale_buying', 'Anno, platí. A beru i tu hospodu.', 'accept+ask'),
    ('cs', 'field_sale_buying', 'Anno, plati. A beru i tu hospodu.', 'accept+ask'),
    ('en', 'field_sale_buying', "Ann, deal. And I'll take the pub too.", 'accept+ask'),
    ('cs', 'field_sale_buying', 'Anno, platí. A beru i ten bar.', 'accept+buy'),
    # off turn, a no to a purchase beside the accept: named
    ('cs', 'offered', 'Nekupuju, přijímám 1.', 'accept+named:nekupuju'),
    ('cs', 'offered', 'Nekupuju. Přijímám 1.', 'accept+named:nekupuju'),
    ('cs', 'offered', 'Ahoj Anno, nekupuju, ale přijímám 1. Jakub', 'accept+named:nekupuju'),
    ('en', 'offered', 'Not buying. Accept 1.', 'accept+named:not buying'),
    ('cs', 'offered', 'Nekupuji, prijimam 1', 'accept+named:nekupuji'),
    ('en', 'offered',
     'Hi Ann,\n\nnot buying anything, but I accept 1.\n\nJames', 'accept+named:not buying'),
]
# Kept aside and measured last (their expectations written before): main 7/20, this branch
# 20/20
HELD_OUT = [
    ('cs', 'field_sale_buying', 'pasuju', 'decline'),
    ('cs', 'field_sale_buying', 'Ahoj Anno,\npasuju.\nJakub', 'decline'),
    ('cs', 'offered_buying', 'PAS', 'decline'),
    ('cs', 'offered_buying', 'pasuji, diky', 'decline'),
    ('en', 'offered_turn', 'Pass', 'pass'),
    ('en', 'offered_turn', 'I pass.', 'pass'),
    ('cs', 'offered', 'pasuju', 'decline'),
    ('en', 'field_sale', 'pass', 'decline'),
    ('cs', 'offered', 'Ahoj Anno, pasuju. Jakub', 'decline'),
    ('cs', 'field_sale_buying', 'Bar nekupuju.', 'pass'),
    ('en', 'field_sale_buying', 'Pass on the shack.', 'decline'),
    ('cs', 'field_sale_buying', 'Kupuju i tu kovarnu.', 'ask'),
    ('cs', 'field_sale_buying', 'Koupím i tu kovárnu, díky.\n\nJakub', 'ask'),
    ('en', 'field_sale_buying', "I'll buy the bar too.", 'buy'),
    ('en', 'field_sale_buying',
     "Hi Ann,\n\naccepted. I'm buying the smithy too.\n\nJames", 'accept+ask'),
    ('cs', 'field_sale_buying', 'Platí, Anno. Beru i ten saloon.', 'accept+ask'),
    ('cs', 'field_sale_buying', 'Ahoj Anno, beru. Beru i tu kovárnu. Jakub', 'accept+ask'),
    ('cs', 'offered', 'Nekupuju a přijímám 1', 'accept+named:nekupuju'),
    ('en', 'offered', "I won't buy, accept 1", "accept+named:won't buy"),
    ('cs', 'offered', 'přijímám 1, nekupuju', 'accept+named:nekupuju'),
]


def _meets(tmp_path, lang: str, position: str, reply: str, expected: str) -> None:
    """Play `reply` in `position` and assert the `expected` outcome ("decline", "pass",
    "buy", "ask": nothing bought or accepted, the field stood on named and the purchase asked
    back, "accept+ask",
    "accept+buy", "accept+named:<words>": the accept alone played and the words named as
    skipped, nothing of them sent on as talk)."""
    got = play(tmp_path, "westernpoly", lang, reply, position)
    own = got.text.split("\n> ")[0]
    if expected == "decline":
        assert got.moves == ("decline 1",), (got.moves, own)
    elif expected == "pass":
        assert got.moves[:1] == ("pass",) and "decline 1" not in got.moves, (got.moves, own)
    elif expected == "buy":
        assert "buy" in got.moves, (got.moves, own)
    elif expected == "accept+buy":
        assert {"accept 1", "buy"} <= set(got.moves), (got.moves, own)
    elif expected in ("ask", "accept+ask"):
        assert got.moves == (("accept 1",) if expected == "accept+ask" else ()), (got.moves, own)
        assert "Prašná cesta" in own and ("nejmenuje" in own or "not called that" in own), own
    else:
        words = expected.removeprefix("accept+named:")
        assert got.moves == ("accept 1",), (got.moves, own)
        assert words in own.lower(), own
        assert not any("press_sent" in kind for kind in got.kinds), got.kinds


@pytest.mark.parametrize(("lang", "position", "reply", "expected"), MEMBERS)
def test_a_short_answer_is_read_by_its_meaning(tmp_path, lang: str, position: str,
                                               reply: str, expected: str) -> None:
    """The same words answer the same question in either language and case; a purchase of a
    thing that is not the field stood on is asked back; a no beside an accept is named."""
    _meets(tmp_path, lang, position, reply, expected)


@pytest.mark.parametrize(("lang", "position", "reply", "expected"), HELD_OUT)
def test_held_out_short_answers(tmp_path, lang: str, position: str, reply: str,
                                expected: str) -> None:
    """As test_a_short_answer_is_read_by_its_meaning, for the members kept aside."""
    _meets(tmp_path, lang, position, reply, expected)


def test_the_kind_that_fits_buys_and_names_the_field(tmp_path) -> None:
    """"Kupuju i ten bar." on the Bar Prašná cesta buys it: the kind is the field's own."""
    got = play(tmp_path, "westernpoly", "cs", "Kupuju i ten bar.", "field_sale_buying")
    assert got.moves[:1] == ("buy",)
    assert "Prašná cesta" in got.text.split("\n> ")[0]
