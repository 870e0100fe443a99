"""Members of the round-13 classes (issue 42), played by mail in every game, for
tests/test_mail_one_step.py and its held-out twin:

- one step of the clock, one mail: a read-back whose wait runs out as the next player's deadline
  passes reaches its reader in the turn mail that deadline brings, and no mail names a deadline
  already past (`pbm serve` does what is due before it delivers);
- a reply to an older mail: its answer's subject says that this reply played nothing, quoting
  it, and never reads as "move accepted";
- news first: a mail whose subject names news (a resignation, a removal, a pause) tells it
  before the older news it carries;
- the start mail tells what the dice did to its reader before it went."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import timedelta
from email.message import EmailMessage

from mail_pace_table import TIMING, PaceTable, pace_table, text_of

from bench.mail_games import ORGANIZER, SECRET, SETTINGS, _reply, _to, first_option
from functions.local.serve import due_then_mail
from functions.mailroom import incoming
from functions.service import PlayerSpec

NAMES = {"cs": ["Bedřich Svoboda", "Cyril Novák", "Zuzana Malá", "Petr Dvořák"],
         "en": ["Ann Lee", "Bob Day", "Cid Roe", "Dan Poe"]}
MINUTE = timedelta(minutes=1)
DEADLINE = timedelta(hours=72)  # mail_pace_table.TIMING


def people(lang: str, humans: int, bots: int = 0, bots_first: bool = False) -> list[PlayerSpec]:
    """`humans` players of `lang` at p0@…, p1@…, and `bots` bots."""
    made = [PlayerSpec(name, f"p{i}@example.org", lang)
            for i, name in enumerate(NAMES[lang][:humans])]
    robots = [PlayerSpec("", "", lang, bot="greedy") for _ in range(bots)]
    return [*robots, *made] if bots_first else [*made, *robots]


def answer(table: PaceTable, mail: EmailMessage, body: str) -> dict[str, list[EmailMessage]]:
    """The mail's reader answers `mail` (maybe an older one) with `body`; what each received."""
    table.replies += 1
    since = len(table.outbox.sent)
    incoming.handle(_reply(mail, body, table.replies), service=table.service, secret=SECRET,
                    settings=SETTINGS)
    table.clock.moment += table.pace
    table.postman.deliver_pending()
    got: dict[str, list[EmailMessage]] = {}
    for sent in table.outbox.sent[since:]:
        got.setdefault(_to(sent), []).append(sent)
    return got


# ---- one step of the clock, one mail --------------------------------------------------------

@dataclass(frozen=True)
class Step:
    """A game where the first player waited for moves by mail and the others miss their turn."""

    game: str
    lang: str
    humans: int
    bots: int = 0
    options: tuple = ()
    asks: str = ""  # what the mover writes as the clock passes the deadline (talk, MY GAMES)


def one_step(member: Step) -> str | None:
    """Plays the member: the mover answers by the menu, the clock jumps past the next
    deadline, `pbm serve`'s beat runs; what is wrong (None: kept)."""
    with pace_table(member.game, people(member.lang, member.humans, member.bots), MINUTE,
                    lang=member.lang, **dict(member.options)) as table:
        mover = table.waited()[0]
        for _ in range(12):  # until the game waits for another player (dice may skip them)
            view = table.view()
            table.reply(mover, first_option(view, view.game.seat_of(mover)))
            if mover not in table.waited():
                break
        assert table.waited() and mover not in table.waited(), "no member: the mover plays on"
        since = len(table.outbox.sent)
        table.clock.moment += DEADLINE + timedelta(hours=1)
        if member.asks:
            table.replies += 1
            incoming.handle(_reply(table.newest(mover), member.asks, table.replies),
                            service=table.service, secret=SECRET, settings=SETTINGS)
        due_then_mail(table.service, table.postman)
        mine = [m for m in table.outbox.sent[since:] if _to(m) == mover]
        if len(mine) > 1:
            return f"{len(mine)} mails to the mover: {[str(m['Subject']) for m in mine]}"
        record = table.view().game
        gone = [name for s in record.seats if s.email != mover and s.email
                and not record.waits_for(s.seat) for name in s.shown_names]
        for mail in table.outbox.sent[since:]:
            for line in text_of(mail).splitlines():
                if re.search(r"is to move now|Na tahu je teď|: na tahu je|: \w.* to move$",
                             line) and any(
                        name in line for name in gone):
                    return f"names a turn already over: {line}"
        return None


# ---- a reply to an older mail ---------------------------------------------------------------

@dataclass(frozen=True)
class Stale:
    """The mover answers their turn mail (`first`), then the same mail again (`then`), `pause`
    later: a read-back that waited for company rides in the answer, or went alone before."""

    game: str
    lang: str
    first: str | None
    then: str
    pause: timedelta = MINUTE
    options: tuple = ()


ACCEPTED = ("Move accepted", "Tah přijat")
NOT_PLAYED = {"en": "Not played: “{said}”", "cs": "Nezahráno: „{said}“"}


def stale_subject(member: Stale) -> str | None:
    """Plays the member; what is wrong with the subject of the answer to the later reply."""
    with pace_table(member.game, people(member.lang, 3), member.pause, lang=member.lang,
                    **dict(member.options)) as table:
        mover = table.waited()[0]
        turn = table.newest(mover)
        view = table.view()
        answer(table, turn, member.first or first_option(view, view.game.seat_of(mover)))
        got = answer(table, turn, member.then).get(mover, [])
        if len(got) != 1:
            return f"{len(got)} mails to the mover"
        subject = str(got[0]["Subject"])
        if subject.startswith(ACCEPTED):
            return f"reads as accepted: {subject}"
        # the reply quoted: as written, or the move as read in it ("bid 7" of "I bid 7, …")
        lead = NOT_PLAYED[member.lang].split("{")[0]
        quoted = re.match(re.escape(lead) + r"(.+?)[“”]", subject)
        if quoted is None or quoted.group(1).casefold() not in member.then.casefold():
            return f"does not say this reply was not played: {subject}"
        return None


# ---- news first -----------------------------------------------------------------------------

@dataclass(frozen=True)
class News:
    """The first player misses a turn (the bot plays, its mail waits a day to ride in the next
    one), then `act` happens to the game; the first player's mail must open with it."""

    game: str
    lang: str
    act: str  # resign | remove | pause


OPENING = {"resign": ("vzdal", "resigned", "resigns"), "remove": ("vyřadil", "removed"),
           "pause": ("pozastav", "paused")}


def news_first(member: News) -> str | None:
    """Plays the member; what is wrong with the first player's next mail (None: kept)."""
    with pace_table(member.game, people(member.lang, 3), MINUTE, lang=member.lang) as table:
        first = table.waited()[0]
        table.clock.moment += DEADLINE + timedelta(hours=1)
        table.service.tick()
        table.postman.deliver_pending()
        since = len(table.outbox.sent)
        other = next(s.email for s in table.view().game.seats if s.email not in (first, ""))
        if member.act == "resign":
            table.service.resign(table.game.id, other)
        elif member.act == "remove":
            table.service.remove(table.game.id, other)
        else:
            table.service.pause(table.game.id)
        table.postman.deliver_pending()
        mine = [m for m in table.outbox.sent[since:] if _to(m) == first]
        if len(mine) != 1:
            return f"{len(mine)} mails to the first player"
        paragraphs = [p for p in text_of(mine[0]).split("\n\n")[1:] if p.strip()]
        if not paragraphs or not any(word in paragraphs[0].lower()
                                     for word in OPENING[member.act]):
            return f"opens with: {paragraphs[0][:120] if paragraphs else ''!r}"
        return None


# ---- the start mail -------------------------------------------------------------------------

@dataclass(frozen=True)
class Start:
    """A WesternPoly game of bots and people, `games` of them in one store (seeds differ)."""

    lang: str
    humans: int
    bots: int
    games: int = 6


OWN = {"cs": ("Házíš", "Hodil"), "en": ("You threw", "You rolled")}


def start_mails(member: Start) -> tuple[int, int]:
    """(readers whose first mail came after their own dice were thrown, of them those whose
    first mail tells it), over `games` games of one store (each of its own seed)."""
    told = asked = 0
    players = people(member.lang, member.humans, member.bots, True)
    with pace_table("westernpoly", players, lang=member.lang) as table:
        games = [table.game.id]
        for _ in range(member.games - 1):
            games.append(table.service.create("westernpoly", players, ORGANIZER, options={
                **TIMING, "lang": member.lang}, start=True).id)
            table.postman.deliver_pending()
        for game_id in games:
            view = table.service.view(game_id)
            for seat in view.game.seats:
                if not seat.email or not any(e.player == seat.player for e in view.log):
                    continue
                asked += 1
                first = [m for m in table.outbox.sent if _to(m) == seat.email
                         and str(m["Message-ID"]).startswith(f"<{game_id}.")][0]
                told += any(word in text_of(first) for word in OWN[member.lang])
    return asked, told
