"""The log entries' and notifications' `to_dict` (what the stores write) is exactly
`dataclasses.asdict` plus the record's schema version, by a faster walk (issue 14), and a copy:
changing it does not change the record. (A game's stored form leaves out its defaults:
tests/test_compact_game.py.)"""

from __future__ import annotations

import dataclasses
import random

from functions.service import GameService, PlayerSpec
from functions.service.records.game import GameRecord
from functions.service.records.moves import LogEntry
from functions.service.records.notifications import Notification

PLAYERS = [PlayerSpec(name, f"{name.lower()}@example.org", "cs") for name in ("Ann", "Bob", "Cyd")]


def _records(store, clock, fake_secrets):
    """Records of a WesternPoly game played a while: seats, timing, options, log, mail."""
    service = GameService(store, clock, fake_secrets)
    game = service.create("westernpoly", PLAYERS, "org@example.org",
                          options={"max_rounds": 5, "deadline_hours": 48}, start=True)
    rng = random.Random(7)
    for _ in range(30):
        view = service.view(game.id)
        if view.game.status != "running":
            break
        seat = view.game.seat(view.game.to_move)
        legal = [m for m in service.rules_for("westernpoly").legal_moves(view.state, seat.player)
                 if m.text != "resign"]
        service.submit(game.id, seat.email, rng.choice(legal).text, version=view.game.version)
    view = service.view(game.id)
    return view.game, view.log, store.pending_notifications(limit=50)


def test_to_dict_is_asdict_for_the_log_and_mail_a_game_writes(sqlite_store, clock,
                                                              fake_secrets):
    game, log, mail = _records(sqlite_store, clock, fake_secrets)
    seat = dataclasses.replace(game.seats[0], reminders=(24, 4), standing_orders=(("a", "b"),))
    game = dataclasses.replace(game.with_seat(seat), result={"winners": ["Ann"], "n": [1, 2]})
    assert log and all(entry.to_dict() == dataclasses.asdict(entry) | {"schema": 2}
                       for entry in log)
    assert mail and all(note.to_dict() == dataclasses.asdict(note) | {"schema": 2}
                        for note in mail)
    assert GameRecord.from_dict(game.to_dict()) == game
    assert all(Notification.from_dict(note.to_dict()) == note for note in mail)


def test_to_dict_is_a_copy():
    note = Notification(id="n1", game_id="g", version=1, kind="board", seat="p1",
                        email="ann@example.org", lang="cs", created_at="2026-01-01T00:00:00Z",
                        payload={"events": [{"kind": "moved", "to": ["a"]}]})
    data = note.to_dict()
    data["payload"]["events"][0]["to"].append("b")
    assert note.payload == {"events": [{"kind": "moved", "to": ["a"]}]}
    entry = LogEntry(seq=1, player="ann", text="large praha", source="web", at="t", prev="p",
                     hash="h", version=2)
    assert entry.to_dict() == dataclasses.asdict(entry) | {"schema": 2}
