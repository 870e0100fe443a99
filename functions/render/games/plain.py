"""What the shell shows of a game that brings no render module of its own (and of every game,
for what its module leaves out): the rules' plain-text board, the round as the turn, the
generic moves help, the scores as the result. Every game module may define the same names."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from markupsafe import Markup

from functions.i18n import Catalogue, number
from rules import Result

MOVES_HELP = "moves_generic"
"""The key of the short help on writing moves (in the game's WORDS, else the mail's)."""

RESTATING: frozenset[str] = frozenset()
"""Event kinds the history leaves out because they only restate the step's own move."""

READ_BACK: frozenset[str] = frozenset()
"""Event kinds that, of the reader's own, a read-back of the reader's move always restates in
other words ("Your bid: 7." after "Read as: bid 7"); the read-back leaves them out. Other
RESTATING kinds are left out only when their text names the move read back."""

BARE_READ_BACKS: dict[str, tuple[str, ...]] = {}
"""The moves a read-back names in words without what they were about ("nekupovat"), each with
how the reader's list line of that move opens ("nekupuješ "): the newest such line goes."""

TOLD_AT_THE_END: frozenset[str] = frozenset()

# What players call the game in a mail besides its name, as patterns over folded text (an
# organizer's "jak si vede ten Divoký západ?"); none for a game without nicknames
CALLED: frozenset[str] = frozenset()
"""Event kinds the game-over mail leaves out of its list because its final board tells them."""

ON_THE_BOARD: frozenset[str] = frozenset()
LISTED_ON_THE_BOARD: frozenset[str] = frozenset()
"""Event kinds the board lists every one of (Goofspiel's rounds played): a mail that shows the
board leaves them out of its list of what happened (and, of an answer folded into it, the
ON_THE_BOARD kinds too: their older ones are in what the board lists)."""
"""Event kinds whose newest event the board shows while the game goes on (Goofspiel's prize
played for): a mail's list leaves that one out, the board tells it."""

UNLISTED: frozenset[str] = frozenset()
"""Event kinds a mail's list of what happened leaves out (a turn handed on: the next line
names who played)."""

SITUATION: str | None = None
"""The web template of the player's own situation on their page (None: the page has none)."""

TEXT_LINES = 45
"""The lines a mail's text may take before its oldest events give way (issue 29's target for a
typical turn; a game whose board needs more says so)."""

WORDS: Catalogue | None = None
"""The game's own texts (by key, in every language), for its templates and its module."""


def page_words(lang: str, key: str, **values: object) -> str:
    """A text of the web pages' catalogue. Loaded on first use: mail renders boards through
    the games' modules too and must not load the web app."""
    from functions.web.texts import tr

    return tr(lang, key, **values)


def result_rows(result: Mapping[str, Any], view: Mapping[str, Any] | None,
                lang: str) -> tuple[str | None, list[dict[str, Any]]]:
    """How the game ended in words (None: the headline says it all) and the final scores,
    best first, as {"player", "score"} rows for the game-over mail."""
    scores = sorted(result["scores"].items(), key=lambda item: -item[1])
    return None, [{"player": player, "score": number(score, lang)} for player, score in scores]


def mail_board_text(rules_game: Any, state: Any, lang: str,
                    reader: str | None = None) -> str:
    """The plain-text board a mail shows to `reader` (None: the organizer, who reads as a
    spectator): the rules' board; a game may show less in mail."""
    return rules_game.board_text(state, lang, reader=reader)


def menu_rows(rules_game: Any, state: Any, player: str, options: list[Any],
              lang: str) -> list[dict[str, Any]] | None:
    """The menu in rows of several options ({"label", "items"}: each item a MenuItem with a
    short label) for a game whose options come in groups; None: one option a line."""
    return None


def board_context(view: Mapping[str, Any], lang: str) -> dict[str, Any] | None:
    """The context of the mail's HTML board (`templates/email/_board_<game>.html`); None: the
    mail shows the rules' plain-text board only."""
    return None


def turn(view: Mapping[str, Any]) -> tuple[str, int]:
    """Where the game is, for mail subjects: (catalogue key, number)."""
    return "turn_round", int(view.get("round", 1))


def progress(view: Mapping[str, Any]) -> tuple[int, int | None] | None:
    """How far a game is in its length: (the round being played, or the last once it is over;
    the rounds it lasts, None: no limit), None: the game counts no rounds."""
    return (int(view["round"]), None) if "round" in view else None


def leading(view: Mapping[str, Any]) -> dict[str, float]:
    """The players' scores now, by player, for who leads ({}: the game keeps no such score)."""
    return {str(player): score for player, score in (view.get("scores") or {}).items()}


def score_words(score: float, lang: str) -> str:
    """A score as the reader writes it ("31 500" in Czech, "31,500" in English)."""
    return number(score, lang)


def own_news(view: Mapping[str, Any], events: Sequence[Mapping[str, Any]],
             lang: str) -> str | None:
    """What a read-back's subject says before the move when the mail tells the reader news of
    their own that outweighs it (a WesternPoly trip to jail), in `lang`; None: the move leads."""
    return None


def turn_news(view: Mapping[str, Any], lang: str) -> str | None:
    """What a turn mail's subject says before the game's name when it is more than "your move"
    (a WesternPoly debt), in `lang`; None for the plain "your move"."""
    return None


def board_svg(view: dict[str, Any], lang: str) -> Markup | None:
    """The board as a picture on the pages; None: the pages show the plain-text board."""
    return None


def board_list(view: dict[str, Any], lang: str) -> dict[str, Any] | None:
    """The board as a list for narrow screens, with the legend of its marks and the web
    template that shows it (`template`; None: no list)."""
    return None


def standings(view: dict[str, Any], lang: str) -> tuple[list[str], dict[str, list[str]]]:
    """(headings, cells by player) of the game's own columns in the players table."""
    return [], {}


def final_scores(result: Result, lang: str) -> tuple[list[str], dict[str, list[str]]]:
    """(headings, cells by player) of the players table once the game is over."""
    return [page_words(lang, "score")], {p: [number(score, lang)]
                                         for p, score in result.scores.items()}


def final_score_words(result: Mapping[str, Any], player: str, lang: str) -> str | None:
    """A player's final score in words where the result's number alone would mislead (1926:
    a player eliminated before the last count), else None: `score_words` of it says it."""
    return None


def final_standing(result: Result, player: str, lang: str) -> str | None:
    """How a player who did not win went out of the game, in words (None: by their place)."""
    return None


def forms(view: dict[str, Any], me: str) -> list[dict[str, Any]]:
    """The game's own move forms on `me`'s page now, in their order: each the context of its
    web template (`form.template`, which posts a `kind` that `form_command` reads)."""
    return []


def form_command(form: Mapping[str, list[str]]) -> str | None:
    """The move a posted form of the game's own (`forms`) stands for, as the text a player
    would write; None: not one of the game's forms."""
    return None


def offer_lines(view: dict[str, Any], lang: str) -> list[str]:
    """The open offers in words."""
    return []


def absence_lines(state: Any, events: Any, reader: str, lang: str) -> list[str]:
    """What the bot's turns did for an absent reader: here the list of events says it."""
    return []


def left_out_lines(events: Any, reader: str, lang: str) -> list[str]:
    """What of the reader's own a mail's cut list left out: here nothing beyond its count."""
    return []


def joined(previous: str, clause: str, lang: str) -> str | None:
    """A player's clause joined after `previous` (same subject), with what it names again said
    by a pronoun ("… and bought it"), or None when it stands on a line of its own; the game's
    words know its names. Here: joined as it is."""
    return clause


def question_topics() -> tuple[tuple[str, Any], ...]:
    """The topics (a name, a pattern of folded words) of a player's question the game answers
    itself (question_lines), tried before the shell's; none by default."""
    return ()


def question_lines(topic: str, view: Any, lang: str) -> list[str] | None:
    """A player's question of `topic` (mailroom.questions: "sell", "offer" ...) answered by
    the game for the reader of `view`, with an example from their game; None: the game has
    no answer of its own (the shell answers its own topics, else the whole help goes)."""
    return None


STATE_TOPICS: frozenset[str] = frozenset()
"""The topics of a player's question of the game's state (mailroom.state_questions: "holding",
"owns", "left", "leader" ...) the game answers itself (state_lines); the shell answers whose
turn it is, the deadline, the rounds left and who leads from `progress` and `leading`."""


def state_lines(topic: str, view: Any, reader: str, about: str | None, asked: str,
                lang: str) -> list[str] | None:
    """A player's question of the game's state (`asked`, folded) of `topic`, about the player
    `about` (None: the reader, or the table) answered from `reader`'s `view` in a sentence or
    two; None: the game has no answer of its own (the shell's, else "I can't answer that")."""
    return None
