"""Offers that say what to do (issue 42): every mail that tells a player of an offer made to
them and still open names its number and the written answers; no heading stands empty; an
offer (or an answer to one) is read back as recorded, not as a turn played."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from mail_table import ANN, BOB, open_table
from test_mail_absent import _Offering

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec
from rules.api import InvalidCommand
from tests.mail.reading_classes import play
from tests.mail.review11_offer_classes import (
    OFFER_BY_FIELD,
    OFFER_SIDE_WORDS,
    SUGGESTION_UNRELATED,
    TRADES,
    TWO_FOR_ONE,
)
from tests.test_westernpoly_language import refusal

_OFFERED = re.compile(r"offers you (?:a )?trade #(\d+)")


@pytest.fixture(scope="module")
def offered():
    """Ann and Bob answer their turn mails by the menu's first number (or `done`), a bot
    offers Ann $100 on each of its turns; Ann never answers the offers."""
    players = [PlayerSpec("Ann Lee", ANN, "en"), PlayerSpec("", "", "en", bot="strong"),
               PlayerSpec("Bob Day", BOB, "en")]
    offering = _Offering()
    with open_table(players=players, rules_for=lambda _: offering) as t:
        for _ in range(12):
            record = t.record()
            seat = record.seat(record.to_move)
            view = t.service.view(t.game.id)
            t.reply(seat.email, "1" if view.rules.choices(view.state, seat.player) else "done")
        t.clock.moment += timedelta(hours=1)
        t.deliver()
        yield [m for m in t.outbox.sent if _to(m) == ANN]


def test_every_mail_that_tells_of_an_open_offer_gives_its_written_answer(offered):
    told = 0
    for mail in offered:
        text = text_of(mail)
        for number in set(_OFFERED.findall(text)) | set(re.findall(r"#(\d+), in the list",
                                                                    text)):
            if f"Trade offer #{number} lapsed" in text:
                continue
            told += 1
            assert f"ACCEPT {number}" in text and f"DECLINE {number}" in text, text
    assert told >= 3


def test_no_offer_heading_stands_empty(offered):
    for mail in offered:
        text = text_of(mail)
        assert not re.search(r"trade offer for you in “[^”]*”:\n\s*\n", text), text


def test_an_offer_sent_by_mail_is_read_back_as_recorded():
    with open_table() as t:
        t.reply(BOB, "offer Ann Lee give $100 get nothing")
        t.clock.moment += timedelta(hours=1)
        t.service.tick()
        t.deliver()
        readback = t.newest(BOB)
        assert str(readback["Subject"]).startswith("Sent: offer"), readback["Subject"]
        assert "Your move was accepted" not in text_of(readback)
        # its first sentence says what it did (review 11n: "Done, passed on" said nothing)
        assert text_of(readback).split("\n\n")[1].startswith(
            "You offered Ann Lee trade #1: you give $100, you want nothing."), text_of(readback)


@pytest.mark.parametrize("lang, played, passed", [("en", "Move accepted: ", "Passed on: "),
                                                  ("cs", "Tah přijat: ", "Předáno: ")])
def test_a_move_and_an_offer_in_one_mail_are_read_back_as_a_move(lang, played, passed):
    """Review 6: "koupit …" with an offer after it was headed "Zapsáno: koupit …"."""
    players = [PlayerSpec("Ann Lee", ANN, lang), PlayerSpec("Bob Day", BOB, lang)]
    with open_table(players=players) as t:
        record = t.record()
        mover = record.seat(record.to_move)
        other = next(s for s in record.seats if s.seat != mover.seat)
        offer = "offer" if lang == "en" else "nabídka"
        t.reply(mover.email, f"1\n{offer} {other.name} give $100 get nothing")
        t.clock.moment += timedelta(hours=1)
        t.service.tick()
        t.deliver()
        subjects = [str(m["Subject"]) for m in t.outbox.sent if _to(m) == mover.email]
        assert any(s.startswith(played) for s in subjects), subjects
        assert not any(s.startswith((passed, "Zapsáno", "Recorded")) for s in subjects), subjects


# --- the last blind round's offers and refusals (rep15b, tests/mail/review11_offer_classes.py) --
def _asked_back(got, lang: str, numbers: str) -> bool:
    """Whether a live game refused the line, played nothing, and asked for each offer's
    written answer by its number."""
    said = [(f"„přijímám {n}“", f"„odmítám {n}“") if lang == "cs" else
            (f"“accept {n}”", f"“decline {n}”") for n in numbers.split()]
    return got.action == "refused" and not got.moves and all(
        yes in got.text or no in got.text for yes, no in said)


@pytest.mark.parametrize("line,lang,position,control,asked", OFFER_SIDE_WORDS + OFFER_BY_FIELD)
def test_an_answer_fits_the_readers_side_and_names_the_offer_by_its_field(
        line, lang, position, control, asked, tmp_path):
    (tmp_path / "member").mkdir()
    (tmp_path / "control").mkdir()
    got = play(tmp_path / "member", "westernpoly", lang, line, position)
    if not control:  # a verb of the wrong side, a field two offers trade: asked back
        assert _asked_back(got, lang, asked), (got.action, got.moves, got.text)
        sides = ("nic neprodáváš", "nic nekupuješ", "You sell nothing", "You buy nothing")
        assert any(side.lower() in got.text.lower() for side in sides) \
            == ((line, lang, position, control, asked) in OFFER_SIDE_WORDS), got.text
        return
    want = play(tmp_path / "control", "westernpoly", lang, control, position)
    assert want.moves  # the control answers the offers
    assert (got.action, got.moves) == (want.action, want.moves)


@pytest.mark.parametrize("word,lang,allowed", SUGGESTION_UNRELATED)
def test_a_refusal_suggests_only_words_close_in_their_stem(word, lang, allowed):
    text = refusal("holdings", "ann", word, InvalidCommand, lang)
    hint = text.partition("Nemyslíš")[2] if lang == "cs" else text.partition("did you mean")[2]
    said = set(re.findall(r"„([^“]+)“", hint) if lang == "cs" else re.findall(r"\w+", hint))
    assert said <= set(allowed) and bool(said) == bool(allowed), text


def test_a_refusal_in_czech_suggests_no_word_of_the_offers_vocabulary_for_tu(tmp_path):
    """The blind reviewer's: a Czech line with "tu" was answered „zlatu“, „kartu“."""
    text = refusal("holdings", "ann", "tu", InvalidCommand, "cs")
    assert "Nemyslíš" not in text and "zlatu" not in text and "kartu" not in text


def test_an_ask_back_beside_a_played_answer_quotes_the_players_words(tmp_path):
    got = play(tmp_path, "westernpoly", "cs", "Chatrč prodám, Modrou podkovu ne.", TRADES)
    assert got.moves == ("decline 2",)
    assert "„Chatrč prodám, Modrou podkovu ne.“: v nabídce 1 nic neprodáváš" in got.text
    assert "bez prodeje" not in got.text  # never our own ask-back text


@pytest.mark.parametrize("line,lang", [("odmítám 1\nodmítám 2", "cs"),
                                       ("Odmítám obě, Modrou podkovu neprodám.", "cs"),
                                       ("decline 1\naccept 2", "en")])
def test_a_reply_answering_two_offers_tells_each_answer_once(line, lang, tmp_path):
    """The read-back of the first answer rides in the second's mail: its act was told twice,
    once as the carried answer's outcome and once in the mail's own sentence."""
    got = play(tmp_path, "westernpoly", lang, line, TWO_FOR_ONE)
    assert got.action == "played" and len(got.moves) == 2
    for number in ("#1", "#2"):
        assert sum(f"{number} " in line for line in got.text.splitlines()) == 1, got.text
