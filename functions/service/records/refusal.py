"""A refused request: its stable code and its message, for people and for `explain`."""

from __future__ import annotations

from enum import StrEnum
from typing import Any


class ErrorCode(StrEnum):
    """Stable codes of the errors the service reports; entry points map them to words and exits."""

    INVALID_REQUEST = "invalid_request"  # bad players, options, e-mail addresses ...
    GAME_NOT_FOUND = "game_not_found"
    NOT_A_PLAYER = "not_a_player"
    GAME_NOT_RUNNING = "game_not_running"
    NOT_YOUR_TURN = "not_your_turn"
    STALE_VERSION = "stale_version"
    INVALID_COMMAND = "invalid_command"
    AMBIGUOUS_COMMAND = "ambiguous_command"
    ILLEGAL_MOVE = "illegal_move"
    WRONG_STATUS = "wrong_status"  # a lifecycle step that the game's status does not allow
    BUSY = "busy"  # lost too many write races in a row; safe to retry
    CORRUPT_GAME = "corrupt_game"  # the stored log does not chain (see chain.ChainCheck)


class ServiceError(Exception):
    """A refused request: a stable `code`, a message for people (English for the service's own
    checks, the player's language for the rules' refusals), the game's current version, and
    `params` from which `explain.explain` words the service's own refusals in any language."""

    def __init__(self, code: ErrorCode, message: str, version: int | None = None,
                 candidates: list[str] | None = None, params: dict[str, Any] | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.version = version
        self.candidates = candidates or []
        self.params = params or {}

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {"code": str(self.code), "message": self.message, "version": self.version,
                "candidates": self.candidates, "params": self.params}
