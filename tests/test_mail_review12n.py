"""Trade words in a reply, in live WesternPoly games (tests/mail/review12n_offer_classes.py):
a sale is never taken for a yes, offers in own words, no line of the game's words dropped
silently, standing orders in a sentence."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.mail.reading_classes import play
from tests.mail.review12n_offer_classes import (
    BUYING,
    GAME_WORDS_NEVER_SILENT,
    OFFER_OWN_WORDS,
    OFFERED,
    OWN_MOVE_OR_OFFER,
    OWNER,
    STANDING_ORDER_SENTENCE,
)

_ASKED = {"cs": "prodáváš bance, nebo přijímáš nabídku 1", "en": "selling to the bank or accepting offer 1"}


def own_move_or_offer(directory: Path, line: str, lang: str, control: str) -> str:
    """'' when the line is asked back (no control) or answered as its control; else what
    differs."""
    (directory / "member").mkdir()
    got = play(directory / "member", "westernpoly", lang, line, OFFERED)
    if not control:
        if any(m.startswith("accept") for m in got.moves) or _ASKED[lang] not in got.text:
            return f"not asked: {got.moves} {got.text[:300]}"
        return ""
    (directory / "control").mkdir()
    want = play(directory / "control", "westernpoly", lang, control, OFFERED)
    return "" if (got.action, got.moves) == (want.action, want.moves) \
        else f"{got.moves} != {want.moves}"


def offer_own_words(directory: Path, line: str, lang: str, control: str) -> str:
    """'' when the line makes the offer its canonical control makes; else what differs."""
    (directory / "member").mkdir()
    (directory / "control").mkdir()
    got = play(directory / "member", "westernpoly", lang, line, OWNER)
    want = play(directory / "control", "westernpoly", lang, control, OWNER)
    if not want.moves or not want.moves[0].startswith("offer"):
        return f"control made no offer: {want.moves}"
    return "" if got.moves == want.moves else f"{got.moves} != {want.moves}"


def never_silent(directory: Path, line: str, lang: str, named: bool) -> str:
    """'' when a line beside a purchase is named (or tried and refused) in the answer exactly
    when it holds the game's words; else what differs."""
    got = play(directory, "westernpoly", lang, f"{'kupuju' if lang == 'cs' else 'buy'}\n{line}",
               BUYING)
    if not got.moves or got.moves[0] != "buy":
        return f"the purchase was not played: {got.moves}"
    # named as skipped, or (since rep24/rep26 read a conditional or a request as an offer)
    # tried as the offer it says and refused with the reason: never silent either way
    told = any(word in got.text for word in ("přeskočeno", "Skipped", "nešlo provést",
                                             "could not carry out"))
    return "" if told == named else f"named={told}: {got.text[:300]}"


def standing_order(directory: Path, line: str, lang: str, order: str) -> str:
    """'' when a sentence beside a purchase sets the standing order; else what differs."""
    got = play(directory, "westernpoly", lang, f"{'kupuju' if lang == 'cs' else 'buy'}\n{line}",
               BUYING)
    return "" if order in got.text and got.moves[:1] == ("buy",) else got.text[:300]


@pytest.mark.parametrize("line,lang,control", OWN_MOVE_OR_OFFER)
def test_a_sale_with_a_field_an_offer_trades_is_asked_unless_answered_clearly(
        line, lang, control, tmp_path):
    assert own_move_or_offer(tmp_path, line, lang, control) == ""


def test_radeks_sale_beside_a_throw_plays_the_throw_and_asks_about_the_sale(tmp_path):
    got = play(tmp_path, "westernpoly", "cs", "Prodávám Modrou podkovu a hodím.", OFFERED)
    assert "roll" in got.moves and not any(m.startswith(("accept", "sell")) for m in got.moves)
    assert "„přijímám 1“" in got.text


@pytest.mark.parametrize("line,lang,control", OFFER_OWN_WORDS)
def test_an_offer_in_own_words_is_the_offer_of_its_canonical_words(line, lang, control,
                                                                    tmp_path):
    assert offer_own_words(tmp_path, line, lang, control) == ""


def test_an_offer_without_its_price_is_answered_never_dropped(tmp_path):
    got = play(tmp_path, "westernpoly", "cs", "kupuju\nIvano, dám ti Modrou podkovu.", BUYING)
    assert "Ivano, dám ti Modrou podkovu" in got.text


@pytest.mark.parametrize("line,lang,named", GAME_WORDS_NEVER_SILENT)
def test_a_line_of_the_games_words_is_named_beside_the_moves_played(line, lang, named,
                                                                   tmp_path):
    assert never_silent(tmp_path, line, lang, named) == ""


@pytest.mark.parametrize("line,lang,order", STANDING_ORDER_SENTENCE)
def test_a_standing_order_in_a_sentence_is_set(line, lang, order, tmp_path):
    assert standing_order(tmp_path, line, lang, order) == ""
