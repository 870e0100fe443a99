"""Text helpers shared by the games' parsers: folding case and diacritics, words, close matches."""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable

_WORD = re.compile(r"[\w$]+(?:[-'][\w$]+)*", re.UNICODE)


FOLDS_KEPT = 4096  # the short texts whose folding is kept: a line's readers fold its clauses
SHORT_TEXT = 500  # again and again; a longer text (a whole mail) is folded afresh, not kept


def fold(text: str) -> str:
    """Lower-case `text` and strip diacritics: 'Plzeň' -> 'plzen', 'ÚSTÍ' -> 'usti'; format
    characters (a soft hyphen, a zero-width space) are dropped. Only an
    ASCII digit folds to a digit: '²', '５', '𝟓', '①' stay as they are (rules.numbers)."""
    return _kept_fold(text) if len(text) <= SHORT_TEXT else _fold(text)


def _fold(text: str) -> str:
    text = text.casefold()
    if text.isascii():
        return text
    return text.translate(_FOLDED)


_kept_fold = functools.lru_cache(maxsize=FOLDS_KEPT)(_fold)


_DIGIT_FORMS = frozenset("0123456789")


class _Folding(dict[int, str]):
    """The table str.translate folds with: each character's folding, found when first met
    (kept for the first FOLDS_KEPT characters met: a mail of every script is no reason to
    keep them all)."""

    def __missing__(self, code: int) -> str:
        folded = _folded(chr(code))
        if len(self) < FOLDS_KEPT:
            self[code] = folded
        return folded


def _folded(char: str) -> str:
    """One character folded: its compatibility decomposition (ﬁ -> fi, ｂ -> b) without the
    combining marks, unless that would make a digit of what is not one (² -> 2, ５ -> 5):
    then only its canonical decomposition, which never does."""
    if char.isascii():
        return char
    if unicodedata.category(char) == "Cf":  # a soft hyphen, a zero-width space: not read
        return ""
    decomposed = unicodedata.normalize("NFKD", char)
    if _DIGIT_FORMS.intersection(decomposed):
        decomposed = unicodedata.normalize("NFD", char)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    # ß/ø and friends have no combining decomposition; casefold already turned ß into ss.
    return _LETTERS.get(stripped, stripped)


_LETTERS = {"ø": "o", "ł": "l", "đ": "d"}
_FOLDED = _Folding()


# The end of a sentence: its marks after a word (a letter, a bracket, a currency sign), never
# the dot of a number ("1.500", "2.5k") or of a date; after a number only where a capital opens
# the next sentence ("Stahuju nabídku 1. Nekupuju.", "… Hnědáka (1). I need it") or the text ends
SENTENCE_END = re.compile(r"(?<=[^\d\s])[.!?…;]+(?=\s|$)"
                          r"|(?<=\d)[.!?…;]+(?=\s+[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]|\s*$)")


# A clause of the player's reason after a move ("Dám velkou do Prahy, ať je klid", "Koupím,
# protože se to vyplatí", "Bid 3 because I feel lucky", "velká Praha – to je jistota"): it
# names no part of the move. "ať", "at" and "so" open a reason only after a comma or a dash
# (else "let him", "bid at once").
_REASON = re.compile(
    r"(?:\s*[,;–—-]\s*(?:ať|at|so|aby|abych|abys|protože|protoze|jelikož|jelikoz|because|"
    r"cause|coz|což|just to|so that|since|to je|to bude|that's|that is|it's)"
    r"|\s+(?:aby|abych|abys|protože|protoze|jelikož|jelikoz|because|so that|just to))\b.*$",
    re.IGNORECASE | re.DOTALL)


def without_reason(text: str) -> str:
    """`text` less a clause of reason after it ("…, ať je klid" -> "…"); as written if none."""
    return _REASON.sub("", text)


def sentences(text: str) -> list[str]:
    """The sentences of `text` without their end marks, stripped, the empty ones left out
    ("Hmm, to je málo. Dva a půl tisíce by to chtělo." -> two; "Za 2.5k beru." -> one)."""
    return [part.strip() for part in SENTENCE_END.split(text) if part.strip()]


def words(text: str) -> list[str]:
    """The folded words of `text`; hyphens inside a word are kept ('hradec-kralove')."""
    return list(_kept_words(text)) if len(text) <= SHORT_TEXT else _WORD.findall(_fold(text))


@functools.lru_cache(maxsize=FOLDS_KEPT)
def _kept_words(text: str) -> tuple[str, ...]:
    return tuple(_WORD.findall(_kept_fold(text)))


def closest(word: str, candidates: Iterable[str], n: int = 3) -> list[str]:
    """Up to `n` candidates that look most like `word` (for 'did you mean' messages)."""
    import difflib  # only a refused word needs it: not loaded by every mail function's start

    return difflib.get_close_matches(word, list(candidates), n=n, cutoff=0.5)


SUGGEST_LENGTH = 4  # a shorter word is suggested nothing: "tu" is as near "kartu" as "zlatu"
SUGGEST_CUTOFF = 0.7  # how like a candidate's stem a word's stem must be (difflib's ratio)
# Czech endings of case and person (folded), longest first: the stems are what is compared,
# so that a word sharing only its ending with a candidate ("modrou" / "zlatou") is no match.
_ENDINGS = ("ami", "ech", "ich", "ych", "emu", "eho", "ima", "ymi", "imi", "ou", "em", "um",
            "ym", "im", "am", "ho", "mu", "a", "e", "i", "o", "u", "y")
# Short words of every sentence: pronouns, particles, prepositions; never a try at a command.
_PARTICLES = frozenset("""
    tady tamhle tento tato tuto tuhle tohle tenhle toto taky take jeste jenom proto protoze
    kdyz nebo anebo ale jako jsem jsme jsou bude budu mame mate nase vase jeho jeji their
    this that these those there here with from what when then than have will would could
    your mine yours ours about just also only very some into onto over
    hodne hodny hodna hodnou hodina hodiny hodinu moc porad stale uplne celou cely
""".split())


def _stem(word: str) -> str:
    """`word` less its longest Czech ending that leaves three letters or more."""
    for ending in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[:-len(ending)]
    return word


def _stem_ratio(word: str, other: str) -> float:
    """How like two words are in their stems (difflib's ratio), 0 when they start unlike;
    1 for a word one letter off the other."""
    import difflib  # only a refused word needs it: not loaded by every mail function's start

    if word == other or near_name(word, other):
        return 1.0
    if word[:1] != other[:1]:
        return 0.0
    return difflib.SequenceMatcher(None, _stem(word), _stem(other)).ratio()


def suggestions(word: str, candidates: Iterable[str], n: int = 3) -> list[str]:
    """Up to `n` candidates a mistyped `word` (folded) may have meant, nearest first: only
    those close in their stem (not in a shared ending), and none for a short word or a word
    of every sentence (a 'did you mean' that names something unrelated misleads)."""
    if len(word) < SUGGEST_LENGTH or word in _PARTICLES or not word.replace(" ", "").isalpha():
        return []
    written = word.split()
    scored = []
    for candidate in candidates:
        # a many-word name is compared by as many of its first words as were written
        # ("saloun" / "Saloon Tři esa"), each word by its stem
        said = candidate.split()[:len(written)]
        if len(candidate) < SUGGEST_LENGTH or len(said) < len(written):
            continue
        ratios = [_stem_ratio(a, b) for a, b in zip(written, said, strict=True)]
        if all(r >= SUGGEST_CUTOFF for r in ratios):
            scored.append((letters_off(word, " ".join(said)), -sum(ratios), candidate))
    return [candidate for *_, candidate in sorted(scored)[:n]]


# A thumb, a tick, an OK hand or a handshake says yes; a thumb down or a cross says no (any skin tone, with or
# without the emoji variation selector): what a phone's reply offers first.
_YES_SIGNS = "\U0001f44d\u2705\U0001f44c\u2714\u2611\U0001f91d"  # … and a handshake
_NO_SIGNS = "\U0001f44e\u274c\u2716\u274e"
_SIGN = re.compile(f"([{_YES_SIGNS}{_NO_SIGNS}])[\U0001f3fb-\U0001f3ff\ufe0f]*")


def signed_answer(text: str) -> tuple[str, bool]:
    """`text` with each yes or no emoji written as the word "yes" or "no" ('👍🏼' -> 'yes'), and
    whether it held one."""
    said = _SIGN.sub(lambda m: " yes " if m.group(1) in _YES_SIGNS else " no ", text)
    return (said.strip() if said != text else text), said != text


def one_letter_off(word: str, other: str) -> bool:
    """Whether two different words differ by one letter left out, added, changed or two
    neighbouring letters swapped."""
    if word == other or abs(len(word) - len(other)) > 1:
        return False
    start = 0
    while start < min(len(word), len(other)) and word[start] == other[start]:
        start += 1
    a, b = word[start:], other[start:]
    return a[1:] == b[1:] or a[1:] == b or a == b[1:] or (
        len(a) >= 2 and a[0] == b[1:2] and a[1] == b[0] and a[2:] == b[2:])


TWO_OFF_LENGTH = 7  # a name this long or longer may be read two letters off: two are a small share


def letters_off(word: str, other: str, limit: int = 2) -> int:
    """How many letters two words differ by (left out, added, changed, two neighbours
    swapped), counted up to `limit` + 1: any greater difference is `limit` + 1."""
    if abs(len(word) - len(other)) > limit or _unshared(word, other) > 2 * limit:
        return limit + 1
    before: list[int] = []
    row = list(range(len(other) + 1))
    for i, a in enumerate(word, 1):
        now = [i] + [0] * len(other)
        for j, b in enumerate(other, 1):
            now[j] = min(row[j] + 1, now[j - 1] + 1, row[j - 1] + (a != b))
            if i > 1 and j > 1 and a == other[j - 2] and word[i - 2] == b:
                now[j] = min(now[j], before[j - 2] + 1)
        if min(now) > limit:
            return limit + 1
        before, row = row, now
    return min(row[-1], limit + 1)


def _unshared(word: str, other: str) -> int:
    """How many letters of either word the other lacks (counted with repeats): a letter
    changed makes two, one left out or added one, two swapped none, so more than twice the
    letters off is never fewer letters off (a quick no before the table of letters_off)."""
    counts: dict[str, int] = {}
    for letter in word:
        counts[letter] = counts.get(letter, 0) + 1
    for letter in other:
        counts[letter] = counts.get(letter, 0) - 1
    return sum(map(abs, counts.values()))


def near_name(word: str, other: str) -> bool:
    """Whether `word` is `other` mistyped: one letter off, or two off a name of TWO_OFF_LENGTH
    letters or more ("olomoce" for "olomouce", "kaktsuvoa" for "kaktusova")."""
    if one_letter_off(word, other):
        return True
    return len(other) >= TWO_OFF_LENGTH and len(word) >= TWO_OFF_LENGTH - 1 \
        and letters_off(word, other) == 2


def _less_letters(word: str, most: int) -> set[str]:
    """`word` and every word made of it by leaving out up to `most` of its letters."""
    found = {word}
    for _ in range(most):
        found |= {w[:i] + w[i + 1:] for w in found for i in range(len(w))}
    return found


class Mending:
    """The names a mistyped word may be (one_letter_off, near_name), found through the words
    the two make when a letter or two is left out (a letter changed, added, left out or two
    swapped leaves a word both make), not by comparing the word with every name: a sentence
    of chatter asks it of each of its words."""

    def __init__(self, names: Iterable[str]) -> None:
        self._names = frozenset(names)
        # both indexes built when first asked: a module makes its Mending at import, and a
        # process that never mends a word (a notifier rendering a game's mail) never pays them
        self._one: dict[str, set[str]] | None = None
        self._two: dict[str, set[str]] | None = None

    @staticmethod
    def _index(names: Iterable[str], most: int) -> dict[str, set[str]]:
        index: dict[str, set[str]] = {}
        for name in names:
            for key in _less_letters(name, most):
                index.setdefault(key, set()).add(name)
        return index

    def one_off(self, word: str) -> set[str]:
        """The names one letter off `word` (one_letter_off)."""
        if self._one is None:
            self._one = self._index(self._names, 1)
        one = self._one
        return {name for key in _less_letters(word, 1) for name in one.get(key, ())
                if one_letter_off(word, name)}

    def near(self, word: str) -> set[str]:
        """The names `word` may be mistyped for (near_name)."""
        found = self.one_off(word)
        if len(word) >= TWO_OFF_LENGTH - 1:
            if self._two is None:
                self._two = self._index((n for n in self._names if len(n) >= TWO_OFF_LENGTH), 2)
            found |= {name for key in _less_letters(word, 2) for name in self._two.get(key, ())
                      if near_name(word, name)}
        return found
