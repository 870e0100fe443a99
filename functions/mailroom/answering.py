"""What a player writes at the command line or in the page's move box, played as a reply
by mail would be: one move, or an answer to an offer open to them that names a price or the
field kept ("odmítám 1, dám ti za ni 2500", "Za 2500 ji beru", "I'll keep the Kurz"), which
the game's one rule (`offer_reply`) makes one move or two (decline, and the counter-offer)."""

from __future__ import annotations

from typing import Any

from functions.service.play.playing import Submission
from functions.service.records.refusal import ErrorCode, ServiceError
from rules import RulesError

from .offer_replies import reply_in_line

# the refusals of a text the game reads no one move in: it may still answer an offer
_UNREAD = {ErrorCode.INVALID_COMMAND, ErrorCode.AMBIGUOUS_COMMAND, ErrorCode.ILLEGAL_MOVE}


def offer_answer(rules: Any, state: Any, player: str, text: str) -> list[str]:
    """The moves `text` plays as `player`'s answer to the one offer open to them that it
    answers (never a guess among several), read as the mail reads a reply's line; []
    when it answers none."""

    def read(piece: str) -> list[str] | None:
        found = [moves for number in rules.open_offers(state, to=player)
                 if (moves := rules.offer_reply(state, player, piece, number))]
        return [str(getattr(move, "text", move)) for move in found[0]] \
            if len(found) == 1 else None

    def holds_move(piece: str, answer: list[str]) -> bool:
        # a piece beside the answer is played only when it is a move of its own, not the
        # answer's "no" said again ("odmítám 1, dám ti za ni 2500")
        try:
            move = rules.parse(state, player, piece)
        except RulesError:  # a piece the game reads no move in is chatter here
            return False
        return str(getattr(move, "text", move)) not in answer

    return reply_in_line(text, read, holds_move) or []


def submit_said(service: Any, game_id: str, email: str, text: str, *,
                version: int | None = None, source: str = "cli",
                idempotency_key: str | None = None) -> list[Submission]:
    """Play what a player wrote (see the module): the submissions, in order. A text that is
    neither one move nor an answer to an offer is refused as one move would be."""
    try:
        return [service.submit(game_id, email, text, version=version, source=source,
                               idempotency_key=idempotency_key)]
    except ServiceError as error:
        if error.code not in _UNREAD:
            raise
        view = service.view(game_id)
        seat = view.game.seat_of(email)
        moves = offer_answer(view.rules, view.state, seat.player, text) \
            if view.state is not None and seat is not None and seat.player else []
        if not moves:
            raise
    # the version checked once, before the first; each move its own key, so a form posted
    # twice plays its answer once
    return [service.submit(game_id, email, move, version=version if n == 0 else None,
                           source=source, idempotency_key=idempotency_key and (
                               idempotency_key if n == 0 else f"{idempotency_key}:{n + 1}"))
            for n, move in enumerate(moves)]
