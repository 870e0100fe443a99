"""Issue 42, re-check 24: replies that carry an offer, a withdrawal or a second act in any
Czech word order. Four classes, each with members written as players write them (with and
without diacritics, vocatives, 1 500 Kč / 1,5 tisíce); a third of them are held out in
test_rep24_held_out.py. (1) an offer's parts (partner, field, price) in any order, greetings
and questions around; (2) several acts in one reply, each done or answered; (3) a verb's object
decides what it acts on (an absence called off withdraws no offer); (4) a weekday said on that
very day ("do pondělí" on a Monday is next Monday; "ozvu se v pondělí" ends the day before)."""

from __future__ import annotations

import datetime as dt
import unicodedata
from datetime import timedelta

import pytest
from mail_table import ANN, BOB, Table, first_choice

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.mail.command_table import CommandKind
from functions.mail.commands import parse_commands
from functions.service.schedule.days import absence_days
from rules.westernpoly.board import FIELDS
from tests.test_mail_review14_classes import PEOPLE, _lucy_owns_a_field, _table


def plain(text: str) -> str:
    """The text without diacritics, as a player on a phone without Czech keys writes it."""
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def offers_after(lang: str, said: str) -> list[tuple[int, tuple[int, ...]]]:
    """(money given, fields asked) of the offers open after the second player writes `said`
    to the one who owns a field (FIELD: its name; FIELDND: without diacritics)."""
    with _table(lang) as t:
        field = _lucy_owns_a_field(t)
        name = FIELDS[field].cs if lang == "cs" else FIELDS[field].en
        t.reply(BOB, said.replace("FIELDND", plain(name)).replace("FIELD", name))
        assert [o.get.fields for o in t.offers()] in ([], [(field,)])
        return [(o.give.money, o.get.fields) for o in t.offers()]


def ann_on_turn_to_buy(t: Table) -> int:
    """Play on the page until the first player owns a field and is on turn with another field
    waiting to be bought; the field owned."""
    for _ in range(400):
        state = t.service.view(t.game.id).state
        at = state.players.index(t.record().seat_of(ANN).player)
        owned = [f for f, owner in enumerate(state.owner) if owner == at]
        if state.active == at and state.buy_pending and owned:
            return owned[0]
        first_choice(t)
        t.deliver()
    raise AssertionError("the first player never came to a field to buy")


def acts_after(lang: str, said: str, offer_open: bool) -> list[str]:
    """The first player's acts (an offer as "offer:<money>", "done" left out) after they write
    `said` on their turn with a field waiting (WAITING: its name; FIELD: the field they own),
    their offer 1 to the second player open when `offer_open`."""
    with _table(lang) as t:
        field = ann_on_turn_to_buy(t)
        state = t.service.view(t.game.id).state
        names = FIELDS[field], FIELDS[state.pos[state.active]]
        owned, waiting = (n.cs if lang == "cs" else n.en for n in names)
        if offer_open:
            t.service.submit(t.game.id, ANN, f"offer {PEOPLE[lang][1]} give {field} get $1500",
                             source="web")
            t.deliver()
        before = len(t.log(ANN))
        said = said.replace("WAITINGND", plain(waiting)).replace("WAITING", waiting)
        t.reply(ANN, said.replace("FIELDND", plain(owned)).replace("FIELD", owned))
        acts = [("offer:" + e.rsplit("$", 1)[1]) if e.startswith("offer ") else e
                for e in t.log(ANN)[before:] if e != "done"]
        return sorted(acts)


def kinds(text: str) -> list[str]:
    """The kinds of the commands a reply holds."""
    return [c.kind.value for c in parse_commands(text, "Petr Dvořák")]


def object_kept(said: str) -> tuple[bool, bool]:
    """(whether the first player's open offer 1 stays open, whether the reply says BACK)
    after they write `said`."""
    with _table("cs") as t:
        field = _lucy_owns_a_field(t)
        t.service.submit(t.game.id, ANN, f"offer Petr Dvořák give {field} get $1500",
                         source="web")
        t.deliver()
        t.reply(ANN, said)
        return [o.id for o in t.offers()] == [1], "back" in kinds(said)


def away_days(text: str, on: tuple[int, int, int]) -> tuple[dt.date, dt.date]:
    """The first and last day of the absence `text` announces, said on the day `on`."""
    found = [c for c in parse_commands(text, "Lucie Malá") if c.kind is CommandKind.AWAY]
    assert found, text
    return absence_days(found[0].argument, dt.date(*on))


@pytest.mark.parametrize("lang, said, money", [
    ('cs', 'Luci, za FIELD ti dám 3000, jestli chceš.', 3000),
    ('cs', 'Lucko, nabízím ti 2 500 Kč za FIELD.', 2500),
    ('cs', 'Ahoj Lucie, dám ti za FIELD 1,5 tisíce. Co ty na to?', 1500),
    ('cs', 'Lucii bych nabídl 4000,- za FIELD.', 4000),
    ('cs', 'Dobrý den Lucie, nabízím Vám 5000 za FIELD.', 5000),
    ('cs', 'Nabízím 2000,- Lucii za FIELD, platí?', 2000),
    ('cs', 'A ještě Lucii nabízím 1 200 Kč za FIELD.', 1200),
    ('cs', 'Čau Lucko, za FIELDND bych ti dal 2500.', 2500),
    ('en', "Lucy, I'll give you $2,500 for FIELD.", 2500),
    ('en', 'For FIELD I offer you 3000, Lucy', 3000),
    ('en', 'Hi Lucy, offering you 1.5k for FIELD, deal?', 1500),
    ('en', 'I offer Lucy $1800 for FIELD', 1800),
])
def test_an_offers_parts_in_any_order(lang, said, money):
    assert [given for given, _ in offers_after(lang, said)] == [money]


@pytest.mark.parametrize("lang, said, offer_open, acts", [
    ('cs', 'Kupuju. A Petrovi nabízím FIELD za 2000.', False, ['buy', 'offer:2000']),
    ('cs', 'Beru to. Petře, dám ti FIELD za 1 500 Kč.', False, ['buy', 'offer:1500']),
    ('cs', 'Tu nabídku Petrovi ruším. WAITING kupuju.', True, ['withdraw 1', 'buy']),
    ('cs', 'Stahuju nabídku 1. Nekupuju.', True, ['withdraw 1', 'pass']),
    ('en', "Buy. Peter, I'll give you FIELD for $2000.", False, ['buy', 'offer:2000']),
    ('en', 'Withdraw my offer. Buy it.', True, ['withdraw 1', 'buy']),
    ('cs', 'Jo, kupuju! Jinak Tomášovi nabízím FIELD za 2 tisíce.', False, ['buy', 'offer:2000']),
    ('en', "I'll buy it. Also, Tom, I offer you FIELD for 2500.", False, ['buy', 'offer:2500']),
])
def test_every_act_of_a_reply_is_done(lang, said, offer_open, acts):
    assert acts_after(lang, said, offer_open) == sorted(acts)


@pytest.mark.parametrize("said, read", [
    ('ŘEKNI Díky všem za hru\nVZDÁVÁM', ['say', 'resign']),
    ('SAY good game all\nI resign', ['say', 'resign']),
    ('řekni Hodně štěstí všem\nvzdávám se', ['say', 'resign']),
    ('SAY Sorry, got to go\nRESIGN', ['say', 'resign']),
])
def test_a_command_on_the_line_under_a_message_is_its_own(said, read):
    assert kinds(said) == read


@pytest.mark.parametrize("said, offer_stays, back", [
    ('Ruším nepřítomnost.', True, True),
    ('Zruš moji dovolenou, jsem doma dřív.', True, True),
    ('Odvolávám nepřítomnost, už jsem zpátky', True, True),
    ('rusim nepritomnost', True, True),
    ('Zrušit dovolenou', True, True),
    ('Stahuju nabídku.', False, False),
])
def test_a_verbs_object_decides_what_it_acts_on(said, offer_stays, back):
    assert object_kept(said) == (offer_stays, back)


@pytest.mark.parametrize("text, on, first, last", [
    ('Jsem pryč do pondělí.', (2026, 12, 7), (2026, 12, 7), (2026, 12, 14)),
    ("I'm away until Monday.", (2026, 12, 7), (2026, 12, 7), (2026, 12, 14)),
    ('Jsem na chalupě, ozvu se v pondělí.', (2026, 12, 7), (2026, 12, 7), (2026, 12, 13)),
    ('Budu pryč do pátku.', (2026, 12, 11), (2026, 12, 11), (2026, 12, 18)),
    ('Do středy nebudu u počítače.', (2026, 12, 9), (2026, 12, 9), (2026, 12, 16)),
    ('Jsem pryč, zpátky v pondělí.', (2026, 12, 13), (2026, 12, 13), (2026, 12, 13)),
    ("I'll be offline till Sunday.", (2026, 12, 13), (2026, 12, 13), (2026, 12, 20)),
    ('Na horách bez signálu, vrátím se ve čtvrtek.', (2026, 12, 10), (2026, 12, 10), (2026, 12, 16)),
])
def test_a_weekday_said_on_that_day(text, on, first, last):
    assert away_days(text, on) == (dt.date(*first), dt.date(*last))


# --- the re-check's own members ----------------------------------------------------------------

@pytest.mark.parametrize("said, money", [
    ("Luci, nabízím ti za FIELD 5000,-, platí?", 5000),
    ("A Lucii nabízím 6000,- za FIELD", 6000),
    ("Zdravím Lucko, nabízím ti 1500 za FIELD", 1500),
])
def test_the_rechecks_offers(said, money):
    assert [given for given, _ in offers_after("cs", said)] == [money]


def test_a_second_no_to_a_closed_offer_is_answered_with_what_became_of_it():
    with _table("cs") as t:
        field = _lucy_owns_a_field(t)
        t.service.submit(t.game.id, ANN, f"offer Petr Dvořák give {field} get $1500",
                         source="web")
        t.deliver()
        offer_mail = t.newest(BOB)
        assert t.reply(BOB, "Odmítám, díky.", to=offer_mail).action == "played"
        assert t.offers() == ()
        sent = len(t.outbox.sent)
        t.reply(BOB, "Ne, díky, odmítám.", to=offer_mail)
        t.clock.moment += timedelta(minutes=15)
        t.deliver()
        answer, = [m for m in t.outbox.sent[sent:] if _to(m) == BOB]
        assert "nabídka 1 už je odmítnutá, víc není potřeba." in text_of(answer).lower()
        assert "neznám" not in text_of(answer)


def test_a_resignation_under_a_message_is_asked_to_be_confirmed():
    with _table("cs") as t:
        sent = len(t.outbox.sent)
        t.reply(BOB, "ŘEKNI Ahoj všichni, musím končit\nVZDÁVÁM")
        t.deliver()
        mine = [text_of(m) for m in t.outbox.sent[sent:] if _to(m) == BOB]
        assert any("Opravdu chceš hru" in text for text in mine), mine
