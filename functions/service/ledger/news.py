"""What a player's next mail needs to know of the game's recent past, kept with the snapshot so
that a mail reads the game item alone (issue 14: one read per outgoing mail).

A turn mail tells everything since the player's own last decision, checks that the turn it
announces has not passed (the seat decided since), and carries the read-backs of the player's
recent moves by mail still waiting. Without this the mail would read the log. `News` holds:
- every player's last own decision (log position and game version), kept whole;
- the events of each step from the oldest last decision of the seats that get mail (bounded:
  past MAX_STEPS or MAX_EVENTS the oldest steps go, and a mail that needs them reads the log);
- the versions (and times) of each player's last few moves by mail.

Each step is kept as its JSON text with its position and number of events beside it (see
`News`), so that a write handles the news without reading their events.

An own decision is any log entry of the player not played by the service for them from the
rules' automatic moves or standing orders (source "auto"), as GameReader counts it.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from functions.service.records.game import GameRecord
from functions.service.records.jsontext import compact
from functions.service.records.moves import AUTO_SOURCE, LogEntry, bots_played, flagged
from functions.service.records.notifications import Notification

MAX_STEPS = 400  # steps of events kept; more (a long run of bots) and the mail reads the log
MAX_EVENTS = 2_000
MAILED_KEPT = 8  # moves by mail remembered per player (their read-backs may still wait)
# The sources of moves whose read-backs wait to ride in the player's next mail: by mail, and
# at the command line (`pbm move`).
READ_BACK_SOURCES = ("email", "cli")

Step = tuple[int, tuple[dict[str, Any], ...]]  # (log position, the step's events as dicts)


@dataclass(frozen=True, slots=True)
class News:
    """The recent past of a game after log entry `seq` (see the module's docstring). Each kept
    step is held as its JSON text, `[seq, [events]]`, with its position and number of events
    beside it (`marks`): a write extends and trims the news without reading any event, and
    the events are read only for the mail that tells them (issue 14: a move late in a game
    costs what an early one does, though its news are longer)."""

    seq: int = 0  # the log position this news is at
    first: int = 1  # every step from this position to `seq` is in the news
    marks: tuple[tuple[int, int], ...] = ()  # each kept step's (log position, events)
    texts: tuple[str, ...] = ()  # each kept step's JSON text
    decided: Mapping[str, tuple[int, int]] = field(default_factory=dict)  # player: (seq, version)
    mailed: Mapping[str, tuple[tuple[int, str], ...]] = field(default_factory=dict)

    @classmethod
    def of(cls, seq: int, first: int, steps: Iterable[Step],
           decided: Mapping[str, tuple[int, int]] | None = None,
           mailed: Mapping[str, tuple[tuple[int, str], ...]] | None = None) -> News:
        """The news holding these steps (each a log position and its events as dicts)."""
        steps = [(seq_, tuple(events)) for seq_, events in steps]
        return cls(seq, first, tuple((s, len(e)) for s, e in steps),
                   tuple(_step_text(step) for step in steps), dict(decided or {}),
                   dict(mailed or {}))

    @property
    def steps(self) -> tuple[Step, ...]:
        """The kept steps, their events read from their texts."""
        return tuple((seq, tuple(json.loads(text)[1]))
                     for (seq, _), text in zip(self.marks, self.texts, strict=True))

    def events_since_own_move(self, player: str) -> list[dict[str, Any]] | None:
        """The events since `player`'s last own decision (all, before any), or None when the
        news no longer holds all of them."""
        last = self.decided.get(player, (0, 0))[0]
        if last + 1 < self.first:
            return None
        return [event for (seq, _), text in zip(self.marks, self.texts, strict=True)
                if seq > last for event in json.loads(text)[1]]

    def events_since(self, seq: int) -> list[dict[str, Any]] | None:
        """The events after log position `seq` (each with its step's position as "seq"), or
        None when the news no longer holds all of them."""
        if seq + 1 < self.first:
            return None
        return [{**event, "seq": step} for (step, _), text in zip(self.marks, self.texts,
                                                                  strict=True)
                if step > seq for event in json.loads(text)[1]]

    def knows(self, player: str) -> bool:
        """Whether the news know `player`'s last own decision (or that there was none)."""
        return player in self.decided or self.first == 1

    def decided_since(self, player: str, version: int) -> bool:
        """Whether `player` made an own decision written after game `version`."""
        return self.decided.get(player, (0, 0))[1] > version

    def to_json(self) -> str:
        """The text the snapshot keeps: a line of compact JSON (positions, decisions, mail
        moves and each step's position, events and length), then the steps' texts one after
        another."""
        marks = ",".join(f"[{seq},{count},{len(text)}]"
                         for (seq, count), text in zip(self.marks, self.texts, strict=True))
        return (f'{{"seq":{self.seq},"first":{self.first},"steps":[{marks}],'
                f'"decided":{compact({p: list(d) for p, d in self.decided.items()})},'
                f'"mailed":{compact({p: [list(m) for m in ms] for p, ms in self.mailed.items()})}'
                '}'
                "\n" + "".join(self.texts))

    @classmethod
    def from_json(cls, text: str) -> News:
        """The news `to_json` wrote (or, as one JSON object, an older version); ValueError (or
        KeyError, TypeError, IndexError) for anything else."""
        head, line, body = text.partition("\n")  # JSON text escapes every line break
        data = json.loads(head)
        decided = {str(p): (int(d[0]), int(d[1])) for p, d in data["decided"].items()}
        mailed = {str(p): tuple((int(v), str(at)) for v, at in ms)
                  for p, ms in data["mailed"].items()}
        # (a "bot" key of news written before chance was nobody's choice is passed over)
        if not line:  # written before the steps were kept as texts: one object, events in it
            return cls.of(int(data["seq"]), int(data["first"]),
                          ((int(seq), events) for seq, events in data["steps"]), decided, mailed)
        marks, texts, at = [], [], 0
        for seq, count, length in data["steps"]:
            marks.append((int(seq), int(count)))
            texts.append(body[at:at + length])
            at += length
        if at != len(body):
            raise ValueError("the news' steps are not as long as their marks say")
        return cls(int(data["seq"]), int(data["first"]), tuple(marks), tuple(texts), decided,
                   mailed)


def extend(news: News | None, record: GameRecord,
           steps: Iterable[tuple[LogEntry, Sequence[Any]]]) -> News:
    """The news after the steps of one write (each log entry with its rules events), trimmed to
    what the mail of `record`'s seats may still need. Without earlier news (a game stored
    before news were kept) nothing before these steps is known."""
    steps = list(steps)
    if news is None or (steps and steps[0][0].seq != news.seq + 1):
        start = steps[0][0].seq if steps else record.moves + 1
        news = News(seq=start - 1, first=start)  # what came before is not known here
    marks, texts = list(news.marks), list(news.texts)
    decided, mailed = dict(news.decided), dict(news.mailed)
    bots = list(bots_played(entry for entry, _ in steps))
    for (entry, events), (_, owner) in zip(steps, bots, strict=True):
        # a step a bot played for a player says so in its events: the mail that tells them
        # marks it as the bot's without reading the log (issue 42)
        told = tuple(flagged(event, owner) for event in _as_dicts(events))
        marks.append((entry.seq, len(told)))
        texts.append(_step_text((entry.seq, told)))
        if entry.source != AUTO_SOURCE:
            decided[entry.player] = (entry.seq, entry.version)
        if entry.source in READ_BACK_SOURCES:
            versions = [m for m in mailed.get(entry.player, ()) if m[0] != entry.version]
            mailed[entry.player] = (*versions, (entry.version, entry.at))[-MAILED_KEPT:]
    seq = steps[-1][0].seq if steps else news.seq
    # the steps some seat that gets mail has not decided after yet, or not been mailed about
    # (its summary or game-over mail tells them, see play.silence), and the step of its last
    # decision itself: the turn mail written with it tells from the mail before, so from that
    # step on (kept out, the mail read the whole log for its story, or told one without it)
    mailed_to = [s for s in record.seats if s.active and s.player and not s.bot]
    base = min((min(decided.get(s.player, (0, 0))[0] - 1, s.mailed_seq) for s in mailed_to),
               default=seq)
    first = max(news.first, base + 1)
    drop = next((i for i, (s, _) in enumerate(marks) if s >= first), len(marks))
    held = sum(count for _, count in marks[drop:])  # the events of the steps kept
    while drop < len(marks) and (len(marks) - drop > MAX_STEPS or held > MAX_EVENTS):
        held -= marks[drop][1]
        drop += 1
        first = marks[drop][0] if drop < len(marks) else seq + 1
    return News(seq, first, tuple(marks[drop:]), tuple(texts[drop:]), decided, mailed)


def with_mail_moves(notifications: Sequence[Notification], record: GameRecord,
                    news: News | None) -> tuple[Notification, ...]:
    """The notifications, each to a seat's holder with that player's recent moves by mail
    (`mailed`: [version, time] pairs), so that its mail finds the read-backs it may carry
    without reading the log."""
    if news is None or not news.mailed:
        return tuple(notifications)
    marked = []
    for notification in notifications:
        seat = record.seat(notification.seat) if notification.seat else None
        moves = news.mailed.get(seat.player) if seat is not None and seat.player else None
        if moves and seat is not None and seat.email == notification.email:
            notification = replace(notification, payload={
                **notification.payload, "mailed": [list(move) for move in moves]})
        marked.append(notification)
    return tuple(marked)


def _step_text(step: Step) -> str:
    return compact([step[0], list(step[1])])


def _as_dicts(events: Sequence[Any]) -> Iterable[dict[str, Any]]:
    for event in events:
        yield event if isinstance(event, dict) else event.to_dict()
