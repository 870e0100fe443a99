"""Another player's act that plays or changes a waiting turn (issue 42): a trade accepted that
leaves the player on turn short of the price passes the purchase for them; their mail says so
with the new menu under a subject that says the options changed, and a reply to the older turn
mail is answered with the new menu, not only "already played"."""

from __future__ import annotations

import re

from mail_table import ANN, BOB, CID, first_choice, open_table

from bench.mail_follow import text_of
from functions.service import PlayerSpec


def _menu(text: str) -> list[str]:
    return re.findall(r"^\s*\d+\. .+$", text, re.MULTILINE)


def _to(table, address, since):
    return [m for m in table.outbox.sent[since:] if str(m["To"]).endswith(f"<{address}>")]


def _buying(table):
    """Play first options until Ann waits to buy a free field; her turn mail."""
    for _ in range(400):
        record = table.record()
        seat = record.seat(record.to_move)
        view = table.service.view(table.game.id)
        texts = [m.text for m in view.rules.choices(view.state, seat.player)]
        if seat.email == ANN and any(t == "buy" for t in texts):
            return table.newest(ANN)
        first_choice(table)
        table.deliver()
    raise AssertionError("Ann never waited to buy")


def _short_by_a_gift(table, seller=BOB, seller_word="bob", accept="accept"):
    """Ann offers `seller` all her cash but $1, they accept: she can no longer pay the price."""
    view = table.service.view(table.game.id)
    ann = table.record().seat_of(ANN).player
    cash = next(p["cash"] for p in view.rules.view(view.state, None)["players"]
                if p["id"] == ann)
    assert table.reply(ANN, f"offer {seller_word} give ${cash - 1} get nothing").action == "played"
    number = max(o.id for o in table.offers())
    since = len(table.outbox.sent)
    assert table.reply(seller, f"{accept} {number}").action == "played"
    return since


def test_a_gift_that_leaves_the_buyer_short_is_told_in_the_trade_mail_and_ends_her_turn():
    with open_table() as table:
        _buying(table)
        since = _short_by_a_gift(table)
        ann, bob, cid = (_to(table, who, since) for who in (ANN, BOB, CID))
        assert len(ann) == 1 and "accepted the trade" in str(ann[0]["Subject"])
        assert "You can no longer pay for" in text_of(ann[0])
        assert len(bob) == 1 and str(bob[0]["Subject"]).startswith("Your move")
        assert not any("no longer pay" in text_of(m) for m in cid)


def test_in_czech_the_gift_mail_says_the_purchase_passed_in_czech():
    players = [PlayerSpec("Jana Malá", ANN, "cs"), PlayerSpec("Tomáš Hora", BOB, "cs"),
               PlayerSpec("Cid Roe", CID, "en")]
    with open_table(players=players) as table:
        _buying(table)
        since = _short_by_a_gift(table, seller_word="Tomáš", accept="přijímám")
        (jana,) = _to(table, ANN, since)
        assert "už nemáš dost peněz na" in text_of(jana).lower()
        assert "takže nekupuješ" in text_of(jana)


def test_a_reply_to_the_older_turn_mail_is_told_what_was_played_for_her():
    with open_table() as table:
        turn = _buying(table)
        _short_by_a_gift(table)
        since, played = len(table.outbox.sent), table.log(ANN)
        assert table.reply(ANN, "1", to=turn).action == "answered"
        assert table.log(ANN) == played
        (answer,) = _to(table, ANN, since)
        text = text_of(answer)
        assert "another player's move changed your turn" in text
        assert "You can no longer pay for" in text and "nothing was played" in text
        assert "already been played" not in text


def test_a_reply_to_an_old_mail_of_a_turn_she_played_herself_is_told_so_as_before():
    with open_table() as table:
        turn = _buying(table)
        assert table.reply(ANN, "2", to=turn).action == "played"
        since = len(table.outbox.sent)
        table.reply(ANN, "1", to=turn)
        (answer,) = _to(table, ANN, since)
        assert "changed your turn" not in text_of(answer)
