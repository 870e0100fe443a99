"""Issue 42, re-check 27: trade offers said in everyday Czech that were dropped. The class: an
offer or a request to trade, said as Czech asks ("neprodala bys mi …? Dal bych ti za ni …"),
orders ("prodej mi … za …"), takes ("… bych od tebe bral za …"), lets go ("pustím ti ji
za …"), repeats ("ještě jednou: za … ti dám …") or caps it ("…, víc nemám"), with and without
diacritics, is read as the offer it is, never dropped; a field whose name starts as a golden
star does ("Zlatý důl si kupuju") names the field. A third of the members is held out in
test_rep27_held_out.py."""

from __future__ import annotations

import pytest

import rules
from rules.westernpoly.moves import BUY, PASS
from rules.westernpoly.state import ACT
from tests.test_mail_rep24 import acts_after, offers_after
from tests.test_mail_rep26 import answer_to_request

GOLD_MINE = 26  # Saloon Zlatý důl


def move_on_the_gold_mine(said: str) -> object:
    """The move a player standing on the free Saloon Zlatý důl makes by writing `said`."""
    game = rules.get("westernpoly")
    state = game.new_game(["Jakub", "Ann"], {"lang": "cs"})
    state = state._replace(phase=ACT, landed=GOLD_MINE, buy_pending=True, pos=(GOLD_MINE, 0))
    return game.parse(state, "Jakub", said)


@pytest.mark.parametrize("said, money", [
    ('Lucko, neprodala bys mi tu svoji FIELD? Dal bych ti za ni 1800,-', 1800),
    ('Lucie, ještě jednou: za tvoji FIELD ti dám 1800 dolarů.', 1800),
    ('Ahoj Lucko, za tvůj FIELD ti dám 3 500 dolarů, víc nemám.', 3500),
    ('Lucie, prodej mi FIELD za 1 500 Kč', 1500),
    ('Lucie, FIELD bych od tebe bral za 2.500,- $', 2500),
    ('Luci, neprodal bys mi FIELDND? Dal bych ti za ni 2000 Kč.', 2000),
    ('Lucko, FIELD bych od tebe vzal za 3 tisíce.', 3000),
    ('lucie prodej mi FIELDND za 1800', 1800),
    ('Lucie, znovu: za FIELD ti dám 2200 dolarů, víc nedám.', 2200),
    ('Lucko, vím, že ti chybí FIELD. Dám ti za ni 4 a půl tisíce.', 4500),
    ('Lucko, FIELD mi chybí. Dám ti za ni 2500.', 2500),
])
def test_an_offer_in_everyday_czech_is_read(said, money):
    assert [given for given, _ in offers_after("cs", said)] == [money]


def test_a_thing_let_go_for_a_price_is_offered():
    said = 'Petře, nechceš ode mě FIELD? Pustím ti ji za 3 500,- $.'
    assert acts_after("cs", said, False) == ['offer:3500']


@pytest.mark.parametrize("said, pronoun", [
    ('Lucko, dám ti za ni 3 200, víc ne.', "„ni“"),
    ('Lucko, prodej mi ji za 2000.', "„ji“"),
])
def test_an_offer_of_a_pronoun_naming_nothing_is_asked_back(said, pronoun):
    answer = answer_to_request("cs", said)
    assert "pole myslíš slovem " + pronoun in answer, answer


@pytest.mark.parametrize("said, move", [
    ('Zlatý důl si kupuju.', BUY),
    ('Zlaty dul kupuju', BUY),
    ('Zlatý důl nechám ležet, na to teď nemám.', PASS),
])
def test_a_field_named_as_a_golden_star_is_the_field(said, move):
    assert move_on_the_gold_mine(said) == move
