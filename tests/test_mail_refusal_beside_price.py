"""A refusal beside the offer's own price is a no, never a yes (issue 42, review 22n: "Karle,
4200 za Poslední míli? To je dvojnásobek, to nedám." was played as "accept 2" and the writer
paid $4200).

Class: an answer to a trade offer that repeats or questions the offer's price and refuses it in
words ("nedám", "nezaplatím", "zapomeň", "to si nech", "no way", "I won't pay that", "you must
be joking"), in the same sentence or in one of its own. The price said back was taken for the
counter at that price, which is the offer itself (a yes), or the line was answered as holding
no move. Each member is played in a live game where Ann offers the holder her field for $1000
(tests/mail/reading_classes.play, "field_sale"). HELD_OUT was kept aside and measured last:
1/5 before the fix, 4/5 after (one kept as data: still no move, never a yes)."""

from __future__ import annotations

import pytest

from tests.mail.reading_classes import play

REFUSALS = [
    ("cs", "1000? To je moc, nedám."),
    ("cs", "Ann, 1000 za to? To je dvojnásobek, to nedám."),
    ("cs", "To je moc, nedám."),
    ("cs", "Za 1000? Zapomeň."),
    ("cs", "Za 1000? To si nech."),
    ("cs", "1000? Nezaplatím."),
    ("cs", "Za 1000 to nedám."),
    ("en", "1000? I won't pay that."),
    ("en", "1000 for that? You must be joking."),
    ("en", "Ann, 1000? That's way too much, I'll pass."),
    # the price asked back, then judged in a sentence of its own (main accepted the first two)
    ("cs", "Za 1000? Ne, to je moc."),
    ("cs", "Za 1 000 $? Ne, to je moc."),
    ("en", "For $1000? No, too much."),
    ("cs", "Tisíc? To je moc."),
    ("cs", "Moc."),
    # the offer's own price granted only as a question ("Jo 1000?"): no price refused before it
    ("cs", "Jo 1000? Ne ne, to je fakt moc."),
]
HELD_OUT = [
    ("cs", "Tolik? To ti nedám, Anno."),
    ("cs", "Za tisíc? Ne, to je moc."),
    ("cs", "1000 je dvojnásobek, to nezaplatím."),
    ("en", "A thousand? Too much for me, sorry."),
]
# the members whose line says more than the no ("to je moc", "you must be joking", "Tolik?"):
# since issue 42's newcomer reviews the line goes to Ann with the answer as a message to her
# only (tests/test_mail_offer_reasons.py), as a line calling her by name did before
REASONED = {"1000? To je moc, nedám.", "To je moc, nedám.", "1000 for that? You must be joking.",
            "Tolik? To ti nedám, Anno.", "Za tisíc? Ne, to je moc.",
            "1000 je dvojnásobek, to nezaplatím.", "A thousand? Too much for me, sorry.",
            "Za 1000? Ne, to je moc.", "Za 1 000 $? Ne, to je moc.", "For $1000? No, too much.",
            "Tisíc? To je moc.", "Jo 1000? Ne ne, to je fakt moc."}
# kept as data: still read as no move (answered with the board), never as a yes
HELD_OUT_UNREAD = [("en", "$1,000 is double what it's worth, no.")]
# doubt or a refusal beside the price that the game does not read as a no: never a yes either
NEVER_A_YES = [("cs", "Za 1000 bych to nevzal."), ("cs", "1000?! Zbláznila ses?"),
               ("cs", "Tisíc? Moc drahé."), ("en", "$1000?! Are you crazy?"),
               *HELD_OUT_UNREAD]


@pytest.mark.parametrize(("lang", "line"), REFUSALS + HELD_OUT)
def test_a_refusal_beside_the_offers_price_declines_it(tmp_path, lang: str, line: str) -> None:
    """The offer is declined, nothing else played, and the holder gets the read-back; words
    said to the offer's maker by name ("Ann, 1000 za to? …") go to her with the answer, and
    the read-back says so (issue 42, review 22n)."""
    got = play(tmp_path, "westernpoly", lang, line, "field_sale")
    told = "press_sent.move_read_back" if line.startswith("Ann,") or line in REASONED \
        else "move_read_back"
    assert (got.action, got.moves, got.kinds) == ("played", ("decline 1",), (told,))


@pytest.mark.parametrize(("lang", "line"), NEVER_A_YES)
def test_doubt_at_the_offers_price_is_never_a_yes(tmp_path, lang: str, line: str) -> None:
    """Whatever else it is, a line that doubts or refuses the price accepts nothing."""
    got = play(tmp_path, "westernpoly", lang, line, "field_sale")
    assert not any(move.startswith("accept") for move in got.moves)


def test_the_offers_price_granted_after_another_refused_is_still_a_yes(tmp_path) -> None:
    """A refusal of another price beside the offer's own granted keeps the yes ("Za 2000 ani
    omylem. Za 1000 klidně." to an offer of $1000)."""
    got = play(tmp_path, "westernpoly", "cs", "Za 2000 ani omylem. Za 1000 klidně.", "field_sale")
    assert got.moves and got.moves[0].startswith("accept 1")


# Ann offers $2500 for the holder's Modrá podkova ("field_offer"): the seller's side of the same
# shape, the price asked back and weighed too low
SELLERS = [("cs", "Za 2500? Ne, to je málo."), ("cs", "Za 2 500 $? Ne, to je na mě málo."),
           ("en", "For $2500? No, too cheap."), ("en", "$2,500? Too low, sorry."),
           ("cs", "2500? Málo.")]


@pytest.mark.parametrize(("lang", "line"), SELLERS)
def test_the_seller_weighing_the_offers_price_too_low_declines_it(tmp_path, lang: str,
                                                                   line: str) -> None:
    """The offer to buy the holder's field is declined, nothing sold, nothing else played."""
    got = play(tmp_path, "westernpoly", lang, line, "field_offer")
    assert (got.action, got.moves) == ("played", ("decline 1",))


@pytest.mark.parametrize("line", ["Díky moc.", "Za 1000 je to moc dobré, beru.",
                                  "Za 1000? Díky moc, beru."])
def test_moc_of_thanks_or_praise_refuses_nothing(tmp_path, line: str) -> None:
    """"moc" that thanks or praises ("díky moc", "moc dobré") is no "too much": never a no."""
    got = play(tmp_path, "westernpoly", "cs", line, "field_sale")
    assert "decline 1" not in got.moves
    assert got.moves[:1] == (("accept 1",) if "beru" in line else ())


# The offer's deal said back in its own shape ("1000 za tu chatrč?") and refused in a sentence
# of its own: main read the deal said back as the counter at the offer's price, a yes
SAID_BACK = [("cs", "1000 za tu chatrč? Ne, díky."), ("en", "$1000 for the shack? Nah."),
             ("en", "$1000 for the shack? Not a chance."), ("cs", "1000 za tu chatrč? To sotva.")]
# and granted: still the yes
GRANTED = [("cs", "1000 za tu chatrč beru."), ("cs", "Za 1000? Tak to beru."),
           ("en", "$1000 for the shack? Not a problem, deal."),
           ("cs", "Ne, počkej. Za 1000 ji beru!")]


@pytest.mark.parametrize(("lang", "line"), SAID_BACK + GRANTED)
def test_the_deal_said_back_is_taken_only_when_granted(tmp_path, lang: str, line: str) -> None:
    """A no in a sentence of its own declines the deal said back; a yes takes it."""
    got = play(tmp_path, "westernpoly", lang, line, "field_sale")
    assert got.moves == (("decline 1",) if (lang, line) in SAID_BACK else ("accept 1",))


def test_the_offers_price_said_back_beside_a_counter_is_the_counter(tmp_path) -> None:
    """"Za 1000? Ne. Dám 800." declines and counters at 800 (was read as no move: the price
    said back was taken for a second amount)."""
    got = play(tmp_path, "westernpoly", "cs", "Za 1000? Ne. Dám 800.", "field_sale")
    assert got.moves == ("decline 1", "offer Ann give $800 get 1")


# The offer's maker called with the no, while a purchase of the writer's waits too (outside
# cases oc17: "Too expensive for me, Bob." was read as no move, "Petře, to je na mě moc drahé,
# promiň." passed on as talk, the offer left open); uncalled, the no stays the purchase's
CALLED_NO = [("en", "Too expensive for me, Ann."), ("cs", "Anno, to je na mě moc drahé, promiň.")]


@pytest.mark.parametrize(("lang", "line"), CALLED_NO)
def test_a_no_calling_the_maker_declines_beside_a_purchase(tmp_path, lang: str, line: str) -> None:
    """Ann's offer declined, the purchase left waiting."""
    got = play(tmp_path, "westernpoly", lang, line, "field_sale_buying")
    assert got.moves == ("decline 1",)


def test_an_uncalled_no_beside_a_purchase_declines_no_offer(tmp_path) -> None:
    """"To je na mě moc drahé." may be the purchase's: the offer is not declined by it."""
    got = play(tmp_path, "westernpoly", "cs", "To je na mě moc drahé.", "field_sale_buying")
    assert "decline 1" not in got.moves
