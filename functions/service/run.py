"""One write's worth of play: a move, the chance outcomes and automatic moves that follow
(each logged, hash-chained and derived from the game's seed), and the game record after it."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any

import rules
from rules import CHANCE, Game, IllegalMove

from . import chain, dice
from .model import FINISHED, RUNNING, ErrorCode, GameRecord, LogEntry, ServiceError
from .system import iso

# Chance steps and autoplayed seats resolved in one write; a game that needs more is broken.
MAX_AUTOMATIC_STEPS = 10_000


class Run:
    """The log entries one write adds: a move, then chance outcomes and autoplayed seats."""

    def __init__(self, game: Game, record: GameRecord, state: Any, now: str):
        self.game = game
        self.record = record
        self.state = state
        self.now = now
        self.version = record.version + 1
        self.entries: list[LogEntry] = []
        self.new_decision = False  # set by settle(): the game waits for a fresh decision
        self.steps: list[tuple[LogEntry, Sequence[rules.Event]]] = []
        self._seed = bytes.fromhex(record.seed)

    def play(self, player: str, move: Any, source: str, key: str | None = None) -> None:
        """Apply one move and log it."""
        try:
            self.state = self.game.apply(self.state, player, move)
        except IllegalMove as exc:
            raise ServiceError(ErrorCode.ILLEGAL_MOVE, str(exc), self.record.version) from None
        seq = self.record.moves + len(self.entries) + 1
        prev = self.entries[-1].hash if self.entries else self.record.head
        entry = LogEntry(seq=seq, player=player, text=move.text, source=source, at=self.now,
                         prev=prev, hash=chain.entry_hash(self.record.id, seq, player, move.text,
                                                         source, self.now, prev),
                         version=self.version, idempotency_key=key)
        self.entries.append(entry)
        self.steps.append((entry, tuple(getattr(self.state, "events", ()))))

    def advance(self) -> None:
        """Resolve chance and play for seats that left, until a person must decide (or the end)."""
        for _ in range(MAX_AUTOMATIC_STEPS):
            who = self.game.to_move(self.state)
            if who == CHANCE:
                seq = self.record.moves + len(self.entries) + 1
                outcome = dice.chance_outcome(self._seed, self.record.id, seq,
                                              self.game.chance_outcomes(self.state))
                self.play(CHANCE, outcome, "service")
            elif who is not None and not self.record.seat_for(who).active:
                self.play(who, self.game.legal_moves(self.state, who)[0], "service")
            else:
                return
        raise RuntimeError(f"game {self.record.id}: no person to move after "
                           f"{MAX_AUTOMATIC_STEPS} automatic steps")

    def settle(self, restart_clock: bool = False) -> GameRecord:
        """The game record after this write: whose turn, deadline, result, version, log head."""
        record = self.record
        to_move = self.game.to_move(self.state)
        changes: dict[str, Any] = {"version": self.version, "updated_at": self.now}
        if self.entries:
            changes.update(moves=self.entries[-1].seq, head=self.entries[-1].hash)
        if to_move is None:
            result = self.game.result(self.state)
            changes.update(status=FINISHED, to_move=None, deadline=None, ended_at=self.now,
                           waiting_since=None, result=result.to_dict() if result else None)
        else:
            seat = record.seat_for(to_move).seat
            # someone else's out-of-turn move (a trade offer) leaves the waited player's clock
            self.new_decision = (restart_clock or seat != record.to_move
                                 or any(e.player == to_move for e in self.entries))
            if self.new_decision:
                changes["waiting_since"] = self.now
                changes["deadline"] = _deadline(record, self.now)
            if record.status != RUNNING:
                changes["deadline"] = None
            changes["to_move"] = seat
        return _normalized(replace(record, **changes))


def _normalized(record: GameRecord) -> GameRecord:
    """The record with its result in JSON shape (lists, not tuples) as it will read back."""
    if record.result is None:
        return record
    return replace(record, result=json.loads(json.dumps(record.result)))


def _deadline(record: GameRecord, now: str) -> str | None:
    hours = record.timing.deadline_hours
    if not hours:
        return None
    return iso(datetime.fromisoformat(now) + timedelta(hours=hours))
