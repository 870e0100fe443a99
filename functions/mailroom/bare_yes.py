"""A bare yes ("👍", "ok", "jo", "sure") while two decisions wait for one.

A turn mail may ask two questions at once: whether to buy the field the player stands on, and
whether to accept a trade offer open to them. A yes with nothing else names neither; a person
would ask back which one is meant, and so do we: the line becomes an ask-back text the game
cannot read, refused with the question, and nothing is played. When only one decision waits,
the yes answers it as before.
"""

from __future__ import annotations

import re

from rules import Lexicon
from rules.text import words

from .reading import short_answer

# The text a bare yes becomes while a purchase and offers wait: refused with the question
ASK_WHICH_YES = {"cs": "ano koupi nebo nabidce {numbers}", "en": "yes to buying or offer {numbers}"}
_ASKED = re.compile(r"(?:ano koupi nebo nabidce|yes to buying or offer) (\d+(?: \d+)*)")
# a yes without words: a thumb, an OK hand, a tick
_YES_SIGNS = frozenset("👍 👌 ✅ ✔ ✔️ 🆗 🙆 🤝".split())
_SKIN_AND_JOINERS = re.compile(r"[\U0001F3FB-\U0001F3FF\ufe0f\u200d]")


# the words of a bare yes and the courtesy beside it ("Jo, díky", "ok thanks", "Sure!"): kept
# apart from pleasantries' words of courtesy alone, which hold greetings and "beru", "rozumím"
# (no yes to a decision), and lack the yes of a deal ("platí", "deal", "souhlasím")
_YES_WORDS = frozenset("ok okay oki okej jo joo ano jj jasne jasny yes yep yup sure yeah "
                       "klidne urcite plati dobre deal souhlasim diky dik dekuji dekuju thanks "
                       "thx prosim please tak no".split())


def bare_yes(line: str, lexicon: Lexicon | None) -> bool:
    """Whether a line is a yes and nothing else ("👍", "Ok!", "Jo", "Sure"); "Jo, tohle chci"
    points at one of the questions and is no bare yes."""
    signs = _SKIN_AND_JOINERS.sub("", line).replace(" ", "").strip(" .!")
    if signs and all(sign in _YES_SIGNS for sign in signs):
        return True
    return short_answer(line, lexicon) == "yes" and set(words(line)) <= _YES_WORDS


def ask_which_yes(offers: list[int], lang: str) -> str:
    """The ask-back text of a bare yes while a purchase and the `offers` wait."""
    lang = lang if lang in ASK_WHICH_YES else "en"
    return ASK_WHICH_YES[lang].format(numbers=" ".join(map(str, sorted(offers))))


def which_yes(text: str) -> list[int]:
    """The offers an ask-back text of a bare yes (ASK_WHICH_YES) names; [] for any other."""
    found = _ASKED.fullmatch(text)
    return [int(n) for n in found.group(1).split()] if found else []
