"""The game service core: lifecycle, checked moves, auditable dice and the storage port.

Entry points pick the adapters (store, clock, secrets) and hand them to `GameService`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from functions.service.records.game import GameRecord
from functions.service.records.moves import LogEntry
from functions.service.records.notifications import Notification
from functions.service.records.refusal import ErrorCode, ServiceError
from functions.service.records.seats import Seat
from functions.service.records.timing import Timing

if TYPE_CHECKING:
    from .service import GameService, GameView, Notice, PlayerSpec, Submission

__all__ = [
    "ErrorCode",
    "GameRecord",
    "GameService",
    "GameView",
    "LogEntry",
    "Notice",
    "Notification",
    "PlayerSpec",
    "Seat",
    "ServiceError",
    "Submission",
    "Timing",
]

_FACADE = frozenset({"GameService", "GameView", "Notice", "PlayerSpec", "Submission"})


def __getattr__(name: str) -> Any:
    # the facade and its jobs load when first named: a module that needs only the model, the
    # store port or the clock (the mail functions' modules, a Lambda's cold start) skips them
    if name in _FACADE:
        from . import service

        return getattr(service, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
