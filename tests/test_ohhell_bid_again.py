"""An Oh Hell bid said as the hand before's again (review rev56: "Tak zase nula." to a bid's
menu was answered "nebyl v něm žádný tah", though "nula" alone was played). The class: a bid's
number with a word of repetition around it ("zase", "znovu", "opět", "again", "jako minule",
"as last time"), Czech with and without diacritics and English; the control: the repetition
alone names no number and plays nothing."""

from __future__ import annotations

import pytest

from tests.mail.reading_classes import play


@pytest.mark.parametrize(("lang", "body", "move"), [
    ("cs", "Tak zase nula.", "bid 0"),
    ("cs", "Zase nic.", "bid 0"),
    ("cs", "Znovu jeden, jako minule.", "bid 1"),
    ("cs", "Opet nula", "bid 0"),
    ("en", "Zero again.", "bid 0"),
])
def test_a_bid_said_again_is_played(tmp_path, lang, body, move):
    answer = play(tmp_path, "ohhell", lang, body)
    assert answer.moves == (move,), (answer.action, answer.moves, answer.text)


@pytest.mark.parametrize(("lang", "body"), [("cs", "Jako minule."), ("en", "Same again.")])
def test_the_repetition_alone_plays_nothing(tmp_path, lang, body):
    assert play(tmp_path, "ohhell", lang, body).moves == ()
