"""A decision the service closes for a player because it can no longer be made is told to that
player in that write's mail (issue 42, class "no turn ends without saying why"): a WesternPoly
player choosing stars whose cash a trade takes away (their gift accepted, or their own
acceptance of a trade that costs them money) reads that no star is affordable any more and
that the turn ended; no one else reads it as theirs. Played by mail, both languages."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID, first_choice, open_table

from bench.mail_follow import text_of
from functions.service import PlayerSpec

SAID = {"en": "You can no longer afford a star on", "cs": "ti už nezbývá, takže tah skončil"}
WORDS = {"en": {"offer": "offer", "give": "give", "get": "get", "nothing": "nothing",
                "accept": "accept"},
         "cs": {"offer": "nabídka", "give": "dám", "get": "chci", "nothing": "nic",
                "accept": "přijímám"}}
NAMES = {"en": ["Ann Lee", "Bob Day", "Cid Roe"], "cs": ["Jana Malá", "Tomáš Hora", "Karel Novák"]}


def _choosing_stars(table) -> None:
    """Play first options until Ann chooses stars on her own complete chain."""
    for _ in range(600):
        record = table.record()
        seat = record.seat(record.to_move)
        view = table.service.view(table.game.id)
        if seat.email == ANN and any(m.text.startswith("stars")
                                     for m in view.rules.choices(view.state, seat.player)):
            return
        first_choice(table)
        table.deliver()
    raise AssertionError("Ann never chose stars")


def _cash(table, address: str) -> int:
    view = table.service.view(table.game.id)
    player = table.record().seat_of(address).player
    return next(p["cash"] for p in view.rules.view(view.state, None)["players"]
                if p["id"] == player)


def closed_by_a_trade(lang: str, partner: str, ann_accepts: bool) -> dict[str, list[str]]:
    """Ann chooses stars; a trade with `partner` takes all her cash but $1 (she gives it and
    they accept, or they ask it and she accepts): the texts each person gets in that write."""
    players = [PlayerSpec(name, address, lang)
               for name, address in zip(NAMES[lang], (ANN, BOB, CID), strict=True)]
    words = WORDS[lang]
    with open_table(players=players) as table:
        _choosing_stars(table)
        record = table.record()
        amount = _cash(table, ANN) - 1
        if ann_accepts:
            named = record.seat_of(ANN).name.split()[0]
            offer = f"{words['offer']} {named} {words['give']} {words['nothing']} " \
                    f"{words['get']} ${amount}"
            maker, taker = partner, ANN
        else:
            named = record.seat_of(partner).name.split()[0]
            offer = f"{words['offer']} {named} {words['give']} ${amount} " \
                    f"{words['get']} {words['nothing']}"
            maker, taker = ANN, partner
        assert table.reply(maker, offer).action == "played"
        number = max(o.id for o in table.offers())
        since = len(table.outbox.sent)
        assert table.reply(taker, f"{words['accept']} {number}").action == "played"
        assert _cash(table, ANN) < amount  # the trade went through
        got: dict[str, list[str]] = {}
        for mail in table.outbox.sent[since:]:
            got.setdefault(mail["To"].addresses[0].addr_spec, []).append(text_of(mail))
        return got


@pytest.mark.parametrize(("lang", "partner", "ann_accepts"), [
    ("en", BOB, False), ("cs", BOB, True), ("cs", CID, False)])
def test_stars_a_trade_leaves_unaffordable_end_the_turn_and_the_mail_says_why(
        lang, partner, ann_accepts):
    got = closed_by_a_trade(lang, partner, ann_accepts)
    (ann,) = got[ANN]  # one mail: the trade's news, the turn ended, and whatever came after
    assert SAID[lang] in ann
    others = [text for who, texts in got.items() if who != ANN for text in texts]
    assert not any(SAID[lang] in text for text in others)
