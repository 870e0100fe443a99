"""The deadlines Lambda: woken by a one-time EventBridge Scheduler schedule for the minute after
something falls due (the notifier sets them from the table's stream, see functions/wakeups.py;
nothing due, no invocation). A game's own wake-up does what is due in that game (reminders,
missed turns, bots playing for absent players, holiday pauses ending, what follows its end);
any other does it in every game and tournament due, then sends the mail whose wait has lapsed
(a wake-up for mail alone only that).

It reads only the due games through the table's sparse `due` index (one Query per shard, no
Scan) and applies each step with one version-guarded write, like a move: a late move racing the
sweep for the same turn ends with exactly one of them applied. The mails those steps record go
out through the outbox like every other (the notifier sends them from the table's stream). A
mail the notifier saw while it was held (a read-back waiting to ride in the player's next mail)
is sent by this function once its wait has lapsed; claims keep it from going out twice. A
wake-up set for such mail alone runs only that part (one Query of the pending mail).
"""

from __future__ import annotations

import functools
import os
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from aws_lambda_powertools import Logger

if TYPE_CHECKING:  # build() loads them, with the adapters, on the first invocation
    from functions.mailroom.delivery import Postman
    from functions.service import GameService

logger = Logger()
SENDING_BUDGET = timedelta(seconds=30)  # of the function's 60


def build(env: dict[str, str] | os._Environ, ses: Any = None,
          ssm: Any = None) -> tuple[GameService, Postman]:
    """The function's service and postman from its environment (the only place it is read)."""
    from functions import compose  # the settings and adapters load on the first invocation
    from functions.compose.mail import ses_postman
    from functions.settings import Settings

    settings = Settings.from_env(env).require("store", who="the deadlines function")
    parts = compose.build(settings, ssm)
    return parts.service, ses_postman(parts, ses)


@functools.cache
def _built() -> tuple[GameService, Postman]:
    return build(os.environ)


def sweep(service: GameService, postman: Postman | None = None,
          games: bool = True) -> dict[str, Any]:
    """One pass over the due games (unless not `games`), then the lapsed held mail; what was
    done."""
    done = service.tick() if games else []
    for game_id, what in done:
        logger.info("due", extra={"game_id": game_id, "done": what})
    sent = postman.deliver_pending(budget=SENDING_BUDGET) if postman is not None else 0
    return {"actions": len(done), "games": len({game_id for game_id, _ in done}), "sent": sent}


def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Lambda entry point for a wake-up (functions/wakeups.py): what is due in one game
    (`{"game": id}`), the pending mail only (`"only": "mail"`), else one whole sweep."""
    service, postman = _built()
    event = event or {}
    if event.get("game"):
        return woken_game(service, event["game"])
    return sweep(service, postman, games=event.get("only") != "mail")


def woken_game(service: GameService, game_id: str) -> dict[str, Any]:
    """What is due in the game that set the wake-up (a game gone or broken is logged, not
    retried: it would fail the same way)."""
    from functions.service import ServiceError

    try:
        done = service.tick_game(game_id)
    except ServiceError as exc:
        logger.warning("due game failed", extra={"game_id": game_id, "error": exc.message})
        return {"actions": 0, "games": 0, "sent": 0}
    for what in done:
        logger.info("due", extra={"game_id": game_id, "done": what})
    return {"actions": len(done), "games": 1 if done else 0, "sent": 0}
