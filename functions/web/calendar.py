"""A person's deadlines as an iCalendar feed (`/calendar/<key>.ics`): one event per turn that
waits for them and has a deadline.

An event's UID names the game, the seat and the instant the turn began, so it stays the same
while the turn lasts: when the deadline moves (extended, a weekend skipped, an absence) the
calendar moves the event; when the turn is played the event leaves the feed and the calendar
drops it. SEQUENCE follows the game's version, so a client that compares it sees the change.

The feed's address is permanent and handed to calendar services, so what it holds must be no
more than a read-only view: an event links to the person's games page (`/me`, which asks them
to sign in), never to their player's page, whose address plays for them.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from collections.abc import Sequence
from urllib.parse import urlsplit

from functions.links import absolute
from functions.service.people.home import MyGame

from .texts import tr

DURATION = dt.timedelta(minutes=30)  # how long the event of a deadline is drawn


def feed(games: Sequence[MyGame], base_url: str, lang: str, now: dt.datetime) -> bytes:
    """The iCalendar document of the deadlines of `games` the person must move in."""
    from icalendar import Calendar, Event  # a feed's own: not on the web function's start

    calendar = Calendar()
    calendar.add("prodid", "-//pbm//play by mail//EN")
    calendar.add("version", "2.0")
    calendar.add("calscale", "GREGORIAN")
    calendar.add("x-wr-calname", tr(lang, "my_games_title"))
    host = urlsplit(base_url).hostname or "pbm.localhost"
    url = absolute(base_url, "/me")  # the same for every event: it names no game, no seat
    for game in games:
        record, seat = game.game, game.seat
        if not game.my_turn or not game.deadline:
            continue
        deadline = _instant(game.deadline)
        clock = record.clock(seat.seat)  # the person's own turn (several may be waited for)
        began = clock.since if clock is not None and record.waits else record.waiting_since
        event = Event()
        event.add("uid", turn_uid(record.id, seat.seat, began or "", host))
        event.add("dtstamp", now.astimezone(dt.UTC))
        event.add("dtstart", deadline)
        event.add("dtend", deadline + DURATION)
        event.add("sequence", record.version)
        event.add("summary", tr(lang, "calendar_event", title=record.title))
        event.add("description", tr(lang, "calendar_event_text", title=record.title, url=url))
        event.add("url", url)
        calendar.add_component(event)
    return calendar.to_ical()


def turn_uid(game_id: str, seat: str, turn_began: str, host: str) -> str:
    """The UID of the event of one turn: stable while the turn lasts, new with the next."""
    turn = hashlib.sha256(f"{seat}|{turn_began}".encode()).hexdigest()[:16]
    return f"{game_id}-{turn}@{host}"


def _instant(iso: str) -> dt.datetime:
    moment = dt.datetime.fromisoformat(iso.replace("Z", "+00:00"))
    return moment if moment.tzinfo else moment.replace(tzinfo=dt.UTC)
