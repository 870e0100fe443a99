"""A person's home: every game an e-mail address holds a seat in, across organizers, with what
the person needs at a glance (status, whose turn, their deadline in their zone, their standing
orders and reminders), the public games anyone may watch, and the place where ratings go."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import rules
from functions.service.games import Games
from functions.service.records.game import ENDED, FINISHED, PAUSED, RUNNING, WAITING, GameRecord
from functions.service.records.labels import normal_address
from functions.service.records.seats import REMOVED, Seat
from functions.service.schedule.timekeeping import reader_zone
from functions.service.store import GameNotFound, Ledger, People, Tournaments
from functions.service.tournaments.ratings import ratings_of


class HomeStore(Ledger, People, Tournaments, Protocol):
    """What a person's home uses of a store: their games by address and as loaded, the public
    games page, and their ratings."""


PUBLIC_PAGE = 20  # public games listed per page
PUBLIC_BATCH = 50  # games read at a time to find them (private ones are passed over)
WATCHABLE = (RUNNING, PAUSED, FINISHED)  # the statuses of started games that were not cancelled


@dataclass(frozen=True)
class MyGame:
    """One game of the person: the record, their seat in it, and what follows from them."""

    game: GameRecord
    seat: Seat
    zone: str  # the zone the person reads this game's times in
    orders: tuple[str, ...] = ()  # their standing orders in words (the rules' own)

    @property
    def my_turn(self) -> bool:
        """The game waits for this person (perhaps with others: sealed bids)."""
        return self.game.waits_for(self.seat.seat)

    @property
    def to_move(self) -> Seat | None:
        """The seat the running game waits for (the person's own when it waits for them)."""
        if self.game.status != RUNNING or not self.game.to_move:
            return None
        return self.seat if self.my_turn else self.game.seat(self.game.to_move)

    @property
    def waited_names(self) -> str:
        """The names of the seats the running game waits for, as everyone sees them."""
        if self.game.status != RUNNING:
            return ""
        return ", ".join(self.waited_list)

    @property
    def waited_list(self) -> list[str]:
        """The names of the seats the running game waits for, one by one (a sentence joins
        them in its own language)."""
        if self.game.status != RUNNING:
            return []
        return [self.game.seat(s).shown(self.seat.lang) for s in self.game.waited]

    @property
    def deadline(self) -> str | None:
        """The deadline of the person's own turn when it is theirs, else the game's."""
        clock = self.game.clock(self.seat.seat) if self.my_turn else None
        return clock.deadline if clock is not None else self.game.deadline

    @property
    def reminders(self) -> tuple[int, ...]:
        """The reminder hours that apply to the person: their own, else the game's."""
        own = self.seat.reminders
        return own if own is not None else self.game.timing.reminder_hours

    @property
    def own_reminders(self) -> bool:
        """Whether the person set their own reminders in this game."""
        return self.seat.reminders is not None

    @property
    def sort_key(self) -> tuple[int, str]:
        """Their turns first (nearest deadline first), then running, waiting, ended games."""
        if self.my_turn:
            return (0, self.deadline or "~")
        ranks: dict[str, int] = {RUNNING: 1, PAUSED: 1, WAITING: 2}
        rank = ranks.get(self.game.status, 3)
        return (rank, "")


@dataclass(frozen=True)
class Rating:
    """A person's rating in one game type, as their home page shows it."""

    rules: str
    value: float  # the conservative estimate `pbm ratings` shows (mu - 3 sigma)
    games: int = 0
    name: str = ""  # the game's name ("WesternPoly"); the rules id when empty


RatingsProvider = Callable[[str], Sequence[Rating]]


def no_ratings(email: str) -> Sequence[Rating]:
    """The ratings provider of a page without a store of ratings: nobody has any."""
    return ()


def stored_ratings(service: Games[HomeStore]) -> RatingsProvider:
    """The ratings provider of the service's store: the person's rating in every game type
    they were rated in (what `pbm ratings` lists), by the game's name."""
    def provider(email: str) -> Sequence[Rating]:
        return [Rating(r.rules, r.ordinal, r.games, rules.get(r.rules).name)
                for r in ratings_of(service.store, normal_address(email))]

    return provider


def seats_held(service: Games[HomeStore], email: str,
               game_ids: Sequence[str] | None = None) -> list[tuple[GameRecord, Seat]]:
    """The games (of `game_ids`, else of the store's index) in which that address holds a seat
    (a replaced, declined or removed seat is not theirs any more), with the seat, in the
    index's order (newest first); each game read once."""
    email = normal_address(email)
    held = []
    for game_id in service.store.games_of_player(email) if game_ids is None else game_ids:
        try:
            record = service.store.load(game_id).game
        except GameNotFound:  # removed meanwhile
            continue
        seat = record.seat_of(email)
        if seat is not None and seat.status != REMOVED:
            held.append((record, seat))
    return held


def my_games(service: Games[HomeStore], email: str, lang: str,
             held: Sequence[tuple[GameRecord, Seat]] | None = None) -> list[MyGame]:
    """Every game that address holds a seat in (see seats_held, or the `held` ones read
    already), their turns first, then the rest newest first; orders worded in `lang`."""
    found = []
    for record, seat in seats_held(service, email) if held is None else held:
        orders: tuple[str, ...] = ()
        if seat.orders and record.status not in ENDED:
            orders = tuple(service.rules_for(record.rules).standing_orders_text(seat.orders,
                                                                                lang))
        found.append(MyGame(record, seat, reader_zone(record, seat), orders))
    return sorted(found, key=lambda game: game.sort_key)  # stable: newest first within a rank


def preferred_lang(service: Games[HomeStore], email: str) -> str | None:
    """The language the person chose in their newest game, None when they hold no seat."""
    for game_id in service.store.games_of_player(normal_address(email)):
        try:
            seat = service.store.load(game_id).game.seat_of(email)
        except GameNotFound:
            continue
        if seat is not None:
            return seat.lang
    return None


def known_person(service: Games[HomeStore], email: str) -> bool:
    """Whether the address plays or organizes any game (only such people are ever mailed a
    sign-in link: a stranger's address typed into the form gets nothing)."""
    email = normal_address(email)
    return bool(service.store.games_of_player(email) or service.store.games_of_organizer(email))


def public_games(service: Games[HomeStore], page: int) -> tuple[list[GameRecord], bool]:
    """Page `page` (from 1) of the public games to watch (started ones: running, paused or
    finished), newest first; and whether a next page exists. The newest games are read a batch
    at a time until the page and one game more are found: the first page reads as much in a
    store of a hundred thousand games as in one of fifty (anyone may ask for it)."""
    wanted = max(page, 1) * PUBLIC_PAGE + 1
    found: list[GameRecord] = []
    before = None
    while len(found) < wanted:
        batch = service.store.newest_games(WATCHABLE, PUBLIC_BATCH, before)
        found += [g for g in batch if g.public and g.started_at]
        if len(batch) < PUBLIC_BATCH:
            break
        before = (batch[-1].created_at, batch[-1].id)
    start = (max(page, 1) - 1) * PUBLIC_PAGE
    return found[start:start + PUBLIC_PAGE], len(found) > start + PUBLIC_PAGE
