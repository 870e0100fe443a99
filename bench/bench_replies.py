"""How well replies are read (issue 27): every mail of the corpus in tests/mail is parsed, its
reply text read into commands, and counted as read exactly when the commands are the ones the
player wrote (expected.json: the same as a mail holding only the commands). The same mails go
through the stock email_reply_parser (`EmailReplyParser.parse_reply`, then the same command
reader) for comparison, per family of mail client or habit and per language of the client.

This measures the general rules alone: no game answers these mails here, so the lever of our
own words (the answered mail rendered again, see functions/mailroom/incoming.own_words) is not
used; tests/test_mailroom_corpus.py plays every mail in a live game with it.

`python -m bench.bench_replies` prints the comparison as the markdown table of
bench/RESULTS.md. Then the time to read the reply of the largest corpus mail (target: under 50 ms) and of made-up
pathological texts, whose cost must grow linearly with their size.
"""

from __future__ import annotations

import json
import statistics
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from email_reply_parser import EmailReplyParser

from bench import Row
from functions.mail.commands import parse_commands
from functions.mail.inbound import parse_mail
from functions.mail.reply_text import reply_text

CORPUS = Path(__file__).parent.parent / "tests" / "mail"
TARGET = 99.0  # % of the corpus read exactly
LARGEST_MS = 50.0
# the families of the older corpus mails, by the start of their names
_FAMILIES = ("gmail", "outlook", "iphone", "apple_mail", "thunderbird", "seznam", "samsung",
             "the_bat", "html_only", "auto", "join", "decline", "help", "board", "resign",
             "attachments")


def run() -> list[Row]:
    """The rows: the share read exactly, overall, per family and per language, ours and the
    stock parser's; the parse times."""
    cases = _cases()
    rows = [_share(f"replies read exactly: the whole corpus ({len(cases)} mails)", cases,
                   target=True)]
    for label, index in (("family", 0), ("client language", 1)):
        rows.extend(_share(f"replies read exactly, {label} {key} ({len(group)} mails)", group)
                    for key, group in _groups(cases, index))
    rows.append(_largest())
    rows.extend(_own_words())
    rows.extend(_pathological())
    return rows


def comparison() -> str:
    """The markdown table of bench/RESULTS.md: per family and per language, the mails, the
    share read exactly and the stock email_reply_parser's share on the same mails."""
    cases = _cases()
    lines = ["| family or client language | mails | read exactly | stock email_reply_parser |",
             "|---|---:|---:|---:|"]
    for label, index in (("family", 0), ("language", 1)):
        for key, group in _groups(cases, index):
            lines.append(f"| {label} {key} | {len(group)} | {_percent(group, 2)} | "
                         f"{_percent(group, 3)} |")
    lines.append(f"| **the whole corpus** | {len(cases)} | {_percent(cases, 2)} | "
                 f"{_percent(cases, 3)} |")
    return "\n".join(lines)


def _percent(cases: list[tuple[str, str, bool, bool]], index: int) -> str:
    return f"{100.0 * sum(c[index] for c in cases) / len(cases):.0f}%"


def _groups(cases: list[tuple[str, str, bool, bool]], index: int
            ) -> list[tuple[str, list[tuple[str, str, bool, bool]]]]:
    groups: dict[str, list[tuple[str, str, bool, bool]]] = defaultdict(list)
    for case in cases:
        groups[case[index]].append(case)
    return sorted(groups.items())


def _cases() -> list[tuple[str, str, bool, bool]]:
    """(family, client language, read exactly by us, by the stock parser) of each corpus mail
    that holds commands."""
    expected = json.loads((CORPUS / "expected.json").read_text(encoding="utf-8"))
    cases = []
    for name, want in sorted(expected.items()):
        if want["commands"] is None:
            continue
        mail = parse_mail((CORPUS / f"{name}.eml").read_bytes())
        ours = _commands(mail.reply, mail.sender_name) == want["commands"]
        stock = _commands(EmailReplyParser.parse_reply(mail.body), mail.sender_name) \
            == want["commands"]
        cases.append((_family(name, want), _lang(name, want), ours, stock))
    return cases


def _commands(text: str, sender_name: str) -> list[list[str]]:
    return [[c.kind.value, c.text] for c in parse_commands(text, sender_name)]


def _family(name: str, want: dict) -> str:
    if "family" in want:
        return want["family"]
    return next((f.replace("_", "-") for f in _FAMILIES if name.startswith(f)), "other")


def _lang(name: str, want: dict) -> str:
    if "lang" in want:
        return want["lang"]
    return "en" if "_en" in name or name.endswith("en") else "cs"


def _share(name: str, cases: list[tuple[str, str, bool, bool]], target: bool = False) -> Row:
    ours = 100.0 * sum(c[2] for c in cases) / len(cases)
    stock = 100.0 * sum(c[3] for c in cases) / len(cases)
    label = f"{name}; stock email_reply_parser {stock:.0f}%"
    if target:
        return Row(label, ours, "%", f">= {TARGET:g}%", ours >= TARGET)
    return Row(label, ours, "%")


def _timed(body: str, repeats: int = 5) -> float:
    """The median milliseconds of reply_text on `body`."""
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        reply_text(body)
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def _largest() -> Row:
    path = max(CORPUS.glob("*.eml"), key=lambda p: len(parse_mail(p.read_bytes()).body))
    body = parse_mail(path.read_bytes()).body
    ms = _timed(body)
    return Row(f"reply read, largest corpus mail ({len(body):,} characters of text)", ms, "ms",
               f"< {LARGEST_MS:g} ms", ms < LARGEST_MS)


def _own_words() -> list[Row]:
    """What knowing our own words costs a mail: the turn mail rendered again (a WesternPoly
    game of three players in its first round), and a reply that carries it
    without quote marks read with it."""
    from bench.support import SeededSecrets
    from functions.mail.html_text import html_to_text
    from functions.mailroom.incoming import own_words
    from functions.render import render
    from functions.service import GameService, PlayerSpec
    from functions.service.records.notifications import Notification
    from functions.service.system import SystemClock
    from functions.storage.sqlite import SqliteStore

    with tempfile.TemporaryDirectory() as directory:
        store = SqliteStore(Path(directory) / "pbm.sqlite3")
        service = GameService(store, SystemClock(), SeededSecrets(27))
        players = [PlayerSpec(n, f"{n.lower()}@example.org", "en") for n in ("Ann", "Bob", "Cid")]
        game = service.create("westernpoly", players, "org@example.org", start=True)
        game = service.record(game.id)
        seat = game.seat(game.to_move)
        times = []
        own = None
        for _ in range(5):
            started = time.perf_counter()
            own = own_words(service, game, seat, game.version)
            times.append((time.perf_counter() - started) * 1000)
        view = service.state_at(game.id, game.version)
        letter = render(Notification("bench", game.id, game.version, "your_turn", seat.seat,
                                     seat.email, seat.lang, ""), view.game, view.rules,
                        view.state, reply_address=None)
        body = "buy\ndone\n\nSaatja: pbm <pbm@example.org>\nSaadetud: 3.3.2025 10:15\n\n" \
            + letter.text + "\n\n" + html_to_text(letter.html)
        reads = []
        for _ in range(5):
            started = time.perf_counter()
            text = reply_text(body, own)
            reads.append((time.perf_counter() - started) * 1000)
        store.close()
    render_ms, read_ms = statistics.median(times), statistics.median(reads)
    return [Row("own words: the answered turn mail rendered again (WesternPoly, first round)",
                render_ms, "ms"),
            Row(f"own words: a reply carrying that mail unquoted read with them ({len(body):,} "
                f"characters; read as {text.split()!r})", read_ms, "ms", f"< {LARGEST_MS:g} ms",
                read_ms < LARGEST_MS and text.split() == ["buy", "done"])]


def _pathological() -> list[Row]:
    """Texts that make backtracking parsers slow: many "On " words, a huge line, thousands of
    attribution starts and header fields; each at two sizes, the ratio showing linear cost."""
    shapes = {
        '"On " words on one line': lambda n: "On " * n,
        "one line of '>' signs": lambda n: ">" * (3 * n),
        "attribution starts without an end": lambda n: "On Mon, 3 Mar 2025 PBM\n" * (n // 8),
        "header fields": lambda n: "From: a@b.org\nTo: c\n" * (n // 8),
        "dashes and words": lambda n: "-- x --- y ----\n" * (n // 8),
    }
    rows = []
    for label, make in shapes.items():
        small, large = _timed(make(10_000), 3), _timed(make(40_000), 3)
        rows.append(Row(f"reply read, pathological: {label}, 4x the size / 1x (cost ratio)",
                        large / small if small else float("nan"), "ratio", "<= 6 (linear: 4)",
                        small == 0 or large / small <= 6))
    return rows


if __name__ == "__main__":
    print(comparison())
