"""A short answer is not hidden by the words beside it (issue 42, rep40: an outside review's
four mails that played nothing, "the mail held no move").

Classes: (1) a filler or a reason clause beside a short answer: a greeting and "tak (já) to"
before "beru" ("Ahoj, tak to beru."), a field refused with its reason after it ("Chatrč ne, je
moc drahá."), a standing order in words with the player's reason after it ("Kupuj automaticky
všechno, mám málo času."); the reason never becomes a move of its own, a reason alone stays
talk, and a clause that bounds the order is no reason. (2) the offer's price refused with "not"
("Not for 1500, sorry.", "Not for $1,500, thanks."): a decline, as Czech "Za 1500 ne." is.
Czech with and without diacritics, English, through live games by mail (tests/mail/
reading_classes.play: the holder may buy Chatrč "U Hnědáka"; "field_sale": Ann offers the
holder her field for $1000; tests/test_mail_rep28: Petr offers $2500 for the writer's field).
HELD_OUT was kept aside and measured last: 6/10 before the fix, 9/10 after."""

from __future__ import annotations

import pytest

from functions.mail.commands import CommandKind, parse_commands
from tests.mail.reading_classes import play
from tests.test_mail_rep28 import counter

# (the line, its language, the position, the control it plays alike; "" for no move at all)
ANSWERED = [
    ("Ahoj, tak já to beru :)", "cs", "", "koupit"),
    ("Ahoj, tak to beru.", "cs", "", "koupit"),
    ("No tak jo, beru.", "cs", "", "koupit"),
    ("Jasně, to beru.", "cs", "", "koupit"),
    ("Chatrč ne, je moc drahá.", "cs", "", "nekupovat"),
    ("Chatrc ne, je moc draha.", "cs", "", "nekupovat"),
    ("Chatrč ne, nemám peníze.", "cs", "", "nekupovat"),
    ("Nechci, nemám peníze.", "cs", "", "nekupovat"),
    ("Pass, too pricey.", "en", "", "pass"),
    ("No thanks, can't afford it.", "en", "", "pass"),
    ("Skip it, I'm saving up.", "en", "", "pass"),
    ("Čau, tak to beru!", "cs", "field_sale", "přijímám 1"),
    ("Chatrč ne, je moc drahá.", "cs", "field_sale", "odmítám 1"),
    ("I'll pass, I'm short on cash.", "en", "field_sale", "decline 1"),
    # a reason alone is talk, never a move
    ("Je moc drahá.", "cs", "", ""),
    # ... but the price of the one offer open judged too dear by the one who would pay is
    # its no (test_mail_offer_polite: "Too expensive for me, Ann." had left it open)
    ("Too pricey, I'm saving up.", "en", "field_sale", "decline 1"),
]
HELD_OUT_ANSWERED = [
    ("Ahoj, tak jo, to beru.", "cs", "", "koupit"),
    ("Čau, tak ja to beru", "cs", "", "koupit"),
    ("Zdravím, tak to teda beru!", "cs", "", "koupit"),
    ("Chatrc ne, nemam na ni.", "cs", "", "nekupovat"),
    ("Chatrč ne, šetřím na Saloon.", "cs", "", "nekupovat"),
    ("Hi, so I'll take it.", "en", "", "buy"),
    ("Chatrč ne, to je hrozná díra.", "cs", "", "nekupovat"),
    ("Je moc drahá, fakt.", "cs", "", ""),
]
# (the reply to Petr's offer of $2500): the offer declined, nothing else offered
REFUSED_WITH_NOT = ["Not for 2500, sorry.", "Not at 2500.", "Not for $2,500, thanks.",
                    "Not for 2500 bucks."]
# (the second, kept as data after rep40, is read since rep43: the comma after "$2,500")
HELD_OUT_REFUSED_WITH_NOT = ["Not for 2500, too low.", "Not at $2,500, sorry Peter."]
# (the line, the standing order read; "" for none: the clause bounds the order)
ORDERS = [
    ("Odteď kupuj automaticky všechno, nebaví mě to odklikávat.", "auto buy always"),
    ("Kupuj automaticky všechno, mám málo času.", "auto buy always"),
    ("Auto-buy everything, I am too busy to click.", "auto buy always"),
    ("Kupuj automaticky všechno, kromě Chatrče.", ""),
    ("Kupuj automaticky všechno, Chatrč ne.", ""),
    ("Auto-buy everything, but not the mine.", ""),
]


def check_answered(line: str, lang: str, position: str, control: str, tmp_path) -> None:
    """The line plays what its control plays; with no control, nothing is played."""
    (tmp_path / "line").mkdir()
    got = play(tmp_path / "line", "westernpoly", lang, line, position)
    if not control:
        assert not got.moves, (got.action, got.moves)
        return
    (tmp_path / "control").mkdir()
    want = play(tmp_path / "control", "westernpoly", lang, control, position)
    assert want.moves
    assert (got.action, got.moves) == (want.action, want.moves), got.text


@pytest.mark.parametrize("line, lang, position, control", ANSWERED)
def test_a_filler_or_a_reason_beside_a_short_answer_keeps_it(line, lang, position, control,
                                                              tmp_path):
    check_answered(line, lang, position, control, tmp_path)


@pytest.mark.parametrize("line, lang, position, control", HELD_OUT_ANSWERED)
def test_held_out_a_filler_or_a_reason_beside_a_short_answer_keeps_it(
        line, lang, position, control, tmp_path):
    check_answered(line, lang, position, control, tmp_path)


@pytest.mark.parametrize("said", REFUSED_WITH_NOT + HELD_OUT_REFUSED_WITH_NOT)
def test_the_offers_price_refused_with_not_declines_it(said):
    moves, open_now, _ = counter("en", "offered", said)
    assert moves == ["decline 1"], moves
    assert open_now == [], open_now


@pytest.mark.parametrize("line, order", ORDERS)
def test_a_standing_order_with_its_reason_is_the_order(line, order):
    commands = parse_commands(line)
    standing = [c.argument for c in commands if c.kind is CommandKind.STANDING]
    assert standing == ([order] if order else []), commands
