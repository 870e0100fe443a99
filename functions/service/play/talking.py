"""Table talk through the service: saying, reading, muting and the press settings."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from functions.service.ledger import press
from functions.service.ledger.checks import bounded_key, seat_of
from functions.service.records.game import GameRecord
from functions.service.records.notifications import Kind
from functions.service.records.refusal import ErrorCode, ServiceError
from functions.service.records.seats import Seat
from functions.service.records.talk import PressMessage
from functions.service.store import Change, Ledger, StoredGame, VersionConflict

from .engine import Engine
from .outbox import Mailbag
from .run import Write, bump


class Talking:
    """A game's table talk (see GameService; the rules of talk are in press.py)."""

    def __init__(self, engine: Engine, store: Ledger):
        self.engine = engine
        self.store = store  # the talk, written beside the game item

    def say(self, game_id: str, email: str, text: str, to: str | None = None, *,
            key: str | None = None) -> PressMessage:
        """The seat's player says `text` to the whole table, or to the player named `to`.

        One write of the message and the mails of those who read every message as it comes,
        never of the game item (talk does not change the game's version). Refused politely:
        talk switched off, a private message where only public talk is allowed, no such
        player, an empty or too long text, more than press.PER_HOUR messages in an hour. A
        repeated `key` (the same mail line or form post) returns the message written first."""
        key = bounded_key(key)
        text = press.clean_text(text)
        for _ in range(self.engine.retries):
            stored = self.engine.load(game_id)
            record, now = stored.game, self.engine.now()
            seat = seat_of(record, email)
            if key is not None:
                first = next((m for m in stored.press if m.key == key), None)
                if first is not None:
                    return first
            if record.press_mode == "none":
                raise press.refusal("press_off", record.version)
            recipient = None
            if to is not None and to.strip():
                if record.press_mode == "public":
                    raise press.refusal("press_public_only", record.version)
                recipient = press.addressee(record, seat, to)
            press.check_rate(stored.press, seat.seat, now)
            message = press.new_message(record.id, stored.press, seat, recipient, text,
                                        now, key,
                                        self.engine.secrets.token_bytes(press.SALT_BYTES).hex())
            letters = Mailbag(record, now, ref=f"press{message.seq}")
            # words said to a game that is over came after its end, also in its very instant
            # (a frozen PBM_NOW): never taken for a mail the game-over mail made moot
            after = {"after_end": True} if record.ended else {}
            for reader in press.mailed(record, message):
                letters.add(Kind.PRESS, reader, name=seat.shown(reader.lang),
                            press=press.lines(record, [message], reader.lang), **after)
            try:
                self.store.add_press(record.id, message,
                                     self.engine.with_mail_moves(stored, letters.items),
                                     version=record.version)
            except VersionConflict:
                # another message took that place (chain to it instead), or a move, an
                # erasure or the end came between (decide again on the game as it is now)
                continue
            return message
        raise ServiceError(ErrorCode.BUSY, f"game {game_id} is changing too fast; try again")

    def talk(self, game_id: str, reader: str | None) -> list[dict[str, Any]]:
        """The table talk `reader` sees (a seat id, press.ORGANIZER, None: a spectator), oldest
        first, as press.lines shows it."""
        stored = self.engine.load(game_id)
        seat = next((s for s in stored.game.seats if s.seat == reader), None)
        return press.lines(stored.game, press.shown_to(stored.game, stored.press, reader),
                           seat.lang if seat is not None else "en")

    def set_press_each(self, game_id: str, email: str, on: bool) -> GameRecord:
        """PRESS EACH (a mail per message) or PRESS WITH MOVES (talk rides in the next mail)."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = seat_of(record, email)
            if seat.press_each == on:
                return Write(None, record)
            # what was mailed one by one is not carried again after switching back
            seen = seat.press_seen if on else len(stored.press)
            record = bump(record.with_seat(replace(seat, press_each=on, press_seen=seen)), now)
            return Write(Change(record, stored.game.version), record)
        return self.engine.retrying(game_id, build)

    def mute(self, game_id: str, email: str, name: str, on: bool = True) -> Seat:
        """The player stops (or, with `on` False, starts again) seeing another's messages;
        returns the seat muted or unmuted."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = seat_of(record, email)
            other = press.addressee(record, seat, name)
            muted = tuple(s for s in seat.muted if s != other.seat) + ((other.seat,) if on else ())
            if muted == seat.muted:
                return Write(None, other)
            record = bump(record.with_seat(replace(seat, muted=muted)), now)
            return Write(Change(record, stored.game.version), other)
        return self.engine.retrying(game_id, build)

    def set_press_mode(self, game_id: str, mode: str) -> GameRecord:
        """The organizer allows all talk, only talk to the whole table, or none."""
        mode = press.mode_of(mode)

        def build(stored: StoredGame, now: str) -> Write:
            if stored.game.press_mode == mode:
                return Write(None, stored.game)
            record = bump(replace(stored.game, press_mode=mode), now)
            return Write(Change(record, stored.game.version), record)
        return self.engine.retrying(game_id, build)
