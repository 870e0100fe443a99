"""The outbox's records: a notification, the kinds of mail it tells, and its stored form."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from .forms import SCHEMA, StoredForm, as_dict, field_names
from .jsontext import compact


class Kind(StrEnum):
    """What a notification tells its reader: each kind has its mail (see render.letters).
    A game's own events that get a mail of their own (rules.EventKind.announced) are
    notifications of the event's kind, which the game declares, not one of these."""

    YOUR_TURN = "your_turn"
    BOARD = "board"
    MOVE_READ_BACK = "move_read_back"
    REFUSED = "refused"
    GAME_STARTED = "game_started"
    INVITATION = "invitation"
    GAME_OVER = "game_over"
    HELP = "help"
    GAME_PAUSED = "game_paused"
    GAME_RESUMED = "game_resumed"
    GAME_CANCELLED = "game_cancelled"
    SEAT_DECLINED = "seat_declined"
    START_FAILED = "start_failed"
    SEAT_REPLACED = "seat_replaced"
    REPLACEMENT = "replacement"
    PLAYER_RESIGNED = "player_resigned"
    PLAYER_REMOVED = "player_removed"
    PLAYER_ERASED = "player_erased"
    """A player left by erasing their data: the payload names their seat's number, never them."""
    SEAT_ERASED = "seat_erased"
    """To the organizer: an invited player erased their data before the start (no name)."""
    MOVE_PLAYED = "move_played"
    SENDER_MISMATCH = "sender_mismatch"
    ADDRESS_UNDELIVERABLE = "address_undeliverable"
    GAME_CREATED = "game_created"
    REMINDER = "reminder"
    TURN_MISSED = "turn_missed"
    DEADLINE_MISSED = "deadline_missed"
    DEADLINE_EXTENDED = "deadline_extended"
    TIMING_CHANGED = "timing_changed"
    SETTINGS_CHANGED = "settings_changed"
    MAIL_FAILED = "mail_failed"
    LINES_SKIPPED = "lines_skipped"
    RESIGN_CONFIRM = "resign_confirm"
    JOINED = "joined"
    ORGANIZER_ANSWER = "organizer_answer"  # a non-playing organizer's mail answered
    PRESS = "press"
    PRESS_SENT = "press_sent"
    MAIL_STOPPED = "mail_stopped"
    """To the organizer: a player stopped all mail of the game (they play on the page)."""
    MY_GAMES = "my_games"
    TOURNAMENT_ROUND = "tournament_round"
    SIGN_IN = "sign_in"


# A kind of a mail's part only, never a notification's: the words a board said to its reader's
# question, carried by a later mail that shows the board itself (mailroom.delivery); the mail
# tells them right after the read-back of the move they were asked beside (render.letters).
CARRIED_ANSWER = "carried_answer"


@dataclass(frozen=True, slots=True)
class Notification:
    """One message the outbox must deliver; `id` is stable so delivery can be deduplicated."""

    id: str
    game_id: str
    version: int
    kind: str
    seat: str | None  # None: the organizer
    email: str
    lang: str
    created_at: str
    payload: dict[str, Any] = field(default_factory=dict)
    sent_at: str | None = None
    claimed_until: str | None = None  # as stored: a sender's claim (see GameStore.claim)

    def to_dict(self) -> dict[str, Any]:
        """The stored form, with its schema."""
        data = as_dict(self, _MUTABLE)
        data[SCHEMA] = NOTIFICATION_FORM.version
        return data

    def to_json(self) -> str:
        """`to_dict` as compact JSON text (as the stores keep it): the fields written out in
        their order around the payload's encoding (2-3 of these a move: the encoder's walk over
        a record's fields cost more than the texts, issue 14)."""
        return (f'{{"id":{_text(self.id)},"game_id":{_text(self.game_id)},'
                f'"version":{self.version:d},"kind":{_text(self.kind)},'
                f'"seat":{_text_or_null(self.seat)},"email":{_text(self.email)},'
                f'"lang":{_text(self.lang)},"created_at":{_text(self.created_at)},'
                f'"payload":{compact(self.payload)},"sent_at":{_text_or_null(self.sent_at)},'
                f'"claimed_until":{_text_or_null(self.claimed_until)},'
                f'"{SCHEMA}":{NOTIFICATION_FORM.version:d}}}')

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Notification:
        """The notification `to_dict` produced, by this version or an older one."""
        return cls(**NOTIFICATION_FORM.read(data))


# The fields that hold dicts or lists (every other field holds a scalar or a tuple of
# scalars; a new field of another kind must be named here).
_MUTABLE = ("payload",)
_text = json.encoder.encode_basestring  # a text as JSON, as `compact` writes one


def _text_or_null(value: str | None) -> str:
    return "null" if value is None else _text(value)


NOTIFICATION_FORM = StoredForm(
    "notification", 2,
    {1: lambda data: {"payload": {}, "sent_at": None, "claimed_until": None, **data}},
    field_names(Notification))
