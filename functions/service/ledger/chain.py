"""The hash-chained move log: entry hashes, the export document and its verification.

Entry n stores the hash of entry n-1 (`prev`); the first entry's `prev` is the genesis hash of
the game's settings (rules, options, playing order, seed commitment) and, from export format 2
on, of who played: the roster at the start (title, organizer, each seat's name and address).
Changing, dropping or reordering anything in an export therefore breaks the chain from that
point on. Games started before the roster was chained keep their format-1 genesis and export
as `pbm-export/1`, which verifies as before and says plainly that who played is not covered.

From export format 4 on (a "salted" roster) the chain holds no name and no address: the genesis
binds each seat by a salted digest of its player id, name and address (and the organizer's
address likewise), the playing order by seats, and every entry names its player, and the
players its text names, by seat. Erasing a person (people.erase) replaces their name and drops
their salt, and every hash stays as it was: a head mailed before the erasure still verifies.
That genesis also states whether the game is sealed, so removing the seal of a sealed game
breaks it instead of making it a legacy game that verifies unsealed.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import json
import re
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, TypeGuard

from functions.service.records.game import ENDED, STATUSES, GameRecord
from functions.service.records.moves import BOT_SOURCE, LogEntry
from functions.service.records.newest import Newest
from functions.service.records.seats import Seat
from rules import CHANCE, AnyRules, RulesError, numbers

from . import dice, press

# Format 3 is format 2 with the export's `statement` (its length and head, sealed): a format-3
# export that is shortened, or whose statement is gone, does not verify.
# Format 4 is format 3 with the salted roster (see the module's docstring).
# Format 5 is format 4 whose statement always holds `players_sha256` and `document_sha256`
# (an export of format 4 may lack them: made before they were stated), so that removing them
# from a current export fails instead of verifying "not covered". A game not started yet
# (no roster) exports as format 5 too, its genesis the format-1 one (no roster to bind).
EXPORT_FORMAT = "pbm-export/5"
SALTED_V4 = "pbm-export/4"
SALTED_FORMATS = (SALTED_V4, EXPORT_FORMAT)
LEGACY_FORMAT = "pbm-export/3"  # a game started before the salted roster exports as before
FORMATS = ("pbm-export/1", "pbm-export/2", LEGACY_FORMAT, SALTED_V4, EXPORT_FORMAT)
SALTED = "salted/1"  # the roster's `chain` when it is salted
NOT_COVERED_V1 = ("the players, the organizer and the title are not covered by the chain "
                  "(a format-1 export: the game started before they were chained)")
NOT_STARTED = "the game has not started: who plays is chained when it starts"


# The seals: HMAC-SHA256 under the service's secret (see `seal_key`), which on AWS lives in SSM,
# apart from the data: someone who can write the data files but not read the secret can rewrite
# a log and recompute its plain hashes, but not its seal, so the service refuses to load it and
# `pbm verify`, given the secret, fails it. The labels keep the kinds of seal apart.
_KEY_LABEL = b"pbm-chain-seal\x00"
_HEAD_LABEL = b"head\x00"
_EXPORT_LABEL = b"export\x00"
_SNAPSHOT_LABEL = b"snapshot\x00"


def seal_key(secret: bytes) -> bytes:
    """The key the chain's seals are made with, derived from the service's secret (so a seal
    never verifies as a reply token or a link, and the other way round)."""
    return hmac.new(secret, _KEY_LABEL, hashlib.sha256).digest()


def key_id(key: bytes) -> str:
    """A short public name of a seal key: which service sealed an export (not the key)."""
    return hmac.new(key, b"key-id", hashlib.sha256).hexdigest()[:16]


def _mac(key: bytes, label: bytes, text: str) -> str:
    return hmac.new(key, label + text.encode(), hashlib.sha256).hexdigest()


def head_seal(key: bytes, game_id: str, moves: int, head: str) -> str:
    """The seal of a game's head: its length and the hash of its last entry, under the key."""
    return _mac(key, _HEAD_LABEL, f"{game_id}\n{moves}\n{head}")


def snapshot_seal(key: bytes, text: str) -> str:
    """The keyed hash of a snapshot's contents (see snapshot.seal)."""
    return _mac(key, _SNAPSHOT_LABEL, text)


def sealed(expected: str, found: str) -> bool:
    """Whether a seal found is the one expected (compared in constant time)."""
    return hmac.compare_digest(expected.encode(), found.encode())


class MalformedExport(ValueError):
    """The document is not a pbm export at all (wrong shape or types): nothing to verify."""


def _digest(data: Mapping[str, Any]) -> str:
    return hashlib.sha256(_canonical(data).encode()).hexdigest()


# json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False), made once
_canonical = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode


def genesis_hash(game_id: str, rules_id: str, options: Mapping[str, Any],
                 order: Sequence[str], seed_commitment: str,
                 roster: Mapping[str, Any] | None = None) -> str:
    """The hash the chain starts from: it binds the log to the game's settings and (format 2)
    to the roster at the start; without a roster it is the format-1 genesis."""
    data = {"game": game_id, "rules": rules_id, "options": dict(options),
            "order": list(order), "seed_commitment": seed_commitment}
    if roster is not None:
        data["roster"] = dict(roster)
    return _digest(data)


def salted_genesis(game_id: str, rules_id: str, options: Mapping[str, Any],
                   seed_commitment: str, chained: Mapping[str, Any]) -> str:
    """The genesis of a game with a salted roster: its settings, the order as seats, each
    seat's digest and the organizer's, the title and whether the game is sealed."""
    players = chained["players"]
    return _digest({"game": game_id, "rules": rules_id, "options": dict(options),
                    "order": list(chained["order"]), "seed_commitment": seed_commitment,
                    "chain": SALTED, "sealed": bool(chained.get("sealed")),
                    "roster": {**_chained_title(chained),
                               "organizer": organizer_digest(chained),
                               "players": [{"seat": p["seat"], "sha256": seat_digest(p)}
                                           for p in players]}})


def _chained_title(chained: Mapping[str, Any]) -> dict[str, str]:
    """How a salted genesis binds the title: as written (games started before titles were
    salted), or by a salted digest, which an erasure keeps when it replaces a title that
    named the person."""
    if chained.get("title_salt") is None and chained.get("title_sha256") is None:
        return {"title": chained["title"]}
    return {"title_sha256": title_digest(chained)}


def title_digest(chained: Mapping[str, Any]) -> str:
    """The digest a salted roster's title is chained by (kept as `title_sha256` once the
    title was erased)."""
    if chained.get("title_salt") is None:
        return str(chained.get("title_sha256", ""))
    return person_digest(chained["title_salt"], chained["title"])


def person_digest(salt: str, *texts: str) -> str:
    """The salted SHA-256 of a person's texts (player id, name, address), as the chain binds
    them: without the salt, a short name or a guessed address cannot be tried."""
    return hashlib.sha256(f"{salt}\n{_canonical(list(texts))}".encode()).hexdigest()


def seat_digest(player: Mapping[str, Any]) -> str:
    """The digest a salted roster's seat is chained by: kept as `sha256` once erased."""
    if player.get("salt") is None:
        return str(player.get("sha256", ""))
    if "player" not in player:  # a later holder: the seat's rules id is not theirs
        return person_digest(player["salt"], player["name"], player["email"])
    return person_digest(player["salt"], player["player"], player["name"], player["email"])


def organizer_digest(chained: Mapping[str, Any]) -> str:
    """The digest a salted roster's organizer is chained by."""
    if chained.get("organizer_salt") is None:
        return str(chained.get("organizer_sha256", ""))
    return person_digest(chained["organizer_salt"], chained["organizer"])


def salted(chained: Mapping[str, Any] | None) -> TypeGuard[Mapping[str, Any]]:
    """Whether a roster is salted (format 4)."""
    return isinstance(chained, Mapping) and chained.get("chain") == SALTED


def salted_roster(record: GameRecord, salt: Callable[[], str], sealed: bool
                  ) -> dict[str, Any]:
    """The salted roster of a game started now: title, organizer, order by seats, each seat's
    player id, name and address with a fresh salt (`salt()`), and whether it is sealed."""
    seats = {s.player: s.seat for s in record.seats}
    return {"chain": SALTED, "title": record.title, "title_salt": salt(),
            "organizer": record.organizer, "organizer_salt": salt(), "sealed": sealed,
            "order": [seats.get(p, p) for p in record.order],
            "players": [{"seat": s.seat, "player": s.player, "name": s.name, "email": s.email,
                         "salt": salt()} for s in record.seats]}


def roster(record: GameRecord) -> dict[str, Any]:
    """Who plays, as the genesis of a game started now binds it: the title, the organizer and
    each seat's name and address."""
    return {"title": record.title, "organizer": record.organizer,
            "players": [{"seat": s.seat, "name": s.name, "email": s.email}
                        for s in record.seats]}


def later_holder(roster: Mapping[str, Any], seat: Seat, salt: str) -> dict[str, Any]:
    """The roster with the person who now holds `seat` (a replacement) bound by a salted
    digest, as the start's holders are: the export shows and checks them, and the end of the
    game covers them (see `ending`)."""
    later = list(roster.get("later") or ())
    later.append({"seat": seat.seat, "holder": seat.holder, "name": seat.name,
                  "email": seat.email, "salt": salt})
    return {**roster, "later": later}


def people_digest(chained: Mapping[str, Any]) -> str:
    """The digest of who played, by salted digests only (so an erasure changes nothing): each
    seat's first holder, each later holder (a replacement) and the organizer."""
    return _digest({"players": [[p["seat"], seat_digest(p)] for p in chained["players"]],
                    "later": [[p["seat"], p["holder"], seat_digest(p)]
                              for p in chained.get("later") or ()],
                    "organizer": organizer_digest(chained)})


def ending(game_id: str, moves: int, head: str, status: str | None, result: Any,
           seed: str | None, chained: Mapping[str, Any]) -> str:
    """The hash of how a game with a salted roster ended: its length and last hash, its status,
    its result (players named by seat, so an erasure changes nothing), the seed revealed and
    who played. The mails sent once a game has ended carry it (X-PBM-Chain-End), so a player
    who keeps one can check the result of an export without the service's secret."""
    seats = {p["player"]: f"\x00{p['seat']}\x00" for p in chained["players"]}
    return _digest({"game": game_id, "moves": moves, "head": head, "status": status,
                    "result": _by_seat(result, seats), "seed": seed,
                    "people": people_digest(chained)})


def _by_seat(data: Any, seats: Mapping[str, str]) -> Any:
    """JSON data with every text (and key) that is a player id replaced by its seat."""
    if isinstance(data, str):
        return seats.get(data, data)
    if isinstance(data, list):
        return [_by_seat(item, seats) for item in data]
    if isinstance(data, dict):
        return {seats.get(k, k): _by_seat(v, seats) for k, v in data.items()}
    return data


def record_ending(record: GameRecord) -> str | None:
    """The ending hash of a game that has ended (None while it runs, or for a game started
    before rosters were salted)."""
    if not record.ended or not salted(record.roster):
        return None
    return ending(record.id, record.moves, record.head, record.status,
                  json.loads(json.dumps(record.result)), record.seed, record.roster)


def export_ending(document: Mapping[str, Any]) -> str | None:
    """The ending hash an export holds (see `ending`); None for a format older than 4."""
    if document.get("format") not in SALTED_FORMATS or not _chained(document):
        return None
    log = document["log"]
    return ending(document["game"]["id"], len(log),
                  log[-1]["hash"] if log else _genesis_of(document), document.get("status"),
                  document.get("result"), document.get("seed"), document["roster"])


def entry_hash(game_id: str, seq: int, player: str, text: str, source: str, at: str,
               prev: str) -> str:
    """The hash of one log entry (everything published about it, including the previous hash):
    the SHA-256 of its canonical JSON, as `_digest` makes it."""
    # that text written out, keys in sorted order: every move hashes one entry and every check
    # of a log read afresh hashes them all, and a dict sorted and encoded per entry cost as
    # much as five of these (issue 14)
    canonical = (f'{{"at":{_string(at)},"game":{_string(game_id)},"player":{_string(player)},'
                 f'"prev":{_string(prev)},"seq":{seq:d},"source":{_string(source)},'
                 f'"text":{_string(text)}}}')
    return hashlib.sha256(canonical.encode()).hexdigest()


_string = json.encoder.encode_basestring  # a JSON string, as _canonical writes one

SEALED_PREFIX = "sealed:"
"""What the chain hashes in place of a sealed move's text: this, then the move's salted
digest (`sealed_form`)."""


def sealed_form(text: str, salt: str) -> str:
    """What the chain binds of a move the rules sealed when it was made (a hidden move): its
    digest after a salt only the service knows (dice.move_salt), not its text, so that an
    export showing the entry's hash before the move is public does not tell which of the few
    possible moves it was (as a private message's digest, see press.text_digest)."""
    return SEALED_PREFIX + press.text_digest(text, salt)


def move_salt(record: GameRecord, seq: int) -> str:
    """The salt log entry `seq` of `record` is chained with when the rules seal it."""
    return dice.move_salt(bytes.fromhex(record.seed), record.id, seq)


def move_hash(record: GameRecord, seq: int, player: str, text: str, source: str, at: str,
              prev: str, sealed: bool = False) -> str:
    """The hash of a log entry of `record`: of its text, or for a `sealed` move (one the rules
    seal when it is made) of its salted digest."""
    if sealed:
        text = sealed_form(text, move_salt(record, seq))
    return hasher(record)(record.id, seq, player, text, source, at, prev)


def hashed_sealed(record: GameRecord, entry: LogEntry, prev: str | None = None) -> bool:
    """Whether the chain binds `entry` (after `prev`, its own by default) by its salted digest:
    a move the rules sealed when it was made."""
    prev = entry.prev if prev is None else prev
    return entry.hash != hasher(record)(record.id, entry.seq, entry.player, entry.text,
                                        entry.source, entry.at, prev) \
        and bool(record.seed) and entry.hash == move_hash(
            record, entry.seq, entry.player, entry.text, entry.source, entry.at, prev, True)


class Seated:
    """The players of a salted roster by seat: an entry is hashed with its player, and each
    player id its text names (a whole word), as the seat ("\x00p2\x00"), so that renaming
    an erased player changes no hash."""

    def __init__(self, players: Mapping[str, str]):
        self.players = dict(players)  # player id -> seat
        ids = sorted((p for p in self.players if p), key=len, reverse=True)
        self._pattern = re.compile("(?<!\\w)(" + "|".join(map(re.escape, ids)) + ")(?!\\w)") \
            if ids else None

    def text(self, text: str) -> str:
        """The text as the chain hashes it: each player id it names as its seat."""
        if self._pattern is None or not any(p in text for p in self.players if p):
            return text
        return self._pattern.sub(lambda m: f"\x00{self.players[m.group(1)]}\x00", text)

    def renamed(self, text: str, names: Mapping[str, str]) -> str:
        """The text with each player id it names replaced by `names` (old id -> new id), in
        the same places `text` hashes them."""
        if self._pattern is None or not any(p in text for p in names if p):
            return text
        return self._pattern.sub(lambda m: names.get(m.group(1), m.group(1)), text)

    def hash(self, game_id: str, seq: int, player: str, text: str, source: str, at: str,
             prev: str) -> str:
        """The entry's hash, its player and the players it names by seat."""
        return entry_hash(game_id, seq, "\x00" + self.players.get(player, player),
                          self.text(text), source, at, prev)


def seated(chained: Mapping[str, Any] | None) -> Seated | None:
    """The seats of a salted roster (None for an older one: entries hash names)."""
    if not salted(chained):
        return None
    return _seated(tuple((p["player"], p["seat"]) for p in chained["players"]))


@functools.lru_cache(maxsize=256)
def _seated(players: tuple[tuple[str, str], ...]) -> Seated:
    return Seated(dict(players))


def hasher(record: GameRecord) -> Callable[[str, int, str, str, str, str, str], str]:
    """The function that hashes the record's entries (by seat for a salted roster)."""
    by_seat = seated(record.roster)
    return entry_hash if by_seat is None else by_seat.hash


def record_genesis(record: GameRecord) -> str:
    """The genesis hash of a started game (format 1 for a game started without a roster)."""
    if salted(record.roster):
        return salted_genesis(record.id, record.rules, record.options, record.seed_commitment,
                              record.roster)
    return genesis_hash(record.id, record.rules, record.options, record.order,
                        record.seed_commitment, record.roster)


def export(record: GameRecord, log: Sequence[LogEntry], key: bytes | None = None,
           talk: Sequence[Mapping[str, Any]] | None = None,
           withheld: frozenset[int] = frozenset()) -> dict[str, Any]:
    """The self-contained export: settings, the full log, the result and (once ended) the seed,
    the table talk as press.exported shows it (when given), and last the statement of what it
    holds, sealed with `key` when there is one (see `statement`). The entries `withheld` (by
    seq: moves the rules still seal from the export's reader) show their salted digest, which
    the chain covers, not their text; a sealed move made public shows its text and its salt."""
    document = _document(record, log, withheld)
    if talk is not None:
        document["press"] = list(talk)
    document["statement"] = statement(document, key)
    return document


def _document(record: GameRecord, log: Sequence[LogEntry],
              withheld: frozenset[int] = frozenset()) -> dict[str, Any]:
    settings = {
        "id": record.id,
        "title": record.title,
        "rules": record.rules,
        "options": record.options,
        "seating": record.seating,
        "order": list(record.order),
        "players": [{"seat": s.seat, "name": s.name, "email": s.email, "lang": s.lang,
                     "status": s.status, "holder": s.holder} for s in record.seats],
        "organizer": record.organizer,
        "public": record.public,
        "timing": record.timing.to_dict(),
        "created_at": record.created_at,
        "started_at": record.started_at,
        "ended_at": record.ended_at,
    }
    covered = {"roster": record.roster} if record.roster is not None else {
        "not_covered": NOT_COVERED_V1 if record.started_at else NOT_STARTED}
    if record.roster is None:
        form = EXPORT_FORMAT if record.started_at is None else FORMATS[0]
    else:
        form = EXPORT_FORMAT if salted(record.roster) else LEGACY_FORMAT
    return {
        "format": form,
        "length": len(log),
        # a game not yet started has no head stored yet: its genesis is the head it states
        "head": log[-1].hash if log else (record.head or record_genesis(record)),
        **covered,
        "game": settings,
        "status": record.status,
        "version": record.version,
        "seed_commitment": record.seed_commitment,
        "seed": record.seed if record.ended else None,
        "log": [_exported_entry(record, e, e.seq in withheld) for e in log],
        "result": record.result,
    }


def _exported_entry(record: GameRecord, entry: LogEntry, withheld: bool) -> dict[str, Any]:
    """One log entry as the export shows it (see `export`)."""
    shown: dict[str, Any] = {"seq": entry.seq, "player": entry.player, "text": entry.text,
                             "source": entry.source, "at": entry.at, "prev": entry.prev,
                             "hash": entry.hash}
    if withheld or hashed_sealed(record, entry):
        salt = move_salt(record, entry.seq)
        if withheld:
            del shown["text"]
            shown["sealed"] = True
            shown["text_sha256"] = press.text_digest(entry.text, salt)
        else:
            shown["salt"] = salt
    return shown


def _hashed_text(entry: Mapping[str, Any]) -> str | None:
    """What the chain hashed of an exported entry: its text, or a sealed move's salted digest
    (from the digest it shows, or from its text and salt once public); None if malformed."""
    if entry.get("sealed"):
        digest = entry.get("text_sha256")
        return SEALED_PREFIX + digest if isinstance(digest, str) else None
    if "salt" in entry:
        salt = entry["salt"]
        return sealed_form(entry["text"], salt) if isinstance(salt, str) else None
    return entry["text"]


def statement(document: Mapping[str, Any], key: bytes | None = None, *,
              players: bool = True, whole: bool = True) -> dict[str, Any]:
    """What an export states about itself: the game, its number of moves and the hash of the
    last (the genesis before the first), the number of table-talk messages and the hash of the
    last, the status, a digest of the result, (unless `players` is false: an export made
    before it was stated) of who holds the seats and organizes now, and (unless `whole` is
    false, likewise) of every field of the export but the statement: the title, the settings,
    the dates and the version shown too; sealed with the key (HMAC) when there is one, so that
    nobody without the key can restate a changed export."""
    log = document.get("log") or []
    talk = document.get("press") or []
    game = document["game"]
    said = {"game": game["id"], "moves": len(log),
            "head": log[-1]["hash"] if log else _genesis_of(document),
            "press": len(talk),
            "press_head": talk[-1]["hash"] if talk else press.genesis(game["id"]),
            "status": document.get("status"),
            "result_sha256": _digest({"result": document.get("result")})}
    if players:
        said["players_sha256"] = _digest({"players": game.get("players"),
                                          "organizer": game.get("organizer")})
    if whole:
        said["document_sha256"] = _digest({k: v for k, v in document.items()
                                           if k != "statement"})
    if key is not None:
        said["sealed_by"] = key_id(key)
        said["seal"] = _mac(key, _EXPORT_LABEL, _canonical(said))
    return said


# what a statement made before `document_sha256` (issue 40) leaves uncovered
NOT_STATED = ("the title shown, whether the game is public, its seating, timing, dates and "
              "version")


def _chained(document: Mapping[str, Any]) -> bool:
    """Whether the export's chain binds a roster: from format 2 on, but for a game of format 5
    not started yet (no roster, nothing logged)."""
    if document.get("format") == FORMATS[0]:
        return False
    return not (document.get("format") == EXPORT_FORMAT and document.get("roster") is None
                and not document.get("log") and document["game"].get("started_at") is None)


def _genesis_of(document: Mapping[str, Any]) -> str:
    game = document["game"]
    chained = document.get("roster") if _chained(document) else None
    if document.get("format") in SALTED_FORMATS and _chained(document):
        # an export of this format holds its roster; one without fails in salted_genesis as
        # it always did (a TypeError, which verify reports as a document it cannot read)
        return salted_genesis(game["id"], game["rules"], game["options"],
                              document["seed_commitment"], chained)  # type: ignore[arg-type]
    return genesis_hash(game["id"], game["rules"], game["options"], game["order"],
                        document["seed_commitment"], chained)


def check_statement(document: Mapping[str, Any], key: bytes | None) -> tuple[bool, str]:
    """Check an export's statement against what it holds (a shortened export states more than
    it holds) and, with the key that sealed it, its seal: (ok, what was found)."""
    stated = document.get("statement")
    if not isinstance(stated, dict):
        return False, "the export states no length and head (format 3 does): shortened?"
    players = "players_sha256" in stated  # exports made before it was stated have none
    whole = "document_sha256" in stated  # likewise
    if document.get("format") == EXPORT_FORMAT and not (players and whole):
        return False, (f"the export's statement lacks {'document' if players else 'players'}"
                       f"_sha256, which every {EXPORT_FORMAT} statement holds: it was removed")
    held = statement(document, players=players, whole=whole)
    for name, said in (("moves", document.get("length")), ("head", document.get("head"))):
        if name == "head" and said == "" and not document.get("log") \
                and document.get("format") == FORMATS[0]:
            continue  # a game not started, exported before it showed its genesis as its head
            # (the statement's own head, checked below, always was)
        if said is not None and said != held[name]:
            return False, (f"the export states {name} {_shown(said)!r} but holds "
                           f"{_shown(held[name])!r} (shortened or changed after it was made)")
    for name in held:
        if name == "document_sha256" and stated.get(name) != held[name]:
            continue  # said last, in words: the more telling differences first
        if stated.get(name) != held[name]:
            return False, (f"the export states {name} {_shown(stated.get(name))!r} but holds "
                           f"{_shown(held[name])!r} (shortened or changed after it was made)")
    if whole and stated.get("document_sha256") != held["document_sha256"]:
        return False, ("the export was changed after it was made: a field its statement "
                       "covers (the title, the settings, the dates, the version or another) "
                       "is not what it stated")
    seal = stated.get("seal")
    chained = document.get("roster")
    if not seal and salted(chained) and chained.get("sealed"):  # its genesis says so
        return False, ("the game was sealed (its chain's first entry says so) but the export's "
                       "statement is not: its seal was removed")
    partly = "" if whole else f"; its statement (an older export's) does not cover {NOT_STATED}"
    if key is None:
        return True, ("its statement matches; its seal is not checked here (that needs the "
                      "service's secret)" if seal else "its statement matches; it is not "
                      "sealed") + partly
    if not seal:  # every export of a service with a key is sealed
        return False, "the export's statement is not sealed (its seal was removed?)"
    # the seal must be this service's: an export "sealed by another key" is not one it made,
    # and every field of a statement it sealed is what it wrote, `sealed_by` (its key's id) too
    if stated.get("sealed_by") != key_id(key):
        return False, (f"the export says it was sealed by {_shown(stated.get('sealed_by'))!r}, "
                       "not by this service's key: its statement was changed")
    if not isinstance(seal, str) or not sealed(
            statement(document, key, players=players, whole=whole)["seal"], seal):
        return False, ("the export's seal is not this service's: its statement was changed or "
                       "made again after the export was made")
    return True, "its statement matches and is sealed by this service" + partly


def _shown(value: Any) -> str:
    """A stated value as a verdict quotes it: short, and never a huge number spelt out."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10 ** 18:
        return "(a number too long to show)"
    return str(value)[:70]


class BrokenChain(ValueError):
    """A stored log that does not chain: a row was changed, dropped or put in."""


class ChainCheck:
    """Checks a game's log every time it is loaded: each entry's hash against its contents and
    the entry before it, the first against the game's genesis (or the snapshot's position the
    entries follow), the last against the game item's head. Cheap: the entries checked last
    time for a game are compared, not hashed again; after a snapshot there are few anyway."""

    def __init__(self, size: int = 256, key: bytes | None = None):
        self._checked: Newest[tuple[str, int], tuple[LogEntry, ...]] = Newest(size)
        self._lock = threading.Lock()
        self.key = key  # the seal key (see seal_key); None: seals are neither made nor checked

    def forget(self, game_id: str) -> None:
        """Drop the checks kept of the game (its log was written again)."""
        with self._lock:
            for key in [k for k in self._checked if k[0] == game_id]:
                del self._checked[key]

    def check(self, record: GameRecord, log: Sequence[LogEntry], after: int = 0,
              head: str = "") -> None:
        """Raise BrokenChain when `log` is not the intact log of `record` after position
        `after`, whose entry's hash is `head` (the whole log when `after` is 0)."""
        log = tuple(log)
        if after and self.key is not None and not record.seal:
            # a snapshot this key sealed follows a sealed write: the game's seal was removed
            raise BrokenChain(f"game {record.id}: its snapshot is sealed but the game's seal "
                              "is gone")
        hashed = hasher(record)
        with self._lock:
            known = self._checked.get((record.id, after), ())
        start = len(known) if known and log[:len(known)] == known else 0
        if start:
            prev = log[start - 1].hash
        elif after:
            prev = head
        else:
            prev = record_genesis(record) if log else ""
        for seq, entry in enumerate(log[start:], start=after + start + 1):
            if entry.seq != seq or entry.prev != prev:
                raise BrokenChain(f"game {record.id}, move {entry.seq}: does not chain to the "
                                  "move before it")
            if entry.hash != hashed(record.id, entry.seq, entry.player, entry.text,
                                    entry.source, entry.at, prev) \
                    and not hashed_sealed(record, entry, prev):
                raise BrokenChain(f"game {record.id}, move {entry.seq}: its hash does not match "
                                  "its contents")
            prev = entry.hash
        if record.moves != after + len(log) or ((log or after) and record.head != prev):
            raise BrokenChain(f"game {record.id}: the game's head does not match its log")
        self.check_seal(record)
        with self._lock:
            self._checked.put((record.id, after), log)


    def check_seal(self, record: GameRecord) -> None:
        """Raise BrokenChain when the game's head carries a seal that the key did not make: its
        log was rewritten (and its plain hashes recomputed) by someone without the key. A game
        without a seal was written before seals (or without a key) and is checked by its plain
        chain alone until its next move seals it; one whose genesis says it is sealed must be."""
        if self.key is None or not record.moves:
            return
        if not record.seal:
            if salted(record.roster) and record.roster.get("sealed"):
                raise BrokenChain(f"game {record.id}: it was sealed (its chain's first entry "
                                  "says so), but its seal is gone")
            return
        if not sealed(head_seal(self.key, record.id, record.moves, record.head), record.seal):
            raise BrokenChain(f"game {record.id}: its seal does not match its head (the log "
                              "was rewritten outside the service)")

    def written(self, game_id: str, after: int, entries: Sequence[LogEntry]) -> None:
        """Count `entries`, just written after the log checked for the game after position
        `after`, as checked: they were hashed as they were made, so the next load compares
        the rows it reads with them instead of hashing them again."""
        with self._lock:
            known = self._checked.get((game_id, after))
            if known is not None and entries and entries[0].seq == after + len(known) + 1:
                self._checked[game_id, after] = known + tuple(entries)


END = -1  # the "moves" of a head that is a game's ending hash (X-PBM-Chain-End)


@dataclass(frozen=True)
class Verdict:
    """The outcome of `verify`: ok, a one-line summary, and the first bad move (seq) if any."""

    ok: bool
    summary: str
    bad_seq: int | None = None


def export_hasher(document: Mapping[str, Any]
                  ) -> Callable[[str, int, str, str, str, str, str], str]:
    """The function that hashes an export's entries (by seat from format 4 on)."""
    by_seat = seated(document.get("roster")) if document.get("format") in SALTED_FORMATS \
        and _chained(document) else None
    return entry_hash if by_seat is None else by_seat.hash


def export_genesis(document: Mapping[str, Any]) -> str:
    """The genesis hash an export's chain starts from."""
    return _genesis_of(document)


class DuplicateKey(ValueError):
    """A JSON object that names a key twice (the first value would be silently dropped)."""


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: dict[str, Any] = {}
    for key, value in pairs:
        if key in seen:
            raise DuplicateKey(key)
        seen[key] = value
    return seen


def read_export(text: str) -> Any:
    """An export's JSON text as data; raises MalformedExport when an object names a key twice
    (`{"status": "running", ..., "status": "finished"}`: readers disagree on which counts)
    and json.JSONDecodeError when it is no JSON."""
    try:
        return json.loads(text, object_pairs_hook=_unique)
    except DuplicateKey as exc:
        raise MalformedExport(f"not a pbm export: the key {str(exc)[:40]!r} appears twice in "
                              "one object") from None


def check_shape(document: Any) -> None:
    """Raise MalformedExport unless `document` has the shape and types of a pbm export."""
    def need(ok: bool, what: str) -> None:
        if not ok:
            raise MalformedExport(f"not a pbm export: {what}")

    need(isinstance(document, dict), "the document is not a JSON object")
    need(document.get("format") in FORMATS,
         f"the format is {str(document.get('format'))[:40]!r}, not one of {', '.join(FORMATS)}")
    game = document.get("game")
    need(isinstance(game, dict), "no 'game' object")
    for name in ("id", "rules"):
        need(isinstance(game.get(name), str), f"game.{name} is not a text")
    need(isinstance(game.get("options"), dict), "game.options is not an object")
    need(isinstance(game.get("order"), list) and all(isinstance(p, str) for p in game["order"]),
         "game.order is not a list of texts")
    need(isinstance(document.get("seed_commitment"), str), "seed_commitment is not a text")
    need(document.get("seed") is None or isinstance(document["seed"], str),
         "seed is neither null nor a text")
    need(document.get("status") in STATUSES,
         f"the status is not one of {', '.join(STATUSES)}")
    need(isinstance(game.get("organizer", ""), str), "game.organizer is not a text")
    players = game.get("players", [])
    need(isinstance(players, list) and all(
        isinstance(p, dict) and all(isinstance(p.get(k), str) for k in ("seat", "name", "email"))
        and _count(p.get("holder", 0)) for p in players),
         "game.players is not a list of seats with name, email and holder")
    need(isinstance(document.get("statement", {}), dict), "statement is not an object")
    for name in ("length", "version"):
        need(document.get(name) is None or _count(document[name]),
             f"{name} is not a whole number of at most {MAX_DIGITS} digits")
    need(isinstance(document.get("log"), list), "log is not a list")
    for number, entry in enumerate(document["log"], start=1):
        need(isinstance(entry, dict), f"log entry {number} is not an object")
        need(_count(entry.get("seq")),
             f"log entry {number} has no whole-number seq of at most {MAX_DIGITS} digits")
        for name in ("player", "source", "at", "prev", "hash"):
            need(isinstance(entry.get(name), str), f"log entry {number}: {name} is not a text")
        need(isinstance(entry.get("text"), str) or (entry.get("sealed") is True and "text"
                                                    not in entry),
             f"log entry {number}: text is not a text (nor is the entry a sealed move)")
    # pydantic is loaded for `pbm verify` only, never on a move's path (a Lambda's cold start)
    from . import shape  # noqa: PLC0415

    wrong = shape.problem(document)  # every field's type and range, and no other field
    need(wrong is None, str(wrong))
    if not _chained(document):
        pass  # format 1, or a game not started yet: no roster to check
    elif document["format"] in SALTED_FORMATS:
        _check_salted_shape(document.get("roster"), need)
    else:
        roster = document.get("roster")
        need(isinstance(roster, dict), "no 'roster' object (format 2 chains who played)")
        need(isinstance(roster.get("title"), str) and isinstance(roster.get("organizer"), str),
             "roster.title or roster.organizer is not a text")
        players = roster.get("players")
        need(isinstance(players, list) and all(
            isinstance(p, dict) and all(isinstance(p.get(k), str)
                                        for k in ("seat", "name", "email")) for p in players),
             "roster.players is not a list of seats with name and email")


def _check_salted_shape(roster: Any, need: Callable[[bool, str], None]) -> None:
    """The shape of a salted roster (format 4)."""
    need(isinstance(roster, dict) and roster.get("chain") == SALTED,
         "no salted 'roster' object (format 4 chains who played by salted digests)")
    need(isinstance(roster.get("title"), str) and isinstance(roster.get("organizer"), str),
         "roster.title or roster.organizer is not a text")
    need(isinstance(roster.get("order"), list) and all(isinstance(p, str)
                                                        for p in roster["order"]),
         "roster.order is not a list of seats")
    need(isinstance(roster.get("organizer_salt"), str)
         or isinstance(roster.get("organizer_sha256"), str),
         "roster.organizer has neither a salt nor a digest")
    for part, texts in (("players", ("seat", "player", "name", "email")),
                        ("later", ("seat", "name", "email"))):
        people = roster.get(part, [])
        need(isinstance(people, list) and all(
            isinstance(p, dict) and all(isinstance(p.get(k), str) for k in texts)
            and (isinstance(p.get("salt"), str) or isinstance(p.get("sha256"), str))
            and (part == "players" or _count(p.get("holder")))
            for p in people), f"roster.{part} is not a list of seats with player, name, email "
                              "and a salt or a digest")
    need("players" in roster, "roster.players is missing")


MAX_DIGITS = numbers.EXPORT_DIGITS  # a whole number in an export is never longer


def _count(value: Any) -> bool:
    """Whether an export's value is a whole number of at most MAX_DIGITS digits."""
    return isinstance(value, int) and not isinstance(value, bool) \
        and abs(value) < 10 ** MAX_DIGITS


def verify(document: Mapping[str, Any], rules_for: Callable[[str], AnyRules],
           key: bytes | None = None, heads: Sequence[tuple[int, str]] = ()) -> Verdict:
    """Check an export: the seed against its commitment, the hash chain (from a genesis that
    binds who played, from format 2 on), every chance outcome recomputed from the seed, a
    replay of every move through the rules, and the result; from format 3 on, its statement of
    length and head (and with the service's seal `key`, its seal); and each of `heads`, (moves,
    hash) a player was shown in a mail, against the chain. Raises MalformedExport for a
    document that is not an export at all; a tampered one is a failed Verdict."""
    check_shape(document)
    verdict = _verify_chain(document, rules_for, heads)  # what is wrong inside first
    if not verdict.ok:
        return verdict
    if not (document["format"] in (LEGACY_FORMAT, *SALTED_FORMATS) or "statement" in document):
        if document["status"] in ENDED and not heads:
            # an older format states and seals nothing: anyone can rewrite such an export
            # whole (a downgraded one included), so it is checked against a head a player holds
            return Verdict(False, f"{verdict.summary}; but the game is {document['status']} "
                                  "and this export (of an older format) states and seals "
                                  "nothing, so its result cannot be checked: give a head "
                                  "from your mails (--head)")
        return verdict
    ok, stated = check_statement(document, key)
    return replace(verdict, summary=f"{verdict.summary}; {stated}") if ok else \
        Verdict(False, stated)


def _verify_chain(document: Mapping[str, Any], rules_for: Callable[[str], AnyRules],
                  heads: Sequence[tuple[int, str]]) -> Verdict:
    """The checks of `verify` but the statement's."""
    game_doc = document["game"]
    log = list(document["log"])
    commitment = document["seed_commitment"]
    seed_hex = document.get("seed")
    game_id, order = game_doc["id"], game_doc["order"]
    chained = document.get("roster") if _chained(document) else None
    by_seat = seated(chained) if document["format"] in SALTED_FORMATS and chained else None
    hashed = export_hasher(document)

    seed = None
    if seed_hex:
        try:
            seed = bytes.fromhex(seed_hex)
        except ValueError:
            return Verdict(False, "the revealed seed is not hex")
        if dice.commitment(seed) != commitment:
            return Verdict(False, "the revealed seed does not match its commitment")

    if by_seat is not None and chained is not None:
        wrong = _salted_mismatch(chained, order)
        if wrong:
            return Verdict(False, wrong)
    genesis = _genesis_of(document)
    prev = genesis
    for number, entry in enumerate(log, start=1):
        seq = entry.get("seq")
        if seq != number:
            return Verdict(False, f"move {number}: expected sequence number {number}, found {seq}",
                           number)
        if entry.get("prev") != prev:
            return Verdict(False, f"move {seq}: does not chain to the move before it", seq)
        text = _hashed_text(entry)
        if text is None:
            return Verdict(False, f"move {seq}: a sealed move without its digest or salt", seq)
        expected = hashed(game_id, seq, entry["player"], text, entry["source"], entry["at"],
                          prev)
        if entry.get("hash") != expected:
            return Verdict(False, f"move {seq}: its hash does not match its contents", seq)
        prev = expected
    if chained is not None and game_doc.get("title", chained["title"]) != chained["title"]:
        # the title never changes after the start (an erasure changes both alike)
        return Verdict(False, "the title shown is not the one the chain binds (changed after "
                              "the start)")
    # who is shown now, once the chain is known to hold
    if by_seat is not None and chained is not None:
        wrong = _holders_mismatch(document, chained, any(moves == END for moves, _ in heads))
        if wrong:
            return Verdict(False, wrong)
    hashes = [genesis] + [e["hash"] for e in log]
    for moves, shown in heads:
        if moves == END:
            if document["status"] not in ENDED:
                return Verdict(False, "you were shown how the game ended, but this export "
                                      f"says it is {document['status']}")
            if export_ending(document) != shown.strip().lower():
                return Verdict(False, f"the end you were shown ({shown[:16]}…) is not this "
                                      "export's: its result, seed, length or players differ "
                                      "from what you were shown")
            continue
        if not 0 <= moves < len(hashes):
            return Verdict(False, f"you were shown the head of move {moves}, but the export "
                                  f"holds {len(log)} moves (shortened?)", moves or None)
        if hashes[moves] != shown.strip().lower():
            return Verdict(False, f"move {moves}: the head you were shown ({shown[:16]}…) is not "
                                  "this export's: its history differs from what you were shown",
                           moves or None)

    coverage = _coverage(document, chained)
    if "press" in document:  # table talk, in a chain of its own (see press.py)
        talk_ok, talk = press.verify(game_id, document["press"])
        if not talk_ok:
            return Verdict(False, f"table talk: {talk}")
        coverage = f"{coverage}; {talk}"
    if heads:
        shown = "the head you were shown is" if len(heads) == 1 else \
            f"the {len(heads)} heads you were shown are"
        coverage = f"{coverage}; {shown} in this chain"
    sealed = sum(1 for e in log if e.get("sealed"))
    if document["status"] in ENDED and (seed is None or sealed):
        # a game over has nothing left to hide: what the export says of itself (a seed not
        # revealed, moves still sealed) never switches the replay and the result off
        why = "its seed is not revealed" if seed is None else f"{sealed} moves are withheld"
        return Verdict(False, f"the game is {document['status']} but {why}, so its result "
                              "cannot be checked")
    if sealed:
        coverage = f"{coverage}; {sealed} sealed moves withheld (their digests are chained)"
    if seed is None or sealed:
        why = "the seed is not revealed yet" if seed is None else "some moves are withheld"
        return Verdict(True, f"chain intact ({len(log)} moves); {why}, "
                             f"so chance outcomes and the replay are not checked; {coverage}")
    if not log and document.get("result") is None and game_doc.get("started_at") is None:
        # cancelled before it started: no players seated, nothing to set up or replay
        return Verdict(True, f"ok: the game never started (0 moves), nothing to replay; "
                             f"{coverage}")
    verdict = _replay_check(document, rules_for, seed, log)
    return replace(verdict, summary=f"{verdict.summary}; {coverage}") if verdict.ok else verdict


def _coverage(document: Mapping[str, Any], chained: Mapping[str, Any] | None) -> str:
    """What the chain says about who played, and what it does not cover."""
    if chained is None:
        return NOT_STARTED if document["format"] == EXPORT_FORMAT else NOT_COVERED_V1
    if salted(chained):
        return _salted_coverage(document, chained)
    now = {(p.get("seat"), p.get("email")) for p in document["game"].get("players") or ()
           if isinstance(p, dict)}
    replaced = [p["seat"] for p in chained["players"] if (p["seat"], p["email"]) not in now]
    players = ", ".join(f"{p['name']} <{p['email']}>" for p in chained["players"])
    said = (f"chained: the title {chained['title']!r}, the organizer {chained['organizer']} "
            f"and the players at the start ({players})")
    if replaced:
        said += (f"; seats {', '.join(replaced)} were given to someone else later, "
                 "which the chain does not cover")
    return said


def _salted_mismatch(chained: Mapping[str, Any], order: Sequence[str]) -> str | None:
    """What is wrong with a salted roster against its digests and the game's order, if anything:
    a name or address that is not the one its salted digest binds."""
    players = chained["players"]
    for p in players:
        if p.get("salt") is not None and p.get("sha256") not in (None, seat_digest(p)):
            return (f"the roster's seat {p['seat'][:20]}: its name or address is not the one its "
                    "digest binds (changed after the start)")
    if chained.get("organizer_salt") is not None and chained.get("organizer_sha256") not in (
            None, organizer_digest(chained)):
        return "the roster's organizer is not the one its digest binds (changed after the start)"
    seats = {p["player"]: p["seat"] for p in players}
    if [seats.get(p, p) for p in order] != list(chained["order"]):
        return "the game's playing order is not the one its roster chains"
    return None


def _holders_mismatch(document: Mapping[str, Any], chained: Mapping[str, Any],
                      ended: bool) -> str | None:
    """What is wrong with who the export says holds each seat and organizes, against the
    salted roster (each seat's first holder and every later one), if anything. An export made
    before the holders were numbered (no `holder`) may show a replacement the roster does not
    bind, unless the player holds the game's ending hash (`ended`), which binds them all."""
    game = document["game"]
    if "organizer" in game and chained.get("organizer_salt") is not None \
            and game["organizer"] != chained["organizer"]:
        return "the game's organizer is not the one its roster binds (changed after the start)"
    first = {p["seat"]: p for p in chained["players"]}
    for player in game.get("players", []):
        if not player["email"]:
            continue  # an erased person or a bot: no one to bind
        seat = player["seat"]
        later = [p for p in chained.get("later") or () if p["seat"] == seat]
        if "holder" not in player:
            held = later + [first[seat]] if seat in first else later
        else:  # the first holder is whoever held the seat at the start (numbered or not)
            held = [p for p in later if p["holder"] == player["holder"]] or (
                [first[seat]] if seat in first and not any(
                    p["holder"] <= player["holder"] for p in later) else [])
        if any(p.get("salt") is None or (p["name"], p["email"]) == (
                player["name"], player["email"]) for p in held):
            continue
        if "holder" not in player and not ended:
            continue  # an older export: _salted_coverage says the chain does not cover it
        return (f"seat {seat[:20]}: the person shown is not one its roster binds (changed "
                    "after the start)")
    return None


def _salted_coverage(document: Mapping[str, Any], chained: Mapping[str, Any]) -> str:
    """What a salted roster's chain says about who played."""
    now = {(p.get("seat"), p.get("email")) for p in document["game"].get("players") or ()
           if isinstance(p, dict)}
    shown = []
    for p in chained["players"]:
        shown.append(f"{p['name']} <{p['email']}>" if p.get("salt") is not None else
                     f"{p['name']} (erased: only the digest of who it was is kept)")
    later = {p["seat"] for p in chained.get("later") or ()}
    replaced = [p["seat"] for p in chained["players"] if p["seat"] not in later
                and p.get("salt") is not None and (p["seat"], p["email"]) not in now]
    organizer = chained["organizer"] if chained.get("organizer_salt") is not None else \
        "(erased)"
    said = (f"chained by salted digests: the title {chained['title']!r}, the organizer "
            f"{organizer} and the players at the start ({', '.join(shown)})")
    if later:
        said += f"; the later holders of seats {', '.join(sorted(later))} likewise"
    if replaced:
        said += (f"; seats {', '.join(replaced)} were given to someone else later, "
                 "which the chain does not cover")
    return said


def _replay_check(document: Mapping[str, Any], rules_for: Callable[[str], AnyRules], seed: bytes,
                  log: list[dict[str, Any]]) -> Verdict:
    game_doc = document["game"]
    try:
        game = rules_for(game_doc["rules"])
        state = game.new_game(list(game_doc["order"]), game_doc["options"],
                              seed=dice.setup_seed(seed, game_doc["id"]))
    except (RulesError, LookupError, TypeError, ValueError) as exc:
        return Verdict(False, f"the game cannot be set up again: {exc}")
    throws = bots = 0
    # a bot's move is replayed as logged, like anyone's: checked against the rules, not played
    # again by today's bot (bots improve between versions; an old game's strong bot made offers
    # that today's would not, and its game must still verify)
    for entry in log:
        seq, player, text = entry["seq"], entry["player"], entry["text"]
        if player == CHANCE:
            if game.to_move(state) != CHANCE:
                return Verdict(False, f"move {seq}: a chance outcome where none was due", seq)
            due = dice.chance_outcome(seed, game_doc["id"], seq, game.chance_outcomes(state))
            if due.text != text:
                return Verdict(False, f"move {seq}: chance outcome {text!r} does not follow from "
                                      f"the seed (expected {due.text!r})", seq)
            throws += 1
        if str(entry.get("source", "")).startswith(BOT_SOURCE + ":"):
            bots += 1
        try:
            state = game.apply(state, player, game.parse(state, player, text))
        except (RulesError, LookupError, TypeError, ValueError) as exc:
            return Verdict(False, f"move {seq}: {player} {text!r} is not legal: {exc}", seq)
    result = game.result(state)
    replayed = json.loads(json.dumps(result.to_dict())) if result is not None else None
    if _canonical(document.get("result")) != _canonical(replayed):  # 6.0 is not 6
        return Verdict(False, "the result does not match the replayed game")
    played = f" ({bots} bot moves among them, replayed as logged)" if bots else ""
    return Verdict(True, f"ok: {len(log)} moves chained{played}, {throws} chance outcomes follow "
                         f"from the revealed seed, replay matches the result")

