"""Outbox records: the notifications a change implies, written in the same atomic write.

Each has a stable id "<game>:<version>:<kind>:<seat or 'organizer'>" (with the request's
reference instead of the version for an answer to a request, see GameService.notify), so a notifier that delivers at least once can
deduplicate. Rendering and sending them is functions.mailroom.delivery's job.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from rules import Event

from .model import FINISHED, RUNNING, GameRecord, Kind, LogEntry, Notification, Seat

# Rules event kinds that get their own notification (every event also rides along in the
# read-back and your-turn payloads).
PRIVATE_EVENTS = ("trade_offer", "trade_accepted", "trade_declined", "trade_withdrawn",
                  "trade_lapsed")  # only the players they name need to hear about these
ANNOUNCED_EVENTS = ("eliminated", "bankrupt", "forfeit", *PRIVATE_EVENTS)
# What a player who stopped some of a game's mail (Seat.mail) still gets. Answers to a mail
# they wrote themselves always go (they asked; MAIL ON must be confirmed); "turns" adds the mails
# that ask them to decide: their turn, its reminders and deadline, an offer awaiting their word.
ANSWERS = frozenset({Kind.HELP, Kind.BOARD, Kind.REFUSED, Kind.MOVE_READ_BACK,
                     Kind.SETTINGS_CHANGED, Kind.LINES_SKIPPED, Kind.RESIGN_CONFIRM,
                     Kind.JOINED, Kind.PRESS_SENT, Kind.MY_GAMES, Kind.SENDER_MISMATCH})
TURN_MAIL = ANSWERS | {Kind.YOUR_TURN, Kind.REMINDER, Kind.TURN_MISSED, Kind.DEADLINE_MISSED,
                       Kind.DEADLINE_EXTENDED, Kind.TRADE_OFFER}
_TAKES = {"turns": TURN_MAIL, "none": ANSWERS}


def takes(seat: Seat, kind: str) -> bool:
    """Whether the seat's player takes a mail of that kind from the game (see Seat.mail)."""
    allowed = _TAKES.get(seat.mail)
    return allowed is None or kind in allowed


class Mailbag:
    """The notifications of one write to one game (at its new version), collected to be written
    with it; the mail each becomes is rendered later (render.Letter)."""

    def __init__(self, game: GameRecord, now: str, ref: str = ""):
        self.game = game
        self.now = now
        self.ref = ref
        self._items: dict[str, Notification] = {}

    def add(self, kind: Kind, recipient: Seat | None, **payload: Any) -> None:
        """A notification to one seat (None: to the organizer); same id twice merges events.
        A bot's seat gets no mail, nor one its player stopped (Seat.mail), nor the organizer
        of a game whose mail they stopped."""
        game, seat = self.game, recipient
        if seat is not None and (seat.bot or not takes(seat, kind)):
            return
        if seat is None and not game.organizer_mail:
            return
        # an answer to a request is named by the request, whatever the game's version by then
        nid = f"{game.id}:{self.ref or game.version}:{kind}:{seat.seat if seat else 'organizer'}"
        if nid in self._items:
            self._items[nid].payload.setdefault("events", []).extend(payload.get("events", []))
            return
        body = {"game_id": game.id, "title": game.title, "rules": game.rules,
                "version": game.version, "status": game.status, **payload}
        self._items[nid] = Notification(
            id=nid, game_id=game.id, version=game.version, kind=kind,
            seat=seat.seat if seat else None,
            email=seat.email if seat else game.organizer,
            lang=seat.lang if seat else _organizer_lang(game),
            created_at=self.now, payload=body)

    def to_players(self, kind: Kind, **payload: Any) -> None:
        """The same notification to every seat still in the game."""
        for seat in self.game.seats:
            if seat.active:
                self.add(kind, seat, **payload)

    def to_everyone(self, kind: Kind, **payload: Any) -> None:
        """The same notification to every seat, including players who left."""
        for seat in self.game.seats:
            self.add(kind, seat, **payload)

    def your_turn(self, events: Sequence[dict[str, Any]] = ()) -> None:
        """Tell the seat the game now waits for (if any)."""
        if self.game.to_move is not None:
            self.add(Kind.YOUR_TURN, self.game.seat(self.game.to_move), events=list(events),
                     deadline=self.game.deadline)

    def moves(self, mover: Seat | None, readback: str | None,
              steps: Iterable[tuple[LogEntry, Sequence[Event]]], new_decision: bool) -> None:
        """The read-back to the mover (and to the players who want every move), announced
        events, game over, and your-turn when the game waits for a new decision (not after
        someone else's out-of-turn move)."""
        events = [event.to_dict() | {"seq": entry.seq} for entry, step in steps for event in step]
        if mover is not None and readback is not None:
            self.add(Kind.MOVE_READ_BACK, mover, text=readback, events=events)
            waited = self.game.to_move if new_decision and self.game.status == RUNNING else None
            for seat in self.game.seats:  # the one told "your move" hears it there
                if seat.every_move and seat.active and seat.seat not in (mover.seat, waited):
                    self.add(Kind.MOVE_PLAYED, seat, name=mover.name, text=readback, events=events)
        for event in events:
            if event["kind"] in ANNOUNCED_EVENTS:
                for seat in self._concerned(event):
                    self.add(Kind(event["kind"]), seat, events=[event])
        if self.game.status == FINISHED:
            self.to_everyone(Kind.GAME_OVER, result=self.game.result, seed=self.game.seed,
                             events=events)
        elif self.game.status == RUNNING and new_decision:
            self.your_turn(events)

    def _concerned(self, event: dict[str, Any]) -> list[Seat]:
        """The seats an event is for: the named ones for private kinds, else everyone."""
        if event["kind"] in PRIVATE_EVENTS:
            named = set(_strings(event["data"]))
            seats = [s for s in self.game.seats if s.player in named]
            if seats:
                return seats
        named = set(_strings(event["data"]))
        return [s for s in self.game.seats if s.active or s.player in named]

    @property
    def items(self) -> tuple[Notification, ...]:
        """The notifications collected so far."""
        return tuple(self._items.values())


def _strings(data: Any) -> Iterable[str]:
    """Every string inside a JSON-like value (player ids hide under game-specific keys)."""
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for value in data.values():
            yield from _strings(value)
    elif isinstance(data, list | tuple):
        for value in data:
            yield from _strings(value)


def _organizer_lang(game: GameRecord) -> str:
    seat = game.seat_of(game.organizer)
    return seat.lang if seat else game.options.get("lang", "cs")
