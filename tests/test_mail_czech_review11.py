"""Czech a Czech reader does not stumble on, in whole games played by mail (review 11, issue
42): English names declined like the others (no "hráči: Mike Brown" beside "Tomu Hallovi"),
no pronoun broken by a preposition ("na ho"), and a player's name keeping its capital after the
greeting. "Golden" and the Primaries map's German names (Karlsbad, Troppau) are the game's own
words in its Czech rules and the digest, so they stay."""

from __future__ import annotations

import re

import pytest

from bench.mail_follow import follow, text_of
from bench.mail_games import ORGANIZER, _to
from functions.service import PlayerSpec

JANA, MIKE, GREG = "jana@example.cz", "mike@example.com", "greg@example.com"
STUMBLES = re.compile(r"hráč(?:i|e|em|ce|ky|kou): |\b(?:na|za|do|od|pro) (?:ho|ji)\b|\bmá nehodu a")


def _lines(mails) -> list[str]:
    return [line for m in mails for line in [str(m["Subject"]), *text_of(m).splitlines()]
            if "http" not in line and "token:" not in line]


@pytest.fixture(scope="module")
def westernpoly():
    players = [PlayerSpec("Jana Nováková", JANA, "cs"), PlayerSpec("Mike Brown", MIKE, "cs"),
               PlayerSpec("Greg White", "", "cs", bot="strong"),
               PlayerSpec("Tom Hall", "", "cs", bot="strong")]
    return follow("westernpoly", players, {"lang": "cs", "max_rounds": 14, "deadline_hours": 24,
                                           "missed_turn": "autoplay"}, JANA, MIKE)


def test_a_czech_westernpoly_game_by_mail_reads_without_a_stumble(westernpoly):
    lines = _lines(westernpoly.mails)
    assert not [line for line in lines if STUMBLES.search(line)]
    told = "\n".join(lines)
    # the English names are declined as the Czech ones are, wherever a case is needed
    assert re.search(r"Gregu Whiteovi|Grega Whitea|Tomu Hallovi|Toma Halla", told), told


def test_the_absence_notice_puts_the_comma_czech_needs(westernpoly):
    # "…hraje robot a než se ozveš, pošle…": an inserted clause after "a" takes a comma first
    (notice,) = [m for m in westernpoly.inbox(MIKE) if "dokud se neozveš" in str(m["Subject"])]
    assert "hraje robot, a než se ozveš, pošle" in " ".join(text_of(notice).split())


def test_a_czech_1926_game_by_mail_keeps_a_name_s_capital_after_the_greeting():
    players = [PlayerSpec("Jana Nováková", JANA, "cs"), PlayerSpec("Greg White", GREG, "cs"),
               PlayerSpec("Kim Lee", "", "cs", bot="strong")]
    played = follow("1926", players, {"lang": "cs", "variant": "primarky", "deadline_hours": 24,
                                      "missed_turn": "pause"}, JANA, GREG)
    mails = [m for w in played.writes for m in w.mails]
    lines = _lines(mails)
    assert not [line for line in lines if STUMBLES.search(line)]
    assert any("Karlsbad" in line for line in lines)  # the digest's name of the region
    # the organizer, who does not play, is told of Greg's missed turn: his name opens the
    # paragraph after "Ahoj," and keeps its capital ("greg White: tah nepřišel…" before)
    (missed,) = [m for m in mails if _to(m) == ORGANIZER and "zmeškaný" in str(m["Subject"])]
    assert "\nGreg White: tah ve hře" in text_of(missed)
    assert "Greg White: tah ve hře" in missed.get_body(preferencelist=("html",)).get_content()
