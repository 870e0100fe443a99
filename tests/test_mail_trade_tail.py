"""The last misreadings of trade replies (issue 42): every part of a reply about a trade is
played, refused with a reason, or asked back as the person meant it.

Class: a reply about a trade (an answer to an open offer, a new offer, a gift, beside a move)
whose parts were not each played, refused with a reason, or asked back as meant:
- a pass of the turn's purchase beside the accept of an open offer, on turn: the pass was
  lost ("I'll pass. Ann, thanks a lot, I accept your offer."), or the no before it declined
  the offer the line accepts ("No, I won't buy this one. Ann, I accept");
- the same while another player is on turn: the accept played, the pass not, and the words
  that are only the pass and the accept were sent to Ann as talk ("To Ann only: …");
- two makers called in one line, each answered in a sentence of their own ("Ann, beru. Bobe,
  Modrou podkovu si nechám."): Bob's name borrowed Ann's yes and his offer was asked back;
  "Bob, I'm keeping it. Ann, deal!" lost Bob's no and went to Ann as talk;
- a gift of money said with the one it is for after the sum ("Here's $200 for Bob as a
  gift."): unread;
- the field names an English player sees ("Lodging house Modrá podkova", with or without
  "the", the diacritics or the type): read; a translation they never see ("the Blue
  Horseshoe"): asked back, never guessed;
- a price for another field than the offer's, in a reply to a sale ("I'd pay $4,500 for the
  range." to Ann's Shack): quoted back as a counter for the Shack; it is an offer for that
  field (refused: not Ann's);
- money given to the maker of an open offer for a field with no gift word ("Dám ti 800." to
  Ann's $2500 for the writer's Modrá podkova): played as a gift of $800; asked back (the
  counter it may mean quoted). To an offer of money alone it stays the gift it says ("Dám ti
  650 $": tests/mail/reading_classes.py, class "pronoun").

Members were written for this module as players write them, Czech with and without
diacritics and English, with greetings, quotes (play puts the reply above the quoted mail)
and signatures, each played in a live game (tests/mail/reading_classes.play). The HELD_OUT_*
lists were kept aside and measured last: main 8/12, this branch 9/12 (see their comment)."""

from __future__ import annotations

import pytest

from tests.mail.reading_classes import play

# "offered_turn": the holder is on turn at a purchase; Ann offered them $500 (offer 1)
PASS_AND_ACCEPT = [
    ("en", "I'll pass. Ann, thanks a lot, I accept your offer."),
    ("cs", "Nekupuju. Ann, díky, přijímám tvoji nabídku."),
    ("en", "Hi,\n\nNo, I won't buy this one. Ann: I accept, thanks!\n\nJames"),
    ("cs", "Ahoj,\nnekupuju. Anno, diky, beru.\nJakub"),
    ("en", "Pass on the purchase. Ann, thanks a lot, I accept your offer."),
    ("en", "Not buying. Ann - accepted, cheers."),
    ("cs", "Nekoupím. Ann, přijímám, díky.\n\nS pozdravem\nJakub"),
]
# "offered": another player is on turn; Ann offered the holder $500 (offer 1)
PASS_NOT_ON_TURN = [
    ("en", "Pass. Ann, thanks, I accept."),
    ("cs", "Nekupuju. Ann, díky, přijímám."),
    ("cs", "Pas. Anno, diky, beru to."),
    ("en", "Hi Ann,\n\nI'll pass. I accept your offer, thanks!\n\nJames"),
]
# "field_trades": Ann offers her Shack for $1000 (offer 1), Bob $2500 for the holder's Modrá
# podkova (offer 2); each called by name and answered in a sentence of their own
TWO_MAKERS = [
    ("cs", "Ann, beru. Bobe, Modrou podkovu si nechám."),
    ("cs", "Anno, platí. Bobe, Modrou podkovu si nechávám, díky."),
    ("cs", "Anno, beru to. Bobe, ne, dik."),
    ("en", "Ann, deal. Bob, I'll keep the Modrá podkova, thanks."),
    ("en", "Bob, I'm keeping it. Ann, deal!"),
    ("cs", "Bobe, nechám si ji. Ann, beru."),
]
# "owner": no offer open; a gift of $200 to Bob
GIFTS = [
    ("en", "Here's $200 for Bob as a gift."),
    ("en", "$200 for Bob as a gift."),
    ("cs", "Tady je 200 $ pro Boba jako dárek."),
    ("cs", "Bobovi dávám 200 jako dar."),
    ("en", "Gift for Bob: $200."),
    ("cs", "Pro Boba 200 jako dárek."),
    # "also" / "taky" beside the gift (review 54: "Petře, posílám ti taky 100 dolarů jako dar."
    # was a private message to Petr)
    ("cs", "Bobe, posílám ti taky 200 dolarů jako dar."),
    ("cs", "Bobe, taky ti posílám 200 dolarů jako dárek."),
    ("en", "Bob, I am also sending you $200 as a gift."),
]
# the names an English player sees of field 8: (position, reply, the moves)
SEEN_NAMES = [
    ("field_offer", "I won't sell the Modrá podkova.", ("decline 1",)),
    ("field_offer", "No, the Lodging house Modrá podkova stays with me.", ("decline 1",)),
    ("owner", "Offer Bob the Modra podkova for $3000.", ("offer Bob give 8 get $3000",)),
    ("field_offer", "Sorry Ann, I'm keeping the Modrá podkova.", ("decline 1",)),
]
UNSEEN_NAMES = [("owner", "Offer Bob the Blue Horseshoe for $3000.")]
# "field_sale": Ann offers the holder her Shack U Hnědáka for $1000; a price for a Shooting
# range (Kurz střelby), which nobody holds
OTHER_FIELD = [
    ("en", "I'd pay $4,500 for the range."),
    ("en", "Hi Ann, I'd pay $4,500 for the Shooting range."),
    ("cs", "Za Kurz střelby bych dal 4500."),
    ("cs", "Za střelnici bych dal 4500."),
    ("en", "I'd rather pay $4,500 for a range."),
]
# "field_offer": Ann offers $2500 for the holder's Modrá podkova; the holder "gives" money
SELLER_GIVES = [
    ("cs", "Dám ti 800."),
    ("cs", "Dam ti 800"),
    ("cs", "Ann, dám ti 800."),
    ("en", "I'll give you 800."),
]


@pytest.mark.parametrize(("lang", "reply"), PASS_AND_ACCEPT)
def test_a_pass_beside_an_accept_plays_both(tmp_path, lang: str, reply: str) -> None:
    """On turn at a purchase, the pass and the accept are both played, as on lines of their
    own, and nothing of them is sent to Ann as talk."""
    got = play(tmp_path, "westernpoly", lang, reply, "offered_turn")
    assert (got.action, got.moves, got.kinds) == (
        "played", ("pass", "accept 1", "done"), ("move_read_back",))


@pytest.mark.parametrize(("lang", "reply"), PASS_NOT_ON_TURN)
def test_a_pass_out_of_turn_beside_an_accept_is_no_talk(tmp_path, lang: str, reply: str) -> None:
    """Off turn, the accept is played, the pass is not but is named as skipped with its
    reason (trade56: it was dropped unnamed), and the words that are only the pass and the
    accept are not echoed to Ann as a message."""
    got = play(tmp_path, "westernpoly", lang, reply, "offered")
    assert (got.action, got.moves) == ("played", ("accept 1",))
    assert not any("press_sent" in kind for kind in got.kinds), got.kinds
    own = got.text.split("\n> ")[0]
    assert ("přeskočeno" if lang == "cs" else "skipped") in own.lower(), own


@pytest.mark.parametrize(("lang", "reply"), TWO_MAKERS)
def test_each_maker_called_gets_their_own_answer(tmp_path, lang: str, reply: str) -> None:
    """Ann's yes and Bob's no, each after their name, are both played; neither borrows the
    other's answer, and nothing of them is sent as talk."""
    got = play(tmp_path, "westernpoly", lang, reply, "field_trades")
    assert (got.action, sorted(got.moves), got.kinds) == (
        "played", ["accept 1", "decline 2"], ("move_read_back",))


@pytest.mark.parametrize(("lang", "reply"), GIFTS)
def test_a_gift_with_the_one_it_is_for_after_the_sum(tmp_path, lang: str, reply: str) -> None:
    """A sum called a gift, for the one player named, is offered to them for nothing."""
    got = play(tmp_path, "westernpoly", lang, reply, "owner")
    assert (got.action, got.moves) == ("played", ("offer Bob give $200 get nothing",))


def test_money_for_a_player_without_a_gift_word_is_no_gift(tmp_path) -> None:
    """The sum and the player alone ("Here's $200 for Bob.") move no money."""
    got = play(tmp_path, "westernpoly", "en", "Here's $200 for Bob.", "owner")
    assert got.moves == ()


@pytest.mark.parametrize(("position", "reply", "moves"), SEEN_NAMES)
def test_the_names_an_english_player_sees_are_read(tmp_path, position: str, reply: str,
                                                   moves: tuple[str, ...]) -> None:
    """The field's name as the English mails print it, with "the", without the diacritics
    or the type, is that field."""
    got = play(tmp_path, "westernpoly", "en", reply, position)
    assert (got.action, got.moves) == ("played", moves)


@pytest.mark.parametrize(("position", "reply"), UNSEEN_NAMES)
def test_a_name_the_player_never_saw_is_asked_back(tmp_path, position: str, reply: str) -> None:
    """A translation no mail printed is refused with the name quoted and the name the mails
    print of the writer's field offered instead, nothing played."""
    got = play(tmp_path, "westernpoly", "en", reply, position)
    assert (got.action, got.moves) == ("refused", ())
    own = got.text.split("\n> ")[0]
    assert "blue horseshoe" in own.casefold() and "Lodging house Modrá podkova" in own


@pytest.mark.parametrize(("lang", "reply"), OTHER_FIELD)
def test_a_price_for_another_field_is_no_counter(tmp_path, lang: str, reply: str) -> None:
    """A price for a field the sale does not hold is an offer for that field (refused: it is
    not Ann's), never quoted back as a counter for her Shack."""
    got = play(tmp_path, "westernpoly", lang, reply, "field_sale")
    assert (got.action, got.moves) == ("refused", ())
    own = got.text.split("\n> ")[0]
    assert ("Shooting range" if lang == "en" else "Kurz střelby") in own
    assert "U Hnědáka" not in own


@pytest.mark.parametrize(("lang", "reply"), SELLER_GIVES)
def test_money_given_by_the_seller_is_asked_back(tmp_path, lang: str, reply: str) -> None:
    """To an offer for the writer's field, "I give you N" moves no money: it is asked back,
    the counter it may mean quoted (or the price it lacks asked)."""
    got = play(tmp_path, "westernpoly", lang, reply, "field_offer")
    assert (got.action, got.moves) == ("refused", ())


@pytest.mark.parametrize(("position", "lang", "reply"), [
    ("field_offer", "cs", "Ann, posílám ti 800 $ jako dárek."),
    ("field_offer", "en", "Ann, I'll send you $800 as a gift."),
    ("offered", "cs", "Dám ti 800."), ("offered", "en", "I give you $800 for nothing.")])
def test_a_gift_said_so_to_the_maker_of_an_offer_is_played(tmp_path, position: str, lang: str,
                                                            reply: str) -> None:
    """With the gift said in words, or to the maker of an offer of money alone, the money is
    given and the offer left open."""
    got = play(tmp_path, "westernpoly", lang, reply, position)
    assert got.moves == ("offer Ann give $800 get nothing",)


# Kept aside and measured last (tests/test_mail_trade_tail's expectations written before):
# main 8/12, this branch 9/12 — "Pass on the field. Ann, I accept your offer" bought the field
# (on main too: "field" beside "offer" and "accept" read as taking both), "No buying for me.
# Ann, I accept" off turn went to Ann as talk, and "… S pozdravem Jakub" sent the signature to
# Ann as talk (a regression of the branch: the pass sentence was no longer counted among the
# answer's words, so the signature became words of their own). Those three were fixed after
# the measurement, so they are held out no longer: 12/12.
HELD_OUT_ON_TURN = [
    ("en", "Pass on the field. Ann, I accept your offer, thank you.\n\nBest regards,\nJames"),
    ("cs", "Dobrý den, tentokrát nekoupím. Anno, Vaši nabídku přijímám. S pozdravem Jakub"),
]
HELD_OUT_OFF_TURN = [
    ("en", "No buying for me. Ann, I accept, thanks a lot."),
    ("cs", "Ahoj Anno,\nnekupuji. Tvou nabídku přijímám, děkuji.\nJakub"),
]
HELD_OUT_GIFTS = [("en", "Here's $200 for Bob, as a present."),
                  ("cs", "Posilam 200 dolaru pro Boba jako darek.")]
HELD_OUT_NAMES = [
    ("field_offer", "Thanks Ann, but no — I won't sell the Lodging house Modra podkova.",
     ("decline 1",)),
    ("owner", "Offer the Modrá podkova to Bob for $3,000.", ("offer Bob give 8 get $3000",)),
]
HELD_OUT_OTHER_FIELD = [("en", "Ann, I'd give you $4,500 for the range instead."),
                        ("cs", "Za kurz strelby bych ti dal 4500.")]
HELD_OUT_SELLER = [("cs", "Anno, dám ti 1500."), ("en", "Ann, I give you $1500.")]


@pytest.mark.parametrize(("lang", "reply"), HELD_OUT_ON_TURN)
def test_held_out_pass_beside_an_accept(tmp_path, lang: str, reply: str) -> None:
    """As test_a_pass_beside_an_accept_plays_both, for the members kept aside."""
    got = play(tmp_path, "westernpoly", lang, reply, "offered_turn")
    assert (got.action, got.moves, got.kinds) == (
        "played", ("pass", "accept 1", "done"), ("move_read_back",))


@pytest.mark.parametrize(("lang", "reply"), HELD_OUT_OFF_TURN)
def test_held_out_pass_out_of_turn(tmp_path, lang: str, reply: str) -> None:
    """As test_a_pass_out_of_turn_beside_an_accept_is_no_talk, for the members kept aside."""
    got = play(tmp_path, "westernpoly", lang, reply, "offered")
    assert (got.action, got.moves) == ("played", ("accept 1",))
    assert not any("press_sent" in kind for kind in got.kinds), got.kinds


@pytest.mark.parametrize(("lang", "reply"), HELD_OUT_GIFTS)
def test_held_out_gifts(tmp_path, lang: str, reply: str) -> None:
    """As test_a_gift_with_the_one_it_is_for_after_the_sum, for the members kept aside."""
    got = play(tmp_path, "westernpoly", lang, reply, "owner")
    assert got.moves == ("offer Bob give $200 get nothing",)


@pytest.mark.parametrize(("position", "reply", "moves"), HELD_OUT_NAMES)
def test_held_out_names(tmp_path, position: str, reply: str, moves: tuple[str, ...]) -> None:
    """As test_the_names_an_english_player_sees_are_read, for the members kept aside."""
    got = play(tmp_path, "westernpoly", "en", reply, position)
    assert got.moves == moves


@pytest.mark.parametrize(("lang", "reply"), HELD_OUT_OTHER_FIELD)
def test_held_out_price_for_another_field(tmp_path, lang: str, reply: str) -> None:
    """As test_a_price_for_another_field_is_no_counter, for the members kept aside."""
    got = play(tmp_path, "westernpoly", lang, reply, "field_sale")
    own = got.text.split("\n> ")[0]
    assert (got.action, got.moves) == ("refused", ())
    assert ("Shooting range" if lang == "en" else "Kurz střelby") in own
    assert "U Hnědáka" not in own


@pytest.mark.parametrize(("lang", "reply"), HELD_OUT_SELLER)
def test_held_out_seller_gives(tmp_path, lang: str, reply: str) -> None:
    """As test_money_given_by_the_seller_is_asked_back, for the members kept aside."""
    got = play(tmp_path, "westernpoly", lang, reply, "field_offer")
    assert (got.action, got.moves) == ("refused", ())


@pytest.mark.parametrize(("lang", "reply"), [
    ("en", "Buy!!\nBob, what about $9,000 for your Shack? I know, I know."),
    ("en", "Buy!!\nBob, what about $9,000 for Winchester? I know, but I want the whole shop."),
    ("cs", "Koupit!\nBobe, co takhle 9000 za tvůj Saloon? Já vím, já vím."),
])
def test_a_deal_asked_beside_a_move_is_never_passed_over(tmp_path, lang: str, reply: str) -> None:
    """A question that names a player, a field and a sum beside the purchase (review 54: "Tom,
    what about $9,000 for Winchester? I know, I know, but …" vanished without a word): the
    purchase is played and the deal's line is named in the answer, quoted."""
    got = play(tmp_path, "westernpoly", lang, reply, "")
    assert got.moves[:1] == ("buy",)
    asked = reply.split("\n")[1]
    assert asked.split("?")[0] in got.text.split("\n> ")[0], got.text
