"""Checks and helpers every job of the game service shares: the seat of an address, the status an
action needs, idempotency keys as stored and the whole checked log."""

from __future__ import annotations

import hashlib
from typing import overload

from functions.service.records.game import GameRecord
from functions.service.records.moves import LogEntry
from functions.service.records.refusal import ErrorCode, ServiceError
from functions.service.records.seats import REMOVED, Seat

from . import chain
from .reading import GameReader

# Idempotency keys longer than this are stored as their hash (see bounded_key).
MAX_KEY_BYTES = 200


def whole_log(reader: GameReader, record: GameRecord, *, afresh: bool = False
              ) -> tuple[LogEntry, ...]:
    """The whole log of `record` (see GameReader.log); raises corrupt_game when it does not
    chain: a row changed, dropped or put in, which a load after the snapshot does not read."""
    try:
        return reader.log(record, afresh=afresh)
    except chain.BrokenChain as exc:
        raise corrupt(exc, record.version) from None


def corrupt(broken: chain.BrokenChain, version: int | None) -> ServiceError:
    """The refusal for a game whose stored log does not chain: nothing may be played on it."""
    return ServiceError(ErrorCode.CORRUPT_GAME, f"{broken}; restore the store from a backup",
                        version)


def expect(record: GameRecord, status: str, action: str) -> GameRecord:
    """The record if it has that status; else wrong_status, naming the action refused."""
    if record.status != status:
        raise ServiceError(ErrorCode.WRONG_STATUS,
                           f"cannot {action} game {record.id}: it is {record.status}",
                           record.version)
    return record


def seat_of(record: GameRecord, email: str) -> Seat:
    """The seat that address holds in the game; else not_a_player, also for a seat the
    organizer removed (its rights, talk and settings included, end with it)."""
    seat = record.seat_of(email)
    if seat is None or seat.status == REMOVED:
        raise ServiceError(ErrorCode.NOT_A_PLAYER, f"{email} has no seat in game {record.id}",
                           record.version)
    return seat


@overload
def bounded_key(key: str) -> str: ...
@overload
def bounded_key(key: None) -> None: ...
def bounded_key(key: str | None) -> str | None:
    """An idempotency key short enough for every store: long ones (a raw Message-ID can be any
    length; DynamoDB keys stop at 1 KB) become their SHA-256, so equal keys stay equal."""
    if key is None or len(key.encode()) <= MAX_KEY_BYTES:
        return key
    return "sha256:" + hashlib.sha256(key.encode()).hexdigest()
