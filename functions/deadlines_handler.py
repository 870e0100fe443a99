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

Whole sweeps run one at a time (functions/sweep_lock.py: a lock item, not reserved
concurrency); one that finds another running returns at once. An hourly schedule runs a whole
sweep whatever the wake-ups did (`{"sweep": "hourly"}`): a game whose one-time wake-up failed
every retry is found overdue there, and mail left pending (SES refusing the service, throttled)
goes out; it also logs how much of SES's daily quota is spent (`ses_quota_used`, alarmed on).
"""

from __future__ import annotations

import functools
import os
from datetime import timedelta
from typing import TYPE_CHECKING, Any, cast

from functions.signals import MAILS_DROPPED, MAILS_SENT, count, logger, observed

if TYPE_CHECKING:  # build() loads them, with the adapters, on the first invocation
    from functions.mailroom.delivery import Postman
    from functions.service import GameService
    from functions.storage.dynamodb import DynamoStore
    from functions.sweep_lock import SweepLock

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


def _lock() -> SweepLock | None:
    """The sweep's lock item in the games table (None on a store without one)."""
    from functions.sweep_lock import SweepLock

    service, _ = _built()
    client, table = getattr(service.store, "client", None), getattr(service.store, "table", None)
    return SweepLock(client, table, service.clock) if client is not None and table else None


def sweep(service: GameService, postman: Postman | None = None,
          games: bool = True) -> dict[str, Any]:
    """One pass over the due games (unless not `games`), then the lapsed held mail; what was
    done."""
    done = service.tick() if games else []
    for game_id, what in done:
        logger.info("due", extra={"game_id": game_id, "done": what})
    dropped = postman.dropped if postman is not None else 0
    sent = postman.deliver_pending(budget=SENDING_BUDGET) if postman is not None else 0
    count(MAILS_SENT, sent)
    count(MAILS_DROPPED, postman.dropped - dropped if postman is not None else 0)
    return {"actions": len(done), "games": len({game_id for game_id, _ in done}), "sent": sent}


@observed
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Lambda entry point for a wake-up (functions/wakeups.py): what is due in one game
    (`{"game": id}`), the pending mail only (`"only": "mail"`), else one whole sweep."""
    service, postman = _built()
    event = event or {}
    if event.get("game"):
        return woken_game(service, event["game"])
    lock = _lock()
    if lock is not None and not lock.acquire():
        logger.info("another sweep is running")
        return {"actions": 0, "games": 0, "sent": 0, "skipped": True}
    try:
        done = sweep(service, postman, games=event.get("only") != "mail")
        if event.get("only") != "mail":
            done |= search_raw_mail(context)
            done |= erase_rest(context)
    finally:
        if lock is not None:
            lock.release()
    if event.get("sweep") == "hourly":
        log_quota(postman)
    return done


# of what is left of the invocation, kept for the lock's release and the answer: the search
# of an erasure's raw mail stops a page before it
ERASING_MARGIN_SECONDS = 8.0


def _raw_mail() -> tuple[Any, Any] | None:
    """The inbound bucket's search and the erasures recorded for it (None: no bucket, or a
    store that records none); its S3 client made only when an erasure is to be searched."""
    from functions.settings import Settings

    settings = Settings.from_env(os.environ)
    service, postman = _built()
    client, table = getattr(service.store, "client", None), getattr(service.store, "table", None)
    if not settings.inbound_bucket or client is None or not table:
        return None
    from functions.aws import Later
    from functions.compose.raw_mail_search import RawMail, s3_client
    from functions.storage.dynamodb_raw_searches import RawMailFiled, RawMailSearches

    # most sweeps find no erasure to search for
    raw = RawMail(Later(s3_client), settings.inbound_bucket, settings.inbound_prefix,
                  postman.secret, RawMailFiled(client, table, postman.secret), service.clock)
    return raw, RawMailSearches(client, table)


def search_raw_mail(context: Any = None) -> dict[str, Any]:
    """Search on for the raw mail of the erasures recorded (compose/raw_mail_search.py), until
    a margin before the invocation's end; what was done (nothing when none is recorded)."""
    from functions.compose.raw_mail_search import BUDGET_SECONDS, PAGE_KEYS, go_on
    from functions.service.system import iso

    found = _raw_mail()
    if found is None:
        return {}
    raw, erasures = found
    budget = BUDGET_SECONDS
    if context is not None and hasattr(context, "get_remaining_time_in_millis"):
        budget = min(budget, context.get_remaining_time_in_millis() / 1000
                     - ERASING_MARGIN_SECONDS)
    service, _ = _built()
    done = go_on(raw, erasures, lambda: iso(service.clock.now()), budget, PAGE_KEYS)
    if any(done.values()):
        logger.info("raw mail of erasures searched", extra=done)
    return {"raw_mail": done} if any(done.values()) else {}


def erase_rest(context: Any = None) -> dict[str, Any]:
    """Scan on for the erasures the erase button recorded (storage/dynamodb_erasure_rest.py),
    until a margin before the invocation's end; what was done (nothing when none is)."""
    from functions.service.system import iso
    from functions.settings import Settings

    service, _ = _built()
    client, table = getattr(service.store, "client", None), getattr(service.store, "table", None)
    if not Settings.from_env(os.environ).inbound_bucket or client is None or not table:
        return {}
    from functions.storage.dynamodb_erasure import DynamoErasure
    from functions.storage.dynamodb_erasure_rest import BUDGET_SECONDS, TableScans, go_on

    budget = BUDGET_SECONDS
    if context is not None and hasattr(context, "get_remaining_time_in_millis"):
        budget = min(budget, context.get_remaining_time_in_millis() / 1000
                     - ERASING_MARGIN_SECONDS)
    store = cast("DynamoStore", service.store)  # it has a client and a table: DynamoDB's
    done = go_on(DynamoErasure(store, service.clock), TableScans(client, table),
                 lambda: iso(service.clock.now()), budget)
    if any(done.values()):
        logger.info("erasures' table scans", extra=done)
    return {"table": done} if any(done.values()) else {}


# logged when SES's quota cannot be read: the template's SesQuotaUnreadAlarm counts it, since
# SesQuotaAlarm, which reads the quota's own log line, goes quiet then
QUOTA_UNREAD = "SES quota not read"


def log_quota(postman: Postman) -> None:
    """Log how much of SES's daily sending quota is spent (the template alarms at 80 %)."""
    account = getattr(postman.transport, "account", None)
    if account is None:
        return
    try:
        quota = account()
    except Exception:  # noqa: BLE001 - the sweep is done; the quota is only looked at
        logger.exception(QUOTA_UNREAD)
        return
    used = quota.sent_24h / quota.max_24h if quota.max_24h > 0 else 0.0
    logger.info("ses quota", extra={"ses_quota_used": round(used, 3),
                                    "max_24h": quota.max_24h, "sent_24h": quota.sent_24h,
                                    "max_send_rate": quota.max_send_rate})


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
