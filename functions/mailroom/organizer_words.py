"""What a non-playing organizer's mail without a reply token is answered with (see
incoming._to_the_organizer): which of their games it is about, the answer to what it asks
(organizer_questions), and where each game stands, a game under way with its standings ("Kdo
vede?"), one over with its result; the pointer to the dashboard said once at the end, however
many games the answer tells of; all in the organizer's register."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import rules
from functions.mail.language import leans_english
from functions.render import games as game_texts
from functions.service import GameService
from functions.service.play.explain import phrase
from functions.service.records.game import ENDED, RUNNING, WAITING, GameRecord
from functions.service.records.moves import BOT_SOURCE
from functions.service.store import FAMILIAR, FORMAL
from rules.text import fold

from . import organizer_questions
from .game_state import organizer_state

_SHORTEST = 4  # letters of a name's stem that may name a game (a year: four digits)


def asked_about(text: str, games: Sequence[GameRecord]) -> list[GameRecord]:
    """The games a mail names by their title, their rules' name or what players call them
    ("Divoký západ", "jednadvacetšestka"), in Czech cases too (a name's stem: "WesternPoly" in
    "ve WesternPoly", a year in "v roce 1926"), finished ones as well as those under way; []
    when it names none of them, or one word names all alike (the year of three games of 1926)."""
    said = fold(text)
    named = {g.id: {name for name in _names(g) if _named(name, said)}
             | {g.rules for pattern in game_texts.of(g.rules).CALLED if re.search(pattern, said)}
             for g in games}
    for game in games:  # a title named only inside a longer one's words is not named
        if game.title in named[game.id] and not _named(game.title, _without_longer(
                said, game, [g for g in games if g.title in named[g.id]])):
            named[game.id].discard(game.title)
    asked = [g for g in games if named[g.id]]
    if len(games) > 1 and len(asked) == len(games) \
            and set.intersection(*(named[g.id] for g in games)):
        return []
    # a kind named, not a title ("ta partie 1926"): of its games, the ones under way, else the
    # one that ended last, never every finished game of that kind
    by_title = [g for g in asked if g.title in named[g.id]]
    by_kind = [g for g in asked if g not in by_title]
    kept = {g.id for g in by_title} | {g.id for kind in {g.rules for g in by_kind} for g in (
        [g for g in by_kind if g.rules == kind and g.status not in ENDED]
        or last_ended([g for g in by_kind if g.rules == kind]))}
    return [g for g in asked if g.id in kept]


def _names(game: GameRecord) -> list[str]:
    try:
        rules_name = rules.get(game.rules).name
    except rules.OptionError:
        rules_name = game.rules
    return [name for name in {game.title, rules_name} if name]


def _without_longer(said: str, game: GameRecord, titled: Sequence[GameRecord]) -> str:
    """The folded mail less the words naming the longer titles of `titled` ("Dluhy 2" in
    "Dluhy 2 finále"): what is left names `game` by its title on its own, or not at all."""
    for other in titled:
        pattern = _naming(other.title)
        if other.id != game.id and len(fold(other.title)) > len(fold(game.title)) \
                and pattern is not None:
            said = re.sub(pattern, " ", said)
    return said


def _named(name: str, said: str) -> bool:
    pattern = _naming(name)
    return pattern is not None and re.search(pattern, said) is not None


def _naming(name: str) -> str | None:
    """The pattern of a name in a folded mail, each word by its stem in any case ("Podzimní
    turnaj" in "konec Podzimního turnaje"); None for a name too short to name a game."""
    words = fold(name).split()
    stems = [word[:-1] if (len(word) > 4 or len(word) == 4 and len(words) > 1)
             and word[-1] in "aeiouy" else word for word in words]  # "pozvank", "lig"
    # (a short title, "Hra", is a word of any question: it names no game)
    if sum(map(len, stems)) < _SHORTEST:
        return None
    # a case's ending may follow a stem ("v Dluzích"), a digit never: "Dluhy 2" is not named
    # in "Dluhy 20", nor "Liga 1" in "Liga 10"
    pattern = r"[^\W\d]*\s+".join(_declined(stem) for stem in stems)
    return rf"(?<!\w){pattern}[^\W\d]*(?!\w)"


# The consonant a stem ends in as Czech declension changes it before -e, -i, -ích ("Zlatá
# horečka" in "ve Zlaté horečce", "Dluhy" in "v Dluzích", "Letní liga" in "v Letní lize"),
# folded
_ALTERNATING = (("ch", "(?:ch|s)"), ("k", "[kc]"), ("h", "[hz]"), ("g", "[gz]"))


def _declined(stem: str) -> str:
    """A pattern of a stem with its last consonant in any case's form."""
    for end, forms in _ALTERNATING:
        if stem.endswith(end) and len(stem) > len(end) + 1:
            return re.escape(stem[:-len(end)]) + forms
    return re.escape(stem)


def last_ended(games: Sequence[GameRecord]) -> list[GameRecord]:
    """The organizer's game that ended last, for a mail when none of theirs runs any more."""
    ended = sorted((g for g in games if g.status in ENDED), key=lambda g: g.updated_at)
    return ended[-1:]


@dataclass(frozen=True)
class Answer:
    """An organizer's answer: the sentences that answer what their mail asked, by topic; where
    each game stands (`state`, whole: what "told minutes ago" compares); the pointer to the
    dashboard that ends it; where the games stand as mailed, less what the first sentences
    answered (`shown`, the state when empty)."""

    asked: tuple[tuple[str, str], ...]
    state: str
    ending: str
    shown: str = ""

    def whole(self) -> str:
        """The answer as mailed: what was asked, where the games stand, the pointer."""
        first = "\n".join(sentence for _, sentence in self.asked)
        return "\n\n".join([*([first] if first else []), self.shown or self.state, self.ending])

    def news(self) -> str | None:
        """The answer to a reader who holds where the games stand already (told minutes ago):
        what that does not tell (how to do a thing, that we could not tell what was asked),
        or None when it tells it all."""
        new = [sentence for topic, sentence in self.asked
               if topic not in organizer_questions.FACTS]
        return "\n\n".join(["\n".join(new), self.ending]) if new else None


def answer(service: GameService, games: Sequence[GameRecord], lang: str,
           formal: bool = True, asked: str = "", request: str = "",
           requested: Sequence[str] = ()) -> Answer:
    """The answer to what the mail `asked` of the games (its `request` for a control answered
    first: what was done, or how to do it, of the actions `requested`), then where each
    stands, one paragraph each, less what the first sentences told, then where to see them
    whole, once; in vykání unless the mail tykal (`formal`)."""
    now = service.clock.now()
    seen = [(g, _seen(service, g, lang)) for g in games]
    topics = organizer_questions.asked(asked)
    if request:  # the request's sentence says how to do what it asked: no how-to again, nor
        # "unclear"; a question of another thing beside it is answered ("Jak ho vyměním za
        # Lucii? A dej prosím Evě o den víc": the extension done, the how-to told, issue 42)
        covered = {organizer_questions.UNCLEAR, *requested, *(
            _TOLD_WITH[action] for action in requested if action in _TOLD_WITH)}
        topics = [t for t in topics if t not in covered]
    # the turns a bot played for each player, read from the log only when asked ("tahá to
    # robot?"): a whole log is too dear a read for every answer
    robots = {g.id: _robot_turns(service, g) for g in games} if "away" in topics else {}
    first = [*([(REQUEST, request)] if request else []),
             *organizer_questions.lead(topics, seen, now, lang, formal, robots)]
    # a fact answered above ("kdy skončí", whom the game waits for, who leads) is not said
    # again where the game stands: one fact, once a mail
    told = [state_of(service, g, lang, formal, view) for g, view in seen]
    shown = [state_of(service, g, lang, formal, view, frozenset(
        topic for topic, _ in organizer_questions.lead(topics, [(g, view)], now, lang, formal,
                                                       robots))) for g, view in seen]
    over = all(g.status in ENDED for g in games)
    dashboard = "organizer_dashboard_over" if over else "organizer_dashboard_waiting" \
        if all(g.status == WAITING for g in games) else "organizer_dashboard"
    return Answer(tuple(first), "\n\n".join(told),
                  phrase(lang, dashboard + ("_formal" if formal else ""), n=len(games)),
                  "\n\n".join(shown))


REQUEST = "request"
"""The topic of the sentence answering a request for a control (organizer_requests)."""
# a how-to a request's sentence tells beside its own: taking a player out says how to give
# the seat to someone else
_TOLD_WITH = {"remove": "add"}


def register(text: str) -> str | None:
    """The register a mail is written in: FORMAL where it greets or asks formally ("Dobrý
    den", "Vážená paní", vykání: "můžete", "pozastavte", "Vaše hra"), even beside a familiar
    word; FAMILIAR where it tyká or greets as friends ("Ahoj", "můžeš", "pozastav", "tvoje");
    a closing alone ("S pozdravem") is formal where nothing else says a register; None where
    the mail says neither ("Kdy to skončí?"). With or without diacritics; a mail written in
    English says no Czech register ("Hi mate, can you pause it?" is not "máte")."""
    if leans_english(text):
        return None
    said = fold(text)
    if _FORMAL.search(said):
        return FORMAL
    if _FAMILIAR.search(said):
        return FAMILIAR
    return FORMAL if _FORMAL_CLOSING.search(said) else None


_FORMAL = re.compile(
    r"(?<!\w)(?:dobry den|dobre (?:rano|odpoledne|dopoledne)|dobry vecer|vazen[ayi]\w*|"
    r"(?:muzete|mate|budete|vite|chcete|potrebujete|byste|jste|"
    r"poslete|posilejte|napiste|dejte|reknete|ukazte|pozastavte|zruste|vymente|odeberte|"
    r"pridejte|prodluzte|spustte|prosim vas|"
    r"vas|vase|vasi|vasim|vasich|vam|vami)(?!\w))")
_FAMILIAR = re.compile(
    r"(?<!\w)(?:ahoj\w*|cau|cauky|nazdar|zdar|zdarec|cus|hoj|hele|"
    r"muzes|mas|budes|vis|chces|potrebujes|bys|jsi|"
    r"posli|napis|dej|rekni|ukaz|pozastav|zrus|vymen|odeber|pridej|prodluz|spust|prosim te|"
    r"tvoje|tvuj|tvoji|tve|tvou|tveho|tebe|tobe|tebou|(?:diky|dekuju|dekuji) ti)(?!\w)")
# (not "ti" alone: "Ti dva ještě nehráli?" speaks of players; a register once said is kept)
# a formal closing, which a familiar mail does not end with (a mail of both is familiar)
_FORMAL_CLOSING = re.compile(r"(?<!\w)(?:s pozdravem|s uctou|s prateleskym pozdravem)(?!\w)")


def _robot_turns(service: GameService, game: GameRecord) -> dict[str, int]:
    """By player, the moves a bot made for them (logged "bot:<level>"), in a game begun."""
    if not game.order:
        return {}
    counted: dict[str, int] = {}
    for entry in service.view(game.id).log:
        if entry.source.startswith(BOT_SOURCE + ":"):
            counted[entry.player] = counted.get(entry.player, 0) + 1
    return counted


def _seen(service: GameService, game: GameRecord, lang: str) -> Mapping[str, Any] | None:
    """The rules' view of a game for a spectator in `lang` (None before the start)."""
    view = service.view(game.id) if game.order else None
    return view.rules.view(view.rules.localized(view.state, lang), None) \
        if view is not None and view.state is not None else None


def state_of(service: GameService, game: GameRecord, lang: str, formal: bool = True,
             seen: Mapping[str, Any] | None = None, told: frozenset[str] = frozenset()) -> str:
    """Where a game stands, told to its organizer in their register (game_state.organizer_state:
    since when, who is awaited, its round and end, who leads; how it ended; less the facts
    `told` above), with the players' standings in the game's own columns while it runs."""
    seen = _seen(service, game, lang) if seen is None else seen
    said = organizer_state(game, seen, service.clock.now(), lang, formal, told)
    if game.status == RUNNING and seen is not None:
        return "\n".join([said, *_standings_now(game, seen, lang)])
    return said


def _standings_now(game: GameRecord, seen: Mapping[str, Any], lang: str) -> list[str]:
    """A line per player of a game under way, with the game's own columns as on the pages
    ("  Jana Malá: Volitelé 3; Zbývající pyramidky 3 velké · 2 střední · 3 malé")."""
    headings, cells = game_texts.of(game.rules).standings(seen, lang)
    return [f"  {seat.shown(lang)}: " + "; ".join(
        f"{heading} {cell}" for heading, cell in zip(headings, cells[seat.player], strict=False))
            for seat in game.seats if seat.player in cells]
