"""Words a reply says to someone at the table beside its move (issue 42, review 22n): "Jano,
chceš radši moji pomoc proti Tomášovi?", "Bob, how's jail treating you? :)", "Ahoj, beru. A
všem: hodně štěstí!" reached nobody, and the writer's read-back did not say so.

The class: words in a reply addressed to a person at the table (a player called by name, in
the nominative or the vocative, with a comma, a colon, a dash, "@" or "PS Name:"; "všem:" /
"everyone:" inside a line) that are not a move are lost. Expected: the move is played as
before, the words go as table talk to whom they were said to (to one player: private, as
`ŘEKNI Janě: …` is), and the writer's read-back names the words and where they went. Members
are built from how Czech and English players write; a third is held out (HELD_OUT: 0 of 7
reached their addressee before the fix, 7 of 7 after)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, Table, open_table

from bench.mail_follow import text_of
from functions.service import PlayerSpec
from tests.test_mail_rep24 import ann_on_turn_to_buy

DAN = "dan@example.org"
# the writer first; the others as the members call them
NAMES = {"cs": ["Karel Novák", "Jana Nováková", "Tomáš Hora", "Lucie Malá"],
         "en": ["Alice Brown", "Bob Smith", "Tom Hall", "Eva Gray"]}
EVERYONE = "*"


@contextmanager
def _on_turn(lang: str, press: str = "all") -> Iterator[Table]:
    """A four-player WesternPoly table (its talk `press`) where the writer is on turn with a
    field to buy."""
    people = [PlayerSpec(n, a, lang) for n, a in zip(NAMES[lang], (ANN, BOB, CID, DAN),
                                                     strict=True)]
    with open_table(players=people, options={"press": press}) as t:
        ann_on_turn_to_buy(t)
        yield t


def _heard(t: Table) -> dict[str, list[tuple[str, str]]]:
    """What each other player reads of the writer's talk: (to whom, the text) per message."""
    record = t.record()
    return {seat.name: [(m["to"] or EVERYONE, m["text"])
                        for m in t.service.talking.talk(t.game.id, seat.seat)
                        if m["from"] == NAMES[seat.lang][0]]
            for seat in record.seats if seat.email != ANN}


def said_beside_a_move(lang: str, body: str, press: str = "all"
                       ) -> tuple[list[str], dict[str, list], str]:
    """(the writer's acts, what each other player reads of their talk, the writer's mails
    after the read-back's wait) after the writer on turn replies `body`."""
    with _on_turn(lang, press) as t:
        before, since = len(t.log(ANN)), len(t.outbox.sent)
        t.reply(ANN, body)
        t.clock.moment += timedelta(hours=1)  # the read-back's wait
        t.service.tick()
        t.deliver()
        mails = "\n".join(text_of(m) for m in t.outbox.sent[since:] if ANN in str(m["To"]))
        return [e for e in t.log(ANN)[before:] if e != "done"], _heard(t), mails


# (language, the reply, who it calls: a name of NAMES or EVERYONE, the words they read)
BUILT_ON = [
    ("cs", "Koupit. Jano, chceš radši moji pomoc proti Tomášovi?", "Jana Nováková",
     "Jano, chceš radši moji pomoc proti Tomášovi?"),
    ("cs", "Ahoj, beru. A všem: hodně štěstí!", EVERYONE, "hodně štěstí!"),
    ("cs", "Koupit\nTome, to byl minule pěkný podraz :D", "Tomáš Hora",
     "Tome, to byl minule pěkný podraz :D"),
    ("cs", "Beru to.\nPS Jano: v pátek u piva to probereme.", "Jana Nováková",
     "Jano: v pátek u piva to probereme."),
    ("cs", "koupit\n@Tomáš díky za radu s tou kartou, vyšlo to!", "Tomáš Hora",
     "@Tomáš díky za radu s tou kartou, vyšlo to!"),
    ("cs", "Jo, koupit. Lucko, jak se ti daří? Dlouho jsi nepsala.", "Lucie Malá",
     "Lucko, jak se ti daří? Dlouho jsi nepsala."),
    ("en", "buy\nBob, how's jail treating you? :)", "Bob Smith",
     "Bob, how's jail treating you? :)"),
    ("en", "Buy it. Tom - nice move last round!", "Tom Hall", "Tom - nice move last round!"),
    ("en", "buy\nPS Bob: told you the dice hate me", "Bob Smith",
     "Bob: told you the dice hate me"),
    ("en", "Buy it please. And everyone: good luck, you'll need it!", EVERYONE,
     "good luck, you'll need it!"),
]
# kept aside, measured last: 0 of 7 reached their addressee before the fix, 7 of 7 after
HELD_OUT = [
    ("cs", "Kupuju.\nLucko, neprodala bys mi pak tu druhou chatrč, až ji koupíš?", "Lucie Malá",
     "Lucko, neprodala bys mi pak tu druhou chatrč, až ji koupíš?"),
    ("cs", "Koupit. Tomáši - tohle ti nezapomenu 😄", "Tomáš Hora",
     "Tomáši - tohle ti nezapomenu 😄"),
    ("cs", "Koupím to. Všem: kdo si dá v sobotu odvetu?", EVERYONE,
     "kdo si dá v sobotu odvetu?"),
    ("cs", "koupit\nJano - díky za tip, ta nocležna se fakt hodí.", "Jana Nováková",
     "Jano - díky za tip, ta nocležna se fakt hodí."),
    ("en", "Buy. @Eva are you still coming on Friday?", "Eva Gray",
     "@Eva are you still coming on Friday?"),
    ("en", "Yes, buy. Eva, that was a brutal trade you pulled on me 😂", "Eva Gray",
     "Eva, that was a brutal trade you pulled on me 😂"),
    ("en", "buy it\nTom: rematch next week?", "Tom Hall", "Tom: rematch next week?"),
]


@pytest.mark.parametrize("lang, body, whom, words", BUILT_ON + HELD_OUT)
def test_words_to_someone_beside_a_move_reach_them(lang, body, whom, words):
    acts, heard, mails = said_beside_a_move(lang, body)
    assert acts == ["buy"]
    for name, messages in heard.items():  # to one player: private, never read by the others
        assert messages == ([(EVERYONE if whom == EVERYONE else whom, words)]
                            if whom in (EVERYONE, name) else []), name
    # the read-back names the words and where they went
    assert words in mails
    shown = {"cs": "celému stolu" if whom == EVERYONE else "jen ",
             "en": "To the whole table" if whom == EVERYONE else f"To {whom} only"}[lang]
    assert shown in mails


@pytest.mark.parametrize("lang, body", [
    ("cs", "Koupit. Díky!"),                       # thanks to the service
    ("cs", "Ahoj Jano,\nkoupit"),                  # a greeting alone
    ("en", "Hi Bob, buy it."),                     # the name called before the move
    ("cs", "Koupit\nJano, díky!"),                 # courtesy alone
    ("cs", "Koupit. Dano, prodáš mi pak vlak?"),   # nobody called so at the table
    ("en", "buy\n\n> Bob, how's jail treating you?"),  # quoted from an earlier mail
])
def test_courtesy_and_words_to_nobody_at_the_table_go_nowhere(lang, body):
    acts, heard, _ = said_beside_a_move(lang, body)
    assert acts == ["buy"]
    assert all(messages == [] for messages in heard.values())


def test_where_only_talk_to_the_whole_table_is_allowed_the_words_are_named_as_skipped():
    acts, heard, mails = said_beside_a_move(
        "cs", "Koupit. Jano, chceš radši moji pomoc proti Tomášovi?", press="public")
    assert acts == ["buy"]
    assert all(messages == [] for messages in heard.values())
    assert "přeskočeno „jano, chceš radši moji pomoc proti tomášovi?“: v této hře se dá mluvit jen k celému stolu" in mails.lower()
