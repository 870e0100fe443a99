"""The deadlines Lambda: invoked every minute by an EventBridge schedule, it does what is due in
every game (reminders, missed turns, bots playing for absent players, holiday pauses ending).

It reads only the due games through the table's sparse `due` index (one Query per shard, no
Scan) and applies each step with one version-guarded write, like a move: a late move racing the
sweep for the same turn ends with exactly one of them applied. Its mails go out through the
outbox like every other (the notifier sends them from the table's stream).
"""

from __future__ import annotations

import functools
import os
from typing import Any

from aws_lambda_powertools import Logger

from functions.service import GameService
from functions.service.stores import open_store
from functions.service.system import SystemSecrets, clock_from_env

logger = Logger()


def build(env: dict[str, str] | os._Environ) -> GameService:
    """The function's service from its environment (the only place it is read)."""
    store = env.get("PBM_STORE", "")
    if not store:
        raise RuntimeError("the deadlines function needs PBM_STORE")
    return GameService(open_store(store), clock_from_env(env), SystemSecrets())


@functools.cache
def _service() -> GameService:
    return build(os.environ)


def sweep(service: GameService) -> dict[str, Any]:
    """One pass over the due games; what was done, for the log and the caller."""
    done = service.tick()
    for game_id, what in done:
        logger.info("due", extra={"game_id": game_id, "done": what})
    return {"actions": len(done), "games": len({game_id for game_id, _ in done})}


def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Lambda entry point for the schedule (the event's contents do not matter)."""
    return sweep(_service())
