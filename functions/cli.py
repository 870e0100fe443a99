"""`pbm`: run and inspect games from the command line (the organizer's and the tests' tool).

Exit codes: 0 done, 1 refused by the game or a failed verification, 2 bad arguments (nothing is
written then) or an export that is not one (`pbm verify` of malformed JSON). The store is `--store sqlite:PATH | dynamodb:TABLE`, else `$PBM_STORE`, else the
SQLite file `$PBM_HOME/pbm.sqlite3` (`$PBM_HOME` defaults to `./var`).

Before it exits, every command delivers the pending mail: into the Maildir `$PBM_HOME/outbox`,
or through `--smtp-relay HOST[:PORT]` (else `$PBM_SMTP_RELAY`). `pbm mail-in` reads one raw
mail on standard input and processes it like an inbound SES mail (exit 0 for any handled mail,
refused moves included; 2 when the input is not a mail). `pbm dashboard EMAIL` prints the
organizer's signed link to the dashboard of all their games.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, BinaryIO

import rules
from functions.mail import limits
from functions.mailroom import incoming
from functions.mailroom.settings import (
    ConfigError,
    MailSettings,
    load_secret,
    parse_relay,
    settings_from_env,
)
from functions.service import ErrorCode, GameService, PlayerSpec, ServiceError, chain
from functions.service.model import LANGS, parse_address
from functions.service.store import GameStore
from functions.service.stores import StoreSpecError, open_store
from functions.service.system import SystemClock, SystemSecrets
from functions.service.views import game_json, game_text, summary_json, to_move_email

LOCAL_WEB = "http://127.0.0.1:8000"  # where `pbm serve` listens by default


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
    new.add_argument("--player", action="append", required=True, metavar='"NAME <EMAIL>"',
                     help="a seat, in seating order (repeat for each player)")
    new.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help="a game option, or seating=given|drawn, deadline_hours=N, "
                          "reminder_hours=N[,N...], missed_turn=wait|autoplay|remove")
    new.add_argument("--title", default="")
    new.add_argument("--public", action="store_true", help="spectators may watch")
    new.add_argument("--start", action="store_true", help="start at once, without confirmations")
    new.add_argument("--organizer", metavar="EMAIL", help="default: the first player")
    new.add_argument("--lang", choices=LANGS, help="the players' language (default: the game's)")

    games = commands.add_parser("games", help="list the games")
    games.add_argument("--json", action="store_true")

    show = commands.add_parser("show", help="a game's board, players and history")
    show.add_argument("id")
    show.add_argument("--json", action="store_true")

    move = commands.add_parser("move", help="submit a move as that player")
    move.add_argument("id")
    move.add_argument("email")
    move.add_argument("text", nargs="+")

    export = commands.add_parser("export", help="print a game's export (JSON)")
    export.add_argument("id")

    verify = commands.add_parser("verify", help="check an export: chain, dice and replay")
    verify.add_argument("file", help="the export file, or - for standard input")

    for name, text in (("pause", "pause a running game"), ("resume", "resume a paused game"),
                       ("cancel", "cancel a game (reveals the seed)"),
                       ("start", "start a waiting game now")):
        commands.add_parser(name, help=text).add_argument("id")
    for name, text in (("join", "confirm a seat"), ("decline", "decline a seat"),
                       ("resign", "the player gives up"),
                       ("remove", "the organizer takes a player out (they resign)")):
        sub = commands.add_parser(name, help=text)
        sub.add_argument("id")
        sub.add_argument("email")

    prefs = commands.add_parser("prefs", help="a player's mail preferences")
    prefs.add_argument("id")
    prefs.add_argument("email")
    prefs.add_argument("--every-move", choices=("on", "off"), required=True,
                       help="mail them every accepted move (default off: their turns and what "
                            "concerns them)")

    commands.add_parser("mail-in", help="process one raw e-mail read from standard input")

    dashboard = commands.add_parser("dashboard", help="print an organizer's dashboard link")
    dashboard.add_argument("email", help="the organizer's e-mail address")
    dashboard.add_argument("--base-url", metavar="URL",
                           help=f"the web address (default: $PBM_BASE_URL, else {LOCAL_WEB})")

    swap = commands.add_parser("replace", help="put another person on a seat")
    swap.add_argument("id")
    swap.add_argument("old_email")
    swap.add_argument("new_player", metavar='"NAME <NEW-EMAIL>"')

    serve = commands.add_parser("serve", help="run the whole service on this machine")
    serve.add_argument("--http", default="127.0.0.1:8000", metavar="HOST:PORT",
                       help="the web pages (default 127.0.0.1:8000; port 0: any free port)")
    serve.add_argument("--smtp", default="127.0.0.1:2525", metavar="HOST:PORT",
                       help="the SMTP server for replies (default 127.0.0.1:2525)")
    serve.add_argument("--demo", action="store_true", help="create a demo 1926 game if none runs")
    serve.add_argument("--imap", metavar="URL",
                       help="poll imaps://USER:PASS@HOST/MAILBOX for replies (default: $PBM_IMAP, "
                            "which keeps the password out of the process list)")
    return parser


def _subparser(parent: argparse.ArgumentParser) -> type[argparse.ArgumentParser]:
    class Subcommand(argparse.ArgumentParser):
        def __init__(self, **kwargs: Any):
            super().__init__(parents=[parent], **kwargs)

    return Subcommand


def main(argv: Sequence[str] | None = None) -> int:
    """Run one `pbm` command; returns the exit code."""
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:  # argparse has printed the usage error (2) or the help (0)
        return int(exc.code or 0)
    try:
        if args.command == "verify":
            return _verify(args.file)
        if args.command == "dashboard":
            return _dashboard(args)
        if args.command == "serve":
            from functions.local import serve  # the web and mail stacks load only for serve

            return serve.main(args)
        settings = _mail_settings(args)
        store = open_store(args.store or settings.store, settings.home)
        try:
            service = GameService(store, SystemClock(), SystemSecrets())
            if args.command == "mail-in":
                return _mail_in(service, settings)
            return _run(service, args)
        finally:
            _deliver(store, settings)  # the single delivery hook, refused commands included
            close = getattr(store, "close", None)
            if close:
                close()
    except (UsageError, StoreSpecError) as exc:
        print(f"pbm: {exc}", file=sys.stderr)
        return 2
    except ServiceError as exc:
        print(f"pbm: {exc.message}", file=sys.stderr)
        return 2 if exc.code == ErrorCode.INVALID_REQUEST else 1


def _run(service: GameService, args: argparse.Namespace) -> int:
    command = args.command
    if command == "new":
        return _new(service, args)
    if command == "games":
        return _games(service, args.json)
    if command == "show":
        view = service.view(args.id)
        _print(game_json(view) if args.json else game_text(view), args.json)
        return 0
    if command == "move":
        return _move(service, args.id, args.email, " ".join(args.text))
    if command == "export":
        _print(service.export(args.id), True)
        return 0
    if command == "prefs":
        game = service.set_every_move(args.id, args.email, args.every_move == "on")
        seat = game.seat_of(args.email)
        print(f"game {game.id}: every move {'on' if seat and seat.every_move else 'off'} for "
              f"{args.email}")
        return 0
    if command == "replace":
        name, email = parse_address(args.new_player)
        game = service.replace_player(args.id, args.old_email, name, email)
    else:
        action = {"pause": service.pause, "resume": service.resume, "cancel": service.cancel,
                  "start": service.start, "join": service.join, "decline": service.decline,
                  "resign": service.resign, "remove": service.remove}[command]
        game = action(args.id, args.email) if hasattr(args, "email") else action(args.id)
    print(f"game {game.id}: {game.status}, version {game.version}")
    return 0


def _dashboard(args: argparse.Namespace) -> int:
    """Print the signed link to the organizer's dashboard of all their games."""
    from functions.web import links  # the web stack loads only for the commands that need it

    _, email = parse_address(args.email)
    settings = _mail_settings(args)
    base = args.base_url or settings.base_url or LOCAL_WEB
    print(links.absolute(base, links.organizer_path(load_secret(settings), email)))
    return 0


def _mail_settings(args: argparse.Namespace) -> MailSettings:
    try:
        settings = settings_from_env()
    except ConfigError as exc:
        raise UsageError(str(exc)) from None
    relay = getattr(args, "smtp_relay", None)
    settings = replace(settings, smtp_relay=relay) if relay else settings
    if settings.smtp_relay:
        try:
            parse_relay(settings.smtp_relay)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    return settings


def _mail_in(service: GameService, settings: MailSettings) -> int:
    raw, size = read_bounded(sys.stdin.buffer, settings.max_mail_bytes)
    try:
        outcome = incoming.handle(raw, service=service, secret=load_secret(settings),
                                  settings=settings, receipt=incoming.Receipt(size=size))
    except incoming.UnreadableMail as exc:
        raise UsageError(str(exc)) from None
    print(outcome)
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


def _deliver(store: GameStore, settings: MailSettings) -> None:
    """Send what the command put in the outbox (a failed mail stays pending for the next run)."""
    if not store.pending_notifications(limit=1):
        return
    from functions.mailroom.delivery import Postman, transport_for

    postman = Postman(store, transport_for(settings), settings, load_secret(settings),
                      SystemClock())
    postman.deliver_pending()


def _new(service: GameService, args: argparse.Namespace) -> int:
    options: dict[str, str] = {}
    for item in args.option:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise UsageError(f"--option takes KEY=VALUE, not {item!r}")
        options[key.strip()] = value.strip()
    lang = args.lang or options.get("lang", "cs")
    if lang not in LANGS:
        raise UsageError(f"language {lang!r} is not one of {', '.join(LANGS)}")
    players = [PlayerSpec(*parse_address(p), lang=lang) for p in args.player]
    organizer = parse_address(args.organizer)[1] if args.organizer else players[0].email
    game = service.create(args.game, players, organizer, options=options, title=args.title,
                          public=args.public, start=args.start)
    print(game.id)
    return 0


def _games(service: GameService, as_json: bool) -> int:
    games = service.games()
    if as_json:
        _print([summary_json(g) for g in games], True)
        return 0
    for game in games:
        waiting = to_move_email(game)
        turn = f"  waiting for {waiting} since {game.waiting_since}" if waiting else ""
        print(f"{game.id}  {game.rules:<12} {game.status:<9} {game.title}{turn}")
    return 0


def _move(service: GameService, game_id: str, email: str, text: str) -> int:
    done = service.submit(game_id, email, text, source="cli")
    game = done.game
    print(f"accepted: {done.readback} (game {game.id}, version {game.version})")
    for entry in done.entries[1:]:
        print(f"  then {entry.player}: {entry.text}")
    waiting = to_move_email(game)
    if waiting:
        print(f"now waiting for {waiting}")
    elif game.status == "finished":
        print("the game is over; `pbm show` has the result")
    return 0


def _verify(path: str) -> int:
    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror}") from None
    try:
        verdict = chain.verify(json.loads(text), rules.get)
    except json.JSONDecodeError as exc:
        raise UsageError(f"{path} is not JSON: {exc}") from None
    except RecursionError:
        raise UsageError(f"{path} is not a pbm export: nested too deeply") from None
    except chain.MalformedExport as exc:
        raise UsageError(f"{path}: {exc}") from None
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
