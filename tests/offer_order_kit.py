"""Offers told in order (conv41): Bob offers Ann a trade in a three-player WesternPoly game by
mail and Ann closes it within the moment Bob's read-back waits to ride in his next mail (she
answers it, or ends the turn that showed it to her); what Bob reads, in the order he reads it."""

from __future__ import annotations

import re
from datetime import timedelta

from mail_table import ANN, BOB, CID, Table, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec

NAMES = ("Anna Lehká", "Bohdan Dvořák", "Cyril Rous")
MADE = re.compile(r"(?:Nabízíš obchod|You offered Anna Lehká trade|You offer Anna Lehká trade)"
                  r" #1\b")
ENDED = re.compile(r"#1\b[^\n]*(?:propadla|lapsed)|(?:odmítla|přijala|declined|accepted)"
                   r"[^\n]*#1\b")


def _play(t: Table, address: str, lang: str) -> None:
    """`address` answers its turn mails by the first option until its turn is over."""
    for _ in range(6):
        record = t.record()
        seat = record.seat(record.to_move)
        if seat.email != address:
            return
        view = t.service.view(t.game.id)
        t.reply(address, "1" if view.rules.choices(view.state, seat.player)
                else "hotovo" if lang == "cs" else "done")


def bob_reads(lang: str, offer: str, answer: str | None, on_his_turn: bool) -> str:
    """What Bob receives after offering Ann trade #1 (on his turn or Cid's) and playing on:
    Ann answers `answer`, or (None) ends the turn whose mail showed her the offer."""
    players = [PlayerSpec(n, a, lang) for n, a in zip(NAMES, (ANN, BOB, CID), strict=True)]
    with open_table(players=players, options={"lang": lang}) as t:
        _play(t, ANN, lang)
        if not on_his_turn:
            _play(t, BOB, lang)
        since = len(t.outbox.sent)
        t.reply(BOB, offer)
        _play(t, BOB, lang)
        _play(t, CID, lang)
        if answer is None:
            _play(t, ANN, lang)
        else:
            t.reply(ANN, answer)
        t.clock.moment += timedelta(hours=1)
        t.service.tick()
        t.deliver()
        return "\n".join(text_of(m) for m in t.outbox.sent[since:] if _to(m) == BOB)


def told_in_order(text: str) -> bool:
    """Whether the offer's making is told before its end (both told)."""
    made, ended = MADE.search(text), ENDED.search(text)
    return made is not None and ended is not None and made.start() < ended.start()
