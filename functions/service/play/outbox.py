"""Outbox records: the notifications a change implies, written in the same atomic write.

Each has a stable id "<game>:<version>:<kind>:<seat or 'organizer'>" (with the request's
reference instead of the version for an answer to a request, see GameService.notify), so a notifier that delivers at least once can
deduplicate. Rendering and sending them is functions.mailroom.delivery's job.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import replace
from datetime import timedelta
from typing import Any

import rules
from functions.service.play.silence import UPTO
from functions.service.records.game import FINISHED, RUNNING, GameRecord
from functions.service.records.labels import takes_no_mail
from functions.service.records.moves import AUTO_SOURCE, LogEntry, bots_played, flagged
from functions.service.records.notifications import Kind, Notification
from functions.service.records.seats import Seat
from functions.service.schedule.deadlines import moment
from functions.service.store import Change
from functions.service.system import iso
from rules import CLOSES, OPENS, AnyRules, Event, EventKind

# What one mail to a person is when a write tells them several things: the first kind found
# here; the others ride in it as its parts, shown first (see one_per_person). The mail of an
# offer made to the reader (a game's event of an OPENS kind) ranks with OFFER, after a reminder.
# how long the read-back of a player who takes none (Seat.readbacks off, CONFIRM OFF) waits to
# ride in their next mail; then it is dropped unsent (a week-old read-back is no news)
QUIET_HOLD = timedelta(days=7)
# how long a player has heard nothing of the game before news of their own (jailed, in debt)
# is worth a mail of its own: sooner, their next turn mail tells it anyway (human pace: a
# round of a full table is about a day) and a mail of its own would cost them attention
NEWS_SILENCE = timedelta(days=2)
READER_LANG = "reader_lang"
"""A payload key naming the language of a mail that answers a person in the language they
wrote in (an organizer's question), over the seat's or the game's."""
OFFER = "offer"
# the payload's mark of a board that is news of the reader's own (Mailbag._news_for_the_silent):
# only a board so marked may wait to ride in its reader's next mail (answers.news_board), so a
# board of any other kind (asked for, an answer, a summary) is never taken for news
NEWS = "news"
# the payload's mark of the last answer the hourly limit allows (answers.ANSWERS_PER_HOUR):
# when answers resume (ISO); the mail says so in one line
ANSWERS_RESUME = "answers_resume"
MAIN_KINDS = ("game_over", "your_turn", "reminder", OFFER, "turn_missed",
              "move_read_back", "move_played")

# What a player who stopped some of a game's mail (Seat.mail) still gets. Answers to a mail
# they wrote themselves always go (they asked; MAIL ON must be confirmed); "turns" adds the mails
# that ask them to decide: their turn, its reminders and deadline, an offer awaiting their word,
# and the end of the game (the last word on a game they play in); and the end of an offer they
# are a side of (the answer to their own offer is what they wait for: brief bots48).
ANSWERS = frozenset({Kind.HELP, Kind.BOARD, Kind.REFUSED, Kind.MOVE_READ_BACK,
                     Kind.SETTINGS_CHANGED, Kind.LINES_SKIPPED, Kind.RESIGN_CONFIRM,
                     Kind.JOINED, Kind.PRESS_SENT, Kind.MY_GAMES, Kind.SENDER_MISMATCH})
TURN_MAIL = ANSWERS | {Kind.YOUR_TURN, Kind.REMINDER, Kind.TURN_MISSED, Kind.DEADLINE_MISSED,
                       Kind.DEADLINE_EXTENDED, Kind.GAME_OVER, Kind.GAME_CANCELLED, OFFER}
_TAKES = {"turns": TURN_MAIL, "none": ANSWERS}
# What an absent player gets (GameRecord.absent): the one mail that says the bot plays for them
# (the turn missed that made them absent), the end, and answers to their own mails.
ABSENT_MAIL = ANSWERS | {Kind.TURN_MISSED, Kind.GAME_OVER, Kind.GAME_CANCELLED}


def takes(seat: Seat, kind: str, offers: Collection[str] = ()) -> bool:
    """Whether the seat's player takes a mail of that kind from the game (see Seat.mail);
    `offers` are the game's event kinds that make or end an offer (which a turn mail's taker
    takes: the mail of such an event goes to the sides of the offer alone)."""
    allowed = _TAKES.get(seat.mail)
    return allowed is None or kind in allowed or (kind in offers and OFFER in allowed)


def news_of_their_own(kinds: Mapping[str, EventKind],
                      steps: Iterable[tuple[LogEntry, Sequence[Event]]]) -> dict[str, int]:
    """Per player, the log position of the first news of a write's steps that concerns them
    (`EventKind.concerns`: jailed, in debt) and that no act of their own made."""
    news: dict[str, int] = {}
    for entry, step in steps:
        for event in step:
            told = kinds.get(event.kind)
            player = event.data.get("player")
            if told is not None and told.concerns and (
                    entry.player != player or entry.source == AUTO_SOURCE):
                news.setdefault(str(player), entry.seq)
    return news


def news_kept(change: Change, steps: Iterable[tuple[LogEntry, Sequence[Event]]] | None,
              kinds: Mapping[str, EventKind]) -> Change:
    """The change (a store `Change`, stamped: see play.silence) with each seat whose news of
    its own this write told no one marked (`Seat.news_seq`, the earliest such news kept), so
    that a later write mails it when the player's turn comes round without a mail to them
    (Mailbag._news_for_the_silent)."""
    if not steps:
        return change
    game = change.game
    for player, seq in news_of_their_own(kinds, steps).items():
        seat = next((s for s in game.seats if s.player == player), None)
        if seat is not None and seat.mailed_seq < seq and seat.news_seq <= seat.mailed_seq:
            game = game.with_seat(replace(seat, news_seq=seq))
    return change if game is change.game else replace(change, game=game)


def offer_kinds(rules_id: str) -> frozenset[str]:
    """The event kinds of a game that make an offer to a player (see rules.EventKind)."""
    return frozenset(kind for kind, told in _event_kinds(rules_id).items() if told.offer == OPENS)


def offer_news_kinds(rules_id: str) -> frozenset[str]:
    """The event kinds of a game that make an offer to a player or end one (see
    rules.EventKind): news that may wait a moment to ride in its reader's next mail."""
    return frozenset(kind for kind, told in _event_kinds(rules_id).items()
                     if told.offer in (OPENS, CLOSES))


def _event_kinds(rules_id: str) -> Mapping[str, EventKind]:
    try:
        return rules.get(rules_id).event_kinds
    except rules.OptionError:  # a record of a game whose rules are gone: nothing to announce
        return {}


def _absent(game: GameRecord, seat_id: str) -> bool:
    try:
        return game.absent(seat_id)
    except StopIteration:  # a seat of another record (never in practice): not absent
        return False


class Mailbag:
    """The notifications of one write to one game (at its new version), collected to be written
    with it; the mail each becomes is rendered later (render.Letter)."""

    def __init__(self, game: GameRecord, now: str, ref: str = "", rules_game: AnyRules | None = None):
        self.game = game
        self.now = now
        self.ref = ref
        # the rules whose declared event kinds say who hears what (default: the registry's)
        self._rules = rules_game  # None: its turn moves are not told apart (no forced turn)
        self.told = rules_game.event_kinds if rules_game is not None else _event_kinds(game.rules)
        self.offers = frozenset(kind for kind, told in self.told.items() if told.offer == OPENS)
        self._offer_news = frozenset(kind for kind, told in self.told.items() if told.offer)
        self._items: dict[str, Notification] = {}

    def add(self, kind: str, recipient: Seat | None, **payload: Any) -> None:
        """A notification to one seat (None: to the organizer); same id twice merges events.
        A bot's seat gets no mail, nor one its player stopped (Seat.mail), nor the organizer
        of a game whose mail they stopped, nor anyone erased (no address to write to)."""
        game, seat = self.game, recipient
        if takes_no_mail(seat.email if seat is not None else game.organizer):
            return  # never written: a mail with nowhere to go is no mail dropped
        # a change to the reader's own deadline reaches them whatever mail they take: a
        # deadline moved unseen is one missed (see timekeeping.change_timing)
        if seat is not None and (seat.bot or not (takes(seat, kind, self._offer_news)
                                                  or payload.get("own_deadline"))):
            return
        # (after the end an absent player is a reader like any other: the game-over mail
        # reached them, and words to them then are counted among the readers, press.wants)
        # ... and their own end in it: a seat taken out (remove_after) of a game that goes on
        # heard nothing of it (review 49)
        if seat is not None and _absent(game, seat.seat) and kind not in ABSENT_MAIL \
                and not game.ended and not (kind == Kind.PLAYER_REMOVED
                                            and payload.get("seat") == seat.seat):
            return
        if seat is None and not game.organizer_mail:
            return
        if "events" in payload:  # an event with an audience is told to that audience alone
            payload = {**payload, "events": readable(payload["events"],
                                                     seat.player if seat else None)}
        # an answer to a request is named by the request, whatever the game's version by then
        nid = f"{game.id}:{self.ref or game.version}:{kind}:{seat.seat if seat else 'organizer'}"
        if nid in self._items:
            self._items[nid].payload.setdefault("events", []).extend(payload.get("events", []))
            return
        body = {"game_id": game.id, "title": game.title, "rules": game.rules,
                "version": game.version, "status": game.status, **payload}
        self._items[nid] = Notification(
            id=nid, game_id=game.id, version=game.version, kind=kind,
            seat=seat.seat if seat else None,
            email=seat.email if seat else game.organizer,
            lang=body.pop(READER_LANG, None) or (seat.lang if seat else organizer_lang_of(game)),
            created_at=self.now, payload=body)

    def to_players(self, kind: Kind, **payload: Any) -> None:
        """The same notification to every seat still in the game."""
        for seat in self.game.seats:
            if seat.active:
                self.add(kind, seat, **payload)

    def to_players_and_the_waited(self, kind: Kind, **payload: Any) -> None:
        """The same notification to every seat still in the game; the seats the game waits for
        get it whatever mail they take, since it changes their own clock (a pause)."""
        waited = set(self.game.waited)
        for seat in self.game.seats:
            if seat.active:
                self.add(kind, seat, **payload,
                         **({"own_deadline": True} if seat.seat in waited else {}))

    def to_organizer(self, kind: Kind, **payload: Any) -> None:
        """A life event of the game (started, over) to an organizer who does not play: one who
        plays hears it in their own player mail, never twice."""
        if self.game.seat_of(self.game.organizer) is None:
            self.add(kind, None, **payload)

    def to_everyone(self, kind: Kind, **payload: Any) -> None:
        """The same notification to every seat, including players who left."""
        for seat in self.game.seats:
            self.add(kind, seat, **payload)

    def your_turn(self, events: Sequence[dict[str, Any]] = (), menu_changed: bool = False
                  ) -> None:
        """Tell the seat the game now waits for (if any); of several seats waited for at once,
        each whose decision began with this write, with its own deadline. `menu_changed`: the
        same turn again, its options changed (the subject says so)."""
        for seat_id, deadline in self.fresh_turns():
            self.add(Kind.YOUR_TURN, self.game.seat(seat_id), events=list(events),
                     deadline=deadline, **({"menu_changed": True} if menu_changed else {}))

    def fresh_turns(self) -> list[tuple[str, str | None]]:
        """(seat, deadline) of the seats whose turn the game's write begins: `to_move`, or of
        several waited for at once those whose decision began with this version."""
        game = self.game
        if game.waits:
            return [(w.seat, w.deadline) for w in game.waits if w.version == game.version]
        return [(game.to_move, game.deadline)] if game.to_move is not None else []

    def moves(self, mover: Seat | None, readback: str | None,
              steps: Iterable[tuple[LogEntry, Sequence[Event]]], new_decision: bool,
              readback_until: str | None = None,
              told: Callable[[Seat], str] | None = None, beside: bool = False,
              menu_changed: bool = False) -> None:
        """The read-back to the mover (and to the players who want every move, each told the
        move as `told` words it for them: a sealed move reads as sealed to anyone but its
        maker), announced events, game over, and your-turn when the game waits for a new
        decision (not after someone else's out-of-turn move). With `readback_until`, a
        read-back that is the mover's only news waits until then to ride in their next mail
        (a move by mail's does so too: see functions.mailroom.answers)."""
        steps = tuple(steps)  # read more than once below
        # a step a bot played for a player is flagged so: that player's mail marks it (issue 42)
        events = [flagged(event.to_dict(), owner) | {"seq": entry.seq} for (entry, owner), (_, step)
                  in zip(bots_played(entry for entry, _ in steps), steps, strict=True)
                  for event in step]
        if mover is not None and readback is not None:
            if readback_until and not mover.takes_readback_mail:  # it rides in their next mail
                readback_until = iso(moment(self.now) + QUIET_HOLD)
            held = {"held_until": readback_until} if readback_until else {}
            self.add(Kind.MOVE_READ_BACK, mover, text=readback, events=events, **held,
                     **({"quiet": True} if held and not mover.takes_readback_mail else {}),
                     **({"beside": True} if beside else {}))
            waited = [seat for seat, _ in self.fresh_turns()] \
                if new_decision and self.game.status == RUNNING else []
            for seat in self.game.seats:  # those told "your move" hear it there
                if seat.every_move and seat.active and seat.seat not in (mover.seat, *waited):
                    self.add(Kind.MOVE_PLAYED, seat, name=mover.name,
                             text=told(seat) if told is not None else readback, events=events)
        kinds = self.told  # the game's event kinds: who hears which
        played_for = self._played_for(mover, steps, new_decision)
        offers = {kind: kinds[kind].offer for kind in kinds if kinds[kind].offer}
        made = {e["data"].get("offer") for e in events if offers.get(e["kind"]) == OPENS}
        closed = {e["data"].get("offer") for e in events if offers.get(e["kind"]) == CLOSES}
        for event in events:
            offer = event["data"].get("offer") if event["kind"] in offers else None
            if offer is not None and offer in made and offer in closed:
                continue  # made and closed in this write: no mail announces a dead offer
            if self.game.status == FINISHED and offers.get(event["kind"]) in (OPENS, CLOSES):
                # an offer made as the game ended (a bot's): nobody can answer it; one closed
                # (the end lapses every open offer) is told once, in the game-over mail
                continue
            if event["kind"] in kinds and kinds[event["kind"]].announced:
                for seat in self._concerned(event, kinds[event["kind"]]):
                    if readable([event], seat.player):  # an audience's event is theirs alone
                        self.add(event["kind"], seat, events=[event, *played_for.pop(
                            seat.player, [])])
        if self.game.status == FINISHED:
            self.to_everyone(Kind.GAME_OVER, result=self.game.result, seed=self.game.seed,
                             events=events)
            # the organizer hears the end and its result, not the last moves
            self.to_organizer(Kind.GAME_OVER, result=self.game.result, seed=self.game.seed)
        elif self.game.status == RUNNING and new_decision:
            self.your_turn(events, menu_changed)
        if self.game.status == RUNNING:
            self._news_for_the_silent(steps)

    def _news_for_the_silent(self, steps: Sequence[tuple[LogEntry, Sequence[Event]]]) -> None:
        """The board with what happened since their last mail to a person with news of their
        own (`EventKind.concerns`: jailed, in debt; see `news_of_their_own`) whom the write
        mails nothing else: at once when they have heard nothing of the game for
        NEWS_SILENCE, else when their turn next comes round without a mail to them (the news
        waits in `Seat.news_seq`, see `news_kept`; a turn mail of theirs before then tells
        it). The rules promise it within the round; sooner, it would often come just before
        their own turn mail. A turn of theirs that played itself is news too, told only at once
        after NEWS_SILENCE (`_turns_played_alone`)."""
        news = news_of_their_own(self.told, steps)
        # a turn that asked its player nothing (a standing order bought, jail, nothing to buy)
        # is news of their own too, only slower: it waits NEWS_SILENCE, so a player whose
        # turns never ask hears the game at that pace, not first at its end (brief reach49)
        unasked = self._turns_played_alone(steps)
        mailed = {n.seat for n in self._items.values()}
        for seat in self.game.seats:
            # the earliest news no mail has told: of an earlier write, else of this one
            after = seat.news_seq if seat.news_seq > seat.mailed_seq else news.get(seat.player)
            waiting = after is not None and self._came_round(seat.player, after, steps)
            # (an absent player, or one away while the bot plays for them, hears it in their
            # week's summary: the bot's turns are not theirs to follow)
            if (waiting or (seat.player in news or seat.player in unasked)
                    and self._silent_since(seat) >= NEWS_SILENCE) \
                    and seat.active and seat.seat not in mailed \
                    and not _absent(self.game, seat.seat) and not (
                        self.game.timing.away == "autoplay" and seat.away_at(self.now)):
                # (told up to this write, as its reader's stamp says: one that goes later
                # leaves the rest to their next mail, which starts there)
                self.add(Kind.BOARD, seat, since=seat.mailed_seq,
                         **{NEWS: True, UPTO: self.game.moves})

    def _turns_played_alone(self, steps: Sequence[tuple[LogEntry, Sequence[Event]]]
                            ) -> set[str]:
        """The players a step of whose turn the write played without asking them (AUTO_SOURCE:
        a standing order, a turn waited out in jail), not beside a turn (an offer a standing
        order declined is no turn of theirs)."""
        return {entry.player for entry, _ in steps
                if entry.source == AUTO_SOURCE and entry.player != rules.CHANCE and not (
                    self._rules is not None and self._rules.beside_turn(entry.text))}

    def _came_round(self, player: str, after: int,
                    steps: Sequence[tuple[LogEntry, Sequence[Event]]]) -> bool:
        """Whether the player's turn came round again after log position `after`: after
        another player's step, a step of theirs played for them or an event told of them (a
        turn waited out in jail is told in the previous player's step). The rest of the turn
        in which the news came does not count: their next turn may be a decision, whose mail
        tells the news."""
        others = False
        for entry, step in steps:
            if entry.seq <= after:
                continue
            others = others or entry.player not in (player, rules.CHANCE)
            if others and (entry.player == player and entry.source == AUTO_SOURCE and not (
                    self._rules is not None and self._rules.beside_turn(entry.text))
                    or any(event.data.get("player") == player for event in step)):
                return True
        return False

    def _silent_since(self, seat: Seat) -> timedelta:
        """How long the seat's holder has had no mail of this game (since its start)."""
        last = seat.mailed_at or self.game.started_at or self.game.created_at
        return moment(self.now) - moment(last) if last else NEWS_SILENCE

    def _played_for(self, mover: Seat | None,
                    steps: Iterable[tuple[LogEntry, Sequence[Event]]], new_decision: bool
                    ) -> dict[str, list[dict[str, Any]]]:
        """Per player, the events of their turn the service played for them because of
        another's act (a purchase passed that a trade left them unable to pay): told in that
        act's mail to them, unless their fresh turn mail tells it already."""
        if self._rules is None:
            return {}
        fresh = {seat for seat, _ in self.fresh_turns()} if new_decision else set()
        played: dict[str, list[dict[str, Any]]] = {}
        for entry, step in steps:
            if entry.source != AUTO_SOURCE or (mover is not None and entry.player == mover.player) \
                    or self._rules.beside_turn(entry.text):
                continue
            if any(s.player == entry.player and s.seat in fresh for s in self.game.seats):
                continue
            played.setdefault(entry.player, []).extend(
                event.to_dict() | {"seq": entry.seq} for event in step)
        return played

    def _concerned(self, event: dict[str, Any], told: EventKind) -> list[Seat]:
        """The seats an event is for: those its data names under the kind's `readers` (for a
        trade, the side that did not act), else everyone still in and those it names."""
        if told.readers is not None:
            named = {name for key in told.readers for name in strings_in(event["data"].get(key))}
            return [s for s in self.game.seats if s.player in named]
        named = set(strings_in(event["data"]))
        return [s for s in self.game.seats if s.active or s.player in named]

    @property
    def items(self) -> tuple[Notification, ...]:
        """The notifications collected so far, one per person (see one_per_person)."""
        return one_per_person(tuple(self._items.values()), self.offers)


def one_per_person(notifications: Sequence[Notification],
                   offers: Collection[str] = ()) -> tuple[Notification, ...]:
    """The notifications of one write, one per recipient (seat and address): of the kind
    that matters most (MAIN_KINDS), carrying the others as its `parts` in the order they came
    (a write never makes two mails to one person; the game-over mail tells its news last);
    `offers` are the game's kinds that make an offer (ranked as OFFER)."""
    groups: dict[tuple[str | None, str], list[Notification]] = {}
    for notification in notifications:
        groups.setdefault((notification.seat, notification.email), []).append(notification)
    single = []
    for group in groups.values():
        if len(group) == 1:
            only = group[0]
            if only.kind == Kind.MOVE_READ_BACK and only.payload.get("held_until"):
                # named as a deferred read-back, so that the player's next mail finds it
                only = replace(only, id=f"{only.game_id}:{only.version}:readback:{only.seat}")
            single.append(only)
            continue
        ranked = [OFFER if n.kind in offers else n.kind for n in group]
        main = group[min(range(len(group)), key=lambda i: MAIN_KINDS.index(ranked[i])
                         if ranked[i] in MAIN_KINDS else len(MAIN_KINDS))]
        parts = [part for n in group if n is not main for part in (
            *n.payload.get("parts", ()),
            {"kind": n.kind, "payload": {k: v for k, v in n.payload.items()
                                         if k not in ("parts", "press", "held_until",
                                                      "quiet")}})]
        parts += main.payload.get("parts", ())
        talk = {m["seq"]: m for n in group for m in n.payload.get("press", ())}
        payload = {**{k: v for k, v in main.payload.items() if k != "press"}, "parts": parts} | (
            {"press": [talk[seq] for seq in sorted(talk)]} if talk else {})
        kinds = ".".join(dict.fromkeys([*(part["kind"] for part in parts), main.kind]))
        named = main.id.rsplit(":", 2)[0]  # "<game>:<version or request>"
        single.append(replace(main, id=f"{named}:{kinds}:{main.seat or 'organizer'}",
                              payload=payload))
    return tuple(single)


def readable(events: Iterable[dict[str, Any]], reader: str | None) -> list[dict[str, Any]]:
    """The events (as dicts) `reader` may read (a player id; None: the organizer, who reads as
    a spectator): those without an audience and those whose audience names the reader."""
    return [e for e in events if e.get("audience") is None or
            (reader is not None and reader in e["audience"])]


def strings_in(data: Any) -> Iterable[str]:
    """Every string inside a JSON-like value (player ids hide under game-specific keys)."""
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for value in data.values():
            yield from strings_in(value)
    elif isinstance(data, list | tuple):
        for value in data:
            yield from strings_in(value)


def organizer_lang_of(game: GameRecord) -> str:
    """The language the organizer of `game` reads its mails in."""
    seat = game.seat_of(game.organizer)
    return seat.lang if seat else game.options.get("lang", "cs")
