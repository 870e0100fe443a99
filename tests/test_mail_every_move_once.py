"""A mail tells each thing once (issue 42, conv46). The class: one fact told in two places of
one mail, each place with its own words for it: the lead of a folded every-move notice and a
line of the list of what happened; an offer under its own heading, in that list, and in the
board's open trades; the every-move note once per folded notice. Members: games by mail where
a reader with EVERY MOVE on (Czech or English) is offered trades, sees purchases, and has mails
folded; the held-out third was measured last (see GAMES_HELD_OUT)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from mail_table import ANN, BOB, CID, Table, first_choice, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.render.catalogue import say
from functions.service import PlayerSpec

NOTE = {lang: say(lang, "every_move_note") for lang in ("cs", "en")}
FOOTER = re.compile(r"\n\n(Your pbm game master|Tvůj herní server pbm)\n.*", re.S)


def told_twice(text: str) -> list[str]:
    """The lines of a mail's text (its footer aside) that tell one thing twice: a sentence and
    a list line or board row of the same words, or the every-move note more than once."""
    body = FOOTER.sub("", text)
    seen: dict[str, int] = {}
    for line in body.splitlines():
        said = re.sub(r"^\s*(- )?", "", line).rstrip(".").casefold()
        if len(said.split()) >= 4:
            seen[said] = seen.get(said, 0) + 1
    twice = [line for line, n in seen.items() if n > 1]
    twice += [note for note in NOTE.values() if body.count(note) > 1]
    return twice


def _players(bob_lang: str, cid_lang: str) -> list[PlayerSpec]:
    return [PlayerSpec("Ann Lee", ANN, "en"), PlayerSpec("Bob Day", BOB, bob_lang),
            PlayerSpec("Cid Roe", CID, cid_lang)]


def _to_move(t: Table) -> str:
    record = t.record()
    return record.seat(record.to_move).email


def _turns(t: Table, turns: int, on_turn: Callable[[Table, str], None]) -> None:
    """`turns` turns: `on_turn` plays each (by mail), the page's first option when it did not."""
    for _ in range(turns):
        who, version = _to_move(t), t.record().version
        on_turn(t, who)
        if t.record().version == version and t.record().status == "running":
            first_choice(t)
            t.deliver()


def offered_at_once(t: Table) -> None:
    """Cid (every move on) is offered a gift by Ann the moment she has bought."""
    t.reply(CID, "EVERY MOVE ON")
    t.reply(ANN, "1")
    t.reply(ANN, "offer Cid give $500 get nothing")
    _turns(t, 4, lambda t, who: t.reply(who, "1"))


def buy_and_offer_in_one_reply(t: Table) -> None:
    """Bob (Czech, every move on) reads of Ann's purchase and her offer to him, both in one
    reply of hers, and then it is his turn."""
    t.reply(BOB, "KAŽDÝ TAH ZAP")
    t.reply(ANN, "buy. offer Bob give $300 get nothing")
    _turns(t, 5, lambda t, who: t.reply(who, "1"))


def both_offer_to_the_same(t: Table) -> None:
    """Ann and Cid both offer Bob (Czech, every move on) money while he waits for his turn."""
    t.reply(BOB, "KAŽDÝ TAH ZAP")
    t.reply(ANN, "1")
    t.reply(CID, "offer Bob give $200 get nothing")
    t.reply(ANN, "offer Bob give $100 get nothing")
    _turns(t, 4, lambda t, who: t.reply(who, "2"))


def everyone_watches(t: Table) -> None:
    """All three have every move on (two in Czech) and offer along the way."""
    for who, words in ((ANN, "EVERY MOVE ON"), (BOB, "KAŽDÝ TAH ZAP"), (CID, "KAŽDÝ TAH ZAP")):
        t.reply(who, words)

    def turn(t: Table, who: str) -> None:
        other = {ANN: "Bob", BOB: "Cid", CID: "Ann"}[who]
        t.reply(who, f"offer {other} give $100 get nothing")
        t.reply(who, "1")
    _turns(t, 6, turn)


def offers_between_others(t: Table) -> None:
    """Cid (every move on) watches Ann offer Bob trades; Bob answers one."""
    t.reply(CID, "EVERY MOVE ON")
    t.reply(ANN, "1")
    t.reply(ANN, "offer Bob give $250 get nothing")
    t.reply(BOB, "ACCEPT 1")
    _turns(t, 4, lambda t, who: t.reply(who, "2"))


def cs_watcher_english_table(t: Table) -> None:
    """Cid (Czech, every move on) is offered two gifts by Ann, takes one, then plays on."""
    t.reply(CID, "KAŽDÝ TAH ZAP")
    t.reply(ANN, "offer Cid give $100 get nothing")
    t.reply(ANN, "offer Cid give $150 get nothing")
    t.reply(CID, "přijímám 2")
    _turns(t, 4, lambda t, who: t.reply(who, "1"))


GAMES = {  # the play, Bob's language, Cid's language
    "an offer at once": (offered_at_once, "en", "en"),
    "a purchase and an offer in one reply": (buy_and_offer_in_one_reply, "cs", "en"),
    "two offers to the same waiting player": (both_offer_to_the_same, "cs", "en"),
    "everyone watches every move": (everyone_watches, "cs", "cs"),
}
GAMES_HELD_OUT = {  # measured last: before the fix 1 of 2 mailed a thing twice, after 0 of 2
    "offers between others": (offers_between_others, "en", "en"),
    "a Czech watcher at an English table": (cs_watcher_english_table, "en", "cs"),
}


@pytest.mark.parametrize("name", [*GAMES, *GAMES_HELD_OUT])
def test_a_mail_tells_each_thing_once(name):
    play, bob_lang, cid_lang = {**GAMES, **GAMES_HELD_OUT}[name]
    with open_table(players=_players(bob_lang, cid_lang)) as t:
        play(t)
        mails = [(_to(m), m["Subject"], text_of(m)) for m in t.outbox.sent]
    twice = [(to, subject, told_twice(text)) for to, subject, text in mails if told_twice(text)]
    assert twice == [], twice
