"""A person's data: everything the service holds about an address, taken out as JSON, or erased.

Erasing a person replaces their name and address in every game by a stable pseudonym ("Player 3
(erased)", in Czech "Hráč 3 (vymazán)": the seat's number), deletes the texts of the private
messages they wrote or received, their sign-in links, ratings, undeliverable mark and the mail
to them, and resets their preferences; a game they still play treats them as resigned (the
organizer's removal, through the rules like any resignation). A game whose chain binds who
played by salted digests (chain format 4) keeps every hash: the person's salt is dropped and
their digest kept in its place, their name replaced in the moves by seat (chain.Seated), so
the erased game's export verifies (`pbm verify`) and so does every head mailed before. An
older game's chain is made again from the genesis with the pseudonyms (`rechained`), sealed
like every write: its export verifies, an export taken before verifies against its own chain,
but heads mailed before no longer match. Talk keeps its chain: it hashes seat ids and the
digest of each text, never a name, so a deleted text leaves its digest in its place.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import replace
from typing import Any, Protocol

import rules as all_rules
from functions.i18n import ERASED_TEXT, PSEUDONYMS
from functions.service.games import Games
from functions.service.ledger import chain, press
from functions.service.people import mentions
from functions.service.records.forms import evolve
from functions.service.records.game import PAUSED, RUNNING, WAITING, GameRecord
from functions.service.records.labels import ERASED_DOMAIN, normal_address
from functions.service.records.moves import LogEntry
from functions.service.records.refusal import ErrorCode, ServiceError
from functions.service.records.seats import Seat
from functions.service.records.talk import PressMessage
from functions.service.store import Ledger, People, Tournaments, Undeliverable, VersionConflict


class PersonStore(Ledger, People, Undeliverable, Tournaments, Protocol):
    """What a person's export and erasure use of a store: the games (theirs by address, every
    game for a mention), their sign-in links and undeliverable mark, the ratings and the
    tournaments that name them."""


class Erasure(Protocol):
    """What an erasure writes, beside the store's port (the SQLite store is its own; DynamoDB's
    is dynamodb_erasure.DynamoErasure, apart for its calls)."""

    def rewrite_game(self, game: GameRecord, expected_version: int, log: Sequence[LogEntry],
                     talk: Sequence[PressMessage]) -> None:
        """Replace a game's item (without a snapshot: the next load rebuilds it), its whole
        log, its talk and its memberships, guarded by the version it replaces
        (VersionConflict)."""
        ...

    def forget_person(self, email: str, rules: Sequence[str], scrub: Callable[[str], str],
                      games: Sequence[str] = ()) -> None:
        """Delete what is kept about the address beside its games: its sign-in links, its
        undeliverable mark, its ratings in those game types and the mail to it; and pass the
        text of every other kept mail and tournament through `scrub` (which replaces the
        person's name and address). `games`: the games the person was in or named by (their
        partitions are read first; a store may leave the rest of the table for later)."""
        ...


LONG_LOCAL = 6  # an address's part before the @ this long names one person in a title
ERASED_ORGANIZER = "erased-organizer" + ERASED_DOMAIN  # RFC 2606: no mail can go there
ERASED_ADDRESS = "erased" + ERASED_DOMAIN  # an erased person's address in a stored mail
EXPORT_FORMAT = "pbm-person/1"


def pseudonym(seat: Seat) -> str:
    """The stable name an erased seat's holder gets: the seat's number, in its language."""
    number = seat.seat.removeprefix("p")
    return PSEUDONYMS.get(seat.lang, PSEUDONYMS["en"]).format(n=number)


def export(service: Games[PersonStore], email: str, now: str) -> dict[str, Any]:
    """Everything held about the address, as JSON-safe data: each game they hold a seat in or
    organize (their seat and preferences, their moves, the talk they wrote or received with
    the salts that prove its private texts), their ratings, sign-in links, undeliverable
    mark and the register their mail is written in."""
    address = normal_address(email)
    games = []
    for game_id in _game_ids(service, address):
        stored = service.reader.load(game_id, whole=True)
        record = stored.game
        seat = record.seat_of(address)
        item: dict[str, Any] = {
            "id": record.id, "title": record.title, "rules": record.rules,
            "status": record.status, "created_at": record.created_at,
            "organizer": record.organizer == address, "seat": None, "moves": [],
            "messages": []}
        if seat is not None:
            item["seat"] = {"seat": seat.seat, "name": seat.name, "email": seat.email,
                            "player": seat.player, "status": seat.status,
                            "preferences": _preferences(seat)}
            log = service.reader.log(record) if record.moves else ()
            # a move chained sealed comes with its salt: the person can prove its text
            item["moves"] = [{"seq": e.seq, "text": e.text, "source": e.source, "at": e.at,
                              "hash": e.hash} | ({"salt": chain.move_salt(record, e.seq)}
                                                 if chain.hashed_sealed(record, e) else {})
                             for e in log if e.player == seat.player and seat.player]
        held = _held(record, address)  # the seats they hold or held: their own talk on each
        if held:
            item["messages"] = [_message(record, m) for m in stored.press if m.to is None
                                or {(m.sender, m.sender_holder), (m.to, m.to_holder)} & held]
        games.append(item)
    ratings = [rating for kind in all_rules.games() for rating in service.store.ratings(kind)
               if rating.get("player") == address]
    return {"format": EXPORT_FORMAT, "person": address, "exported_at": now, "games": games,
            "ratings": ratings, "sign_ins": service.store.sign_ins_of(address),
            "undeliverable": service.store.undeliverable(address),
            "register": service.store.register_of(address)}


def _game_ids(service: Games[PersonStore], address: str) -> list[str]:
    return list(dict.fromkeys(service.store.games_of_player(address)
                              + service.store.games_of_organizer(address)
                              + service.store.games_of_former(address)))


def _preferences(seat: Seat) -> dict[str, Any]:
    return {"lang": seat.lang, "every_move": seat.every_move,
            "reminders": list(seat.reminders) if seat.reminders is not None else None,
            "timezone": seat.timezone, "away_from": seat.away_from,
            "away_until": seat.away_until, "standing_orders": dict(seat.standing_orders),
            "press_each": seat.press_each, "muted": list(seat.muted)}


def _message(record: GameRecord, message: PressMessage) -> dict[str, Any]:
    names = {s.seat: s.shown("en") for s in record.seats}  # the export's keys are English
    said = {"seq": message.seq, "from": names.get(message.sender, message.sender),
            "to": names.get(message.to, message.to) if message.to else None, "at": message.at,
            "text": message.text, "hash": message.hash,
            "text_sha256": press.digest_of(message)}
    if message.salt is not None:  # proves the text against the organizer's export's digest
        said["salt"] = message.salt
    if message.erased is not None:
        said["erased"] = True
    return said


def erase(service: Games[PersonStore], email: str, erasure: Erasure) -> list[str]:
    """Remove the person with that address (see the module's docstring), writing through
    `erasure`; the ids of the games they were in."""
    address = normal_address(email)
    ids = _game_ids(service, address)
    names: set[str] = set()
    texts: set[str] = set()
    for game_id in ids:
        names |= _leave(service, game_id, address)
    known = mentions.name_words(address, names)
    # a game they are not in keeps nothing of them either: a title someone wrote with their
    # address, or its part before the @ when it is long enough to be theirs alone (their name
    # alone, in a stranger's game, may be anyone's)
    local = address.partition("@")[0]
    theirs = (address, local) if len(local) >= LONG_LOCAL else (address,)
    ids += [g.id for g in service.store.games()
            if g.id not in ids and any(t in g.title.lower() for t in theirs)]
    pseudonyms: dict[str, dict[str, str]] = {}
    for game_id in ids:
        pseudonyms[game_id] = _erase_game(service, game_id, address, erasure, texts, known)
        names |= set(pseudonyms[game_id])
    _retitle_tournaments(service, address, known, texts)
    erasure.forget_person(address, all_rules.games(), scrubber(
        address, names, texts, mentions.name_words(address, names), pseudonyms), games=ids)
    return ids


def _title_without(service: Games[PersonStore], record: GameRecord, address: str,
                   known: frozenset[str]) -> str:
    """The game's title, or its game's own name when the title names the person (a name
    copied into a title is theirs as much as the seat's)."""
    theirs = {s.name for s in record.seats if s.email == address} | {
        p.get("name", "") for p in (record.roster or {}).get("players") or ()
        if p.get("email") == address}
    if mentions.mentions(record.title, address, known | mentions.name_words(address, theirs)):
        return service.rules_for(record.rules).name
    return record.title


def _retitled(roster: dict[str, Any], title: str) -> tuple[dict[str, Any], bool]:
    """A salted roster with its title replaced, and whether its chain must be made again: a
    title chained by a salted digest keeps the digest (no hash changes), one chained as
    written (a game started before titles were salted) changes the genesis."""
    if roster.get("title_salt") is None:
        return {**roster, "title": title}, roster.get("title_sha256") is None
    kept = {k: v for k, v in roster.items() if k != "title_salt"}
    return {**kept, "title": title, "title_sha256": chain.title_digest(roster)}, False


def _retitle_tournaments(service: Games[PersonStore], address: str, known: frozenset[str],
                         texts: set[str]) -> None:
    """Give each tournament whose title names the person its game's default title back (as
    their games get theirs); the old titles are added to `texts` (for the mail that carried
    them)."""
    for data in service.store.tournaments():
        for _ in range(service.retries):
            title = data.get("title", "")
            if not isinstance(title, str) or not mentions.mentions(title, address, known):
                break
            name = service.rules_for(data["rules"]).name
            texts.add(title)
            try:
                service.store.save_tournament(
                    {**data, "title": f"{name} tournament", "version": data["version"] + 1},
                    data["version"])
                break
            except VersionConflict:
                data = service.store.tournament(data["id"]) or {}


def _leave(service: Games[PersonStore], game_id: str, address: str) -> set[str]:
    """Take the person out of a game they still play (as a removal does, or a decline before
    the start), their seat named by its pseudonym in that same write: a mail rendered from it
    names them nowhere, and tells the others they left, by the seat's number; the names they
    were known by."""
    record = service.record(game_id)
    seat = record.seat_of(address)
    if seat is None:
        return set()
    try:
        if record.status in (RUNNING, PAUSED) and seat.active:
            service.leave_erased(game_id, address, pseudonym(seat))
        elif record.status == WAITING and seat.status != "declined":
            service.decline(game_id, address, pseudonym(seat))
    except ServiceError:
        pass  # what cannot be done through the rules (a game that ended meanwhile) stays
    return {seat.name, seat.player} - {""}


def _erase_game(service: Games[PersonStore], game_id: str, address: str, erasure: Erasure,
                texts: set[str], known: frozenset[str] = frozenset()) -> dict[str, str]:
    """Write the game again with the person's seats pseudonymous, their private talk's texts
    deleted (and added to `texts`, for the stored mail that carried them), the idempotency
    keys that named their address dropped, a title that names them (`known`: the words of
    their names) replaced by the game's own name, and the chain made again where it bound
    what changed; the names replaced, each with its pseudonym."""
    for _ in range(service.retries):
        stored = service.reader.load(game_id, whole=True)
        record = stored.game
        log = service.reader.log(record) if record.moves else ()
        renamed: dict[str, str] = {}
        seats = []
        first_held = {p["seat"] for p in (record.roster or {}).get("players") or ()
                      if p.get("email") == address}
        roster = record.roster or {}
        names = {p.get("name") for p in [*(roster.get("players") or ()),
                                          *(roster.get("later") or ())]
                 if p.get("email") == address} | {s.name for s in record.seats
                                                  if s.email == address}
        for seat in record.seats:
            if seat.email == address:
                new = pseudonym(seat)
                renamed.update({seat.player: new} if seat.player else {})
                renamed.setdefault(seat.name, new)
                # preferences back to their defaults; the holder moves on, so links and
                # reply tokens made for the person stop working
                seat = Seat(seat.seat, new, "", seat.lang, seat.status,
                            new if seat.player else "", seat.holder + 1, bot=seat.bot,
                            press_seen=seat.press_seen)
            elif seat.player and seat.seat in first_held:
                # they started on the seat and were replaced: the rules still know the seat by
                # their name, which goes (the person holding it now keeps their own name)
                new = pseudonym(seat)
                renamed[seat.player] = new
                seat = replace(seat, player=new)
            if seat.holders_untold:  # a seat's change of hands, untold yet, named them
                seat = replace(seat, holders_untold=tuple(
                    told for told in seat.holders_untold if told[1] not in names))
            seats.append(seat)
        erased_seats = {s.seat for s in record.seats if s.email == address}
        held = _held(record, address)
        organizer = ERASED_ORGANIZER if record.organizer == address else record.organizer
        # the organizer's name, given with their address, goes with them
        organizer_name = "" if record.organizer == address else record.organizer_name
        title = _title_without(service, record, address, known)
        if title != record.title:
            texts.add(record.title)  # the stored mail that carried it loses it too
        game = evolve(record, seats=tuple(seats), organizer=organizer, title=title,
                      organizer_name=organizer_name,
                      order=tuple(renamed.get(p, p) for p in record.order),
                      version=record.version + 1, updated_at=service.engine.now())
        if record.result is not None:  # the rules' result names players by their ids
            game = evolve(game, result=_renamed_data(record.result, renamed))
        by_seat = chain.seated(record.roster)
        # hashes by seat and salted digest: none changes
        if by_seat is not None and record.roster is not None:
            roster, rechain = _retitled(_salted_roster(record.roster, erased_seats, seats,
                                                       organizer, address), title) \
                if title != record.title else (_salted_roster(
                    record.roster, erased_seats, seats, organizer, address), False)
            game = evolve(game, roster=roster)
            talk = _talk_without(stored.press, erased_seats, held, address, texts, known)
            entries = [replace(e, player=renamed.get(e.player, e.player),
                               text=by_seat.renamed(e.text, renamed),
                               idempotency_key=_key_without(e.idempotency_key, address))
                       for e in log]
            if rechain:  # the title was chained as written: the chain is made again
                entries = rechained(game, entries)
                game = _sealed_head(service, game, entries)
            try:
                erasure.rewrite_game(game, record.version, entries, talk)
            except VersionConflict:
                continue
            return renamed
        if record.roster is not None:
            game = evolve(game, roster={**_roster(record.roster, erased_seats, seats, organizer,
                                                  address), "title": title})
        entries = rechained(game, [replace(_renamed(e, renamed), idempotency_key=_key_without(
            e.idempotency_key, address)) for e in log])
        game = _sealed_head(service, game, entries)
        talk = _talk_without(stored.press, erased_seats, held, address, texts, known)
        try:
            erasure.rewrite_game(game, record.version, entries, talk)
        except VersionConflict:
            continue
        return renamed
    raise ServiceError(ErrorCode.BUSY, f"game {game_id} is changing too fast; try again")


def _sealed_head(service: Games[PersonStore], game: GameRecord, entries: Sequence[LogEntry]) -> GameRecord:
    """The game with the head of its chain made again, sealed like every write."""
    if entries:
        game = evolve(game, head=entries[-1].hash)
    elif game.order:
        game = evolve(game, head=chain.record_genesis(game))
    if service.key is not None and game.moves:
        game = evolve(game, seal=chain.head_seal(service.key, game.id, game.moves, game.head))
    return game


def _roster(roster: dict[str, Any], erased: set[str], seats: Sequence[Seat], organizer: str,
            address: str) -> dict[str, Any]:
    """The chained roster with the erased seats' names and addresses replaced."""
    names = {s.seat: s.name for s in seats}
    players = [{**p, "name": names[p["seat"]], "email": ""} if p.get("seat") in erased else p
               for p in roster.get("players", [])]
    return {**roster, "players": players,
            "organizer": organizer if roster.get("organizer") == address else
            roster.get("organizer")}


def _salted_roster(roster: dict[str, Any], erased: set[str], seats: Sequence[Seat],
                   organizer: str, address: str) -> dict[str, Any]:
    """The salted roster with the erased seats' names replaced and their salts dropped, each
    one's digest kept in its place (so the genesis, and every hash after it, stays)."""
    by_seat = {s.seat: s for s in seats}
    players = []
    for p in roster["players"]:
        if p.get("salt") is not None and p["email"] == address and p["seat"] not in erased:
            # the first holder of a seat someone else holds now: only their digest stays
            p = {"seat": p["seat"], "player": by_seat[p["seat"]].player or p["player"],
                 "name": "(erased)", "email": "", "sha256": chain.seat_digest(p)}
        elif p["seat"] in erased and p.get("salt") is not None:
            seat, theirs = by_seat[p["seat"]], p["email"] == address
            # (a seat that changed hands since the start keeps its first holder's name, no
            # longer provable: the rules' player id the digest binds is renamed)
            p = {"seat": p["seat"], "player": seat.player or p["player"],
                 "name": seat.name if theirs else p["name"],
                 "email": "" if theirs else p["email"], "sha256": chain.seat_digest(p)}
        players.append(p)
    done = dict(roster, players=players)
    if "later" in roster:  # the replacements, likewise
        done["later"] = [
            {"seat": p["seat"], "holder": p["holder"],
             "name": by_seat[p["seat"]].name if p["seat"] in erased else "(erased)",
             "email": "", "sha256": chain.seat_digest(p)}
            if p["email"] == address and p.get("salt") is not None else p
            for p in roster["later"]]
    if roster.get("organizer") == address and roster.get("organizer_salt") is not None:
        done.pop("organizer_salt")
        done.update(organizer=organizer, organizer_sha256=chain.organizer_digest(roster))
    return done


def _renamed(entry: LogEntry, renamed: dict[str, str]) -> LogEntry:
    """The entry with the erased players' ids replaced (as its player, and in its text: an
    offer names the player it is made to)."""
    player = renamed.get(entry.player, entry.player)
    text = entry.text
    for old, new in renamed.items():
        if old and old in text:
            text = re.sub(rf"(?<!\w){re.escape(old)}(?!\w)", new, text)
    return replace(entry, player=player, text=text)


def _renamed_data(data: Any, renamed: dict[str, str]) -> Any:
    """JSON-safe data with every text (and key) that is an erased player's id replaced."""
    if isinstance(data, str):
        return renamed.get(data, data)
    if isinstance(data, list):
        return [_renamed_data(item, renamed) for item in data]
    if isinstance(data, dict):
        return {renamed.get(k, k): _renamed_data(v, renamed) for k, v in data.items()}
    return data


def rechained(record: GameRecord, log: Sequence[LogEntry]) -> list[LogEntry]:
    """The log's entries chained again from the record's genesis (after an erasure changed
    the names it binds), each entry's contents as they are."""
    entries, prev = [], chain.record_genesis(record)
    for entry in log:
        digest = chain.move_hash(record, entry.seq, entry.player, entry.text, entry.source,
                                 entry.at, prev, chain.hashed_sealed(record, entry))
        entries.append(replace(entry, prev=prev, hash=digest))
        prev = digest
    return entries


def _erased_talk(message: PressMessage, seats: set[str],
                 held: AbstractSet[tuple[str, int]] = frozenset()) -> PressMessage:
    """A private message written or received by an erased seat, or by the erased person on a
    seat they held before (`held`: seat and holder number), loses its text (its digest
    stays, so the talk's chain still verifies)."""
    if message.to is None or message.erased is not None:
        return message
    if not ({message.sender, message.to} & seats) and not (
            {(message.sender, message.sender_holder), (message.to, message.to_holder)} & held):
        return message
    return replace(message, text="", erased=press.digest_of(message), key=None)


def _talk_without(talk: Sequence[PressMessage], seats: set[str], held: set[tuple[str, int]],
                  address: str, texts: set[str], known: frozenset[str] = frozenset()
                  ) -> list[PressMessage]:
    """The talk with the person's private texts, and every text that names them (`known`:
    the words of their names, or their address), deleted (each added to `texts`), and no
    message's idempotency key naming their address."""
    kept = []
    for message in talk:
        erased = _erased_talk(message, seats, held)
        if erased is message and message.erased is None and message.text \
                and mentions.mentions(message.text, address, known):
            erased = replace(message, text="", erased=press.digest_of(message), key=None)
        if erased is not message and message.text:
            texts.add(message.text)
        kept.append(replace(erased, key=_key_without(erased.key, address)))
    return kept


def _key_without(key: str | None, address: str) -> str | None:
    """An idempotency key, unless it names the address (a mail's key before keyed digests:
    "<sender> <Message-ID>")."""
    return None if key is not None and address in key.lower() else key


def _held(record: GameRecord, address: str) -> set[tuple[str, int]]:
    """The seats the person held in the game, now or before, with their holder numbers (as
    the salted roster's first and later holders tell them)."""
    held = {(s.seat, s.holder) for s in record.seats if s.email == address}
    roster = record.roster if record.roster is not None and chain.salted(record.roster) else {}
    later = roster.get("later") or ()
    held |= {(p["seat"], p["holder"]) for p in later if p.get("email") == address}
    seats = {s.seat: s.holder for s in record.seats}
    for p in roster.get("players") or ():
        if p.get("email") == address:
            after = [q["holder"] for q in later if q["seat"] == p["seat"]]
            held.add((p["seat"], min(after) - 1 if after else seats.get(p["seat"], 0)))
            held.add((p["seat"], 0))  # talk written before holders were kept is the first's
    return held


def scrubber(address: str, names: set[str], texts: AbstractSet[str] = frozenset(),
             known: frozenset[str] = frozenset(),
             pseudonyms: Mapping[str, Mapping[str, str]] = {}) -> Scrub:
    """A function that replaces, in a stored text (a JSON document: a mail waiting in the
    outbox, a tournament), every free text (a talk message, a service message) that names the
    person (`known`: the words of their names, or their address), and in every other text of
    it the private texts, the address and the names (whole words): in a mail of a game the
    person was in (`pseudonyms`: game id -> name -> pseudonym) by their pseudonym there ("Hráč
    3 (vymazán)", as the erase page promises), elsewhere by "(erased)"."""
    # the texts first: a text that holds the address would no longer match once it is replaced
    patterns = [(re.compile(re.escape(text)), "(erased)")
                for text in sorted({t for t in texts if t.strip()}, key=len, reverse=True)]
    patterns += [(re.compile(re.escape(address), re.IGNORECASE), ERASED_ADDRESS)]

    def by_name(renamed: Mapping[str, str]) -> list[tuple[re.Pattern[str], str]]:
        return [(re.compile(rf"(?<!\w){re.escape(name)}(?!\w)"), renamed.get(name, "(erased)"))
                for name in sorted(names | set(renamed), key=len, reverse=True) if name]

    anonymous = patterns + by_name({})
    in_game = {game_id: patterns + by_name(renamed) for game_id, renamed in pseudonyms.items()}
    current = [anonymous]  # the patterns of the document being scrubbed

    def plain(text: str) -> str:
        for pattern, instead in current[0]:
            text = pattern.sub(instead, text)
        return text

    def value(item: Any, key: str = "") -> Any:
        if isinstance(item, str):
            if key in FREE_TEXTS and item and mentions.mentions(item, address, known):
                return ERASED_TEXT  # no declined form of a name ("Zdeňko") rides in a mail
            return plain(item)
        if isinstance(item, list):
            return [value(i, key) for i in item]
        if isinstance(item, dict):
            return {plain(k): value(v, k) for k, v in item.items()}
        return item

    def scrub(text: str) -> str:
        try:
            document = json.loads(text)
        except ValueError:
            current[0] = anonymous
            return plain(text)
        game_id = document.get("game_id") if isinstance(document, dict) else None
        current[0] = in_game.get(game_id, anonymous) if isinstance(game_id, str) else anonymous
        done = value(document)
        return text if done == document else json.dumps(done)

    return Scrub(scrub, {"address": address, "names": sorted(names), "texts": sorted(texts),
                         "known": sorted(known),
                         "pseudonyms": {g: dict(r) for g, r in pseudonyms.items()}})


class Scrub:
    """A scrubber (see `scrubber`) that knows what it was made of (`inputs`, JSON-safe): an
    erasure that finishes later (the table's Scan in the deadlines function) makes it again."""

    def __init__(self, scrub: Callable[[str], str], inputs: dict[str, Any]):
        self.scrub = scrub
        self.inputs = inputs

    def __call__(self, text: str) -> str:
        return self.scrub(text)


def scrubber_of(inputs: Mapping[str, Any]) -> Scrub:
    """The scrubber made again of a Scrub's `inputs`."""
    return scrubber(inputs["address"], set(inputs["names"]), frozenset(inputs["texts"]),
                    frozenset(inputs["known"]), inputs["pseudonyms"])


FREE_TEXTS = ("text", "message")  # the keys of a stored mail's texts that people wrote or
# that quote what they wrote (talk, a move read back, a service message)
