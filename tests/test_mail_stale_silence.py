"""Every reply from a seat gets an answer or is knowingly folded into one (issue 42, review
14): a second "Tentokrát ne" to an answered turn mail, and an offer sent by reply to an
answered turn mail, went unanswered. Words that answer the old question are told which move
stands; an offer is made and said, alone or in the read-back still waiting."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, first_choice, open_table

from bench.mail_follow import text_of
from functions.service import PlayerSpec

PLAYERS = [PlayerSpec("Jana Nováková", ANN, "cs"), PlayerSpec("Eva Malá", BOB, "cs"),
           PlayerSpec("Petr Dvořák", CID, "cs")]


ENGLISH = [PlayerSpec("Jane Novak", ANN, "en"), PlayerSpec("Eve Small", BOB, "en"),
           PlayerSpec("Peter Dvorak", CID, "en")]


def _again(first: str, second: str, wait_minutes: int,
           players: list[PlayerSpec] = PLAYERS) -> tuple[str, list[str]]:
    """Jana answers her purchase with `first`, then `second` to the same turn mail
    `wait_minutes` later; the outcome of the second and the texts (subject and body) it
    brought her."""
    with open_table(players=players) as table:
        for _ in range(60):
            record = table.record()
            seat = record.seat(record.to_move)
            if seat.email == ANN and ("nekupovat" in text_of(table.newest(ANN))
                                      or "do not buy" in text_of(table.newest(ANN))):
                break
            first_choice(table)
            table.deliver()
        turn = table.newest(ANN)
        table.reply(ANN, first, to=turn)
        table.clock.moment += timedelta(minutes=wait_minutes)
        table.deliver()
        before = len(table.outbox.sent)
        outcome = table.reply(ANN, second, to=turn)
        table.clock.moment += timedelta(minutes=30)
        table.deliver()
        mails = [m for m in table.outbox.sent[before:] if ANN in str(m["To"])]
        return outcome.action, [f"{m['Subject']}\n{text_of(m)}" for m in mails]


@pytest.mark.parametrize("wait", [1, 90])
@pytest.mark.parametrize("words", ["Tentokrát ne", "Ne, díky."])
def test_a_second_no_to_an_answered_purchase_is_told_which_move_stands(words, wait):
    action, texts = _again("Tentokrát ne", words, wait)
    assert action == "answered" and len(texts) == 1
    assert texts[0].startswith(f"Nezahráno: „{words}“")


@pytest.mark.parametrize("wait", [1, 90])
def test_an_offer_by_reply_to_an_answered_turn_mail_is_made_and_said(wait):
    action, texts = _again("koupit", "nabídka Eva Malá dám 100 $ dostanu nic", wait)
    assert action == "played" and len(texts) == 1
    assert "Nabízíš obchod" in texts[0] or "nabídka Evě Malé" in texts[0]


@pytest.mark.parametrize(("words", "answered", "players"), [
    ("Rychlá otázka: kdo je teď na tahu?", "na tahu", PLAYERS),
    ("A kdo teď vede? Kolik kol ještě zbývá?", "Vede", PLAYERS),
    ("Quick question: whose turn is it now, and when does the game end?", "move", ENGLISH),
    ("Sorry, whose move is it now?", "move", ENGLISH),
])
def test_a_question_to_an_answered_turn_mail_is_answered_not_told_its_move_stands(
        words, answered, players):
    """Review rev56: "Quick question: whose turn is it now, and when does the game end?" to
    an answered turn mail came back as "Not played: … answered an older mail"."""
    action, texts = _again("koupit" if players is PLAYERS else "buy", words, 90, players)
    assert action == "answered" and len(texts) == 1, (action, texts)
    assert not texts[0].startswith(("Nezahráno", "Not played")), texts[0]
    assert answered in texts[0], texts[0]
