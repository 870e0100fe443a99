"""A return said in words beside a question is heard (issue 42): "Co mi mezitím robot
nakoupil? Jsem doma o pár dní dřív a hraju zase sama." got "na tohle ti odpovědět neumím" and
she stayed away. The class: a return said beside a question about the absence (what the bot
did, how the game stands), with how much earlier ("o pár dní dřív", "a week early") or a dash
between them; the one welcome back answers the question by what happened meanwhile. Held out:
test_conv32_held_out.py."""

from __future__ import annotations

import pytest

from tests.test_mail_back_in_words import answer, back_once

SINCE = {"cs": "co se mezitím stalo", "en": "what happened since"}
UNANSWERED = ("neumím", "cannot answer", "can't answer")

RETURNS_WITH_A_QUESTION = [
    ("cs", "Co mi mezitím robot nakoupil? Jsem doma o pár dní dřív a hraju zase sama."),
    ("en", "What did the bot do for me? I'm back a few days early."),
    ("cs", "Jsem zpátky o den dřív. Co za mě robot udělal?"),
    ("cs", "Jak jsem na tom? Vrátil jsem se o dva dny dřív."),
    ("en", "Back a week early - what did the bot buy for me?"),
    ("cs", "Jsem zpátky, co se mezitím stalo?"),
    ("cs", "Ahoj, jsem doma o tyden driv. Co robot koupil?"),
    ("en", "I'm home two days earlier than planned. How am I doing?"),
]


@pytest.mark.parametrize(("lang", "words"), RETURNS_WITH_A_QUESTION)
def test_a_return_beside_a_question_ends_the_absence_and_tells_what_happened(lang, words):
    got = answer(lang, words)
    assert back_once(lang, got), got.texts
    assert len(got.texts) == 1  # one mail: the welcome back answers the question too
    told = got.texts[0].lower()
    assert SINCE[lang] in told
    assert not any(word in told for word in UNANSWERED)
