"""Table talk (press): who may say what to whom, who reads it, its hash chain, and the talk a
player's next mail carries.

A message is its own immutable item beside the game (see GameStore.add_press), loaded with the
game in the same read; writing one never touches the game item, so talk never changes the
game's version and never makes a pending move or a reply token stale. Messages chain like the
move log, in a chain of their own: each hashes its sender, recipient, time, the SHA-256 of its
text and the previous message's hash. The export can so withhold the text of a private
message (the organizer may not read it) and still prove the chain, and a player holding the
mail can show that the text they quote is the one that was sent.

Where talk waits: each seat keeps `press_seen`, the last message already mailed to it. A player
who asked for every message (`press_each`) gets a mail of its own per message; everyone else
finds what came since in their next mail about the game (see `carry`), written in the same
write that records that mail, so carrying talk costs neither a read nor a write.
"""

from __future__ import annotations

import hashlib
import json
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any

from functions.service.records.game import GameRecord
from functions.service.records.lookalike import without_direction_tricks
from functions.service.records.notifications import Notification
from functions.service.records.refusal import ErrorCode, ServiceError
from functions.service.records.seats import Seat
from functions.service.records.talk import PressMessage
from functions.service.system import iso
from rules.czech_names import case_forms, nickname_forms, nominative

MODES = ("all", "public", "none")  # the organizer's choice: what talk the game allows
MAX_CHARS = 2000  # one message, after cleaning
PER_HOUR = 20  # messages one player may send in any hour
ORGANIZER = "organizer"  # the reader id of the organizer (seats are read by their seat id)
# Control characters other than the line break and the tab are dropped from a message: plain
# text, nothing that could steer a terminal or pass for something else.
_DROPPED = frozenset({"Cc", "Cs", "Co", "Cn"})

# The sentences of talk's refusals and confirmations (explain.phrase reads them).
TEXTS: dict[str, dict[str, str]] = {
    "press_off": {
        "en": "Table talk is switched off in this game.",
        "cs": "V této hře je stolní hovor vypnutý.",
    },
    "press_public_only": {
        "en": "In this game you can only talk to the whole table: write SAY without a name.",
        "cs": "V této hře se dá mluvit jen k celému stolu: napiš ŘEKNI bez jména.",
    },
    "press_empty": {
        "en": "Your message is empty; write it after SAY.",
        "cs": "Tvoje zpráva je prázdná; napiš ji za ŘEKNI.",
    },
    "press_too_long": {
        "en": "Your message has {size} [size: character|characters]; a message may have at most "
              "{limit}.",
        "cs": "Tvoje zpráva má {size} [size: znak|znaky|znaků]; zpráva může mít nejvýš {limit}.",
    },
    "press_rate": {
        "en": "You have sent {limit} [limit: message|messages] in the last hour; please wait a "
              "little before "
              "the next one.",
        "cs": "Za poslední hodinu už [limit: odešla|odešly|odešlo] {limit} [limit: tvoje zpráva|"
              "tvoje zprávy|tvých zpráv]; s další prosím chvíli počkej.",
    },
    "press_no_player": {
        "en": "Nobody called {name} plays in this game (players: {players}).",
        "cs": "Nikdo jménem {name} tuhle hru nehraje (hráči: {players}).",
    },
    "press_two_players": {
        "en": "More than one player here may be called {name} ({players}); write the full "
              "name (e.g. SAY {first}: …)",
        "cs": "Jménem {name} tu může být víc hráčů ({players}); napiš celé jméno (třeba "
              "ŘEKNI {first}: …)",
    },
    "press_to_self": {
        "en": "That is your own name; write SAY without a name to talk to the whole table.",
        "cs": "To je tvoje vlastní jméno; k celému stolu mluvíš přes ŘEKNI bez jména.",
    },
    # the answer names each message and where it went, so a player sees at once who read it
    # (a whole sentence: "Komu: celý stůl — …" opened a turn mail bare, a form's field)
    "press_sent_all": {"en": "To the whole table: {text}",
                       "cs": "Tvoje zpráva celému stolu — {text}"},
    "press_sent_to": {"en": "To {name} only: {text}",
                      "cs": "Tvoje zpráva jen [dat: {name}] — {text}"},
    "press_each_on": {
        "en": "Done: every message of table talk comes to you in a mail of its own.",
        "cs": "Hotovo: každá zpráva ze stolu ti přijde hned ve vlastním e-mailu.",
    },
    "press_each_off": {
        "en": "Done: table talk comes to you with your next mail about the game.",
        "cs": "Hotovo: zprávy ze stolu ti přijdou s dalším e-mailem o hře.",
    },
    "press_muted": {"en": "Done: you will not see messages from {name}.",
                    "cs": "Hotovo: už neuvidíš zprávy od [gen: {name}]."},
    "press_unmuted": {"en": "Done: you see messages from {name} again.",
                      "cs": "Hotovo: zase uvidíš zprávy od [gen: {name}]."},
}


def refusal(sentence: str, version: int | None = None, **params: Any) -> ServiceError:
    """A polite refusal of talk, worded by explain.phrase in the player's language."""
    return ServiceError(ErrorCode.INVALID_REQUEST, TEXTS[sentence]["en"].format(**params),
                        version, params={"say": sentence, **params})


def clean_text(text: str) -> str:
    """A message as stored: NFC, line breaks as \\n, control characters dropped, blank lines
    at the ends trimmed; raises a polite INVALID_REQUEST when empty or over MAX_CHARS."""
    text = unicodedata.normalize("NFC", text).replace("\r\n", "\n").replace("\r", "\n")
    text = "".join(c for c in text if c in "\n\t" or unicodedata.category(c) not in _DROPPED
                   and c not in "\u2028\u2029")
    text = without_direction_tricks(text)  # bidi controls, zero-width characters
    text = "\n".join(line.rstrip() for line in text.split("\n")).strip()
    if not text:
        raise refusal("press_empty")
    if len(text) > MAX_CHARS:
        raise refusal("press_too_long", size=len(text), limit=MAX_CHARS)
    return text


EXCERPT_CHARS = 80  # how much of a message its confirmation quotes


def excerpt(text: str, lang: str = "en") -> str:
    """A message as its confirmation quotes it: on one line, in the language's quotes, cut at
    EXCERPT_CHARS."""
    flat = " ".join(text.split())
    if len(flat) > EXCERPT_CHARS:
        flat = flat[:EXCERPT_CHARS - 1].rstrip() + "…"
    return f"„{flat}“" if lang == "cs" else f"“{flat}”"


def mode_of(value: Any) -> str:
    """The press option as the organizer wrote it ("public only" too); raises invalid_request."""
    mode = str(value).strip().lower().removesuffix(" only").removesuffix("_only")
    if mode not in MODES:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"option press: {value!r} is not one of {', '.join(MODES)}")
    return mode


def _digest(data: Mapping[str, Any]) -> str:
    canonical = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()


def text_digest(text: str, salt: str | None = None) -> str:
    """The SHA-256 of a message's text, as the chain binds it: after the message's salt when it
    has one (a private message), so a short text ("yes") cannot be found by trying words."""
    if salt is None:
        return hashlib.sha256(text.encode()).hexdigest()
    return hashlib.sha256(f"{salt}\n{text}".encode()).hexdigest()


def digest_of(message: PressMessage) -> str:
    """The digest the chain binds for the message (kept in place of an erased text)."""
    return message.erased or text_digest(message.text, message.salt)


SALT_BYTES = 16


def genesis(game_id: str) -> str:
    """The hash the game's talk chains from."""
    return _digest({"game": game_id, "press": "genesis"})


def message_hash(game_id: str, seq: int, sender: str, to: str | None, at: str,
                 text_sha256: str, prev: str) -> str:
    """The hash of one message: everything about it, its text by digest, and the previous hash."""
    return _digest({"game": game_id, "seq": seq, "from": sender, "to": to, "at": at,
                    "text_sha256": text_sha256, "prev": prev})


def new_message(game_id: str, talk: Sequence[PressMessage], sender: Seat, to: Seat | None,
                text: str, at: str, key: str | None = None,
                salt: str | None = None) -> PressMessage:
    """The next message of the talk from `sender` (to `to`, None: the whole table), chained to
    the last one: a private one with its `salt` (random hex; a message to the whole table needs
    none: its text is in every export) and the holders of both seats, the two people it
    belongs to."""
    seq = len(talk) + 1
    prev = talk[-1].hash if talk else genesis(game_id)
    salt = salt if to is not None else None
    recipient = to.seat if to is not None else None
    return PressMessage(seq, sender.seat, recipient, text, at, prev,
                        message_hash(game_id, seq, sender.seat, recipient, at,
                                     text_digest(text, salt), prev),
                        key, salt, sender_holder=sender.holder,
                        to_holder=to.holder if to is not None else 0)


def check_rate(talk: Sequence[PressMessage], sender: str, now: str) -> None:
    """Refuse a sender who has sent PER_HOUR messages within the hour before `now`."""
    since = iso(datetime.fromisoformat(now) - timedelta(hours=1))
    if sum(1 for m in talk if m.sender == sender and m.at > since) >= PER_HOUR:
        raise refusal("press_rate", limit=PER_HOUR)


# A name before a colon that is longer than this is the message's own words, not an addressee.
MAX_ADDRESSEE_WORDS = 3
# Czech case endings a name takes after ŘEKNI / ZTLUMIT ("Bobovi", "Evě", "Boba"), longest first
_ENDINGS = ("ovi", "ou", "em", "e", "i", "u", "a", "o", "y")


# Who "everyone" is, as a SAY names its addressee (folded: "všem", "všichni", "VŠEM")
EVERYONE = frozenset({"all", "everyone", "everybody", "all of you", "table", "vsem", "vsichni",
                       "vsechny", "vy vsichni", "stul", "stolu", "vsem u stolu", "vsem hracum",
                       "all players"})


def split_addressee(argument: str) -> tuple[str | None, str]:
    """"Bob: text" -> ("Bob", "text"); a text without a short name before a colon on its
    first line is for the whole table: (None, text)."""
    first, newline, rest = argument.partition("\n")
    name, colon, said = first.partition(":")
    if not colon or not name.strip() or len(name.split()) > MAX_ADDRESSEE_WORDS \
            or any(c in name for c in ".!?,;\"'()"):
        return None, argument
    if _folded(name) in EVERYONE:  # "SAY all: …", "ŘEKNI všem: …": the whole table
        return None, f"{said.strip()}{newline}{rest}"
    return name.strip(), f"{said.strip()}{newline}{rest}"


def addressee(game: GameRecord, sender: Seat, name: str) -> Seat:
    """The seat a private message names ("Bob", "bob", "Bobovi", "Boba" in any case or with
    accents or none, the seat id "p2"); raises a polite refusal naming the players."""
    wanted = _folded(name)
    seats = [s for s in game.seats if not s.bot]
    found = [s for s in seats if wanted in (_folded(s.name), _folded(s.player), s.seat)]
    if not found and wanted:  # a name in a Czech case or a short form: "Kubovi", "Říhovi"
        found = [s for s in seats if wanted in {_folded(f) for f in case_forms(s.name)
                                                | nickname_forms(s.name)}]
    if not found and wanted:  # a first name ("Bob" for "Bob Novák"), in any Czech case
        found = [s for s in seats if _stem(_folded(s.name).split()[0]) == _stem(wanted.split()[0])
                 or _folded(s.name).startswith(wanted)]
    if len(found) > 1:  # one may be the writer's own name ("Kubovi" from Jakub to Jakub Říha)
        found = [s for s in found if s.seat != sender.seat] or found
    others = ", ".join(s.name for s in seats if s.seat != sender.seat)
    if len(found) > 1:  # "Péťovi" to Petr and Petra's table: asked back, never guessed
        raise refusal("press_two_players", name=nominative(name.strip()),
                      players=", ".join(s.name for s in found), first=found[0].name)
    if not found:  # the name as a person says it: "nikdo jménem Kuba", not "Kubovi"
        raise refusal("press_no_player", name=nominative(name.strip()), players=others)
    if found[0].seat == sender.seat:
        raise refusal("press_to_self")
    return found[0]


def _stem(word: str) -> str:
    """A name without its Czech case ending: "bobovi", "boba", "bob" -> "bob"; "eve" -> "ev"."""
    for ending in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 2:
            return word[:-len(ending)]
    return word


def _folded(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text.strip().rstrip(":").casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def can_read(game: GameRecord, message: PressMessage, reader: str | None) -> bool:
    """Whether `reader` (a seat id, ORGANIZER, or None for a spectator) may read the message:
    the whole table's talk is everyone's; a private message is the two people's who held its
    sender's and recipient's seats when it was written (not whoever holds them now: a
    replacement, or an organizer who seats themselves there, reads none of it), and the
    organizer's when the game said so at its creation."""
    if message.to is None:
        return True
    if reader == ORGANIZER:
        return game.press_organizer
    seat = _seat_or_none(game, reader)
    if seat is None:
        return False
    return (seat.seat == message.sender and seat.holder == message.sender_holder) or (
        seat.seat == message.to and seat.holder == message.to_holder)


def shown_to(game: GameRecord, talk: Sequence[PressMessage],
             reader: str | None) -> list[PressMessage]:
    """The messages `reader` sees on the game's page, oldest first (muted senders left out)."""
    seat = _seat_or_none(game, reader)
    muted = seat.muted if seat else ()
    return [m for m in talk if can_read(game, m, reader) and m.sender not in muted]


def _seat_or_none(game: GameRecord, reader: str | None) -> Seat | None:
    return next((s for s in game.seats if s.seat == reader), None)


def wants(seat: Seat, message: PressMessage, game: GameRecord) -> bool:
    """Whether the message is mailed to the seat: a person's seat still at the table, not the
    sender, allowed to read it and not muting its sender."""
    return (not seat.bot and bool(seat.email) and seat.active and seat.seat != message.sender
            and message.sender not in seat.muted and can_read(game, message, seat.seat))


def mailed(game: GameRecord, message: PressMessage) -> list[Seat]:
    """The seats that get the message in a mail of its own now: those who asked for every one,
    and after the end everyone (no next mail of the game will carry it)."""
    return [s for s in game.seats if (s.press_each or game.ended) and wants(s, message, game)]


def lines(game: GameRecord, messages: Sequence[PressMessage],
          lang: str) -> list[dict[str, Any]]:
    """The messages as mails and pages show them to a reader of `lang`: who to whom, when,
    the text."""
    names = {s.seat: s.shown(lang) for s in game.seats}
    return [{"seq": m.seq, "from": names.get(m.sender, m.sender),
             "to": names.get(m.to, m.to) if m.to else None, "at": m.at, "text": m.text}
            for m in messages]


def carry(game: GameRecord, notifications: Sequence[Notification],
          talk: Sequence[PressMessage]) -> tuple[GameRecord, tuple[Notification, ...]]:
    """A write's game item and notifications with the talk waiting for each seat folded into
    its first mail of the write (a seat that reads every message as it comes has none
    waiting), and the seats' `press_seen` moved on in the same write."""
    if not talk or not notifications:
        return game, tuple(notifications)
    last = talk[-1].seq
    carried: list[Notification] = []
    done: set[str] = set()
    for notification in notifications:
        seat = _seat_or_none(game, notification.seat)
        if seat is None or seat.seat in done or seat.email != notification.email \
                or seat.press_each or seat.press_seen >= last:
            carried.append(notification)
            continue
        done.add(seat.seat)
        waiting = [m for m in talk if m.seq > seat.press_seen and wants(seat, m, game)]
        if waiting:
            notification = replace(notification, payload={
                **notification.payload, "press": lines(game, waiting, seat.lang)})
        carried.append(notification)
        game = game.with_seat(replace(seat, press_seen=last))
    return game, tuple(carried)


def exported(game: GameRecord, talk: Sequence[PressMessage]) -> list[dict[str, Any]]:
    """The talk as the export shows it: every message chained; a private message's text only
    when the organizer may read it (else its digest alone, which the chain covers)."""
    entries = []
    for m in talk:
        entry = {"seq": m.seq, "from": m.sender, "to": m.to, "at": m.at,
                 "text_sha256": digest_of(m), "prev": m.prev, "hash": m.hash}
        if m.erased is not None:
            entry["erased"] = True  # its writer or reader was erased: the text is gone
        elif can_read(game, m, ORGANIZER):
            entry["text"] = m.text
            if m.salt is not None:
                entry["salt"] = m.salt
        entries.append(entry)
    return entries


def verify(game_id: str, entries: Any) -> tuple[bool, str]:
    """Check an export's talk: each message's text against its digest and its hash against its
    contents and the message before it; (ok, what was found)."""
    if not isinstance(entries, list):
        return False, "the table talk is not a list"
    prev, withheld = genesis(game_id), 0
    for number, entry in enumerate(entries, start=1):
        if not isinstance(entry, dict) or entry.get("seq") != number:
            return False, f"message {number}: missing or out of order"
        fields = [entry.get(k) for k in ("from", "at", "text_sha256", "prev", "hash")]
        if not all(isinstance(f, str) for f in fields) or not (
                entry.get("to") is None or isinstance(entry["to"], str)):
            return False, f"message {number}: malformed"
        salt = entry.get("salt")
        if "text" not in entry:
            withheld += 1
        elif not isinstance(entry["text"], str) or not (salt is None or isinstance(salt, str)) \
                or text_digest(entry["text"], salt) != entry["text_sha256"]:
            return False, f"message {number}: its text does not match its digest (edited?)"
        if entry["prev"] != prev:
            return False, f"message {number}: does not chain to the message before it"
        if entry["hash"] != message_hash(game_id, number, entry["from"], entry["to"],
                                         entry["at"], entry["text_sha256"], prev):
            return False, f"message {number}: its hash does not match its contents"
        prev = entry["hash"]
    kept = f", {withheld} private texts withheld" if withheld else ""
    return True, f"table talk chained ({len(entries)} messages{kept})"
