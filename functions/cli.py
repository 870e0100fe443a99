"""`pbm`: run and inspect games from the command line (the organizer's and the tests' tool).

Exit codes: 0 done, 1 refused by the game, a failed verification or a store that cannot be used
(disk full, a damaged file; `pbm mail-in` exits 75 then, so the mail system retries), 2 bad
arguments (nothing is written then) or an export that is not one (`pbm verify` of malformed
JSON); `pbm person erase` on a DynamoDB store exits 1, erasing nothing, when it cannot reach
the deployment's raw mail in S3 (no bucket named, or one it may not list), and 1 after a search
of it that failed half-way. The store is `--store sqlite:PATH | dynamodb:TABLE`, else `$PBM_STORE`, else the
SQLite file `$PBM_HOME/pbm.sqlite3` (`$PBM_HOME` defaults to `./var`).

Before it exits, every command delivers the pending mail: into the Maildir `$PBM_HOME/outbox`,
or through `--smtp-relay HOST[:PORT]` (else `$PBM_SMTP_RELAY`). On a deployed DynamoDB store
the command works as the deployment's functions do (its secret, web address and mail domain,
read from the SSM parameter `/pbm/TABLE/deployment` the stack keeps) and sends nothing itself:
the deployment's notifier mails what the command put in the outbox, through SES. `pbm mail-in` reads one raw
mail on standard input and processes it like an inbound SES mail (exit 0 for any handled mail,
refused moves included; 2 when the input is not a mail). `pbm dashboard EMAIL` prints the
organizer's signed link to the dashboard of all their games.
"""

from __future__ import annotations

import argparse
import datetime as dt
import importlib.util
import json
import os
import re
import sys
from collections.abc import Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any, BinaryIO

import rules
from functions import cli_tournaments, compose, links
from functions.i18n import LANGS
from functions.mail import limits
from functions.mail.commands import CommandKind, parse_commands
from functions.mailroom import incoming
from functions.mailroom.answering import submit_said
from functions.render.held import held_view
from functions.render.views import game_json, game_text, summary_json, told, waiting_emails
from functions.service.ledger import chain
from functions.service.people import signin
from functions.service.records.game import GameStatus
from functions.service.records.labels import normal_address, parse_address
from functions.service.records.seats import Seat
from functions.service.schedule.days import absence_of, read_day
from functions.service.schedule.timekeeping import reminder_list, runs_again_on
from functions.service.store import (
    REGISTERS,
    Outbox,
    People,
    StoreError,
    StoreUnavailable,
    Undeliverable,
)
from functions.service.system import iso
from functions.settings import (
    DEPLOYMENT_PARAMETER,
    LOCAL_WEB,
    ConfigError,
    Settings,
    deployment_settings,
    dynamodb_table,
    load_secret,
    recorded_base_url,
)
from rules import numbers

from .service import ErrorCode, GameService, PlayerSpec, ServiceError

EX_TEMPFAIL = 75  # sysexits.h: a temporary failure; mail transfer agents retry the delivery
# How long a command may spend sending mail before it exits; the rest waits for the next one
DELIVERY_BUDGET = timedelta(seconds=15)


class UsageError(Exception):
    """Bad arguments: exit 2 with the message."""


def _parser() -> argparse.ArgumentParser:
    store_help = "sqlite:PATH or dynamodb:TABLE (default: $PBM_STORE, else sqlite in $PBM_HOME)"
    parser = argparse.ArgumentParser(prog="pbm", description="Play-by-mail board games.")
    parser.add_argument("--store", help=store_help)
    # --store is also accepted after the command; SUPPRESS keeps it from overriding the first
    anywhere = argparse.ArgumentParser(add_help=False)
    anywhere.add_argument("--store", default=argparse.SUPPRESS, help=store_help)
    relay_help = ("send mail through this SMTP server instead of the Maildir $PBM_HOME/outbox: "
                  "HOST[:PORT] (a trusted relay) or smtp+starttls://USER:PASSWORD@HOST[:PORT]")
    parser.add_argument("--smtp-relay", metavar="HOST[:PORT]", help=relay_help)
    anywhere.add_argument("--smtp-relay", metavar="HOST[:PORT]", default=argparse.SUPPRESS,
                          help=relay_help)
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND",
                                     parser_class=_subparser(anywhere))

    new = commands.add_parser("new", help="create a game and print its id")
    new.add_argument("game", help=f"the rules: {', '.join(rules.games())}")
    new.add_argument("--player", action="append", default=[], metavar='"NAME <EMAIL>[:LANG]"',
                     help="a seat, in seating order (repeat for each player); :cs or :en "
                          "after the address gives that player a language of their own")
    new.add_argument("--bot", action="append", default=[], metavar="LEVEL",
                     help="a seat for a bot after the players: random, greedy, strong or expert "
                          "(repeat for each bot)")
    new.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help="a game option, or seating=given|drawn, deadline_hours=N, "
                          "reminder_hours=N[,N...], missed_turn=wait|autoplay|remove")
    new.add_argument("--title", default="")
    new.add_argument("--public", action="store_true", help="spectators may watch")
    new.add_argument("--start", action="store_true", help="start at once, without confirmations")
    new.add_argument("--organizer", metavar="EMAIL", help="default: the first player")
    new.add_argument("--lang", choices=LANGS, help="the players' language (default: the game's)")
    new.add_argument("--register", choices=REGISTERS,
                     help="how the organizer's Czech mails speak to them: formal (vykání) or "
                          "familiar (tykání); kept for all their games (default: as they last "
                          "wrote, else familiar)")

    games = commands.add_parser("games", help="list the games")
    games.add_argument("--json", action="store_true")

    show = commands.add_parser("show", help="a game's board, players and history")
    show.add_argument("id")
    show.add_argument("--json", action="store_true")

    move = commands.add_parser("move", help="submit a move (or a standing order, AUTO …) as that player")
    move.add_argument("id")
    move.add_argument("email")
    move.add_argument("text", nargs="+")

    export = commands.add_parser("export", help="print a game's export (JSON)")
    export.add_argument("id")

    verify = commands.add_parser("verify", help="check an export: chain, dice and replay")
    verify.add_argument("file", help="the export file, or - for standard input")
    verify.add_argument("--head", action="append", default=[], metavar="MOVES:HASH",
                        help="a chain head a mail showed you (its X-PBM-Chain header: the "
                             "moves and the hash; or end:HASH from X-PBM-Chain-End, how the "
                             "game ended); the export must hold it (repeatable)")

    pause = commands.add_parser("pause", help="pause a running game")
    pause.add_argument("id")
    # what a mail can ask ("pozastav hru do pondělí"), the command line can
    pause.add_argument("--until", metavar="DAY", help="the day it runs again by itself "
                       "(2026-12-28, 28.12., monday), at its midnight in the game's zone")
    for name, text in (("resume", "resume a paused game"),
                       ("cancel", "cancel a game (reveals the seed)"),
                       ("start", "start a waiting game now")):
        commands.add_parser(name, help=text).add_argument("id")
    for name, text in (("join", "confirm a seat"), ("decline", "decline a seat"),
                       ("resign", "the player gives up"),
                       ("remove", "the organizer takes a player out (they resign)")):
        sub = commands.add_parser(name, help=text)
        sub.add_argument("id")
        sub.add_argument("email")

    prefs = commands.add_parser("prefs", help="a player's mail and time preferences")
    prefs.add_argument("id")
    prefs.add_argument("email")
    prefs.add_argument("--every-move", choices=("on", "off"),
                       help="mail them every accepted move (default off: their turns and what "
                            "concerns them)")
    prefs.add_argument("--reminders", metavar="HOURS|off|game",
                       help="their reminders, hours before a deadline (e.g. 12 or 24,2), off, or "
                            "game (the game's own)")
    prefs.add_argument("--timezone", metavar="ZONE", help="the zone they read times in, "
                       "e.g. Europe/Prague")
    prefs.add_argument("--mail", choices=("all", "turns", "none"),
                       help="the mail they take from the game: all, only their turns, or none "
                            "(they play on the page)")

    commands.add_parser("tick", help="do what is due now in every game (reminders, missed "
                        "turns, absences, holiday pauses); for cron, every minute")

    extend = commands.add_parser("extend", help="give the player to move (or one of those "
                                 "the game waits for) more time")
    extend.add_argument("id")
    extend.add_argument("hours", type=int)
    extend.add_argument("seat", nargs="?", metavar="SEAT",
                        help="only this player's deadline: their address, seat number or name")

    timing = commands.add_parser("timing", help="change a game's timing policy (players are told)")
    timing.add_argument("id")
    timing.add_argument("option", nargs="+", metavar="KEY=VALUE",
                        help="deadline_hours, reminder_hours, missed_turn, remove_after, "
                             "weekends, grace_hours, timezone, away_days, away")

    holiday = commands.add_parser("holiday", help="pause all your running games until a day")
    holiday.add_argument("organizer", metavar="EMAIL")
    holiday.add_argument("last", metavar="LAST-DAY",
                         help="2026-12-28, 28.12., sunday: they resume after it")

    away = commands.add_parser("away", help="a player's absence (all their games, or one)")
    away.add_argument("email")
    away.add_argument("days", nargs="+", metavar="DAYS",
                      help="first and last day (2026-12-20 2026-12-28, 20.12. 28.12.) or the "
                           "absence as a mail writes it (until friday, 'do pátku', next week)")
    away.add_argument("--game", metavar="ID", help="only this game")

    back = commands.add_parser("back", help="a player is back before their absence ends")
    back.add_argument("email")
    back.add_argument("--game", metavar="ID", help="only this game")

    commands.add_parser("mail-in", help="process one raw e-mail read from standard input")

    dashboard = commands.add_parser("dashboard", help="print an organizer's dashboard link")
    dashboard.add_argument("email", help="the organizer's e-mail address")
    dashboard.add_argument("--base-url", metavar="URL",
                           help="the web address (default: $PBM_BASE_URL, else the one "
                                f"`pbm serve` recorded in $PBM_HOME, else {LOCAL_WEB})")

    register = commands.add_parser("register", help="how a person's Czech mails speak to "
                                   "them (formal: vykání, familiar: tykání): print or set it")
    register.add_argument("email")
    register.add_argument("register", nargs="?", choices=REGISTERS,
                          help="set it (the person's next mail of their own sets it again)")

    bad = commands.add_parser("undeliverable", help="the addresses not mailed (a bounce, a "
                              "complaint, a permanent refusal), and taking a mark off")
    marks = bad.add_subparsers(dest="action", required=True, metavar="ACTION",
                               parser_class=_subparser(anywhere))
    marks.add_parser("list", help="every address marked, with why and since when")
    clear = marks.add_parser("clear", help="mail this address again")
    clear.add_argument("email")

    swap = commands.add_parser("replace", help="put another person on a seat")
    swap.add_argument("id")
    swap.add_argument("seat", metavar="SEAT", help="the seat: its holder's address, its number "
                      "(2) or the name it shows (an erased seat has no address)")
    swap.add_argument("new_player", metavar='"NAME <NEW-EMAIL>"')

    talk = commands.add_parser("say", help="table talk as that player: to everyone, or --to one")
    talk.add_argument("id")
    talk.add_argument("email")
    talk.add_argument("text", nargs="+")
    talk.add_argument("--to", metavar="NAME", help="the player it is for (default: everyone)")

    press_mode = commands.add_parser("press", help="the table talk a game allows")
    press_mode.add_argument("id")
    press_mode.add_argument("mode", choices=("all", "public", "none"))

    person = commands.add_parser("person", help="a person's data: take it out, or erase it")
    person.add_argument("action", choices=("export", "erase"),
                        help="export: print everything held about them (JSON); erase: remove "
                             "them from every game and record (docs/personal-data.md)")
    person.add_argument("email")

    serve = commands.add_parser("serve", help="run the whole service on this machine")
    serve.add_argument("--http", default="127.0.0.1:8000", metavar="HOST:PORT",
                       help="the web pages (default 127.0.0.1:8000; port 0: any free port)")
    serve.add_argument("--smtp", default="127.0.0.1:2525", metavar="HOST:PORT",
                       help="the SMTP server for replies (default 127.0.0.1:2525)")
    serve.add_argument("--demo", action="store_true", help="create a demo 1926 game if none runs")
    serve.add_argument("--imap", metavar="URL",
                       help="poll imaps://USER:PASS@HOST/MAILBOX for replies (default: $PBM_IMAP, "
                            "which keeps the password out of the process list)")
    cli_tournaments.add_commands(commands)
    return parser


def _subparser(parent: argparse.ArgumentParser) -> type[argparse.ArgumentParser]:
    class Subcommand(argparse.ArgumentParser):
        def __init__(self, **kwargs: Any):
            super().__init__(parents=[parent], **kwargs)

    return Subcommand


def main(argv: Sequence[str] | None = None) -> int:
    """Run one `pbm` command; returns the exit code."""
    try:
        return _main(argv)
    except BrokenPipeError:  # `pbm games | head`: the reader had enough; what was done stands
        # the rest of the output goes nowhere, also the flush at exit (Python's own advice)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


def _main(argv: Sequence[str] | None) -> int:
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:  # argparse has printed the usage error (2) or the help (0)
        return int(exc.code or 0)
    try:
        if args.command == "verify":
            return _verify(args.file, [_head(text) for text in args.head])
        if args.command == "dashboard":
            return _dashboard(args)
        if args.command == "serve":
            if importlib.util.find_spec("aiosmtpd") is None:
                raise UsageError("pbm serve needs its local mail server: "
                                 "pip install 'pbm[serve]' (or aiosmtpd)")
            from functions.local import serve  # the web and mail stacks load only for serve

            return serve.main(args)
        # a command that ends a game (a last move, resign, cancel) rates it and lets its
        # tournament go on before it returns: there may be no sweep running (`pbm tick`);
        # mail-in does it after the mail (see _mail_in)
        parts = compose.build(_settings(args), settle_at_once=args.command != "mail-in")
        try:
            if args.command == "mail-in":
                return _mail_in(parts)
            return _run(parts.service, args, parts)
        finally:
            try:
                _deliver(parts)  # the single delivery hook, refused commands included
            except StoreUnavailable as exc:  # the command's own outcome stands
                print(f"pbm: the mail stays pending: {exc}", file=sys.stderr)
            parts.close()
    except (UsageError, ConfigError) as exc:
        print(f"pbm: {exc}", file=sys.stderr)
        return 2
    except StoreUnavailable as exc:
        print(f"pbm: {exc}", file=sys.stderr)
        # mail-in: the MTA keeps the mail and retries later (sysexits EX_TEMPFAIL)
        return EX_TEMPFAIL if args.command == "mail-in" else 1
    except ServiceError as exc:
        print(f"pbm: {exc.message}", file=sys.stderr)
        return 2 if exc.code == ErrorCode.INVALID_REQUEST else 1


def _run(service: GameService, args: argparse.Namespace,
         parts: compose.Parts | None = None) -> int:
    command = args.command
    if command in cli_tournaments.COMMANDS:
        try:
            return cli_tournaments.run(service, args)
        except cli_tournaments.ArgumentError as exc:
            raise UsageError(str(exc)) from None
    if command == "new":
        return _new(service, args)
    if command == "games":
        return _games(service, args.json)
    if command == "show":
        view = held_view(service.view(args.id))
        _print(game_json(view) if args.json else game_text(view), args.json)
        return 0
    if command == "move":
        return _move(service, args.id, args.email, " ".join(args.text))
    if command == "export":
        _print(service.export(args.id), True)
        return 0
    if command == "person":
        if args.action == "export":
            _print(service.person_export(args.email), True)
        else:
            return _erase(service, args.email, parts)
        return 0
    if command == "say":
        message = service.say(args.id, args.email, " ".join(args.text), args.to)
        print(f"game {args.id}: message {message.seq} to {message.to or 'everyone'}")
        return 0
    if command == "press":
        game = service.set_press_mode(args.id, args.mode)
        print(f"game {game.id}: table talk {game.press_mode}")
        return 0
    if command == "prefs":
        return _prefs(service, args)
    if command == "tick":
        done = service.tick()
        for game_id, what in done:
            print(f"{game_id}: {what}")
        if not done:
            print("nothing due")
        return 0
    if command == "extend":
        return _extend(service, args.id, args.hours, args.seat)
    if command == "pause" and args.until is not None:
        record = service.record(args.id)
        game = service.pause(args.id, until=runs_again_on(
            _day(service, args.until), record.timing.timezone))
        print(f"game {game.id}: {game.status} until {game.resume_at}, version {game.version}")
        return 0
    if command == "timing":
        game = service.change_timing(args.id, _pairs(args.option, "KEY=VALUE"))
        print(f"game {game.id}: {json.dumps(game.timing.to_dict(), ensure_ascii=False)}")
        return 0
    if command == "holiday":
        for game in service.holiday(args.organizer, _day(service, args.last)):
            print(f"game {game.id}: paused until {game.resume_at}")
        return 0
    if command in ("away", "back"):
        return _absence(service, args)
    if command == "undeliverable":
        return _undeliverable(service, args)
    if command == "register":
        return _register(service, args.email, args.register)
    if command == "replace":
        name, email = parse_address(args.new_player)
        game = service.replace_player(args.id, args.seat, name, email)
        _warn_unmailed(service, [s for s in game.seats if s.email == email.lower()])
    else:
        action = {"pause": service.pause, "resume": service.resume, "cancel": service.cancel,
                  "start": service.start, "join": service.join, "decline": service.decline,
                  "resign": service.resign, "remove": service.remove}[command]
        game = action(args.id, args.email) if hasattr(args, "email") else action(args.id)
    print(f"game {game.id}: {game.status}, version {game.version}")
    return 0


def _prefs(service: GameService, args: argparse.Namespace) -> int:
    """Set the player's preferences that were given and print them all."""
    if args.every_move is None and args.reminders is None and args.timezone is None \
            and args.mail is None:
        raise UsageError("prefs: give --every-move, --reminders, --timezone or --mail")
    game = None
    if args.mail is not None:
        game = service.set_mail(args.id, args.email, args.mail)
    if args.every_move is not None:
        game = service.set_every_move(args.id, args.email, args.every_move == "on")
    if args.reminders is not None:
        game = service.set_reminders(args.id, args.email, _reminders(args.reminders))
    if args.timezone is not None:
        game = service.set_timezone(args.id, args.email, args.timezone)
    seat = game.seat_of(args.email) if game else None
    if game is not None and seat is not None:
        reminders = "game" if seat.reminders is None else \
            (",".join(map(str, seat.reminders)) or "off")
        print(f"game {game.id}: every move {'on' if seat.every_move else 'off'} for {seat.email}; "
              f"reminders {reminders}; time zone {seat.timezone or game.timing.timezone}; "
              f"mail {seat.mail}; read-backs {'on' if seat.readbacks else 'off'}")
    return 0


def _reminders(text: str) -> tuple[int, ...] | None:
    if text.strip().lower() == "game":
        return None
    try:
        return reminder_list(text)
    except ValueError:
        raise UsageError(f"--reminders takes hours like 24,4, off or game, not {text!r}") from None


def _absence(service: GameService, args: argparse.Namespace) -> int:
    """`pbm away` and `pbm back`, for one game or every game the player is in."""
    games = [args.game] if args.game else service.games_in_play(args.email)
    if not games:
        print(f"{args.email} plays in no running game")
        return 0
    if args.command == "away":
        try:
            first, last = absence_of(args.days, service.clock.now().date())
        except ValueError as exc:
            raise UsageError(f"{exc}: write the first and the last day (2026-12-20 "
                             "2026-12-28) or words like 'until friday', 'next week'") from None
    refused = 0
    for game_id in games:
        try:
            if args.command == "away":
                game = service.away(game_id, args.email, first, last)
            else:
                game = service.back(game_id, args.email)
        except ServiceError as exc:
            if args.game:
                raise
            print(f"game {game_id}: {exc.message}", file=sys.stderr)
            refused += 1
            continue
        seat = game.seat_of(args.email)
        print(f"game {game.id}: " + (f"away until {seat.away_until}" if seat and seat.away_until
                                     else "not away"))
    return 1 if refused else 0


def _register(service: GameService, address: str, register: str | None) -> int:
    """`pbm register EMAIL [formal|familiar]`: the register the person's mail speaks in."""
    people: People = service.store
    _, email = parse_address(address)
    if register is not None:
        people.set_register(email, register, iso(service.clock.now()))
    said = people.register_of(email)
    print(f"{email}: {said}" if said else f"{email}: familiar (not set: as the service speaks)")
    return 0


def _undeliverable(service: GameService, args: argparse.Namespace) -> int:
    """`pbm undeliverable list` and `pbm undeliverable clear EMAIL`."""
    addresses: Undeliverable = service.store
    if args.action == "list":
        marked = addresses.undeliverable_addresses()
        for address, reason, at in marked:
            print(f"{address}  {at}  {reason}")
        if not marked:
            print("no address is marked undeliverable")
        return 0
    _, email = parse_address(args.email)
    if not addresses.clear_undeliverable(email):
        print(f"{email} was not marked undeliverable")
        return 1
    print(f"{email} is mailed again")
    return 0


def _extend(service: GameService, game_id: str, hours: int, who: str | None) -> int:
    """More time for the player to move, or for the one seat `who` names (as a mail or the
    dashboard can give one player of several more time); print the deadline that moved."""
    seat = None
    if who is not None:
        seat = service.record(game_id).seat_named(who)
        if seat is None:
            raise UsageError(f"extend: no seat {who!r} in game {game_id} (an address, a seat "
                             "number or a name)")
    game = service.extend(game_id, hours, seat=seat.seat if seat is not None else None)
    clock = game.clock(seat.seat) if seat is not None else None
    whose = f" of {seat.name}" if seat is not None else ""
    print(f"game {game.id}: deadline{whose} {clock.deadline if clock else game.deadline}")
    return 0


def _day(service: GameService, text: str) -> dt.date:
    try:
        return read_day(text, service.clock.now().date())
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def _pairs(items: Sequence[str], what: str) -> dict[str, str]:
    pairs: dict[str, str] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise UsageError(f"expected {what}, not {item!r}")
        pairs[key.strip()] = value.strip()
    return pairs


def _erase(service: GameService, email: str, parts: compose.Parts | None) -> int:
    """Erase a person everywhere their data lives: the store, and on a deployment its raw
    mail in S3, which must be reachable before anything is erased; say what was done."""
    from functions.compose.erasing_at_once import erasure_of

    raw = None
    if parts is not None:
        from functions.compose.erasing_at_once import deployed_raw_mail, unreachable

        settings = parts.settings
        if dynamodb_table(settings.store) is not None and not settings.inbound_bucket:
            print(f"pbm: the deployment's settings name no raw-mail bucket, so the raw mail of "
                  f"{normal_address(email)} would stay in S3: update the stack (`sam deploy`; "
                  f"its SSM parameter {DEPLOYMENT_PARAMETER.format(table=dynamodb_table(settings.store))} "
                  "then names it) or set PBM_INBOUND_BUCKET to its InboundBucketName. "
                  "Nothing was erased.", file=sys.stderr)
            return 1
        raw = deployed_raw_mail(parts)
        why = None if raw is None else unreachable(raw)
        if raw is not None and why is not None:
            print(f"pbm: cannot search the raw mail in s3://{raw.bucket}/{raw.prefix} ({why}): "
                  "run the command with credentials that may list, read and delete it "
                  "(docs/deploy.md). Nothing was erased.", file=sys.stderr)
            return 1
        signin.end_sessions(service.store, parts.secret, email)  # see web/person.py
    erased = service.erase_person(email, erasure_of(service.store,
                                                    None if parts is None else parts.clock))
    done = (f"{normal_address(email)}: erased from {len(erased)} games"
            + (f" ({', '.join(erased)})" if erased else ""))
    if raw is None:
        print(done)
        return 0
    from functions.compose.raw_mail_search import Tally

    tally = Tally()
    try:
        raw.forget(email, tally)
    except Exception as exc:  # noqa: BLE001 - the tables are erased; the operator must know
        print(done)
        print(f"pbm: raw mails: the search failed after deleting {tally.deleted} "
              f"({type(exc).__name__}: {exc}); the rest may still be in "
              f"s3://{raw.bucket}/{raw.prefix}: run the command again", file=sys.stderr)
        return 1
    print(f"{done}; raw mails: {raw_mail_done(tally)}")
    return 0


def raw_mail_done(tally: Any) -> str:
    """What an erasure's search of the raw mail did, in words an operator reads once (a
    `compose.raw_mail_search.Tally`): the mails found through the index by address, and the
    mails received before the index was complete, which are read one by one to be searched."""
    found = f"{tally.deleted} deleted ({tally.filed} found through the index by address"
    if not tally.read:
        return found + ")"
    one = tally.read == 1
    return (f"{found}; {tally.read} {'mail' if one else 'mails'} received before the index "
            f"was complete read one by one, as it cannot name {'it' if one else 'them'})")


def _dashboard(args: argparse.Namespace) -> int:
    """Print the signed link to the organizer's dashboard of all their games."""
    _, email = parse_address(args.email)
    settings = _settings(args)
    base = args.base_url or settings.base_url or recorded_base_url(settings.home) or LOCAL_WEB
    print(links.absolute(base, links.organizer_path(load_secret(settings), email)))
    return 0


def _settings(args: argparse.Namespace) -> Settings:
    """The settings of the environment with the command line's --store and --smtp-relay; on
    a deployed table, with the deployment's settings where the environment sets none."""
    settings = Settings.from_env(store=args.store, smtp_relay=getattr(args, "smtp_relay", None))
    table = dynamodb_table(settings.store)
    if table is None:
        return settings
    return Settings.from_env(None, store=args.store, smtp_relay=getattr(args, "smtp_relay", None),
                             **deployment_settings(table))


def _mail_in(parts: compose.Parts) -> int:
    raw, size = read_bounded(sys.stdin.buffer, parts.settings.max_mail_bytes)
    try:
        outcome = incoming.handle(raw, service=parts.service, secret=parts.secret,
                                  settings=parts.settings, receipt=incoming.Receipt(size=size))
    except incoming.UnreadableMail as exc:
        raise UsageError(str(exc)) from None
    print(outcome)
    if outcome.game_id:
        # a mail that ended its game: what the sweep does after the end, now, and outside the
        # mail's handling (whose writes hold their notifications to fold them into its answers)
        try:
            parts.service.settle(outcome.game_id)
        except (StoreError, ServiceError) as exc:  # the mail's outcome stands; the sweep retries
            print(f"pbm: after the end of game {outcome.game_id}: {exc}", file=sys.stderr)
    return 0


def read_bounded(stream: BinaryIO, limit: int) -> tuple[bytes, int]:
    """(the bytes, the size) of a stream holding up to `limit` bytes, else (its head, the
    size): what is over the limit is read away (the MTA piping it in wants it all taken) but
    not kept."""
    raw = stream.read(limit + 1)
    if len(raw) <= limit:
        return raw, len(raw)
    size = len(raw)
    while chunk := stream.read(1 << 16):
        size += len(chunk)
    return limits.head(raw), size


def _deliver(parts: compose.Parts) -> None:
    """Send what the command put in the outbox (a failed mail stays pending for the next run);
    on a deployed table, nothing: its notifier sends from the table's stream."""
    if dynamodb_table(parts.settings.store) is not None:
        return
    outbox: Outbox = parts.store
    if not outbox.pending_notifications(limit=1):
        return
    from functions.compose.mail import postman

    postman(parts).deliver_pending(budget=DELIVERY_BUDGET)


def _new(service: GameService, args: argparse.Namespace) -> int:
    options = _pairs(args.option, "--option KEY=VALUE")
    lang = args.lang or options.get("lang", "cs")
    if lang not in LANGS:
        raise UsageError(f"language {lang!r} is not one of {', '.join(LANGS)}")
    if args.lang:  # the table's language too: the organizer's mails and the game's own texts
        # speak it (an Oh Hell set up with --lang cs greeted its organizer in English)
        options.setdefault("lang", args.lang)
    players = [_player(p, lang) for p in args.player]
    players += [PlayerSpec("", "", lang=lang, bot=level.strip().lower()) for level in args.bot]
    if not players:
        raise UsageError("new: give the seats with --player (and --bot)")
    if not args.organizer and not args.player:
        raise UsageError("new: a game of bots only needs --organizer EMAIL")
    organizer = parse_address(args.organizer)[1] if args.organizer else players[0].email
    if args.register:  # before the set-up mail, which speaks it
        people: People = service.store
        people.set_register(organizer, args.register, iso(service.clock.now()))
    # the organizer as given, with their name ("Eva Dvořáková <eva@…>"): it greets them
    game = service.create(args.game, players, args.organizer or organizer, options=options,
                          title=args.title, public=args.public, start=args.start)
    print(game.id)
    _warn_unmailed(service, game.seats)
    return 0


# why an address takes no mail, as the organizer reads it on the CLI (people.unmailed)
_UNMAILED = {"bounce": "bounced", "complaint": "was marked as spam by its reader",
             "refused": "was refused by the receiving server"}


def _warn_unmailed(service: GameService, seats: Sequence[Seat]) -> None:
    """Tell the organizer (on stderr) which of `seats` no mail reaches, and what to do."""
    from functions.service.people.unmailed import unmailed

    for who in unmailed(service.store, seats):
        print(f"warning: nothing is mailed to {who['name']} <{who['email']}>: mail to it "
              f"{_UNMAILED[who['why']]} in an earlier game. Ask for another address and "
              f"`pbm replace GAME {who['email']} \"NAME <NEW-EMAIL>\"`, or, once the mailbox "
              f"works again, `pbm undeliverable clear {who['email']}`.", file=sys.stderr)


def _player(text: str, lang: str) -> PlayerSpec:
    """A --player seat: 'Ann <ann@example.org>', with ':en' (any language of LANGS) after it
    for a player who reads another language than the game's."""
    head, sep, tail = text.rpartition(":")
    if sep and tail.strip().lower() in LANGS and "@" in head:
        return PlayerSpec(*parse_address(head.strip()), lang=tail.strip().lower())
    return PlayerSpec(*parse_address(text), lang=lang)


def _games(service: GameService, as_json: bool) -> int:
    games = service.games()
    if as_json:
        _print([summary_json(g) for g in games], True)
        return 0
    for game in games:
        waiting = ", ".join(waiting_emails(game))
        turn = f"  waiting for {waiting} since {game.waiting_since}" if waiting else ""
        print(f"{game.id}  {game.rules:<12} {game.status:<9} {game.title}{turn}")
    return 0


def _move(service: GameService, game_id: str, email: str, text: str) -> int:
    commands = parse_commands(text)
    if len(commands) == 1 and commands[0].kind is CommandKind.STANDING:
        # what a reply can say, the command line can: a standing order ("AUTO BUY ALWAYS")
        seat = service.set_standing_order(game_id, email, commands[0].argument)
        orders = service.rules_for(service.record(game_id).rules).standing_orders_text(
            seat.orders, "en")
        print(f"standing orders: {'; '.join(orders) or 'none'} (game {game_id})")
        return 0
    # an answer to an offer ("odmítám 1, dám ti za ni 2500") is two moves, each read back
    for done in submit_said(service, game_id, email, text, source="cli"):
        game = done.game
        print(f"accepted: {done.readback} (game {game.id}, version {game.version})")
        if len(done.entries) > 1:  # what the others played after it, as the mover may read it
            hidden = {entry.seq: words for entry, words in
                      told(service.view(game_id), done.entries[0].player) if words}
            for entry in done.entries[1:]:
                print(f"  then {entry.player}: {hidden.get(entry.seq, entry.text)}")
    waiting = ", ".join(waiting_emails(game))
    if waiting:
        print(f"now waiting for {waiting}")
    elif game.status == GameStatus.FINISHED:
        print("the game is over; `pbm show` has the result")
    return 0


def _head(text: str) -> tuple[int, str]:
    """`MOVES:HASH` (or the X-PBM-Chain header's `GAME MOVES HASH`) as (moves, hash)."""
    parts = text.replace(":", " ").split()
    if len(parts) >= 2 and re.fullmatch("[0-9a-fA-F]{64}", parts[-1]):
        if parts[-2].lower() == "end":
            return chain.END, parts[-1]
        moves = numbers.whole(parts[-2], digits=chain.MAX_DIGITS)
        if moves is not None:
            return moves, parts[-1]
    raise UsageError(f"--head {text[:80]!r}: write MOVES:HASH, e.g. 12:3f2a... (64 hex "
                     "digits), or end:HASH from an X-PBM-Chain-End header")


def _seal_key_here() -> bytes | None:
    """The service's seal key when this machine holds its secret (PBM_SECRET, or the secret
    file in $PBM_HOME), else None: a player's `pbm verify` checks everything but the seal. The
    secret file is never made here."""
    try:
        settings = Settings.from_env()
    except ConfigError:
        return None
    if settings.secret:
        return chain.seal_key(settings.secret.encode("utf-8"))
    path = settings.home / "secret"
    try:
        return chain.seal_key(path.read_text(encoding="utf-8").strip().encode("utf-8"))
    except (OSError, UnicodeDecodeError):
        return None


def _verify(path: str, heads: Sequence[tuple[int, str]] = ()) -> int:
    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror}") from None
    try:
        document = chain.read_export(text)
    except chain.MalformedExport as exc:
        raise UsageError(f"{path}: {exc}") from None
    except json.JSONDecodeError as exc:
        raise UsageError(f"{path} is not JSON: {exc}") from None
    except RecursionError:
        raise UsageError(f"{path} is not a pbm export: nested too deeply") from None
    except ValueError:  # a number past the interpreter's limit on digits
        raise UsageError(f"{path} is not a pbm export: it holds a number too long to "
                         "read") from None
    try:
        verdict = chain.verify(document, rules.get, _seal_key_here(), heads)
    except chain.MalformedExport as exc:
        raise UsageError(f"{path}: {exc}") from None
    except (RecursionError, LookupError, TypeError, ValueError, AttributeError) as exc:
        # a shape check_shape does not know yet: still one line, never a traceback
        raise UsageError(f"{path} is not a pbm export that can be read "
                         f"({type(exc).__name__})") from None
    print(verdict.summary, file=sys.stdout if verdict.ok else sys.stderr)
    return 0 if verdict.ok else 1


def _print(data: Any, as_json: bool) -> None:
    if as_json:
        json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(data)


if __name__ == "__main__":
    raise SystemExit(main())
