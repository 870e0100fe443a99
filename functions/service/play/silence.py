"""Each seat's last mail, and the weekly summary a silence makes due.

Every write that mails a seat's holder stamps the seat with when that mail goes out
(`Seat.mailed_at`) and the log position it tells up to (`Seat.mailed_seq`). A person who got no
mail of a running game for SUMMARY_EVERY (present or absent: their turns ran by themselves in
Jail, a slow player keeps the table waiting, a bot plays for them) gets a summary of what
happened since that mail; the game-over mail and the summary tell the events since it, not only
their own write's (see functions.mailroom.delivery).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import replace

from functions.service.records.game import RUNNING, GameRecord
from functions.service.records.notifications import Kind, Notification
from functions.service.records.seats import Seat
from functions.service.store import Change
from functions.service.system import iso

SUMMARY_EVERY = dt.timedelta(days=7)
# A mail's payload key: the log position its reader's mails had told up to before it was
# written; a turn mail tells from there when its reader acted since (an offer, a move on the
# page) without a mail of news in between (see functions.mailroom.delivery)
TOLD = "told_seq"
# A mail's payload key: the log position it tells up to (its stamp, or where a mail that waited
# was written: answers.riding); its reader's next mail tells from there
UPTO = "upto"
# A mail's payload key: the end of its reader's declared absence, over since their last mail
# (Seat.away_over): the mail says their turns are theirs again
AWAY_OVER = "away_over"
# A mail's payload key: the seats that changed hands since its reader's last mail
# (Seat.holders_untold), each as {"holder": the name the reader knew, "successor": the name on
# it now}: the mail says who plays each now (brief seat52)
HOLDERS_CHANGED = "holders_changed"
# A mail's payload key: an answer stamped only to tell who plays a changed seat, which tells
# no news of the table (its reader's next mail tells from where their last one left off)
NO_NEWS = "no_news"
# A welcome back's payload key: the log position of its reader's own last move before the
# bot played for them (the mail tells what it did over the whole absence, issue 42); and the
# key the postman gives those moves' events under (the bot's for the reader, in order)
ABSENT_SINCE = "absent_since"
ABSENCE = "absence"
# What rides in a player's next mail when they take no read-back mail (Seat.readbacks off,
# see functions.mailroom.answers): alone it never goes out, so it is no mail of its own.
_RIDES_ONLY = frozenset({"move_read_back", "lines_skipped", "settings_changed", "press_sent"})
# Mails that tell their reader nothing of what happened at the table (the clock's rules, a
# deadline moved, a pause): they leave where the reader's mails told the game up to as it was,
# so their next mail of news tells from there (issue 42: the turn mail after "Nová pravidla
# času" left out everything before them)
_TELL_NO_NEWS = frozenset({Kind.TIMING_CHANGED, Kind.DEADLINE_EXTENDED, Kind.GAME_PAUSED})


def _kinds(notification: Notification) -> set[str]:
    return {notification.kind, *(p["kind"] for p in notification.payload.get("parts", ()))}


def goes_out(seat: Seat, notification: Notification) -> bool:
    """Whether a notification of a write is a mail its seat's holder will get: not a quiet
    read-back, nor a read-back of a player who takes none (it only rides in a later mail)."""
    if notification.email != seat.email or seat.bot or notification.payload.get("quiet"):
        return False
    return seat.takes_readback_mail or not _kinds(notification) <= _RIDES_ONLY


def stamped(change: Change, now: str) -> Change:
    """The change with each seat it mails stamped with that mail (when it goes out: now, or
    when a held one goes alone at the latest; the log position it tells up to), the
    game-over mail and a weekly summary told where their reader's last mail left off, and
    each mail to a player whose absence ran out since their last mail telling them so, and
    each telling who plays the seats that changed hands since its reader's last mail."""
    game = change.game
    notifications: list[Notification] = []
    for notification in change.notifications:
        seat = _seat(game, notification.seat)
        if seat is None or not goes_out(seat, notification):
            notifications.append(notification)
            continue
        notification = _since_told(seat, notification)
        if TOLD not in notification.payload:  # where the reader's mails left off before it
            before = _seat(change.game, notification.seat) or seat
            notification = replace(notification, payload={**notification.payload,
                                                          TOLD: before.mailed_seq})
        over = seat.away_over or (seat.away_until if seat.away_until and seat.away_until <= now
                                  else None)
        if over:  # the end of their absence rides in it (the end itself sent no mail)
            notification = replace(notification, payload={**notification.payload,
                                                          AWAY_OVER: over})
            seat = replace(seat, away_from=None if seat.away_until == over else seat.away_from,
                           away_until=None if seat.away_until == over else seat.away_until,
                           away_over=None)
        if seat.holders_untold:  # who plays a seat now rides in it (the change sent no mail)
            notification = replace(notification, payload={
                **notification.payload, HOLDERS_CHANGED: [
                    {"holder": holder, "successor": took.name}
                    for seat_id, holder in seat.holders_untold
                    if (took := _seat(game, seat_id)) is not None and took.name != holder]})
            seat = replace(seat, holders_untold=())
        at = max(now, str(notification.payload.get("held_until") or now))
        told = seat.mailed_seq if _kinds(notification) <= _TELL_NO_NEWS \
            or notification.payload.get(NO_NEWS) else game.moves
        if told == game.moves and UPTO not in notification.payload:
            # what its story tells up to is what its stamp says it told: its reader's next
            # mail starts there (delivery: a read-back that goes late tells no further)
            notification = replace(notification, payload={**notification.payload,
                                                          UPTO: told})
        game = game.with_seat(replace(seat, mailed_at=max(at, seat.mailed_at or at),
                                      mailed_seq=max(told, seat.mailed_seq)))
        notifications.append(notification)
    if game is change.game:
        return change
    return replace(change, game=game, notifications=tuple(notifications))


def told_since(game: GameRecord, notifications: Sequence[Notification]
               ) -> tuple[Notification, ...]:
    """Mails that answer without a write (no stamp: see `stamped`), each that tells what
    happened since its reader's last mail told where that mail left off."""
    return tuple(_since_told(seat, n) if (seat := _seat(game, n.seat)) is not None else n
                 for n in notifications)


def tells_holders(game: GameRecord, notifications: Sequence[Notification]) -> bool:
    """Whether any of the mails goes to a reader not yet told who plays a seat that changed
    hands (Seat.holders_untold): an answer stamped so, to say it once (issue 42: the answer
    right after a replacement lacked "Místo X teď hraje Y.")."""
    return any((seat := _seat(game, n.seat)) is not None and seat.holders_untold
               and goes_out(seat, n) for n in notifications)


def tells_news(game: GameRecord, notifications: Sequence[Notification]) -> bool:
    """Whether any of the mails tells its reader what happened since their last mail and
    there is something they were not told (the log went on since that mail)."""
    return any(_tells_since(n) and (seat := _seat(game, n.seat)) is not None
               and seat.mailed_seq < game.moves and goes_out(seat, n) for n in notifications)


def _since_told(seat: Seat, notification: Notification) -> Notification:
    """A mail that tells what happened since its reader's last mail, told where that mail
    left off (the seat's `mailed_seq`); any other as it is."""
    if not _tells_since(notification) or "since" in notification.payload:
        return notification
    return replace(notification, payload={**notification.payload, "since": seat.mailed_seq})


def _tells_since(notification: Notification) -> bool:
    """Whether a mail tells what happened since its reader's last mail (`since` in its
    payload): the game-over mail, a week's summary and the welcome back of a player the bot
    played for."""
    return notification.kind == Kind.GAME_OVER or (
        notification.kind == Kind.BOARD and bool(notification.payload.get("summary")
                                                 or notification.payload.get("back")))


def _seat(game: GameRecord, seat_id: str | None) -> Seat | None:
    return next((s for s in game.seats if s.seat == seat_id), None) if seat_id else None


def summary_at(record: GameRecord, seat: Seat) -> str | None:
    """When a seat's holder is due a weekly summary: SUMMARY_EVERY after their last mail of
    the running game (None: a bot, a player who left, or one who takes no game mail)."""
    if record.status != RUNNING or seat.bot or not seat.active or not seat.email \
            or seat.mail == "none":
        return None
    last = seat.mailed_at or record.started_at or record.created_at
    if not last:  # a record made by hand, with no time in it: nothing to count from
        return None
    return iso(dt.datetime.fromisoformat(last) + SUMMARY_EVERY)


def summaries_due(record: GameRecord, now: str) -> list[Seat]:
    """The seats whose weekly summary is due at `now`."""
    return [seat for seat in record.seats
            if (at := summary_at(record, seat)) is not None and at <= now]


def next_summary(record: GameRecord) -> str | None:
    """The soonest weekly summary due in the game, or None."""
    return min(filter(None, (summary_at(record, seat) for seat in record.seats)), default=None)
