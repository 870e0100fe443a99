"""Each mail says each thing once (issue 42: Lucie's mail said "Takhle teď vypadá hra …
(kolo 79)." three times and "Hotovo. Tvoje trvalé pokyny…" twice; organizer mails said "(odkaz
níže)" twice). The class: one sentence twice in one mail, folded parts each bringing their
lead line. Members: boards of news and settings folded into one mail, Czech and English, and
whole games by mail; list lines and board rows may repeat."""

from __future__ import annotations

import html
import re
from datetime import timedelta
from typing import Any

import pytest
from mail_moment_table import play
from test_render_letters import _folded

from functions.service.play.outbox import NEWS

# a sentence of four words or more on a line of its own (not a list line, not a board row)
SENTENCE = re.compile(r"^(?![\s\-–•*>|#\d])(?:\S+\s+){3,}\S.*[.!?…]$")


def said_twice(text: str) -> list[str]:
    """The sentences a mail's text says more than once, and a link pointed to twice."""
    seen: dict[str, int] = {}
    for line in text.splitlines():
        if SENTENCE.match(line):
            seen[line.casefold()] = seen.get(line.casefold(), 0) + 1
    twice = [line for line, n in seen.items() if n > 1]
    for pointer in ("(odkaz níže)", "(the link below)"):
        if text.count(pointer) > 1:
            twice.append(pointer)
    return twice


def _board(version: int) -> dict[str, Any]:
    return {"kind": "board", "payload": {"version": version, NEWS: True, "events": []}}


def _settings(message: str) -> dict[str, Any]:
    return {"kind": "settings_changed", "payload": {"version": 9, "message": message}}


ORDERS = {"cs": "Hotovo. Tvoje trvalé pokyny v této hře: kupovat vše.",
          "en": "Done. Your standing orders in this game: buy everything."}
FOLDED = {  # (kind of the mail, its parts)
    "three boards of news": ("board", lambda lang: [_board(7), _board(8)]),
    "boards and the same settings twice": ("board", lambda lang: [
        _board(7), _settings(ORDERS[lang]), _board(8), _settings(ORDERS[lang])]),
}
FOLDED_HELD_OUT = {
    "settings twice beside a board asked for": ("board", lambda lang: [
        _settings(ORDERS[lang]), _settings(ORDERS[lang])]),
}


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("name", [*FOLDED, *FOLDED_HELD_OUT])
def test_a_folded_mail_says_each_sentence_once(name, lang):
    kind, parts = {**FOLDED, **FOLDED_HELD_OUT}[name]
    letter = _folded(kind, [], parts(lang), **{NEWS: True})
    assert said_twice(letter.text) == [], letter.text
    paragraphs = [re.sub(r"<[^>]+>", "", p).strip()
                  for p in re.findall(r"<p\b[^>]*>(.*?)</p>", letter.html, re.S)]
    assert said_twice(html.unescape("\n".join(paragraphs))) == [], paragraphs


GAMES = {  # rules, humans, bots, pace, a silent person, replies, language
    "WesternPoly, Czech, one silent": ("westernpoly", 3, 0, timedelta(minutes=20), [2], 30,
                                       "cs"),
}
GAMES_HELD_OUT = {
    "1926, English, bots": ("1926", 2, 1, timedelta(hours=3), [], 20, "en"),
}


@pytest.mark.parametrize("name", [*GAMES, *GAMES_HELD_OUT])
def test_no_mail_of_a_whole_game_says_a_sentence_twice(name):
    rules_id, humans, bots, pace, silent, replies, lang = {**GAMES, **GAMES_HELD_OUT}[name]
    played = play(rules_id, humans, bots, pace, replies=replies, lang=lang, silent=silent,
                  ticks=True)
    mails = [sent.mail.get_body(("plain",)).get_content()
             for inbox in played.inboxes.values() for sent in inbox]
    assert mails
    assert [twice for text in mails if (twice := said_twice(text))] == []
