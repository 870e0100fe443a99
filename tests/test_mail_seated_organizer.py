"""Issue 42 (brief org54): an organizer who also holds a seat writes, in reply to their seat's
mail, words meant for the organizer role ("pozastav hru", "can Kate play for Tom?", "kdo se
ještě neozval?"). Beside a move they were dropped without a word; alone, a question only an
organizer asks was answered as a player's ("I can't tell", or the help on trade offers). The
class: mails between the service and a seated organizer that misread whose words they are.
Decided by what is written: an organizer's control or a question only an organizer asks, from
the organizer's address, is the organizer's whichever mail it answers (answered as to the
organizer, saying so; beside a move, after it, in a mail of its own); a question every player
asks ("Kdo vede?") is answered as a player's; words to a player are table talk. Members written
as organizers write them (Czech with and without diacritics, English); a third held out."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec

# (the organizer's language, "move" when they are on turn and the mail plays, the mail, what
# it is: "org" (the organizer's: answered as theirs, never to the table), "player" (a
# player's question, answered as such), "talk" (words to Bob, passed on to him))
Member = tuple[str, str, str, str]
TRAINING: tuple[Member, ...] = (
    ("cs", "", "Pozastav prosím hru do pondělí, odjíždím.", "org"),
    ("cs", "", "Jak vyměním Boba za Kateřinu?", "org"),
    ("en", "", "Can Kate play for Tom from tomorrow?", "org"),
    ("cs", "", "Ahoj, kdo se jeste neozval?", "org"),
    ("cs", "move", "koupit\nA pozastav hru do nedele, prosim.", "org"),
    ("en", "move", "buy\nHow do I replace Bob? He stopped playing.", "org"),
    ("cs", "", "Kdo vede?", "player"),
    # their own deadline, their own absence: a player's, whoever organizes
    ("cs", "", "Do kdy mám termín?", "player"),
    ("cs", "", "Jedu na dovolenou do neděle, může za mě hrát robot?", "player"),
    ("cs", "", "Bobe, hraješ dneska?", "talk"),
    # a control after a greeting: "Ahoj, <a name>" to the reader of courtesy, ignored as thanks
    ("cs", "", "Ahoj, zruš prosím tu hru, nikoho to nebaví.", "org"),
    ("cs", "", "Ahoj, hraje za někoho robot?", "org"),
    ("en", "", "Could you give Petra two more days? She is ill.", "org"),
    ("cs", "", "Pozastav hru do pondělí.\n\nDne po 2. 3. 2026 v 10:00 pbm "
     "<game@pbm.example.org> napsal(a):\n> Ahoj Evo", "org"),
    # the organizer's own first person: theirs to do (it was chatter, dropped)
    ("cs", "", "Ahoj všichni, pozastavím hru do pondělí.", "org"),
    ("en", "", "I'm pausing the game until Monday, sorry all.", "org"),
)
# written with the class, before the fix, and left untouched: 1 of 4 read right before (the
# player's question), 4 of 4 after
HELD_OUT: tuple[Member, ...] = (
    ("cs", "", "Dobrý den, jak zruším hru? Nikdo už nehraje.", "org"),
    ("en", "move", "pass\nAlso, could you pause the game until Monday? Thanks", "org"),
    ("cs", "", "Muze misto Petry hrat Katerina? Petra nema cas.", "org"),
    ("cs", "", "Jak to jde? Kdo je na tahu?", "player"),
)
# the answer says which role the mail was read in
ROLE = {"cs": "pořadatele hry „", "en": "as the organizer of “"}


def read_as(member: Member) -> tuple[bool, str]:
    """Whether the seated organizer's mail was read as the class asks, and why not."""
    lang, move, body, kind = member
    eva = PlayerSpec("Eva Dvořáková", ANN, lang)
    others = [PlayerSpec("Bob Day", BOB, "en"), PlayerSpec("Petra Malá", CID, "cs")]
    players = [eva, *others] if move else [others[0], eva, others[1]]
    with open_table(players=players, organizer=ANN, options={"lang": lang}) as t:
        log = len(t.log(ANN))
        before = len(t.outbox.sent)
        outcome = t.reply(ANN, body)
        sent = t.outbox.sent[before:]
        hers = [text_of(m) for m in sent if _to(m) == ANN]
        theirs = " ".join(text_of(m) for m in sent if _to(m) != ANN)
        as_organizer = any(ROLE[lang] in text for text in hers)
        words = body.splitlines()[-1]
        told_table = words.split("?")[0].split(",")[-1].strip() in theirs
        played = len(t.log(ANN)) > log
        if move and not played:
            return False, f"the move was not played: {hers}"
        if kind == "org":
            return as_organizer and not told_table, f"organizer's? {as_organizer}, told the " \
                f"table? {told_table}: {hers} / {theirs[:300]}"
        if kind == "player":
            return bool(hers) and not as_organizer and not told_table, f"{hers}"
        # (table talk may wait to ride in its reader's next mail)
        passed_on = told_table or "table talk" in outcome.detail
        return passed_on and not as_organizer, f"{outcome.detail}: {hers} / {theirs[:300]}"


@pytest.mark.parametrize("member", TRAINING)
def test_the_seated_organizers_words_are_read_by_what_they_say(member):
    ok, why = read_as(member)
    assert ok, why


def test_a_pause_beside_a_move_comes_after_the_move():
    eva = PlayerSpec("Eva Dvořáková", ANN, "cs")
    players = [eva, PlayerSpec("Bob Day", BOB, "en"), PlayerSpec("Petra Malá", CID, "cs")]
    with open_table(players=players, organizer=ANN, options={"lang": "cs"}) as t:
        t.reply(ANN, "koupit\nPozastav hru do pondělí.")
        assert "buy" in t.log(ANN), t.log(ANN)
        assert t.record().status == "paused"


def test_a_players_question_to_a_seated_organizer_stays_table_talk():
    """Another player's "Evo, může za Petru hrát Kateřina?" is words to Eva at the table, as
    before: only the organizer's own mail is read as the organizer's."""
    players = [PlayerSpec("Bob Day", BOB, "cs"), PlayerSpec("Eva Dvořáková", ANN, "cs"),
               PlayerSpec("Petra Malá", CID, "cs")]
    with open_table(players=players, organizer=ANN, options={"lang": "cs"}) as t:
        before = len(t.outbox.sent)
        t.reply(CID, "Evo, může za mě zítra hrát Kateřina?")
        assert not any(ROLE["cs"] in text_of(m) for m in t.outbox.sent[before:])


def test_an_organizer_without_a_seat_is_heard_after_a_greeting_too():
    """"Ahoj, pozastavuji hru do pondělí" from an organizer who holds no seat, to a mail of
    the game: a control, never thanks to ignore."""
    with open_table(organizer="Eva Dvořáková <eva@example.org>", options={"lang": "cs"}) as t:
        notice = next(m for m in reversed(t.outbox.sent) if _to(m) == "eva@example.org")
        t.reply("eva@example.org", "Ahoj, pozastavuji hru do pondělí", to=notice)
        assert t.record().status == "paused"


def test_held_out():
    """The held-out third, measured once at the end (figures above)."""
    results = [read_as(member) for member in HELD_OUT]
    assert all(ok for ok, _ in results), [why for ok, why in results if not ok]
