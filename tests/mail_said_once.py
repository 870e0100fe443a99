"""Whole games by mail whose every mail is read for what it says more than once, miscounts,
cuts or misnames (issue 42, brief once50). Two people play by mail: one answers every turn
mail with the menu's first option, the other stays away (the sweep, then the bot plays for
them) until the first has answered `back_after` times, then comes back by a word (BACK, ZPĚT)
to their newest mail and plays on; bots fill the
other seats. The clock moves past a read-back's wait per reply (each reply finds the mail it
answers) and a day past a deadline.
Used by tests/test_mail_said_once.py and its held-out twin.
"""

from __future__ import annotations

import hashlib
import re
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

from bench.mail_follow import text_of
from bench.mail_games import (
    ORGANIZER,
    SECRET,
    SETTINGS,
    Clock,
    Outbox,
    Secrets,
    _reply,
    _to,
    first_option,
)
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.service import GameService, GameView, PlayerSpec
from functions.service.ledger import chain
from functions.service.records.seats import REMOVED
from functions.storage.sqlite import SqliteStore

TIMING = {"deadline_hours": 24, "missed_turn": "autoplay", "reminder_hours": []}


@dataclass(frozen=True)
class Mail:
    """A mail a player received: to whom, its subject and text, and its game version."""

    to: str
    subject: str
    text: str
    version: int | None


@dataclass
class Played:
    """A whole game by mail: every mail to a player, and the game at its end."""

    view: GameView
    mails: list[Mail]


def play(rules_id: str, players: Sequence[PlayerSpec], options: Mapping[str, Any],
         human: str, away: str, back_after: int, seed: str = "", talk: str = "") -> Played:
    """Play the game to its end (see the module's docstring); `seed` draws another game; the
    one back from the absence adds `talk` (a SAY line) to every other reply."""
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        try:
            return _play(store, rules_id, players, {**TIMING, **options}, human, away,
                         back_after, seed, talk)
        finally:
            store.close()


def _play(store: SqliteStore, rules_id: str, players: Sequence[PlayerSpec],
          options: Mapping[str, Any], human: str, away: str, back_after: int, seed: str,
          talk: str) -> Played:
    clock, outbox = Clock(), Outbox()
    service = GameService(store, clock, _Seeded(seed), key=chain.seal_key(SECRET))
    postman = Postman(store, outbox, SETTINGS, SECRET, clock)
    game_id = service.create(rules_id, players, ORGANIZER, options=options, start=True).id
    answered, back = 0, False
    postman.deliver_pending()
    for number in range(3000):
        view = service.view(game_id)
        if view.game.status != "running":
            break
        seat = view.game.seat(view.game.to_move)
        if seat.email == human and answered >= back_after and not back:
            # back from the absence, in a word to the newest mail (the bot may play for them)
            back = True
            lang = view.game.seat_of(away).lang
            _answer(outbox, away, "ZPĚT" if lang == "cs" else "BACK", number, service)
        elif seat.email == away and not back or seat.email not in (human, away):
            clock.moment += timedelta(hours=25)
            service.tick()
        else:
            answered += seat.email == human
            words = first_option(view, seat)
            if talk and seat.email == away and number % 2:  # a word to the other, now and then
                words = f"{talk}\n{words}"
            _answer(outbox, seat.email, words, number, service)
        clock.moment += SETTINGS.readback_wait + timedelta(minutes=1)
        postman.deliver_pending()
    else:
        raise RuntimeError("the game did not end")
    clock.moment += timedelta(hours=3)
    service.tick()
    postman.deliver_pending()
    view = service.view(game_id)
    assert view.log  # read while the store is open
    return Played(view, [Mail(_to(m), str(m["Subject"]), text_of(m), _version(m))
                         for m in outbox.sent if _to(m) != ORGANIZER])


class _Seeded(Secrets):
    """Deterministic bytes of their own for each seed (the same game every run)."""

    def __init__(self, seed: str) -> None:
        super().__init__()
        self.seed = seed

    def token_bytes(self, n: int) -> bytes:
        return hashlib.sha256(f"{self.seed}:".encode() + super().token_bytes(n)).digest()[:n]


def _answer(outbox: Outbox, email: str, words: str, number: int, service: GameService) -> None:
    """The person answers their newest mail with `words`."""
    mail = next(m for m in reversed(outbox.sent) if _to(m) == email)
    incoming.handle(_reply(mail, words, number), service=service, secret=SECRET,
                    settings=SETTINGS)


def _version(mail: Any) -> int | None:
    part = str(mail["Message-ID"]).strip("<").split(".")[1]
    return int(part) if part.isdigit() else None


# --- what a mail says ---------------------------------------------------------------------------

# the end of what a mail tells: its signature and the links under it
_SIGNED = re.compile(r"^(?:Tvůj herní server pbm|Váš herní server pbm|Your pbm game master)$",
                     re.M)
EVENT = re.compile(r"^ +- (.*)$")
# a score told per player: "ty 0/0 +10, Bohumil Král 0/0 +10" or "Anna Nováková 10, ty 10"
_SCORES = re.compile(r"(?:[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ][\wáčďéěíňóřšťúůýž]*(?: [A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]"
                     r"[\wáčďéěíňóřšťúůýž]*)*|ty|you) [\d/+–-]+(?:, |\b)")
# whose turn it is, as a mail says it
TURN_SAID = re.compile(r"\bjsi na tahu\b|\bNa tahu je\b|\bNa tahu:|\bit is your (?:turn|move)\b"
                       r"|\bčeká na (?!tv|tebe)|\bwaits for (?!your|you\b)|\bWaiting for:"
                       r"|\bIt is \S+(?: \S+)? (?:turn|move)\b|\bTo move:|\bit's your turn\b"
                       r"|\bnow to move\b|\b(?:[Yy]ou are|are) to move\b", re.IGNORECASE)


def body(mail: Mail) -> str:
    """The mail's text up to its signature."""
    return _SIGNED.split(mail.text, maxsplit=1)[0]


def events(mail: Mail) -> list[str]:
    """The lines of the mail's list of what happened."""
    return [found.group(1) for line in body(mail).splitlines() if (found := EVENT.match(line))]


def score_runs(line: str) -> Iterator[str]:
    """The runs of per-player numbers a line tells (two players or more in a row)."""
    run: list[str] = []
    at = 0
    for found in _SCORES.finditer(line):
        if run and found.start() != at:
            if len(run) >= 2:
                yield "".join(run).rstrip(", ")
            run = []
        run.append(found.group(0))
        at = found.end()
    if len(run) >= 2:
        yield "".join(run).rstrip(", ")


def told_twice(mail: Mail) -> list[str]:
    """The facts a mail tells twice: a line said again, per-player scores its list of what
    happened tells and its board (or the list again) repeats, whose turn it is said again."""
    text = body(mail)
    lines = [line.strip(" -") for line in text.splitlines()]
    listed = events(mail)
    # a line the list tells again outside it (a line the list has twice may be two events
    # alike: the same bid in two hands)
    found = [f"line twice: {line}" for line in set(lines) if len(line) >= 25
             and lines.count(line) - listed.count(line) >= (1 if line in listed else 2)]
    runs = [run for line in text.splitlines() for run in score_runs(line)]
    found += [f"scores twice: {run}" for run in {r for line in listed for r in score_runs(line)}
              if runs.count(run) > 1]
    final = standings(mail)
    found += [f"standings twice: {run}" for run in runs if len(final) >= 2
              and sorted(re.findall(r"-?\d+(?=$|, )", run)) == final]
    turns = TURN_SAID.findall(text)
    if len(turns) > 1:
        found.append(f"whose turn {len(turns)}×: {turns}")
    return found


_STANDINGS = re.compile(r"^(?:Konečné pořadí|Final standings):\n((?:  .*\n)+)", re.M)


def standings(mail: Mail) -> list[str]:
    """The scores of the final standings a game-over mail opens with, sorted."""
    found = _STANDINGS.search(body(mail))
    return sorted(score.group(1) for line in found.group(1).splitlines()
                  if (score := re.search(r": (-?\d+)\b", line))) if found else []


# "1.–1. rozdání", "hands 1–1": a range of one
_RANGE_OF_ONE = re.compile(r"\b(\d+)\.?[–-]\1\b\.?")
# a sentence run on after its full stop ("zahrála srdcovou čtyřku. a hlásila 0.")
_RUN_ON = re.compile(r"\w\. (?:a|and) \w")
# a count of one with a plural ("1 events", "1 turns", "1 dřívějších událostí")
_ONE_PLURAL = re.compile(r"(?<![\d.,#])\b1 (?:[a-z]+s\b(?<!\bis)|dřívějších|dalších|zpráv\b|"
                         r"událostí|tahů|hráčů|kol\b)")


# a list that left out one event to say so in its place ("… and 1 earlier event", "… a ještě 1
# dřívější událost", "… vynechána 1 další událost", "1 other event left out")
_ONE_LEFT_OUT = re.compile(r"^ +… (?:and 1 earlier|a ještě 1 |vynechána 1 |1 other )", re.M)


def miscounted(mail: Mail) -> list[str]:
    """Counts a mail words wrongly: a range of one, a plural for one, a run-on sentence; and
    one event left out of a list for the line that counts it."""
    text = body(mail)
    return [f"{what}: {found.group(0)}" for what, pattern in
            (("range of one", _RANGE_OF_ONE), ("run on", _RUN_ON), ("one plural", _ONE_PLURAL),
             ("one left out", _ONE_LEFT_OUT))
            for found in pattern.finditer(text)]


# a seat marked as resigned, on a board ("Bohumil Král V0 S0 M0 (vzdal)") or in the final
# standings ("3. Bohumil Král: vzdal")
_RESIGNED_MARK = r"(?:\((?:vzdal|vzdala|hra vzdána|resigned)\)|: (?:vzdal|vzdala|hra vzdána|resigned)$)"


def misnamed(mail: Mail, removed: Sequence[str]) -> list[str]:
    """The lines that call a seat the service took out (missed turns, the organizer) resigned:
    its player never resigned."""
    return [line.strip() for line in body(mail).splitlines() for name in removed
            if re.search(rf"{re.escape(name)}[^·\n]*?{_RESIGNED_MARK}", line, re.M)]


def removed_names(played: Played) -> list[str]:
    """The names of the seats the service took out."""
    return [seat.name for seat in played.view.game.seats if seat.status == REMOVED]
