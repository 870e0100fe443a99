"""Issue 42 (brief org54): the texts between the service and an organizer name people as
Czech says them: after a preposition in its case ("teď se čeká na Petru Malou", "Robot už táhl
za Petru Malou (2×)"), never a nominative after "na:" or "za:" (a name the declension is unsure
of goes after its noun, "hráče Kim Lee"); no plural verb for one person ("se ještě
nepřipojili: Petra Malá", "dostali o tom zprávu"); and what the organizer did, told to the
players, in the gender the organizer's name shows ("organizátorka pozastavila hru")."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID, open_table
from test_mail_organizer_answered import _text
from test_organizer_questions import table  # noqa: F401  (the fixture)

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.mailroom import organizer_questions, organizer_requests
from functions.service import PlayerSpec


def test_whom_the_round_waits_for_is_in_the_accusative(table):  # noqa: F811
    table.game("goofspiel")
    _, [answer] = table.ask(None, "Ahoj, kolikáté je kolo?", fresh=True)
    text = _text(answer)
    assert "teď se čeká na: " not in text, text
    assert "teď se čeká na Petru Malou, Toma Halla a Evu Novou)" in text, text


@pytest.mark.parametrize(("organizer", "said"), [
    ("Eva Dvořáková <eva@example.org>", "organizátorka pozastavila hru"),
    ("Tom Hall <tom@example.org>", "organizátor pozastavil hru"),
    ("org@example.org", "organizátor pozastavil hru"),  # no name: the generic word
])
def test_what_the_organizer_did_is_told_in_their_gender(organizer, said):
    players = [PlayerSpec("Jana Nováková", ANN, "cs"), PlayerSpec("Bob Day", BOB, "en"),
               PlayerSpec("Petr Malý", CID, "cs")]
    with open_table(players=players, organizer=organizer, options={"lang": "cs"}) as t:
        before = len(t.outbox.sent)
        t.service.pause(t.game.id)
        t.deliver()
        text = " ".join(text_of(m) for m in t.outbox.sent[before:] if _to(m) == ANN)
        assert said in text, text


def test_who_has_not_joined_is_in_the_accusative_whatever_their_number():
    one = organizer_questions.WORDS.say("cs", "silent_waiting", title="T", awaited=["Petra Malá"])
    assert one == "Do hry „T“ se ještě nepřipojili všichni: čeká se na Petru Malou.", one
    two = organizer_questions.WORDS.say("cs", "silent_waiting", title="T",
                                        awaited=["Petra Malá", "Kim Lee"])
    assert two.endswith("čeká se na Petru Malou a hráče Kim Lee."), two


@pytest.mark.parametrize(("name", "said"), [
    ("Petra Malá", "dostala o tom zprávu"), ("Tom Hall", "dostal o tom zprávu"),
    ("Kim Lee", "zprávu o tom už má"),  # unsure: never the plural "dostali" of one person
])
def test_more_time_given_is_told_without_a_plural_for_one_person(name, said):
    text = organizer_requests.WORDS.say("cs", "extended", name=name, title="T", deadline="D")
    assert said in text and "dostali" not in text, text
    elsewhere = organizer_requests.WORDS.say("cs", "extend_not_on_turn", name=name, title="T")
    assert " mu " not in elsewhere or name == "Tom Hall", elsewhere


def test_a_win_shared_is_told_in_no_ones_gender():
    from dataclasses import replace
    from datetime import UTC, datetime

    from functions.mailroom.game_state import organizer_state

    players = [PlayerSpec("Jana Nováková", ANN, "cs"), PlayerSpec("Petr Malý", BOB, "cs"),
               PlayerSpec("Tom Hall", CID, "en")]
    with open_table(players=players, options={"lang": "cs"}) as t:
        record = t.record()
        ids = [s.player for s in record.seats]
        over = replace(record, status="finished", ended_at=record.started_at,
                       result={"winners": ids[:2], "scores": {ids[0]: 5, ids[1]: 5, ids[2]: 1}})
        said = organizer_state(over, None, datetime(2026, 3, 9, tzinfo=UTC), "cs")
        assert "O vítězství se dělí Jana Nováková a Petr Malý." in said, said
        alone = replace(over, result={"winners": ids[:1], "scores": {ids[0]: 5, ids[1]: 1}})
        said = organizer_state(alone, None, datetime(2026, 3, 9, tzinfo=UTC), "cs")
        assert "Vyhrála Jana Nováková." in said, said
