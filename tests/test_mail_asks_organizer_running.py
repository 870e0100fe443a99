"""Issue 42, words meant for the organizer or for the service in a running game (brief org52).
The class: a mail meant for the organizer or the service (thanks, a request only the
organizer can carry out, a question to the service), in a running game, with a greeting, in
formal Czech (vykání) or English, that was sent to the wrong reader (the players), answered
as something else, or a mail of several questions answered in part. Private words to the
organizer never reach the players; what goes to the organizer is told to the writer in their
language, the organizer named ("Předal jsem to organizátorce Evě …"); every question gets its
answer. Built for this project as players write them; a third held out, measured last."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID, first_choice, open_table
from test_mail_after_the_end_heard import said_to

from functions.service import PlayerSpec
from tests.mail.asks_classes import answered_as_asked
from tests.mail.reading_classes import play

ORGANIZER = "eva@example.org"
# (game, the writer's language, the mail, what it asks: "org" (to the organizer), "todo" (what
# to do now), "both" (a question of the game's state and one for the organizer), the moves it
# plays)
Member = tuple[str, str, str, str, tuple[str, ...]]
TRAINING: tuple[Member, ...] = (
    ("1926", "cs", "Díky Evo za organizaci!", "org", ()),
    ("westernpoly", "cs", "Evo, můžeš prosím prodloužit termín? Tento týden nestíhám.", "org", ()),
    ("westernpoly", "en", "Hi Eva, I'll be away next week, sorry.", "org", ()),
    ("1926", "cs", "Vyřaďte prosím Toma, vůbec nehraje.", "org", ()),
    ("westernpoly", "cs", "Dobrý den, paní organizátorko, mohla byste prosím pozastavit hru? "
     "Jsem v nemocnici.", "org", ()),
    ("1926", "en", "Thanks for organizing this, Eva!", "org", ()),
    ("westernpoly", "cs", "Diky Evo, je to super hra.", "org", ()),
    ("1926", "cs", "Organizátore, prodlužte mi prosím termín o dva dny.", "org", ()),
    ("westernpoly", "en", "Could you please remove Tom from the game? He never plays.", "org", ()),
    ("westernpoly", "cs", "koupit\nEvo, díky za organizaci!", "org", ("buy",)),
    ("goofspiel", "cs", "Dobrý den, co mám vlastně dělat?", "todo", ()),
    ("1926", "en", "Good morning, what am I supposed to do now?", "todo", ()),
    ("westernpoly", "cs", "Dobrý večer, co mám teď dělat?", "todo", ()),
    ("1926", "cs", "Kdo teď vede? A hraje za Petra už Kateřina?", "both", ()),
)
# measured once after the fix: 0 of 7 before, 6 of 7 after (the first run counted 5: its
# check compared the log's "large praha" with "large Praha", the mail itself was right)
HELD_OUT: tuple[Member, ...] = (
    ("westernpoly", "cs", "Díky moc Evo za uspořádání hry!", "org", ()),
    ("1926", "cs", "Pořadateli, můžete prosím vyřadit Toma? Už tři týdny nehraje.", "org", ()),
    ("westernpoly", "en", "Eva, can you give me two more days? I'm travelling.", "org", ()),
    ("goofspiel", "cs", "Evo, prosim pozastav hru do pondeli", "org", ()),
    ("1926", "cs", "Zdravím, co teď mám dělat?", "todo", ()),
    ("1926", "cs", "velká Praha\nDěkuji paní Dvořákové za organizaci.", "org", ("large Praha",)),
)
# held out, still wrong after the fix, kept as data: the verb after whom it plays for ("za
# Petra hrát"), which for_the_organizer's question of who plays a seat does not read, so the
# second question is answered "I can't tell" and the organizer never hears it (read since
# org53: test_mail_organizer_absence_words.py plays it)
STILL_WRONG: tuple[Member, ...] = (
    ("1926", "cs", "Kdo vede? A může za Petra hrát Kateřina?", "both", ()),
)


def written(game: str, lang: str, body: str) -> tuple[dict[str, list[str]], list[str]]:
    """A game organized by Eva Dvořáková, who holds no seat, Hana on turn; Hana writes `body`:
    the texts each person received for it (the others' next turn mails too), Hana's moves."""
    players = [PlayerSpec("Hana Krátká", ANN, lang), PlayerSpec("Petr Dvořák", BOB, "cs"),
               PlayerSpec("Tom Hall", CID, "en")]
    with open_table(players=players, rules_id=game, options={"lang": lang},
                    organizer=f"Eva Dvořáková <{ORGANIZER}>") as t:
        since = len(t.outbox.sent)
        t.reply(ANN, body)
        for _ in range(2):  # the others play on: their mails carry the table's talk
            if t.record().status == "running" and t.record().to_move != "p1":
                first_choice(t)
                t.deliver()
        return {w: said_to(t, since, w) for w in (ANN, BOB, CID, ORGANIZER)}, t.log(ANN)


def reached_the_organizer(told: dict[str, list[str]], lang: str, body: str,
                          question: str = "") -> bool:
    """Whether the words (`question`, else the whole mail less its moves) went to the organizer
    alone, and the writer was told so by the organizer's name."""
    excerpt = (question or body.splitlines()[-1])[:18]
    to_organizer = told[ORGANIZER]
    named = "Evě" if lang == "cs" else "Eva"
    return len(to_organizer) == 1 and excerpt in to_organizer[0] \
        and not any(excerpt in text for text in told[BOB] + told[CID]) \
        and bool(told[ANN]) and named in told[ANN][0].split("\n> ")[0]


def answered(tmp_path, member: Member) -> bool:
    """Whether a running game answered the member as it asks."""
    game, lang, body, asks, moves = member
    if asks == "todo":
        return answered_as_asked(play(tmp_path, game, lang, body), lang, asks, moves)
    told, log = written(game, lang, body)
    if not all(m.casefold() in [entry.casefold() for entry in log] for m in moves):
        return False  # (WesternPoly's log holds the throw before the purchase)
    if asks == "both":  # the first question answered at the top, the second passed on
        first, second = body.split("? ", 1)
        top = told[ANN][0].split("\n\n")[1] if told[ANN] else ""
        return reached_the_organizer(told, lang, body, second) and "neumím" not in top \
            and "volitel" in top
    return reached_the_organizer(told, lang, body)


@pytest.mark.parametrize("member", TRAINING, ids=[m[2][:40] for m in TRAINING])
def test_words_for_the_organizer_or_the_service_reach_them(tmp_path, member):
    assert answered(tmp_path, member)


@pytest.mark.parametrize("member", HELD_OUT, ids=[m[2][:40] for m in HELD_OUT])
def test_held_out_words_for_the_organizer_or_the_service_reach_them(tmp_path, member):
    assert answered(tmp_path, member)


# a sale to the bank said object first, "back" before the bank (the brief's "Náklad prodám
# zpátky bance." was refused as "unknown command 'náklad'"): played where the field is the
# writer's, else refused with the game's reason
SALES = ("Náklad prodám zpátky bance.", "Náklad prodávám zpět bance, jinak to nezaplatím.",
         "prodám Náklad zpátky do banky")


@pytest.mark.parametrize("body", SALES)
def test_a_sale_back_to_the_bank_is_played(body):
    from test_mail_move_beside_words import BANK, FREIGHT
    from test_mail_move_beside_words import answer as in_debt

    state, _ = in_debt("cs", body)
    assert state.owner[FREIGHT] == -1 and state.owner[BANK] == 0 and not state.debts


def test_a_sale_back_to_the_bank_of_a_field_not_owned_is_refused_with_its_reason():
    told, _ = written("westernpoly", "cs", "Náklad prodám zpátky bance.")
    top = told[ANN][0].split("\n\n")[1]
    assert "nepatří" in top and "neznám" not in top
