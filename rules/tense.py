"""Whether a sentence tells of a move in another time or mood than the move of now (pure)."""

from __future__ import annotations

import re

from rules.text import words

# Folded words that put a move in another round than this one ("Minule jsem dal krále")
OTHER_TIME = frozenset(
    "minule minuly minulem minulou predtim predtym loni vcera posledne naposledy onehdy "
    "yesterday earlier previously".split())
# Folded words of a wish or a supposition, or of another's conditional ("Kdybych měla
# třináctku", "Dal bys tam eso?"); the third person's "by" is read beside its participle
WISH = frozenset("kdybych kdybys kdyby kdybychom kdybyste bys byste".split())
_THIRD = re.compile(r"\bby \w+l[aioy]?\b|\b\w{2,}l[aioy]? by\b")
# Folded Czech past participles of the games' verbs (and of "měl jsem dát"): with "jsem" they
# tell of a move made, or one that should have been
PAST = frozenset(
    "dal dala dali hral hrala hrali zahral zahrala prihodil prihodila vsadil vsadila hodil "
    "hodila poslal poslala polozil polozila nabidl nabidla mel mela daval davala "
    "koupil koupila prodal prodala vzal vzala umistil umistila".split())
PAST_AUX = frozenset("jsem jsi jsme jste".split())
# The conditional of the player's own with a time to come ("Kurz bych si koupil, až na něj
# dojedu", "I'd buy the saloon once I land on it"): what they would do then, no move of now
CONDITIONAL = frozenset("bych bychom bysme byste bys would i'd we'd".split())
LATER = frozenset("az when once pozdeji jednou later".split())
# Folded words of now: a sentence that says them speaks of this move whatever else it says
NOW = frozenset("ted tentokrat dnes dneska now today".split())
_NOW_EN = re.compile(r"\bthis (?:time|round|turn|hand)\b")
_ENGLISH = re.compile(
    r"\b(?:(?:would|should|could|might|must)(?: not|n't)? have|i'd have|if i|last (?:time|"
    r"round|turn|hand)|played|bidded)\b")


def another_time(text: str, question: bool = True) -> bool:
    """Whether a text speaks of a move in another round or mood than the move of now: the
    past, a wish or a supposition, another's conditional, and (`question`) a question
    ("Minule bych dala třináctku", "Měl jsem dát krále", "I would have bid 13", "Mám dát
    eso?"); never with a word of now, nor the polite "Dal bych devítku"."""
    found = words(text)
    said = set(found)
    joined = " ".join(found)
    if NOW & said or _NOW_EN.search(joined):
        return False
    if question and text.rstrip(" .!)").endswith("?"):
        return True
    return bool(OTHER_TIME & said or WISH & said or PAST_AUX & said and PAST & said
                or conditional_later(text)
                or _THIRD.search(joined) or _ENGLISH.search(joined))


def conditional_later(text: str) -> bool:
    """Whether a text says in the player's conditional what they would do at a time to come
    ("Kurz bych si koupil, až na něj dojedu", "I'd buy it once I get there")."""
    said = set(words(text))
    return bool(CONDITIONAL & said and LATER & said)
