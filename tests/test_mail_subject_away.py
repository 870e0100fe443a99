"""A refusal's subject says why when writing again will not help yet (issue 42, review 14:
an offer to a player a bot plays for was titled "Nepřijato, napiš prosím znovu")."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID, open_table
from test_mail_absent import _mails, _play

from functions.service import PlayerSpec


@pytest.mark.parametrize(("lang", "offer", "subject"), [
    ("cs", "nabídka Bob Day dám 100 $ dostanu nic", "Nabídka neodeslána: Bob Day teď nehraje"),
    ("en", "offer bob give $100 get nothing", "Offer not sent: Bob Day is away"),
])
def test_an_offer_to_an_absent_player_says_why_in_its_subject(lang, offer, subject):
    players = [PlayerSpec("Ann Lee", ANN, lang), PlayerSpec("Bob Day", BOB, lang),
               PlayerSpec("Cid Roe", CID, lang)]
    with open_table(players=players) as table:
        while table.record().seat_of(BOB).missed_turns < 2:
            _play(table, 1)
        since = len(table.outbox.sent)
        assert table.reply(ANN, offer).action == "refused"
        (mail,) = _mails(table, ANN, since)
    assert str(mail["Subject"]).startswith(subject), mail["Subject"]
    assert "napiš prosím znovu" not in str(mail["Subject"])
    assert "please write again" not in str(mail["Subject"])
