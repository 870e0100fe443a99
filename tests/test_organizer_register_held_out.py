"""Held-out members of the organizer's register class (org29; see test_organizer_register.py),
written apart and not tuned on: how Czech organizers (a troop leader, a class teacher, a club
chair, a friend who set up a game) write to the service, formally or familiarly, with and
without diacritics, and mails that say neither (which keep the register last said). Each
mail is answered in its register, and the next mail of the game (a player who resigned)
speaks it too."""

from __future__ import annotations

import tempfile

import pytest
from test_organizer_register import Club, _register

# (what the organizer wrote before, or None; the mail; the register every mail after it speaks)
MEMBERS = [
    (None, "Dobrý den,\nv pátek odjíždíme s oddílem na soustředění, prosím o pozastavení hry "
           "do neděle.\nDěkuji a přeji hezký den\nVedoucí oddílu Lucie Pokorná", "formal"),
    (None, "Vazeny spravce, nevim si rady, jak vymenit hrace, ktery odjel. Poradite mi? "
           "Dekuji, Jiri Cerny", "formal"),
    (None, "Prosím, mohli byste mi sdělit, kolik kol ještě zbývá? Předem děkuji.\n"
           "M. Procházková, ZŠ Na Výsluní", "formal"),
    ("Ahoj, kdo vede?", "Dobré ráno, jak si stojí žáci 7.B? Děkuji Vám. Třídní učitelka",
     "formal"),
    (None, "Zdravím Vás, kdo z dětí ještě neodehrál? S pozdravem, Pavel", "formal"),
    ("Dobrý den, jak stojí hra?", "Čauky, kdo tam teď vede? Jirka", "familiar"),
    (None, "Ahoj, hele ten Tom asi odjel, můžeš ho vyhodit? dík", "familiar"),
    ("Dobry den, kdy to skonci?", "nazdar, jak to stojí? napiš", "familiar"),
    (None, "Zdravím, potřebuju vědět, kdo je na tahu, víš to?", "familiar"),
    ("Dobrý den, prosím o pořadí.", "cus, diky za zalozeni, kdy to zacne?", "familiar"),
    ("Dobrý den, mohl byste mi poslat výsledky?", "Kdo vyhrál?", "formal"),
    ("Ahoj, jak to jde?", "Jak dlouho to ještě potrvá?", "familiar"),
]


@pytest.mark.parametrize("before, mail, expected", MEMBERS)
def test_every_mail_after_an_organizers_mail_speaks_its_register(before, mail, expected):
    with tempfile.TemporaryDirectory() as tmp:
        club = Club(tmp)
        try:
            game = club.new("goofspiel", start=True)
            if before is not None:
                club.write(before, game)
            (answer,) = club.write(mail, game)
            start = len(club.outbox.sent)
            club.service.resign(game, "eva@example.org")
            club.postman.deliver_pending()
            assert [_register(answer), *(r for _, r in club.kinds_since(start))] == \
                [expected, expected]
        finally:
            club.store.close()
