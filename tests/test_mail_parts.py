"""Every part of a mail of several instructions ends somewhere the player is told of (issue 42).

The class: in a mail holding more than one instruction (a move and an offer, an answer to an
offer and a purchase, a refusal and a trade), every part ends in exactly one of: played,
refused with its reason, asked back, or passed on as talk; the read-back names each, and no
part vanishes. Its first members ("Ahoj, koupit. Anno, nabídka Ann: dávám 1, chci 3500")
played the purchase and dropped the offer without a word: a sentence the game refuses was
taken for chatter beside the move, and a move and an offer were asked back as two tries at
one decision.

`unaccounted` is the check: the player's own words (above the quote) cut into lines and
sentences; each instruction part must be in the log (played, and named in the read-back) or
quoted in the answer (refused or asked back with its reason, or passed on). The members were
built for this class as players write them; HELD_OUT was kept aside while fixing and measured
last (5 of 8 before, 8 of 8 after).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from mail_table import ANN, BOB, CID

from rules.text import sentences
from tests.mail.reading_classes import Answer, play

# (language, position of reading_classes.play, the body, its instruction parts: the verb its
# move starts with in the log when played, and a fragment of the player's words the answer
# quotes when it is not)
Member = tuple[str, str, str, tuple[tuple[str, str], ...]]

MEMBERS: list[Member] = [
    ("cs", "offered_turn", "Beru to pole a nabídku 1 přijímám.",
     (("buy", "Beru to pole"), ("accept", "přijímám"))),
    ("cs", "offered_turn", "Přijímám 1. Pak koupit.", (("accept", "Přijímám 1"), ("buy", "koupit"))),
    ("cs", "offered_turn", "Dobrý den,\nkoupit\nnabídka Bobovi: dávám 200, chci 3\nJakub",
     (("buy", "koupit"), ("offer", "chci 3"))),
    ("cs", "offered_turn", "Koupím to. Aničko, nabídka Anně: dávám 300, chci 5",
     (("buy", "Koupím"), ("offer", "chci 5"))),
    ("cs", "offered_turn", "koupit a pak nabidka Bobovi: davam 100, chci 3",
     (("buy", "koupit"), ("offer", "chci 3"))),
    ("cs", "offered_turn", "Nabídka Bobovi: dávám 100, chci 3. A koupit.",
     (("offer", "chci 3"), ("buy", "koupit"))),
    ("cs", "offered_turn", "Odmítám 1, ale pole kupuju.", (("decline", "Odmítám 1"), ("buy", "kupuju"))),
    ("cs", "offered_turn", "Nekupuju. Anno, nabídka Anně: dávám 400, chci 2",
     (("pass", "Nekupuju"), ("offer", "chci 2"))),
    ("cs", "offered_turn", "Ahoj Bobe, nabídka Bobovi: dávám 150, chci 6. Jinak kupuju.\nKuba",
     (("offer", "chci 6"), ("buy", "kupuju"))),
    ("en", "offered_turn", "Hi all, buy. Ann, offer Ann give 1 get $3500",
     (("buy", "buy"), ("offer", "$3500"))),
    ("en", "offered_turn", "Buy it. Then offer Bob give $200 get 3.",
     (("buy", "Buy it"), ("offer", "get 3"))),
    ("en", "offered_turn", "Decline 1. Buy.", (("decline", "Decline 1"), ("buy", "Buy"))),
    ("en", "owner", "Roll. Ann, offer Ann give 8 get $3500.", (("roll", "Roll"), ("offer", "$3500"))),
    ("cs", "owner", "Hodit. Anno, nabídka Anně: dávám 8, chci 3500",
     (("roll", "Hodit"), ("offer", "chci 3500"))),
    ("cs", "owner", "Zdravím, nabídka Bobovi: dávám Modrou podkovu, chci 4000. Pak házím.\nJ.",
     (("offer", "chci 4000"), ("roll", "házím"))),
    # the offer and the field named, taken together (the purchase was lost) or one turned down
    ("cs", "offered_turn", "Beru nabídku i pole.", (("accept", "Beru nabídku"), ("buy", "pole"))),
    ("cs", "offered_turn", "Nabídku i pole beru, díky.", (("accept", "Nabídku"), ("buy", "pole beru"))),
    ("en", "offered_turn", "I accept the offer and take the field too.",
     (("accept", "accept the offer"), ("buy", "take the field"))),
    ("cs", "offered_turn", "Odmítám nabídku, pole beru.",
     (("decline", "Odmítám nabídku"), ("buy", "pole beru"))),
    ("cs", "offered_turn", "Beru nabídku, pole ne.", (("accept", "Beru nabídku"), ("pass", "pole ne"))),
    # a purchase refused in English beside an offer (the pass was lost with the refused offer)
    ("en", "offered_turn", "Not buying the shack though. Ann, offer Ann give $300 get 2",
     (("pass", "Not buying"), ("offer", "get 2"))),
    ("en", "offered_turn", "I am not buying it. Bob, offer Bob give $100 get 3",
     (("pass", "not buying"), ("offer", "get 3"))),
    ("cs", "offered_turn", "Bobe, posílám ti 100 dolarů jako dar. Koupit.",
     (("offer", "jako dar"), ("buy", "Koupit"))),
    # the brief's cases
    ("cs", "offered_turn", "Ahoj, koupit. Anno, nabídka Ann: dávám 1, chci 3500",
     (("buy", "koupit"), ("offer", "chci 3500"))),
    ("cs", "offered_turn", "Koupit. A nabídka Ann: dávám Modrou podkovu, chci 3500",
     (("buy", "Koupit"), ("offer", "chci 3500"))),
    ("cs", "offered_turn", "Jo, koupit. Bobe, nabídka Bobovi: dávám 3, chci 3500",
     (("buy", "koupit"), ("offer", "chci 3500"))),
]

HELD_OUT: list[Member] = [
    ("cs", "offered_turn", "Jo, kupuju. Anno, nabidka Anne: davam 250, chci 4",
     (("buy", "kupuju"), ("offer", "chci 4"))),
    ("cs", "offered_turn", "Nabídku 1 beru. Pole taky kupuju.",
     (("accept", "Nabídku 1 beru"), ("buy", "kupuju"))),
    ("en", "offered_turn", "Buy. Bob, offer Bob give $100 get 6. Cheers, James",
     (("buy", "Buy"), ("offer", "get 6"))),
    ("en", "offered_turn", "I accept 1. And buy.", (("accept", "accept 1"), ("buy", "buy"))),
    ("cs", "owner", "Házím. A Bobe, nabídka Bobovi: dávám 8, chci 5000",
     (("roll", "Házím"), ("offer", "chci 5000"))),
    ("en", "owner", "Offer Bob give 8 get $4200, then roll.", (("offer", "$4200"), ("roll", "roll"))),
    ("cs", "offered_turn", "Koupit, pak nabídka Ann: dávám 2, chci 900\nS pozdravem Jakub",
     (("buy", "Koupit"), ("offer", "chci 900"))),
    ("en", "offered_turn", "Hello,\nbuy, and then offer Ann give $50 get 4\nJames",
     (("buy", "buy"), ("offer", "get 4"))),
]
# found after the fix: "No buy" was read as "buy" (an English "no" before the verb refuses
# it; the Czech "No kupuju" is "well, I buy")
MEMBERS += [
    ("en", "offered_turn", "No buy this time. Bob, offer Bob give $300 get 3",
     (("pass", "No buy"), ("offer", "get 3"))),
    # an "a" / "and" before an offer's head joined two acts, and the offer's own comma cut it
    ("cs", "offered_turn", "Koupit a nabídka Anně: dávám 200, chci Pod Skálou",
     (("buy", "Koupit"), ("offer", "chci Pod Skálou"))),
    ("cs", "offered_turn", "Ano koupit, a nabídka Ann: dávám 200, chci U Hnědáka",
     (("buy", "koupit"), ("offer", "chci U Hnědáka"))),
    ("cs", "offered_turn", "koupit a nabidku Bobovi: davam 1, chci 3000",
     (("buy", "koupit"), ("offer", "chci 3000"))),
    ("en", "offered_turn", "Buy and offer Ann give $200 get 3", (("buy", "Buy"), ("offer", "get 3"))),
]

# the remaining shapes (brief part53): a pass read with the offer's yes and lost, an offer
# asked to be sent ("Anně pošli nabídku: …") taken for a message or for chatter, a gift in the
# present continuous, two offers in one line read as one; built so, 8 of 15 before, 15 after
MEMBERS += [
    ("en", "offered_turn", "Pass. Ann, thanks, I accept.", (("pass", "Pass"), ("accept", "I accept"))),
    ("en", "offered_turn", "Pass on this one. Ann, thanks, I accept.",
     (("pass", "Pass on this one"), ("accept", "I accept"))),
    ("en", "offered_turn", "Ann, thanks, I accept. Pass on the shack.",
     (("accept", "I accept"), ("pass", "Pass on the shack"))),
    ("cs", "offered_turn", "Pas. Ann, díky, beru.", (("pass", "Pas"), ("accept", "beru"))),
    ("cs", "offered_turn", "Ano koupit, a Anně pošli nabídku: dávám 200, chci 5",
     (("buy", "koupit"), ("offer", "chci 5"))),
    ("cs", "owner", "Hodit, a Anně pošli nabídku: dávám 8, chci 3500",
     (("roll", "Hodit"), ("offer", "chci 3500"))),
    ("en", "owner", "Roll, and send Ann an offer: give 8 get $3500",
     (("roll", "Roll"), ("offer", "get $3500"))),
    ("cs", "offered_turn", "Koupit. Pošli Bobovi nabídku: dávám 100, chci 3",
     (("buy", "Koupit"), ("offer", "chci 3"))),
    ("en", "", "Buy. I am giving Bob $200 as a gift", (("buy", "Buy"), ("offer", "as a gift"))),
    ("en", "", "Buy. Bob, I am sending you $200 as a gift.",
     (("buy", "Buy"), ("offer", "as a gift"))),
    ("cs", "", "Koupit. Bobovi dávám 200 dolarů jako dárek.",
     (("buy", "Koupit"), ("offer", "jako dárek"))),
    ("cs", "", "Nekupuju. Bobovi posílám 100 dolarů jako dar.",
     (("pass", "Nekupuju"), ("offer", "jako dar"))),
    ("cs", "owner", "Nabídka Anně: dávám 8, chci 3500. Nabídka Bobovi: dávám 500, chci 3.",
     (("offer", "chci 3500"), ("offer", "chci 3"))),
    ("cs", "offered_two_turn", "Přijímám 1, dvojku odmítám. A koupit.",
     (("accept", "Přijímám 1"), ("decline", "dvojku odmítám"), ("buy", "koupit"))),
    ("en", "offered_two_turn", "Accept 1 and decline 2. I'll pass on the shack.",
     (("accept", "Accept 1"), ("decline", "decline 2"), ("pass", "pass on the shack"))),
]
# held out while fixing the remaining shapes, measured last: 4 of 7 before, 6 of 7 after (the
# checker counted "Házím. Pošli Anně nabídku: …" before: the offer went to Ann as a message)
HELD_OUT += [
    ("cs", "offered_turn", "koupit, a Bobovi posli nabidku: davam 300, chci 3",
     (("buy", "koupit"), ("offer", "chci 3"))),
    ("en", "", "Buy it. Also I'm giving Ann $300 as a gift.",
     (("buy", "Buy"), ("offer", "as a gift"))),
    ("cs", "owner", "Házím. Pošli Anně nabídku: dávám Modrou podkovu, chci 3000",
     (("roll", "Házím"), ("offer", "chci 3000"))),
    ("cs", "offered_two_turn", "Nekupuju. Jedničku beru, dvojku ne.",
     (("pass", "Nekupuju"), ("accept", "Jedničku beru"), ("decline", "dvojku ne"))),
    ("en", "offered_turn", "No thanks to the shack. Ann, I accept.",
     (("pass", "No thanks"), ("accept", "I accept"))),
    ("cs", "", "Kupuju. A Aničce posílám 150 dolarů jako dárek.",
     (("buy", "Kupuju"), ("offer", "jako dárek"))),
]
# held out, still wrong after the fix, kept as data: the pass of "I'll pass" is read with the
# offer's yes in the line's sentences as one answer, and lost
STILL_WRONG: list[Member] = [
    ("en", "offered_turn", "I'll pass. Ann, thanks a lot, I accept your offer.",
     (("pass", "I'll pass"), ("accept", "I accept"))),
]

# how the read-back names a part played (the holder's own mail, either language)
NAMED = {
    "buy": r"koupit|buy",
    "pass": r"nekupovat|do not buy",
    "roll": r"hodit|throw",
    "offer": r"Nabízíš obchod|You offer",
    "accept": r"[Pp]řijal|[Pp]řijímáš|[Yy]ou accepted",
    "decline": r"[Oo]dmítl|[Oo]dmítáš|[Yy]ou declined",
}


def own_parts(body: str) -> list[str]:
    """What the player wrote, cut into its lines and their sentences."""
    return [part for line in body.splitlines() for part in sentences(line)]


def unaccounted(answer: Answer, body: str, parts: tuple[tuple[str, str], ...]) -> list[str]:
    """The instruction parts of `body` the answer neither played (and named) nor quoted: a
    part not played is quoted on a line of its own, never inside a quote of the whole mail
    refused for another part's reason ("Nabídka Anně: …. Nabídka Bobovi: …" refused whole)."""
    own = answer.text.split("\n> ")[0]  # the answer's own words, above the quoted reply

    def quoted(fragment: str) -> bool:
        others = [f for _, f in parts if f != fragment and f not in fragment]
        return any(fragment in line and not any(f in line for f in others)
                   for line in own.splitlines())

    # two offers of a mail: the log holds one for each not answered with its reason
    offers = sum(verb == "offer" and not quoted(fragment) for verb, fragment in parts)
    lost = []
    for verb, fragment in parts:
        assert any(fragment in part for part in own_parts(body)), (fragment, body)
        if verb == "pass":
            played = "pass" in answer.moves
        elif verb == "offer":
            played = sum(move.startswith("offer") for move in answer.moves) >= offers
        else:
            played = any(move.startswith(verb) for move in answer.moves)
        if not (played and re.search(NAMED[verb], own) or quoted(fragment)):
            lost.append(f"{verb} ({fragment})")
    return lost


@pytest.mark.parametrize(("lang", "position", "body", "parts"), MEMBERS + HELD_OUT)
def test_no_part_of_a_mail_vanishes(tmp_path: Path, lang: str, position: str, body: str,
                                    parts: tuple[tuple[str, str], ...]) -> None:
    """Each instruction of the mail is played and read back, or named with why not."""
    answer = play(tmp_path, "westernpoly", lang, body, position)
    assert unaccounted(answer, body, parts) == [], answer.text.split("\n> ")[0]


def test_an_offer_beside_the_throw_is_no_second_try(tmp_path: Path) -> None:
    """A throw and an offer in one line are two acts, both played: never asked back as two
    moves of which only one can be made."""
    answer = play(tmp_path, "westernpoly", "cs", "Hodit. Anno, nabídka Anně: dávám 8, chci 3500",
                  "owner")
    assert answer.moves[:2] == ("roll", "offer Ann give 8 get $3500")
    assert "jde jen jeden" not in answer.text


def test_a_refused_offer_above_the_purchase_is_named(tmp_path: Path) -> None:
    """An offer the game cannot make, written before the purchase, is answered with its
    reason beside the purchase played."""
    answer = play(tmp_path, "westernpoly", "cs", "Nabídka Bobovi: dávám 100, chci 3. A koupit.",
                  "offered_turn")
    own = answer.text.split("\n> ")[0]
    assert answer.moves[0] == "buy"
    named = [line for line in own.splitlines() if "„Nabídka Bobovi: dávám 100, chci 3“" in line]
    assert named and "nikomu nepatří" in named[0]  # the reason: field 3 is nobody's yet


def test_an_unread_sentence_beside_the_move_is_named(tmp_path: Path) -> None:
    """A sentence that tries a trade the reader cannot read, on the line of the move played,
    is named as not read: the player learns the offer still waits."""
    body = "Ann, deal, 500 is fine by me. And yes, buy it."
    answer = play(tmp_path, "westernpoly", "en", body, "offered_turn")
    own = answer.text.split("\n> ")[0]
    assert answer.moves[0] == "buy"
    assert any("Ann, deal, 500 is fine by me" in line and line.startswith("Skipped")
               for line in own.splitlines()), own


@pytest.mark.parametrize(("lang", "body", "move"), [
    ("en", "No buy this time.", "pass"), ("en", "No buying for me, thanks.", "pass"),
    ("cs", "No kupuju.", "buy"), ("cs", "No, kupuju.", "buy")])
def test_a_no_before_the_verb_refuses_it_in_english_only(tmp_path, lang, body, move):
    assert play(tmp_path, "westernpoly", lang, body, "offered_turn").moves[0] == move


@pytest.mark.parametrize(("lang", "body"), [
    ("cs", "Ahoj všichni, díky Evo, že jsem se mohla přidat!"),
    ("cs", "Ahoj všichni, díky Evo, že jsem se mohla přidat!\nKoupit."),
    ("cs", "Ahoj vsichni, diky Evo, ze jsem se mohla pridat!\nkoupit"),
    ("en", "Hi all, thanks Eva for letting me join!\nBuy")])
def test_words_to_the_organizer_beside_the_move_reach_them(lang, body):
    """Thanks to the organizer in a greeting's shape ("Ahoj …, díky Evo, že …!") say more than
    a greeting: they go to the organizer, the writer told so, the move played beside them
    (they reached nobody, the writer told of no move)."""
    from test_mail_asks_organizer_running import ORGANIZER, written
    told, log = written("westernpoly", lang, body)
    line = body.splitlines()[0]
    assert len(told[ORGANIZER]) == 1 and line in told[ORGANIZER][0]
    assert line in told[ANN][0].split("\n> ")[0]
    assert ("Evě" if lang == "cs" else "Eva") in told[ANN][0].split("\n> ")[0]
    assert not any(line in text for text in told[BOB] + told[CID])
    assert ("buy" in log) == (len(body.splitlines()) > 1)
