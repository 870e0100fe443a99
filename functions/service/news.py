"""What a player's next mail needs to know of the game's recent past, kept with the snapshot so
that a mail reads the game item alone (issue 14: one read per outgoing mail).

A turn mail tells everything since the player's own last decision, checks that the turn it
announces has not passed (the seat decided since), and carries the read-backs of the player's
recent moves by mail still waiting. Without this the mail would read the log. `News` holds:
- every player's last own decision (log position and game version), kept whole;
- the events of each step since the oldest last decision of the seats that get mail (bounded:
  past MAX_STEPS or MAX_EVENTS the oldest steps go, and a mail that needs them reads the log);
- the versions (and times) of each player's last few moves by mail.

An own decision is any log entry of the player not played by the service for them from the
rules' automatic moves or standing orders (source "auto"), as GameReader counts it.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from .model import AUTO_SOURCE, GameRecord, LogEntry, Notification

MAX_STEPS = 400  # steps of events kept; more (a long run of bots) and the mail reads the log
MAX_EVENTS = 2_000
MAILED_KEPT = 8  # moves by mail remembered per player (their read-backs may still wait)

Step = tuple[int, tuple[dict[str, Any], ...]]  # (log position, the step's events as dicts)


@dataclass(frozen=True, slots=True)
class News:
    """The recent past of a game after log entry `seq` (see the module's docstring)."""

    seq: int = 0  # the log position this news is at
    first: int = 1  # every step from this position to `seq` is in `steps`
    steps: tuple[Step, ...] = ()
    decided: Mapping[str, tuple[int, int]] = field(default_factory=dict)  # player: (seq, version)
    mailed: Mapping[str, tuple[tuple[int, str], ...]] = field(default_factory=dict)
    # each step's JSON text, kept from the write that added it: a write encodes its own steps
    # only, not all the news again (issue 14: a move late in a game costs what an early one does);
    # None for a step read back from a snapshot, encoded only when news are written again
    texts: tuple[str | None, ...] = field(default=(), compare=False, repr=False)

    def events_since_own_move(self, player: str) -> list[dict[str, Any]] | None:
        """The events since `player`'s last own decision (all, before any), or None when the
        news no longer holds all of them."""
        last = self.decided.get(player, (0, 0))[0]
        if last + 1 < self.first:
            return None
        return [event for seq, events in self.steps if seq > last for event in events]

    def knows(self, player: str) -> bool:
        """Whether the news know `player`'s last own decision (or that there was none)."""
        return player in self.decided or self.first == 1

    def decided_since(self, player: str, version: int) -> bool:
        """Whether `player` made an own decision written after game `version`."""
        return self.decided.get(player, (0, 0))[1] > version

    def to_json(self) -> str:
        """Compact JSON text, as the snapshot keeps it."""
        texts = self.texts if len(self.texts) == len(self.steps) else (None,) * len(self.steps)
        steps = ",".join(_step_text(step) if text is None else text
                         for step, text in zip(self.steps, texts, strict=True))
        return (f'{{"seq":{self.seq},"first":{self.first},"steps":[{steps}],'
                f'"decided":{_encode({p: list(d) for p, d in self.decided.items()})},'
                f'"mailed":{_encode({p: [list(m) for m in ms] for p, ms in self.mailed.items()})}}}')

    @classmethod
    def from_json(cls, text: str) -> News:
        """The news `to_json` wrote; ValueError (or KeyError, TypeError) for anything else."""
        data = json.loads(text)
        return cls(int(data["seq"]), int(data["first"]),
                   tuple((int(seq), tuple(events)) for seq, events in data["steps"]),
                   {str(p): (int(d[0]), int(d[1])) for p, d in data["decided"].items()},
                   {str(p): tuple((int(v), str(at)) for v, at in ms)
                    for p, ms in data["mailed"].items()})


def extend(news: News | None, record: GameRecord,
           steps: Iterable[tuple[LogEntry, Sequence[Any]]]) -> News:
    """The news after the steps of one write (each log entry with its rules events), trimmed to
    what the mail of `record`'s seats may still need. Without earlier news (a game stored
    before news were kept) nothing before these steps is known."""
    steps = list(steps)
    if news is None or (steps and steps[0][0].seq != news.seq + 1):
        start = steps[0][0].seq if steps else record.moves + 1
        news = News(seq=start - 1, first=start)  # what came before is not known here
    kept = list(news.steps)
    texts = list(news.texts) if len(news.texts) == len(kept) else [None] * len(kept)
    decided, mailed = dict(news.decided), dict(news.mailed)
    for entry, events in steps:
        kept.append((entry.seq, tuple(_as_dicts(events))))
        texts.append(_step_text(kept[-1]))
        if entry.source != AUTO_SOURCE:
            decided[entry.player] = (entry.seq, entry.version)
        if entry.source == "email":
            versions = [m for m in mailed.get(entry.player, ()) if m[0] != entry.version]
            mailed[entry.player] = (*versions, (entry.version, entry.at))[-MAILED_KEPT:]
    seq = steps[-1][0].seq if steps else news.seq
    # the steps some seat that gets mail has not decided after yet
    mailed_to = [s.player for s in record.seats if s.active and s.player and not s.bot]
    base = min((decided.get(player, (0, 0))[0] for player in mailed_to), default=seq)
    first = max(news.first, base + 1)
    drop = next((i for i, (s, _) in enumerate(kept) if s >= first), len(kept))
    kept, texts = kept[drop:], texts[drop:]
    events = sum(len(e) for _, e in kept)
    while kept and (len(kept) > MAX_STEPS or events > MAX_EVENTS):
        events -= len(kept.pop(0)[1])
        texts.pop(0)
        first = kept[0][0] if kept else seq + 1
    return News(seq, first, tuple(kept), decided, mailed, tuple(texts))


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
        if moves and seat.email == notification.email:
            notification = replace(notification, payload={
                **notification.payload, "mailed": [list(move) for move in moves]})
        marked.append(notification)
    return tuple(marked)


# events are trees of plain data: no check for cycles (it doubles the encoder's time)
_encode = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, check_circular=False).encode


def _step_text(step: Step) -> str:
    return _encode([step[0], list(step[1])])


def _as_dicts(events: Sequence[Any]) -> Iterable[dict[str, Any]]:
    for event in events:
        yield event if isinstance(event, dict) else event.to_dict()
