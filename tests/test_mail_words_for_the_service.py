"""Words a player or organizer addresses to the service (ask55, issue 42), never table talk,
never answered of another game, never passed over.

The class: a question to the service gets its answer in the writer's language in the one
reply (the deadline, or that the game is over; the standing beside a move; how to be away
when someone is asked to play for them); chatter for nobody ("Oops, wrong mail, all good")
costs nobody a mail; a bare BACK after the end is told the game is over; an organizer's
control after a greeting, stated as done ("Hra je od teď pozastavená") or naming a game in
the locative ("ve Zlaté horečce") is carried out on that game. Talk meant for the table
still goes there. A third of the members is kept aside in
test_mail_words_for_the_service_held_out.py."""

from __future__ import annotations

import re

import pytest
from service_words_kit import named, organizer_writes, reply

from functions.mail.commands import is_courtesy
from functions.mailroom.pleasantries import stray_mail

TURN_AFTER_THE_END = [
    ("Super, díky. Jak dlouho mám na tah?", "cs"),
    ("Ahoj, do kdy musím poslat tah?", "cs"),
    ("jsem na tahu? kdy je deadline\n\nHanka", "cs"),
    ("When is my next move due?", "en"),
]
STRAY = [
    ("Oops, sorry, wrong mail. All good.", "en", "over"),
    ("Pardon, to byl omyl, omlouvám se.", "cs", "over"),
    ("Please ignore my last message, sent by mistake.", "en", "running"),
    ("Jejda, to jsem poslala omylem. Nic se neděje.", "cs", "over"),
]
BACK = [("ZPĚT", "cs"), ("BACK", "en"), ("back\n\n--\nHannah", "en"), ("Zpět.", "cs")]
BESIDE_A_MOVE = [
    ("Who's actually winning right now, the robots?", "en"),
    ("Kdo teď vlastně vede?", "cs"),
    ("What's the score now?", "en"),
    ("Kolik mají ostatní peněz?", "cs"),
]
PLAY_FOR_ME = [
    ("Can someone play for me next week?", "en"),
    ("Může za mě příští týden někdo hrát?", "cs"),
    ("Could someone take my turns while I'm away?", "en"),
    ("Může za mě někdo hrát, než se vrátím?", "cs"),
]
GAME_IN_A_CASE = [
    ("pozastav hru ve Zlaté horečce", ("Zlatá horečka", "Dluhy 2")),
    ("pozastav hru v Dluzích 2", ("Dluhy 2", "Zlatá horečka")),
    ("pozastav ve Velké ceně hru do pondělí", ("Velká cena", "Malá cena")),
    ("Pozastav prosim hru ve Zlate horecce", ("Zlatá horečka", "Dluhy 2")),
]
CONTROL_AFTER_A_GREETING = [("Ahoj, pozastav hru!", "cs"), ("Ahoj Evo, pozastav hru!", "cs"),
                            ("Čau, pozastav hru!", "cs"),
                            ("Hi, pause the game!", "en"), ("Ahoj, pozastav hru do pondělí!", "cs")]
PAUSE_STATED = ["Hra je od teď pozastavená do neděle.", "Hra je od dneška pozastavena.",
                "Ahoj, hra bude od teď pozastavená. Díky", "hra je ted pozastavena do pondeli"]
SAID = {"cs": "Tvoje slova jsme poslali", "en": "Your words went"}


@pytest.mark.parametrize(("text", "lang"), TURN_AFTER_THE_END)
def test_a_question_of_the_turn_after_the_end_is_answered_not_said(text, lang):
    got = reply(text, lang, "over")
    assert got.others == [] and len(got.mine) == 1
    assert SAID[lang] not in got.mine[0]
    assert {"cs": "Už od tebe nečekáme žádný tah", "en": "No move is awaited"}[lang] \
        in got.mine[0]


def test_a_question_of_the_turn_in_a_running_game_gets_the_deadline():
    got = reply("Super, díky. Jak dlouho mám na tah?", "cs", "running")
    assert got.others == [] and len(got.mine) == 1
    assert re.search(r"svůj tah pošli do \d", got.mine[0])


@pytest.mark.parametrize(("text", "lang", "state"), STRAY)
def test_an_apology_for_a_stray_mail_costs_nobody_a_mail(text, lang, state):
    got = reply(text, lang, state)
    assert got.mine == [] and got.others == []


@pytest.mark.parametrize("text", ["Oops, sorry, wrong mail. Who won?",
                                  "Sorry, wrong move, I wanted the other card",
                                  "Díky za hru!", "Škoda, koupil jsem to omylem, hotel byl lepší"])
def test_more_than_an_apology_is_no_stray_mail(text):
    assert not stray_mail(text)


def test_talk_after_the_end_still_goes_to_the_table():
    got = reply("Super hra, příště zase! Sorry za ten pomalý tah.", "cs", "over")
    assert len(got.others) == 2 and all("Super hra" in m for m in got.others)


@pytest.mark.parametrize(("text", "lang"), BACK)
def test_back_after_the_end_is_told_the_game_is_over(text, lang):
    got = reply(text, lang, "over")
    assert got.others == [] and len(got.mine) == 1
    assert {"cs": "ZPĚT už nic nemění", "en": "BACK changes nothing now"}[lang] in got.mine[0]


@pytest.mark.parametrize(("text", "lang"), BESIDE_A_MOVE)
def test_a_question_of_the_standing_beside_a_move_is_answered_with_it(text, lang):
    got = reply(text, lang, "move")
    assert got.action == "played" and len(got.mine) == 1
    top = got.mine[0].split({"cs": "Takhle teď", "en": "This is"}[lang])[0]
    assert "Petr Dvořák" in top and re.search(r"\b(?:[Vv]ede|leads)\b", top), top


@pytest.mark.parametrize(("text", "lang"), PLAY_FOR_ME)
def test_someone_asked_to_play_for_the_writer_is_told_how_to_be_away(text, lang):
    got = reply(text, lang, "running")
    assert len(got.mine) == 1 and got.others == []  # never the organizer's mail
    assert {"cs": "PRYČ", "en": "AWAY"}[lang] in got.mine[0]


@pytest.mark.parametrize(("text", "titles"), GAME_IN_A_CASE)
def test_a_game_named_in_a_czech_case_is_the_one_controlled(text, titles):
    status, _ = organizer_writes(text, titles)
    at = named(titles, text)
    assert status[at] == "paused" and status[1 - at] == "running"


def test_a_game_named_in_the_locative_is_resumed_alone():
    status, _ = organizer_writes("obnov hru v Letní lize", ("Zimní liga", "Letní liga"),
                                 paused=True)
    assert status == ["paused", "running"]


@pytest.mark.parametrize(("text", "lang"), CONTROL_AFTER_A_GREETING)
def test_a_control_after_a_greeting_is_carried_out(text, lang):
    assert not is_courtesy(text)
    status, _ = organizer_writes(text, ("Podzim",), lang)
    assert status == ["paused"]


@pytest.mark.parametrize("text", ["Ahoj Petře,", "Ahoj, Petře!", "Ahoj všichni!", "Díky, Tom",
                                  "Díky, moc a moc!", "Thanks, got it!", "Hi there!"])
def test_a_greeting_or_closing_with_a_name_stays_courtesy(text):
    assert is_courtesy(text)


@pytest.mark.parametrize("text", PAUSE_STATED)
def test_a_pause_stated_by_the_organizer_pauses_the_game(text):
    status, said = organizer_writes(text, ("Podzim",))
    assert status == ["paused"]
    assert "pozastaven" in said


@pytest.mark.parametrize("text", ["Je hra pozastavená?", "Hra je pozastavená?",
                                  "Proč je hra pozastavená?"])
def test_a_pause_asked_about_pauses_nothing(text):
    status, _ = organizer_writes(text, ("Podzim",))
    assert status == ["running"]
