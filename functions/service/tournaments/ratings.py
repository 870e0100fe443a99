"""Ratings per game type and person (openskill's Plackett-Luce, many players, ties), updated
once at the end of every finished game; bots are rated too, one rating per bot level.

A person is keyed by their e-mail address, a bot by its level (`bot:strong`), so a bot's rating
is a fixed point of reference. Each game is rated exactly once: the store writes the new
ratings together with a mark that the game was rated, guarded by the ratings' versions. A game
is rated after its end by the sweep (see ending.py), not by the write that ends it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

import rules
from functions.service.records.game import FINISHED, GameRecord
from functions.service.records.seats import Seat
from functions.service.store import Tournaments, VersionConflict

BOT_PREFIX = "bot:"
RETRIES = 8  # rating writes lost to a race (two games of one person ending at once)


@dataclass(frozen=True, slots=True)
class Rating:
    """One person's (or bot level's) rating in one game type."""

    rules: str
    player: str  # e-mail address, or bot:<level>
    name: str  # as last seen at a table
    mu: float
    sigma: float
    games: int = 0
    version: int = 0  # of the stored item; 0: never stored
    updated_at: str = ""

    @property
    def ordinal(self) -> float:
        """The conservative skill estimate shown and sorted by: mu - 3 sigma."""
        return self.mu - 3 * self.sigma

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form, with the ordinal."""
        return {**asdict(self), "ordinal": round(self.ordinal, 3)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Rating:
        """The rating `to_dict` (or a store) produced."""
        data = dict(data)
        data.pop("ordinal", None)
        return cls(**data)


def _model() -> Any:
    from openskill.models import PlackettLuce  # imported on first use: handlers start faster

    return PlackettLuce()


def fresh(rules_id: str, player: str, name: str) -> Rating:
    """The rating of someone never rated in that game type (openskill's defaults)."""
    model = _model()
    return Rating(rules_id, player, name, model.mu, model.sigma)


def rating_key(seat: Seat) -> str:
    """Whose rating a seat's result counts for: the holder's address, or the bot's level."""
    return f"{BOT_PREFIX}{seat.bot}" if seat.bot else seat.email


def rated_name(seat: Seat) -> str:
    """The name a rating is shown with."""
    return f"{BOT_PREFIX}{seat.bot}" if seat.bot else seat.name


def updated(priors: Mapping[str, Rating], table: Sequence[tuple[str, int]], at: str
            ) -> dict[str, Rating]:
    """The ratings after one game: `table` holds (rating key, place) per seat, `priors` each
    key's rating before it. A key at several seats (two bots of one level) plays each seat with
    its prior rating and keeps the mean of the seats' new mu and sigma."""
    model = _model()
    teams = [[model.rating(mu=priors[key].mu, sigma=priors[key].sigma)] for key, _ in table]
    rated = model.rate(teams, ranks=[place for _, place in table])
    seen: dict[str, list[Any]] = {}
    for (key, _), team in zip(table, rated, strict=True):
        seen.setdefault(key, []).append(team[0])
    after = {}
    for key, results in seen.items():
        prior = priors[key]
        after[key] = Rating(prior.rules, key, prior.name,
                            sum(r.mu for r in results) / len(results),
                            sum(r.sigma for r in results) / len(results),
                            prior.games + 1, prior.version + 1, at)
    return after


def table_of(game: rules.AnyRules, record: GameRecord) -> list[tuple[Seat, int]]:
    """(seat, place) of every seat of a finished game, in seat order."""
    placed = game.placings(record.result or {})
    return [(seat, placed[seat.player]) for seat in record.seats if seat.player in placed]


def keys_of(record: GameRecord) -> list[str]:
    """The rating keys of the game's seats (each once): whose stored ratings rating it reads."""
    return list(dict.fromkeys(rating_key(seat) for seat in record.seats))


def after_game(game: rules.AnyRules, record: GameRecord, stored: Mapping[str, dict], now: str
               ) -> list[dict]:
    """The ratings a finished game produces, in their stored form (one per rating key), from
    its players' stored ratings (`stored`, by key; a key missing there was never rated); empty
    for a game that is not rated (cancelled, unfinished, fewer than two placed)."""
    if record.status != FINISHED or not record.result:
        return []
    seats = table_of(game, record)
    if len(seats) < 2:
        return []
    priors = {}
    for seat, _ in seats:
        key = rating_key(seat)
        prior = Rating.from_dict(stored[key]) if key in stored else fresh(record.rules, key, "")
        priors[key] = replace(prior, name=rated_name(seat))
    after = updated(priors, [(rating_key(s), place) for s, place in seats], now)
    return [r.to_dict() for r in after.values()]


def rate_game(store: Tournaments, game: rules.AnyRules, record: GameRecord, now: str) -> bool:
    """Rate a finished game once (a cancelled or unfinished one never), with one read of the
    ratings and the rated mark (Tournaments.game_over) and one write; True when this call rated
    it, False when it was rated before or cannot be."""
    if record.status != FINISHED or not record.result:
        return False
    for _ in range(RETRIES):
        looked = store.game_over(record.id, record.rules, keys_of(record))
        if looked.rated:
            return False
        new = after_game(game, record, looked.ratings, now)
        if not new:
            return False
        try:
            return store.record_ratings(record.id, record.rules, new, now)
        except VersionConflict:
            continue  # another game of one of these players was rated meanwhile
    raise VersionConflict(f"ratings of game {record.id}: too many concurrent updates")


def ratings(store: Tournaments, rules_id: str) -> list[Rating]:
    """Everyone's rating in that game type, the best (highest ordinal) first."""
    found = [Rating.from_dict(data) for data in store.ratings(rules_id)]
    return sorted(found, key=lambda r: (-r.ordinal, r.player))


def ratings_of(store: Tournaments, email: str) -> list[Rating]:
    """A person's ratings, one per game type they were rated in (for their home page)."""
    found = [store.rating(rules_id, email.strip().lower()) for rules_id in rules.games()]
    return [Rating.from_dict(data) for data in found if data]
