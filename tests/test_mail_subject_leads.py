"""The subject names the most important thing for the reader (issue 42, review 14): a
resignation's confirmation leads its mail whatever talk rode along ("Tvoje zpráva — …" was
its subject when a ŘEKNI line came with VZDÁVÁM)."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID, open_table

from functions.service import PlayerSpec


@pytest.mark.parametrize(("lang", "body", "subject"), [
    ("cs", "VZDÁVÁM\nŘEKNI Díky všem, bylo to fajn", "Potvrď vzdání hry"),
    ("cs", "Vzdávám.\nŘEKNI Mějte se!", "Potvrď vzdání hry"),
    ("en", "RESIGN\nSAY Thanks all, I have to stop here", "Confirm"),
])
def test_the_confirmation_of_resigning_leads_the_subject(lang, body, subject):
    players = [PlayerSpec("Jana Nováková", ANN, lang), PlayerSpec("Eva Malá", BOB, lang),
               PlayerSpec("Petr Dvořák", CID, lang)]
    with open_table(players=players) as table:
        before = len(table.outbox.sent)
        table.reply(ANN, body)
        (mail,) = [m for m in table.outbox.sent[before:] if ANN in str(m["To"])]
    assert str(mail["Subject"]).startswith(subject), mail["Subject"]
