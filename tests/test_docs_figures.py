"""The cost and mail figures docs/deploy.md and the README quote are bench/RESULTS.md's
human-pace rows (issue 43: one set of numbers, quoted, not written by hand)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PREFIX = "human pace, "


def _rows() -> dict[str, str]:
    """RESULTS.md's human-pace rows: name -> value as printed."""
    rows = {}
    for line in (ROOT / "bench" / "RESULTS.md").read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("| " + PREFIX) and len(cells) >= 3:
            rows[cells[0]] = cells[1]
    return rows


def _text(path: str) -> str:
    return " ".join((ROOT / path).read_text(encoding="utf-8").split())


def _row(rows: dict[str, str], game: str, readbacks: str, what: str) -> str:
    name = f"{PREFIX}{game}, read-backs {readbacks}: {what}"
    assert name in rows, f"bench/RESULTS.md has no row {name!r}"
    return rows[name]


MAILS = "mails per move (start and end mails spread)"
INVOCATIONS = "cold invocations per move (all functions)"
CENTS = "US cents per 1,000 mail moves: "
HEADLINE = ("1926, 3 players", "on")


def test_deploy_md_quotes_the_human_pace_rows():
    rows, text = _rows(), _text("docs/deploy.md")
    found = re.search(r"About ([\d.]+) US cents per 1,000 moves by mail\*\* at a human pace "
                      r"\(1926, read-backs on\): SES ([\d.]+), Lambda ([\d.]+), DynamoDB "
                      r"([\d.]+), S3 ([\d.]+), KMS ([\d.]+), EventBridge Scheduler ([\d.]+) cents; a "
                      r"move makes "
                      r"\*\*([\d.]+) mails\*\* and \*\*([\d.]+) invocations\*\*", text)
    assert found, "docs/deploy.md's cost sentence changed shape"
    quoted = [_row(rows, *HEADLINE, CENTS + service)
              for service in ("total", "SES", "Lambda", "DynamoDB", "S3", "KMS", "Scheduler")]
    quoted += [_row(rows, *HEADLINE, MAILS), _row(rows, *HEADLINE, INVOCATIONS)]
    assert list(found.groups()) == quoted
    table = re.findall(r"\| ([^|]+) \| (on|off) \| ([\d.]+) \| ([\d.]+) \| ([\d.]+) \|", text)
    assert len(table) == 4, "docs/deploy.md's table of games and read-backs changed shape"
    for game, readbacks, mails, invocations, cents in table:
        assert (mails, invocations, cents) == (
            _row(rows, game.strip(), readbacks, MAILS),
            _row(rows, game.strip(), readbacks, INVOCATIONS),
            _row(rows, game.strip(), readbacks, CENTS + "total")), (game, readbacks)


def test_the_readme_quotes_the_same_rows():
    rows, text = _rows(), _text("README.md")
    found = re.search(r"about ([\d.]+) US cents per 1,000 moves by mail at a human pace, "
                      r"([\d.]+) of them SES: ([\d.]+) mails and ([\d.]+) Lambda invocations a "
                      r"move", text)
    assert found, "the README's cost sentence changed shape"
    assert list(found.groups()) == [_row(rows, *HEADLINE, CENTS + "total"),
                                    _row(rows, *HEADLINE, CENTS + "SES"),
                                    _row(rows, *HEADLINE, MAILS),
                                    _row(rows, *HEADLINE, INVOCATIONS)]


# ---- every figure, not only the sentences above ----------------------------------------------
# A figure of the kinds the bench measures, wherever the docs quote it: "2.19 mails a move" in
# one paragraph and 2.22 in another was the defect (issue 43, operator review)
PER_MOVE = re.compile(r"([\d.]+) (mails|invocations|Lambda invocations) (?:a|per) move")
KINDS = {"mails": MAILS, "invocations": INVOCATIONS, "Lambda invocations": INVOCATIONS}


def test_every_mails_or_invocations_a_move_the_docs_quote_is_a_row():
    rows = _rows()
    for path in ("docs/deploy.md", "README.md"):
        quoted = PER_MOVE.findall(_text(path))
        assert quoted, f"{path} quotes no figure a move"
        for value, kind in quoted:
            measured = {v for name, v in rows.items() if name.endswith(": " + KINDS[kind])}
            assert value in measured, f"{path}: {value} {kind} a move is no bench row"


def test_the_alarms_the_costs_count_are_the_templates():
    from infra.table import load_template

    alarms = sum(r["Type"] == "AWS::CloudWatch::Alarm"
                 for r in load_template()["Resources"].values())
    found = re.findall(r"(\d+) alarms at \$", _text("docs/deploy.md"))
    assert found == [str(alarms)]


def test_why_not_snapstart_quotes_the_rows():
    rows, text = _rows(), _text("docs/deploy.md")
    found = re.search(r"\*\*\$([\d.]+) a month\*\*.*?\*\*([\d.]+) cents per 1,000 moves\*\*", text)
    assert found, "docs/deploy.md's SnapStart sentence changed shape"
    snapshots = next(v for name, v in rows.items() if "SnapStart's snapshots" in name)
    restores = _row(rows, *HEADLINE, "US cents per 1,000 mail moves SnapStart's restores would add")
    assert list(found.groups()) == [snapshots, restores]


def test_deploy_md_quotes_the_idle_month_the_bench_prices():
    """Review 12: "under half a cent" was written by hand while a cold hourly sweep costs about
    a cent; the quote is the bench's idle row (bench_cost.idle_per_month), as it prints it."""
    from bench.__main__ import _value
    from bench.bench_cost import idle_per_month

    found = re.search(r"idle, ([\d.]+) US cents a month \(the hourly safety sweep",
                      _text("docs/deploy.md"))
    assert found, "docs/deploy.md's idle sentence changed shape"
    assert found[1] == _value(idle_per_month() * 100)


BATCH = re.compile(r"stream batch of a game start's (\d+) mails makes (\d+) requests")


def test_the_notifiers_batch_the_deploy_guide_quotes_is_the_bench_row():
    """The requests of the notifier's batch (operator review 13: the guide said 9 where the
    notifier made 12) are the row of `python -m bench requests`."""
    found = BATCH.search(_text("docs/deploy.md"))
    assert found, "docs/deploy.md no longer quotes the notifier's batch"
    mails, requests = found.groups()
    name = (f"requests: notifier, a stream batch of {mails} mails (a game start, first event): "
            "requests")
    rows = {}
    for line in (ROOT / "bench" / "RESULTS.md").read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) >= 3:
            rows[cells[0]] = cells[1]
    assert name in rows, f"bench/RESULTS.md has no row {name!r}"
    assert float(rows[name]) == float(requests)


def test_deploy_md_says_what_a_move_counts_and_quotes_both_whole_game_figures():
    """Review 14: 46.6 cents quoted, 51-52 measured on a game run whole; the docs say what a
    move counts and give the whole game's two figures, per move while playing and per game
    move, from their rows."""
    rows, text = _rows(), _text("docs/deploy.md")
    assert "A move here is one move of the game sent by mail" in text
    name = f"{PREFIX}1926, 3 players, read-backs on, invited and joined by mail, "
    found = re.search(r"\*\*([\d.]+) cents per 1,000 moves while playing\*\* \(from the first "
                      r"move to the last: ([\d.]+) mails, ([\d.]+) invocations each\) and "
                      r"\*\*([\d.]+) cents per game move\*\* \(everything the game cost divided "
                      r"by its moves: ([\d.]+) mails, ([\d.]+) invocations each\)", text)
    assert found, "docs/deploy.md's whole-game sentence changed shape"
    quoted = []
    for part in ("while playing (first move to last; start and end mails left out)",
                 "the whole game (invitations, JOINs, start and end counted in)"):
        quoted += [rows[f"{name}{part}: {what}"] for what in
                   ("US cents per 1,000 moves", "mails per move", "invocations per move")]
    assert list(found.groups()) == quoted
