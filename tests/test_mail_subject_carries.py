"""A mail's subject says what it carries (issue 42: "koupit. Kolik mám peněz?" was answered in
one mail titled "Stav hry" instead of "Tah přijat: …"; a refusal with a question likewise).

Class: the subject names the most important thing the mail carries — a move read back, a
refusal (when nothing was played: a move played leads a refused line, see
test_mail_read_back_subject), an answer to a question, the board — in every mix, in every game,
in both languages. Members are replies as players write them ("{move}" is the menu's first
option); HELD_OUT was kept aside while the subjects were built and only measured."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_pace_table import pace_table

from bench.mail_games import first_option
from functions.service import PlayerSpec

NAMES = ["Eva Kučerová", "Karel Novák", "Zuzana Malá"]
SUBJECTS = {"read_back": {"cs": "Tah přijat: ", "en": "Move accepted: "},
            "refused": {"cs": "Nepřijato", "en": "Not accepted"},
            # the answer itself ("Máš 30 000 $ — …"), or that it comes with the board
            "answer": {"cs": "", "en": ""},
            "board": {"cs": "Stav hry: ", "en": "The board: "}}
OPTIONS = {"westernpoly": {"max_rounds": 3}}

MEMBERS = [
    ("westernpoly", "cs", "koupit. Kolik mám peněz?", "read_back"),
    ("westernpoly", "en", "{move}\nHow much cash do I have?", "read_back"),
    ("westernpoly", "cs", "{move}\nSTAV", "read_back"),
    ("westernpoly", "cs", "prodat Saloon. Kolik mám peněz?", "refused"),
    ("westernpoly", "en", "Kolik mam penez?", "answer"),
    ("westernpoly", "cs", "STAV", "board"),
    ("goofspiel", "cs", "{move}. Kolik mám bodů?", "read_back"),
    ("goofspiel", "en", "bid 99. How many points do I have?", "refused"),
    ("goofspiel", "en", "bid 99\nSTATUS", "refused"),
    ("1926", "cs", "{move}\nKdo teď vede?", "read_back"),
    ("1926", "en", "who is winning right now?", "answer"),
    ("ohhell", "cs", "hlásím 9. Kdo vede?", "refused"),
]
HELD_OUT = [
    ("westernpoly", "en", "buy it. btw how much money have I got?", "read_back"),
    ("westernpoly", "cs", "kupuju! kdo ted vede?", "read_back"),
    ("goofspiel", "cs", "přihazuji 99\nKolik mi zbývá kol?", "refused"),
    ("1926", "en", "{move}\nSTATUS", "read_back"),
    ("ohhell", "en", "{move}. How many points do I have?", "read_back"),
    ("ohhell", "cs", "Jaké mám karty?", "answer"),
]


def _subject(game: str, lang: str, body: str) -> str:
    """The subject of the one mail the first player on turn gets for `body`."""
    players = [PlayerSpec(name, f"p{i}@example.org", lang) for i, name in enumerate(NAMES)]
    with pace_table(game, players, timedelta(hours=3), lang=lang,
                    **OPTIONS.get(game, {})) as table:
        mover = table.waited()[0]
        view = table.view()
        body = body.replace("{move}", first_option(view, view.game.seat_of(mover)))
        (mail,) = table.reply(mover, body)[mover]
        return str(mail["Subject"])


def _check(game, lang, body, carried):
    subject = _subject(game, lang, body)
    assert subject.startswith(SUBJECTS[carried][lang]), subject
    if carried == "answer":  # says what it tells: none of the other kinds', nor a bare title
        others = tuple(words[lang] for kind, words in SUBJECTS.items() if kind != carried)
        assert not subject.startswith(others), subject
        assert not subject.startswith(("Odpověď na tvou otázku", "Your question answered")), \
            subject


@pytest.mark.parametrize("game,lang,body,carried", MEMBERS)
def test_the_subject_names_what_matters_most(game, lang, body, carried):
    _check(game, lang, body, carried)


@pytest.mark.parametrize("game,lang,body,carried", HELD_OUT)
def test_held_out_the_subject_names_what_matters_most(game, lang, body, carried):
    _check(game, lang, body, carried)
