"""A stale line never sinks the rest of the reply (rep13b, a newcomer's WesternPoly games): the
parts that stay good (offers, talk, settings) are played when another line of the mail is a
move of a turn gone by; "koupím od tebe X" above the offer that makes it is its announcement."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID, open_table

from functions.service import PlayerSpec

CZECH = [PlayerSpec("Lucie Malá", ANN, "cs"), PlayerSpec("Petr Novák", BOB, "cs"),
         PlayerSpec("Cyril Roh", CID, "cs")]
# (body to Ann's turn mail after she moved by another mail, what must land, language); the
# moves of the turn gone by are named as skipped, a sentence's words (an announcement) are not
STALE_REST_LANDS = [
    ("koupit\nnabídka Petrovi dávám 100 $ za nic", "offer", "cs"),
    ("Petře, koupím od tebe Chatrč U Hnědáka.\nnabídka Petrovi dávám 2000 $ za nic", "offer",
     "cs"),
    ("buy\noffer Bob Day give $100 get nothing", "offer", "en"),
    ("Bob, I'll buy the shack from you.\noffer Bob Day give $2000 get nothing", "offer", "en"),
    ("hodit\nnabídka Cyrilovi dávám 50 $ za nic", "offer", "cs"),
    ("koupit\nŘEKNI Petr: ahoj", "say", "cs"),
    ("buy\nCONFIRM OFF", "setting", "en"),
]


@pytest.mark.parametrize("body,lands,lang", STALE_REST_LANDS)
def test_the_good_lines_of_a_reply_land_beside_a_stale_move(body, lands, lang):
    with open_table(**({"players": CZECH} if lang == "cs" else {})) as table:
        old = table.newest(ANN)
        assert table.reply(ANN, "nekupovat" if lang == "cs" else "do not buy").action == "played"
        moves = len(table.log(ANN))
        outcome = table.reply(ANN, body, to=old)
        assert outcome.action != "refused", outcome
        assert not any(t.startswith(("buy", "roll")) for t in table.log(ANN)[moves:])
        if lands == "offer":
            assert [o.proposer for o in table.offers()] == [0]
        elif lands == "say":  # the message went to Petr (it rides in his next mail)
            assert "Petru Novákovi" in str(outcome) and "ahoj" in str(outcome)
        else:
            assert table.record().seat_of(ANN).readbacks is False


def test_an_announcement_to_buy_from_a_player_alone_says_how_to_offer(tmp_path):
    from tests.mail.reading_classes import play
    got = play(tmp_path, "westernpoly", "cs", "Koupím od Ann Chatrč U Hnědáka.")
    assert (got.action, got.moves) == ("refused", ())
    # the request names what it wants and from whom, not the price: asked back with an offer
    # the player can copy (rep26)
    assert "za kolik?" in got.text and "dám ti za Chatrč U Hnědáka" in got.text
