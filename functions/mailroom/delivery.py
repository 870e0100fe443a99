"""The outbox delivered: each notification rendered, threaded, signed and sent exactly once.

A notification is rendered from the game as it stands when it is sent (the mail shows the
current board, its menu and a reply token for the current version, which the numbered menu of
the reply is read against). Before sending, the postman claims it in the store for a few
minutes (CLAIM_LEASE), so two processes delivering the same outbox never send it both; it is
marked sent right after the transport accepted it, and one marked sent is never sent again, even
when a Streams batch is retried. A crash between sending and marking can repeat one mail once the
claim lapses, built with the same Message-ID header: through SMTP mail clients show it once;
SES replaces the header with its own (its documented behaviour), so there the reader sees it
twice. Right before each send the claim notes that the send began (`start_send`); a claim
taken over from a lapsed one whose send had begun is reported once (`on_resend`, a warning
with the mail's id) by whoever takes it over, the sweep or the stream's retry (the claim
itself tells, `claim_many`); one that lapsed before (a batch's mails after the one its sender
died on, an erasure's hold) is not: it cannot repeat. An outbox item's key written again (the
same answer recorded twice) leaves the item as it is, and a mail carries another pending for
its reader only as that one stands when the mail is made, never one sent since or held by
another sender's live claim: nothing but a dead sender repeats a mail (ops20).

Notifications announced once and whole (the notifier's stream batch) are sent by
`deliver_batch` instead, a person's mails of one game in the batch as one (the turn or the end
carrying the others, as a pass of `deliver_pending` does): one read for the batch (the game
items with the read-backs each notification names and the marks and registers of its
addresses, see GameStore.load_for_mails; the snapshot's news stand in for the log),
then one write claiming all its mails (a transaction of conditional updates; one taken already
cancels it, and then each is claimed on its own, failing only itself), then each mail's send
and, right after it, its mark (an UpdateItem; with the read-backs it carries, a transaction),
with no second read of a notification (the claim's condition is the check). A mark each rather
than one for the batch (review 12): a sender dying after k of n sends repeated those k mails,
now at most the one whose mark it did not reach; and a transaction bills its items twice, so
the marks cost fewer write units for a round trip (10 ms) more each. At least once, never at
most once: a sender that dies after its claim leaves the mail pending; the stream's retry or the
sweep sends it once the claim lapses, built with the same Message-ID (it derives from the
notification's id; SES sets its own on the way out), so at worst a reader gets it twice, never
not at all. The other way a mail repeats: SES's answer lost (a read timeout) after it took the
mail, so the send is tried again (by botocore's retry, or the stream's) and SES sends it twice.

Failures: a permanent refusal (SMTP 5xx, SES MessageRejected) settles the notification and, when
the recipient was refused, gives the address up like a permanent bounce; a deferral (4xx) leaves
it pending and the pass goes on to the next; a transport that cannot be reached or times out
ends the pass, as does the time budget a command gives it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from email.headerregistry import Address
from typing import TYPE_CHECKING, Any, cast

import rules
from functions import links
from functions.mail import outbound, tokens
from functions.mail.transport import Deferred, Refused, Transport
from functions.render import render
from functions.render.letters import render_person
from functions.service.ledger import chain
from functions.service.ledger.news import News
from functions.service.ledger.reading import GameReader
from functions.service.play.mailing import mail_about
from functions.service.play.outbox import Mailbag, strings_in
from functions.service.play.silence import ABSENCE, ABSENT_SINCE, AWAY_OVER, HOLDERS_CHANGED, TOLD
from functions.service.records.game import FINISHED, GameRecord
from functions.service.records.labels import takes_no_mail
from functions.service.records.moves import AUTO_SOURCE, BOT_FLAG
from functions.service.records.notifications import CARRIED_ANSWER, Kind, Notification
from functions.service.records.refusal import ServiceError
from functions.service.records.seats import Seat
from functions.service.store import (
    FORMAL,
    SENT_RETENTION,
    ForMail,
    GameStore,
    SentWords,
    StoredGame,
    StoreError,
)
from functions.service.system import Clock, iso

from .answers import RIDES, TURN_KINDS, UPTO, dropped_alone, held, news_board, readback_id
from .personal import PERSONAL, STAND_IN
from .sent_words import SentWordsKeeper, mail_lines
from .undeliverable import give_up_on

if TYPE_CHECKING:
    from functions.service import GameService
    from functions.settings import Settings
    from functions.storage.dynamodb import DynamoStore

SENDER_NAME = "pbm"
MAX_PENDING_ROUNDS = 100  # deliver_pending: pages read before giving up on a busy outbox
PAGE = 100  # notifications read at a time
# How often a postman prunes sent mail: `pbm serve` delivers every second, and a week's
# retention does not need a DELETE that often.
PRUNE_EVERY = timedelta(hours=1)
# How long a sender holds a notification it is sending (longer than an SMTP timeout): another
# process delivering the same outbox (`pbm` beside `pbm serve`) leaves it alone meanwhile.
CLAIM_LEASE = timedelta(minutes=5)
# How far back the postman looks for a player's read-backs waiting for their next mail (longer
# than any read-back waits, see Settings.readback_wait).
READBACK_LOOKBACK = timedelta(hours=1)


def _transport_down(exc: Exception) -> bool:
    """Whether a failure is the transport's rather than one message's: a connection that cannot
    be made or times out, a server that hangs up, an AWS error (throttling, an outage)."""
    return isinstance(exc, OSError) or hasattr(exc, "response")


def _may_have_gone(exc: BaseException) -> bool:
    """Whether a failed send may have sent the mail all the same: the transport's answer did not
    come in time after the request went (botocore's ReadTimeoutError, once its own retries are
    spent). Its claim is kept, its send noted as begun, so that the sender taking it over once
    it lapses says the mail may repeat, rather than a retry at once sending it again unsaid."""
    seen: BaseException | None = exc
    while seen is not None:
        if type(seen).__name__ == "ReadTimeoutError":  # by name: botocore is not loaded here
            return True
        seen = seen.__cause__ or seen.__context__
    return False


# The header of every game mail that names the game's chain head when it was sent (game id,
# moves, the hash of the last one): a player who keeps the mail can show which history they were
# shown, and `pbm verify --head MOVES:HASH` checks an export against it.
CHAIN_HEADER = "X-PBM-Chain"
CHAIN_END_HEADER = "X-PBM-Chain-End"


def kept_words_writer(store: GameStore) -> SentWordsKeeper:
    """What keeps the lines of the mails sent in `store`: the store itself (SQLite), or for
    DynamoDB a writer apart, loaded only here, in the functions that send mail: its
    BatchWriteItem is granted to them alone (storage/dynamodb_sent_words.py)."""
    if hasattr(store, "keep_sent_words"):
        return cast(SentWordsKeeper, store)
    from functions.storage.dynamodb_sent_words import DynamoSentWords

    return DynamoSentWords(cast("DynamoStore", store))


def _log_resend(notification: Notification, started: str) -> None:
    """Warn, once per mail, that it may go twice: a sender began sending it and died."""
    from functions.signals import logger

    logger.warning("mail may be sent twice: its sender began sending it and did not finish",
                   extra={"notification_id": notification.id, "game_id": notification.game_id,
                          "send_started": started})


@dataclass
class Postman:
    """Delivers notifications of one store through one transport."""

    store: GameStore
    transport: Transport
    settings: Settings
    secret: bytes
    clock: Clock
    rules_for: Callable[[str], rules.AnyRules] = rules.get
    lease: timedelta = CLAIM_LEASE  # how long a claim to send one notification holds
    # called when a notification is claimed again after a claim lapsed whose sender had begun
    # sending it (with when it began): its mail may repeat. A claim that lapsed before its send
    # began (a batch's later mails, an erasure's hold) repeats nothing and is not reported
    on_resend: Callable[[Notification, str], None] = _log_resend
    _carried: list[Notification] = field(default_factory=list)  # read-backs the mail carries
    # the recipient's earlier mails of the same game pending in the same pass: the mail
    # carries them (one mail per person per pass, see deliver_pending)
    _earlier: list[Notification] = field(default_factory=list)
    _bad_address: str | None = None  # why the mail's address takes no mail, read with its game
    _gone: bool = False  # the store holds the mail `message` was asked for no more (erased)
    _pruned: datetime | None = None  # when this postman last pruned sent mail
    # how games are read (the service's reader, to share its cache; else one of its own)
    reader: GameReader | None = None
    dropped: int = 0  # mails settled unsent by this postman: refused for good, or not makeable
    # deliver_batch: what each mail of the batch reads, read at once (by notification id)
    _prefetched: dict[str, ForMail] = field(default_factory=dict)
    # the batch's mails made so far and the read-backs they carry: none goes twice
    _taken: set[str] = field(default_factory=set)
    # the lines of the mail `message` made last, when it carries a reply token: kept before it
    # goes, so that a reply to it is read without rendering it again (incoming.own_words)
    _words: SentWords | None = None
    # what keeps those lines: made from the store unless given (kept_words_writer)
    words_keeper: SentWordsKeeper | None = None

    def __post_init__(self) -> None:
        if self.words_keeper is None:
            self.words_keeper = kept_words_writer(self.store)
        if self.reader is None:
            self.reader = GameReader(self.store, self.rules_for,
                                     key=chain.seal_key(self.secret))

    @property
    def _games(self) -> GameReader:
        """The game reader (__post_init__ makes one when none was given)."""
        assert self.reader is not None
        return self.reader

    def _game_service(self) -> GameService:
        """A game service over this postman's reader, for the lists of a person's games (one
        without the seal key would find every sealed snapshot foreign and read each listed
        game's whole log)."""
        from functions.service import GameService
        from functions.service.system import SystemSecrets

        return GameService(self.store, self.clock, SystemSecrets(), self.rules_for,
                           key=self._games.key, reader=self._games)

    def deliver(self, notification: Notification) -> str:
        """Send one notification unless it was sent already, another sender holds it or its
        address is undeliverable; returns what happened: 'sent', 'already sent', 'claimed'
        (another sender has it now), 'held' (its mail's answer is being put together), 'gone'
        (the store holds it no more: the person it went to erased their data),
        'undeliverable' (the address does not take mail, or the
        server has just refused it for good), 'failed' (the server refused this message for
        good) or 'superseded' (a turn mail for a turn that has passed). Raises `Deferred` or
        the transport's error when it may go out later."""
        stored = self.store.notification(notification.id)
        if stored is None:
            # gone: an erasure deleted the mail to the person (the page of the pending index
            # that named it was read before), or it was sent and pruned
            return "gone"
        if stored.sent_at is not None:
            return "already sent"
        # made of the item as it stands, not as a page read before showed it: an erasure since
        # then has scrubbed its texts
        notification = replace(stored, sent_at=None, claimed_until=None)
        if self.store.undeliverable(notification.email):
            self.store.mark_sent([notification.id], self._now())  # settled: it never goes out
            return "undeliverable"
        now = self.clock.now()
        if held(stored or notification, now):
            return "held"  # its mail is being answered: it goes out folded into the answer
        if dropped_alone(stored or notification):  # CONFIRM OFF: no mail of its own
            self.store.mark_sent([notification.id], self._now())
            return "superseded"
        claimed_at = self.clock.now()  # claims read the one clock (PBM_NOW too)
        until = iso(claimed_at + self.lease)
        # a claim that takes over a lapsed one learns whether its sender began the send (and
        # so may have sent it before it died)
        taken = self.store.claim_many([notification.id], iso(claimed_at), until)
        if notification.id not in taken:
            return "claimed"
        self._taken_over(notification, taken[notification.id])
        self._carried = []
        try:
            built = self.message(notification)
        except Exception as exc:
            if _transport_down(exc) or isinstance(exc, StoreError):
                self.store.release(notification.id, until)
                raise  # the store or the network: it may go out later
            return self._unrenderable(notification, exc)
        if self._gone:  # deleted between the read and the claim: an erasure
            return "gone"
        try:
            if built is not None:
                if self._words is not None:
                    self._keep_words([self._words])
                if not self.store.start_send(notification.id, until, self._now()):
                    return "claimed"  # held meanwhile (an erasure scrubbing it): made again later
                self.transport.send(built[0], tags=built[1])
        except Refused as refused:
            return self._refused(notification, refused)
        except BaseException as exc:
            if not _may_have_gone(exc):
                self.store.release(notification.id, until)  # the next attempt need not wait
            raise
        # at once: the shorter this window, the rarer a resend after a crash
        self.store.mark_sent([notification.id, *(n.id for n in self._carried)], self._now())
        return "sent" if built is not None else "superseded"

    def _taken_over(self, notification: Notification, started: str | None) -> None:
        """Report a claim that took over a lapsed one whose sender had begun the send: its
        mail may go twice. Any other claim repeats nothing and says nothing."""
        if started is not None:
            self.on_resend(notification, started)

    def _keep_words(self, words: Sequence[SentWords]) -> None:
        assert self.words_keeper is not None  # __post_init__ made it
        self.words_keeper.keep_sent_words(words, self._now())

    def deliver_batch(self, notifications: Sequence[Notification]) -> list[str | Exception]:
        """Send notifications announced once (a stream batch carries them whole): the games,
        read-backs and addresses of them all read at once, each mail made, then all claimed for
        `lease` in one write (each unless sent already or held by a live claim), each sent and
        marked sent at once with the read-backs it carries. Per notification, what
        `deliver` returns ('claimed': another sender, live or dead, holds it; it is pending until
        that claim lapses), or the error that leaves it to go out later.
        At least once: a sender that dies anywhere leaves its claimed mails pending, their claims
        lapsing, for the stream's retry or the sweep to send again (built with the same
        Message-ID); a failed send gives its claim back at once. A mark that fails raises: its
        mail goes again once its claim lapses, and so do the batch's mails not sent yet."""
        now = self.clock.now()
        results: dict[int, str | Exception] = {}
        settled: list[str] = []  # marked sent with the batch: sent, or never to go
        mails: list[tuple[int, Notification]] = []
        words: list[SentWords] = []  # the lines of the mails made under a reply token
        for index, notification in enumerate(notifications):
            if held(notification, now):
                # its mail is being answered: it goes out folded into the answer
                results[index] = "held"
            elif dropped_alone(notification):  # CONFIRM OFF: no mail of its own
                settled.append(notification.id)
                results[index] = "superseded"
            else:
                mails.append((index, notification))
        # a person's mails of one game in the batch (one reply's writes, a bot's offer after
        # a turn) go as one: the last (the turn, the end) made first, carrying the others
        groups = _latest_per_person([n for _, n in mails], now).values()
        riders = {group[-1].id: group[:-1] for group in groups}
        # each mail's place: its group's first, the carrier before the mails it carries
        first = {n.id: min(i for i, m in mails if m.id in {g.id for g in group})
                 for group in groups for n in group}
        ordered = sorted(mails, key=lambda item: (first.get(item[1].id, item[0]),
                                                  item[1].id not in riders, item[0]))
        try:
            self._prefetch([n for _, n in mails], riders)
            made: list[tuple[int, Notification, Any, Exception | None, list[str]]] = []
            for index, notification in ordered:
                if notification.id in self._taken:  # an earlier mail of the batch carries it
                    results[index] = "already sent"
                    continue
                self._carried, self._bad_address = [], None
                self._earlier = list(riders.get(notification.id, ()))
                failed: Exception | None = None
                built: Any = None
                try:
                    built = self.message(notification)
                except Exception as exc:
                    if _transport_down(exc) or isinstance(exc, StoreError):
                        results[index] = exc  # the store or the network: it may go out later
                        continue
                    failed = exc
                if self._gone:  # an erasure deleted it since the stream announced it
                    results[index] = "gone"
                    continue
                if self._bad_address is not None:
                    settled.append(notification.id)  # it never goes out
                    results[index] = "undeliverable"
                    continue
                carried = [n.id for n in self._carried]
                # a later mail of the batch neither carries them nor this one, nor goes for them
                self._taken.update([*carried, notification.id])
                made.append((index, notification, built, failed, carried))
                if built is not None and failed is None and self._words is not None:
                    words.append(self._words)
        finally:
            self._prefetched, self._taken, self._earlier = {}, set(), []
        claimed_at = self.clock.now()  # claims read the one clock (PBM_NOW too)
        until = iso(claimed_at + self.lease)
        claimed = self.store.claim_many([m[1].id for m in made], iso(claimed_at), until) \
            if made else {}
        for _, notification, *_ in made:  # a stream retry taking over a dead sender's claim
            if notification.id in claimed:
                self._taken_over(notification, claimed[notification.id])
        # one write for the batch, before any of its mails goes; only of the mails claimed: one
        # another holds (an erasure rewriting it since it was read, see DynamoErasure) goes later,
        # made again
        words = [w for w in words if w.notification_id in claimed]
        if words:
            self._keep_words(words)
        for index, notification, built, failed, carried in made:
            if notification.id not in claimed:
                stored = self.store.notification(notification.id)
                results[index] = "already sent" if stored is None or stored.sent_at \
                    else "claimed"
            elif failed is not None:
                results[index] = self._unrenderable(notification, failed)
            elif built is None:
                settled += [notification.id, *carried]
                results[index] = "superseded"
            elif not self.store.start_send(notification.id, until, self._now()):
                results[index] = "claimed"  # held meanwhile (an erasure): made again later
            else:
                try:
                    self.transport.send(built[0], tags=built[1])
                except Refused as refused:
                    results[index] = self._refused(notification, refused)
                except Exception as exc:
                    if not _may_have_gone(exc):
                        self.store.release(notification.id, until)  # the retry need not wait
                    results[index] = exc
                except BaseException:
                    self.store.release(notification.id, until)
                    raise
                else:
                    # marked at once, each: a sender dying after a send repeats that one mail
                    # (a batch's one mark after its sends repeated all sent before the death);
                    # cheaper too: a transaction bills its items twice (docs/deploy.md)
                    self.store.mark_sent([notification.id, *carried], self._now())
                    results[index] = "sent"
        if settled:  # mails that never go (superseded): no send to repeat, one write
            self.store.mark_sent(settled, self._now())
        return [results[index] for index in range(len(notifications))]

    def _prefetch(self, notifications: Sequence[Notification],
                  riders: Mapping[str, Sequence[Notification]]) -> None:
        """Read what the game mails among `notifications` read (their games, read-backs, the
        batch's other mails to the person each carries (`riders`, by its id) and addresses)
        in one read, for `message` to take."""
        games = [n for n in notifications if n.game_id != PERSONAL]
        if len(games) < 2:
            return  # one mail reads for itself, as much
        found = self._games.load_for_mails([
            (n.game_id, [*self._readback_ids(n), *(r.id for r in riders.get(n.id, ())), n.id],
             n.email) for n in games])
        self._prefetched = {n.id: read for n, read in zip(games, found, strict=True) if read is not None}

    def _unrenderable(self, notification: Notification, error: Exception) -> str:
        """Settle a notification whose mail cannot be made (a broken template or a value no
        mail can carry): it would fail the same way forever, so it is marked failed and the
        organizer is told once, with what failed. One to an erased address had nowhere to go:
        settled unsent, neither counted nor told."""
        at = self._now()
        self.store.mark_sent([notification.id], at)
        if takes_no_mail(notification.email):
            return "superseded"
        self.dropped += 1
        print(f"pbm: {notification.id} cannot be made into a mail: {error!r}", file=sys.stderr)
        if notification.kind == "mail_failed":
            return "failed"  # never a report about a report
        def decide(stored: StoredGame) -> tuple[Notification, ...]:
            letters = Mailbag(stored.game, at, ref="failed-" + notification.id.replace(":", "."))
            letters.add(Kind.MAIL_FAILED, None, failed=notification.kind,
                        email=notification.email, reason=type(error).__name__)
            return letters.items
        try:  # guarded by the game's version: an erasure of the organizer in between is heeded
            mail_about(self.store, notification.game_id, decide)
        except (StoreError, ServiceError):
            pass
        return "failed"

    def _refused(self, notification: Notification, refused: Refused) -> str:
        """Settle a notification the server refused for good; an address refused is given up
        on like a permanent bounce (its games' organizers are told once)."""
        self.dropped += 1
        at = self._now()
        self.store.mark_sent([notification.id], at)
        print(f"pbm: {notification.email} refused {notification.id} for good: {refused.reason}",
              file=sys.stderr)
        if not refused.recipient:
            return "failed"
        give_up_on(self.store, notification.email, f"refused: {refused.reason}"[:200], at)
        return "undeliverable"

    def message(self, notification: Notification) -> tuple[Any, dict[str, str]] | None:
        """The MIME message of a notification and its transport tags (game, player); None for
        a turn mail whose turn has passed (see turn_passed), which would only repeat."""
        self._words, self._gone = None, False
        if notification.game_id == PERSONAL:
            return self._personal(notification)
        shown_id = notification.id  # the Message-ID names the kinds the mail holds
        # one read: the game item (its snapshot's news tell what the log would) and the
        # read-backs still waiting that the mail may carry
        read = self._prefetched.pop(notification.id, None)
        if read is None:
            # the earlier mails of the pass it carries read as they stand now, in the same
            # read: one sent or being sent since the page named it is not carried (twice)
            read = self._games.load_for_mail(notification.game_id, [
                *self._readback_ids(notification), *(n.id for n in self._earlier),
                notification.id], notification.email)
        loaded, waiting, self._bad_address, register = read
        read_for = notification.email  # the address whose mark and register were read
        # the mail is made of its outbox item as it stands now, read with the game: a stream's
        # image or a page of the pending index may be older than an erasure that has since
        # scrubbed the item's texts, or deleted the item (a mail to the person erased)
        now_stored = next((n for n in waiting if n.id == notification.id), None)
        if now_stored is None:
            self._gone = True
            return None
        notification = replace(notification, email=now_stored.email, lang=now_stored.lang,
                               payload=now_stored.payload)
        if takes_no_mail(notification.email):
            return None  # to a seat erased since it was written: settled unsent, no loss
        waiting = [n for n in waiting if n.id != notification.id]
        record = loaded.game
        game = self.rules_for(record.rules)
        recent = self._games.news(game, loaded) if record.order else None
        if notification.kind in TURN_KINDS and turn_passed(record, notification,
                                                           self._decided_since(loaded, recent,
                                                                               notification)):
            parts = notification.payload.get("parts")
            talk = notification.payload.get("press") or []
            if not parts and not talk:
                return None
            # the answer to a mail ended with a turn that has passed, or the table talk the
            # turn mail carried: the rest still goes out
            shown_id = _without_kind(notification.id, notification.kind)
            last: dict[str, Any] = parts[-1] if parts else {"kind": "press", "payload": {
                **notification.payload, "events": [], "name": talk[0]["from"]}}
            notification = replace(notification, kind=last["kind"], payload={
                **last["payload"], "parts": (parts or [])[:-1],
                **({"press": talk} if talk else {})})
        if moot_after_the_end(record, notification):
            return None
        state = self._games.state(game, loaded) if record.order else None
        offers = {kind for kind, told in game.event_kinds.items() if told.offer == rules.OPENS}
        closes = {kind for kind, told in game.event_kinds.items() if told.offer == rules.CLOSES}
        unheard = _offers_in(notification, offers) & _offers_in(notification, closes)
        if notification.kind in offers and not _offers_open(game, state, notification):
            # answered, withdrawn or lapsed before its mail went: no mail announces it; what
            # else the mail carried still goes out
            parts = notification.payload.get("parts")
            if not parts:
                return None
            shown_id = _without_kind(notification.id, notification.kind)
            notification = replace(notification, kind=parts[-1]["kind"], payload={
                **parts[-1]["payload"], "parts": parts[:-1],
                **({"press": notification.payload["press"]}
                   if notification.payload.get("press") else {})})
        seat = record.seat(notification.seat) if notification.seat else None
        holds_seat = seat is not None and seat.email == notification.email
        reply_to, web_url = self.settings.sender, None
        # an organizer who plays answers their organizer's mail as their seat (a reply to the
        # set-up mail is read like one to their turn mail, not dropped for want of a token)
        playing = record.seat_of(notification.email) if notification.seat is None \
            and notification.email == record.organizer else None
        if playing is not None and not playing.active:
            playing = None
        if notification.seat is None and notification.email == record.organizer \
                and "formal" not in notification.payload \
                and str(record.options.get("lang", "cs")) == "cs":
            # the organizer's Czech mail in the register they last wrote in (an answer to a
            # mail of theirs says its own); its folded parts too: one register in one mail.
            # English has none. The register came with the game's read (a batch stays one
            # read); it is read apart only for a mail whose stored address is not the one read
            if notification.email != read_for:
                register = self.store.register_of(record.organizer)
            notification = _in_register(notification, register == FORMAL)
        answering: str | None = None  # the seat a reply token answers for
        if playing is not None:
            answering = playing.seat
            token = tokens.sign_reply(self.secret, record.id, playing.seat, record.version,
                                      playing.holder)
            reply_to = tokens.reply_address(token, self.settings.reply_local,
                                            self.settings.mail_domain)
        if holds_seat and seat is not None:
            answering = seat.seat
            token = tokens.sign_reply(self.secret, record.id, seat.seat, record.version,
                                      seat.holder)
            reply_to = tokens.reply_address(token, self.settings.reply_local,
                                            self.settings.mail_domain)
            if self.settings.base_url:
                web_url = links.absolute(self.settings.base_url, links.play_path(
                    self.secret, record.id, seat.seat, seat.holder))
        elif notification.seat is None and notification.email == record.organizer:
            if self.settings.base_url:
                # the dashboard opens at this game's controls (a mail names its buttons)
                web_url = links.absolute(self.settings.base_url, links.organizer_game_path(
                    self.secret, record.organizer, record.id))
        if notification.kind in TURN_KINDS and seat is not None and seat.player:
            # the turn mail tells everything since the player's own last move, not just the
            # write that made it their turn (other players may have moved in between)
            # (each event of a step a bot played for them flagged so: their mail marks it)
            since = recent.events_since_own_move(seat.player) if recent is not None else None
            if since is None:
                since = self._games.events_since_own_move(game, record, seat.player)
            told = self._told(notification, waiting)
            if told is not None:  # ... or since their last mail: what that mail told (a board
                # of news, an offer) is not told again (issue 42), their own move after it is
                # (the news keep its step: the same story as from the log)
                before = recent.events_since(told) if recent is not None else None
                if before is None:
                    before = self._games.events_after(game, record, told)
                since = before
            notification = replace(notification, payload={**notification.payload,
                                                          "events": since})
        elif notification.kind in offers and seat is not None and holds_seat and seat.player \
                and (told := self._told(notification, waiting)) is not None:
            # an offer's mail tells what happened since the reader's last mail, as a turn mail
            # does: the next mail tells from it on, so what it left out no mail told (issue 42)
            happened = recent.events_since(told) if recent is not None else None
            if happened is None:
                happened = self._games.events_after(game, record, told)
            happened = _up_to(happened, notification)
            own = notification.payload.get("events", [])
            mine = {(e.get("seq"), e.get("kind")) for e in own}
            notification = replace(notification, payload={**notification.payload, "events": [
                *(e for e in happened if (e.get("seq"), e.get("kind")) not in mine), *own]})
        # (an offer's mail told its story above)
        start, upto = self._story(notification, waiting) if notification.kind not in offers \
            else (None, None)
        if start is not None and seat is not None and holds_seat and seat.player:
            # the game-over mail and a week's summary tell what happened since the reader's
            # last mail (play.silence), not only their own write; so does a mail carrying a
            # board of news (a read-back gone alone after its wait), in the board it carries
            happened = recent.events_since(start) if recent is not None else None
            if happened is None:
                happened = self._games.events_after(game, record, start)
            happened = [e for e in happened if upto is None or not isinstance(e.get("seq"), int)
                        or e["seq"] <= upto]
            if "since" in notification.payload:
                notification = replace(notification, payload={**notification.payload,
                                                              "events": happened})
            elif notification.kind == Kind.MOVE_READ_BACK:  # its list tells it, its own kept
                own = notification.payload.get("events", [])
                mine = {(e.get("seq"), e.get("kind")) for e in own}
                notification = replace(notification, payload={**notification.payload, "events": [
                    *(e for e in happened if (e.get("seq"), e.get("kind")) not in mine), *own]})
            else:
                waiting = _story_in_board(waiting, notification, happened, {
                    w.id for w in waiting if self._carriable(w, notification)})
        if seat is not None and holds_seat and seat.player \
                and isinstance(notification.payload.get(ABSENT_SINCE), int):
            # a welcome back tells what the bot did for them over the whole absence (from
            # their own last move), not only since their last mail (issue 42)
            after = notification.payload[ABSENT_SINCE]
            during = recent.events_since(after) if recent is not None else None
            if during is None:
                during = self._games.events_after(game, record, after)
            notification = replace(notification, payload={**notification.payload, ABSENCE: [
                e for e in during if e.get(BOT_FLAG) == seat.player]})
        if seat is not None and holds_seat and seat.player:
            notification = self._carry_readbacks(notification, waiting,
                                                 closes, seat.player)
            notification = self._games_now(notification)
        unsubscribe = mailto = privacy = None
        if self.settings.base_url:  # the footer's links: this seat's one-click stop, privacy
            privacy = links.absolute(self.settings.base_url,
                                     f"{links.PRIVACY_PATH}?lang={notification.lang}")
            if holds_seat and seat is not None:
                unsubscribe, mailto = self._unsubscribe(self.settings.base_url, record, seat,
                                                        reply_to)
            elif notification.seat is None and notification.email == record.organizer:
                # no mailto: the organizer's mail has no reply token for the inbound path
                path = links.organizer_unsubscribe_path(self.secret, record.organizer, record.id)
                unsubscribe = links.absolute(self.settings.base_url, path)
        if self.settings.base_url and notification.email == record.organizer and any(
                part["kind"] == "game_created" for part in notification.payload.get("parts", ())):
            # the playing organizer's set-up news rides in their seat's mail: its dashboard
            # link, which an organizer's own mail has in the footer, goes in the part
            dashboard = links.absolute(self.settings.base_url, links.organizer_game_path(
                self.secret, record.organizer, record.id))
            notification = replace(notification, payload={**notification.payload, "parts": [
                {**part, "payload": {**part["payload"], "dashboard": dashboard}}
                if part["kind"] == "game_created" else part
                for part in notification.payload["parts"]]})
        unheard |= _offers_in(notification, offers) & _offers_in(notification, closes)
        if notification.payload.get("parts"):  # an offer closed since its part was written
            notification = replace(notification, payload={**notification.payload, "parts": [
                part for part in notification.payload["parts"]
                if part["kind"] not in offers or _offers_open(game, state, Notification(
                    id=notification.id, game_id=record.id, version=notification.version,
                    kind=part["kind"], seat=notification.seat, email=notification.email,
                    lang=notification.lang, created_at=notification.created_at,
                    payload=part["payload"]))]})
        # the end of an offer whose mail never went (it rode in this one, closed) is no news to
        # its reader, unless the mail tells of the offer otherwise (in what happened)
        unheard -= _offers_mentioned(notification, closes)
        if unheard and notification.payload.get("parts"):
            notification = replace(notification, payload={**notification.payload, "parts": [
                part for part in notification.payload["parts"]
                if not _only_about(part["kind"], part["payload"], closes, unheard)]})
        if _only_about(notification.kind, notification.payload, closes, unheard):
            parts = notification.payload.get("parts")
            if not parts and not notification.payload.get("press"):
                return None
            shown_id = _without_kind(shown_id, notification.kind)
            last = parts[-1] if parts else {"kind": "press", "payload": {
                **notification.payload, "events": [],
                "name": notification.payload["press"][0]["from"]}}
            notification = replace(notification, kind=last["kind"], payload={
                **last["payload"], "parts": (parts or [])[:-1],
                **({"press": notification.payload["press"]}
                   if notification.payload.get("press") else {})})
        letter = render(notification, record, game, state,
                        reply_address=reply_to if holds_seat or playing is not None else None,
                        web_url=web_url,
                        unsubscribe_url=unsubscribe, privacy_url=privacy)
        if answering is not None:
            self._words = SentWords(record.id, answering, record.version, notification.id,
                                    mail_lines(letter.text, letter.html))
        # Every mail's subject says what it tells ("Your move: ...", "Dana offers you a
        # trade — ..."); the thread rests on Message-ID, In-Reply-To and References.
        thread = outbound.Thread(record.id, notification.seat or "organizer",
                                 letter.subject, self.settings.mail_domain)
        message = outbound.build_message(
            thread, notification_id=shown_id.replace(":", "."),
            sender=Address(SENDER_NAME, addr_spec=self.settings.sender),
            to=Address(_recipient_name(record, notification), addr_spec=notification.email),
            reply_to=reply_to, text=letter.text, html=letter.html, date=self.clock.now())
        if unsubscribe:
            outbound.add_unsubscribe(message, unsubscribe, mailto)
        if record.moves:  # the head the reader was shown: `pbm verify --head` holds an export to it
            message[CHAIN_HEADER] = f"{record.id} {record.moves} {record.head}"
        ending = chain.record_ending(record)
        if ending is not None:  # how it ended: `pbm verify --head` holds the result to it
            message[CHAIN_END_HEADER] = f"{record.id} end {ending}"
        return message, {"game": record.id, "player": notification.seat or "organizer"}

    def _unsubscribe(self, base_url: str, record: GameRecord, seat: Seat, reply_to: str
                     ) -> tuple[str, str]:
        """The one-click unsubscribe URL of a seat's mail (one step down from the mail it takes
        now, see links.stop_after) and its mailto: twin (a MAIL command in the subject, to the
        seat's reply address, which the inbound path reads). Once the game is over no turn
        is left to take mail for: the link stops its mail (the table's talk) at once."""
        mode = "none" if record.ended else links.stop_after(seat.mail)
        url = links.absolute(base_url, links.unsubscribe_path(
            self.secret, record.id, seat.seat, seat.holder, mode))
        return url, f"mailto:{reply_to}?subject=MAIL%20{'TURNS' if mode == 'turns' else 'OFF'}"

    def _personal(self, notification: Notification) -> tuple[Any, dict[str, str]] | None:
        """The message of a mail to a person about no one game (a sign-in link): its own
        thread, replies to the plain sender address (they hold no token); None for the
        stand-in's (the work of a sign-in that mails nobody, see home_mail.mail_sign_in)."""
        if notification.email == STAND_IN:
            return None
        self._bad_address = self.store.undeliverable(notification.email)
        if notification.kind == Kind.SIGN_IN:  # the games it lists: read now, not when asked

            from .home_mail import with_games  # a person's home: loaded for a sign-in mail alone

            notification = with_games(self._game_service(), notification)
        letter = render_person(notification)
        thread = outbound.Thread("home", "person", letter.subject, self.settings.mail_domain)
        message = outbound.build_message(
            thread, notification_id=notification.id.replace(":", "."),
            sender=Address(SENDER_NAME, addr_spec=self.settings.sender),
            to=Address(addr_spec=notification.email), reply_to=self.settings.sender,
            text=letter.text, html=letter.html, date=self.clock.now())
        return message, {"game": "home", "player": "person"}

    def _readback_ids(self, notification: Notification) -> list[str]:
        """The ids of the read-backs the mail may carry: those of the recipient's moves by mail
        of the last READBACK_LOOKBACK, which the notification names (see news.with_mail_moves)."""
        since = iso(self.clock.now() - READBACK_LOOKBACK)
        ids = [readback_id(notification.game_id, version, notification.seat or "")
               for version, at in notification.payload.get("mailed", ()) if at >= since]
        return [nid for nid in ids if nid != notification.id]

    def _carry_readbacks(self, notification: Notification, stored: Sequence[Notification],
                         closes: Collection[str] = (), reader: str = "") -> Notification:
        """The notification with the player's read-backs still waiting (see answers.fold)
        folded in first, oldest first; their ids are remembered to be marked sent with it.
        A turn mail tells what happened since the player's own last move, once; of a carried
        read-back's events it keeps only the end of an offer (`closes`: the game's kinds) of
        the `reader`'s that its list does not tell: an offer made and answered in one write is
        news to its maker that no other mail brings."""
        parts: list[dict[str, Any]] = []
        seen: set[str] = set()
        listed = {e.get("seq") for e in notification.payload.get("events", ())}
        # of several new time rules only the newest are told: the others no longer hold
        rules_told = [n for n in (*stored, notification) if n.kind == Kind.TIMING_CHANGED
                      and n.sent_at is None]
        newest_rules = max(rules_told, key=lambda n: (n.version, n.created_at), default=None)
        for waiting in sorted(stored, key=lambda n: (n.version, n.created_at)):
            if waiting.sent_at is not None or waiting.id in (notification.id, *seen) \
                    or waiting.id in self._taken or self._held_by_another(waiting):
                continue
            seen.add(waiting.id)
            if notification.kind == Kind.GAME_OVER and waiting.payload.get("quiet") \
                    and waiting.version < notification.version:
                # a read-back held for a later mail (CONFIRM OFF) of a move before the end:
                # the game-over mail's story tells that move; the stale read-back is dropped
                self._carried.append(waiting)
                continue
            payload = {k: v for k, v in waiting.payload.items()
                       if k not in ("held_until", "parts", "press", "quiet", RIDES, UPTO)}
            if (notification.kind in TURN_KINDS or "since" in notification.payload) \
                    and waiting.kind in _TOLD_BY_THE_TURN:
                payload["events"] = [e for e in payload.get("events", ())
                                     if e.get("kind") in closes and e.get("seq") not in listed
                                     and reader in strings_in(e.get("data"))]
            # an earlier turn mail of the pass is over or told again: only what it carried;
            # so is an earlier board (news of the reader's own, a week's summary) in a mail
            # that tells what happened since and shows the board itself (issue 42)
            told_again = waiting.kind in TURN_KINDS or waiting.kind == Kind.BOARD and (
                notification.kind in (*TURN_KINDS, Kind.BOARD)) or (
                waiting.kind == Kind.TIMING_CHANGED and waiting is not newest_rules) or (
                # a seat confirmed: the start mail says the game began with the reader in it
                waiting.kind == Kind.JOINED and notification.kind in (
                    Kind.GAME_STARTED, *TURN_KINDS))
            own = [] if told_again else [{"kind": waiting.kind, "payload": payload}]
            if told_again and waiting.kind == Kind.BOARD and waiting.payload.get("said"):
                # a board that answered the reader (a question of theirs) keeps its words:
                # the mail shows the board, not what they asked (issue 42, conv33)
                own = [{"kind": CARRIED_ANSWER, "payload": {
                    "message": waiting.payload["said"], "version": waiting.version}}]
            parts += [*waiting.payload.get("parts", ()), *own]
            self._carried.append(waiting)
            if waiting.payload.get(AWAY_OVER) and not notification.payload.get(AWAY_OVER):
                # the end of the reader's absence it was to tell goes on in this mail
                notification = replace(notification, payload={
                    **notification.payload, AWAY_OVER: waiting.payload[AWAY_OVER]})
            if waiting.payload.get(HOLDERS_CHANGED):
                # so does who plays the seats that changed hands since the reader's last mail
                notification = replace(notification, payload={
                    **notification.payload, HOLDERS_CHANGED: [
                        *waiting.payload[HOLDERS_CHANGED],
                        *notification.payload.get(HOLDERS_CHANGED, ())]})
        talk = {m["seq"]: m for n in [*self._carried, notification]
                for m in n.payload.get("press", ())}
        if talk:  # the table talk the carried mails held goes out in this one
            notification = replace(notification, payload={
                **notification.payload, "press": [talk[seq] for seq in sorted(talk)]})
        if not parts:
            return notification
        return replace(notification, payload={
            **notification.payload, "parts": [*parts, *notification.payload.get("parts", ())]})

    def _held_by_another(self, notification: Notification) -> bool:
        """Whether another sender's live claim holds the stored notification: it goes in that
        sender's mail, not carried in this one as well."""
        return notification.claimed_until is not None \
            and notification.claimed_until > self._now()

    def _games_now(self, notification: Notification) -> Notification:
        """The mail with a MY GAMES answer written before it (carried in a later mail of the
        pass) told as the games stand now: "Jsi na tahu" above "WesternPoly: na tahu je Bob"
        told the reader two things at once (round 13)."""
        parts = notification.payload.get("parts", ())
        if not any(part["kind"] == Kind.MY_GAMES and part["payload"].get("version", 0)
                   < notification.version for part in parts):
            return notification
        from functions.service.people.home import my_games

        from .home_mail import game_lines

        games = game_lines(my_games(self._game_service(),
                                    notification.email, notification.lang),
                           notification.lang)
        return replace(notification, payload={**notification.payload, "parts": [
            {**part, "payload": {**part["payload"], "games": games}}
            if part["kind"] == Kind.MY_GAMES else part for part in parts]})

    def _story(self, notification: Notification, stored: Sequence[Notification]
               ) -> tuple[int | None, int | None]:
        """Where the story a mail tells of what happened since starts and ends (None, None:
        it tells none): from its own `since`, the earliest of the boards of news it carries
        or, for a read-back, where its reader's mails had told up to before it (silence.TOLD),
        to where the newest of them was written (answers.UPTO, a read-back's own events;
        None: up to now). One place for every mail: the stamp it leaves (Seat.mailed_seq),
        where its reader's next mail starts, is where its story ends, so no event is left
        out and none told twice (issue 42)."""
        if notification.kind in TURN_KINDS:  # a turn mail tells since the reader's own move
            return None, None
        carried = [w for w in stored if w.seat == notification.seat
                   and self._carriable(w, notification)]
        boards = [w for w in carried if w.kind == Kind.BOARD and news_board(w.payload)
                  and isinstance(w.payload.get("since"), int)]
        own = notification.payload.get("since")
        readback = Kind.MOVE_READ_BACK in (notification.kind, *(w.kind for w in carried))
        if own is None and not boards and not readback:
            return None, None
        told = self._told(notification, stored)
        starts = [w.payload["since"] for w in boards] + ([own] if own is not None else []) + (
            [told] if told is not None and (own is not None or readback) else [])
        if not starts:
            return None, None
        if own is not None and not isinstance(notification.payload.get(UPTO), int):
            return min(starts), None
        # the newest of what it carries, and its own events (a read-back's write)
        ends = [w.payload.get(UPTO) for w in [*carried, notification]] + [
            e.get("seq") for w in [*carried, notification] for e in w.payload.get("events", ())]
        end = max((e for e in ends if isinstance(e, int)), default=None)
        return (min(starts), end) if end is not None else (None, None)

    def _carriable(self, waiting: Notification, notification: Notification) -> bool:
        """Whether a stored mail still waiting is one this mail carries (_carry_readbacks)."""
        return waiting.sent_at is None and waiting.id != notification.id \
            and waiting.id not in self._taken and not self._held_by_another(waiting)

    def _told(self, notification: Notification, stored: Sequence[Notification]) -> int | None:
        """Where the reader's mails had told the game up to before this one (silence.TOLD):
        before it was written, or before a read-back it carries, which never went alone."""
        told = [n.payload[TOLD] for n in (notification, *(
            w for w in stored if w.seat == notification.seat and w.sent_at is None
            and w.id != notification.id and w.id not in self._taken
            and w.kind not in TURN_KINDS)) if isinstance(n.payload.get(TOLD), int)]
        return min(told) if told else None

    def _decided_since(self, loaded: StoredGame, recent: News | None,
                       notification: Notification) -> bool:
        """Whether the notification's seat made an own decision after its version (from the
        news, else from the log)."""
        record = loaded.game
        seat = record.seat(notification.seat) if notification.seat else None
        if seat is None:
            return False
        if recent is not None and recent.knows(seat.player):
            return recent.decided_since(seat.player, notification.version)
        return any(e.version > notification.version and e.player == seat.player
                   and e.source != AUTO_SOURCE for e in self._games.log(record))

    def deliver_pending(self, budget: timedelta | None = None) -> int:
        """Deliver everything pending in the outbox, oldest first; returns how many mails were
        sent.

        A notification deferred (4xx) or failing is reported on stderr and passed over, so the
        ones behind it still go out; it stays pending for the next run. When the transport
        itself fails (the relay cannot be reached, times out) or `budget` is spent, the pass
        ends and the rest stays pending too: a command never waits long on a broken relay.
        Mail sent more than SENT_RETENTION ago is pruned first (at most once per PRUNE_EVERY).
        """
        now = self.clock.now()
        deadline = now + budget if budget is not None else None
        # mail sent a week ago goes first, once an hour (SQLite; DynamoDB's TTL does it itself)
        if self._pruned is None or now - self._pruned >= PRUNE_EVERY:
            try:
                self.store.prune_sent(iso(now - SENT_RETENTION))
                # and the other records past their retention (docs/personal-data.md)
                prune_expired = getattr(self.store, "prune_expired", None)
                if prune_expired is not None:
                    prune_expired(iso(now))
                self._pruned = now
            except StoreError as exc:  # a full disk must not stop the mail: pruning can wait
                print(f"pbm: sent mail not pruned now ({exc})", file=sys.stderr)
        sent, after = 0, None
        # games whose mail another sender is sending now (`pbm serve` and a command at once):
        # their later mails wait for that sender's pass, so a game's mails leave in order
        busy: set[str] = set()
        for _ in range(MAX_PENDING_ROUNDS):
            batch = self.store.pending_notifications(limit=PAGE, after=after)
            dropped = self.dropped
            if not batch:
                break
            latest = _latest_per_person(batch, self.clock.now())
            for notification in batch:
                after = notification
                if deadline is not None and self.clock.now() >= deadline:
                    print("pbm: no time left to deliver; the rest of the mail stays pending",
                          file=sys.stderr)
                    return sent
                if notification.game_id in busy:
                    continue
                key = _person(notification)
                if key in latest and latest[key][-1] is not notification:
                    continue  # the person's last mail of this game in the pass carries it
                self._earlier = latest.get(key, [])[:-1]
                try:
                    done = self.deliver(notification)
                except Deferred as exc:
                    print(f"pbm: {notification.id} deferred: {exc}", file=sys.stderr)
                    continue
                except Exception as exc:  # noqa: BLE001 - the transport is down: stop trying
                    print(f"pbm: could not deliver {notification.id} ({exc}); the mail stays "
                          "pending", file=sys.stderr)
                    if _transport_down(exc):
                        return sent
                    continue
                finally:
                    earlier, self._earlier = self._earlier, []
                sent += done == "sent"
                if done == "claimed":
                    busy.add(notification.game_id)
                if earlier and done in ("failed", "superseded"):  # they go on their own
                    for alone in earlier:
                        try:
                            sent += self.deliver(alone) == "sent"
                        except Deferred as exc:
                            print(f"pbm: {alone.id} deferred: {exc}", file=sys.stderr)
            if len(batch) < PAGE and self.dropped == dropped:
                # the last page, and the pass wrote no report of a dropped mail after it:
                # reading past it would cost a query per shard of the index for nothing
                break
        return sent

    def _now(self) -> str:
        return iso(self.clock.now())


def turn_passed(record: GameRecord, notification: Notification, decided_since: bool) -> bool:
    """Whether the turn a turn mail announces is over: the game waits for another seat, the
    seat changed hands, the seat itself has decided since (`decided_since`), or a newer
    decision of the seat began (a resumed game). Other players' moves in between (a
    WesternPoly offer made out of turn, another seat's sealed bid) leave the turn, and its
    mail, standing."""
    if notification.seat is None or notification.seat not in record.waited:
        return True
    seat = record.seat(notification.seat)
    if seat.email != notification.email or decided_since:
        return True
    clock = record.clock(notification.seat)
    began = clock.since if record.waits and clock is not None else record.waiting_since
    return bool(began and began > notification.created_at)


# Kinds that wait (held) to ride in the person's next mail: one still waiting is carried by
# any other mail of the pass (see timekeeping.TURN_MISSED_WAIT, timekeeping.TIMING_WAIT).
_MAY_RIDE = frozenset({"turn_missed", "move_read_back", "press_sent", "timing_changed"})
# Kinds whose events a turn mail that carries them tells in its own list.
_TOLD_BY_THE_TURN = frozenset({"move_read_back", "move_played", "game_started", "turn_missed"})


def _story_in_board(stored: Sequence[Notification], notification: Notification,
                    happened: list[dict[str, Any]], carried: Collection[str]
                    ) -> list[Notification]:
    """The stored mails with the story of what happened (less what the mail tells itself)
    told by the oldest board of news the mail carries (`carried`: their ids), the others
    telling none; with no board, by the oldest read-back it carries, its own events kept: a
    mail with no list of its own lists its parts' events (render.letters)."""
    own = {(e.get("seq"), e.get("kind")) for e in notification.payload.get("events", ())}
    story = [e for e in happened if (e.get("seq"), e.get("kind")) not in own]
    mine = [w for w in stored if w.id in carried and w.seat == notification.seat]
    boards = [w for w in mine if w.kind == Kind.BOARD and news_board(w.payload)]
    readbacks = [w for w in mine if w.kind == Kind.MOVE_READ_BACK]
    first = min(boards or readbacks, key=lambda n: (n.version, n.created_at), default=None)
    if first is None:
        return list(stored)
    told = {(e.get("seq"), e.get("kind")) for w in readbacks for e in w.payload.get("events", ())}
    result = []
    for waiting in stored:
        if waiting is first:
            kept = waiting.payload.get("events", []) if waiting.kind == Kind.MOVE_READ_BACK \
                else []
            waiting = replace(waiting, payload={**waiting.payload, "events": [
                *(e for e in story if (e.get("seq"), e.get("kind")) not in told), *kept]})
        elif any(waiting is b for b in boards):
            waiting = replace(waiting, payload={**waiting.payload, "events": []})
        result.append(waiting)
    return result


def _up_to(events: list[dict[str, Any]], notification: Notification) -> list[dict[str, Any]]:
    """The events a mail that waited to ride tells: up to the log position it was written at
    (answers.UPTO); the reader's next mail starts there, so a mail that went late alone does
    not tell what that next mail tells again."""
    upto = notification.payload.get(UPTO)
    if not isinstance(upto, int):
        return events
    return [e for e in events if not isinstance(e.get("seq"), int) or e["seq"] <= upto]


def _person(notification: Notification) -> tuple[str, str | None, str]:
    return notification.game_id, notification.seat, notification.email


def _latest_per_person(batch: Sequence[Notification], now: datetime
                       ) -> dict[tuple[str, str | None, str], list[Notification]]:
    """The pending mails of a pass, per person and game where there are several (oldest
    first): only the last goes out, carrying the others (not a sign-in mail, nor one still
    held for its answer)."""
    groups: dict[tuple[str, str | None, str], list[Notification]] = {}
    for notification in batch:
        if notification.game_id != PERSONAL and notification.seat and (
                not held(notification, now) or notification.kind in _MAY_RIDE
                or notification.payload.get(RIDES)):
            groups.setdefault(_person(notification), []).append(notification)
    # the turn (or the end) is the mail; the others ride in it
    found = {}
    for key, group in groups.items():
        ready = [n for n in group if not held(n, now)]
        if len(group) > 1 and ready:
            main = _main_of(ready)
            found[key] = [*(n for n in group if n is not main), main]
    return found


def _main_of(group: Sequence[Notification]) -> Notification:
    """The mail a person's pending mails of one game go out in: the game-over mail, else
    the latest turn mail, else the latest."""
    for kinds in ((Kind.GAME_OVER,), TURN_KINDS):
        found = [n for n in group if n.kind in kinds]
        if found:
            return found[-1]
    return group[-1]


def _without_kind(nid: str, kind: str) -> str:
    """A folded notification's id without one of the kinds it names (a turn that passed)."""
    head, kinds, seat = nid.rsplit(":", 2)
    left = [k for k in kinds.split(".") if k != kind]
    return f"{head}:{'.'.join(left) or kinds}:{seat}"


def moot_after_the_end(record: GameRecord, notification: Notification) -> bool:
    """Whether a mail written before the game ended would come after its game-over mail
    (which tells the end and everything of the last write): then it is not sent. An answer
    written after the end (the organizer's, the post-game one) is never moot, also in the
    very instant of the end (a frozen PBM_NOW: the re-check's replies went unanswered)."""
    if notification.kind == Kind.ORGANIZER_ANSWER or notification.payload.get("after_end"):
        return False
    return (record.status == FINISHED and notification.kind != Kind.GAME_OVER
            and record.ended_at is not None and notification.created_at <= record.ended_at)


def _offers_open(game: rules.AnyRules, state: Any, notification: Notification) -> bool:
    """Whether any offer a notification of an offer's kind announces is still open."""
    if state is None:
        return False
    offered = {e["data"].get("offer") for e in notification.payload.get("events", ())
               if e.get("kind") == notification.kind}
    return bool(offered & set(game.open_offers(state)))


def _in_register(notification: Notification, formal: bool) -> Notification:
    """The notification, with its folded parts, marked for the formal register (vykání),
    or as it is when `formal` is false."""
    if not formal:
        return notification
    payload = {**notification.payload, "formal": True}
    if payload.get("parts"):
        payload["parts"] = [{**part, "payload": {**part["payload"], "formal": True}}
                            for part in payload["parts"]]
    return replace(notification, payload=payload)


def _offers_in(notification: Notification, kinds: Collection[str]) -> set[Any]:
    """The offers a mail (its own notice and the parts it carries) tells of by notices of
    `kinds` (the game's kinds that open, or close, an offer)."""
    found: set[Any] = set()
    for kind, payload in ((notification.kind, notification.payload),
                          *((p["kind"], p["payload"]) for p in notification.payload.get("parts",
                                                                                        ()))):
        if kind in kinds:
            found |= {e["data"].get("offer") for e in payload.get("events", ())
                      if e.get("kind") == kind}
    return found - {None}


def _offers_mentioned(notification: Notification, closes: Collection[str]) -> set[Any]:
    """The offers the events of a mail's notices other than ends of offers tell of."""
    return {e.get("data", {}).get("offer")
            for kind, payload in ((notification.kind, notification.payload),
                                  *((p["kind"], p["payload"])
                                    for p in notification.payload.get("parts", ())))
            if kind not in closes for e in payload.get("events", ())} - {None}


def _only_about(kind: str, payload: dict[str, Any], closes: Collection[str],
                offers: set[Any]) -> bool:
    """Whether a notice of an offer's end tells only of `offers` (ones its reader never heard
    were made)."""
    if kind not in closes or not offers:
        return False
    told = {e["data"].get("offer") for e in payload.get("events", ()) if e.get("kind") == kind}
    return bool(told) and told <= offers


def _recipient_name(record: GameRecord, notification: Notification) -> str:
    """The seat's name when the mail goes to its holder, the organizer's name they gave when
    it goes to them (review 49: "To: org@example.org" beside the players' named mails), else
    no name."""
    seat = record.seat_of(notification.email)
    if seat:
        return seat.name
    return record.organizer_name if notification.email == record.organizer else ""
