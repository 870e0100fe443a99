"""Brief seat51: a mail read after a seat changed hands (`pbm replace`) that names the seat's
new holder the way people name them.

Class: a seat's person changes during a game and the mailroom keeps reading the mail's lines
against the previous person: the others could write to the new holder only by the bare
nominative full name. "nabídka Cyrilovi …", "Cyrile, prodám ti …", "nabídka Cyrilu
Novákovi …" (Ivana Nová's seat now held by Cyril Novák) were refused ("příkaz „cyrile“
neznám", "nikdo jménem „ivane nove“"), passed on as talk, or read as something else; and the
new holder's own lines were read as another player's. Now the lines are read against the game
as people read it (the holders' names, in any form: vocative, dative, first name alone, with
or without diacritics, Czech or English) and played as stored (the seat's id).

A line that is no move is never mended into a resignation: "dávám Náklad, chci 3500" (no
field "Náklad" of the writer's) asked to confirm leaving the game, "dávám" mended to "vzdávám".

TRAINING was looked at while fixing; HELD_OUT was written with it and measured last: 1 of 6
read as meant before the fix, 6 of 6 after (two held-out members named a field the writer did
not own or a player not at the table: those data slips were mended before measuring)."""

from __future__ import annotations

import functools
from datetime import timedelta

import mail_table
import pytest
from mail_table import ANN, BOB, CID, open_table
from replaced_names import TOLD_CHANGE
from test_mail_offer_reply_rule import _Owning

import rules
from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.mailroom.delivery import Postman
from functions.service import PlayerSpec

# (the players, the second replaced by the new holder)
PEOPLE = {"cs": (("Eva Novotná", "Ivana Nová", "Jiří Procházka"), ("Cyril Novák", "cyril@x.org")),
          "en": (("Ann Lee", "Jack Stone", "Bob Day"), ("Kate Bell", "kate@x.org"))}
RESIGNING = ("Opravdu chceš hru", "Do you really want to leave")  # asked to confirm
TALK = "talk"  # no offer, no sale, no resignation

# (owner seat, field, writer seat (1: the new holder), what they mail, language, the move it
# plays as stored: the replaced seat by its id, the first holder's name)
TRAINING = [
    (1, 14, 0, "nabídka Cyrilovi: dávám 3000 $, chci Whisky Joe", "cs",
     "offer Ivana Nová give $3000 get 14"),
    (0, 8, 0, "nabídka Cyrilovi: dávám Modrou podkovu, chci 3500 $", "cs",
     "offer Ivana Nová give 8 get $3500"),
    (0, 8, 0, "nabídka Cyrilu Novákovi: dávám Modrou podkovu, chci 3500 $", "cs",
     "offer Ivana Nová give 8 get $3500"),
    (0, 8, 0, "Cyrile, prodám ti Modrou podkovu za 3500, potřebuju splatit dluh.", "cs",
     "offer Ivana Nová give 8 get $3500"),
    (1, 14, 0, "Cyrile, prodáš mi Whisky Joe za 3000?", "cs",
     "offer Ivana Nová give $3000 get 14"),
    (0, 1, 0, "Cyrile, nabízím ti 2000 $ jako dárek.", "cs",
     "offer Ivana Nová give $2000 get nothing"),
    (1, 26, 2, "Kate, could I have Saloon Zlatý důl for $2100?", "en",
     "offer Jack Stone give $2100 get 26"),
    (0, 19, 0, "Kate, I'm selling you Prašná cesta for $4,500.", "en",
     "offer Jack Stone give 19 get $4500"),
    (0, 8, 1, "Evo, prodám ti Modrou podkovu za 3000?", "cs", TALK),
    # a field not the writer's to give is refused, never read as a resignation ("dávám" is
    # no typo of "vzdávám"), the refusal naming nobody who left
    (1, 28, 0, "nabídka Cyrilovi: dávám Náklad, chci 3500", "cs", TALK),
    (0, 28, 2, "dávám Vagon, chci 3500", "cs", TALK),
    (0, 8, 0, "dávám Náklad, chci 3500", "cs", TALK),
    # asked whom, the players listed and the example named as they are now
    (0, 8, 0, "Prodám Modrou podkovu za 3000.", "cs", TALK),
    (0, 8, 0, "nabídka: dávám Modrou podkovu, chci 3000 $", "cs", TALK),
    (1, 14, 1, "Evo, prodám ti Whisky Joe za 3000.", "cs",
     "offer Eva Novotná give 14 get $3000"),
    (1, 19, 1, "Ann, I'll sell you Prašná cesta for $4,000.", "en",
     "offer Ann Lee give 19 get $4000"),
    (2, 21, 1, "Jirko, prodáš mi Bizoní kopýtka za 5000?", "cs",
     "offer Jiří Procházka give $5000 get 21"),
]
# written with TRAINING, measured last: 1 of 6 before the fix, 6 of 6 after
HELD_OUT = [
    (1, 16, 0, "nabidka Cyrilovi: davam 4200 $, chci Rezavou ostruhu", "cs",
     "offer Ivana Nová give $4200 get 16"),
    (0, 11, 0, "Cyrile, Kaktusovou pálenku bych ti prodal za 3500.", "cs",
     "offer Ivana Nová give 11 get $3500"),
    (1, 13, 0, "Cyrile, odkoupím od tebe Dýmku míru za 3200.", "cs",
     "offer Ivana Nová give $3200 get 13"),
    (1, 32, 2, "Kate, would you be willing to sell Winchester for $6,500?", "en",
     "offer Jack Stone give $6500 get 32"),
    (0, 1, 0, "Hey Kate, here's $1000 as a present.", "en",
     "offer Jack Stone give $1000 get nothing"),
    (2, 19, 1, "Jiří, prodáš mi Prašnou cestu za 4000?", "cs",
     "offer Jiří Procházka give $4000 get 19"),
]


def mailed(owner: int, field: int, writer: int, said: str, lang: str
           ) -> tuple[list[str], str, str]:
    """(the moves the writer's mail plays, what the game writes back to them, who the table
    is) when player `owner` owns `field`, the second seat changed hands and player `writer`
    (1: its new holder) mails `said`."""
    game = _Owning(owner, field)

    def rules_for(name: str):
        return game if name == "westernpoly" else rules.get(name)

    names, (new, address) = PEOPLE[lang]
    people = [PlayerSpec(n, a, lang) for n, a in zip(names, (ANN, BOB, CID), strict=True)]
    postman = mail_table.Postman
    mail_table.Postman = functools.partial(Postman, rules_for=rules_for)
    try:
        with open_table(players=people, rules_for=rules_for, options={"lang": lang}) as t:
            t.service.replace_player(t.game.id, BOB, new, address)
            t.deliver()
            who = (ANN, address, CID)[writer]
            sent, before = len(t.outbox.sent), len(t.log(who))
            t.reply(who, said, to=t.newest(who))
            t.clock.moment += timedelta(hours=1)  # the read-back waits for company no more
            t.service.tick()
            t.deliver()
            back = "\n".join(text_of(m) for m in t.outbox.sent[sent:] if _to(m) == who)
            return t.log(who)[before:], back.split("\n> ")[0].replace("\xa0", " "), new
    finally:
        mail_table.Postman = postman


def check(owner: int, field: int, writer: int, said: str, lang: str, want: str) -> None:
    """The mail plays `want` (TALK: no offer, sale nor resignation), and what comes back names
    the new holder where it names the seat, never its previous one."""
    moves, back, new = mailed(owner, field, writer, said, lang)
    old = PEOPLE[lang][0][1]
    # (the line that tells the writer who plays the seat now names its previous holder: brief
    # seat52)
    told = "\n".join(line for line in back.splitlines() if not TOLD_CHANGE.match(line.strip()))
    assert old.split()[0][:4] not in told, back
    assert not any(asked in back for asked in RESIGNING), back
    if want == TALK:
        assert not [m for m in moves if m.startswith(("offer", "sell", "resign"))], moves
        return
    assert moves[:1] == [want], (moves, back)
    if old in want:
        assert new.split()[1][:4] in back, back


@pytest.mark.parametrize("member", [pytest.param(m, id=m[3][:50]) for m in TRAINING])
def test_a_line_naming_the_new_holder_is_read(member):
    check(*member)


@pytest.mark.parametrize("member", [pytest.param(m, id="held_out: " + m[3][:40])
                                    for m in HELD_OUT])
def test_held_out_a_line_naming_the_new_holder_is_read(member):
    check(*member)
