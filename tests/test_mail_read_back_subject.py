"""The subject of a mail that reads back several moves, or a move and a refusal, names the first
move played (issue 42, class "a subject names what happened"): a read-back that waited for
company and leads the mail, a closing step read after the decision, a refused or skipped line
before or after the move never take its place; a refusal leads only when nothing was played.
Played by mail in every game and both languages. A later reply to the same (older) mail played
nothing: its answer's subject says so first, quoting it, and names the move that stands (round 13).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import timedelta

import pytest
from mail_pace_table import pace_table, text_of

from functions.service import PlayerSpec

NAMES = ["Eva Kučerová", "Karel Novák", "Zuzana Malá"]
ACCEPTED = {"en": "Move accepted: ", "cs": "Tah přijat: "}
STALE = {"en": ("Not played: “{said}” answered an older mail; your move stands: ",
                 "this later reply answered an older mail"),
         "cs": ("Nezahráno: „{said}“ odpovídá na starší e-mail; platí tvůj tah: ",
                "tahle pozdější odpověď patřila ke staršímu e-mailu")}
INTRO = {"en": ("Read as: ", "Your moves were accepted:"),
         "cs": ("Přečteno jako: ", "tvoje tahy byly přijaty:")}


@dataclass(frozen=True)
class Member:
    """One reply of several lines, or a move and a line sent minutes after it (`then`)."""

    game: str
    lang: str
    body: str
    then: str | None = None
    options: tuple = ()


def read_back(text: str, lang: str) -> list[str]:
    """The moves a mail reads back, in the order it lists them."""
    alone, many = INTRO[lang]
    if many in text:
        listed = text.split(many, 1)[1].split("\n")
        return [row.strip()[2:] for row in listed[1:]
                if row.startswith("  - ")][:len(listed)] if listed else []
    found = re.search(re.escape(alone) + "(.+)", text)
    return [found.group(1).strip()] if found else []


def subject_named(member: Member) -> str | None:
    """Plays the member; what is wrong with the subject of the mover's last mail (None: kept)."""
    players = [PlayerSpec(name, f"p{i}@example.org", member.lang)
               for i, name in enumerate(NAMES)]
    pace = timedelta(minutes=1) if member.then else timedelta(hours=3)
    with pace_table(member.game, players, pace, lang=member.lang,
                    **dict(member.options)) as table:
        mover = table.waited()[0]
        got = table.reply(mover, member.body.replace("|", "\n"))
        if member.then:
            got = table.reply(mover, member.then)
        mine = got.get(mover, [])
        if len(mine) != 1:
            return f"{len(mine)} mails to the mover"
        text, subject = text_of(mine[0]), str(mine[0]["Subject"])
        moves = read_back(text, member.lang)
        if not moves:
            return f"no move read back: {subject} / {text[:200]}"
        title = table.view().game.title
        lead, note = STALE[member.lang]
        if member.then and note in text:  # the later reply answered the mail already answered
            expected = f"{lead.format(said=member.then)}{moves[-1]} — {title}"
        else:
            expected = f"{ACCEPTED[member.lang]}{moves[0]} — {title}"
        return None if subject == expected else f"{subject!r} != {expected!r}"


MEMBERS = [
    Member("westernpoly", "en", "buy|end turn", options=(("max_rounds", 3),)),
    Member("westernpoly", "cs", "koupit|ukončit tah", options=(("max_rounds", 3),)),
    Member("westernpoly", "en", "1", then="sell", options=(("max_rounds", 3),)),
    Member("goofspiel", "en", "bid 3", then="bid 99"),
    Member("goofspiel", "cs", "přihazuji 99|přihazuji 5"),
    Member("1926", "en", "large Praha", then="large Brno"),
    Member("1926", "cs", "nesmysl|velká v Praze"),
    Member("ohhell", "cs", "hlásím 0", then="hlásím 9", options=(("hands", "1,2"),)),
]


@pytest.mark.parametrize("member", MEMBERS, ids=lambda m: f"{m.game}-{m.lang}-{m.body}")
def test_the_subject_names_the_first_move_played(member):
    assert subject_named(member) is None


def test_a_refusal_leads_when_nothing_was_played():
    players = [PlayerSpec(name, f"p{i}@example.org", "en") for i, name in enumerate(NAMES)]
    with pace_table("goofspiel", players, lang="en") as table:
        (mail,) = table.reply("p0@example.org", "bid 99")["p0@example.org"]
        assert not str(mail["Subject"]).startswith("Move accepted")
        assert "bid 99" in text_of(mail)
