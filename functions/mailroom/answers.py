"""One mail in, at most one mail out to each person: the notifications a mail's commands cause
are held while the mail is processed, then folded into one notification per recipient.

A mail of twenty lines (moves, BOARD, a refusal) would otherwise answer line by line, and make
the next player's turn mail and every offer a mail of its own. While the mail is read, every
notification written is stored *held* (`held_until` in its payload: no sender takes it before
then); `fold` then records one notification per recipient, of the kind that matters most
(the turn, a refusal, the board, ...), carrying the others as `parts` that the mail shows first,
and settles the held ones. A process that dies in between leaves them held; they go out one by
one once the hold lapses (or are folded by the mail's redelivery), so nothing is lost. No
wake-up is set for that hold (see lapses_alone): on AWS the next pass over the pending mail
sends them, the hourly sweep at the latest.

Answers that are not turn mails are also limited per seat (ANSWERS_PER_HOUR): a correspondent
that answers every mail (a ticket system, a responder without Auto-Submitted) cannot keep a
conversation with the service going.

The common mail, one move and nothing else, is done in one write: its last line's write folds
its notifications in place (nothing is held, nothing to settle after) and records the mail as
processed (`HoldingStore.close_with`); the read-back of a move the game accepted is not counted
against the limit (a move is no conversation). The game is read once per mail: the store
remembers what it loaded and what this mail wrote on it (a lost race forgets it).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any, Protocol

from functions.service.play.outbox import (
    ANSWERS,
    ANSWERS_RESUME,
    NEWS,
    OFFER,
    QUIET_HOLD,
    UPTO,
    offer_kinds,
    offer_news_kinds,
)
from functions.service.play.silence import TOLD
from functions.service.records.game import RUNNING, WAITING, GameRecord
from functions.service.records.notifications import Kind, Notification
from functions.service.records.refusal import ErrorCode, ServiceError
from functions.service.records.talk import PressMessage
from functions.service.store import (
    Change,
    DuplicateSubmission,
    GameStore,
    Inbox,
    Ledger,
    Outbox,
    StoredGame,
    StoreError,
    VersionConflict,
)
from functions.service.system import iso

HOLD = timedelta(minutes=15)  # how long a mail's notifications wait to be folded
FOLD_RETRIES = 8  # as many as a game change gets (Engine.retries)
FOLDING = "folding"  # the payload's mark of a notification held while its mail is answered
ANSWERS_PER_HOUR = 10  # answers to one seat that are not turn mails, per hour
# a mail that reads as a machine's (mail.robots) and plays nothing is answered once a day
ROBOT_ANSWERS = 1
ROBOT_WINDOW = timedelta(days=1)
ROBOT = "#robot"  # the answers to a seat's machine-like mail are counted apart, as its seat + this
# the answer that reached the hourly limit is noted apart, as its seat + this: the hour after
# it is silent, so that answers resume at the time it states, neither before nor after
SILENCED = "#silenced"
# the same answer to a seat's mails of one moment is sent once: counted apart, as the seat +
# this + a name of what it says (answers._said)
SAME = "#same:"
SENT = "!"  # ... and the one of them that was sent, as that + this
MOMENT = timedelta(seconds=30)
TURN_KINDS = ("your_turn", "reminder")
# a JOINED answer that is only the yes confirmed: it may wait for the start mail (_only_joined)
SEAT_CONFIRMED = "seat_confirmed"
# what the writer asked for in so many words (MY GAMES): never held back by the hourly limit,
# which is for answers to chatter and to machines (a robot's mail is still answered once a day)
ASKED_KINDS = ("my_games",)
# the payload's mark of a mail that waits a moment (Settings.readback_wait) to ride in its
# reader's next mail: an offer to them, its end, news of their own (see riding); their turn
# mail coming within that moment carries it (issue 42: "Máš novinky" and "Jsi na tahu"
# seconds apart). Alone it goes when its wait lapses.
RIDES = "rides"
TALK = "talk"  # the name's mark of a talk-only read-back waiting for the player's next mail  # mails that say "your move" in their own subject
# What a folded mail is, when it holds several: the first kind found in this order.
# (A board asked for is the mail, not a part: parts show no board.)
# (The end of the game is the biggest news: its mail is the main one, whatever ended it.)
# (A move played is what the mail did: its read-back names the mail even when a later line
# was refused, which the mail tells too.)
# (An offer made to the reader, a game's event of an OPENS kind, ranks as OFFER.)
# a line skipped beside talk with nothing played leads the mail (its subject, its menu): the
# talk's "Your message" hid that the bid was not played and left no options (review 55)
_PRIORITY = ("game_over", "your_turn", "board", "move_read_back", "refused", "lines_skipped",
             "sender_mismatch", OFFER, "help")


class MailProcessed(Exception):
    """The mail's last write found the mail recorded as processed: a redelivery."""


@dataclass(frozen=True)
class Closing:
    """How the last write of a mail folds its notifications and records the mail."""

    ref: str  # the mail's answers are named after it
    key: str  # the mail's idempotency key, recorded processed in the same write
    now: datetime
    answered_seat: str | None
    readback_wait: timedelta


class HoldingStore:
    """A store whose notifications are held and remembered (see the module docstring), and
    which reads each game once; every other call goes to the store it wraps."""

    def __init__(self, store: GameStore, until: str):
        self._store = store
        self._until = until
        self.held: list[Notification] = []
        self._closing: Closing | None = None
        self.closed = False  # the mail was recorded processed in its last write
        self._loaded: dict[str, StoredGame] = {}

    def __getattr__(self, name: str):
        return getattr(self._store, name)

    def load(self, game_id: str) -> StoredGame:
        """The game as this mail last saw it: read once, then kept up to date by its writes."""
        if game_id not in self._loaded:
            self._loaded[game_id] = self._store.load(game_id)
        return self._loaded[game_id]

    def close_with(self, closing: Closing | None) -> None:
        """Make the next write the mail's last: folded in place and recording the mail (only
        when nothing is held yet; else the mail is folded after, as usual); None: not."""
        self._closing = None if self.held else closing

    def apply(self, change: Change) -> None:
        """Write the change with its notifications held (or folded, when it closes the mail)."""
        closing, self._closing = self._closing, None
        if closing is not None:
            written = fold_in_place(change, closing)
            held: tuple[Notification, ...] = ()
        else:
            held = self._hold(change.notifications)
            written = replace(change, notifications=held)
        try:
            self._store.apply(written)
        except DuplicateSubmission:
            self._loaded.pop(change.game.id, None)
            if closing is not None and self._store.mail_processed(change.game.id, closing.key):
                raise MailProcessed(closing.key) from None
            self._closing = closing
            raise
        except StoreError:
            self._loaded.pop(change.game.id, None)
            self._closing = closing  # the retry of this write closes the mail
            raise
        self.closed = self.closed or closing is not None
        self.held.extend(held)
        stored = self._loaded.pop(change.game.id, None)
        after = stored.after(change) if stored is not None else None
        if after is not None:  # as a load would read it now (the snapshot's news go on from it)
            self._loaded[change.game.id] = after

    def add_mail(self, game_id: str, version: int,
                 notifications: Sequence[Notification]) -> None:
        """Record the notifications held, guarded by the game's version (a lost race forgets
        the game read, so that the retry reads it afresh)."""
        held = self._hold(notifications)
        try:
            self._store.add_mail(game_id, version, held)
        except StoreError:
            self._loaded.pop(game_id, None)
            raise
        self.held.extend(held)

    def add_press(self, game_id: str, message: PressMessage,
                  notifications: Sequence[Notification] = (), *,
                  version: int | None = None) -> None:
        """Write a message of table talk with its mails held (folded like the rest)."""
        held = self._hold(notifications)
        self._loaded.pop(game_id, None)  # the talk it read is old now, written or not
        self._store.add_press(game_id, message, held, version=version)
        self.held.extend(held)

    def _hold(self, notifications: Sequence[Notification]) -> tuple[Notification, ...]:
        # FOLDING: the mail's answer settles it within this invocation (or the mail's
        # redelivery does): no wake-up is set for its hold (see lapses_alone)
        return tuple(replace(n, payload={**n.payload, "held_until": self._until, FOLDING: True})
                     for n in notifications)


def lapses_alone(notification: Notification) -> bool:
    """Whether a held notification is sent by itself once its hold lapses (a read-back that
    waited in vain for the player's next mail, a missed turn's word), so that a wake-up is
    worth setting for it: not one held while its mail is answered (folded into the answer,
    settled before the hold lapses; a process that died leaves it to the mail's redelivery or
    the hourly sweep), nor a quiet one (never sent alone: dropped when it lapses), nor a seat's
    confirmation (SEAT_CONFIRMED: the game's start mostly carries it; one that lapses goes with
    the next pass over the pending mail, on AWS the hourly sweep at the latest)."""
    return not (notification.payload.get(FOLDING) or notification.payload.get("quiet")
                or notification.payload.get(SEAT_CONFIRMED))


def held(notification: Notification, now: datetime) -> bool:
    """Whether the notification waits to be folded into its mail's answer."""
    until = notification.payload.get("held_until")
    return bool(until and until > iso(now))


class Answering(Ledger, Inbox, Outbox, Protocol):
    """What folding a mail's answers uses of a store: the game read again after a lost race,
    the answers counted, the mails recorded (guarded by the game's version) and settled."""


def fold(store: Answering, game: GameRecord, ref: str, notifications: Sequence[Notification],
         now: datetime, answered_seat: str | None = None,
         readback_wait: timedelta = timedelta(0), robot: bool = False) -> list[str]:
    """Record one notification per recipient for the held `notifications` of the mail `ref`,
    settle the held ones, and return what was withheld (answers to `answered_seat` over the
    hourly limit, or when the mail is a `robot`'s, over ROBOT_ANSWERS a day). `game` is the
    game after the mail. An answer that is only a read-back waits `readback_wait` to ride in
    the player's next mail (see deferred_readbacks). The answers are written only while the
    game is at `game`'s version: a move, an erasure or the end that came between makes them
    folded again on the game as it is then (whose turn it is, who still takes mail)."""
    if not notifications:
        return []  # the mail's last write folded its answers in place
    for _ in range(FOLD_RETRIES):
        folded, withheld = _fold_once(store, game, ref, notifications, now, answered_seat,
                                      readback_wait, robot)
        try:
            store.add_mail(game.id, game.version, folded)
        except VersionConflict:
            game = store.load(game.id).game
            continue
        store.mark_sent([n.id for n in notifications], iso(now))
        return withheld
    raise ServiceError(ErrorCode.BUSY, f"game {game.id} is changing too fast; try again")


def _fold_once(store: Answering, game: GameRecord, ref: str,
               notifications: Sequence[Notification], now: datetime,
               answered_seat: str | None, readback_wait: timedelta, robot: bool
               ) -> tuple[list[Notification], list[str]]:
    """The one notification per recipient of `fold` on `game`, and what was withheld."""
    groups: dict[tuple[str | None, str], list[Notification]] = {}
    for notification in notifications:
        groups.setdefault((notification.seat, notification.email), []).append(notification)
    at, folded, withheld = iso(now), [], []
    for (seat, _), group in groups.items():
        letter = _folded(game, ref, group)
        if letter is None:
            continue
        if seat is not None and seat == answered_seat and robot \
                and letter.kind not in TURN_KINDS:
            # (a try of this same mail that died before it was recorded is not the day's answer)
            if store.answers_since(game.id, seat + ROBOT, iso(now - ROBOT_WINDOW), letter.id) \
                    >= ROBOT_ANSWERS:
                withheld.append(f"{letter.kind} to {seat} (a machine's mail, answered once "
                                "a day)")
                letter = _news_of(game, ref, group)
                if letter is None:
                    continue
            else:  # only an answer sent counts: a withheld one would push the next day later
                store.record_answer(game.id, seat + ROBOT, letter.id, at)
        same = ""
        if seat is not None and seat == answered_seat and letter.kind not in TURN_KINDS:
            # the same answer to mails of one moment goes once (issue 42: twelve HELP/BOARD
            # at one instant got the same full help three times): one sent already (SENT) or,
            # of those answered together, the first by place says it
            same, moment = seat + SAME + _said(letter), iso(now - MOMENT)
            store.record_answer(game.id, same, letter.id, at)
            if store.answers_since(game.id, same + SENT, moment, letter.id) > 0 \
                    or store.answers_since(game.id, same, moment, through=(at, letter.id)) > 1:
                store.forget_answer(game.id, same, letter.id)
                withheld.append(f"{letter.kind} to {seat} (the same answer went this moment)")
                letter = _news_of(game, ref, group)
                if letter is None:
                    continue
                same = ""
            else:
                store.record_answer(game.id, same + SENT, letter.id, at)
        if seat is not None and seat == answered_seat and letter.kind not in TURN_KINDS:
            # recorded first, then counted: of mails answered at the same time, each sees
            # the others that came before it, so no more than the limit ever go out
            since = iso(now - timedelta(hours=1))
            store.record_answer(game.id, seat, letter.id, at)
            answered = store.answers_since(game.id, seat, since)
            # (a try of this same mail that died before it was sent does not silence it)
            silenced = store.answers_since(game.id, seat + SILENCED, since, letter.id) > 0
            asked = letter.kind in ASKED_KINDS
            if answered > ANSWERS_PER_HOUR and not silenced:
                # rivals answered at the same time each count the others and find the limit
                # passed: each takes its place among the hour's answers (by time, then name),
                # so the one whose place is the limit's is the last allowed and says it
                answered = store.answers_since(game.id, seat, since, through=(at, letter.id))
            if answered == ANSWERS_PER_HOUR and not silenced:
                # the last answer the limit allows says so, and when answers resume (one
                # asked for too, MY GAMES: the answers after it are withheld all the same)
                store.record_answer(game.id, seat + SILENCED, letter.id, at)
                letter = replace(letter, payload={**letter.payload,
                                                  ANSWERS_RESUME: iso(now + timedelta(hours=1))})
            elif (answered > ANSWERS_PER_HOUR or silenced) and not asked:
                # not sent, so not counted: a player who writes on while silenced still gets
                # answers again at the time the last one allowed stated (fix30)
                store.forget_answer(game.id, seat, letter.id)
                if same:  # not sent: the same answer a moment later is not the same moment's
                    store.forget_answer(game.id, same, letter.id)
                    store.forget_answer(game.id, same + SENT, letter.id)
                withheld.append(f"{letter.kind} to {seat}")
                # only the answer is withheld: news of the game that rode in it (its start,
                # an offer, the turn) still goes (review 17: Dan's 'game started' was lost)
                letter = _news_of(game, ref, group)
                if letter is None:
                    continue
        if seat == answered_seat and _only_readback(letter):
            letter = _waiting(game, letter, now, readback_wait)
        elif seat is not None and _may_wait(game, letter, seat == answered_seat):
            letter = riding(letter, game, now, readback_wait)
        elif seat == answered_seat and _only_settings(game, letter):
            # a setting confirmed to a player not on turn rides in their next mail of the
            # moment, as a read-back does (standing orders: "Your settings" and "Your move"
            # minutes apart, conv34), or goes alone when the wait lapses
            letter = riding(letter, game, now, readback_wait)
        elif seat == answered_seat and _only_joined(game, letter):
            # "You are in" minutes before "The game has started" (review rev54): the yes waits
            # as a read-back does; the start mail confirms it, else it goes alone
            letter = riding(letter, game, now, readback_wait)
        elif seat == answered_seat and _only_talk(letter) and not _without_mail(game, seat):
            # the talk reached the others; that it went out is no news worth a mail of its own
            # (but to a player who takes no mail of the game it is the answer they were promised)
            letter = quiet(_deferred(game, letter, iso(now + QUIET_HOLD), TALK))
        folded.append(letter)
    return folded, withheld


def _said(letter: Notification) -> str:
    """A short name of what a folded answer says (its kinds, game version and payload): two
    answers of one name read the same."""
    said = {"kind": letter.kind, "version": letter.version, "payload": letter.payload}
    return hashlib.sha256(json.dumps(said, sort_keys=True, default=str).encode()).hexdigest()[:16]


def _news_of(game: GameRecord, ref: str, group: Sequence[Notification]) -> Notification | None:
    """What of a recipient's withheld answer is news of the game, not an answer to their mail
    (outbox.ANSWERS), folded as one mail; None when it is all answer."""
    news = [n for n in group if n.kind not in ANSWERS]
    return _folded(game, ref, news) if news else None


def fold_in_place(change: Change, closing: Closing) -> Change:
    """The mail's last write with its notifications folded one per recipient (see fold, without
    the hourly limit: this write plays a move) and the mail recorded as processed."""
    game, at = change.game, iso(closing.now)
    groups: dict[tuple[str | None, str], list[Notification]] = {}
    for notification in change.notifications:
        groups.setdefault((notification.seat, notification.email), []).append(notification)
    folded = []
    for (seat, _), group in groups.items():
        letter = _folded(game, closing.ref, group)
        if letter is None:
            continue
        if seat == closing.answered_seat and _only_readback(letter):
            letter = _waiting(game, letter, closing.now, closing.readback_wait)
        elif seat is not None and _may_wait(game, letter, seat == closing.answered_seat):
            letter = riding(letter, game, closing.now, closing.readback_wait)
        folded.append(letter)
    return replace(change, notifications=tuple(folded), processed_mail=(closing.key, at))


def _folded(game: GameRecord, ref: str, group: Sequence[Notification]) -> Notification | None:
    """The one notification that tells a recipient everything in `group`, named after the
    mail `ref`, the newest write it tells, its kinds and its recipient."""
    newest = max(n.version for n in group)
    # table talk rides on the one mail, also what an earlier turn mail that passed carried
    talk = {m["seq"]: m for n in group for m in n.payload.get("press", ())}
    group = [replace(n, payload={k: v for k, v in n.payload.items() if k != "press"})
             if "press" in n.payload else n for n in group]
    # a mail that tells what happened since the reader's last (a welcome back) still does
    # when it rides in another answer
    since = [n.payload["since"] for n in group if n.payload.get("since") is not None]
    if len(group) > 1:  # a welcome back beside another answer: its words ride in that mail
        group = [replace(n, kind=Kind.SETTINGS_CHANGED, payload={"message": n.payload["said"]})
                 if n.kind == Kind.BOARD and n.payload.get("back") else n for n in group]
    turns = [n for n in group if n.kind in TURN_KINDS]
    rest = [n for n in group if n.kind not in TURN_KINDS]
    current = turns[-1] if turns and turns[-1].seat in game.waited else None
    for passed in (n for n in turns if n is not current):  # what a passed turn carried stays
        rest += [replace(passed, kind=part["kind"], payload=dict(part["payload"]))
                 for part in passed.payload.get("parts", ())]
    # where its reader's mails had told up to before the first of the group, when it carries
    # boards of news, becomes the turn mail (which shows the board, dropping them) or tells
    # what happened since its reader's last mail (the game-over mail, a summary: a mail
    # folded before it, "X went bankrupt", told only its own events, yet moved the stamp its
    # `since` was taken from): their story is told from there (silence.TOLD; issue 42: 2,206
    # events never told, then 2,122 in the game-over mail of two away players, conv37)
    told = [n.payload[TOLD] for n in group if isinstance(n.payload.get(TOLD), int)] \
        if current is not None or since or any(kind == "board" for n in group for kind in (
            n.kind, *(part["kind"] for part in n.payload.get("parts", ())))) else []
    if current is not None:
        # the turn mail shows the board; a question's answer a board carried rides in it
        rest = [replace(n, kind=Kind.SETTINGS_CHANGED, payload={"message": n.payload["said"]})
                if n.kind == Kind.BOARD and n.payload.get("answer") else n
                for n in rest if n.kind != "board" or n.payload.get("answer")]
        group = [*rest, current]  # an earlier turn of the same mail has passed
    else:
        group = rest
    if not group and talk:  # only a turn that has passed, and talk it carried: the talk goes
        first = talk[min(talk)]
        group = [replace(turns[-1], kind=Kind.PRESS, payload={
            **{k: v for k, v in turns[-1].payload.items() if k in ("game_id", "title", "rules",
                                                                   "version", "status")},
            "name": first["from"]})]
    if not group:
        return None
    offers = offer_kinds(game.rules)
    ranked = [OFFER if n.kind in offers else n.kind for n in group]
    main = group[min(range(len(group)), key=lambda i: _PRIORITY.index(ranked[i])
                     if ranked[i] in _PRIORITY else len(_PRIORITY))]
    if main.kind == Kind.MOVE_READ_BACK:
        # of several lines read back the last is the main one: the parts, shown first, are
        # the earlier, so the mail tells the lines (and their events) in their order
        main = [n for n in group if n.kind == Kind.MOVE_READ_BACK][-1]
    # a notification folded already (one per person per write, see outbox.one_per_person)
    # brings its own parts along, before it
    parts = [part for n in group if n is not main for part in (
        *n.payload.get("parts", ()),
        {"kind": n.kind, "payload": {k: v for k, v in _unheld(n.payload).items()
                                     if k != "parts"}})]
    parts += main.payload.get("parts", ())
    payload = {k: v for k, v in _unheld(main.payload).items() if k != "parts"} | (
        {"parts": parts} if parts else {}) | (
        {"press": [talk[seq] for seq in sorted(talk)]} if talk else {})
    if since and payload.get("since") is None:
        payload["since"] = min(since)
    if told:
        payload[TOLD] = min(told)
    upto = [n.payload[UPTO] for n in group if isinstance(n.payload.get(UPTO), int)]
    if upto:  # what it tells up to: where the newest of it was stamped (play.silence)
        payload[UPTO] = max(upto)
    recipient = main.seat or "organizer"
    # the id (and so the Message-ID) names every kind the mail holds, the main one last; and
    # the newest write it tells: one reply's writes (standing orders play on in several) each
    # fold a mail of their own, and the store keeps the first of a name, so a later write's
    # mail under an earlier one's name was dropped while its write had moved its reader's
    # "told up to" (conv35). A redelivered reply folds the same writes: the same name.
    kinds = ".".join(dict.fromkeys([*(part["kind"] for part in parts), main.kind]))
    return replace(main, id=f"{game.id}:{ref}_{newest}:{kinds}:{recipient}", payload=payload,
                   sent_at=None, claimed_until=None)


# What a read-back may wait with for the player's next mail: nothing else of news.
_MAY_WAIT = frozenset({"move_read_back", "lines_skipped", "settings_changed", "press_sent"})


def _only_readback(letter: Notification) -> bool:
    """Whether a folded answer is a read-back and nothing that must go out now."""
    kinds = {letter.kind, *(part["kind"] for part in letter.payload.get("parts", ()))}
    return letter.kind == "move_read_back" and kinds <= _MAY_WAIT


def _only_settings(game: GameRecord, letter: Notification) -> bool:
    """Whether a folded answer only confirms settings of a player a running game does not
    wait for (no refusal, no answer to a question, no absence noted: those are wanted now;
    before the start or
    after the end no turn mail comes to carry it)."""
    parts = letter.payload.get("parts", ())
    return game.status == RUNNING and letter.seat not in game.waited and {letter.kind, *(
        part["kind"] for part in parts)} == {Kind.SETTINGS_CHANGED} \
        and not letter.payload.get("after_end") and not letter.payload.get(ANSWERS_RESUME) \
        and not any(said.get("wanted_now") for said in (letter.payload, *parts))


def _only_joined(game: GameRecord, letter: Notification) -> bool:
    """Whether a folded answer only confirms a seat of a game still waiting for players
    (SEAT_CONFIRMED: a yes alone, no question answered, no invitation's doubt cleared)."""
    pieces = [(letter.kind, letter.payload),
              *((part["kind"], part["payload"]) for part in letter.payload.get("parts", ()))]
    return game.status == WAITING and all(
        kind == Kind.JOINED and payload.get(SEAT_CONFIRMED) for kind, payload in pieces)


def _without_mail(game: GameRecord, seat: str | None) -> bool:
    """Whether the seat's holder takes no mail of the game (MAIL OFF): no next mail of theirs
    would carry an answer, so an answer to their own mail goes alone."""
    return any(s.seat == seat and s.mail == "none" for s in game.seats)


def _only_talk(letter: Notification) -> bool:
    """Whether a folded answer only confirms the player's own table talk (SAY)."""
    return {letter.kind, *(part["kind"] for part in letter.payload.get("parts", ()))} == {
        Kind.PRESS_SENT} and not letter.payload.get("after_end")  # no mail comes after the end


def _may_wait(game: GameRecord, letter: Notification, writer: bool) -> bool:
    """Whether a folded mail tells only news that may wait a moment for its reader's next
    mail (they are not on turn): offers made to them or ended, and the board of news of their
    own (see outbox.Mailbag._news_for_the_silent); to the mail's `writer`, with the
    read-backs of their own lines (a read-back alone waits as `_waiting` says)."""
    offers = offer_news_kinds(game.rules)
    news = offers | {Kind.BOARD}
    told = [(letter.kind, letter.payload), *((part["kind"], part["payload"])
                                             for part in letter.payload.get("parts", ()))]
    kinds = {kind for kind, _ in told}
    reader = next((s.player for s in game.seats if s.seat == letter.seat), None)
    # (one the game waits for has had their turn mail: an offer now is theirs to answer in it;
    # unless the game plays on in a next write, whose turn mail is still to come)
    on_turn = letter.seat in game.waited and not game.plays_on
    if on_turn or not kinds & news or not kinds <= news | (_MAY_WAIT if writer else set()):
        return False
    return all(news_board(payload) if kind == Kind.BOARD else kind not in offers or not any(
        _turn_changed(event, offers, reader) for event in payload.get("events", ()))
        for kind, payload in told)


def _turn_changed(event: Mapping[str, Any], offers: frozenset[str], reader: str | None) -> bool:
    """Whether an event an offer's mail carries is a step the service played for its reader
    because of the offer (a purchase they can no longer pay passed): their turn changed, which
    their mail tells at once. A bare mark of whose turn it is (no data but the player) is not."""
    data = event.get("data") or {}
    return event.get("kind") not in offers and reader is not None \
        and data.get("player") == reader and bool(set(data) - {"player"})


def news_board(payload: Mapping[str, Any]) -> bool:
    """Whether a board's payload is news of the reader's own told since their last mail: one
    `_news_for_the_silent` marked so (outbox.NEWS), never a board of another kind."""
    return payload.get(NEWS) is True


def riding(letter: Notification, game: GameRecord, now: datetime, wait: timedelta
           ) -> Notification:
    """The mail held `wait` to ride in its reader's next mail of the game (RIDES), telling
    what happened up to `game`'s log position (UPTO: its reader's next mail tells the rest,
    also when it goes alone, late); as it is when there is no wait (on AWS the notifier sends
    a write's mails at once)."""
    if not wait:
        return letter
    # where it was stamped (play.silence), not where the game stands after the whole mail:
    # the writes of the mail after its own told its reader nothing, their next mail will
    upto = letter.payload.get(UPTO)
    return replace(letter, payload={**letter.payload, "held_until": iso(now + wait),
                                    RIDES: True,
                                    UPTO: upto if isinstance(upto, int) else game.moves})


def readback_id(game_id: str, version: int, seat: str, what: str = "readback") -> str:
    """The id of the deferred read-back of the move by mail at game `version` (see fold); a
    talk-only read-back (`what` TALK) is named after the mail that said it instead."""
    return f"{game_id}:{version}:{what}:{seat}"


def _waiting(game: GameRecord, letter: Notification, now: datetime, wait: timedelta
             ) -> Notification:
    """A read-back as it waits for the player's next mail: `wait` (then it goes alone), or,
    for a player who takes no read-back mail (Seat.takes_readback_mail), QUIET_HOLD (then it
    is dropped)."""
    seat = next((s for s in game.seats if s.seat == letter.seat), None)
    if seat is not None and not seat.takes_readback_mail:
        return quiet(_deferred(game, letter, iso(now + QUIET_HOLD)))
    return _deferred(game, letter, iso(now + wait)) if wait else letter


def quiet(letter: Notification) -> Notification:
    """A held read-back that only rides in the player's next mail, never goes alone."""
    return replace(letter, payload={**letter.payload, "quiet": True})


def dropped_alone(notification: Notification) -> bool:
    """Whether a notification is a quiet read-back no other mail carried in time: unsent."""
    return bool(notification.payload.get("quiet")) and notification.kind in (
        Kind.MOVE_READ_BACK, Kind.PRESS_SENT)


def _deferred(game: GameRecord, letter: Notification, until: str, talk: str = "") -> Notification:
    """The read-back held until `until`, named by the move's version so that the postman of
    the player's next mail finds it and carries it along (or sends it alone once it lapses).
    A talk-only one (`talk`) keeps a name of its own: talk changes no version, and two
    messages between two moves must not share one."""
    name = readback_id(game.id, letter.version, letter.seat or "") if not talk else \
        f"{letter.id}:{talk}"
    return replace(letter, id=name, payload={**letter.payload, "held_until": until})


def _unheld(payload: dict) -> dict:
    return {k: v for k, v in payload.items()
            if k not in ("held_until", "quiet", FOLDING, RIDES, UPTO)}
