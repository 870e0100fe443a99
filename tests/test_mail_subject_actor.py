"""By mail: a subject that names who did something names its actor, never its reader (issue
42: Anna's counter-offer reached Bohuslav as "Bohuslav Král ti nabídl obchod"). Offers,
counter-offers, declines and an acceptance between two players of a 4-seat WesternPoly, in
Czech and English; render-level members: tests/test_render_letters.py."""

from __future__ import annotations

import pytest
from test_mailroom_incoming import Table, reply

from functions.service import PlayerSpec

PEOPLE = [("Anna Malá", "anna@example.org"), ("Bohuslav Král", "bob@example.org"),
          ("Cyril Novák", "cyril@example.org"), ("Dana Veselá", "dana@example.org")]
ANNA, BOB = "anna@example.org", "bob@example.org"
EXCHANGE = [(BOB, "offer Anna Malá give $100 get nothing"),
            (ANNA, "DECLINE 1\noffer Bohuslav Král give $50 get nothing"),
            (BOB, "DECLINE 2\noffer Anna Malá give $70 get nothing"),
            (ANNA, "ACCEPT 3")]
OFFERS = {"cs": "{name} ti nabídl", "en": "{name} offers you"}


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_offers_and_counters_by_mail_name_their_maker(sqlite_store, clock, fake_secrets, lang):
    table = Table(sqlite_store, clock, fake_secrets)
    table.service.create("westernpoly", [PlayerSpec(n, a, lang) for n, a in PEOPLE],
                         "org@example.org", options={"lang": lang}, start=True)
    table.deliver()
    subjects: list[tuple[str, str]] = []
    for writer, text in EXCHANGE:
        table.receive(reply(table.last(writer), text))
        subjects += [(m["To"].addresses[0].addr_spec, str(m["Subject"])) for m in table.deliver()]
        clock.advance(minutes=1)
    names = dict((a, n) for n, a in PEOPLE)
    assert not [s for to, s in subjects if s.startswith(names[to])], subjects
    assert sum(s.startswith(OFFERS[lang].format(name=names[ANNA]))
               for to, s in subjects if to == BOB) == 1, subjects  # Anna's counter
    assert sum(s.startswith(OFFERS[lang].format(name=names[BOB]))
               for to, s in subjects if to == ANNA) == 2, subjects
