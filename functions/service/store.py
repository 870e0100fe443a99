"""The storage ports: what the service needs from a store, one port per role (games and moves,
what falls due, the outbox, the inbox, undeliverable addresses, people, tournaments) and their
union GameStore (the errors they raise: records/errors.py).

Adapters (SQLite, DynamoDB) translate their own failures into these errors; the service never
sees a sqlite3 or botocore exception for an expected condition.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from typing import TYPE_CHECKING, NamedTuple, Protocol

from functions.service.records.errors import (
    ChangeTooLarge,
    DuplicateSubmission,
    GameNotFound,
    StoreError,
    StoreUnavailable,
    UnreadableRecord,
    VersionConflict,
)
from functions.service.records.game import GameRecord
from functions.service.records.moves import LogEntry
from functions.service.records.notifications import Notification
from functions.service.records.talk import PressMessage

if TYPE_CHECKING:
    from functions.service.ledger.snapshot import Snapshot

__all__ = [
    "ANSWER_RETENTION", "MAIL_RETENTION", "SENT_RETENTION", "SENT_WORDS_RETENTION",
    "SIGN_IN_RETENTION", "Change",
    "ChangeTooLarge", "DuplicateSubmission", "ForMail", "GameNotFound", "GameOver", "GameStore",
    "Inbox", "Ledger", "MAX_ROLE_METHODS", "Outbox", "People", "ROLES", "Schedule", "StoreError",
    "SentWords", "StoreUnavailable", "StoredGame", "Tournaments", "Undeliverable",
    "UnreadableRecord",
    "VersionConflict",
]

# Sent mail is kept this long after sending, then pruned (SQLite: by the delivery pass; DynamoDB:
# by TTL on `expires_at`): long enough to look into a complaint, short enough that a finished
# game keeps little more than its log.
# The registers a person's mail is written in (People.register_of): Czech vykání or tykání
FORMAL, FAMILIAR = "formal", "familiar"
REGISTERS = (FORMAL, FAMILIAR)
SENT_RETENTION = timedelta(days=7)
# The other records that lapse (docs/personal-data.md): a processed inbound mail's record (SES
# and `pbm mail-in` retry within hours), an answer's (counted against an hourly limit), and a
# sign-in link's (kept a day past its expiry). DynamoDB's TTL removes them; SQLite's delivery
# pass does (Outbox.prune_expired).
MAIL_RETENTION = timedelta(days=30)
ANSWER_RETENTION = timedelta(days=1)
SIGN_IN_RETENTION = timedelta(days=1)
# The lines of a mail sent under a reply token (SentWords): a reply to it comes within days; a
# later one is read by the general rules alone.
SENT_WORDS_RETENTION = timedelta(days=30)


@dataclass(frozen=True)
class Change:
    """One atomic write: the new game item, guarded by the version it replaces, plus the log
    entries, membership changes and notifications that belong to it.

    `expected_version` 0 creates the game (it must not exist yet; its memberships are written
    too). Entries must continue the stored log without gaps; an entry carrying an idempotency
    key claims that key for the game.
    """

    game: GameRecord
    expected_version: int
    entries: tuple[LogEntry, ...] = ()
    notifications: tuple[Notification, ...] = ()
    members_changed: bool = False  # seats' e-mails or the organizer changed: rewrite memberships
    # (mail key, at): the inbound mail this change answers, recorded as processed in the same
    # write, so a redelivery of it can never act twice (see GameService.join); a mail recorded
    # already makes the change a DuplicateSubmission. Its record claims the idempotency keys of
    # the mail's own lines too (`<mail key>:<line>`): a store may leave out their claims
    processed_mail: tuple[str, str] | None = None
    # the rules state kept with the game item (see snapshot.py); the game item is written with
    # exactly this one, so a change that does not take a new snapshot carries the loaded one
    snapshot: Snapshot | None = None
    # the stored game's `due_at` this write moves on from: the DynamoDB store writes it beside
    # the new one, so that the game's old wake-up is taken back (see functions/wakeups.py)
    due_before: str | None = None


@dataclass(frozen=True)
class GameOver:
    """What the work after a game's end reads, in one read (see Tournaments.game_over): the stored
    ratings of its players in its game type (by rating key; the never rated are missing),
    whether the game is rated already, and the tournament it was played in (or None)."""

    ratings: dict[str, dict]
    rated: bool
    tournament: str | None


@dataclass(frozen=True)
class StoredGame:
    """A game as loaded: the game item, its snapshot and the log after it, in order (the whole
    log when there is no snapshot), and its table talk in order."""

    game: GameRecord
    log: tuple[LogEntry, ...]
    snapshot: Snapshot | None = None
    press: tuple[PressMessage, ...] = ()
    # read from rows that someone other than this process may have written since it last
    # looked (SQLite: another connection committed): a write on it checks the whole log first
    fresh: bool = field(default=False, compare=False)

    @property
    def last_version(self) -> int:
        """The game version the last log entry was written at (0 before the first)."""
        if self.log:
            return self.log[-1].version
        return self.snapshot.version if self.snapshot is not None else 0

    def after(self, change: Change) -> StoredGame | None:
        """The game as a load would read it once `change`, written on this version of it, is
        stored: its game item and snapshot are the change's, its log after that snapshot this
        one's with the new entries. None when this does not tell (a change on another version,
        or without a snapshot: a load reads the rows then)."""
        snapshot = change.snapshot
        if snapshot is None or self.game.version != change.expected_version:
            return None
        log = tuple(e for e in self.log + change.entries if e.seq > snapshot.seq)
        if len(log) != change.game.moves - snapshot.seq:
            return None
        return StoredGame(change.game, log, snapshot, self.press)


class ForMail(NamedTuple):
    """What a mail reads (Ledger.load_for_mail)."""

    stored: StoredGame
    waiting: list[Notification]  # the read-backs asked for, as stored
    undeliverable: str | None  # why the address takes no mail; None: it does
    register: str | None  # the register the address writes in (People.register_of)


class SentWords(NamedTuple):
    """The lines a mail carried under a reply token, kept so that a reply to it knows them as
    ours (mailroom/incoming.own_words): the game, seat and version its token names, the
    notification it was made of, and its distinct lines (its text and its HTML read as text)."""

    game_id: str
    seat: str
    version: int
    notification_id: str
    lines: tuple[str, ...]


class Ledger(Protocol):
    """Games and their moves: the atomic write, the loads, the log and the table talk, and the
    lists of games."""

    def apply(self, change: Change) -> None:
        """Write the change atomically or not at all; raises VersionConflict/DuplicateSubmission."""
        ...

    def load(self, game_id: str) -> StoredGame:
        """The game item, its snapshot and the log after the snapshot (all of it without one),
        in one read of a bounded size whatever the game's length; raises GameNotFound."""
        ...

    def load_for_mail(self, game_id: str, ids: Sequence[str], address: str) -> ForMail:
        """What a mail about the game to `address` reads: `load` without the table talk, the
        stored notifications among `ids` (read-backs the mail may carry), why the address is
        undeliverable (None: it is not) and the register it writes in, in one read where the
        store can. Raises GameNotFound."""
        ...

    def load_for_mails(self, wanted: Sequence[tuple[str, Sequence[str], str]]
                       ) -> list[ForMail | None]:
        """`load_for_mail` for each (game id, read-back ids, address) of a batch of mails, in
        one read where the store can; None for a mail whose game is not stored."""
        ...

    def log(self, game_id: str, after: int = 0) -> tuple[LogEntry, ...]:
        """The game's log entries after position `after`, in order: the whole log by default,
        for what needs it (export, verification, replays); empty for an unknown game."""
        ...

    def add_mail(self, game_id: str, version: int,
                 notifications: Sequence[Notification]) -> None:
        """Record mails about the game as it stood at `version`, in one write that stands only
        while the game is still at that version (VersionConflict otherwise: reload and decide
        again, see play/mailing.py); an id already stored is left as it is."""
        ...

    def add_press(self, game_id: str, message: PressMessage,
                  notifications: Sequence[Notification] = (), *,
                  version: int | None = None) -> None:
        """Write one message of table talk with its mails atomically, without touching the game
        item (talk never changes the game's version); raises VersionConflict when its sequence
        number is taken (another message came first: reload), or, with `version`, when the
        game is no longer at that version (a move, an erasure or the end came between)."""
        ...

    def games(self) -> list[GameRecord]:
        """Every game, newest first."""
        ...

    def newest_games(self, statuses: Sequence[str], limit: int,
                     before: tuple[str, str] | None = None) -> list[GameRecord]:
        """Up to `limit` games in these statuses, newest first (by creation time, then id,
        both descending), each created before `before` ((created_at, id) of the last game of
        the page before; None: from the newest). Reads a number of games bounded by `limit`
        and the statuses, however many the store holds."""
        ...


class Schedule(Protocol):
    """What falls due at a time: the games and tournaments the sweep wakes."""

    def due_games(self, now: str) -> list[str]:
        """Ids of the games something is due for (GameRecord.due_at) at or before `now` (ISO
        time): reminders, deadlines, substitutes, the end of a holiday pause."""
        ...

    def due_tournaments(self, now: str) -> list[str]:
        """Ids of the unfinished tournaments whose "due_at" is at or before `now` (ISO time),
        reading only those (the sweep's look at tournaments)."""
        ...


class Outbox(Protocol):
    """The mail to send: notifications recorded, claimed and marked sent, and the records past
    their retention pruned (the delivery pass's)."""

    def add_notifications(self, notifications: Sequence[Notification]) -> None:
        """Record mails that are about no game (a sign-in link); an id already stored is left
        as it is. A mail about a game goes through Ledger.add_mail, guarded by its version."""
        ...

    def notification(self, notification_id: str) -> Notification | None:
        """The stored notification with that id (with its `sent_at` and `claimed_until`), or
        None."""
        ...

    def notifications(self, ids: Sequence[str]) -> list[Notification]:
        """The stored notifications among those ids, unsent or not (in one read)."""
        ...

    def pending_notifications(self, limit: int = 100,
                              after: Notification | None = None) -> list[Notification]:
        """Notifications not yet marked sent, oldest first (by creation time, then id); with
        `after`, only those that come after it in that order (the next page)."""
        ...

    def claim(self, notification_id: str, at: str, until: str) -> bool:
        """Take a pending notification for sending until `until` (ISO time): True unless it is
        sent, unknown or held by another sender's claim that has not lapsed by `at`."""
        ...

    def claim_many(self, ids: Sequence[str], at: str, until: str) -> dict[str, str | None]:
        """`claim` for each of `ids` (in one write where the store can; one taken already fails
        only itself): the ids claimed, in order, each with when a send had begun under the
        lapsed claim it took over (its sender died sending it: the mail may repeat), else
        None (nothing can repeat)."""
        ...

    def release(self, notification_id: str, until: str) -> None:
        """Give up the claim made with `until` on an unsent notification (a failed send), so the
        next attempt need not wait for it to lapse; another sender's claim is left alone."""
        ...

    def start_send(self, notification_id: str, until: str, at: str) -> bool:
        """Note, right before its send, that the send of a notification claimed with `until`
        began at `at` (a claim that lapses after it may have sent the mail); False, and nothing
        noted, when that claim is no longer ours (an erasure held the mail to scrub it)."""
        ...

    def mark_sent(self, ids: Sequence[str], at: str) -> None:
        """Mark those notifications sent (unknown or already sent ids are ignored)."""
        ...

    def prune_sent(self, before: str) -> int:
        """Forget the notifications sent before `before` (ISO time); how many were removed
        (SQLite deletes them; DynamoDB's TTL does, from `expires_at`, so it removes none)."""
        ...

    def prune_expired(self, now: str) -> int:
        """Forget the records past their retention at `now` (see MAIL_RETENTION and the rest;
        DynamoDB's TTL does it itself and removes none here); how many were removed."""
        ...


class Inbox(Protocol):
    """The mail received: the inbound mails processed, and the answers counted against their
    limits."""

    def mark_mail_processed(self, game_id: str, key: str, at: str) -> None:
        """Remember that the inbound mail with that key (at most 1 KB) was processed for the
        game at `at` (ISO time); one conditional write, a repeat keeps the first record."""
        ...

    def mail_processed(self, game_id: str, key: str) -> bool:
        """Whether the inbound mail with that key was processed for the game (see
        mark_mail_processed); a record may lapse after a month, as a retry never comes later."""
        ...

    def record_answer(self, game_id: str, seat: str, key: str, at: str) -> None:
        """Remember an answer (not a turn mail) sent to a seat at `at`; a repeated key is
        recorded once. Records may lapse after a day (see answers_since)."""
        ...

    def forget_answer(self, game_id: str, seat: str, key: str) -> None:
        """Drop the answer recorded under `key` (one withheld: it was never sent)."""
        ...

    def answers_since(self, game_id: str, seat: str, since: str, besides: str = "",
                      through: tuple[str, str] | None = None) -> int:
        """How many answers were recorded for the seat at or after `since` (within a day),
        leaving out the one recorded under the key `besides` (a mail's earlier try); with
        `through` (a time and a key), only those recorded at or before that time, and at that
        very time under a key up to that key: an answer's place among them, the same to every
        reader however their records and counts interleave."""
        ...

    def sent_words(self, game_id: str, seat: str, version: int) -> list[str] | None:
        """The lines of the mails sent to the seat under a reply token of that game version
        (Outbox.keep_sent_words), every mail's together; None when none was kept."""
        ...


class Undeliverable(Protocol):
    """The addresses that take no mail (bounces, complaints), and the operator's undoing."""

    def mark_undeliverable(self, email: str, reason: str, at: str) -> None:
        """Remember that mail to that address bounces or is unwanted: it is not mailed again."""
        ...

    def undeliverable(self, email: str) -> str | None:
        """Why that address is not mailed (see mark_undeliverable), or None when it is."""
        ...

    def undeliverable_addresses(self) -> list[tuple[str, str, str]]:
        """Every address marked undeliverable: (address, reason, at), oldest mark first."""
        ...

    def clear_undeliverable(self, email: str) -> bool:
        """Mail that address again (the operator's decision); whether it was marked."""
        ...


class People(Protocol):
    """A person's games by address, their sign-in links and sessions, the register their
    mail is written in."""

    def games_of_player(self, email: str) -> list[str]:
        """Ids of the games where that e-mail holds a seat, newest first."""
        ...

    def games_of_organizer(self, email: str) -> list[str]:
        """Ids of the games that e-mail organizes, newest first."""
        ...

    def games_of_former(self, email: str) -> list[str]:
        """Ids of the games where that e-mail held a seat and was replaced, newest first."""
        ...

    def add_sign_in(self, token_id: str, email: str, at: str, expires: str) -> None:
        """Record a sign-in link issued to that address at `at`, valid until `expires` (ISO
        times); an id already stored is left as it is. Records may lapse a day after expiry."""
        ...

    def sign_ins_since(self, email: str, since: str) -> int:
        """How many sign-in links were issued to that address at or after `since`."""
        ...

    def use_sign_in(self, token_id: str, email: str, at: str) -> bool:
        """Mark the sign-in link used at `at`: True the first time for an issued link of that
        address, False when it was used already or never issued (one conditional write)."""
        ...

    def sign_ins_of(self, email: str) -> list[dict]:
        """The sign-in links issued to that address and still kept: {"at", "expires",
        "used_at"} each (not the links themselves), oldest first."""
        ...

    def register_of(self, email: str) -> str | None:
        """The register the address's mail is written in (REGISTERS: "formal" for vykání,
        "familiar" for tykání) as last set, or None when never set."""
        ...

    def set_register(self, email: str, register: str, at: str) -> None:
        """Remember the register the address writes in (one of REGISTERS) as of `at`: the
        last mail or the operator's word decides; the same again changes nothing."""
        ...

    def session_generation(self, email: str) -> int:
        """The address's session generation: 0 until its sessions were first ended. A session
        carries the generation it was opened in and is good only while that is current."""
        ...

    def end_sessions(self, email: str) -> int:
        """End every session of the address (one more generation, one atomic write); returns
        the new generation."""
        ...


class Tournaments(Protocol):
    """Tournaments and ratings, and the one read and write that rate a finished game."""

    def save_tournament(self, data: dict, expected_version: int,
                        games: Sequence[str] = ()) -> None:
        """Write a tournament (`data` is JSON-safe with "id", "version", "status" and
        "created_at") guarded by the version it replaces (0: it must not exist yet), and link
        `games` to it (see game_over), in one atomic write; raises VersionConflict."""
        ...

    def tournament(self, tournament_id: str) -> dict | None:
        """The tournament's data as saved, or None."""
        ...

    def tournaments(self) -> list[dict]:
        """Every tournament's data, newest first."""
        ...

    def record_ratings(self, game_id: str, rules: str, ratings: Sequence[dict], at: str,
                       game: Change | None = None) -> bool:
        """Write the ratings a finished game produced and mark the game rated, atomically, with
        `game` (a change of the game item alone: its due mark cleared) in the same write:
        False (nothing written) when it was rated already; VersionConflict when a rating's
        stored version is not its "version" minus one (another game changed it meanwhile) or
        the game item is not at the change's expected version."""
        ...

    def game_over(self, game_id: str, rules: str, players: Sequence[str]) -> GameOver:
        """The stored ratings of those players (e-mail addresses or bot:<level>) in that game
        type, whether the game is rated, and its tournament, in one consistent read."""
        ...

    def rating(self, rules: str, player: str) -> dict | None:
        """One rating ("player" is an e-mail address or bot:<level>) in that game type, or None."""
        ...

    def ratings(self, rules: str) -> list[dict]:
        """Every rating in that game type (in no particular order)."""
        ...


class GameStore(Ledger, Schedule, Outbox, Inbox, Undeliverable, People, Tournaments, Protocol):
    """The whole store, the union of the role ports above: what every storage adapter
    implements (see tests/test_store_contract.py), and what only the code that wires a store
    takes (tests/test_store_ports.py); every other caller takes the roles it uses.

    A store may say how often the service takes a snapshot, `snapshot_every` (default 1):
    a write that adds log entries takes a new one once the loaded snapshot is that many
    entries behind the game, else carries it over, and a load reads the entries after it."""


# The role ports, each at most MAX_ROLE_METHODS methods (tests/test_store_ports.py): a caller
# takes the narrowest it needs; GameStore, their union, only what wires a whole store.
ROLES = (Ledger, Schedule, Outbox, Inbox, Undeliverable, People, Tournaments)
MAX_ROLE_METHODS = 12
