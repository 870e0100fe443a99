"""Words passed on as table talk are the player's own, whole (review rev56: "Lucko, v base to
ušlo, díky :)" beside a move reached Lucie as „Lucko, v base to ušlo“). The class: a message to
a player beside a move whose end is courtesy after a comma (", díky :)", ", thanks!", "; dík"),
which the reading of commands cuts off to find a move ("2, díky"); the talk must keep it.
Members: WesternPoly by mail on a purchase (tests/mail/reading_classes.play), Czech with and
without diacritics and English; the control: a move with thanks alone sends no talk."""

from __future__ import annotations

import pytest

from tests.mail.reading_classes import play


@pytest.mark.parametrize(("lang", "body", "said"), [
    ("cs", "Koupit. Bobe, v base to ušlo, díky :)", "„Bobe, v base to ušlo, díky :)“"),
    ("cs", "Koupit.\nBobe, v base to uslo, diky moc!\n\nJ.", "„Bobe, v base to uslo, diky moc!“"),
    ("en", "Buy.\nBob, jail was not so bad, thanks :)", "“Bob, jail was not so bad, thanks :)”"),
])
def test_a_message_beside_a_move_keeps_its_closing_courtesy(tmp_path, lang, body, said):
    answer = play(tmp_path, "westernpoly", lang, body)
    assert answer.moves[:1] == ("buy",), answer.moves
    assert said in answer.text, answer.text


def test_a_move_with_thanks_alone_sends_no_talk(tmp_path):
    answer = play(tmp_path, "westernpoly", "cs", "Koupit, díky.")
    assert answer.moves[:1] == ("buy",)
    assert not any("press_sent" in kind for kind in answer.kinds), answer.kinds
