"""The invited people a game will not mail, and why: an address marked undeliverable in an
earlier game (a permanent bounce, a complaint, a refusal for good; mailroom.undeliverable). The
invitation to such an address is settled unsent, so the organizer, who alone can act (ask for
another address and replace the player), is told when they invite: on the CLI and the
dashboard at once, and in the mail that says the game is set up."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from functions.service.records.seats import Seat

# why an address is marked (the mark's reason starts with it), as the organizer is told
BOUNCE, COMPLAINT, REFUSED = "bounce", "complaint", "refused"


class Marks(Protocol):
    def undeliverable(self, email: str) -> str | None:
        """Why the address takes no mail (None: it does)."""
        ...


def unmailed(marks: Marks, seats: Iterable[Seat]) -> list[dict[str, str]]:
    """Of `seats`, those whose address takes no mail: seat, name, email and why (BOUNCE,
    COMPLAINT or REFUSED)."""
    found = []
    for seat in seats:
        reason = marks.undeliverable(seat.email) if seat.email and not seat.bot else None
        if reason:
            found.append({"seat": seat.seat, "name": seat.name, "email": seat.email,
                          "why": why(reason)})
    return found


def why(reason: str) -> str:
    """The kind of a mark's reason: BOUNCE, COMPLAINT or REFUSED (a server's refusal)."""
    kind = reason.partition(":")[0].strip().lower()
    return kind if kind in (BOUNCE, COMPLAINT) else REFUSED
