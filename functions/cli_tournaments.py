"""`pbm tournament new|show|list` and `pbm ratings`: the organizer's tournament commands.

`pbm tournament new 1926 --roster players.csv --rounds 3 --table-size 4` reads the roster (CSV
with the header `name,email,lang`), seats the first round, starts its games and prints the
tournament's id; the service starts each next round when the previous one ends.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from pathlib import Path
from typing import Any

import rules
from functions.service.records.labels import parse_address
from functions.service.records.refusal import ErrorCode
from functions.service.system import iso
from functions.service.tournaments import ratings as ratings_
from functions.service.tournaments import tournament as tournaments

from .service import GameService, ServiceError

COMMANDS = ("tournament", "ratings")


class ArgumentError(Exception):
    """Bad arguments: the CLI exits 2 with the message."""


def add_commands(commands: Any) -> None:
    """Add `tournament` and `ratings` to the CLI's subcommands."""
    tournament = commands.add_parser("tournament", help="run a tournament: new, show, list")
    actions = tournament.add_subparsers(dest="action", required=True, metavar="ACTION")
    new = actions.add_parser("new", help="create a tournament from a roster and print its id")
    new.add_argument("game", help=f"the rules: {', '.join(rules.games())}")
    new.add_argument("--roster", metavar="FILE",
                     help="CSV with the header row name,email,lang, one person per line "
                          "(- for standard input)")
    new.add_argument("--bot", action="append", default=[], metavar="LEVEL",
                     help="an entrant played by a bot: random, greedy, strong or expert "
                          "(repeat for each bot; as for `pbm new`)")
    new.add_argument("--rounds", type=int, required=True)
    new.add_argument("--table-size", type=int, required=True,
                     help="the preferred players per table (tables stay within the game's sizes)")
    new.add_argument("--title", default="")
    new.add_argument("--points", metavar="P1,P2,...",
                     help="points for 1st, 2nd, ... place at a table (default 10,6,3,1,0,0)")
    new.add_argument("--start", metavar="TIME",
                     help="when the first round starts (ISO time or day, UTC; default now)")
    new.add_argument("--round-days", type=int, default=0, metavar="N",
                     help="a round starts N days after the previous one's start at the "
                          "earliest (default 0: as soon as the previous round ended)")
    new.add_argument("--organizer", metavar="EMAIL", help="default: the first person listed")
    new.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help="an option of every game (as for `pbm new`)")
    new.add_argument("--private", action="store_true",
                     help="no public standings page and no spectators")
    show = actions.add_parser("show", help="a tournament's rounds, tables and standings")
    show.add_argument("id")
    show.add_argument("--json", action="store_true")
    listing = actions.add_parser("list", help="the tournaments, newest first")
    listing.add_argument("--json", action="store_true")

    rated = commands.add_parser("ratings", help="the ratings in one game, best first")
    rated.add_argument("game", help=f"the rules: {', '.join(rules.games())}")
    rated.add_argument("--json", action="store_true")


def run(service: GameService, args: argparse.Namespace) -> int:
    """Run `pbm tournament ...` or `pbm ratings ...`; raises ArgumentError for bad arguments."""
    if args.command == "ratings":
        return _ratings(service, args.game, args.json)
    if args.action == "new":
        return _new(service, args)
    if args.action == "list":
        found = tournaments.tournaments(service)
        if args.json:
            _dump([{"id": t.id, "rules": t.rules, "title": t.title, "status": t.status,
                    "rounds": t.rounds, "played": len(t.played), "players": len(t.entrants),
                    "created_at": t.created_at} for t in found])
        for t in [] if args.json else found:
            print(f"{t.id}  {t.rules:<12} {t.status:<9} round {len(t.played)}/{t.rounds}  "
                  f"{t.title}")
        return 0
    summary = tournaments.summary(service, tournaments.load(service, args.id))
    if args.json:
        _dump(summary)
    else:
        sys.stdout.write(_text(summary))
    return 0


def _new(service: GameService, args: argparse.Namespace) -> int:
    if args.roster is None and not args.bot:
        raise ArgumentError("tournament new: give the entrants with --roster FILE (and --bot)")
    entrants = []
    options = {}
    for item in args.option:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise ArgumentError(f"expected --option KEY=VALUE, not {item!r}")
        options[key.strip()] = value.strip()
    lang = options.get("lang", "cs")  # a roster line without a language reads the games'
    if args.roster is not None:
        try:
            text = sys.stdin.read() if args.roster == "-" else \
                Path(args.roster).read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as exc:
            raise ArgumentError(f"cannot read the roster {args.roster}: {exc}") from None
        entrants = tournaments.read_roster(text, lang)
    entrants += tournaments.bot_entrants(args.bot, entrants[0].lang if entrants else lang)
    if not args.organizer and (not entrants or entrants[0].bot):
        raise ArgumentError("tournament new: a tournament of bots only needs --organizer EMAIL")
    organizer = parse_address(args.organizer)[1] if args.organizer else entrants[0].email
    t = tournaments.create(service, args.game, entrants, organizer, rounds=args.rounds,
                           table_size=args.table_size, title=args.title,
                           points=_points(args.points), starts_at=_start(args.start),
                           round_days=args.round_days, options=options,
                           public=not args.private)
    print(t.id)
    return 0


def _points(text: str | None) -> list[float] | None:
    if text is None:
        return None
    try:
        return [float(p) for p in text.split(",")]
    except ValueError:
        raise ArgumentError(f"--points takes numbers like 10,6,3,1, not {text!r}") from None


def _start(text: str | None) -> str | None:
    if text is None:
        return None
    try:
        moment = dt.datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except ValueError:
        raise ArgumentError(f"--start takes a time like 2027-03-01T18:00Z, not {text!r}") from None
    return iso(moment if moment.tzinfo else moment.replace(tzinfo=dt.UTC))


def _ratings(service: GameService, game: str, as_json: bool) -> int:
    if game not in rules.games():
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"unknown game {game!r} (games: {', '.join(rules.games())})")
    found = ratings_.ratings(service.store, game)
    if as_json:
        _dump([r.to_dict() for r in found])
        return 0
    if not found:
        print(f"nobody is rated in {game} yet")
    for place, rating in enumerate(found, start=1):
        print(f"{place:>4}. {rating.ordinal:7.2f}  mu {rating.mu:6.2f} sigma {rating.sigma:5.2f}"
              f"  {rating.games:>3} games  {rating.name} <{rating.player}>")
    return 0


def _text(summary: dict[str, Any]) -> str:
    lines = [f"{summary['title']} — {summary['rules']}, tournament {summary['id']}",
             f"status: {summary['status']}, round {len(summary['played'])} of "
             f"{summary['rounds']}, {summary['players']} players",
             f"points per place: {', '.join(f'{p:g}' for p in summary['points'])}; "
             "ties: more wins, then more opponents beaten"]
    for played in summary["played"]:
        ended = f", ended {played['ended_at']}" if played["ended_at"] else ""
        lines += ["", f"round {played['round']} (seated {played['seated_at']}{ended}; "
                  f"{played['repeated_pairs']} repeated pairs):"]
        for table in played["tables"]:
            lines.append(f"  table {table['table']}: game {table['game_id'] or '-'}: "
                         f"{', '.join(table['players'])}")
    lines += ["", "standings:"]
    for row in summary["standings"]:
        rating = "" if row["rating"] is None else f"  rating {row['rating']:.2f}"
        lines.append(f"  {row['place']:>3}. {row['name']}: {row['points']:g} points, "
                     f"{row['wins']:g} wins, {row['beaten']} beaten, {row['games']} games"
                     f"{rating}")
    return "\n".join(lines) + "\n"


def _dump(data: Any) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
