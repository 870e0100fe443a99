"""The largest turn mail and game-over mail of whole games at each game's largest table and,
where it is longer, its longest game (issue 39): every seat a person answering by mail (bench/mail_sizes.py); the whole raw message in
bytes (target <= 25 KB) and the lines of its text part (target <= 45)."""

from __future__ import annotations

from bench import Row
from bench.mail_sizes import LONGEST, MAX_BYTES, TABLES, max_lines, play_table

KINDS = {"your_turn": "turn mail", "game_over": "game-over mail"}


def run() -> list[Row]:
    """Per game and kind: the largest mail's bytes and the longest text's lines."""
    rows = []
    tables = [(rules_id, None) for rules_id in sorted(TABLES)] + sorted(LONGEST.items())
    for rules_id, seats in tables:
        played = play_table(rules_id, seats)
        for kind, words in KINDS.items():
            largest, longest = played.largest(kind), played.longest(kind)
            if largest is None or longest is None:
                continue
            name = f"mail sizes: {rules_id}, {played.players} players: largest {words}"
            rows.append(Row(name, largest.bytes, "bytes", f"<= {MAX_BYTES}",
                            largest.bytes <= MAX_BYTES))
            cap = max_lines(rules_id)
            rows.append(Row(f"{name}, text lines", longest.lines, "lines", f"<= {cap}",
                            longest.lines <= cap))
    return rows
