"""The time controls of the pages: the timing-policy fields of the organizer's forms, and the
player's absence, reminder and time-zone form. The service checks every value; this module
only reads forms and lays out what the templates show."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from functions.render.catalogue import timing_lines
from functions.render.clock import first_day, last_day, shown_date
from functions.service import GameRecord, GameService, Seat, ServiceError, Timing
from functions.service.play.explain import explain
from functions.service.schedule import deadlines
from functions.service.schedule.days import absence_of, read_day
from functions.service.schedule.deadlines import moment
from functions.service.schedule.timekeeping import (
    NEW_GAME,
    TIMING_OPTIONS,
    reader_zone,
    reminder_list,
    timing_from,
)
from functions.service.store import GameNotFound, Ledger

from .texts import tr

# Suggested in the time-zone fields (a datalist: any IANA name may be typed instead).
COMMON_ZONES = (
    "Europe/Prague", "Europe/Bratislava", "Europe/Vienna", "Europe/Berlin", "Europe/Warsaw",
    "Europe/Paris", "Europe/London", "Europe/Lisbon", "Europe/Helsinki", "Europe/Kyiv",
    "Europe/Istanbul", "UTC", "America/New_York", "America/Chicago", "America/Denver",
    "America/Los_Angeles", "America/Sao_Paulo", "Asia/Kolkata", "Asia/Shanghai", "Asia/Tokyo",
    "Australia/Sydney", "Pacific/Auckland", "Africa/Johannesburg",
)
NUMBERS = ("deadline_hours", "remove_after", "grace_hours", "away_days")
CHOICES = {"missed_turn": Timing.MISSED_TURN, "weekends": Timing.WEEKENDS, "away": Timing.AWAY}
REMINDER_MODES = ("game", "off", "own")
TIME_ACTIONS = ("away", "back", "settings")


class FormProblem(ValueError):
    """A time form the page cannot pass on (a day or hours not written as asked); its text key."""

    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


# ---- the organizer's timing policy ------------------------------------------------------------


def new_game_values(has_bots: bool) -> dict[str, str]:
    """The timing fields of the create form as a new game of those rules gets them."""
    return policy_values(timing_from({}, NEW_GAME, has_bots=has_bots))


def policy_values(timing: Timing) -> dict[str, str]:
    """A timing policy as the values of the timing fields."""
    values = {name: str(value) for name, value in timing.to_dict().items()}
    values["reminder_hours"] = ",".join(str(h) for h in timing.reminder_hours) or "off"
    return values


def posted_policy(form: Mapping[str, list[str]]) -> dict[str, str]:
    """The timing fields a form posted (blank numbers left out: the service keeps its own)."""
    posted = {}
    for name in TIMING_OPTIONS:
        values = form.get(name)
        if values is None:
            continue
        value = values[0].strip()
        if value or name == "reminder_hours":
            posted[name] = value or "off"
    return posted


def policy_fields(values: Mapping[str, str], lang: str) -> list[dict[str, Any]]:
    """The timing fields, labelled, with `values` filled in, in the order the forms show them."""
    fields = []
    for name in TIMING_OPTIONS:
        kind = "number" if name in NUMBERS else "select" if name in CHOICES else "text"
        fields.append({
            "name": name, "kind": kind, "value": values.get(name, ""),
            "label": tr(lang, f"option_{name}"),
            "choices": [(c, tr(lang, f"choice_{name}_{c}")) for c in CHOICES.get(name, ())],
            "zones": name == "timezone"})
    return fields


def policy_lines(record: GameRecord, lang: str, organizer: bool = False) -> list[str]:
    """The game's timing policy in the reader's words (the organizer's: said of the players)."""
    return timing_lines(record.timing.to_dict(), lang, players=organizer)


# ---- the player's time form -------------------------------------------------------------------


@dataclass(frozen=True)
class TimeDraft:
    """What the player's time forms hold: as posted (kept through a refusal) or as saved."""

    first: str = ""
    last: str = ""
    days: str = ""  # the absence in words instead: "do pátku", "příští týden", "20.–25. 1."
    everywhere: bool = True
    reminders: str = "game"
    hours: str = ""
    zone: str = ""
    action: str = ""  # the form posted ("away", "back", "settings"), to open it again


def saved_draft(record: GameRecord, seat: Seat) -> TimeDraft:
    """The time forms as the seat's settings fill them."""
    mode = "game" if seat.reminders is None else "own" if seat.reminders else "off"
    hours = ",".join(str(h) for h in (seat.reminders or record.timing.reminder_hours))
    return TimeDraft(reminders=mode, hours=hours, zone=reader_zone(record, seat))


def posted_draft(form: Mapping[str, list[str]], record: GameRecord, seat: Seat) -> TimeDraft:
    """The time forms as posted; a form that leaves a part out keeps the saved values there."""
    saved = saved_draft(record, seat)

    def value(name: str, default: str) -> str:
        values = form.get(name)
        return values[0].strip() if values else default

    action = value("action", "")
    mode = value("reminders", saved.reminders)
    return TimeDraft(
        first=value("first", ""), last=value("last", ""), days=value("days", ""),
        # an unticked checkbox is not posted at all: only the absence form has it
        everywhere="everywhere" in form if action == "away" else True,
        reminders=mode if mode in REMINDER_MODES else saved.reminders,
        hours=value("hours", saved.hours), zone=value("zone", saved.zone), action=action)


@dataclass(frozen=True)
class TimeDone:
    """What a time form did: the notice key and the games it could not do it in (title, why)."""

    notice: str
    refused: Sequence[tuple[str, str]] = ()


def apply(service: GameService, record: GameRecord, seat: Seat, action: str, draft: TimeDraft,
          lang: str) -> TimeDone:
    """Carry out a time form: an absence, back early, or the reminder hours and time zone.

    This game first: a refusal there raises ServiceError (or FormProblem) and nothing changed;
    the player's other games follow, and what they refuse is reported, not raised."""
    if action == "settings":
        return _settings(service, record, seat, draft)
    if action == "back":
        return _everywhere(service, record, seat, True,
                           lambda game_id: service.back(game_id, seat.email), "back_notice", lang)
    zone = deadlines.zone(reader_zone(record, seat))
    today = service.clock.now().astimezone(zone).date()
    try:  # the words when written, else the two days (a browser without a date picker: text)
        first, last = absence_of([draft.days] if draft.days else [draft.first, draft.last],
                                 today)
    except ValueError:
        raise FormProblem("away_days_format") from None
    return _everywhere(service, record, seat, draft.everywhere,
                       lambda game_id: service.away(game_id, seat.email, first, last),
                       "away_notice", lang)


def _settings(service: GameService, record: GameRecord, seat: Seat, draft: TimeDraft) -> TimeDone:
    if draft.reminders == "own":
        try:
            hours: tuple[int, ...] | None = reminder_list(draft.hours)
        except ValueError:
            raise FormProblem("reminder_hours_format") from None
    else:
        hours = None if draft.reminders == "game" else ()
    # the zone first: the service may refuse it, and then nothing has changed
    if draft.zone and draft.zone != reader_zone(record, seat):
        service.set_timezone(record.id, seat.email, draft.zone)
    service.set_reminders(record.id, seat.email, hours)
    return TimeDone("settings_notice")


def _everywhere(service: GameService, record: GameRecord, seat: Seat, everywhere: bool,
                call: Any, notice: str, lang: str) -> TimeDone:
    call(record.id)
    others = [g for g in service.games_in_play(seat.email) if g != record.id] if everywhere \
        else []
    refused = []
    for game_id in others:
        try:
            call(game_id)
        except ServiceError as error:
            refused.append((_title(service, game_id), explain(error, lang)))
    return TimeDone(notice, refused)


def _title(service: GameService, game_id: str) -> str:
    games: Ledger = service.store
    try:
        return games.load(game_id).game.title
    except GameNotFound:
        return game_id


def absence_line(record: GameRecord, seat: Seat, now: str, lang: str, when: Any) -> str:
    """The player's own absence in words (empty when none is ahead), with the days used."""
    if not seat.away_until or seat.away_until <= now:
        return ""
    zone = reader_zone(record, seat)  # its days, as the confirmation named them
    return tr(lang, "your_absence", start=first_day(max(seat.away_from or now, now), zone, lang),
              until=last_day(seat.away_until, zone, lang), used=seat.away_days,
              cap=record.timing.away_days)


def example_day(now: str, zone: str, lang: str) -> str:
    """A day a week from now in the reader's zone, written as the reader writes a day ("13. 12.
    2026", "13 Dec 2026"): a day field's example. The fields are text, never the browser's date
    picker, which writes and reads the day as the browser's locale does ("12/13/2026" on a
    Czech page in an American browser)."""
    return shown_date(moment(now).astimezone(deadlines.zone(zone)).date()
                      + dt.timedelta(days=7), lang)


def holiday_day(text: str, today: dt.date | None) -> dt.date | None:
    """The last day of a holiday as posted ("28. 12.", "neděle") or, `today` None, echoed in
    a link (a calendar day with its year); None when it is not a day."""
    try:
        return read_day(text, today)
    except ValueError:
        return None
