"""`pbm serve --demo`: a running 1926 game with three local players, and the links to play it.

The demo game is found again by its title and organizer, so a second start resumes it; a new
one is created only when there is none still in play (a finished demo makes way for a fresh one).
"""

from __future__ import annotations

from dataclasses import dataclass

from functions.links import absolute, game_path, organizer_path, play_path
from functions.service import GameRecord, GameService, PlayerSpec

TITLE = "Demo 1926"
DOMAIN = "pbm.localhost"
PLAYERS = (  # one of them reads Czech mail, so the demo shows both languages
    PlayerSpec("Anna", f"anna@{DOMAIN}", "en"),
    PlayerSpec("Bedřich", f"bedrich@{DOMAIN}", "cs"),
    PlayerSpec("Cyril", f"cyril@{DOMAIN}", "en"),
)
ORGANIZER = PLAYERS[0].email


@dataclass(frozen=True)
class DemoLinks:
    """Where to look at and play the demo game."""

    game_id: str
    created: bool
    players: tuple[tuple[str, str], ...]  # (name, /play/ URL) in seat order
    spectator: str
    dashboard: str


def ensure_demo(service: GameService, secret: bytes, base_url: str) -> DemoLinks:
    """The demo game still in play (created and started if there is none) and its links."""
    game = _current_demo(service)
    created = game is None
    if game is None:
        game = service.create("1926", PLAYERS, ORGANIZER, title=TITLE, public=True, start=True)
    return DemoLinks(
        game_id=game.id,
        created=created,
        players=tuple(
            (seat.name, absolute(base_url, play_path(secret, game.id, seat.seat, seat.holder)))
            for seat in game.seats),
        spectator=absolute(base_url, game_path(game.id)),
        dashboard=absolute(base_url, organizer_path(secret, ORGANIZER)),
    )


def _current_demo(service: GameService) -> GameRecord | None:
    return next((game for game in service.games()
                 if game.title == TITLE and game.organizer == ORGANIZER and not game.ended), None)
