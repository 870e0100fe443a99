"""Mails about a game written outside a change of it (an answer, a refusal, a notice to the
organizer, a round's standings): each decided on the game as loaded and written only while the
game is still at that version (Ledger.add_mail), so that a move, an erasure or the end that came
between makes it decide again on the game as it is now, or give up when nothing is left to tell;
never a mail about a state that no longer holds, and never a lost write of the other writer."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from functions.service.records.notifications import Notification
from functions.service.records.refusal import ErrorCode, ServiceError
from functions.service.store import Ledger, StoredGame, VersionConflict

RETRIES = 8  # as many as a game change gets (Engine.retries)


def mail_about(ledger: Ledger, game_id: str,
               decide: Callable[[StoredGame], Sequence[Notification]],
               load: Callable[[str], StoredGame] | None = None) -> tuple[Notification, ...]:
    """Load the game, decide its mails, write them guarded by the version loaded; on a lost race
    decide again from a fresh load. Returns the mails written (none when `decide` found nothing
    to tell); raises BUSY when the game keeps changing."""
    reading = load or ledger.load
    for _ in range(RETRIES):
        stored = reading(game_id)
        mails = tuple(decide(stored))
        if not mails:
            return ()
        try:
            ledger.add_mail(game_id, stored.game.version, mails)
        except VersionConflict:
            continue
        return mails
    raise ServiceError(ErrorCode.BUSY, f"game {game_id} is changing too fast; try again")
