"""Issue 42, re-check 26: an offer said as a request to buy or sell ("chtěla bych od tebe …,
dám ti za to …", "prodáš mi … za …?", "would you sell me … for …?", "Petře, prodám ti …"),
with the partner called, "od tebe" / "ti" / "you", or named in any case, with and without
diacritics, amounts as Czech write them. Read as the offer it is (who gives what for what);
when the price is missing the reply is asked back naming it, never dropped. A third of the
members is held out in test_rep26_held_out.py."""

from __future__ import annotations

import pytest
from mail_table import BOB

from bench.mail_follow import text_of
from bench.mail_games import _to
from rules.westernpoly.board import FIELDS
from tests.test_mail_rep24 import acts_after, offers_after, plain
from tests.test_mail_review14_classes import _lucy_owns_a_field, _table


def answer_to_request(lang: str, said: str) -> str:
    """The text the second player gets back after writing `said` to the one who owns a field
    (FIELD: its name), and no offer opened."""
    with _table(lang) as t:
        field = _lucy_owns_a_field(t)
        name = FIELDS[field].cs if lang == "cs" else FIELDS[field].en
        sent = len(t.outbox.sent)
        t.reply(BOB, said.replace("FIELDND", plain(name)).replace("FIELD", name))
        t.deliver()
        assert t.offers() == ()
        return "\n".join(text_of(m) for m in t.outbox.sent[sent:] if _to(m) == BOB)


@pytest.mark.parametrize("lang, said, money", [
    ('cs', 'Ahoj Lucko, chtěl bych od tebe FIELD, dám ti za to 2500,-. Co ty na to?', 2500),
    ('cs', 'Lucie, chci od tebe FIELD, dám za to 3500,-', 3500),
    ('cs', 'Luci, prodáš mi FIELD za 3000?', 3000),
    ('cs', 'Koupím od tebe FIELD za 2,5 tisíce, Lucie.', 2500),
    ('cs', 'lucko chtel bych od tebe FIELDND za 2000', 2000),
    ('cs', 'Lucie, vezmeš 3000 za FIELD?', 3000),
    ('cs', 'Lucko, dáš mi FIELD za 1500?', 1500),
    ('cs', 'Chtěla bych od Lucie FIELD, dám za to 4 000 Kč.', 4000),
    ('en', 'Lucy, would you sell me FIELD for 3500?', 3500),
    ('en', 'Hi Lucy, can I buy FIELD from you for $2,000?', 2000),
    ('en', "I'd like to buy FIELD from Lucy for 2500.", 2500),
    ('en', 'Lucy, how about $1800 for FIELD?', 1800),
])
def test_a_request_to_buy_is_the_offer_it_is(lang, said, money):
    assert [given for given, _ in offers_after(lang, said)] == [money]


@pytest.mark.parametrize("lang, said, acts", [
    ('cs', 'Kupuju Petře, dám ti FIELD za 2000', ['buy', 'offer:2000']),
    ('cs', 'Petře, prodám ti FIELD za 2500.', ['offer:2500']),
    ('cs', 'FIELD mi k ničemu není. Dám to Petrovi za 2000.', ['offer:2000']),
    ('cs', 'Petře, koupíš ode mě FIELD za 3 tisíce?', ['offer:3000']),
    ('en', 'Peter, want to buy my FIELD for 2000?', ['offer:2000']),
])
def test_an_offer_to_sell_is_the_offer_it_is(lang, said, acts):
    assert acts_after(lang, said, False) == sorted(acts)


@pytest.mark.parametrize("lang, said, named", [
    ('cs', 'Lucie, chci od tebe FIELD.', ("za kolik", "cen")),
    ('en', 'Lucy, would you sell me FIELD?', ("how much", "price")),
])
def test_a_request_without_a_price_is_asked_back(lang, said, named):
    answer = answer_to_request(lang, said)
    assert "nebyl v něm žádný tah" not in answer and "held no move" not in answer
    assert any(word in answer.lower() for word in named), answer
