"""The idioms a player puts a number down with as their choice, in every game that reads a
number as its move ("Put me down for two", "Count me in for 3", "Mark me down for 1", "Napiš
mi dva", "Zapište mi nulu", "Dej mi za dva"): folded words, pure."""

from __future__ import annotations

# The verbs of such an idiom: with one of them a line asks to be read for its number.
PUT_DOWN_VERBS = frozenset("put count mark sign napis napiste zapis zapiste dej dejte "
                           "pocitej pocitejte".split())
# The idiom's words around the number: the verbs and the small words said with them.
PUT_DOWN_WORDS = PUT_DOWN_VERBS | frozenset("me mi mne mnou se down in up for za na tam".split())
