"""Trade texts a reader takes in at a glance (issue 42, the newcomer's review): an offer told in
short sentences on a line of its own, a reply's trade lines read back in one sentence, in one
tense, and an offer's mail that says the offer first and the news after it.

Class: a trade text that makes the reader untangle it (a chain, a repeat, a mix of tenses, the
ask buried under the news)."""

from __future__ import annotations

import re
from datetime import timedelta
from types import SimpleNamespace

import pytest
from mail_table import ANN, BOB, CID, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec
from rules.westernpoly.words import narrate

WORDS = {
    "en": {"offer": "offer {to} give ${n}00 get nothing", "withdraw": "withdraw {n}",
           "accept": "accept {n}", "decline": "decline {n}", "done": "passed on",
           "heading": "What happened since:", "offers_you": "offers you trade #",
           "offered": "you offered bob day trade #{n}", "withdrew": "you withdrew trade #{n}"},
    "cs": {"offer": "nabídka {to} dávám {n}00 $ chci nic", "withdraw": "stáhnout {n}",
           "accept": "přijímám {n}", "decline": "odmítám {n}", "done": "předali jsme",
           "heading": "Co se mezitím stalo:", "offers_you": "ti nabízí obchod #",
           "offered": "nabízíš obchod #{n}", "withdrew": "stahuješ svůj obchod #{n}"},
}


def _people(lang):
    return [PlayerSpec("Ann Lee", ANN, lang), PlayerSpec("Bob Day", BOB, lang),
            PlayerSpec("Cid Roe", CID, lang)]


def _settle(t):
    t.clock.moment += timedelta(hours=1)
    t.service.tick()
    return t.deliver()


def _mails_to(t, address, since):
    return [m for m in t.outbox.sent[since:] if _to(m) == address]


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("lines", [("offer", "offer", "withdraw"), ("offer", "withdraw")])
def test_a_replys_trade_lines_are_read_back_in_one_sentence(lang, lines):
    w = WORDS[lang]
    with open_table(players=_people(lang)) as t:
        since = len(t.outbox.sent)
        # two offers differ ($100, $200): the same line twice is one move said again (rep18)
        body = "\n".join(w[k].format(to="Bob Day", n=1 + (k == "offer" and i > 0))
                         for i, k in enumerate(lines))
        t.reply(ANN, body)
        _settle(t)
        (readback,) = _mails_to(t, ANN, since)
        text = text_of(readback)
        # what the lines did, each said once, in the order played, never "passed on"
        # (review 11n): "You offered Bob Day trade #1 …", "You withdrew trade #1"
        acts = [w["offered"].format(n=1)] + [w["offered"].format(n=2)] * (lines.count("offer") > 1) \
            + [w["withdrew"].format(n=1)]
        folded = text.lower()
        assert w["done"] not in folded, text
        assert [folded.count(act) for act in acts] == [1] * len(acts), text
        assert [folded.index(act) for act in acts] == sorted(folded.index(act) for act in acts)
        assert "recorded" not in text and "zapsaná" not in text, text
        # English lines of what happened in one tense
        assert not ("You offer " in text and "You withdrew" in text), text


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_an_offers_mail_says_the_offer_before_the_news(lang):
    w = WORDS[lang]
    with open_table(players=_people(lang)) as t:
        t.reply(ANN, "1")  # Ann buys or not: news for Bob's next mail
        since = len(t.outbox.sent)
        t.reply(CID, w["offer"].format(to="Bob Day", n=1))
        _settle(t)
        offers = [m for m in _mails_to(t, BOB, since) if w["offers_you"] in text_of(m)]
        assert offers
        for mail in offers:
            text = text_of(mail)
            first = text.index(w["offers_you"])
            assert re.search(r"(ACCEPT|PŘIJÍMÁM) \d", text[first:]), text
            if w["heading"] in text:
                assert first < text.index(w["heading"]), text


def _event(kind, **data):
    return SimpleNamespace(kind=kind, data=data)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_an_offer_is_a_sentence_of_its_own_in_the_narration(lang):
    told = narrate([_event("throw", player="Ann", dice=[3]),
                    _event("trade_offer", player="Ann", to="Bob", offer=4,
                           give={"money": 500}, get={"fields": [1]}),
                    _event("moved", player="Ann", field=3)], lang)
    offer = re.search(r"(nabídla obchod|offers Bob trade) #4[^.]*\.", told)
    assert offer, told
    start = told[:offer.start()]
    assert start.endswith(("Ann ", "Ann ")) and start.rstrip().endswith("Ann"), told
    assert ", chce" in told or "wants" in told, told
    assert " a dojela" not in told[offer.start():] and "and reached" not in told, told
