"""An address that does not take mail: remembered, never mailed again, organizers told once.

Both a permanent bounce or complaint (SES events, the bounces function) and a permanent refusal
of the recipient at sending time (an SMTP 5xx) end here; no SES error does (SES refusing the
service, the sandbox's unverified recipients included, is the operator's to fix: see
functions/mail/transport.py). `pbm undeliverable list` shows the marks, `pbm undeliverable
clear EMAIL` takes one off.
"""

from __future__ import annotations

import hashlib
from typing import Protocol

from functions.service.play.mailing import mail_about
from functions.service.play.outbox import Mailbag
from functions.service.records.labels import normal_address
from functions.service.records.notifications import Kind, Notification
from functions.service.store import Ledger, People, StoredGame, Undeliverable


class GivingUp(Undeliverable, People, Ledger, Protocol):
    """What giving up on an address uses of a store: the mark, the address's games, and their
    organizers' mail."""


def give_up_on(store: GivingUp, address: str, reason: str, at: str) -> list[str]:
    """Mark `address` undeliverable and record a mail to the organizer of each running game the
    address plays in (named after the address, so a repeat records nothing new); returns the
    ids of those games."""
    address = normal_address(address)
    store.mark_undeliverable(address, reason, at)
    ref = "undeliverable-" + hashlib.sha256(address.encode()).hexdigest()[:16]
    told = []
    for game_id in store.games_of_player(address):

        def decide(stored: StoredGame) -> tuple[Notification, ...]:
            game = stored.game
            seat = game.seat_of(address)
            if game.ended or seat is None:
                return ()
            letters = Mailbag(game, at, ref=ref)
            letters.add(Kind.ADDRESS_UNDELIVERABLE, None, email=address, name=seat.name,
                        seat=seat.seat, reason=reason)
            return letters.items
        # guarded by the game's version: an end or an erasure in between is heeded
        if mail_about(store, game_id, decide):
            told.append(game_id)
    return told
