"""The class of issue 42's newcomer review written down: a mail that asks something, or asks
for several things, of which only one part is done or answered, or the wrong question is
answered. Its members here are the player's: what to do now ("Co mám teď dělat?", answered
as what the player holds, or "I can't answer that"), and the language of their mails ("Piš mi
česky", "LANGUAGE EN", "Kupuju a piš mi prosím anglicky": no way to ask it, or the move beside
it done alone). Built for this project as new players write them, Czech with and without
diacritics and English; a third is held out (tests/test_mail_asks_held_out.py), measured last.

Each member: (game, the holder's language, the mail, what it asks: "todo" or "lang:<new>",
the moves it plays first).
"""

from __future__ import annotations

from functions.render.state_answers import WORDS
from functions.service.play.explain import phrase
from tests.mail.reading_classes import Answer

Member = tuple[str, str, str, str, tuple[str, ...]]

TRAINING: tuple[Member, ...] = (
    ("westernpoly", "cs", "Jo, beru, ráda. Co mám teď dělat?", "todo", ("buy",)),
    ("westernpoly", "cs", "Co mam ted delat?", "todo", ()),
    ("1926", "cs", "Ahoj, co mám teď udělat?", "todo", ()),
    ("westernpoly", "en", "What should I do now?", "todo", ()),
    ("goofspiel", "en", "What am I supposed to do now?", "todo", ()),
    ("westernpoly", "cs", "Kupuju. A co dál?", "todo", ("buy",)),
    ("1926", "en", "Sorry, I'm new here. What do I need to do?", "todo", ()),
    ("westernpoly", "cs", "Please write to me in English", "lang:en", ()),
    ("westernpoly", "en", "Piš mi česky", "lang:cs", ()),
    ("westernpoly", "cs", "LANGUAGE EN", "lang:en", ()),
    ("1926", "en", "JAZYK CS", "lang:cs", ()),
    ("goofspiel", "en", "Prosím, pište mi česky.", "lang:cs", ()),
    ("westernpoly", "cs", "koupit\nLANGUAGE EN", "lang:en", ("buy",)),
    ("westernpoly", "en", "Buy. Also, please write to me in Czech from now on.", "lang:cs",
     ("buy",)),
    ("1926", "cs", "English please", "lang:en", ()),
    ("westernpoly", "cs", "Kupuju a piš mi prosím anglicky.", "lang:en", ("buy",)),
)

HELD_OUT: tuple[Member, ...] = (
    ("1926", "cs", "Co ted musim udelat?", "todo", ()),
    ("goofspiel", "cs", "Dobrý den, co mám vlastně dělat?", "todo", ()),
    ("westernpoly", "en", "OK, buy. So what do I do next?", "todo", ("buy",)),
    ("westernpoly", "en", "what now?", "todo", ()),
    ("1926", "en", "Can you write to me in Czech, please?", "lang:cs", ()),
    ("goofspiel", "cs", "Write to me in English please.", "lang:en", ()),
    ("westernpoly", "en", "jazyk čeština", "lang:cs", ()),
    ("westernpoly", "cs", "Nekupuju. Od teď mi prosím pište anglicky.", "lang:en", ("pass",)),
)


def _said(text: str, sentence: str) -> bool:
    """Whether a mail says `sentence` (a Czech one opens in small letters after the greeting)."""
    return sentence in text or sentence[:1].lower() + sentence[1:] in text


def answered_as_asked(answer: Answer, lang: str, asks: str, moves: tuple[str, ...]) -> bool:
    """Whether a live game answered the member as it asks: its moves played, one mail, and
    what to do told at its top (on turn: the turn and the menu; else: nothing yet, and who has
    until when), never what the player holds; or the language set, the mail in the new one."""
    own = answer.text.split("\n> ")[0]
    if answer.moves[:len(moves)] != moves or len(answer.kinds) != 1:
        return False
    if asks == "todo":
        top = own.split("\n\n")[1] if "\n\n" in own else own
        return any(_said(top, WORDS.say(lang, key)) for key in ("todo_you", "todo_none"))
    new = asks.removeprefix("lang:")
    old = "cs" if new == "en" else "en"
    return _said(own, phrase(new, "language_set")) and not _said(own, phrase(old, "language_set")) \
        and own.startswith("Ahoj" if new == "cs" else "Hello")
