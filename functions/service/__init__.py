"""The game service core: lifecycle, checked moves, auditable dice and the storage port.

Entry points pick the adapters (store, clock, secrets) and hand them to `GameService`.
"""

from .model import ErrorCode, GameRecord, LogEntry, Notification, Seat, ServiceError, Timing
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
