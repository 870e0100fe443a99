"""One inbound mail, processed exactly once: `pbm mail-in`, the SES inbound Lambda and the local
SMTP server all call `handle`.

Who gets an answer: nobody, unless the mail carries a valid reply token of a seat's current
holder and passes the sender checks (no backscatter to strangers, forgers or auto-responders);
a seat the organizer removed acts no more. A valid token from another address is refused and
the seat's holder is told. A reply is stale only for what it decides (docs/moves.md): a move
of the turn its mail asked is refused with the board once the seat's own decision moved on
(its own move, a stand-in's); offers, answers to offers, talk, settings and requests land
whatever happened since, and resigning from an old mail needs the confirmation code.

A mail is known by its idempotency key: its own Message-ID with the sender (so the same mail
received twice, under two SES message ids, is one mail), else SES's message id, else a hash of
its bytes; the SES message id is recorded too. Once its commands are applied the service records
it as processed for the game, and a later delivery of it (an SES retry, a re-run `pbm mail-in`)
is a duplicate: nothing applied, nothing sent. Until then (a crash mid-way) a repeat carries out
the lines not yet done: each move is submitted under the key `<mail key>:<line>`, a JOIN records
`<mail key>:<line>` as processed in its own write (so a JOIN that started the game is never read
again as game text), and the other commands change nothing when repeated.

Bounded work: at most MAX_COMMANDS lines are read (the answer says how many were not), each
information request (HELP, BOARD) is answered once per mail, and everything a mail causes is
folded into one mail per recipient (see answers.py), with answers that are not turn mails
limited per seat and hour. A mail with nothing readable that replies to one of the service's own
answers (an auto-responder in a loop) gets no answer at all; a bounce (a null envelope sender,
`MAIL FROM:<>`) is dropped like any automatic mail.
"""

from __future__ import annotations

import functools
import hashlib
import io
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime, timedelta
from itertools import islice
from typing import TYPE_CHECKING, Any

from functions import signing
from functions.i18n import listing, win_kind
from functions.links import absolute, organizer_game_path, stop_after
from functions.mail import limits, robots, tokens
from functions.mail.budget import parse_within
from functions.mail.command_table import AFTER_THE_END, PERSONAL, handlers
from functions.mail.commands import (
    NO_WORD,
    Command,
    CommandKind,
    asked_in,
    greeting_led,
    header_subject,
    is_courtesy,
    mail_subject,
    orders_apart,
    parse_commands,
    sentences,
    signs_off,
)
from functions.mail.inbound import InboundMail, Unparseable
from functions.mail.language import written_in
from functions.mail.reply_text import OwnWords, reply_text
from functions.render.clock import shown_day, shown_hour, span
from functions.render.held import held_view
from functions.render.menu import NoSuchChoice, menu, pick
from functions.service import ErrorCode, GameView, ServiceError
from functions.service.ledger import press
from functions.service.play.explain import explain, formal_key, phrase, waiting_text
from functions.service.play.outbox import READER_LANG, offer_kinds, organizer_lang_of
from functions.service.play.playing import Notice
from functions.service.play.silence import ABSENT_SINCE
from functions.service.records.game import (
    ENDED,
    FINISHED,
    PAUSED,
    RUNNING,
    WAITING,
    GameRecord,
)
from functions.service.records.holders import held_record, holders
from functions.service.records.labels import normal_address
from functions.service.records.moves import AUTO_SOURCE, BOT_SOURCE
from functions.service.records.notifications import Kind
from functions.service.records.seats import DECLINED, INVITED, JOINED, REMOVED, Seat
from functions.service.schedule import deadlines
from functions.service.schedule.days import absence_days
from functions.service.schedule.timekeeping import reader_zone, reminder_list
from functions.service.store import FORMAL, Inbox, Outbox, People
from functions.service.system import iso
from rules import AmbiguousCommand, IllegalMove, InvalidCommand, Lexicon, RulesError
from rules import get as rules_of
from rules.correcting import correcting
from rules.czech_names import case_forms, name_forms
from rules.tense import another_time
from rules.text import fold as fold_text
from rules.text import sentences as text_sentences
from rules.text import words as fold_words
from rules.wording import after_colon

from . import asking, game_state, organizer_questions, organizer_requests, organizer_words
from .addressed import calling_forms, said_to_others, said_with_answer, seat_called
from .answers import (
    HOLD,
    ROBOT,
    SEAT_CONFIRMED,
    TURN_KINDS,
    Closing,
    HoldingStore,
    MailProcessed,
    fold,
)
from .bare_yes import ask_which_yes, bare_yes, which_yes
from .for_the_organizer import (
    ForTheOrganizer,
    asks_the_organizer,
    for_the_organizer,
    passed_to_organizer,
)
from .former_holders import answer_former, former_seat
from .game_words import proposes_a_deal, tries_a_move
from .hedges import decided, hedged, moves_offered, opens_with_choice, paired
from .offer_answers import (
    ASK_BACK,
    ASK_OPTION,
    CLOSED,
    OpenOffer,
    also_said,
    announces_trade,
    ask_side,
    asked_back,
    clauses,
    closed_offer,
    offer_idiom,
    option_or_offer,
    own_or_offer,
    read_answers,
    side_asked,
)
from .offer_replies import ask_counter, counter_asked_back, reply_in_line
from .pleasantries import only_courtesy, stray_mail
from .post_game import called, post_game_talk
from .questions import asks, topic_of
from .reading import (
    ADDRESS_WORDS,
    Reading,
    corrects,
    denies_move,
    menu_number,
    moves_alone,
    read_line,
    short_answer,
    standing_order,
    takes_back,
    tries_command,
    yes_or_no_words,
)
from .remarks import anothers
from .remarks import clauses as remark_clauses
from .state_questions import Asked, state_questions
from .to_the_service import ForTheService, for_the_service

if TYPE_CHECKING:
    from functions.service import GameService
    from functions.settings import Settings

_DENIED = "FAIL"  # SES spam and virus verdict that drops a mail
_MAIL_KEY_LABEL = b"pbm-mail-key\x00"  # the keyed digest a processed mail is known by
ROBOT_TEXT = "#text:"  # a seat's recent mail texts are counted as its seat + this + digest
ROBOT_TEXTS = "#texts"  # ... and all of them together as its seat + this
# The same text again is a loop only at a machine's pace: a responder answers our answer within
# seconds or minutes; a person who answers each reminder with the same words, hours apart, is a
# person (review 6: Emil's third identical answer went unanswered and a bot took his seat)
REPEAT_WINDOW = timedelta(minutes=30)
AFTER_END = "#after-end"  # a seat's answers to words after its game ended, counted apart
AFTER_END_EVERY = timedelta(days=1)  # ... one a day: post-game talk is no conversation with us
ORGANIZER = "#organizer"  # the answers to an organizer who does not play, counted apart
ORGANIZER_ANSWERS_PER_HOUR = 4  # ... a person writes a few mails an hour; a machine more
ORGANIZER_SAME_ANSWER = timedelta(minutes=15)  # an answer that would repeat one this recent
MAX_COMMANDS = 20  # command lines read from one mail; the rest is named as not read
READ_LINES = 5 * MAX_COMMANDS  # lines read for the command in them (see reading.py)
JOIN_WORDS = 6  # a move split over two lines is short: longer lines are sentences of their own
OPENING_LINES = 10  # lines of a mail without a token read for the MY GAMES it may ask
# answered once per mail
_INFORMATION = (CommandKind.HELP, CommandKind.BOARD, CommandKind.MY_GAMES)
# Information a mail asks for that is answered even when a line before it is refused (the
# refusal shows the board itself).
_ASKED_ANYWAY = (CommandKind.HELP, CommandKind.MY_GAMES)
# What a reply says of its writer's days, not of the game: done after a refused move too ("sell
# Saloon. Also I'm away next week": the absence stands, the sale is refused with the reason)
_DONE_ANYWAY = (CommandKind.AWAY, CommandKind.BACK)
_NULL_SENDERS = frozenset({"", "<>", "mailer-daemon", "postmaster"})
# The Message-ID of one of the service's answers to a mail (not a turn mail): the answer is
# named after the mail ("m" and 20 hex digits; "-N" a numbered notice, "_V" the newest write
# it tells), see _Reply.ref and answers._folded
_OUR_ANSWER = re.compile(r"\.m[0-9a-f]{20}(?:-\d+)?(?:_\d+)?\.[a-z_]+\.")


Parse = Callable[[bytes, tuple[str, ...], int], InboundMail]
"""Reads a raw mail (with its envelope recipients and size) or raises Unparseable."""


# The words a move asked as a question may have around it ("…, ok?", "…, platí?", "…, jo?")
MOVE_TAG_WORDS = 2


class UnreadableMail(ValueError):
    """The input is not an e-mail message at all."""


@dataclass(frozen=True)
class Receipt:
    """What the receiving server vouches for: its message id, the envelope recipients and its
    verdicts (SES: spam, virus, spf, dkim, dmarc -> PASS | FAIL | GRAY | PROCESSING_FAILED)."""

    message_id: str | None = None
    recipients: tuple[str, ...] = ()
    verdicts: Mapping[str, str] = field(default_factory=dict)
    # the envelope sender (SMTP MAIL FROM, SES mail.source); '' for the null sender `<>` of a
    # bounce; None when the receiving side does not say
    mail_from: str | None = None
    size: int | None = None  # the whole mail's size, when the caller read only its head


@dataclass(frozen=True)
class Outcome:
    """What became of a mail: `action` is dropped (a machine or an unauthenticated mail),
    ignored (no valid token: nobody to answer), duplicate (processed before), refused, answered
    or played."""

    action: str
    detail: str
    key: str = ""
    game_id: str | None = None
    seat: str | None = None

    def __str__(self) -> str:
        where = f" (game {self.game_id}, seat {self.seat})" if self.game_id else ""
        return f"{self.action}: {self.detail}{where}"


def handle(raw: bytes, *, service: GameService, secret: bytes, settings: Settings,
           receipt: Receipt = Receipt(), parse: Parse = parse_within) -> Outcome:
    """Process one raw RFC 822 mail; raises UnreadableMail when it is not a mail.

    The size is checked first: of a mail over `max_mail_bytes` only the header block is read
    (to tell the seat's holder it was too large). A mail beyond the parsing limits or its CPU
    budget (`parse`: by default in this thread, see budget.py), or with a From that is not one
    well-formed mailbox, is dropped, unanswered (and never retried)."""
    size = len(raw) if receipt.size is None else receipt.size
    if size > settings.max_mail_bytes:
        raw = limits.head(raw)
    try:
        mail = parse(raw, receipt.recipients, size)
    except Unparseable as exc:
        key = receipt.message_id or hashlib.sha256(raw).hexdigest()
        return Outcome("dropped", f"unreadable mail: {exc}", key)
    if mail.sender_problem:
        key = receipt.message_id or mail.message_id or hashlib.sha256(raw).hexdigest()
        return Outcome("dropped", mail.sender_problem, key)
    if not mail.sender:
        raise UnreadableMail("the input has no From address; is it an e-mail message?")
    keys = mail_keys(mail, receipt, raw, secret)
    key = keys[0]
    for check in ("spam", "virus"):
        if receipt.verdicts.get(check, "").upper() == _DENIED:
            return Outcome("dropped", f"the receiving server's {check} verdict is FAIL", key)
    if receipt.mail_from is not None and _null_sender(receipt.mail_from):
        return Outcome("dropped", f"a bounce (envelope sender {receipt.mail_from or '<>'})", key)
    # a mail client's own unsubscribe by mailto: (RFC 2369, sent for a person) may look
    # automatic; asking for less mail it gets no answer, so it passes
    if mail.automatic and mail_subject(mail.subject) in (None, "all"):
        return Outcome("dropped", f"automatic mail ({mail.automatic})", key)
    claims = tokens.first_valid(secret, mail.tokens, tokens.Purpose.REPLY)

    def ignored(detail: str, game_id: str | None = None) -> Outcome:
        """A mail whose token acts on no game; MY GAMES in it is still answered (a reply to
        the mail of a game that is gone, or of a seat the person no longer holds)."""
        asked = _my_games_asked(mail)
        if asked is not None:
            return _home_by_mail(mail, receipt, keys, service, secret, settings, asked)
        return Outcome("ignored", detail, key, game_id)

    if claims is None:
        asked = _my_games_asked(mail)
        if asked is None and not mail.tokens:  # a token that fails is a forger's: no answer
            answered = _without_token(mail, receipt, keys, service, settings)
            if answered is not None:
                return answered
        return ignored("no valid reply token")
    now = service.clock.now()
    holding = HoldingStore(service.store, iso(now + HOLD))
    mailing = service.with_store(holding)  # reads the game once for the whole mail
    try:
        game = mailing.record(claims.game_id)
    except ServiceError as error:  # gone, or its log is corrupt: nothing can be played on it
        detail = f"no game {claims.game_id}" if error.code == ErrorCode.GAME_NOT_FOUND \
            else error.message
        return ignored(detail)
    seat = next((s for s in game.seats if s.seat == claims.seat), None)
    if seat is None or seat.holder != claims.holder:
        # a former holder's words ("Díky, ahoj", "co se stalo?") get who plays the seat now
        return _to_a_former_holder(mail, receipt, keys, service, settings, [game], claims.seat) \
            or ignored("the token of a seat's previous holder", game.id)
    if seat.status == REMOVED:  # told so when it happened; nothing they write acts any more
        return ignored("the token of a seat the organizer removed", game.id)
    verdicts = {**mail.verdicts, **{k: v for k, v in receipt.verdicts.items()
                                    if k in ("spf", "dkim", "dmarc")}}
    failed = sender_check(verdicts, settings.verdicts)
    if failed:
        if verdicts.get("spf", "").lower() == "pass" and mail.sender == seat.email:
            # the envelope's domain vouches for the sender: tell the holder once a day why
            # their mail was not read, rather than let them wait for a game that never moves
            _tell_unauthenticated(service, game, seat, failed, now)
            return Outcome("refused", f"{failed}; the holder is told once a day", key, game.id,
                           seat.seat)
        return Outcome("dropped", failed, key, game.id, seat.seat)
    duplicate = Outcome("duplicate", "this mail was processed already; nothing done, nothing "
                        "sent", key, game.id, seat.seat)
    version = claims.version
    assert version is not None  # a reply token binds the version its mail was written at
    own = own_words(mailing, game, seat, version)
    # our own words in the reply are history, wherever they stand: the same opening of the
    # text as the first reading (limits.readable), read again
    mail = replace(mail, reply=reply_text(limits.readable(mail.body), own))
    said_in = written_in(mail.reply or "") if seat.status == INVITED else None
    if said_in is not None and said_in != seat.lang:
        # an invitee's first words ("Kdy to vlastně začne?" to an English invitation) say the
        # language their mails of the game should be in: the answer already is
        game = mailing.set_lang(game.id, seat.email, said_in)
        seat = game.seat(seat.seat)
    reply = _Reply(mailing, game, seat, mail, key, version, settings, secret)
    # a mail of moves alone is known again by its moves' keys in the log, or by the write
    # that records it; any other mail is looked up first
    moves = reply.moves()
    moves_only = moves > 0
    if not moves_only and any(service.mail_processed(game.id, k) for k in keys):
        return duplicate
    if moves == 1:  # the common mail: its move's write folds its answers and records it
        reply.closing = Closing(reply.ref, key, now, seat.seat, settings.readback_wait)
    try:
        outcome = reply.answer()
    except MailProcessed:
        return duplicate
    if moves_only and not reply.wrote and outcome.action != "duplicate" \
            and any(service.mail_processed(game.id, k) for k in keys):
        return duplicate  # refused or answered before: nothing is sent again
    robot = None if reply.wrote else _machine_like(service, game.id, seat, mail, key, now)
    withheld = fold(service.store, mailing.record(game.id), reply.ref, holding.held,
                    service.clock.now(), answered_seat=seat.seat,
                    readback_wait=settings.readback_wait, robot=robot is not None)
    if withheld:
        # `pbm mail-in` prints what happened: an answer held back was not sent
        outcome = replace(outcome, action="withheld" if outcome.action == "answered"
                          else outcome.action, detail=f"{outcome.detail}; answer withheld: "
                          f"over the limit, nothing sent ({', '.join(withheld)})")
    # only now: a crash before this line leaves the mail to a retry, which does what is missing
    for done in () if holding.closed else keys:
        service.mark_mail_processed(game.id, done)
    return outcome


def _title(service: GameService, game_id: str) -> str:
    """The game's title, as our subjects name it (or '' when it cannot be read)."""
    try:
        return service.record(game_id).title
    except ServiceError:
        return ""


@functools.cache
def _our_subjects() -> frozenset[str]:
    """How our own subjects begin before a colon ("your move", "jsi na tahu"), folded: a
    reply to them is a person's, whatever prefix their client writes before."""
    from functions.render.catalogue import subjects

    return frozenset(robots.plain(text.partition(":")[0]) for text in subjects()
                     if ":" in text and not text.startswith("{"))


# the prefixes clients write before a reply's or a forward's subject, in the languages they
# speak, and a gateway's tag before them ("[EXTERNAL] RE:", "Odp.:", "AW:", "RV:", "VL:")
_SUBJECT_PREFIX = re.compile(
    r"^(?:(?:\[[^\]\n]{1,24}\]\s*)?(?:re|fwd?|aw|wg|odp|odp\.|sv|vs|tr|r|antw|rv|enc|vl|ynt|"
    r"ref|res|rif|odg|vá|válasz|atb|pd|\u0444\u0432|\u043e\u0442\u0432)\s*(?:\[\d+\]|\(\d+\))?"
    r"\s*[:：]\s*)+", re.IGNORECASE)
_SUBJECT_SEPARATOR = re.compile(r"\s[-–—|/]\s|\s*::\s*")
_OWN_WORDS = r"(?:\s*(?:[-–—|/:]|::)\s*(?P<own>.*))?"  # a player's words after our subject
_PLACEHOLDER = re.compile(r"(\{[^}]*\}|\[[^\]]*\])")


@functools.lru_cache(maxsize=64)
def _our_subject_shapes(title: str) -> tuple[re.Pattern[str], ...]:
    """Our subjects as patterns over a folded subject: the game's `title` in its place, any
    other value (a name, a turn, a move) as any words."""
    from functions.render.catalogue import subjects

    shapes = set()
    for text in subjects():
        parts = _PLACEHOLDER.split(text)
        pattern = r"\s*".join(
            (re.escape(robots.plain(title)) if part == "{title}" and title else ".+?")
            if _PLACEHOLDER.fullmatch(part) else re.escape(robots.plain(part))
            for part in parts if part.strip())
        shapes.add(pattern.replace("\\ ", r"\s*"))
    return tuple(re.compile(f"^{shape}{_OWN_WORDS}$") for shape in sorted(shapes))


def _subject_words(subject: str, title: str = "") -> str:
    """What the player wrote in a subject: less the Re:/Odp:/Fwd: prefixes and our own
    subject (one we sent, or any naming the game's `title`), what follows it after a
    separator ("Re: Jsi na tahu: Karty, kolo 1 - přihazuji 6" -> "přihazuji 6"); our subject
    alone is "": the game's title is our word, never the player's move."""
    text = _SUBJECT_PREFIX.sub("", subject.strip()).strip()
    folded = robots.plain(text)
    own: str | None = None
    for shape in _our_subject_shapes(title):
        if found := shape.match(folded):
            own = found.group("own") or ""
            break
    if own is None and title and robots.plain(title) in folded:
        # "Fwd: Zlatá horečka", "Zlatá horečka – kolo 3": our title, in a subject of theirs
        after = folded.split(robots.plain(title), 1)[1]
        own = found.group("own") or "" if (found := re.match(f"^{_OWN_WORDS}$", after)) else ""
    if own is None:
        return text
    return _as_written(text, own)


def _as_written(text: str, own: str) -> str:
    """The player's words `own` (folded) as `text` writes them: its last pieces after a
    separator that fold to them."""
    if not own:
        return ""
    for mark in reversed(list(re.finditer(r"[-–—|/:]|::", text))):
        tail = text[mark.end():].strip()
        if robots.plain(tail) == own:
            return tail
    return own


def _machine_like(service: GameService, game_id: str, seat: Seat, mail: InboundMail,
                  key: str, now: datetime) -> str | None:
    """Why a mail that played nothing reads as a machine's, whatever its headers (see
    mail.robots): its words, or the same text of some sentences the seat sent within
    REPEAT_WINDOW (a loop's pace) with no other text of the seat's in that time. Each such
    text is remembered (by a digest, counted as the seat's answers are) under the mail's
    idempotency `key`: the same mail tried again (a crash before it was recorded processed)
    is one text, not its own copy."""
    said = robots.automatic_by_content(mail.subject, mail.reply or mail.body,
                                       _title(service, game_id), _our_subjects())
    answers: Inbox = service.store
    since = iso(now - REPEAT_WINDOW)
    # recorded first, then counted: a try of this mail before counts as this mail
    # a loop sends one text to every mail; a person trying again writes other words in
    # between (review 11n: Tom's offer, reworded, then sent as first written, went unanswered)
    answers.record_answer(game_id, seat.seat + ROBOT_TEXTS, key, iso(now))
    texts = answers.answers_since(game_id, seat.seat + ROBOT_TEXTS, since)
    if not robots.wordy(mail.reply or mail.body):
        return said  # a command or two ("BOARD", "HELP") asked again is a person's
    text = ROBOT_TEXT + robots.text_digest(mail.reply or mail.body)
    answers.record_answer(game_id, seat.seat + text, key, iso(now))
    copies = answers.answers_since(game_id, seat.seat + text, since)
    again = copies > 1 and texts == copies  # nothing else said since its first copy
    if not again:
        return said
    # its first copy was answered: that was the day's answer to this machine
    answers.record_answer(game_id, seat.seat + ROBOT, f"again:{text}", iso(now))
    return said or "the same text again within a day"


def own_words(service: GameService, game: GameRecord, seat: Seat, version: int) -> OwnWords:
    """The lines of the mails a reply token came with, as they were sent: those of `seat`'s
    mails under a token of `version` (their text and their HTML as text, kept when they went,
    see Outbox.keep_sent_words), with our mails' frame sentences. A mail sent before its lines
    were kept, or whose record lapsed, leaves the frame alone (the reply is then read by the
    general rules and the frame)."""
    inbox: Inbox = service.store
    try:
        lines = inbox.sent_words(game.id, seat.seat, version)
    except Exception:  # noqa: BLE001 - any failure only costs the lever, never the mail
        lines = None
    return OwnWords.of(["\n".join(lines or ())], frame_sentences())


# The sentences that frame every mail of ours: the footer, the menu's heading, how to reply
_FRAME_KEYS = ("sign_off", "web_link", "token_keep", "token_note", "unsubscribe_turns",
               "unsubscribe_turns_only", "unsubscribe_none", "unsubscribe_off",
               "unsubscribe_organizer", "privacy_link",
               "menu_heading", "how_text", "how_text_plain", "commands_text", "read_back_stop")


def frame_sentences() -> list[str]:
    """Our mails' frame sentences in every language, with "{…}" where a value goes."""
    from functions.render.catalogue import MAIL

    return [text for key in _FRAME_KEYS for text in MAIL.texts[key].values()]


def _my_games_asked(mail: InboundMail) -> Command | None:
    """The MY GAMES command of a mail that answers no game (its first line, else its
    subject), or None when it asks for something else."""
    # only the opening lines: a mail of 450,000 lines is not read line by line for them
    opening = _opening(mail.reply)
    commands = parse_commands(opening, mail.sender_name)[:1] \
        or parse_commands(mail.subject, mail.sender_name)[:1]
    if commands and commands[0].kind is CommandKind.MY_GAMES:
        return commands[0]
    # asked inside a sentence: "Hi, I lost the links. MY GAMES please"
    return asked_in(opening, CommandKind.MY_GAMES) or asked_in(mail.subject,
                                                               CommandKind.MY_GAMES)


def _without_token(mail: InboundMail, receipt: Receipt, keys: tuple[str, ...],
                   service: GameService, settings: Settings) -> Outcome | None:
    """A mail without a reply token from the address of a seat in exactly one running game
    (a reply to a mail that had none, or a new mail to the service's address): answered with
    the board, whose reply address works, at most once an hour per seat; nothing in it is
    played (which turn it answers is not known). None when it is nobody's to answer."""
    verdicts = {**mail.verdicts, **{k: v for k, v in receipt.verdicts.items()
                                    if k in ("spf", "dkim", "dmarc")}}
    if sender_check(verdicts, settings.verdicts):
        return None
    # an answer to a mail of a game its writer organizes without playing is that game's,
    # whatever games they play in (review 14: "Kdy ta hra začne?" went unanswered)
    organizing = _to_the_organizer(mail, keys, service, named=True)
    if organizing is not None:
        return organizing
    held = [service.record(game_id) for game_id in service.games_in_play(mail.sender)]
    games = [g for g in held if g.status == RUNNING]
    # someone whose seat the organizer gave to another: the game whose mail it answers, else
    # their one such game when they play none (a reply to "your seat was handed over")
    people: People = service.store
    formerly = [service.record(game_id) for game_id in people.games_of_former(mail.sender)]
    replied = [g for g in formerly if f".{g.id}." in (mail.in_reply_to or "")]
    if replied or not held:
        former = _to_a_former_holder(mail, receipt, keys, service, settings, replied or formerly)
        if former is not None:
            return former
    if not games:  # an organizer who does not play answers news of ours (a decline) too
        # an organizer who plays asks their one paused game back ("můžeš hru zase rozjet?")
        paused = [g for g in held if g.status == PAUSED and g.organizer == mail.sender]
        return _to_the_organizer(mail, keys, service) or (_to_the_organizer(
            mail, keys, service, playing=paused[0]) if len(paused) == 1 else None) \
            or _to_a_waiting_seat(mail, keys, service, [g for g in held if g.status == WAITING])
    if _answers_an_answer(mail.in_reply_to or ""):
        return None  # an auto-responder answering our answer: no loop
    if len(games) != 1:
        return None  # several: which game it is for is not known
    game = games[0]
    seat = game.seat_of(mail.sender)
    if seat is None or not seat.active:
        return None
    if any(service.mail_processed(game.id, k) for k in keys):
        return Outcome("duplicate", "this mail was processed already; nothing done, nothing "
                       "sent", keys[0], game.id, seat.seat)
    if game.organizer == mail.sender and (organizing := _to_the_organizer(
            mail, keys, service, playing=game)):
        return organizing  # "prodluž mi termín o den" from the organizer's own seat
    now = service.clock.now()
    ref = f"tokenless-{seat.seat}-{now.strftime('%Y%m%d%H')}"  # one answer an hour
    # a command asked (in the subject or the body) is named, with how to have it done: a
    # mail without the reply address may come from anyone (cz47: ODHLÁSIT was told "nothing
    # in it was played" and never done)
    asked = next((c for text in (mail.reply, _subject_words(mail.subject, game.title))
                  for c in parse_commands(text, mail.sender_name)[:1]
                  if c.kind not in (CommandKind.GAME, CommandKind.CHOICE, CommandKind.BOARD)),
                 None)  # (the board is the answer anyway)
    said = phrase(seat.lang, "no_token_command", command=asked.text.strip().upper()) if asked \
        else nothing_played(game, seat, "no_token")
    service.notify(game.id, ref, [Notice(Kind.BOARD, seat.seat, {
        "said": said, "nothing_played": True})])
    for done in keys:
        service.mark_mail_processed(game.id, done)
    return Outcome("answered", "no reply token, from a seat's address: the board sent",
                   keys[0], game.id, seat.seat)


def _to_a_former_holder(mail: InboundMail, receipt: Receipt, keys: tuple[str, ...],
                        service: GameService, settings: Settings, games: list[GameRecord],
                        seat_id: str | None = None) -> Outcome | None:
    """A mail from someone the organizer replaced in exactly one of `games` not over (of the
    seat `seat_id` when their token names it): answered with who plays the seat now and whom
    to write to (former_holders.py), once a day a game; None when it is nobody's to answer."""
    verdicts = {**mail.verdicts, **{k: v for k, v in receipt.verdicts.items()
                                    if k in ("spf", "dkim", "dmarc")}}
    if sender_check(verdicts, settings.verdicts) or _answers_an_answer(mail.in_reply_to or ""):
        return None  # a sender not proven, or a responder answering our answer: no loop
    found = [(g, f) for g in games if (f := former_seat(g, mail.sender, seat_id)) is not None]
    if len(found) != 1:
        return None
    game, former = found[0]
    if any(service.mail_processed(game.id, k) for k in keys):
        return Outcome("duplicate", "this mail was processed already; nothing done, nothing "
                       "sent", keys[0], game.id)
    now = service.clock.now()
    outbox: Outbox = service.store
    outbox.add_notifications(answer_former(game, former, mail.sender, mail.reply or mail.body,
                                           iso(now), now.strftime("%Y%m%d")))
    for done in keys:
        service.mark_mail_processed(game.id, done)
    return Outcome("answered", "a former holder of a seat: told who plays it now and whom to "
                   "write to", keys[0], game.id)


def _to_a_waiting_seat(mail: InboundMail, keys: tuple[str, ...], service: GameService,
                       waiting: list[GameRecord]) -> Outcome | None:
    """A mail without a token from a seat's address in exactly one game still waiting for
    players ("Už začala?" written fresh, or to the organizer's set-up mail passed on): answered
    with who is in and who is still awaited, at most once an hour; nothing in it joins or
    declines (without a token the sender is not proven). None when which game is not known."""
    if _answers_an_answer(mail.in_reply_to or ""):
        return None  # an auto-responder answering our answer: no loop
    seats = [(g, s) for g in waiting if (s := g.seat_of(mail.sender)) is not None
             and s.status in (INVITED, JOINED)]
    if len(seats) != 1:
        return None
    game, seat = seats[0]
    if any(service.mail_processed(game.id, k) for k in keys):
        return Outcome("duplicate", "this mail was processed already; nothing done, nothing "
                       "sent", keys[0], game.id, seat.seat)
    lang = seat.lang
    others = [s for s in game.seats if s.seat != seat.seat]
    message = waiting_text(lang, game.title,
                           listing(lang, [s.name for s in others if s.status == JOINED]),
                           listing(lang, [s.name for s in others if s.status == INVITED]),
                           you_in=seat.status == JOINED,
                           declined=[s.name for s in others if s.status == DECLINED])
    if seat.status == INVITED:  # the answer's own reply address takes the yes or no
        message += "\n\n" + phrase(lang, "invitation_how")
    ref = f"waiting-{seat.seat}-{service.clock.now().strftime('%Y%m%d%H')}"  # one an hour
    service.notify(game.id, ref, [Notice(Kind.JOINED, seat.seat, {
        "code": "invitation_unclear", "text": "", "message": message,
        **({"invited": True} if seat.status == INVITED else {})})])
    for done in keys:
        service.mark_mail_processed(game.id, done)
    return Outcome("answered", "no reply token, from a seat's address: what the game waits "
                   "for sent", keys[0], game.id, seat.seat)


def _to_the_organizer(mail: InboundMail, keys: tuple[str, ...], service: GameService,
                      named: bool = False, playing: GameRecord | None = None,
                      beside: bool = False) -> Outcome | None:
    """A mail without a token from an organizer who does not play (their mails carry no reply
    token: "Kdy to vlastně začne?", "Díky, kdo vyhrál?"): answered with where their game stands
    (who joined and who is awaited, who is on move and how the players stand, the final
    standings), the one whose mail it answers, the ones it names, else each of their games not
    over, else the one that ended last; each mail, a few an hour. A reply to our own answer is
    answered too ("A kdo vede?"), a bare thanks for it or for any notice of ours is not. With `named`, only a game whose
    mail it answers; None when there is none to tell of. With `playing`, the game of an
    organizer who plays in it, whose mail has no move and asks for a control of it ("pozastav
    hru do pondělí", "prodluž mi termín o den") or a question only an organizer asks ("Jak
    vyměním Petru za Kateřinu?"): answered as its organizer, the answer saying so (`beside`:
    the mail's moves were played as a player's); None when it asks for none (then it is a
    player's mail)."""
    replied = mail.in_reply_to or ""
    people: People = service.store
    if playing is not None and not [r for r in organizer_requests.read_all(
            mail.reply or mail.body, playing, service.clock.now().date()) if not r.asks] \
            and not asks_the_organizer(mail.reply or mail.body):
        return None
    mine = [playing] if playing is not None else [
        g for g in (service.record(game_id) for game_id in people.games_of_organizer(mail.sender))
        if g.seat_of(mail.sender) is None]
    games = [g for g in mine if f".{g.id}." in replied or g is playing]
    if games or not named:
        # the games a mail names are its answer, finished ones too, and in a reply to our
        # answer of another game ("A ještě ta jednadvacetšestka, jak dlouho trvala?", review 16)
        games = organizer_words.asked_about(mail.reply or mail.body, mine) or games
    if not games and not named:
        games = [g for g in mine if g.status not in ENDED] or organizer_words.last_ended(mine)
    if not games:
        return None
    game = games[0]
    if any(service.mail_processed(game.id, k) for k in keys):
        return Outcome("duplicate", "this mail was processed already; nothing done, nothing "
                       "sent", keys[0], game.id)
    answers: Inbox = service.store
    now, digest = service.clock.now(), ORGANIZER + robots.text_digest(mail.reply or mail.body)
    # the register the mail is written in is remembered for every later mail to its writer,
    # in every game of theirs (the last mail decides; a thanks too: "Děkuji Vám")
    written = organizer_words.register(mail.reply or mail.body)
    if written is not None and people.register_of(mail.sender) != written:
        people.set_register(mail.sender, written, iso(now))
    # our answers to them this hour, read once: a thanks after one, and the few an hour
    earlier = answers.answers_since(game.id, ORGANIZER, iso(now - timedelta(hours=1)))
    # thanks alone tells us nothing to answer when they hold our answer already: a reply to it,
    # or any mail within the hour after one (a second mail would repeat the first)
    # nor thanks for a notice of ours ("Thanks for letting me know!", "Díky za info" to the
    # mail that a player joined or the game ended: issue 42, every mail costs attention and
    # the notice told it already)
    # (a control after a greeting is no courtesy: "Ahoj, zruš prosím tu hru" read as "Ahoj,
    # <a name>" was ignored as thanks, brief org54)
    if only_courtesy(mail.reply or mail.body) and (
            f".{game.id}." in replied or earlier > 0) and not organizer_requests.read_all(
                mail.reply or mail.body, game, now.date()):
        for done in keys:
            service.mark_mail_processed(game.id, done)
        return Outcome("ignored", "no reply token, from the organizer's address: thanks after "
                       "our answer or notice, nothing asked", keys[0], game.id)
    text = mail.reply or mail.body
    # the answer speaks the language the mail is written in, else the game's (review 24n: a
    # Czech organizer's "Díky! Kdo se ještě neozval?" about an English game got English)
    lang = written_in(text) or str(game.options.get("lang", "cs"))
    # vykání where the mail used it; saying neither, as the organizer last wrote (stored),
    # else as the thread it quotes
    spoken = written or people.register_of(mail.sender) or organizer_words.register(mail.body)
    formal = spoken == FORMAL
    # each mail its own answer (a question after thanks within the hour was silent, re-check
    # of review 14); the same words again within the hour are a resend or a responder, and
    # past a few an hour a machine writing fresh mails gets no conversation
    for done in keys:
        service.mark_mail_processed(game.id, done)
    hour_ago = iso(now - timedelta(hours=1))
    again = answers.answers_since(game.id, digest, hour_ago) > 0
    # a request for a control ("pozastavte hru do pondělí", "give Tom one more day"): done
    # when safe and unambiguous, else answered with how (issue 42); told first, then where
    # the game stands as it is after it
    # a request is an act, never dropped by the limit of answers an hour nor as the same words
    # again: it is done and confirmed however many mails came before it (the limits are for
    # chatter); the same request again within the hour is answered, never done twice
    own = playing.seat_of(mail.sender) if playing is not None else None
    request = _organizer_request(service, text, games, lang, formal, again=again, own=own)
    # which role the mail was taken in: a control, a question, words beside the mail's moves
    role = "" if playing is None else organizer_requests.WORDS.say(
        lang, ("as_organizer_beside" if beside else "as_organizer" if request is not None
               else "as_organizer_asked") + ("_formal" if formal else ""), title=playing.title)
    if request is not None and role:
        request = replace(request, sentence=request.sentence + "\n" + role)
    kept = organizer_requests.kept(text) if request is None else []
    if kept and not organizer_questions.asked(text):
        # "Ne, Toma nevyřazujte": nothing is done, and a line says so (never where the game
        # stands again, nor "answered already" when it follows our answer of the request)
        return _kept(service, game, keys[0], kept, text, lang, formal)
    if again and request is None:
        # the same question again within the hour (a resend, a responder): folded, and its
        # writer told once that our answer holds it
        return _folded(service, game, keys[0], digest, lang, formal,
                       "the same words again within the hour (answered)", "folded_words")
    if request is not None and request.done:
        games = [service.record(g.id) for g in games]
    told = organizer_words.answer(service, games, lang, formal, asked=text,
                                  request=request.sentence if request is not None else "",
                                  requested=request.actions if request is not None else ())
    message: str | None = told.whole()
    if role and request is None:  # a question answered as the organizer's: said first
        message = role + "\n\n" + (message or "")
    # where the games stand, told minutes ago, is said once (review 16: three identical answers
    # within a minute to three questions): a question it answers gets a line saying our last
    # answer holds it; one it does not ("Jak hru zruším?") gets that answer alone
    said = ORGANIZER + "said:" + robots.text_digest(told.state)
    if answers.answers_since(game.id, said, iso(now - ORGANIZER_SAME_ANSWER)) > 0:
        message = told.news()
        if message is None:
            return _folded(service, game, keys[0], said, lang, formal,
                           "the answer would repeat the one sent minutes ago", "folded")
    answers.record_answer(game.id, said, keys[0], iso(now))
    answers.record_answer(game.id, digest, keys[0], iso(now))
    answers.record_answer(game.id, ORGANIZER, keys[0], iso(now))
    answered = earlier + 1
    if answered > ORGANIZER_ANSWERS_PER_HOUR and request is None:
        return Outcome("dropped", "no reply token, from the organizer's address: answered "
                       f"{ORGANIZER_ANSWERS_PER_HOUR} times this hour already", keys[0], game.id)
    if answered == ORGANIZER_ANSWERS_PER_HOUR and message is not None:
        # the last answer the hour allows says when answers come again: never silence untold
        note = organizer_requests.WORDS.say(
            lang, "answers_resume" + ("_formal" if formal else ""),
            at=shown_hour(iso(now + timedelta(hours=1)), game.timing.timezone, lang) or "")
        # before the pointer to the dashboard, which ends every answer
        body = message.removesuffix(told.ending).rstrip()
        message = "\n\n".join([body, note, told.ending] if body != message else [message, note])
    # an answer of several games names them all in its subject, never the first one's alone;
    # one that did what was asked, or says how to, says that in its subject
    titles = {"titles": [g.title for g in games]} if len(games) > 1 else {}
    subject = {"subject": request.subject} if request is not None else {}
    service.notify(game.id, f"organizer-{keys[0]}", [
        Notice(Kind.ORGANIZER_ANSWER, None, {"message": message, **titles, "formal": formal,
                                             **subject, READER_LANG: lang})])
    if request is not None and request.done:
        return Outcome("answered", "no reply token, from the organizer's address: "
                       f"{request.action} done as asked, told", keys[0], game.id)
    return Outcome("answered", "no reply token, from the organizer's address: where the game "
                   "stands sent", keys[0], game.id)


def _kept(service: GameService, game: GameRecord, key: str, kept: list[str], text: str,
          lang: str, formal: bool) -> Outcome:
    """An organizer's mail asking us not to carry out a control ("Ne, Toma nevyřazujte",
    "don't pause it"): nothing done, and a line each saying nothing changed (issue 42)."""
    seat = organizer_requests.named(text, game)
    said = [organizer_requests.WORDS.say(
        lang, "kept_remove_anyone" if action == "remove" and seat is None else "kept_" + action,
        title=game.title, name=seat.name if seat is not None else "") for action in kept]
    ending = phrase(lang, "organizer_dashboard" + ("_formal" if formal else ""), n=1)
    service.notify(game.id, f"organizer-{key}", [Notice(Kind.ORGANIZER_ANSWER, None, {
        "message": " ".join(said) + f"\n\n{ending}", "formal": formal, READER_LANG: lang,
        "subject": organizer_requests.WORDS.say(lang, "subject_kept", title=game.title)})])
    return Outcome("answered", "no reply token, from the organizer's address: asked not to "
                   f"{', '.join(kept)}; nothing done, told so", key, game.id)


def _days_said(argument: str, today: date) -> bool:
    """Whether an absence names its days ("next week"); one without ("I'm travelling."),
    said to the organizer, is only words for them (issue 42: refused as an absence)."""
    try:
        absence_days(argument, today)
    except ValueError:
        return False
    return True


def _folded(service: GameService, game: GameRecord, key: str, repeated: str, lang: str,
            formal: bool, why: str, told: str) -> Outcome:
    """An organizer's question our last answer holds (the same words again, or a state told
    minutes ago): never answered twice, but its writer is told so once (a short mail that our
    last answer holds it), and nothing more while it holds (a responder gets no loop)."""
    answers: Inbox = service.store
    now = service.clock.now()
    note = ORGANIZER + "folded:" + repeated
    if answers.answers_since(game.id, note, iso(now - timedelta(hours=1))) > 0 \
            or answers.answers_since(game.id, ORGANIZER, iso(now - timedelta(hours=1))) \
            >= ORGANIZER_ANSWERS_PER_HOUR:
        return Outcome("dropped", f"no reply token, from the organizer's address: {why}; "
                       "told so once already", key, game.id)
    answers.record_answer(game.id, note, key, iso(now))
    answers.record_answer(game.id, ORGANIZER, key, iso(now))
    you = "_formal" if formal else ""
    said = organizer_requests.WORDS.say(lang, told + you, title=game.title)
    ending = phrase(lang, "organizer_dashboard" + you, n=1)
    service.notify(game.id, f"organizer-{key}", [Notice(Kind.ORGANIZER_ANSWER, None, {
        "message": f"{said}\n\n{ending}", "formal": formal, READER_LANG: lang,
        "subject": organizer_requests.WORDS.say(lang, "subject_folded", title=game.title)})])
    return Outcome("answered", f"no reply token, from the organizer's address: {why}; told "
                   "that our last answer holds it", key, game.id)


def _organizer_request(service: GameService, text: str, games: list[GameRecord], lang: str,
                       formal: bool, again: bool = False,
                       own: Seat | None = None) -> organizer_requests.Done | None:
    """What an organizer's requests for controls in words got (organizer_requests), each one
    a mail asks for ("dej Kájovi den navíc" and "můžu hru pak pozastavit?"): done, or how;
    of the one game it is about (of several, the one whose player it names), else how to do
    it in the game named first; None when the mail asks for no control."""
    today = service.clock.now().date()
    every = [(g, r) for g in games for r in organizer_requests.read_all(text, g, today)]
    if own is not None:  # an organizer who plays: more time naming nobody is their own
        every = [(g, replace(r, seat=own, own=True) if r.action == "extend" and (
            r.seat is None and not r.someone and g.waits_for(own.seat)
            or r.seat == own) else r) for g, r in every]
    done: list[organizer_requests.Done] = []
    for action in dict.fromkeys(r.action for _, r in every):
        read = [(g, r) for g, r in every if r.action == action]
        if len({g.id for g, _ in read}) > 1:  # of several, the ones the control can be used
            # on now: "můžete hru zase rozjet?" of the one paused game, never a waiting one
            read = [(g, r) for g, r in read if organizer_requests.applies(g, r)] or read
        about = [(g, r) for g, r in read if r.seat is not None] \
            if len({g.id for g, _ in read}) > 1 else read
        act = len({g.id for g, _ in about}) == 1
        # each of one game (two players given more time), else the how-to of the first
        for game, request in about if act else read[:1]:
            # the game as the request before this one left it (a pause after an extension)
            done.append(organizer_requests.carry_out(service, service.record(game.id),
                                                     request, lang, formal, act=act,
                                                     again=again))
    return organizer_requests.together(done)


def _side(offer: Any) -> str:
    """The reader's side of a trade offered to them: "sale" (they give a field or the card),
    "purchase" (they get one), "swap" (both), "gift" (they give nothing); "" otherwise."""
    gives, gets = offer.get, offer.give  # the maker's give is what the reader gets
    if not gives:
        return "gift"
    parting, getting = bool(gives.fields or gives.card), bool(gets.fields or gets.card)
    return "swap" if parting and getting else "sale" if parting else \
        "purchase" if getting else ""


def _opening(text: str, lines: int = OPENING_LINES) -> str:
    """The first `lines` lines of a text that are not blank."""
    kept = list(islice((line for line in io.StringIO(text) if line.strip()), lines))
    return "".join(kept)


def _unread_tail(body: str) -> int:
    """The lines of a text past what is read for commands (`limits.readable`), counted, not
    read: blank lines aside, up to the quoted history (and its attribution line)."""
    opening = limits.readable(body)
    if len(opening) == len(body):
        return 0
    count, last = 0, ""
    for line in io.StringIO(body[len(opening):]):
        if line.lstrip().startswith(">"):
            return count - (1 if last.rstrip().endswith(":") else 0)
        if line.strip():
            count, last = count + 1, line
    return count


def _home_by_mail(mail: InboundMail, receipt: Receipt, keys: tuple[str, ...],
                  service: GameService, secret: bytes, settings: Settings,
                  asked: Command) -> Outcome:
    """MY GAMES in a mail that answers no game: a mail of its own with the person's games and
    a sign-in link, to the From address (only if it plays or organizes a game, it passed the
    sender checks, and at most `signin.LINKS_PER_HOUR` an hour: see home_mail)."""
    # only a MY GAMES mail without a token needs them: not loaded by every mail's first one
    from .home_mail import PERSONAL, mail_sign_in

    key = keys[0]
    verdicts = {**mail.verdicts, **{k: v for k, v in receipt.verdicts.items()
                                    if k in ("spf", "dkim", "dmarc")}}
    failed = sender_check(verdicts, settings.verdicts)
    if failed:
        return Outcome("dropped", failed, key)
    if any(service.mail_processed(PERSONAL, k) for k in keys):
        return Outcome("duplicate", "this mail was processed already; nothing done, nothing sent",
                       key)
    if not settings.base_url:
        return Outcome("ignored", "MY GAMES without a reply token: no web address to link", key)
    # the language of the words asked in, unless the person chose one in a game
    lang = "en" if fold_text(asked.text).startswith("my") else "cs"
    sent = mail_sign_in(service, secret, settings.base_url, mail.sender, lang)
    for done in keys:
        service.mark_mail_processed(PERSONAL, done)
    if not sent:
        return Outcome("ignored", "MY GAMES from an address in no game, that takes no mail or "
                       "had its links for the hour: nothing sent", key)
    return Outcome("answered", "MY GAMES without a reply token: sign-in link sent", key)



def _one_or_other(items: list[str], lang: str) -> str:
    """'a, or b' / 'a or b': the choices of a question."""
    return f"{', '.join(items[:-1])}{', nebo' if lang == 'cs' else ' or'} {items[-1]}"


# how many moves a player wrote for one decision, in words
_COUNTS = {"cs": {2: "dva", 3: "tři", 4: "čtyři"}, "en": {2: "two", 3: "three", 4: "four"}}


def _quoted(titles: list[str], lang: str) -> list[str]:
    """Game titles as a sentence quotes them („Dluhy“ / “Debts”)."""
    return [f"„{t}“" if lang == "cs" else f"“{t}”" for t in titles]


def _refused(sentence: str, **params: Any) -> ServiceError:
    """A refusal of the mail front end, worded by explain.phrase in the player's language."""
    return ServiceError(ErrorCode.INVALID_REQUEST, sentence, params={"say": sentence, **params})


def _day(day: Any, lang: str) -> str:
    return f"{day.day}. {day.month}. {day.year}" if lang == "cs" else day.isoformat()


def mail_key(secret: bytes, sender: str, message_id: str) -> str:
    """The key a mail from `sender` with that Message-ID is recorded by: a keyed digest."""
    digest = signing.digest(secret, _MAIL_KEY_LABEL,
                            f"{normal_address(sender)} {message_id}".encode(), 16)
    return "mail:" + digest.hex()


def mail_keys(mail: InboundMail, receipt: Receipt, raw: bytes, secret: bytes
              ) -> tuple[str, ...]:
    """The idempotency keys of a mail, the main one first: its Message-ID with its sender (the
    same mail under two SES message ids is one mail) as a keyed digest, so that no record of a
    processed mail, no move and no message names the sender's address (an erasure leaves
    them); SES's message id; else the mail's hash."""
    keys = []
    if mail.message_id:
        keys.append(mail_key(secret, mail.sender, mail.message_id))
    if receipt.message_id:
        keys.append(receipt.message_id)
    return tuple(keys) or (hashlib.sha256(raw).hexdigest(),)


def nothing_played(record: GameRecord, seat: Seat, key: str) -> str:
    """Why a mail played nothing, with what to do next: write a move when the game waits for
    the reader, else that their turn comes by mail (no move is asked when none is possible)."""
    if record.waits_for(seat.seat):
        return phrase(seat.lang, key)
    waiting = ", ".join(record.seat(s).name for s in record.waited) or "—"
    return phrase(seat.lang, f"{key}_waiting", waiting_for=waiting)


def _answers_a_turn(in_reply_to: str) -> bool:
    """Whether a mail replies to one of our mails that asked for a move (a turn, a reminder)."""
    return any(f".{kind}." in in_reply_to for kind in TURN_KINDS)


def _answers_an_answer(in_reply_to: str) -> bool:
    """Whether a mail replies to one of our answers to a mail that holds no turn."""
    return bool(_OUR_ANSWER.search(in_reply_to)) and ".your_turn." not in in_reply_to


def _null_sender(mail_from: str) -> bool:
    """Whether an envelope sender is a bounce's: the null sender or a mailer daemon."""
    address = mail_from.strip().strip("<>").lower()
    return address in _NULL_SENDERS or address.partition("@")[0] in _NULL_SENDERS


def sender_check(verdicts: Mapping[str, str], mode: str) -> str | None:
    """Why the sender's SPF/DKIM/DMARC results are not good enough in `mode`, or None.

    lenient: refuse any explicit failure (spf, dkim or dmarc = fail); strict: also demand that
    something authenticates the sender (DMARC, SPF or DKIM passing), as a careful mail server
    does: a domain passing SPF with no DKIM or DMARC published (SES: GRAY) is accepted.
    """
    if mode == "off":
        return None
    spf, dkim, dmarc = (verdicts.get(name, "").lower() for name in ("spf", "dkim", "dmarc"))
    if "fail" in (spf, dkim, dmarc):
        return f"the sender failed authentication (spf={spf}, dkim={dkim}, dmarc={dmarc})"
    if mode == "strict" and "pass" not in (spf, dkim, dmarc):
        return f"the sender is not authenticated (spf={spf}, dkim={dkim}, dmarc={dmarc})"
    return None


def _move_time(game: GameRecord, lang: str) -> str:
    """How long a player has for a move, in a sentence (an invitation's question answered)."""
    hours = game.timing.deadline_hours
    return phrase(lang, "invitation_time", hours=hours) if hours \
        else phrase(lang, "invitation_no_time")


def _tell_unauthenticated(service: GameService, game: GameRecord, seat: Seat, why: str,
                          now: Any) -> None:
    """Record, at most once a day per seat, a mail telling its holder that their mail failed
    the sender checks (the day names the answer: a repeat records nothing new)."""
    checks = why[why.find("(") + 1:why.rfind(")")] if "(" in why else why
    ref = f"unauthenticated-{seat.seat}-{now.date().isoformat()}"
    service.notify(game.id, ref, [Notice(Kind.REFUSED, seat.seat, {
        "code": "unauthenticated", "text": "",
        "message": phrase(seat.lang, "unauthenticated", checks=checks)})])


# What a try at a confirmation looks like after RESIGN: one word of letters and digits, with a
# digit or in capitals as the code is given (the code, the game's id); "to", "hru", "partii"
# or a sentence is no try at one.
_RESIGN_CODE = re.compile(r"(?=\S*[0-9])[A-Za-z0-9_\-]{4,}|[A-Z0-9_\-]{4,}")


def resign_code(secret: bytes, game_id: str, seat: Seat) -> str:
    """The code that confirms a seat's holder resigns (six letters and digits, derived from
    the secret: only the mail that asks for the confirmation tells it)."""
    digest = signing.digest(secret, b"resign:", f"{game_id}:{seat.seat}:{seat.holder}".encode(),
                            32)
    return signing.to_base32(digest)[:6].upper()


# The verbs an answer to an offer is written back in, in the player's language.
_ANSWER_VERBS = {"cs": {"accept": "přijímám", "decline": "odmítám"},
                 "en": {"accept": "accept", "decline": "decline"}}
# The lines a mail to a game waiting for players may hold to be read as an answer to its
# invitation (words, numbers, ANO, NE); any other command is carried out as written.
_INVITATION_WORDS = (CommandKind.GAME, CommandKind.CHOICE, CommandKind.JOIN,
                     CommandKind.DECLINE)
# Errors of a line that is readable but cannot be played now (a conditional line skips them),
# and of a line the game cannot read at all (free text, or several commands on one line).
_NOT_NOW = (ErrorCode.ILLEGAL_MOVE, ErrorCode.NOT_YOUR_TURN, ErrorCode.GAME_NOT_RUNNING,
            ErrorCode.STALE_VERSION)
_UNREADABLE = (ErrorCode.INVALID_COMMAND,)
# the words of a move wished for rather than written ("bych si vzala …", "I'd like to buy …")
_WISHING = frozenset("bych bychom bys byste would i'd like".split())
# Errors of a move that cannot be played now, passed over when a later line of the mail may play.
_OUT_OF_PLACE = (ErrorCode.NOT_YOUR_TURN, ErrorCode.ILLEGAL_MOVE)
# Errors of a line after the mail's moves ended the player's turn that only say so: the line is
# skipped and named (a stray line never costs a refusal of moves that were played).
_AFTER_PLAY = (ErrorCode.NOT_YOUR_TURN, ErrorCode.GAME_NOT_RUNNING)
# where a reason starts after the name MUTE / UNMUTE names
_REASON_AFTER_NAME = re.compile(r"\s*[,;.!?:()]\s*|\s+[-–—]\s+")
_SEPARATOR = re.compile(r"\s*[,;]\s*|\s+(?:a|and|then|pak|potom|a pak|a potom)\s+",
                        re.IGNORECASE)


# A menu option as a mail shows it, folded, its group before it or not: "brno: 28. velka"
_COPIED = re.compile(r"^(?:([^\d:]+?)\s*:\s*)?(\d{1,3})\s*[.)]\s+(.+)$")
# a note in brackets ("(offer #1 lapses)"), as a menu's option may carry one
_BRACKETED = re.compile(r"\([^()]{1,80}\)")


def _a_note(bracketed: str, notes: set[str]) -> bool:
    """Whether a bracket copied from a menu is one of its `notes`, or an earlier wording of
    one, all its three or more words the note's: a mail sent before review 55 said "(offer #1
    lapses)" where the menu now says "(this ends your turn, and offer #1 lapses
    unanswered)", and its note copied must not turn "do not buy" into a purchase again."""
    said = _spaced(bracketed)
    if said in notes:
        return True
    words = set(said.strip("()").split())
    return len(words) >= 3 and any(words <= set(note.strip("()").split()) for note in notes)


def _spaced(text: str) -> str:
    """A text folded, its spaces single, less the marks around it ("Brno: 28. velká,")."""
    return " ".join(fold_text(text).split()).strip(" .,;·")


def _with_orders(command: Command) -> list[Command]:
    """A line of game text that gives a standing order after some words of its own, as those
    words and the order ("Buy. And AUTO BUY UP TO 4000 from now on"); else the line alone."""
    order = standing_order(command.text) if command.kind is CommandKind.GAME else None
    if order is None:  # "Kupuj mi automaticky všechno do 100. Tohle ale beru.": the order's
        # sentence and the rest, each read on its own
        apart = orders_apart(command.text) if command.kind is CommandKind.GAME else []
        return [replace(command, kind=part.kind, text=part.text, argument=part.argument)
                for part in apart] or [command]
    head, text = order
    standing = replace(command, kind=CommandKind.STANDING, text=text, argument=text)
    return [replace(command, text=head), standing] if head.strip(" .,;") else [standing]


class _Reply:
    """The answer to one authenticated mail for one seat: its command lines, in order."""

    def __init__(self, service: GameService, game: GameRecord, seat: Seat, mail: InboundMail,
                 key: str, version: int, settings: Settings, secret: bytes = b""):
        self.service, self.game, self.seat, self.mail = service, game, seat, mail
        self.key, self.version, self.settings = key, version, settings
        self.secret = secret
        self._token, self._start = version, game.version  # the mail's token, the game found
        self._current: bool | None = None  # see current
        # read once, used twice; a line the game reads as a move ends a message before it
        # lines of the player's talk (see reading.py), the closest first: lines of names
        self.chatter: list[Command] = []
        self._names = 0  # how many lines of names lead self.chatter
        self.unread_game_lines: list[Command] = []  # chatter holding words of the game
        self._lexicon: Lexicon | None = None  # the game's words, once a line was read
        # the player's short yes or no to the answered mail's question "Do you really want to
        # leave?" ("Ne, nakonec hraju dál :)"): never a move of the game ("ok" is no purchase)
        self.resign_answer = ""
        # the organizer's words ("Díky Evo za organizaci", "Vyřaďte prosím Toma") go to the
        # organizer alone (answer: _pass_to_organizer), never read as the table's (issue 42)
        self.for_organizer = self._for_the_organizer()
        if self.for_organizer is not None:
            self.mail = mail = replace(mail, reply=self.for_organizer.rest)
        written = parse_commands(mail.reply, mail.sender_name, self._reads_as_move)
        # the language asked goes first: every answer of the mail is then in it ("koupit",
        # "LANGUAGE EN": the read-back too)
        self.commands = sorted(self._read(written),
                               key=lambda command: command.kind is not CommandKind.LANGUAGE)
        if not self.commands:  # a move written only in the subject ("Re: … - přihazuji 6")
            self.commands = self._subject_move() or self.commands
        elif game.status in (RUNNING, PAUSED):
            # beside what the mail does, its words to someone at the table go to them (a
            # mail of such words alone: _talk_passed_on)
            self.commands += self._said_to_others(written)
        self.ref = "m" + hashlib.sha256(key.encode("utf-8")).hexdigest()[:20]
        self.played = False  # some line of the mail was a move the game accepted
        self.asked: set[CommandKind] = set()  # information requests answered already
        self.repeated = 0  # lines a earlier delivery of this mail carried out already
        self.welcomed = False  # the mail brought an absent player back (and said so)
        self.closing: Closing | None = None  # how the mail's last write closes it, if it may
        self.wrote = False  # some line wrote a move (not a repeat of an earlier delivery)
        self._last = False  # the line being carried out is the mail's last
        # the turn the mail answers has passed to others (they moved, or the game waits for
        # them): the mail's later moves would be played blind, on a position its writer has
        # not seen ("Next time I go small in Brno", a PS, a signature "Velká Praha s.r.o.")
        self.turn_over = False
        self._asked_state: list[Asked] | None = None  # the questions of the game's state

    @property
    def current(self) -> bool:
        """Whether the mail answers the player's latest mail: they have not moved since its
        token was made (then it answers an old turn). Only such a mail may resign them by the
        game's id rather than the confirmation code; read once, when asked."""
        if self._current is None:
            first, player = self._token, self._player
            self._current = first >= self._start or not any(
                entry.player == player and first < entry.version <= self._start
                for entry in self._view().log)
        return self._current

    def _read(self, commands: list[Command]) -> list[Command]:
        """The commands as a person reads the lines: the command inside a sentence, one per
        piece of a line that holds several; the player's chatter set aside (see reading.py)."""
        view = self._view()
        player = self._player
        # a reply to "Do you really want to leave?": its short yes or no answers that
        confirming = f".{Kind.RESIGN_CONFIRM.value}." in (self.mail.in_reply_to or "")
        offered = self._answers_offer_mail()  # its "Ne, díky" answers the trade offered
        if view.state is not None and player:
            commands = [self._option_or_offer(c, view, offered) for c in commands]
        if view.state is None or not player:
            return commands
        if not any(c.kind is CommandKind.GAME or (confirming or offered or c.argument)
                   and c.kind in _INVITATION_WORDS for c in commands):
            # "1" / "2": two options of one menu are asked back too
            return self._one_move(commands, {}, view,
                                  view.rules.localized(view.state, self.seat.lang))
        state = view.rules.localized(view.state, self.seat.lang)
        lexicon = self._lexicon = view.rules.lexicon(view.state)
        commands = [part for command in commands for part in _with_orders(command)]
        # "do not buy (offer #1 lapses)" copied from the menu: its note is no part of the move
        # (review 24n: the note's "#1" and "offer" made "do not buy" a purchase)
        commands = self._without_menu_notes(commands)
        # "Za 3200 ti ji pustím" to an offer, "Dám ti za něj 3 200" to its decline, "Kurz si
        # nechávám": what the game's one rule makes of them (issue 42, re-checks 28 and 32)
        commands = self._offer_replies(commands, view)
        # "Petře, díky, ale ne", "Beru nabídku 1, dvojku odmítám": offers named by their
        # maker, an ordinal or "both", each clause's answer one command (issue 41, review 7)
        commands = self._offer_answers(commands, view, state)
        # a mail that answers an offer in so many words ("Přijímám 1"): its yes or no beside
        # that answer is part of it, never the waiting purchase's (issue 41, review 7)
        answering = offered or self._answers_offer(commands, view, state, lexicon)
        greeted = self._greeted(view)  # "Ahoj Tomáši," above "nabízím ti …": the "ti"
        read: list[Command] = []
        signed = False  # a name was signed under the mail's commands: a signature follows
        said: set[object] = set()  # the moves read so far
        joined = False  # the line was read with the one before it
        # the moves of now read on a line of their own, by the command read: (the line's
        # number, the move, the line as written); two of them for one decision are asked back
        own: dict[int, tuple[int, str, str]] = {}
        for number, command in enumerate(commands):
            if number >= READ_LINES:  # past what is carried out: counted as not read, as is
                read += commands[number:]
                break
            if joined:
                joined = False
                continue
            if signed and command.kind in (CommandKind.GAME, CommandKind.CHOICE):
                # "Zlatý důl s.r.o.", "Malá Skála 12, Liberec", a lone "8" of an address
                self.chatter.append(command)
                continue
            if _NO_THANKS.match(fold_text(command.written or command.text)) \
                    and not self._open_offers(view) \
                    and any(c.kind in (CommandKind.GAME, CommandKind.CHOICE) for c in read):
                # "koupit" / "Ne, díky": under a move, with no offer open to answer, the no
                # and the thanks are the mail's courtesy (to what else was there to say no?)
                self.chatter.append(command)
                continue
            if confirming and command.kind in (CommandKind.GAME, *_INVITATION_WORDS) \
                    and (answer := short_answer(command.text, lexicon)):  # "Ne, díky" is no decline
                self.resign_answer = self.resign_answer or answer
                continue
            if command.kind in _INVITATION_WORDS \
                    and (answered := self._both_taken(command.text, view, state)) \
                    or command.kind is CommandKind.GAME and (answered := self._offer_and_purchase(
                        command.text, view, state, lexicon, to_offer=offered)):
                # "Nabídku přijímám, ale Chatrč nekupuji": each clause played, none lost
                read += [replace(command, text=text, inside=True, written=command.text)
                         for text in answered]
                continue
            if offered and command.kind in _INVITATION_WORDS and not self._purchase_answer_beside(
                    command.text, [c.text for c in commands if c is not command], view, lexicon) \
                    and (offer_answer := self._offer_answer(command.text, view, state,
                                                            lexicon)) is not None:
                # "Platí, beru!", "Ne, díky" to the mail that offered a trade: its answer
                command = replace(command, kind=CommandKind.GAME, text=offer_answer,
                                  written=command.argument or command.text)
            if command.kind is not CommandKind.GAME or option_or_offer(command.text) \
                    or counter_asked_back(command.text) is not None:
                read.append(command)  # (an ask-back of ours is refused with its question)
                continue
            if announces_trade(command.text) and any(
                    (self._move_text(view, state, other.text) or "").startswith("offer ")
                    for other in commands if other is not command):
                # "Lucko, koupím od tebe chatrč." above the offer that makes it: its announcement
                self.chatter.append(command)
                continue
            if not answering and bare_yes(command.text, lexicon) \
                    and (offers := self._yes_to_two(view, state, player)):
                # "👍" to a turn mail that asks to buy and to answer offer 2: which one?
                read.append(replace(command, text=ask_which_yes(offers, self.seat.lang),
                                    written=command.text))
                continue
            if greeted and (pointed := _YOU.sub(greeted, command.text, count=1)) != command.text:
                command = replace(command, text=pointed, written=command.written or command.text)
            elif greeted and (to_greeted := self._offer_to_greeted(command.text, greeted, view)):
                # "Tome, ahoj! Koupíš ode mě Modrou podkovu za 3 tisíce?": the offer said to
                # "you" by its verb alone is to the player greeted, never asked whom
                command = replace(command, text=to_greeted, written=command.written or command.text)
            if self._only_asks(command.text):
                # "Mám to pole koupit, nebo ne?", "Did the bot buy anything?": a question of
                # the game never moves; it is answered (_state_answer)
                self.chatter.append(command)
                continue
            if (reading := self._decided(command.text, view, state, lexicon)) is not None:
                # "Nevím jestli velkou nebo střední do Brna, dám asi střední.": a doubt its
                # last clause settles is the move chosen, never asked back (hedges.decided)
                command = replace(command, text=reading, written=command.written or command.text)
            found = read_line(command.text,
                              lambda text: view.rules.parse(state, player, text), lexicon,
                              above=_above(commands, number))
            if answering and found.commands:
                found = self._no_purchase_answer(found, view, state, lexicon, commands)
            if (weighed := self._hedged_moves(command.text, view, state, lexicon)) \
                    and _either(weighed, view.rules, state, player):
                # "Dám buď malou do Plzně, nebo střední do Olomouce.", "bid 0, or maybe bid
                # 2": moves weighed as alternatives or in doubt are asked back, none guessed
                pieces = tuple(dict.fromkeys(weighed.values()))
                found = Reading((" / ".join(pieces),), "near")
                command = replace(command, either=pieces)
            elif len(weighed) == 1 and not found.commands and opens_with_choice(command.text):
                # "Hraju sedmičku." / "Nebo radši osmičku.": an alternative on a line of its
                # own is one more move for the decision above, asked back with it (_one_move)
                (alternative, piece), = weighed.items()
                found = Reading((piece,), moves=(alternative,))
            elif _either(_now_moves(found, view.rules, state, player), view.rules, state,
                         player) and not for_later(command.text):
                # "Třináctka, pětka.": two moves of which only one can be made (a sealed bid,
                # a card of a trick) are asked back with the reason, never the first guessed;
                # so is "X a pak Y" ("Dám pětku, potom ještě sedmičku"): the player thought
                # both fit in this turn. Only Y marked for later ("… a příště Y") plays X
                found = Reading((" / ".join(found.commands),), "near")
                command = replace(command, either=_pieces_said(found.commands[0]))
            if len(found.commands) == 1 and tuple(found.moves) == (None,) and not found.remark \
                    and (option := menu_number(command.text)) is not None \
                    and (self._no_such_offer(command.text, option, view, state, player)
                         or self._option_of_now(command.text, option, view)):
                # "Vezmu si 1" with no offer 1 open to the player: option 1 of the menu
                read.append(replace(command, kind=CommandKind.CHOICE, choice=option))
                continue
            if not any(move is not None for move in found.moves) and not found.remark \
                    and asks(command.text, lexicon, self._game_topics) \
                    and not _offer_asked(view, state, player, found.commands) \
                    and not self._of_the_state(command.text):
                # "A jak se vlastně posílá nabídka obchodu?": the help answers it
                read.append(replace(command, kind=CommandKind.HELP))
                continue
            if not any(move is not None for move in found.moves) and not found.remark \
                    and (option := self._copied_option(command.text)) is not None:
                # "28. velká" copied from the menu's line "Brno: 28. velká, 29. střední": the
                # option of the answered mail it was copied from
                read.append(replace(command, kind=CommandKind.CHOICE, choice=option))
                continue
            if found.kind == "near" and not found.remark \
                    and (option := menu_number(command.text)) is not None:
                # "Sakra. Ok, možnost 3.": the option named, the exclamation beside it no try
                read.append(replace(command, kind=CommandKind.CHOICE, choice=option))
                continue
            after = commands[number + 1] if number + 1 < len(commands) else None
            if found.kind in ("near", "names") and after is not None \
                    and after.kind is CommandKind.GAME \
                    and len(command.text.split()) + len(after.text.split()) <= JOIN_WORDS:
                # a move split over two lines ("velkou" / "do Prahy" of an HTML mail's <div>s,
                # a phone's wrap): read together when together they are a move of now
                both = replace(command, text=f"{command.text} {after.text}")
                again = read_line(both.text,
                                  lambda text: view.rules.parse(state, player, text), lexicon)
                if again.kind != "near" and any(move is not None for move in again.moves):
                    command, found, joined = both, again, True
            if corrects(command.text) and (found.commands or takes_back(command.text)):
                # "Oprava: malou do Brna" under "velkou do Prahy": the last intention wins
                last = next((i for i in range(len(read) - 1, -1, -1)
                             if read[i].kind is CommandKind.GAME), None)
                if last is not None:
                    del read[last]
            if not found.commands and found.kind != "near" and signs_off(command.text) \
                    and any(c.kind in (CommandKind.GAME, CommandKind.CHOICE) for c in read):
                signed = True
            if found.kind == "near":  # answered with the reason, as a try at a move
                read.append(replace(command, text=found.commands[0], attempt=fold_text(
                    found.commands[0]) != fold_text(command.text), remark=found.remark)
                            if found.commands
                            else command)
            elif found.commands:
                before = len(read)
                # "X a pak Y", "X and then Y": moves joined on a line are each meant as one,
                # answered as the same moves on lines of their own (a move left over is named)
                # (a line of moves alone: with words of its own besides, "bid 1 (I only have
                # 1 card anyway, 5 of spades)", its pieces are read inside a sentence)
                # A sentence of two decisions of now ("Dám malou do Brna a pak ještě velkou
                # do Prahy") is answered so too: the one not played is named with its reason
                joined_moves = len(found.commands) > 1 \
                    and (moves_alone(command.text, found.commands)
                         or all(move is not None for move in found.moves))
                for text, move in zip(found.commands, found.moves, strict=True):
                    inside = fold_text(text) != fold_text(command.text)
                    if move is not None and move in said and (inside or not joined_moves):
                        # a sentence saying a move again ("Beru to sportovně"), or the same
                        # move on a line of its own again ("velká Praha" / "velká Praha"):
                        # one decision, played once, the repeat passed over unnamed
                        continue
                    said.add(move)
                    read.append(replace(command, text=text, inside=inside,
                                        joined=joined_moves))
                    if move is not None and not joined_moves:
                        own[id(read[-1])] = (number, str(move), command.written or command.text)
                if len(read) == before:
                    self.chatter.append(command)
                # "Ann, deal, 500 is fine by me. And yes, buy it.": a sentence beside the one
                # read that tries a move of its own is named as not read, never dropped unseen
                # (a question asks, and a sentence sharing words with what was read is read)
                read_words = set(fold_words(" ".join(found.commands)))
                self.unread_game_lines += [
                    replace(command, text=sentence) for sentence in text_sentences(command.text)
                    if len(text_sentences(command.text)) > 1
                    and (not sentence.endswith("?")
                         or proposes_a_deal(sentence, lexicon, _player_words(view)))
                    and not read_words & set(fold_words(sentence))
                    and tries_a_move(sentence, lexicon, _player_words(view))
                    and not _told(sentence, lexicon)]
            elif (option := menu_number(command.text)) is not None:  # "Option 12 please"
                read.append(replace(command, kind=CommandKind.CHOICE, choice=option))
            elif found.kind == "names" and not set(fold_words(command.text)) <= _player_words(view):
                # the closest line, should the mail hold no command ("Tomáši" of "Tomáši,
                # ahoj." is a player greeted, no try at a move: chatter)
                self.chatter.insert(self._names, command)
                self._names += 1
            else:
                self.chatter.append(command)
                if tries_a_move(command.text, lexicon, _player_words(view)) \
                        and not _told(command.text, lexicon):
                    self.unread_game_lines.append(command)  # named, never dropped silently
        if any(c.kind in (CommandKind.GAME, CommandKind.CHOICE) and not c.remark for c in read):
            # "Bedřich dal velkou do Prahy, to je odvaha." above the player's move, "… co dá
            # Petr." below it: a line of another's or a past act beside a move of the
            # player's own is chatter, never played, never named; alone it is asked back
            self.chatter += [c for c in read if c.remark]
            read = [c for c in read if not c.remark]
        # an offer said yes and no to is asked as offers are ("přijímáš, nebo odmítáš?")
        read = self._one_answer_per_offer(read, view, state)
        read = self._purchase_noes_beside(commands, read, view)
        read = self._purchases_asked_beside(commands, read, view, state)
        return self._one_move(read, own, view, state)

    def _purchases_asked_beside(self, lines: list[Command], read: list[Command], view: Any,
                                state: Any) -> list[Command]:
        """The commands with each sentence that buys a thing by a word that is no name of the
        field stood on ("Ann, deal. And I'll take the pub too.": RulesError.purchase_asked)
        and was read as nothing, or as the accept beside it, added as a line of its own: it is
        asked back with the field named, never dropped unnamed (issue 42)."""
        if not any(c.kind is CommandKind.GAME for c in read) or not self._purchase_waits(view):
            return read
        said = " ".join(fold_text(c.text) for c in read)  # (an accept's words are its line)
        for line in lines:
            if line.kind is not CommandKind.GAME:
                continue
            for sentence in text_sentences(line.written or line.text):
                parts = sentence.split()
                if fold_text(parts[0] if parts else "").strip(",") in _DENYING:
                    continue  # "No buy this time.": a no, never a purchase asked
                asked = next((" ".join(parts[at:]) for at in range(min(3, len(parts)))
                              if self._purchase_asked(" ".join(parts[at:]), view, state)), "")
                if asked and fold_text(asked).strip(" .!") not in said:
                    read.append(Command(CommandKind.GAME, asked.strip(" .!"), written=sentence))
        return read

    def _purchase_noes_beside(self, lines: list[Command], read: list[Command], view: Any
                              ) -> list[Command]:
        """The commands with each no to a purchase said beside the accept of an offer while no
        purchase of the writer's waits ("Nekupuju, přijímám 1." off turn) made the purchase's
        no on a line of its own, first: named as skipped with its reason, never dropped as
        chatter nor sent on as talk (issue 42)."""
        state = view.rules.localized(view.state, self.seat.lang)
        if self._purchase_waits(view) or not any(
                c.kind is CommandKind.GAME
                and (self._move_text(view, state, c.text) or "").startswith("accept ")
                for c in read):
            return read  # (beside a decline the no is that decline's: "…, I'll pass.")
        noes = list(dict.fromkeys(part for line in lines if line.kind is CommandKind.GAME
                                  for part in _clauses(line.written or line.text)
                                  if _purchase_no(part)))
        purchase_no = _purchase_no_move(view)
        if not noes or not purchase_no:
            return read
        chatter: list[Command] = []
        for command in self.chatter:
            rest = [p for p in _clauses(command.text) if not _purchase_no(p)]
            if len(rest) == len(_clauses(command.text)):
                chatter.append(command)
            elif [p for p in rest if not is_courtesy(p) and not self._only_names(p, view)]:
                chatter.append(replace(command, text=", ".join(rest)))
        self.chatter = chatter
        return [*(Command(CommandKind.GAME, purchase_no, written=no) for no in noes),
                *(c for c in read if not (c.kind is CommandKind.GAME
                                          and _purchase_no(c.written or c.text)))]

    def _only_names(self, text: str, view: Any) -> bool:
        """Whether `text` holds only names of players and greetings ("Jakub", "Ahoj Anno")."""
        names = _player_words(view) | self._called(view) | {
            w for seat in view.game.seats if seat.name for w in fold_words(seat.name)}
        return all(w in names or w in _GREETING_WORDS for w in fold_words(text))

    def _one_move(self, read: list[Command], own: dict[int, tuple[int, str, str]], view: Any,
                  state: Any) -> list[Command]:
        """The commands read, two moves for one decision on lines of their own asked back as
        one (see _one_of_two); a menu's options ("1" / "2") are such moves too."""
        if sum(c.kind is CommandKind.CHOICE or id(c) in own for c in read) < 2:
            return read  # one move at most: nothing to ask (and no menu read for it)
        own = dict(own)
        for at, chosen in enumerate(read):
            if chosen.kind is CommandKind.CHOICE and id(chosen) not in own:
                try:
                    own[id(chosen)] = (-1 - at, self._chosen(chosen.choice), chosen.text)
                except NoSuchChoice:
                    continue
        return _one_of_two(read, own, view.rules, state, self._player)

    def _option_or_offer(self, command: Command, view: Any, offered: bool) -> Command:
        """A menu number said with a verb of taking ("beru 1") while an offer of that number
        is open to the player: to the offer's mail its answer; to another mail option 1 or
        offer 1 is asked back, never guessed; any other command as it is."""
        if command.kind is not CommandKind.CHOICE or command.text.strip(" .!").isdigit() \
                or f"accept {command.choice}" not in self._offer_moves(view):
            return command
        lang = "cs" if self.seat.lang == "cs" else "en"
        text = f"accept {command.choice}" if offered \
            else ASK_OPTION[lang].format(number=command.choice)
        return replace(command, kind=CommandKind.GAME, text=text, choice=None,
                       written=command.text)

    def _one_answer_per_offer(self, read: list[Command], view: Any, state: Any
                              ) -> list[Command]:
        """The commands with each open offer answered once: a yes word and the numbered
        answer that agrees with it ("Platí!" above "Beru nabídku 2") are one decision, played
        once (the number decides which offer); a yes and a no to one offer are asked back,
        never the first guessed."""
        answers = self._offer_moves(view)
        if not answers:
            return read
        said: dict[str, list[int]] = {}  # the offer's number -> the commands answering it
        moves: dict[int, str] = {}
        numbered: dict[str, int] = {}  # "accept" / "decline" -> a command saying it by number
        for at, command in enumerate(read):
            if command.kind is not CommandKind.GAME:
                continue
            move = self._move_text(view, state, command.text)
            if move in answers:
                said.setdefault(move.partition(" ")[2], []).append(at)
                moves[at] = move
            if _NUMBERED_ANSWER.search(fold_text(command.written or command.text)):
                verb = (move or "").partition(" ")[0] or _verb_said(command.text)
                numbered.setdefault(verb, at)
        dropped: set[int] = set()
        for at, move in moves.items():  # "Ano!" beside "Beru nabídku 1": the number says it
            verb = move.partition(" ")[0]  # (a yes alone is the one open offer's)
            if len(answers) == 2 and numbered.get(verb, at) != at \
                    and not _NUMBERED_ANSWER.search(fold_text(read[at].written or read[at].text)):
                dropped.add(at)
        lang = "cs" if self.seat.lang == "cs" else "en"
        for number, ats in said.items():
            ats = [at for at in ats if at not in dropped]
            if len(ats) < 2:
                continue
            passes = [at for at in ats if moves[at].startswith("decline")
                      and _purchase_no(read[at].written or read[at].text)]
            if len(passes) == 1 and len({moves[at] for at in ats}) > 1 \
                    and _purchase_no_move(view):
                # "I'll Pass. I accept your offer." off turn: the bare pass (alone the offer's
                # no) beside the offer's yes is no answer to it: the purchase's pass, named
                # as skipped with its reason as a pass off turn is (tests/test_mail_trade_tail.py)
                at = passes[0]
                read[at] = replace(read[at], text=_purchase_no_move(view), inside=False,
                                   written=read[at].written or read[at].text)
                dropped.discard(at)
                ats = [other for other in ats if other not in passes]
            dropped.update(ats[1:])
            if len({moves[at] for at in ats}) > 1:  # yes and no to one offer: asked back
                read[ats[0]] = replace(read[ats[0]], text=ASK_BACK[lang].format(number=number),
                                       written=read[ats[0]].written or read[ats[0]].text)
        return [command for at, command in enumerate(read) if at not in dropped]

    def _offer_answers(self, commands: list[Command], view: Any, state: Any) -> list[Command]:
        """The commands with each line that answers offers open to the player in words naming
        them (see offer_answers.py) made into one command per answer, and what the line says
        besides kept as a line of its own."""
        offers = self._open_offers(view)
        if not offers:
            return commands
        lang = "cs" if self.seat.lang == "cs" else "en"
        verbs = _ANSWER_VERBS[lang]
        out: list[Command] = []
        for command in commands:
            # a yes or no after a name called ("Čau Petře, ne") is read with the name
            found = read_answers(command.argument or command.text, offers, lang,
                                 getattr(view.rules, "fields_mentioned", None),
                                 lambda text: self._holds_move(text, view)) \
                if command.kind in _INVITATION_WORDS \
                and not self._both_taken(command.text, view, state) \
                and not self._offer_to_another(command.text, view, state, offers) else None
            if found is None:
                out.append(command)
                continue
            answers = [replace(command, kind=CommandKind.GAME, text=f"{verbs[verb]} {number}"
                               if verb in verbs else move, written=command.text)
                       for move in found.moves for verb, _, number in [move.partition(" ")]]
            if found.rest and self._holds_move(found.rest, view):
                rest = replace(command, kind=CommandKind.GAME, text=found.rest)
                # "…, a kupuju": read as any line, in the order the line says it (no rule of
                # WesternPoly orders a purchase and a trade's answer)
                out += [rest, *answers] if found.rest_first else [*answers, rest]
                continue
            if found.rest and self._refused_move(found.rest, view, found.moves):
                # "Anno, beru. Kaktusovku kupuju taky." on the Bar: the purchase the rules
                # refuse is refused with its reason, never passed over (issue 42)
                rest = replace(command, kind=CommandKind.GAME, text=found.rest)
                out += [rest, *answers] if found.rest_first else [*answers, rest]
                continue
            out += answers
            if found.rest:  # "Tomášova nabídka je lepší": said around the answers
                self.chatter.append(replace(command, text=found.rest))
        return out

    def _refused_move(self, text: str, view: Any, beside: Sequence[str]) -> bool:
        """Whether `text`, said beside the answers `beside` to offers, is a move of the
        player's own the rules refuse now ("Kaktusovku kupuju taky." on the Bar): read as a
        command, no move of it played, and no word of it the answers' reason ("Kurz si
        nechám" beside a decline of the offer for it)."""
        if not self._purchase_waits(view):  # off turn a pass beside the accept is no act
            return False  # of now, passed over as before (tests/test_mail_trade_tail.py)
        state = view.rules.localized(view.state, self.seat.lang)
        found = read_line(text, lambda t: view.rules.parse(state, self._player, t),
                          view.rules.lexicon(view.state))
        if found.kind != "command" or not found.moves or any(m is not None for m in found.moves):
            return False
        try:
            view.rules.parse(state, self._player, found.commands[0])
        except IllegalMove:
            return not any(a.startswith("decline") for a in beside)
        except RulesError:
            return False
        return False

    def _offer_to_another(self, text: str, view: Any, state: Any,
                          offers: list[OpenOffer]) -> bool:
        """Whether the game reads `text` as a new offer to a player who made none of the
        `offers` open to the writer ("Bob, I'll sell you Modrá podkova for $3,000." beside
        Ann's offer for it): an offer of its own, never an answer to hers."""
        try:
            move = view.rules.parse(state, self._player, text)
        except RulesError:
            return False
        to = getattr(move, "to", None)
        if not isinstance(to, str) or not str(getattr(move, "text", "")).startswith("offer "):
            return False
        names = {seat.player: seat.name for seat in view.game.seats if seat.player}
        return names.get(to, to) not in {o.maker for o in offers}

    def _offer_replies(self, commands: list[Command], view: Any) -> list[Command]:
        """The commands with each line that answers an offer by a price or the field kept
        made the moves the game reads in it (`offer_reply`: accept, decline, or decline and a
        counter-offer), with the moves said beside them; an offer answered once."""
        mails, others = self._offers_answered(view)
        if mails is None and not others:
            return commands
        player = self._player
        played: set[str] = set()

        def read(text: str) -> list[str] | None:
            """The moves `text` plays as an answer to the offer the mail answers, else to
            the one other offer open to the player it may answer (never a guess among
            several)."""
            if mails is not None and (
                    moves := view.rules.offer_reply(view.state, player, text, mails)):
                return [str(getattr(move, "text", move)) for move in moves]
            found = [moves for number in others
                     if (moves := view.rules.offer_reply(view.state, player, text, number))]
            return [str(getattr(move, "text", move)) for move in found[0]] \
                if len(found) == 1 else None

        # a line that calls another player than the partners of the offers it may answer is
        # said to them ("Anno, ne. / Bobe, nabízím ti Modrou podkovu za 3000." answering
        # Ann's offer: the second line is an offer to Bob, never a counter to Ann)
        called = self._calling_forms()
        seat_of = {seat.player: seat.seat for seat in view.game.seats if seat.player}
        offers = {o.id: o for o in getattr(view.state, "offers", ())}
        partners = {seat_of.get(view.state.players[side])  # the writer's own among them
                    for number in ([mails] if mails is not None else []) + list(others)
                    if number in offers
                    for side in (offers[number].proposer, offers[number].recipient)}
        out: list[Command] = []
        for command in commands:
            if command.kind is not CommandKind.GAME and command.kind not in _INVITATION_WORDS:
                out.append(command)
                continue
            to = seat_called(command.written or command.text, called)
            if to is not None and partners and to not in partners:
                out.append(command)
                continue
            found = reply_in_line(command.written or command.text, read,
                                  lambda text, answer: self._holds_move(text, view, answer))
            if found is None and (asked := self._counter_unread(command, view, mails, others)):
                out.append(replace(command, kind=CommandKind.GAME, text=asked,
                                   written=command.written or command.text))
                continue
            if found is None:
                out.append(command)
                continue
            # "Za 2500 ne. Za 3500 ti ji dám. Nic levnějšího.": the old offer answered once
            found = [t for t in found if t.split()[0] not in ("accept", "decline")
                     or t not in played]
            played.update(found)
            out += [replace(command, kind=CommandKind.GAME, text=text,
                            written=command.written or command.text) for text in found]
        return out

    def _counter_unread(self, command: Command, view: Any, mails: int | None,
                        others: list[int]) -> str:
        """The ask-back text of a line that answers an offer (the one the mail is about, else
        the one open to the player) naming an amount the rule makes no counter of ("Ne. Spíš
        tak 2,5k."), with no other move of its own: the counter it seems to mean, in the
        player's words, to send as written; '' for any other line."""
        line = command.written or command.text
        about = mails if mails is not None else others[0] if len(others) == 1 else None
        if about is None or about not in view.rules.open_offers(view.state, to=self._player) \
                or self._holds_move(line, view, [f"decline {about}"]):
            return ""
        if view.rules.counter_asked(view.state, self._player, line, about) is None:
            return ""
        return ask_counter(about)

    def _counter_meant(self, offer: int, command: Command) -> str:
        """The counter-offer to `offer` a line asked back seems to mean, in the player's words
        as the game reads them back ('' when the offer is gone meanwhile)."""
        view = self._view()
        player = self._player
        move = view.rules.counter_asked(view.state, player, command.written or command.text,
                                        offer) if view.state is not None and player else None
        if move is None:
            return ""
        said = view.rules.describe(view.state, move, self.seat.lang, reader=player)
        # quoted inside our quote: its own quotes the inner ones („… ‚U Hnědáka‘ …“)
        return said.translate(_INNER_QUOTES)

    def _offers_answered(self, view: Any) -> tuple[int | None, list[int]]:
        """(the offer the answered mail is about: the one offer open to the player when it
        offered it, or the player's own offer it told declined; the other offers open to the
        player): those a reply may answer by a price or the field kept."""
        player, replied = self._player, self.mail.in_reply_to or ""
        if view.state is None or not player:
            return None, []
        mails: list[int] = []
        if any(f".{kind}." in replied for kind in offer_kinds(self.game.rules)):
            then = self._view_at(self._token).state
            offered = view.rules.open_offers(then, to=player) if then is not None else []
            mails = offered[:1] if len(offered) == 1 else []
        elif _DECLINED.search(replied):  # "Lucie declined your trade": the last so declined
            for entry in reversed(view.log):
                verb, _, number = entry.text.partition(" ")
                if entry.player == player or entry.version > self._token \
                        or verb != "decline" or not number.isdigit():
                    continue
                then = self._view_at(entry.version - 1).state
                if any(o.id == int(number) and then.players[o.proposer] == player
                       for o in getattr(then, "offers", ())):
                    mails = [int(number)]
                    break
        return (mails[0] if mails else None,
                [n for n in view.rules.open_offers(view.state, to=player) if n not in mails])

    def _holds_move(self, text: str, view: Any, beside: Sequence[str] = ()) -> bool:
        """Whether the game reads a move of the player's in `text` (as a line of a reply)
        other than an answer to an offer (to the offers the moves `beside` it answer, when
        given): "Kurz si nechám" beside "Odmítám jedničku" is the no's reason, said again;
        "Chatrč kupuju" beside "Modrou podkovu neprodám" answers another offer."""
        state = view.rules.localized(view.state, self.seat.lang)
        found = read_line(text, lambda t: view.rules.parse(state, self._player, t),
                          view.rules.lexicon(view.state))
        answers = self._offer_moves(view)
        answered = {t.split()[1] for t in beside if t.split()[0] in ("accept", "decline")}
        if answered:
            answers = {a for a in answers if a.split()[1] in answered}
        return any(move is not None and move not in answers for move in found.moves)

    def _open_offers(self, view: Any) -> list[OpenOffer]:
        """The trade offers open to the player, with their makers' names and sums."""
        if view.state is None or not self._player:
            return []
        numbers = view.rules.open_offers(view.state, to=self._player)
        names = {seat.player: seat.name for seat in view.game.seats if seat.player}
        return [OpenOffer(o.id, names.get(view.state.players[o.proposer], ""),
                          frozenset(b.money for b in (o.give, o.get) if b.money),
                          _side(o), frozenset(o.give.fields) | frozenset(o.get.fields))
                for o in getattr(view.state, "offers", ()) if o.id in numbers]

    def _no_purchase_answer(self, found: Reading, view: Any, state: Any,
                            lexicon: Lexicon | None, commands: Sequence[Command] = ()
                            ) -> Reading:
        """A reading of a reply to a mail that only offered trades less the pieces that would
        answer the waiting purchase in words of yes or no ("Ne, díky. odmítám 5" declines
        offer 5 and buys or leaves nothing): that mail asked of offers only. A no beside the
        mail's own yes to the offers (or a yes beside its no: `commands`) cannot be their
        answer: it answers the purchase ("Pass. Ann, thanks, I accept." passes; the pass was
        lost, issue 42)."""
        if found.kind == "near":  # a try at a move has no moves to weigh: answered as one
            return found  # ("Okay, I'll take it for 500." raised a ValueError here)
        answers = self._bare_answers(view, state)
        offer_moves = self._offer_moves(view)
        for move in offer_moves:  # a yes that is the offer's answer stays one
            answers.pop(move, None)
        played = [self._move_text(view, state, c.text) for c in commands
                  if c.kind is CommandKind.GAME]
        # the line's own answer too ("Pass. Ann, thanks a lot, I accept your offer.": the
        # accept beside the pass on one line, issue 42)
        said = {str(text).split()[0] for text in (*played, *found.moves)
                if text is not None and text in offer_moves}
        for bare, yes_or_no in list(answers.items()):
            if said == {"accept" if yes_or_no == "no" else "decline"}:
                del answers[bare]  # the other way than every answer to the offers: not theirs
        kept = [(text, move) for text, move in zip(found.commands, found.moves, strict=True)
                if not (move in answers and yes_or_no_words(text, lexicon))]
        if len(kept) == len(found.commands):
            return found
        if not kept:
            return Reading((), "chatter")
        return replace(found, commands=tuple(t for t, _ in kept), moves=tuple(m for _, m in kept))

    def _offer_to_greeted(self, text: str, greeted: str, view: Any) -> str:
        """`text` (less the greeting sentence it opens with) with the player `greeted` called
        before it, when the game reads no move in it alone (an offer to nobody named: whom?)
        and an offer to that player with the name called; '' else."""
        state, player = view.state, self._player
        if (opening := _GREETING_SENTENCE.match(text)) \
                and len(fold_words(opening.group(0))) <= ADDRESS_WORDS \
                and not any(c.isdigit() for c in opening.group(0)):
            text = text[opening.end():].strip()  # "Tome, ahoj! Koupíš …"
        try:
            view.rules.parse(state, player, text)
        except RulesError:
            called = f"{greeted}, {text}"
            try:
                move = view.rules.parse(state, player, called)
            except RulesError:
                return ""
            return called if str(getattr(move, "text", "")).startswith(f"offer {greeted} ") \
                else ""
        return ""

    def _greeted(self, view: Any) -> str:
        """The one other player the mail's first line greets or calls ("Ahoj Tomasi,", "Hi
        Ann,", "Tomáši!", "Ahoj Petře, kupuju. Prodám ti …": any case, vocative, short form),
        their name; '' when it greets none, or several."""
        first = next((line.strip() for line in (self.mail.reply or "").splitlines()
                      if line.strip()), "")
        if led := greeting_led(first):  # "Ahoj Lucko, nabízím ti …": the greeting before it
            first = first[:len(first) - len(led)].strip()
        elif (opening := _GREETING_SENTENCE.match(first)) and opening.end() < len(first):
            first = opening.group(0).strip()  # "Tome, ahoj! Koupíš …": a sentence of its own
        said = fold_words(first)
        if not said or len(said) > ADDRESS_WORDS or not first.endswith((",", "!")):
            return ""
        names = {seat.name for seat in view.game.seats
                 if seat.player and seat.player != self._player and seat.name
                 and any(fold_words(form) == said[i:i + len(fold_words(form))]
                         for form in name_forms(seat.name) for i in range(len(said)))}
        return names.pop() if len(names) == 1 else ""

    def _answers_offer(self, commands: list[Command], view: Any, state: Any,
                       lexicon: Lexicon | None) -> bool:
        """Whether a line of the mail answers an open offer to the player explicitly (accept
        or decline it by its number, in any words the game reads as that)."""
        answers = self._offer_moves(view)
        if not answers:
            return False
        for command in commands[:READ_LINES]:
            if command.kind is not CommandKind.GAME:
                continue
            found = read_line(command.text,
                              lambda text: view.rules.parse(state, self._player, text),
                              lexicon)
            if any(move in answers for move in found.moves):  # the moves' texts
                return True
        return False

    def _decision_pending(self) -> bool:
        """Whether the game waits for a decision of the player: their turn, or an open offer
        made to them."""
        game = self._now()
        if game.waits_for(self.seat.seat):
            return True
        view = self._view()
        return bool(view.rules.open_offers(view.state, to=self._player))

    def _no_such_offer(self, line: str, number: int, view: Any, state: Any, player: str
                       ) -> bool:
        """Whether the game reads `line` as the answer to offer `number` and no such offer is
        open to the player ("Vezmu si 1" with none open): the line names the menu's option."""
        if f"accept {number}" in self._offer_moves(view):
            return False
        refusals = []
        for text in (line, f"accept {number}"):
            try:
                view.rules.parse(state, player, text)
            except RulesError as error:
                refusals.append(str(error))
            else:
                return False
        return refusals[0] == refusals[1]

    def _yes_to_two(self, view: Any, state: Any, player: str) -> list[int]:
        """The offers open to the player while a purchase waits for their yes too (a bare
        yes names neither); [] when one decision at most waits for a yes."""
        offers = sorted(view.rules.open_offers(view.state, to=player))
        if not offers:
            return []
        try:
            view.rules.parse(state, player, "buy")
        except RulesError:
            return []
        return offers

    def _option_of_now(self, line: str, number: int, view: Any) -> bool:
        """Whether a sentence that names option `number` ("I'll go with 1.", the game reading
        it as a bid after the bids are made) names one of the menu of now: then it is that
        option, the phase the menu is for (a number said as a move and refused keeps its
        reason: "Dám 6" with the 6 played names no option of Goofspiel's menu)."""
        if line.strip(" .!").isdigit() or f"accept {number}" in self._offer_moves(view):
            return False
        try:
            self._chosen(number)
        except NoSuchChoice:
            return False
        return True

    def _offer_moves(self, view: Any) -> set[str]:
        """The texts of the moves that answer an open offer to the player ("accept 1")."""
        return {f"{verb} {number}" for number in view.rules.open_offers(
            view.state, to=self._player) for verb in ("accept", "decline")}

    def _purchase_asked(self, line: str, view: Any, state: Any) -> bool:
        """Whether the game asks `line` back as the turn's purchase named by what it is not
        ("Beru i ten salon." on the Bar: RulesError.purchase_asked)."""
        try:
            view.rules.parse(state, self._player, line)
        except RulesError as error:
            return error.purchase_asked
        return False

    def _answers_offer_mail(self) -> bool:
        """Whether the mail answers one that only offered a trade (no turn mail): its one
        question is that offer."""
        replied = self.mail.in_reply_to or ""
        return ".your_turn." not in replied and any(
            f".{kind}." in replied for kind in offer_kinds(self.game.rules))

    def _offer_answer(self, line: str, view: Any, state: Any, lexicon: Lexicon | None
                      ) -> str | None:
        """The answer to the one open trade offer ("accept 1", "decline 1") that a yes or no
        in the player's words is when the answered mail only offered that trade (its one
        question): the same words to a turn mail answer its purchase instead."""
        offers = view.rules.open_offers(view.state, to=self._player)
        lang = "cs" if self.seat.lang == "cs" else "en"
        if self._purchase_asked(line, view, state):
            return None  # "Beru i ten salon." on the Bar: the purchase asked back, no yes
        named = set(fold_words(line))
        if named & _PURCHASE_NOUNS and not named & _OFFER_NOUNS and self._purchase_waits(view):
            return None  # "Pass on the field." to the offer's mail: the purchase named
        if len(offers) > 1 and (about := self._offers_answered(view)[0]) in offers:
            offers = [about]  # "Beru, díky!" to the mail of offer 1 alone: that offer's
        if len(offers) > 1:
            # "Ne, díky." to the mail of two offers names neither: asked back, never guessed
            said = self._offer_idiom(line, view, lexicon) or short_answer(
                self._less_remarks(line, view))
            number = (" nebo " if lang == "cs" else " or ").join(map(str, offers))
            return ASK_BACK[lang].format(number=number) if said else None
        if not offers:
            return self._to_closed_offer(line, view, lexicon)
        # "Díky, ale nechám to být.", "Dohodnuto.": a deal's idiom answers the offer asked
        # about, never the purchase beside it; a move named with it is read as any (review 9)
        if idiom := self._offer_idiom(line, view, lexicon):
            sentences = text_sentences(line)
            if idiom == "ask" and any(self._purchase_answer_beside(
                    sentence, [other for other in sentences if other != sentence], view, lexicon)
                    for sentence in sentences):
                # "I'll pass. Ann, thanks, I accept your offer." while a purchase waits: a
                # sentence of each answer, the no the purchase's, as to a turn mail (issue 42)
                return None
            if idiom.startswith("ask "):  # "Prodávám." to a gift: the side asked back
                return ask_side(offers[0], idiom.removeprefix("ask "), lang)
            text = ASK_BACK[lang].format(number=offers[0]) if idiom == "ask" \
                else f"{'accept' if idiom == 'yes' else 'decline'} {offers[0]}"
            return text if idiom == "ask" or self._move_text(view, state, text) is not None \
                else None
        line = self._less_remarks(line, view)  # "Platí, Bedřichu, je tvoje." is "Platí"
        if not yes_or_no_words(line, lexicon):
            return None

        said = short_answer(line) or self._bare_answers(view, state).get(
            self._move_text(view, state, line) or "", "")  # "Platí, beru!": as a bare yes
        if not said:
            return None
        text = f"{'accept' if said == 'yes' else 'decline'} {offers[0]}"
        return text if self._move_text(view, state, text) is not None else None

    def _purchase_answer_beside(self, line: str, others: Sequence[str], view: Any,
                                lexicon: Lexicon | None) -> bool:
        """Whether `line` is a bare yes or no to the waiting purchase beside the opposite
        answer that `others` give the offer by its number, its name or its maker's ("Pass."
        beside "Ann, I accept your offer." or "accept 1"); a yes and a no naming neither
        ("Yes. No.") are no such pair."""
        if not self._purchase_waits(view):
            return False
        named = self._called(view) | _OFFER_NOUNS

        def answer(text: str) -> str:
            """The yes or no the text gives the offer by name or number; '' when none."""
            folded = fold_text(text)
            if _NUMBERED_ANSWER.search(folded):
                return "no" if _DECLINING.search(folded) else "yes"
            return self._offer_idiom(text, view, lexicon) if set(fold_words(text)) & named \
                else ""

        said = self._offer_idiom(line, view, lexicon)
        opposite = {"yes": "no", "no": "yes"}.get(said)
        return opposite is not None and not set(fold_words(line)) & named \
            and any(answer(other) == opposite for other in others)

    def _offer_and_purchase(self, line: str, view: Any, state: Any, lexicon: Lexicon | None,
                            to_offer: bool = True) -> list[str]:
        """The moves of a line answering an open offer in one clause and the waiting purchase
        in another by a purchase command ("Nabídku 1 beru, Kurz střelby taky"), each clause's;
        [] for a line that is not both. To a turn mail (not `to_offer`) the offer is answered
        by its number only: a deal's idiom there is the purchase's."""
        pieces = clauses(line)
        offers = self._offer_moves(view)
        # the purchase's moves: buy, pass (with no purchase waiting a bare yes is the one
        # offer's answer, which is no purchase: "Platí, beru nabídku 2" answers it once)
        purchase = {move: said for move, said in self._bare_answers(view, state).items()
                    if move not in offers}
        if len(pieces) < 2 or len(offers) != 2 or not purchase:  # the one offer's two answers
            return []
        moves: list[str] = []
        answer = ""  # the answer to the offer: its yes or no, for a clause of "taky"
        for piece in pieces:
            move = self._move_text(view, state, piece)
            if move in offers:
                answer = "yes" if move.startswith("accept") else "no"
                moves.append(move)
            elif to_offer and (idiom := self._offer_idiom(piece, view, lexicon)) in ("yes", "no"):
                answer = idiom
                number = view.rules.open_offers(view.state, to=self._player)[0]
                moves.append(f"{'accept' if idiom == 'yes' else 'decline'} {number}")
            elif not yes_or_no_words(piece, lexicon) and (bought := [
                    text for text, found in zip(*self._read_moves(also_said(piece) or piece, view, state,
                                                                  lexicon),
                                                strict=True) if found in purchase]):
                moves += bought  # "Chatrč nekupuji": a purchase command
            elif (field := also_said(piece)) and answer:
                moves.append(f"buy {field}" if answer == "yes" else "pass")  # "Chatrč taky"
            elif fold_words(piece) and not all(w in _REMARKS for w in fold_words(piece)) \
                    and not is_courtesy(piece):  # "Ne, díky, kupuju": the thanks are none
                return []  # a clause of something else: the line is read as any
        played = {self._move_text(view, state, m) for m in moves}
        if not played & set(offers) or not played & set(purchase) or None in played:
            return []
        return moves

    def _both_taken(self, line: str, view: Any, state: Any) -> list[str]:
        """The moves of a line that takes "both" while one offer is open to the player and a
        purchase waits ("Beru obojí: nabídku i pole", "I'll take both"): the offer accepted and
        the field bought; [] for any other line."""
        said = set(fold_words(line))
        # "Beru nabídku i pole": the two named take both as "obojí" does, unless a no is said
        named = said & _OFFER_NOUNS and said & _FIELD_NOUNS and not said & _REFUSING_ONE
        if not ((said & _BOTH or named) and said & _TAKING_BOTH):
            return []
        taken = [move for move in self._offer_moves(view) if move.startswith("accept")]
        bought = [move for move, answer in self._bare_answers(view, state).items()
                  if answer == "yes" and not move.startswith("accept")]
        return [*taken, *bought] if len(taken) == 1 and bought else []

    def _decided(self, line: str, view: Any, state: Any, lexicon: Lexicon | None
                 ) -> str | None:
        """The move a line weighs between two words and then decides (hedges.decided), when
        it reads as one move of now; None otherwise."""
        for reading in decided(line):
            found = read_line(reading, lambda text: view.rules.parse(state, self._player, text),
                              lexicon)
            if found.kind == "command" and not found.remark and len(found.commands) == 1 \
                    and found.moves[0] is not None:
                return reading
        return None

    def _hedged_moves(self, line: str, view: Any, state: Any, lexicon: Lexicon | None
                      ) -> dict[str, str]:
        """The different moves of now a line offers as alternatives or in doubt (the move's
        text -> the words that say it, see hedges.py); {} for a line that does not hedge, or
        marks a move for later ("bid 5, maybe 7 next time")."""
        if for_later(line) or not hedged(line):
            return {}
        unread = False  # the line as a whole is no move of the game's words
        try:
            view.rules.parse(state, self._player, line)
        except AmbiguousCommand:
            return {}  # "Dám třináctku nebo pětku": the game asks back itself, with its reason
        except InvalidCommand:
            unread = True
        except RulesError:
            pass

        def move_of(piece: str) -> str | None:
            found = read_line(piece, lambda text: view.rules.parse(state, self._player,
                                                                   text), lexicon)
            if found.kind != "command" or found.remark or len(found.commands) != 1:
                return None
            return self._move_text(view, state, found.commands[0])

        offered = moves_offered(line, move_of)
        if len(offered) < 2 and unread:
            # "Velkou nebo střední do Brna? Možná velkou.": two sizes of one placement, in
            # the order said
            sides = {move: piece for piece in paired(line)
                     if (move := move_of(piece)) is not None}
            offered = {**sides, **{m: p for m, p in offered.items() if m not in sides}}
        return offered

    def _read_moves(self, line: str, view: Any, state: Any, lexicon: Lexicon | None
                    ) -> tuple[tuple[str, ...], tuple[object, ...]]:
        """The moves' texts and moves the reader finds in a line of the player's."""
        found = read_line(line, lambda text: view.rules.parse(state, self._player, text),
                          lexicon)
        if found.kind == "near":  # a try at a move: no moves to weigh
            return (), ()
        return found.commands, tuple(getattr(m, "text", m) for m in found.moves)

    def _to_closed_offer(self, line: str, view: Any, lexicon: Lexicon | None) -> str | None:
        """CLOSED of the one offer the answered mail asked about when a yes or no answers it
        after it closed (a second "Ne, díky" to the same mail): told what became of it;
        None for any other line."""
        if not (self._offer_idiom(line, view, lexicon)
                or short_answer(self._less_remarks(line, view))):
            return None
        then = self._view_at(self._token)
        asked = then.rules.open_offers(then.state, to=self._player) \
            if then.state is not None else []
        lang = "cs" if self.seat.lang == "cs" else "en"
        return CLOSED[lang].format(number=asked[0]) if len(asked) == 1 else None

    def _closed_fate(self, number: int) -> str:
        """What became of offer `number`, as the log tells: "declined", "accepted",
        "withdrawn" or "closed" (ran out, or the log does not say)."""
        verbs = {"decline": "declined", "accept": "accepted", "withdraw": "withdrawn"}
        for entry in reversed(self._view().log):
            verb, _, said = entry.text.partition(" ")
            if verb in verbs and said == str(number):
                return verbs[verb]
        return "closed"

    def _offer_idiom(self, line: str, view: Any, lexicon: Lexicon | None) -> str:
        """What a line says to the one offer in a deal's idioms (see offer_answers.offer_idiom):
        a player called beside it ("I'll leave it, thanks Tom.") names no move."""
        words = lexicon.commands | lexicon.names if lexicon is not None else frozenset()
        lang = "cs" if self.seat.lang == "cs" else "en"
        offers = self._open_offers(view)
        return offer_idiom(line, lang, words - self._called(view) - _common_words(line, lexicon)
                           - courtesy_called(line),
                           side=offers[0].side if len(offers) == 1 else "",
                           purchase=bool(offers) and self._purchase_waits(view))

    def _purchase_waits(self, view: Any) -> bool:
        """Whether the player's turn waits on a purchase (WesternPoly's buy or pass)."""
        state = view.rules.localized(view.state, self.seat.lang)
        legal = {getattr(m, "text", m) for m in view.rules.legal_moves(state, self._player)}
        return "buy" in legal or "pass" in legal

    def _called(self, view: Any) -> set[str]:
        """The folded words the other players may be called by (rules.czech_names.name_forms)."""
        return {w for seat in view.game.seats if seat.name and seat.player != self._player
                for form in name_forms(seat.name) for w in form.split()}

    def _less_remarks(self, line: str, view: Any) -> str:
        """An answer to an offer less the words said around its yes or no: a player called
        (in any case form), "je tvoje" / "it's yours", "díky za nabídku, ale"; the line as
        written when it holds none of them (its emoji kept)."""
        said = fold_words(line)
        names = self._called(view)
        kept = [w for w in said if w not in names and w not in _REMARKS]
        return line if len(kept) == len(said) or not kept else " ".join(kept)

    def _move_text(self, view: Any, state: Any, text: str) -> str | None:
        """The text of the move `text` is now for the player; None if it is none."""
        try:
            return getattr(view.rules.parse(state, self._player, text), "text", None)
        except RulesError:
            return None

    def _bare_answers(self, view: Any, state: Any) -> dict[str, str]:
        """What a bare yes or no is now (a waiting purchase's answers), each move's text with
        "yes" or "no"."""
        answers: dict[str, str] = {}
        for word, said in (("yes", "yes"), ("ano", "yes"), ("no", "no"), ("ne", "no")):
            move = self._move_text(view, state, word)
            if move is not None:
                answers.setdefault(move, said)
        return answers

    def _without_menu_notes(self, commands: list[Command]) -> list[Command]:
        """The commands less the notes in brackets they copied from the answered mail's menu
        ("(offer #1 lapses)", "(nabídka #1 propadne)"): what an option does besides, said by
        us, never a word of the player's move."""
        if not self._player or not any(
                c.kind is CommandKind.GAME and "(" in c.text for c in commands):
            return commands
        # the menu as the mail showed it: of its token's turn, or with what came since (an
        # offer made after the turn began is in the mail's menu, never in the token's)
        views = (self._view_at(self._token), self._view())
        notes = {_spaced(note) for view in views if view.state is not None
                 for item in menu(view.rules, view.state, self._player, self.seat.lang)
                 for note in _BRACKETED.findall(item.label)}
        kept = []
        for command in commands:
            text = command.text
            if command.kind is CommandKind.GAME and notes:
                text = _BRACKETED.sub(lambda note: " " if _a_note(note.group(0), notes)
                                      else note.group(0), text)
                text = " ".join(text.split())
            kept.append(replace(command, text=text, written=command.written or command.text)
                        if text != command.text and text else command)
        return kept

    def _copied_option(self, line: str) -> int | None:
        """The menu option a line copied from the answered mail's menu names: one option as the
        mail shows it, with its group or without ("Brno: 28. velká", "28. velká", "Praha: 1.
        large"); None for any other line."""
        shape = _COPIED.match(_spaced(line))
        if shape is None or not self._player:
            return None
        from functions.render import games  # only for a line of this shape (cold starts)

        view = self._view_at(self._token)
        if view.state is None:
            return None
        options = menu(view.rules, view.state, self._player, self.seat.lang)
        rows = games.of(view.rules.id).menu_rows(view.rules, view.state, self._player,
                                                 options, self.seat.lang) \
            or [{"label": "", "items": [item]} for item in options]
        group, number, label = shape.groups()
        found = {item.number for row in rows for item in row["items"]
                 if item.number == int(number) and _spaced(item.label) == label
                 and group in (None, _spaced(row["label"]))}
        return found.pop() if len(found) == 1 else None

    def _subject_move(self) -> list[Command]:
        """The move the subject holds when the body holds none: the subject less its Re:/Odp:
        and our own subject (a player adds "- přihazuji 6" after it), read as a line is, when
        it reads as a move of now, or as one command of the service ("NÁPOVĚDA", "VZDÁVÁM");
        else []."""
        said = _subject_words(self.mail.subject, self.game.title)
        if not said:
            return []
        chatter, names = list(self.chatter), self._names
        found = self._read(parse_commands(said, self.mail.sender_name, self._reads_as_move))
        self.chatter, self._names = chatter, names  # the subject's words are nobody's chatter
        if len(found) == 1 and found[0].kind not in (CommandKind.GAME, CommandKind.CHOICE):
            # a command typed as the subject of an empty mail is carried out as the same line
            # of the body is, and answered (cz47: NÁPOVĚDA and MOJE HRY there went unanswered,
            # VZDÁVÁM was answered "no move in it")
            return found
        return found if found and all(self._subject_plays(c) for c in found) else []

    def _subject_plays(self, command: Command) -> bool:
        """Whether a command read in the subject is a move of now: a move the game reads, or
        a number alone that is an option of the menu (the game's number move: "- 9" bids 9)."""
        if command.kind is CommandKind.CHOICE:
            try:
                self._chosen(command.choice)
            except NoSuchChoice:
                return False
            return True
        return command.kind is CommandKind.GAME and self._reads_as_move(command.text)

    def moves(self) -> int:
        """How many lines the mail has when every one is a move (or a menu number); else 0."""
        commands = self.commands
        only = len(commands) <= MAX_COMMANDS and all(
            c.kind in (CommandKind.GAME, CommandKind.CHOICE) for c in commands)
        return len(commands) if only else 0

    def answer(self) -> Outcome:
        """Check the sender and the size, then apply the commands until one is refused."""
        mail, seat = self.mail, self.seat
        if mail.sender != seat.email:
            self._tell(0, Kind.SENDER_MISMATCH, sender=mail.sender)
            return self._outcome("refused", f"{mail.sender} is not the holder of the seat; "
                                 "the holder was told")
        if mail.size > self.settings.max_mail_bytes:
            self._tell(0, Kind.REFUSED, code="too_large", text="",
                       message=phrase(seat.lang, "too_large", size=mail.size,
                                   limit=self.settings.max_mail_bytes))
            return self._outcome("refused", f"too large ({mail.size} bytes)")
        asked = mail_subject(mail.subject)
        if asked is not None:  # a mail command alone in the subject (the body is no command)
            mode = self._set_mail(asked)
            # the mailto: of List-Unsubscribe, a client's one click, is confirmed on the page;
            # more mail, and a command the person typed ("ODHLÁSIT"; "MAIL TURNS" as the
            # subject of a reply, where the mailto: writes a new mail), by mail (cz47)
            if mode == "all" or not (mail.automatic or header_subject(mail.subject)
                                     and not mail.in_reply_to):
                self._tell(0, Kind.SETTINGS_CHANGED, message=phrase(seat.lang, f"mail_{mode}"))
            return self._outcome("answered", f"mail: {mode} (asked in the subject)")
        if self.game.status not in ENDED and self.game.absent(seat.seat) and not any(
                c.kind is CommandKind.BACK for c in self.commands):
            # any mail of an absent player brings them back: the bot stops playing for them
            since = self._own_last_move()
            self.service.back(self.game.id, seat.email)
            self._tell(0, Kind.BOARD, said=self._welcome(phrase(seat.lang, "absent_back")),
                       back=True, **{ABSENT_SINCE: since})
            self.welcomed = True  # that is an answer: words of the mail need no refusal
        if self.game.status == WAITING and all(c.kind in _INVITATION_WORDS
                                               for c in self.commands):
            return self._invitation_answer()
        if self.game.status in ENDED:
            return self._after_the_end()
        passed = self._pass_to_organizer()  # told at the top of the answer, as a question's
        # nothing but talk: the closest line is refused when it is a try at a move (a line of
        # names, a command word mistyped); an exclamation ("Sakra.", "Damn") is chatter
        closest = self.chatter[:1] if self.chatter and (self._names or tries_command(
            self.chatter[0].text, self._lexicon)) else []
        # a verb of the game beside one of its names ("bych si vzala Saloon, kdyby to šlo")
        # is the try, before a line of names (a signature) above or below it
        closest = [c for c in self.chatter if self._tried_move(c.text)][:1] or closest
        # beside talk alone the try is answered too ("bid fourten. SAY Ann: good luck": the
        # message went, the bid was dropped without a word, review 54)
        # (named with the reason it would get alone)
        commands = self.commands + [replace(c, attempt=True) for c in closest] if all(
            c.kind is CommandKind.SAY for c in self.commands) else self.commands
        if not commands and self.resign_answer:  # "Ne, nakonec hraju dál :)"
            said = "resign_kept" if self.resign_answer == "no" else "resign_yes_how"
            self._tell(0, Kind.BOARD, said=phrase(seat.lang, said), nothing_played=True)
            return self._outcome("answered", f"a {self.resign_answer} to resigning: nothing done")
        if not commands and (organizing := self._as_organizer(beside=False)) is not None:
            return organizing  # "can Kate play for Tom?" from the organizer's own seat
        if not commands and self.game.organizer == seat.email and (organizing := \
                _to_the_organizer(mail, (self.key,), self.service, playing=self._now())):
            return organizing  # "pozastav hru do pondělí" from the organizer's own seat
        if not commands and passed:  # words for the organizer alone (a question of the
            # game's state beside them answered too: "Kdo vede? A hraje za Petra Kateřina?")
            said = " ".join(filter(None, [self._state_answer(unknown=True), passed]))
            self._tell(0, Kind.BOARD, said=said, asked=True,
                       awaited=self._now().waits_for(seat.seat))
            return self._outcome("answered", "words for the organizer mailed to them")
        if not commands:
            # a reply to an answer of ours with no words of its own is a machine's: not
            # answered (no mail loop); a person's words are (review 8: "Tome, dám ti 3000 za
            # Chatrč Pod Skálou, platí?" went unanswered). A responder repeating its text is
            # answered once a day by the robot guard, one writing a notice not at all.
            if not self.chatter and _answers_an_answer(mail.in_reply_to or ""):
                return self._outcome("dropped", "nothing readable in a reply to an answer of "
                                     "ours: an auto-responder, not answered (no mail loop)")
            if stray_mail(mail.reply or ""):
                # "Oops, sorry, wrong mail. All good.": for nobody, so it costs nobody a mail
                # (ask55: three mails of it went out); the turn mail they hold still stands
                return self._outcome("dropped", "an apology for a stray mail: no mail sent")
            if self.welcomed:  # the welcome back is the answer (docs/mail.md): alone
                return self._outcome("answered", "back from absence: welcomed")
            if self.chatter and _answers_a_turn(mail.in_reply_to or "") and not self.current \
                    and not self._state_asked() \
                    and self._answers_the_old_turn(self.chatter[0].text):
                # (a question of the game's state is answered below, whichever mail it
                # answers: rev56's "whose turn is it now, and when does the game end?" to
                # an answered turn mail was told its move stands)
                # words to a turn mail whose decision is over ("Tentokrát ne" a second time):
                # told which move stands, as a move to it is (review 14: silence)
                stale = ServiceError(ErrorCode.STALE_VERSION, "words to an answered turn mail: "
                                     f"a reply to version {self._token}", self._now().version)
                return self._outcome(*self._refusal(0, self.chatter[0], stale, []))
            if self._talk_passed_on():
                return self._outcome("answered", "words to another player passed on as table "
                                     "talk")
            if not self._decision_pending() and "?" not in (self.mail.reply or "") \
                    and not self._state_asked():
                # "Good luck!" to the start mail: nothing to say (a question is answered)
                return self._outcome("dropped", "chatter only, no decision of theirs pending: "
                                     "no mail sent")
            if said := self._state_answer(unknown=True):
                # "Kdo teď vede?": answered at the top, the board below (issue 42); to a
                # player on turn the move it did not hold is still awaited ("malou do
                # Olomouce, kolik mi pak zbyde?" reads as a question: never taken for played)
                self._tell(0, Kind.BOARD, said=said, asked=True,
                           awaited=self._now().waits_for(seat.seat))
                return self._outcome("answered", "a question of the game's state answered")
            # chatter ("Díky, super!") asked for nothing: a short answer with the board, the
            # menu and a pointer to HELP, not the whole help mail
            self._tell(0, Kind.BOARD, said=nothing_played(self._now(), seat, "read_as_note"),
                       nothing_played=True)
            return self._outcome("answered", "nothing readable: the board sent")
        unread = len(commands) - MAX_COMMANDS + _unread_tail(mail.body)
        commands = commands[:MAX_COMMANDS]
        outcome = self._lines(commands)
        if outcome is None and self.chatter and not closest and not self.played \
                and all(c.kind is CommandKind.SAY for c in commands) \
                and _answers_a_turn(mail.in_reply_to or "") and self._decision_pending():
            # words beside a message on the player's own turn ("large to Atlantis. SAY Ann:
            # …"): the message went, and the move it did not hold is still awaited (review 54:
            # the player heard nothing and thought they had moved)
            self._tell(0, Kind.BOARD, said=nothing_played(self._now(), seat, "read_as_note"),
                       nothing_played=True)
        if self.played:  # the player's own automatic moves waited for the last line
            self.service.proceed(self.game.id)
        # the seated organizer's words beside their moves: answered after the moves are
        # played ("koupit. Pozastav hru do pondělí": the purchase first, then the pause)
        self._as_organizer(beside=True)
        if self.repeated == len(commands) and outcome is None:
            return self._outcome("duplicate", "every line of this mail was carried out before; "
                                 "nothing done, nothing sent")
        questions = self._state_asked()
        # beside a move, a part nobody here answers is said so where another part is answered
        # ("Beru ji. Kolik za ni budu brát nájem, a kdo vyhraje?"); a lone question of no game
        # matter is the player's chatter ("Mimochodem, kdy se zase sejdeme u piva?", "Honzo,
        # to jsi nečekal, co?"): not answered "I can't tell", as it never was (issue 41)
        if questions and any(c.kind in (CommandKind.GAME, CommandKind.CHOICE) for c in commands):
            questions = self._state_asked(unknown=True)
        if said := " ".join(filter(None, [self._answered(questions), passed])):
            # "large in Brno please. How many pyramids do I have left?": the answer rides with
            # the read-back (or the refusal, the lines skipped), at the top of the mail that
            # carries it (issue 42); beside a move, a part nobody here answers is said so,
            # never dropped (beside a return, the welcome tells what happened: "Got back
            # early, what did I miss?")
            self._tell(0, Kind.BOARD, said=said, answer=True, asked=True,
                       awaited=not self.played and self._now().waits_for(seat.seat))
            answered = "; ".join(filter(None, ["a question of the game's state answered"
                                               if questions else "", "words for the organizer "
                                               "mailed to them" if passed else ""]))
            if outcome is not None:
                return replace(outcome, detail=f"{outcome.detail}; {answered}")
            self.done.append(answered)
        if outcome is not None:
            return outcome
        if unread > 0:
            self._tell(0, Kind.REFUSED, code="too_many_commands", text="",
                       message=phrase(seat.lang, "too_many_commands", limit=MAX_COMMANDS,
                                   rest=unread))
            self.done.append(f"{unread} more lines not read")
        return self._outcome("played" if self.played else "answered", "; ".join(self.done))

    def _lines(self, commands: list[Command]) -> Outcome | None:
        """Carry out the lines in order; the Outcome of a refusal that stops the rest, else None.

        A conditional line ("buy if possible") that cannot be played is skipped; a line the
        game cannot read at all is free text ("Jo, jdu do toho!"), skipped too when some
        other line of the mail does something (else it is refused, as a typo may be). A line
        of several commands ("buy, stars 2") is played piece by piece."""
        self.done: list[str] = []
        free: list[tuple[int, Command, ServiceError]] = []
        passed: list[tuple[int, Command, ServiceError]] = []  # sentences' moves not of now
        skipped: list[str] = []
        stale: list[tuple[int, Command, ServiceError]] = []  # moves of a turn gone by
        queue = list(enumerate(commands, start=1))
        # talk first: what the mail says to the table goes out with the mails its moves cause
        # (a decline and its "Chatrč si nechám" in one mail, not the note an hour later);
        # talk changes nothing in the game, so no move sees it differently
        # standing orders last: the player's own moves of the mail answer its question, and
        # the order decides only what is left ("nekupovat" under "kupuj do 100" is the player's
        # pass, not a line refused because the order passed first)
        queue.sort(key=lambda line: (line[1].kind is not CommandKind.SAY,
                                     line[1].kind is CommandKind.STANDING))
        while queue:
            number, command = queue.pop(0)
            self._last = not queue
            if self.turn_over and command.kind in (CommandKind.GAME, CommandKind.CHOICE) \
                    and not self._beside_turn(command):
                if not command.inside or command.joined:  # meant as a move: say why not
                    # named as the game names the move, whether it stood on a line of its own
                    # or was joined to the one played ("velkou do Prahy a pak malou do Brna")
                    said = self._as_named(command)
                    # "X a pak Y", "Příště …": a move meant for a later turn, not kept for it
                    meant_later = command.joined or for_later(command.written or command.text)
                    self.done.append(f"{said}: skipped (" + ("a move for a later turn)" if meant_later
                                     else "the turn it answers is over)"))
                    skipped.append(phrase(self.seat.lang, "line_skipped", text=said,
                                       reason=phrase(self.seat.lang, "later_not_kept" if meant_later
                                                     else "turn_answered_over")))
                continue  # words of a sentence read as a move are the player's chatter
            if command.either:  # two moves for one decision: asked which, neither played
                free.append((number, command, ServiceError(
                    ErrorCode.INVALID_COMMAND, f"which of {' / '.join(command.either)}",
                    self.game.version)))
                continue
            try:
                self.done.append(self._apply(number, command))
            except ServiceError as error:
                if command.kind is CommandKind.SAY and any(
                        later.kind in (CommandKind.GAME, CommandKind.CHOICE) for _, later in queue):
                    # talk is said first (see above): a message that cannot go (no such
                    # player) is named as skipped, and never stops the moves of the mail
                    skipped.append(phrase(self.seat.lang, "line_skipped", text=command.text,
                                       reason=explain(error, self.seat.lang)))
                    self.done.append(f"{command.text}: skipped ({error.message})")
                    continue
                if command.conditional and error.code in _NOT_NOW:
                    skipped.append(phrase(self.seat.lang, "line_skipped", text=command.text,
                                       reason=explain(error, self.seat.lang)))
                    self.done.append(f"{command.text}: skipped ({error.message})")
                    continue
                if command.kind is CommandKind.GAME \
                        and error.code in (ErrorCode.ILLEGAL_MOVE, ErrorCode.STALE_VERSION) \
                        and self._done_for_you(command.text):
                    # an old habit ("roll" when the service has thrown already): no refusal,
                    # also when that throw made the mail answered an older one (a player who
                    # was not on move answers the start mail with "hodím")
                    skipped.append(phrase(self.seat.lang, "line_skipped", text=command.text,
                                       reason=phrase(self.seat.lang, "done_for_you")))
                    self.done.append(f"{command.text}: skipped (done for them already)")
                    continue
                if self.played and error.code in _AFTER_PLAY + _NOT_NOW \
                        and self.game.waits_for(self.seat.seat) \
                        and not self._now().waits_for(self.seat.seat):
                    # a stray line after the mail's moves ended the player's turn: named as
                    # skipped, not refused (the moves stand)
                    skipped.append(phrase(self.seat.lang, "line_skipped", text=command.text,
                                       reason=explain(error, self.seat.lang)))
                    self.done.append(f"{command.text}: skipped ({error.message})")
                    continue
                if command.kind is CommandKind.GAME and error.code in _OUT_OF_PLACE and any(
                        later.kind in (CommandKind.GAME, CommandKind.CHOICE)
                        for _, later in queue):
                    # "nevezmu to" out of turn above "odmítám 1": a line that cannot be played
                    # now does not stop a later one that can; read inside a sentence it is
                    # chatter, on a line of its own it is answered with the reason
                    passed.append((number, command, error))
                    continue
                if command.kind is CommandKind.GAME and error.code == ErrorCode.STALE_VERSION:
                    # an old mail is refused for a move only: words no move reads ("Back from
                    # Crete!") are the player's note, whatever mail they answer
                    error = self._unreadable(command) or error
                    if error.code == ErrorCode.STALE_VERSION and (queue or self.done):
                        # the lines below it that stay good (an offer, an answer to one, talk,
                        # a setting) are played all the same; the stale move is named after
                        stale.append((number, command, error))
                        continue
                if command.kind is CommandKind.GAME and error.code in _UNREADABLE:
                    pieces = self._pieces(command)
                    if pieces:
                        queue[:0] = [(number, piece) for piece in pieces]
                        continue
                    free.append((number, command, error))
                    continue
                if passed and not self.played:  # the first line that could not play says why
                    number, command, error = passed[0]
                refusal = self._refusal(number, command, error, self.done)
                # what the mail asks to be told acts on nothing: still answered after a
                # refusal (MY GAMES under a move to an old mail), in the same mail
                for later, asked in queue:
                    if asked.kind in _ASKED_ANYWAY and asked.kind not in self.asked:
                        self._apply(later, asked)
                    elif asked.kind in _DONE_ANYWAY:
                        refusal = (refusal[0], f"{refusal[1]}; {self._apply(later, asked)}")
                return self._outcome(*refusal)
            except NoSuchChoice as error:
                said = "no_such_choice_of" if error.numbers else \
                    "no_such_choice" if error.size else "no_choices"
                if said == "no_choices" and self._has_choices_now():
                    # the mail answered had no options (a weekly summary to one away), the
                    # game has some now: never "you have no moves" above a list of them
                    said = "no_choices_in_mail"
                self._tell(number, Kind.REFUSED, code="no_such_choice", text=command.text,
                           message=phrase(self.seat.lang, said, number=error.number,
                                          size=error.size,
                                          numbers=", ".join(map(str, error.numbers))))
                return self._outcome("played" if self.played else "refused",
                                     "; ".join([*self.done, f"{command.text}: {error}"]))
        if passed and not self.played:  # no later line played: the first is refused after all
            number, command, not_now = passed[0]
            return self._outcome(*self._refusal(number, command, not_now, self.done))
        if stale and not self.done:  # nothing else of the mail was good: the old mail's answer
            number, command, old = stale[0]
            return self._outcome(*self._refusal(number, command, old, self.done))
        for _, command, old in stale:  # a sentence's words read as a move are chatter
            if self.welcomed:  # a move of a turn the bot played: the welcome back says it all
                self.done.append(f"{command.text}: skipped ({old.message})")
                continue
            if not command.inside or command.joined:
                skipped.append(phrase(self.seat.lang, "line_skipped", text=command.text,
                                      reason=phrase(self.seat.lang, "turn_answered_over")))
                self.done.append(f"{command.text}: skipped ({old.message})")
        # a sentence's words read as a move are chatter; an offer or an answer to one cut from
        # a sentence is an act of its own, answered with its reason (never lost beside a move)
        own = [(command, not_now) for _, command, not_now in passed
               if not command.inside or self._trade_said(command)]
        purchase_no = _purchase_no_move(self._view()) if own else ""

        def as_written(command: Command) -> str:
            """The command as the player wrote it when it is the game's purchase's no."""
            return command.written if purchase_no and command.text == purchase_no \
                and command.written else command.text

        skipped[:0] = [phrase(self.seat.lang, "line_skipped", text=as_written(command),
                              reason=explain(not_now, self.seat.lang)) for command, not_now in own]
        self.done += [f"{as_written(command)}: skipped ({not_now.message})"
                      for command, not_now in own]
        if free and not self.done and not self.welcomed:
            # nothing else in the mail (not even a welcome back): the unreadable line is refused
            number, command, unreadable = free[0]
            unreadable = self._out_of_turn(command) or unreadable
            return self._outcome(*self._refusal(number, command, unreadable, self.done))
        if free and not self.done:  # an absent player's note: the welcome back alone answers
            free = []
        for _, command, unreadable in free:
            if counter_asked_back(command.text) is not None:
                # a counter to an offer this mail answered already ("Odmítám 1." above
                # "Tomáši, to je moc, dala bych tak 2200."): its words went to the maker as
                # talk, and the read-back says so; else they are named as written, never as
                # our ask-back's text
                if any(c.kind is CommandKind.SAY and c.text in command.written
                       for c in self.commands):
                    continue
                command = replace(command, text=command.written or command.text)
            # a try at a move cut from a sentence ("Luci, nabídka Lucii: …") is told why not
            reason = explain(unreadable, self.seat.lang) if command.attempt \
                or self._opens_with_command(command.text) \
                else phrase(self.seat.lang, "free_text")
            if question := self._asked(command):  # named by the player's words and its question
                reason = question
                command = replace(command, text=command.written or command.text)
            if command.written and command.text not in command.written:
                # a text we rewrote ("you" read as the player greeted) is quoted as written
                command = replace(command, text=command.written)
            skipped.append(phrase(self.seat.lang, "line_skipped", text=command.text,
                               reason=reason))
            self.done.append(f"{command.text}: skipped (free text)")
        if self.done:  # "Tomášovi bych za Vlak dal 2000 dolarů." beside a move played
            read = {c.text for c in commands} | {c.written for c in commands}
            unread = dict.fromkeys(c.text for c in self.unread_game_lines if c.text not in read)
            skipped += [phrase(self.seat.lang, "line_skipped", text=text,
                               reason=phrase(self.seat.lang, "game_words_unread"))
                        for text in unread]
        if skipped:
            self._tell(0, Kind.LINES_SKIPPED, message="\n".join(skipped))
        return None

    def _tried_move(self, line: str) -> bool:
        """Whether a line holds a verb of the game and one of its names ("bych si vzala
        Saloon"): a try at a move, however the rest of it reads; a question is none."""
        said, lexicon = fold_words(line), self._lexicon
        if lexicon is None or line.rstrip().endswith("?") or denies_move(line, lexicon):
            return False  # "malou do Olomouce, kolik …?"; "Saloon bych nekoupil": said
        return any(w in lexicon.commands for w in said) and any(w in lexicon.names for w in said)

    def _out_of_turn(self, command: Command) -> ServiceError | None:
        """The refusal of a move wished for ("bych si vzala Saloon, kdyby to šlo", "I'd like to
        buy Mustang": a verb of the game beside one of its names, in the conditional) by a
        player the game waits for in no way: not their turn, whoever's it is, however it is
        written (issue 42: the wish went unanswered, then its answer was "příkaz „bych“
        neznám"); None for any other line or player (a command as written, "offer Zed …",
        keeps the rules' own reason)."""
        if not self._tried_move(command.text) or self._decision_pending() \
                or not _WISHING.intersection(fold_words(command.text)):
            return None
        game = self._now()
        waited = ", ".join(game.seat(s).name for s in game.waited) or "—"
        return ServiceError(ErrorCode.NOT_YOUR_TURN, f"a try at a move out of turn; the game "
                            f"waits for {waited}", game.version, params={"waiting_for": waited})

    def _unreadable(self, command: Command) -> ServiceError | None:
        """The error of a line the game cannot read as any move of this player now (free
        text), else None."""
        view = self._view()
        if view.state is None or not self._player:
            return None
        try:
            view.rules.parse(view.rules.localized(view.state, self.seat.lang), self._player,
                             command.text)
        except (InvalidCommand, AmbiguousCommand) as exc:
            return ServiceError(ErrorCode.INVALID_COMMAND, str(exc), view.game.version)
        except RulesError:
            return None
        return None

    def _opens_with_command(self, line: str) -> bool:
        """Whether a line opens with a command word of the game and names more of its words
        ("nabídka Lucii: dávám Chatrč za 1500 $"): a try at a move, whose skip says why."""
        found = fold_words(line)
        lexicon = self._lexicon
        return lexicon is not None and bool(found) and found[0] in lexicon.commands \
            and sum(map(lexicon.game_word, found[1:])) >= 2

    def _reads_as_move(self, line: str) -> bool:
        """Whether the game reads `line` as a move of this player that says little else: then
        inside a message it is the next command, not the message's words. A forgiving parser
        reads "kup si to sám" (buy it yourself) as a purchase, so a line counts only when it
        has at most one word more than the move's own text (two words for a move not legal
        now, which has none to compare)."""
        view = self._view()
        if view.state is None or not self._player:
            return False
        led = _less_lead_fillers(line)  # "tak já to beru": "beru"
        words = len(led.split())
        offers = self._open_offers(view)
        if offers and (said := read_answers(line, offers, self.seat.lang, getattr(
                view.rules, "fields_mentioned", None))) and not said.rest:
            return True  # "jo beru ji za 1200": an answer to the offer open to the player
        if len(offers) == 1 and self._answers_offer_mail() \
                and self._offer_idiom(line, view, view.rules.lexicon(view.state)):
            return True  # "Díky, to si nechám ujít." to the offer's mail: its answer
        state = view.rules.localized(view.state, self.seat.lang)
        try:
            move = _parsed(view.rules, state, self._player, line, led)
        except (InvalidCommand, AmbiguousCommand):
            return False
        except RulesError:
            return words <= 2  # readable, only not legal now: "koupit", "stars 2"
        size = len(str(getattr(move, "text", "")).replace("-", " ").split())
        if words <= size + 1:
            return True
        if str(getattr(move, "text", "")).startswith("offer ") and words <= 2 * size:
            return True  # an offer in own words: "Lucie, chci od Vás Vlak za 4500 Kč."
        lexicon = view.rules.lexicon(view.state)
        if lexicon is not None and fold_words(line)[:1] and fold_words(line)[0] in \
                lexicon.commands and size >= 3 and words <= 2 * size:
            return True  # a move of several parts in its own words: "nabídka Bobovi: dávám …"
        # or all but one of its words are the game's: "dávám velkou do Prahy" ("large praha");
        # the player's possessive and a piece's going are their own ("moje střední jde do …")
        if lexicon is None:
            return False
        folded = fold_words(line)
        # a short word before a name of the game is its preposition ("do Plzně v Čechách",
        # "to Brno in Moravia"): part of the place, not a word of the player's own
        return sum(not (lexicon.game_word(w) or w in _GOING or len(w) <= 2 and
                        any(lexicon.game_word(n) for n in folded[at + 1:at + 2]))
                   for at, w in enumerate(folded)) <= 1

    def _played_for_you(self, since: int) -> list[str]:
        """The moves the service played for the player after game version `since` (what
        their standing orders decided at once), in their words."""
        view = self._view()
        if view.game.version <= since:
            return []
        return [view.rules.describe(step.before, step.move, self.seat.lang,
                                    reader=self._player)
                for step in view.steps() if step.entry.version > since
                and step.entry.player == self._player and step.entry.source == AUTO_SOURCE]

    def _answers_the_old_turn(self, text: str) -> bool:
        """Whether words the game reads as no move now answer the question the answered turn
        mail asked ("Tentokrát ne" to a purchase since declined): its words in that state."""
        view = self._view_at(self._token)
        lexicon = view.rules.lexicon(view.state) if view.state is not None else None
        if lexicon is None:
            return False
        said = set(fold_words(text))
        return bool(said & (lexicon.answers | lexicon.commands))

    def _turn_changed_since(self, since: int | None) -> list[str]:
        """What the service played of the player's turn after game version `since` because of
        another's act (a purchase a trade left them unable to pay), in their words; empty when
        they played it themselves."""
        if since is None or not self._player:
            return []
        view = self._view()
        later = [step for step in view.steps() if step.entry.version > since]
        own = [step for step in later if step.entry.player == self._player
               and not view.rules.beside_turn(step.entry.text)]
        if not own or any(step.entry.source != AUTO_SOURCE for step in own):
            return []  # their own move (or their standing orders after it) ended the turn
        return [view.rules.event_text(event, self.seat.lang, reader=self._player)
                for step in own for event in step.events
                if event.data.get("player") == self._player]

    def _agreed(self, command: Command) -> tuple[str, bool] | None:
        """The move of the player's turn played for them after the mail this reply answers (by
        a stand-in robot or their standing orders), as the game names it, when the reply's line
        asks for that very move; with whether a robot chose it. None otherwise."""
        player, lang = self._player, self.seat.lang
        if command.kind is not CommandKind.GAME or self.version is None or not player:
            return None
        view = self._view()
        for step in view.steps():
            entry = step.entry
            if entry.version <= self.version or entry.player != player:
                continue
            robot = entry.source.startswith(BOT_SOURCE + ":")
            if not robot and entry.source != AUTO_SOURCE:
                return None  # a move of their own since: the turn is theirs to tell
            try:
                move = view.rules.parse(view.rules.localized(step.before, lang), player,
                                        command.text)
            except RulesError:
                continue
            if move.text == entry.text:
                return view.rules.describe(step.before, move, lang, reader=player), robot
        return None

    def _done_for_you(self, text: str) -> bool:
        """Whether `text` names a move the service played for the player since their last own
        decision (their throw): the line asks for what is done already."""
        view = self._view()
        player = self._player
        if view.state is None or not player:
            return False
        own = max((e.seq for e in view.log if e.player == player and e.source != AUTO_SOURCE),
                  default=0)
        autos = [e for e in view.log if e.seq > own and e.player == player
                 and e.source == AUTO_SOURCE]
        if not autos:
            return False
        state = next(done.before for done in view.steps() if done.entry.seq == autos[0].seq)
        try:
            move = view.rules.parse(view.rules.localized(state, self.seat.lang), player, text)
        except RulesError:
            return False
        return move.text in {e.text for e in autos}

    def _as_named(self, command: Command) -> str:
        """A move line as the game names the move in the seat's language ("malou do Brna" ->
        "malá v Brně"), read in the position the mail answers; its own words when the game
        does not read it there."""
        if command.kind is not CommandKind.GAME:  # a menu number stays as written
            return command.text
        view = self._view_at(self._token)
        if view.state is None or not self._player:
            return command.text
        try:
            move = view.rules.parse(view.rules.localized(view.state, self.seat.lang),
                                    self._player, command.text)
        except RulesError:
            return command.text
        return view.rules.describe(view.state, move, self.seat.lang, reader=self._player)

    def _beside_turn(self, command: Command) -> bool:
        """Whether a line is a move that leaves the turn open (a trade offer, an answer to
        one): it lands whatever became of the turn the mail answers."""
        view = self._view()
        if command.kind is not CommandKind.GAME or view.state is None or not self._player:
            return False
        try:
            move = view.rules.parse(view.rules.localized(view.state, self.seat.lang),
                                    self._player, command.text)
        except RulesError:
            return False
        return view.rules.beside_turn(str(getattr(move, "text", "")))

    def _trade_said(self, command: Command) -> bool:
        """Whether the game reads `command` as an act beside the turn (an offer, an answer to
        one), whether it can carry it out or not."""
        view = self._view()
        if command.kind is not CommandKind.GAME or view.state is None or not self._player:
            return False
        try:
            view.rules.parse(view.rules.localized(view.state, self.seat.lang), self._player,
                             command.text)
        except RulesError as error:
            return error.beside_turn
        return self._beside_turn(command)

    def _pieces(self, command: Command) -> list[Command]:
        """The commands of a line that holds several ("buy, stars 2", "koupit a 2 hvězdy"),
        when every piece is readable on its own, less the courtesies among them ("přihazuji
        3, díky"); [] otherwise."""
        parts = [p.strip() for p in _SEPARATOR.split(command.text) if p.strip()]
        if len(parts) < 2 or any(correcting(part) for part in parts[1:]):
            return []  # "Hraju pětku, teda s tou devítkou": one decision corrected, asked
        parts = [p for p in parts if not is_courtesy(p)] or parts  # "koupit a díky"
        view = self._view()
        if view.state is None or not self._player:
            return []
        reading = view.rules.localized(view.state, self.seat.lang)
        for part in parts:
            try:
                view.rules.parse(reading, self._player, part)
            except (InvalidCommand, AmbiguousCommand):
                return []
            except RulesError:
                pass  # readable, only not legal now: the piece will say why when played
        return [replace(command, text=part) for part in parts]

    def _apply(self, number: int, command: Command) -> str:
        """Carry out one command line by its kind's handler (command_table); returns what
        was done."""
        kind, service, game_id = command.kind, self.service, self.game.id
        if kind is CommandKind.JOIN and service.mail_processed(game_id, f"{self.key}:{number}"):
            self.repeated += 1  # this JOIN was written before (and may have started the game)
            return "joined"
        if kind in (CommandKind.JOIN, CommandKind.DECLINE) and self._now().status != WAITING:
            kind = CommandKind.GAME  # once started, "ano"/"ne" may be the game's own yes and no
        if kind is CommandKind.GAME and command.remark:
            # "Myslím, že Bob dá velkou do Prahy", "Velká v Brně by se hodila": a move told of
            # another or wished for is never played; asked back, the player writes their own
            raise ServiceError(ErrorCode.INVALID_COMMAND, "a remark on another's move",
                               params={"say": "anothers_move"})
        if kind in _INFORMATION:
            if kind in self.asked:
                return f"{kind} answered already"
            self.asked.add(kind)
        return _DISPATCH[kind](self, number, command)

    def _state_answer(self, unknown: bool = False) -> str:
        """The answer to the mail's questions of the game's state ("Kdo teď vede?"), in
        sentences ("": none asked; with `unknown`, one nobody here can answer is said so)."""
        return self._answered(self._state_asked(unknown))

    def _state_asked(self, unknown: bool = False) -> list[Asked]:
        """The mail's questions of the game's state that are answered (with `unknown`, those
        nobody here can answer too, a move with a question mark left out)."""
        if self._asked_state is None:
            others = [name for s in self.game.seats if s.seat != self.seat.seat
                      for name in s.shown_names]
            self._asked_state = state_questions(
                self.mail.reply or "", others,
                lambda line: asks(line, self._lexicon, self._game_topics), self._game_asks)
        return [q for q in self._asked_state if q.topic is not None
                or unknown and not self._says_a_move(q.text)]

    def _answered(self, asked: Sequence[Asked]) -> str:
        """The questions `asked` answered in sentences, rendered once ("": none)."""
        if not asked:
            return ""
        from functions.render.state_answers import answers  # loaded when a question is asked

        # answered as people read the game: a seat that changed hands by its holder's name
        view = self._view()
        happened = any(q.topic == "happened" for q in asked)
        news = self._news(view) if happened else []
        record = held_record(self._now(), holders(self._now(), view.rules))
        return " ".join(answers(asked, record, record.seat(self.seat.seat), view.rules,
                                view.state, self.seat.lang, reader_zone(record, self.seat),
                                news, self._news(view, by_the_bot=True) if happened else []))

    def _says_a_move(self, folded: str) -> bool:
        """Whether a folded sentence read as a question is a move of the player's with a
        question mark ("Dám velkou do Prahy, ok?", "koupit?"): a line of the mail read as a
        command, a word or two around it, or one the game reads as a move; no question."""
        said = fold_words(folded)
        for command in self.commands:
            move = fold_words(command.text)
            if command.kind is CommandKind.GAME and move and set(move) <= set(said) \
                    and len(said) - len(move) <= MOVE_TAG_WORDS:
                return True
            if command.written and set(said) <= set(fold_words(command.written)):
                return True  # a line read whole as an answer ("Za dva tisíce? Ani náhodou,
                # tři a půl"): its question asks the offer's maker, not us
        view = self._view()
        return bool(said) and self._holds_move(folded, view)

    def _of_the_state(self, line: str) -> bool:
        """Whether a line only asks where the game stands ("kdy budu zase na tahu?"): it gets
        its answer in a line, not the whole help."""
        asked = state_questions(line, [name for s in self.game.seats if s.seat != self.seat.seat
                                       for name in s.shown_names],
                                lambda text: asks(text, self._lexicon, self._game_topics),
                                self._game_asks)
        return bool(asked) and all(q.topic is not None for q in asked)

    def _game_asks(self, folded: str) -> bool:
        """Whether the game answers a folded question of its rules itself (rules.Game)."""
        return rules_of(self.game.rules).asks_rules(folded)

    def _only_asks(self, line: str) -> bool:
        """Whether every sentence of a line is a question of where the game stands, what
        happened or what to do (never a move)."""
        said = asking.sentences(line)
        return bool(said) and all(asking.is_question(sentence) and self._of_the_state(sentence)
                                  for sentence in said) \
            and not self._holds_move(line, self._view())
        # ("přihazuji 4, kdo vede?": the move it opens with is played, the question answered)

    def _news(self, view: Any, by_the_bot: bool = False) -> list[str]:
        """What happened since the reader's own last move that they may see, in their words,
        one turn one line as a mail's list tells it (a question of what happened is answered
        from the log); `by_the_bot`: only the decisions a bot took for the reader meanwhile,
        every one of them ("Co mi mezitím robot nakoupil?")."""
        from functions.render.letters import story_lines  # loaded when a question is asked

        player, lang = view.game.seat(self.seat.seat).player, self.seat.lang
        steps = list(view.steps())
        # their own last choice: not a forced step, nor one a bot made for them in their
        # absence ("What did the bot buy for me while I was away?" asks of those)
        last = max((at for at, step in enumerate(steps) if step.entry.player == player
                    and step.entry.source != AUTO_SOURCE
                    and not step.entry.source.startswith(BOT_SOURCE)), default=-1)
        names = [word for seat in self.game.seats for name in seat.shown_names
                 for word in name.split()]
        events = [event.to_dict() for step in steps[last + 1:] for event in step.events
                  if not by_the_bot or step.entry.player == player
                  and step.entry.source.startswith(BOT_SOURCE)]
        # told inside one sentence ("Od tvého posledního tahu: házíš 1; Tom Hanks …")
        return [after_colon(line, names) for line in story_lines(
            view.rules, events, lang, player, [seat.player or "" for seat in view.game.seats])]

    def _game_topics(self) -> Any:
        """The topics of a question this game answers itself (render.games), loaded only for
        a line that asks something (cold starts)."""
        from functions.render import games

        return games.of(self.game.rules).question_topics()

    def _help(self, number: int, command: Command) -> str:
        """HELP: the help mail; to a question ("Jak můžu prodat pole?") it leads with the part
        that fits what was asked (render.questions)."""
        topic = topic_of(command.text, self._game_topics)
        if topic is None:
            self._tell(number, Kind.HELP)
            return "help sent"
        self._tell(number, Kind.HELP, topic=topic,
                   question=press.excerpt(command.text, self.seat.lang))
        return f"help sent, leading with {topic}"

    def _board(self, number: int, command: Command) -> str:
        """BOARD: the board again, with a fresh reply address (requested: it goes at once)."""
        self._tell(number, Kind.BOARD, requested=True)
        return "board sent"

    def _my_games(self, number: int, command: Command) -> str:
        """MY GAMES: the person's games and a sign-in link."""
        from .home_mail import my_games_payload  # a rare command: loaded when asked

        self._tell(number, Kind.MY_GAMES, **my_games_payload(
            self.service, self.secret, self.settings.base_url, self.seat.email, self.seat.lang))
        return "my games sent"

    def _join(self, number: int, command: Command) -> str:
        """JOIN: the invitation accepted (confirmed while the game still waits)."""
        record = self.service.join(self.game.id, self.seat.email, mail_key=f"{self.key}:{number}")
        if record.status == WAITING:  # once it starts, the game_started mail confirms it
            message = phrase(self.seat.lang, "joined", title=record.title)
            if any(asking.is_question(sentence) for sentence in asking.sentences(
                    self.mail.reply or command.text)):
                # "JOIN, a kolik nás bude hrát?", "Přidávám se. Kdy to začne?": answered with
                # who is in, whom the game waits for and the time a move has
                message += " " + self._waiting_answer(record)
                self._tell(number, Kind.JOINED, message=message)
            else:  # the yes alone: it may wait to ride in the start mail (answers.fold)
                self._tell(number, Kind.JOINED, message=message, **{SEAT_CONFIRMED: True})
        return "joined"

    def _waiting_answer(self, record: GameRecord) -> str:
        """What a player's question beside their yes to a game waiting for players is
        answered with (the yes says it starts when all are in): who is in besides them, whom
        it waits for, how many play, how long a move may take."""
        lang = self.seat.lang
        others = [s for s in record.seats if s.seat != self.seat.seat]
        joined = listing(lang, [s.name for s in others if s.status == JOINED])
        awaited = listing(lang, [s.name for s in others if s.status == INVITED])
        said = [phrase(lang, "waiting_joined_others", joined=joined)] if joined else []
        said += [phrase(lang, "waiting_awaited", awaited=awaited)] if awaited else []
        return " ".join([*said, phrase(lang, "invitation_players", n=len(record.seats)),
                         _move_time(record, lang)])

    def _invitation_answer(self) -> Outcome:
        """A mail of words alone while the game waits for players: a yes joins, a no declines
        (see invitation.py); anything else, and anything from a seat already in, is answered
        with what the game waits for (and, to the organizer, where its settings are changed)."""
        from .invitation import DECLINE, JOIN, answer_of, asks

        lines = [*self.commands, *self.chatter]
        said = {c.kind for c in lines} & {CommandKind.JOIN, CommandKind.DECLINE}
        answer: str | None
        if len(said) == 1:  # the written answer (ANO, NE) decides
            answer = JOIN if CommandKind.JOIN in said else DECLINE
        else:  # the whole reply: the command reader sets a greeting or a closing aside, and
            # "Díky, ale nehraju." reads as one to it
            answer = answer_of(self.mail.reply or "\n".join(c.text for c in lines))
        first = lines[0] if lines else Command(CommandKind.GAME, "")
        if self.seat.status == INVITED and answer == JOIN:
            done = self._apply(1, replace(first, kind=CommandKind.JOIN))
            if self.repeated:
                return self._outcome("duplicate", "this JOIN was carried out before")
            return self._outcome("answered", f"{done} (read as a yes: {first.text!r})")
        if self.seat.status == INVITED and answer == DECLINE:
            return self._outcome("answered", self._decline(1, first))
        if not lines and _answers_an_answer(self.mail.in_reply_to or ""):
            return self._outcome("dropped", "nothing readable in a reply to an answer of ours")
        lang, game = self.seat.lang, self._now()
        # the reader is told apart ("ty"), never listed by name as a third person
        others = [s for s in game.seats if s.seat != self.seat.seat]
        joined = [s.name for s in others if s.status == JOINED]
        awaited = [s.name for s in others if s.status == INVITED]
        message = waiting_text(lang, game.title, listing(lang, joined), listing(lang, awaited),
                               you_in=self.seat.status == JOINED,
                               declined=[s.name for s in others if s.status == DECLINED])
        if self.seat.status == INVITED:  # a question is answered, a doubt told how to answer
            reply = self.mail.reply or "\n".join(c.text for c in lines)
            name = self._rules().name
            key = "invitation_unclear" if not asks(reply) else "invitation_question" \
                if fold_text(name) != fold_text(game.title) else "invitation_question_untitled"
            message = phrase(lang, key, title=game.title, game=name,
                             time=_move_time(game, lang)) + "\n\n" + message \
                + "\n\n" + phrase(lang, "invitation_how")
        if self.settings.base_url and \
                normal_address(game.organizer) == normal_address(self.seat.email):
            page = absolute(self.settings.base_url,
                            organizer_game_path(self.secret, game.organizer, game.id))
            message += "\n\n" + phrase(lang, "organizer_page", url=page)
        # not a refusal: nothing was wrong with the mail (a question, a doubt)
        self._tell(0, Kind.JOINED, code="invitation_unclear", text="", message=message,
                   **({"invited": True} if self.seat.status == INVITED else {}))
        return self._outcome("answered", "the game waits for players: told what for")

    def _after_the_end(self) -> Outcome:
        """A mail to a game that is over: what it asks for (HELP, MY GAMES...) is carried out;
        a move or a menu number gets one short answer that the game is over and how it ended;
        words alone ("Díky za hru, bylo to super!", a signature) get no answer at all: they
        are the player's goodbye, not a move, and the game-over mail said everything."""
        from .invitation import answer_of

        words = (CommandKind.GAME, CommandKind.CHOICE, CommandKind.JOIN, CommandKind.DECLINE,
                 CommandKind.BACK)
        asked = [c for c in self.commands[:MAX_COMMANDS] if c.kind not in words]
        if robots.automatic_by_content(self.mail.subject, self.mail.reply or self.mail.body,
                                       self._now().title, _our_subjects()):
            # an out-of-office's "I am out of the office until …" read as an absence: a
            # machine's, and of no use to a game that is over (it goes nowhere, as its words)
            asked = [c for c in asked if c.kind is not CommandKind.AWAY]
        # a move read inside a sentence ("Beru to sportovně") is the sentence's, not a move
        # a yes or no in everyday words is a goodbye ("Jo, díky!"), not WesternPoly's "jo" (buy)
        # BACK after the end ("Jsem zpátky! Dáme odvetu?") is words to the table: the writer
        # gets the post-game answer, never a refusal (review 14)
        moves = [c for c in self.commands if c.kind is CommandKind.CHOICE
                 or (c.kind is CommandKind.GAME and (not c.inside or c.joined)
                     and answer_of(c.text) is None and self._reads_as_move(c.text))]
        # a setting of this game (EVERY MOVE, CONFIRM, AUTO, PRESS EACH ...) changes nothing
        # once no move comes: said so, never "done" (a person's own time, AWAY, is kept)
        unset = [c for c in asked if c.kind not in AFTER_THE_END and c.kind not in PERSONAL]
        if unset:
            asked = [c for c in asked if c not in unset]
            self._tell(len(self.commands) + 1, Kind.REFUSED, code=str(
                ErrorCode.GAME_NOT_RUNNING), text=unset[0].text, message=self._end_says(
                "after_end_setting", title=self._now().title),
                **({"formal": True} if self._formal_writer() else {}))
            if not asked and not moves:
                return self._outcome("answered", f"{unset[0].text}: the game is over (told so)")
        if asked:  # the moves among them are answered by the first one's refusal, as before
            return self._lines(asked + moves[:1]) or self._outcome(
                "answered", "; ".join(self.done))
        if not moves and _answers_a_turn(self.mail.in_reply_to or ""):
            # words to a turn mail or reminder of a game that ended since with a move read
            # inside them ("Sorry, was travelling. buy"): a try at that turn, told it is over;
            # without one ("Promiňte, byla jsem na horách") they are words, as to any mail
            moves = [c for c in self.commands if c.kind is CommandKind.GAME
                     and answer_of(c.text) is None and self._reads_as_move(c.text)][:1]
        if not moves:
            return self._words_after_the_end()
        lang, game = self.seat.lang, self._now()
        if game.status == FINISHED:
            # a move to a game that is over: the post-game answer, in the tone of the
            # game-over mail, not a refusal (review 14); what was not played said in passing
            self._post_game(game, [self._end_says("after_end_move", text=moves[0].text)])
            return self._outcome("answered", f"{moves[0].text}: the game is over (the "
                                 "post-game answer)")
        message = explain(ServiceError(ErrorCode.GAME_NOT_RUNNING, "over",
                                       params={"status": game.status}), lang)
        self._tell(0, Kind.REFUSED, code=str(ErrorCode.GAME_NOT_RUNNING), text=moves[0].text,
                   message=message)
        return self._outcome("answered", f"{moves[0].text}: the game was {game.status} "
                             "(told so)")

    def _formal_writer(self) -> bool:
        """Whether the mail speaks Czech formally ("Dobrý den, chtěl bych se zeptat …"), as
        organizer_words.register reads it: its answer after the end is said in vykání."""
        return self.seat.lang == "cs" and organizer_words.register(
            self.mail.reply or self.mail.body) == FORMAL

    def _end_says(self, code: str, **params: Any) -> str:
        """The sentence `code` of the answer after the end, in the writer's register."""
        return phrase(self.seat.lang, formal_key(code, self._formal_writer()), **params)

    def _post_game(self, game: GameRecord, said: list[str]) -> None:
        """The post-game answer to the writer: thanks, the game is over, how it ended,
        `said`, how to play again."""
        organizer = game.seat_of(game.organizer)
        again = self._end_says("after_end_again_yours") if game.organizer == self.seat.email \
            else self._end_says("after_end_again", organizer=(
                f"{organizer.name} <{game.organizer}>" if organizer else
                f"{game.organizer_name} <{game.organizer}>" if game.organizer_name
                else game.organizer))
        sentences = [*([self._end_says("after_end_thanks")] if game.status == FINISHED else []),
                     self._end_says("after_end_over", title=game.title),
                     *filter(None, [self._result_sentence(game)]), *said, again]
        self._tell(0, Kind.PRESS_SENT, message="\n".join(sentences), after_end=True,
                   **({"formal": True} if self._formal_writer() else {}))

    def _result_sentence(self, game: GameRecord) -> str | None:
        """How a finished game ended, as the writer reads it: their own win in the second
        person ("Hru jsi vyhrála"), another's by name; None while nobody won."""
        winners = list((game.result or {}).get("winners") or ())
        if game.status != FINISHED or not winners:
            return None
        kind = win_kind(winners, self.seat.player, len(game.seats),
                        bool((game.result or {}).get("draw")))
        names = [s.name for s in game.seats if s.player in winners
                 and (kind != "_shared_you" or s.seat != self.seat.seat)]
        return self._end_says("over_result" + kind,
                      players=listing(self.seat.lang, names), name=self.seat.name)

    def _words_after_the_end(self) -> Outcome:
        """Words alone to a game that is over ("gg all, rematch?", "Díky za hru!"): post-game
        talk, said to the whole table when its talk is open (each gets it in a mail: no next
        mail of the game would carry it), and one answer a day to the writer: the game is
        over, how it ended, where the words went, how to play again. A machine's words (an
        out-of-office) go nowhere."""
        text = (self.mail.reply or "").strip()
        game, lang = self._now(), self.seat.lang
        if not text or robots.automatic_by_content(self.mail.subject, text, game.title,
                                                   _our_subjects()):
            return self._outcome("dropped", "a machine's words to a game that is over")
        # "please unsubscribe me", "Jak dlouho to vlastně trvalo?": the service's to do or
        # answer, never the table's (issue 42); the rest of the mail is talk as before
        service = for_the_service(text)
        answered = self._service_asked(game, service)
        # a reaction to our mail ("Škoda. Tak nic.") is none of the table's; a line to one
        # player called first goes to that player; a signature never travels (post_game.py)
        # (a name left under the words answered, "…kdy je deadline?\n\nHanka", is their
        # signature: nothing for the table)
        signed = answered and "\n" not in service.rest and signs_off(service.rest)
        talk = post_game_talk(service.rest, game.seat(self.seat.seat).name,
                              [s.name for s in game.seats]) if service.rest and not signed \
            else None
        if talk is None and answered:
            self._post_game(game, answered)
            return self._outcome("answered", "words to the service after the end: "
                                 + ("no more mail; " if service.stop else "")
                                 + ("told how long the game took" if service.asks else
                                    "told no move is awaited" if service.turn else
                                    "told there is nothing to come back to" if service.back
                                    else "done"))
        if talk is None:
            return self._courtesy_after_the_end()
        if self._organizer_called(game, talk.text):
            # "Hey Eva, can we do a rematch?" to an organizer who holds no seat: theirs, never
            # the table's (issue 42)
            return self._to_the_organizer(game, talk.text, answered)
        # the same words again within a day are a responder's answer to the talk they brought
        # (two responders would keep the table talking): said once; a try of this mail that
        # died half-way is not a first time (`besides` its key)
        answers: Inbox = self.service.store
        now, digest = self.service.clock.now(), AFTER_END + robots.text_digest(text)
        if answers.answers_since(game.id, self.seat.seat + digest,
                                 iso(now - AFTER_END_EVERY), self.key) > 0:
            return self._outcome("dropped", "the same words to a game that is over again")
        answers.record_answer(game.id, self.seat.seat + digest, self.key, iso(now))
        try:
            message = self.service.say(game.id, self.seat.email, talk.text, talk.to,
                                       key=f"{self.key}:end")
            readers = [s for s in game.seats if press.wants(s, message, game)]
            said = self._end_says("after_end_said" if readers else "after_end_nobody",
                          text=press.excerpt(message.text, lang))
            done = f"said to the table ({len(readers)} readers)"
        except ServiceError as error:
            said = self._end_says("after_end_not_said", reason=explain(error, lang))
            done = f"not said ({error.message})"
        if not answered and answers.answers_since(game.id, self.seat.seat + AFTER_END,
                                                  iso(now - AFTER_END_EVERY), self.key) > 0:
            return self._outcome("answered", f"words after the end: {done}; answered today "
                                 "already")
        answers.record_answer(game.id, self.seat.seat + AFTER_END, self.key, iso(now))
        self._post_game(game, [*answered, said])
        return self._outcome("answered", f"words after the end: {done}; told the game is over")

    def _organizer_called(self, game: GameRecord, text: str) -> bool:
        """Whether words call the game's organizer, who holds no seat, by the name they gave
        at their start ("Hey Eva, …", "Evo, …")."""
        return bool(game.organizer_name) and game.seat_of(game.organizer) is None \
            and called(text.strip().splitlines()[0], [game.organizer_name]) is not None

    def _to_the_organizer(self, game: GameRecord, text: str, answered: list[str]) -> Outcome:
        """Words after the end to the organizer by name, mailed to them (with how to set up
        a new game where they ask for one), and the writer told where they went."""
        lang, organizer_lang = self.seat.lang, organizer_lang_of(game)
        name = self.seat.name
        said = [phrase(organizer_lang, "to_organizer_words", name=name, title=game.title,
                       text=press.excerpt(text, organizer_lang))]
        if "again" in organizer_questions.asked(text):  # a rematch asked: how to make one
            said.append(organizer_questions.WORDS.say(organizer_lang, "again_formal"))
        self.service.notify(game.id, f"organizer-{self.ref}", [Notice(
            Kind.ORGANIZER_ANSWER, None, {"message": "\n\n".join(said), "formal": True,
                                          "subject": phrase(organizer_lang, "to_organizer_subject",
                                                            name=name, title=game.title)})])
        self._post_game(game, [*answered, self._end_says("after_end_to_organizer",
                                                 organizer=game.organizer_name,
                                                 text=press.excerpt(text, lang))])
        return self._outcome("answered", "words after the end to the organizer: mailed to "
                             "them; told where they went")

    def _service_asked(self, game: GameRecord, asked: ForTheService) -> list[str]:
        """What the words to the service after the end asked, done and said: no more mail
        from the game (MAIL OFF: only its table's talk is left to come), how long it took."""
        said = []
        if asked.stop:
            self._set_mail("none")
            said.append(self._end_says("after_end_mail_off"))
        if asked.asks:
            said.append(self._how_long(game))
        if asked.places and game.result:
            said.append(self._final_places(game, game.result))
        if asked.turn:  # "Jak dlouho mám na tah?": no move is awaited any more
            said.append(self._end_says("after_end_no_turn"))
        if asked.back:  # a bare BACK: no absence left to end
            said.append(self._end_says("after_end_back"))
        rounds = (game.result or {}).get("details", {}).get("rounds")
        if asked.counts and rounds:  # 1926's counts, each a round of its record's result
            said.append(self._end_says("after_end_counts", n=len(rounds)))
        return said

    def _final_places(self, game: GameRecord, result: Mapping[str, Any]) -> str:
        """The final standings of `game`'s `result` as its game-over mail has them: each
        player's place and score, best first."""
        from functions.render import games  # loaded when the standings are asked

        lang = self.seat.lang
        _, rows = games.of(game.rules).result_rows(result, None, lang)
        return self._end_says("after_end_places",
                      places="; ".join(f"{row['player']} ({row['score']})" for row in rows))

    def _how_long(self, game: GameRecord) -> str:
        """How long the game took, from its record: the span and its first and last day."""
        lang, zone = self.seat.lang, game.timing.timezone
        end = game.ended_at or game.updated_at
        if not game.started_at or not end:
            return self._end_says("after_end_never_started")
        took = game_state.instant(end) - game_state.instant(game.started_at)
        first, last = shown_day(game.started_at, zone, lang), shown_day(end, zone, lang)
        return self._end_says("after_end_lasted" if first != last else "after_end_lasted_day",
                      span=span(took.total_seconds(), lang), start=first, end=last)

    def _courtesy_after_the_end(self) -> Outcome:
        """Courtesy alone to a game that is over ("ok, diky", "Tak jo 👍"): nothing for the
        table; a reply to a turn mail (whose writer may not know) gets, once a day, the
        post-game answer; to the game-over mail (which said it all) nothing (docs/mail.md)."""
        if not _answers_a_turn(self.mail.in_reply_to or ""):
            return self._outcome("dropped", "courtesy alone to the game-over mail, which told "
                                 "the end, the result and how to play again")
        answers: Inbox = self.service.store
        game, now = self._now(), self.service.clock.now()
        if answers.answers_since(game.id, self.seat.seat + AFTER_END,
                                 iso(now - AFTER_END_EVERY), self.key) > 0:
            return self._outcome("dropped", "courtesy to a game that is over, told today")
        answers.record_answer(game.id, self.seat.seat + AFTER_END, self.key, iso(now))
        self._post_game(game, [])
        return self._outcome("answered", "courtesy to a turn mail of a game that is over: "
                             "the post-game answer")

    def _decline(self, number: int, command: Command) -> str:
        """DECLINE: the invitation turned down."""
        self.service.decline(self.game.id, self.seat.email)
        return "declined"

    def _resign_line(self, number: int, command: Command) -> str:
        """RESIGN, RESIGN <code>, RESIGN <game id> (see _resign)."""
        return self._resign(number, command.argument)

    def _standing(self, number: int, command: Command) -> str:
        """AUTO ...: a standing order; what it decides now is played after the last line."""
        before = self._now().version
        seat = self.service.set_standing_order(self.game.id, self.seat.email, command.argument)
        orders = self._rules().standing_orders_text(seat.orders, seat.lang)
        message = phrase(seat.lang, "orders_set", orders="; ".join(orders)) if orders \
            else phrase(seat.lang, "orders_none")
        # the order decided the question the mail asked: it says what it played; where the
        # mail's own moves answered it, what followed is the story's, told with them
        played = [] if self.played else self._played_for_you(before)
        if played:
            message += " " + phrase(seat.lang, "orders_played", move=played[0])
        if len(played) > 1:  # then the turns that needed nobody went on (the events say)
            message += " " + phrase(seat.lang, "orders_played_more", n=len(played) - 1)
        self._tell(number, Kind.SETTINGS_CHANGED, message=message)
        self.played = True  # what the order decides now is played after the last line
        return f"standing orders: {', '.join(orders) or 'none'}"

    def _confirm(self, number: int, command: Command) -> str:
        """CONFIRM ON / OFF: a read-back mail of its own, or in the next mail."""
        on = command.kind is CommandKind.CONFIRM_ON
        self.service.set_readbacks(self.game.id, self.seat.email, on)
        self._tell(number, Kind.SETTINGS_CHANGED,
                   message=phrase(self.seat.lang, "confirm_on" if on else "confirm_off"))
        return f"read-backs {'on' if on else 'off'}"

    def _language(self, number: int, command: Command) -> str:
        """LANGUAGE: the player's mails of this game in another language, read back in it."""
        lang = _LANGUAGES.get(fold_text(command.argument).strip(" .!?"))
        if lang is None:
            raise ServiceError(ErrorCode.INVALID_REQUEST, f"unknown language {command.argument}")
        self.game = self.service.set_lang(self.game.id, self.seat.email, lang)
        self.seat = self.game.seat(self.seat.seat)
        self._tell(number, Kind.SETTINGS_CHANGED, message=phrase(lang, "language_set"))
        return f"language {lang}"

    def _every_move(self, number: int, command: Command) -> str:
        """EVERY MOVE ON / OFF: a mail of every move, or of the player's turns."""
        on = command.kind is CommandKind.EVERY_MOVE_ON
        self.service.set_every_move(self.game.id, self.seat.email, on)
        # a setting by mail reads back what it set, as every other one does
        self._tell(number, Kind.SETTINGS_CHANGED,
                   message=phrase(self.seat.lang, "every_move_on" if on else "every_move_off"))
        return f"every move {'on' if on else 'off'}"

    def _time(self, number: int, command: Command) -> str:
        """REMINDERS, TIMEZONE, AWAY or BACK, confirmed in the player's language."""
        if command.kind is CommandKind.BACK and self.game.status in ENDED:
            # no coming back to a game that is over, no turn to promise: "the game is over"
            raise ServiceError(ErrorCode.GAME_NOT_RUNNING, "over",
                               params={"status": self.game.status})
        # where the absence began, read before the return ends it
        since = self._own_last_move() if command.kind is CommandKind.BACK else 0
        message = self._time_command(command)
        if command.kind is CommandKind.BACK:  # a welcome back is a mail of the game: the board
            if self.game.absent(self.seat.seat):  # the bot played here: say it stops
                message = phrase(self.seat.lang, "absent_back")
                self.welcomed = True  # as when any mail brings them back (see _read)
            self._tell(number, Kind.BOARD, said=self._welcome(message), back=True,
                       **{ABSENT_SINCE: since})
        elif command.kind is CommandKind.AWAY:  # read before they leave: never held for a
            # next mail, which the bot's turns or the summary bring only days later
            self._tell(number, Kind.SETTINGS_CHANGED, message=message, wanted_now=True)
        else:
            self._tell(number, Kind.SETTINGS_CHANGED, message=message)
        return message

    def _mail(self, number: int, command: Command) -> str:
        """MAIL ON / TURNS / OFF, UNSUBSCRIBE: the mail the player takes from the game."""
        mode = self._set_mail(command.argument)
        if mode == "none" and self._now().ended:
            # after the end no turn nor deadline is left to speak of ("Termíny tahů platí
            # dál" was wrong there): what stops is the table's talk, said in the writer's
            # register as the rest of the answer after the end (misc56)
            self._tell(number, Kind.SETTINGS_CHANGED, message=self._end_says(
                "after_end_mail_off"), **({"formal": True} if self._formal_writer() else {}))
            return f"mail: {mode}"
        self._tell(number, Kind.SETTINGS_CHANGED, message=phrase(self.seat.lang, f"mail_{mode}"))
        return f"mail: {mode}"

    def _play(self, number: int, command: Command) -> str:
        """A move (its text, or the menu option of a number) submitted to the game."""
        service, game_id, email = self.service, self.game.id, self.seat.email
        text = self._chosen(command.choice) if command.kind is CommandKind.CHOICE \
            else command.text
        if self._resigns(text):  # "quit", "vzdám": leaving the game is asked and confirmed
            return self._resign(number, "")
        store = service.store
        if self._last and self.closing is not None and isinstance(store, HoldingStore):
            store.close_with(self.closing)  # the mail's last write: answers folded, mail recorded
        try:  # the player's own automatic moves wait for the last line, then play in its write
            done = service.submit(game_id, email, text, version=self.version, source="email",
                                  idempotency_key=f"{self.key}:{number}", hold=not self._last)
        finally:
            if isinstance(store, HoldingStore):
                store.close_with(None)
        self.wrote = self.wrote or (bool(done.entries) and not done.duplicate)
        if done.entries:  # the next line is made for the game after this one
            self.version = done.entries[-1].version
        others = {s.player for s in self.game.seats if s.player} - {self.seat.player}
        rules = self._rules()
        if self.game.waits_for(self.seat.seat) and (  # a mail that answers a turn
                any(entry.player in others and not rules.beside_turn(entry.text)
                    for entry in done.entries)
                or not done.game.waits_for(self.seat.seat)):
            self.turn_over = True
        self.repeated += done.duplicate
        self.played = True
        return done.readback

    def _for_the_organizer(self) -> ForTheOrganizer | None:
        """The mail's words for the organizer of a running game (for_the_organizer.py): of a
        player's mail, to an organizer who holds no seat; of the seated organizer's own, the
        controls and questions only an organizer asks, whichever mail it answers (issue 42:
        "Jak vyměním Petru za Kateřinu?" was answered as a player's); or None."""
        game = self.game
        own = self._organizing()
        if game.status not in (RUNNING, PAUSED) or not self.mail.reply \
                or game.seat_of(game.organizer) is not None and not own:
            return None

        today = self.service.clock.now().date()

        def keeps(sentence: str) -> bool:
            return any(c.kind not in (CommandKind.GAME, CommandKind.CHOICE, CommandKind.SAY)
                       and (c.kind is not CommandKind.AWAY or _days_said(c.argument, today))
                       for c in parse_commands(sentence, self.mail.sender_name))

        # (the seated organizer calls nobody by their own name: no name of theirs is read)
        return for_the_organizer(self.mail.reply, "" if own else game.organizer_name or "",
                                 game, today, self._reads_as_move, keeps, own=own)

    def _as_organizer(self, beside: bool) -> Outcome | None:
        """The seated organizer's controls and questions in their mail, whichever mail it
        answers ("pozastav hru", "can Kate play for Tom?"), answered as the organizer's
        (issue 42: dropped beside a move, or answered as a player's question); `beside`: the
        mail's moves were played, the answer is a mail of its own. None when there are none."""
        if self.for_organizer is None or not self._organizing():
            return None
        return _to_the_organizer(replace(self.mail, reply=self.for_organizer.said),
                                 (f"{self.key}-organizer",) if beside else (self.key,),
                                 self.service, playing=self._now(), beside=beside)

    def _organizing(self) -> bool:
        """Whether the mail is the seated organizer's own (from their address, their seat)."""
        return normal_address(self.game.organizer) == normal_address(self.seat.email) \
            == normal_address(self.mail.sender)

    def _pass_to_organizer(self) -> str:
        """The organizer's words mailed to them (a request with how they carry it out), and
        the sentence telling the writer where they went ("" when none, or the words are the
        seated organizer's own: _as_organizer answers them)."""
        told = self.for_organizer
        if told is None or self._organizing():
            return ""
        game, lang = self._now(), self.seat.lang
        organizer_lang, name = organizer_lang_of(game), self.seat.name
        said = [phrase(organizer_lang, "to_organizer_running", name=name, title=game.title,
                       text=press.excerpt(told.said, organizer_lang))]
        if told.requests:
            said.append(phrase(organizer_lang, "to_organizer_request"))
        self.service.notify(game.id, f"organizer-{self.ref}", [Notice(
            Kind.ORGANIZER_ANSWER, None, {"message": "\n\n".join(said), "formal": True,
                                          "subject": phrase(organizer_lang, "to_organizer_subject",
                                                            name=name, title=game.title)})])
        return passed_to_organizer(lang, game.organizer_name or game.organizer,
                                   press.excerpt(told.said, lang), told.requests != (), told.asks)

    def _calling_forms(self) -> dict[str, frozenset[str]]:
        """Each other person's seat with the words they are called by (addressed.calling_forms;
        the writer and bots left out)."""
        return {seat.seat: calling_forms(seat.name) for seat in self.game.seats
                if seat.seat != self.seat.seat and not seat.bot and seat.name}

    def _said_to_others(self, written: list[Command]) -> list[Command]:
        """The messages the mail's lines say to people at the table beside its moves, each to
        whom it calls (addressed.py): "Koupit. Jano, chceš …?" goes to Jana as table talk,
        its read-back says so (review 22n: such words reached nobody, without a word)."""
        view = self._view()
        if view.state is None or not self._player:
            return []
        state = view.rules.localized(view.state, self.seat.lang)
        lexicon = view.rules.lexicon(view.state)

        # what the mail's lines were read as from inside their sentences: a move, or a try at
        # one answered with its reason ("Tak Bobe, nabídka pro tebe: dávám …"), is never
        # passed on as words too
        purchase_no = _purchase_no_move(view)
        inside = [fold_text(c.written if purchase_no and c.text == purchase_no and c.written
                            else c.text) for c in self.commands
                  if c.kind in (CommandKind.GAME, CommandKind.CHOICE)
                  and (c.inside or c.attempt or purchase_no and c.text == purchase_no)]
        # a line asked back as the counter it may mean ("Ann, dám ti 3000 a je to." to Ann's
        # offer for the writer's field) is the mail's only word to that offer: asked, never
        # talk (issue 42: it went to Ann as talk and the writer heard nothing); beside an
        # answer to the offer ("Odmítám 1." above it) its words are talk, as before
        asked = [fold_text(c.written) for c in self.commands
                 if c.kind is CommandKind.GAME and c.written
                 and (offer := counter_asked_back(c.text)) is not None
                 and not any(_NUMBERED_ANSWER.search(fold_text(other.text))
                             and re.search(rf"\b{offer}\b", other.text)
                             for other in self.commands if other is not c)]

        def tried(sentence: str) -> bool:
            """Whether the game reads a move in the sentence, or a try at one: a move the
            rules refuse now ("Oto, nabízím ti Chatrč za 500 $" while nobody owns it), a verb
            of the game with a sum ("Tomáši, nabízím ti 500 $"), unless it is denied ("Ann,
            I'd never sell it for $2100": the writer's mind, told)."""
            try:
                view.rules.parse(state, self._player, sentence)
            except AmbiguousCommand:
                return True
            except InvalidCommand:
                return lexicon is not None and any(c.isdigit() for c in sentence) \
                    and bool(set(fold_words(sentence)) & lexicon.commands) \
                    and not denies_move(sentence, lexicon)
            except RulesError:
                return True
            return True

        def is_move(sentence: str) -> bool:
            found = read_line(sentence, lambda t: view.rules.parse(state, self._player, t),
                              lexicon)
            folded = fold_text(sentence)
            # (a sentence of a move read across sentences, "Bob, want Modrá podkova?" of
            # "… Bob, want Modrá podkova? $1900 and it is yours.", is part of that move)
            part = folded.strip(" .!?")
            return self._reads_as_move(sentence) or any(m is not None for m in found.moves) \
                or any(re.search(rf"(?<!\w){re.escape(read)}(?!\w)", folded)
                       or len(part.split()) > 2 and part in read
                       for read in inside if read) or tried(sentence) \
                or any(folded.strip(" .!") in line for line in asked)

        called = self._calling_forms()
        messages = [said for command in written if command.kind is CommandKind.GAME
                    for said in said_to_others(self._with_its_courtesy(command.text), called,
                                               is_move)]
        return messages + self._said_with_answers(view, state, called, messages)

    def _with_its_courtesy(self, text: str) -> str:
        """A command's line with the courtesy its reading cut off its end ("Bobe, v base to
        ušlo, díky :)" read as "Bobe, v base to ušlo"): words passed on as talk are the
        player's own, whole (review rev56: the thanks and the smiley never reached Lucie)."""
        for raw in (self.mail.reply or "").splitlines():
            line = raw.strip()
            if len(line) > len(text) and line.startswith(text) \
                    and line[len(text)] in ",;" and is_courtesy(line[len(text) + 1:].strip()):
                return line
        return text

    def _said_with_answers(self, view: Any, state: Any, called: Mapping[str, frozenset[str]],
                           passed_on: list[Command]) -> list[Command]:
        """The messages to offers' makers of the words the mail says with its answers to their
        offers, each line read as an answer to its maker (addressed.said_with_answer), less
        what `passed_on` sends to others already: "Tomáši, za 3000 ne, to je moc." reached
        Tomáš as the bare news of the no (issue 42). None where the game allows no private
        talk: the answer's news alone, as before."""
        if self.game.press_mode != "all":
            return []
        answers = self._offer_moves(view)
        offers = {o.id: o for o in getattr(view.state, "offers", ())}
        seat_of = {seat.player: seat.seat for seat in view.game.seats if seat.player}
        seat_names = {seat.seat: seat.name for seat in view.game.seats}

        open_offers = self._open_offers(view)
        fields_in = getattr(view.rules, "fields_mentioned", None)

        def read_alone(text: str) -> str:
            """What the game reads in the text alone: "answer" (to an offer, by its rule or in
            words: "Evo, ne díky"), "move" (any other move of the writer's) or "" (none)."""
            move = self._move_text(view, state, text)
            found = read_answers(text, open_offers, self.seat.lang, fields_in) \
                if move is None and text.strip() else None
            if found is not None and found.moves and set(found.moves) <= answers:
                return "answer"
            if move is None and text.strip():  # "No, I won't buy this one.": the move inside
                # the sentence, as the mail was read (issue 42: it went to Ann as talk)
                inside = read_line(text, lambda said: view.rules.parse(state, self._player, said),
                                   self._lexicon)
                moves = [str(m) for m in inside.moves if m is not None]
                if inside.kind == "command" and moves and len(moves) == len(inside.moves):
                    return "answer" if set(moves) <= answers else "move"
                if inside.kind == "near" or inside.commands and not moves:
                    # "Nekupuju.", "No buying for me." while another is on turn: a try at a
                    # move, not of now
                    return "move"
            return "" if move is None else "answer" if move in answers else "move"

        sent = [part for message in passed_on for part in sentences(message.text)]
        answered: dict[str, set[int]] = {}  # the offers each line of words answers
        for command in self.commands:
            move = self._move_text(view, state, command.text) \
                if command.kind is CommandKind.GAME and command.written else None
            if move in answers:
                answered.setdefault(command.written, set()).add(int(str(move).split()[1]))
        messages: list[Command] = []
        for line, numbers in answered.items():
            if len(numbers) != 1:  # "Jedničku beru, dvojku ne.": whose words are whose?
                continue
            offer = offers.get(numbers.pop())
            maker = seat_of.get(view.state.players[offer.proposer]) if offer else None
            person = called.get(str(maker), frozenset()) | {
                fold_text(form) for form in case_forms(seat_names.get(str(maker), ""))
                for form in form.split()}
            names = person | (fields_in(line)[1] if fields_in else frozenset()) | {
                fold_text(w) for w in self.seat.name.split()}  # the writer's own name signed
            if maker in called and (said := said_with_answer(
                    line, str(maker), names, sent, read_alone, person=person)) is not None:
                messages.append(said)
        return messages

    def _talk_passed_on(self) -> bool:
        """Whether the mail's words, a question or a no to a trade that calls one other player
        by name ("Tomáši, kolik bys za něj chtěl?", "Ann, I'd never sell my Blue Horseshoe
        for $2100."), were passed on to that player as table talk: no move, and never the
        service's to answer (issue 42: the question reached nobody, the no was refused as
        "unknown command 'ann'")."""
        said = "\n".join(c.text for c in self.chatter).strip()
        called = {fold_text(sentence.partition(",")[0]).strip()
                  for sentence in asking.sentences(said)
                  if (asking.is_question(sentence) or denies_move(sentence, self._lexicon))
                  and "," in sentence}
        record = self._now()
        seats = {s.seat for s in record.seats if s.seat != self.seat.seat and not s.bot
                 and called & name_forms(s.name)}
        if len(seats) != 1:  # none called ("Hele, …"), or two: not guessed
            return False
        try:
            self._press(0, Command(CommandKind.SAY, said,
                                   argument=f"{seats.pop()}: {said}"))
        except ServiceError:  # talk switched off, or only to the whole table: answered below
            return False
        return True

    def _press(self, number: int, command: Command) -> str:
        """Carry out SAY, PRESS EACH / WITH MOVES, MUTE or UNMUTE; the player is told it was
        done (in the same answer as the rest of the mail)."""
        service, game_id, email, lang = self.service, self.game.id, self.seat.email, self.seat.lang
        kind, line_key = command.kind, f"{self.key}:{number}"
        if kind is CommandKind.SAY:
            to, text = press.split_addressee(command.argument)
            message = service.say(game_id, email, text, to, key=line_key)
            quoted = press.excerpt(message.text, lang)
            if message.to is None:
                sentence = phrase(lang, "press_sent_all", text=quoted)
            else:
                sentence = phrase(lang, "press_sent_to", name=self._now().seat(message.to).name,
                                  text=quoted)
            if self._now().ended:  # after the end no mail carries it: it is the answer
                self._tell(number, Kind.PRESS_SENT, message=sentence, after_end=True)
            elif self._now().seat(self.seat.seat).takes_readback_mail:
                self._tell(number, Kind.PRESS_SENT, message=sentence)
            # else (CONFIRM OFF) the player's own words are no news to them: no mail says them
            return sentence
        if kind in (CommandKind.PRESS_EACH, CommandKind.PRESS_WITH_MOVES):
            on = kind is CommandKind.PRESS_EACH
            service.set_press_each(game_id, email, on)
            sentence = phrase(lang, "press_each_on" if on else "press_each_off")
        else:
            on = kind is CommandKind.MUTE
            # the name, less a reason after it ("Ztlumit Ivana, píše moc.", "mute Ivan - too
            # chatty": review 21n answered "nikdo jménem Ivana, píše moc. tuhle hru nehraje")
            named = _REASON_AFTER_NAME.split(command.argument, maxsplit=1)[0] or command.argument
            other = service.mute(game_id, email, named, on)
            sentence = phrase(lang, "press_muted" if on else "press_unmuted", name=other.name)
        self._tell(number, Kind.SETTINGS_CHANGED, message=sentence)
        return sentence

    def _set_mail(self, asked: str) -> str:
        """Set the mail the player takes from the game (`asked`: a mode, or "stop" for the next
        step down); returns the mode set."""
        mode = stop_after(self._now().seat(self.seat.seat).mail) if asked == "stop" else asked
        self.service.set_mail(self.game.id, self.seat.email, mode)
        return mode

    def _resign(self, number: int, argument: str) -> str:
        """RESIGN alone asks to confirm with a code; RESIGN <code> or RESIGN <game id> leaves."""
        if not self._now().seat(self.seat.seat).active:  # out already (a repeated mail)
            return "left the game already"
        code = resign_code(self.secret, self.game.id, self.seat)
        answer = fold_text(argument).strip().strip(".!")
        answer = answer[3:].strip() if answer.startswith("se ") or answer == "se" else answer
        if answer not in (code.lower(), self.game.id.lower()) and not _RESIGN_CODE.fullmatch(
                argument.strip().strip(".!").removeprefix("se ").strip()):
            # words around the resignation ("Vzdávám to, nemám teď čas. Promiňte."), not a
            # code: asked to confirm, as RESIGN alone is
            answer = ""
        if answer == self.game.id.lower() and not self.current:
            raise self._old_mail()  # the game id is public: it confirms only a current reply
        if answer in (code.lower(), self.game.id.lower()):
            self.service.resign(self.game.id, self.seat.email)
            return "resigned"
        if answer:
            raise _refused("resign_code_wrong", given=argument.strip())
        message = phrase(self.seat.lang, "resign_confirm", title=self.game.title, confirm=code)
        if words := _resign_words(argument):  # said with it: told where they go (nowhere)
            message += "\n\n" + phrase(self.seat.lang, "resign_words", words=words)
        self._tell(number, Kind.RESIGN_CONFIRM, message=message)
        return "asked to confirm resigning"

    def _old_mail(self) -> ServiceError:
        """The refusal of a setting or a resignation in a reply to an old mail: answered with
        the board as it stands (whose reply address is current)."""
        version = self._now().version
        return ServiceError(ErrorCode.STALE_VERSION,
                            f"a reply to a mail of version {self._token}, before the player's "
                            "last move: settings and resigning need their latest mail", version,
                            params={"say": "old_mail"})

    def _resigns(self, text: str) -> bool:
        """Whether the game reads `text` as its player's resignation."""
        view = self._view()
        if view.state is None or not self._player:
            return False
        try:
            move = view.rules.parse(view.rules.localized(view.state, self.seat.lang),
                                    self._player, text)
        except RulesError:
            return False
        return getattr(move, "text", "") == "resign"

    def _rules(self) -> Any:
        return self.service.rules_for(self.game.rules)

    # A seat that changed hands is read as people read the game: the mail's lines name its
    # holder ("Cyrile, …", "nabídka Cyrilovi"), so they are read against the game renamed to
    # the holders (held_view) and played as stored by the service (playing.submit).
    @property
    def _player(self) -> str:
        """The writer's seat as the game is read: its holder's name where it changed hands."""
        player = self.seat.player
        return holders(self.game, self._rules()).get(player, player) if player else player

    def _view(self) -> GameView:
        """The game now, as people read it (held_view)."""
        return held_view(self.service.view(self.game.id))

    def _view_at(self, version: int) -> GameView:
        """The game as it was at `version`, as people read it (held_view)."""
        return held_view(self.service.state_at(self.game.id, version))

    def _time_command(self, command: Command) -> str:
        """Carry out REMINDERS, TIMEZONE, AWAY or BACK; returns the confirmation in the
        player's language. REMINDERS and TIMEZONE are for this game, AWAY and BACK for every
        game the player is in (an absence is the person's, not the game's)."""
        service, game_id, email, lang = self.service, self.game.id, self.seat.email, self.seat.lang
        kind = command.kind
        if kind is CommandKind.REMINDERS:
            try:
                hours = reminder_list(command.argument)
            except ValueError:
                raise _refused("bad_reminders") from None
            service.set_reminders(game_id, email, hours)
            return phrase(lang, "reminders_set", hours=", ".join(map(str, hours))) if hours \
                else phrase(lang, "reminders_off")
        if kind is CommandKind.TIMEZONE:
            seat = service.set_timezone(game_id, email, command.argument).seat(self.seat.seat)
            return phrase(lang, "timezone_set", zone=seat.timezone)
        games = service.games_in_play(email) or [game_id]
        if kind is CommandKind.BACK:
            done = [service.back(g, email) for g in games]
            titles = [g.title for g in done]
            return phrase(lang, "back_set", games=listing(lang, _quoted(titles, lang)),
                          n=len(titles))
        # "od 20.1. do 25.1.", "do pátku", "příští týden": from the player's today
        today = service.clock.now().astimezone(
            deadlines.zone(reader_zone(self.game, self.seat))).date()
        try:
            first, last = absence_days(command.argument, today)
        except ValueError:
            raise _refused("bad_days") from None
        marked = [service.away(g, email, first, last) for g in games]
        message = phrase(lang, "away_set", first=_day(first, lang), last=_day(last, lang),
                         games=listing(lang, _quoted([g.title for g in marked], lang)),
                         n=len(marked))
        autoplay = [g.title for g in marked if g.timing.away == "autoplay"]
        if autoplay and len(autoplay) == len(marked):  # the games were named just before
            message += " " + phrase(lang, "away_autoplay_all", n=len(autoplay))
        elif autoplay:
            message += " " + phrase(lang, "away_autoplay", n=len(autoplay),
                                    games=listing(lang, _quoted(autoplay, lang)))
        return f"{message} {phrase(lang, 'away_back')}"

    def _own_last_move(self) -> int:
        """The log position of the holder's own last move (neither a bot's for them nor the
        service's), 0 before any: the welcome back tells what the bot did for them since,
        the whole absence, not only since their last mail (issue 42). Read from the log: a
        return is rare, and the news may no longer reach that far back."""
        player = self.seat.player
        if not player or not self.game.order:
            return 0
        return max((e.seq for e in self.service.view(self.game.id).log if e.player == player
                    and e.source != AUTO_SOURCE and not e.source.startswith(BOT_SOURCE + ":")),
                   default=0)

    def _welcome(self, message: str) -> str:
        """A welcome back with whom the game waits for now (a board of every game need not
        say it: Goofspiel's and Oh Hell's tell the bids, not who is to bid)."""
        record, lang = self._now(), self.seat.lang
        if record.status != RUNNING:
            return message
        if record.waits_for(self.seat.seat):
            if message == phrase(lang, "absent_back"):  # never "your next turn comes by
                return phrase(lang, "absent_back_your_turn")  # mail" when it is theirs now
            return f"{message} {phrase(lang, 'back_your_turn')}"
        names = [s.name for s in record.seats if record.waits_for(s.seat)]
        return f"{message} {phrase(lang, 'back_waiting', names=names)}" \
            if names else message

    def _refusal(self, number: int, command: Command, error: ServiceError,
                 done: list[str]) -> tuple[str, str]:
        """Tell the player why a line was not accepted; (action, detail) of the outcome."""
        detail = "; ".join([*done, f"{command.text}: {error.message}"])
        words = explain(error, self.seat.lang)
        if error.code == ErrorCode.STALE_VERSION:  # a reply to an old turn mail
            if (agreed := self._agreed(command)) is not None:
                # the very move it asks for was played for them meanwhile (a robot at the
                # deadline, their standing orders): said in a line, no refusal (issue 42)
                move, robot = agreed
                self._tell(number, Kind.BOARD, stale=True, agreed=True,
                           message=phrase(self.seat.lang, "stale_agreed_robot" if robot
                                          else "stale_agreed_orders", move=move),
                           text=command.written or command.text)
                return "answered", detail
            if changed := self._turn_changed_since(self.version):
                words = "\n".join([phrase(self.seat.lang, "stale_played_for_you"),
                                    *(f"  - {line}" for line in changed),
                                    phrase(self.seat.lang, "stale_nothing_played")])
            # the words of this reply go along: its answer's subject says they were not
            # played, never quotes an older move as if it were this one (issue 42)
            self._tell(number, Kind.BOARD, message=words, stale=True,
                       text=command.written or command.text)
            return "answered", detail
        other = next((c for c in command.text if c.isdigit() and not c.isascii()), None)
        if other is not None:  # "Přihazuji ６": numbers are ASCII digits only (rules.numbers)
            words = f"{words}\n{phrase(self.seat.lang, 'ascii_digits', example=other)}"
        question = self._asked(command)
        # an ask-back's lead says what was unclear (which of the moves, what the words
        # meant), never "could not carry out" the lines joined by a slash (misc56)
        unclear = {} if not question else {"unclear": "move" if len(command.either) > 1
                                           else "words"}
        words = question or words
        # the player's words quoted, never our reading of them ("accept 2" of "Platí, beru")
        # an offer to a player away: the subject says why (writing again will not help yet)
        away = {"away": error.params["name"]} \
            if error.params.get("say") in ("offer_to_absent", "offer_to_away") \
            and "name" in error.params else {}
        self._tell(number, Kind.REFUSED, code=str(error.code),
                   text=command.written or command.text, message=words, **away, **unclear)
        return ("played" if self.played else "refused"), detail  # the moves before it stand

    def _asked(self, command: Command) -> str:
        """The question a line read as an ask-back text is answered with (which offer, yes or
        no, which side, option or offer); '' for any other line."""
        lang = self.seat.lang
        if len(command.either) > 1:  # "Malá do Brna." / "Velká do Olomouce.": which one?
            count = len(command.either)  # "dva různé tahy", "5 různých tahů"
            return phrase(lang, "which_move", count=count,
                          said=_COUNTS.get(lang, _COUNTS["en"]).get(count, str(count)),
                moves=_one_or_other(_quoted(list(command.either), lang), lang))
        if offers := which_yes(command.text):  # "👍" to a purchase and an offer: which?
            said = [f"„přijímám {n}“" if lang == "cs" else f"“accept {n}”" for n in offers]
            joint = " nebo " if lang == "cs" else " or "
            return phrase(lang, "yes_buy_or_offer", answers=joint.join(said),
                          offers=listing(lang, [str(n) for n in offers]))
        if (either := option_or_offer(command.text)) is not None:  # "beru 1": which one?
            return phrase(lang, "option_or_offer", number=either)
        if own := own_or_offer(command.text):  # "Prodávám Saloon" beside an offer for it
            said = [f"„přijímám {n}“" if lang == "cs" else f"“accept {n}”" for n in own[1]]
            joint = " nebo " if lang == "cs" else " or "
            return phrase(lang, f"own_or_offer_{own[0]}", answers=joint.join(said),
                          offers=joint.join(map(str, own[1])))
        if sided := side_asked(command.text):  # "Prodávám." to a gift: sells nothing
            return phrase(lang, f"offer_side_{sided[1]}", first=sided[0])
        if (closed := closed_offer(command.text)) is not None:  # a second "Ne, díky"
            return phrase(lang, f"offer_{self._closed_fate(closed)}_already", offer=closed)
        if (countered := counter_asked_back(command.text)) is not None \
                and (meant := self._counter_meant(countered, command)):  # "Ne. Spíš tak 2,5k."
            return phrase(lang, "counter_unread", offer=countered, move=meant)
        if unsure := asked_back(command.text):  # "Ne, díky." to two offers: which one?
            return phrase(lang, "offer_which" if len(unsure) > 1 else "offer_yes_or_no",
                          numbers=listing(lang, [str(n) for n in unsure]),
                          first=unsure[0], last=unsure[-1])
        return ""

    def _chosen(self, number: int | None) -> str:
        """The move of option `number` in the menu of the mail the token came with (its menu
        as the reader saw it: "1, 2, 3" to a debt mail sells its options 1, 2 and 3, never
        option 2 of the menu the first sale left, round 13)."""
        view = self._view_at(self._token)
        if not view.game.order or not self._player:
            raise NoSuchChoice(number or 0, 0)
        return pick(view.rules, view.state, self._player, number or 0)

    def _has_choices_now(self) -> bool:
        """Whether the player has numbered options in the game as it stands now."""
        view = self.service.view(self.game.id)
        return bool(self._player and view.game.order and view.game.waits_for(self.seat.seat)
                    and menu(view.rules, view.state, self._player))

    def _now(self) -> GameRecord:
        """The game as it stands after the lines before this one."""
        return self.service.record(self.game.id)

    def _tell(self, number: int, kind: Kind, **payload: Any) -> None:
        """Record a mail to the seat's holder answering line `number` (0: the whole mail)."""
        if self.game.status == FINISHED:  # read after the end, whatever the clock says (a
            payload = {"after_end": True, **payload}  # demo's PBM_NOW set back): never moot
        notice = Notice(kind, self.seat.seat, payload)
        self.service.notify(self.game.id, f"{self.ref}-{number}", [notice])

    def _outcome(self, action: str, detail: str) -> Outcome:
        return Outcome(action, detail, self.key, self.game.id, self.seat.seat)


# Each command kind -> the method of _Reply that carries it out (command_table.COMMANDS): a
# kind without one fails here, at import, instead of reaching the game's parser as a move.
_DISPATCH = handlers(_Reply)


# LANGUAGE's argument, folded: the language it names (settings_words gives "en" / "cs")
_LANGUAGES = {"en": "en", "english": "en", "anglicky": "en", "anglictina": "en",
              "cs": "cs", "czech": "cs", "cesky": "cs", "cestina": "cs"}


ABOVE_LINES = 3  # the player's lines above a line that its "tam" may point to


# Words said around a yes or no to an offer, none of them a move: "je tvoje", "it's yours",
# "díky za nabídku, ale ne"
_REMARKS = frozenset("je tvoje tvuj tvoji tva tve yours its it's it is za nabidku nabidka "
                     "offer for the ale but".split())
_INNER_QUOTES = str.maketrans("„“”", "‚‘’")
# "both" taken while one offer is open and a purchase waits ("Beru obojí: nabídku i pole"):
# the words of both and of the taking
_BOTH = frozenset("oboji obe oba both".split())
_TAKING_BOTH = frozenset("beru bereme vezmu vezmeme prijimam take ll accept yes ano jo".split())
# A greeting said as a sentence of its own before the line's first act ("Tome, ahoj! …")
_GREETING_SENTENCE = re.compile(r"[^.!?]*[!.](?=\s)")
_OFFER_NOUNS = frozenset("nabidku nabidka offer deal obchod".split())
_FIELD_NOUNS = frozenset("pole field property".split())
# the words naming the turn's purchase, never an offer ("Pass on the field.", "Nákup ne.")
_PURCHASE_NOUNS = _FIELD_NOUNS | frozenset("purchase nakup nakupu koupi".split())
# the words that turn down one of the two named ("Beru nabídku, pole ne", "odmítám nabídku")
_REFUSING_ONE = frozenset("ne no not nope odmitam odmitnu decline nechci neberu nekupuju nekupuji "
                          "nekoupim pass pas skip vynecham".split())  # ("Pass on the field. Ann,
# I accept your offer": the field let pass, never bought, issue 42)
# "ti" / "tobě" / "you" of an offer under a greeting: the player greeted (see _greeted)
_YOU = re.compile(r"(?<!\w)(?:ti|tobě|tobe|tebe|vám|vam|you)(?!\w)", re.IGNORECASE)
# the answered mail told the player their own offer was declined (its Message-ID's kind)
_DECLINED = re.compile(r"\.trade_declined\.")


# An answer to an offer by its number, folded ("beru nabídku 2", "accept 8", "přijímám 10")
_NUMBERED_ANSWER = re.compile(r"\b(?:prijim\w*|prijm\w*|ber\w*|vezm\w*|odmit\w*|accept\w*|"
                              r"decline\w*|reject\w*|take|nabid\w*|ponuk\w*|offer\w*)"
                              r"\W+(?:\w+\W+)?\d+\b|\b\d+\W+(?:\w+\W+)?(?:prijim\w*|ber\w*|"
                              r"odmit\w*)\b")
_DECLINING = re.compile(r"\b(?:odmit\w*|decline\w*|reject\w*)\b")
_PASS_WORDS = frozenset({"pass", "pas"})  # a pass said alone, as read in a sentence
_DENYING = frozenset("no ne not never nikdy nope".split())  # a sentence's first word of no
# A no to a purchase said alone, folded ("Nekupuju", "Pasuju", "Not buying", "I won't buy this
# one"): beside the answer to an offer while no purchase of the writer's waits, a part of the
# reply of its own, named as skipped with the reason, never dropped or sent on as talk
_PURCHASE_NO = re.compile(
    r"(?:(?:i'?ll|i|ja|no) )?(?:pass|pas|pasuju|pasuji|passuji|nekupuju|nekupuji|nekoupim|"
    r"nekupim|nekupujem|nebudu (?:nic )?kupovat|(?:i'?m |i am )?not buying|"
    r"(?:i )?won'?t buy|do not buy|don'?t buy|nekupovat)"
    r"(?: (?:anything|nothing|this one|it|nic|to|ho|ji))?")


def _purchase_no(text: str) -> bool:
    """Whether `text` is a no to a purchase said alone (_PURCHASE_NO), in any case."""
    return _PURCHASE_NO.fullmatch(fold_text(text).strip(" .!,")) is not None


def _purchase_no_move(view: Any) -> str:
    """How the game writes a purchase's no, the part above played as itself (WesternPoly's
    `PURCHASE_NO`); "" for a game that sells nothing on a turn."""
    return str(getattr(view.rules, "PURCHASE_NO", ""))


# the words of a greeting around a name ("Ahoj Anno", "Hi Ann"), folded
_GREETING_WORDS = frozenset("ahoj cau nazdar zdravim zdar dobry den hi hello hey dear".split())
# the clauses of a line: its sentences, lines and the parts between commas and a "but"
_CLAUSE = re.compile(r"[.!?;,\n]\s*|\s+(?:ale|but|a|and)\s+", re.IGNORECASE)


def _clauses(text: str) -> list[str]:
    """The clauses of `text` (_CLAUSE), stripped, the empty left out."""
    return [part.strip() for part in _CLAUSE.split(text) if part.strip()]


def _told(line: str, lexicon: Lexicon | None) -> bool:
    """Whether a line tells of another time or another's act ("Ann si minule koupila saloon,
    chytré."): the player's chatter about the game, never named as a move not read."""
    return another_time(line, question=False) or lexicon is not None and any(
        anothers(clause, lexicon) for clause in remark_clauses(line))


def _player_words(view: Any) -> frozenset[str]:
    """The folded words of the players' names in every case, short form and vocative."""
    return frozenset(w for seat in view.game.seats if seat.name
                     for form in name_forms(seat.name) for w in form.split())


def _verb_said(text: str) -> str:
    """"decline" when a numbered answer declines, else "accept"."""
    return "decline" if _DECLINING.search(fold_text(text)) else "accept"


# A name called in a courtesy place: after a greeting, thanks or an apology at the line's start
# ("Sorry Pete, not for sale.", "Díky Tome, ale ne"), or after a comma at its end ("No deal,
# Tommy."); a nickname or another language's form of a player's name as much as the name.
_COURTESY_CALLED = re.compile(
    r"^\W*(?:sorry|thanks|thank you|thx|hi|hey|hello|dear|díky|diky|dík|dik|děkuji|dekuji|"
    r"ahoj|čau|cau|nazdar|promiň|promin|pardon)\s+(\w+)\s*(?=[,!.:;–—-])"
    r"|,\s*(\w+)\s*[.!]*\s*$", re.IGNORECASE)


def courtesy_called(line: str) -> set[str]:
    """The folded word of a name called in a courtesy place of the line, written with a
    capital ({"pete"} of "Sorry Pete, not for sale."); empty when there is none."""
    return {fold_text(name) for match in _COURTESY_CALLED.finditer(line)
            for name in match.groups() if name and name[:1].isupper()}


def _common_words(line: str, lexicon: Lexicon | None) -> set[str]:
    """The words of the line that are one common word of a many-word name, written in small
    letters with no other word of a name beside them ("To je od tebe milé, ale nechci" names
    no Poslední míle): they name nothing."""
    if lexicon is None or not lexicon.partial:
        return set()
    found = list(re.finditer(r"\w+", line))
    folded = [fold_text(m.group()) for m in found]
    named = [f for f in folded if f in lexicon.names]
    # a capital that opens a sentence is the sentence's ("Cesta je to dlouhá, nechci.")
    small = [m.group().islower() or not line[:m.start()].rstrip(" \"'„“(")
             or line[:m.start()].rstrip(" \"'„“(")[-1] in ".!?" for m in found]
    return {f for f, lower in zip(folded, small, strict=True) if f in lexicon.partial
            and lower and len(named) == folded.count(f)}


def _above(commands: list[Command], number: int) -> str:
    """The player's few lines above line `number` ("Praha je drahá." above "Dám tam velkou.")."""
    return " ".join(c.text for c in commands[max(0, number - ABOVE_LINES):number])


# The words a move says its piece or card goes with, the player's possessive and the verbs of
# its going ("Ahoj, moje střední jde do Brna", "my card goes"): a move's own words.
# The words a short answer is led in with, saying nothing of it ("tak já to beru", "jasně,
# to beru", "so I'll take it"): not the player's own words beside the move
_LEAD_FILLERS = frozenset("tak takze nu jo jj ja to teda tedy jasne dobre fajn ok okay so "
                          "well then sure alright i'll we'll i will".split())


def _less_lead_fillers(line: str) -> str:
    """The line less the filler words that lead it (_LEAD_FILLERS), its last word kept."""
    parts = line.split()
    at = next((i for i, part in enumerate(parts[:-1])
               if not set(fold_words(part)) <= _LEAD_FILLERS), max(len(parts) - 1, 0))
    return " ".join(parts[at:])


def _parsed(rules: Any, state: Any, player: str, line: str, led: str) -> object:
    """The move the game reads in `line`, or else in `led`, the line less its lead fillers
    (the game reads "beru", not "to beru"); raises as the game's parser does."""
    try:
        return rules.parse(state, player, line)
    except InvalidCommand:
        if led == line:
            raise
        return rules.parse(state, player, led)


_GOING = frozenset("moje muj moji mou svoji svou my jde pujde jdou pujdou leti poleti putuje "
                   "poputuje miri zamiri ven goes".split())


def _either(said: Iterable[object], rules: Any, state: Any, player: str) -> bool:
    """Whether moves said (of a line, or of two lines) are two or more of which the player
    can make only one: the second is no move of theirs once the first is made."""
    # an offer or an answer to one leaves the decision open: it is made beside the move, never
    # instead of it ("Házím. Anno, nabídka Anně: …" holds two acts, not two tries at one)
    moves = [m for m in dict.fromkeys(said) if m is not None and not rules.beside_turn(str(m))]
    if len(moves) < 2:
        return False
    try:
        first = rules.parse(state, player, moves[0])
        after = rules.apply(state, player, first)
        rules.parse(after, player, moves[1])
    except RulesError:
        return True
    return False


def _now_moves(found: Reading, rules: Any, state: Any, player: str) -> list[object]:
    """The moves of a line's pieces for weighing them as one decision: a piece read_line
    gives no move because it is written as the game names its move ("bid 5" of "I bid 5 and
    then 7") counts as that move when it can be made now; one the game cannot play now
    ("hlásím 1 a pak hraju 2C") is no second answer to the decision."""
    return [move if move is not None else _playable(text, rules, state, player) or None
            for text, move in zip(found.commands, found.moves, strict=False)]


def _pieces_said(joined: str) -> tuple[str, ...]:
    """The moves of a line asked back ("Třináctka / pětka"), each as the player said it."""
    return tuple(piece.strip() for piece in joined.split(" / "))


# A move the player marks for another turn than this one ("Příště velkou do Brna", "v dalším
# kole sedmičku", "next time the king", "later"): no second answer to the decision of now. A
# bare "pak" / "then" marks none: "X a pak Y" means both now (asked back when they cannot be)
_FOR_LATER = re.compile(
    r"\b(?:priste|pristi\w*|pozdeji|later|next|v(?:e)? dals\w* (?:kol\w*|tah\w*)|"
    r"(?:o|za) (?:kolo|tah) (?:dal|pozdeji)|naste?dujic\w* (?:kol\w*|tah\w*)|"
    r"following (?:round|turn|hand)|another (?:round|turn|time)|dann spater|nachste\w*)\b")


# A no with thanks and nothing else ("Ne, díky", "Nee, dík moc", "No thanks", "Nope, thank you")
_NO_THANKS = re.compile(rf"\W*{NO_WORD}\W+(?:diky|dik|dekuji|dekuju|dakujem|"
                        r"thanks|thank you|thx|ty)(?:\W+moc|\W+a lot)?\W*$")


def for_later(text: str) -> bool:
    """Whether a text marks its move for a later turn than this one (see _FOR_LATER)."""
    return bool(_FOR_LATER.search(" ".join(fold_words(text))))


def _playable(said: str, rules: Any, state: Any, player: str) -> str:
    """The move said as the game names it ("1" of the menu and "koupit" are one move), ''
    when it cannot be made now (a menu option of an older mail)."""
    try:
        return str(rules.parse(state, player, said).text)
    except RulesError:
        return ""


# what opens the words after "Vzdávám" that belong to the verb ("to", "se", "hru"), not the reason
_RESIGN_FILLER = re.compile(r"^(?:(?:to|se|hru|tu hru|it|the game)\b[\s,.!:;-]*)+", re.I)


def _resign_words(argument: str) -> str:
    """The player's own words said with a resignation ("to, nemám teď čas." → "nemám teď
    čas"), cut to a line; '' when there are none."""
    words = _RESIGN_FILLER.sub("", argument.strip(" ,.!:;-")).strip(" ,.!:;-")
    return words if len(words) <= 80 else words[:79].rstrip() + "…"


def _one_of_two(read: list[Command], own: dict[int, tuple[int, str, str]], rules: Any,
                state: Any, player: str) -> list[Command]:
    """The commands read, less two or more moves on lines of their own of which the player
    can make only one ("Malá do Brna." / "Velká do Olomouce."), which become one command
    asked back quoting each line; a correction was taken out before ("Oprava: 7")."""
    moves = [(at, line, move, written) for at, command in enumerate(read)
             if id(command) in own for line, said, written in [own[id(command)]]
             if (move := _playable(said, rules, state, player))]
    if len(moves) < 2:
        return read
    first = moves[0]
    rivals = [move for move in moves[1:] if move[1] != first[1] and move[2] != first[2]
              and not for_later(move[3])
              and _either((first[2], move[2]), rules, state, player)]
    if not rivals:
        return read
    asked = [first, *rivals]
    lines = tuple(dict.fromkeys(line for _, _, _, line in asked))
    question = replace(read[first[0]], text=" / ".join(move for _, _, move, _ in asked),
                       written=" / ".join(lines), either=lines, inside=False, attempt=True)
    gone = {at for at, *_ in rivals}
    return [question if at == first[0] else command for at, command in enumerate(read)
            if at not in gone]


def _offer_asked(view: Any, state: Any, player: str, said: tuple[str, ...]) -> bool:
    """Whether the one line read is a trade asked of another player that the game answers
    itself ("Hi Lucy, can I buy the Train from you?" is asked back for its price), no question
    for the help."""
    if len(said) != 1:
        return False
    try:
        view.rules.parse(state, player, said[0])
    except InvalidCommand:
        return False
    except RulesError as error:
        return error.beside_turn
    return False
