"""The classes of issue 41 measured: per class, the share of members a live game reads exactly
(as it reads a mail holding only the move), for the half the tests play
(tests/mail/reading_classes.py) and for the half kept aside (bench/reply_classes_held_out.py).
Chatter is played in every game (1926, WesternPoly, Goofspiel), each sentence in its own game.
Then the cost of reading lines for the command in them, in each game's words (1926,
WesternPoly, Goofspiel, Oh Hell): the largest corpus mail's reply, a reply of 2,000 lines of
chatter as the mail handler reads it (a bounded number of lines), as many lines of talk each
new to the reader (no line's words remembered from another), and every line of the chatter
at two sizes (linear: a ratio near 4); in CPU milliseconds, as an idle machine takes them.

    python -m bench.bench_reply_classes
"""

from __future__ import annotations

import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import rules
from bench import Row
from bench.reply_classes_held_out import HELD_OUT
from functions.mail.commands import parse_commands
from functions.mail.inbound import parse_mail
from functions.mail.reply_text import reply_text
from functions.mailroom.incoming import READ_LINES
from functions.mailroom.reading import read_line
from rules import Lexicon
from tests.mail.reading_classes import CLASSES, TRAINING, Answer, members_games, play, read_exactly

TARGET = 95.0  # % of the held-out members read exactly (issue 41: below 95% is a failure)
LARGEST_MS = 50.0
CORPUS = Path(__file__).parent.parent / "tests" / "mail"


def run() -> list[Row]:
    """The rows of `make bench`: per class, the tests' half and the held-out half."""
    rows = []
    with tempfile.TemporaryDirectory() as directory:
        root = Path(directory)
        counter = iter(range(1_000_000))

        @cache
        def control(game: str, lang: str, body: str, position: str) -> Answer:
            folder = root / f"control-{next(counter)}"
            folder.mkdir()
            return play(folder, game, lang, body, position)

        scores: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
        failures = []
        for half, members in (("tests", TRAINING), ("held out", HELD_OUT)):
            for index, member in enumerate(members):
                for game in members_games(member, index, every_game=True):
                    folder = root / f"member-{next(counter)}"
                    folder.mkdir()
                    differs = read_exactly(folder, member, game, control)
                    score = scores[(member.cls, half)]
                    score[0] += not differs
                    score[1] += 1
                    if differs:
                        failures.append(f"{half}: {member.cls} {game}: {member!r}: {differs}")
        for cls in CLASSES:
            for half in ("tests", "held out"):
                read, total = scores[(cls, half)]
                if not total:  # the fifth round's held-out third is kept outside the project
                    continue
                share = 100 * read / total
                target = f">= {TARGET:g}%" if half == "held out" else ""
                rows.append(Row(f"reply classes: {cls}, {half} ({read}/{total})", share, "%",
                                target, share >= TARGET if target else None))
        for failure in failures:
            print("not read exactly:", failure)
    rows += _cost()
    return rows


GAMES = ("1926", "westernpoly", "goofspiel", "ohhell")  # each game's own words and parser
CHATTER = "Snad mi to vyjde, uvidíme, držte mi palce, a pak se uvidí!\n"
# Sentences of talk, paired into lines no reader has seen before (their caches of a line's
# words and the game's readings of it help only within the line, as in a real mail)
SENTENCES = """Zdravím z Brna, tady pořád prší a nic se neděje.
Omlouvám se za zpoždění, děti byly nemocné a nestíhal jsem nic.
Venku je krásně, asi půjdu večer na procházku kolem řeky.
Diky za trpelivost, posledni dobou toho mam v praci strasne moc.
Příště si dám větší pozor, tohle mě docela mrzí.
Nechci nic slibovat, ale tentokrát by to mohlo vyjít lépe.
Sorry for the delay, work has been absolutely crazy this week.
Píšu z mobilu ve vlaku, tak promiňte případné překlepy.
Ten včerejší zápas byl úplně šílený, viděli jste to někdo?
Honestly I have no idea what I am doing but it is fun anyway.
Můj pes dneska sežral půlku snídaně, takže mám hlad.
Zítra odjíždím na hory, tak se ozvu až v neděli večer.
Jsem zvědavá, jak se s tím ostatní poperou.
Uff, to byl ale týden, konečně mám chvilku na hraní.
Klidně počkám, nikam nespěchám, hra mi neuteče.
Mejte se hezky a at vam to stesti preje.
Greetings from the mountains, the weather is lovely.
Zase jsem zaspal, ale kafe to jistí a jedeme dál.
Kdo by to byl řekl, že to bude takhle vyrovnané.
Hlavně ať se všichni bavíme, o výhru tu zas tolik nejde.
Pozdravujte doma a nenechte se rozhodit.
Thanks for organising this, it has been a great distraction.
Nějak se mi to začíná líbit, i když mi to zatím nejde.
Minulé kolo mě fakt naštvalo, ale nevadí, hraje se dál.""".splitlines()


def _cost() -> list[Row]:
    """What reading lines for the command in them costs a mail, in each game's words."""
    path = max(CORPUS.glob("*.eml"), key=lambda p: len(parse_mail(p.read_bytes()).body))
    body = parse_mail(path.read_bytes()).body
    varied = [f"{first} {second}" for first in SENTENCES for second in SENTENCES
              if first != second]
    rows = []
    for name in GAMES:
        game = rules.get(name)
        state = game.new_game(["Ann", "Bob", "Cid"], {"lang": "cs"})
        lexicon = game.lexicon(state)

        def parse(text: str, game: Any = game, state: Any = state) -> object:
            return game.parse(state, "Ann", text)

        def timed(*texts: str, lines: int | None = None, lexicon: Lexicon | None = lexicon,
                  parse: Callable[[str], object] = parse) -> list[float]:
            """The milliseconds of CPU reading the lines of each text for their commands
            takes, after the reply was cut from its quotes and split into lines
            (bench_replies times those): the process's own time, which the other work of a
            shared machine does not add to; the texts take turns, five times, and the
            fastest of each counts."""
            lists = [parse_commands(reply_text(text))[:lines] for text in texts]
            times: list[list[float]] = [[] for _ in texts]
            for _ in range(5):
                for commands, spent in zip(lists, times, strict=True):
                    started = time.process_time()
                    for command in commands:
                        read_line(command.text, parse, lexicon)
                    spent.append((time.process_time() - started) * 1000)
            return [min(spent) for spent in times]

        [largest] = timed(body)
        [bounded] = timed(CHATTER * 2_000, lines=READ_LINES)
        small, large = timed(CHATTER * 500, CHATTER * 2_000)
        # five runs of 100 lines, each line new: the fastest run counts
        [fresh] = [min(timed("\n".join(varied[run * READ_LINES:(run + 1) * READ_LINES]))[0]
                       for run in range(5))]
        rows += [
            Row(f"reply read for its commands, {name}: largest corpus mail ({len(body):,} "
                "characters)", largest, "ms", f"< {LARGEST_MS:g} ms", largest < LARGEST_MS),
            Row(f"reply read for its commands, {name}: 2,000 lines of chatter as the mail "
                f"handler reads it (its first {READ_LINES} lines)", bounded, "ms",
                f"< {LARGEST_MS:g} ms", bounded < LARGEST_MS),
            Row(f"reply read for its commands, {name}: {READ_LINES} lines of chatter, each "
                "new (two sentences of talk)", fresh, "ms"),
            Row(f"reply read for its commands, {name}: every line of 2,000 lines of chatter",
                large, "ms"),
            Row(f"reply read for its commands, {name}: every line, 2,000 / 500 lines of "
                "chatter", large / small, "ratio", "<= 6 (linear: 4)", large / small <= 6)]
    return rows


if __name__ == "__main__":
    for row in run():
        print(row)
