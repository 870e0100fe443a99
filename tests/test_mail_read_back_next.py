"""A read-back mail sent on its own tells what the move led to (issue 42, class "a read-back
worth its mail"): whom the game waits for now, until when, and that the reader's next turn
comes by mail; names in the case the Czech sentence needs, lists with „a“. Played by mail at a
human pace in every game and both languages; per write, what each person receives."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest
from mail_pace_table import kinds, pace_table, text_of

from functions.service import PlayerSpec


@dataclass(frozen=True)
class Member:
    """A game, its language and its players (name -> their accusative, for Czech)."""

    game: str
    lang: str
    people: dict[str, str]
    options: dict = field(default_factory=dict)
    replies: int = 8


def _expected(member: Member, waited: list[str], simultaneous: bool) -> str:
    """The sentence naming whom the game waits for, written out by hand per language."""
    if member.lang == "cs":
        names = [member.people[name] for name in waited] if simultaneous else waited
        joined = ", ".join(names[:-1]) + " a " + names[-1] if len(names) > 1 else names[0]
        return f"Čeká se ještě na {joined}; čas" if simultaneous \
            else f"Na tahu je teď {joined}, čas má do"
    joined = ", ".join(waited[:-1]) + " and " + waited[-1] if len(waited) > 1 else waited[0]
    return f"Waiting for {joined} to move, by" if simultaneous \
        else f"{joined} is to move now, by"


PROMISE = {"cs": "Až budeš zase na tahu, přijde ti e-mail.",
           "en": "You will get a mail when it is your turn again."}


def told_next(member: Member) -> list[str]:
    """Plays the member's game by mail; the ways a write's mails broke the class (none: kept)."""
    names = list(member.people)
    players = [PlayerSpec(name, f"p{i}@example.org", member.lang) for i, name in enumerate(names)]
    wrong: list[str] = []
    alone = 0
    with pace_table(member.game, players, lang=member.lang, **member.options) as table:
        for _ in range(member.replies):
            if table.view().game.status != "running":
                break
            mover = table.waited()[0]
            got = table.reply(mover)
            record = table.view().game
            waited = [record.seat(s) for s in record.waited]
            mine = got.get(mover, [])
            if record.status != "running" or mover in [s.email for s in waited]:
                continue  # the mover's turn or the end: that mail tells what comes next
            if len(mine) != 1 or "move_read_back" not in kinds(mine[0]):
                wrong.append(f"{mover} got {[str(m['Subject']) for m in mine]}")
                continue
            alone += 1
            text = " ".join(text_of(mine[0]).split())
            sentence = _expected(member, [s.name for s in waited], bool(record.waits))
            if sentence not in text or PROMISE[member.lang] not in text:
                wrong.append(f"{mover}: {text[:300]}")
            others = [a for a in got if a != mover and a not in [s.email for s in waited]]
            if others:  # a move tells nobody else anything in a mail of its own
                wrong.append(f"{mover}'s move mailed {others}")
    return wrong if alone else [f"{member}: no read-back went alone"]


CZ = {"Eva Kučerová": "Evu Kučerovou", "Karel Novák": "Karla Nováka",
      "Zuzana Malá": "Zuzanu Malou", "Jiří Sýkora": "Jiřího Sýkoru",
      "Lucie Dvořáková": "Lucii Dvořákovou", "Tom Hall": "Toma Halla",
      "Kim Lee": "hráče Kim Lee"}


def _people(*names: str) -> dict[str, str]:
    return {name: CZ[name] for name in names}


MEMBERS = [
    Member("goofspiel", "cs", _people("Eva Kučerová", "Karel Novák", "Zuzana Malá")),
    Member("goofspiel", "en", _people("Eva Kučerová", "Karel Novák", "Zuzana Malá")),
    Member("goofspiel", "cs", _people("Jiří Sýkora", "Lucie Dvořáková", "Tom Hall",
                                      "Karel Novák")),
    Member("ohhell", "cs", _people("Eva Kučerová", "Karel Novák", "Zuzana Malá"),
           {"hands": "1,2"}),
    Member("ohhell", "en", _people("Jiří Sýkora", "Lucie Dvořáková", "Tom Hall"),
           {"hands": "2,1"}),
    Member("1926", "cs", _people("Eva Kučerová", "Karel Novák", "Zuzana Malá")),
    Member("1926", "en", _people("Jiří Sýkora", "Tom Hall", "Lucie Dvořáková")),
    Member("westernpoly", "cs", _people("Lucie Dvořáková", "Karel Novák", "Eva Kučerová"),
           {"max_rounds": 3}, replies=10),
    Member("westernpoly", "en", _people("Tom Hall", "Zuzana Malá"), {"max_rounds": 3},
           replies=10),
]


@pytest.mark.parametrize("member", MEMBERS, ids=lambda m: f"{m.game}-{m.lang}-{len(m.people)}")
def test_a_read_back_on_its_own_says_whom_the_game_waits_for_and_that_a_mail_will_come(member):
    assert told_next(member) == []


def test_a_name_the_rules_cannot_decline_stands_after_a_colon_in_czech():
    member = Member("goofspiel", "cs", _people("Eva Kučerová", "Kim Lee"), replies=1)
    assert told_next(member) == []


def test_a_read_back_folded_into_a_turn_mail_adds_no_line_of_whose_turn_it_is():
    players = [PlayerSpec(name, f"p{i}@example.org", "cs")
               for i, name in enumerate(["Eva Kučerová", "Karel Novák"])]
    with pace_table("goofspiel", players, lang="cs") as table:
        table.reply("p0@example.org")
        got = table.reply("p1@example.org")  # the round is settled: both bid again
        (karel,) = got["p1@example.org"]
        assert {"move_read_back", "your_turn"} <= kinds(karel)
        assert not re.search("Čeká se ještě|Na tahu je teď|Až budeš zase", text_of(karel))
