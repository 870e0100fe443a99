"""What the mail is for comes first; events one turn a line, in the order played (issue 42,
review 9): an offer or a declined offer carrying a held read-back says the offer first, its
heading above the offer alone, the rest under "what happened" in the order played; settings
of one mail are read back in the order of its lines."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec

NAMES = {"cs": ["Jana Nováková", "Tomáš Hruška", "Lucie Malá"],
         "en": ["Ann Lee", "Bob Day", "Cid Roe"]}
HEADING = {"cs": "Co se mezitím stalo:", "en": "What happened since:"}


def _people(lang):
    return [PlayerSpec(n, a, lang) for n, a in zip(NAMES[lang], (ANN, BOB, CID), strict=True)]


def _paragraphs(mail) -> list[str]:
    """The mail's paragraphs after the greeting, up to the sign-off."""
    return [p for p in text_of(mail).split("\n\n")[1:] if p.strip()][:-1]


def _offer(lang: str, to: str) -> str:
    return (f"nabídka {to} dávám 100 $ za nic" if lang == "cs"
            else f"offer {to} give $100 get nothing")


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_an_offer_mail_says_the_offer_before_a_read_back_it_carries(lang):
    with open_table(players=_people(lang)) as t:
        t.reply(ANN, "1")  # her purchase's read-back waits for company
        since = len(t.outbox.sent)
        t.service.submit(t.game.id, BOB, _offer(lang, NAMES[lang][0].split()[0]), source="web")
        t.deliver()
        (mail,) = [m for m in t.outbox.sent[since:] if _to(m) == ANN]
        first = _paragraphs(mail)[0]
        assert "#1" in first and NAMES[lang][1] in first, first  # the offer, first
        assert HEADING[lang] not in first


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_decline_heads_the_offers_story_and_the_rest_comes_below(lang):
    with open_table(players=_people(lang)) as t:
        since = len(t.outbox.sent)
        t.reply(ANN, "1")  # buys first
        t.reply(ANN, _offer(lang, NAMES[lang][1].split()[0]))  # then offers Bob, held too
        t.reply(BOB, "odmítám 1" if lang == "cs" else "decline 1")
        t.clock.moment += timedelta(minutes=30)
        t.service.tick()
        t.deliver()
        (mail,) = [m for m in t.outbox.sent[since:] if _to(m) == ANN
                   and ".trade_declined." in str(m["Message-ID"])]
        head = _paragraphs(mail)[0].splitlines()
        # the heading, then the offer's story in the order it happened: its making, then the
        # decline (conv41: "#9 propadla" was told above "Nabízíš obchod #9")
        made = "Nabízíš" if lang == "cs" else "You offered"
        assert len(head) == 3 and made in head[1] and "#1" in head[2], head
        story = text_of(mail).split(HEADING[lang], 1)[1]
        assert ("Kupuješ" if lang == "cs" else "You bought") in story
        assert made not in story  # told once, above


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_carried_read_back_tells_one_turn_a_line(lang):
    with open_table(players=_people(lang)) as t:
        t.reply(ANN, "1")
        since = len(t.outbox.sent)
        t.service.submit(t.game.id, BOB, _offer(lang, NAMES[lang][0].split()[0]), source="web")
        t.deliver()
        (mail,) = [m for m in t.outbox.sent[since:] if _to(m) == ANN]
        lines = [line for line in text_of(mail).split(HEADING[lang], 1)[1].split("\n\n")[0]
                 .splitlines() if line.startswith("  - ")]
        who = [next((n for n in NAMES[lang] if line[4:].startswith(n)), line) for line in lines]
        assert all(a != b for a, b in zip(who, who[1:], strict=False)), lines


@pytest.mark.parametrize("lang, lines, said", [
    ("cs", "PŘIPOMÍNKY 12\nPOŠTA TAHY\nZPRÁVY HNED", ["připomínku", "na tahu", "zpráva ze stolu"]),
    ("en", "REMINDERS 12\nMAIL TURNS\nPRESS EACH", ["reminded", "your turn", "table talk"])])
def test_settings_of_one_mail_are_read_back_in_the_order_of_its_lines(lang, lines, said):
    with open_table(players=_people(lang)) as t:
        since = len(t.outbox.sent)
        t.reply(CID, lines)
        # settings of a player not on turn wait to ride in their next mail (conv36): here none
        # comes within the wait, so they go alone when it lapses
        t.clock.moment += timedelta(hours=1)
        t.service.tick()
        t.deliver()
        (mail,) = [m for m in t.outbox.sent[since:] if _to(m) == CID]
        text = " ".join(text_of(mail).split())
        at = [text.find(words) for words in said]
        assert -1 not in at and at == sorted(at), (at, text)
