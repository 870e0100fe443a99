"""Creating a game, seating its players (join, decline, replace) and starting it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any, Protocol

from functions.i18n import LANGS
from functions.service.ledger import chain, dice, press
from functions.service.ledger.checks import bounded_key, seat_of
from functions.service.ledger.replay import initial_state
from functions.service.people.unmailed import unmailed
from functions.service.records.forms import evolve
from functions.service.records.game import PAUSED, RUNNING, WAITING, GameRecord
from functions.service.records.labels import clean_label, parse_address, takes_no_mail
from functions.service.records.lookalike import look_alike
from functions.service.records.notifications import Kind, Notification
from functions.service.records.refusal import ErrorCode, ServiceError
from functions.service.records.seats import DECLINED, INVITED, JOINED, Seat
from functions.service.records.timing import Timing
from functions.service.schedule import timekeeping
from functions.service.store import (
    Change,
    GameNotFound,
    Inbox,
    Ledger,
    People,
    StoredGame,
    Tournaments,
    Undeliverable,
    VersionConflict,
)
from functions.service.system import iso
from rules import CHANCE, AnyRules, RulesError
from rules.czech_names import case_forms, vocative
from rules.text import fold

from .engine import Engine
from .outbox import Mailbag
from .run import Run, Write, bump, stays_in_play

# Options the service keeps for itself; every other option goes to the rules.
SEATING = ("given", "drawn")
# Game defaults of the players' standing orders (see rules.Game.standing_order).
ORDER_OPTIONS = ("auto_buy", "auto_stars", "auto_offers", "auto_jail_card")
# Table talk: press all|public|none, and whether the organizer reads private messages.
PRESS_OPTIONS = ("press", "press_organizer")
SERVICE_OPTIONS = ("seating", *timekeeping.TIMING_OPTIONS, *ORDER_OPTIONS, *PRESS_OPTIONS)


@dataclass(frozen=True)
class PlayerSpec:
    """A seat asked for at creation: the person's name, e-mail and language."""

    name: str
    email: str
    lang: str = "cs"
    bot: str | None = None  # a bot of that level takes the seat (no e-mail, no mail)


# Names for bot seats, after the robots of Karel Čapek's R.U.R. (the play that named robots).
ROBOT_NAMES = ("Robot Karel", "Robot Radius", "Robotka Helena", "Robot Primus", "Robot Marius",
               "Robot Sulla")


GAMES_PER_HOUR = 10  # games one organizer may create from the dashboard in any hour
INVITATIONS_PER_HOUR = 40  # people those games may invite (mail) in any hour


class Founding(Ledger, People, Inbox, Tournaments, Undeliverable, Protocol):
    """What a game's setup uses of a store: the new game's write, the organizer's games and
    tournaments (the hourly limits), the invitation mails answered already and the addresses
    that take no mail (the organizer is told)."""


class Creating:
    """A game's setup: creating, seating and starting games (GameService exposes them)."""

    def __init__(self, engine: Engine, store: Founding):
        self.engine = engine
        self.store = store

    def create(self, rules_id: str, players: Sequence[PlayerSpec], organizer: str, *,
               options: Mapping[str, Any] | None = None, title: str = "", public: bool = False,
               start: bool = False, per_hour: bool = False) -> GameRecord:
        """A new game with its seats invited (or started at once); raises invalid_request.

        `per_hour`: the organizer is held to GAMES_PER_HOUR and INVITATIONS_PER_HOUR (the
        dashboard; the operator's CLI and a tournament's own rounds are not)."""
        if per_hour:
            self.check_creations(organizer, sum(1 for p in players if not p.bot))
        try:
            game = self.engine.rules_for(rules_id)
        except RulesError as exc:
            raise ServiceError(ErrorCode.INVALID_REQUEST, str(exc)) from None
        rules_options, seating, timing = _split_options(options or {}, game)
        defaults = _order_defaults(options or {}, game)
        seats = [s if s.bot else evolve(s, standing_orders=defaults) for s in _seats(players)]
        unknown = sorted({s.bot for s in seats if s.bot and s.bot not in game.bots})
        if unknown:
            levels = ", ".join(game.bots) or "none"
            raise ServiceError(ErrorCode.INVALID_REQUEST,
                               f"{game.name} has no bot {', '.join(unknown)} (bots: {levels})")
        if all(s.bot for s in seats) and not start:
            raise ServiceError(ErrorCode.INVALID_REQUEST,
                               "a game of bots only starts at once (--start)")
        try:
            rules_options = game.normalize_options(rules_options)
            if all(s.bot for s in seats):  # nobody to stop them: the rules' bound (a round cap)
                rules_options = game.bounded(rules_options)
            # the game set up now as it will be at its start: options the rules only check
            # then (a deck too small, a hand plan) are refused at creation, never at the last
            # JOIN, where nobody could mend them
            game.new_game([s.seat for s in seats], rules_options, seed=0)
        except RulesError as exc:
            raise ServiceError(ErrorCode.INVALID_REQUEST, str(exc)) from None
        given, organizer = parse_address(organizer)
        # the name given with the address greets the organizer in their mails ("Ahoj Evo,"); an
        # address alone names no one (parse_address gives its local part then)
        organizer_name = "" if given == organizer.partition("@")[0] else \
            clean_label(given, "organizer's name", name=True)
        # the organizer's own seat: they said they play when they set the game up, so there
        # is no invitation for them to answer (they hear of the game in its set-up mail)
        seats = [evolve(s, status=JOINED) if not s.bot and s.email == organizer else s
                 for s in seats]
        if all(s.status == JOINED for s in seats):
            start = True  # nobody else to wait for: the organizer and bots play at once

        seed = self.engine.secrets.token_bytes(dice.SEED_BYTES)
        now = self.engine.now()
        record = GameRecord(  # version 0: not stored yet
            id=self.engine.new_id(), rules=game.id, title=clean_label(title, "title", name=False)
            or game.name,
            options=rules_options, seats=tuple(seats), organizer=organizer,
            organizer_name=organizer_name, public=public,
            timing=timing, seating=seating, seed=seed.hex(),
            seed_commitment=dice.commitment(seed), created_at=now, updated_at=now,
            **_press_options(options or {}))
        if start:
            try:
                decided = self._started_write(record, now, created=True)
            except RulesError as exc:
                raise ServiceError(ErrorCode.INVALID_REQUEST, str(exc)) from None
        else:
            record = bump(record, now)
            letters = Mailbag(record, now)
            for seat in record.seats:
                if seat.status == INVITED:  # the organizer's own seat is theirs already
                    letters.add(Kind.INVITATION, seat, organizer=organizer)
            decided = Write(Change(record, 0, notifications=letters.items), record)
        # the organizer hears the game exists; delivery adds the link to their dashboard
        created = Mailbag(decided.written.game, now)
        # invited addresses that bounced (or complained) before get no invitation: the
        # organizer, who can ask for another, reads which in this mail
        unreachable = unmailed(self.store, decided.written.game.seats)
        created.add(Kind.GAME_CREATED, None, started=start,
                    **({"unmailed": unreachable} if unreachable else {}))
        decided = evolve(decided, change=evolve(decided.written, notifications=_set_up_told(
            decided.written.game, organizer, decided.written.notifications, created.items)))
        decided = self.engine.stamped(decided, now)
        change, recent = self.engine.finished(decided, None, now)
        decided = evolve(decided, change=change)
        try:
            self.store.apply(decided.written)  # version 0: the store also writes memberships
        except VersionConflict:
            raise ServiceError(ErrorCode.BUSY, "a game with that id exists; try again") from None
        if decided.state is not None:
            self.engine.reader.remember(decided.written.game, decided.state,
                                        decided.written.entries, decided.written.snapshot, recent)
        self.engine.follow_up(None, decided.written.game)
        return decided.value

    def check_creations(self, organizer: str, invitations: int, games: int = 1) -> None:
        """Refuse (politely, `creations_per_hour`) an organizer whose `games` more would pass
        GAMES_PER_HOUR games created within the last hour, or whose `invitations` more would
        pass INVITATIONS_PER_HOUR: a dashboard must not mail strangers by the hundred. The
        games of their tournaments count, and so do the people they gave a seat to (a
        replacement mails them) and the roster of a tournament of theirs still to start."""
        _, organizer = parse_address(organizer)
        recent, invited = _recent(self.engine, self.store, organizer)
        # a replacement creates no game: only its invitation counts
        if (games and len(recent) + games > GAMES_PER_HOUR) or \
                invited + invitations > INVITATIONS_PER_HOUR:
            raise ServiceError(
                ErrorCode.INVALID_REQUEST,
                f"{organizer} created {len(recent)} games with {invited} invitations in the last "
                f"hour (at most {GAMES_PER_HOUR} games and {INVITATIONS_PER_HOUR} invitations)",
                params={"say": "creations_per_hour", "count": len(recent),
                        "invitations": invited, "limit": GAMES_PER_HOUR,
                        "invitation_limit": INVITATIONS_PER_HOUR})

    def join(self, game_id: str, email: str, *, mail_key: str | None = None) -> GameRecord:
        """The seat's player confirms; the game starts when every seat has confirmed.

        With `mail_key` (the inbound mail that says JOIN) the mail is recorded as processed in
        the same write: a redelivered JOIN that started the game is then never read again, not
        even as game text ("ano" may mean something in the game)."""
        key = bounded_key(mail_key)

        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = seat_of(record, email)
            if seat.status == JOINED or (key and self.store.mail_processed(record.id, key)):
                return Write(None, record)
            if record.status != WAITING:
                raise ServiceError(ErrorCode.WRONG_STATUS,
                                   f"game {record.id} is {record.status}; it is too late to join",
                                   record.version)
            record = record.with_seat(evolve(seat, status=JOINED))
            if all(s.status == JOINED for s in record.seats):
                decided = self._started_or_told(record, stored.game.version, now)
            else:
                record = bump(record, now)
                decided = Write(Change(record, stored.game.version), record)
            if key:
                decided = evolve(decided, change=evolve(decided.change,
                                                        processed_mail=(key, now)))
            return decided
        return self.engine.retrying(game_id, build)

    def decline(self, game_id: str, email: str, erased_as: str | None = None) -> GameRecord:
        """The seat's player declines before the start; the organizer is told to replace them.
        `erased_as`: they erased their data; the seat takes that name in the same write and the
        organizer is told by the seat's number alone."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = seat_of(record, email)
            if record.status != WAITING:
                raise ServiceError(ErrorCode.WRONG_STATUS,
                                   f"game {record.id} is {record.status}; declining is only "
                                   "possible before the start", record.version)
            if seat.status == DECLINED:
                return Write(None, record)
            record = bump(record.with_seat(evolve(seat, status=DECLINED,
                                                  name=erased_as or seat.name)), now)
            letters = Mailbag(record, now)
            if erased_as is not None:
                letters.add(Kind.SEAT_ERASED, None, seat=seat.seat,
                            number=seat.seat.removeprefix("p"))
            else:
                letters.add(Kind.SEAT_DECLINED, None, seat=seat.seat, name=seat.name,
                            email=seat.email)
            return Write(Change(record, stored.game.version, notifications=letters.items), record)
        return self.engine.retrying(game_id, build)

    def replace_player(self, game_id: str, old: str, name: str, new_email: str, *,
                       per_hour: bool = False) -> GameRecord:
        """The organizer puts another person on a seat (before or during the game), the seat
        named by its holder's address, its number or its name (see GameRecord.seat_named);
        a seat whose holder left is refilled where the rules still play it (`stays_in_play`).
        With `per_hour` (the dashboard) the invitation counts against INVITATIONS_PER_HOUR."""
        _, new_email = parse_address(f"<{new_email}>")
        name = clean_label(name, "name", name=True)
        if per_hour:
            self.check_creations(self.engine.load(game_id).game.organizer, 1, games=0)

        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = record.seat_named(old)  # a seat that left too: the organizer's to fill
            if seat is None:
                seat = seat_of(record, old)  # not_a_player
            if record.ended:
                raise ServiceError(ErrorCode.WRONG_STATUS, f"game {record.id} is {record.status}",
                                   record.version)
            if seat.bot:
                raise ServiceError(ErrorCode.INVALID_REQUEST, f"{seat.name} is a bot's seat",
                                   record.version, params={"say": "seat_of_a_bot",
                                                           "name": seat.name})
            if not seat.active:
                game = self.engine.rules_for(record.rules)
                if not stays_in_play(game, self.engine.state(game, stored), seat.player):
                    raise ServiceError(
                        ErrorCode.WRONG_STATUS, f"{seat.name} left the game and its rules "
                        "play on without the seat: nobody can take it", record.version,
                        params={"say": "seat_closed", "name": seat.name, "game": game.name})
            if record.seat_of(new_email) is not None:
                raise ServiceError(ErrorCode.INVALID_REQUEST,
                                   f"{new_email} already holds a seat in game {record.id}",
                                   record.version)
            _refuse_look_alike(name, [s.name for s in record.seats if s.seat != seat.seat],
                               record.version)
            status = INVITED if record.status == WAITING else JOINED
            # the seat, not its holder's ways: absences, orders, mail and talk settings are
            # the new person's own to choose (an absent holder's count would keep them silent)
            successor = evolve(Seat(seat.seat, "", "", lang=seat.lang, player=seat.player),
                               name=name or new_email.split("@")[0], email=new_email,
                               status=status, holder=seat.holder + 1,
                               press_seen=seat.press_seen, mailed_at=seat.mailed_at,
                               mailed_seq=seat.mailed_seq)
            hour_ago = iso(datetime.fromisoformat(now) - timedelta(hours=1))
            if chain.salted(record.roster):  # the new holder is bound like the first
                record = evolve(record, roster=chain.later_holder(
                    record.roster, successor, self.engine.secrets.token_bytes(16).hex()))
            record = bump(evolve(record.with_seat(successor), seats_given=tuple(
                at for at in record.seats_given if at >= hour_ago) + (now,)), now)
            if record.status != WAITING:
                record = _others_to_tell(record, seat)
            letters = Mailbag(record, now)
            if seat.status != DECLINED and seat.email:  # who declined (or erased themself)
                # knows the seat is not theirs
                # (named in the payload: the seat now holds the successor's name)
                letters.add(Kind.SEAT_REPLACED, seat, successor=successor.name,
                            holder=seat.name, **({"invited": True}
                                                 if seat.status == INVITED else {}))
            if (mark := self.store.undeliverable(new_email)) is not None:
                # the new holder's address bounced before: nothing reaches them; the
                # organizer, who chose it, is told at once
                letters.add(Kind.ADDRESS_UNDELIVERABLE, None, email=new_email, name=name,
                            seat=seat.seat, reason=mark, earlier=True)
            if record.status == WAITING:
                letters.add(Kind.INVITATION, successor, organizer=record.organizer)
            else:
                # whose seat it was, by the name the table knew (an erased holder's: none)
                letters.add(Kind.REPLACEMENT, successor, organizer=record.organizer,
                            **({} if takes_no_mail(seat.email) else {"holder": seat.name}))
                if record.waits_for(seat.seat):
                    wait = record.clock(seat.seat)  # there is one: the game waits for the seat
                    letters.add(Kind.YOUR_TURN, successor, events=[],
                                deadline=wait.deadline if wait is not None else None)
            change = Change(record, stored.game.version, notifications=letters.items,
                            members_changed=True)
            return Write(change, record)
        return self.engine.retrying(game_id, build)

    def refillable(self, game_id: str) -> frozenset[str]:
        """The seats whose holder left that a new person may take (`stays_in_play`): of a
        running or paused game, where the rules play on with the seat."""
        stored = self.engine.load(game_id)
        record = stored.game
        left = [s for s in record.seats if not s.active and not s.bot]
        if not left or record.status not in (RUNNING, PAUSED):
            return frozenset()
        game = self.engine.rules_for(record.rules)
        state = self.engine.state(game, stored)
        return frozenset(s.seat for s in left if stays_in_play(game, state, s.player))

    def start(self, game_id: str) -> GameRecord:
        """The organizer starts a waiting game now (seats not yet confirmed count as confirmed)."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            if record.status != WAITING:
                raise ServiceError(ErrorCode.WRONG_STATUS,
                                   f"game {record.id} is {record.status}, not waiting",
                                   record.version)
            declined = [s.name for s in record.seats if s.status == DECLINED]
            if declined:
                raise ServiceError(ErrorCode.WRONG_STATUS,
                                   f"replace the players who declined first: {', '.join(declined)}",
                                   record.version)
            try:
                return self._started_write(record, now)
            except RulesError as exc:
                raise ServiceError(ErrorCode.INVALID_REQUEST,
                                   f"game {record.id} cannot start: {exc}",
                                   record.version) from None
        return self.engine.retrying(game_id, build)

    def _started_or_told(self, record: GameRecord, expected: int, now: str) -> Write:
        """The write that starts a game every seat has joined; if its rules refuse to set it up
        (options checked at creation make that rare), the join is kept, the game waits and its
        organizer is told why: the JOIN is answered either way, never retried forever."""
        try:
            return self._started_write(record, now)
        except RulesError as exc:
            record = bump(record, now)
            letters = Mailbag(record, now)
            letters.add(Kind.START_FAILED, None, reason=str(exc)[:300])
            return Write(Change(record, expected, notifications=letters.items), record)

    def _started_write(self, record: GameRecord, now: str, created: bool = False) -> Write:
        """The write that starts a waiting game (`record` as loaded, seats possibly updated);
        `created`: started as it was created (its set-up mail says it runs)."""
        expected = record.version
        game = self.engine.rules_for(record.rules)
        record, entries, steps, state = self._start(game, record, now)
        letters = Mailbag(record, now, rules_game=game)
        # the start mail tells what happened since the start (the dice may have played a
        # player's first turns before it goes: thrown, jailed, fined; issue 42, round 13)
        letters.to_players(Kind.GAME_STARTED, since=0)
        if not created:  # everyone joined: the organizer who does not play hears it began
            letters.to_organizer(Kind.GAME_STARTED)
        letters.moves(None, None, steps, new_decision=True)
        return Write(Change(record, expected, tuple(entries), letters.items), record, state,
                     steps=steps)

    def _start(self, game: AnyRules, record: GameRecord, now: str) -> tuple[GameRecord, list, list, Any]:
        """The record (one version on), log entries, steps and state of the game started now."""
        seats = [evolve(s, status=JOINED, player=p)
                 for s, p in zip(record.seats, _player_ids(record.seats), strict=True)]
        if record.seating == "drawn":
            seats = dice.seating_order(bytes.fromhex(record.seed), record.id, seats,
                                       key=lambda s: s.seat)
        record = evolve(record, status=RUNNING, started_at=now,
                        order=tuple(s.player for s in seats),
                        seats=tuple(sorted(seats, key=lambda s: int(s.seat[1:]))))
        # who plays, chained by salted digests (an erasure drops a salt and changes no hash)
        record = evolve(record, roster=chain.salted_roster(
            record, lambda: self.engine.secrets.token_bytes(16).hex(), sealed=self.engine.key is not None))
        record = evolve(record, head=chain.record_genesis(record))
        run = Run(game, record, initial_state(game, record), now)
        run.advance()
        record = run.settle(restart_clock=True)
        return record, run.entries, run.steps, run.state


def _order_defaults(options: Mapping[str, Any], game: AnyRules) -> tuple[tuple[str, str], ...]:
    """The standing orders every seat starts with, from the organizer's `auto_*` options."""
    orders: dict[str, str] = {}
    for name in ORDER_OPTIONS:
        if name not in options:
            continue
        words = f"{name.replace('_', ' ')} {str(options[name]).replace('_', ' ')}"
        try:
            key, value = game.standing_order(words)
        except RulesError as exc:
            raise ServiceError(ErrorCode.INVALID_REQUEST, f"option {name}: {exc}") from None
        if key and value is not None:
            orders[key] = value
    return tuple(sorted(orders.items()))


def _press_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The record's talk settings from the creator's options (see PRESS_OPTIONS)."""
    organizer = str(options.get("press_organizer", "no")).strip().lower()
    if organizer not in ("yes", "no", "true", "false", "1", "0", "on", "off", "ano", "ne"):
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"option press_organizer: {organizer!r} is not yes or no")
    return {"press_mode": press.mode_of(options.get("press", "all")),
            "press_organizer": organizer in ("yes", "true", "1", "on", "ano")}


def _recent(engine: Engine, store: Founding, organizer: str) -> tuple[list[GameRecord], int]:
    """The organizer's games created within the last hour, and the people they invited (or
    will) within it: the seats of those games, the seats given to someone else since, and the
    roster of each tournament of theirs created since whose first round is still to start."""
    now = engine.clock.now()
    since = iso(now - timedelta(hours=1))
    recent, invited = [], 0
    for game_id in store.games_of_organizer(organizer):
        try:
            record = store.load(game_id).game
        except GameNotFound:
            continue
        if record.created_at >= since:
            recent.append(record)
            invited += sum(1 for seat in record.seats if seat.email)
        invited += sum(1 for at in record.seats_given if at >= since)
    for data in store.tournaments():
        if data.get("organizer") == organizer and str(data.get("created_at", "")) >= since \
                and str(data.get("starts_at", "")) > iso(now):
            invited += len(data.get("entrants") or ())
    return recent, invited


def _called(name: str) -> frozenset[str]:
    """The folded forms a table may call a person by their given name: the word, its Czech
    cases and vocative ("Karel": karel, karla, karlovi, karle ...). Narrower than
    rules.czech_names.name_forms on purpose: a robot's name is kept apart from the forms our
    own mails write a person's given name in, not from every nickname a player may use."""
    words = name.split()
    given = words[1] if len(words) == 2 and fold(words[0]) in ("robot", "robotka") else \
        words[0] if words else ""
    return frozenset(fold(form) for form in {given, *case_forms(given), vocative(given)} if form)


def robot_names(players: Sequence[PlayerSpec]) -> list[str]:
    """The robots' names free at this table: none shares a given name (or one of its forms,
    the vocative of a greeting) with a person seated ("Robot Karel" never beside Karel
    Novák, nor his "Konec hry: vítězí Robot Karel")."""
    taken = frozenset().union(*(_called(p.name) for p in players if not p.bot))
    free = [name for name in ROBOT_NAMES if not _called(name) & taken]
    return free or list(ROBOT_NAMES)


def _seats(players: Sequence[PlayerSpec]) -> list[Seat]:
    seats = []
    seen: set[str] = set()
    free = robot_names(players)
    robots = iter(free * len(players))
    for number, spec in enumerate(players, start=1):
        if spec.bot:
            name = " ".join(spec.name.split())
            if name in ROBOT_NAMES and name not in free:  # a tournament's robot: renamed here
                name = ""
            seats.append(Seat(seat=f"p{number}", name=name or next(robots),
                              email="", lang=spec.lang if spec.lang in LANGS else "cs",
                              status=JOINED, bot=spec.bot))
            continue
        # the address alone is parsed: a name with <, >, commas or quotes is taken as written
        local, email = parse_address(f"<{spec.email.strip()}>")
        name = clean_label(spec.name, "name", name=True) or local
        if email in seen:
            raise ServiceError(ErrorCode.INVALID_REQUEST, f"{email} is seated twice")
        if spec.lang not in LANGS:
            raise ServiceError(ErrorCode.INVALID_REQUEST,
                               f"language {spec.lang!r} is not one of {', '.join(LANGS)}")
        seen.add(email)
        _refuse_look_alike(name, [seat.name for seat in seats])
        seats.append(Seat(seat=f"p{number}", name=name, email=email, lang=spec.lang))
    return seats


def _refuse_look_alike(name: str, others: list[str], version: int | None = None) -> None:
    """Refuse a name that passes for another at the table ("Bоb" with a Cyrillic о beside
    "Bob"); the same name twice is fine (the rules number them)."""
    other = look_alike(name, others)
    if other is not None:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"the name {name!r} looks like {other!r}, already at the table; "
                           "choose a name that reads differently", version,
                           params={"say": "name_look_alike", "name": name, "other": other})


def _player_ids(seats: Sequence[Seat]) -> list[str]:
    """The rules' ids of the seats: their players' names, numbered where two are alike."""
    ids: list[str] = []
    taken: set[str] = set()
    for seat in seats:
        base = seat.name.strip() if seat.name.strip() not in ("", CHANCE) else seat.seat
        player, number = base, 2
        while player.casefold() in taken:
            player, number = f"{base} {number}", number + 1
        taken.add(player.casefold())
        ids.append(player)
    return ids


def _split_options(options: Mapping[str, Any], game: AnyRules
                   ) -> tuple[dict[str, Any], str, Timing]:
    """(the rules' options, seating, timing) from the options a creator gave."""
    rest = {k: v for k, v in options.items() if k not in SERVICE_OPTIONS}
    seating = str(options.get("seating", "given")).strip().lower()
    if seating not in SEATING:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"option seating: {seating!r} is not one of {', '.join(SEATING)}")
    timing = {k: v for k, v in options.items() if k in timekeeping.TIMING_OPTIONS}
    return rest, seating, timekeeping.timing_from(timing, timekeeping.NEW_GAME,
                                                  has_bots=bool(game.bots))


def _set_up_told(record: GameRecord, organizer: str, notifications: tuple[Notification, ...],
                 created: tuple[Notification, ...]) -> tuple[Notification, ...]:
    """The write's mails with the organizer's set-up news: folded, first, into the mail of
    their own seat (its invitation, first turn or start) when they play, so one write sends
    them one mail; else a mail of its own."""
    own = record.seat_of(organizer)
    mine = next((n for n in notifications if own is not None and n.seat == own.seat), None)
    if mine is None or not created:
        return (*notifications, *created)
    news = {"kind": created[0].kind, "payload": dict(created[0].payload)}
    folded = replace(mine, payload={**mine.payload,
                                    "parts": [news, *mine.payload.get("parts", ())]})
    return tuple(folded if n is mine else n for n in notifications)


def _others_to_tell(record: GameRecord, seat: Seat) -> GameRecord:
    """The record with each other player of the game due to learn, in their next mail, that
    `seat` (as it was) has a new holder: by the name they knew it by, however often it changed
    hands before that mail (one who left too: the game-over mail names the new holder)."""
    for other in record.seats:
        if other.seat == seat.seat or other.bot or not other.email \
                or any(told == seat.seat for told, _ in other.holders_untold):
            continue
        record = record.with_seat(evolve(other, holders_untold=(
            *other.holders_untold, (seat.seat, seat.name))))
    return record

