"""Issue 42, re-check 28: trade talk that keeps its price and its order. Three classes, each
with members written as players write them in a mail client (greetings, the answered mail
quoted below, signatures; Czech with and without diacritics, English); a third of them is
held out in test_rep28_held_out.py.

(1) Counter-offers: a reply to an offer mail, or to the mail that one's offer was declined,
that names a new price is a NEW offer between the same two players on the same field, its
direction the writer's verb (pustím, prodám, dám ti za, prodat mi, let you have it, I'll give
you); the old offer declined when still open to the writer; the read-back names the new
offer's number and how the other player answers it. A mere question, a plain no or chatter
makes no offer.
(2) Prices and addressees as people type them: a lowercase vocative, a conditional (dala
bych ti / dala bys mi), a price in words with or without diacritics (2 tisice, dva tisíce,
2,5 tisíce, pět set, 3k).
(3) The acts of one reply are read in order, each against the game as the earlier left it
(the field bought, then offered); what still cannot be done is answered with the reason."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_table import ANN, BOB, Table

from bench.mail_follow import text_of
from bench.mail_games import _to
from rules.westernpoly.board import FIELDS
from tests.test_mail_rep24 import acts_after, ann_on_turn_to_buy, offers_after, plain
from tests.test_mail_review14_classes import PEOPLE, _lucy_owns_a_field, _table

FIRST_PRICE, ASKED_PRICE = 2500, 4000  # the buyer's offer, the seller's


def quoted(body: str, answered: object, lang: str) -> str:
    """`body` as a mail client sends it: the answered mail quoted below it."""
    said = text_of(answered).strip().splitlines()[:6]
    header = "Dne 6. 12. 2026 v 9:15 pbm napsal(a):" if lang == "cs" else \
        "On Sun, Dec 6, 2026 at 9:15 AM pbm wrote:"
    return body + "\n\n" + header + "\n" + "\n".join("> " + line for line in said)


def _set_up(t: Table, lang: str, setup: str) -> tuple[int, str]:
    """The field the first player (Lucie, the seller) owns, after `setup`: "offered" (Petr
    offers her money for it: she answers his offer mail), "selling" (she offers it to Petr:
    he answers her offer mail), "declined" (Petr's offer was declined: he answers that
    mail); the writer's address."""
    field = _lucy_owns_a_field(t)
    seller, buyer = PEOPLE[lang][0], PEOPLE[lang][1]
    if setup == "selling":
        t.service.submit(t.game.id, ANN, f"offer {buyer} give {field} get ${ASKED_PRICE}",
                         source="web")
    else:
        t.service.submit(t.game.id, BOB, f"offer {seller} give ${FIRST_PRICE} get {field}",
                         source="web")
    t.deliver()
    if setup == "declined":
        t.service.submit(t.game.id, ANN, "decline 1", source="web")
        t.deliver()
    return field, ANN if setup == "offered" else BOB


def counter(lang: str, setup: str, said: str) -> tuple[list[str], list[tuple], str]:
    """(the writer's moves, the offers open, the read-back to the writer) after the writer
    answers the mail of `setup` (see _set_up) with `said` (FIELD: the field's name)."""
    with _table(lang) as t:
        field, writer = _set_up(t, lang, setup)
        name = FIELDS[field].cs if lang == "cs" else FIELDS[field].en
        said = said.replace("FIELDND", plain(name)).replace("FIELD", name)
        before, sent = len(t.log(writer)), len(t.outbox.sent)
        answered = t.newest(writer)
        t.reply(writer, quoted(said, answered, lang))
        t.clock.moment += timedelta(hours=1)
        t.service.tick()
        t.deliver()
        open_now = [(o.id, o.give.money, o.give.fields, o.get.money, o.get.fields)
                    for o in t.offers()]
        back = "\n".join(text_of(m) for m in t.outbox.sent[sent:] if _to(m) == writer)
        return t.log(writer)[before:], open_now, back


def expected(lang: str, setup: str, price: int) -> list[str]:
    """The moves a counter-offer at `price` plays in `setup`: the old offer's decline when
    it was open to the writer, the new offer (FIELD stands for the field's number)."""
    seller, buyer = PEOPLE[lang][0], PEOPLE[lang][1]
    if setup == "offered":  # the seller asks more for her field
        return ["decline 1", f"offer {buyer} give FIELD get ${price}"]
    if setup == "selling":  # the buyer offers less
        return ["decline 1", f"offer {seller} give ${price} get FIELD"]
    return [f"offer {seller} give ${price} get FIELD"]  # the buyer tries again


def check_counter(lang: str, setup: str, said: str, price: int) -> None:
    """The counter-offer is played as expected() and read back with its answers."""
    moves, open_now, back = counter(lang, setup, said)
    field = next(f for _, _, give, _, get in open_now for f in (*give, *get))
    assert moves == [m.replace("FIELD", str(field)) for m in expected(lang, setup, price)], \
        moves
    assert [number for number, *_ in open_now] == [2], open_now
    answers = ("PŘIJÍMÁM 2", "ODMÍTÁM 2") if lang == "cs" else ("ACCEPT 2", "DECLINE 2")
    assert all(a in back for a in answers), back


COUNTERS = [
    ("cs", "offered", "Ahoj Petře,\n\nza 3200 ti ji pustím.\n\nLucka", 3200),
    ("cs", "selling", "Dám ti za něj 3 200, víc ne.\n\nPetr", 3200),
    ("cs", "declined", "A nechceš mi ho prodat aspoň za 4 tisíce?", 4000),
    ("cs", "offered", "Za 2500 ne, ale za 3500 ti ji prodám.", 3500),
    ("en", "offered", "Hi Peter,\n\nI'll let you have it for 3500.\n\nLucy", 3500),
    ("en", "selling", "I'll give you $3,000 for it, not more.", 3000),
    ("en", "declined", "Would you sell it to me for 4k then?", 4000),
    ("cs", "selling", "lucko dala bych ti za ni 3 tisice", 3000),
    ("cs", "declined", "Škoda. Dal bych ti za ni 3 500 Kč, platí?", 3500),
]


@pytest.mark.parametrize("lang, setup, said, price", COUNTERS)
def test_a_new_price_in_answer_to_an_offer_is_a_new_offer(lang, setup, said, price):
    check_counter(lang, setup, said, price)


def check_no_offer(lang: str, setup: str, said: str, declines: bool) -> None:
    """A question, a plain no or chatter makes no offer (the offer's no, when it says one)."""
    moves, open_now, _ = counter(lang, setup, said)
    assert not any(m.startswith("offer ") for m in moves), moves
    assert moves == (["decline 1"] if declines else []), moves
    assert all(number == 1 for number, *_ in open_now), open_now


NO_OFFERS = [
    ("cs", "offered", "Ne, díky, za 2500 ji neprodám.", True),
    ("cs", "offered", "Kolik bys za ni dal nejvíc?", False),
    ("en", "offered", "Thanks, I'll think about it.", False),
    ("cs", "declined", "Škoda. Tak nic.", False),
]


@pytest.mark.parametrize("lang, setup, said, declines", NO_OFFERS)
def test_a_question_or_a_no_makes_no_offer(lang, setup, said, declines):
    check_no_offer(lang, setup, said, declines)


@pytest.mark.parametrize("lang, setup, said", [
    ("cs", "offered", "Dobře, prodám ti ji za 2500."),
])
def test_the_offers_own_price_said_back_accepts_it(lang, setup, said):
    moves, open_now, _ = counter(lang, setup, said)
    assert moves == ["accept 1"], moves
    assert open_now == [], open_now


TYPED = [
    ("cs", "lucko dala bych ti za FIELD 2 tisice", 2000),
    ("cs", "Lucko, dala bys mi FIELDND za 2000?", 2000),
    ("cs", "luci, dal bych ti za FIELD dva tisíce", 2000),
    ("cs", "Lucko dám ti za FIELD 2,5 tisíce", 2500),
    ("en", "lucy, I would give you 3k for FIELD", 3000),
    ("cs", "Lucie, za FIELDND bych ti dal aspoň pět set", 500),
]


@pytest.mark.parametrize("lang, said, money", TYPED)
def test_prices_and_names_as_people_type_them(lang, said, money):
    assert [given for given, _ in offers_after(lang, said)] == [money]


IN_ORDER = [
    ("cs", "Ahoj, kupuju. Tome, prodám ti WAITING za 5000,-, bereš?", ["buy", "offer:5000"]),
    ("cs", "Beru to! Petře, pustím ti WAITINGND za 4 tisice, chces?", ["buy", "offer:4000"]),
    ("en", "Buy. Tom, I will sell you WAITING for 5000, ok?", ["buy", "offer:5000"]),
    ("cs", "Ahoj Petře, kupuju. Prodám ti WAITING za 5000,-, bereš?", ["buy", "offer:5000"]),
    # "ho" with no field named is the field of this turn, the one just bought
    ("cs", "Kupuju. A Petrovi ho hned nabízím za 4000.", ["buy", "offer:4000"]),
]


@pytest.mark.parametrize("lang, said, acts", IN_ORDER)
def test_an_act_on_what_an_earlier_act_made_is_played(lang, said, acts):
    assert acts_after(lang, said, False) == sorted(acts)


def refused_beside(lang: str, said: str) -> tuple[list[str], str]:
    """(the first player's moves, the answers they get) after `said` on their turn with a
    field waiting (WAITING: its name)."""
    with _table(lang) as t:
        ann_on_turn_to_buy(t)
        state = t.service.view(t.game.id).state
        waiting = FIELDS[state.pos[state.active]]
        before, sent = len(t.log(ANN)), len(t.outbox.sent)
        t.reply(ANN, said.replace("WAITING", waiting.cs if lang == "cs" else waiting.en))
        t.clock.moment += timedelta(hours=1)
        t.service.tick()
        t.deliver()
        return [m for m in t.log(ANN)[before:] if m != "done"], "\n".join(
            text_of(m) for m in t.outbox.sent[sent:] if _to(m) == ANN)


@pytest.mark.parametrize("lang, said, move, reason", [
    # the rule's own reason: the field passed stays the bank's (rep34)
    ("cs", "Nekupuju. Petře, prodám ti WAITING za 5000.", "pass", "zatím nikomu nepatří"),
    ("en", "Pass. Peter, I'll sell you WAITING for 5000.", "pass", "belongs to nobody yet"),
])
def test_what_an_earlier_act_did_not_make_possible_is_answered(lang, said, move, reason):
    moves, answers = refused_beside(lang, said)
    assert moves == [move], moves
    assert reason in answers.lower(), answers
