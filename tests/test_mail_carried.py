"""The read-backs a mail carries (issue 42, newcomer review 9): the news the subject promises
comes first ("It is your move" above "Your move was accepted"), and the events of several
carried read-backs are told under one heading, in the order played."""

from __future__ import annotations

from email.message import EmailMessage

import pytest
from mail_table import ANN, CID, first_choice, open_table

from bench.mail_follow import text_of
from bench.mail_games import SECRET, SETTINGS, _to
from functions.mailroom import incoming
from functions.render.catalogue import say
from functions.service import PlayerSpec

NAMES = {"cs": ["Jana Nováková", "Tomáš Hruška", "Lucie Malá"],
         "en": ["Ann Lee", "Bob Day", "Cid Roe"]}
HEADING = {"cs": "Co se mezitím stalo:", "en": "What happened since:"}
OFFER = {"cs": "nabídka Lucie Malá dávám 100 $ za nic", "en": "offer Cid Roe give $100 get nothing"}


def _people(lang: str) -> list[PlayerSpec]:
    return [PlayerSpec(n, a, lang) for n, a in zip(NAMES[lang], (ANN, "bob@example.org", CID),
                                                     strict=True)]


def _from_elsewhere(t, to: EmailMessage, sender: str, body: str) -> None:
    """`sender` answers a mail of another player's (a forward, a shared mailbox)."""
    mail = EmailMessage()
    mail["From"], mail["To"], mail["Subject"] = sender, str(to["Reply-To"]), f"Re: {to['Subject']}"
    mail["Message-ID"], mail["In-Reply-To"] = "<elsewhere-1@client.example.org>", str(to["Message-ID"])
    mail.set_content(f"{body}\n")
    incoming.handle(mail.as_bytes(), service=t.service, secret=SECRET, settings=SETTINGS)
    t.deliver()


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_turn_mail_says_the_turn_before_the_read_back_it_carries(lang):
    with open_table(players=_people(lang)) as t:
        t.reply(ANN, "1")  # her purchase's read-back waits for company
        since = len(t.outbox.sent)
        while t.record().to_move != t.record().seat_of(ANN).seat:
            first_choice(t)
            t.deliver()
        (mail,) = [m for m in t.outbox.sent[since:] if _to(m) == ANN]
        text = text_of(mail)
        turn = text.lower().find(say(lang, "your_turn_intro", title="WesternPoly", turn="")[:12]
                                 .lower())
        read_back = text.lower().find(say(lang, "read_back_intro").lower())
        menu = text.find("1. ")
        assert -1 < turn < read_back < text.find(HEADING[lang]) < menu, text


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_two_carried_read_backs_tell_what_happened_under_one_heading(lang):
    with open_table(players=_people(lang)) as t:
        t.reply(ANN, "1")  # a purchase and an offer: two read-backs wait for company
        t.reply(ANN, OFFER[lang])
        since = len(t.outbox.sent)
        _from_elsewhere(t, t.newest(ANN), CID, "2")
        (mail,) = [m for m in t.outbox.sent[since:] if _to(m) == ANN]
        text = text_of(mail)
        assert text.count(HEADING[lang]) == 1, text
        above, listed = text.split(HEADING[lang], 1)
        listed = listed.split("\n\n")[0]
        price = "1 200" if lang == "cs" else "1,200"
        bought, offered = listed.find(price), listed.find("#1")
        # the events of both, each told once, in the order played: the purchase read back
        # above the list is not listed again (conv39: "Přečteno jako: koupit …" then
        # "- Kupuješ …"), the offer made after it is listed
        assert (bought == -1) == (price in above), text
        assert offered > -1 and bought < offered, listed


def test_a_game_over_mail_says_the_end_before_the_read_back_it_carries():
    from bench.mail_games import play

    people = [PlayerSpec(n, f"p{i}@example.org", "cs")
              for i, n in enumerate(["Jana Nováková", "Petr Dvořák", "Tom Hall"])]
    ends = [text_of(m) for m in play("1926", people, {"lang": "cs"}).mails
            if str(m["Subject"]).startswith("Konec hry")]
    carrying = [text for text in ends if "tah byl přijat" in text.lower()]
    assert carrying, ends
    for text in carrying:  # the result and the standings whole, then the read-back (issue 42)
        assert text.index("skončila") < text.index("Konečné pořadí") \
            < text.lower().index("tah byl přijat"), text
