"""The counters a store keeps for limits (issue 43, ops21), as the ports promise them: a reference
model to run a sequence of events on beside each store adapter (tests/test_store_counters.py).

A counter is a name in a game (a seat, or a seat and a suffix the mailroom counts apart), the
keys recorded under it with the time of their first record, and a count of those at or after a
time; sign-in links likewise per address; processed mails a set. The model is the contract of
functions/service/store.py (Inbox, People) and nothing more.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from functions.service.records.labels import normal_address


@dataclass
class Counters:
    """The counting ports of a store, kept in dicts: what every adapter must answer alike."""

    answers: dict[tuple[str, str], dict[str, str]] = field(default_factory=dict)
    sign_ins: dict[str, dict[str, str]] = field(default_factory=dict)
    processed: set[tuple[str, str]] = field(default_factory=set)

    def record_answer(self, game_id: str, seat: str, key: str, at: str) -> None:
        self.answers.setdefault((game_id, seat), {}).setdefault(key, at)

    def forget_answer(self, game_id: str, seat: str, key: str) -> None:
        self.answers.get((game_id, seat), {}).pop(key, None)

    def answers_since(self, game_id: str, seat: str, since: str, besides: str = "",
                      through: tuple[str, str] | None = None) -> int:
        return sum(at >= since and (through is None or (at, key) <= through)
                   for key, at in self.answers.get((game_id, seat), {}).items()
                   if key != besides)

    def add_sign_in(self, token_id: str, email: str, at: str, expires: str) -> None:
        self.sign_ins.setdefault(normal_address(email), {}).setdefault(token_id, at)

    def sign_ins_since(self, email: str, since: str) -> int:
        return sum(at >= since for at in self.sign_ins.get(normal_address(email), {}).values())

    def mark_mail_processed(self, game_id: str, key: str, at: str) -> None:
        self.processed.add((game_id, key))

    def mail_processed(self, game_id: str, key: str) -> bool:
        return (game_id, key) in self.processed


WRITES = ("record_answer", "forget_answer", "add_sign_in", "mark_mail_processed")


def replay(scenario, store, model: Counters) -> list[tuple[str, object, object]]:
    """Run the scenario's events on the store and the model; every read's (event, store's
    answer, model's answer) where they differ."""
    differ = []
    for name, *args in scenario:
        if name in WRITES:
            getattr(store, name)(*args)
            getattr(model, name)(*args)
            continue
        got, want = getattr(store, name)(*args), getattr(model, name)(*args)
        if got != want:
            differ.append((f"{name}{tuple(args)}", got, want))
    return differ
